/**
 * Divergence bisection (the perftree idea from chess move generators): a failing case is re-sent with
 * growing prefixes of its events — none, the first, the first two, … — and each answer is compared with
 * the reference machine's state and output after the same prefix (a prefix ends in a non-final state).
 * The first step whose answer differs is the divergence; it is reported with the step's rule ids, and
 * the rule the runner blames first is the one on the first transition within that step that changed a
 * field the engine got wrong (so a wrong Rally Roll result names O22.3, not the re-roll rule 1.9 that
 * was taken on the way).
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { ProcedureSpec } from '../../machines/core/procedure';
import type { RuleMeta } from '../../machines/core/rules';
import { parseRequest } from '../resolve';
import type { Vector } from '../vectors';
import { compareStateOutput, show, valueAt, type Difference } from './compare';
import { blameTerms, exactBlame, renderDerivation, type Derivation } from '../../machines/core/derivation';
import { runCaseFast, type Microstep } from './fast-run';
import { readAnswer, requestFor, type Answer } from './protocol';
import type { Reply } from './engine-process';

export interface Divergence {
  /** 0 = the start of the procedure (no event yet); k = after the k-th event. */
  step: number;
  /** The event of that step, as sent (null for step 0), and in short (`ROLL 3+4`). */
  event: unknown;
  eventText: string;
  /** The rule ids of that step in the vector's trace. */
  stepRules: string[];
  /** The rules of the first transition in that step that changed a field the engine got wrong. */
  blamed: string[];
  expected: { state: string; output: unknown };
  engine: { state: string; output: unknown } | { answer: string };
  differences: Difference[];
  message: string;
  /** True when the reference machine itself no longer reproduces the vector (regenerate the vectors). */
  stale?: boolean;
}

export function eventText(e: unknown): string {
  if (e === null || typeof e !== 'object') return 'start';
  const o = e as Record<string, unknown>;
  if (o.type === 'ROLL' && typeof o.white === 'number' && typeof o.colored === 'number') return `ROLL ${o.white}+${o.colored}${o.trigger ? ` ${o.trigger}` : ''}`;
  const rest = Object.keys(o)
    .filter((k) => k !== 'type')
    .sort()
    .map((k) => (typeof o[k] === 'string' ? (o[k] as string) : JSON.stringify(o[k])));
  return [String(o.type), ...rest].join(' ');
}

interface Expectation {
  state: string;
  output: unknown;
}

/** The reference's state and output after each prefix, and each step's microsteps (projected). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function reference(spec: ProcedureSpec<any>, v: Vector): { prefixes: Expectation[]; steps: { rules: string[]; output: unknown }[][] } {
  const r = parseRequest(requestFor(v));
  const steps: { rules: string[]; output: unknown }[][] = [];
  const { trace } = runCaseFast(r.spec, r.ruleset, r.readings, r.situation, r.events, (i, micro: Microstep[]) => {
    steps[i] = micro.map((m) => ({
      rules: m.transitions.flatMap((t) => ((t.meta as Partial<RuleMeta> | undefined)?.rules ?? []) as string[]),
      output: spec.project(m.snapshot as AnyMachineSnapshot),
    }));
  });
  // After step k the machine is where the last microstep of step k left it; one replay gives every prefix.
  const prefixes: Expectation[] = [];
  for (let k = 0; k <= v.events.length; k++) {
    const last = steps[k]?.[steps[k].length - 1];
    if (last) prefixes.push({ state: trace[k].state, output: last.output });
    else {
      const res = runCaseFast(r.spec, r.ruleset, r.readings, r.situation, r.events.slice(0, k));
      prefixes.push({ state: res.state, output: res.output });
    }
  }
  return { prefixes, steps };
}

/**
 * A number the engine got wrong whose expectation carries a derivation (`derivation.<field>` beside the
 * field, or the holder's own `derivation` of its total): the term(s) that explain the difference, and the derivation beside the engine's value. The
 * rule that used the number (O22.3 …) follows, from the transition; the term's rule (T78.3 …) comes first.
 */
function termBlame(expectedOutput: unknown, earlierOutput: unknown, diffs: Difference[]): { rules: string[]; text: string } | null {
  // Every wrong number with a derivation; the first whose terms explain the difference exactly wins (a
  // wrong Fire Group FP explains the Attack Total's difference too, but only the FP's terms say why).
  const found: { rules: string[]; text: string; exact: boolean }[] = [];
  for (const d of diffs) {
    if (!d.segments?.length || typeof d.expected !== 'number' || typeof d.actual !== 'number') continue;
    const der = derivationAt(expectedOutput, d.segments);
    if (!der || !Array.isArray(der.terms) || der.total !== d.expected) continue;
    // The same number one step before, which the engine answered right: its terms are not the likelier culprits.
    const earlier = earlierOutput === undefined ? undefined : derivationAt(earlierOutput, d.segments);
    const before = earlier && Array.isArray(earlier.terms) ? earlier : undefined;
    const rules = blameTerms(der, d.actual, before);
    found.push({ rules, text: `${d.path} = ${renderDerivation(der)}; engine ${d.actual}, so ${rules[0]} first`, exact: exactBlame(der, d.actual).length > 0 });
  }
  const best = found.find((f) => f.exact) ?? found[0];
  return best ? { rules: best.rules, text: best.text } : null;
}

