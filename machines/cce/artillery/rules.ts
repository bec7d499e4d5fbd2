/**
 * The Artillery Request machine's rule helpers (CC:E O18): who may be Spotter (O18), the Spotter's LOS
 * (O18.2.1), the drift of a revealed card (O18.2.2.1/2), the hexes still to attack (O18.2.3.2), one Impact
 * Roll's record (O18.2.3.2/3, T99, T88.2 by reading), and the output projection. Arithmetic is in
 * ./drift.ts; this module applies it to the machine's context. The chart is in ./machine.ts.
 */
import type { Roll, Trigger } from '../../core/dice';
import { rollSum } from '../../core/dice';
import { unitStatus } from '../effects';
import { projectGame } from '../event/host';
import { losFact, sandAt } from '../fire/firepower';
import { losReadingsOf } from '../los';
import { isHeroActivatedAgain, mayBeActivated } from '../units';
import type { Unit } from '../units';
import { strafingHindrance } from './strafing-run';
import { airburstTerrainOf, artilleryAirburst, artilleryHeight, bombDerivation, fortificationDestroyed, fortificationIn, hexIsTarget, hitDrift, impactDerivation, missDrift, type Drift } from './drift';
import type { ArtilleryContext, ArtilleryEvent, ArtilleryOutput, ImpactRecord, Radio } from './types';
import { caveOccupants } from '../entry';
import { artilleryEditionOf } from './edition';

type C = ArtilleryContext;
type E = ArtilleryEvent;

export const radioOf = (c: C): Radio | undefined => c.radios[c.player];
export const unitById = (c: C, id: string | null): Unit | undefined => c.situation.units.find((u) => u.id === id);
// The edition's Terrain Chart LOS column (CC:P T81.4), where it gives one.
export const view = (c: C) => {
  const terrainLos = artilleryEditionOf(c).terrainLos;
  return { ...c.situation, los: c.los, losReadings: losReadingsOf(c.readings), ...(terrainLos ? { terrainLos } : {}) };
};

/**
 * O18: "an unbroken Leader in play that has yet to be activated this Turn" — or a Hero already activated:
 * "Heroes are Leaders [3.3] in every respect" and "may be activated more than once per Turn" (E58.1),
 * the Turn's activation rule (../units.ts mayBeActivated).
 */
export function eligibleSpotter(c: C, id: string): boolean {
  const u = unitById(c, id);
  // CC:P O24.3: "one of his unbroken, unsuppressed leaders (only)".
  const suppressedBars = artilleryEditionOf(c).assetRequest && u?.suppressed === true;
  return !!u && u.owner === c.player && u.kind === 'leader' && !u.broken && !suppressedBars && mayBeActivated(u, c.activatedThisTurn);
}

/** E58.1: the Spotter chosen is a Hero already activated this Turn, activated again. */
export function reactivatesHero(c: C, id: string): boolean {
  return isHeroActivatedAgain(unitById(c, id), c.activatedThisTurn);
}

/** O18.1 (CC:P O24.2: and one of his leaders to activate for it). */
export const mayBatteryAccess = (c: C): boolean => radioOf(c)?.broken === true && (!artilleryEditionOf(c).assetRequest || c.situation.units.some((u) => eligibleSpotter(c, u.id)));
export const mayFireForEffect = (c: C): boolean => radioOf(c)?.broken === false && c.situation.units.some((u) => eligibleSpotter(c, u.id));

/** O18.2.1: the Spotter's own hex, or any hex he has a (clear or hindered) LOS to. */
export function inSpotterLos(c: C, hex: string): boolean {
  const from = c.spotterHex;
  if (!from || !c.situation.map.hexes[hex]) return false;
  if (from === hex) return true;
  const l = losFact(view(c), from, hex);
  return !!l && l.sight !== 'blocked';
}

export function driftFor(c: C, e: E, hit: boolean): Drift | null {
  if (e.type !== 'REVEAL' || !c.sr) return null;
  const card = { white: e.white as Roll['white'], colored: e.colored as Roll['colored'] };
  return hit ? hitDrift(c.situation.map.geometry, c.sr, card) : missDrift(c.situation.map.geometry, c.sr, card);
}

/** O18.2.3.2: hexes of the area not yet attacked that hold a unit or a Fortification now. */
export function impactHexesLeft(c: C): string[] {
  const unitHexes = c.situation.units.map((u) => u.hex);
  return c.area.filter((h) => !c.attacked.includes(h) && hexIsTarget(c.situation.map, unitHexes, h));
}

