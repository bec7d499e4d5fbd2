/**
 * Victory Points (CC:E 7, 7.1–7.3.3, 4.1.1) — the one implementation of VP arithmetic. Every procedure
 * that eliminates or exits a unit, or changes an Objective's controller, calls this module.
 *
 * The VP track is one signed number (4.1.1: a single marker that moves toward one player and away from
 * the other): positive means the Axis player is ahead, negative the Allied player; 0 is the "0" space.
 *
 * - 7.1 unit values: Squad 2, Team 1, Leader 1 + the Command on its unbroken side, Hero 0 (E58.1).
 * - 7.2.1 exit VP: the same values, to the owner; 7.2.2: a unit forced off its own edge is eliminated.
 * - 7.3.2 the "Elim. points doubled" / "Exit points doubled" chits double them for both players.
 * - 7.3.2 Objective values: the sum of every chit naming the Objective plus every "all Objectives" chit.
 * - 7.3.3 open Objectives score at once; on a change of control the value is first subtracted from the
 *   former controller, then added to the new one (a 4-VP Objective swings 8).
 * - 7.3.1, 7.3.1.1 control: the last player to have solely occupied it; a multi-hex Building Objective
 *   is one Objective, taken only when every hex of the building is devoid of enemy units.
 */
import type { Player, Unit } from './units';
import { declareTerms, derive, entryValue, sumTerms, term, type Derivation, type Term } from '../core/derivation';

export type Vp = number;

/** +n for `player` on the signed track (Axis positive). */
export const award = (vp: Vp, player: Player, n: number): Vp => (player === 'axis' ? vp + n : vp - n);

/** The player the VP marker favours, or null on the "0" space (6.3.2). */
export const vpLeader = (vp: Vp): Player | null => (vp > 0 ? 'axis' : vp < 0 ? 'allied' : null);

export interface ChitsInPlay {
  /** 7.3.2 "(open) Objective Elim. points are doubled". */
  elimDoubled?: boolean;
  /** 7.3.2 "(open) Objective Exit points are doubled". */
  exitDoubled?: boolean;
  /** 7.3.2: whoever controls all five Objectives just before a Sudden Death Roll wins. */
  allFiveObjectives?: boolean;
}

type Valued = Pick<Unit, 'kind' | 'sides'> & { hero?: boolean };

/**
 * 7.1: the VP value of each kind of unit (a Leader's is this + his Command); a Hero is worth zero (7.1,
 * E58.1). Read through entryValue, so ablation can make one entry wrong.
 */
export const UNIT_VP: Readonly<Record<'squad' | 'team' | 'leader' | 'hero', number>> = { squad: 2, team: 1, leader: 1, hero: 0 };

const VP_KIND: Readonly<Record<keyof typeof UNIT_VP, string>> = { squad: 'Squad', team: 'Team', leader: 'Leader', hero: 'Hero' };

/** 7.1's base (the kind's value, the table entry) and terms (a Leader's Command) of a unit's VP, not yet through derive. */
function unitVpParts(u: Valued): { base: Term; terms: Term[] } {
  const kind = u.hero ? 'hero' : u.kind; // 7.1 "A Hero is worth zero VPs"; E58.1
  const base = term(entryValue('7.1', kind, UNIT_VP[kind]), '7.1', VP_KIND[kind]);
  return { base, terms: kind === 'leader' ? [term(u.sides.unbroken.command ?? 0, '7.1', 'Command on its unbroken side (1 VP each)')] : [] };
}

/**
 * 7.1 as a derivation: "A Squad is worth 2 VPs; A Team is worth 1 VP; A Leader (exception: Hero) is worth 1 VP plus
 * 1 VP for each point of Command on its unbroken side; A Hero is worth zero VPs" — the kind's value (the table
 * entry) and a Leader's Command term. The one computation of a unit's VP value (unitValue is its total).
 */
export function unitVpDerivation(u: Valued): Derivation {
  const { base, terms } = unitVpParts(u);
  return derive(base, terms);
}

/**
 * A unit's VP value (7.1, unitVpDerivation's base and terms) as terms of a derivation that sums several units' VP (a
 * Melee's VP, melee/rules.ts), each naming the unit `who`. They are not yet through derive, so that an ablation
 * mutant of 7.1 applies to them once, in the sum, not twice; the kind's value is a term there (a mutant dropping
 * 7.1's terms then drops the unit's VP from the sum).
 */
export function unitVpTerms(u: Valued, who: string): Term[] {
  const { base, terms } = unitVpParts(u);
  return [base, ...terms].map((t) => ({ ...t, what: `${t.what} (${who})` }));
}

