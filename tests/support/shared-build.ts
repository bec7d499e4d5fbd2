/**
 * One build of every registered procedure, made on first use and shared by the suites that read it
 * (tests/build.test.ts and the suites it imports). When oracle/build.stamp.json says the committed
 * vectors were built from these very sources, it is read from the committed files (oracle/build-stamp.ts);
 * otherwise every machine is walked (about 36 CPU-seconds, the largest single cost of `npm test`) and
 * the build test compares the result with the committed files. The build's objects are read, never
 * changed, by those suites.
 */
import type { BuildResult } from '../../oracle/vectors';
import { buildOrReuse } from '../../oracle/build-stamp';

let built: { result: BuildResult; reused: boolean } | undefined;

export function sharedBuild(): BuildResult {
  return (built ??= buildOrReuse()).result;
}

/** Whether the shared build was read from the committed files (its stamp fresh) rather than walked. */
export function sharedBuildReused(): boolean {
  sharedBuild();
  return built!.reused;
}
