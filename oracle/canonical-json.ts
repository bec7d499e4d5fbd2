/** Canonical JSON (keys sorted at every level), without Node-only imports so that browser bundles (the odds module, the explorer) can use it; oracle/canonical.ts adds the content hash. */

/**
 * `JSON.stringify(sortKeys(value))`, written in one pass without the sorted copy (the graph walk
 * serialises every state it meets: about 1.4x faster). The same text for every value JSON can hold:
 * keys sorted by code unit (after the array-index keys, as an object holds them), `undefined` members left out, `undefined` and functions in arrays as null,
 * non-finite numbers as null (tests/canonical.test.ts compares the two).
 *
 * `memo` (a walk's own WeakMap) keeps the text of each object met, so that the parts of a context that
 * a transition did not replace (the situation, the map) are written once per walk: sound because
 * snapshots and their contexts are never changed in place (XState's pure transitions; the engine's
 * prefix cache relies on the same).
 */
export function canonical(value: unknown, memo?: WeakMap<object, string>): string {
  return write(value, memo) as string;
}

/**
 * The keys in the order JSON.stringify writes a sortKeys copy: array-index keys ('0', '9', '10') first,
 * by value, as every object holds them (Object.keys gives them first, in that order), then the others
 * sorted by code unit.
 */
function sortedKeys(o: object): string[] {
  const keys = Object.keys(o);
  let n = 0;
  while (n < keys.length && isArrayIndex(keys[n])) n++;
  if (n === 0) return keys.sort();
  const rest = keys.slice(n).sort();
  keys.length = n;
  return keys.concat(rest);
}

const isArrayIndex = (k: string): boolean => /^(?:0|[1-9][0-9]{0,9})$/.test(k) && Number(k) < 4294967295;

/** Each key's JSON text, made once. */
const quotedKeys = new Map<string, string>();

function write(v: unknown, memo: WeakMap<object, string> | undefined): string | undefined {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      const known = memo?.get(v as object);
      if (known !== undefined) return known;
      let s: string;
      if (Array.isArray(v)) {
        s = '[';
        for (let i = 0; i < v.length; i++) {
          const x = write(v[i], memo);
          s += (i ? ',' : '') + (x === undefined ? 'null' : x);
        }
        s += ']';
      } else {
        s = '{';
        let first = true;
        for (const k of sortedKeys(v as object)) {
          const raw = (v as Record<string, unknown>)[k];
          if (raw === undefined) continue;
          const x = write(raw, memo);
          if (x === undefined) continue; // a function member, as JSON.stringify leaves it out
          let q = quotedKeys.get(k);
          if (q === undefined) quotedKeys.set(k, (q = JSON.stringify(k)));
          s += (first ? '' : ',') + q + ':' + x;
          first = false;
        }
        s += '}';
      }
      memo?.set(v as object, s);
      return s;
    }
    case 'bigint':
      return JSON.stringify(v); // throws, as JSON.stringify(sortKeys(v)) does
    default:
      return undefined; // undefined, a function, a symbol: as JSON.stringify
  }
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/**
 * A short name for each distinct text (`#0`, `#1`, …), the same for equal texts. V8 hashes a string of more
 * than 16,383 characters by its length alone, so equally long texts used as keys of one Map all collide, each
 * lookup comparing them; here a text is looked up by pieces V8 hashes in full, one Map per piece (a trie
 * whose last Map holds the name).
 */
export class TextNames {
  private static readonly PIECE = 16_383;
  private readonly root = new Map<string, unknown>();
  private count = 0;

  of(text: string): string {
    const P = TextNames.PIECE;
    let map = this.root;
    let at = 0;
    // Each whole piece (PIECE long) leads to the next Map; the rest (shorter, possibly empty) to the name: no key is both.
    for (; at + P <= text.length; at += P) {
      const piece = text.slice(at, at + P);
      let next = map.get(piece) as Map<string, unknown> | undefined;
      if (next === undefined) map.set(piece, (next = new Map()));
      map = next;
    }
    const rest = text.slice(at);
    let name = map.get(rest) as string | undefined;
    if (name === undefined) map.set(rest, (name = `#${this.count++}`));
    return name;
  }
}

/**
 * Short names for values by their canonical text: `of(a) === of(b)` exactly when `canonical(a) ===
 * canonical(b)`, without writing the whole text (the graph walk names every state it meets; a CC:P state's
 * text is about 33,000 characters, most of it the situation, which every state shares). Each object is
 * written as canonical writes it, but with each member object's name in place of its text (`{"a":#3,"b":1}`),
 * and named by that (TextNames): by induction two objects get one name exactly when their texts are equal
 * (`#` starts no JSON text, so the written form reads back one way). An object's name is kept for the
 * object, as canonical's `memo` keeps its text: sound only for values never changed in place (snapshots and
 * their contexts). A primitive's name is its JSON text.
 */
export class CanonicalNames {
  private readonly texts = new TextNames();
  private readonly known = new WeakMap<object, string>();

  of(value: unknown): string {
    return this.name(value) as string;
  }

  private name(v: unknown): string | undefined {
    if (v === null || typeof v !== 'object') return write(v, undefined);
    const known = this.known.get(v);
    if (known !== undefined) return known;
    let s: string;
    if (Array.isArray(v)) {
      s = '[';
      for (let i = 0; i < v.length; i++) {
        const x = this.name(v[i]);
        s += (i ? ',' : '') + (x === undefined ? 'null' : x);
      }
      s += ']';
    } else {
      s = '{';
      let first = true;
      for (const k of sortedKeys(v)) {
        const raw = (v as Record<string, unknown>)[k];
        if (raw === undefined) continue;
        const x = this.name(raw);
        if (x === undefined) continue;
        let q = quotedKeys.get(k);
        if (q === undefined) quotedKeys.set(k, (q = JSON.stringify(k)));
        s += (first ? '' : ',') + q + ':' + x;
        first = false;
      }
      s += '}';
    }
    const n = this.texts.of(s);
    this.known.set(v, n);
    return n;
  }
}
