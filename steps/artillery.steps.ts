/** Steps for Artillery Denied (O17) and Artillery Request (O18): Radios, the Spotting Round, drift cards, Impacts. */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { pairForSum } from '../machines/core/dice';
import { OracleError } from '../machines/core/errors';
import type { OracleWorld } from './world';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Worlds whose unlisted hexes are filled with Open Ground when the Order starts. */
const openGround = new WeakSet<OracleWorld>();

const mapOf = (w: OracleWorld) => w.situation.map as { hexes: Record<string, unknown>; geometry?: { columns: number; rows: number } };
const radios = (w: OracleWorld) => ((w.situation.radios as Record<string, Record<string, unknown>>) ??= {});
const out = (w: OracleWorld) => w.output as Record<string, unknown>;
const impacts = (w: OracleWorld) => out(w).impacts as { hex: string; total: number; airburst: number; canceled?: boolean; fortificationDestroyed?: string }[];

function begin(w: OracleWorld, procedure: string, player: string): void {
  delete w.situation.activated; // Recover's field; these procedures do not take it
  w.situation.player = player;
  if (procedure === 'artillery-denied') {
    w.situation = { player, radios: w.situation.radios ?? {} };
  } else {
    w.situation.activatedThisTurn ??= [];
    w.situation.los ??= [];
    const m = mapOf(w);
    if (openGround.has(w) && m.geometry) {
      for (let col = 1; col <= m.geometry.columns; col++) for (let row = 1; row <= m.geometry.rows; row++) m.hexes[`${LETTERS[col - 1]}${row}`] ??= { terrain: ['Open Ground'] };
    }
  }
  try {
    w.start(procedure);
  } catch (e) {
    // A situation the rules forbid is kept for a Then step, as a rejected event is (world.ts).
    if (!(e instanceof OracleError)) throw e;
    w.error = e;
  }
}

/** A roll the Initiative holder lets stand (9.1 not taken). */
function keptRoll(w: OracleWorld, roll: { white: number; colored: number; trigger?: string }): void {
  w.send({ type: 'ROLL', ...roll });
  w.send({ type: 'KEEP_ROLL' });
}

// ------------------------------------------------------------------------------------------- Given

Given('an {int} by {int} map, Open Ground wherever no hex is listed', function (this: OracleWorld, columns: number, rows: number) {
  Object.assign(mapOf(this), { geometry: { columns, rows }, edges: { axis: 'top', allied: 'bottom' } });
  openGround.add(this);
});
Given('the {word} player has an unbroken Radio of FP {int} with Fortification Vulnerability {int}', function (this: OracleWorld, player: string, fp: number, v: number) {
  radios(this)[player] = { fp, broken: false, smoke: false, vulnerability: v };
});
Given('the {word} player has an unbroken Smoke Radio of FP {int}', function (this: OracleWorld, player: string, fp: number) {
  radios(this)[player] = { fp, broken: false, smoke: true, vulnerability: 4 };
});
Given('the {word} player has a broken Radio of FP {int}', function (this: OracleWorld, player: string, fp: number) {
  radios(this)[player] = { fp, broken: true, smoke: false, vulnerability: 5 };
});
Given('the {word} player has two unbroken Radios listed in his Artillery Box, of FP {int} and {int}', function (this: OracleWorld, player: string, a: number, b: number) {
  (radios(this) as Record<string, unknown>)[player] = [a, b].map((fp) => ({ fp, broken: false, smoke: false, vulnerability: 5 }));
});
/** E58.1: "Heroes are Leaders [3.3] in every respect" (the units table states Leaders; this marks one a Hero). */
Given('{string} is a Hero', function (this: OracleWorld, unit: string) {
  this.unit(unit).hero = true;
});

// -------------------------------------------------------------------------------------------- When

