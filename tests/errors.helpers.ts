/** The OracleError `f` throws (its field, value and rule to assert); any other error is rethrown, and no error fails. */
import { OracleError } from '../machines/core/errors';

export function refusal(f: () => unknown): OracleError {
  try {
    f();
  } catch (e) {
    if (e instanceof OracleError) return e;
    throw e;
  }
  throw new Error('not refused');
}
