/**
 * Whole-game request lines read with what the previous one shared with them (oracle/engine.ts answerLine).
 *
 * A replay (verify --playthroughs, IMPLEMENTERS.md "Whole games") sends, for each decision, the scenario and
 * every decision so far: the request for decision k repeats the previous request's `input` and `readings`
 * texts and its first decisions' texts, and adds one. Parsed whole (JSON.parse, then the limits walk over
 * every value), the 2,186 decisions of the committed playthroughs are 4,372 requests, 117 MB of JSON read
 * and walked, the same again and again (the engine's largest cost, more than the game's). Here the line is read at its top level only: an
 * `input` or `readings` value whose text is the previous one's, character for character, is that value
 * (the object parsed then, with its limit figures), and so is each decision of `events` whose text is the
 * previous request's decision at the same index; only the rest is parsed (JSON.parse of its own text).
 *
 * The result is what parseRequestText would give, or null, and then the caller parses the line the ordinary
 * way: whenever anything is unusual — not a request of procedure `game`, a key written with an escape, a key
 * twice, `__proto__`, white space or text JSON.parse would refuse, a limit exceeded (the ordinary way names
 * the offending field) — null. The values reused are shared between requests: nothing downstream changes a
 * request (the game is a pure function of the scenario and the decisions, game.ts).
 */
import { checkRequestText, figuresWithinLimits, limitFigures, type LimitFigures } from '../machines/core/limits';

/** A value read from its text, with its figures (limits.ts limitFigures). */
interface Read {
  text: string;
  value: unknown;
  figures: LimitFigures;
}

/** Does `text` occur in `line` at `at`? (A substring compared whole: faster here than startsWith on long two-byte strings.) */
const startsAt = (line: string, at: number, text: string): boolean => line.length >= at + text.length && line.substr(at, text.length) === text;

const WS = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** The end of the JSON value starting at `at` (brackets matched outside strings; a scalar up to the next delimiter); JSON.parse judges the text. */
function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === 0x22) return stringEnd(text, at);
  if (first !== 0x7b && first !== 0x5b) {
    let i = at;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x2c || c === 0x7d || c === 0x5d || WS(c)) break;
      i++;
    }
    return i;
  }
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) i = stringEnd(text, i) - 1;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The end (after the closing quote) of the string starting at `at`, or -1. */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  return -1;
}

export class GameRequestReader {
  /** The previous game request's `input` and `readings` and each of its decisions, as read. */
  private kept = new Map<string, Read>();
  private events: Read[] = [];
  /** The text of the previous request's decisions, from the first one's start to the last one's end: when the next request's starts so, they are all its first decisions at once. */
  private eventsSpan = '';
  /** Requests read with something reused (for tests). */
  reused = 0;

  /** The request `line` parsed (as parseRequestText would), or null: parse it the ordinary way. Throws only what checkRequestText throws. */
  read(line: string): Record<string, unknown> | null {
    checkRequestText(line);
    // Only a game request, with its procedure written plainly (a first look; the value read decides).
    if (!line.includes('"procedure":"game"')) return null;
    try {
      return this.readTop(line);
    } catch {
      return null;
    }
  }

