/**
 * Determining LOS (5.2–5.4) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. The LOS and its Hindrance DRM are decided by the map and the two units' locations. The
 * Terrain Effects Chart is text-missing: each hex's obstacle height, Hindrance DRM and kind are inputs.
 * The seeds are the text's own examples on the DTW map (its hex ids; the grid of machines/core/hex.ts
 * puts E24 on the line C25–G23 and E16, D16 on H14–C17, as the examples do).
 */
import { parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str } from '../../../machines/core/validate';
import { HINDRANCE_KINDS, type LosContext, type LosEnd, type LosHex, losMachine, type LosSituation, projectLos } from '../../../machines/cs/los';
import { invalidField, noEvent } from './common';

function parseEnd(raw: unknown, path: string): LosEnd {
  const o = obj(raw, path, ['hex', 'level'], ['hex', 'level']);
  const hex = str(o.hex, `${path}.hex`);
  parseHex(hex, `${path}.hex`);
  return { hex, level: int(o.level, `${path}.level`, -1, 4, '6.4.1') };
}

function parseLosHex(raw: unknown, path: string): LosHex {
  const o = obj(raw, path, ['hex', 'obstacle', 'hindrance', 'smoke', 'wrecks'], ['hex']);
  const hex = str(o.hex, `${path}.hex`);
  parseHex(hex, `${path}.hex`);
  const h: LosHex = { hex, smoke: o.smoke === true, wrecks: int(o.wrecks ?? 0, `${path}.wrecks`, 0, 9, '5.3.4.1') };
  if (o.smoke !== undefined && typeof o.smoke !== 'boolean') invalidField(`${path}.smoke`, 'a boolean', o.smoke, '5.3.4');
  if (o.obstacle !== undefined) {
    const x = o.obstacle;
    if (typeof x !== 'number' || x < 0.5 || x > 6 || !Number.isInteger(x * 2)) invalidField(`${path}.obstacle`, 'a height in half levels, 0.5 to 6 (5.3.5.1: cumulative)', x, '5.2.4');
    h.obstacle = x;
  }
  if (o.hindrance !== undefined) {
    const d = obj(o.hindrance, `${path}.hindrance`, ['drm', 'kind'], ['drm', 'kind']);
    h.hindrance = { drm: int(d.drm, `${path}.hindrance.drm`, 1, 50, 'TEC'), kind: oneOf(d.kind, `${path}.hindrance.kind`, HINDRANCE_KINDS, '5.3.3') };
  }
  return h;
}

export function parseLosSituation(raw: unknown, path: string): LosSituation {
  const o = obj(raw, path, ['firer', 'target', 'hexes'], ['firer', 'target', 'hexes']);
  const hexes = arr(o.hexes, `${path}.hexes`).map((h, i) => parseLosHex(h, `${path}.hexes[${i}]`));
  hexes.forEach((h, i) => {
    if (hexes.findIndex((x) => x.hex === h.hex) !== i) invalidField(`${path}.hexes[${i}].hex`, 'one entry per hex', h.hex, '5.2.1');
  });
  const firer = parseEnd(o.firer, `${path}.firer`);
  const target = parseEnd(o.target, `${path}.target`);
  if (firer.hex === target.hex) invalidField(`${path}.target.hex`, 'another hex than the firer\'s (5.2.1: a line between two centre dots)', target.hex, '5.2.1');
  return { firer, target, hexes };
}

const end = (hex: string, level: number) => ({ hex, level });
const debris = (hex: string) => ({ hex, hindrance: { drm: 10, kind: 'debris' } });

