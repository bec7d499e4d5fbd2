import { After, Before } from '@cucumber/cucumber';
import type { OracleWorld } from './world';

// A feature runs under the ruleset whose folder holds it (features/<ruleset>/…).
Before(function (this: OracleWorld, { pickle }) {
  const m = /(?:^|\/)features\/([^/]+)\//.exec(pickle.uri);
  if (m) this.ruleset = m[1];
});

// As in cucumber-js's own support/hooks.ts: a scenario that leaves an error unasserted fails.
After(function (this: OracleWorld) {
  this.run?.stop();
  if (this.error && !this.errorAsserted) throw new Error(`unasserted rejection: ${this.error.code}: ${this.error.message}`);
});
