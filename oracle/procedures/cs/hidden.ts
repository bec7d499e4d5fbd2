/**
 * Hidden units and Shadow markers (3.2.12–3.2.13) for the oracle: situation and event parsing, seeds and
 * the domain.
 *
 * Domain: for the first hidden unit still hidden, ENEMY_ENTERS its location and the level above it, UNIT_FIRES
 * (then FIRE_RESOLVED), UNIT_MOVES, UNIT_CHANGES_ARC, SEARCH found and not; for the first Shadow marker on the
 * map, ENEMY_ENTERS its hex, UNIT_FIRES and UNIT_MOVES by the first unit in its box, SEARCH; for the first
 * hidden fortification, ENEMY_ENTERS by infantry 2 and 3 hexes off and by a vehicle 1 and 2 hexes off;
 * FIRE_ON_HEX at the hidden unit's or the marker's hex with 7 FF: a hit with an MC, a hit with no result, a
 * miss, and at a marker an FFE; FIREFIGHT_ENDS. One act a walk (after a unit moves out of a marker's box,
 * one more at that marker), then FIREFIGHT_ENDS. The search's and the fire's results (7.4, 18)
 * are text-missing: they are the events' fields.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { DIRECTIONS, distance, hexLabel, move, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { UNIT_KINDS } from '../../../machines/cs/command';
import { dummiesAllowed, FIRE_RESULTS, FORTIFICATION_KINDS, type HiddenContext, hiddenMachine, type HiddenSituation, markerOf, projectHidden } from '../../../machines/cs/hidden';
import { SIDES } from '../../../machines/cs/turn';
import { unknownEvent } from '../cce/common';
import { hexField, invalidField } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

export function parseHiddenSituation(raw: unknown, path: string): HiddenSituation {
  const o = obj(raw, path, ['side', 'hiddenAllowed', 'solitaire', 'hidden', 'shadowsProvided', 'shadows', 'fortifications'], ['side']);
  const solitaire = bool(o.solitaire, `${path}.solitaire`, false);
  const hiddenAllowed = bool(o.hiddenAllowed, `${path}.hiddenAllowed`, false);
  const hidden = uniqueIds(
    arr(o.hidden ?? [], `${path}.hidden`).map((x, i) => {
      const p = `${path}.hidden[${i}]`;
      const u = obj(x, p, ['id', 'kind', 'hex', 'level'], ['id', 'kind', 'hex', 'level']);
      const kind = oneOf(u.kind, `${p}.kind`, UNIT_KINDS, '2.3.1');
      if (solitaire) invalidField(p, 'no hidden unit in solitaire play ("Do not use this rule for solitaire play")', u.id, '3.2.12.1');
      if (!hiddenAllowed && kind !== 'gun-crew') invalidField(`${p}.kind`, 'a Gun crew: the firefight does not allow units to set up hidden (hiddenAllowed), and only "Guns (crews) may always setup hidden"', kind, '3.2.12.1');
      return { id: str(u.id, `${p}.id`), kind, hex: hexField(u.hex, `${p}.hex`), level: int(u.level, `${p}.level`, -1, 3, '6.4.1') };
    }),
    `${path}.hidden`,
  );
  const shadowsProvided = int(o.shadowsProvided ?? 0, `${path}.shadowsProvided`, 0, 25, '3.2.13.1');
  const shadows = arr(o.shadows ?? [], `${path}.shadows`).map((x, i) => {
    const p = `${path}.shadows[${i}]`;
    const m = obj(x, p, ['marker', 'hex', 'units'], ['marker', 'hex', 'units']);
    const units = arr(m.units, `${p}.units`).map((y, j) => {
      const q = obj(y, `${p}.units[${j}]`, ['id', 'kind'], ['id', 'kind']);
      // 3.2.13.1 "some vehicle, half-squad, squad, SW, and Gun units": no leader.
      return { id: str(q.id, `${p}.units[${j}].id`), kind: oneOf(q.kind, `${p}.units[${j}].kind`, ['squad', 'half-squad', 'sw-team', 'gun-crew', 'afv'] as const, '3.2.13.1') };
    });
    return { marker: int(m.marker, `${p}.marker`, 1, 25, '3.2.13'), hex: hexField(m.hex, `${p}.hex`), units };
  });
  shadows.forEach((m, i) => {
    if (shadows.findIndex((n) => n.marker === m.marker) !== i) invalidField(`${path}.shadows[${i}].marker`, 'one entry per Shadow marker', m.marker, '3.2.13.1');
  });
  uniqueIds([...hidden, ...shadows.flatMap((m) => m.units)], `${path}.hidden and ${path}.shadows[].units`);
  const withUnits = shadows.filter((m) => m.units.length > 0).length;
  if (withUnits > shadowsProvided) invalidField(`${path}.shadows`, `at most ${shadowsProvided} Shadow markers with units (shadowsProvided)`, withUnits, '3.2.13.1');
  const allowed = dummiesAllowed(shadowsProvided).total;
  if (shadows.length - withUnits > allowed) invalidField(`${path}.shadows`, `at most ${allowed} dummy Shadow markers for ${shadowsProvided} provided`, shadows.length - withUnits, '3.2.13.1');
  const fortifications = uniqueIds(
    arr(o.fortifications ?? [], `${path}.fortifications`).map((x, i) => {
      const p = `${path}.fortifications[${i}]`;
      const f = obj(x, p, ['id', 'kind', 'hex'], ['id', 'kind', 'hex']);
      return { id: str(f.id, `${p}.id`), kind: oneOf(f.kind, `${p}.kind`, FORTIFICATION_KINDS, '3.2.12.2'), hex: hexField(f.hex, `${p}.hex`) };
    }),
    `${path}.fortifications`,
  );
  return { side: oneOf(o.side, `${path}.side`, SIDES, '3.2.12'), hiddenAllowed, solitaire, hidden, shadowsProvided, shadows, fortifications };
}

const EVENTS = ['ENEMY_ENTERS', 'UNIT_FIRES', 'FIRE_RESOLVED', 'UNIT_MOVES', 'UNIT_CHANGES_ARC', 'SEARCH', 'FIRE_ON_HEX', 'FIREFIGHT_ENDS'] as const;

function parseHiddenEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as HiddenContext;
  const type = (raw as { type?: unknown } | null)?.type;
  const stillHidden = (id: string) => c.situation.hidden.some((u) => u.id === id) && !c.placed.some((p) => p.unit === id);
  const inPlay = snapshot.matches('inPlay');
  if (inPlay && type === 'ENEMY_ENTERS') {
    const o = obj(raw, path, ['type', 'hex', 'level', 'unit'], ['type', 'hex', 'level', 'unit']);
    return { type, hex: hexField(o.hex, `${path}.hex`), level: int(o.level, `${path}.level`, -1, 3, '6.4.1'), unit: oneOf(o.unit, `${path}.unit`, ['infantry', 'vehicle'] as const, '3.2.12.2') } as EventObject;
  }
  if (inPlay && (type === 'UNIT_FIRES' || type === 'UNIT_MOVES' || type === 'UNIT_CHANGES_ARC')) {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    const shadow = type !== 'UNIT_CHANGES_ARC' && markerOf(c, unit) !== undefined;
    if (!stillHidden(unit) && !shadow) {
      invalidField(`${path}.unit`, type === 'UNIT_CHANGES_ARC' ? 'a unit still hidden' : 'a unit still hidden or in the box of a Shadow marker on the map', unit, type === 'UNIT_CHANGES_ARC' ? '3.2.12.2' : '3.2.13.2');
    }
    return { type, unit } as EventObject;
  }
  if (inPlay && type === 'SEARCH') {
    const o = obj(raw, path, ['type', 'hex', 'found'], ['type', 'hex', 'found']);
    return { type, hex: hexField(o.hex, `${path}.hex`), found: bool(o.found, `${path}.found`) } as EventObject;
  }
  if (inPlay && type === 'FIRE_ON_HEX') {
    const o = obj(raw, path, ['type', 'hex', 'firepower', 'ffe', 'dfet', 'hit', 'result'], ['type', 'hex', 'firepower', 'ffe', 'hit', 'result']);
    const hit = bool(o.hit, `${path}.hit`);
    const result = oneOf(o.result, `${path}.result`, FIRE_RESULTS, 'FFT');
    if (!hit && result !== 'none') invalidField(`${path}.result`, 'none: a fire that achieved no hit applies no Firepower Factors to the hex', result, '3.2.12.3');
    return { type, hex: hexField(o.hex, `${path}.hex`), firepower: int(o.firepower, `${path}.firepower`, 1, 200, 'FFT'), ffe: bool(o.ffe, `${path}.ffe`), dfet: bool(o.dfet, `${path}.dfet`, false), hit, result } as EventObject;
  }
  if ((inPlay && type === 'FIREFIGHT_ENDS') || (!inPlay && type === 'FIRE_RESOLVED')) {
    obj(raw, path, ['type'], ['type']);
    return { type } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, EVENTS);
}

/** A hex `n` hexes from `hex` (direction 4, else 1 near the map's top edge): the domain's approach hexes. */
function away(hex: string, n: number): string {
  const from = parseHex(hex, 'hex');
  for (const d of [4, 1, ...DIRECTIONS] as const) {
    const w = move({ columns: 26, rows: 99 }, from, d, n);
    if (!w.offMap && distance(w.end, from) === n) return hexLabel(w.end);
  }
  throw new OracleError({ code: 'invalid-field', path: 'hex', expected: 'a hex with room around it', actual: hex, rule: '3.2.12.2' });
}

