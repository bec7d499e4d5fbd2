/**
 * Steps for Line of Sight (machines/cce/los.ts, the `los` procedure). A map is given as tables of hexes
 * and hexsides; every other hex the line meets is Open Ground at level 0 (the step that traces the LOS
 * adds them and says so), so a scenario lists only the hexes that matter.
 */
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { hexesMet, type LosResult } from '../machines/cce/los';
import type { OracleWorld } from './world';

type Hexes = Record<string, Record<string, unknown>>;
const list = (v: string | undefined): string[] => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

function mapOf(w: OracleWorld): { hexes: Hexes; hexsides?: unknown[] } {
  w.situation.map ??= { hexes: {} };
  return w.situation.map as { hexes: Hexes; hexsides?: unknown[] };
}

/** Columns: hex, terrain (comma-separated), level (T88; blank = 0), crest (yes/blank), markers. */
Given('the map:', function (this: OracleWorld, table: DataTable) {
  const hexes = mapOf(this).hexes;
  for (const row of table.hashes()) {
    const hex: Record<string, unknown> = { terrain: list(row.terrain) };
    if (row.level) hex.elevation = Number(row.level);
    if (row.crest === 'yes') hex.crest = true;
    if (list(row.markers).length) hex.markers = list(row.markers);
    hexes[row.hex] = hex;
  }
});

/** Columns: between (two adjacent hexes, "M8/N8"), feature. */
Given('the hexsides:', function (this: OracleWorld, table: DataTable) {
  const m = mapOf(this);
  m.hexsides = [...(m.hexsides ?? []), ...table.hashes().map((r) => ({ between: r.between.split('/'), feature: r.feature }))];
});

When('LOS is traced from {word} to {word}', function (this: OracleWorld, from: string, to: string) {
  const hexes = mapOf(this).hexes;
  for (const h of [from, to, ...hexesMet(from, to)]) hexes[h] ??= { terrain: ['Open Ground'] };
  this.situation = { map: this.situation.map, from, to };
  this.start('los');
});

const los = (w: OracleWorld) => w.output as unknown as LosResult;

Then('the LOS is clear', function (this: OracleWorld) {
  assert.deepEqual([los(this).sight, los(this).hindrance, los(this).blockedBy], ['clear', 0, null]);
});

Then('the LOS is hindered by {int}', function (this: OracleWorld, value: number) {
  assert.deepEqual([los(this).sight, los(this).hindrance], ['hindered', value]);
});

Then('the LOS is blocked at {word} by {word}', function (this: OracleWorld, at: string, rule: string) {
  const r = los(this);
  assert.equal(r.sight, 'blocked');
  assert.deepEqual([r.blockedBy?.at, r.blockedBy?.rule], [at, rule]);
});

Then('the LOS meets, in order: {string}', function (this: OracleWorld, ats: string) {
  assert.deepEqual(los(this).locations.map((l) => l.at), list(ats));
});

Then('at {word} the LOS {word} by {word}', function (this: OracleWorld, at: string, effect: string, rule: string) {
  const l = los(this).locations.find((x) => x.at === at);
  assert.ok(l, `the LOS meets ${los(this).locations.map((x) => x.at).join(', ')}, not ${at}`);
  const want = effect === 'passes' ? 'none' : effect === 'hindered' ? 'hinders' : effect;
  assert.deepEqual([l.effect, l.rule], [want, rule]);
});
