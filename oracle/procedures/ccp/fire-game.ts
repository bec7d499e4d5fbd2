/**
 * CC:P Fire (O27) with the game around the Order described (`game`, ./game.ts): an Event!, Sniper! or Time!
 * on a Targeting (O27.2.3), Fire Attack (O27.3.3) or Fire Defense (O27.3.4) roll resolved by the rules —
 * CC:P's Event chart (1.9.3, E49-E80), the Sniper (1.9.4) and CC:P's Time advance (1.9.5, 13.1.2) — before the
 * roll's result (1.9.1.3). The seeds reach every host transition into and out of the nested charts (their own
 * transitions are the `event` and `time-advance` procedures', oracle/nested.ts). They are CC:E's seeds of the
 * same names (oracle/procedures/cce/seeds/fire.json) in CC:P terms: CC:P's Events (Shell Shock E72, Jam E63 —
 * CC:P's own —, Medic! E66, Battle Harden E51), no Jammed!, a map of the terrain both editions give alike.
 */
import type { Card } from '../../../machines/cce/deck';
import type { FireSituation } from '../../../machines/cce/fire/types';
import type { Unit } from '../../../machines/cce/units';
import type { FireSeed, FireSeedOptions } from '../cce/fire';
import { buildUnit } from '../cce/seeds';

const unit = (o: Record<string, unknown>): Unit => buildUnit(o);
const base = { initiative: 'allied' as const, mode: 'order' as const, defender: null, activatedThisTurn: [], opFireActivated: [], moving: [], entering: [], los: [] };
const openHexes = (...hexes: string[]) => ({ hexes: Object.fromEntries(hexes.map((h) => [h, { terrain: ['Open Ground'] }])) });
const card = (id: string, c: Omit<Card, 'id'> = {}): Card => ({ id, ...c });
/** A player's deck: `draw` on top of `discard`, the rest of the 72 unlisted. */
const deck = (draw: Card[], discard: Card[] = []) => ({ hand: [], draw, discard, unlisted: 72 - draw.length - discard.length });
/** The Sudden Death Rolls a reshuffle may put on top (canonical order: by id; the seed's `time` names sd-9). */
const suddenDeath = () => [card('sd-2', { dice: { white: 1, colored: 1 } }), card('sd-9', { dice: { white: 4, colored: 5 } })];
const game = (active: 'axis' | 'allied', decks: Record<'axis' | 'allied', ReturnType<typeof deck>>, time = { space: 2, suddenDeath: 8 }) => ({ active, initiative: 'allied', postures: { axis: 'attack', allied: 'defend' }, decks, time });
const seed = (name: string, purpose: string, options: FireSeedOptions, situation: Record<string, unknown>): FireSeed => ({ name, purpose, options, situation: { ...base, ...situation } as unknown as FireSituation });

