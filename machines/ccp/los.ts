/**
 * 16 Line of Sight — Combat Commander: Pacific (16.1 LOS Checks, 16.2 Obstacles & LOS, 16.2.1 Terrain
 * Obstacles, 16.2.2 Blaze Obstacles, 16.3-16.3.4; T86 Bush, T87 Grass, T88 Gully, T89.3-T89.5 Hills). CC:P's LOS
 * is CC:E's 10 renumbered: the string "between the center dot within the 'sighting unit's' hex and the
 * center dot of the 'target unit's' hex", Obstacles and Hindrances in the end hexes ignored (smoke
 * excepted), units never blocking, a blaze filling its hex. So the CC:E chart serves (machines/cce/
 * los-machine.ts, one location per transition, the geometry of machines/cce/los.ts), with CC:P ids on its
 * transitions and only the verdict rows a CC:P situation can meet.
 *
 * What a CC:P LOS situation holds: the terrain whose LOS line both editions give alike (CCP_FIRE_TERRAIN:
 * Open Ground, Building an Obstacle, Gully, Stream, Hill levels and Crests, Trail), CC:P's Hindrance terrain
 * Bush (T86, 2), Grass (T87, 3: the 16.3.3 example's "-3 for one grass Hindrance"), Hut (T90, 4) and Palm (T93, 1),
 * and its Obstacles Jungle (T91) and Swamp (T97), each with one Blind Hex (T89.4.1), and the Clear Beach (T82),
 * through the edition's Terrain Chart LOS column (CCP_TERRAIN_LOS), at their level (16.3) or on a Hill (T89.5: a lower Hindrance
 * does not hinder LOS to or from a hill hex; one on a hill hinders between hill hexes of its level; smoke
 * always hinders, as 16.3.4's verdict does at every level), Smoke and Blaze markers, and no hexside feature
 * ("there is no hexside terrain in CC:P"). Not in a LOS situation yet: Road, Bridge, Water Barrier, and 18.3 Night Visibility: its "X-hindrance" depends on Starshells and the
 * night's visibility, which no LOS situation states yet.
 *
 * Rule ids. CC:E 10.2 is one unnumbered paragraph that CC:P numbers as 16.2.1 (Terrain Obstacles) under
 * the heading 16.2: a Building's block cites both (CCP_LOS_PARAGRAPHS).
 *
 * Readings. CC:P keeps CC:E's two questions about a string along a hexspine or through a vertex (16.1 says
 * again "If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening
 * hex", and 16.2.2/16.3.4 again single out blaze and smoke as filling their hex "including directly along
 * its hexside"): readings ccp.los-hexspine and ccp.los-corner (machines/ccp/readings.ts), read where CC:E's
 * are. CC:E's third, cce.los-hexside-level (the level of a Wall, Hedge or Fence), is about hexside terrain,
 * which CC:P does not have.
 */
import type { AnyStateMachine } from 'xstate';
import type { Readings } from '../core/readings';
import { withRuleIds } from '../core/ruleset-ids';
import { LOS_VERDICT_RULES, losMachineFor, type VerdictRow } from '../cce/los-machine';
import { CCP_FIRE_TERRAIN } from './fire';
import { CCP_OWN_TERRAIN, CCP_TERRAIN_LOS } from './terrain';
import type { CceRuleId } from '../cce/rule-ids';
import type { CcpRuleId } from './rule-ids';
import { CCE_TO_CCP, toCcpIds } from './rule-map';

/**
 * The verdict rows (effect and rule, machines/cce/los-machine.ts) a CC:P LOS situation can meet. Left out:
 * Walls, Hedges and Fences (no hexside terrain), Roads and Railways followed along their depiction, and
 * the terrain Hindrances and their Hill cases (10.3 and T88.5 with Brush, Field, Marsh, Orchard, Bridge):
 * none is CC:P terrain alike in both editions.
 */
