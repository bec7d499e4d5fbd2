/** Steps for the Rout procedure (O23): the board and its edges, Rout Rolls, Retreat choices, Mines, casualties. */
import { Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { pairForSum, type Trigger } from '../machines/core/dice';
import type { RoutContext, RoutRollRecord } from '../machines/cce/rout/types';
import { renderDerivation, type Derivation } from '../machines/core/derivation';
import type { OracleWorld } from './world';

const rollEvent = (sum: number, trigger?: string) => ({ type: 'ROLL', ...pairForSum(sum), ...(trigger ? { trigger: trigger as Trigger } : {}) });
const map = (w: OracleWorld): Record<string, unknown> => w.situation.map as Record<string, unknown>;
const split = (s: string): string[] => s.split(',').map((x) => x.trim()).filter(Boolean);

interface Casualty {
  unit: string;
  cause: string;
  space?: number;
  vp: number;
  awardedTo: string;
  weapon?: { id: string; broken: boolean };
  derivation: { vp: Derivation };
}
const casualtyOf = (w: OracleWorld, unit: string): Casualty => {
  const c = (w.output.casualties as Casualty[]).find((x) => x.unit === unit);
  assert.ok(c, `"${unit}" is not on the Casualty Track`);
  return c;
};

// ------------------------------------------------------------------------------------------- Given

Given('a map {int} columns wide and {int} rows high, the allied board edge at the {word}', function (this: OracleWorld, columns: number, rows: number, edge: string) {
  Object.assign(map(this), { geometry: { columns, rows }, edges: { allied: edge, axis: edge === 'top' ? 'bottom' : 'top' } });
  this.situation.casualtyTrack = { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 8 } };
});

Given('a Cliff hexside between {string} and {string}', function (this: OracleWorld, a: string, b: string) {
  const m = map(this);
  m.hexsides = [...((m.hexsides as unknown[]) ?? []), { between: [a, b], feature: 'Cliff' }];
});

Given('the situation declares {string} impassable', function (this: OracleWorld, hex: string) {
  const hexes = map(this).hexes as Record<string, Record<string, unknown>>;
  hexes[hex] = { ...hexes[hex], impassable: true };
});

Given('the {word} Casualty Track has {int} spaces filled and the Surrender marker on space {int}', function (this: OracleWorld, player: string, occupied: number, surrender: number) {
  (this.situation.casualtyTrack as Record<string, unknown>)[player] = { occupied, surrender };
});

Given('{string} possesses a {word} MG {string}', function (this: OracleWorld, unit: string, state: string, weapon: string) {
  this.unit(unit).weapon = { id: weapon, type: 'mg', fp: 4, range: 8, broken: state === 'broken' };
});

// -------------------------------------------------------------------------------------------- When

When('the {word} player announces a Rout Order activating the {word} player', function (this: OracleWorld, player: string, chosen: string) {
  Object.assign(this.situation, { player, chosen });
  this.start('rout');
});

When('a Rout Roll of {int} is made for {string}', function (this: OracleWorld, sum: number, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum));
  this.send({ type: 'KEEP_ROLL' });
});

When('a Rout Roll of {int} with a(n) {word} trigger is made for {string}', function (this: OracleWorld, sum: number, trigger: string, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum, trigger));
  this.send({ type: 'KEEP_ROLL' });
});

When('{string} is rolled for with {int} and the roll is not yet kept', function (this: OracleWorld, unit: string, sum: number) {
  if (this.mustRun().snapshot.matches('choosingUnit')) this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum));
});

When('the owner Retreats into {string}', function (this: OracleWorld, hex: string) {
  this.send({ type: 'CHOOSE_HEX', hex });
});

When('the owner Retreats through {string}', function (this: OracleWorld, hexes: string) {
  for (const hex of split(hexes)) this.send({ type: 'CHOOSE_HEX', hex });
});