export function impactRecordFor(c: C, hex: string, roll: Roll): ImpactRecord {
  // CC:P O24.4 c): a Bombing Run's Fire Attack is the dive bomber's, with the "12-FP" Vulnerability number (O24.3.4).
  const bomb = c.bombingRun ?? null;
  const radio = bomb ?? radioOf(c)!;
  const facts = c.situation.map.hexes[hex];
  // T99 Airbursts (CC:P T91, T97: the edition's `airbursts`, its "artillery attack" a radio's Impact; no aircraft's).
  const airbursts = artilleryEditionOf(c).airbursts;
  const airburst = bomb ? 0 : artilleryAirburst(facts, airbursts);
  const burstTerrain = airburst > 0 && airbursts ? airburstTerrainOf(facts, airbursts) : undefined;
  // CC:P T89.2: radios are unaffected by height (the edition's `height`); CC:E: reading cce.artillery-height-advantage.
  const height = artilleryEditionOf(c).height ? artilleryHeight(c.readings['cce.artillery-height-advantage'], c.spotterHex ? c.situation.map.hexes[c.spotterHex] : undefined, facts) : 0;
  // CC:P O24.5 b), O27.3.2: a Strafing Run's FP less the Hindrance on the fighter's line (reading ccp.strafing-hindrance).
  // CC:P T82 Sand (the edition's `sand`): "any dive bomber, radio or ordnance weapon attacking a beach hex" — the
  // Impact of a radio and the dive bomber's attack; not the fighter's Strafing Run (its marker flipped "to its
  // 'fighter' side", O24.5: no dive bomber).
  const sand = bomb?.facing !== undefined ? null : sandAt(facts, artilleryEditionOf(c).sand);
  const derivation = bomb ? bombDerivation(bomb.fp, roll, bomb.facing === undefined ? undefined : strafingHindrance(c, hex), sand) : impactDerivation(radio.fp, roll, airburst, height, sand, burstTerrain ? { terrain: burstTerrain, rule: airbursts![burstTerrain] } : undefined);
  const total = derivation.total;
  const rec: ImpactRecord = { hex, white: roll.white, colored: roll.colored, airburst, height, total, derivation };
  if (roll.trigger) rec.trigger = roll.trigger;
  // CC:P F100.1 "There are seven 'fortifications' in the game: cave, ...": O24.3.4's "any fortification in the targeted hex" includes a cave (not a map marker here).
  // The dive bomber's "12-FP" row (O24.4 c) reads it as the radio's does.
  const fort = fortificationIn(facts) ?? (artilleryEditionOf(c).caves && c.caves?.some((k) => k.hex === hex) ? 'Cave' : undefined);
  if (fort && radio.vulnerability !== undefined && fortificationDestroyed(c.readings['cce.artillery-vulnerability-roll'], rollSum(roll), total, radio.vulnerability)) {
    rec.fortificationDestroyed = fort;
  }
  return rec;
}

export const withHex = (c: C, hex: string, facts: C['situation']['map']['hexes'][string]): C['situation'] => ({
  ...c.situation,
  map: { ...c.situation.map, hexes: { ...c.situation.map.hexes, [hex]: facts } },
});

export function rollOf(e: E): Roll {
  const ev = e as { white: Roll['white']; colored: Roll['colored']; trigger?: Trigger };
  const roll: Roll = { white: ev.white, colored: ev.colored };
  if (ev.trigger) roll.trigger = ev.trigger;
  return roll;
}

export function projectArtillery(c: C): ArtilleryOutput {
  const present = new Set(c.situation.units.map((u) => u.id));
  const markers: Record<string, string[]> = {};
  for (const h of [...c.area].sort()) markers[h] = [...(c.situation.map.hexes[h]?.markers ?? [])];
  const out: ArtilleryOutput = {
    result: c.result,
    player: c.player,
    initiative: c.initiative,
    radios: c.radios,
    activatedThisTurn: c.activatedThisTurn,
    spotter: c.spotter,
    smoke: c.smoke,
    spotted: c.spotted,
    accuracy: c.accuracyLog,
    drift: c.drift,
    impactCenter: c.drift ? c.drift.lands : null,
    area: c.area,
    smokePlaced: c.smokeLog,
    smokeRefused: c.smokeRefused,
    impacts: c.impacts,
    defense: c.defense.log,
    markers,
    units: c.situation.units.map(unitStatus),
    // A36: a Squad Light Wounds saved went back to the countermix, not eliminated.
    eliminated: c.initialUnits.filter((id) => !present.has(id) && !c.defense.log.some((r) => r.unit === id && r.result === 'wounded')),
  };
  if (c.frame) Object.assign(out, { events: c.events, timeAdvances: c.timeAdvances ?? [], game: projectGame(c) });
  // CC:P O24.6: the weapon Weapon Repair flipped back, if any.
  if (artilleryEditionOf(c).assetRequest) out.repaired = c.repaired ?? null;
  // CC:P O24.1: with a Radio Table, its rolls and what was selected; with artillery denied markers, where they are.
  if (c.radioTable) Object.assign(out, { radioRolls: c.radioLog ?? [], established: c.established ?? null });
  if (c.deniedMarkers) out.deniedMarkers = c.deniedMarkers;
  // CC:P 18, O24.7: at night, the starshells on the map after the Order.
  if (c.situation.night) out.starshells = c.situation.night.starshells;
  // CC:P F102: with caves stated, the caves after the Order (a destroyed one gone, O24.3.4) and who is inside each.
  if (c.caves) out.caves = caveOccupants(c.caves, c.situation.units);
  // CC:P 8, O24.4: with aircraft stated, the markers left on the map and the Bombing Run, if any.
  if (c.aircraft) Object.assign(out, { aircraft: c.aircraft, bombingRun: c.bombingRun ?? null });
  // CC:P O24.4, O24.5 Pull Up!: present only when an Air Support event cancelled the Run (./pull-up.ts).
  if (c.pullUp) out.pullUp = c.pullUp;
  return out;
}

