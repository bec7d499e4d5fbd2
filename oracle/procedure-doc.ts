/**
 * docs/procedures/<ruleset>/<procedure>.md — one reference page per procedure for implementers, generated
 * by `build` from the two published descriptions of it: the statechart (oracle/machines/<ruleset>/
 * <procedure>.json: states, transitions, guards, rule ids) and the JSON Schema (oracle/schema/<ruleset>/
 * <procedure>.schema.json: the events and the output). It says which states wait for an event and which
 * move on their own, what each transition cites, and what the output holds part-way through a case
 * (the convention that `verify`'s bisection compares at step k; tests/partial-output.test.ts checks it
 * on every vector). The build's staleness check keeps the pages current.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { MachineInfo } from '../machines/core/describe';
import { REPO_ROOT } from './vectors';

export const PROCEDURE_DOCS_DIR = path.join(REPO_ROOT, 'docs', 'procedures');

type Schema = { $ref?: string; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[]; properties?: Record<string, Schema>; required?: string[]; const?: unknown; enum?: unknown[]; description?: string; type?: string | string[]; items?: Schema; $defs?: Record<string, Schema> };

const SCHEMA_DIR = path.join(REPO_ROOT, 'oracle', 'schema');

/**
 * A schema file named relative to oracle/schema/<ruleset>/; one in another ruleset's folder (a `ccp`
 * schema refers to `../cce/…`) has its own file refs rewritten to be relative to <ruleset>/ too.
 */
