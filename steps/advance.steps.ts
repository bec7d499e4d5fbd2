/** Steps for the Advance procedure (O16.1-O16.3): the map's extent and edges, Advances, exits, Hidden Wire. */
import { Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { pairForSum } from '../machines/core/dice';
import type { OracleWorld } from './world';

interface Status {
  id: string;
  hex: string;
}
interface Output {
  units: Status[];
  refusals: { unit: string; to: string; rule: string }[];
  exits: { unit: string; vp: number; derivation?: unknown }[];
  timeTrack: { id: string; broken: boolean; veteran: boolean; suppressed: boolean; weapon: string | null }[];
  meleeHexes: string[];
  hidden: { hex: string; marker: string; action?: string }[];
  mineAttacks: { hex: string; unit: string; player: string; attackTotal: number; result: string }[];
}

const out = (w: OracleWorld): Output => w.output as unknown as Output;
const map = (w: OracleWorld): Record<string, unknown> => w.situation.map as Record<string, unknown>;

Given('a {int} by {int} map whose bottom edge is the {word} player\'s', function (this: OracleWorld, columns: number, rows: number, player: string) {
  map(this).geometry = { columns, rows };
  map(this).edges = player === 'allied' ? { allied: 'bottom', axis: 'top' } : { axis: 'bottom', allied: 'top' };
});

/** "the E5/E4 hexside is a Cliff" */
Given('the {word} hexside is a {word}', function (this: OracleWorld, pair: string, feature: string) {
  map(this).hexsides = [...((map(this).hexsides as unknown[]) ?? []), { between: pair.split('/'), feature }];
});

Given('{string} carries a broken Weapon', function (this: OracleWorld, unit: string) {
  (this.unit(unit).weapon as Record<string, unknown>).broken = true;
});

Given('the scenario Defender is the {word} player', function (this: OracleWorld, player: string) {
  this.situation.defender = player;
});

When('the {word} player orders {string} to Advance', function (this: OracleWorld, player: string, units: string) {
  delete this.situation.activated;
  this.situation.player = player;
  this.situation.defender ??= null;
  this.situation.advancing = units.split(', ');
  this.start('advance');
});

When('{string} advances into {word}', function (this: OracleWorld, unit: string, hex: string) {
  this.send({ type: 'ADVANCE', unit, hex });
});

/** CC:P F102: a cave marker in `hex`, which the step makes a level-1 Crest hex (F102: "A cave marker may only ever occupy a Hill Crest hex"), with the units inside it. */
Given('a cave in the level-1 Crest hex {word} with {string} inside', function (this: OracleWorld, hex: string, inside: string) {
  Object.assign((this.situation.map as { hexes: Record<string, Record<string, unknown>> }).hexes[hex], { elevation: 1, crest: true });
  ((this.situation.caves as unknown[]) ??= []).push({ hex, inside: inside.split(',').map((s) => s.trim()).filter(Boolean) });
});

When('{string} advances through the tunnels to {word}', function (this: OracleWorld, unit: string, hex: string) {
  this.send({ type: 'ADVANCE', unit, hex, tunnel: true });
});

Then('the cave in {word} holds {string} inside', function (this: OracleWorld, hex: string, units: string) {
  const caves = (this.output.caves ?? []) as { hex: string; inside: string[] }[];
  assert.deepEqual(caves.find((k) => k.hex === hex)?.inside, units.split(',').map((s) => s.trim()).filter(Boolean));
});

When('{string} exits off the {word} edge', function (this: OracleWorld, unit: string, edge: string) {
  this.send({ type: 'EXIT', unit, edge });
});

When('the Defender plays Hidden Wire', function (this: OracleWorld) {
  this.send({ type: 'HIDDEN_WIRE' });
});

Then('{string} is in {word}', function (this: OracleWorld, unit: string, hex: string) {
  assert.equal(out(this).units.find((u) => u.id === unit)?.hex, hex);
});

/** CC:P F102.1.1: the Advance's conclusion among caves (its ENTER_CAVE / EXIT_CAVE / END steps are Move's, move.steps.ts). */
Then('the Advance\'s conclusion is under way', function (this: OracleWorld) {
  assert.ok(this.mustRun().snapshot.matches('concludingInCaves'));
});

Then('the Advance Order is over', function (this: OracleWorld) {
  assert.equal(this.mustRun().result().state, 'done');
});

Then('the Advance of {string} into {word} is refused citing {word}', function (this: OracleWorld, unit: string, hex: string, rule: string) {
  assert.deepEqual(out(this).refusals, [{ unit, to: hex, rule }]);
});

Then('the exit of {string} off the {word} edge is refused citing {word}', function (this: OracleWorld, unit: string, edge: string, rule: string) {
  assert.deepEqual(out(this).refusals, [{ unit, to: `off:${edge}`, rule }]);
});

Then('a Melee will follow in {word}', function (this: OracleWorld, hex: string) {
  assert.deepEqual(out(this).meleeHexes, [hex]);
});

Then('{string} has exited for {int} VP', function (this: OracleWorld, unit: string, vp: number) {
  assert.deepEqual(
    out(this).exits.map(({ derivation: _d, ...e }) => e),
    [{ unit, vp, weapon: out(this).timeTrack.find((u) => u.id === unit)?.weapon ?? null }],
  );
  assert.equal(out(this).units.find((u) => u.id === unit), undefined);
});

Then('{string} waits on the Time Track unbroken, without Veteran or Suppressed markers, with {string}', function (this: OracleWorld, unit: string, weapon: string) {
  assert.deepEqual(out(this).timeTrack, [{ id: unit, broken: false, veteran: false, suppressed: false, weapon }]);
  const placed = (this.context.timeTrack as { id: string; weapon?: { broken: boolean } }[]).find((u) => u.id === unit);
  assert.equal(placed?.weapon?.broken, false);
});

When('the Defender plays Hidden Mines', function (this: OracleWorld) {
  this.send({ type: 'HIDDEN_MINES' });
});

// CC:P A43.3: the Japanese player's choice of mines or wire.
When('the Defender plays a Hidden Panji Trap with {word}', function (this: OracleWorld, choice: string) {
  this.send({ type: 'HIDDEN_PANJI_TRAP', choice });
});

Then('{word} holds {word} of a Hidden Panji Trap', function (this: OracleWorld, hex: string, marker: string) {
  assert.deepEqual(out(this).hidden, [{ hex, marker, action: 'A43.3' }]);
});

Then('the Defender may play Hidden Mines or Hidden Wire', function (this: OracleWorld) {
  assert.equal(this.mustRun().result().state, 'offeringHiddenAction');
});

Then('{word} holds Hidden {word}', function (this: OracleWorld, hex: string, marker: string) {
  assert.deepEqual(out(this).hidden, [{ hex, marker }]);
});

Then('the Mines in {word} attacked {string} with an Attack Total of {int}, rolled by the {word} player', function (this: OracleWorld, hex: string, unit: string, total: number, player: string) {
  assert.ok(out(this).mineAttacks.some((a) => a.hex === hex && a.unit === unit && a.attackTotal === total && a.player === player && a.result === 'kept'), JSON.stringify(out(this).mineAttacks));
});

Then('the Mines made {int} attack(s)', function (this: OracleWorld, n: number) {
  assert.equal(out(this).mineAttacks.filter((a) => a.result === 'kept').length, n);
});

When('the {word} player rolls {int} for the Defense Roll', function (this: OracleWorld, _player: string, sum: number) {
  this.send({ type: 'ROLL', ...pairForSum(sum) });
  this.send({ type: 'KEEP_ROLL' });
});

When('the Advance Order ends', function (this: OracleWorld) {
  this.send({ type: 'END_ORDER' });
});

Then('no Hidden marker was placed', function (this: OracleWorld) {
  assert.deepEqual(out(this).hidden, []);
});

Then('the Mines in {word} made a canceled roll against {string} with an Attack Total of {int}', function (this: OracleWorld, hex: string, unit: string, total: number) {
  assert.deepEqual(
    out(this).mineAttacks.filter((a) => a.result === 'canceled').map((a) => [a.hex, a.unit, a.attackTotal]),
    [[hex, unit, total]],
  );
});

Then('no Defense Roll was made against the Mines', function (this: OracleWorld) {
  assert.deepEqual(this.output.defenseRolls, []);
});

When('the {word} player rolls {int} for the Defense Roll, not yet kept', function (this: OracleWorld, _player: string, sum: number) {
  this.send({ type: 'ROLL', ...pairForSum(sum) });
});

Then('the Defense Rolls of {string} resulted in {string}', function (this: OracleWorld, unit: string, results: string) {
  const rolls = this.output.defenseRolls as { unit: string; result: string }[];
  assert.deepEqual(rolls.filter((r) => r.unit === unit).map((r) => r.result), results.split(', '));
});

// -------------------------------- exits shared by Move and Advance (7.2.1, E58.1; "the countermix holds" is melee.steps.ts's)

Then('nothing waits on the Time Track', function (this: OracleWorld) {
  assert.deepEqual(out(this).timeTrack, []);
});

Then('{string} waits on the Time Track unbroken', function (this: OracleWorld, unit: string) {
  assert.deepEqual(out(this).timeTrack.filter((u) => u.id === unit).map((u) => u.broken), [false]);
});

// CC:P 2.4, 14.2.2 (features/ccp/advance.feature): the map's Exit Points and objective chit "Y".
Given('hex {word} holds an Exit Point of value {int}', function (this: OracleWorld, hex: string, value: number) {
  this.situation.exitPoints = { ...((this.situation.exitPoints as object) ?? {}), [hex]: value };
});

Given('objective chit Y is in play', function (this: OracleWorld) {
  this.situation.chitY = true;
});