function domain(snapshot: AnyMachineSnapshot): EventObject[] {
  const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
  const c = snapshot.context as HiddenContext;
  if (snapshot.matches('resolvingFire')) return [ev({ type: 'FIRE_RESOLVED' })];
  if (!snapshot.matches('inPlay')) return [];
  const out: EventObject[] = [];
  const fire = (hex: string, extra: Record<string, unknown>[]) => (c.fire.length || c.refused.length ? [] : [{ hit: true, result: 'MC' }, { hit: true, result: 'none' }, { hit: false, result: 'none' }, { hit: true, result: 'MC', dfet: true }, ...extra].map((f) => ev({ type: 'FIRE_ON_HEX', hex, firepower: 7, ffe: false, ...f })));
  // One act a walk (and, after a unit moves out of a Shadow marker's box, one more at that marker): each
  // rule's effect is walked from the seed, not in every order.
  const acted = c.placed.length + c.removedMarkers.length + c.fire.length + c.refused.length + c.fortificationsPlaced.length;
  const afterExit = c.exited.length === 1 && acted === 1;
  if (acted > 0 && !afterExit) return [ev({ type: 'FIREFIGHT_ENDS' })];
  const u = acted === 0 ? c.situation.hidden.find((x) => !c.placed.some((p) => p.unit === x.id)) : undefined;
  if (u) {
    out.push(ev({ type: 'ENEMY_ENTERS', hex: u.hex, level: u.level, unit: 'infantry' }), ev({ type: 'ENEMY_ENTERS', hex: u.hex, level: u.level + 1, unit: 'infantry' }));
    out.push(...['UNIT_FIRES', 'UNIT_MOVES', 'UNIT_CHANGES_ARC'].map((type) => ev({ type, unit: u.id })));
    out.push(ev({ type: 'SEARCH', hex: u.hex, found: true }), ev({ type: 'SEARCH', hex: u.hex, found: false }), ...fire(u.hex, []));
  }
  const m = c.situation.shadows.find((x) => !c.removedMarkers.some((r) => r.marker === x.marker));
  if (m) {
    out.push(ev({ type: 'ENEMY_ENTERS', hex: m.hex, level: 0, unit: 'infantry' }), ev({ type: 'SEARCH', hex: m.hex, found: false }), ...fire(m.hex, [{ hit: true, result: 'none', ffe: true }]));
    const inBox = m.units.find((x) => markerOf(c, x.id));
    if (inBox) out.push(ev({ type: 'UNIT_FIRES', unit: inBox.id }), ...(afterExit ? [] : [ev({ type: 'UNIT_MOVES', unit: inBox.id })]));
  }
  const f = acted === 0 ? c.situation.fortifications.find((x) => !c.fortificationsPlaced.some((p) => p.id === x.id)) : undefined;
  if (f) {
    out.push(...[2, 3].map((n) => ev({ type: 'ENEMY_ENTERS', hex: away(f.hex, n), level: 0, unit: 'infantry' })));
    out.push(...[1, 2].map((n) => ev({ type: 'ENEMY_ENTERS', hex: away(f.hex, n), level: 0, unit: 'vehicle' })));
  }
  return [...out, ev({ type: 'FIREFIGHT_ENDS' })];
}

