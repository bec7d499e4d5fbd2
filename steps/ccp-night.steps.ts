/** CC:P night (18.3 Night Visibility, 7.2 starshells) in a Fire situation: the situation's `night`. */
import { Given } from '@cucumber/cucumber';
import type { OracleWorld } from './world';

Given('the scenario is at night, without a starshell', function (this: OracleWorld) {
  this.situation.night = { starshells: [] };
});
Given('the scenario is at night, with a starshell in {word}', function (this: OracleWorld, hex: string) {
  this.situation.night = { starshells: [hex] };
});
