/** The procedures of Combat! Stalingrad (ruleset `cs`), in rulebook order; oracle/registry.ts adds them to PROCEDURES. */
import type { ProcedureSpec } from '../../../machines/core/procedure';
import { csTurnSpec } from './turn';
import { csCommandSpec } from './command';
import { csRandomEventSpec } from './random-event';
import { csVictorySpec } from './victory';
import { csHiddenSpec } from './hidden';
import { csEntrySpec } from './entry';
import { csLosSpec } from './los';
import { csTerrainDrmSpec } from './terrain-drm';
import { csBuildingMoveSpec } from './building-move';
import { csRegroupSpec } from './regroup';
import { csInspectionSpec } from './inspection';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CS_PROCEDURES: ProcedureSpec<any>[] = [csVictorySpec, csEntrySpec, csHiddenSpec, csRandomEventSpec, csCommandSpec, csTurnSpec, csLosSpec, csTerrainDrmSpec, csBuildingMoveSpec, csRegroupSpec, csInspectionSpec];
