/**
 * The register of readings of SPI Combat Command (DESIGN.md rule 6): where the text is silent or
 * ambiguous, a named choice with its alternatives, each implemented, and the default with its reason.
 */
import type { Reading } from '../core/readings';

export const SPICC_READINGS: Reading[] = [
  {
    id: 'spicc.halved-strength-fraction',
    rules: ['CB.1.i', 'WEC', 'WE.B', 'CB'],
    quotes: [
      { rule: 'CB.1.i', text: 'When a unit fires using the Indirect Fire technique, its Attack Strength is HALVED.' },
      { rule: 'WE.B', text: 'Whenever a unit has an odd-numbered Range Allowance, drop the fraction when computing "half range."' },
      { rule: 'CB', text: 'State the comparison of the two Strengths as a probability ratio, simplified downward to the nearest whole number' },
    ],
    question:
      'When an odd Attack Strength is halved (the Weapons Effectiveness Chart\'s "Half Attack Strength", Indirect Fire), is the fraction kept until the odds are simplified, or dropped at once? The text drops the fraction only for half range; the Sample Attack halves only an even strength (12 to 6).',
    alternatives: [
      { id: 'keep-fraction', means: 'A halved strength keeps its half point (9 halved is 4.5); the adjusted strengths are totalled and only the odds ratio is simplified downward.' },
      { id: 'drop-fraction', means: 'A halved strength drops its fraction at once (9 halved is 4), as WE.B does for half range.' },
    ],
    default: 'keep-fraction',
    reason: 'The Combat Procedure names one rounding, of the ratio ("simplified downward"), after the adjusted strengths are totalled; WE.B\'s "drop the fraction" is said of half range only.',
    procedures: ['fire'],
  },
];
