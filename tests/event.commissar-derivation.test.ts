/**
 * E50 Commissar: the roll's step carries the Morale it was compared with as a derivation, as Recover's and
 * Rout's rolls do, so that an engine's wrong Cover, Veteran, Wire or Command term is named by its rule under
 * the Event procedure too (issue 16.1). From the hand-written `commissar` seed (oracle/procedures/cce/seeds/
 * event.json): the Russian broken Squad ru-1 in Woods, rolled 4+2 = 6. Worked by hand (units.ts's terms,
 * in its order): broken side 5 [3.1.4], Woods +2 [T78.3], a Leader of Command 1 with it +1 [3.3.1.2], Veteran
 * +1 [E44.1], Wire −1 [F106.1]: 8; the roll of 6 is not greater, the Squad Rallies. Under
 * cce.commissar-morale = printed: the broken side's 5 alone, and the 6 eliminates it.
 */
import { describe, expect, it } from 'vitest';
import { runCase } from '../machines/core/run';
import { getProcedure } from '../oracle/registry';

const spec = getProcedure('cce', 'event');
const seed = spec.seeds.find((s) => s.name === 'commissar')!;
const raw = JSON.parse(JSON.stringify(seed.situation)) as { units: Record<string, unknown>[]; map: { hexes: Record<string, { terrain: string[]; markers?: string[] }> } };

describe('E50 Commissar: the Morale of the roll, term by term', () => {
  // The seed's situation is already parsed; built again from its raw form with the terms added.
  const sit = () => {
    const s = JSON.parse(JSON.stringify(raw));
    const squad = s.units.find((u: { id: string }) => u.id === 'ru-1');
    squad.veteran = true;
    s.units.push({ ...s.units.find((u: { id: string }) => u.id === 'ru-3'), id: 'ru-ldr', kind: 'leader', hex: squad.hex, sides: { unbroken: { morale: 8, command: 1 }, broken: { morale: 6, command: 0 } } });
    s.map.hexes[squad.hex].markers = ['Wire'];
    return spec.parseSituation(s, 'input');
  };
  const roll = (readings: Record<string, string>) => {
    const r = runCase(spec, 'cce', readings, sit(), [{ type: 'SELECT_UNIT', unit: 'ru-1' }]);
    const steps = (r.output as { event: { steps: Record<string, unknown>[] } }).event.steps;
    return steps;
  };

  it('carries current Morale as its derivation: 5 + 2 Woods + 1 Command + 1 Veteran − 1 Wire = 8, and the 6 Rallies', () => {
    const [step, effect] = roll({});
    expect(step).toMatchObject({ rule: 'E50', what: 'roll', unit: 'ru-1', roll: 6, morale: 8 });
    expect(step.derivation).toEqual({
      morale: {
        base: { value: 5, rule: '3.1.4', what: 'broken side' },
        terms: [
          { value: 2, rule: 'T78.3', what: 'Woods' },
          { value: 1, rule: '3.3.1.2', what: expect.stringContaining('Command') },
          { value: 1, rule: 'E44.1', what: 'Veteran' },
          { value: -1, rule: 'F106.1', what: 'Wire' },
        ],
        total: 8,
      },
    });
    expect(effect).toEqual({ rule: 'E50', unit: 'ru-1', what: 'rally' });
  });

  it('under cce.commissar-morale = printed, the printed Morale alone (5), and the 6 eliminates', () => {
    const [step, effect] = roll({ 'cce.commissar-morale': 'printed' });
    expect(step).toMatchObject({ morale: 5, derivation: { morale: { base: { value: 5, rule: '3.1.4', what: 'broken side' }, terms: [], total: 5 } } });
    expect(effect).toMatchObject({ rule: 'E50', unit: 'ru-1', what: 'eliminate' });
  });
});