/** 7.1: a unit's VP value (also its exit value, 7.2.1). */
export const unitValue = (u: Valued): number => unitVpDerivation(u).total;

/**
 * The VP marker's causes as derivation terms (the whole game's VP track, frame.ts `vpTerms`): each change one signed
 * term (Axis positive, like the marker, 4.1.1) citing its rule, saying what moved it and to (or from) whom.
 */
export function vpTerm(player: Player, n: number, rule: string, what: string): Term {
  return term(award(0, player, n), rule, `${what}, ${n >= 0 ? 'to' : 'from'} the ${player} player`);
}

/** The terms of `n` VP gained twice: the value (`rule`) and, with the chit, 7.3.2's doubling "for both players". */
function maybeDoubled(player: Player, n: number, rule: string, what: string, doubled: boolean | undefined, chit: string): Term[] {
  if (n === 0) return [];
  return [vpTerm(player, n, rule, what), ...(doubled ? [vpTerm(player, n, '7.3.2', `the "${chit}" chit doubles it`)] : [])];
}

/**
 * 7.1 and 7.3.2 "VPs for the elimination of units [7.1] are doubled for both players": the terms of what the
 * opponent gains when `u` is eliminated (none for a Hero, worth zero).
 */
export const eliminationVpTerms = (u: Valued & { id?: string; owner: Player }, chits: ChitsInPlay = {}): Term[] =>
  casualtyVpTerms(u.owner, unitValue(u), `${unitVpName(u)} eliminated`, chits);

/** A unit as the VP terms name it: its 7.1 kind and its id (`Squad us-sq2`). */
export const unitVpName = (u: Valued & { id?: string }): string => `${VP_KIND[u.hero ? 'hero' : u.kind]}${u.id ? ` ${u.id}` : ''}`;

/** The same from a unit's 7.1 value already found (an Order's casualty record, casualties.ts: `vp`). */
export const casualtyVpTerms = (owner: Player, value: number, what: string, chits: ChitsInPlay = {}): Term[] =>
  maybeDoubled(owner === 'axis' ? 'allied' : 'axis', value, '7.1', what, chits.elimDoubled, '(open) Objective Elim. points are doubled');

/** 7.2.1 and 7.3.2 "VPs for the voluntary exit of units [7.2.1] are doubled for both players": what the owner gains when `u` exits. */
export const exitVpTerms = (u: Valued & { id?: string; owner: Player }, chits: ChitsInPlay = {}): Term[] =>
  maybeDoubled(u.owner, unitValue(u), '7.2.1', `${unitVpName(u)} exited`, chits.exitDoubled, '(open) Objective Exit points are doubled');

/** 7.1: the VP track after `u` (owned by `u.owner`) is eliminated. */
export const afterElimination = (vp: Vp, u: Valued & { id?: string; owner: Player }, chits: ChitsInPlay = {}): Vp => vp + sumTerms(eliminationVpTerms(u, chits));

/** 7.2.1: the VP track after `u` exits off the opponent's edge. */
export const afterExit = (vp: Vp, u: Valued & { id?: string; owner: Player }, chits: ChitsInPlay = {}): Vp => vp + sumTerms(exitVpTerms(u, chits));

// ---------------------------------------------------------------------------------------- Objectives

export interface ObjectiveChit {
  id: string;
  /** The Objective it values (1-5), or 'all' for "the five Objectives on the map are worth Y VPs each". */
  objective: number | 'all';
  value: number;
  /** Open chits score during play (7.3.3); a secret one belongs to its owner until revealed. */
  open: boolean;
  owner?: Player;
}

export interface Objective {
  number: number;
  /** One hex, or every hex of a multi-hex building (7.3.1.1). */
  hexes: string[];
  controller: Player | null;
}

/** 7.3.2: the value of Objective `n` counting only `chits` (cumulative; "all" chits add to each). */
export const objectiveValue = (n: number, chits: readonly ObjectiveChit[]): number =>
  chits.filter((c) => c.objective === n || c.objective === 'all').reduce((s, c) => s + c.value, 0);

/** 7.3.3: the open value of Objective `n` (what a change of control swings). */
export const openValue = (n: number, chits: readonly ObjectiveChit[]): number => objectiveValue(n, chits.filter((c) => c.open));

