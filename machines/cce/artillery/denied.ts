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
import { assign, setup } from 'xstate';
import type { CceRuleId } from '../rule-ids';
import { opponentOf } from '../units';
import type { ArtilleryDeniedInput, ArtilleryDeniedOutput, Radios } from './types';
import type { Player } from '../units';

interface DeniedContext {
  player: Player;
  radios: Radios;
  result: ArtilleryDeniedOutput['result'] | null;
}

type Meta = { rules: CceRuleId[] };

const enemyRadio = (c: DeniedContext) => c.radios[opponentOf(c.player)];

export const artilleryDeniedMachine = setup({
  types: {
    input: {} as ArtilleryDeniedInput,
    context: {} as DeniedContext,
    output: {} as ArtilleryDeniedOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    /** O17: "there must be an enemy Radio in play for the Order to be announced". */
    noEnemyRadio: ({ context: c }) => enemyRadio(c) === undefined,
    enemyRadioBroken: ({ context: c }) => enemyRadio(c)?.broken === true,
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
  },
}).createMachine({
  id: 'artillery-denied',
  context: ({ input }) => ({ player: input.situation.player, radios: input.situation.radios, result: null }),
  initial: 'announcing',
  output: ({ context: c }) => ({ result: c.result!, player: c.player, radios: c.radios }),
  states: {
    announcing: {
      always: [
        { guard: 'noEnemyRadio', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O17', '12'] } },
        { guard: 'enemyRadioBroken', target: 'done', actions: 'eliminateRadio', meta: { rules: ['O17'] } },
        { target: 'done', actions: 'breakRadio', meta: { rules: ['O17', '12'] } },
      ],
    },
    done: { type: 'final' },
    refused: { type: 'final' },
  },
});
