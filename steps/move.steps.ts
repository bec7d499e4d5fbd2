/** Steps for the Move procedure (O21): Movement, the Order, hexes entered, exits, transfers, answers. */
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import type { OracleWorld } from './world';
import { renderDerivation, type Derivation } from '../machines/core/derivation';
import { OracleError } from '../machines/core/errors';

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
  opFireActivated: string[];
  smokeGrenades: { unit: string; hex: string; value: number; kept: boolean }[];
}
const out = (w: OracleWorld): Output => w.output as unknown as Output;

/** A number of MPs as the rulebook prints it: whole, or with a half ("1½", CC:P T82 Beach; "½", T94 Road). */
const mps = (s: string): number => Number(s.replace(/^½$/, '0½').replace('½', '.5'));
defineParameterType({ name: 'mps', regexp: /\d*½|\d+/, transformer: mps });
const defenseRolls = (w: OracleWorld) => w.output.defenseRolls as { unit: string; attackTotal: number; defenseTotal: number; result: string }[];
const split = (s: string): string[] => s.split(',').map((x) => x.trim());
const sides = (w: OracleWorld, unit: string) => w.unit(unit).sides as Record<string, Record<string, number>>;

Given('the Movement of {string} is {int}, broken {int}', function (this: OracleWorld, unit: string, movement: number, broken: number) {
  sides(this, unit).unbroken.movement = movement;
  sides(this, unit).broken.movement = broken;
});

/** The Move Order's situation: the ordering player and the units he activates (O29). */
function prepareMove(world: OracleWorld, player: string, units: string): void {
  delete world.situation.activated;
  Object.assign(world.situation, { player, defender: world.situation.defender ?? null, activating: split(units) });
}

