/**
 * Reuse, not copies (issue 10, "Done when"): the Move machine's Op Fire attack IS the Fire procedure's
 * Fire Attack (machines/cce/fire/attack-states.ts, mode op-fire) and its Defense Rolls — against the Op
 * Fire and against Mines — ARE the shared Fire Defense states (machines/cce/fire-defense-states.ts).
 * There is one Fire Attack implementation and one Fire Defense implementation: the Move chart holds their
 * state configs verbatim, its guards and actions come from their factories, and no module outside the
 * Fire procedure computes a Fire Attack's FP or Attack Total, nor any module outside the Fire Defense
 * arithmetic a Defense outcome.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defenseRollStates } from '../machines/cce/fire-defense-states';
import { FIRE_ATTACK_STATE_IDS, fireAttackStates } from '../machines/cce/fire/attack-states';
import { fireMachine } from '../machines/cce/fire/machine';
import { moveMachine } from '../machines/cce/move/machine';

const ROOT = path.join(__dirname, '..', 'machines');
const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []));
const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
const sources = new Map(files(ROOT).map((f) => [rel(f), fs.readFileSync(f, 'utf8')]));
const moveSources = [...sources].filter(([f]) => f.startsWith('cce/move/')).map(([, s]) => s).join('\n');
const moveStates = (moveMachine.config.states ?? {}) as Record<string, unknown>;
/** A state config with its combined guards (xstate's `and`, a new function per call) as their name and operands, to compare configs built twice. */
const plain = (x: unknown): unknown => {
  if (typeof x === 'function') return { [x.name]: plain((x as { guards?: unknown }).guards) };
  if (Array.isArray(x)) return x.map(plain);
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, plain(v)]));
  return x;
};

describe('Move holds the one Fire Attack and the one Fire Defense, verbatim', () => {
  it('every state of the Fire Attack in mode op-fire is in the Move chart, unchanged', () => {
    // `events`: with the game described, the attack's and the Defense Rolls' Event! and Sniper! are resolved by the nested charts;
    // `hiddenPillbox`: A35.3 before a Defense Roll against the Op Fire (the situation's Objective hexes); `lightWounds`: A36 when a Squad would break.
    const attack = fireAttackStates({ done: 'opFireMade', mode: 'op-fire', defensePrefix: 'opFireDefense', events: true, hiddenPillbox: true, lightWounds: true });
    for (const [name, config] of Object.entries(attack)) expect(plain(moveStates[name]), name).toEqual(plain(config));
    // The Fire Order's chart holds the same attack states (its own done state and mode).
    const fireStates = (fireMachine.config.states ?? {}) as Record<string, unknown>;
    for (const name of FIRE_ATTACK_STATE_IDS.filter((n) => n in attack)) expect(Object.keys(fireStates)).toContain(name);
  });

  it('both Defense Roll loops of the Move chart (Mines, Op Fire) are the shared definition', () => {
    const mines = defenseRollStates({ done: 'mineAttackMade', onlyMovingUnitsRoll: true, withoutHiddenEntrenchments: true, events: true, lightWounds: true });
    const opFire = defenseRollStates({ done: 'shotResolved', prefix: 'opFireDefense', events: true, hiddenPillbox: true, lightWounds: true });
    for (const [name, config] of [...Object.entries(mines), ...Object.entries(opFire)]) expect(plain(moveStates[name]), name).toEqual(plain(config));
    const loops = Object.keys(moveStates).filter((k) => /^(defense|opFireDefense)[A-Z]/.test(k));
    expect(loops.sort()).toEqual([...Object.keys(mines), ...Object.keys(opFire)].sort());
  });

  it("the chart's fire* and defense* guards and actions come from the factories, not from Move's own modules", () => {
    const impl = moveMachine.implementations as { guards: Record<string, unknown>; actions: Record<string, unknown> };
    expect(Object.keys(impl.guards).filter((k) => k.startsWith('fire')).length).toBeGreaterThan(5);
    expect(Object.keys(impl.actions).filter((k) => k.startsWith('defense')).length).toBeGreaterThan(5);
    // The shared factory, through the shared slice adapter; Op Fire's view only adds the caves of the moment (CC:P F102.2).
    expect(moveSources).toContain('fireAttackImplementations<MoveContext, MoveEvent>(opFireAdapter, { lightWoundsPlaced: movingTeam })');
    expect(moveSources).toContain('const sliceAdapter = fireAttackSliceAdapter<MoveContext>();');
    expect(moveSources).toMatch(/opFireAdapter: FireAttackAdapter<MoveContext> = \{\n  view: \(c\) => \{\n    const f = sliceAdapter\.view\(c\);/);
    expect(moveSources).not.toMatch(/defenseImplementations\s*</);
    expect(moveSources).not.toMatch(/\b(fire|defense)[A-Z]\w*\s*:\s*(\(|assign|set\()/);
  });

  it('no module outside the Fire procedure computes a Fire Attack\'s FP or Attack Total, none outside the Fire Defense arithmetic a Defense outcome', () => {
    const computing = (re: RegExp) => [...sources].filter(([, s]) => re.test(s)).map(([f]) => f).sort();
    // The final FP (O20.3.1.2, 10.3, T88.2, A24.1) and the Attack Total (O20.3.3: FP + roll) of a Fire Attack.
    expect(computing(/\bfinalFp\(|\bshotFp\(|\bfpDerivation\(/)).toEqual(['cce/fire/actions.ts', 'cce/fire/firepower.ts', 'cce/fire/guards.ts']);
    expect(computing(/\battackDerivation\(/)).toEqual(['cce/fire/actions.ts', 'cce/fire/firepower.ts']);
    // O20.3.4: the comparison of Defense and Attack Totals.
    expect(computing(/\bdefenseOutcome\(/)).toEqual(['cce/fire-defense-states.ts', 'cce/fire-defense.ts']);
  });
});
