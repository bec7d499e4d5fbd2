/**
 * Derivations (machines/core/derivation.ts) and current Morale built through them (units.ts), worked by
 * hand from 3.1.4, T78.3, T93, 3.3.1.2, E44.1, 13.2 and F106.1; and blame: the term that explains an
 * engine's wrong number.
 */
import { describe, expect, it } from 'vitest';
import { blameTerms, derive, renderDerivation, term } from '../machines/core/derivation';
import { currentMorale, moraleDerivation, type Situation, type Unit } from '../machines/cce/units';

const unit = (extra: Partial<Unit> = {}): Unit =>
  ({ id: 's', owner: 'axis', kind: 'squad', hex: 'A1', broken: true, suppressed: false, veteran: false, sides: { unbroken: { morale: 7 }, broken: { morale: 6 } }, ...extra }) as Unit;
const leader: Unit = { id: 'l', owner: 'axis', kind: 'leader', hex: 'A1', broken: false, suppressed: false, veteran: false, sides: { unbroken: { morale: 9, command: 2 }, broken: { morale: 7, command: 0 } } } as Unit;
const at = (terrain: string[], markers: string[] = [], units: Unit[] = []): Situation => ({ units, map: { hexes: { A1: { terrain, markers } } } }) as unknown as Situation;

describe('current Morale as a derivation', () => {
  it('a broken Veteran Squad in Brush: 6 broken side + 1 Brush + 1 Veteran = 8', () => {
    const u = unit({ veteran: true });
    const d = moraleDerivation(u, at(['Brush'], [], [u]), 'zero');
    expect(renderDerivation(d)).toBe('6 broken side [3.1.4] + 1 Brush [T78.3] + 1 Veteran [E44.1] = 8');
    expect(currentMorale(u, at(['Brush'], [], [u]), 'zero')).toBe(8);
  });

  it('Suppressed in a Building with a Road, Wire and a Leader of Command 2: 6 + 3 − 1 + 2 − 1 − 1 = 8', () => {
    const u = unit({ suppressed: true });
    const d = moraleDerivation(u, at(['Building', 'Road'], ['Wire'], [u, leader]), 'zero');
    expect(d.terms.map((t) => [t.value, t.rule])).toEqual([
      [3, 'T78.3'],
      [-1, 'T93'],
      [2, '3.3.1.2'],
      [-1, '13.2'],
      [-1, 'F106.1'],
    ]);
    expect(d.total).toBe(8);
  });

  it('Open Ground gives no Cover term at all; a Foxholes marker gives its own rule', () => {
    const u = unit();
    expect(moraleDerivation(u, at(['Open Ground'], [], [u]), 'zero').terms).toEqual([]);
    expect(moraleDerivation(u, at(['Brush'], ['Foxholes'], [u]), 'zero').terms).toEqual([term(3, 'F102', 'Foxholes')]);
  });
});

describe('blame', () => {
  const d = derive(term(6, '3.1.4', 'broken side'), [term(2, 'T78.3', 'Woods'), term(1, 'E44.1', 'Veteran'), term(0, 'F106.1', 'Wire')]);
  it('drops zero terms and sums the rest', () => {
    expect(d.terms.map((t) => t.rule)).toEqual(['T78.3', 'E44.1']);
    expect(d.total).toBe(9);
  });
  it('names the term an engine left out, or flipped', () => {
    expect(blameTerms(d, 7)).toEqual(['T78.3', 'E44.1']); // Woods left out; or Veteran's sign flipped
    expect(blameTerms(d, 8)).toEqual(['E44.1']); // Veteran forgotten
    expect(blameTerms(d, 5)).toEqual(['T78.3']); // Woods subtracted: 9 − 2·2
    expect(blameTerms(d, 9)).toEqual([]);
  });
  it('lists every term and the base when no single term explains the difference', () => {
    expect(blameTerms(d, 3)).toEqual(['T78.3', 'E44.1', '3.1.4']);
  });
  // A Melee's VP: a Squad eliminated (2, 7.1) on the roll's step, then No Quarter played (+2, A38) on the next.
  const before = derive(term(0, '7.1', 'VP gained'), [term(2, '7.1', 'Squad (ru-squad)')]);
  const after = derive(term(0, '7.1', 'VP gained'), [term(2, '7.1', 'Squad (ru-squad)'), term(2, 'A38', 'No Quarter')]);
  it('names first, of terms explaining the difference alike, the one this step added (the earlier ones were answered right)', () => {
    expect(blameTerms(after, 2)).toEqual(['7.1', 'A38']); // no earlier step: the derivation's order
    expect(blameTerms(after, 2, before)).toEqual(['A38', '7.1']);
    // The earlier step had the same Squad twice: one of the two is new here, so 7.1 and A38 stay in order.
    const twoSquads = derive(term(0, '7.1', 'VP gained'), [term(2, '7.1', 'Squad (ru-squad)'), term(2, '7.1', 'Squad (ru-squad)'), term(2, 'A38', 'No Quarter')]);
    expect(blameTerms(twoSquads, 4, before)).toEqual(['7.1', 'A38']);
    // A term of another value or what is not the same term.
    expect(blameTerms(after, 2, derive(term(0, '7.1', 'VP gained'), [term(2, '7.1', 'Squad (ru-other)')]))).toEqual(['7.1', 'A38']);
  });
});
