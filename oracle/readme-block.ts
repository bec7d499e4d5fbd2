/**
 * Generated blocks in hand-written Markdown (README.md): the text between
 * `<!-- generated:<name> -->` and `<!-- /generated:<name> -->` is replaced by a generator's output, so
 * figures quoted in the README (the coverage headline) are never typed by hand.
 */
import * as fs from 'node:fs';
import { getProcedure } from './registry';
import type { ProcedureBuild } from './vectors';
import type { Reading } from '../machines/core/readings';

export function replaceGeneratedBlock(text: string, name: string, content: string): string | null {
  const open = `<!-- generated:${name} -->`;
  const close = `<!-- /generated:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) return null;
  return `${text.slice(0, start + open.length)}\n${content.trimEnd()}\n${text.slice(end)}`;
}

/** Rewrite the block in `file` if the file has it; true when the file changed. */
export function writeGeneratedBlock(file: string, name: string, content: string): boolean {
  if (!fs.existsSync(file)) return false;
  const before = fs.readFileSync(file, 'utf8');
  const after = replaceGeneratedBlock(before, name, content);
  if (after === null || after === before) return false;
  fs.writeFileSync(file, after);
  return true;
}

/** The README's table of procedures, from a build: what `resolve <procedure>` covers and how much the oracle says about it. */
export function proceduresTable(builds: readonly ProcedureBuild[]): string {
  const rows = builds.map((b) => {
    const spec = getProcedure(b.ruleset, b.procedure);
    return `| ${b.ruleset} | \`${b.procedure}\` | ${spec.title} | ${b.seeds.length} | ${b.vectors.length} | ${b.taken.length + (b.credited?.length ?? 0)}/${b.machine.transitions.length}${b.credited?.length ? ` (${b.credited.length} in nested charts)` : ''} |`;
  });
  const total = builds.reduce((n, b) => n + b.vectors.length, 0);
  return ['| ruleset | procedure | rules | seeds | vectors | transitions reached |', '|---|---|---|---:|---:|---:|', ...rows, `| | | **total** | | **${total}** | |`].join('\n');
}

/** The README's table of readings, from the registers, grouped by ruleset: id, rules, question, default, other alternatives, procedures. */
export function readingsTable(registers: readonly { id: string; title: string; readings: readonly Reading[] }[]): string {
  const cell = (x: string): string => x.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const total = registers.reduce((n, r) => n + r.readings.length, 0);
  const out = [`${total} readings registered: ${registers.map((r) => `${r.id} ${r.readings.length}`).join(', ')}.`];
  for (const rs of registers) {
    out.push('', `**${rs.id}** (${rs.title}): ${rs.readings.length} readings.`);
    if (!rs.readings.length) continue;
    out.push('', '| reading | rules | question | default | alternatives | procedures |', '|---|---|---|---|---|---|');
    for (const r of [...rs.readings].sort((a, b) => a.id.localeCompare(b.id))) {
      const others = r.alternatives.filter((a) => a.id !== r.default).map((a) => `\`${a.id}\``).join(', ');
      out.push(`| \`${r.id}\` | ${r.rules.join(', ')} | ${cell(r.question)} | \`${r.default}\` | ${others} | ${r.procedures.join(', ')} |`);
    }
  }
  return out.join('\n');
}