/** The Japanese Squad in C3 fires at the Allied Squad in C6 (both Morale 7, broken 5; FP 6, Range 5). */
const squad = (id: string, owner: 'axis' | 'allied', hex: string) => unit({ id, owner, kind: 'squad', hex, morale: [7, 5], fp: [6, 1], range: [5, 1] });
const squads = () => [squad('jp-sq', 'axis', 'C3'), squad('us-sq', 'allied', 'C6')];
/** The Allied Mortar team in E2 fires at the Japanese Squad in E8 (and its MG). */
const mortarAndTarget = () => [
  unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E2', weapon: { id: 'us-mortar', type: 'mortar', fp: 5, range: 10, minRange: 2, ordnance: true, smoke: true, boxedRange: false, broken: false } }),
  unit({ id: 'jp-sq', owner: 'axis', kind: 'squad', hex: 'E8', morale: [7, 5], fp: [6, 1], range: [5, 1], weapon: { id: 'jp-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
];
const mortarLos = [{ from: 'E2', to: 'E8', sight: 'clear' }];

export const CCP_FIRE_GAME_SEEDS: FireSeed[] = [
  seed(
    'triggers-by-the-rules-in-a-fire-attack',
    "1.9.3, 1.9.4, 1.9.1.3 inside a CC:P Fire order with the game described: the Japanese Squad's Fire Attack Roll 3•4 (Attack Total 13) shows Event! — the Japanese player reveals Shell Shock (E72), whose Random Hex C6 breaks the Allied Squad there, closest to it, before the Attack Total is applied: the broken Squad (Morale 5) then rolls its Fire Defense, 5 + 5 = 10 < 13: a broken unit that breaks again is eliminated; or Sniper! — the Random Hex C6 lets him break the Allied Squad, or nobody.",
    { activations: [['jp-sq']], shots: [{ pieces: ['jp-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4, trigger: 'Sniper!' }, { white: 3, colored: 4, trigger: 'Event!' }] }] },
    { player: 'axis', units: squads(), map: openHexes('C3', 'C4', 'C5', 'C6'), game: game('axis', { axis: deck([card('top-card', { event: 'Shell Shock', randomHex: 'C6' }), card('next-card', { randomHex: 'C6' }), card('third-card')]), allied: deck([card('allied-top')]) }) },
  ),
  seed(
    'targeting-triggers-by-the-rules',
    "1.9.3, 1.9.4 on a Targeting roll (O27.2.3) with the game described: the Allied Mortar's hit shows Event! — the Allied player reveals Jam (E63, CC:P's own), whose Random Hex E8 breaks the Japanese MG there, the Japanese weapon closest to it — or Sniper! — the Random Hex E8 lets him break the Japanese Squad, or nobody; each before the hit is applied. He may also end the Order unfired.",
    { activations: [['us-team']], shots: [{ pieces: ['us-mortar'], target: 'E8' }], targetingTriggers: true, endOrder: true },
    { player: 'allied', units: mortarAndTarget(), map: openHexes('E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'), los: mortarLos, game: game('allied', { axis: deck([card('axis-top')]), allied: deck([card('top-card', { event: 'Jam', randomHex: 'E8' }), card('next-card', { randomHex: 'E8' }), card('third-card')]) }) },
  ),
  seed(
    'time-by-the-rules-in-a-fire-attack',
    "1.9.5, 13.1.2 inside a CC:P Fire order with the game described: a Time! on the Japanese Fire Attack Roll is the firing player's to trigger: Time enters space 3, the Sudden Death space; his Sudden Death Roll of 2 (canonical shuffle) ends the game and the Order before the Attack Total is applied, of 9 lets play proceed (the Defender, Allied, gains 1 VP) and the attack goes on. An Event! or Sniper! on that roll reveals his only draw card (Medic!, Random Hex C6), the last of his pile: the same Time advance follows the Event or Sniper before the Attack Total (1.9.1.3, 13.1.2).",
    { activations: [['jp-sq']], shots: [{ pieces: ['jp-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4, trigger: 'Time!' }, { white: 3, colored: 4, trigger: 'Event!' }, { white: 3, colored: 4, trigger: 'Sniper!' }] }], time: { shuffleTops: ['sd-9'], rerolls: 0 } },
    { player: 'axis', units: squads(), map: openHexes('C3', 'C4', 'C5', 'C6'), game: game('axis', { axis: deck([card('top-card', { event: 'Medic!', randomHex: 'C6' })], suddenDeath()), allied: deck([card('allied-top')]) }, { space: 2, suddenDeath: 3 }) },
  ),
  seed(
    'targeting-time-by-the-rules',
    "1.9.5, 13.1.2 on a Targeting roll (O27.2.3) with the game described: the Allied Mortar's Time! is the Allied player's to trigger (his Sudden Death Roll of 2 ends the game before the hit is applied, of 9 lets it stand); its Event! (Battle Harden, E51) or Sniper! (Random Hex E8) reveals his only draw card, the last of his pile: the Time advance follows before the hit.",
    { activations: [['us-team']], shots: [{ pieces: ['us-mortar'], target: 'E8' }], targetingTriggers: true, time: { shuffleTops: ['sd-9'], rerolls: 0 } },
    { player: 'allied', units: mortarAndTarget(), map: openHexes('E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'), los: mortarLos, game: game('allied', { axis: deck([card('axis-top')]), allied: deck([card('top-card', { event: 'Battle Harden', randomHex: 'E8' })], suddenDeath()) }, { space: 2, suddenDeath: 3 }) },
  ),
  seed(
    'defense-roll-triggers-by-the-rules',
    "1.9.3, 1.9.4 on a Fire Defense roll with the game described (O27.3.4): the Allied Squad's owner makes its Defense Roll, so an Event! or a Sniper! on it reveals the Allied deck's next card: Battle Harden (E51) makes a Veteran of the Squad, whose locked-in result still applies (1.9.1.3: \"Its increased morale from the veteran marker is not retroactively calculated\"); the Sniper's Random Hex C3 lets him break the firing Japanese Squad, or nobody — each before the Defense Roll's result; Time! as without the game.",
    { activations: [['jp-sq']], shots: [{ pieces: ['jp-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4 }] }], defenseTriggers: true },
    { player: 'axis', units: squads(), map: openHexes('C3', 'C6'), los: [{ from: 'C3', to: 'C6', sight: 'clear' }], game: game('axis', { axis: deck([card('other-top')]), allied: deck([card('top-card', { event: 'Battle Harden', randomHex: 'C3' }), card('next-card')]) }) },
  ),
];
