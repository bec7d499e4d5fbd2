/**
 * Hex markers on the game frame's map (CC:E 8.1.3 Fortifications, 8.1.4 Smoke, 8.1.5 Blaze, T94, F100):
 * the one place that places and removes them for the Events (E46-E77), keeping the two records of Smoke
 * consistent — the map's `Smoke:N` markers (what LOS reads, 10.3.4) and `frame.smoke`, the list of Smoke
 * hexes the Time advance removes Smoke from (6.1.2).
 *
 * What may go where is map.ts (Water hexes, F100.3; impassable hexes, T79/T98) and artillery/drift.ts
 * (8.1.4: the Smoke with the larger Hindrance stays); this module only applies them to the frame.
 *
 * Chance is an input: which Smoke marker a "random Smoke marker" is (T94: drawn from a cup) is the
 * frame's `smokeDraws`, the Hindrance values of the Smoke markers in the order they will be drawn; a
 * draw with none listed is an error naming the field and the rule. A "random Blaze marker" (10.2.1) has
 * no value any rule reads, so no input decides it (cce.argued.event-random-marker).
 */
import { invalid, OracleError } from '../core/errors';
import { compareHexes, hasHexId, hexId, neighbours, onMap, parseHex } from '../core/hex';
import { FORTIFICATIONS, type LocalMap, requireHexFacts } from '../core/map';
import { withSmoke } from './artillery/drift';
import type { FrameState } from './frame';
import type { CceRuleId } from './rule-ids';

export const markersIn = (f: FrameState, hex: string): string[] => f.map.hexes[hex]?.markers ?? [];

/** 8.1.3: the hex's Fortification, if any. */
export const fortificationIn = (f: FrameState, hex: string): string | undefined => markersIn(f, hex).find((m) => FORTIFICATIONS.includes(m));

export const hasBlaze = (f: FrameState, hex: string): boolean => markersIn(f, hex).includes('Blaze');

function setMarkers(f: FrameState, hex: string, markers: string[]): FrameState {
  const { markers: _old, ...facts } = requireHexFacts(f.map, hex);
  const next = markers.length ? { ...facts, markers } : facts;
  return { ...f, map: { ...f.map, hexes: { ...f.map.hexes, [hex]: next } } };
}

/** frame.smoke follows the map: the hex is listed exactly when it holds a Smoke marker. */
function syncSmokeList(f: FrameState, hex: string): FrameState {
  const smoked = markersIn(f, hex).some((m) => m.startsWith('Smoke:'));
  const listed = f.smoke.includes(hex);
  if (smoked === listed) return f;
  return { ...f, smoke: smoked ? [...f.smoke, hex] : f.smoke.filter((h) => h !== hex) };
}

/** 8.1.4: a Smoke marker of `value` placed in the hex; `kept` is false when a larger Smoke already there stays. */
export function placeSmoke(f: FrameState, hex: string, value: number): { frame: FrameState; kept: boolean } {
  const facts = requireHexFacts(f.map, hex);
  const after = withSmoke(facts, value);
  const kept = after !== facts;
  return { frame: syncSmokeList(kept ? setMarkers(f, hex, after.markers ?? []) : f, hex), kept };
}

/** The hex's Smoke marker removed (from the map and from frame.smoke). */
export function removeSmoke(f: FrameState, hex: string): FrameState {
  const listed = f.map.hexes[hex] ? setMarkers(f, hex, markersIn(f, hex).filter((m) => !m.startsWith('Smoke:'))) : f;
  return { ...listed, smoke: listed.smoke.filter((h) => h !== hex) };
}

/**
 * The map's Smoke markers in map order (CC:P E54 a, E60: Events that read each marker). A hex listed in
 * `smoke` without a "Smoke:N" marker states none: an input error naming it and the Event's rule (`use`: why
 * the Event needs the marker).
 */
export function smokeMarkers(f: FrameState, rule: string, use: string): { hex: string; marker: string }[] {
  const marked = sortHexes(Object.keys(f.map.hexes)).flatMap((hex) => markersIn(f, hex).filter((m) => m.startsWith('Smoke:')).map((marker) => ({ hex, marker })));
  f.smoke.forEach((hex, i) => {
    if (!marked.some((m) => m.hex === hex)) invalid(`input.smoke[${i}]`, `a hex holding a "Smoke:N" marker on the map (${rule}: ${use})`, hex, rule);
  });
  return marked;
}

/** Every Smoke marker removed from the map (E48). */
export function removeAllSmoke(f: FrameState): FrameState {
  const hexes = [...new Set([...f.smoke, ...Object.keys(f.map.hexes).filter((h) => markersIn(f, h).some((m) => m.startsWith('Smoke:')))])];
  return hexes.reduce(removeSmoke, f);
}

/** 8.1.5: a Blaze placed in the hex; every other marker there (Smoke, Fortification) is removed. */
export function placeBlaze(f: FrameState, hex: string): { frame: FrameState; removed: string[] } {
  const removed = markersIn(f, hex).filter((m) => m !== 'Blaze');
  return { frame: syncSmokeList(setMarkers(f, hex, ['Blaze']), hex), removed };
}

/** A Fortification marker placed in the hex (the caller has checked 8.1.3 and F100.3). */
export const placeFortification = (f: FrameState, hex: string, marker: string): FrameState => setMarkers(f, hex, [...markersIn(f, hex), marker]);

/** A Fortification marker removed from the hex (F100.2). */
export const removeFortification = (f: FrameState, hex: string, marker: string): FrameState => setMarkers(f, hex, markersIn(f, hex).filter((m) => m !== marker));

/**
 * T94: the next "random Smoke marker" drawn: the first value of `smokeDraws` (the order the situation
 * gives), consumed. None listed is an input error naming the field and the rule that draws.
 */
export function drawSmoke(f: FrameState, rule: CceRuleId): { frame: FrameState; value: number } {
  const [value, ...rest] = f.smokeDraws ?? [];
  if (value === undefined) {
    throw new OracleError({
      code: 'missing-field',
      path: 'input.smokeDraws',
      expected: `the Hindrance of the random Smoke marker ${rule} draws (T94: the Smoke markers in the order they will be drawn)`,
      actual: f.smokeDraws ?? 'absent',
      rule,
    });
  }
  return { frame: { ...f, smokeDraws: rest }, value };
}

/**
 * 2.1: the hexes adjacent to `hex` that are on the map (all six with an id when the map states no
 * extent). Each must be listed: an unlisted hex is unknown (map.ts), and requireHexFacts says which.
 */
export function adjacentHexes(map: LocalMap, hex: string): string[] {
  return neighbours(parseHex(hex, 'hex'))
    .filter((h) => hasHexId(h) && (!map.geometry || onMap(map.geometry, h)))
    .map((h) => {
      const id = hexId(h);
      requireHexFacts(map, id);
      return id;
    });
}

/** Hex ids in map order (column, then row: C9 before C10), without repeats. */
export const sortHexes = (ids: Iterable<string>): string[] => [...new Set(ids)].sort((a, b) => compareHexes(parseHex(a, 'hex'), parseHex(b, 'hex')));