When('the {word} player orders {string} to Move', function (this: OracleWorld, player: string, units: string) {
  prepareMove(this, player, units);
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

/** A33.2: "Wait!" halts the movement; anything else ("Go ahead", "Never mind; keep moving") lets it go on. */
When('the inactive player says {string}', function (this: OracleWorld, words: string) {
  this.send({ type: words === 'Wait!' ? 'WAIT' : 'GO_AHEAD' });
});

When('a Fire Action activates {string} for Op Fire', function (this: OracleWorld, units: string) {
  this.send({ type: 'ACTIVATE', units: split(units) });
});

When('the {word} player plays Smoke Grenades for {string} into {word}, drawing a {string} Smoke', function (this: OracleWorld, _player: string, unit: string, hex: string, value: string) {
  this.send({ type: 'SMOKE_GRENADES', unit, hex, value: Number(value) });
});

When('the Move Order ends', function (this: OracleWorld) {
  this.send({ type: 'END_ORDER' });
});

Then('the units activated for Op Fire are {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual(out(this).opFireActivated, units === '' ? [] : split(units));
});

Then('Smoke Grenades placed a {string} Smoke in {word}', function (this: OracleWorld, value: string, hex: string) {
  assert.deepEqual(out(this).smokeGrenades.at(-1), { unit: out(this).smokeGrenades.at(-1)?.unit, hex, value: Number(value), kept: true });
});

Then('Smoke Grenades left the {string} Smoke in {word}', function (this: OracleWorld, value: string, hex: string) {
  const last = out(this).smokeGrenades.at(-1);
  assert.deepEqual([last?.hex, last?.kept], [hex, false]);
  assert.ok((this.context.situation as { map: { hexes: Record<string, { markers?: string[] }> } }).map.hexes[hex].markers?.includes(`Smoke:${value}`));
});

Then('the Smoke Grenades into {word} were refused citing {word}', function (this: OracleWorld, hex: string, rule: string) {
  assert.deepEqual(out(this).refusals.map((r) => [r.to, r.rule]), [[`smoke:${hex}`, rule]]);
});

Then('the MPs announced are {string}', function (this: OracleWorld, spent: string) {
  assert.deepEqual(out(this).steps.map((s) => s.spent), split(spent).map(mps));
});

Then('entering {word} cost {mps} MP(s)', function (this: OracleWorld, hex: string, cost: number) {
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

/** The output's derivation of an exit's VP (7.2.1: the unit's 7.1 value; CC:P 14.2.2: the Exit Point's), in Move or Advance. */
Then('the exit VP of {string} are derived as {string}', function (this: OracleWorld, unit: string, text: string) {
  const exit = (this.output.exits as { unit: string; vp: number; derivation: { vp: Derivation } }[]).find((e) => e.unit === unit);
  assert.ok(exit, `"${unit}" did not exit`);
  assert.equal(renderDerivation(exit.derivation.vp), text);
  assert.equal(exit.derivation.vp.total, exit.vp);
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

Given('{string} has boxed Movement', function (this: OracleWorld, unit: string) {
  (this.unit(unit).sides as Record<string, Record<string, unknown>>).unbroken.boxedMovement = true;
});

Given('{word} holds a {string} Smoke', function (this: OracleWorld, hex: string, value: string) {
  hexes(this)[hex].markers = [`Smoke:${value}`];
});

Given('the Weapon of {string} has Movement {int}', function (this: OracleWorld, unit: string, movement: number) {
  (this.unit(unit).weapon as Record<string, unknown>).movement = movement;
});

/** CC:P F102.1.1: at the Move's conclusion, a unit enters or leaves the cave in its hex; END closes the conclusion. */
When('{string} enters the cave in its hex', function (this: OracleWorld, unit: string) {
  this.send({ type: 'ENTER_CAVE', unit });
});
When('{string} leaves the cave in its hex', function (this: OracleWorld, unit: string) {
  this.send({ type: 'EXIT_CAVE', unit });
});
When('no other unit enters or leaves a cave', function (this: OracleWorld) {
  this.send({ type: 'END' });
});
Then('the Move\'s conclusion is under way', function (this: OracleWorld) {
  assert.ok(this.mustRun().snapshot.matches('concludingInCaves'));
});

When('the mover stops', function (this: OracleWorld) {
  this.send({ type: 'STOP' });
});

Then('the Move Order is completed', function (this: OracleWorld) {
  assert.equal(this.mustRun().result().status, 'done');
  assert.equal(out(this).result, 'completed');
});

Then('{string} made no Defense Roll', function (this: OracleWorld, unit: string) {
  assert.deepEqual(defenseRolls(this).filter((d) => d.unit === unit), []);
});

Then('the Mines Defense Total of {string} is {int} against {int}', function (this: OracleWorld, unit: string, defense: number, attack: number) {
  const d = defenseRolls(this).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.deepEqual(d && [d.defenseTotal, d.attackTotal], [defense, attack]);
});

When('the inactive player makes one Fire Attack against that hex', function (this: OracleWorld) {
  this.send({ type: 'OP_FIRE' });
});

Then('the Op Fire Defense Total of {string} is {int} with Morale {int}, {word}', function (this: OracleWorld, unit: string, total: number, morale: number, result: string) {
  const d = (this.output.defenseRolls as { unit: string; morale: number; defenseTotal: number; result: string }[]).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.deepEqual(d && [d.defenseTotal, d.morale, d.result], [total, morale, result]);
});

Then('only {string} made an Op Fire Defense Roll', function (this: OracleWorld, unit: string) {
  assert.deepEqual([...new Set((this.output.defenseRolls as { unit: string }[]).map((d) => d.unit))], [unit]);
});

Then('a second Op Fire attack at this expenditure is not accepted', function (this: OracleWorld) {
  this.send({ type: 'OP_FIRE' });
  assert.equal(this.error?.code, 'illegal-event');
  this.error = null;
  this.errorAsserted = false;
});

Then('the Op Fire shots were {string}', function (this: OracleWorld, shots: string) {
  const made = this.output.shots as { pieces: string[]; target: string; attack?: { total: number } }[];
  assert.deepEqual(made.map((x) => `${x.pieces.join(' + ')} at ${x.target} for ${x.attack?.total}`), split(shots));
});

Given('{string} possesses a working Mortar {string} of FP {int} and Range {int}', function (this: OracleWorld, unit: string, weapon: string, fp: number, range: number) {
  this.unit(unit).weapon = { id: weapon, type: 'mortar', fp, range, ordnance: true };
});

Given('{string} has boxed FP', function (this: OracleWorld, unit: string) {
  (this.unit(unit).sides as Record<string, Record<string, unknown>>).unbroken.boxedFp = true;
});

Given('{string} possesses a working LMG {string} of FP {int} and Range {int} with boxed FP', function (this: OracleWorld, unit: string, weapon: string, fp: number, range: number) {
  this.unit(unit).weapon = { id: weapon, type: 'mg', fp, range, boxedFp: true };
});

When('the {word} player plays Assault Fire with {string}', function (this: OracleWorld, _player: string, pieces: string) {
  this.send({ type: 'ASSAULT_FIRE', pieces: split(pieces) });
});

Then('the Assault Fire shots were {string}', function (this: OracleWorld, shots: string) {
  const made = this.output.assaultFire as { pieces: string[]; target: string; attack?: { total: number } }[];
  assert.deepEqual(made.map((x) => `${x.pieces.join(' + ')} at ${x.target} for ${x.attack?.total}`), split(shots));
});

Given('{word} is Woods with a {word}', function (this: OracleWorld, hex: string, depiction: string) {
  hexes(this)[hex].terrain = ['Woods', depiction];
});

When('the Op Fire attack is declined', function (this: OracleWorld) {
  this.send({ type: 'END_ORDER' });
});

Then('no Op Fire shot was made', function (this: OracleWorld) {
  assert.deepEqual(this.output.shots, []);
});

Given('{string} starts broken', function (this: OracleWorld, unit: string) {
  this.unit(unit).broken = true;
});

Given('{string} starts Suppressed', function (this: OracleWorld, unit: string) {
  this.unit(unit).suppressed = true;
});

/** 8.1, 8.1.4: after a placement only one Smoke marker stays in the hex. */
Then('{word} holds no Smoke but the {string}', function (this: OracleWorld, hex: string, value: string) {
  const markers = (this.context.situation as { map: { hexes: Record<string, { markers?: string[] }> } }).map.hexes[hex].markers ?? [];
  assert.deepEqual(markers.filter((m) => m.startsWith('Smoke')), [`Smoke:${value}`]);
});

/** A Move situation the parser rejects: the error's code, the field it names and the rule it cites. */
Then('the {word} player ordering {string} to Move is rejected with code {string} naming {string}, citing {word}', function (this: OracleWorld, player: string, units: string, code: string, path: string, rule: string) {
  prepareMove(this, player, units);
  assert.throws(() => this.start('move'), (e: unknown) => e instanceof OracleError && e.code === code && e.path === path && e.rule === rule);
});

// F103.2 / CC:P F104.2: the scenario's Minefield capability (6 FP by default, 7 or 8 if assigned).
Given('the Mine Attacks have {int} FP', function (this: OracleWorld, fp: number) {
  this.situation.minesFp = fp;
});

// CC:P A47 Smoke Screen at the beginning of a Move or Advance (the situation's `smokeScreenCards`, O20.5, A32).
Given('the {word} player holds {int} Smoke Screen card(s)', function (this: OracleWorld, _player: string, cards: number) {
  this.situation.smokeScreenCards = cards;
});

When('the active player plays a Smoke Screen: {string} into {word}, drawing a {int}', function (this: OracleWorld, squad: string, hex: string, hindrance: number) {
  this.send({ type: 'PLAY_SMOKE_SCREEN' });
  this.send({ type: 'CHOOSE_SMOKE_HEX', squad, hex });
  this.send({ type: 'DRAW_SMOKE', hindrance });
});

Then('the Smoke Screen placements are {string}', function (this: OracleWorld, placements: string) {
  const made = (this.output.smokeScreen as { placements: { action: number; squad: string; hex: string; drawn: number; remains: number }[] }).placements;
  assert.deepEqual(made.map((p) => `${p.action}: ${p.squad} ${p.hex} drew ${p.drawn}, ${p.remains} remains`), placements.split('; '));
});

Then('the Op Fire at {word} had {int} FP after a Hindrance of {int}', function (this: OracleWorld, hex: string, fp: number, hindrance: number) {
  const shot = (this.output.shots as { target: string; fp: { final: number; hindrance: number } }[]).find((s) => s.target === hex);
  assert.deepEqual(shot && [shot.fp.final, shot.fp.hindrance], [fp, hindrance]);
});
