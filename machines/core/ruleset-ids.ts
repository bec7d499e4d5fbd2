/**
 * One machine, two editions' rule ids (DESIGN.md rule 6: "machines and modules that both editions share
 * serve both, with a per-ruleset rule-id map on their transitions"). A shared chart is written once,
 * citing the base edition's ids; `withRuleIds` gives the same chart — same states, transitions, guards
 * and actions — with every `meta.rules` translated for another edition. The base edition's machine is
 * not touched, so its exported chart and its vectors stay byte-identical.
 *
 * A transition that only one edition has (its variant) may cite that edition's ids directly: its meta
 * says so with `ruleset`, and the translation keeps its ids (and drops the marker).
 */
import { createMachine, type AnyStateMachine } from 'xstate';

/**
 * An id of an edition's own rule written by a shared module where that edition's own terrain decides (CC:P's
 * Swamp, T97: a CC:E map never holds it), prefixed so that the translation of outputs (machines/ccp/rule-map.ts
 * inCcpIds, inCcpTerms) keeps it as it is instead of reading it as the base edition's id of the same number
 * (CC:E T97 is the Wall).
 */
export const ownId = (ruleset: string, id: string): string => `${ruleset}:${id}`;

/** The edition's own id inside `ownId`'s form, or undefined for a base edition's id. */
export function ownIdOf(ruleset: string, id: string): string | undefined {
  return id.startsWith(`${ruleset}:`) ? id.slice(ruleset.length + 1) : undefined;
}

/** What a variant's own transitions carry: ids of `ruleset`, not to be translated. */
export interface EditionMeta {
  rules: readonly string[];
  ruleset?: string;
  /**
   * Ids of the edition translated to, added after the translation: a paragraph that edition numbers on its
   * own (CC:P O20.2, 1.9.1.3 are sentences of CC:E O14.1 and 1.9.1). A base chart puts `plus` only in its
   * variant for that edition, so the base chart is unchanged.
   */
  plus?: readonly string[];
}

/** Translates one base id to the edition's ids; `where` names the state or transition, for errors. */
export type RuleTranslator = (id: string, where: string) => string[];

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function translateMeta(meta: EditionMeta, ruleset: string, translate: RuleTranslator, where: string): EditionMeta {
  const { ruleset: own, rules, plus, ...rest } = meta;
  if (own !== undefined && own !== ruleset) throw new Error(`${where}: meta cites ${own} ids in a chart translated for ${ruleset}`);
  // An id of the edition's own that a shared chart writes in ownId's form (CC:P's Enfilade A39 on Fire's PLAY_ACTION) is kept as the edition's.
  const one = (id: string): string[] => {
    const mine = ownIdOf(ruleset, id);
    return mine !== undefined ? [mine] : translate(id, where);
  };
  const out = [...(own === ruleset ? rules : rules.flatMap(one)), ...(plus ?? [])];
  return { ...rest, rules: out.filter((id, i) => out.indexOf(id) === i) };
}

/** A deep copy of plain objects and arrays, with every `meta` that has `rules` translated; functions and class instances kept as they are. */
function mapConfig(value: unknown, ruleset: string, translate: RuleTranslator, where: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => mapConfig(v, ruleset, translate, `${where}[${i}]`));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'meta' && isPlain(v) && Array.isArray(v.rules)) out[k] = translateMeta(v as unknown as EditionMeta, ruleset, translate, where);
    else out[k] = mapConfig(v, ruleset, translate, where ? `${where}.${k}` : k);
  }
  return out;
}

/** The chart of `machine` with its rule ids translated for `ruleset` (same implementations, same id). */
export function withRuleIds(machine: AnyStateMachine, ruleset: string, translate: RuleTranslator): AnyStateMachine {
  const config = mapConfig(machine.config, ruleset, translate, machine.id) as typeof machine.config;
  return createMachine(config as never, machine.implementations as never) as unknown as AnyStateMachine;
}

