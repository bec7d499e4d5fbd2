/**
 * Generated CC:P Event situations (issue 16.5): for each Event whose text reads situation facts worth varying,
 * a declared domain over those facts (each the rule that reads it, below), combined so that every two values of
 * every two facts meet in some situation (oracle/gen/pairwise.ts: deterministic, no randomness). Each situation
 * is an Event card on top of the reader's draw pile, in the frame form of the hand-written seeds
 * (seeds/event.json: the units completed by the seed loader's buildUnit), validated by CC:P Event's own parser;
 * the seeds are marked `minimise` (only the paths that bring something new become vectors). The Events without a
 * generator, and what they read, are listed in seeds/README.md.
 */
import { pairwise, type Factors, type Row } from '../../gen/pairwise';
import { CCP_FIRE_TERRAIN } from '../../../machines/ccp/fire';
import { opponentOf as other, type Player } from '../../../machines/cce/units';
import { buildUnit } from '../cce/seeds';
import type { EventSeed } from '../cce/events/kit';
import { parseCcpEventSituation } from './event';

export { other };
export const nation = (p: string): string => (p === 'axis' ? 'Japanese' : 'US');
type ShortUnit = Record<string, unknown> & { id: string; owner: Player; kind: string; hex: string };

/**
 * The frame around an Event: `reader` reveals `event` (the top card of his draw pile, `cardExtra` on it), then
 * the cards `next` (a Random Hex's card first where the Event needs one); the units in the frame form; each
 * hex of `hexes` as given (Open Ground where only named by a unit).
 */
export function eventSituation(o: { reader: Player; event: string; cardExtra?: Record<string, unknown>; next?: Record<string, unknown>[]; units: ShortUnit[]; hexes?: Record<string, { terrain: string[]; markers?: string[]; elevation?: number }>; axisHand?: number; axisPosture?: string; vp?: number; smoke?: string[] }) {
  const next = o.next ?? [{ id: 'next-card' }];
  const hand = Array.from({ length: o.axisHand ?? 0 }, (_, k) => ({ id: `jp-h${k + 1}` }));
  const deck = (p: Player) =>
    p === o.reader
      ? { hand: p === 'axis' ? hand : [], draw: [{ id: 'event-card', event: o.event, ...o.cardExtra }, ...next], discard: [], unlisted: 72 - 1 - next.length - (p === 'axis' ? hand.length : 0) }
      : { hand: p === 'axis' ? hand : [], draw: [{ id: `${p}-top` }], discard: [], unlisted: 71 - (p === 'axis' ? hand.length : 0) };
  const axisPosture = o.axisPosture ?? 'attack';
  const hexes = { ...Object.fromEntries(o.units.map((u) => [u.hex, { terrain: ['Open Ground'] }])), ...o.hexes };
  return {
    reader: o.reader,
    active: o.reader,
    initiative: o.reader,
    postures: { axis: axisPosture, allied: axisPosture === 'defend' ? 'attack' : 'defend' },
    decks: { allied: deck('allied'), axis: deck('axis') },
    time: { space: 3, suddenDeath: 8 },
    vp: o.vp ?? 0,
    units: o.units.map((u, i) => buildUnit(u, `units[${i}]`, 'frame')),
    ...(o.smoke ? { smoke: o.smoke } : {}),
    map: { hexes: Object.fromEntries(Object.entries(hexes).sort(([a], [b]) => a.localeCompare(b))) },
  };
}

/** A generated seed: its situation validated by CC:P Event's parser, as a seed file's is, and kept as written. */
export function seed(event: string, i: number, purpose: string, situation: ReturnType<typeof eventSituation>): EventSeed {
  const name = `pairwise-${event}-${String(i + 1).padStart(2, '0')}`;
  const written = JSON.parse(JSON.stringify(situation));
  parseCcpEventSituation(written, `generated event seed "${name}": situation`);
  return { name, purpose: `Generated pairwise: ${purpose}`, minimise: true, situation: written } as EventSeed;
}

