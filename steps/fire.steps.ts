/** Fire (O20) steps: firing units and Weapons, elevations, LOS facts, the Order, shots, Actions, rolls, results. */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import type { Trigger } from '../machines/core/dice';
import { renderDerivation, type Derivation } from '../machines/core/derivation';
import type { OracleWorld } from './world';

const yes = (v: string | undefined): boolean => v === 'yes';
const num = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));
const list = (v: string): string[] => v.split(',').map((s) => s.trim()).filter(Boolean);

interface ShotOut {
  result: string;
  pieces: string[];
  target: string;
  fp?: { final: number; group: number; height: number; hindrance: number; actions: number };
  attack?: { total: number };
  targeting?: { product: number; hindrance: number; range: number; hit: boolean };
  weaponsBroken: string[];
  weaponsEliminated: string[];
}
interface DefenseOut {
  unit: string;
  morale: number;
  defenseTotal: number;
  result: string;
  derivation: { morale: Derivation; defenseTotal: Derivation; vp?: Derivation };
}
const shots = (w: OracleWorld): ShotOut[] => w.output.shots as ShotOut[];
const lastShot = (w: OracleWorld): ShotOut => {
  const s = shots(w).at(-1);
  assert.ok(s, 'no shot was taken');
  return s;
};
const defenseOf = (w: OracleWorld, unit: string): DefenseOut => {
  const d = (w.output.defense as DefenseOut[]).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.ok(d, `"${unit}" made no Fire Defense Roll`);
  return d;
};

// ------------------------------------------------------------------------------------------- Given

/** Columns: unit, owner, kind, hex, fp, range, morale, broken morale, command, scout, sogeki hei, broken, suppressed, veteran, hero, nationality, boxed range. Broken sides fire 1 FP at Range 1 (a Leader's 0 at 0). A CC:P Scout (scout: yes, 3.3.3) or Sogeki Hei (sogeki hei: yes, 3.3.4) is a Leader with no command. */
Given('the firing units:', function (this: OracleWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const unbroken: Record<string, number | boolean> = { morale: num(row.morale)!, fp: num(row.fp)!, range: num(row.range)! };
    const broken: Record<string, number | boolean> = { morale: num(row['broken morale'])!, fp: 1, range: 1 };
    if (yes(row['boxed range'])) unbroken.boxedRange = broken.boxedRange = true;
    if (num(row.command) !== undefined) {
      unbroken.command = num(row.command)!;
      broken.command = 0;
    }
    if (num(row.command) !== undefined || yes(row.scout) || yes(row['sogeki hei'])) broken.fp = broken.range = 0;
    const u: Record<string, unknown> = { id: row.unit, owner: row.owner, kind: row.kind, hex: row.hex, broken: yes(row.broken), suppressed: yes(row.suppressed), veteran: yes(row.veteran), sides: { unbroken, broken } };
    if (yes(row.scout)) u.independent = 'scout';
    if (yes(row['sogeki hei'])) u.independent = 'sogeki-hei';
    if (row.nationality) u.nationality = row.nationality;
    if (yes(row.hero)) u.hero = true;
    this.units.push(u);
  }
});

/** Columns: weapon, unit, type, fp, range, min range, ordnance, smoke, broken, boxed range. */
Given('the Weapons:', function (this: OracleWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const w: Record<string, unknown> = { id: row.weapon, type: row.type, fp: num(row.fp), range: num(row.range), ordnance: yes(row.ordnance), smoke: yes(row.smoke), broken: yes(row.broken), boxedRange: yes(row['boxed range']) };
    if (num(row['min range']) !== undefined) w.minRange = num(row['min range']);
    this.unit(row.unit).weapon = w;
  }
});

/** Columns: hex, terrain, markers, elevation. */
Given('the battlefield:', function (this: OracleWorld, table: DataTable) {
  const hexes = (this.situation.map as { hexes: Record<string, unknown> }).hexes;
  for (const row of table.hashes()) {
    const hex: Record<string, unknown> = { terrain: list(row.terrain) };
    if (row.markers) hex.markers = list(row.markers);
    if (num(row.elevation) !== undefined) hex.elevation = num(row.elevation);
    if (row.crest === 'yes') hex.crest = true; // T88.3.1
    hexes[row.hex] = hex;
  }
});

/**
 * Columns: from, to, sight (clear / hindrance / blocked), hindrance, crosses. A pair stated again replaces the
 * Background's fact. Where the battlefield lists every hex a line meets, the fact must agree with it (issue 18).
 */
Given('the lines of sight:', function (this: OracleWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const los = (this.situation.los = ((this.situation.los as Record<string, unknown>[]) ?? []).filter((l) => l.from !== row.from || l.to !== row.to));
    const fact: Record<string, unknown> = { from: row.from, to: row.to, sight: row.sight };
    if (num(row.hindrance) !== undefined) fact.hindrance = num(row.hindrance);
    if (row.crosses) fact.crosses = row.crosses;
    los.push(fact);
  }
});

