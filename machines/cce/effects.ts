/**
 * What happens to a unit, as one vocabulary for every procedure: break (3.2: an unbroken unit is flipped
 * to its broken side; a broken unit that breaks again is eliminated), rally (3.2.5), suppress (13.1),
 * eliminate. Triggers, Events, Fire and Rout all change units through `applyUnitEffect`.
 */
import { OracleError } from '../core/errors';
import { obj, oneOf, str, arr } from '../core/validate';
import { PLAYERS, type Player, type Situation, type Unit } from './units';

export const UNIT_EFFECTS = ['break', 'rally', 'suppress', 'eliminate'] as const;
export type UnitEffectKind = (typeof UNIT_EFFECTS)[number];

export interface UnitEffect {
  unit: string;
  effect: UnitEffectKind;
}

/**
 * 3.2, 3.2.5, 13.1: the one place a unit breaks, rallies, is suppressed or is eliminated. 3.2.1: breaking
 * flips the unit to its broken side (`broken`, whose Morale units.ts currentMorale then reads); 3.2.2: only
 * the side changes, so its Suppressed, Veteran and Weapon markers stay with it; 8.1.1: Suppressed is a flag,
 * so a Suppressed unit suppressed again still carries one marker.
 */
export function applyUnitEffect(s: Situation, e: UnitEffect): Situation {
  const target = s.units.find((u) => u.id === e.unit);
  if (!target) return s;
  const eliminated = e.effect === 'eliminate' || (e.effect === 'break' && target.broken);
  if (eliminated) return { ...s, units: s.units.filter((u) => u.id !== e.unit) };
  const change: Partial<Unit> = e.effect === 'break' ? { broken: true } : e.effect === 'rally' ? { broken: false } : { suppressed: true };
  return { ...s, units: s.units.map((u) => (u.id === e.unit ? { ...u, ...change } : u)) };
}

/** A36: "Effect—Lose 1 VP." */
export const LIGHT_WOUNDS_VP_LOSS = 1;

/** The counter Light Wounds takes from the countermix: a Team of the same quality as the player's OB (A36). */
export interface ReplacementTeam {
  id: string;
  sides: Unit['sides'];
}

/**
 * A36: per player, the Teams Light Wounds would take from his countermix, in the order he would take them: one for
 * each Light Wounds card he may play in the procedure ("may only be played at the instant that a friendly Squad ...
 * would break": as often as a Squad breaks and he holds a card; A36 sets no limit). Absent or empty: he cannot play it.
 */
export type LightWoundsTeams = Partial<Record<Player, readonly ReplacementTeam[]>>;

/** A36: the Team `player` would take next (the first of his list), if any. */
export const nextLightWoundsTeam = (teams: LightWoundsTeams | undefined, player: Player): ReplacementTeam | undefined => teams?.[player]?.[0];

/** A36: `player` takes his next Team: it, and the Teams left (his list without it). */
export function takeLightWoundsTeam(teams: LightWoundsTeams | undefined, player: Player): { team: ReplacementTeam; rest: LightWoundsTeams } {
  const team = nextLightWoundsTeam(teams, player)!;
  return { team, rest: { ...teams, [player]: teams![player]!.slice(1) } };
}

/** A36: the player whose Team `team` is (a `wounded` record's owner), among the Teams given. */
export const lightWoundsTeamOwner = (teams: LightWoundsTeams | undefined, team: string | undefined): Player | undefined =>
  PLAYERS.find((p) => (teams?.[p] ?? []).some((t) => t.id === team));

/**
 * A36 "the new Team's activation status for the Turn matches that of the Squad it replaced", reading
 * cce.light-wounds-moving-team: under `team-goes-on` (the default) a Team that took the place of a Squad activated
 * to Move or Advance takes its place in the Order under way; under `team-stays` it is placed only.
 */
export const lightWoundsTeamGoesOn = (readings: Readonly<Record<string, string>>): boolean => readings['cce.light-wounds-moving-team'] === 'team-goes-on';

/** `ids` with the Team in the Squad's place (A36). */
export const inPlaceOf = (ids: readonly string[], squad: string, team: string): string[] => ids.map((id) => (id === squad ? team : id));

/** A36: Light Wounds saves only a Squad, and only "at the instant that a friendly Squad ... would break [3.2]". */
export const lightWoundsMaySave = (u: Unit): boolean => u.kind === 'squad';

/**
 * A36 Light Wounds, "instead of that Squad breaking (or instead of it being eliminated due to already
 * being broken)": the Squad leaves play (back to the countermix) and `team` is placed in its hex, broken
 * if the Squad was, with the Squad's Weapon, Suppressed and Veteran markers. The one implementation for
 * every break a procedure offers it on (an Ambush, a Defense Roll); the caller checks
 * `lightWoundsMaySave`, removes the VP (LIGHT_WOUNDS_VP_LOSS) and lists the Squad in its countermix.
 * Units carry no activation status here, so "the new Team's activation status ... matches" is the caller's.
 */
export function replaceWithLightWoundsTeam(s: Situation, squad: string, team: ReplacementTeam): Situation {
  return {
    ...s,
    units: s.units.map((u) => {
      if (u.id !== squad) return u;
      const placed: Unit = { id: team.id, owner: u.owner, kind: 'team', hex: u.hex, broken: u.broken, suppressed: u.suppressed, veteran: u.veteran, sides: team.sides };
      if (u.weapon) placed.weapon = u.weapon;
      if (u.nationality) placed.nationality = u.nationality;
      return placed;
    }),
  };
}

export interface UnitStatus {
  id: string;
  hex: string;
  broken: boolean;
  suppressed: boolean;
}

/** The part of a unit a procedure's outcome reports. */
export const unitStatus = (u: Unit): UnitStatus => ({ id: u.id, hex: u.hex, broken: u.broken, suppressed: u.suppressed });

/** Validate `effects` of a RESOLVE_TRIGGER event: each names a unit in play and a known effect. */
export function parseUnitEffects(raw: unknown, path: string, s: Situation, rule: string): UnitEffect[] {
  return arr(raw, path).map((item, i) => {
    const p = `${path}[${i}]`;
    const o = obj(item, p, ['unit', 'effect'], ['unit', 'effect']);
    const unit = str(o.unit, `${p}.unit`);
    if (!s.units.some((u) => u.id === unit)) {
      throw new OracleError({ code: 'invalid-field', path: `${p}.unit`, expected: 'the id of a unit in play', actual: unit, rule });
    }
    return { unit, effect: oneOf(o.effect, `${p}.effect`, UNIT_EFFECTS, rule) };
  });
}
