/**
 * Overrun (CB.2) and Close Assault (CB.3, with the Modified Close Assault of CB.3.f) — the situation, its
 * checks and its computations, for the chart in ./machine.ts. Each check is a named predicate citing its
 * rule; the odds, the die-number and the effects are those of ../results.ts, shared with Fire Combat.
 */
import type { Derivation } from '../../core/derivation';
import type { Readings } from '../../core/readings';
import { derive, greaterThan, ruleApplies, term } from '../../core/derivation';
import type { Side, SpiccUnit } from '../units';
import { dieNumber, halfOrMoreDispersed, raisedOddsColumn, type CrtCell, type UnitEffect } from '../results';
import type { Terrain } from '../fire/types';
import type { ResolutionContext } from '../resolution';

/** CB.2.a Overrun (the Overrun Phase), CB.3.a Close Assault (the Close Assault Phase), CB.3.f Modified Close Assault (the Enemy Movement Phase). */
export const ASSAULT_TYPES = ['overrun', 'close-assault', 'modified-close-assault'] as const;
export type AssaultType = (typeof ASSAULT_TYPES)[number];

export interface AssaultSituation {
  type: AssaultType;
  /** Whose Player-Turn it is: the attacker's in an Overrun or Close Assault, the moving (Enemy) player's in a Modified Close Assault. */
  playerTurn: Side;
  units: SpiccUnit[];
  terrain: Record<string, Terrain>;
  /** The hex whose Enemy units are attacked (all of them: CB.2.b, CB.3.b). */
  hex: string;
  attackers: string[];
  /** CB.2.f: the units that moved at the Road Movement Rate in this Player-Turn. */
  roadMovement: string[];
  /** CB.3.f: the Enemy unit whose entry into the hex gives the Modified Close Assault. */
  entering?: string;
  /** Cells of the lost Combat Results Table, read from an original copy (CRT). */
  crt: CrtCell[];
}

export interface AssaultContext extends ResolutionContext {
  ruleset: string;
  readings: Readings;
  situation: AssaultSituation;
  refusal: { rule: string; reason: string } | null;
  strengths: { unit: string; strength: Derivation }[];
  attackTotal: number;
  defenseTotal: number;
  effects: UnitEffect[];
}

const other = (s: Side): Side => (s === 'us' ? 'german' : 'us');
/** CB.2.a, CB.3.a: the phasing player Overruns and Close Assaults; CB.3.f: the Enemy of the moving player makes the Modified Close Assault. */
export const attackingSide = (s: AssaultSituation): Side => (s.type === 'modified-close-assault' ? other(s.playerTurn) : s.playerTurn);
/** The phase of the attack, for the return of a unit it disperses (CRE.D). */
export const assaultPhase = (s: AssaultSituation): string => (s.type === 'modified-close-assault' ? 'movement' : s.type);

const unitOf = (s: AssaultSituation, id: string): SpiccUnit => s.units.find((u) => u.id === id)!;
export const attackersOf = (s: AssaultSituation): SpiccUnit[] => s.attackers.map((id) => unitOf(s, id));
/** CB.2.b "All of the Enemy units in the hex"; CB.3.b "all of the Enemy units in the hex". */
export const targetsOf = (s: AssaultSituation): SpiccUnit[] => s.units.filter((u) => u.hex === s.hex && u.side !== attackingSide(s));

export const isOverrun = (s: AssaultSituation): boolean => s.type === 'overrun';

// --- who may attack (MV.K, CB.2.a, CB.2.d, CB.2.f, CB.3.a, CB.3.d, CB.3.e, CRE.D)
export const anAttackerIsAPassenger = (s: AssaultSituation): boolean => attackersOf(s).some((u) => u.passenger);
export const anAttackerIsNotClass1d = (s: AssaultSituation): boolean => attackersOf(s).some((u) => u.class !== '1d');
/** CB.2.a: "Special exception: German Wespe and U.S. M-7 units may not participate in Overrun attacks." */
export const anAttackerIsWespeOrM7 = (s: AssaultSituation): boolean => attackersOf(s).some((u) => u.kind === 'wespe' || u.kind === 'm-7');
export const anAttackerIsNotClass2 = (s: AssaultSituation): boolean => attackersOf(s).some((u) => u.class !== '2');
/** Reading spicc.dispersed-unit-assaults: under `may-not-assault` a dispersed attacker is refused (CRE.D). */
export const aDispersedAttackerBarred = (s: AssaultSituation, readings: Readings): boolean =>
  readings['spicc.dispersed-unit-assaults'] === 'may-not-assault' && attackersOf(s).some((u) => u.dispersed);
