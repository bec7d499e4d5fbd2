/**
 * 10 Line of Sight — Combat Commander: Europe v1.1 (10, 10.1, 10.1.1, 10.2, 10.2.1, 10.3, 10.3.3, 10.3.4,
 * T78.4, T79-T99 LOS columns, T86 Gully, T88.3-T88.5 Hills). One implementation of "what does this LOS
 * meet, and what does each thing it meets do to it", used by the `los` procedure (a statechart that
 * walks the result location by location, so its trace names the rule that decided at each) and by Fire,
 * Move (Op Fire) and Artillery (spotting) whenever their situation's map lists every hex a line meets.
 *
 * The geometry is machines/core/line.ts (exact). Here a LOCATION is one thing the string meets, in order:
 * the sighting hex, each intervening hex it passes through (`through`) or touches at a corner (`corner`),
 * each hexspine it runs along (the two hexes on either side, `spine`), each hexside it crosses, runs along
 * or touches at an end, and the target hex. Each location gets one VERDICT: it blocks, it hinders by a
 * value, or it does nothing — with the rule that says so.
 *
 * The hex-level model of the map (the rulebook judges by the printed depiction; a situation states hexes):
 * - a hex's LOS class is that of its terrain types on the Terrain Chart (T78.4): Obstacle (Woods T99,
 *   Building T82, each creating one Blind Hex, T88.4.1), Hindrance (Bridge 1 T80, Brush 3 T81, Field 1 T85,
 *   Marsh 1 T89, Orchard 2 T91, Railway 1 T92) or Clear (the rest); several types in one hex: the strongest;
 * - a Road (T93) or Railway (T92) depiction is followed when the line passes through the hex's centre dot
 *   and crosses, at their midpoints, two of its hexsides that carry that Road/Railway (map `hexsides`);
 *   the hex is then Clear for that LOS (LOS example F);
 * - Blaze (T79, 10.2.1) and Smoke (T94, 10.3.4) markers fill their hex, so any contact counts;
 * - hexside terrain: Wall (T97) and Hedge (T87) are Obstacles, Fence (T84) a Hindrance of 1; each is Clear
 *   when it is one of the six hexsides of the sighting or target hex (10.1); Cliff (T83) is Clear;
 * - Hills: a hex's `elevation` is the level of its centre dot, `crest` marks a Crest hex (T88.3.1).
 * Readings (machines/cce/readings.ts): cce.los-hexspine (a line along a hexspine between two hexes of
 * different terrain), cce.los-corner (a hex or hexside touched at a single point), cce.los-hexside-level
 * (the level of a hexside between two hexes of different levels).
 */
import { entryValue, ruleApplies } from '../core/derivation';
import { OracleError } from '../core/errors';
import { type HexCoord, type HexId, areAdjacent, hasHexId, hexId, hexLabel, parseHex, sameHex } from '../core/hex';
import { type Fraction, type HexOnLine, type LineOfHexes, type SideOnLine, cmp, lineOfHexes } from '../core/line';
import { type HexFacts, type LocalMap, hexsideFeatures, levelOf } from '../core/map';
import type { Readings } from '../core/readings';

// ------------------------------------------------------------------------------------- terrain chart

export type LosClass = { kind: 'clear' } | { kind: 'hindrance'; value: number } | { kind: 'obstacle'; blindHex: boolean };

/** T78.4 and each terrain's LOS line (T79-T99). Terrain not listed here is Clear. */
export const TERRAIN_LOS: Readonly<Record<string, LosClass & { rule: string }>> = {
  Woods: { kind: 'obstacle', blindHex: true, rule: 'T99' },
  Building: { kind: 'obstacle', blindHex: true, rule: 'T82' },
  Bridge: { kind: 'hindrance', value: 1, rule: 'T80' },
  Brush: { kind: 'hindrance', value: 3, rule: 'T81' },
  Field: { kind: 'hindrance', value: 1, rule: 'T85' },
  Marsh: { kind: 'hindrance', value: 1, rule: 'T89' },
  Orchard: { kind: 'hindrance', value: 2, rule: 'T91' },
  Railway: { kind: 'hindrance', value: 1, rule: 'T92' },
};

/**
 * The rule of each Clear terrain type's LOS line. A hex of features only (Road, Trail, Hill …) is an Open
 * Ground hex (T78.1: "a hex is an 'Open Ground hex' only if it contains none of the terrain types shown above it").
 */
const CLEAR_RULE: Readonly<Record<string, string>> = { 'Open Ground': 'T90', Gully: 'T86', Stream: 'T95', 'Water Barrier': 'T98' };