/**
 * The derivation of the number at `segments` in an output: `derivation.<field>` beside the field (Morale),
 * the holder's own `derivation` of its total (a Fire shot's `fp.final`, `attack.total`), or, for a number by
 * player (a Melee's `vp.axis`), `derivation.<field>.<player>` beside the field.
 */
function derivationAt(output: unknown, segments: readonly (string | number)[]): Derivation | undefined {
  const field = segments[segments.length - 1];
  const holder = valueAt(output, segments.slice(0, -1)) as { derivation?: Record<string, Derivation> | Derivation } | undefined;
  const own = holder?.derivation;
  const beside = segments.length >= 2 ? (valueAt(output, segments.slice(0, -2)) as { derivation?: Record<string, Record<string, Derivation>> } | undefined)?.derivation?.[String(segments[segments.length - 2])]?.[String(field)] : undefined;
  return (!own || typeof field !== 'string' ? undefined : 'base' in own && 'total' in own ? (own as Derivation) : (own as Record<string, Derivation>)[field]) ?? beside;
}

function blame(steps: { rules: string[]; output: unknown }[][], k: number, diffs: Difference[], stepRules: string[]): string[] {
  const outs = diffs.filter((d) => d.segments);
  const micro = steps[k] ?? [];
  let before: unknown = k > 0 ? steps[k - 1]?.[steps[k - 1].length - 1]?.output : undefined;
  for (const m of micro) {
    if (outs.some((d) => JSON.stringify(valueAt(before, d.segments!)) !== JSON.stringify(valueAt(m.output, d.segments!)))) return [...new Set(m.rules)];
    before = m.output;
  }
  return stepRules;
}

function answerText(a: Answer | Reply): string {
  if ('kind' in a && a.kind === 'line') return a.line;
  switch (a.kind) {
    case 'error':
      return `error ${a.error.code}: ${a.error.message}`;
    case 'unsupported':
      return `unsupported: ${a.reason}`;
    case 'protocol-error':
      return `protocol error: ${a.message}`;
    case 'crashed':
    case 'timeout':
      return `${a.kind}: ${a.detail}`;
    default:
      return '';
  }
}

/**
 * Find the first divergent step of a failing case. `ask` sends a request line and gets the reply.
 * `finalDiffs` are the differences of the full case (its last step needs no re-send).
 */
export async function bisect(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: ProcedureSpec<any>,
  v: Vector,
  ask: (line: string) => Promise<Reply>,
  finalAnswer: Answer,
): Promise<Divergence> {
  const ref = reference(spec, v);
  const n = v.events.length;
  // The vector is the authority for the whole case; the replay supplies the prefixes. If the two
  // disagree, the vector was written by an older machine: say so rather than blame the engine.
  const stale = compareStateOutput(v.expect, ref.prefixes[n]).length > 0;
  ref.prefixes[n] = { state: v.expect.state, output: v.expect.output };
  const replies = await Promise.all(Array.from({ length: n }, (_, k) => ask(JSON.stringify(requestFor(v, k)))));
  let step = n;
  let answer: Answer | Reply = finalAnswer;
  let diffs: Difference[] = finalAnswer.kind === 'result' ? compareStateOutput(ref.prefixes[n], finalAnswer) : [];
  for (let k = 0; k < n; k++) {
    const rep = replies[k];
    const a: Answer | Reply = rep.kind === 'line' ? readAnswer(rep.line, `${v.id}~${k}`) : rep;
    const d = a.kind === 'result' ? compareStateOutput(ref.prefixes[k], a) : [];
    if (a.kind !== 'result' || d.length) {
      step = k;
      answer = a;
      diffs = d;
      break;
    }
  }
  const expected = ref.prefixes[step];
  const stepRules = v.expect.trace[step]?.rules ?? [];
  const byTerm = answer.kind === 'result' ? termBlame(expected.output, step > 0 ? ref.prefixes[step - 1].output : undefined, diffs) : null;
  const blamed = answer.kind === 'result' ? [...new Set([...(byTerm?.rules ?? []), ...blame(ref.steps, step, diffs, stepRules)])] : stepRules;
  const ev = step === 0 ? null : v.events[step - 1];
  const et = eventText(ev);
  const engine = answer.kind === 'result' ? { state: answer.state, output: answer.output } : { answer: answerText(answer) };
  let message = `case ${v.id}: first divergence at step ${step} (${et}): expected ${expected.state} [${blamed.join(', ')}], engine: `;
  if (answer.kind === 'result') {
    message += answer.state;
    const outs = diffs.filter((d) => d.path !== 'state');
    if (outs.length) message += `; ${outs.slice(0, 3).map((d) => `${d.path}: expected ${show(d.expected)}, engine ${show(d.actual)}`).join('; ')}${outs.length > 3 ? ` (+${outs.length - 3} more)` : ''}`;
    if (byTerm) message += `; ${byTerm.text}`;
  } else {
    message += answerText(answer);
  }
  if (stale) message += ` (the vector is stale: the reference machine no longer gives its expectation; run \`combat-oracle build\`)`;
  return { step, event: ev, eventText: et, stepRules, blamed, expected, engine, differences: diffs, message, ...(stale ? { stale } : {}) };
}
