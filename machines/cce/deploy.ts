/**
 * Deploy (CC:E E52.1, E52.2): a Squad replaced by two Teams. One implementation for the Deploy Event
 * (event/units-chosen.ts) and the free Deploy of the end-of-Turn stacking check (8.2, turn.ts).
 *
 * E52.1: the Teams are "of the same quality (Green, Line or Elite) as that player's OB": their stats are
 * OB data, not in the rulebook, so they are an input (`teamSides`); without it the Teams keep the
 * Squad's sides (the Turn uses only kind, hex and status). E52.2: broken if the Squad was; a Weapon,
 * Suppressed or Veteran marker goes to only one of the two Teams — which one is the player's pick that
 * no outcome modelled here depends on, so the first Team keeps them all. The Teams are "the same unit":
 * the caller marks both activated if the Squad was (the Turn's activation list).
 */
import type { Unit } from './units';

export interface Deployed {
  units: Unit[];
  /** The two Teams' ids: `<squad>/1` (keeping the markers and Weapon) and `<squad>/2`. */
  teams: [string, string];
}

export function deploySquad(units: readonly Unit[], squadId: string, teamSides?: Unit['sides']): Deployed {
  const squad = units.find((u) => u.id === squadId);
  if (!squad) return { units: [...units], teams: [`${squadId}/1`, `${squadId}/2`] };
  const { weapon, ...bare } = squad;
  const team = (n: number, keep: boolean): Unit => ({
    ...bare,
    ...(teamSides ? { sides: teamSides } : {}),
    ...(keep && weapon ? { weapon } : {}),
    id: `${squad.id}/${n}`,
    kind: 'team',
    suppressed: keep && squad.suppressed,
    veteran: keep && squad.veteran,
  });
  return { units: units.flatMap((u) => (u.id === squad.id ? [team(1, true), team(2, false)] : [u])), teams: [`${squad.id}/1`, `${squad.id}/2`] };
}
