/**
 * 15.2 Unit Stacking — Combat Commander: Pacific: the one count of the overstacking penalty on Cover
 * (15.2.1, 15.2.2, T81.3.2). The soldier figures are CC:E's (machines/cce/stacking.ts FIGURES; 15.2.1:
 * "all squads have 4 figures, all teams 2 figures, and all leaders 1 figure") and so is the limit of 7; what
 * CC:P changes is whose units count and what overstacking does:
 * - 15.2.1: "The number of units – friendly and enemy – that can stack in a hex": both sides' figures count
 *   (CC:E 8.2 counts one player's);
 * - 15.2.2, T81.3.2: an overstacked hex is not cleared at the end of the turn (the turn has no such step:
 *   machines/ccp/turn.ts); its "Cover … is reduced by one for each soldier figure present above 7".
 * The term below is what a CC:P procedure that reads a hex's Cover adds to it: Fire (O27) through its
 * edition's `coverPenalty` (machines/ccp/fire.ts), on every Fire Defense Roll.
 * 15.2.3 (no overstacking during setup) is a scenario's setup rule, outside any procedure here.
 */
import { greaterThan, type Term, term, declareTerms } from '../core/derivation';
import { FIGURES, STACKING_LIMIT } from '../cce/stacking';
import type { Unit } from '../cce/units';

/** 15.2.1: the soldier figures in `hex`, friendly and enemy. */
export const figuresInHex = (units: readonly Pick<Unit, 'hex' | 'kind'>[], hex: string): number => units.filter((u) => u.hex === hex).reduce((n, u) => n + FIGURES[u.kind], 0);

/** 15.2.1: "Any hex containing units with a total of 8 or more soldier figures is in violation of the stacking limit". */
export const isOverstacked = (units: readonly Pick<Unit, 'hex' | 'kind'>[], hex: string): boolean => greaterThan(figuresInHex(units, hex), STACKING_LIMIT, '15.2.1');

/** 15.2.2, T81.3.2: the Cover term of an overstacked hex (−1 per figure above 7), or null. */
export function overstackingCoverTerm(units: readonly Pick<Unit, 'hex' | 'kind'>[], hex: string): Term | null {
  if (!isOverstacked(units, hex)) return null;
  const above = figuresInHex(units, hex) - STACKING_LIMIT;
  return term(-above, '15.2.2', `overstacked: ${above} figure${above === 1 ? '' : 's'} above 7 in ${hex}`);
}

// Ablation (core/derivation.ts declaredTermRules): the overstacking penalty on the Cover.
declareTerms('ccp', ['15.2.2']);
