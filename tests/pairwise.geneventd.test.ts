// Generated CC:E Event situations (issue 16.5): E59 Infiltration, E68 Reinforcements, E76 Walking Wounded
// (oracle/procedures/cce/events/gen-support.ts), the facts read back from the situations themselves (not from the
// generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { eventSpec } from '../oracle/procedures/cce/event';
import { CCE_PAIRWISE_INFILTRATION_FACTORS, CCE_PAIRWISE_REINFORCEMENTS_FACTORS, CCE_PAIRWISE_WALKING_WOUNDED_FACTORS, pairwiseInfiltrationSeeds, pairwiseReinforcementsSeeds, pairwiseWalkingWoundedSeeds } from '../oracle/procedures/cce/events/gen-support';

type RawUnit = { id: string; owner: string; kind: string; hex?: string; sides: { unbroken: { command?: number } }; weapon?: { type: string } };
type Item = { radio?: string; unit?: RawUnit };
/** A generated situation as written (the seed's raw JSON, as a request's input). */
type Raw = {
  reader: string;
  active: string;
  initiative: string;
  decks: Record<string, { draw: { id: string; randomHex?: string; event?: string; dice?: { white: number; colored: number } }[] }>;
  units: RawUnit[];
  objectives?: { number: number; hexes: string[]; controller?: string }[];
  supportTables?: Record<string, { roll: [number, number]; items: Item[] }[]>;
  edges?: Record<string, string[]>;
  artilleryBoxes?: Record<string, string | null>;
  casualtyUnits?: RawUnit[];
  casualtyTrack?: Record<string, { occupied: number }>;
  map: { hexes: Record<string, { terrain: string[]; markers?: string[]; impassable?: boolean }> };
};
const generated = (prefix: string) => () => eventSpec.seeds.filter((s) => s.name.startsWith(`pairwise-${prefix}-`)) as unknown as { name: string; situation: Raw; minimise?: boolean }[];
const other = (p: string) => (p === 'axis' ? 'allied' : 'axis');

/** The hexes adjacent to E5 (inside), E1 (top edge) and A1 (corner) on the map, in compass order, worked out by hand (2.1, 2.2.2: odd-lettered columns sit half a hex higher). */
const AROUND: Record<string, { place: string; adjacent: string[] }> = {
  E5: { place: 'interior', adjacent: ['E4', 'F4', 'F5', 'E6', 'D5', 'D4'] },
  E1: { place: 'map edge', adjacent: ['F1', 'E2', 'D1'] },
  A1: { place: 'map corner', adjacent: ['B1', 'A2'] },
};
/** 3: a Squad 4 figures, a Team 2, a Leader 1. */
const FIG: Record<string, number> = { squad: 4, team: 2, leader: 1 };
const KIND: Record<string, string> = { squad: 'Squad', team: 'Team', leader: 'Leader of Command 1' };
const kindOf = (u: RawUnit) => (u.kind === 'leader' ? (u.sides.unbroken.command === 1 ? KIND.leader : '?') : KIND[u.kind]);

/** T79 a Blaze, T98 a Water Barrier, or declared impassable. */
const open = (s: Raw, h: string) => {
  const x = s.map.hexes[h];
  return !!x && !x.impassable && !x.terrain.includes('Water Barrier') && !(x.markers ?? []).includes('Blaze');
};

/** What `hex` holds, seen by a unit of `kind` and `owner` placed there (8.2: 7 figures of its side at most). */
function stacked(s: Raw, hex: string | undefined, owner: string, kind: string): Record<string, string> {
  if (!hex) return { stacked: 'none', objective: (s.objectives ?? []).length ? '?' : 'none' };
  const there = s.units.filter((u) => u.hex === hex);
  const mine = there.filter((u) => u.owner === owner).reduce((n, u) => n + FIG[u.kind], 0);
  const st =
    there.length === 0 ? 'none'
    : there.every((u) => u.owner === owner) ? (mine + FIG[kind] === 7 ? "its side's, room to the limit" : mine + FIG[kind] === 8 ? "its side's, one figure too many" : '?')
    : there.length === 1 && there[0].kind === 'squad' ? "the other side's Squad"
    : '?';
  const obj = s.objectives ?? [];
  return { stacked: st, objective: obj.length === 0 ? 'none' : obj.length === 1 && obj[0].hexes.join() === hex && obj[0].controller === other(owner) ? "the other side's Objective" : '?' };
}