  private readTop(line: string): Record<string, unknown> | null {
    const n = line.length;
    let i = 0;
    const ws = (): void => {
      while (i < n && WS(line.charCodeAt(i))) i++;
    };
    const parsed = (start: number, end: number): Read | null => {
      if (end <= start) return null;
      // A copy, not a slice holding on to the whole line (a decision is kept for the rest of a replay).
      const text = (' ' + line.slice(start, end)).slice(1);
      const value = JSON.parse(text) as unknown;
      return { text, value, figures: limitFigures(value) };
    };
    let reused = false;
    /** The value at `i`: the previous request's `before` when its text is there (reused), else parsed; null when unreadable. */
    const valueAt = (before: Read | undefined): Read | null => {
      if (before && startsAt(line, i, before.text)) {
        i += before.text.length;
        reused = true;
        return before;
      }
      const start = i;
      i = valueEnd(line, start);
      return i < 0 ? null : parsed(start, i);
    };
    ws();
    if (line.charCodeAt(i) !== 0x7b) return null;
    i++;
    const out: Record<string, unknown> = {};
    const kept = new Map<string, Read>();
    let events: Read[] | null = null;
    let eventsStart = 0;
    let eventsSpan = '';
    // The root object counts 1; its values are at depth 2.
    let values = 1;
    let depth = 1;
    let longest = 0;
    const add = (f: LimitFigures, offset: number): void => {
      values += f.values;
      if (f.depth && f.depth + offset > depth) depth = f.depth + offset;
      if (f.longest > longest) longest = f.longest;
    };
    ws();
    if (line.charCodeAt(i) === 0x7d) return null;
    for (;;) {
      ws();
      if (line.charCodeAt(i) !== 0x22) return null;
      const keyEnd = stringEnd(line, i);
      if (keyEnd < 0) return null;
      const key = line.slice(i + 1, keyEnd - 1);
      // A key with an escape or a control character (JSON.parse's to judge), `__proto__`, or a key twice: the ordinary way.
      if (/[\\\u0000-\u001f]/.test(key) || key === '__proto__' || Object.prototype.hasOwnProperty.call(out, key)) return null;
      if (key.length > longest) longest = key.length;
      i = keyEnd;
      ws();
      if (line.charCodeAt(i) !== 0x3a) return null;
      i++;
      ws();
      if (key === 'events' && line.charCodeAt(i) === 0x5b) {
        i++;
        events = [];
        values++;
        if (2 > depth) depth = 2;
        ws();
        eventsStart = i;
        let spanEnd = i;
        let k = 0;
        if (line.charCodeAt(i) === 0x5d) i++;
        else {
          if (this.events.length && startsAt(line, i, this.eventsSpan)) {
            // The previous request's decisions, all of them (the same text, the same values, element by element).
            for (const e of this.events) {
              events.push(e);
              add(e.figures, 2);
            }
            k = this.events.length;
            i += this.eventsSpan.length;
            spanEnd = i;
            reused = true;
            ws();
            const c = line.charCodeAt(i++);
            if (c === 0x5d) k = -1;
            else if (c !== 0x2c) return null;
          }
          for (; k >= 0; k++) {
            ws();
            const e = valueAt(this.events[k]);
            // Only a decision object is kept for the next request (its text ends where its value does).
            if (!e || e.value === null || typeof e.value !== 'object' || Array.isArray(e.value)) return null;
            events.push(e);
            add(e.figures, 2);
            spanEnd = i;
            ws();
            const c = line.charCodeAt(i++);
            if (c === 0x5d) break;
            if (c !== 0x2c) return null;
          }
        }
        eventsSpan = line.slice(eventsStart, spanEnd);
        out.events = events.map((e) => e.value);
      } else {
        const r = valueAt(key === 'input' || key === 'readings' ? this.kept.get(key) : undefined);
        if (!r) return null;
        if (key === 'input' || key === 'readings') {
          // Kept only when its text ends where its value does (an object: its closing brace).
          if (r.value === null || typeof r.value !== 'object' || Array.isArray(r.value)) return null;
          kept.set(key, r);
        }
        out[key] = r.value;
        add(r.figures, 1);
      }
      ws();
      const c = line.charCodeAt(i++);
      if (c === 0x7d) break;
      if (c !== 0x2c) return null;
    }
    ws();
    if (i !== n) return null;
    if (out.procedure !== 'game') return null;
    if (!figuresWithinLimits({ values, depth, longest })) return null;
    this.kept = kept;
    if (events) [this.events, this.eventsSpan] = [events, eventsSpan];
    if (reused) this.reused++;
    return out;
  }
}