const CCP_VERDICTS: ReadonlySet<string> = new Set([
  'blocks 10.2.1', // 16.2.2 Blaze
  'blocks T88.3.3', // T89.3.3 a Hill higher than both ends
  'blocks T88.3.2', // T89.3.2 a Crest as high as the higher end
  'blocks 10.2', // 16.2.1 a Building, Jungle or Swamp
  'blocks T88.4.1', // T89.4.1 the Blind Hex behind a Building, Jungle or Swamp
  'hinders 10.3.4', // 16.3.4 Smoke
  'none T88.4', // T89.4 an Obstacle lower than both Hill ends
  'none 10.1', // 16.1 the end hexes; a hex touched at a corner only
  'none T90', // T92 Open Ground (and Trail, a Hill: Open Ground hexes)
  'none T86', // T88 Gully between the ends
  'none T95', // T96 Stream
  'hinders 10.3', // 16.3 Grass, Bush, Hut or Palm between two ends at its level
  'hinders T88.5', // T89.5 Grass or Bush on a hill, between two hill hexes of its level
  'none T88.5', // T89.5 Grass, Bush, Hut or Palm below a hill end
]);

/**
 * The Terrain Chart's LOS column for a CC:P LOS situation (T81.4: "Each terrain lists whether it is an
 * Obstacle, Hindrance or Clear"): machines/ccp/terrain.ts, the one CC:P Terrain Chart (the Building as CC:E's,
 * Bush 2, Grass 3, Hut 4 and Palm 1 Hindrances, Jungle and Swamp Obstacles with one Blind Hex).
 */
export { CCP_TERRAIN_LOS };

/** The terrain of a CC:P LOS situation: Fire's (CCP_FIRE_TERRAIN) and CC:P's own (CCP_OWN_TERRAIN). */
export const CCP_LOS_TERRAIN: readonly string[] = [...CCP_FIRE_TERRAIN, ...Object.keys(CCP_OWN_TERRAIN).filter((t) => !CCP_FIRE_TERRAIN.includes(t))];

export const CCP_LOS_VERDICT_RULES: readonly VerdictRow[] = LOS_VERDICT_RULES.filter(([effect, rule]) => CCP_VERDICTS.has(`${effect} ${rule}`));

/** Whether a CC:P LOS chart has a transition for this verdict ("blocks 10.2", as the chart's guards name it). */
export const ccpLosHasVerdict = (effect: string, rule: string): boolean => CCP_VERDICTS.has(`${effect} ${rule}`);

/** The paragraphs CC:P numbers of its own inside a CC:E id, cited beside its counterpart. */
export const CCP_LOS_PARAGRAPHS: Partial<Record<CceRuleId, readonly CcpRuleId[]>> = {
  '10.2': ['16.2.1'],
};

/** CC:P's readings of CC:E's LOS questions, under the ids machines/cce/los.ts reads. */
export function ccpLosReadings(r: Readings): Readings {
  const out: Record<string, string> = { ...r };
  if (r['ccp.los-hexspine'] !== undefined) out['cce.los-hexspine'] = r['ccp.los-hexspine'];
  if (r['ccp.los-corner'] !== undefined) out['cce.los-corner'] = r['ccp.los-corner'];
  return out;
}

/** Whether the id in parentheses at `at` is the CC:P rule of a CC:P terrain named just before it ("Grass at level 0 (T87)"). */
function ccpOwnTerrainAt(by: string, id: string, at: number): boolean {
  return Object.entries(CCP_TERRAIN_LOS).some(([name, c]) => c.rule === id && name !== 'Building' && new RegExp(`${name} at [^()]*$`).test(by.slice(0, at)));
}

/**
 * The words of a verdict (machines/cce/los.ts writes "Building at level 0 (T82)", "(reading cce.los-corner)")
 * in CC:P terms: each CC:E id in parentheses by its counterpart (kept where it has none: a base edition's
 * word about Brush, read by the edition diff), the readings by their CC:P ids. Informative
 * text, so the edition diff reads the base edition's words through it too (oracle/edition-diff.ts).
 */
export const ccpLosWords = (by: string): string =>
  by
    .replace(/\((T\d+(?:\.\d+)*|10(?:\.\d+)+)\)/g, (m, id: string, at: number) => (ccpOwnTerrainAt(by, id, at) ? m : `(${(CCE_TO_CCP as Record<string, { ccp: string | null } | undefined>)[id]?.ccp ?? id})`)).replace(/reading cce\.los-(hexspine|corner)/g, 'reading ccp.los-$1');

const translate = (id: string, where: string): string[] => [...toCcpIds(id, where), ...(CCP_LOS_PARAGRAPHS[id as CceRuleId] ?? [])];

export const ccpLosMachine = withRuleIds(losMachineFor(CCP_LOS_VERDICT_RULES, ccpLosReadings, CCP_TERRAIN_LOS) as unknown as AnyStateMachine, 'ccp', translate);