When('the Mine Attack Roll is {int}', function (this: OracleWorld, sum: number) {
  this.send(rollEvent(sum));
  this.send({ type: 'KEEP_ROLL' });
});

When('the Mine Attack Roll is {int} with a(n) {word} trigger', function (this: OracleWorld, sum: number, trigger: string) {
  this.send(rollEvent(sum, trigger));
  this.send({ type: 'KEEP_ROLL' });
});

When('the Mine Attack Roll is {int} and the roll is not yet kept', function (this: OracleWorld, sum: number) {
  this.send(rollEvent(sum));
});

When('the Defense Roll for {string} is {int} with a(n) {word} trigger', function (this: OracleWorld, unit: string, sum: number, trigger: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum, trigger));
  this.send({ type: 'KEEP_ROLL' });
});

When('the Defense Roll for {string} is {int}', function (this: OracleWorld, unit: string, sum: number) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send(rollEvent(sum));
  this.send({ type: 'KEEP_ROLL' });
});

// -------------------------------------------------------------------------------------------- Then

Then('the players activated for Rout are {string}', function (this: OracleWorld, players: string) {
  assert.deepEqual((this.output.activated as { rout: string[] }).rout, split(players));
});
Then('the Rout Order is refused citing {word}', function (this: OracleWorld, rule: string) {
  assert.equal(this.output.result, 'refused');
  assert.equal(this.mustRun().result().state, 'refused');
  assert.deepEqual(this.trace[0].rules, [rule]);
});
Then('the Rout Order is completed', function (this: OracleWorld) {
  assert.equal(this.output.result, 'completed');
  assert.equal(this.mustRun().result().state, 'done');
});
Then('the Rout Roll of {string} had result {string}', function (this: OracleWorld, unit: string, result: string) {
  const r = (this.output.rolls as { unit: string; result: string }[]).filter((x) => x.unit === unit).at(-1);
  assert.ok(r, `no Rout Roll was made for "${unit}"`);
  assert.equal(r.result, result);
});
Then('the Rout Roll of {string} was against Morale {int}', function (this: OracleWorld, unit: string, morale: number) {
  assert.equal((this.output.rolls as { unit: string; morale: number }[]).filter((x) => x.unit === unit).at(-1)?.morale, morale);
});
Then('no Rout Roll was made for {string}', function (this: OracleWorld, unit: string) {
  assert.deepEqual((this.output.rolls as { unit: string }[]).filter((x) => x.unit === unit), []);
});
Then('{string} must Retreat {int} hex(es)', function (this: OracleWorld, unit: string, hexes: number) {
  assert.equal((this.context as unknown as RoutContext).retreat?.unit, unit);
  assert.equal((this.context as unknown as RoutContext).retreat?.left, hexes);
});
/** The output's derivation of the Retreat distance (O23.2, O23.3), as machines/core/derivation.ts renders it. */
Then('the Retreat distance of {string} is derived as {string}', function (this: OracleWorld, unit: string, text: string) {
  const r = (this.output.rolls as RoutRollRecord[]).filter((x) => x.unit === unit).at(-1);
  assert.ok(r?.derivation.hexes, `no Retreat was rolled for "${unit}"`);
  assert.equal(renderDerivation(r.derivation.hexes), text);
});
/** The output's derivation of the VP a casualty awarded (7.1). */
Then('the VP for the casualty {string} are derived as {string}', function (this: OracleWorld, unit: string, text: string) {
  assert.equal(renderDerivation(casualtyOf(this, unit).derivation.vp), text);
});
Then('the hexes the owner may Retreat into are {string}', function (this: OracleWorld, hexes: string) {
  assert.equal(this.mustRun().result().state, 'choosingRetreatHex');
  assert.deepEqual(this.output.retreatOptions, split(hexes));
});
Then('{string} is in hex {string}', function (this: OracleWorld, unit: string, hex: string) {
  const u = (this.output.units as { id: string; hex: string }[]).find((x) => x.id === unit);
  assert.ok(u, `"${unit}" is not in play`);
  assert.equal(u.hex, hex);
});
Then('{string} Retreated along {string}', function (this: OracleWorld, unit: string, hexes: string) {
  const steps = (this.output.retreats as { unit: string; from: string; to: string }[]).filter((s) => s.unit === unit);
  assert.deepEqual(steps.length ? [steps[0].from, ...steps.map((s) => s.to)] : [], split(hexes));
});
Then('{string} was eliminated by {string}', function (this: OracleWorld, unit: string, cause: string) {
  assert.equal(casualtyOf(this, unit).cause, cause);
});
Then('{string} is on space {int} of the Casualty Track and the {word} player gains {int} VP(s)', function (this: OracleWorld, unit: string, space: number, player: string, vp: number) {
  const c = casualtyOf(this, unit);
  assert.deepEqual({ space: c.space, awardedTo: c.awardedTo, vp: c.vp }, { space, awardedTo: player, vp });
});
Then('the Weapon {string} is in the Weapon box {word}', function (this: OracleWorld, weapon: string, state: string) {
  const c = (this.output.casualties as Casualty[]).find((x) => x.weapon?.id === weapon);
  assert.ok(c, `"${weapon}" is not on the Casualty Track`);
  assert.equal(c.weapon!.broken, state === 'broken');
});
Then('the {word} player surrenders and the game ends', function (this: OracleWorld, player: string) {
  assert.equal(this.output.result, 'surrendered');
  assert.equal(this.output.surrendered, player);
  assert.equal(this.mustRun().result().state, 'surrendered');
});
Then('the Mines attacked {string} {word} {string} with an Attack Total of {int}', function (this: OracleWorld, unit: string, when: string, hex: string, total: number) {
  const a = (this.output.mineAttacks as { unit: string; when: string; hex: string; attackTotal: number; canceled?: boolean }[]).filter((x) => !x.canceled);
  assert.ok(a.some((x) => x.unit === unit && x.when === when && x.hex === hex && x.attackTotal === total), `mine attacks: ${JSON.stringify(a)}`);
});
Then('the Mines Defense Rolls were made by {string} only, against Morale {int}', function (this: OracleWorld, unit: string, morale: number) {
  const d = this.output.mineDefenses as { unit: string; morale: number }[];
  assert.ok(d.length > 0, 'no Defense Roll was made');
  assert.deepEqual([...new Set(d.map((x) => `${x.unit}@${x.morale}`))], [`${unit}@${morale}`]);
});
Then('every Retreat step was made by the {word} player', function (this: OracleWorld, player: string) {
  const steps = this.output.retreats as { by: string }[];
  assert.ok(steps.length > 0, 'no Retreat step was made');
  assert.deepEqual([...new Set(steps.map((s) => s.by))], [player]);
});
Then('every Mine Attack Roll was made by the {word} player', function (this: OracleWorld, player: string) {
  const attacks = this.output.mineAttacks as { rolledBy: string }[];
  assert.ok(attacks.length > 0, 'no Mine Attack Roll was made');
  assert.deepEqual([...new Set(attacks.map((a) => a.rolledBy))], [player]);
});
Then('the Mines Defense Roll of {string} was against an Attack Total of {int}', function (this: OracleWorld, unit: string, total: number) {
  const d = (this.output.mineDefenses as { unit: string; attackTotal: number; result: string }[]).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.ok(d, `"${unit}" made no Mines Defense Roll`);
  assert.equal(d.attackTotal, total);
});
Then('the Mine Attack with an Attack Total of {int} was canceled', function (this: OracleWorld, total: number) {
  const a = this.output.mineAttacks as { attackTotal: number; canceled?: boolean }[];
  assert.deepEqual(a.filter((x) => x.canceled).map((x) => x.attackTotal), [total]);
});
Then('no Mines Defense Roll was made', function (this: OracleWorld) {
  assert.deepEqual(this.output.mineDefenses, []);
});