/**
 * CB.2.d, CB.3.e: a unit that "participated in Fire Combat during the Offensive Fire Phase" (its `attacked`:
 * it has used its Attack Strength in this Player-Turn, CB.B — in the phasing player's turn, before the
 * Overrun and Close Assault Phases, only the Offensive Fire Phase gives it). Not asked of a Modified Close
 * Assault, made in the Enemy's Player-Turn "in addition to the fire attack" (CB.3.f).
 */
export const anAttackerHasFired = (s: AssaultSituation): boolean => s.type !== 'modified-close-assault' && attackersOf(s).some((u) => u.attacked);
export const anAttackerUsedRoadRate = (s: AssaultSituation): boolean => s.attackers.some((id) => s.roadMovement.includes(id));
export const anAttackerOutsideTheHex = (s: AssaultSituation): boolean => attackersOf(s).some((u) => u.hex !== s.hex);
export const noEnemyInTheHex = (s: AssaultSituation): boolean => targetsOf(s).length === 0;

// --- where (CB.2.c, TN.1, TN.3)
/** CB.2.c: "Clear terrain or Clear terrain / Road hexes" (a partial Woods hex is Woods for Combat Purposes, TN.1); a Hill-crest hex as reading spicc.overrun-hill-crest says. */
export const overrunOutsideClearTerrain = (s: AssaultSituation, readings: Readings): boolean => {
  const t = s.terrain[s.hex];
  return !(t === 'clear' || (t === 'hill-crest' && readings['spicc.overrun-hill-crest'] === 'clear'));
};

/** CB.2.d: halftracks may not Overrun "if one-half or more than one-half of the Enemy Defense Strength in a hex is composed of non-halftrack Armored vehicles (Class 1d)". */
export function halftrackBarredByArmor(s: AssaultSituation): boolean {
  if (!attackersOf(s).some((u) => u.kind === 'halftrack')) return false;
  const targets = targetsOf(s);
  const total = targets.reduce((n, u) => n + u.defense, 0);
  const armor = targets.filter((u) => u.class === '1d' && u.kind !== 'halftrack').reduce((n, u) => n + u.defense, 0);
  return armor > 0 && !greaterThan(total, 2 * armor, 'CB.2.d');
}

/** CB.3.c, TEC: "Terrain effects are taken into account": the one a Woods or Town hex adds (a partial Woods hex is Woods for Combat Purposes, TN.1). */
export const inCoveringTerrain = (s: AssaultSituation): boolean => ruleApplies('CB.3.c', ['woods', 'partial-woods', 'town'].includes(s.terrain[s.hex]));

/**
 * The Combat Procedure for an Overrun or a Close Assault: each attacker's printed Attack Strength (no
 * Weapons Effectiveness, WE.A, CB.2.b, CB.3.b), combined (CB.A), against the whole hex's Defense Strength;
 * the odds raised one column for an Overrun (CB.2.b), or for a Close Assault with an Engineer among the
 * attackers (CB.3.b, CB.3.f).
 */
export function computeAssault(s: AssaultSituation, readings: Readings): Pick<AssaultContext, 'strengths' | 'attackTotal' | 'defenseTotal' | 'column'> {
  const strengths = attackersOf(s).map((u) => ({ unit: u.id, strength: derive(term(u.attack, 'DT', 'printed Attack Strength'), []) }));
  const attackTotal = strengths.reduce((n, x) => n + x.strength.total, 0);
  const defenseTotal = targetsOf(s).reduce((n, u) => n + u.defense, 0);
  const column = isOverrun(s)
    ? raisedOddsColumn(attackTotal, defenseTotal, readings, 'CB.2.b', true)
    : raisedOddsColumn(attackTotal, defenseTotal, readings, 'CB.3.b', attackersOf(s).some((u) => u.kind === 'engineer'));
  return { strengths, attackTotal, defenseTotal, column };
}

/** The die-number: minus two (not in a Modified Close Assault, CB.3.f), Covering Terrain (Close Assault), Dug-In (IP.C, IP.F), dispersed (CRE.N). */
export const assaultDieNumber = (s: AssaultSituation, die: number): Derivation =>
  dieNumber(die, {
    coveringTerrain: !isOverrun(s) && inCoveringTerrain(s),
    coveringTerrainRule: 'CB.3.c',
    dugIn: targetsOf(s).some((u) => u.class === '2' && u.dugIn),
    halfOrMoreDispersed: halfOrMoreDispersed(targetsOf(s)),
    subtractTwo: s.type === 'overrun' ? 'CB.2.b' : s.type === 'close-assault' ? 'CB.3.b' : undefined,
  });
