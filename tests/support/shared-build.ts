/**
 * One build of every registered procedure, made on first use and shared by the suites that read it
 * (tests/build.test.ts and the suites it imports). A build walks every machine and searches the reading
 * alternatives: about 25 CPU-seconds, the largest single cost of `npm test`, paid once instead of once
 * per suite. The build's objects are read, never changed, by those suites.
 */
import { buildAll, type BuildResult } from '../../oracle/vectors';

let built: BuildResult | undefined;

export function sharedBuild(): BuildResult {
  return (built ??= buildAll());
}