/** The Random Hex's facts: its place, the hexes open around it, the first open one (the Random Hex first). */
function randomHex(s: Raw, hex: string) {
  const a = AROUND[hex];
  const openAround = a.adjacent.filter((h) => open(s, h));
  const around =
    open(s, hex) && openAround.length === a.adjacent.length ? 'all open'
    : open(s, hex) && openAround.length === 0 ? 'only the Random Hex open'
    : !open(s, hex) && openAround.length === 1 && openAround[0] === a.adjacent[0] ? 'the Random Hex impassable, one neighbour open'
    : !open(s, hex) && openAround.length === 0 ? 'none open'
    : '?';
  return { place: a.place, around, first: open(s, hex) ? hex : openAround[0] };
}

/** The middle column 7-9 of the Support Table and the roll (7 or 9) on the card after the Event card. */
function supportFacts(s: Raw, roll: { white: number; colored: number } | undefined) {
  const table = s.supportTables?.[s.reader] ?? [];
  const col = table.find((c) => c.roll[0] === 7 && c.roll[1] === 9);
  const units = table.flatMap((c) => c.items.flatMap((it) => (it.unit ? [it.unit] : [])));
  const total = roll ? roll.white + roll.colored : 0;
  const radio = !!col?.items.some((it) => it.radio);
  const unit = !!col?.items.some((it) => it.unit);
  return { unit: units.length === 1 ? units[0] : undefined, radio, hasUnit: unit, roll: total === 7 ? "the column's lowest" : total === 9 ? "the column's highest" : '?' };
}

/** T79, T98: no unit stacked, and no Objective beside the placement, where no hex is open. */
const nowhere = (key: string) => (p: Record<string, string>) => p[key] === 'none open' && ((p.stacked ?? 'none') !== 'none' || (p.objective ?? 'none') !== 'none');

describe('generated Infiltration situations (E59): the Support Table column, the Random Hex, stacking and impassable hexes around it', () => {
  const seeds = generated('infiltration');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[2].randomHex!;
    const rh = randomHex(s, hex);
    const sup = supportFacts(s, draw[1].dice);
    const u = sup.unit!;
    return {
      ...stacked(s, rh.first, s.reader, u.kind),
      kind: u.owner === s.reader && (u.kind !== 'squad' || u.weapon?.type === 'mg') ? kindOf(u) : '?',
      around: rh.around,
      place: rh.place,
      last: draw.length === 3 ? 'the Random Hex card is the last' : draw.length === 4 ? 'no' : '?',
      reader: s.reader,
      column: sup.hasUnit && !sup.radio ? 'the unit alone' : sup.hasUnit ? 'the unit and a Radio' : sup.radio ? 'only a Radio' : '?',
      roll: sup.roll,
    };
  };

  it('meets every two values of every two facts in some situation', () => {
    expect(Object.keys(CCE_PAIRWISE_INFILTRATION_FACTORS)).toEqual(['stacked', 'objective', 'kind', 'around', 'place', 'last', 'reader', 'column', 'roll']);
    expectEveryPairMeets(CCE_PAIRWISE_INFILTRATION_FACTORS, seeds().map(read), nowhere('around'));
  });

  it('is an Infiltration of the reader, his roll then his Random Hex, each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      const { situation: x } = s;
      expect([x.decks[x.reader].draw[0].event, x.active, x.initiative], s.name).toEqual(['Infiltration', x.reader, x.reader]);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseInfiltrationSeeds, seeds, 4 * 4, 'the stacked × around pairs');
});

