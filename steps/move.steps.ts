/** Steps for the Move procedure (O21): Movement, the Order, hexes entered, exits, transfers, answers. */
import { Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import type { OracleWorld } from './world';

interface Output {
  result: string;
  steps: { units: string[]; from: string; to: string; cost: number; spent: number }[];
  refusals: { units: string[]; to: string; rule: string }[];
  transfers: { weapon: string; from: string; to: string }[];
  exits: { unit: string; vp: number }[];
  vp: Record<string, number>;
  hidden: { hex: string; marker: string }[];
  mineAttacks: { hex: string; units: string[]; attackTotal: number }[];
  units: { id: string; hex: string; weapon?: string | null }[];
}
const out = (w: OracleWorld): Output => w.output as unknown as Output;
const split = (s: string): string[] => s.split(',').map((x) => x.trim());
const sides = (w: OracleWorld, unit: string) => w.unit(unit).sides as Record<string, Record<string, number>>;

Given('the Movement of {string} is {int}, broken {int}', function (this: OracleWorld, unit: string, movement: number, broken: number) {
  sides(this, unit).unbroken.movement = movement;
  sides(this, unit).broken.movement = broken;
});

When('the {word} player orders {string} to Move', function (this: OracleWorld, player: string, units: string) {
  delete this.situation.activated;
  Object.assign(this.situation, { player, defender: this.situation.defender ?? null, activating: split(units) });
  this.start('move');
});

When('{string} begin(s) to move', function (this: OracleWorld, units: string) {
  this.send({ type: 'CHOOSE_MOVER', units: split(units) });
});

/** Each hex entered is followed by the inactive player's "Go ahead" (no Op Fire). */
When('the mover enters {string}', function (this: OracleWorld, hexes: string) {
  for (const hex of split(hexes)) {
    this.send({ type: 'MOVE', hex });
    if (this.mustRun().snapshot.matches('offeringOpFire')) this.send({ type: 'GO_AHEAD' });
  }
});

When('the mover tries to enter {word}', function (this: OracleWorld, hex: string) {
  this.send({ type: 'MOVE', hex });
});

When('the mover exits off the {word} edge', function (this: OracleWorld, edge: string) {
  this.send({ type: 'EXIT', edge });
});

When('{string} transfers its Weapon to {string}', function (this: OracleWorld, from: string, to: string) {
  this.send({ type: 'TRANSFER', from, to });
});

When('the Defender plays no Hidden Action', function (this: OracleWorld) {
  this.send({ type: 'NO_HIDDEN_ACTION' });
});

When('the inactive player says {string}', function (this: OracleWorld, _words: string) {
  this.send({ type: 'GO_AHEAD' });
});

When('the Move Order ends', function (this: OracleWorld) {
  this.send({ type: 'END_ORDER' });
});

Then('the MPs announced are {string}', function (this: OracleWorld, spent: string) {
  assert.deepEqual(out(this).steps.map((s) => s.spent), split(spent).map(Number));
});

Then('entering {word} cost {int} MP(s)', function (this: OracleWorld, hex: string, cost: number) {
  assert.equal(out(this).steps.find((s) => s.to === hex)?.cost, cost);
});

Then('the mover\'s movement is over', function (this: OracleWorld) {
  assert.ok(this.mustRun().snapshot.matches('choosingMover') || this.mustRun().snapshot.matches('done'), `state ${JSON.stringify(this.mustRun().snapshot.value)}`);
});

Then('the mover may go on', function (this: OracleWorld) {
  assert.ok(this.mustRun().snapshot.matches('moving'), `state ${JSON.stringify(this.mustRun().snapshot.value)}`);
});

Then('the Inactive player may say {string}', function (this: OracleWorld, _words: string) {
  assert.ok(this.mustRun().snapshot.matches('offeringOpFire'), `state ${JSON.stringify(this.mustRun().snapshot.value)}`);
});

Then('the Move into {word} is refused citing {word}', function (this: OracleWorld, hex: string, rule: string) {
  assert.deepEqual(out(this).refusals.map((r) => [r.to, r.rule]), [[hex, rule]]);
});

Then('the refusal of {string} cites {word}', function (this: OracleWorld, to: string, rule: string) {
  assert.deepEqual(out(this).refusals.map((r) => [r.to, r.rule]), [[to, rule]]);
});

Then('the Move Order is refused', function (this: OracleWorld) {
  assert.equal(out(this).result, 'refused');
});

Then('{string} stands in {word}', function (this: OracleWorld, unit: string, hex: string) {
  assert.equal(out(this).units.find((u) => u.id === unit)?.hex, hex);
});

Then('{string} exited for {int} VP', function (this: OracleWorld, unit: string, vp: number) {
  assert.deepEqual(out(this).exits.find((e) => e.unit === unit)?.vp, vp);
});

Then('the {word} player has {int} VP', function (this: OracleWorld, player: string, vp: number) {
  assert.equal(out(this).vp[player], vp);
});

Then('{string} gave {string} to {string}', function (this: OracleWorld, from: string, weapon: string, to: string) {
  assert.deepEqual(out(this).transfers, [{ weapon, from, to }]);
});

Then('a Mine Attack of {int} was made in {word} against {string}', function (this: OracleWorld, total: number, hex: string, units: string) {
  assert.deepEqual(out(this).mineAttacks.map((m) => [m.hex, m.attackTotal, m.units.join(', ')]), [[hex, total, units]]);
});


const hexes = (w: OracleWorld): Record<string, Record<string, unknown>> => (w.situation.map as { hexes: Record<string, Record<string, unknown>> }).hexes;

Given('{string} is elsewhere in {word}', function (this: OracleWorld, unit: string, hex: string) {
  this.unit(unit).hex = hex;
});

Given('{word} is Open Ground without a Road', function (this: OracleWorld, hex: string) {
  hexes(this)[hex].terrain = ['Open Ground'];
});

Given('{word} is Woods', function (this: OracleWorld, hex: string) {
  hexes(this)[hex].terrain = ['Woods'];
});

Given('{word} holds a Trench and {word} a Bunker at elevation {int}', function (this: OracleWorld, a: string, b: string, elevation: number) {
  hexes(this)[a].markers = ['Trench'];
  Object.assign(hexes(this)[b], { markers: ['Bunker'], elevation });
});