/** Hexside terrain on the Terrain Chart: Wall and Hedge are Obstacles, Fence a Hindrance of 1, Cliff Clear. */
export const HEXSIDE_LOS: Readonly<Record<string, LosClass & { rule: string }>> = {
  Wall: { kind: 'obstacle', blindHex: false, rule: 'T97' },
  Hedge: { kind: 'obstacle', blindHex: false, rule: 'T87' },
  Fence: { kind: 'hindrance', value: 1, rule: 'T84' },
};

// ------------------------------------------------------------------------------------------- verdicts

export type Effect = 'blocks' | 'hinders' | 'none';

export interface Verdict {
  effect: Effect;
  /** The Hindrance (hinders only; 0 otherwise). */
  value: number;
  /** The rule that decides this verdict. */
  rule: string;
  /** What decided it, in words: "Woods at level 0", "Smoke 3", "a Wall on a side of the target hex". */
  by: string;
}

export type LocationKind = 'sighting-hex' | 'target-hex' | 'hex' | 'hexspine' | 'hexside';

export interface Location extends Verdict {
  kind: LocationKind;
  /** A hex id ("K8"), or two ("K8/L8") for a hexspine or a hexside. */
  at: string;
  /** How the line meets it (machines/core/line.ts); the two end hexes: `end`. */
  contact: 'through' | 'corner' | 'spine' | 'crossed' | 'along' | 'end';
}

export interface LosResult {
  sight: 'clear' | 'hindered' | 'blocked';
  /** 10.3.3: the single largest Hindrance (0 if clear or blocked). */
  hindrance: number;
  /** The first location that blocks, or the pair rule (T86, T88.3.2) that does; null when not blocked. */
  blockedBy: { at: string; rule: string; by: string } | null;
  /** Every location met, in order from the sighting hex, up to the first that blocks. */
  locations: Location[];
}

const none = (rule: string, by: string): Verdict => ({ effect: 'none', value: 0, rule, by });
const hinders = (value: number, rule: string, by: string): Verdict => ({ effect: 'hinders', value, rule, by });
const blocks = (rule: string, by: string): Verdict => ({ effect: 'blocks', value: 0, rule, by });

const strength = (v: Verdict): number => (v.effect === 'blocks' ? Infinity : v.effect === 'hinders' ? v.value : 0);

/** One verdict from several at one location: the first that blocks, else the largest Hindrance (10.3.3), else the first. */
function strongest(vs: Verdict[]): Verdict {
  return vs.reduce((best, v) => (strength(v) > strength(best) ? v : best));
}

/** The verdicts of one location, in the order a reader checks them, all kept (strongest picks one). */
/** T94: the Hindrance of the Smoke marker in a hex (0 without one; 8.1.4: at most one per hex). */
export const smokeOf = (h: { markers?: readonly string[] }): number => Math.max(0, ...(h.markers ?? []).filter((m) => m.startsWith('Smoke:')).map((m) => Number(m.slice(6))));

/**
 * 10.3.3: "Hindrances are not cumulative: the single largest modifier is used". Ablation's mutant of
 * 10.3.3 adds them up instead (an engine that sums Hindrances).
 */
export function combineHindrances(...values: number[]): number {
  return ruleApplies('10.3.3', true) ? Math.max(0, ...values) : values.reduce((a, b) => a + b, 0);
}
const levelWords = (n: number) => `level ${n}`;

interface Ends {
  from: HexCoord;
  to: HexCoord;
  fromHex: HexFacts;
  toHex: HexFacts;
  s: number;
  t: number;
  line: LineOfHexes;
  readings: Readings;
  map: LocalMap;
  /** The edition's Terrain Chart LOS column (T78.4): CC:E's TERRAIN_LOS unless an edition gives its own. */
  terrainLos: TerrainLos;
}

/** A Terrain Chart's LOS column: each terrain type that is no Clear terrain, with its rule. */
export type TerrainLos = Readonly<Record<string, LosClass & { rule: string }>>;

/**
 * The LOS columns of editions whose LOS never follows a Road or Railway depiction past an Obstacle or Hindrance
 * (CC:E's T93/T92 exception, T93 "LOS: Clear if the LOS proceeds directly along the Road depiction; otherwise depends
 * on the other terrain in the hex"): CC:P's, whose T94 Road line reads "LOS: Clear" alone — no LOS along the depiction
 * — so its 16.1 blocks a LOS wherever "the string touches the physical depiction of a terrain Obstacle", Road or not
 * (a CC:P Move map shows its Road hexsides, T94).
 */
