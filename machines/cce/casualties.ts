/**
 * The Casualty Track and what an elimination costs (CC:E 4.2 Casualty Track, 7.1 Elimination VPs,
 * 7.2.2 Involuntary Exit, 6.3 Game End). One implementation, for every procedure that eliminates units.
 *
 * A situation states, for each player, how many numbered spaces on his side of the Casualty Track are
 * already filled (4.2: "occupying those spaces in lowest-to-highest numerical order", so the filled
 * spaces are 1..n) and the space his Surrender marker occupies. An eliminated non-Hero unit goes on
 * the next empty space; if that is the Surrender marker's space, its owner loses (6.3 item 1).
 * VP values are fire-defense.ts's eliminationVpDerivation (7.1), with their derivation.
 */
import { invalid } from '../core/errors';
import { int, obj } from '../core/validate';
import { eliminationVpDerivation } from './fire-defense';
import type { Derivation } from '../core/derivation';
import { opponentOf, PLAYERS, type Player, type Unit } from './units';

export interface CasualtyTrack {
  /** How many numbered spaces are filled (spaces 1..occupied). */
  occupied: number;
  /** The space the Surrender marker occupies (4.2, 6.3). */
  surrender: number;
}

export type CasualtyTracks = Record<Player, CasualtyTrack>;

/** Why a unit was eliminated during an Order (the rules are on the transition that did it). */
export type EliminationCause = 'retreated-off-edge' | 'enemy-hex' | 'blaze' | 'water-barrier' | 'impassable' | 'cliff' | 'mines' | 'fire-defense' | 'melee';

export interface Casualty {
  unit: string;
  owner: Player;
  cause: EliminationCause;
  /** 4.2: the Casualty Track space it was placed on; absent for a Hero (4.2 "non-Hero unit"). */
  space?: number;
  /** 7.1: VPs awarded to `awardedTo` (the owner's opponent). */
  vp: number;
  /** How `vp` was found (7.1: ./victory.ts unitVpDerivation). */
  derivation: { vp: Derivation };
  awardedTo: Player;
  /** 4.2, 7.2.2: its Weapon goes to the Weapon box — unbroken after an Involuntary Exit. */
  weapon?: { id: string; broken: boolean };
}

/** Read `casualtyTrack` of a situation: both players, 0 ≤ occupied < surrender (else the game had ended, 6.3). */
export function parseCasualtyTracks(raw: unknown, path: string): CasualtyTracks {
  const o = obj(raw, path, PLAYERS, PLAYERS);
  const one = (v: unknown, p: string): CasualtyTrack => {
    const t = obj(v, p, ['occupied', 'surrender'], ['occupied', 'surrender']);
    const track = { occupied: int(t.occupied, `${p}.occupied`, 0, 20, '4.2'), surrender: int(t.surrender, `${p}.surrender`, 1, 21, '4.2') };
    if (track.surrender <= track.occupied) invalid(`${p}.surrender`, `a space after the ${track.occupied} filled ones (a unit on it ends the game, 6.3)`, track.surrender, '6.3');
    return track;
  };
  return { axis: one(o.axis, `${path}.axis`), allied: one(o.allied, `${path}.allied`) };
}

/**
 * 4.2, 7.1, 7.2.2: place an eliminated unit: its owner's next empty space (none for a Hero), VPs to
 * the opponent, its Weapon to the Weapon box (unbroken if `weaponUnbroken`, 7.2.2). Veteran and
 * Suppressed markers are not carried onto the track (7.2.2): the record keeps no unit status.
 */
export function placeCasualty(tracks: CasualtyTracks, unit: Unit, cause: EliminationCause, weaponUnbroken: boolean): { tracks: CasualtyTracks; casualty: Casualty } {
  const vp = eliminationVpDerivation(unit);
  const casualty: Casualty = { unit: unit.id, owner: unit.owner, cause, vp: vp.total, awardedTo: opponentOf(unit.owner), derivation: { vp } };
  const next = withCasualty(tracks, unit);
  if (!unit.hero) casualty.space = next[unit.owner].occupied;
  if (unit.weapon) casualty.weapon = { id: unit.weapon.id, broken: weaponUnbroken ? false : unit.weapon.broken };
  return { tracks: next, casualty };
}

/** 4.2: the track once `unit` is placed on its owner's next empty space (unchanged for a Hero, E58.1). */
export function withCasualty(tracks: CasualtyTracks, unit: Pick<Unit, 'owner' | 'hero'>): CasualtyTracks {
  if (unit.hero) return tracks;
  const track = tracks[unit.owner];
  return { ...tracks, [unit.owner]: { ...track, occupied: track.occupied + 1 } };
}

/** 6.3 item 1: the player whose eliminated unit was placed on his Surrender marker's space, if any. */
export function surrenderedPlayer(tracks: CasualtyTracks): Player | undefined {
  return PLAYERS.find((p) => tracks[p].occupied >= tracks[p].surrender);
}
