/**
 * Readings (DESIGN.md, modelling rule 6). Where the rule text is ambiguous or contradicts itself, the
 * choice is not made silently: it is a named *reading* with alternatives, a default and the reason for
 * the default. Every machine receives the resolved readings in its input and consults them through
 * named guards, so each alternative is selectable per call, per vector and on the CLI.
 */
import { OracleError } from './errors';

export interface ReadingAlternative {
  id: string;
  /** What the machines do under this alternative. */
  means: string;
}

export interface Reading {
  /** Stable id, `<ruleset>.<subject>`, e.g. `cce.trigger-locks-result`. */
  id: string;
  rules: string[];
  /** The sentences in conflict, quoted from the rulebook (checked against the rulebook text by a test). */
  quotes: { rule: string; text: string }[];
  question: string;
  alternatives: ReadingAlternative[];
  default: string;
  reason: string;
  /** Procedures whose outcome can depend on this reading (so a vector records it). */
  procedures: string[];
}

export type Readings = Record<string, string>;

/** A register by id and sorted by id, made once per register (every request resolves its readings). */
const indexes = new WeakMap<readonly Reading[], { byId: Map<string, Reading>; sorted: Reading[] }>();
function indexOf(register: readonly Reading[]): { byId: Map<string, Reading>; sorted: Reading[] } {
  let ix = indexes.get(register);
  if (!ix || ix.sorted.length !== register.length) {
    ix = { byId: new Map(register.map((r) => [r.id, r])), sorted: [...register].sort((a, b) => a.id.localeCompare(b.id)) };
    indexes.set(register, ix);
  }
  return ix;
}

/**
 * Fill in defaults and reject unknown ids or alternatives. Returns only the readings that `procedure`
 * consults, sorted by id, so a vector records exactly the choices its outcome depends on.
 */
export function resolveReadings(register: readonly Reading[], raw: unknown, procedure: string, path = 'readings'): Readings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw new OracleError({ code: 'invalid-field', path, expected: 'an object mapping reading ids to alternatives', actual: raw });
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  const { byId, sorted } = indexOf(register);
  for (const [id, alt] of Object.entries(given)) {
    const reading = byId.get(id);
    if (!reading) {
      throw new OracleError({
        code: 'unknown-reading',
        path: `${path}.${id}`,
        expected: 'a registered reading id',
        actual: id,
        hint: `${procedure} consults ${
          register
            .filter((r) => r.procedures.includes(procedure))
            .map((r) => r.id)
            .sort()
            .join(', ') || 'no reading'
        } (\`combat-oracle readings\` lists them all)`,
      });
    }
    if (!reading.alternatives.some((a) => a.id === alt)) {
      throw new OracleError({
        code: 'unknown-reading',
        path: `${path}.${id}`,
        expected: `one of ${reading.alternatives.map((a) => JSON.stringify(a.id)).join(', ')}`,
        actual: alt,
        rule: reading.rules[0],
      });
    }
  }
  const out: Readings = {};
  for (const r of sorted) {
    if (r.procedures.includes(procedure)) out[r.id] = (given[r.id] as string | undefined) ?? r.default;
  }
  return out;
}

/**
 * An ambiguity raised somewhere (a digest's list, a forum) that is not a real choice: the rulebook's own
 * words settle it, quoted (and checked against the rulebook like a reading's quotes), with the argument.
 */
export interface ArguedAmbiguity {
  /** Stable id, `<ruleset>.argued.<subject>`. */
  id: string;
  rules: string[];
  quotes: { rule: string; text: string }[];
  question: string;
  argument: string;
  /** Where it was met when it is no item of the digest's numbered list (those are in the ledger): the procedure and rule. */
  foundIn?: string;
}

/**
 * One numbered item of a list of known ambiguities (../shared/digests/<ruleset>.md §5.B) and what the
 * model does about it: `readings` registered, or `argued` away, or neither yet because `procedure` is not
 * modelled. An item may be split into parts met by different procedures.
 */
export interface AmbiguityLedgerEntry {
  item: number;
  /** The part of the item this entry covers, in a few words. */
  subject: string;
  /** The procedure that meets it (registered in oracle/registry.ts PROCEDURES, or not yet). */
  procedure: string;
  /** The readings that register it (expected ids while the procedure is not modelled). */
  readings?: string[];
  /** The id of the ArguedAmbiguity that argues it away. */
  argued?: string;
}