const WITHOUT_DEPICTION_LOS = new WeakSet<TerrainLos>();

/** An edition's LOS column (see WITHOUT_DEPICTION_LOS), marked as one whose LOS follows no depiction. */
export function losColumnWithoutDepictions(t: TerrainLos): TerrainLos {
  WITHOUT_DEPICTION_LOS.add(t);
  return t;
}

/** The terrain class of a hex: its strongest terrain type (T78.4), with the type and its rule. */
function terrainClass(h: HexFacts, table: TerrainLos): LosClass & { rule: string; name: string } {
  let best: LosClass & { rule: string; name: string } = { kind: 'clear', rule: 'T90', name: 'Open Ground' };
  const rank = (c: LosClass) => (c.kind === 'obstacle' ? 100 : c.kind === 'hindrance' ? c.value : 0);
  for (const t of h.terrain) {
    const c = table[t];
    if (c && rank(c) > rank(best)) best = { ...c, name: t };
    if (!c && best.kind === 'clear' && best.rule === 'T90' && CLEAR_RULE[t]) best = { kind: 'clear', rule: CLEAR_RULE[t], name: t };
  }
  return best;
}

/** Markers fill their hex (10.2.1, 10.3.4): any contact counts. */
function markerVerdicts(h: HexFacts): Verdict[] {
  const out: Verdict[] = [];
  if (ruleApplies('10.2.1', (h.markers ?? []).includes('Blaze'))) out.push(blocks('10.2.1', 'a Blaze marker (T79)'));
  const smoke = smokeOf(h);
  if (ruleApplies('10.3.4', smoke > 0)) out.push(hinders(smoke, '10.3.4', `Smoke ${smoke} (T94)`));
  return out;
}

/** The t at which the line leaves the sighting hex / enters the target hex (for T88.4.1's "next hex beyond"). */
function endParameters(line: LineOfHexes): { leaves: Fraction; enters: Fraction } {
  const sides = line.sides.filter((s) => s.endSide);
  const leaving = sides.filter((s) => s.between.some((h) => sameHex(h, line.from)));
  const entering = sides.filter((s) => s.between.some((h) => sameHex(h, line.to)));
  const min = (fs: Fraction[]) => fs.reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
  const max = (fs: Fraction[]) => fs.reduce((a, b) => (cmp(a, b) >= 0 ? a : b));
  return { leaves: max(leaving.map((s) => s.from)), enters: min(entering.map((s) => s.to)) };
}

/**
 * T93/T92: the line follows the Road (Railway) depiction through this hex: it passes its centre dot and
 * crosses two of its hexsides at their midpoints, both carrying that feature.
 */
function alongDepiction(e: Ends, h: HexOnLine, feature: 'Road' | 'Railway'): boolean {
  if (h.contact !== 'through' || !h.centre) return false;
  const id = hexId(h.hex);
  const crossed = e.line.sides.filter((s) => s.contact === 'crossed' && s.midpoint && s.between.some((x) => sameHex(x, h.hex)));
  const carrying = crossed.filter((s) => {
    const other = s.between.find((x) => !sameHex(x, h.hex))!;
    return hasHexId(other) && hexsideFeatures(e.map, id, hexId(other)).includes(feature);
  });
  return crossed.length === 2 && carrying.length === 2;
}


/**
 * The ground verdict of an intervening hex (its Hill level and terrain; markers apart): T88.3.2/T88.3.3
 * for a higher Hill, 10.2/T88.4/T88.4.1 for an Obstacle, 10.3/T88.5 for a Hindrance, T93/T92 along a depiction.
 */
