/**
 * Seeds of the Events that act on chosen units: E50 Commissar, E51 Cower, E52 Deploy, E56 Field
 * Promotion, E58 Hero, E60 Interdiction, E66 Prisoners of War, E71 Scrounge, E75 Suppressing Fire.
 */
import { card, deckOf, dice, eventDraw, eventFrame, type EventSeed, hexes, leader, seed, squad, team } from './kit';

const sides = (morale: number, brokenMorale: number) => ({ unbroken: { morale }, broken: { morale: brokenMorale } });
const mg = (id: string, range = 6, extra: Record<string, unknown> = {}) => ({ id, type: 'mg', fp: 2, range, ...extra });
const terrain = (map: { hexes: Record<string, unknown> }, t: Record<string, unknown>) => ({ hexes: { ...map.hexes, ...t } });

export const UNITS_CHOSEN_SEEDS: EventSeed[] = [
  seed(
    'commissar',
    'E50, E42, 3.2.5, 7.1 and reading cce.commissar-morale: the Axis reader reveals Commissar; the Allied player is Russian and selects one of his broken units; the roll is his next card, 4+2 = 6 (its Sniper! ignored): the Squad in Woods (broken Morale 5, current 7 with the Woods Cover of 2) Rallies on a 6 — under "printed" (5) it is eliminated; the Team in the open (5) is eliminated.',
    eventFrame('axis', eventDraw('Commissar'), [squad('ru-1', 'allied', 'C3', { broken: true }), team('ru-2', 'allied', 'E5', { broken: true }), squad('ru-3', 'allied', 'E6'), squad('de-br', 'axis', 'C4', { broken: true })], ['C3', 'C4', 'E5', 'E6'], {
      nationalities: { axis: 'germany', allied: 'russia' },
      map: terrain(hexes('C4', 'E5', 'E6'), { C3: { terrain: ['Woods'] } }),
      decks: { axis: deckOf([], eventDraw('Commissar')), allied: deckOf([], [card('ru-roll', { dice: dice(4, 2), trigger: 'Sniper!' }), card('ru-next')]) },
    }),
  ),
  seed(
    'commissar-russian-last-card',
    'E50, 6.1.2 and reading cce.event-roll-last-card: the Axis reader reveals Commissar; the Allied player is Russian and his roll (1+2 = 3, the broken Squad Rallies) takes the last card of HIS draw pile: the Time advance after the Event is his (he reshuffles, rolls for Sudden Death, removes a Smoke), not the reader\'s; under "ignored" no Time advance is due.',
    eventFrame('axis', eventDraw('Commissar'), [squad('us-br', 'allied', 'C3', { broken: true }), squad('de-1', 'axis', 'E5')], ['C3', 'E5'], {
      nationalities: { axis: 'germany', allied: 'russia' },
      decks: { axis: deckOf([], eventDraw('Commissar')), allied: deckOf([], [card('ru-last', { dice: dice(1, 2) })]) },
    }),
  ),
  seed(
    'commissar-no-russian',
    'E42, E50: neither player is Russian: the Event is impossible and ignored, even with broken units in play.',
    eventFrame('allied', eventDraw('Commissar'), [squad('us-br', 'allied', 'C3', { broken: true })], ['C3'], { nationalities: { axis: 'germany', allied: 'america' } }),
  ),
  seed(
    'commissar-last-card',
    'E50, 6.1.2 and reading cce.event-random-hex-empty-pile: the Russian reader\'s Event card is his last: no card is left to roll with — impossible by default (Time due after the Event); reshuffled first, the roll is 6+6 = 12 and the broken Squad is eliminated.',
    eventFrame('allied', [card('event-card', { event: 'Commissar' })], [squad('ru-br', 'allied', 'C3', { broken: true })], ['C3'], {
      nationalities: { allied: 'russia' },
      decks: { allied: deckOf([], [card('event-card', { event: 'Commissar' })], [card('old', { dice: dice(6, 6) })]), axis: deckOf([], [card('axis-top')]) },
    }),
  ),
  seed(
    'cower',
    'E51, 3.3.1.1, 13.1 and reading cce.broken-leader-command: the Axis reader\'s Squads outside every friendly Leader\'s Command Radius are Suppressed: not those with or adjacent to his Command-1 Leader, not the one already Suppressed, not a Team, and an enemy Leader does not count; the Squad adjacent to a broken Leader (broken side Command 1) is Suppressed under "zero", not under "printed".',
    eventFrame(
      'axis',
      eventDraw('Cower'),
      [
        leader('de-ldr', 'axis', 'C3', 1),
        squad('de-1', 'axis', 'C3'),
        squad('de-2', 'axis', 'C4'),
        squad('de-3', 'axis', 'E5'),
        squad('de-4', 'axis', 'E6', { suppressed: true }),
        team('de-tm', 'axis', 'E5'),
        leader('us-ldr', 'allied', 'E5', 2),
        { id: 'de-bl', owner: 'axis', kind: 'leader', hex: 'G7', broken: true, sides: { unbroken: { morale: 8, command: 2 }, broken: { morale: 6, command: 1 } } },
        squad('de-5', 'axis', 'G8'),
      ],
      ['C3', 'C4', 'E5', 'E6', 'G7', 'G8'],
    ),
  ),
  seed(
    'cower-impossible',
    'E42, E51: every Squad of the reader is within a friendly Leader\'s Command Radius: nothing to Suppress.',
    eventFrame('allied', eventDraw('Cower'), [leader('us-ldr', 'allied', 'C3', 2), squad('us-1', 'allied', 'C5'), squad('de-1', 'axis', 'H8')], ['C3', 'C5', 'H8']),
  ),
  seed(
    'deploy',
    'E52.1, E52.2 and reading cce.deploy-event-player: the Allied reader reveals Deploy during the Axis Turn; the active (Axis) player may Deploy one of his Squads into two Teams of his OB\'s stats — the first Team keeps the MG, the Veteran and the Suppressed marker; a broken Squad makes two broken Teams — or decline; under "reader" the Allied player Deploys instead.',
    eventFrame('allied', eventDraw('Deploy'), [squad('de-1', 'axis', 'C3', { veteran: true, suppressed: true, weapon: mg('de-mg') } as never), squad('de-2', 'axis', 'C5', { broken: true }), team('de-tm', 'axis', 'C5'), squad('us-1', 'allied', 'E5')], ['C3', 'C5', 'E5'], {
      active: 'axis',
      countermix: { axis: { team: { sides: sides(6, 4) } } },
    }),
  ),
  seed(
    'deploy-no-squad',
    'E42, E52: the active player has no Squad on the map (only a Team): nothing to Deploy.',
    eventFrame('axis', eventDraw('Deploy'), [team('de-tm', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5']),
  ),
  seed(
    'field-promotion',
    'E56, 3.2: the Axis reader may place his "Private" (Morale 6, Command 2) into a hex of one of his broken units (C4, holding two, or E5), never with an unbroken or an enemy broken unit; or decline.',
    eventFrame('axis', eventDraw('Field Promotion'), [squad('de-br', 'axis', 'C4', { broken: true }), team('de-br2', 'axis', 'C4', { broken: true }), team('de-br3', 'axis', 'E5', { broken: true }), squad('de-1', 'axis', 'C3'), squad('us-br', 'allied', 'E6', { broken: true })], ['C3', 'C4', 'E5', 'E6'], {
      countermix: { axis: { private: { id: 'de-private', owner: 'axis', kind: 'leader', sides: { unbroken: { morale: 6, command: 2 }, broken: { morale: 5, command: 0 } } } } },
    }),
  ),
  seed(
    'field-promotion-on-map',
    'E42, E56: the "Private" is already on the map: the Event is impossible.',
    eventFrame('allied', eventDraw('Field Promotion'), [leader('us-private', 'allied', 'C3', 2), squad('us-br', 'allied', 'C4', { broken: true })], ['C3', 'C4'], {
      countermix: { allied: { private: { id: 'us-private', owner: 'allied', kind: 'leader', sides: { unbroken: { morale: 6, command: 2 }, broken: { morale: 5, command: 0 } } } } },
    }),
  ),
  seed(
    'hero',
    'E58, E58.1, 3.2.5, Glossary "Friendly" and reading cce.hero-rally-unit: the Allied reader must place his Hero into a friendly hex — one his units occupy (C3, E5) or an Objective he controls with no enemy unit (G7), not his Objective holding an enemy unit (G8) nor an Axis one; in C3 (a Melee hex) he may Rally one broken unit: his own or (by default) the enemy\'s; in E5 there is none to Rally.',
    eventFrame('allied', eventDraw('Hero'), [squad('us-br', 'allied', 'C3', { broken: true }), squad('de-br', 'axis', 'C3', { broken: true }), squad('us-2', 'allied', 'E5'), squad('de-1', 'axis', 'G8'), squad('de-2', 'axis', 'H9')], ['C3', 'E5', 'G7', 'G8', 'H9', 'D1'], {
      objectives: [{ number: 2, hexes: ['G7'], controller: 'allied' }, { number: 3, hexes: ['G8'], controller: 'allied' }, { number: 4, hexes: ['D1'], controller: 'axis' }],
      countermix: { allied: { hero: { id: 'us-hero', owner: 'allied', kind: 'leader', sides: { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } } } } },
    }),
  ),
  seed(
    'hero-on-map',
    'E42, E58: the reader\'s Hero is already on the map: the Event is impossible.',
    eventFrame('axis', eventDraw('Hero'), [leader('de-hero', 'axis', 'C3', 1, { hero: true }), squad('de-br', 'axis', 'C3', { broken: true })], ['C3'], {
      countermix: { axis: { hero: { id: 'de-hero', owner: 'axis', kind: 'leader', sides: { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } } } } },
    }),
  ),
  seed(
    'interdiction',
    'E60, T78.3, T93, 13.1: the reader must Suppress one unsuppressed unit of either side, broken or not, in a hex with Cover less than 1: Open Ground (0), a Road (−1); not Brush (exactly 1), not Woods (2), not Foxholes (3), not a unit already Suppressed.',
    eventFrame('axis', eventDraw('Interdiction'), [squad('de-1', 'axis', 'C3'), squad('de-2', 'axis', 'C4'), squad('us-1', 'allied', 'E5'), squad('us-2', 'allied', 'E6', { suppressed: true }), squad('us-3', 'allied', 'F6'), team('us-br', 'allied', 'C3', { broken: true }), squad('us-4', 'allied', 'F7')], ['C3'], {
      map: terrain(hexes('C3', 'E6'), { C4: { terrain: ['Woods'] }, E5: { terrain: ['Open Ground', 'Road'] }, F6: { terrain: ['Open Ground'], markers: ['Foxholes'] }, F7: { terrain: ['Brush'] } }),
    }),
  ),
  seed(
    'interdiction-impossible',
    'E42, E60: every unit is in Woods: no hex with Cover less than 1.',
    eventFrame('allied', eventDraw('Interdiction'), [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], [], { map: { hexes: { C3: { terrain: ['Woods'] }, E5: { terrain: ['Woods'] } } } }),
  ),
  seed(
    'prisoners-of-war',
    'E66, 7.1: the Axis reader must eliminate one of his own broken units adjacent to or in the same hex as an enemy unit (the Team in C3 beside C4, the Squad in E5 with the enemy) — not the one far away, not his unbroken unit, not the enemy\'s broken unit; the enemy gains its VP.',
    eventFrame('axis', eventDraw('Prisoners of War'), [team('de-br1', 'axis', 'C3', { broken: true }), squad('de-br2', 'axis', 'E5', { broken: true }), squad('de-br3', 'axis', 'H9', { broken: true }), squad('de-1', 'axis', 'C5'), squad('us-1', 'allied', 'C4'), squad('us-2', 'allied', 'E5'), squad('us-br', 'allied', 'C6', { broken: true })], ['C3', 'C4', 'C5', 'C6', 'E5', 'H9']),
  ),
  seed(
    'prisoners-of-war-impossible',
    'E42, E66: the reader\'s broken unit is two hexes from the nearest enemy: nothing to eliminate.',
    eventFrame('allied', eventDraw('Prisoners of War'), [squad('us-br', 'allied', 'C3', { broken: true }), squad('de-1', 'axis', 'C5')], ['C3', 'C5']),
  ),
  seed(
    'scrounge',
    'E71, 11: the Allied reader may return either eliminated Weapon (an enemy MG, his own Mortar) to one of his units without a Weapon (a broken Squad, a Leader), not to his unit holding one nor to an enemy unit; or decline.',
    eventFrame('allied', eventDraw('Scrounge'), [squad('us-br', 'allied', 'C3', { broken: true }), leader('us-ldr', 'allied', 'C3', 1), squad('us-2', 'allied', 'E5', { weapon: { id: 'us-baz', type: 'other', fp: 1, range: 3 } } as never), squad('de-1', 'axis', 'G7')], ['C3', 'E5', 'G7'], {
      eliminatedWeapons: [mg('de-mg'), { id: 'us-mortar', type: 'mortar', fp: 1, range: 12, minRange: 2, ordnance: true }],
    }),
  ),
  seed(
    'scrounge-broken',
    'E71, 11.4 and reading cce.scrounge-weapon-side: the Weapon box holds an MG eliminated broken (Fix 1-2, Elim 3-6): returned as placed, it is broken and joins the broken Weapons every later Random Hex checks; returned unbroken under the alternative.',
    eventFrame('axis', eventDraw('Scrounge'), [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5'], {
      eliminatedWeapons: [mg('mg2', 8, { fp: 4, broken: true, fix: [1, 2], elim: [3, 6] })],
    }),
  ),
  seed(
    'scrounge-impossible',
    'E42, E71: no Weapon has been eliminated: nothing to return.',
    eventFrame('axis', eventDraw('Scrounge'), [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5']),
  ),
  seed(
    'suppressing-fire',
    'E75, 10, 3.1.2, 13.1: the Axis reader may Suppress one enemy unit without a Suppressed marker in Range (6) and LOS of his MG held by an unbroken, unsuppressed Squad: C6 in the open yes; C8 behind the Woods of C7 no; C10 (7 hexes) no; the suppressed one no; the enemy in the MG\'s own hex no; the MGs of his Suppressed Squad, his broken Squad and his broken MG give nothing more; or decline.',
    eventFrame(
      'axis',
      eventDraw('Suppressing Fire'),
      [
        squad('de-mg', 'axis', 'C3', { weapon: mg('mg-1') } as never),
        squad('de-sup', 'axis', 'H5', { suppressed: true, weapon: mg('mg-2') } as never),
        squad('de-br', 'axis', 'H6', { broken: true, weapon: mg('mg-3') } as never),
        squad('de-bmg', 'axis', 'H7', { weapon: mg('mg-4', 6, { broken: true }) } as never),
        squad('us-1', 'allied', 'C6'),
        squad('us-2', 'allied', 'C8'),
        squad('us-3', 'allied', 'C10'),
        squad('us-4', 'allied', 'C5', { suppressed: true }),
        squad('us-5', 'allied', 'C3'),
        squad('us-6', 'allied', 'H9'),
      ],
      ['C3', 'C4', 'C5', 'C6', 'C8', 'C9', 'C10', 'H5', 'H6', 'H7', 'H8', 'H9'],
      { map: terrain(hexes('C3', 'C4', 'C5', 'C6', 'C8', 'C9', 'C10', 'H5', 'H6', 'H7', 'H8', 'H9'), { C7: { terrain: ['Woods'] } }) },
    ),
  ),
  seed(
    'suppressing-fire-no-mg',
    'E42, E75: the reader has no MG: nothing to Suppress.',
    eventFrame('allied', eventDraw('Suppressing Fire'), [squad('us-1', 'allied', 'C3'), squad('de-1', 'axis', 'C4')], ['C3', 'C4']),
  ),
  seed(
    'hero-rally-enemy-only',
    'E58 and reading cce.hero-rally-unit: the Allied Hero goes into C3, his only friendly hex, where the one broken unit is an Axis Squad (a Melee hex): by default he may Rally it; under "friendly" there is nothing to Rally.',
    eventFrame('allied', eventDraw('Hero'), [squad('us-1', 'allied', 'C3'), squad('de-br', 'axis', 'C3', { broken: true })], ['C3'], {
      countermix: { allied: { hero: { id: 'us-hero', owner: 'allied', kind: 'leader', sides: { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } } } } },
    }),
  ),
  seed(
    'commissar-roll-equals-morale',
    'E50: "If the roll is less than or equal to its Morale, it Rallies": the Russian broken Team in the open (Morale 5) is rolled for with 2+3 = 5, equal to its Morale: it Rallies.',
    eventFrame('axis', eventDraw('Commissar'), [team('ru-br', 'allied', 'E5', { broken: true })], ['E5'], {
      nationalities: { axis: 'germany', allied: 'russia' },
      decks: { axis: deckOf([], eventDraw('Commissar')), allied: deckOf([], [card('ru-roll', { dice: dice(2, 3) }), card('ru-next')]) },
    }),
  ),
];
