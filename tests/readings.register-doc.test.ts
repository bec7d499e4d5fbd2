/**
 * The readings register, as docs/readings.md, the README's readings block and `combat-oracle readings`
 * print it, lists every ruleset's readings (an audit found CC:E's 43 only, CC:P's 34 missing), grouped by
 * ruleset, and `--ruleset` prints one ruleset's part.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CCE_READINGS } from '../machines/cce/readings';
import { CCP_READINGS } from '../machines/ccp/readings';
import { CS_READINGS } from '../machines/cs/readings';
import { SPICC_READINGS } from '../machines/spicc/readings';
import { renderReadingsDoc } from '../oracle/readings-doc';

const ROOT = path.join(__dirname, '..');
const REGISTERS = { cce: CCE_READINGS, ccp: CCP_READINGS, cs: CS_READINGS, spicc: SPICC_READINGS };
/** The reading ids a text names as headings or table cells (`ccp.foo`). */
const named = (text: string, ruleset: string): string[] => [...new Set(text.match(new RegExp(`\`${ruleset}\\.[a-z0-9-]+\``, 'g')) ?? [])].map((x) => x.slice(1, -1)).sort();

describe('the readings register lists every ruleset', () => {
  const doc = renderReadingsDoc();
  it('groups docs/readings.md by ruleset, in registry order, with each register\'s count', () => {
    expect(doc.split('\n').filter((l) => /^## /.test(l))).toEqual([
      '## cce: Combat Commander: Europe, rulebook v1.1',
      '## ccp: Combat Commander: Pacific, rulebook (2008)',
      '## cs: Combat! Stalingrad, rules of play (text cut off after 6.5.5)',
      '## spicc: Combat Command (SPI 1972), OCR of a damaged copy',
    ]);
    expect(doc).toContain(`Rulesets: cce (${CCE_READINGS.length} readings), ccp (${CCP_READINGS.length} readings), cs (${CS_READINGS.length} readings), spicc (${SPICC_READINGS.length} readings).`);
  });

  for (const [ruleset, register] of Object.entries(REGISTERS)) {
    it(`${ruleset}: every reading in the document, under its ruleset, with a diff to try it on that ruleset`, () => {
      const part = doc.split(`\n## ${ruleset}: `)[1].split('\n## ')[0];
      expect(named(part, ruleset)).toEqual(register.map((r) => r.id).sort());
      for (const r of register) expect(part).toContain(`### \`${r.id}\``);
      expect(part).toContain(`Try: \`combat-oracle diff --from ${ruleset} --to ${ruleset}+${register[0].id}=`);
    });
  }

  it('--ruleset ccp prints CC:P\'s part only', () => {
    const ccp = renderReadingsDoc('ccp');
    expect(named(ccp, 'ccp')).toEqual(CCP_READINGS.map((r) => r.id).sort());
    expect(named(ccp, 'cce')).toEqual([]);
    expect(ccp).toContain(`Rulesets: ccp (${CCP_READINGS.length} readings).`);
  });

  it('the committed docs/readings.md is the generated one', () => {
    expect(fs.readFileSync(path.join(ROOT, 'docs', 'readings.md'), 'utf8')).toBe(doc);
  });

  it('the README\'s readings block names every reading of every ruleset', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const block = readme.split('<!-- generated:readings -->')[1].split('<!-- /generated:readings -->')[0];
    expect(block).toContain(`${CCE_READINGS.length + CCP_READINGS.length + CS_READINGS.length + SPICC_READINGS.length} readings registered: cce ${CCE_READINGS.length}, ccp ${CCP_READINGS.length}, cs ${CS_READINGS.length}, spicc ${SPICC_READINGS.length}.`);
    for (const [ruleset, register] of Object.entries(REGISTERS)) expect(named(block, ruleset)).toEqual(register.map((r) => r.id).sort());
  });
});