When('the {word} player gives an Artillery Denied Order', function (this: OracleWorld, player: string) {
  begin(this, 'artillery-denied', player);
});
When('the {word} player gives an Artillery Request Order', function (this: OracleWorld, player: string) {
  begin(this, 'artillery', player);
});
/** O18.1: the next Order of the same Turn starts from the Radios and activations this one left. */
When('he gives a second Artillery Request Order, carrying over the Radios and the units activated', function (this: OracleWorld) {
  this.situation.radios = out(this).radios;
  this.situation.activatedThisTurn = out(this).activatedThisTurn;
  this.mustRun().stop();
  this.events = [];
  begin(this, 'artillery', this.situation.player as string);
});
When('he chooses Battery Access', function (this: OracleWorld) {
  this.send({ type: 'BATTERY_ACCESS' });
});
When('he chooses Fire For Effect with Spotter {string}', function (this: OracleWorld, spotter: string) {
  this.send({ type: 'FIRE_FOR_EFFECT', spotter });
});
When('he places the Spotting Round in {word}', function (this: OracleWorld, hex: string) {
  this.send({ type: 'SPOT', hex, smoke: false });
});
When('he places the Spotting Round in {word} announcing Smoke', function (this: OracleWorld, hex: string) {
  this.send({ type: 'SPOT', hex, smoke: true });
});
When('the Accuracy roll is {int}•{int}', function (this: OracleWorld, white: number, colored: number) {
  keptRoll(this, { white, colored });
});
When('the Accuracy roll is {int}•{int} and the roll is not yet kept', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'ROLL', white, colored });
});
When('the revealed card shows {int}•{int}', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'REVEAL', white, colored });
});
When('the Accuracy roll is {int}•{int} with a(n) {word} trigger', function (this: OracleWorld, white: number, colored: number, trigger: string) {
  keptRoll(this, { white, colored, trigger });
});
When('the Smoke markers drawn are:', function (this: OracleWorld, table: DataTable) {
  for (const row of table.hashes()) this.send({ type: 'PLACE_SMOKE', hex: row.hex, value: Number(row.value) });
});
When('{word} is attacked with an Impact Roll of {int} and the roll is not yet kept', function (this: OracleWorld, hex: string, sum: number) {
  this.send({ type: 'CHOOSE_IMPACT_HEX', hex });
  this.send({ type: 'ROLL', ...pairForSum(sum) });
});
When('the Impact Roll is {int}', function (this: OracleWorld, sum: number) {
  keptRoll(this, pairForSum(sum));
});
When('a Smoke marker of {int} is drawn for {word}', function (this: OracleWorld, value: number, hex: string) {
  this.send({ type: 'PLACE_SMOKE', hex, value });
});
When('{word} is attacked with an Impact Roll of {int}', function (this: OracleWorld, hex: string, sum: number) {
  this.send({ type: 'CHOOSE_IMPACT_HEX', hex });
  keptRoll(this, pairForSum(sum));
});
When('{word} is attacked with an Impact Roll of {int} with a(n) {word} trigger', function (this: OracleWorld, hex: string, sum: number, trigger: string) {
  this.send({ type: 'CHOOSE_IMPACT_HEX', hex });
  keptRoll(this, { ...pairForSum(sum), trigger });
});

// -------------------------------------------------------------------------------------------- Then

