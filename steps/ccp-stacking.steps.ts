/**
 * Steps for CC:P's unit stacking (machines/ccp/stacking.ts, 15.2): units placed in one hex by a table, the
 * figures counted and the overstacking term added to the hex's Cover through the one derivation
 * (machines/core/derivation.ts), with no arithmetic here.
 */
import { type DataTable, Given, Then } from '@cucumber/cucumber';
import * as assert from 'node:assert/strict';
import { derive, term } from '../machines/core/derivation';
import { figuresInHex, isOverstacked, overstackingCoverTerm } from '../machines/ccp/stacking';
import type { Player, UnitKind } from '../machines/cce/units';
import type { OracleWorld } from './world';

interface StackWorld extends OracleWorld {
  stacked?: { hex: string; kind: UnitKind; owner: Player }[];
  terrainCover?: number;
}

Given('the units stacked in hex {word}:', function (this: StackWorld, hex: string, table: DataTable) {
  this.stacked = table.hashes().flatMap((r) => Array.from({ length: Number(r.count ?? 1) }, () => ({ hex, kind: r.kind as UnitKind, owner: r.owner as Player })));
});

Given('the hex\'s terrain gives Cover {int}', function (this: StackWorld, cover: number) {
  this.terrainCover = cover;
});

Then('hex {word} holds {int} soldier figures', function (this: StackWorld, hex: string, n: number) {
  assert.equal(figuresInHex(this.stacked ?? [], hex), n);
});

Then('hex {word} is overstacked: {word}', function (this: StackWorld, hex: string, yes: string) {
  assert.equal(isOverstacked(this.stacked ?? [], hex), yes === 'yes');
});

const coverOf = (w: StackWorld, hex: string) => derive(term(w.terrainCover ?? 0, 'T81.3', 'terrain'), [overstackingCoverTerm(w.stacked ?? [], hex)]);

Then('the Cover of hex {word} is {int}, citing {word}', function (this: StackWorld, hex: string, cover: number, rule: string) {
  const d = coverOf(this, hex);
  assert.equal(d.total, cover);
  assert.deepEqual(d.terms.map((t) => t.rule), rule === 'nothing' ? [] : [rule]);
});

Then('a unit of printed morale {int} in hex {word} has morale {int}', function (this: StackWorld, printed: number, hex: string, morale: number) {
  assert.equal(derive(term(printed, '3.1.4', 'printed morale'), [term(coverOf(this, hex).total, 'T81.3', 'Cover')]).total, morale);
});

/** The Fire output's record of a unit's Fire Defense Roll: the terms of the Morale it defended with, by rule. */
Then('the Morale {string} defended with counts {int} for {word}', function (this: OracleWorld, unit: string, value: number, rule: string) {
  const d = (this.output.defense as { unit: string; result: string; derivation: { morale: { terms: { value: number; rule: string }[] } } }[]).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.ok(d, `"${unit}" made no Fire Defense Roll`);
  assert.deepEqual(d.derivation.morale.terms.filter((t) => t.rule === rule).map((t) => t.value), [value]);
});

Then('the Morale {string} defended with counts nothing for {word}', function (this: OracleWorld, unit: string, rule: string) {
  const d = (this.output.defense as { unit: string; result: string; derivation: { morale: { terms: { rule: string }[] } } }[]).filter((x) => x.unit === unit && x.result !== 'canceled').at(-1);
  assert.ok(d, `"${unit}" made no Fire Defense Roll`);
  assert.deepEqual(d.derivation.morale.terms.filter((t) => t.rule === rule), []);
});
