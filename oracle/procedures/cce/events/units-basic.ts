/** Seeds of E44 Battle Harden, E62 KIA, E64 Medic!, E72 Shell Shock. */
import { eventDraw, eventFrame, type EventSeed, seed, squad, team, leader } from './kit';

export const UNITS_BASIC_SEEDS: EventSeed[] = [
  seed(
    'battle-harden',
    'E44: the Axis reader puts a Veteran marker on one of his two units without one (not on his Veteran Team, not on the enemy Squad).',
    eventFrame('axis', eventDraw('Battle Harden'), [squad('de-1', 'axis', 'C3'), team('de-vet', 'axis', 'C3', { veteran: true }), leader('de-ldr', 'axis', 'C4', 1), squad('us-1', 'allied', 'E5')], ['C3', 'C4', 'E5']),
  ),
  seed(
    'battle-harden-impossible',
    'E42, E44: every unit of the reader is already a Veteran: the Event is impossible and ignored.',
    eventFrame('allied', eventDraw('Battle Harden'), [squad('us-1', 'allied', 'C3', { veteran: true }), squad('de-1', 'axis', 'E5')], ['C3', 'E5']),
  ),
  seed(
    'kia',
    'E62, 7.1: the reader eliminates one broken unit of either side — a broken enemy Squad (2 VP to him), his own broken Team (1 VP to the enemy) — never an unbroken one.',
    eventFrame('axis', eventDraw('KIA'), [squad('de-1', 'axis', 'C3'), team('de-br', 'axis', 'C4', { broken: true }), squad('us-br', 'allied', 'E5', { broken: true }), squad('us-2', 'allied', 'E6')], ['C3', 'C4', 'E5', 'E6']),
  ),
  seed(
    'kia-weapon',
    'E62, 4.2, 11.4, E71: the reader eliminates a broken Allied Team holding a broken MG: the MG goes to the Casualty Track\'s Weapon box (where Scrounge finds it) and leaves the broken Weapons in play (no later Random Hex checks it).',
    eventFrame('axis', eventDraw('KIA'), [team('us-br', 'allied', 'E5', { broken: true, weapon: { id: 'mg1', type: 'mg', fp: 4, range: 8, broken: true, fix: [1, 2], elim: [11, 12] } } as never), squad('de-1', 'axis', 'C3')], ['C3', 'E5'], {
      weapons: [{ id: 'mg1', fix: [1, 2], elim: [11, 12] }],
      eliminatedWeapons: [],
    }),
  ),
  seed(
    'kia-impossible',
    'E42, E62: no unit is broken: nothing to eliminate.',
    eventFrame('allied', eventDraw('KIA'), [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5']),
  ),
  seed(
    'medic',
    'E64, 3.2.5: the reader rallies one broken unit of either side; unbroken units are not offered.',
    eventFrame('allied', eventDraw('Medic!'), [squad('de-br', 'axis', 'C3', { broken: true }), squad('us-br', 'allied', 'E5', { broken: true, suppressed: true }), team('us-2', 'allied', 'E6')], ['C3', 'E5', 'E6']),
  ),
  seed(
    'medic-impossible',
    'E42, E64: no unit is broken: nothing to rally.',
    eventFrame('axis', eventDraw('Medic!'), [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5']),
  ),
  seed(
    'shell-shock-closest',
    'E72, 1.8, 11.4, 3.2: the Random Hex D4 is empty; the broken Allied Team in D5 is the one closest unit and breaks again (eliminated, 1 VP to the Axis); the broken Weapons are checked first (one Fixed, one eliminated).',
    eventFrame('axis', eventDraw('Shell Shock', 'D4'), [squad('de-1', 'axis', 'B2'), team('us-br', 'allied', 'D5', { broken: true }), squad('us-2', 'allied', 'F6')], ['B2', 'D4', 'D5', 'F6'], {
      weapons: [{ id: 'mg-fixed', fix: [1, 4], elim: [11, 12] }, { id: 'mg-lost', fix: [1, 1], elim: [4, 6] }, { id: 'mg-stays', fix: [1, 2], elim: [9, 10] }],
    }),
  ),
  seed(
    'shell-shock-tie',
    'E72: the Random Hex D4 has two units in it and one adjacent: the two in D4 tie for closest and the reader chooses which breaks, of either side.',
    eventFrame('allied', eventDraw('Shell Shock', 'D4'), [squad('de-1', 'axis', 'D4'), team('us-1', 'allied', 'D4'), squad('us-2', 'allied', 'D5')], ['D4', 'D5']),
  ),
  seed(
    'shell-shock-no-unit',
    'E42, E72: no unit is in play: the Random Hex D4 is determined and no unit can break (E42).',
    eventFrame('axis', eventDraw('Shell Shock', 'D4'), [], ['D4']),
  ),
  seed(
    'shell-shock-last-card',
    'E72, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card of the reader\'s draw pile, so no card is left for the Random Hex: impossible (E42) by default, or the discard pile reshuffled first (1.4); Time is due after the Event either way.',
    eventFrame('axis', [{ id: 'event-card', event: 'Shell Shock' }], [squad('de-1', 'axis', 'D4'), squad('us-1', 'allied', 'D6')], ['D4', 'D6']),
  ),
  seed(
    'not-described',
    'E42: the revealed card\'s Event is not described by the situation: the Event cannot be executed and is recorded as such.',
    eventFrame('axis', [{ id: 'event-card' }, { id: 'next-card' }], [squad('de-1', 'axis', 'D4')], ['D4']),
  ),
  seed(
    'sniper',
    '1.9.1.3, 1.8, 11.4, 3.2: a Sniper! resolved by the rules: the Random Hex D4 (a broken Weapon Fixed first); the reader may break one unit in or adjacent to it, of either side (the Team in D4, the enemy Squad in D5), or none; the Squad in F6 is too far.',
    eventFrame('axis', [{ id: 'hex-card', randomHex: 'D4' }, { id: 'next-card' }], [squad('de-1', 'axis', 'D4'), team('us-1', 'allied', 'D5', { broken: true }), squad('us-2', 'allied', 'F6')], ['D4', 'D5', 'F6'], {
      trigger: 'Sniper!',
      weapons: [{ id: 'mg-fixed', fix: [1, 4], elim: [11, 12] }],
    }),
  ),
  seed(
    'sniper-nobody-near',
    '1.9.1.3, E42: no unit is in or adjacent to the Random Hex B2: nothing to break.',
    eventFrame('allied', [{ id: 'hex-card', randomHex: 'B2' }, { id: 'next-card' }], [squad('de-1', 'axis', 'F6')], ['B2', 'F6'], { trigger: 'Sniper!' }),
  ),
  seed(
    'sniper-empty-pile',
    '1.9.1.3, 6.1.2 and reading cce.event-random-hex-empty-pile: a Sniper! with the reader\'s draw pile empty (the roll took its last card in an Order whose game the situation describes): no Random Hex by default (E42), or the discard pile reshuffled first (1.4).',
    eventFrame('allied', [], [squad('de-1', 'axis', 'F6'), squad('us-1', 'allied', 'F5')], ['F5', 'F6'], { trigger: 'Sniper!' }),
  ),
];