export const facts = (r: Row): string => Object.entries(r).map(([k, v]) => `${k}: ${v}`).join('; ');

// ------------------------------------------------------------------------------------------------- E78

/**
 * E78 Tennōheika Banzai!: `vp`, the VP marker on the Allied side, the zero space or the Japanese side (E78 a, b:
 * "must" or "may" change; 11.1.1, the VP track, positive on the Japanese side); `posture`, the Japanese Posture,
 * each of CC:P's five (E78 c: "if the Japanese Posture is already Banzai this event has no effect"; 17);
 * `hand`, the cards in the Japanese hand, three to five (Effect b: "four or more cards in hand, he discards … to
 * three", 1.1); `reader`, who reveals the Event (the Japanese player decides and discards whoever does).
 */
export const CCP_PAIRWISE_BANZAI_FACTORS = {
  vp: ['Allied side', 'zero', 'Japanese side'],
  posture: ['attack', 'defend', 'recon', 'invader', 'banzai'],
  hand: ['3', '4', '5'],
  reader: ['allied', 'axis'],
} satisfies Factors;

function banzaiSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_BANZAI_FACTORS).rows.map((r, i) =>
    seed('banzai', i, `Tennōheika Banzai! revealed by the ${nation(r.reader)} player; ${facts(r)} (E78, 17.2, 11.1.1, 1.1).`, eventSituation({
      reader: r.reader as Player,
      event: 'Tennōheika Banzai!',
      vp: { 'Allied side': -2, zero: 0, 'Japanese side': 2 }[r.vp],
      axisPosture: r.posture,
      axisHand: Number(r.hand),
      units: [{ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C3' }, { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }],
    })),
  );
}

// ------------------------------------------------------------------------------------------------- E55

/**
 * E55 Bushido: `japaneseBroken`, the broken Japanese units, none, one or two ("Rallies [3.2.5] one of his broken
 * units, if any": none, the Event is ignored, E49 a; two, his choice); `kind`, the kind of the Japanese unit in C4
 * (3.2.5: any broken unit rallies; a Leader too); `veteran`, that unit with a Veteran marker or not ("places a
 * veteran marker on that unit if it doesn't already have one [4.1]"; 4.1.3: it stays on a broken unit);
 * `usBroken`, a broken US unit or none (E55: only "his" broken units); `reader` (the Japanese player rallies
 * whoever reveals it).
 */
export const CCP_PAIRWISE_BUSHIDO_FACTORS = {
  japaneseBroken: ['none', 'one', 'two'],
  kind: ['squad', 'team', 'leader'],
  veteran: ['no', 'Veteran'],
  usBroken: ['none', 'a broken US unit'],
  reader: ['allied', 'axis'],
} satisfies Factors;

function bushidoSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_BUSHIDO_FACTORS).rows.map((r, i) => {
    const first: ShortUnit = { id: 'jp-a', owner: 'axis', kind: r.kind, hex: 'C4', ...(r.kind === 'leader' ? { command: 1 } : {}), ...(r.japaneseBroken === 'none' ? {} : { broken: true }), ...(r.veteran === 'Veteran' ? { veteran: true } : {}) };
    const units: ShortUnit[] = [first, { id: 'jp-b', owner: 'axis', kind: 'squad', hex: 'C5', ...(r.japaneseBroken === 'two' ? { broken: true } : {}) }, { id: 'us-1', owner: 'allied', kind: 'team', hex: 'E5', ...(r.usBroken === 'none' ? {} : { broken: true }) }];
    return seed('bushido', i, `Bushido revealed by the ${nation(r.reader)} player; the Japanese ${r.kind} in C4, the Squad in C5; ${facts(r)} (E55, 3.2.5, 4.1, 4.1.3, E49).`, eventSituation({ reader: r.reader as Player, event: 'Bushido', units }));
  });
}

// ------------------------------------------------------------------------------------------------- E60

