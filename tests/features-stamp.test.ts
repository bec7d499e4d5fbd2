/**
 * The features' stamp (oracle/features-stamp.ts): the scenarios read back are the ones written (transitions
 * by index into their machine's, an unknown key as itself); only a run where every scenario passed is
 * stamped; a stamp is read only for the sources it names, and the digest moves when a feature does.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeMachine } from '../machines/core/describe';
import type { ScenarioRun } from '../oracle/coverage/cucumber';
import { committedFeatures, featuresInputsDigest, featuresStampContent, scenariosFromStamp, stampFeatures } from '../oracle/features-stamp';
import { getProcedure } from '../oracle/registry';

const keys = describeMachine(getProcedure('cce', 'recover').machine).transitions.map((t) => t.key);
const runs: ScenarioRun[] = [
  { uri: 'features/cce/recover.feature', line: 12, name: 'a Rally', status: 'passed', runs: [{ ruleset: 'cce', procedure: 'recover', taken: [keys[3], keys[0], keys[3]] }] },
  { uri: 'features/cce/recover.feature', line: 30, name: 'no procedure run', status: 'passed', runs: [] },
  { uri: 'features/x.feature', line: 5, name: 'an unregistered machine', status: 'passed', runs: [{ ruleset: 'cce', procedure: 'nowhere', taken: ['a → b'] }] },
];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'features-stamp-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the features stamp', () => {
  it('gives back the scenarios it was written from, each transition as its machine index or its key', () => {
    const content = featuresStampContent(runs, 'digest');
    expect(content).toContain(`"taken":[3,0,3]`);
    expect(content).toContain(`"taken":["a → b"]`);
    expect(scenariosFromStamp(content)).toEqual(runs);
  });

  it('stamps only a run in which every scenario passed, and is read only for the digest it names', () => {
    const file = path.join(dir, 'features.stamp.json');
    expect(stampFeatures([...runs, { ...runs[1], line: 40, status: 'failed' }], 'd1', file)).toBe(false);
    expect(stampFeatures([], 'd1', file)).toBe(false);
    expect(stampFeatures(null, 'd1', file)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
    expect(committedFeatures('d1', file)).toEqual({ why: `${path.relative(path.join(__dirname, '..'), file)} is missing` });
    expect(stampFeatures(runs, 'd1', file)).toBe(true);
    expect(committedFeatures('d1', file)).toEqual({ runs });
    expect(committedFeatures('d2', file)).toEqual({ why: 'the sources or features changed since the features last ran' });
  });

  it('has a digest that moves with a feature, a step or the profile', () => {
    const root = path.join(dir, 'repo');
    fs.mkdirSync(path.join(root, 'features'), { recursive: true });
    fs.mkdirSync(path.join(root, 'steps'), { recursive: true });
    fs.writeFileSync(path.join(root, 'features', 'a.feature'), 'Feature: a\n');
    fs.writeFileSync(path.join(root, 'steps', 'a.ts'), '// a\n');
    fs.writeFileSync(path.join(root, 'cucumber.js'), 'module.exports = {};\n');
    const before = featuresInputsDigest(root);
    expect(featuresInputsDigest(root)).toBe(before);
    for (const f of ['features/a.feature', 'steps/a.ts', 'cucumber.js']) {
      const was = fs.readFileSync(path.join(root, f), 'utf8');
      fs.writeFileSync(path.join(root, f), was + ' ');
      expect(featuresInputsDigest(root), f).not.toBe(before);
      fs.writeFileSync(path.join(root, f), was);
    }
    expect(featuresInputsDigest(root)).toBe(before);
  });
});
