/**
 * Steps for the Events (E42–E77, the `event` procedure): a reader reveals an Event card (the next card
 * holding the Random Hex when the scenario says so), units from the `the units:` table, and decisions
 * sent one by one. Any hex a unit stands in that the scenario does not list is added as Open Ground when
 * the Event is resolved; decks are filled to 72 cards. Outcomes are read from the procedure's output.
 */
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { DECK_SIZE } from '../machines/cce/deck';
import { OracleError } from '../machines/core/errors';
import type { OracleWorld } from './world';

type Json = Record<string, unknown>;
type Pile = { id: string; [k: string]: unknown }[];

const other = (p: string): string => (p === 'axis' ? 'allied' : 'axis');
const readerDeck = (w: OracleWorld): { draw: Pile } => (w.situation.decks as Record<string, { draw: Pile }>)[w.situation.reader as string];

Given('the {word} player reveals the Event {string}', function (this: OracleWorld, reader: string, event: string) {
  Object.assign(this.situation, {
    reader,
    active: reader,
    initiative: reader,
    postures: { axis: 'attack', allied: 'defend' },
    time: { space: 3, suddenDeath: 8 },
    vp: 0,
    decks: { [reader]: { hand: [], draw: [{ id: 'event-card', event }, { id: 'next-card' }] }, [other(reader)]: { hand: [], draw: [{ id: `${other(reader)}-top` }] } },
  });
  delete this.situation.activated;
});

Given('the next card shows the Random Hex {word}', function (this: OracleWorld, hex: string) {
  readerDeck(this).draw[1] = { id: 'hex-card', randomHex: hex };
});

Given('the Event card is the last card of the draw pile', function (this: OracleWorld) {
  readerDeck(this).draw.splice(1);
});

Given('the broken Weapons:', function (this: OracleWorld, table: DataTable) {
  this.situation.weapons = table.hashes().map((r) => ({ id: r.weapon, fix: r.fix.split('-').map(Number), elim: r.elim.split('-').map(Number) }));
});

Given('the event situation field {string} is {}', function (this: OracleWorld, path: string, json: string) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Json>((o, k) => (o[k] ??= {}) as Json, this.situation);
  parent[last] = JSON.parse(json);
});

function resolveEvent(w: OracleWorld): void {
  const hexes = (w.situation.map as { hexes: Record<string, unknown> }).hexes;
  for (const u of w.units) hexes[u.hex as string] ??= { terrain: ['Open Ground'] };
  for (const d of Object.values(w.situation.decks as Record<string, Json>)) {
    const listed = ['hand', 'draw', 'discard'].reduce((n, k) => n + ((d[k] as unknown[] | undefined)?.length ?? 0), 0);
    d.unlisted = DECK_SIZE - listed;
  }
  w.start('event');
}

When('the Event is resolved', function (this: OracleWorld) {
  resolveEvent(this);
});

When('the reader selects {string}', function (this: OracleWorld, unit: string) {
  this.send({ type: 'SELECT_UNIT', unit });
});

When('the reader selects the hex {word}', function (this: OracleWorld, hex: string) {
  this.send({ type: 'SELECT_HEX', hex });
});

When('the player deciding declines', function (this: OracleWorld) {
  this.send({ type: 'DECLINE' });
});

When('the decision is sent:', function (this: OracleWorld, doc: string) {
  this.send(JSON.parse(doc));
});

const offered = (w: OracleWorld) => ((w.context.ev as { offer: { decisions: Json[] } | null }).offer?.decisions ?? []);

Then('the units offered are {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual(offered(this).map((d) => d.unit), units === '' ? [] : units.split(', '));
});

Then('the hexes offered are {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual(offered(this).map((d) => d.hex), hexes === '' ? [] : hexes.split(', '));
});

Then('the Event is over', function (this: OracleWorld) {
  const r = this.mustRun().result();
  assert.equal(r.status, 'done', `the Event is still in ${JSON.stringify(r.state)}`);
});

Then('the Event steps are:', function (this: OracleWorld, table: DataTable) {
  const steps = (this.output.event as { steps: Json[] }).steps;
  const columns = table.raw()[0];
  assert.deepEqual(
    steps.map((s) => Object.fromEntries(columns.map((c) => [c, s[c] === undefined ? '' : Array.isArray(s[c]) ? (s[c] as string[]).join(', ') : String(s[c])]))),
    table.hashes(),
  );
});

Then('{string} is a Veteran', function (this: OracleWorld, unit: string) {
  assert.ok((this.output.veterans as string[]).includes(unit), `veterans: ${(this.output.veterans as string[]).join(', ') || 'none'}`);
});

Then('{string} is not a Veteran', function (this: OracleWorld, unit: string) {
  assert.ok(!(this.output.veterans as string[]).includes(unit));
});

Then('after the Event the VP marker is at {int}', function (this: OracleWorld, vp: number) {
  assert.equal(this.output.vp, vp);
});

Then('Time is due after the Event', function (this: OracleWorld) {
  assert.equal(this.output.timeDue, true);
});

Then('the markers in {word} are {string}', function (this: OracleWorld, hex: string, markers: string) {
  assert.deepEqual((this.output.markers as Record<string, string[]>)[hex] ?? [], markers === '' ? [] : markers.split(', '));
});

Then('the decision is refused citing {word}', function (this: OracleWorld, rule: string) {
  assert.ok(this.error, 'nothing was refused');
  assert.deepEqual({ code: this.error.code, rule: this.error.rule }, { code: 'illegal-event', rule });
  this.errorAsserted = true;
});

// ------------------------------------------------------------------ markers (E46-E77: event-markers.feature)

Given('the Event card shows the downwind direction {int}', function (this: OracleWorld, direction: number) {
  readerDeck(this).draw[0].direction = direction;
});

When('the {word} player places {string} in {word}', function (this: OracleWorld, _player: string, unit: string, hex: string) {
  this.send({ type: 'SELECT_HEX', unit, hex });
});

When('the reader removes the {word} in {word}', function (this: OracleWorld, marker: string, hex: string) {
  this.send({ type: 'SELECT_HEX', hex, marker });
});

Then('the {word} player decides', function (this: OracleWorld, player: string) {
  assert.equal((this.context.ev as { offer: { player: string } | null }).offer?.player, player);
});

/** Every offered decision as "<unit> <hex> <marker>" (the fields it has) or DECLINE: "us-1 C5, C3 Mines, DECLINE". */
Then('the choices offered are {string}', function (this: OracleWorld, list: string) {
  const text = (d: Json): string => (d.type === 'DECLINE' ? 'DECLINE' : [d.unit, d.hex, d.marker].filter((x) => x !== undefined).join(' '));
  assert.deepEqual(offered(this).map(text), list === '' ? [] : list.split(', '));
});

Then('the Smoke list is {string}', function (this: OracleWorld, hexes: string) {
  assert.deepEqual(this.output.smoke, hexes === '' ? [] : hexes.split(', '));
});

Then('resolving the Event is rejected with code {string} naming {string} citing {word}', function (this: OracleWorld, code: string, path: string, rule: string) {
  assert.throws(
    () => resolveEvent(this),
    (e: unknown) => {
      assert.ok(e instanceof OracleError, String(e));
      assert.deepEqual({ code: e.code, path: e.path, rule: e.rule }, { code, path, rule });
      return true;
    },
  );
});
