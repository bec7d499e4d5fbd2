/**
 * Reuse, not copies: the Move machine's Defense Rolls (against Mines) are the shared Fire Defense states
 * of machines/cce/fire-defense-states.ts, and no Move module defines its own Defense Roll or Fire
 * Attack arithmetic. (The Op Fire attack is not composed into Move yet: see machines/cce/move/machine.ts.)
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defenseRollStates } from '../machines/cce/fire-defense-states';
import { moveMachine } from '../machines/cce/move/machine';

const MOVE_DIR = path.join(__dirname, '..', 'machines', 'cce', 'move');
const sources = fs.readdirSync(MOVE_DIR).map((f) => fs.readFileSync(path.join(MOVE_DIR, f), 'utf8')).join('\n');

describe('Move reuses the one Fire Defense implementation', () => {
  it('every defense* state of the Move chart is the shared definition', () => {
    const shared = defenseRollStates({ done: 'entered', onlyMovingUnitsRoll: true });
    const states = (moveMachine.config.states ?? {}) as Record<string, unknown>;
    for (const [name, config] of Object.entries(shared)) expect(states[name]).toEqual(config);
    expect(Object.keys(states).filter((k) => k.startsWith('defense')).sort()).toEqual(Object.keys(shared).sort());
  });
  it('the defense guards and actions are the shared implementations', () => {
    const impl = moveMachine.implementations as { guards: Record<string, unknown>; actions: Record<string, unknown> };
    expect(Object.keys(impl.guards).filter((k) => k.startsWith('defense')).length).toBeGreaterThan(5);
    expect(sources).toContain('defenseImplementations<MoveContext, MoveEvent>()');
  });
  it('no Move module computes a Defense outcome or a Fire Attack itself', () => {
    for (const needle of ['defenseOutcome(', 'defenseMorale(', 'fireAttackTotal', 'groupFirepower']) expect(sources).not.toContain(needle);
  });
});