/**
 * The seeds, as data (oracle/procedures/cs/seeds/hidden.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const HIDDEN_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('hidden', null, parseHiddenSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseHiddenSeeds()]);

/**
 * Generated (issue 16.5): the facts 3.2.12–3.2.13 read of one hex, E5, and around it — the hidden unit there and its
 * location (3.2.12.1 "Guns (crews) may always setup hidden"; 3.2.12.2 "Any time an enemy unit enters a hex location
 * with a hidden unit": the domain enters its location and the level above); whether the firefight allows hidden
 * units (3.2.12.1); the Shadow marker, in E5 with the hidden unit or elsewhere (L9), holding a half-squad or a dummy
 * (3.2.13.1; 3.2.13.2 removed when "an enemy unit ... Enters the hex", "Searches the hex", Recon By Fire "in the hex";
 * 3.2.13.3 fire at a Shadow marker "at 1/2 FF ... [Exception: FFE]", where 3.2.12.3's Recon By Fire has none); the
 * Shadow markers provided (3.2.13.1 "For every two (fractions rounded up) ... one additional": 0 to 3); a hidden
 * fortification in E5, adjacent (E4), two (E3) or three (E2) hexes off (3.2.12.2 "as soon as any enemy infantry unit
 * comes within 2 hexes or a vehicle moves adjacent") — every two of them meeting in some situation
 * (oracle/gen/pairwise.ts). Excluded (`allowed`): a hidden squad where the firefight allows none (3.2.12.1); a Shadow
 * marker where none is provided (3.2.13.1: a dummy is "one additional" to those provided, one with units one of them).
 * The first values are those every other value allows (the covering array completes a partial row with them).
 */
