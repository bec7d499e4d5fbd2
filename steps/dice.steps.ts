/** When steps: Orders, choices, rolls, triggers and the Initiative re-roll. */
import { When } from '@cucumber/cucumber';
import { pairForSum, type Trigger } from '../machines/core/dice';
import type { OracleWorld } from './world';

const rollEvent = (sum: number, trigger?: string) => ({ type: 'ROLL', ...pairForSum(sum), ...(trigger ? { trigger: trigger as Trigger } : {}) });

When('the {word} player announces a Recover Order', function (this: OracleWorld, player: string) {
  this.situation.player = player;
  this.start('recover');
});

When('{string} is chosen to roll', function (this: OracleWorld, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
});

When('choosing {string} to roll is rejected with code {string}', function (this: OracleWorld, unit: string, code: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  if (this.error?.code !== code) throw new Error(`expected a rejection with code ${code}, got ${this.error ? this.error.code : 'none'}`);
  this.errorAsserted = true;
});

/** Choose the unit, roll, and keep the roll (no Initiative re-roll). */
When('{string} makes a Rally Roll of {int}', function (this: OracleWorld, unit: string, sum: number) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum));
  this.send({ type: 'KEEP_ROLL' });
});

When('{string} makes a Rally Roll of {int} with a(n) {word} trigger', function (this: OracleWorld, unit: string, sum: number, trigger: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum, trigger));
  this.send({ type: 'KEEP_ROLL' });
});

/** Roll without deciding on the re-roll yet; chooses the unit first if none is chosen. */
When('{string} rolls {int} for its Rally Roll', function (this: OracleWorld, unit: string, sum: number) {
  if (this.mustRun().snapshot.matches('choosingUnit')) this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum));
});

When('{string} rolls {int} with a(n) {word} trigger for its Rally Roll', function (this: OracleWorld, unit: string, sum: number, trigger: string) {
  if (this.mustRun().snapshot.matches('choosingUnit')) this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum, trigger));
});

When('the Initiative holder cancels the roll', function (this: OracleWorld) {
  this.send({ type: 'REROLL' });
});

When('the roll is kept', function (this: OracleWorld) {
  this.send({ type: 'KEEP_ROLL' });
});

When('the trigger {word} {string}', function (this: OracleWorld, verb: string, unit: string) {
  const effect = { rallies: 'rally', breaks: 'break', suppresses: 'suppress', eliminates: 'eliminate' }[verb];
  if (!effect) throw new Error(`unknown trigger effect "${verb}" (rallies, breaks, suppresses, eliminates)`);
  this.send({ type: 'RESOLVE_TRIGGER', effects: [{ unit, effect }] });
});

When('the trigger changes nothing', function (this: OracleWorld) {
  this.send({ type: 'RESOLVE_TRIGGER', effects: [] });
});

When('the raw event {} is sent', function (this: OracleWorld, json: string) {
  this.send(JSON.parse(json));
});
