/**
 * Deploy (CC:E E52.1, E52.2): a Squad replaced by two Teams. One implementation for the Deploy Event
 * (event/units-chosen.ts) and the free Deploy of the end-of-Turn stacking check (8.2, turn.ts).
 *
 * E52.1: the Teams are "of the same quality (Green, Line or Elite) as that player's OB": their stats are
 * OB data, not in the rulebook, so they are an input (`teamSides`); without it the Teams keep the
 * Squad's sides (the Turn uses only kind, hex and status). E52.2: broken if the Squad was; "If there
 * was a Weapon, Suppressed and/or Veteran marker on the Squad, only one of the two Teams retains the
 * marker" — which one is the deploying player's pick, and it matters (13.2: a Suppressed unit cannot fire
 * the Weapon it possesses; E75 needs an MG "possessed by an unbroken, unsuppressed friendly unit"): the
 * markers in `toSecond` go to the second Team, the others stay with the first. The two Teams are alike
 * in every other respect, so `deploySplits` lists each distinct split once (the first marker the Squad
 * has stays with the first Team). The Turn's 8.2 free Deploy, whose outcome (stacking) no split changes,
 * keeps them all on the first Team. The Teams are "the same unit": the caller marks both activated if
 * the Squad was (the Turn's activation list).
 */
import type { Unit } from './units';

export interface Deployed {
  units: Unit[];
  /** The two Teams' ids: `<squad>/1` (keeping the markers not passed on) and `<squad>/2`. */
  teams: [string, string];
}

/** E52.2: the markers of a Squad that one of its two Teams retains. */
export type DeployMarker = 'Weapon' | 'Suppressed' | 'Veteran';

/** E52.2: the markers the Squad carries, in the order Weapon, Suppressed, Veteran. */
export const squadMarkers = (squad: Unit): DeployMarker[] => [
  ...(squad.weapon ? (['Weapon'] as const) : []),
  ...(squad.suppressed ? (['Suppressed'] as const) : []),
  ...(squad.veteran ? (['Veteran'] as const) : []),
];

/**
 * E52.2: every distinct way to share the Squad's markers between its two Teams, as the markers the
 * second Team retains (the first marker always stays with the first Team: the Teams are otherwise alike).
 */
export function deploySplits(squad: Unit): DeployMarker[][] {
  const [, ...movable] = squadMarkers(squad);
  return movable.reduce<DeployMarker[][]>((acc, m) => [...acc, ...acc.map((s) => [...s, m])], [[]]);
}

export function deploySquad(units: readonly Unit[], squadId: string, teamSides?: Unit['sides'], toSecond: readonly DeployMarker[] = []): Deployed {
  const squad = units.find((u) => u.id === squadId);
  if (!squad) return { units: [...units], teams: [`${squadId}/1`, `${squadId}/2`] };
  const { weapon, ...bare } = squad;
  const team = (n: 1 | 2): Unit => {
    const keeps = (m: DeployMarker) => (n === 2) === toSecond.includes(m);
    return {
      ...bare,
      ...(teamSides ? { sides: teamSides } : {}),
      ...(weapon && keeps('Weapon') ? { weapon } : {}),
      id: `${squad.id}/${n}`,
      kind: 'team',
      suppressed: squad.suppressed && keeps('Suppressed'),
      veteran: squad.veteran && keeps('Veteran'),
    };
  };
  return { units: units.flatMap((u) => (u.id === squad.id ? [team(1), team(2)] : [u])), teams: [`${squad.id}/1`, `${squad.id}/2`] };
}