/** CC:P F102: a cave marker in a Crest hex, the units inside it, and the level where each firing hex's LOS thread crosses a hexside of the cave's hex (F102.2.1). Columns: from, level. */
Given('a cave in {word} with {string} inside, the lines of sight crossing its hexsides at:', function (this: OracleWorld, hex: string, inside: string, table: DataTable) {
  const crossings = Object.fromEntries(table.hashes().map((row) => [row.from, num(row.level)]));
  ((this.situation.caves as unknown[]) ??= []).push({ hex, inside: list(inside), crossings });
});

/** CC:P A43.1: a Crest hex a Hidden Cave may be placed in, with the level where each firing hex's LOS thread crosses its hexsides (F102.2.1). Columns: from, level. */
Given('a Hidden Cave site in {word}, the lines of sight crossing its hexsides at:', function (this: OracleWorld, hex: string, table: DataTable) {
  const crossings = Object.fromEntries(table.hashes().map((row) => [row.from, num(row.level)]));
  ((this.situation.caveSites as Record<string, unknown>) ??= {})[hex] = crossings;
});

Given('the Objective hexes are {string}', function (this: OracleWorld, hexes: string) {
  this.situation.objectives = list(hexes);
});
Given('the Pillbox is already in play', function (this: OracleWorld) {
  this.situation.pillboxInPlay = true;
});
Given('{string} is activated to Move', function (this: OracleWorld, units: string) {
  ((this.situation.moving as string[]) ??= []).push(...list(units));
});
Given('{string} entered the hex with this expenditure', function (this: OracleWorld, units: string) {
  ((this.situation.entering as string[]) ??= []).push(...list(units));
});
Given('{string} was already activated this Turn', function (this: OracleWorld, units: string) {
  ((this.situation.activatedThisTurn as string[]) ??= []).push(...list(units));
});
Given('{string} was already activated for Op Fire in this Move Order', function (this: OracleWorld, units: string) {
  ((this.situation.opFireActivated as string[]) ??= []).push(...list(units));
});

// -------------------------------------------------------------------------------------------- When

function startFire(w: OracleWorld, player: string, mode: 'order' | 'op-fire'): void {
  delete w.situation.activated;
  w.situation.player = player;
  w.situation.mode = mode;
  w.situation.los ??= [];
  // 10.1: one Initiative card — the game around the Order holds it where the Order says (CC:P refuses a difference).
  if (w.situation.game) (w.situation.game as { initiative?: unknown }).initiative = w.situation.initiative;
  w.start('fire');
}

