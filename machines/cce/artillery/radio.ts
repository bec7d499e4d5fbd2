/**
 * 12: a Radio counter's data — its printed FP and Smoke ability, the Track Display's Fortification
 * Vulnerability number for that FP (O18.2.3.3) — and which side is up (broken or not). One parser, used by
 * the Artillery procedures' situations (oracle/procedures/cce/artillery.ts) and by a frame's `radios`
 * (frame.ts: the Radio counters of a whole game, by id).
 */
import { bool, int, obj } from '../../core/validate';
import type { Radio } from './types';

/** 12: a Radio: FP 8-13; broken; Smoke (O18.2.1.1); the Track Display's Vulnerability number (O18.2.3.3). */
export function parseRadio(raw: unknown, path: string): Radio {
  const o = obj(raw, path, ['fp', 'broken', 'smoke', 'vulnerability'], ['fp']);
  const radio: Radio = { fp: int(o.fp, `${path}.fp`, 8, 13, '12'), broken: bool(o.broken, `${path}.broken`, false), smoke: bool(o.smoke, `${path}.smoke`, false) };
  // A roll is 2-12 and an Impact Total at most 13 + 12 + 2 (+1 height): 2-28 covers both readings.
  if (o.vulnerability !== undefined) radio.vulnerability = int(o.vulnerability, `${path}.vulnerability`, 2, 28, 'O18.2.3.3');
  return radio;
}
