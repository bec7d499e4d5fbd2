/**
 * Steps for the Events (E42–E77, the `event` procedure): a reader reveals an Event card (the next card
 * holding the Random Hex when the scenario says so), units from the `the units:` table, and decisions
 * sent one by one. Any hex a unit stands in that the scenario does not list is added as Open Ground when
 * the Event is resolved; decks are filled to 72 cards. Outcomes are read from the procedure's output.
 */
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { DECK_SIZE } from '../machines/cce/deck';
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

When('the Event is resolved', function (this: OracleWorld) {
  const hexes = (this.situation.map as { hexes: Record<string, unknown> }).hexes;
  for (const u of this.units) hexes[u.hex as string] ??= { terrain: ['Open Ground'] };
  for (const d of Object.values(this.situation.decks as Record<string, Json>)) {
    const listed = ['hand', 'draw', 'discard'].reduce((n, k) => n + ((d[k] as unknown[] | undefined)?.length ?? 0), 0);
    d.unlisted = DECK_SIZE - listed;
  }
  this.start('event');
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

// ------------------------------------------------ E43, E59, E63, E68, E76 (placement): cards, tables, Weapons

const sidesOf = (kind: string) => (kind === 'leader' ? { unbroken: { morale: 8, command: 1 }, broken: { morale: 6, command: 0 } } : { unbroken: { morale: 7 }, broken: { morale: 5 } });
const rangeOf = (r: string): number[] => r.split('-').map(Number);

/** Columns: card, dice ("3+4"), trigger, randomHex: the cards after the Event card, in order (then one more). */
Given('the next cards are:', function (this: OracleWorld, table: DataTable) {
  const cards = table.hashes().map((r) => ({
    id: r.card,
    ...(r.dice ? { dice: { white: Number(r.dice.split('+')[0]), colored: Number(r.dice.split('+')[1]) } } : {}),
    ...(r.trigger ? { trigger: r.trigger } : {}),
    ...(r.randomHex ? { randomHex: r.randomHex } : {}),
  }));
  readerDeck(this).draw.splice(1, Infinity, ...cards, { id: 'next-card' });
});

/** Columns: rolls ("7-9"), item, kind ("radio" or a unit kind), weapon (an MG's id). Rows of one column follow each other. */
Given('the {word} Support Table:', function (this: OracleWorld, player: string, table: DataTable) {
  const columns: { roll: number[]; items: Json[] }[] = [];
  for (const r of table.hashes()) {
    const roll = rangeOf(r.rolls);
    let col = columns.find((c) => c.roll.join('-') === roll.join('-'));
    if (!col) columns.push((col = { roll, items: [] }));
    if (r.item === '') continue;
    const weapon = r.weapon ? { weapon: { id: r.weapon, type: 'mg', fp: 3, range: 8 } } : {};
    col.items.push(r.kind === 'radio' ? { radio: r.item } : { unit: { id: r.item, owner: player, kind: r.kind, sides: sidesOf(r.kind), ...weapon } });
  }
  ((this.situation.supportTables ??= {}) as Json)[player] = columns;
});

Given('{string} carries the {word} MG {string} with Fix {word} and Elim {word}', function (this: OracleWorld, unit: string, state: string, weapon: string, fix: string, elim: string) {
  this.unit(unit).weapon = { id: weapon, type: 'mg', fp: 3, range: 8, broken: state === 'broken', fix: rangeOf(fix), elim: rangeOf(elim) };
  if (state === 'broken') ((this.situation.weapons ??= []) as Json[]).push({ id: weapon, fix: rangeOf(fix), elim: rangeOf(elim) });
});

Given('{string} carries an unbroken MG {string} without its Fix and Elim ranges', function (this: OracleWorld, unit: string, weapon: string) {
  this.unit(unit).weapon = { id: weapon, type: 'mg', fp: 3, range: 8 };
});

/** Columns: unit, owner, kind. */
Given('the Casualty Track holds:', function (this: OracleWorld, table: DataTable) {
  this.situation.casualtyUnits = table.hashes().map((r) => ({ id: r.unit, owner: r.owner, kind: r.kind, sides: sidesOf(r.kind) }));
});

Given('the Casualty Track has {int} axis and {int} allied spaces filled', function (this: OracleWorld, axis: number, allied: number) {
  this.situation.casualtyTrack = { axis: { occupied: axis, surrender: 10 }, allied: { occupied: allied, surrender: 10 } };
});

Given('the {word} Artillery Box already holds {string}', function (this: OracleWorld, player: string, radio: string) {
  this.situation.artilleryBoxes = { axis: null, allied: null, [player]: radio };
});

Given('the {word} friendly board edge is {string}', function (this: OracleWorld, player: string, hexes: string) {
  this.situation.edges = { axis: [], allied: [], [player]: hexes.split(', ') };
});

When('resolving the Event is rejected with code {string} naming {string}, citing {word}', function (this: OracleWorld, code: string, path: string, rule: string) {
  const hexes = (this.situation.map as { hexes: Record<string, unknown> }).hexes;
  for (const u of this.units) hexes[u.hex as string] ??= { terrain: ['Open Ground'] };
  for (const d of Object.values(this.situation.decks as Record<string, Json>)) d.unlisted = DECK_SIZE - ['hand', 'draw', 'discard'].reduce((n, k) => n + ((d[k] as unknown[] | undefined)?.length ?? 0), 0);
  assert.throws(() => this.start('event'), (e: { code?: string; path?: string; rule?: string }) => e.code === code && e.path === path && e.rule === rule);
});

When('the reader selects the item {string}', function (this: OracleWorld, item: string) {
  this.send({ type: 'SELECT_ITEM', item });
});

When('the reader selects the Weapon {string}', function (this: OracleWorld, weapon: string) {
  this.send({ type: 'SELECT_WEAPON', weapon });
});

Then('the items offered are {string}', function (this: OracleWorld, items: string) {
  assert.deepEqual(offered(this).map((d) => d.item), items === '' ? [] : items.split(', '));
});

Then('the Weapons offered are {string}', function (this: OracleWorld, weapons: string) {
  assert.deepEqual(offered(this).map((d) => d.weapon), weapons === '' ? [] : weapons.split(', '));
});

Then('the hexes offered are {string}, or declining', function (this: OracleWorld, hexes: string) {
  assert.deepEqual(offered(this).map((d) => d.hex ?? d.type), [...hexes.split(', '), 'DECLINE']);
});

Then('{string} is placed in {word}, {word}', function (this: OracleWorld, unit: string, hex: string, state: string) {
  const u = (this.output.units as { id: string; hex: string; broken: boolean }[]).find((x) => x.id === unit);
  assert.deepEqual(u && { hex: u.hex, broken: u.broken }, { hex, broken: state === 'broken' });
});

Then('the Weapon {string} is {word}', function (this: OracleWorld, weapon: string, state: string) {
  const w = (this.output.weapons as { id: string; broken: boolean }[]).find((x) => x.id === weapon);
  assert.equal(w?.broken, state === 'broken', `weapons: ${JSON.stringify(this.output.weapons)}`);
});

Then('the broken Weapons are {string}', function (this: OracleWorld, weapons: string) {
  assert.deepEqual(this.output.brokenWeapons, weapons === '' ? [] : weapons.split(', '));
});

Then('the Casualty Track now holds {string}', function (this: OracleWorld, units: string) {
  assert.deepEqual(this.output.casualtyUnits, units === '' ? [] : units.split(', '));
});

Then('the {word} Casualty Track has {int} spaces filled', function (this: OracleWorld, player: string, n: number) {
  assert.equal((this.output.casualtyTrack as Record<string, { occupied: number }>)[player].occupied, n);
});

Then('the {word} Artillery Box holds {string}', function (this: OracleWorld, player: string, radio: string) {
  assert.equal((this.output.artilleryBoxes as Record<string, string | null>)[player], radio);
});

Given('the situation does not describe {string}', function (this: OracleWorld, field: string) {
  delete this.situation[field];
});
