/**
 * The readings register of Combat Commander: Europe v1.1 (DESIGN.md, modelling rule 6).
 *
 * Each entry is a place where the rulebook's text is ambiguous or contradicts itself, with the
 * sentences quoted (a test checks every quote against the rulebook), the alternatives the machines
 * implement, the default and why. Select an alternative with `"readings": { "<id>": "<alternative>" }`
 * in any input, vector or CLI call. Procedures list the readings they consult in `procedures`.
 *
 * Ambiguities from the digest's list (../shared/digests/cc-europe.md §5.B) are registered here as the
 * procedures that meet them are modelled; `argued` entries at the bottom record the ones that are not
 * real choices, with the rulebook's words.
 */
import type { Reading } from '../core/readings';

export const CCE_READINGS: Reading[] = [
  {
    id: 'cce.trigger-locks-result',
    rules: ['1.9.1', 'O22.3', 'O23.2'],
    quotes: [
      { rule: '1.9.1', text: 'the roll itself locks in a result but that result is not implemented until after the die trigger is resolved' },
      { rule: '1.9.1', text: 'Even if the Event were “Medic” and that very same unit was rallied, it must still perform its pending Retreat (albeit unbroken).' },
    ],
    question:
      'When a trigger changes the Morale of the unit a roll was made for (a Leader in its hex rallies, a Medic! rallies it), is the roll compared with the Morale it had when rolled, or with its Morale after the trigger?',
    alternatives: [
      { id: 'locked', means: 'the roll is compared with current Morale when it is made; the trigger cannot change that result (only remove the unit)' },
      { id: 'recompute', means: 'the roll number is kept but compared with current Morale after the trigger has been resolved' },
    ],
    default: 'locked',
    reason:
      '1.9.1 says the roll "locks in a result", and its example keeps the Retreat of 1 hex computed from the Morale before the Medic! Event. The recompute alternative is how a player might read "that result is not implemented until after".',
    procedures: ['recover'],
  },
  {
    id: 'cce.recover-unit-rallied-before-its-roll',
    rules: ['O22.2', 'O22.3'],
    quotes: [
      { rule: 'O22.2', text: 'he makes a Rally Roll for each friendly unit that was broken at the time the Order was announced' },
      { rule: 'O22.3', text: 'A Rally Roll can have one of three effects on a broken unit' },
    ],
    question:
      'A unit broken at the announcement is rallied by a trigger (a Medic! Event) before its own Rally Roll: does it still roll?',
    alternatives: [
      { id: 'skip', means: 'no: its Rally Roll is skipped, as the three effects are defined only for a broken unit' },
      { id: 'roll', means: 'yes: O22.2 gives a roll to each unit broken at the announcement; a tie then Suppresses it, the other results change nothing' },
    ],
    default: 'skip',
    reason:
      'O22.3 defines the effects "on a broken unit" only, and the roll exists to Rally; the literal O22.2 list still matters because the extra roll may carry a trigger, so the alternative is kept.',
    procedures: ['recover'],
  },
  {
    id: 'cce.broken-leader-command',
    rules: ['3.1.5', '3.3.1.2', 'O20.3.4'],
    quotes: [
      { rule: '3.3.1.2', text: 'A Leader’s Command number is added directly to the FP, Range, Movement and Morale of all friendly Squads and Teams (only)' },
      { rule: 'O20.3.4', text: 'Since a broken Leader has a Command of 0' },
    ],
    question: 'What Command does a broken Leader add to the units in its hex?',
    alternatives: [
      { id: 'zero', means: 'a broken Leader adds 0, as the hint in O20.3.4 says' },
      { id: 'printed', means: 'a broken Leader adds the Command printed on its broken side (`sides.broken.command`)' },
    ],
    default: 'zero',
    reason: 'O20.3.4 states it outright ("a broken Leader has a Command of 0"), and O22.3\'s advice to roll for broken Leaders first only makes sense if rallying raises their Command.',
    procedures: ['recover'],
  },
  {
    id: 'cce.rally-first-bullet-morale',
    rules: ['O22.3'],
    quotes: [
      { rule: 'O22.3', text: 'if the roll is less than its Morale, Rally it' },
      { rule: 'O22.3', text: 'if the roll is equal to its current Morale, it becomes Suppressed' },
    ],
    question: 'The first bullet of O22.3 says "its Morale", the other two "its current Morale": is the Rally threshold the printed or the current Morale?',
    alternatives: [
      { id: 'current', means: 'all three bullets compare with current Morale (Cover, Command, Veteran, Suppressed, Wire included)' },
      { id: 'printed', means: 'the first bullet compares with the printed Morale of the broken side; a roll between the two thresholds has no effect' },
    ],
    default: 'current',
    reason:
      'The example under O22.3 speaks of "a broken unit with a current Morale of 7 – having already taken into account any Command and/or Cover modifiers" and rallies it on a 5: the bullets are one comparison with three outcomes.',
    procedures: ['recover'],
  },
];
