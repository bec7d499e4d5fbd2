/**
 * Whole-game steps (machines/cce/game/): a sample scenario set up as the scenario says (its cards' Actions, its
 * units, its nationalities: invented card data, as the sample's own), then the players' decisions, then what the
 * game shows — its legal choices, its frame (VP marker, discard piles, map markers, units) and its refusals.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { EventObject } from 'xstate';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario } from '../machines/cce/game/scenario';
import type { OracleWorld } from './world';

type Raw = { units: { id: string; hex?: string; suppressed?: boolean }[]; nationalities: Record<string, string>; time: { suddenDeath: number }; decks: Record<string, { hand: { id: string; action?: string }[]; draw: { id: string; action?: string }[]; discard: { id: string }[] }> };
type GameWorld = OracleWorld & { scenarioRaw?: Raw; game?: Game; refusal?: { path?: string; rule?: string } | null };

const raw = (w: GameWorld): Raw => {
  if (!w.scenarioRaw) throw new Error('no scenario: start with "Given the whole game of the sample scenario ..."');
  return w.scenarioRaw;
};
const game = (w: GameWorld): Game => {
  if (!w.game) w.game = startGame(parseScenario(raw(w)));
  return w.game;
};
const ids = (list: string): string[] => list.split(',').map((s) => s.trim()).filter(Boolean);

Given('the whole game of the sample scenario {string}', function (this: GameWorld, name: string) {
  this.scenarioRaw = JSON.parse(readFileSync(`machines/cce/game/scenarios/${name}.json`, 'utf8')) as Raw;
});

Given('the {word} card {string} prints the Action {string}', function (this: GameWorld, player: string, card: string, action: string) {
  const d = raw(this).decks[player];
  const c = [...d.hand, ...d.draw].find((x) => x.id === card);
  if (!c) throw new Error(`no card ${card} in the ${player} hand or draw pile`);
  c.action = action;
});

Given('the scenario\'s {word} nationality is {word}', function (this: GameWorld, player: string, nation: string) {
  raw(this).nationalities[player] = nation;
});

Given('the unit {string} set up in {word}', function (this: GameWorld, unit: string, hex: string) {
  raw(this).units.find((u) => u.id === unit)!.hex = hex;
});

Given('the unit {string} not Suppressed', function (this: GameWorld, unit: string) {
  raw(this).units.find((u) => u.id === unit)!.suppressed = false;
});

Given('the {word} draw pile topped by {string}', function (this: GameWorld, player: string, list: string) {
  const d = raw(this).decks[player];
  const top = ids(list).map((id) => d.draw.find((c) => c.id === id)!);
  d.draw = [...top, ...d.draw.filter((c) => !top.includes(c))];
});

Given('the Sudden Death marker on space {int}', function (this: GameWorld, space: number) {
  raw(this).time.suddenDeath = space;
});

When('the players decide:', function (this: GameWorld, json: string) {
  let g = game(this);
  for (const line of json.split('\n').map((l) => l.trim()).filter(Boolean)) g = play(g, JSON.parse(line) as EventObject);
  this.game = g;
});

When('the {word} player tries:', function (this: GameWorld, _player: string, json: string) {
  try {
    play(game(this), JSON.parse(json) as EventObject);
    this.refusal = null;
  } catch (e) {
    this.refusal = e as { path?: string; rule?: string };
  }
});

Then('the legal choices are:', function (this: GameWorld, table: DataTable) {
  const listed = legalChoices(game(this)).choices.map((c) => [c.decision, c.player]);
  assert.deepEqual(listed, table.hashes().map((r) => [JSON.parse(r.decision), r.player]));
});

Then('it is refused, naming the field {string} and the rule {word}', function (this: GameWorld, path: string, rule: string) {
  assert.ok(this.refusal, 'the decision was accepted');
  assert.deepEqual([this.refusal.path, this.refusal.rule], [path, rule]);
});

Then('the game\'s VP marker is at {int}', function (this: GameWorld, vp: number) {
  assert.equal(frameOf(game(this)).vp, vp);
});

Then('the {word} discard pile is, from the top, {string}', function (this: GameWorld, player: string, list: string) {
  assert.deepEqual(frameOf(game(this)).decks[player as 'axis' | 'allied'].discard, ids(list));
});

Then('hex {word} holds the marker {string} on the game\'s map', function (this: GameWorld, hex: string, marker: string) {
  assert.deepEqual(frameOf(game(this)).map.hexes[hex].markers, [marker]);
});

Then('the unit {string} is in {word}, broken', function (this: GameWorld, unit: string, hex: string) {
  const u = frameOf(game(this)).units.find((x) => x.id === unit);
  assert.deepEqual([u?.hex, u?.broken], [hex, true]);
});

Then('the eliminated units are {string}', function (this: GameWorld, list: string) {
  assert.deepEqual(frameOf(game(this)).eliminated, ids(list));
});

Then('the Order is over', function (this: GameWorld) {
  assert.deepEqual([game(this).order, game(this).triggerMelee ?? null], [null, null]);
});

Then('every invariant of the game holds', function (this: GameWorld) {
  assert.deepEqual(new Invariants(parseScenario(raw(this))).check(game(this)), []);
});
