/**
 * The Weapons Effectiveness Chart as data (machines/spicc/weapons.ts) against the text, and the odds,
 * half range and result arithmetic of SPI Combat Command against expectations worked by hand from the
 * rules (machines/spicc/results.ts).
 *
 * The chart came out of the OCR as its cells in reading order, row by row (AP, HE, RF), one cell per
 * printed box: "Double … Normal … Half … Normal … Halt … Normal … May only attack using Close Assault …
 * Normal". The fifth cell reads "Halt" — the OCR's spelling — so the text cannot confirm it; the Sample
 * Attack does ("The M-7 is an HE weapon firing upon an Armored target at greater than half range. Its
 * Attack Strength is halved").
 */
import { describe, expect, it } from 'vitest';
import { findQuote, loadRulebook } from '../oracle/quotes';
import { EFFECTIVENESS_PRINTED, WEAPONS_EFFECTIVENESS_CHART, effectiveness, firingStrength, halfRange } from '../machines/spicc/weapons';
import { oddsColumn, unitEffect, halfOrMoreDispersed } from '../machines/spicc/results';
import { WEAPONS, type SpiccUnit } from '../machines/spicc/units';

const book = loadRulebook('spicc');
const KEEP = { 'spicc.halved-strength-fraction': 'keep-fraction' };
const DROP = { 'spicc.halved-strength-fraction': 'drop-fraction' };

/** The chart's boxes in reading order: a row's two Armored cells print as one box when they are the same "May only attack" cell. */
function printedBoxes(): string[] {
  return WEAPONS.flatMap((w) => {
    const r = WEAPONS_EFFECTIVENESS_CHART[w];
    const armored = r.armoredHalfRangeOrLess === r.armoredBeyondHalfRange && r.armoredHalfRangeOrLess === 'close-assault-only' ? [r.armoredHalfRangeOrLess] : [r.armoredHalfRangeOrLess, r.armoredBeyondHalfRange];
    return [...armored, r.nonArmored].map((e) => EFFECTIVENESS_PRINTED[e]);
  });
}

