/**
 * docs/readings.md, generated from the registers (machines/cce/readings.ts: CCE_READINGS, CCE_ARGUED,
 * CCE_AMBIGUITY_LEDGER; machines/cce/overlays.ts: CCE_OVERLAYS; every other base ruleset's register,
 * machines/<ruleset>/readings.ts, through oracle/registry.ts RULESETS) by `combat-oracle build` and printed
 * by `combat-oracle readings [--ruleset <id>]`. Grouped by ruleset, in RULESETS order. Deterministic:
 * register order, no timestamps.
 */
import * as path from 'node:path';
import type { AmbiguityLedgerEntry, Reading } from '../machines/core/readings';
import { CCE_AMBIGUITY_LEDGER, CCE_ARGUED, CCE_READINGS } from '../machines/cce/readings';
import { CCE_OVERLAYS, isReadingEffect, type OverlayItem } from '../machines/cce/overlays';
import { PROCEDURES, RULESETS, type RulesetEntry } from './registry';

export const READINGS_DOC = path.join(__dirname, '..', 'docs', 'readings.md');

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The rulesets with a register of their own (overlays reuse their base's), in RULESETS order. */
export function registerRulesets(only?: string): RulesetEntry[] {
  return RULESETS.filter((r) => r.base === r.id && (only === undefined || r.id === only));
}

function readingSection(r: Reading, ruleset: string): string[] {
  const out = [`### \`${r.id}\``, '', `Rules ${r.rules.join(', ')}; consulted by ${r.procedures.map((p) => `\`${p}\``).join(', ')}.`, ''];
  for (const q of r.quotes) out.push(`> ${q.rule}: "${q.text}"`, '>');
  if (r.quotes.length) out.pop();
  out.push('', `**Question.** ${r.question}`, '');
  for (const a of r.alternatives) out.push(`- \`${a.id}\`${a.id === r.default ? ' (default)' : ''}: ${a.means}`);
  out.push('', `**Why the default.** ${r.reason}`, '', `Try: \`combat-oracle diff --from ${ruleset} --to ${ruleset}+${r.id}=${r.alternatives.find((a) => a.id !== r.default)?.id}\``, '');
  return out;
}

export function ledgerStatus(e: AmbiguityLedgerEntry, modelled: Set<string>, readings: readonly Reading[]): string {
  if (e.argued) return `argued: \`${e.argued}\``;
  if (e.readings?.length && e.readings.every((id) => readings.some((r) => r.id === id))) return `registered: ${e.readings.map((id) => `\`${id}\``).join(', ')}`;
  if (!modelled.has(e.procedure)) return `not modelled yet (${e.procedure})`;
  return `OPEN: ${e.procedure} is modelled, nothing registered or argued`;
}

function effectText(item: OverlayItem, base: readonly Reading[]): string {
  const e = item.effect;
  if (isReadingEffect(e)) {
    const r = base.find((x) => x.id === e.reading);
    return `reading \`${e.reading}\` = \`${e.alternative}\`${r && r.default === e.alternative ? ' (agrees with v1.1\'s default: no change)' : ''}`;
  }
  if ('none' in e) return `no change: ${e.none}`;
  return `not modelled (${e.notModelled}): ${e.why}`;
}

const readingsIndex = (register: readonly Reading[]): string[] => [
  '| id | rules | default | alternatives | procedures |',
  '|---|---|---|---|---|',
  ...register.map((r) => `| [\`${r.id}\`](#${r.id.replace(/\./g, '')}) | ${r.rules.join(', ')} | \`${r.default}\` | ${r.alternatives.map((a) => `\`${a.id}\``).join(', ')} | ${r.procedures.join(', ')} |`),
  '',
];

/** CC:E's part: its readings, the argued ambiguities, the digest's ledger and the overlays. */
function cceSection(rs: RulesetEntry): string[] {
  const modelled = new Set(PROCEDURES.filter((p) => p.ruleset === 'cce').map((p) => p.procedure));
  const out: string[] = [`## ${rs.id}: ${rs.title}`, '', `${CCE_READINGS.length} readings (machines/cce/readings.ts).`, '', ...readingsIndex(CCE_READINGS), ...CCE_READINGS.flatMap((r) => readingSection(r, 'cce'))];
  out.push('### Argued away (cce)', '', 'Raised as ambiguities, settled by the rulebook\'s own words.', '');
  for (const a of CCE_ARGUED) {
    out.push(`#### \`${a.id}\``, '', `Rules ${a.rules.join(', ')}.${a.foundIn ? ` Met in ${a.foundIn}.` : ''}`, '');
    for (const q of a.quotes) out.push(`> ${q.rule}: "${q.text}"`, '>');
    out.pop();
    out.push('', `**Question.** ${a.question}`, '', `**Argument.** ${a.argument}`, '');
  }
  out.push('### The digest\'s §5.B, item by item (cce)', '', '| item | subject | procedure | status |', '|---|---|---|---|');
  for (const e of [...CCE_AMBIGUITY_LEDGER].sort((x, y) => x.item - y.item)) out.push(`| ${e.item} | ${cell(e.subject)} | ${e.procedure} | ${ledgerStatus(e, modelled, CCE_READINGS)} |`);
  out.push('', '### Overlays (cce)', '', 'An overlay ruleset is `cce` with the defaults its items settle; everything else is the base, by construction.', '');
  for (const o of CCE_OVERLAYS) {
    out.push(`#### \`${o.id}\`: ${o.title}`, '', `Source: ${o.source.title}.`, '', '| where | rules | says | effect |', '|---|---|---|---|');
    for (const item of o.items) out.push(`| ${cell(item.where)} | ${item.rules.join(', ')} | "${cell(item.says)}" | ${cell(effectText(item, CCE_READINGS))} |`);
    out.push('', `Try: \`combat-oracle diff --from cce --to ${o.id}\``, '');
  }
  return out;
}

/** Another ruleset's part: its readings. */
function rulesetSection(rs: RulesetEntry): string[] {
  const head = [`## ${rs.id}: ${rs.title}`, ''];
  if (!rs.readings.length) return [...head, `No readings registered (machines/${rs.id}/readings.ts).`, ''];
  return [...head, `${rs.readings.length} readings (machines/${rs.id}/readings.ts).`, '', ...readingsIndex(rs.readings), ...rs.readings.flatMap((r) => readingSection(r, rs.id))];
}

/** The whole register, or one ruleset's part (`only`: a ruleset with a register of its own). */
export function renderReadingsDoc(only?: string): string {
  const rulesets = registerRulesets(only);
  const out: string[] = [
    '# Readings, argued ambiguities and overlays',
    '',
    '<!-- Generated by `combat-oracle build` from machines/<ruleset>/readings.ts and machines/cce/overlays.ts. Do not edit. -->',
    '',
    'A *reading* is a named choice where the rulebook is ambiguous or contradicts itself (DESIGN.md, modelling rule 6).',
    'Select an alternative with `"readings": { "<id>": "<alternative>" }` in any input or vector, or on the command line:',
    '`combat-oracle diff --from <ruleset> --to <ruleset>+<id>=<alternative>` lists every case that comes out differently.',
    '',
    `Rulesets: ${rulesets.map((r) => `${r.id} (${r.readings.length} readings)`).join(', ')}.`,
    '',
  ];
  for (const rs of rulesets) out.push(...(rs.id === 'cce' ? cceSection(rs) : rulesetSection(rs)));
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
