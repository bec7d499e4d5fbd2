/**
 * A scenario to play a whole game from (CC:E 6.1.1, 6.2.1, 6.1.2 step 5, 1.1, 5.1, 5.3, 9, 2.3): the frame
 * situation (frame.ts: map, forces with their printed sides, both Fate decks in a given order, hands,
 * Objectives, Time Track with reinforcements and the Sudden Death space, Initiative, Postures, VP) plus
 * each player's Order Capability (5.1) and Discard Limit (5.3), which a Turn takes for its active player.
 *
 * A scenario is data, validated here; `sample` says in words that it is a sample written from the
 * rulebook's description of a scenario and not a published one (its OB, player-aid and card data are
 * invented: the rulebook does not print them). No rule is decided here.
 */
import { arr, int, obj, str } from '../../core/validate';
import { FRAME_FIELDS, type FrameState, parseFrame } from '../frame';
import { DECK_SIZE, deckCount } from '../deck';
import { invalid } from '../../core/errors';
import { PLAYERS, type Player } from '../units';

export interface Scenario {
  name: string;
  /** Why this scenario exists and that it is a sample, not a published scenario. */
  sample: string;
  /** The frame at set-up (frame.ts), `active` being the player who takes the first Turn. */
  frame: FrameState;
  /** 5.1: each player's Order Capability (OB data). */
  orderCapability: Record<Player, number>;
  /** 5.3, O15: each player's Discard Limit (player-aid data). */
  discardLimit: Record<Player, number>;
}

const perPlayer = (raw: unknown, path: string, min: number, max: number, rule: string): Record<Player, number> => {
  const o = obj(raw, path, PLAYERS, PLAYERS);
  return { axis: int(o.axis, `${path}.axis`, min, max, rule), allied: int(o.allied, `${path}.allied`, min, max, rule) };
};

/** Parse a scenario; errors name `<path>.<field>`, what must hold and the rule. */
export function parseScenario(raw: unknown, path = 'scenario'): Scenario {
  const o = obj(raw, path, ['name', 'sample', 'orderCapability', 'discardLimit', ...FRAME_FIELDS], ['name', 'sample', 'orderCapability', 'discardLimit', 'active', 'initiative', 'postures', 'decks', 'time', 'units', 'map']);
  const { name, sample, orderCapability, discardLimit, ...rest } = o;
  const frame = parseFrame(rest, path);
  for (const p of PLAYERS) {
    // 1: "A player's 72-card Fate Deck": a whole game conserves them, so a scenario lists all 72.
    const d = frame.decks[p];
    if (deckCount(d) !== DECK_SIZE || Object.keys(d.cards).length !== DECK_SIZE) invalid(`${path}.decks.${p}`, `${DECK_SIZE} described cards (hand + draw + discard, none unlisted)`, Object.keys(d.cards).length, '1');
    for (const id of [...d.hand, ...d.draw, ...d.discard]) {
      if (!d.cards[id].dice) invalid(`${path}.decks.${p}.cards.${id}.dice`, 'dice on every card (any card may be revealed for a roll after a reshuffle, 1.4, 1.9)', undefined, '1.9');
    }
  }
  arr(frame.units, `${path}.units`, 1);
  // 12: a Radio in an Artillery Box or on the Time Track is a counter whose FP, Smoke and side an Artillery Order needs.
  const radioIds = [...PLAYERS.flatMap((p) => (frame.artilleryBoxes[p] === null ? [] : [{ id: frame.artilleryBoxes[p]!, at: `${path}.artilleryBoxes.${p}` }])), ...frame.reinforcements.flatMap((r, i) => (r.radio ? [{ id: r.radio, at: `${path}.reinforcements[${i}].radio` }] : []))];
  for (const { id, at } of radioIds) if (!frame.radios?.[id]) invalid(at, `a Radio described in ${path}.radios (its FP, Smoke and side, 12)`, id, '12');
  return {
    name: str(name, `${path}.name`),
    sample: str(sample, `${path}.sample`),
    frame,
    orderCapability: perPlayer(orderCapability, `${path}.orderCapability`, 1, 6, '5.1'),
    discardLimit: perPlayer(discardLimit, `${path}.discardLimit`, 0, 6, 'O15'),
  };
}
