/**
 * The edition diff on Artillery Request (CC:E O18) / Asset Request (CC:P O24), one procedure under two
 * names, on two CC:P seeds only (the walk of every CC:E Artillery seed under both editions is the CLI's).
 * Worked by hand from the two rulebooks:
 * - refused-suppressed-spotter: the only Japanese leader is suppressed, the radio unbroken, no weapon broken.
 *   CC:E O18 asks only for "an unbroken Leader ... that has yet to be activated", so the Order may be given
 *   (choosingOption); CC:P O24.3 wants "one of his unbroken, unsuppressed leaders (only)", and with no broken
 *   weapon to repair nothing may be chosen: refused.
 * - fire-for-effect, Defense roll 1+1: Impact Total = radio FP 12 + Impact roll 1+6 = 19 against the American
 *   squad's Morale 7 in Open Ground: Defense Total 7 + 2 = 9. CC:E O20.3.4: below the Impact Total, the squad
 *   breaks; CC:P O27.3.4 a): 9 is half or less of 19 (9.5), so it is eliminated.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData, type EditionCase } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'artillery', seeds: ['ccp:refused-suppressed-spotter', 'ccp:fire-for-effect'] });
const all: EditionCase[] = d.groups.flatMap((g) => g.cases);
const find = (seed: string, events: Record<string, unknown>[]) => all.filter((c) => c.seed === seed && JSON.stringify(c.events) === JSON.stringify(events));
const outcome = (o: unknown) => o as { state: string; output?: { result?: string; units?: { id: string; broken: boolean }[]; eliminated?: string[] } };

const toImpact = [
  { type: 'FIRE_FOR_EFFECT', spotter: 'jp-ldr' },
  { type: 'SPOT', hex: 'E5', smoke: false },
  { type: 'ROLL', white: 1, colored: 5 },
  { type: 'KEEP_ROLL' },
  { type: 'REVEAL', white: 1, colored: 4 },
  { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' },
  { type: 'ROLL', white: 1, colored: 6 },
  { type: 'KEEP_ROLL' },
  { type: 'CHOOSE_UNIT', unit: 'us-squad' },
];

describe('diff --from cce --to ccp --procedure artillery (CC:P asset-request)', () => {
  it('a suppressed leader: a Spotter under CC:E O18, none under CC:P O24.3 (the order is refused)', () => {
    const [c] = find('ccp:refused-suppressed-spotter', []);
    expect(c.kind).toBe('changed');
    expect(outcome(c.from).state).toBe('choosingOption');
    expect(outcome(c.to)).toMatchObject({ state: 'refused', output: { result: 'refused' } });
  });

  it('Defense Total 9 against Impact Total 19: broken under CC:E O20.3.4, eliminated under CC:P O27.3.4 a)', () => {
    const [c] = find('ccp:fire-for-effect', [...toImpact, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }]);
    expect(c.kind).toBe('changed');
    const from = outcome(c.from).output!;
    const to = outcome(c.to).output!;
    expect(from.units!.find((u) => u.id === 'us-squad')).toMatchObject({ broken: true });
    expect(from.eliminated).toEqual([]);
    expect(to.eliminated).toEqual(['us-squad']);
    expect(to.units!.some((u) => u.id === 'us-squad')).toBe(false);
  });
});

describe('diff --from cce --to ccp --procedure artillery: only outcomes count', () => {
  it('on those two seeds, the two cases above are the only changes: the other Defense rolls end alike (each edition cites its own Impact rules; CC:P\'s `repaired: null` is no outcome)', () => {
    // The other Defense rolls, 1+2 .. 6+6, give Totals 10 .. 19 against the Impact Total 19: none is half or less
    // (9.5), so both editions break the squad (10 .. 18, below 19) or leave it (19, not below) alike.
    expect(d.procedures.map((p) => [p.procedure, p.changed])).toEqual([['artillery', 2]]);
    const changes = all.filter((c) => c.kind === 'changed').flatMap((c) => c.changes.map((x) => x.path));
    expect(changes.some((p) => /\.rule$|repaired/.test(p))).toBe(false);
  });
});
