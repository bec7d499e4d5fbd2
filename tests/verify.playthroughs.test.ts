/**
 * `verify --playthroughs` (issue 22 item 3): a golden playthrough replayed against an engine over the
 * protocol, with the two whole-game requests ("legal choices now", "state now", oracle/game-engine.ts).
 * The reference engine agrees at every decision; the same engine with a planted bug (a Pass discards
 * other cards than those named, `engine --bug discard-wrong-card`) is reported at the first Pass that
 * discards a card, with the Pass's rules and the frame's decks as the difference. The engine answers in this
 * process (inProcessEngine: the protocol's request and answer lines, no engine process started); the two
 * replays run one after the other, as the planted bug is the engine module's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerText } from '../oracle/engine';
import { answerGame, legalAnswer, plantGameBug } from '../oracle/game-engine';
import { inProcessEngine, replayPlaythroughs } from '../oracle/verify/playthrough';
import { startGame } from '../machines/cce/game/game';
import { parseScenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';

const FILE = 'oracle/playthroughs/cce/sample-crossroads.seed-31.json';
const ENGINE = inProcessEngine(answerText);
const request = (query: unknown, events: unknown[]) => ({ id: 'q', ruleset: 'cce', readings: {}, procedure: 'game', query, input: raw, events });

describe('verify --playthroughs', () => {
  it('the reference engine agrees with the transcript at every decision: legal lists and states', async () => {
    const [r] = await replayPlaythroughs({ engine: ENGINE, files: [FILE], timeoutMs: 60_000 });
    const steps = JSON.parse(readFileSync(FILE, 'utf8')).steps.length;
    expect(r).toEqual({ file: FILE, decisions: steps, status: 'passed' });
  });

  it('names the first diverging decision when the engine discards the wrong card: the first Pass that discards, its rules (O15), the decks', async () => {
    const t = JSON.parse(readFileSync(FILE, 'utf8'));
    // The first Pass that discards cards, read off the transcript; the bug then discards the first cards
    // of the hand that were not named (the hand as dealt, before that Pass).
    const k = t.steps.findIndex((s: { decision: { type: string; discard?: string[] } }) => s.decision.type === 'PASS' && s.decision.discard!.length > 0);
    const pass = t.steps[k].decision as { discard: string[] };
    plantGameBug('discard-wrong-card');
    const [r] = await replayPlaythroughs({ engine: ENGINE, files: [FILE], timeoutMs: 60_000 }).finally(() => plantGameBug(null));
    expect(r.status).toBe('failed');
    expect([r.divergence!.step, r.divergence!.decision, r.divergence!.what]).toEqual([k, `PASS ${JSON.stringify(pass.discard)}`, 'state']);
    expect(r.divergence!.rules).toContain('O15');
    expect(r.divergence!.message).toMatch(/^the state after it differs: output\.frame\.decks\.(axis|allied)\./);
  });
});

describe('the whole-game requests of the reference engine', () => {
  it('answers "legal" with the legal choices and "state" with the Turn state and the game view', () => {
    const legal = answerGame('q', request('legal', [])) as { legal: { decision: { type: string } }[] };
    expect(legal.legal).toEqual(legalAnswer(startGame(parseScenario(raw))));
    // After the Axis player Passes discarding de-01 (O15), the Turn awaits the Allied responses (A31): still Turn 1, the Axis player's, de-01 on his discard pile.
    const state = answerGame('q', request('state', [{ type: 'PASS', discard: ['de-01'] }])) as { state: string; output: { turn: number; active: string; order: null; frame: { decks: { axis: { discardTop: string } } } } };
    expect([state.state, state.output.turn, state.output.active, state.output.order, state.output.frame.decks.axis.discardTop]).toEqual(['respondingToPass', 1, 'axis', null, 'de-01']);
  });

  it('refuses a bad query and an illegal decision naming the field, value and rule', () => {
    expect(() => answerGame('q', request('everything', []))).toThrow(expect.objectContaining({ path: 'query', actual: 'everything' }));
    // Recover activates the active player himself (O22.1): not the Allied player on the Axis Turn.
    expect(() => answerGame('q', request('legal', [{ type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'allied' }]))).toThrow(expect.objectContaining({ path: 'events[0]', rule: 'O22.1' }));
    expect(() => answerGame('q', request('legal', ['PASS']))).toThrow(expect.objectContaining({ path: 'events[0].type' }));
  });
});
