/**
 * Steps for the Events (E42–E77, the `event` procedure): a reader reveals an Event card (the next card
 * holding the Random Hex when the scenario says so), units from the `the units:` table, and decisions
 * sent one by one. Any hex a unit stands in that the scenario does not list is added as Open Ground when
 * the Event is resolved; decks are filled to 72 cards. Outcomes are read from the procedure's output.
 */
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { OracleError } from '../machines/core/errors';
import { fillDecks, type OracleWorld } from './world';

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
  fillDecks(w.situation);
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

// ------------------------------------------------------------------ an Event inside an Order (event/host.ts)

/**
 * The game around `active`'s Order (his opponent holding the Initiative), `player`'s draw pile `top` then,
 * unless it is his last card, `next-card`.
 */
function gameAroundOrder(w: OracleWorld, player: string, top: Json, active = player, last = false): void {
  w.situation.game = fillDecks({
    active,
    initiative: other(active),
    postures: { axis: 'attack', allied: 'defend' },
    time: { space: 2, suddenDeath: 8 },
    decks: { [player]: { hand: [], draw: last ? [top] : [top, { id: 'next-card' }] }, [other(player)]: { hand: [], draw: [{ id: `${other(player)}-top` }] } },
  });
}

Given('the game around the Order, with the {word} player\'s next card the Event {string}', function (this: OracleWorld, player: string, event: string) {
  gameAroundOrder(this, player, { id: 'event-card', event });
});

/** 6.1.2: the Event card is the last card of his draw pile (his discard pile holds the rest). */
Given('the game around the Order, with the {word} player\'s last card the Event {string}', function (this: OracleWorld, player: string, event: string) {
  gameAroundOrder(this, player, { id: 'event-card', event }, player, true);
});

// A roll the inactive player makes during the Order (a Fire Defense Roll, O20.3.4): the card is his.
Given('the game around the {word} player\'s Order, with the {word} player\'s next card the Event {string} showing the Random Hex {word}', function (this: OracleWorld, active: string, player: string, event: string, hex: string) {
  gameAroundOrder(this, player, { id: 'event-card', event, randomHex: hex }, active);
});

/** The Random Hex card follows the Event card; `next-card` stays under it, so its reveal does not empty the pile (6.1.2). */
Given('the {word} player\'s card after the Event shows the Random Hex {word}', function (this: OracleWorld, player: string, hex: string) {
  const game = this.situation.game as { decks: Record<string, { draw: Pile }> };
  game.decks[player].draw.splice(1, 0, { id: 'hex-card', randomHex: hex });
  fillDecks(game);
});

Then('the Events resolved are:', function (this: OracleWorld, table: DataTable) {
  const events = (this.output.events as { player: string; card: string; event: string | null; steps: Json[] }[]) ?? [];
  assert.deepEqual(
    events.flatMap((e) => e.steps.map((s) => ({ player: e.player, event: e.event ?? '', rule: String(s.rule), what: String(s.what), unit: s.unit === undefined ? '' : String(s.unit) }))),
    table.hashes(),
  );
});

// ------------------------------------------------ E45, E49, E54, E57, E61, E65, E67, E74 (event-intel.feature)

const yesNo = (v: string): boolean => v === 'yes';
const list = (v: string): string[] => (v === '' ? [] : v.split(', '));

Given('the {word} player holds the cards {string}', function (this: OracleWorld, player: string, cards: string) {
  (this.situation.decks as Record<string, { hand: Pile }>)[player].hand = list(cards).map((id) => ({ id }));
});

Given('the VP marker is at {int} before the Event', function (this: OracleWorld, vp: number) {
  this.situation.vp = vp;
});

Given('the Casualty Tracks:', function (this: OracleWorld, table: DataTable) {
  this.situation.casualtyTrack = Object.fromEntries(table.hashes().map((r) => [r.player, { occupied: Number(r.occupied), surrender: Number(r.surrender) }]));
});

Given('the Objectives:', function (this: OracleWorld, table: DataTable) {
  this.situation.objectives = table.hashes().map((r) => ({ number: Number(r.objective), hexes: list(r.hexes), controller: r.controller || null }));
  const hexes = (this.situation.map as { hexes: Record<string, unknown> }).hexes;
  for (const h of table.hashes().flatMap((r) => list(r.hexes))) hexes[h] ??= { terrain: ['Open Ground'] };
});

const chitRow = (r: Record<string, string>) => ({ objective: r.objective === 'all' ? 'all' : Number(r.objective), value: Number(r.value) });

Given('the Objective chits in play:', function (this: OracleWorld, table: DataTable) {
  this.situation.chits = table.hashes().map((r) => ({ id: r.chit, ...chitRow(r), open: yesNo(r.open), ...(r.owner ? { owner: r.owner } : {}) }));
});

Given('the undrawn Objective chits, in draw order:', function (this: OracleWorld, table: DataTable) {
  this.situation.chitPool = table.hashes().map((r) => (r.special ? { id: r.chit, special: r.special } : { id: r.chit, ...chitRow(r), secretSide: yesNo(r['secret side']) }));
});

When('the card {string} is picked', function (this: OracleWorld, card: string) {
  this.send({ type: 'SELECT_CARD', card });
});

When('the chit {string} is selected', function (this: OracleWorld, chit: string) {
  this.send({ type: 'SELECT_CHIT', chit });
});

