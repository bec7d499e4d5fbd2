/**
 * The protocol's request lines as they arrive on a stream (IMPLEMENTERS.md: one JSON object per line,
 * `\n` or `\r\n` ending it), for `engine` and `engine --jobs`.
 *
 * Why not node:readline: it joins the unfinished line to each new chunk and scans the whole of it again
 * for a line end, so a line arriving in many chunks costs the square of its length. A whole-game request
 * carries the scenario and every decision so far (25 kB on average, 33 kB at most, in the committed
 * playthroughs): under `verify --playthroughs` the engine spent more time in readline than in the game
 * (5.4 of 31 CPU-s profiled). Here each chunk is scanned once, and an unfinished line is kept as pieces,
 * joined once when its end arrives.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export interface LineReader {
  /** Stop reading the input (lines already read from the current chunk are still delivered). */
  pause(): void;
  resume(): void;
}

/** Calls `onLine` with each line of `input` (without its `\n` or `\r\n`), then `onEnd` once the input has ended. */
export function readLines(input: Readable, onLine: (line: string) => void, onEnd: () => void): LineReader {
  const decoder = new StringDecoder('utf8');
  let pieces: string[] = [];
  const emit = (line: string): void => onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
  const take = (text: string): void => {
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      const tail = text.slice(start, nl);
      start = nl + 1;
      if (pieces.length === 0) emit(tail);
      else {
        pieces.push(tail);
        const line = pieces.join('');
        pieces = [];
        emit(line);
      }
    }
    if (start < text.length) pieces.push(text.slice(start));
  };
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    take(decoder.end());
    if (pieces.length) {
      const line = pieces.join('');
      pieces = [];
      emit(line);
    }
    onEnd();
  };
  input.on('data', (chunk: Buffer | string) => take(typeof chunk === 'string' ? chunk : decoder.write(chunk)));
  input.on('end', end);
  // A stream closed or failed without 'end' (readline closed on these too): what was read is served.
  input.on('close', end);
  input.on('error', end);
  return { pause: () => void input.pause(), resume: () => void input.resume() };
}