export const LOS_SEEDS: Seed<unknown>[] = [
  {
    name: 'see-over-building',
    purpose: '5.4 example: a squad on Upper Level +2 of H21 sees over the +1 building in H19 to H17, two hexes behind it (one Blind hex, 5.4.1).',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'blind-hex-behind-building',
    purpose: '5.4.1 example: the same squad cannot see the Machine Parts Yard in H18, the Blind hex behind H19.',
    situation: { firer: end('H21', 2), target: end('H18', 0), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'blind-hex-by-range',
    purpose: '5.4.1.1 example: from Upper Level +2 of F21 over the +1 building in F9, F7 (range 14, 12 to the building) is in the second Blind hex.',
    situation: { firer: end('F21', 2), target: end('F7', 0), hexes: [{ hex: 'F9', obstacle: 1 }] },
  },
  {
    name: 'blind-hex-range-counted-to-target',
    purpose: '5.4.1.1 (reading cs.blind-hex-range): over a +1 building in F13, eight hexes off, F11 is ten from the firer: two Blind hexes counting to the target, one counting to the building.',
    situation: { firer: end('F21', 2), target: end('F11', 0), hexes: [{ hex: 'F13', obstacle: 1 }] },
  },
  {
    name: 'height-advantage-cancels-blind-hex',
    purpose: '5.4.1.2: from Level +3 over the +1 building in H19, an advantage of +2 takes the Blind hex away: H18 is seen.',
    situation: { firer: end('H21', 3), target: end('H18', 0), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'obstacle-one-level-up',
    purpose: '5.4: a +2 obstacle in H19 between two units on Level +1 blocks: neither is one level above it.',
    situation: { firer: end('H21', 1), target: end('H17', 1), hexes: [{ hex: 'H19', obstacle: 2 }] },
  },
  {
    name: 'obstacle-not-above-either',
    purpose: '5.2.2: a +1 building in H19 between two units on Level +1 is not at a higher level: it does not block.',
    situation: { firer: end('H21', 1), target: end('H17', 1), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'hedge-and-fountain',
    purpose: '5.2.2 example: from Level +1 of C25 to Level +1 of G23, the hedge (+1/2 Obstacle) and the fountain (1/2 Hindrance) in E24 are not above Level +1: clear, no Hindrance.',
    situation: { firer: end('C25', 1), target: end('G23', 1), hexes: [{ hex: 'E24', obstacle: 0.5, hindrance: { drm: 5, kind: 'other' } }] },
  },
  {
    name: 'hedge-at-ground-level',
    purpose: '5.4, 5.4.1: between ground-level units the 1/2 level hedge in E24 blocks.',
    situation: { firer: end('C25', 0), target: end('G23', 0), hexes: [{ hex: 'E24', obstacle: 0.5 }] },
  },
  {
    name: 'debris-hindrance',
    purpose: '5.3.2 example: F14 to F18 pays +10 for the Debris in F16.',
    situation: { firer: end('F14', 0), target: end('F18', 0), hexes: [debris('F16')] },
  },
  {
    name: 'debris-along-hexside',
    purpose: '5.3.2 example: "A squad in D15 would also pay +10 firing at a unit in F15": the line runs along the hexsides of E15 and E16 (Debris).',
    situation: { firer: end('D15', 0), target: end('F15', 0), hexes: [debris('E16')] },
  },
  {
    name: 'hindrance-block',
    purpose: '5.3.3 example: ground-level H14 to C17 through the Debris of E16 and D16 (reading cs.hindrance-block-count: no block of two under the rule, a block under the example); from Level +1 they are ignored.',
    situation: { firer: end('H14', 0), target: end('C17', 0), hexes: [debris('E16'), debris('D16')] },
  },
  {
    name: 'three-debris-hexes',
    purpose: '5.3.3: three Debris hexes on the line (F15, E16, D16) block at ground level.',
    situation: { firer: end('H14', 0), target: end('C17', 0), hexes: [debris('F15'), debris('E16'), debris('D16')] },
  },
  {
    name: 'from-upper-level',
    purpose: '5.3.3, 5.4: from Level +1 of H14 the Debris of E16 and D16 has no effect; the smoke in G15 still costs +10 (5.3.4); wrecks hinder only at ground level.',
    situation: { firer: end('H14', 1), target: end('C17', 0), hexes: [debris('E16'), debris('D16'), { hex: 'G15', smoke: true, wrecks: 2 }] },
  },
  {
    name: 'smoke-and-wrecks',
    purpose: '5.3.4, 5.3.4.1 example: three wrecks in X20 hinder +15, smoke in the target hex X18 +10.',
    situation: { firer: end('X21', 0), target: end('X18', 0), hexes: [{ hex: 'X20', wrecks: 3 }, { hex: 'X18', smoke: true }] },
  },
  {
    name: 'smoke-above-level-three',
    purpose: '5.3.4: smoke reaches Level +3: fire from Level +4 into a Level +4 location is not hindered by the smoke in between.',
    situation: { firer: end('X21', 4), target: end('X18', 4), hexes: [{ hex: 'X20', smoke: true }] },
  },
];

export const csLosSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'cs',
  title: 'Determining LOS (5.2–5.4)',
  section: ['5.2', '5.3', '5.4'],
  machine: losMachine,
  parseSituation: parseLosSituation,
  parseEvent: noEvent,
  project: (snapshot) => projectLos(snapshot.context as LosContext),
  seeds: LOS_SEEDS as Seed<LosSituation>[],
  domain: () => [],
  domainNote:
    'No events: the LOS and its Hindrance DRM follow from the map and the two locations. The Terrain Effects Chart is text-missing: each hex\'s obstacle height (cumulative, 5.3.5.1), Hindrance DRM and kind are situation inputs. Hexside terrain (5.3.1) is not modelled.',
};