Then('the Artillery Denied Order ends with {string}', function (this: OracleWorld, result: string) {
  assert.equal(out(this).result, result);
});
Then('the {word} player has no Radio in play', function (this: OracleWorld, player: string) {
  assert.equal((out(this).radios as Record<string, unknown>)[player], undefined);
});
Then('the {word} player\'s Radio is {word}', function (this: OracleWorld, player: string, state: string) {
  const radio = (out(this).radios as Record<string, { broken: boolean }>)[player];
  assert.ok(radio, `the ${player} player has no Radio`);
  assert.equal(radio.broken, state === 'broken');
});
Then('the Artillery Request ends with {string}', function (this: OracleWorld, result: string) {
  assert.equal(out(this).result, result);
  assert.equal(this.mustRun().result().status, 'done');
});
Then('the Artillery Request is refused citing {word}', function (this: OracleWorld, rule: string) {
  assert.equal(out(this).result, 'refused');
  assert.deepEqual(this.trace[0].rules, [rule]);
});
Then('the units activated this Turn are {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual(out(this).activatedThisTurn, units ? units.split(', ') : []);
});
Then('the Accuracy roll {word} with {int} against range {int} and Hindrance {int}', function (this: OracleWorld, verdict: string, product: number, range: number, hindrance: number) {
  const a = (out(this).accuracy as { product: number; range: number; hindrance: number; hit: boolean; canceled?: boolean }[]).filter((x) => !x.canceled).at(-1);
  assert.ok(a, 'no Accuracy roll was kept');
  assert.deepEqual({ product: a.product, range: a.range, hindrance: a.hindrance, hit: a.hit }, { product, range, hindrance, hit: verdict === 'hits' });
});
Then('the Spotting Round drifts through {string} and lands in {word}', function (this: OracleWorld, path: string, hex: string) {
  const d = out(this).drift as { path: string[]; lands: string | null; offMap: boolean };
  assert.deepEqual(d.path, path.split(', '));
  assert.equal(d.lands, hex);
  assert.equal(out(this).impactCenter, hex);
});
Then('the Spotting Round drifts through {string} and is removed', function (this: OracleWorld, path: string) {
  const d = out(this).drift as { path: string[]; lands: string | null; offMap: boolean };
  assert.deepEqual(d.path, path.split(', '));
  assert.equal(d.offMap, true);
  assert.equal(out(this).impactCenter, null);
});
Then('the impact area is {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual(out(this).area, hexes.split(', '));
});
Then('the Impact Total against {word} is {int} with Airburst {int}', function (this: OracleWorld, hex: string, total: number, airburst: number) {
  const i = impacts(this).filter((x) => x.hex === hex && !x.canceled).at(-1);
  assert.ok(i, `no Impact Roll against ${hex}`);
  assert.deepEqual({ total: i.total, airburst: i.airburst }, { total, airburst });
});
Then('the Impact Rolls were made against {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual(impacts(this).filter((x) => !x.canceled).map((x) => x.hex), hexes ? hexes.split(', ') : []);
});
Then('the {word} destroyed in {word} is gone before the Defense Rolls', function (this: OracleWorld, fort: string, hex: string) {
  assert.equal(impacts(this).find((x) => x.hex === hex)?.fortificationDestroyed, fort);
  assert.ok(!(out(this).markers as Record<string, string[]>)[hex].includes(fort));
});
Then('{word} holds the markers {string}', function (this: OracleWorld, hex: string, markers: string) {
  assert.deepEqual((out(this).markers as Record<string, string[]>)[hex], markers ? markers.split(', ') : []);
});
Then('the Fire Defense Roll of {string} was against Morale {int}, Defense Total {int}', function (this: OracleWorld, unit: string, morale: number, total: number) {
  const d = (out(this).defense as { unit: string; morale: number; defenseTotal: number; result: string }[]).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.ok(d, `${unit} made no Fire Defense Roll`);
  assert.deepEqual({ morale: d.morale, defenseTotal: d.defenseTotal }, { morale, defenseTotal: total });
});
Then('Smoke markers were placed in {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual((out(this).smokePlaced as { hex: string }[]).map((s) => s.hex), hexes.split(', '));
});
Then('no Smoke could go into {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual((out(this).smokeRefused as { hex: string; rule: string }[]).map((s) => `${s.hex} (${s.rule})`), hexes.split(', '));
});
When('it rolls {int}•{int} for its Fire Defense Roll', function (this: OracleWorld, white: number, colored: number) {
  keptRoll(this, { white, colored });
});
Then('the Fire Defense Rolls were made by {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual((out(this).defense as { unit: string }[]).map((d) => d.unit), units ? units.split(', ') : []);
});
Then('the Fire Defense Roll results are {string}', function (this: OracleWorld, results: string) {
  assert.deepEqual((out(this).defense as { unit: string; result: string }[]).map((d) => `${d.unit} ${d.result}`), results.split(', '));
});