When('the {word} player announces a Fire Order', function (this: OracleWorld, player: string) {
  startFire(this, player, 'order');
});
When('the {word} player makes an Op Fire attack', function (this: OracleWorld, player: string) {
  startFire(this, player, 'op-fire');
});
When('the Fire Order activates {string}', function (this: OracleWorld, units: string) {
  this.send({ type: 'ACTIVATE', units: list(units) });
});
When('{string} fire(s) at {word}', function (this: OracleWorld, pieces: string, target: string) {
  this.send({ type: 'DECLARE_SHOT', pieces: list(pieces), target });
});
When('{string} fire(s) at {word} with {string} as the base', function (this: OracleWorld, pieces: string, target: string, base: string) {
  this.send({ type: 'DECLARE_SHOT', pieces: list(pieces), target, base });
});
When('{string} fires at {word}, its LOS traced from {string}', function (this: OracleWorld, pieces: string, target: string, spotter: string) {
  this.send({ type: 'DECLARE_SHOT', pieces: list(pieces), target, spotter });
});
When('{string} fires Smoke at {word}', function (this: OracleWorld, pieces: string, target: string) {
  this.send({ type: 'DECLARE_SHOT', pieces: list(pieces), target, smoke: true });
});
When('the {word} player plays {word}', function (this: OracleWorld, player: string, action: string) {
  this.send({ type: 'PLAY_ACTION', action, player });
});
When('the {word} player plays Spray Fire at {word}', function (this: OracleWorld, player: string, hex: string) {
  this.send({ type: 'PLAY_ACTION', action: 'A40', player, hex });
});
When('the {word} player plays Marksmanship \\({word}\\)', function (this: OracleWorld, player: string, nationality: string) {
  this.send({ type: 'PLAY_ACTION', action: 'A37', player, nationality });
});
/** An Action that names a nationality (Marksmanship: CC:E A37 "of the nationality indicated", CC:P A45 "of the indicated faction") by its id in the ruleset's numbering. */
When('the {word} player plays {word} indicating {word}', function (this: OracleWorld, player: string, action: string, nationality: string) {
  this.send({ type: 'PLAY_ACTION', action, player, nationality });
});
When('the Fire Attack Roll is {int}•{int}', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'FIRE' });
  this.send({ type: 'ROLL', white, colored });
  this.send({ type: 'KEEP_ROLL' });
});
When('the Fire Attack Roll is {int}•{int} with a(n) {word} trigger', function (this: OracleWorld, white: number, colored: number, trigger: string) {
  this.send({ type: 'FIRE' });
  this.send({ type: 'ROLL', white, colored, trigger: trigger as Trigger });
  this.send({ type: 'KEEP_ROLL' });
});
When('the Fire Attack Roll is {int}•{int} and the roll is not yet kept', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'FIRE' });
  this.send({ type: 'ROLL', white, colored });
});
When('the Fire Attack Roll is made again: {int}•{int}', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'ROLL', white, colored });
  this.send({ type: 'KEEP_ROLL' });
});
When('the Targeting Roll is {int}•{int} with a(n) {word} trigger', function (this: OracleWorld, white: number, colored: number, trigger: string) {
  this.send({ type: 'ROLL', white, colored, trigger: trigger as Trigger });
  this.send({ type: 'KEEP_ROLL' });
});
When('the Targeting Roll is {int}•{int} and the roll is not yet kept', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'ROLL', white, colored });
});
When('the Targeting Roll is {int}•{int}', function (this: OracleWorld, white: number, colored: number) {
  this.send({ type: 'ROLL', white, colored });
  this.send({ type: 'KEEP_ROLL' });
});
When('{string} makes a Fire Defense Roll of {int}•{int}', function (this: OracleWorld, unit: string, white: number, colored: number) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'ROLL', white, colored });
  this.send({ type: 'KEEP_ROLL' });
});
When('{string} makes a Fire Defense Roll of {int}•{int} with a(n) {word} trigger', function (this: OracleWorld, unit: string, white: number, colored: number, trigger: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'ROLL', white, colored, trigger: trigger as Trigger });
  this.send({ type: 'KEEP_ROLL' });
});
When('the {word} player plays Concealment before the Defense Roll of {string}', function (this: OracleWorld, player: string, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'PLAY_ACTION', action: 'A29', player });
});
When('the {word} player plays Hidden Entrenchments before the Defense Roll of {string}', function (this: OracleWorld, player: string, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'PLAY_ACTION', action: 'A35.1', player });
});
When('the {word} player plays Hidden Pillbox before the Defense Roll of {string}', function (this: OracleWorld, player: string, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'PLAY_ACTION', action: 'A35.3', player });
});
// CC:P A43.4 Hidden Pillbox, A43.5 Hidden Trenchline (by their CC:P ids).
When('the {word} player plays the Hidden action {word} before the Defense Roll of {string}', function (this: OracleWorld, player: string, action: string, unit: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'PLAY_ACTION', action, player });
});
// CC:P A43.1 Hidden Cave: the units entering the new cave at once (F102.1.1), "nobody" for none.
When('the {word} player plays Hidden Cave before the Defense Roll of {string}, {string} entering it', function (this: OracleWorld, player: string, unit: string, enter: string) {
  this.send({ type: 'CHOOSE_UNIT', unit });
  this.send({ type: 'PLAY_ACTION', action: 'A43.1', player, enter: enter === 'nobody' ? [] : list(enter) });
});
When('{string} makes its Fire Defense Roll of {int}•{int}', function (this: OracleWorld, _unit: string, white: number, colored: number) {
  this.send({ type: 'ROLL', white, colored });
  this.send({ type: 'KEEP_ROLL' });
});
When('the firing player breaks {string} for Sustained Fire', function (this: OracleWorld, weapon: string) {
  this.send({ type: 'BREAK_WEAPON', weapon });
});
When('the shot is abandoned', function (this: OracleWorld) {
  this.send({ type: 'ABANDON_SHOT' });
});
When('the Fire Order ends', function (this: OracleWorld) {
  this.send({ type: 'END_ORDER' });
});

/** A rejected decision: the event is sent and its rejection is asserted by code and rule. */
When('firing is refused citing {word}', function (this: OracleWorld, rule: string) {
  this.send({ type: 'FIRE' });
  assert.equal(this.error?.code, 'illegal-event');
  assert.equal(this.error?.rule, rule);
  this.errorAsserted = true;
});

// -------------------------------------------------------------------------------------------- Then