describe('the Weapons Effectiveness Chart (WEC)', () => {
  it('has eight printed boxes, in this order', () => {
    expect(printedBoxes()).toEqual([
      'Double Attack Strength',
      'Normal Attack Strength',
      'Half Attack Strength',
      'Normal Attack Strength',
      'Half Attack Strength',
      'Normal Attack Strength',
      'May only attack using Close Assault',
      'Normal Attack Strength',
    ]);
  });

  describe.skipIf(book === null)(`against the text${book === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
    it('its boxes occur in the text in order after the chart title, the fifth (OCR "Halt") skipped', () => {
      const boxes = printedBoxes();
      const quote = ['WEAPONS EFFECT', ...boxes.slice(0, 4), 'Attack Strength', ...boxes.slice(5)].join(' … ');
      expect(findQuote(book!, quote)).toBeNull();
    });
    it('the fifth box (HE, Armored, beyond half range) is the Sample Attack\'s halving', () => {
      expect(WEAPONS_EFFECTIVENESS_CHART.HE.armoredBeyondHalfRange).toBe('half');
      expect(findQuote(book!, 'The M-7 is an HE weapon firing upon an Armored target at greater than half range. Its Attack Strength is halved')).toBeNull();
    });
  });

  it('WE.B: half range drops the fraction; Range 5 is 2, Range 1 is the target\'s own hex', () => {
    expect(halfRange(5)).toBe(2);
    expect(halfRange(1)).toBe(0);
    expect(effectiveness('AP', true, 2, 5)).toBe('double');
    expect(effectiveness('AP', true, 3, 5)).toBe('normal');
    expect(effectiveness('AP', true, 1, 1)).toBe('normal');
    expect(effectiveness('AP', true, 0, 1)).toBe('double');
  });

  it('the Sample Attack\'s four strengths: 3 doubled is 6, 13 normal, 12 halved is 6, 8 normal', () => {
    const s = (attack: number, weapon: 'AP' | 'HE', distance: number, rangeAllowance: number) => firingStrength({ attack, weapon, distance, rangeAllowance, armoredTarget: true, indirect: false, tripled: false }, KEEP).total;
    expect([s(3, 'AP', 0, 4), s(13, 'AP', 2, 3), s(12, 'HE', 6, 11), s(8, 'HE', 2, 12)]).toEqual([6, 13, 6, 8]);
  });

  it('halving twice (AP at a Non-armored Target, by Indirect Fire): 7 → 3.5 → 1.75, or with dropped fractions 7 → 3 → 1', () => {
    const f = { attack: 7, weapon: 'AP' as const, distance: 8, rangeAllowance: 12, armoredTarget: false, indirect: true, tripled: false };
    expect(firingStrength(f, KEEP).total).toBe(1.75);
    expect(firingStrength(f, DROP).total).toBe(1);
  });
});

describe('odds and results (CB, CRE)', () => {
  it('simplifies the ratio downward: 29-10 is 2-1, 33-14 is 2-1, 10-25 is 1-3, 4-16 is 1-4, 4-17 has no effect, 70-10 is 6-1', () => {
    const odds = (a: number, d: number) => oddsColumn(a, d, {});
    expect([odds(29, 10), odds(33, 14), odds(10, 25), odds(4, 16), odds(4, 17), odds(70, 10)]).toEqual(['2-1', '2-1', '1-3', '1-4', null, '6-1']);
  });

  it('below 1-1, as reading spicc.odds-below-one-to-one says: 10-25 (1 to 2.5), 9-20 (1 to 2.22), 4-17 (1 to 4.25), 2-9 (1 to 4.5); 29-10 stays 2-1', () => {
    const under = (alt: string) => [[10, 25], [9, 20], [4, 17], [2, 9], [29, 10]].map(([a, d]) => oddsColumn(a, d, { 'spicc.odds-below-one-to-one': alt }));
    expect(under('toward-defender')).toEqual(['1-3', '1-3', null, null, '2-1']);
    expect(under('toward-attacker')).toEqual(['1-2', '1-2', '1-4', '1-4', '2-1']);
    expect(under('nearest')).toEqual(['1-3', '1-2', '1-4', null, '2-1']);
  });

  const unit = (u: Partial<SpiccUnit>): SpiccUnit => ({ id: 'u', side: 'german', class: '2', kind: 'infantry', size: 1, attack: 4, defense: 4, range: 4, movement: 1, hex: 'F10', dispersed: false, dugIn: false, passenger: false, attacked: false, ...u });
  const when = { playerTurn: 'us' as const, phase: 'offensive-fire' };

  it('CRE.N: exactly half the Defense Strength dispersed counts, less than half does not', () => {
    expect(halfOrMoreDispersed([unit({ defense: 4, dispersed: true }), unit({ id: 'v', defense: 4 })])).toBe(true);
    expect(halfOrMoreDispersed([unit({ defense: 3, dispersed: true }), unit({ id: 'v', defense: 4 })])).toBe(false);
  });

  it('CRE.ER, CRE.DR: R is D for Class 3 and nothing for a Dug-In Class 2 unit; DR is D for both', () => {
    expect(unitEffect(unit({ class: '3', movement: 0 }), 'R', when).effect).toBe('dispersed');
    expect(unitEffect(unit({ dugIn: true }), 'R', when).effect).toBe('none');
    expect(unitEffect(unit({ dugIn: true }), 'DR', when).effect).toBe('dispersed');
    expect(unitEffect(unit({}), 'DR', when)).toMatchObject({ effect: 'dispersed-and-retreated', retreatAllowance: 1 });
  });

  it('X on a Class 1d company leaves two Wrecks (WR.A); DD eliminates only a unit already dispersed', () => {
    expect(unitEffect(unit({ class: '1d', kind: 'other', size: 2, movement: 6 }), 'X', when).wrecks).toBe(2);
    expect(unitEffect(unit({ dispersed: true }), 'DD', when).effect).toBe('eliminated');
    expect(unitEffect(unit({}), 'DD', when).effect).toBe('dispersed');
  });
});
