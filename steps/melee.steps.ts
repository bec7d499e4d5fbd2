/** Steps for the Melee procedure (O16.4): units with FP, Melee choices and rolls, Melee outcomes. */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { pairForSum, type Trigger } from '../machines/core/dice';
import { OracleError } from '../machines/core/errors';
import type { OracleWorld } from './world';
import { renderDerivation, type Derivation } from '../machines/core/derivation';
import type { MeleeFp } from '../machines/cce/melee/rules';

interface MeleeRecord {
  hex: string;
  fp: MeleeFp | null;
  totals: Record<string, number> | null;
  rolls: { player: string; result: string }[];
  ambushes: { result: string }[];
  result: string | null;
  winner: string | null;
  bayonets?: Record<string, number>;
}

const yes = (v: string | undefined): boolean => v === 'yes';
const num = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));
const rollEvent = (sum: number, trigger?: string) => ({ type: 'ROLL', ...pairForSum(sum), ...(trigger ? { trigger: trigger as Trigger } : {}) });
const NATION: Record<string, string> = { German: 'germany', Russian: 'russia', American: 'america' };

const melees = (w: OracleWorld): MeleeRecord[] => w.output.melees as MeleeRecord[];
const meleeIn = (w: OracleWorld, hex: string): MeleeRecord => {
  const m = melees(w).find((x) => x.hex === hex);
  assert.ok(m, `no Melee was fought in ${hex}`);
  return m;
};
const lastMelee = (w: OracleWorld): MeleeRecord => {
  const m = melees(w).at(-1);
  assert.ok(m, 'no Melee was fought');
  return m;
};

function prepareMelee(w: OracleWorld, player: string): void {
  delete w.situation.activated;
  w.situation.player = player;
  w.situation.nations ??= { axis: 'germany', allied: 'america' };
  // 10.1: one Initiative card — the game around the melee holds it where the melee says (CC:P refuses a difference).
  if (w.situation.game) (w.situation.game as { initiative?: unknown }).initiative = w.situation.initiative;
}

/** Columns: unit, owner, kind, hex, fp, broken fp, boxed, broken, suppressed, veteran, command, hero, weapon (an MG's id). */
Given('the units with FP:', function (this: OracleWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const unbroken: Record<string, unknown> = { morale: 7, fp: num(row.fp) };
    const broken: Record<string, unknown> = { morale: 5, fp: num(row['broken fp']) };
    if (yes(row.boxed)) unbroken.boxedFp = true;
    if (num(row.command) !== undefined) {
      unbroken.command = num(row.command);
      broken.command = 0;
    }
    const unit: Record<string, unknown> = { id: row.unit, owner: row.owner, kind: row.kind, hex: row.hex, broken: yes(row.broken), suppressed: yes(row.suppressed), veteran: yes(row.veteran), sides: { unbroken, broken } };
    if (yes(row.hero)) unit.hero = true;
    if (row.weapon) unit.weapon = { id: row.weapon, type: 'mg', fp: 5, range: 8 };
    this.units.push(unit);
  }
});

Given('the Allies are {word}', function (this: OracleWorld, nation: string) {
  this.situation.nations = { axis: 'germany', allied: NATION[nation] ?? nation };
});

Given('the Melee follows a die trigger', function (this: OracleWorld) {
  this.situation.duringTrigger = true;
});

Given('hex {word} was held by the {word} player before the Order', function (this: OracleWorld, hex: string, player: string) {
  this.situation.occupancy = { ...((this.situation.occupancy as object) ?? {}), [hex]: { occupiedBefore: player, lastSoleOccupant: player } };
});

Given('hex {word} was last held alone by the {word} player, and by nobody before the Order', function (this: OracleWorld, hex: string, player: string) {
  this.situation.occupancy = { ...((this.situation.occupancy as object) ?? {}), [hex]: { occupiedBefore: null, lastSoleOccupant: player } };
});

When('the Melee is resolved with the {word} player active', function (this: OracleWorld, player: string) {
  prepareMelee(this, player);
  this.start('melee');
});

Then('starting the Melee with the {word} player active is rejected with code {string} naming {string}', function (this: OracleWorld, player: string, code: string, path: string) {
  prepareMelee(this, player);
  assert.throws(
    () => this.start('melee'),
    (e: unknown) => e instanceof OracleError && e.code === code && e.path === path,
  );
});

When('the {word} player resolves the Melee in {word} first', function (this: OracleWorld, _player: string, hex: string) {
  this.send({ type: 'CHOOSE_HEX', hex });
});

