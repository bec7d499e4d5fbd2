/**
 * A machine's definition as data: its states and its transitions, each with the rule ids in its meta
 * and its guard by name. This is what `oracle/machines/<ruleset>/<procedure>.json` publishes, what the
 * coverage report counts, and how a taken transition is named in a trace.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface TransitionInfo {
  /** Stable name: `source EVENT[guard] → target`. */
  key: string;
  source: string;
  event: string;
  guard: string | null;
  target: string | null;
  rules: string[];
  actions: string[];
  description?: string;
}

export interface StateInfo {
  id: string;
  type: string;
  rules: string[];
  description?: string;
}

export interface MachineInfo {
  id: string;
  initial: string;
  states: StateInfo[];
  transitions: TransitionInfo[];
}

type Guardish = string | { type?: string; guards?: Guardish[]; guard?: Guardish } | ((...a: unknown[]) => unknown) | undefined;

/** A guard's name, with and/or/not written out: `and(a, not(b))`. */
export function guardName(g: Guardish): string | null {
  if (g === undefined || g === null) return null;
  if (typeof g === 'string') return g;
  const anyG = g as { type?: string; guards?: Guardish[]; guard?: Guardish; name?: string };
  const inner = (anyG as { guards?: Guardish[] }).guards;
  // xstate 5's and()/or()/not() are functions so named, holding their `guards` (they have no `type`).
  const combinator = typeof g === 'function' && inner && ['and', 'or', 'not'].includes(anyG.name ?? '') ? `xstate.${anyG.name}` : undefined;
  const type = anyG.type ?? combinator;
  if (type === 'xstate.and' || type === 'xstate.or') return `${type.slice(7)}(${(inner ?? []).map(guardName).join(', ')})`;
  if (type === 'xstate.not') return `not(${guardName((inner ?? [])[0] ?? (anyG as { guard?: Guardish }).guard)})`;
  return type ?? (typeof g === 'function' ? anyG.name || 'inline' : 'inline');
}

const statePath = (n: AnyStateNode): string => n.path.join('.') || '(root)';

export interface TransitionDefLike {
  source: AnyStateNode;
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[];
  meta?: unknown;
  actions?: readonly unknown[];
  description?: string;
}

export function transitionKey(t: TransitionDefLike): string {
  const g = guardName(t.guard as Guardish);
  const target = t.target?.length ? t.target.map(statePath).join(',') : '(self)';
  return `${statePath(t.source)} ${t.eventType || 'always'}${g ? `[${g}]` : ''} → ${target}`;
}

function actionName(a: unknown): string {
  if (typeof a === 'string') return a;
  if (a && typeof a === 'object' && 'type' in a) return String((a as { type: unknown }).type);
  return 'inline';
}

export function describeMachine(machine: AnyStateMachine): MachineInfo {
  const states: StateInfo[] = [];
  const transitions: TransitionInfo[] = [];
  const visit = (node: AnyStateNode): void => {
    if (node.path.length) {
      const info: StateInfo = { id: statePath(node), type: node.type, rules: ((node.meta as { rules?: string[] } | undefined)?.rules ?? []).slice() };
      if (node.description) info.description = node.description;
      states.push(info);
    }
    const defs: TransitionDefLike[] = [];
    for (const list of node.transitions.values()) defs.push(...(list as unknown as TransitionDefLike[]));
    defs.push(...((node.always ?? []) as unknown as TransitionDefLike[]));
    for (const t of defs) {
      const info: TransitionInfo = {
        key: transitionKey(t),
        source: statePath(t.source),
        event: t.eventType || 'always',
        guard: guardName(t.guard as Guardish),
        target: t.target?.length ? t.target.map(statePath).join(',') : null,
        rules: ((t.meta as { rules?: string[] } | undefined)?.rules ?? []).slice(),
        actions: (t.actions ?? []).map(actionName),
      };
      if (t.description) info.description = t.description;
      transitions.push(info);
    }
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return { id: machine.id, initial: String(machine.root.initial?.target?.[0]?.key ?? ''), states, transitions };
}
