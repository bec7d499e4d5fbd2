/** Then steps: unit states, the Order's result, the rolls, the trace's rule ids, rejections. */
import { Then } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import type { OracleWorld } from './world';

interface Status {
  id: string;
  broken: boolean;
  suppressed: boolean;
}
interface RollRecord {
  unit: string;
  morale: number;
  result: string;
}

const statusOf = (w: OracleWorld, unit: string): Status | undefined => (w.output.units as Status[]).find((u) => u.id === unit);
const mustStatus = (w: OracleWorld, unit: string): Status => {
  const s = statusOf(w, unit);
  assert.ok(s, `"${unit}" is not in play (eliminated: ${(w.output.eliminated as string[]).join(', ') || 'none'})`);
  return s;
};
const rollsOf = (w: OracleWorld, unit: string): RollRecord[] => (w.output.rolls as RollRecord[]).filter((r) => r.unit === unit);
const lastRoll = (w: OracleWorld, unit: string): RollRecord => {
  const r = rollsOf(w, unit).at(-1);
  assert.ok(r, `"${unit}" made no Rally Roll`);
  return r;
};

Then('{string} is broken', function (this: OracleWorld, unit: string) {
  assert.equal(mustStatus(this, unit).broken, true);
});
Then('{string} is unbroken', function (this: OracleWorld, unit: string) {
  assert.equal(mustStatus(this, unit).broken, false);
});
Then('{string} is Suppressed', function (this: OracleWorld, unit: string) {
  assert.equal(mustStatus(this, unit).suppressed, true);
});
Then('{string} is not Suppressed', function (this: OracleWorld, unit: string) {
  assert.equal(mustStatus(this, unit).suppressed, false);
});
Then('{string} is eliminated', function (this: OracleWorld, unit: string) {
  assert.equal(statusOf(this, unit), undefined);
  assert.ok((this.output.eliminated as string[]).includes(unit));
});

Then('the {word} player is activated for Recover', function (this: OracleWorld, player: string) {
  assert.deepEqual((this.output.activated as { recover: string[] }).recover, [player]);
});
Then('the Recover Order is completed', function (this: OracleWorld) {
  assert.equal(this.output.result, 'completed');
  assert.equal(this.mustRun().result().status, 'done');
});
Then('the Recover Order is refused citing {word}', function (this: OracleWorld, rule: string) {
  assert.equal(this.output.result, 'refused');
  assert.equal(this.mustRun().result().state, 'refused');
  assert.deepEqual(this.trace[0].rules, [rule]);
});
Then('the Suppressed markers removed are {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual(this.output.suppressionRemoved, units.split(', '));
});
Then('the units still to roll are {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual(this.context.toRoll, units.split(', '));
});
Then('{string} made no Rally Roll', function (this: OracleWorld, unit: string) {
  assert.deepEqual(rollsOf(this, unit), []);
});
Then('the Rally Roll of {string} was against Morale {int}', function (this: OracleWorld, unit: string, morale: number) {
  assert.equal(lastRoll(this, unit).morale, morale);
});
Then('the Rally Roll result of {string} is {string}', function (this: OracleWorld, unit: string, result: string) {
  assert.equal(lastRoll(this, unit).result, result);
});
Then('the Rally Roll results of {string} are {string}', function (this: OracleWorld, unit: string, results: string) {
  assert.deepEqual(
    rollsOf(this, unit).map((r) => r.result),
    results.split(', '),
  );
});
Then('the Initiative card is with the {word} player', function (this: OracleWorld, player: string) {
  assert.equal(this.output.initiative, player);
});
Then('the procedure is in state {string}', function (this: OracleWorld, state: string) {
  assert.equal(this.mustRun().result().state, state);
});

Then('the trace cites {word}', function (this: OracleWorld, rule: string) {
  const cited = this.trace.flatMap((s) => s.rules);
  assert.ok(cited.includes(rule), `the trace cites ${[...new Set(cited)].join(', ')}, not ${rule}`);
});
Then('the trace cites {word} and {word}', function (this: OracleWorld, a: string, b: string) {
  const cited = this.trace.flatMap((s) => s.rules);
  for (const rule of [a, b]) assert.ok(cited.includes(rule), `the trace cites ${[...new Set(cited)].join(', ')}, not ${rule}`);
});

Then('it is rejected with code {string} naming {string}', function (this: OracleWorld, code: string, path: string) {
  assert.ok(this.error, 'nothing was rejected');
  assert.equal(this.error.code, code);
  assert.equal(this.error.path, path);
  this.errorAsserted = true;
});
