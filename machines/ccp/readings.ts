/**
 * The readings register of Combat Commander: Pacific (DESIGN.md rule 6): where the CC:P text is
 * ambiguous for a procedure modelled under `ccp`, a named reading with its alternatives. An entry is
 * added when the procedure that meets the ambiguity is modelled (the digest's list, digest 004 §5.2, is
 * the work list); quotes are checked against the Pacific text in its Pacific form (oracle/quotes.ts).
 */
import type { Reading } from '../core/readings';

export const CCP_READINGS: Reading[] = [
  {
    id: 'ccp.no-defender-time-vp',
    rules: ['13.1.2'],
    quotes: [
      { rule: '13.1.2', text: 'c) the scenario Defender (only) gains 1 VP' },
      { rule: 'A43', text: 'may only be played by the scenario Defender—never a player assigned the Posture of Attacker, Banzai, Invader or Recon.' },
    ],
    question: 'As in CC:E (cce.no-defender-time-vp): in a scenario where no player has the Defender Posture (Attacker vs Recon, Recon vs Recon), who gains the Time advance\'s VP?',
    alternatives: [
      { id: 'nobody', means: 'nobody: only a player of Defender Posture is "the scenario Defender"' },
      { id: 'non-attacker', means: 'in Attacker vs Recon the Recon player counts as the Defender; in Recon vs Recon nobody gains' },
    ],
    default: 'nobody',
    reason: 'CC:P names the Posture outright where it defines "the scenario Defender" for the Hidden actions: "never a player assigned the Posture of Attacker, Banzai, Invader or Recon" (A43).',
    procedures: ['time-advance'],
  },
  {
    id: 'ccp.last-unit-with-reinforcements',
    rules: ['13.3', '13.3.1'],
    quotes: [{ rule: '13.3', text: 'b) A player’s last remaining unit on the map is eliminated and that player has no units in an Infiltration Box;' }],
    question:
      'As in CC:E (cce.last-unit-with-reinforcements): does a player lose when his last unit on the map is eliminated while units of his still wait on the Time Track? CC:P names one exception, units in an Infiltration Box, and not the Time Track.',
    alternatives: [
      { id: 'loses', means: 'yes: "on the map" is literal, and the one exception CC:P names is the Infiltration Box' },
      { id: 'not-while-reinforcements-pending', means: 'no: the game goes on while he has units on the Time Track, as it does while he has units in an Infiltration Box' },
    ],
    default: 'loses',
    reason: 'CC:P rewrote the sentence to add an exception for units in an Infiltration Box and added none for the Time Track; 13.3.1 makes the loss immediate and automatic.',
    procedures: ['game-end'],
  },
  {
    id: 'ccp.radio-and-denied-marker',
    rules: ['13.1.2', '15.1.2'],
    quotes: [
      { rule: '13.1.2', text: 'Any reinforcement radio is placed into that player’s empty Artillery Box instead.' },
      { rule: '15.1.2', text: 'Only one radio or “artillery denied” marker may be stacked in each of the two Artillery Boxes: one per player. The first such radio/marker takes precedence.' },
    ],
    question:
      'Digest 004 §5.2 item 17: no rule removes an "artillery denied" marker once Communication Established has placed it (O24.1 d). When a reinforcement radio arrives for that player, is it placed?',
    alternatives: [
      { id: 'marker-stays', means: 'no: the box is not empty, and the first radio/marker takes precedence (15.1.2); the radio is not placed' },
      { id: 'radio-replaces', means: 'yes: the scenario\'s reinforcement radio replaces the artillery denied marker' },
    ],
    default: 'marker-stays',
    reason: '13.1.2 d) places the radio into an "empty" Artillery Box only, and 15.1.2 says outright that the first radio or marker takes precedence; nothing in the text removes the marker.',
    procedures: ['time-advance'],
  },
  {
    id: 'ccp.reroll-last-card',
    rules: ['10.1', '13.1.2', '1.9.1'],
    quotes: [
      { rule: '10.1', text: 'may choose to cancel all effects of the last die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled' },
      { rule: '13.1.2', text: 'a Time trigger is rolled (and the roll is not cancelled by the player with the Initiative); or' },
      { rule: '13.1.2', text: 'a player’s draw pile has no cards remaining: treat such an occurrence exactly as if a Time trigger had been revealed.' },
    ],
    question:
      'As in CC:E (cce.reroll-last-card): the Initiative holder cancels a roll made with the last card of a draw pile. Does the Time Marker Advance caused by the empty draw pile stand? CC:P says a cancelled roll\'s Time trigger advances nothing, and treats an empty pile "exactly as if a Time trigger had been revealed" — revealed, not rolled.',
    alternatives: [
      { id: 'advance-stands', means: 'yes: the draw pile is empty whatever the roll; the roll and any trigger are cancelled, the time marker advances, and the re-roll is made from the reshuffled deck' },
      { id: 'advance-canceled', means: 'no: the empty pile counts exactly as a Time trigger, which the cancel takes away; Time does not advance and the roller reshuffles (1.4) only so that the re-roll can be made' },
    ],
    default: 'advance-stands',
    reason:
      'The re-roll cannot be made from an empty draw pile without a reshuffle, and CC:P 1.4 reshuffles only during a Time Marker Advance; the parenthesis "not cancelled" is written on the Time trigger bullet, not on the empty-pile bullet.',
    procedures: ['turn'],
  },
  {
    id: 'ccp.height-mixed-fire-group',
    rules: ['T89.2', 'O27.3.1'],
    quotes: [
      { rule: 'T89.2', text: 'A Fire Attack suffers –1 FP if the target hex is at a higher level than any one firing unit or weapon.' },
      { rule: 'T89.2', text: 'Conversely, a Fire Attack gains +1 FP if the target hex is at a lower level than any one firing unit or weapon.' },
    ],
    question: 'As in CC:E (cce.height-mixed-fire-group): a Fire Group has pieces both below and above the target hex. Do both height modifiers apply (net 0), or does the downhill +1 win?',
    alternatives: [
      { id: 'both', means: 'both sentences apply: −1 and +1, net 0' },
      { id: 'downhill', means: '+1 as soon as one piece fires downhill; −1 only when none does' },
    ],
    default: 'both',
    reason: 'T89.2 states each modifier for "any one firing unit or weapon" without exception, as CC:E T88.2 did; CC:P gives no example of a mixed group.',
    procedures: ['fire'],
  },
  {
    id: 'ccp.melee-tie-fortification',
    rules: ['19.2.3', 'F101', 'F105'],
    quotes: [
      { rule: '19.2.3', text: 'In case of a tie, both sides are eliminated unless one player began the melee in a bunker or pillbox, in which case only the other side is eliminated.' },
      { rule: 'F101', text: 'During melee, the side that was the last sole occupant of a bunker hex wins if the Melee Totals are tied.' },
      { rule: 'F105', text: 'During melee, the side that was the last sole occupant of a pillbox hex wins if the Melee Totals are tied.' },
    ],
    question:
      'Digest 004 §5.2 item 16, as in CC:E (cce.melee-tie-fortification): in a tied melee in a bunker or pillbox hex, which side survives: the side in the hex before the melee began (situation.occupiedBefore) or its last sole occupant (situation.lastSoleOccupant)? They differ when both sides entered an empty fortified hex.',
    alternatives: [
      { id: 'last-sole-occupant', means: 'the side named by situation.lastSoleOccupant survives a tie (F101/F105); with none, both sides are eliminated' },
      { id: 'began-in', means: 'the side named by situation.occupiedBefore survives a tie (19.2.3); with none, both sides are eliminated' },
    ],
    default: 'last-sole-occupant',
    reason: 'F101 and F105 are the specific rules of the two fortifications and say who wins outright; CC:P kept both wordings from CC:E, so the CC:E default stands.',
    procedures: ['melee'],
  },
  {
    id: 'ccp.no-quarter-after-empty-melee',
    rules: ['A46', '19.2.1', '19.2.2'],
    quotes: [
      { rule: '19.2.1', text: 'If, due to Ambush actions, one or both sides have no units remaining in the hex, the melee ends with no further effect.' },
      { rule: 'A46', text: 'No Quarter may only be played at the conclusion of a melee, and only if the player has at least one unit that survived the melee.' },
    ],
    question: 'As in CC:E (cce.no-quarter-after-empty-melee): a melee ends "with no further effect" because Ambushes or a trigger emptied one side: may the other side\'s player, whose units survived, play No Quarter?',
    alternatives: [
      { id: 'no', means: 'no: a melee that ends with no further effect has no conclusion at which No Quarter can be played' },
      { id: 'yes', means: 'yes: the melee has concluded and at least one of his units survived it' },
    ],
    default: 'no',
    reason: '"the melee ends with no further effect" is read as excluding everything that would follow a Melee Result, No Quarter\'s VP included (the CC:E default; CC:P keeps both sentences).',
    procedures: ['melee'],
  },
  {
    id: 'ccp.broken-leader-command',
    rules: ['3.3.1.2', 'O27.3.4'],
    quotes: [
      { rule: '3.3.1.2', text: 'A leader’s command number is added directly to the FP, range, movement and morale of all friendly squads and teams (only)' },
      { rule: 'O27.3.4', text: 'Since a broken leader has a command of 0' },
    ],
    question: 'As in CC:E (cce.broken-leader-command): what Command does a broken leader add to the squads and teams in its hex (here: to their Melee FP, 19.2.1)?',
    alternatives: [
      { id: 'zero', means: 'a broken leader adds 0, as the hint in O27.3.4 says' },
      { id: 'printed', means: 'a broken leader adds the command printed on its broken side (`sides.broken.command`)' },
    ],
    default: 'zero',
    reason: 'CC:P keeps CC:E\'s sentence outright: "Since a broken leader has a command of 0" (O27.3.4).',
    procedures: ['melee'],
  },
  {
    id: 'ccp.artillery-vulnerability-roll',
    rules: ['O24.3.4', 'O24.3.3', 'O27.3.3'],
    quotes: [
      { rule: 'O24.3.4', text: 'lists a Vulnerability number for each radio (and dive bomber [O24.4] ) Fire power.' },
      { rule: 'O24.3.4', text: 'If an Artiller y Impact roll is exactly equal to the Vulnerability number associated with that radio’s FP' },
      { rule: 'O24.3.3', text: 'An Artillery Impact roll follows the same rules and restrictions as for a Fire Attack roll' },
    ],
    question: 'As in CC:E (cce.artillery-vulnerability-roll): is the Fortification Vulnerability number compared with the Impact roll itself (the two dice summed) or with the Impact Total (radio FP + roll)? (The numbers are on the Track Display: a situation states its radio\'s as radios.<player>.vulnerability.)',
    alternatives: [
      { id: 'raw-roll', means: 'the two dice of the Impact roll, summed (2-12), are compared with the Vulnerability number' },
      { id: 'impact-total', means: 'the Impact Total (radio FP + roll) is compared with it' },
    ],
    default: 'raw-roll',
    reason: 'CC:P keeps CC:E\'s words ("Impact roll", "exactly equal", a number per radio FP): the CC:E default and its argument carry over; a number per FP is needed only if it is compared with something that does not already contain the FP.',
    procedures: ['asset-request'],
  },
];
