import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { replaceGeneratedBlock } from '../oracle/readme-block';
import { ablationReadmeExcerpt } from '../oracle/ablate';
import { reportFromStamp } from '../oracle/ablation-stamp';

describe('generated blocks in the README', () => {
  it('replaces only the text between the markers', () => {
    const text = 'intro\n<!-- generated:x -->\nold 1\nold 2\n<!-- /generated:x -->\noutro\n';
    expect(replaceGeneratedBlock(text, 'x', 'new\n')).toBe('intro\n<!-- generated:x -->\nnew\n<!-- /generated:x -->\noutro\n');
  });
  it('gives null when the markers are missing or out of order, so nothing is written', () => {
    expect(replaceGeneratedBlock('no markers', 'x', 'new')).toBeNull();
    expect(replaceGeneratedBlock('<!-- /generated:x --> <!-- generated:x -->', 'x', 'new')).toBeNull();
    expect(replaceGeneratedBlock('<!-- generated:y --><!-- /generated:y -->', 'x', 'new')).toBeNull();
  });
  it('README.md carries the coverage headline block that `npm start` fills', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const block = readme.split('<!-- generated:coverage-headline -->')[1]?.split('<!-- /generated:coverage-headline -->')[0] ?? '';
    expect(block).toMatch(/^\n\| ruleset \| procedural rules \| modelled \| exercised by scenarios \| in vectors \| decisive \|\n/);
    expect(block).toMatch(/\| cce — Combat Commander: Europe, rulebook v1\.1 \| \d+ \| \d+\/\d+ \(/);
    // The decisive column: a count with the ablation's figures, or that the ablation has not run.
    expect(block).toMatch(/ \| (\d+\/\d+ \(\d+\.\d%\) \(ablation: \d+ mutants of \d+ rules, \d+ killed, \d+ equivalent, \d+ surviving\)|ablation not run) \|\n$/);
  });
});

describe('the README\'s ablation excerpt', () => {
  it('is the committed whole ablation\'s (oracle/ablation.stamp.json), as `npm start` and a whole `ablate` write it', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const block = readme.split('<!-- generated:ablation -->\n')[1]?.split('\n<!-- /generated:ablation -->')[0];
    const stamp = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'oracle', 'ablation.stamp.json'), 'utf8'));
    expect(block).toBe(ablationReadmeExcerpt(reportFromStamp(stamp)));
    expect(block).toMatch(/^```\nTotals: \d+ mutants, \d+ killed, \d+ equivalent, \d+ surviving\.\n\n- cce: .*\n- ccp: .*\n- cs: .*\n- spicc: /);
  });
});
