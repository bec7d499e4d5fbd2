/**
 * Every ruleset and procedure the oracle knows. A new procedure adds one line to PROCEDURES; a new
 * ruleset one entry to RULESETS. Everything else (build, paths, resolve, engine, verify, coverage)
 * finds them here.
 */
import { OracleError } from '../machines/core/errors';
import type { ProcedureSpec } from '../machines/core/procedure';
import type { Reading } from '../machines/core/readings';
import { CCE_READINGS } from '../machines/cce/readings';
import { CCP_READINGS } from '../machines/ccp/readings';
import { applyOverlay, CCE_OVERLAYS, type Overlay } from '../machines/cce/overlays';
import { recoverSpec } from './procedures/cce/recover';
import { routSpec } from './procedures/cce/rout';
import { meleeSpec } from './procedures/cce/melee';
import { advanceSpec } from './procedures/cce/advance';
import { fireSpec } from './procedures/cce/fire';
import { artillerySpec } from './procedures/cce/artillery';
import { artilleryDeniedSpec } from './procedures/cce/artillery-denied';
import { turnSpec } from './procedures/cce/turn';
import { timeAdvanceSpec } from './procedures/cce/time-advance';
import { gameEndSpec } from './procedures/cce/game-end';
import { moveSpec } from './procedures/cce/move';
import { losSpec } from './procedures/cce/los';
import { eventSpec } from './procedures/cce/event';
import { ccpTimeAdvanceSpec } from './procedures/ccp/time-advance';
import { reviveSpec } from './procedures/ccp/revive';
import { CS_READINGS } from '../machines/cs/readings';
import { CS_PROCEDURES } from './procedures/cs';
import { SPICC_READINGS } from '../machines/spicc/readings';
import { fireSpec as spiccFireSpec } from './procedures/spicc/fire';
import { sequenceOfPlaySpec } from './procedures/spicc/sequence-of-play';
import { assaultSpec as spiccAssaultSpec } from './procedures/spicc/assault';
import { breakdownSpec as spiccBreakdownSpec } from './procedures/spicc/breakdown';
import { movementSpec as spiccMovementSpec } from './procedures/spicc/movement';
import { airStrikeSpec as spiccAirStrikeSpec } from './procedures/spicc/air-strike';
import { endOfMovementSpec as spiccEndOfMovementSpec } from './procedures/spicc/end-of-movement';
import { scenarioSpec as spiccScenarioSpec } from './procedures/spicc/scenario';
import { bombardmentSpec as spiccBombardmentSpec } from './procedures/spicc/bombardment';
import { retreatSpec as spiccRetreatSpec } from './procedures/spicc/retreat';
import { ccpGameEndSpec } from './procedures/ccp/game-end';
import { ccpTurnSpec } from './procedures/ccp/turn';
import { ccpFireSpec } from './procedures/ccp/fire';
import { ccpMeleeSpec } from './procedures/ccp/melee';
import { ccpAdvanceSpec } from './procedures/ccp/advance';
import { ccpMoveSpec } from './procedures/ccp/move';
import { ccpLosSpec } from './procedures/ccp/los';
import { reconnoiterSpec } from './procedures/ccp/reconnoiter';
import { sightingSpec } from './procedures/ccp/sighting';
import { infiltrateSpec } from './procedures/ccp/infiltrate';
import { ccpEventSpec } from './procedures/ccp/event';
import { ccpAssetDeniedSpec } from './procedures/ccp/asset-denied';
import { ccpAssetRequestSpec } from './procedures/ccp/asset-request';
import { caveSpec } from './procedures/ccp/cave';
import { hiddenSpec } from './procedures/ccp/hidden';
import { minesSpec } from './procedures/ccp/mines';
import { smokeScreenSpec } from './procedures/ccp/smoke-screen';
import { explosiveChargeSpec } from './procedures/ccp/explosive-charge';

export interface RulesetEntry {
  id: string;
  title: string;
  /** The ruleset whose rules.json and machines this one uses (itself for a base ruleset). */
  base: string;
  readings: Reading[];
  /** For an overlay ruleset (errata, clarifications): the overlay its readings were made from. */
  overlay?: Overlay;
}

export const RULESETS: RulesetEntry[] = [
  { id: 'cce', title: 'Combat Commander: Europe, rulebook v1.1', base: 'cce', readings: CCE_READINGS },
  // Overlays (machines/cce/overlays.ts): the base's machines and register, with the defaults their items settle.
  ...CCE_OVERLAYS.map((o) => ({ id: o.id, title: o.title, base: o.base, readings: applyOverlay(CCE_READINGS, o), overlay: o })),
  // A sibling edition: its own rule index and register; shared machines carry its ids (machines/ccp/rule-map.ts).
  { id: 'ccp', title: 'Combat Commander: Pacific, rulebook (2008)', base: 'ccp', readings: CCP_READINGS },
  // A partial text: what it preserves is modelled; what it references but lost is `text: "missing"` in its index.
  { id: 'cs', title: 'Combat! Stalingrad, rules of play (text cut off after 6.5.5)', base: 'cs', readings: CS_READINGS },
  // A partial text (an OCR of a damaged copy): what it keeps, modelled; what it lost, `text: "missing"` in its index.
  { id: 'spicc', title: 'Combat Command (SPI 1972), OCR of a damaged copy', base: 'spicc', readings: SPICC_READINGS },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PROCEDURES: ProcedureSpec<any>[] = [
  // Combat Commander: Europe
  recoverSpec, meleeSpec, routSpec, advanceSpec, fireSpec, artilleryDeniedSpec, artillerySpec, turnSpec, timeAdvanceSpec, gameEndSpec, moveSpec, losSpec, eventSpec,
  // Combat Commander: Pacific
  ccpTimeAdvanceSpec, reviveSpec, ccpGameEndSpec,
  ccpTurnSpec,
  ccpFireSpec,
  ccpMeleeSpec, ccpAdvanceSpec, ccpMoveSpec,
  ccpLosSpec,
  reconnoiterSpec, sightingSpec, infiltrateSpec,
  ccpEventSpec,
  ccpAssetDeniedSpec, ccpAssetRequestSpec,
  caveSpec, hiddenSpec, minesSpec,
  smokeScreenSpec, explosiveChargeSpec,
  // SPI Combat Command
  spiccFireSpec, sequenceOfPlaySpec, spiccAssaultSpec, spiccBreakdownSpec,
  spiccMovementSpec, spiccAirStrikeSpec, spiccEndOfMovementSpec,
  spiccScenarioSpec, spiccBombardmentSpec, spiccRetreatSpec,
  // Combat! Stalingrad (oracle/procedures/cs/index.ts)
  ...CS_PROCEDURES,
];

export function getRuleset(id: unknown, path = 'ruleset'): RulesetEntry {
  const r = RULESETS.find((x) => x.id === id);
  if (!r) throw new OracleError({ code: 'unknown-ruleset', path, expected: `one of ${RULESETS.map((x) => JSON.stringify(x.id)).join(', ')}`, actual: id });
  return r;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getProcedure(ruleset: string, name: unknown, path = 'procedure'): ProcedureSpec<any> {
  const base = getRuleset(ruleset).base;
  const p = PROCEDURES.find((x) => x.ruleset === base && x.procedure === name);
  if (!p) {
    const known = PROCEDURES.filter((x) => x.ruleset === base).map((x) => x.procedure);
    throw new OracleError({ code: 'unknown-procedure', path, expected: `one of ${known.map((k) => JSON.stringify(k)).join(', ')}`, actual: name });
  }
  return p;
}
