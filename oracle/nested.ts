/**
 * Charts written once and nested in other procedures' machines (DESIGN.md "a game composes procedures";
 * the Event chart inside the Turn). A procedure declares them in its spec (`nested`): the state where the
 * chart sits and the procedure whose machine is that chart on its own. A nested transition is the same
 * transition as the chart's own, so it counts as reached when that procedure's vectors reach it: every
 * Event is walked in the `event` procedure, and the host's seeds need not walk all of them again. The
 * host's own transitions into and out of the nested state still have to be reached by its own vectors.
 */
import type { ProcedureSpec } from '../machines/core/procedure';

/** The key a host's transition has in the nested procedure's machine, or null if it is not nested. */
export function nestedKey(hostMachineId: string, nestedMachineId: string, at: string, key: string): string | null {
  const space = key.indexOf(' ');
  const source = space < 0 ? key : key.slice(0, space);
  if (!source.startsWith(`${at}.`)) return null;
  const m = mapping(hostMachineId, nestedMachineId, at);
  return key.split(m.hostDone).join(m.nestedDone).replace(m.prefix, '$1');
}

/** Per host, nested chart and state: what nestedKey replaces (its RegExp built once, not once per key: the coverage inputs map every host transition). */
const mappings = new Map<string, { hostDone: string; nestedDone: string; prefix: RegExp }>();
function mapping(hostMachineId: string, nestedMachineId: string, at: string): { hostDone: string; nestedDone: string; prefix: RegExp } {
  const id = `${hostMachineId}\u0000${nestedMachineId}\u0000${at}`;
  let m = mappings.get(id);
  if (!m) {
    m = {
      hostDone: `xstate.done.state.${hostMachineId}.${at}.`,
      nestedDone: `xstate.done.state.${nestedMachineId}.`,
      // Global: String.prototype.replace starts it from the beginning each time.
      prefix: new RegExp(`(^|[\\s→])${at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`, 'g'),
    };
    mappings.set(id, m);
  }
  return m;
}

interface Built {
  ruleset: string;
  procedure: string;
  taken: string[];
  machine: { transitions: { key: string }[] };
}

/** The host build's transitions that its own vectors do not reach and the nested procedures' vectors do. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function creditedByNested(spec: ProcedureSpec<any>, build: Built, builds: Built[]): string[] {
  const out: string[] = [];
  const own = new Set(build.taken);
  for (const n of spec.nested ?? []) {
    const other = builds.find((b) => b.ruleset === build.ruleset && b.procedure === n.procedure);
    if (!other) continue;
    const taken = new Set(other.taken);
    const nestedId = n.machineId ?? n.procedure;
    for (const t of build.machine.transitions) {
      const k = nestedKey(spec.machine.id, nestedId, n.state, t.key);
      if (k !== null && !own.has(t.key) && taken.has(k)) out.push(t.key);
    }
  }
  return out;
}

/** Each host transition of a nested chart, with the nested procedure and its key there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function nestedKeysOf(spec: ProcedureSpec<any>, keys: string[]): Record<string, { procedure: string; key: string }> {
  const out: Record<string, { procedure: string; key: string }> = {};
  for (const n of spec.nested ?? []) {
    for (const k of keys) {
      const key = nestedKey(spec.machine.id, n.machineId ?? n.procedure, n.state, k);
      if (key !== null) out[k] = { procedure: n.procedure, key };
    }
  }
  return out;
}
