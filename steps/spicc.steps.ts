/**
 * Steps for SPI Combat Command's Fire Combat, Overrun and Close Assault (features/spicc/): the die, the reader's look-up in the lost
 * Combat Results Table, and the attack's outcome read from the procedure's output.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import { getProcedure } from '../oracle/registry';
import * as assert from 'node:assert/strict';
import type { OracleWorld } from './world';

type Effect = { unit: string; effect: string; dispersal?: { until: unknown }; retreatAllowance?: number; wrecks?: number };
const effectOf = (w: OracleWorld, unit: string): Effect | undefined => (w.output.effects as Effect[]).find((e) => e.unit === unit);

/** A seed of the procedure (oracle/procedures/<ruleset>/<procedure>.ts) as the situation, where a Rule shows it in full once. */
Given('the situation of the {word} seed {string}', function (this: OracleWorld, procedure: string, name: string) {
  const seed = getProcedure(this.ruleset, procedure).seeds.find((s) => s.name === name);
  assert.ok(seed, `no ${procedure} seed ${name}`);
  this.situation = structuredClone(seed.situation) as OracleWorld['situation'];
});

When('the die rolls {int}', function (this: OracleWorld, die: number) {
  this.send({ type: 'ROLL', die });
});

When('the Combat Results Table is read as {string}', function (this: OracleWorld, result: string) {
  this.send({ type: 'READ_TABLE', result });
});

function refusedCiting(this: OracleWorld, rule: string) {
  assert.equal(this.mustRun().result().state, 'refused');
  assert.equal((this.output.refusal as { rule: string }).rule, rule);
}
Then('the fire is refused citing {word}', refusedCiting);
Then('the assault is refused citing {word}', refusedCiting);

Then('the odds are {string}', function (this: OracleWorld, odds: string) {
  assert.equal(this.output.odds, odds);
});

Then('the Attack Strength of {string} is {float}', function (this: OracleWorld, unit: string, strength: number) {
  const s = (this.output.attack as { strengths: { unit: string; strength: { total: number } }[] }).strengths.find((x) => x.unit === unit);
  assert.equal(s?.strength.total, strength);
});

Then('the effect on {string} is {string}', function (this: OracleWorld, unit: string, effect: string) {
  assert.equal(effectOf(this, unit)?.effect, effect);
});

Then('{string} retreats {int} Movement Points', function (this: OracleWorld, unit: string, mp: number) {
  assert.equal(effectOf(this, unit)?.retreatAllowance, mp);
});

Then('{string} stays dispersed until the next {word} {word} Phase', function (this: OracleWorld, unit: string, side: string, phase: string) {
  assert.deepEqual(effectOf(this, unit)?.dispersal, { until: { playerTurn: side, phase } });
});

Then('{string} stays dispersed for the rest of the game', function (this: OracleWorld, unit: string) {
  assert.deepEqual(effectOf(this, unit)?.dispersal, { until: 'never' });
});

Then('{string} leaves {int} Wreck markers', function (this: OracleWorld, unit: string, n: number) {
  assert.equal(effectOf(this, unit)?.wrecks, n);
});

When('the defending Player retreats the unit through {}', function (this: OracleWorld, path: string) {
  this.send({ type: 'RETREAT', path: JSON.parse(path) });
});