/**
 * E60 Gusts: `parity`, what the card states ("either all smoke with an odd-numbered Hindrance value or all smoke
 * with an even-numbered Hindrance value"); `odd` and `even`, the Smoke on the map of each parity: none (E49 a: no
 * Smoke of the stated parity, the Event is ignored), the low value (1, 2) or the high (3, 4) (16.3.4: the Hindrance
 * value is the marker's number; its parity, not its size, decides); `reader`, who reveals it. The odd Smoke is in
 * C4, the even in D4.
 */
export const CCP_PAIRWISE_GUSTS_FACTORS = {
  parity: ['odd', 'even'],
  odd: ['none', '1', '3'],
  even: ['none', '2', '4'],
  reader: ['allied', 'axis'],
} satisfies Factors;

function gustsSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_GUSTS_FACTORS).rows.map((r, i) => {
    const placed = ([['C4', r.odd], ['D4', r.even]] as const).filter(([, n]) => n !== 'none');
    const hexes = Object.fromEntries(placed.map(([h, n]) => [h, { terrain: ['Open Ground'], markers: [`Smoke:${n}`] }]));
    return seed('gusts', i, `Gusts (${r.parity}) revealed by the ${nation(r.reader)} player; Smoke ${placed.map(([h, n]) => `${n} in ${h}`).join(', ') || 'nowhere'} (E60, 16.3.4, E49).`, eventSituation({
      reader: r.reader as Player,
      event: 'Gusts',
      cardExtra: { gusts: r.parity },
      units: [{ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C3' }, { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }],
      hexes,
      smoke: placed.map(([h]) => h),
    }));
  });
}

// ------------------------------------------------------------------------------------------------- E63

/**
 * E63 Jam: `weapons`, the Japanese Weapons ("Break the Japanese weapon closest to that hex. If already broken,
 * eliminate it instead. In case of a tie … the player drawing the event chooses"; none, E49 a): none, one
 * unbroken, one broken, two tied for closest, or two with the closer one broken; `distance`, the closest one's
 * distance from the Random Hex D5, 0 to 2 hexes (1.8, "closest"); `usWeapon`, a US Weapon in the Random Hex
 * or none (only a Japanese one breaks); `reader`, who reveals it and chooses among the tied.
 */
export const CCP_PAIRWISE_JAM_FACTORS = {
  weapons: ['none', 'one unbroken', 'one broken', 'two tied', 'two, the closer broken'],
  distance: ['0', '1', '2'],
  usWeapon: ['none', 'in the Random Hex'],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** E63's hexes: D5 the Random Hex; at each distance, two hexes of the D column (tied) and one beyond both. */
const JAM_HEXES: Record<string, [string, string, string]> = { '0': ['D5', 'D5', 'D7'], '1': ['D4', 'D6', 'D8'], '2': ['D3', 'D7', 'D9'] };

function jamSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_JAM_FACTORS).rows.map((r, i) => {
    const [a, b, far] = JAM_HEXES[r.distance];
    const mg = (id: string, broken: boolean) => ({ id, type: 'mg', fp: 3, range: 6, broken });
    const jp = ({
      none: [{ id: 'jp-a', owner: 'axis', kind: 'squad', hex: a }],
      'one unbroken': [{ id: 'jp-a', owner: 'axis', kind: 'squad', hex: a, weapon: mg('jp-mg-a', false) }],
      'one broken': [{ id: 'jp-a', owner: 'axis', kind: 'squad', hex: a, weapon: mg('jp-mg-a', true) }],
      'two tied': [{ id: 'jp-a', owner: 'axis', kind: 'squad', hex: a, weapon: mg('jp-mg-a', false) }, { id: 'jp-b', owner: 'axis', kind: 'squad', hex: b, weapon: mg('jp-mg-b', false) }],
      'two, the closer broken': [{ id: 'jp-a', owner: 'axis', kind: 'squad', hex: a, weapon: mg('jp-mg-a', true) }, { id: 'jp-b', owner: 'axis', kind: 'squad', hex: far, weapon: mg('jp-mg-b', false) }],
    } as Record<string, ShortUnit[]>)[r.weapons];
    const us: ShortUnit = { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5', ...(r.usWeapon === 'none' ? {} : { weapon: mg('us-mg', false) }) };
    return seed('jam', i, `Jam revealed by the ${nation(r.reader)} player, the Random Hex D5; ${facts(r)} (E63, 5.4, 1.8, E49).`, eventSituation({
      reader: r.reader as Player,
      event: 'Jam',
      next: [{ id: 'hex-card', randomHex: 'D5' }, { id: 'next-card' }],
      units: [...jp, us],
    }));
  });
}

// ------------------------------------------------------------------------------------------------- E62

/**
 * E62 Interdiction ("select one unsuppressed unit (enemy or friendly; broken or unbroken) that occupies a hex with
 * Cover less than 1 and put a Suppression marker [13] on it"), CC:E's E60 module under CC:P: `terrain`, the unit's
 * hex, every terrain type a CC:P Event situation holds (CCP_FIRE_TERRAIN; T81.3, its Cover); `fortification`, none
 * or each Fortification marker, Wire giving no Cover (F101, F103, F105, F106, F107; T81.3: "never cumulative", the
 * best one); `state`, the unit unsuppressed or suppressed, unbroken or broken (E62); `owner`, the reader's or his
 * enemy's ("enemy or friendly"); `reader`. No Fortification in the Stream (F100.3: "Fortifications may never occupy
 * water terrain"). Each row is a Squad alone in its own hex, six rows of one reader to a situation (INTERDICTION_HEXES):
 * the Event's offer shows which of them it may suppress.
 */
export const CCP_PAIRWISE_INTERDICTION_FACTORS = {
  terrain: [...CCP_FIRE_TERRAIN],
  fortification: ['none', 'Foxholes', 'Trench', 'Pillbox', 'Bunker', 'Wire'],
  state: ['unsuppressed', 'suppressed', 'broken', 'broken and suppressed'],
  owner: ["the reader's", "the enemy's"],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** F100.3: no Fortification marker in a Water hex (the Stream, T96). */
export const interdictionForbidden = (r: Record<string, string>): boolean => r.terrain === 'Stream' && r.fortification !== undefined && r.fortification !== 'none';

/** E62's situations: the rows of one reader, six at most to a situation, each a Squad alone in its own hex (none adjacent). */
export const INTERDICTION_HEXES = ['B2', 'B5', 'B8', 'E2', 'E5', 'E8'];

function interdictionSeeds(): EventSeed[] {
  const { rows } = pairwise(CCP_PAIRWISE_INTERDICTION_FACTORS, (r) => !interdictionForbidden(r));
  const chunks = (['allied', 'axis'] as const).flatMap((reader) => {
    const mine = rows.filter((r) => r.reader === reader);
    const n = Math.ceil(mine.length / INTERDICTION_HEXES.length);
    // Dealt in turn (row j to situation j mod n), not cut in runs: the generator's runs share a state or a terrain.
    return Array.from({ length: n }, (_, k) => ({ reader, rows: mine.filter((_, j) => j % n === k) }));
  });
  return chunks.map(({ reader, rows: some }, i) => {
    const placed = some.map((r, k) => {
      const owner = r.owner === "the reader's" ? reader : other(reader);
      const hex = INTERDICTION_HEXES[k];
      const unit: ShortUnit = { id: `u${k + 1}`, owner, kind: 'squad', hex, ...(r.state.startsWith('broken') ? { broken: true } : {}), ...(r.state.endsWith(' suppressed') || r.state === 'suppressed' ? { suppressed: true } : {}) };
      const terrain: { terrain: string[]; markers?: string[] } = { terrain: [r.terrain], ...(r.fortification === 'none' ? {} : { markers: [r.fortification] }) };
      return { unit, hex: [hex, terrain] as [string, typeof terrain], fact: `${hex}: ${r.terrain}, ${r.fortification}, a ${r.state} ${nation(owner)} Squad` };
    });
    return seed('interdiction', i, `Interdiction revealed by the ${nation(reader)} player; ${placed.map((p) => p.fact).join('; ')} (E62, T81.3, 13.1, F100.3).`, eventSituation({
      reader,
      event: 'Interdiction',
      units: placed.map((p) => p.unit),
      hexes: Object.fromEntries(placed.map((p) => p.hex)),
    }));
  });
}

// ------------------------------------------------------------------------------------------------- E77

/**
 * E77 Suppressing Fire ("place a Suppression marker [13] on one enemy unit without one … within both the current
 * Range and LOS of one of the receiving player's functioning MGs", CC:E's E75 module under CC:P): the MG in C3, the
 * enemy Squad in C5, two hexes away, C4 between. `between`, C4: every terrain type a CC:P Event situation holds, a Hill
 * of level 1, Smoke 1 or 3 (16: the LOS; 16.2, an Obstacle blocks it; 16.3, a Hindrance does not); `mgHex` and
 * `targetHex`, the two ends' terrain and level (T88: a Gully; T89.3: a Hill's levels; a Building, an Obstacle at the
 * target's end); `range`, the MG's Range, 1 to 3 (3.1.2: the target beyond, at or within it); `mg`, the MG functioning,
 * broken, or its possessor broken or suppressed (E77: "functioning MGs"); `target`, the enemy Squad suppressed or not
 * ("one enemy unit without one"); `reader`.
 */
export const CCP_PAIRWISE_SUPPRESSING_FIRE_FACTORS = {
  between: ['Open Ground', 'Building', 'Gully', 'Stream', 'Trail', 'Hill 1', 'Smoke:1', 'Smoke:3'],
  mgHex: ['Open Ground', 'Hill 1', 'Hill 2', 'Gully'],
  targetHex: ['Open Ground', 'Hill 1', 'Gully', 'Building'],
  range: ['1', '2', '3'],
  mg: ['functioning', 'broken MG', 'possessor broken', 'possessor suppressed'],
  target: ['unsuppressed', 'suppressed'],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** A hex of E77's line: its terrain, a Hill's level, or Open Ground with a Smoke marker. */
function lineHex(v: string): { terrain: string[]; elevation?: number; markers?: string[] } {
  if (v.startsWith('Smoke:')) return { terrain: ['Open Ground'], markers: [v] };
  if (v.startsWith('Hill ')) return { terrain: ['Hill'], elevation: Number(v.slice(5)) };
  return { terrain: [v] };
}

function suppressingFireSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_SUPPRESSING_FIRE_FACTORS).rows.map((r, i) => {
    const reader = r.reader as Player;
    const mg: ShortUnit = {
      id: 'mg-squad',
      owner: reader,
      kind: 'squad',
      hex: 'C3',
      weapon: { id: 'mg-1', type: 'mg', fp: 3, range: Number(r.range), broken: r.mg === 'broken MG' },
      ...(r.mg === 'possessor broken' ? { broken: true } : {}),
      ...(r.mg === 'possessor suppressed' ? { suppressed: true } : {}),
    };
    const target: ShortUnit = { id: 'target', owner: other(reader), kind: 'squad', hex: 'C5', ...(r.target === 'suppressed' ? { suppressed: true } : {}) };
    return seed('suppressing-fire', i, `Suppressing Fire revealed by the ${nation(reader)} player, his MG in C3, an enemy Squad in C5; ${facts(r)} (E77, 16, 16.2, 16.3, T88, T89.3, 3.1.2).`, eventSituation({
      reader,
      event: 'Suppressing Fire',
      units: [mg, target],
      hexes: { C3: lineHex(r.mgHex), C4: lineHex(r.between), C5: lineHex(r.targetHex) },
    }));
  });
}

/** The generated seeds of every Event with a domain, in rule order: Bushido, Gusts, Interdiction, Jam, Suppressing Fire, Tennōheika Banzai!. */
export function pairwiseCcpEventSeeds(): EventSeed[] {
  return [...bushidoSeeds(), ...gustsSeeds(), ...interdictionSeeds(), ...jamSeeds(), ...suppressingFireSeeds(), ...banzaiSeeds()];
}
