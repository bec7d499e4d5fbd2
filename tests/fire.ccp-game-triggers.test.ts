/**
 * CC:P Fire (O27) with the game around the Order described (`game`): an Event!, Sniper! or Time! on a roll is
 * resolved by CC:P's nested Event chart (1.9.3, E49-E80), Sniper (1.9.4) and Time advance (1.9.5, 13.1.2)
 * before the roll's result (1.9.1.3), and the Order goes on with the units the trigger changed. Expected values
 * by hand from the seeds' situations (oracle/procedures/ccp/fire-game.ts): the Japanese Squad (FP 6) in C3 fires
 * at the Allied Squad (Morale 7, broken 5) in C6, Open Ground (Cover 0). In process (no build, no child).
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { CCP_FIRE_GAME_SEEDS } from '../oracle/procedures/ccp/fire-game';
import { parseCcpFireSituation } from '../oracle/procedures/ccp/fire';
import { refusal } from './errors.helpers';

const situation = (name: string) => CCP_FIRE_GAME_SEEDS.find((s) => s.name === name)!.situation as unknown as Record<string, unknown>;
type Out = {
  result: string;
  shots: { attack?: { total: number } }[];
  defense: { unit: string; morale: number; defenseTotal: number; result: string }[];
  eliminated: string[];
  units: { id: string; broken: boolean }[];
  weapons: { id: string; broken: boolean }[];
  events?: { player: string; trigger: string; card: string; event: string; steps: { rule: string; what: string; unit?: string; weapon?: string; hex?: string }[] }[];
  game?: { ended: { rule: string } | null; time: number; decks: Record<string, { discardTop: string }> };
  timeAdvances?: { triggering: string; suddenDeathRolls: { card: string; sum: number; result: string }[]; space: number }[];
};
const run = (name: string, events: unknown[], input = situation(name)) => {
  const r = resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'fire', input, events });
  return { state: r.state as string, out: r.output as unknown as Out };
};
const attack = (trigger?: string) => [{ type: 'ACTIVATE', units: ['jp-sq'] }, { type: 'DECLARE_SHOT', pieces: ['jp-sq'], target: 'C6' }, { type: 'FIRE' }, { type: 'ROLL', white: 3, colored: 4, ...(trigger ? { trigger } : {}) }, { type: 'KEEP_ROLL' }];
const defend = [{ type: 'CHOOSE_UNIT', unit: 'us-sq' }, { type: 'ROLL', white: 2, colored: 3 }, { type: 'KEEP_ROLL' }];

describe('ccp fire: an Event! on the Fire Attack Roll (1.9.3) runs CC:P\'s Event chart before the Attack Total', () => {
  it('Shell Shock (E72) breaks the Allied Squad at its Random Hex C6; the attack then eliminates it (broken Morale 5 + 5 = 10 < 13)', () => {
    const { state, out } = run('triggers-by-the-rules-in-a-fire-attack', [...attack('Event!'), ...defend]);
    expect(state).toBe('done');
    expect(out.events).toEqual([
      {
        player: 'axis',
        trigger: 'Event!',
        card: 'top-card',
        event: 'Shell Shock',
        steps: [{ rule: 'E72', what: 'random-hex', player: 'axis', card: 'next-card', hex: 'C6', weaponsFixed: [], weaponsEliminated: [] }, { rule: 'E72', what: 'break', unit: 'us-sq' }],
        choices: [],
      },
    ]);
    expect(out.shots[0].attack?.total).toBe(13);
    expect(out.defense.map((d) => [d.unit, d.morale, d.defenseTotal, d.result])).toEqual([['us-sq', 5, 10, 'eliminated']]);
    expect(out.eliminated).toEqual(['us-sq']);
    // 1.3: both revealed cards went atop the Japanese discard pile.
    expect(out.game?.decks.axis.discardTop).toBe('next-card');
  });

  it('the same roll with no trigger only breaks the unbroken Squad (Morale 7 + 5 = 12 < 13)', () => {
    const { out } = run('triggers-by-the-rules-in-a-fire-attack', [...attack(), ...defend]);
    expect(out.events).toEqual([]);
    expect(out.defense.map((d) => [d.unit, d.morale, d.defenseTotal, d.result])).toEqual([['us-sq', 7, 12, 'broken']]);
    expect(out.eliminated).toEqual([]);
  });

  it('without `game` the trigger waits for RESOLVE_TRIGGER, as before', () => {
    const { game: _g, ...input } = situation('triggers-by-the-rules-in-a-fire-attack');
    const { state, out } = run('', attack('Event!'), input);
    expect(state).toBe('attackResolvingTrigger');
    expect(out.events).toBeUndefined();
  });
});

describe('ccp fire: a Sniper! on the Fire Attack Roll (1.9.4)', () => {
  it('offers the units in or adjacent to the Random Hex C6; the Squad broken there is eliminated by the attack', () => {
    const { state, out } = run('triggers-by-the-rules-in-a-fire-attack', [...attack('Sniper!'), { type: 'SELECT_UNIT', unit: 'us-sq' }, ...defend]);
    expect(state).toBe('done');
    expect(out.events?.map((e) => [e.trigger, e.card, e.steps.filter((s) => s.what === 'break').map((s) => [s.rule, s.unit])])).toEqual([['Sniper!', 'top-card', [['1.9.4', 'us-sq']]]]);
    expect(out.eliminated).toEqual(['us-sq']);
  });
});

describe('ccp fire: an Event! on a Targeting roll draws a CC:P Event of its own', () => {
  it('Jam (E63, not CC:E E63 Malfunction) breaks the Japanese MG closest to E8 before the hit; the shot goes on to its Actions', () => {
    const { state, out } = run('targeting-triggers-by-the-rules', [{ type: 'ACTIVATE', units: ['us-team'] }, { type: 'DECLARE_SHOT', pieces: ['us-mortar'], target: 'E8' }, { type: 'ROLL', white: 2, colored: 4, trigger: 'Event!' }, { type: 'KEEP_ROLL' }]);
    // 2 × 4 = 8 > range 6: a hit (O27.2.3), applied after the Event.
    expect(state).toBe('playingActions');
    expect(out.events?.map((e) => [e.event, e.steps.map((s) => [s.rule, s.what, s.weapon ?? s.hex])])).toEqual([['Jam', [['E63', 'random-hex', 'E8'], ['E63', 'break-weapon', 'jp-mg']]]]);
    expect(out.weapons.find((w) => w.id === 'jp-mg')?.broken).toBe(true);
  });
});

describe('ccp fire: a Time! on the Fire Attack Roll (1.9.5) runs CC:P\'s Time advance (13.1.2)', () => {
  it('Time enters the Sudden Death space 3; a Sudden Death Roll of 2 ends the game and the Order before the Attack Total', () => {
    const { state, out } = run('time-by-the-rules-in-a-fire-attack', [...attack('Time!'), { type: 'SHUFFLE', order: ['sd-2'] }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }]);
    expect(state).toBe('gameOver');
    expect(out.result).toBe('game-over');
    expect(out.shots).toEqual([]);
    expect(out.timeAdvances?.map((t) => [t.triggering, t.space, t.suddenDeathRolls.map((r) => [r.card, r.sum, r.result])])).toEqual([['axis', 3, [['sd-2', 2, 'game-ends']]]]);
    expect(out.game?.ended?.rule).toBe('13.2.2');
  });

  it('a roll of 9 lets the attack go on: the unbroken Squad breaks (7 + 5 = 12 < 13)', () => {
    const { state, out } = run('time-by-the-rules-in-a-fire-attack', [...attack('Time!'), { type: 'SHUFFLE', order: ['sd-9'] }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, ...defend]);
    expect(state).toBe('done');
    expect(out.timeAdvances?.map((t) => t.suddenDeathRolls.map((r) => [r.card, r.sum, r.result]))).toEqual([[['sd-9', 9, 'play-proceeds']]]);
    expect(out.defense.map((d) => [d.unit, d.result])).toEqual([['us-sq', 'broken']]);
  });
});

describe('ccp fire: one Initiative card for the Order and its nested Time advance (10.1)', () => {
  // The Japanese player holds the card (the Order's and the game's `initiative`); he re-rolls his Fire Attack roll, giving
  // the card to the American player, then rolls Time!. In the Time advance his Sudden Death roll of 2 (the game would end)
  // is re-rolled by the card's holder now, the American player (the card back to the Japanese), and the 9 lets play go on:
  // the Order and the game both end with the Japanese player holding it, so he, not the American, may re-roll the Defense roll.
  const reroll = [{ type: 'ACTIVATE', units: ['jp-sq'] }, { type: 'DECLARE_SHOT', pieces: ['jp-sq'], target: 'C6' }, { type: 'FIRE' }, { type: 'ROLL', white: 1, colored: 2 }, { type: 'REROLL' }, { type: 'ROLL', white: 3, colored: 4, trigger: 'Time!' }, { type: 'KEEP_ROLL' }, { type: 'SHUFFLE', order: ['sd-2'] }, { type: 'ROLL' }];
  const held = () => ({ ...situation('time-by-the-rules-in-a-fire-attack'), initiative: 'axis', game: { ...(situation('time-by-the-rules-in-a-fire-attack').game as object), initiative: 'axis' } });
  it('the card given away in the Order is the American player\'s in the Time advance, and his re-roll there gives it back to the Japanese player', () => {
    const r = resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'fire', input: held(), events: [...reroll, { type: 'REROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }] });
    const out = r.output as unknown as Out & { initiative: string; game: { initiative: string } };
    expect(out.timeAdvances?.map((t) => t.suddenDeathRolls.map((x) => [x.card, x.sum, x.result]))).toEqual([[['sd-2', 2, 'canceled'], ['sd-9', 9, 'play-proceeds']]]);
    expect([r.state, out.initiative, out.game.initiative]).toEqual(['defenseChoosingUnit', 'axis', 'axis']);
  });
});

describe('ccp fire: the game around the Order is validated', () => {
  const input = situation('triggers-by-the-rules-in-a-fire-attack');
  it('refuses a broken-Weapon list (5.4)', () => {
    const e = refusal(() => parseCcpFireSituation({ ...input, game: { ...(input.game as object), weapons: [] } }, 'input'));
    expect([e.path, e.rule]).toEqual(['input.game.weapons', '5.4']);
  });
  it('refuses CC:P terrain of its own on the map the Events read (T81)', () => {
    const map = { hexes: { ...(input.map as { hexes: object }).hexes, C5: { terrain: ['Jungle'] } } };
    const e = refusal(() => parseCcpFireSituation({ ...input, map }, 'input'));
    expect([e.path, e.actual, e.rule]).toEqual(['input.map.hexes.C5.terrain[0]', 'Jungle', 'T81']);
  });
  it('refuses a CC:E Event card (E49)', () => {
    const game = input.game as { decks: { axis: { draw: object[] } } };
    const decks = { ...game.decks, axis: { ...game.decks.axis, draw: [{ id: 'top-card', event: 'Commissar' }, ...game.decks.axis.draw.slice(1)] } };
    const e = refusal(() => parseCcpFireSituation({ ...input, game: { ...game, decks } }, 'input'));
    expect([e.path, e.actual, e.rule]).toEqual(['input.game.decks.axis.draw[0].event', 'Commissar', 'E49']);
  });
  it('refuses a game whose active player or Initiative card is not the Order\'s (12, 10.1)', () => {
    const game = input.game as { active: string; initiative: string };
    const other = (p: unknown) => (p === 'axis' ? 'allied' : 'axis');
    const a = refusal(() => parseCcpFireSituation({ ...input, game: { ...game, active: other(input.player) } }, 'input'));
    expect([a.path, a.actual, a.rule]).toEqual(['input.game.active', other(input.player), '12']);
    const i = refusal(() => parseCcpFireSituation({ ...input, game: { ...game, initiative: other(input.initiative) } }, 'input'));
    expect([i.path, i.actual, i.rule]).toEqual(['input.game.initiative', other(input.initiative), '10.1']);
  });
});
