/**
 * Seeds as data (issue 16.6, DESIGN.md "Generation"): the hand-written seed situations of a procedure
 * live in `seeds/<procedure>.json`, a list of `{ name, purpose, options?, situation }` that a rules
 * editor can read and extend without TypeScript (seeds/README.md). This module is the one unit builder
 * every seed uses, short form to full unit, with the printed values it fills in kept in one place
 * (seeds/unit-defaults.json), and the loader that reads a seed file and validates every seed with the
 * procedure's own situation parser (the same one a request goes through), so that a bad seed is
 * reported as `<file>: seed "<name>": situation.units[0].sides... must be ... [rule ...]`, never used.
 *
 * A file is read on first use (ProcedureSpec.seeds is a getter, `onFirstUse`), not at import: an error
 * in it surfaces inside a CLI command, printed as an error with exit code 2, never as a stack trace.
 */
import type { Seed } from '../../../machines/core/procedure';
import { invalid } from '../../../machines/core/errors';
import { readSeedFile, SEEDS_DIR } from './seeds/read';

export { SEEDS_DIR, seedFile } from './seeds/read';
import { arr, int, obj, oneOf, str } from '../../../machines/core/validate';
import { UNIT_KINDS, type Unit, type UnitKind } from '../../../machines/cce/units';

// ---------------------------------------------------------------------------------------- one unit builder

/** The printed values the short form takes from its kind, `[unbroken side, broken side]` each. */
const SHORTHAND = ['morale', 'fp', 'range', 'movement', 'command'] as const;
type Shorthand = (typeof SHORTHAND)[number];
type Pair = [number, number];
type KindDefaults = Record<Exclude<Shorthand, 'command'>, Pair> & { command?: Pair };

const SHORTHAND_RULE: Record<Shorthand, string> = { morale: '3.1.4', fp: '3.1.1', range: '3.1.2', movement: '3.1.3', command: '3.1.5' };
const FLAGS = ['broken', 'suppressed', 'veteran'] as const;
const PASSED_THROUGH = ['hero', 'weapon', 'nationality', 'independent'] as const;

/**
 * The two forms a seed file's units are completed in (unit-defaults.json has one set of defaults each):
 * - `printed`: an Order's units (Recover, Rout, Fire, …), every printed value of both sides and the three
 *   status flags written out (false unless the seed says true);
 * - `frame`: the units of the game frame the Turn, the Time advance and the Events read (machines/cce/frame.ts),
 *   which need Morale only (and a Leader's Command): the sides carry those, and a status flag is written only
 *   where the seed gives it (the frame reads an absent flag as false).
 */
export type UnitForm = 'printed' | 'frame';

let defaults: Record<UnitForm, Record<UnitKind, KindDefaults>> | null = null;
/** seeds/unit-defaults.json, read once: per form, per kind. */
export function unitDefaults(form: UnitForm = 'printed'): Record<UnitKind, KindDefaults> {
  if (!defaults) {
    const raw = readSeedFile('unit-defaults').raw as Record<string, Record<string, unknown>>;
    const kinds = (o: Record<string, unknown>) => Object.fromEntries(UNIT_KINDS.map((k) => [k, o[k] as KindDefaults])) as Record<UnitKind, KindDefaults>;
    defaults = { printed: kinds(raw), frame: kinds(raw.frame) };
  }
  return defaults[form];
}

/**
 * A seed unit in short form: `{ id, owner, kind, hex }`, `broken`/`suppressed`/`veteran` when true, any of
 * `morale`, `fp`, `range`, `movement` as `[unbroken, broken]` where it differs from its kind's defaults,
 * `command` (a Leader's: a number for the unbroken side, the broken side 0, 3.3.1.2; or a pair), and
 * `hero`, `weapon`, `nationality`, `independent` as a situation writes them. `sides` instead of the shorthand
 * gives both printed sides in full. The unit is returned in full (in `form`: see UnitForm); the procedure's
 * parser validates it afterwards.
 */
export type SeedUnitSpec = Pick<Unit, 'id' | 'owner' | 'kind' | 'hex'> &
  Partial<Pick<Unit, 'broken' | 'suppressed' | 'veteran' | 'sides' | 'hero' | 'weapon' | 'nationality' | 'independent'>> &
  Partial<Record<Exclude<Shorthand, 'command'>, Pair>> & { command?: number | Pair };

