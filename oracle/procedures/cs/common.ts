/** Parsing helpers the Combat! Stalingrad procedures share (oracle/procedures/cs/*.ts). */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { parseHex } from '../../../machines/core/hex';
import { str } from '../../../machines/core/validate';
import { unknownEvent } from '../cce/common';

/** An `invalid-field` error: `path` must be `expected`, found `actual`, under `rule`. */
export function invalidField(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'invalid-field', path, expected, actual, rule });
}

/** A hex id as printed on the maps, kept as given. */
export function hexField(raw: unknown, path: string): string {
  const hex = str(raw, path);
  parseHex(hex, path);
  return hex;
}

/** The event parser of a procedure that takes no event. */
export function noEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  return unknownEvent(raw, path, snapshot, []);
}
