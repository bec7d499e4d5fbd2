/**
 * 4.3.12 Regrouping and Deployment — Combat! Stalingrad: in the Command Phase, at the player's option, two
 * half-squads of one squad-type stacked with a leader are replaced by a full squad of that type, and a full
 * squad deploys into two half-squads (subject to the counter mix).
 *
 * Covers: the regrouping of two half-squads of the same squad-type in one hex with a leader into a full
 * squad of that type (4.3.12.1), the leader staying in the hex and both units free to act in the FMPh
 * (4.3.12.2); a full squad deploying into two half-squads of its type when the counter mix holds two such
 * half-squads (4.3.12.1; reading cs.deploy-leader: whether a leader must be in the hex).
 *
 * Left out, and where: the counter mix is the game's components: how many half-squad counters of each type
 * are free is a situation input. The text sets no limit of the counter mix on regrouping (only on deploying)
 * and none on the units' yellow markers: none is applied. The new units' ids are made from the old ones'
 * (regrouped `a+b`, deployed `id/1`, `id/2`).
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { ruleApplies } from '../core/derivation';
import type { CsRuleId } from './rule-ids';

export const REGROUP_KINDS = ['squad', 'half-squad', 'leader'] as const;

export interface RegroupUnit {
  id: string;
  kind: (typeof REGROUP_KINDS)[number];
  /** The squad-type of a squad or half-squad (e.g. its nationality and quality, as its counter shows). */
  type?: string;
  hex: string;
}

export interface RegroupSituation {
  units: RegroupUnit[];
  /** 4.3.12.1 "(subject to counter-mix limitations)": the free half-squad counters of each squad-type. */
  counterMix: Record<string, number>;
}

export type RegroupInput = MachineInput<RegroupSituation>;

export type RegroupEvent = { type: 'REGROUP'; halfSquads: [string, string] } | { type: 'DEPLOY'; squad: string } | { type: 'DONE' };

export interface RegroupContext {
  ruleset: string;
  readings: Readings;
  units: RegroupUnit[];
  counterMix: Record<string, number>;
  /** 4.3.12.2: units free to act in the FMPh without restriction. */
  freeToAct: string[];
  refused: { event: string; rule: CsRuleId; why: string }[];
}

export interface RegroupOutput {
  units: RegroupUnit[];
  counterMix: Record<string, number>;
  freeToAct: string[];
  refused: RegroupContext['refused'];
}

const unit = (c: RegroupContext, id: string) => c.units.find((u) => u.id === id);
const leaderIn = (c: RegroupContext, hex: string) => c.units.find((u) => u.kind === 'leader' && u.hex === hex);

/** 4.3.12.1 "two half-squads of the same squad-type stacked together with a leader". */
export function mayRegroup(c: RegroupContext, ids: [string, string]): boolean {
  const [a, b] = ids.map((id) => unit(c, id));
  if (!a || !b || a.kind !== 'half-squad' || b.kind !== 'half-squad' || a.id === b.id) return false;
  return ruleApplies('4.3.12.1', a.type === b.type && a.hex === b.hex && leaderIn(c, a.hex) !== undefined);
}

/** 4.3.12.1 "A full squad may also deploy into two HS (subject to counter-mix limitations)". */
export function mayDeploy(c: RegroupContext, id: string): boolean {
  const s = unit(c, id);
  if (!s || s.kind !== 'squad') return false;
  const leader = c.readings['cs.deploy-leader'] === 'any' || leaderIn(c, s.hex) !== undefined;
  return ruleApplies('4.3.12.1', (c.counterMix[s.type!] ?? 0) >= 2 && leader);
}

type Meta = { rules: CsRuleId[] };

export const regroupMachine = setup({
  types: {
    input: {} as RegroupInput,
    context: {} as RegroupContext,
    events: {} as RegroupEvent,
    output: {} as RegroupOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    regroupAllowed: ({ context: c, event }) => event.type === 'REGROUP' && mayRegroup(c, event.halfSquads),
    deployAllowed: ({ context: c, event }) => event.type === 'DEPLOY' && mayDeploy(c, event.squad),
  },
  actions: {
    regroup: assign(({ context: c, event }) => {
      if (event.type !== 'REGROUP') return {};
      const [a, b] = event.halfSquads.map((id) => unit(c, id)!);
      const squad: RegroupUnit = { id: `${a.id}+${b.id}`, kind: 'squad', type: a.type, hex: a.hex };
      // 4.3.12.2 "The leader remains in the hex with the replacement squad, and both units are free to act in the FMPh without restriction."
      const leader = leaderIn(c, a.hex)!;
      return { units: [...c.units.filter((u) => u.id !== a.id && u.id !== b.id), squad], counterMix: { ...c.counterMix, [a.type!]: (c.counterMix[a.type!] ?? 0) + 2 }, freeToAct: [...c.freeToAct, leader.id, squad.id] };
    }),
    deploy: assign(({ context: c, event }) => {
      if (event.type !== 'DEPLOY') return {};
      const s = unit(c, event.squad)!;
      const halves: RegroupUnit[] = [1, 2].map((n) => ({ id: `${s.id}/${n}`, kind: 'half-squad', type: s.type, hex: s.hex }));
      return { units: [...c.units.filter((u) => u.id !== s.id), ...halves], counterMix: { ...c.counterMix, [s.type!]: c.counterMix[s.type!] - 2 } };
    }),
    refuse: assign(({ context: c, event }) => ({ refused: [...c.refused, { event: event.type === 'REGROUP' ? event.halfSquads.join('+') : event.type === 'DEPLOY' ? event.squad : event.type, rule: '4.3.12.1' as const, why: event.type === 'REGROUP' ? 'not two half-squads of one squad-type with a leader' : 'no two half-squad counters of its type free, or no leader' }] })),
  },
}).createMachine({
  id: 'cs-regroup',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, units: input.situation.units, counterMix: input.situation.counterMix, freeToAct: [], refused: [] }),
  initial: 'commandPhase',
  output: ({ context: c }) => ({ units: c.units, counterMix: c.counterMix, freeToAct: c.freeToAct, refused: c.refused }),
  states: {
    // 4.3.12.1 "At the player's option".
    commandPhase: {
      on: {
        REGROUP: [
          { guard: 'regroupAllowed', target: 'commandPhase', actions: 'regroup', meta: { rules: ['4.3.12.1', '4.3.12.2', '4.3.12'] } },
          { target: 'commandPhase', actions: 'refuse', meta: { rules: ['4.3.12.1'] } },
        ],
        DEPLOY: [
          { guard: 'deployAllowed', target: 'commandPhase', actions: 'deploy', meta: { rules: ['4.3.12.1', '4.3.12'] } },
          { target: 'commandPhase', actions: 'refuse', meta: { rules: ['4.3.12.1'] } },
        ],
        DONE: { target: 'done', meta: { rules: ['4.3.12'] } },
      },
    },
    done: { type: 'final' },
  },
});