function groundVerdict(e: Ends, h: HexOnLine, facts: HexFacts): Verdict {
  const lev = levelOf(facts);
  const same = e.s === e.t;
  const hi = Math.max(e.s, e.t);
  if (ruleApplies('T88.3.3', same && lev > e.s)) return blocks('T88.3.3', `a Hill at ${levelWords(lev)}, higher than both ends (${levelWords(e.s)})`);
  if (ruleApplies('T88.3.2', !same && lev >= hi)) return blocks('T88.3.2', `a Crest Line at ${levelWords(lev)}, as high as the higher end (${levelWords(hi)})`);
  const c = terrainClass(facts, e.terrainLos);
  if (c.kind === 'clear') return none(c.rule, `${c.name} (Clear)`);
  for (const feature of WITHOUT_DEPICTION_LOS.has(e.terrainLos) ? [] : (['Road', 'Railway'] as const)) {
    if (ruleApplies(feature === 'Road' ? 'T93' : 'T92', alongDepiction(e, h, feature))) {
      return none(feature === 'Road' ? 'T93' : 'T92', `the LOS follows the ${feature} depiction past the ${c.name}`);
    }
  }
  if (c.kind === 'obstacle') {
    if (ruleApplies('10.2', same && lev === e.s)) return blocks('10.2', `${c.name} at ${levelWords(lev)}, the level of both ends (${c.rule})`);
    if (ruleApplies('T88.4.1', !same && c.blindHex && blindBehind(e, h, lev))) {
      return blocks('T88.4.1', `${c.name} at ${levelWords(lev)} makes the next hex beyond it, at ${levelWords(Math.min(e.s, e.t))}, a Blind Hex`);
    }
    // T88.4's mutant: an engine that lets a lower Obstacle block as a same-level one would (10.2).
    if (!ruleApplies('T88.4', true)) return blocks('10.2', `${c.name} at ${levelWords(lev)} (T88.4 not applied)`);
    return none('T88.4', `${c.name} at ${levelWords(lev)}, below the Hill end (${levelWords(hi)})`);
  }
  if (ruleApplies(lev > 0 ? 'T88.5' : '10.3', same && lev === e.s)) return hinders(entryValue('T78.4', c.name, c.value), lev > 0 ? 'T88.5' : '10.3', `${c.name} at ${levelWords(lev)} (${c.rule})`);
  return none('T88.5', `${c.name} at ${levelWords(lev)}, below the Hill end (${levelWords(hi)})`);
}

/** T88.4.1: the lower end is the next hex beyond this one, seen from the higher end, and no higher than it. */
function blindBehind(e: Ends, h: HexOnLine, lev: number): boolean {
  const lowerIsTarget = e.t < e.s;
  const lowLevel = Math.min(e.s, e.t);
  if (lowLevel > lev) return false;
  const { leaves, enters } = endParameters(e.line);
  return lowerIsTarget ? cmp(h.to, enters) === 0 : cmp(h.from, leaves) === 0;
}

function hexFactsOf(e: Pick<Ends, 'map' | 'from' | 'to'>, h: HexCoord): HexFacts {
  if (!hasHexId(h)) return { terrain: ['Open Ground'] }; // beyond any map edge: nothing there
  const facts = e.map.hexes[hexId(h)];
  if (!facts) {
    throw new OracleError({
      code: 'invalid-map',
      path: `input.map.hexes[${JSON.stringify(hexId(h))}]`,
      expected: `the hex: the LOS from ${hexId(e.from)} to ${hexId(e.to)} meets it`,
      actual: undefined,
      rule: '10.1',
    });
  }
  return facts;
}

/** The hexes a line meets whose facts a map must state (for the callers that fall back to stated facts). */
export function hexesMet(from: HexId, to: HexId): HexId[] {
  const line = lineOfHexes(parseHex(from, 'from'), parseHex(to, 'to'));
  return line.hexes.map((h) => h.hex).filter(hasHexId).map(hexId);
}

function hexVerdict(e: Ends, h: HexOnLine): Verdict {
  const facts = hexFactsOf(e, h.hex);
  const marks = markerVerdicts(facts);
  if (h.contact === 'corner' && e.readings['cce.los-corner'] !== 'counts') {
    return strongest([none('10.1', 'touched at a corner only (reading cce.los-corner)'), ...marks]);
  }
  return strongest([groundVerdict(e, h, facts), ...marks]);
}

/** A hexspine: the two hexes along it; reading cce.los-hexspine takes the lesser or the greater of their grounds. */
function spineVerdict(e: Ends, a: HexOnLine, b: HexOnLine): Verdict {
  const fa = hexFactsOf(e, a.hex);
  const fb = hexFactsOf(e, b.hex);
  const ga = groundVerdict(e, a, fa);
  const gb = groundVerdict(e, b, fb);
  const greater = e.readings['cce.los-hexspine'] === 'greater';
  const ground = greater ? (strength(gb) > strength(ga) ? gb : ga) : strength(gb) < strength(ga) ? gb : ga;
  const chosen = strength(ga) === strength(gb) ? ground : { ...ground, by: `${ground.by}, the ${greater ? 'greater' : 'lesser'} side of the hexspine (reading cce.los-hexspine)` };
  return strongest([chosen, ...markerVerdicts(fa), ...markerVerdicts(fb)]);
}