Then('the {word} player decides', function (this: OracleWorld, player: string) {
  assert.equal((this.context.ev as { offer: { player: string } | null }).offer?.player, player);
});

Then('the cards offered are {string}', function (this: OracleWorld, cards: string) {
  assert.deepEqual(offered(this).filter((d) => d.type === 'SELECT_CARD').map((d) => d.card), list(cards));
});

Then('declining is offered', function (this: OracleWorld) {
  assert.ok(offered(this).some((d) => d.type === 'DECLINE'), 'DECLINE is not offered');
});

Then('the chits offered are {string}', function (this: OracleWorld, chits: string) {
  assert.deepEqual(offered(this).map((d) => d.chit), list(chits));
});

Then('the Objective chits in play are:', function (this: OracleWorld, table: DataTable) {
  const chits = this.output.chits as Json[];
  assert.deepEqual(
    chits.map((c) => ({ chit: String(c.id), objective: String(c.objective), value: String(c.value), open: c.open ? 'yes' : 'no', owner: (c.owner as string | undefined) ?? '' })),
    table.hashes(),
  );
});

// ---- Events acting on chosen units (E50–E75): Weapons, "may" choices (DECLINE offered beside them).

Given('{string} holds the Weapon {}', function (this: OracleWorld, unit: string, json: string) {
  this.unit(unit).weapon = JSON.parse(json);
});

When('the player deciding selects {string}', function (this: OracleWorld, unit: string) {
  this.send({ type: 'SELECT_UNIT', unit });
});

When('the reader selects the Weapon {string} for {string}', function (this: OracleWorld, weapon: string, unit: string) {
  this.send({ type: 'SELECT_WEAPON', weapon, unit });
});

const mayOffer = (w: OracleWorld, field: string, expected: string) => {
  const ds = offered(w);
  assert.deepEqual(ds.filter((d) => d.type !== 'DECLINE').map((d) => d[field]), expected === '' ? [] : expected.split(', '));
  assert.ok(ds.some((d) => d.type === 'DECLINE'), 'declining is not offered');
};

Then('the units offered are {string}, or none', function (this: OracleWorld, units: string) {
  mayOffer(this, 'unit', units);
});

Then('the hexes offered are {string}, or none', function (this: OracleWorld, hexes: string) {
  mayOffer(this, 'hex', hexes);
});

Then('the Weapons offered are {string}, or none', function (this: OracleWorld, choices: string) {
  const ds = offered(this).filter((d) => d.type !== 'DECLINE');
  assert.deepEqual(ds.map((d) => `${d.weapon} to ${d.unit}`), choices.split(', '));
  assert.ok(offered(this).some((d) => d.type === 'DECLINE'), 'declining is not offered');
});


Then('{string} now possesses the Weapon {string}', function (this: OracleWorld, unit: string, weapon: string) {
  assert.equal((this.output.weapons as { id: string; unit: string }[]).find((w) => w.unit === unit)?.id, weapon);
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
    col.items.push(r.kind === 'radio' ? { radio: r.item } : r.kind === 'sighting' ? { sighting: r.item } : { unit: { id: r.item, owner: player, kind: r.kind, sides: sidesOf(r.kind), ...weapon } });
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

When('the reader selects the item {string}', function (this: OracleWorld, item: string) {
  this.send({ type: 'SELECT_ITEM', item });
});

When('the reader selects the Weapon {string}', function (this: OracleWorld, weapon: string) {
  const holder = (this.situation.units as { id: string; weapon?: { id: string } }[]).find((u) => u.weapon?.id === weapon);
  this.send({ type: 'SELECT_WEAPON', weapon, unit: holder?.id });
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

// ------------------------------------------------------------------ markers (E46-E77: event-markers.feature)

Given('the Event card shows the downwind direction {int}', function (this: OracleWorld, direction: number) {
  readerDeck(this).draw[0].direction = direction;
});

/** CC:P E60: the Gusts card's "odd" or "even" (any other word is passed on, for the parser to refuse). */
Given('the Gusts card says to remove the {word} smoke', function (this: OracleWorld, parity: string) {
  readerDeck(this).draw[0].gusts = parity;
});

When('the {word} player places {string} in {word}', function (this: OracleWorld, _player: string, unit: string, hex: string) {
  this.send({ type: 'SELECT_HEX', unit, hex });
});

When('the reader removes the {word} in {word}', function (this: OracleWorld, marker: string, hex: string) {
  this.send({ type: 'SELECT_HEX', hex, marker });
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

// ------------------------------------------------------------------ the Sniper! chart (1.9.1.3)

Given('the {word} player rolled a Sniper! and his next card shows the Random Hex {word}', function (this: OracleWorld, reader: string, hex: string) {
  Object.assign(this.situation, {
    reader,
    trigger: 'Sniper!',
    active: reader,
    initiative: reader,
    postures: { axis: 'attack', allied: 'defend' },
    time: { space: 3, suddenDeath: 8 },
    vp: 0,
    decks: { [reader]: { hand: [], draw: [{ id: 'hex-card', randomHex: hex }, { id: 'next-card' }] }, [other(reader)]: { hand: [], draw: [{ id: `${other(reader)}-top` }] } },
  });
  delete this.situation.activated;
});

Given('the game around the Order, with the {word} player\'s next card showing the Random Hex {word}', function (this: OracleWorld, player: string, hex: string) {
  gameAroundOrder(this, player, { id: 'hex-card', randomHex: hex });
});
