/**
 * CC:P aircraft (8, E50, 18.6) in an Event situation: the Air Support card's dates, the scenario's year,
 * night rules, the map's extent and the aircraft markers (situation inputs, machines/ccp/air-support.ts),
 * and the aircraft markers after the Event (the output's `aircraft`).
 */
import { Given, Then } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import type { OracleWorld } from './world';

type Pile = { id: string; [k: string]: unknown }[];
const readerDeck = (w: OracleWorld): { draw: Pile } => (w.situation.decks as Record<string, { draw: Pile }>)[w.situation.reader as string];

Given('the Air Support card gives the dates {int} to {int}', function (this: OracleWorld, first: number, last: number) {
  readerDeck(this).draw[0].years = [first, last];
});

Given('the scenario is set in {int}', function (this: OracleWorld, year: number) {
  this.situation.year = year;
});

Given('night rules are in effect', function (this: OracleWorld) {
  this.situation.night = true;
});

Given('the map has {int} columns and {int} rows', function (this: OracleWorld, columns: number, rows: number) {
  (this.situation.map as Record<string, unknown>).geometry = { columns, rows };
});

Given('the {word} aircraft is in {word}', function (this: OracleWorld, player: string, hex: string) {
  this.situation.aircraft = { ...(this.situation.aircraft as object), [player]: { hex } };
});

Then('the {word} aircraft is in {word} after the Event', function (this: OracleWorld, player: string, hex: string) {
  assert.deepEqual((this.output.aircraft as Record<string, unknown>)[player], { hex });
});

Then('the {word} aircraft is not on the map after the Event', function (this: OracleWorld, player: string) {
  assert.equal((this.output.aircraft as Record<string, unknown>)[player], undefined);
});