/** A hexside feature's level: reading cce.los-hexside-level, the lower or the higher of its two hexes. */
function sideLevel(e: Ends, s: SideOnLine): number {
  // A hex the map does not list (off the line) is taken at the level of the other.
  const levels = s.between.flatMap((h) => (hasHexId(h) && e.map.hexes[hexId(h)] ? [levelOf(e.map.hexes[hexId(h)])] : []));
  if (levels.length === 0) return 0;
  return e.readings['cce.los-hexside-level'] === 'higher' ? Math.max(...levels) : Math.min(...levels);
}

function sideVerdict(e: Ends, s: SideOnLine, features: string[]): Verdict | null {
  const relevant = features.filter((f) => HEXSIDE_LOS[f]);
  if (relevant.length === 0) return null;
  const vs = relevant.map((f) => {
    const c = HEXSIDE_LOS[f];
    if (ruleApplies('10.1', s.endSide)) return none(c.rule, `a ${f} on a side of the ${s.between.some((h) => sameHex(h, e.from)) ? 'sighting' : 'target'} hex (10.1)`);
    if (s.contact === 'end' && e.readings['cce.los-corner'] !== 'counts') return none('10.1', `a ${f} touched at its end only (reading cce.los-corner)`);
    const lev = sideLevel(e, s);
    const same = e.s === e.t;
    const hi = Math.max(e.s, e.t);
    if (c.kind === 'obstacle') {
      if (ruleApplies(c.rule, lev >= (same ? e.s : hi))) return blocks(c.rule, `a ${f} at ${levelWords(lev)}${s.contact === 'along' ? ', traced along its hexspine (10.1)' : ''}`);
      return none('T88.4', `a ${f} at ${levelWords(lev)}, below the Hill end`);
    }
    if (c.kind === 'hindrance' && ruleApplies(c.rule, same && lev === e.s)) return hinders(c.value, c.rule, `a ${f} at ${levelWords(lev)}`);
    return none('T88.5', `a ${f} at ${levelWords(lev)}, below the Hill end`);
  });
  return strongest(vs);
}

/** T86: a unit in a Gully is seen only from an adjacent hex or a higher one, and sees likewise. */
function gullyVerdict(e: Ends): Verdict | null {
  if (areAdjacent(e.from, e.to)) return null;
  const fromGully = e.fromHex.terrain.includes('Gully');
  const toGully = e.toHex.terrain.includes('Gully');
  if (ruleApplies('T86', fromGully && !(e.t > e.s))) return blocks('T86', `the sighting hex ${hexId(e.from)} is a Gully and the target hex is neither adjacent nor higher`);
  if (ruleApplies('T86', toGully && !(e.s > e.t))) return blocks('T86', `the target hex ${hexId(e.to)} is a Gully and the sighting hex is neither adjacent nor higher`);
  return null;
}

/** T88.3.2: between different levels the higher end must be a Crest hex whose Crest Line the LOS crosses. */
function crestVerdict(e: Ends): Verdict | null {
  if (e.s === e.t) return null;
  const higher = e.s > e.t ? e.fromHex : e.toHex;
  const id = hexId(e.s > e.t ? e.from : e.to);
  if (!ruleApplies('T88.3.2', !higher.crest)) return null;
  return blocks('T88.3.2', `${id} at ${levelWords(Math.max(e.s, e.t))} is not a Crest hex: the LOS crosses a hexside before any Crest Line`);
}

const sum = (f: Fraction, g: Fraction) => ({ n: f.n * g.d + g.n * f.d, d: f.d * g.d });

/**
 * 10.1: every location the string from `from` to `to` meets, with its verdict, in order — and the pair
 * verdicts (T86, T88.3.2) first. Throws `invalid-map` naming the first hex met that the map does not list.
 */