export const CS_PAIRWISE_HIDDEN_FACTORS = {
  hidden: ['a Gun crew, ground level', 'none', 'a squad, ground level', 'a squad, Upper Level +1'],
  hiddenAllowed: ['yes', 'no'],
  shadow: ['none', 'in E5, a half-squad', 'in E5, a dummy', 'elsewhere, a half-squad', 'elsewhere, a dummy'],
  provided: ['1', '2', '3', '0'],
  fortification: ['none', 'in E5', 'adjacent', 'two hexes off', 'three hexes off'],
} as const;

const FORT_HEX: Record<string, string> = { 'in E5': 'E5', adjacent: 'E4', 'two hexes off': 'E3', 'three hexes off': 'E2' };

export function pairwiseHiddenSeeds(): Seed<HiddenSituation>[] {
  const allowed = (r: Record<string, string>) => !(r.hidden.startsWith('a squad') && r.hiddenAllowed === 'no') && !(r.shadow !== 'none' && r.provided === '0');
  const { rows } = pairwise(CS_PAIRWISE_HIDDEN_FACTORS, allowed);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const hidden = r.hidden === 'none' ? [] : [{ id: r.hidden.startsWith('a Gun') ? 'ge-gun' : 'ge-sq', kind: r.hidden.startsWith('a Gun') ? 'gun-crew' : 'squad', hex: 'E5', level: r.hidden.endsWith('+1') ? 1 : 0 }];
    const shadows = r.shadow === 'none' ? [] : [{ marker: 1, hex: r.shadow.startsWith('in E5') ? 'E5' : 'L9', units: r.shadow.endsWith('half-squad') ? [{ id: 'ge-hs', kind: 'half-squad' }] : [] }];
    const fortifications = r.fortification === 'none' ? [] : [{ id: 'ge-wire', kind: 'wire', hex: FORT_HEX[r.fortification] }];
    // Written as the hand-written seeds are, and parsed by the procedure's own parser as it is made.
    const situation = JSON.parse(JSON.stringify({ side: 'german', hiddenAllowed: r.hiddenAllowed === 'yes', hidden, shadowsProvided: Number(r.provided), shadows, fortifications }));
    parseHiddenSituation(situation, `generated hidden seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: hidden in E5 ${r.hidden} (hidden units ${r.hiddenAllowed === 'yes' ? '' : 'not '}allowed); Shadow marker ${r.shadow}, ${r.provided} provided; hidden Wire ${r.fortification} (3.2.12, 3.2.13).`,
      minimise: true,
      situation: situation as HiddenSituation,
    };
  });
}

export const csHiddenSpec: ProcedureSpec<HiddenSituation> = {
  procedure: 'hidden',
  ruleset: 'cs',
  title: 'Hidden units and Shadow markers (3.2.12–3.2.13)',
  section: ['3.2.12', '3.2.13'],
  machine: hiddenMachine,
  parseSituation: parseHiddenSituation,
  parseEvent: parseHiddenEvent,
  project: (snapshot) => projectHidden(snapshot.context as HiddenContext),
  get seeds() {
    return HIDDEN_SEEDS() as Seed<HiddenSituation>[];
  },
  domain,
  domainNote:
    'For the first hidden unit still hidden: ENEMY_ENTERS its location and the level above, UNIT_FIRES (then FIRE_RESOLVED), UNIT_MOVES, UNIT_CHANGES_ARC, SEARCH found and not; for the first Shadow marker on the map: ENEMY_ENTERS and SEARCH its hex, UNIT_FIRES and UNIT_MOVES by the first unit in its box; for the first hidden fortification: ENEMY_ENTERS by infantry 2 and 3 hexes off, by a vehicle 1 and 2 hexes off; FIRE_ON_HEX at 7 FF (hit with MC, hit with none, miss, a DFET fire with MC (refused, 3.2.12.3.1); at a marker an FFE too); FIREFIGHT_ENDS. One act a walk (after a unit moves out of a marker\'s box, one more at that marker), then FIREFIGHT_ENDS. How a search is made (7.4) and the FFT result (18) are text-missing: they are the events\' fields.',
};