When('the {word} player ambushes {string}', function (this: OracleWorld, player: string, unit: string) {
  this.send({ type: 'AMBUSH', player, unit });
});

When('the {word} player ends his Ambushes', function (this: OracleWorld, _player: string) {
  this.send({ type: 'END_AMBUSHES' });
});

/** Whoever has not finished his Ambushes yet finishes them (inactive player, then active player). */
When('no Ambush is played', function (this: OracleWorld) {
  if (this.mustRun().snapshot.matches('inactiveAmbushing')) this.send({ type: 'END_AMBUSHES' });
  if (this.mustRun().snapshot.matches('activeAmbushing')) this.send({ type: 'END_AMBUSHES' });
});

When('the {word} player makes a Melee Roll of {int}', function (this: OracleWorld, _player: string, sum: number) {
  this.send(rollEvent(sum));
  this.send({ type: 'KEEP_ROLL' });
});

When('the {word} player rolls {int} for the Melee', function (this: OracleWorld, _player: string, sum: number) {
  this.send(rollEvent(sum));
});

When('the {word} player rolls {int} with a(n) {word} trigger for the Melee', function (this: OracleWorld, _player: string, sum: number, trigger: string) {
  this.send(rollEvent(sum, trigger));
});

When('the {word} player plays No Quarter', function (this: OracleWorld, _player: string) {
  this.send({ type: 'PLAY_NO_QUARTER' });
});

/** The terms of a side's Melee FP, in order, as "rule value" pairs: "3.1.1 5, E44.1 1, F106.1 -1". */
Then('the {word} Melee FP adds up as {string}', function (this: OracleWorld, side: string, terms: string) {
  const m = (this.context.melee as MeleeRecord | null) ?? lastMelee(this);
  const d = m.fp?.derivation?.[side as 'axis' | 'allied'];
  assert.ok(d, `no derivation of the ${side} Melee FP`);
  const want = terms.split(',').map((t) => t.trim().split(' '));
  assert.deepEqual(d.terms.map((t) => [t.rule, String(t.value)]), want);
  assert.equal(d.total, want.reduce((n, [, v]) => n + Number(v), 0));
});

Then('the Melee FP are {int} for the Axis and {int} for the Allies', function (this: OracleWorld, axis: number, allied: number) {
  const m = (this.context.melee as MeleeRecord | null) ?? lastMelee(this);
  assert.deepEqual(m.fp && { axis: m.fp.axis, allied: m.fp.allied }, { axis, allied });
  // The derivation (issue 16) adds up to the same numbers.
  assert.deepEqual([m.fp?.derivation?.axis.total, m.fp?.derivation?.allied.total], [axis, allied]);
});

Then('the Melee Totals are {int} for the Axis and {int} for the Allies', function (this: OracleWorld, axis: number, allied: number) {
  assert.deepEqual(lastMelee(this).totals, { axis, allied });
});

Then('the Melee Rolls were made by {string}', function (this: OracleWorld, players: string) {
  assert.deepEqual(
    lastMelee(this).rolls.filter((r) => r.result === 'kept').map((r) => r.player),
    players.split(', '),
  );
});

Then('the Melee in {word} is won by the {word} player', function (this: OracleWorld, hex: string, player: string) {
  const m = meleeIn(this, hex);
  assert.equal(m.result, 'won');
  assert.equal(m.winner, player);
});

Then('the Melee in {word} ends with {string}', function (this: OracleWorld, hex: string, result: string) {
  assert.equal(meleeIn(this, hex).result, result);
});

Then('no Melee was fought', function (this: OracleWorld) {
  assert.deepEqual(melees(this), []);
});

Then('the {word} player has gained {int} VP', function (this: OracleWorld, player: string, vp: number) {
  assert.equal((this.output.vp as Record<string, number>)[player], vp);
});

/** The output's derivation of the VP the player gained in the Melees (7.1, A38, A36), as machines/core/derivation.ts renders it. */
Then('the VP the {word} player gained are derived as {string}', function (this: OracleWorld, player: string, text: string) {
  const d = (this.output.derivation as { vp: Record<string, Derivation> }).vp[player];
  assert.equal(renderDerivation(d), text);
  assert.equal(d.total, (this.output.vp as Record<string, number>)[player]);
});

Then('the Casualty Track holds {string}', function (this: OracleWorld, ids: string) {
  assert.deepEqual(this.output.casualtyTrack, ids.split(', '));
});

Then('the countermix holds {string}', function (this: OracleWorld, ids: string) {
  assert.deepEqual(this.output.countermix, ids.split(', '));
});

