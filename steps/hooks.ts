import { After } from '@cucumber/cucumber';
import type { OracleWorld } from './world';

// As in cucumber-js's own support/hooks.ts: a scenario that leaves an error unasserted fails.
After(function (this: OracleWorld) {
  this.run?.stop();
  if (this.error && !this.errorAsserted) throw new Error(`unasserted rejection: ${this.error.code}: ${this.error.message}`);
});