export function losLocations(map: LocalMap, from: HexId, to: HexId, readings: Readings, opts: { partial?: boolean; terrainLos?: TerrainLos } = {}): { pair: Verdict | null; locations: Location[] } {
  // partial: a location that needs a hex the map does not list is left out instead of refused.
  const attempt = (f: () => Verdict): Verdict | null => {
    if (!opts.partial) return f();
    try {
      return f();
    } catch (err) {
      if (err instanceof OracleError && err.code === 'invalid-map') return null;
      throw err;
    }
  };
  const a = parseHex(from, 'input.from');
  const b = parseHex(to, 'input.to');
  const line = lineOfHexes(a, b);
  const fromHex = hexFactsOf({ map, from: a, to: b }, a);
  const toHex = hexFactsOf({ map, from: a, to: b }, b);
  const e: Ends = { from: a, to: b, fromHex, toHex, s: levelOf(fromHex), t: levelOf(toHex), line, readings, map, terrainLos: opts.terrainLos ?? TERRAIN_LOS };
  const pair = gullyVerdict(e) ?? crestVerdict(e);
  type Keyed = { key: Fraction; order: number; loc: Location };
  const items: Keyed[] = [];
  const endVerdict = (facts: HexFacts, which: 'sighting' | 'target'): Verdict | null => {
    const marks = markerVerdicts(facts).filter((v) => v.effect === 'hinders'); // 10.3.4: Smoke hinders into and out of its hex
    if (marks.length > 0) return strongest(marks);
    const c = terrainClass(facts, e.terrainLos);
    return c.kind === 'clear' ? null : none('10.1', `${c.name} in the ${which} hex does not affect LOS`);
  };
  const fromV = endVerdict(e.fromHex, 'sighting');
  if (fromV) items.push({ key: { n: 0, d: 1 }, order: 0, loc: { kind: 'sighting-hex', at: from, contact: 'end', ...fromV } });
  const spines = line.hexes.filter((h) => h.contact === 'spine');
  const usedSpine = new Set<HexOnLine>();
  for (const h of line.hexes) {
    if (h.contact === 'spine') {
      if (usedSpine.has(h)) continue;
      const mate = spines.find((o) => o !== h && !usedSpine.has(o) && cmp(o.from, h.from) === 0 && cmp(o.to, h.to) === 0);
      if (!mate) throw new Error(`line.ts: a hexspine hex ${hexId(h.hex)} without its mate`);
      usedSpine.add(h).add(mate);
      const at = `${hexLabel(h.hex)}/${hexLabel(mate.hex)}`;
      const v = attempt(() => spineVerdict(e, h, mate));
      if (v) items.push({ key: sum(h.from, h.to), order: 1, loc: { kind: 'hexspine', at, contact: 'spine', ...v } });
      continue;
    }
    const v = attempt(() => hexVerdict(e, h));
    if (v) items.push({ key: sum(h.from, h.to), order: 2, loc: { kind: 'hex', at: hexLabel(h.hex), contact: h.contact, ...v } });
  }
  for (const s of line.sides) {
    if (!s.between.every(hasHexId)) continue;
    const v = sideVerdict(e, s, hexsideFeatures(map, hexId(s.between[0]), hexId(s.between[1])));
    if (v) items.push({ key: sum(s.from, s.to), order: 3, loc: { kind: 'hexside', at: `${hexId(s.between[0])}/${hexId(s.between[1])}`, contact: s.contact, ...v } });
  }
  const toV = endVerdict(e.toHex, 'target');
  if (toV) items.push({ key: { n: 2, d: 1 }, order: 4, loc: { kind: 'target-hex', at: to, contact: 'end', ...toV } });
  items.sort((x, y) => cmp(x.key, y.key) || x.order - y.order || (x.loc.at < y.loc.at ? -1 : x.loc.at > y.loc.at ? 1 : 0));
  return { pair, locations: items.map((i) => i.loc) };
}


/** 10.2, 10.3.3: the result of walking the locations: the first that blocks, else the largest Hindrance. */
export function combineLos(pair: Verdict | null, locations: Location[], pairAt: string): LosResult {
  if (pair?.effect === 'blocks') return { sight: 'blocked', hindrance: 0, blockedBy: { at: pairAt, rule: pair.rule, by: pair.by }, locations: [] };
  const walked: Location[] = [];
  let hindrance = 0;
  for (const l of locations) {
    walked.push(l);
    if (l.effect === 'blocks') return { sight: 'blocked', hindrance: 0, blockedBy: { at: l.at, rule: l.rule, by: l.by }, locations: walked };
    if (l.effect === 'hinders') hindrance = combineHindrances(hindrance, l.value);
  }
  return { sight: hindrance > 0 ? 'hindered' : 'clear', hindrance, blockedBy: null, locations: walked };
}

/** 10: LOS from `from` to `to` on the map (every hex the line meets must be listed). */
export function traceLos(map: LocalMap, from: HexId, to: HexId, readings: Readings, terrainLos?: TerrainLos): LosResult {
  const { pair, locations } = losLocations(map, from, to, readings, terrainLos ? { terrainLos } : {});
  return combineLos(pair, locations, `${from}/${to}`);
}

/**
 * For Fire, Move and Artillery: the LOS computed from the map, or null when the map does not list every
 * hex the line meets (the situation's stated LOS facts then apply, DESIGN.md rule 5).
 */
