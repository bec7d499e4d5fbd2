/**
 * The Random Hex (CC:E 1.8, 11.4): the top card of a player's draw pile is revealed for the hex printed
 * on it, and every broken Weapon in play is checked against the hex's number before anything else
 * happens (11.4: "This happens before the result of the Event/Sniper itself is implemented"). One
 * implementation for the Sniper! (1.9.1.3, turn.ts) and every Event that checks for a Random Hex.
 */
import { cardOf, reveal } from './deck';
import type { FrameState } from './frame';
import { toWeaponBox } from './frame-effects';
import type { Player } from './units';

/** 11.4: the Random Hex's number against each broken Weapon's Fix and Elim ranges. */
export function weaponCheck(weapons: FrameState['weapons'], hex: string): { fixed: string[]; eliminated: string[] } {
  const n = Number(hex.slice(1));
  const within = (r: [number, number]): boolean => n >= r[0] && n <= r[1];
  return { fixed: weapons.filter((w) => within(w.fix)).map((w) => w.id), eliminated: weapons.filter((w) => !within(w.fix) && within(w.elim)).map((w) => w.id) };
}

export interface RandomHexCheck {
  frame: FrameState;
  card: string;
  /** The hex printed on the card, or null when the situation does not describe it. */
  hex: string | null;
  weaponsFixed: string[];
  weaponsEliminated: string[];
  /** The reveal took the last card of the draw pile (6.1.2). */
  last: boolean;
}

/** 1.8, 11.4: reveal `player`'s top card for its Random Hex; broken Weapons are Fixed or eliminated first. */
export function checkRandomHex(f: FrameState, player: Player): RandomHexCheck {
  const taken = reveal(f.decks[player]);
  const hex = cardOf(taken.deck, taken.card)?.randomHex ?? null;
  const check = hex ? weaponCheck(f.weapons, hex) : { fixed: [], eliminated: [] };
  // The unit possessing a checked Weapon: a Fixed one is "flipped back over to its unbroken side"; an
  // eliminated one leaves it for the Casualty Track's Weapon space (11.4, frame-effects.ts toWeaponBox).
  const units = f.units.map((u) => {
    if (!u.weapon) return u;
    if (check.fixed.includes(u.weapon.id)) return { ...u, weapon: { ...u.weapon, broken: false } };
    if (!check.eliminated.includes(u.weapon.id)) return u;
    const { weapon: _eliminated, ...rest } = u;
    return rest;
  });
  let frame: FrameState = { ...f, units, decks: { ...f.decks, [player]: taken.deck }, weapons: f.weapons.filter((w) => !check.fixed.includes(w.id)) };
  for (const id of check.eliminated) {
    const held = f.units.find((u) => u.weapon?.id === id)?.weapon;
    frame = held ? toWeaponBox(frame, held) : { ...frame, weapons: frame.weapons.filter((w) => w.id !== id) };
  }
  return { frame, card: taken.card, hex, weaponsFixed: check.fixed, weaponsEliminated: check.eliminated, last: taken.last };
}
