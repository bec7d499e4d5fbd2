/**
 * The facts of the generated unit-changing Event situations, read back from a situation (not from the generator's
 * rows): one reader per Event for both editions' tests (tests/pairwise.geneventa.test.ts, CC:E's, and
 * tests/pairwise.genccpunits.test.ts, CC:P's: the same generators, oracle/procedures/cce/events/gen-units.ts, and
 * the same declared factors). Each returns the values the factors declare; '?' where the situation holds none of them.
 */
import { hexDistance } from '../../machines/cce/fire/firepower';

export type EventUnit = { id: string; owner: string; kind: string; hex: string; broken?: boolean; veteran?: boolean };
export type EventSituationFacts = {
  reader: string;
  units: EventUnit[];
  decks: Record<string, { draw: { event?: string; randomHex?: string }[] }>;
  countermix?: Record<string, { private?: { id: string } }>;
};

export const enemyOf = (s: { reader: string }) => (s.reader === 'axis' ? 'allied' : 'axis');
/** A unit's markers as the factors name them: none, unmarked, broken, Veteran, broken Veteran. */
export const label = (u: EventUnit | undefined) => (!u ? 'none' : [u.broken ? 'broken' : '', u.veteran ? 'Veteran' : ''].filter(Boolean).join(' ') || 'unmarked');

/** Battle Harden (CC:E E44, CC:P E51): the reader's Squad, Leader and Team, each marked or not; the one enemy. */
export function battleHardenFacts(s: EventSituationFacts): Record<string, string> {
  const mine = (k: string) => s.units.find((u) => u.owner === s.reader && u.kind === k);
  const theirs = s.units.filter((u) => u.owner !== s.reader);
  return { reader: s.reader, squad: label(mine('squad')), leader: label(mine('leader')), team: label(mine('team')), enemy: theirs.length === 1 ? label(theirs[0]) : '?' };
}

/** Field Promotion (CC:E E56, CC:P E59): where the Private is, the reader's broken units and their hexes, the others. */
export function fieldPromotionFacts(s: EventSituationFacts): Record<string, string> {
  const pvt = s.countermix?.[s.reader]?.private;
  const broken = s.units.filter((u) => u.owner === s.reader && u.broken);
  return {
    reader: s.reader,
    private: !pvt ? 'none' : s.units.some((u) => u.id === pvt.id) ? 'on the map' : 'in the countermix',
    ownBroken: ['none', 'one'][broken.length] ?? (broken.length === 2 ? (broken[0].hex === broken[1].hex ? 'two in one hex' : 'two in two hexes') : '?'),
    enemyBroken: s.units.some((u) => u.owner !== s.reader && u.broken) ? 'a Squad' : 'none',
    ownUnbroken: s.units.some((u) => u.owner === s.reader && u.kind === 'squad' && !u.broken) ? 'a Squad' : 'none',
  };
}

/** KIA and Medic! (CC:E E62, E64; CC:P E64, E66): the Event, each side's broken unit's kind, the one unbroken unit. */
export function kiaMedicFacts(s: EventSituationFacts): Record<string, string> {
  const broken = (p: string) => s.units.find((u) => u.owner === p && u.broken)?.kind ?? 'none';
  const unbroken = s.units.filter((u) => !u.broken);
  return {
    event: s.decks[s.reader].draw[0].event!,
    reader: s.reader,
    ownBroken: broken(s.reader),
    enemyBroken: broken(enemyOf(s)),
    unbroken: unbroken.length === 0 ? 'none' : unbroken.length > 1 ? '?' : unbroken[0].owner === s.reader ? "the reader's" : "the enemy's",
  };
}

/** Prisoners of War (CC:E E66, CC:P E68): the reader's broken unit, the enemy's distance and state, a Squad of his beside it. */
export function prisonersFacts(s: EventSituationFacts): Record<string, string> {
  const br = s.units.find((u) => u.owner === s.reader && u.broken)!;
  const enemy = s.units.filter((u) => u.owner !== s.reader);
  const own = s.units.find((u) => u.owner === s.reader && !u.broken);
  return {
    reader: s.reader,
    kind: br.kind,
    enemy: enemy.length !== 1 ? '?' : (['same hex', 'adjacent', 'two hexes'][hexDistance(br.hex, enemy[0].hex)] ?? '?'),
    enemyBroken: enemy[0].broken ? 'broken' : 'no',
    ownUnbroken: !own ? 'none' : hexDistance(own.hex, enemy[0].hex) === 1 && own.hex !== br.hex ? 'adjacent to the enemy' : '?',
  };
}

/** Shell Shock (E72 in both): the closest unit (the first listed) and its distance from the Random Hex, a tie, a unit one hex farther. */
export function shellShockFacts(s: EventSituationFacts, check: (distanceOfFirst: number, closest: number) => void): Record<string, string> {
  const random = s.decks[s.reader].draw[1].randomHex!;
  const far = (u: EventUnit) => hexDistance(random, u.hex);
  const near = Math.min(...s.units.map(far));
  const closest = s.units.filter((u) => far(u) === near);
  const first = s.units[0];
  const tie = closest.find((u) => u !== first);
  check(far(first), near);
  return {
    reader: s.reader,
    closest: near === 0 ? 'in the Random Hex' : String(near),
    tie: closest.length === 1 ? 'none' : closest.length > 2 ? '?' : tie!.owner === first.owner ? 'of the same side' : 'of the other side',
    broken: first.broken ? 'broken' : 'no',
    kind: first.kind,
    farther: s.units.some((u) => far(u) === near + 1) ? 'one hex farther' : 'none',
  };
}
