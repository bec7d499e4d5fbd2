/**
 * oracle/game-request.ts: the engine reads a whole-game request line reusing what the previous one shared
 * with it, and gets what parseRequestText would (the same JSON value), or null (then it parses the line the
 * ordinary way, which names any error).
 */
import { describe, expect, it } from 'vitest';
import { GameRequestReader } from '../oracle/game-request';
import { parseRequestText, REQUEST_LIMITS } from '../machines/core/limits';

const input = { frame: { units: [{ id: 'de-sq1', hex: 'A1' }], note: 'Ünïcode — “quoted” \\ \n' }, seed: [1, 2.5, -0, 1e3, null, true] };
const decisions: Record<string, unknown>[] = [{ type: 'GIVE_ORDER', card: 'de-05', units: ['de-sq1'] }, { type: 'ROLL' }, { type: 'SHUFFLE', order: ['a', 'b'] }, { type: 'END_ORDER' }];
/** The request for the first k decisions, as verify --playthroughs writes it. */
const request = (id: string, query: string, k: number, events: unknown[] = decisions.slice(0, k)): string => `{"id":${JSON.stringify(id)},"query":${JSON.stringify(query)},"ruleset":"cce","readings":{},"procedure":"game","input":${JSON.stringify(input)},"events":${JSON.stringify(events)}}`;

describe('game requests read with what the previous one shared (engine)', () => {
  it('a replay: each request the value JSON.parse gives, the scenario and the earlier decisions reused', () => {
    const reader = new GameRequestReader();
    let previous: Record<string, unknown> | null = null;
    for (let k = 0; k < decisions.length; k++) {
      for (const [query, n] of [['legal', k], ['state', k + 1]] as const) {
        const line = request(`g#${k}:${query}`, query, n);
        const read = reader.read(line);
        expect(read).toEqual(parseRequestText(line));
        if (previous) {
          // The values are the previous request's own (the engine's game cache finds them by identity).
          expect(read!.input).toBe(previous.input);
          expect((read!.events as unknown[]).slice(0, k)).toEqual((previous.events as unknown[]).slice(0, k));
          (read!.events as unknown[]).slice(0, k).forEach((e, i) => expect(e).toBe((previous!.events as unknown[])[i]));
        }
        previous = read;
      }
    }
    expect(reader.reused).toBe(2 * decisions.length - 1);
    // Another game, another decision at the same index: read, not reused.
    const other = request('h#1:state', 'state', 2, [decisions[0], { type: 'PASS', discard: [] }]);
    expect(reader.read(other)).toEqual(parseRequestText(other));
  });

  it('white space where JSON allows it: the same value', () => {
    const reader = new GameRequestReader();
    reader.read(request('a', 'legal', 3));
    const spaced = ` { "id" : "b" ,"query":"state",\t"ruleset":"cce","readings":{ },"procedure":"game","input":${JSON.stringify(input, null, 1)},"events":[ ${decisions.map((d) => JSON.stringify(d)).join(' , ')} ] } `;
    expect(reader.read(spaced)).toEqual(JSON.parse(spaced));
  });

  it('null (the ordinary way) for anything unusual: another procedure, a key twice or escaped, __proto__, text JSON refuses, a limit exceeded', () => {
    const reader = new GameRequestReader();
    const base = request('a', 'legal', 2);
    expect(reader.read(base)).not.toBeNull();
    const nested = (n: number): unknown => (n === 0 ? 1 : { type: 'X', x: nested(n - 1) });
    const lines = [
      base.replace('"procedure":"game"', '"procedure":"recover"').replace('"query"', '"procedure":"game","query"'),
      base.replace('"query":"legal"', '"query":"legal","query":"state"'),
      base.replace('"query"', '"\\u0071uery"'),
      base.replace('"query":"legal"', '"query":"legal","__proto__":{"x":1}'),
      base.replace('"type":"ROLL"', '"type":ROLL'),
      base.replace('"events":[', '"events":[,'),
      base + 'x',
      base.replace('"id":"a"', '"id":"a\u0001"'),
      request('a', 'legal', 1, [{ type: 'X', deep: nested(REQUEST_LIMITS.maxDepth) }]),
      request('a', 'legal', 1, [{ type: 'X', long: 'x'.repeat(REQUEST_LIMITS.maxString + 1) }]),
      request('a', 'legal', 1, [{ type: 'X', many: Array(REQUEST_LIMITS.maxValues).fill(0) }]),
      request('a', 'legal', 1, [5]),
    ];
    for (const line of lines) expect(reader.read(line), line.slice(0, 200)).toBeNull();
    // … and the reader goes on reading the next usual one.
    expect(reader.read(request('b', 'state', 3))).toEqual(parseRequestText(request('b', 'state', 3)));
  });
});