export function losFromMap(map: LocalMap, from: HexId, to: HexId, readings: Readings, terrainLos?: TerrainLos): LosResult | null {
  const needed = [from, to, ...hexesMet(from, to)];
  if (needed.some((h) => !map.hexes[h])) return null;
  return traceLos(map, from, to, readings, terrainLos);
}

/** The hexside of the target hex a line crosses as it enters it (T87/T97 Cover), if it enters through one side. */
export function enteringSide(from: HexId, to: HexId): [HexId, HexId] | null {
  const a = parseHex(from, 'from');
  const b = parseHex(to, 'to');
  const line = lineOfHexes(a, b);
  const entering = line.sides.filter((s) => s.endSide && s.between.some((h) => sameHex(h, b)) && !s.between.some((h) => sameHex(h, a)) && s.contact === 'crossed');
  if (areAdjacent(a, b)) return [hexId(a), hexId(b)];
  if (entering.length !== 1) return null;
  const other = entering[0].between.find((h) => !sameHex(h, b))!;
  return hasHexId(other) ? [hexId(other), to] : null;
}

/**
 * A stated fact on a map that does not list every hex its line meets: what the listed hexes between the
 * two already decide must agree — a listed Obstacle blocks whatever the others hold, and the Hindrance is
 * at least the largest one listed (10.3.3). Refused otherwise, naming the hex and the rule.
 */
function checkAgainstKnownHexes(map: LocalMap, fact: MapLosFact, readings: Readings, path: string, terrainLos?: TerrainLos): void {
  if (fact.sight === 'blocked' || !map.hexes[fact.from] || !map.hexes[fact.to]) return;
  // Only the terrain listed between the hexes: whether an end is a Crest hex (T88.3.1) is a flag such a
  // situation need not state, since it states the LOS instead.
  const { locations } = losLocations(map, fact.from, fact.to, readings, { partial: true, ...(terrainLos ? { terrainLos } : {}) });
  const between = locations.filter((l) => l.kind !== 'sighting-hex' && l.kind !== 'target-hex');
  const block = between.find((l) => l.effect === 'blocks');
  const most = between.filter((l) => l.effect === 'hinders').sort((a, b) => b.value - a.value)[0];
  const stated = fact.sight === 'hindrance' ? (fact.hindrance ?? 0) : 0;
  const wrong = block ? { why: `${block.at}: ${block.by}`, rule: block.rule, gives: 'blocked' } : most && most.value > stated ? { why: `${most.at}: ${most.by}`, rule: most.rule, gives: `a Hindrance of at least ${most.value}` } : null;
  if (!wrong) return;
  throw new OracleError({
    code: 'invalid-field',
    path,
    expected: `a LOS from ${fact.from} to ${fact.to} that agrees with the hexes the map lists: they make it ${wrong.gives} (${wrong.why})`,
    actual: `${fact.sight}${fact.hindrance ? ` ${fact.hindrance}` : ''}`,
    rule: wrong.rule,
  });
}


// ------------------------------------------------------------------ LOS for Fire, Move and Artillery

/** The LOS readings' ids (their defaults come from the register: machines/cce/readings.ts). */
export const LOS_READINGS = ['cce.los-corner', 'cce.los-hexside-level', 'cce.los-hexspine'] as const;

/** Only the LOS readings of a procedure's readings (what a situation view carries for losFact). */
export function losReadingsOf(readings: Readings): Readings {
  return Object.fromEntries(LOS_READINGS.filter((id) => readings[id] !== undefined).map((id) => [id, readings[id]]));
}

/** A stated or computed LOS fact, as the procedures use it (machines/cce/fire/types.ts LosFact). */
export interface MapLosFact {
  from: string;
  to: string;
  sight: 'clear' | 'hindrance' | 'blocked';
  hindrance?: number;
  crosses?: 'Wall' | 'Hedge';
}

const memo = new WeakMap<LocalMap, Map<string, MapLosFact | null>>();
/** An edition's LOS column (TerrainLos) by a number of its own, for the memo's key: CC:E's is 0. */
const tables = new Map<TerrainLos, number>([[TERRAIN_LOS, 0]]);
function tableKey(t: TerrainLos): number {
  if (!tables.has(t)) tables.set(t, tables.size);
  return tables.get(t)!;
}

