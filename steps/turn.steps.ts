/**
 * Steps for the game frame: the Turn, the Time advance and the game end. A frame situation is given as
 * JSON (decks are filled up to 72 cards with `unlisted` cards so that scenarios list only the cards
 * that matter), events are sent as JSON, and outcomes are read from the procedure's output by path.
 */
import { OracleError } from '../machines/core/errors';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import type { Player } from '../machines/cce/units';
import { afterControlChange, afterElimination, afterExit, controllerAfter, type Objective, type ObjectiveChit, objectiveValue } from '../machines/cce/victory';
import { fillDecks, type OracleWorld } from './world';

type Json = Record<string, unknown>;


const at = (o: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v === undefined || v === null ? undefined : (v as Json)[k]), o);

Given('the game situation:', function (this: OracleWorld, doc: string) {
  this.situation = fillDecks(JSON.parse(doc) as Json);
});

Given('the game situation field {string} is {}', function (this: OracleWorld, path: string, json: string) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Json>((o, k) => (o[k] ??= {}) as Json, this.situation);
  parent[last] = JSON.parse(json);
  fillDecks(this.situation);
  // An Order's situation keeps the game around it in `game` (event/host.ts): its decks are filled too.
  if (this.situation.game) fillDecks(this.situation.game as Json);
});

// A situation the parser rejects is kept for a Then step, as a rejected event is (world.ts send).
When('the {word} procedure starts', function (this: OracleWorld, procedure: string) {
  try {
    this.start(procedure);
  } catch (e) {
    if (!(e instanceof OracleError)) throw e;
    this.error = e;
  }
});

When('the events are sent:', function (this: OracleWorld, doc: string) {
  for (const e of JSON.parse(doc) as unknown[]) this.send(e);
});

Then('the output {string} is {}', function (this: OracleWorld, path: string, json: string) {
  assert.deepEqual(at(this.output, path), JSON.parse(json));
});

Then('the procedure has ended in state {string}', function (this: OracleWorld, state: string) {
  const r = this.mustRun().result();
  assert.equal(r.state, state);
  assert.equal(r.status, 'done');
});

Then('the trace does not cite {word}', function (this: OracleWorld, rule: string) {
  assert.ok(!this.trace.flatMap((s) => s.rules).includes(rule), `the trace cites ${rule}`);
});

// ------------------------------------------------------------------ Victory Points (victory.ts, 7)

interface VpWorld extends OracleWorld {
  vpTrack?: number;
  chitsInPlay?: { elimDoubled?: boolean; exitDoubled?: boolean };
  objectiveChits?: ObjectiveChit[];
  objective?: Objective;
}

const vpUnit = (kind: string, owner: Player, command = 0) => ({
  kind: (kind === 'hero' ? 'leader' : kind) as 'squad' | 'team' | 'leader',
  owner,
  hero: kind === 'hero',
  sides: { unbroken: { morale: 7, command }, broken: { morale: 5 } },
});

Given('the VP marker starts at {int}', function (this: VpWorld, vp: number) {
  this.vpTrack = vp;
});
Given('the {string} chit is in play', function (this: VpWorld, chit: string) {
  this.chitsInPlay = { ...this.chitsInPlay, [chit === 'Elim. points are doubled' ? 'elimDoubled' : 'exitDoubled']: true };
});
When('an {word} {word} with Command {int} is eliminated', function (this: VpWorld, owner: Player, kind: string, command: number) {
  this.vpTrack = afterElimination(this.vpTrack ?? 0, vpUnit(kind, owner, command), this.chitsInPlay);
});
When('an {word} {word} with Command {int} exits off the opponent\'s edge', function (this: VpWorld, owner: Player, kind: string, command: number) {
  this.vpTrack = afterExit(this.vpTrack ?? 0, vpUnit(kind, owner, command), this.chitsInPlay);
});
Given('open Objective chits:', function (this: VpWorld, table: DataTable) {
  this.objectiveChits = table.hashes().map((r) => ({ id: r.chit, objective: r.objective === 'all' ? 'all' : Number(r.objective), value: Number(r.value), open: true }));
});
When('Objective {int} passes from {word} to {word}', function (this: VpWorld, n: number, from: string, to: string) {
  const who = (p: string): Player | null => (p === 'nobody' ? null : (p as Player));
  this.vpTrack = afterControlChange(this.vpTrack ?? 0, n, who(from), who(to), this.objectiveChits ?? []);
});
Then('the VP marker is at {int}', function (this: VpWorld, vp: number) {
  assert.equal(this.vpTrack, vp);
});
Then('Objective {int} is worth {int} VP', function (this: VpWorld, n: number, value: number) {
  assert.equal(objectiveValue(n, this.objectiveChits ?? []), value);
});
Given('a building Objective over hexes {string} controlled by {word}', function (this: VpWorld, hexes: string, controller: string) {
  this.objective = { number: 1, hexes: hexes.split(', '), controller: controller === 'nobody' ? null : (controller as Player) };
});
Then('with units {string} in it, it is controlled by {word}', function (this: VpWorld, units: string, controller: string) {
  const placed = units.split(', ').map((s) => {
    const [owner, hex] = s.split('@');
    return { owner: owner as Player, hex };
  });
  assert.equal(controllerAfter(this.objective!, placed), controller === 'nobody' ? null : controller);
});

/** A refused decision: the error's code, the event it names, and the rule it cites (O22.1, O23.1, …). */
Then('it is rejected with code {string} naming {string}, citing {word}', function (this: OracleWorld, code: string, path: string, rule: string) {
  assert.ok(this.error, 'nothing was rejected');
  assert.deepEqual({ code: this.error.code, path: this.error.path, rule: this.error.rule }, { code, path, rule });
  this.errorAsserted = true;
});
