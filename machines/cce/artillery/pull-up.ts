/**
 * CC:P O24.4 and O24.5 "Pull Up!": "If an Air Support event occurs at any point during a Bombing Run [a Strafing
 * Run], the Run is cancelled with no further effect." What CC:P's Asset Request chart (./machine.ts, edition
 * `assetRequest`) does when a trigger resolved during a Run drew the Air Support event (RESOLVE_TRIGGER's `event`),
 * and E50's effect on the aircraft markers, one computation shared with the Air Support Event module
 * (machines/ccp/air-support.ts).
 *
 * The Run's rolls draw Events (1.9.3: "Whenever a player makes a die roll and that roll is surrounded by a red box
 * with the word “Event” inside it"): its Targeting roll (O24.4 b) and Fire Attack rolls (O24.4 c, O24.5 b), made
 * by the active player, and the Defense rolls of the units attacked (O27.3.4), made by their owners — "at any point
 * during" the Run. The player who rolled reads the Event (1.9.3: "The player making the roll reveals the top card of
 * his draw pile and ... executes the event"; E50's "receiving player").
 *
 * Argued, not readings (the words settle them):
 *  - The Targeting or Fire Attack roll that drew the Event has its result locked in but not implemented (1.9.1.3:
 *    "not physically implemented on the map until after the die trigger is resolved"); after the Event the Run has
 *    "no further effect", so that result is not implemented either ("the bomb harmlessly went astray"): a Fire
 *    Attack's result is implemented only through the Defense rolls it asks for, which are further effects. What the
 *    Run did before (the hexes strafed, the Defense rolls already applied) stands: "further".
 *
 * A reading: a Defense roll that drew the Event (ccp.pull-up-defense-roll, machines/ccp/readings.ts): its locked
 * result not implemented (`not-implemented`, the default), implemented with the Run's remaining rolls skipped
 * (`locked-stands`), or implemented with every other Defense roll of that Fire Attack (`hex-completes`, O27.3.4).
 * The last two finish the Defense loop, then the Run ends pulled up (`pulledUp`).
 *  - The aircraft is where E50 leaves it: removed by the opponent, or relocated by its owner ("an Air Support event
 *    will either relocate the aircraft or remove it from the map altogether"); the Run's own removal (O24.4 d,
 *    O24.5 c) is a further effect of the Run, not made.
 *  - Both aircraft on the map never happen: aircraft are placed only "via the Air Support event" (8.1), which places
 *    his own only "If his opponent’s aircraft is not on the map"; CC:P's Asset Request refuses such a situation
 *    (oracle/procedures/ccp/asset-request.ts). An Air Support event read by the player whose aircraft flies the Run
 *    places it again: the Run is still cancelled — the condition is that "an Air Support event occurs", the "This is
 *    because" sentence its reason.
 *  - An Air Support event that does not occur (E50: "outside the date(s) given in the Air Support event itself")
 *    is no Air Support event occurring: the caller names no Event for it. (At night there is no aircraft, 18.6.)
 */
import { ownId } from '../../core/ruleset-ids';
import { opponentOf, type Player } from '../units';
import type { Aircraft, ArtilleryContext } from './types';

/** E50: what the Air Support event did to the aircraft markers (the Event's step). */
export interface AirSupportStep {
  what: 'remove-aircraft' | 'place-aircraft';
  player: Player;
  hex: string;
}

/** E50: "If his opponent’s aircraft is not on the map when this event occurs, he instead places his own aircraft". */
export const opponentAircraftOnMap = (aircraft: Aircraft | undefined, reader: Player): boolean => aircraft?.[opponentOf(reader)] !== undefined;

/** E50, 8.3: "the receiving player eliminates his opponent’s aircraft by removing it from the map". */
export function removeOpponentAircraft(aircraft: Aircraft, reader: Player): { aircraft: Aircraft; step: AirSupportStep } {
  const opponent = opponentOf(reader);
  const { [opponent]: gone, ...rest } = aircraft;
  return { aircraft: rest, step: { what: 'remove-aircraft', player: opponent, hex: gone!.hex } };
}

/** E50 3), 8.1: "Place the aircraft into the chosen hex" (his own, moved there if it is on the map already). */
export function placeOwnAircraft(aircraft: Aircraft | undefined, reader: Player, hex: string): { aircraft: Aircraft; step: AirSupportStep } {
  return { aircraft: { ...aircraft, [reader]: { hex } }, step: { what: 'place-aircraft', player: reader, hex } };
}

/** Which roll of the Run drew the Air Support event. */
export type PullUpRoll = 'targeting' | 'fire-attack' | 'defense';

/** O24.4/O24.5 Pull Up!: the Run cancelled, the roll that drew the Air Support event, its reader and what E50 did. */
export interface PullUpRecord extends AirSupportStep {
  rule: string;
  roll: PullUpRoll;
  reader: Player;
}

/**
 * What is left of the Defense loop when a Defense roll drew the Air Support event (reading ccp.pull-up-defense-roll):
 * `cancel`, nothing (that roll's result is not implemented); `this-roll`, that roll's locked result only (no
 * other unit rolls); `every-roll`, that roll's result and every other unit's Defense roll against the same Fire Attack.
 * A Targeting or Fire Attack roll always cancels.
 */
export type DefenseLeft = 'cancel' | 'this-roll' | 'every-roll';

/**
 * Pull Up!: E50 on the aircraft markers (the reader removes his opponent's aircraft if it is on the map, else places
 * his own in `hex`), and the Run cancelled: no Targeting or Fire Attack roll pending, the Defense loop as `left` says.
 * A second Air Support event in the same Defense loop (`every-roll`) moves the aircraft again (E50) and keeps the
 * record of the first, the one that cancelled the Run.
 */
export function pullUp(c: ArtilleryContext, roll: PullUpRoll, reader: Player, hex: string | undefined, left: DefenseLeft = 'cancel'): Partial<ArtilleryContext> {
  const e = opponentAircraftOnMap(c.aircraft, reader) ? removeOpponentAircraft(c.aircraft!, reader) : placeOwnAircraft(c.aircraft, reader, hex!);
  const rule = ownId('ccp', c.bombingRun?.facing !== undefined ? 'O24.5' : 'O24.4');
  const defense = left === 'cancel' ? { ...c.defense, toRoll: [], current: null, roll: null } : left === 'this-roll' ? { ...c.defense, toRoll: [] } : c.defense;
  return {
    aircraft: e.aircraft,
    pullUp: c.pullUp ?? { rule, roll, reader, ...e.step },
    result: 'pulled-up',
    accuracyRoll: null,
    impactRoll: null,
    defense,
  };
}
