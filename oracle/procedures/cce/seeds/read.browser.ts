/**
 * The browser's ./read.ts (oracle/explorer/browser-substitutes.json): the same seed files, imported
 * statically so the bundler carries them. A file missing here is an error naming it.
 */
import { OracleError } from '../../../../machines/core/errors';
import advance from './advance.json';
import artillery from './artillery.json';
import artilleryDenied from './artillery-denied.json';
import event from './event.json';
import fire from './fire.json';
import gameEnd from './game-end.json';
import los from './los.json';
import melee from './melee.json';
import move from './move.json';
import recover from './recover.json';
import rout from './rout.json';
import timeAdvance from './time-advance.json';
import turn from './turn.json';
import unitDefaults from './unit-defaults.json';
import ccpAdvance from '../../ccp/seeds/advance.json';
import ccpAssetDenied from '../../ccp/seeds/asset-denied.json';
import ccpAssetRequest from '../../ccp/seeds/asset-request.json';
import ccpCave from '../../ccp/seeds/cave.json';
import ccpEvent from '../../ccp/seeds/event.json';
import ccpExplosiveCharge from '../../ccp/seeds/explosive-charge.json';
import ccpFire from '../../ccp/seeds/fire.json';
import ccpGameEnd from '../../ccp/seeds/game-end.json';
import ccpHidden from '../../ccp/seeds/hidden.json';
import ccpInfiltrate from '../../ccp/seeds/infiltrate.json';
import ccpLos from '../../ccp/seeds/los.json';
import ccpMelee from '../../ccp/seeds/melee.json';
import ccpMines from '../../ccp/seeds/mines.json';
import ccpMove from '../../ccp/seeds/move.json';
import ccpReconnoiter from '../../ccp/seeds/reconnoiter.json';
import ccpRevive from '../../ccp/seeds/revive.json';
import ccpSighting from '../../ccp/seeds/sighting.json';
import ccpSmokeScreen from '../../ccp/seeds/smoke-screen.json';
import ccpTimeAdvance from '../../ccp/seeds/time-advance.json';
import ccpTurn from '../../ccp/seeds/turn.json';
import csBuildingMove from '../../cs/seeds/building-move.json';
import csCommand from '../../cs/seeds/command.json';
import csEntry from '../../cs/seeds/entry.json';
import csHidden from '../../cs/seeds/hidden.json';
import csInspection from '../../cs/seeds/inspection.json';
import csLos from '../../cs/seeds/los.json';
import csRandomEvent from '../../cs/seeds/random-event.json';
import csRegroup from '../../cs/seeds/regroup.json';
import csTerrainDrm from '../../cs/seeds/terrain-drm.json';
import csTurn from '../../cs/seeds/turn.json';
import csVictory from '../../cs/seeds/victory.json';
import spiccAirStrike from '../../spicc/seeds/air-strike.json';
import spiccAssault from '../../spicc/seeds/assault.json';
import spiccBombardment from '../../spicc/seeds/bombardment.json';
import spiccBreakdown from '../../spicc/seeds/breakdown.json';
import spiccEndOfMovement from '../../spicc/seeds/end-of-movement.json';
import spiccFire from '../../spicc/seeds/fire.json';
import spiccMovement from '../../spicc/seeds/movement.json';
import spiccRetreat from '../../spicc/seeds/retreat.json';
import spiccScenario from '../../spicc/seeds/scenario.json';
import spiccSequenceOfPlay from '../../spicc/seeds/sequence-of-play.json';

/** Per ruleset, its seed files by name. */
const FILES: Record<string, Record<string, unknown>> = {
  cce: { advance, artillery, 'artillery-denied': artilleryDenied, event, fire, 'game-end': gameEnd, los, melee, move, recover, rout, 'time-advance': timeAdvance, turn, 'unit-defaults': unitDefaults },
  ccp: { advance: ccpAdvance, 'asset-denied': ccpAssetDenied, 'asset-request': ccpAssetRequest, cave: ccpCave, event: ccpEvent, 'explosive-charge': ccpExplosiveCharge, fire: ccpFire, 'game-end': ccpGameEnd, hidden: ccpHidden, infiltrate: ccpInfiltrate, los: ccpLos, melee: ccpMelee, mines: ccpMines, move: ccpMove, reconnoiter: ccpReconnoiter, revive: ccpRevive, sighting: ccpSighting, 'smoke-screen': ccpSmokeScreen, 'time-advance': ccpTimeAdvance, turn: ccpTurn },
  cs: { 'building-move': csBuildingMove, command: csCommand, entry: csEntry, hidden: csHidden, inspection: csInspection, los: csLos, 'random-event': csRandomEvent, regroup: csRegroup, 'terrain-drm': csTerrainDrm, turn: csTurn, victory: csVictory },
  spicc: { 'air-strike': spiccAirStrike, assault: spiccAssault, bombardment: spiccBombardment, breakdown: spiccBreakdown, 'end-of-movement': spiccEndOfMovement, fire: spiccFire, movement: spiccMovement, retreat: spiccRetreat, scenario: spiccScenario, 'sequence-of-play': spiccSequenceOfPlay },
};

export const SEEDS_DIR = 'oracle/procedures/cce/seeds';
export const seedsDir = (ruleset = 'cce'): string => `oracle/procedures/${ruleset}/seeds`;
export const seedFile = (procedure: string, ruleset = 'cce'): string => `oracle/procedures/${ruleset}/seeds/${procedure}.json`;

export function readSeedFile(name: string, dir?: string, ruleset = 'cce'): { shown: string; raw: unknown } {
  const files = FILES[ruleset] ?? {};
  if ((dir !== undefined && dir !== seedsDir(ruleset)) || !(name in files)) throw new OracleError({ code: 'invalid-json', path: seedFile(name, ruleset), expected: `one of the seed files the page carries (${Object.keys(files).join(', ')})`, actual: name });
  return { shown: seedFile(name, ruleset), raw: files[name] };
}
