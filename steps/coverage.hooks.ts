/**
 * Coverage: after each scenario, record which transitions the procedure actually took, as a JSON
 * attachment with its own media type. Cucumber writes it into reports/cucumber/messages.ndjson, where
 * `combat-oracle coverage` (oracle/coverage/cucumber.ts) reads it back. Deterministic: the keys are the
 * machine's stable transition names (machines/core/describe.ts), in the order they were taken.
 */
import { After } from '@cucumber/cucumber';
import { TAKEN_MEDIA_TYPE } from '../oracle/coverage/cucumber';
import type { OracleWorld } from './world';

After(function (this: OracleWorld) {
  const run = this.run;
  if (!run) return;
  const record = { ruleset: run.input.ruleset, procedure: run.spec.procedure, taken: run.taken };
  this.attach(JSON.stringify(record), TAKEN_MEDIA_TYPE);
});
