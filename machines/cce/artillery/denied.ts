/**
 * O17 Artillery Denied — Combat Commander: Europe v1.1.
 *
 * Covers: O17 (the Order needs an enemy Radio in play, 12; it breaks that Radio, or eliminates it if it
 * was already broken — an eliminated Radio goes back to the countermix, not onto the Casualty Track, so
 * no VP, 4.2/7.1; nothing is activated, so nothing is recorded as activated). No roll is made.
 *
 * Left out: playing the card (the Turn machine, O14/5). The Radio's later use is Artillery Request
 * (./machine.ts), which takes the `radios` this Order leaves.
 */
import { and, assign, setup } from 'xstate';
import type { CceRuleId } from '../rule-ids';
import { opponentOf } from '../units';
import type { ArtilleryDeniedInput, ArtilleryDeniedOutput, AssetDeniedContext, AssetDeniedEvent, DeniedEdition } from './types';
import { breakWeapon, eliminateWeapon, enemyAircraft, jammableWeapons, removeEnemyAircraft, weaponBroken } from './denied-activities';

type DeniedContext = AssetDeniedContext;

type Meta = { rules: CceRuleId[] };
/** A transition only an edition with activities has (CC:P O23): its ids are CC:P's (machines/core/ruleset-ids.ts). */
const ccpMeta = (...rules: string[]) => ({ rules, ruleset: 'ccp' }) as unknown as Meta;

const enemyRadio = (c: DeniedContext) => c.radios[opponentOf(c.player)];

/** CC:E O17: the Radio alone, no choice. */
export const CCE_DENIED: DeniedEdition = { activities: false };

/**
 * The Artillery Denied chart of an edition. CC:E's (CCE_DENIED) is the one CC:E has always had; with
 * `activities` (CC:P O23 Asset Denied) the player first chooses Weapon Jam, Communication Disrupted or Abort
 * Run, each only where its prerequisite holds, and Communication Disrupted is O17's Radio, the same guards
 * and actions.
 */
export function artilleryDeniedMachineFor(edition: DeniedEdition) {
  return setup({
  types: {
    input: {} as ArtilleryDeniedInput,
    context: {} as DeniedContext,
    events: {} as AssetDeniedEvent,
    output: {} as ArtilleryDeniedOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    /** O17: "there must be an enemy Radio in play for the Order to be announced". */
    noEnemyRadio: ({ context: c }) => enemyRadio(c) === undefined,
    enemyRadioBroken: ({ context: c }) => enemyRadio(c)?.broken === true,
    /** CC:P O23: "the active player chooses to perform one of the following activities", each with its prerequisite. */
    noActivity: ({ context: c }) => enemyRadio(c) === undefined && jammableWeapons(c).length === 0 && enemyAircraft(c) === undefined,
    /** CC:P O23, O23.1: "one enemy weapon within LOS of any friendly unit". */
    weaponJammable: ({ context: c, event }) => event.type === 'WEAPON_JAM' && jammableWeapons(c).includes(event.weapon),
    jammedWeaponBroken: ({ context: c, event }) => event.type === 'WEAPON_JAM' && weaponBroken(c, event.weapon),
    /** CC:P O23: "Communication Disrupted may only be chosen if there is an enemy radio in play." */
    enemyRadioInPlay: ({ context: c }) => enemyRadio(c) !== undefined,
    /** CC:P O23: "Abort Run may only be chosen if there is an enemy aircraft in play." */
    enemyAircraftInPlay: ({ context: c }) => enemyAircraft(c) !== undefined,
  },
  actions: {
    refuseOrder: assign({ result: 'refused' as const }),
    /**
     * O17: the unbroken Radio is flipped to its broken side (Glossary "Break/Broken": "A Weapon/Radio cannot
     * be used while it is broken"). A Radio is a marker, not a unit (12), so 3.2 Broken Units does not apply.
     */
    breakRadio: assign(({ context: c }) => ({ radios: { ...c.radios, [opponentOf(c.player)]: { ...enemyRadio(c)!, broken: true } }, result: 'radio-broken' as const })),
    /** O17: "If the Radio was already broken, eliminate it instead" — back to the countermix. */
    eliminateRadio: assign(({ context: c }) => {
      const radios = { ...c.radios };
      delete radios[opponentOf(c.player)];
      return { radios, result: 'radio-eliminated' as const };
    }),
    /** CC:P O23.1, 5.4: the weapon breaks. */
    breakWeapon: assign(({ context: c, event }) => (event.type === 'WEAPON_JAM' ? breakWeapon(c, event.weapon) : {})),
    /** CC:P O23.1, 5.4: the broken weapon is eliminated into the Weapons box. */
    eliminateWeapon: assign(({ context: c, event }) => (event.type === 'WEAPON_JAM' ? eliminateWeapon(c, event.weapon) : {})),
    /** CC:P O23.3, 8.3: the opponent's aircraft goes back to the countermix. */
    abortRun: assign(({ context: c }) => removeEnemyAircraft(c)),
  },
}).createMachine({
  id: 'artillery-denied',
  context: ({ input }) => {
    const s = input.situation;
    const c: DeniedContext = { player: s.player, radios: s.radios, result: null };
    if (edition.activities) Object.assign(c, { units: s.units ?? [], map: s.map, aircraft: s.aircraft ?? {}, weaponsBox: [], readings: input.readings });
    return c;
  },
  initial: 'announcing',
  output: ({ context: c }) => {
    const out: ArtilleryDeniedOutput = { result: c.result!, player: c.player, radios: c.radios };
    if (edition.activities) Object.assign(out, { aircraft: c.aircraft, units: c.units, weaponsBox: c.weaponsBox });
    return out;
  },
  states: {
    announcing: {
      always: edition.activities
        ? [
            { guard: 'noActivity', target: 'refused', actions: 'refuseOrder', meta: ccpMeta('O23', 'O23.1', '6', '8') },
            { target: 'choosingActivity', meta: ccpMeta('O23') },
          ]
        : [
            { guard: 'noEnemyRadio', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O17', '12'] } },
            { guard: 'enemyRadioBroken', target: 'done', actions: 'eliminateRadio', meta: { rules: ['O17'] } },
            { target: 'done', actions: 'breakRadio', meta: { rules: ['O17', '12'] } },
          ],
    },
    ...(edition.activities
      ? {
          // CC:P O23: one of a) Weapon Jam, b) Communication Disrupted, c) Abort Run; no unit is activated.
          choosingActivity: {
            on: {
              WEAPON_JAM: [
                { guard: and(['weaponJammable', 'jammedWeaponBroken']), target: 'done', actions: 'eliminateWeapon', meta: ccpMeta('O23.1', '5.4') },
                { guard: 'weaponJammable', target: 'done', actions: 'breakWeapon', meta: ccpMeta('O23.1', '5.4') },
              ],
              COMMUNICATION_DISRUPTED: [
                { guard: and(['enemyRadioInPlay', 'enemyRadioBroken']), target: 'done', actions: 'eliminateRadio', meta: ccpMeta('O23.2') },
                { guard: 'enemyRadioInPlay', target: 'done', actions: 'breakRadio', meta: ccpMeta('O23.2', '6') },
              ],
              ABORT_RUN: { guard: 'enemyAircraftInPlay', target: 'done', actions: 'abortRun', meta: ccpMeta('O23.3', '8.3') },
            },
          },
        }
      : {}),
    done: { type: 'final' },
    refused: { type: 'final' },
  },
});
}

export const artilleryDeniedMachine = artilleryDeniedMachineFor(CCE_DENIED);