function loadSchema(ruleset: string, file: string): Schema {
  const full = path.join(SCHEMA_DIR, ruleset, file);
  const dir = path.relative(path.join(SCHEMA_DIR, ruleset), path.dirname(full)).split(path.sep).join('/');
  const text = fs.readFileSync(full, 'utf8');
  return JSON.parse(dir ? text.replace(/"\$ref": "(?!#)/g, `"$ref": "${dir}/`) : text) as Schema;
}

/** Follow a `$ref` (within the file or into defs.schema.json) one level at a time. */
function deref(s: Schema, ruleset: string, self: Schema): Schema {
  return derefIn(s, ruleset, self)[0];
}

/** The schema a $ref chain ends at, and the document it lies in (for the local refs inside it). */
function derefIn(s: Schema, ruleset: string, self: Schema): [Schema, Schema] {
  let cur = s;
  for (let i = 0; i < 8 && cur.$ref; i++) {
    const [file, pointer] = cur.$ref.split('#');
    const doc = file ? loadSchema(ruleset, file) : self;
    const name = pointer.replace('/$defs/', '');
    const next = doc.$defs?.[name];
    if (!next) break;
    // A $ref with fields of its own beside it (2020-12): both apply, so the local ones are kept.
    const { $ref: _ref, ...local } = cur;
    cur = {
      ...next,
      ...local,
      ...(next.properties || local.properties ? { properties: { ...next.properties, ...local.properties } } : {}),
      ...(next.required || local.required ? { required: [...new Set([...(next.required ?? []), ...(local.required ?? [])])] } : {}),
      description: cur.description ?? next.description,
    };
    if (file) self = doc;
  }
  return [cur, self];
}

const md = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (s: string): string => `\`${s}\``;

/** The output-at-every-step convention, stated once; `hasDecks` adds the Fate-deck clause. */
export function partialOutputConvention(hasDecks: boolean): string[] {
  return [
    'The output at step *k* (after the first *k* events; step 0 before any) is the output the procedure would give if it stopped there: what the first *k* events have settled, and nothing that is still undecided.',
    '',
    '- **A roll enters the output when it is kept, not when it is rolled.** After a `ROLL`, while the state is one of the `…ConsideringReroll` states (9.1: the Initiative holder may still cancel it), the output is the same as before the `ROLL`. The roll appears with the event that keeps it (`KEEP_ROLL`), or with the `ROLL` itself when no re-roll is possible. When the kept roll has a trigger, the procedures differ in what the output shows while the trigger is resolved (1.9.1): a Melee Roll, and a Mine Attack Roll in Advance or Move, is recorded at once; a Rally or Rout Roll (the Mine Attacks during a Rout included) and a Defense Roll against Fire or Artillery only once the trigger is resolved.',
    hasDecks
      ? '- **Exception, the cards:** revealing the card of a roll moves it at once (1.3: the card is revealed onto the discard pile), so right after a `ROLL` the deck summary changes — that player\'s `decks.<player>.draw` is one less, `discard` one more and `discardTop` is the revealed card — and nothing else does.'
      : '- This procedure keeps no Fate deck in its output but, when its situation describes the game (`input.game`), the game\'s: a `ROLL` with no dice there (the Sudden Death Roll of a nested Time advance) reveals that player\'s top card, so `game.decks.<player>` changes as the Turn\'s `decks` would, and nothing else does; otherwise a `ROLL` that can still be re-rolled changes nothing in the output.',
    '- Eventless transitions run at once, so step *k* always ends in a state that waits for an event, or in a final state.',
  ];
}

export function renderProcedureDoc(ruleset: string, procedure: string, machine: MachineInfo): string {
  const schema = loadSchema(ruleset, `${procedure}.schema.json`);
  const out: string[] = [];
  out.push(`# ${ruleset}/${procedure}: states, events and output`);
  out.push('');
  out.push(`<!-- Generated by \`combat-oracle build\` from oracle/machines/${ruleset}/${procedure}.json and oracle/schema/${ruleset}/${procedure}.schema.json. Do not edit. -->`);
  out.push('');
  if (schema.description) out.push(`${md(schema.description)}`, '');
  out.push(`The statechart as data: [oracle/machines/${ruleset}/${procedure}.json](../../../oracle/machines/${ruleset}/${procedure}.json); drawn, with coverage, on the report page \`reports/site/${ruleset}/${procedure}.html\` (\`npm start\` writes it). Schema: [oracle/schema/${ruleset}/${procedure}.schema.json](../../../oracle/schema/${ruleset}/${procedure}.schema.json). Vectors: [oracle/vectors/${ruleset}/${procedure}.json](../../../oracle/vectors/${ruleset}/${procedure}.json).`);
  out.push('');
  out.push('A trace step names the state reached after its event and the rule ids of **every** transition taken on the way, the eventless ones that followed included (compared as a set).');
  out.push('');

  // Events, from the schema.
  const ev = deref(schema.$defs?.event ?? {}, ruleset, schema);
  const variants = (ev.oneOf ?? ev.anyOf ?? [ev]).map((v) => deref(v, ruleset, schema));
  out.push('## Events', '');
  if (ev.description) out.push(md(ev.description), '');
  out.push('| type | fields (required **bold**) | meaning |', '|---|---|---|');
  // A variant's event types: its own, or those of the variants it groups (a nested chart's decisions).
  const typesOf = (raw: Schema, doc: Schema, depth = 0): string[] => {
    const [v, inDoc] = derefIn(raw, ruleset, doc);
    const t = v.properties?.type;
    if (t?.const !== undefined) return [String(t.const)];
    if (t?.enum) return t.enum.map(String);
    const sub = v.oneOf ?? v.anyOf;
    return sub && depth < 4 ? [...new Set(sub.flatMap((x) => typesOf(x, inDoc, depth + 1)))] : [];
  };
  for (const [i, v] of variants.entries()) {
    const props = v.properties ?? {};
    const types = typesOf((ev.oneOf ?? ev.anyOf ?? [ev])[i], schema);
    const fields = Object.keys(props)
      .filter((k) => k !== 'type')
      .map((k) => ((v.required ?? []).includes(k) ? `**${k}**` : k))
      .join(', ');
    out.push(`| ${types.map(code).join(', ') || '(any)'} | ${fields || '—'} | ${md(v.description ?? '')} |`);
  }
  out.push('');

  // States.
  const bySource = new Map<string, typeof machine.transitions>();
  for (const t of machine.transitions) {
    if (!bySource.has(t.source)) bySource.set(t.source, []);
    bySource.get(t.source)!.push(t);
  }
  const finals = machine.states.filter((s) => s.type === 'final').map((s) => s.id);
  out.push('## States', '');
  out.push(`Initial state: ${code(machine.initial)}. Final states: ${finals.map(code).join(', ')}. A state that waits lists the events it accepts; one that moves on its own (eventless, \`always\`) is never where a step ends.`, '');
  out.push('| state | kind | waits for | moves on its own to |', '|---|---|---|---|');
  for (const s of machine.states) {
    const ts = bySource.get(s.id) ?? [];
    const internal = (e: string) => e === 'always' || e.startsWith('xstate.');
    const doneOf = (e: string) => /^xstate\.done\.state\.[^.]+\.(.+)$/.exec(e)?.[1];
    const waits = [...new Set(ts.filter((t) => !internal(t.event)).map((t) => t.event))];
    const auto = ts
      .filter((t) => internal(t.event))
      .map((t) => `${code(t.target ?? '(stays)')}${doneOf(t.event) ? ` when ${code(doneOf(t.event)!)} has finished` : ''}${t.guard ? ` if ${code(t.guard)}` : ''}`);
    out.push(`| ${code(s.id)} | ${s.type} | ${waits.map(code).join(', ') || (s.type === 'final' ? 'nothing (final)' : '—')} | ${auto.join('; ') || '—'} |`);
  }
  out.push('');

  // Transitions.
  out.push('## Transitions', '');
  out.push('In the order the machine tries them: for one state and event, the first whose guard holds is taken.', '');
  out.push('| from | event | guard | to | rules |', '|---|---|---|---|---|');
  for (const t of machine.transitions) {
    const done = /^xstate\.done\.state\.[^.]+\.(.+)$/.exec(t.event)?.[1];
    out.push(`| ${code(t.source)} | ${t.event === 'always' ? '(on its own)' : done ? `(when ${code(done)} has finished)` : code(t.event)} | ${t.guard ? code(md(t.guard)) : ''} | ${t.target ? code(t.target) : '(stays)'} | ${t.rules.join(', ')} |`);
  }
  out.push('');

  // Output.
  const output = deref(schema.$defs?.output ?? {}, ruleset, schema);
  const props = output.properties ?? {};
  out.push('## Output', '');
  if (output.description) out.push(md(output.description), '');
  out.push('| field | meaning |', '|---|---|');
  for (const [k, p] of Object.entries(props)) out.push(`| ${code(k)} | ${md(p.description ?? deref(p, ruleset, schema).description ?? '') || '(see the schema)'} |`);
  out.push('');
  out.push('### The output part-way through a case', '');
  out.push(...partialOutputConvention('decks' in props));
  out.push('');
  return out.join('\n');
}

export function renderProceduresIndex(list: { ruleset: string; procedure: string; transitions: number; states: number }[]): string {
  const out = ['# Procedures: reference pages for implementers', '', '<!-- Generated by `combat-oracle build`. Do not edit. -->', ''];
  out.push('One page per procedure: the events it accepts (from its schema), its states — which wait for an event and which move on their own —, every transition with its guard and rule ids (from its statechart), its output fields, and what the output holds part-way through a case (what `verify` compares at step *k* when it bisects a failure).', '');
  out.push('| procedure | states | transitions |', '|---|---:|---:|');
  for (const p of list) out.push(`| [${p.ruleset}/${p.procedure}](${p.ruleset}/${p.procedure}.md) | ${p.states} | ${p.transitions} |`);
  out.push('');
  return out.join('\n');
}

/** The generated pages as files for `build` to write (and to check for staleness). */
export function procedureDocFiles(builds: { ruleset: string; procedure: string; machine: MachineInfo }[]): { path: string; content: string }[] {
  const files = builds.map((b) => ({ path: path.join(PROCEDURE_DOCS_DIR, b.ruleset, `${b.procedure}.md`), content: renderProcedureDoc(b.ruleset, b.procedure, b.machine) }));
  files.push({ path: path.join(PROCEDURE_DOCS_DIR, 'README.md'), content: renderProceduresIndex(builds.map((b) => ({ ruleset: b.ruleset, procedure: b.procedure, states: b.machine.states.length, transitions: b.machine.transitions.length }))) });
  return files;
}
