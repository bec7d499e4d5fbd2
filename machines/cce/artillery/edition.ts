/**
 * Where an edition's Artillery Request differs from CC:E O18: one named point each (DESIGN.md rule 6).
 * CC:E's is CCE_ARTILLERY, and the chart built from it (./machine.ts artilleryMachineFor) is the one CC:E
 * has always had; CC:P's (O24 Asset Request) is machines/ccp/asset-request.ts.
 */
import { CCE_DEFENSE_CHART, type DefenseChartEdition } from '../fire-defense-states';
import type { Readings } from '../../core/readings';
import type { Airbursts, Sand } from '../fire/firepower';
import type { TerrainLos } from '../los';
import type { CaveMarker } from '../entry';
import type { Unit } from '../units';
import type { Term } from '../../core/derivation';

export interface ArtilleryEdition extends DefenseChartEdition {
  /** O18.2.1.1, O18.2.3.1: a "Smoke" Radio's smoke barrage (CC:P has none: digest 004 D13). */
  smoke: boolean;
  /** The game around the Order (../event/host.ts): Event!, Sniper! and Time! resolved by the nested charts. */
  game: boolean;
  /** T99: Woods Airbursts (+2 to the Impact Total). */
  woodsAirbursts: boolean;
  /**
   * The edition's own Airburst terrain on an Impact, each with its rule (CC:P T91 Jungle, T97 Swamp: "any mortar or artillery
   * attack", the Fire edition's `airbursts`), cited on the edition's own transitions. Absent: CC:E's Woods (T99, `woodsAirbursts`).
   */
  airbursts?: Airbursts;
  /** The edition's LOS column of the Terrain Chart (CC:P T81.4: the Spotter's, the aircraft's LOS). Absent: CC:E's. */
  terrainLos?: TerrainLos;
  /** A35.1 Hidden Entrenchments before a Defense Roll. */
  hiddenEntrenchments: boolean;
  /** T88.2's height advantage for an Impact (CC:E reading cce.artillery-height-advantage); CC:P T89.2: "radios ... unaffected". */
  height: boolean;
  /**
   * CC:P O24: the Order's options and who they activate — Communication Restored activates "one of his
   * unbroken, unsuppressed leaders (only)" (O24.2; CC:E's Battery Access activates nothing), the spotter must be
   * unsuppressed too (O24.3), the SR "cannot be placed in or adjacent to a melee hex" (O24.3.1), and Weapon
   * Repair (O24.6), Illumination (O24.7, at night: a starshell where the SR drifts) and Communication
   * Established (O24.1, by day: a radio or the artillery denied marker from the Radio Table) are further options.
   */
  assetRequest: boolean;
  /** CC:P T82 Sand: -2 to the Impact Total of a radio and the dive bomber's Attack Total against a Beach hex (../fire/firepower.ts Sand). Absent: none (CC:E). */
  sand?: Sand;
  /** The readings the shared modules consult, from the edition's register (its own id for a CC:E question it repeats). Absent: as given. */
  readingsOf?: (readings: Readings) => Readings;
  /**
   * CC:P F102.2.3: the alternate Cover, against an artillery (radio) Impact on `hex`, of each unit inside the cave there
   * (machines/ccp/asset-request.ts, from machines/ccp/cave.ts). Absent: no caves (CC:E's).
   */
  caves?: {
    artilleryCover: (caves: readonly CaveMarker[], units: readonly Unit[], hex: string) => Record<string, Term>;
    /**
     * CC:P F102.2.2, F102.2.3 against an aircraft's Fire Attack on `hex` (a Bombing or Strafing Run, O24.4, O24.5): the
     * units inside the cave there it does not see nor reach (`immune`), and the alternate Cover of those it does.
     */
    aircraft: (readings: Readings, caves: readonly CaveMarker[], units: readonly Unit[], hex: string) => { immune: string[]; cover: Record<string, Term> };
  };
}

export const CCE_ARTILLERY: ArtilleryEdition = { ...CCE_DEFENSE_CHART, smoke: true, game: true, woodsAirbursts: true, hiddenEntrenchments: true, height: true, assetRequest: false };

/** The edition an Artillery context runs under (absent: CC:E's). */
export const artilleryEditionOf = (c: { edition?: unknown }): ArtilleryEdition => (c.edition as ArtilleryEdition | undefined) ?? CCE_ARTILLERY;