export function buildUnit(raw: unknown, at = 'unit', form: UnitForm = 'printed'): Unit {
  const o = obj(raw, at, ['id', 'owner', 'kind', 'hex', ...FLAGS, 'sides', ...SHORTHAND, ...PASSED_THROUGH], ['id', 'owner', 'kind', 'hex']);
  const kind = oneOf(o.kind, `${at}.kind`, UNIT_KINDS, '3');
  const given = SHORTHAND.filter((f) => o[f] !== undefined);
  if (o.sides !== undefined && given.length) invalid(`${at}.${given[0]}`, 'absent when sides are given in full (either sides or the shorthand)', o[given[0]], SHORTHAND_RULE[given[0]]);
  if (kind !== 'leader' && o.command !== undefined) invalid(`${at}.command`, 'absent: only Leaders have Command', o.command, '3.1.5');
  let sides = o.sides as Unit['sides'] | undefined;
  if (sides === undefined) {
    const d = unitDefaults(form)[kind];
    const pair = (f: Shorthand): Pair | undefined => {
      const v = o[f];
      if (v === undefined) return d[f];
      if (f === 'command' && typeof v === 'number') return [int(v, `${at}.command`, 0, 6, '3.1.5'), 0];
      const a = arr(v, `${at}.${f}`);
      if (a.length !== 2) invalid(`${at}.${f}`, `[unbroken, broken]: two integers${f === 'command' ? ' (or one, the unbroken side)' : ''}`, v, SHORTHAND_RULE[f]);
      return [int(a[0], `${at}.${f}[0]`, 0, 20, SHORTHAND_RULE[f]), int(a[1], `${at}.${f}[1]`, 0, 20, SHORTHAND_RULE[f])];
    };
    const side = (i: 0 | 1) => Object.fromEntries(SHORTHAND.flatMap((f) => (pair(f) === undefined ? [] : [[f, pair(f)![i]]]))) as unknown as Unit['sides']['unbroken'];
    sides = { unbroken: side(0), broken: side(1) };
  }
  const unit: Record<string, unknown> = { ...(form === 'printed' ? { broken: false, suppressed: false, veteran: false } : {}), id: o.id, owner: o.owner, kind, hex: o.hex, sides };
  for (const f of FLAGS) if (o[f] !== undefined) unit[f] = o[f];
  for (const f of PASSED_THROUGH) if (o[f] !== undefined) unit[f] = o[f];
  return unit as unknown as Unit;
}

// ------------------------------------------------------------------------------------------- the loader

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Where a seed file is and how its units are completed: the ruleset's folder (`oracle/procedures/<ruleset>/seeds`;
 * CC:E's by default; `dir` another, for tests) and the units' form (UnitForm, `printed` by default; `written`: the
 * procedure's units are not unit counters the builder knows, e.g. CC:P's Cave's, and are taken as written).
 */
export interface SeedFileAt {
  ruleset?: string;
  dir?: string;
  units?: UnitForm | 'written';
}
type WalkOptions<O> = { defaults: O; keys: readonly (keyof O & string)[] };

/**
 * The seeds of `<ruleset>/seeds/<procedure>.json`: each one's `situation.units` (where the situation has
 * units) built by `buildUnit` in the file's form, its walk options merged over the procedure's defaults (only
 * the option keys the procedure names; a procedure without walk options passes null, and its seeds carry
 * none), and its situation validated by `parse` (the procedure's parseSituation). Errors name the file, the
 * seed and the field.
 */
export function loadSeeds<S, O extends object>(procedure: string, options: WalkOptions<O>, parse: (raw: unknown, path: string) => S, at?: SeedFileAt): (Seed<S> & { options: O })[];
export function loadSeeds<S>(procedure: string, options: null, parse: (raw: unknown, path: string) => S, at?: SeedFileAt): Seed<S>[];
export function loadSeeds<S, O extends object>(procedure: string, options: WalkOptions<O> | null, parse: (raw: unknown, path: string) => S, { ruleset = 'cce', dir, units = 'printed' }: SeedFileAt = {}): (Seed<S> & { options?: O })[] {
  const { shown, raw } = readSeedFile(procedure, dir, ruleset);
  const names = new Set<string>();
  return arr(raw, shown, 1).map((item, i) => {
    const at = `${shown}[${i}]`;
    const o = obj(item, at, ['name', 'purpose', ...(options ? ['options'] : []), 'situation'], ['name', 'purpose', 'situation']);
    const name = str(o.name, `${at}.name`, KEBAB, 'a kebab-case name such as "leader-wire-road"');
    if (names.has(name)) invalid(`${at}.name`, 'unique in the file', name);
    names.add(name);
    const where = `${shown}: seed "${name}"`;
    const s = obj(o.situation, `${where}: situation`, Object.keys(o.situation ?? {}));
    const built = s.units === undefined || units === 'written' ? s : { ...s, units: arr(s.units, `${where}: situation.units`).map((u, j) => buildUnit(u, `${where}: situation.units[${j}]`, units as UnitForm)) };
    const situation = built as unknown as S;
    parse(situation, `${where}: situation`);
    const seed = { name, purpose: str(o.purpose, `${at}.purpose`), situation };
    if (!options) return seed;
    const given = o.options === undefined ? {} : obj(o.options, `${where}: options`, options.keys);
    return { ...seed, options: { ...options.defaults, ...given } as O };
  });
}

/** A procedure's seeds, read and validated on first use and kept (a ProcedureSpec's `seeds` getter calls it). */
export function onFirstUse<T>(load: () => T[]): () => T[] {
  let cached: T[] | null = null;
  return () => (cached ??= load());
}