Then('the decision is rejected citing {word}', function (this: OracleWorld, rule: string) {
  assert.ok(this.error, 'nothing was rejected');
  assert.equal(this.error.code, 'illegal-event');
  assert.equal(this.error.rule, rule);
  this.errorAsserted = true;
});
Then('the Fire Order is refused citing {word}', function (this: OracleWorld, rule: string) {
  assert.equal(this.output.result, 'refused');
  assert.equal(this.mustRun().result().state, 'refused');
  assert.ok(this.trace[0].rules.includes(rule));
});
Then('the shot\'s FP is {int}', function (this: OracleWorld, fp: number) {
  assert.equal(lastShot(this).fp?.final, fp);
});
/** Each term of the shot's FP derivation citing `rule`, in order (CC:P A39 Enfilade: one per Enfilade played). */
Then('the shot\'s FP terms citing {word} are {string}', function (this: OracleWorld, rule: string, values: string) {
  const terms = (lastShot(this).fp as { derivation?: { terms: { value: number; rule: string }[] } } | undefined)?.derivation?.terms ?? [];
  assert.deepEqual(terms.filter((t) => t.rule === rule).map((t) => t.value), values.split(',').map((v) => Number(v.trim())));
});
Then('the Attack Total is {int}', function (this: OracleWorld, total: number) {
  assert.equal(lastShot(this).attack?.total, total);
});
Then('the Targeting Roll {word} with {int} against Hindrance {int} and range {int}', function (this: OracleWorld, verdict: string, product: number, hindrance: number, range: number) {
  const t = shots(this).at(-1)?.targeting ?? (this.context.record as ShotOut | null)?.targeting;
  assert.deepEqual(t && { product: t.product, hindrance: t.hindrance, range: t.range, hit: t.hit }, { product, hindrance, range, hit: verdict === 'hits' });
});
Then('the shot ended {string}', function (this: OracleWorld, result: string) {
  assert.equal(lastShot(this).result, result);
});
Then('the Defense Total of {string} is {int} with Morale {int}', function (this: OracleWorld, unit: string, total: number, morale: number) {
  const d = defenseOf(this, unit);
  assert.deepEqual([d.defenseTotal, d.morale], [total, morale]);
});
/** The output's derivation of the Defense Total (O20.3.4), as machines/core/derivation.ts renders it. */
Then('the Defense Total of {string} is derived as {string}', function (this: OracleWorld, unit: string, text: string) {
  assert.equal(renderDerivation(defenseOf(this, unit).derivation.defenseTotal), text);
});
/** The output's derivation of the VP the unit's elimination awarded (7.1). */
Then('the VP for eliminating {string} are derived as {string}', function (this: OracleWorld, unit: string, text: string) {
  const vp = defenseOf(this, unit).derivation.vp;
  assert.ok(vp, `"${unit}"'s Defense Roll awarded no VP`);
  assert.equal(renderDerivation(vp), text);
});
Then('the Defense Roll of {string} was against an Attack Total of {int}', function (this: OracleWorld, unit: string, total: number) {
  assert.equal((defenseOf(this, unit) as DefenseOut & { attackTotal: number }).attackTotal, total);
});
Then('the Weapons broken by the shot are {string}', function (this: OracleWorld, ids: string) {
  assert.deepEqual(lastShot(this).weaponsBroken, list(ids));
});
Then('the Weapons eliminated by the shot are {string}', function (this: OracleWorld, ids: string) {
  assert.deepEqual(lastShot(this).weaponsEliminated, list(ids));
});
Then('{string} was replaced by the Team {string}', function (this: OracleWorld, squad: string, team: string) {
  const d = defenseOf(this, squad) as DefenseOut & { team?: string };
  assert.deepEqual([d.result, d.team], ['wounded', team]);
});
Then('the Weapon box holds {string}', function (this: OracleWorld, ids: string) {
  assert.deepEqual(this.output.weaponsEliminated, list(ids));
});
Then('Smoke was placed in {word}', function (this: OracleWorld, hex: string) {
  assert.deepEqual(this.output.smokePlaced, [hex]);
});
Then('the Fire Order is over', function (this: OracleWorld) {
  assert.equal(this.mustRun().result().status, 'done');
  assert.equal(this.output.result, 'completed');
});
Then('only {string} made a Fire Defense Roll', function (this: OracleWorld, unit: string) {
  assert.deepEqual((this.output.defense as DefenseOut[]).map((d) => d.unit), [unit]);
});
Then('the pieces activated by the Fire Order are {string}', function (this: OracleWorld, ids: string) {
  assert.deepEqual(this.output.activated, list(ids));
});

/** CC:P A40: the firing player plays Explosive Charge after a kept Fire Attack roll of doubles against an adjacent fortified hex, or not. */
When('the {word} player plays Explosive Charge', function (this: OracleWorld, _player: string) {
  this.send({ type: 'PLAY_EXPLOSIVE_CHARGE' });
});
When('the {word} player declines Explosive Charge', function (this: OracleWorld, _player: string) {
  this.send({ type: 'DECLINE_EXPLOSIVE_CHARGE' });
});
