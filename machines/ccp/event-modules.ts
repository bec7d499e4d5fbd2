/**
 * CC:P's own Events (E49–E80 that CC:E does not print): each an Event module of the shared chart
 * (machines/cce/event/kit.ts), citing CC:P ids (`ruleset: 'ccp'`: its transitions, offers and steps carry
 * them as they are; E49 is CC:E's E42, translated). The Events CC:P prints as CC:E does, or changed at
 * one point, are CC:E's modules (machines/ccp/event.ts).
 *
 * Units rally and break through frame-effects.ts (3.2, 3.2.5), as in CC:E's Events.
 */
import { frameUnitEffect } from '../cce/frame-effects';
import { decision, decisionState, evAssign, type EventArgs, type EventHost, type EventModule, type EventStep, offer, ownRule, withSteps } from '../cce/event/kit';
import type { Player } from '../cce/units';
import type { CcpRuleId } from './rule-ids';

const CCP = 'ccp';
/** The Japanese player: the situation's `axis` player (machines/ccp/event.ts). */
const JAPAN: Player = 'axis';
const done = { type: 'final' };

/** A step of a CC:P Event, its rule a CC:P id. */
const step = (rule: CcpRuleId, s: Omit<EventStep, 'rule' | 'ruleset'>): EventStep => ({ rule: ownRule(rule), ...s, ruleset: CCP });
/** A transition's meta citing CC:P ids. */
const meta = (...rules: CcpRuleId[]) => ({ rules, ruleset: CCP });
const rules = (...ids: CcpRuleId[]) => ids.map(ownRule);

// ------------------------------------------------------------------------------------------------- E55

const rallied = (c: EventHost): string | undefined => c.ev.scratch.rallied as string | undefined;

/**
 * E55: "the Japanese player Rallies [3.2.5] one of his broken units, if any. If he does, he places a
 * veteran marker on that unit if it doesn't already have one [4.1]." The Japanese player decides whoever
 * reveals the Event; a "Rallies" with no "may": with a broken unit he must (E49 a: none, the Event is
 * ignored). A Veteran marker already on the unit stayed on it while broken (4.1.3: it "remains on a unit
 * until the unit is eliminated or exits the map"), so none is added.
 */
export const bushido: EventModule = {
  name: 'Bushido',
  rule: ownRule('E55'),
  ruleset: CCP,
  state: {
    initial: 'rallying',
    states: {
      rallying: decisionState({
        rule: ownRule('E55'),
        ruleset: CCP,
        offers: 'E55 offers the broken Japanese units',
        next: 'done',
        on: { SELECT_UNIT: { actions: 'E55 rallies the unit', rules: rules('E55', '3.2.5'), target: 'veteran' } },
      }),
      veteran: {
        always: [
          { guard: 'E55 the rallied unit has a Veteran marker', target: 'done', meta: meta('E55', '4.1.3') },
          { target: 'done', actions: 'E55 places a Veteran marker', meta: meta('E55', '4.1', '4.1.1', '4.1.2') },
        ],
      },
      done,
    },
  },
  guards: {
    'E55 the rallied unit has a Veteran marker': ({ context: c }: EventArgs) => !!c.frame.units.find((u) => u.id === rallied(c))?.veteran,
  },
  actions: {
    'E55 offers the broken Japanese units': offer((c) => ({
      rule: ownRule('E55'),
      ruleset: CCP,
      player: JAPAN,
      why: 'one of his broken units (the Japanese player Rallies it)',
      decisions: c.frame.units.filter((u) => u.owner === JAPAN && u.broken).map((u) => ({ type: 'SELECT_UNIT' as const, unit: u.id })),
    })),
    'E55 rallies the unit': evAssign((c, e) => {
      const unit = decision(e).unit!;
      return { frame: frameUnitEffect(c.frame, unit, 'rally'), ev: { ...withSteps(c, step('E55', { what: 'rally', player: JAPAN, unit })), offer: null, scratch: { ...c.ev.scratch, rallied: unit } } };
    }),
    'E55 places a Veteran marker': evAssign((c) => {
      const unit = rallied(c)!;
      return { frame: { ...c.frame, units: c.frame.units.map((u) => (u.id === unit ? { ...u, veteran: true } : u)) }, ev: withSteps(c, step('4.1.1', { what: 'veteran', unit })) };
    }),
  },
};

/** CC:P's own Events modelled, in rule order. */
export const CCP_OWN_EVENT_MODULES: EventModule[] = [bushido];