Then('the {word} player has a unit left in {word}', function (this: OracleWorld, player: string, hex: string) {
  assert.ok(this.context.situation && (this.context.situation as { units: { owner: string; hex: string }[] }).units.some((u) => u.owner === player && u.hex === hex));
});

Then('the {word} player has no unit left in {word}', function (this: OracleWorld, player: string, hex: string) {
  assert.ok(!(this.context.situation as { units: { owner: string; hex: string }[] }).units.some((u) => u.owner === player && u.hex === hex));
});

Then('No Quarter is offered to the {word} player', function (this: OracleWorld, _player: string) {
  assert.equal(this.mustRun().result().state, 'offeringNoQuarter');
});

/** A36: the Team Light Wounds would take from this player's countermix. */
Given('the {word} player has the Team {string} with FP {int} and broken FP {int} in his countermix for Light Wounds', function (this: OracleWorld, player: string, id: string, fp: number, brokenFp: number) {
  const teams = (this.situation.lightWoundsTeams as Record<string, unknown> | undefined) ?? {};
  this.situation.lightWoundsTeams = { ...teams, [player]: { id, sides: { unbroken: { morale: 7, fp }, broken: { morale: 6, fp: brokenFp } } } };
});

/** A36: the Teams Light Wounds would take from this player's countermix, in order, one per card he holds (no limit per procedure). */
Given('the {word} player has the Teams {string} with FP {int} and broken FP {int} in his countermix for Light Wounds', function (this: OracleWorld, player: string, ids: string, fp: number, brokenFp: number) {
  const teams = (this.situation.lightWoundsTeams as Record<string, unknown> | undefined) ?? {};
  this.situation.lightWoundsTeams = { ...teams, [player]: ids.split(', ').map((id) => ({ id, sides: { unbroken: { morale: 7, fp }, broken: { morale: 6, fp: brokenFp } } })) };
});

/** A44 in a Move: the Team Light Wounds would take, with its Movement (it may go on moving as the Squad's unit, reading ccp.light-wounds-moving-team). */
Given('the {word} player has the Team {string} with FP {int}, broken FP {int} and Movement {int} in his countermix for Light Wounds', function (this: OracleWorld, player: string, id: string, fp: number, brokenFp: number, movement: number) {
  const teams = (this.situation.lightWoundsTeams as Record<string, unknown> | undefined) ?? {};
  this.situation.lightWoundsTeams = { ...teams, [player]: { id, sides: { unbroken: { morale: 7, fp, movement }, broken: { morale: 6, fp: brokenFp, movement } } } };
});

When('the {word} player plays Light Wounds', function (this: OracleWorld, _player: string) {
  this.send({ type: 'LIGHT_WOUNDS' });
});

When('the {word} player lets the Squad break', function (this: OracleWorld, _player: string) {
  this.send({ type: 'NO_LIGHT_WOUNDS' });
});

When('the {word} player declines No Quarter', function (this: OracleWorld, _player: string) {
  this.send({ type: 'DECLINE_NO_QUARTER' });
});

Then('the {word} player has lost {int} VP', function (this: OracleWorld, player: string, vp: number) {
  assert.equal((this.output.vp as Record<string, number>)[player], 0 - vp);
});

Then('the Ambushes resulted in {string}', function (this: OracleWorld, results: string) {
  const m = (this.context.melee as MeleeRecord | null) ?? lastMelee(this);
  assert.deepEqual(m.ambushes.map((a) => a.result), results.split(', '));
});

/** A36: "the Team retains the marker": the replacement's Weapon and Veteran marker, read from the machine's units. */
Then('{string} carries {string} and has a Veteran marker', function (this: OracleWorld, unit: string, weapon: string) {
  const u = (this.context.situation as { units: { id: string; veteran: boolean; weapon?: { id: string } }[] }).units.find((x) => x.id === unit);
  assert.ok(u, `${unit} is not in play`);
  assert.equal(u.weapon?.id, weapon);
  assert.equal(u.veteran, true);
});

/** O16.4: the hexes whose Melees were fought, in the order they were resolved. */
Then('the Melees were fought in {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual(melees(this).map((m) => m.hex), hexes.split(', '));
});

/** CC:P A34: Bayonets, by the player about to make his Melee roll. */
When('the {word} player fixes bayonets', function (this: OracleWorld, player: string) {
  this.send({ type: 'PLAY_BAYONETS', player });
});

Then('the Bayonets add {int} to the Axis roll and {int} to the Allied roll', function (this: OracleWorld, axis: number, allied: number) {
  assert.deepEqual(lastMelee(this).bayonets, { axis, allied });
});