describe('generated Reinforcements situations (E68): the Support Table column, the Artillery Box, the friendly board edge and its stacking', () => {
  const seeds = generated('reinforcements');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const edge = s.edges?.[s.reader] ?? [];
    const openEdge = edge.filter((h) => open(s, h));
    const sup = supportFacts(s, draw[1].dice);
    const u = sup.unit!;
    const box = s.artilleryBoxes?.[s.reader];
    return {
      ...stacked(s, openEdge[0], s.reader, u.kind),
      kind: u.owner === s.reader && (u.kind !== 'squad' || u.weapon?.type === 'mg') ? kindOf(u) : '?',
      edge: edge.length !== 3 ? '?' : openEdge.length === 3 ? 'all open' : openEdge.length === 1 && openEdge[0] === edge[0] ? 'one open, the others impassable' : openEdge.length === 0 ? 'none open' : '?',
      column: sup.hasUnit && !sup.radio ? 'a unit' : sup.hasUnit ? 'a unit and a Radio' : sup.radio ? 'a Radio' : '?',
      box: box === null ? 'empty' : typeof box === 'string' ? 'holding a Radio' : '?',
      roll: sup.roll,
      last: draw.length === 2 ? 'the roll card is the last' : draw.length === 3 ? 'no' : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation', () => {
    expect(Object.keys(CCE_PAIRWISE_REINFORCEMENTS_FACTORS)).toEqual(['stacked', 'objective', 'kind', 'edge', 'column', 'box', 'roll', 'last', 'reader']);
    expectEveryPairMeets(CCE_PAIRWISE_REINFORCEMENTS_FACTORS, seeds().map(read), nowhere('edge'));
  });

  it('is a Reinforcements of the reader, the other player with no edge, each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      const { situation: x } = s;
      expect([x.decks[x.reader].draw[0].event, x.active, x.edges?.[other(x.reader)], x.artilleryBoxes?.[other(x.reader)]], s.name).toEqual(['Reinforcements', x.reader, [], null]);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseReinforcementsSeeds, seeds, 4 * 3, 'the stacked × kind pairs');
});

describe('generated Walking Wounded situations (E76): the Casualty Track, the Random Hex, stacking and impassable hexes around it', () => {
  const seeds = generated('walking-wounded');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[1].randomHex!;
    const rh = randomHex(s, hex);
    const cas = s.casualtyUnits ?? [];
    const owners = cas.map((u) => u.owner).sort().join();
    const whose = cas.length === 1 ? (cas[0].owner === s.reader ? "the reader's" : "his opponent's") : cas.length === 2 && owners === 'allied,axis' ? 'one of each side' : '?';
    const u = cas.length === 1 ? cas[0] : cas.find((x) => x.owner === s.reader)!;
    const track = s.casualtyTrack!;
    const counted = ['axis', 'allied'].every((p) => track[p].occupied === cas.filter((x) => x.owner === p).length);
    return {
      ...stacked(s, rh.first, u.owner, u.kind),
      kind: counted && cas.every((x) => !x.weapon) ? kindOf(u) : '?',
      around: rh.around,
      place: rh.place,
      last: draw.length === 2 ? 'the Random Hex card is the last' : draw.length === 3 ? 'no' : '?',
      reader: s.reader,
      whose,
    };
  };

  it('meets every two values of every two facts in some situation', () => {
    expect(Object.keys(CCE_PAIRWISE_WALKING_WOUNDED_FACTORS)).toEqual(['stacked', 'objective', 'kind', 'around', 'place', 'last', 'reader', 'whose']);
    expectEveryPairMeets(CCE_PAIRWISE_WALKING_WOUNDED_FACTORS, seeds().map(read), nowhere('around'));
  });

  it('is a Walking Wounded of the reader, each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      const { situation: x } = s;
      expect([x.decks[x.reader].draw[0].event, x.active, x.initiative], s.name).toEqual(['Walking Wounded', x.reader, x.reader]);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseWalkingWoundedSeeds, seeds, 4 * 4, 'the stacked × around pairs');
});