/**
 * DESIGN.md rule 5 with issue 18: the LOS fact the map gives from `from` to `to` — sight and the largest
 * Hindrance of what lies BETWEEN the two hexes (Smoke in the end hexes is the procedures' own, 10.3.4),
 * and the Wall/Hedge of the target hex the line crosses entering it (T97, T87) — or null when the map does
 * not list every hex the line meets. Memoised per map object (maps are never mutated: a placed marker
 * makes a new map).
 */
export function mapLosFact(map: LocalMap, from: string, to: string, readings: Readings, terrainLos: TerrainLos = TERRAIN_LOS): MapLosFact | null {
  let m = memo.get(map);
  if (!m) memo.set(map, (m = new Map()));
  const key = `${from}>${to}|${LOS_READINGS.map((id) => readings[id] ?? '').join(',')}|${tableKey(terrainLos)}`;
  if (m.has(key)) return m.get(key)!;
  const r = from === to ? null : losFromMap(map, from, to, readings, terrainLos);
  let fact: MapLosFact | null = null;
  if (r) {
    const between = r.locations.filter((l) => l.kind !== 'sighting-hex' && l.kind !== 'target-hex');
    const hindrance = combineHindrances(...between.filter((l) => l.effect === 'hinders').map((l) => l.value));
    fact = r.sight === 'blocked' ? { from, to, sight: 'blocked' } : hindrance > 0 ? { from, to, sight: 'hindrance', hindrance } : { from, to, sight: 'clear' };
    const side = enteringSide(from, to);
    const wall = side ? hexsideFeatures(map, side[0], side[1]).find((f): f is 'Wall' | 'Hedge' => f === 'Wall' || f === 'Hedge') : undefined;
    if (wall && fact.sight !== 'blocked') fact.crosses = wall;
  }
  m.set(key, fact);
  return fact;
}

/**
 * Issue 18: a LOS fact a situation states where its map lists every hex the line meets must agree with
 * the map; a disagreement is an `invalid-field` error naming the fact, what the map gives, and the rule
 * that decides it there.
 */
export function checkStatedLos(map: LocalMap, stated: readonly MapLosFact[], readings: Readings, path = 'input.los', terrainLos: TerrainLos = TERRAIN_LOS): void {
  stated.forEach((fact, i) => {
    const computed = mapLosFact(map, fact.from, fact.to, readings, terrainLos);
    if (!computed) return checkAgainstKnownHexes(map, fact, readings, `${path}[${i}]`, terrainLos);
    const same = computed.sight === fact.sight && (computed.hindrance ?? 0) === (fact.hindrance ?? 0) && fact.crosses === computed.crosses;
    if (same) return;
    const r = traceLos(map, fact.from, fact.to, readings, terrainLos);
    const deciding = r.blockedBy ?? [...r.locations].filter((l) => l.effect === 'hinders' && l.kind !== 'sighting-hex' && l.kind !== 'target-hex').sort((a, b) => b.value - a.value)[0];
    const why = deciding ? `${deciding.at}: ${deciding.by}` : r.locations.find((l) => l.kind === 'target-hex' || l.kind === 'sighting-hex')?.by ?? 'nothing between the hexes blocks or hinders';
    const words = (f: MapLosFact) => `${f.sight}${f.hindrance ? ` ${f.hindrance}` : ''}${f.crosses ? `, crossing a ${f.crosses}` : ''}`;
    throw new OracleError({
      code: 'invalid-field',
      path: `${path}[${i}]`,
      expected: `the LOS the map gives from ${fact.from} to ${fact.to}: ${words(computed)} (${why})`,
      actual: words(fact),
      rule: deciding?.rule ?? '10.1',
    });
  });
}

const hillViews = new WeakMap<LocalMap, Map<string, LocalMap>>();

/**
 * An elevation override (CC:P O24.4 a, O24.5 b: "LOS is checked as if the dive bomber occupied a level 5
 * hill [T89]"): the same map with `hex` a hill hex at `level`. It is made a Crest hex (T89.3.1) too: a lone
 * hill above every printed level (1-4) shows its own edge in its hex, so a LOS down from it "crosses a Crest
 * Line before it crosses a hexside" (T89.3.2). One view per map, hex and level, so mapLosFact's memo holds.
 */
export function asIfOnHill<M extends LocalMap>(map: M, hex: string, level: number): M {
  let views = hillViews.get(map);
  if (!views) hillViews.set(map, (views = new Map()));
  const key = `${hex}@${level}`;
  const seen = views.get(key);
  if (seen) return seen as M;
  const view: M = { ...map, hexes: { ...map.hexes, [hex]: { ...(map.hexes[hex] ?? { terrain: [] }), elevation: level, crest: true } } };
  views.set(key, view);
  return view;
}