/** 7.3.3: first subtract the open value from the former controller, then add it to the new one (the terms; none for an Objective worth 0). */
export function controlChangeTerms(n: number, from: Player | null, to: Player | null, chits: readonly ObjectiveChit[]): Term[] {
  const v = openValue(n, chits);
  if (from === to || v === 0) return [];
  return [...(from ? [vpTerm(from, -v, '7.3.3', `Objective ${n} lost`)] : []), ...(to ? [vpTerm(to, v, '7.3.3', `Objective ${n} taken`)] : [])];
}

/** 7.3.3: the VP track after Objective `n` changes hands (controlChangeTerms). */
export function afterControlChange(vp: Vp, n: number, from: Player | null, to: Player | null, chits: readonly ObjectiveChit[]): Vp {
  return vp + sumTerms(controlChangeTerms(n, from, to, chits));
}

/**
 * 7.3.1, 7.3.1.1: who controls an Objective after units move: a player whose units occupy it while
 * every hex of it is devoid of enemy units takes control; otherwise the last controller keeps it.
 */
export function controllerAfter(o: Objective, units: readonly Pick<Unit, 'owner' | 'hex'>[]): Player | null {
  const inside = units.filter((u) => o.hexes.includes(u.hex));
  const owners = [...new Set(inside.map((u) => u.owner))];
  return owners.length === 1 ? owners[0] : o.controller;
}

/**
 * 7.3.1, 7.3.1.1, 7.3.3: a unit has entered `hex`. Every Objective that includes the hex passes to the player
 * who now solely occupies it (the whole building, for a multi-hex building), and each open value swings
 * (subtracted from the former controller, added to the new one).
 */
export function afterEntering(vp: Vp, objectives: readonly Objective[], units: readonly Pick<Unit, 'owner' | 'hex'>[], hex: string, chits: readonly ObjectiveChit[]): { vp: Vp; objectives: Objective[]; terms: Term[] } {
  const terms: Term[] = [];
  const next = objectives.map((o) => {
    const to = o.hexes.includes(hex) ? controllerAfter(o, units) : o.controller;
    terms.push(...controlChangeTerms(o.number, o.controller, to, chits));
    return to === o.controller ? o : { ...o, controller: to };
  });
  return { vp: vp + sumTerms(terms), objectives: next, terms };
}

/** 7.3.2: the player controlling all five Objectives, if any. */
export function controlsAllFive(objectives: readonly Objective[]): Player | null {
  if (objectives.length < 5) return null;
  const c = objectives[0].controller;
  return c && objectives.every((o) => o.controller === c) ? c : null;
}

/**
 * 7.3.3, 6.3.2, E67, E74: what chits turned "open" side up award, one signed term (Axis positive) per Objective they
 * name, to that Objective's current controller (an uncontrolled Objective awards nothing), citing `rule`.
 */
export function openingTerms(objectives: readonly Objective[], opened: readonly ObjectiveChit[], rule: string): Term[] {
  return objectives.flatMap((o) => (o.controller ? [term(award(0, o.controller, objectiveValue(o.number, opened)), rule, `Objective ${o.number} to the ${o.controller} player`)] : []));
}

/**
 * 6.3.2 "players must reveal any secret Objective chits and award their VPs to the current controller", as a
 * derivation: the VP marker [6.3.2] and, per controlled Objective, the value its secret chits award (openingTerms).
 */
export function revealingSecretsDerivation(vp: Vp, objectives: readonly Objective[], chits: readonly ObjectiveChit[]): Derivation {
  return derive(term(vp, '6.3.2', 'VP marker (Axis positive)'), openingTerms(objectives, chits.filter((c) => !c.open), '6.3.2'));
}

/** 6.3.2: reveal every secret chit and award its value to each Objective's current controller. */
export const afterRevealingSecrets = (vp: Vp, objectives: readonly Objective[], chits: readonly ObjectiveChit[]): Vp => revealingSecretsDerivation(vp, objectives, chits).total;

/**
 * 7.3.2: an Objective chit not yet drawn (E65, E74 draw "at random": the situation lists the undrawn
 * chits in the order they would be drawn, as it gives a deck's order). Its open side is an Objective
 * value or one of the three specialized "(open)" chits; `secretSide` says whether it has a secret side
 * (7.3.3: "a few of the Objective chits have no “secret” side").
 */
export type UndrawnChit =
  | { id: string; objective: number | 'all'; value: number; secretSide: boolean; special?: undefined }
  | { id: string; special: keyof ChitsInPlay; secretSide: false };

// Ablation (core/derivation.ts declaredTermRules): a Leader's Command in its VP value (7.1; the kinds' values are table
// entries, entryValue) and the secret Objective chits revealed at the end (6.3.2).
declareTerms('cce', ['7.1', '6.3.2']);
