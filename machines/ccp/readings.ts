/**
 * The readings register of Combat Commander: Pacific (DESIGN.md rule 6): where the CC:P text is
 * ambiguous for a procedure modelled under `ccp`, a named reading with its alternatives. An entry is
 * added when the procedure that meets the ambiguity is modelled (the digest's list, digest 004 §5.2, is
 * the work list); quotes are checked against the Pacific text in its Pacific form (oracle/quotes.ts).
 */
import type { Reading } from '../core/readings';

export const CCP_READINGS: Reading[] = [
  {
    id: 'ccp.event-random-hex-empty-pile',
    rules: ['1.8', '13.1.2', '1.9.1.1', 'E49'],
    quotes: [
      { rule: '13.1.2', text: 'a player’s draw pile has no cards remaining: treat such an occurrence exactly as if a Time trigger had been revealed.' },
      { rule: '1.9.1.1', text: 'Any non-Time trigger that occurs via the … last card of a player’s draw pile will resolve … immediately after a Time Marker Advance' },
      { rule: 'E49', text: 'a) Ignore any portion of an event that is impossible to fulfill given current game conditions' },
    ],
    question:
      'As in CC:E (cce.event-random-hex-empty-pile): the card revealed for an Event is the last card of the reader\'s draw pile, and the Event then calls for a Random Hex [1.8]: no card is left to reveal. 1.9.1.1 puts a trigger on a last card after the Time Marker Advance, but the Event\'s trigger was on the roll\'s card, not on this one. Is the Random Hex impossible, or is the deck reshuffled first?',
    alternatives: [
      { id: 'impossible', means: 'the Random Hex cannot be determined: that part of the Event, and what depends on it, is ignored (E49 a); the Time Marker Advance follows the Event' },
      { id: 'reshuffle-first', means: 'the reader reshuffles his discard pile into a new draw pile (1.4) and reveals the Random Hex from it; the Time Marker Advance still follows the Event' },
    ],
    default: 'impossible',
    reason:
      'CC:P reshuffles only during a Time Marker Advance (1.4) and orders a last card\'s advance before the trigger it carries, not in the middle of an Event already under way; within the Event the draw pile stays empty and E49 a) ignores what cannot be done (the default of CC:E\'s reading, whose text CC:P keeps).',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
  {
    id: 'ccp.hero-rally-unit',
    rules: ['E61', 'E66'],
    quotes: [
      { rule: 'E61', text: 'If he does, he may rally [3.2.5] one broken unit in that placement hex.' },
      { rule: 'E66', text: 'the receiving player must select one broken unit (enemy or friendly) and rally it [3.2.5].' },
    ],
    question: 'As in CC:E (cce.hero-rally-unit): E61\'s Hero "may rally one broken unit in that placement hex", and a friendly hex may hold enemy units too (a Melee). May the rallied unit be an enemy one, as the words allow, or only one of his own?',
    alternatives: [
      { id: 'any', means: 'any broken unit in the placement hex, enemy or friendly' },
      { id: 'friendly', means: 'only one of the receiving player\'s own broken units in the placement hex' },
    ],
    default: 'any',
    reason: 'E61 says "one broken unit" without "his" or "friendly", like Medic! (E66, "enemy or friendly"); where an Event limits the choice to a player\'s own units it says so (E68 "one of his own broken units"). The default of CC:E\'s reading, whose words CC:P keeps.',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
  {
    id: 'ccp.event-random-hex-without-subject',
    rules: ['E49', 'E79', '1.8'],
    quotes: [
      { rule: 'E49', text: 'a) Ignore any portion of an event that is impossible to fulfill given current game conditions while performing those parts that are possible, if any.' },
      { rule: 'E79', text: 'c) Place the selected unit in or adjacent to that hex, broken [3.2].' },
    ],
    question:
      'As in CC:E (cce.event-random-hex-without-subject): Walking Wounded selects a unit on the Casualty Track, then determines a random hex to place it at. With no unit on the track, is the random hex still determined (its card revealed, 6.1.2 if it is the last), or is the rest of the Event void?',
    alternatives: [
      { id: 'determined', means: 'the random hex is still determined (its card revealed); only the placement is impossible' },
      { id: 'skipped', means: 'the random hex serves only to place the selected unit: with nothing selected, it is not determined and the Event ends' },
    ],
    default: 'determined',
    reason: 'E49 ignores only the portions that are impossible "while performing those parts that are possible", and E49 b) performs the activities in the order stated; determining a random hex is a listed step possible on its own (the default of CC:E\'s reading, whose words CC:P keeps).',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
  {
    id: 'ccp.event-blaze-not-placed',
    rules: ['E53', 'E49'],
    quotes: [
      { rule: 'E53', text: 'If that hex is not water terrain and does not already contain a blaze, place a blaze marker [T83] into it. Remove any smoke or fortification marker from the hex.' },
      { rule: 'E53', text: 'Any units in the hex must be removed by their owners and placed into any adjacent hex(es) not containing another blaze (inactive player first). They are eliminated otherwise.' },
      { rule: 'E49', text: 'b) When an event lists more than one activity to perform, they are performed in the order stated within the event itself.' },
    ],
    question:
      'As in CC:E (cce.event-blaze-not-placed): the Blaze Event\'s Random Hex is water terrain with units in it, so no Blaze is placed. Are its units still removed and placed into adjacent hexes (eliminated if they cannot be), the sentences after the "If" being activities of their own (E49 b)?',
    alternatives: [
      { id: 'blaze-only', means: 'no: removing the markers and the units is what the Blaze does to its hex (15.1.5); with no Blaze placed the rest of the Event is impossible (E49 a) and the units stay' },
      { id: 'literal', means: 'yes: each sentence is an activity of its own (E49 b), so the units of the Random Hex are displaced, or eliminated, even though no Blaze was placed' },
    ],
    default: 'blaze-only',
    reason:
      '15.1.5: "While a blaze occupies a hex, no unit and no marker listed above may exist there [E53]" — the removals spell out the Blaze\'s consequences, and CC:P\'s "not containing another blaze" presupposes the one just placed (the default of CC:E\'s reading, whose words CC:P keeps).',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
  {
    id: 'ccp.walking-wounded-casualty-space',
    rules: ['11.2', 'E79'],
    quotes: [
      { rule: '11.2', text: 'Units are stacked one per numbered space on their owner’s side of the Weapons' },
      { rule: 'E79', text: 'c) Place the selected unit in or adjacent to that hex, broken [3.2].' },
    ],
    question:
      'As in CC:E (cce.walking-wounded-casualty-space): Walking Wounded takes a unit off the Casualty Track. Is its space free again (that side has one unit fewer on its track, which Battlelust E52 counts), or does the track keep counting it?',
    alternatives: [
      { id: 'space-freed', means: 'the space is empty again: that side has one unit fewer on its track (occupied − 1)' },
      { id: 'space-kept', means: 'the track is a tally of casualties suffered, which E79 does not undo: the spaces filled so far stay counted (occupied unchanged)' },
    ],
    default: 'space-freed',
    reason: '11.2 puts units "one per numbered space": a space whose unit has left holds no unit (the default of CC:E\'s reading, whose words CC:P keeps).',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
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
    id: 'ccp.sand-sogeki-hei',
    rules: ['T82', '3.3.4'],
    quotes: [
      { rule: 'T82', text: 'Sand —The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2.' },
      { rule: '3.3.4', text: 'A Sogeki Hei is treated as being Ordnance [5.5] for all purposes except that it is a unit and not a weapon.' },
    ],
    question:
      'Digest 004 §5.2 item 20: a Sogeki Hei fires at a beach hex. T82\'s Sand lowers the Attack Total of "any dive bomber, radio or ordnance weapon"; the Sogeki Hei is Ordnance "for all purposes", but "a unit and not a weapon". Is its Attack Total decreased by 2?',
    alternatives: [
      { id: 'not-a-weapon', means: 'no: Sand names an ordnance weapon, and 3.3.4 b) excepts exactly that: the Sogeki Hei is a unit, not a weapon; its Attack Total is its FP plus the dice multiplied (3.3.4 c)' },
      { id: 'ordnance', means: 'yes: it is treated as Ordnance for all purposes, Sand among them; its multiplied Attack Total is decreased by 2' },
    ],
    default: 'not-a-weapon',
    reason:
      'Sand lists what it lowers by kind of piece (dive bomber, radio, ordnance weapon), and 3.3.4 b) names the one respect in which the Sogeki Hei is not Ordnance, "a unit and not a weapon": the words meet. The Glossary\'s Ordnance ("Any aircraft, weapon, or Sogeki Hei unit") shows the rulebook naming the Sogeki Hei beside the weapons when it means it.',
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
    id: 'ccp.los-hexspine',
    rules: ['16.1', '16.2.2', '16.3.4'],
    quotes: [
      { rule: '16.1', text: 'If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening hex, that LOS is blocked [16.2] or hindered [16.3]' },
      { rule: '16.2.2', text: 'In other words, a LOS traced through any portion of a Blazing hex – including directly along its hexside – is blocked by that marker.' },
    ],
    question:
      'As in CC:E (cce.los-hexspine): a situation states terrain per hex, not its printed depiction. A LOS traced exactly along a hexspine between two intervening hexes of different terrain: does it touch the stronger terrain (an Obstacle on one side blocks) or can it pass on the weaker side?',
    alternatives: [
      { id: 'lesser', means: 'the weaker of the two hexes decides: an Obstacle blocks only if both hexes are Obstacles; Blaze and Smoke of either hex count (they fill their hex)' },
      { id: 'greater', means: 'the stronger of the two hexes decides: an Obstacle in either hex blocks' },
    ],
    default: 'lesser',
    reason:
      'CC:P keeps CC:E\'s words: 16.2.2 and 16.3.4 single out blaze and smoke as filling their hex "including directly along its hexside", so printed terrain does not reach the hexside by itself (the CC:E default).',
    procedures: ['los'],
  },
  {
    id: 'ccp.los-corner',
    rules: ['16.1', '16.2.2', '16.3.4'],
    quotes: [
      { rule: '16.1', text: 'If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening hex, that LOS is blocked [16.2] or hindered [16.3]' },
      { rule: '16.2.2', text: 'A blaze marker [T83] is considered to fill the entirety of the hex that it occupies.' },
    ],
    question: 'As in CC:E (cce.los-corner): a LOS that passes exactly through a vertex touches a third hex at that single point. Does the terrain of that hex affect it?',
    alternatives: [
      { id: 'ignored', means: 'no: a hex touched at one point only does not affect the LOS; Blaze and Smoke in such a hex still do ("any portion")' },
      { id: 'counts', means: 'yes: the hex touched at the vertex affects the LOS as if the line crossed it' },
    ],
    default: 'ignored',
    reason: 'A depiction printed inside a hex does not reach its vertices; only blaze and smoke are said to fill their hex (16.2.2, 16.3.4), as in CC:E (the CC:E default).',
    procedures: ['los'],
  },
  {
    id: 'ccp.reconnoiter-own-hex',
    rules: ['O30', '16.1'],
    quotes: [
      { rule: 'O30', text: 'provided that leader has a LOS to at least one enemy unit.' },
      { rule: '16.1', text: 'Generally, a unit in one hex must be able to see a unit in another hex in order to fire at it.' },
      { rule: '16.1', text: 'An Obstacle or Hindrance that is within the sighting or target hex will not affect LOS.' },
    ],
    question:
      'O30 asks for a leader with "a LOS to at least one enemy unit". A leader in a melee hex (19.1) shares its hex with enemy units: does that count, when 16.1 speaks of seeing "a unit in another hex" and no rule traces a LOS from a hex to itself?',
    alternatives: [
      { id: 'own-hex-counts', means: 'yes: a leader sees the enemy units in its own hex (nothing lies between the centre dot and itself), so it may Reconnoiter from a melee hex' },
      { id: 'other-hexes-only', means: 'no: a LOS runs to another hex; enemy units in the leader\'s own hex do not qualify it' },
    ],
    default: 'own-hex-counts',
    reason:
      '16.1\'s "Generally" describes firing, which a melee hex excludes anyway (O27.1.2); O30 asks only for a LOS, and the string from a centre dot to itself meets no Obstacle: "within the sighting or target hex will not affect LOS".',
    procedures: ['reconnoiter'],
  },
  {
    id: 'ccp.sighting-per-random-hex',
    rules: ['1.8.2', '9.2'],
    quotes: [
      { rule: '1.8.2', text: 'At the conclusion of any Sniper/Event trigger that requires a random hex be revealed, the Japanese player must move one of his Sighting markers currently on the map [9] into that hex.' },
      { rule: '9.2', text: 'Each time a player reveals a random hex due to a die trigger, the Japanese player must move any one Sighting marker' },
    ],
    question:
      'Digest 004 §5.2 item 13: an Event that reveals several random hexes (E57 Detritus of War: three) — does a Sighting marker move into each of them, or once per trigger, into "that hex"?',
    alternatives: [
      { id: 'each-random-hex', means: 'one marker moves into each random hex the trigger revealed, in the order revealed' },
      { id: 'first-hex-only', means: 'one marker moves per trigger, into the first random hex it revealed' },
    ],
    default: 'each-random-hex',
    reason: '9.2 a) counts random hexes, not triggers: "Each time a player reveals a random hex due to a die trigger"; 1.8.2\'s "that hex" is written for the common case of one.',
    procedures: ['sighting'],
  },
  {
    id: 'ccp.light-wounds-moving-team',
    rules: ['A44', 'O29', 'O22.1', 'F104.1'],
    quotes: [
      { rule: 'A44', text: 'Take a team from the countermix – of the same quality as that player’s OB: either green, line or elite – and place it into the hex from which the squad was taken.' },
      { rule: 'A44', text: 'Finally, the team is treated as being the same unit from which it was created—so its activation status for the turn matches that of the swapped squad.' },
    ],
    question:
      'As in CC:E (cce.light-wounds-moving-team): a Squad activated to Move or Advance is saved by Light Wounds mid-Order (a Mine Attack as it enters or is about to exit a hex; an Op Fire at the hex it entered). Is its Team activated to Move (Advance) in the Order under way, taking the Squad\'s place in the move — going on moving with the MPs spent so far, entering the hex (or exiting the map) the Squad was leaving —, or is it only placed in the Squad\'s hex, its move over?',
    alternatives: [
      { id: 'team-goes-on', means: 'the Team is the same unit in the Order under way: in a Move among the movers (the MPs spent so far its own; it may go on moving); in an Advance its one-hex advance is under way or done (the Advance record names the Team)' },
      { id: 'team-stays', means: 'the Team is placed in the hex the Squad was taken from, its move over: a Move goes on without it; an Advance the Squad had not completed (saved as it was about to exit a mines hex) is no advance; for the Turn it counts as activated as the Squad did' },
    ],
    default: 'team-goes-on',
    reason:
      'CC:P\'s words are stronger than CC:E\'s ("treated as being the same unit from which it was created"): the same unit activated to Move or Advance goes on in its Order; the "so" that follows names only the activation status for the turn, which team-stays reads as all that is carried over (the default of CC:E\'s reading, whose question CC:P keeps).',
    procedures: ['move', 'advance'],
  },
  {
    id: 'ccp.explosive-charge-group-adjacent',
    rules: ['A40', 'A42', 'O27.3.1'],
    quotes: [
      { rule: 'A40', text: 'Explosive Charge may only be played when the player gets “doubles” with a Fire Attack roll and the attack is against an adjacent hex containing a Fortification.' },
      { rule: 'A42', text: 'For a Fire Group, only one firing hex need be adjacent to the targeted hex.' },
    ],
    question: 'A Fire Group firing from a chain of hexes (O27.3.1) of which only some are adjacent to the targeted hex: is its attack "against an adjacent hex" for Explosive Charge? A42 Hand Grenades settles the same question for itself; A40 does not say.',
    alternatives: [
      { id: 'every-firing-hex', means: 'no: every firing hex must be adjacent to the targeted hex' },
      { id: 'one-firing-hex', means: 'yes: one firing hex adjacent to the targeted hex is enough, as A42 says for Hand Grenades' },
    ],
    default: 'every-firing-hex',
    reason: 'A40 asks that "the attack is against an adjacent hex", and a Fire Group\'s attack is made by every firing piece (O27.3.1); A42 needs a sentence of its own to let one adjacent firing hex do for Hand Grenades ("For a Fire Group, only one firing hex need be adjacent"), and A40 has none. The other reading takes A42\'s sentence as the Actions\' general convention.',
    procedures: ['explosive-charge', 'fire'],
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
  {
    id: 'ccp.night-move-gully',
    rules: ['18.2', 'T81.1', 'T88'],
    quotes: [
      { rule: '18.2', text: 'Each Terrain Type (that is, terrain above the dotted line on the Terrain Chart) has its Move Cost increased by 1.' },
      { rule: 'T81.1', text: 'Terrain “Types” are shown on this Chart with green backgrounds. Terrain “Features” are shown with tan backgrounds and generally only serve to modify the Terrain Type they share a hex with.' },
    ],
    question:
      'Digest 004 §5.2 item 19: the Terrain Chart (a player aid card, not in the rulebook) places each terrain above or below its dotted line. Is a Gully (T88: Move Cost 2, Cover 1) a Terrain Type, whose Move Cost night raises by 1 (3 MPs), or a Terrain Feature, unaffected (2 MPs)?',
    alternatives: [
      { id: 'terrain-type', means: 'a Gully is a Terrain Type: entering it at night costs 2 + 1 = 3 MPs' },
      { id: 'terrain-feature', means: 'a Gully is a Terrain Feature: entering it at night costs its 2 MPs, as by day' },
    ],
    default: 'terrain-type',
    reason:
      'T88 gives the Gully a Move Cost and a Cover of its own, as each Terrain Type has, where the Features 18.2 names (roads, trails, hills) only modify the type they share a hex with ("generally only serve to modify the Terrain Type they share a hex with"): a Trail costs 1 only along it, a Hill adds +1 uphill.',
    procedures: ['move'],
  },
  {
    id: 'ccp.water-barrier-from-water',
    rules: ['T99', 'O29'],
    quotes: [
      { rule: 'T99', text: 'MOVE COST: all A moving unit must begin its Move order adjacent to the water barrier hex it enters and cannot Move into any other hexes along the way.' },
      { rule: 'T99', text: 'A unit loses all remaining MPs after entering a water barrier hex, even if that hex contains a leader.' },
    ],
    question:
      'Digest 004 §5.2 item 27: a unit that begins its Move order in a water barrier hex is adjacent to the next water barrier hex. May it enter that hex (one water barrier hex per Move order, as the words\' adjacency allows), or is a water barrier entered only from a hex that is not one (the unit "begins" beside the water it enters, on its shore)?',
    alternatives: [
      { id: 'from-water', means: 'a unit that begins its Move order in a water barrier hex may enter an adjacent water barrier hex as the first hex it enters (all its MPs), as any unit adjacent to one may' },
      { id: 'from-land', means: 'a unit that begins its Move order in a water barrier hex may not enter another water barrier hex: it may only leave the water for a hex that is not one' },
    ],
    default: 'from-water',
    reason:
      'T99 states its condition as adjacency ("must begin its Move order adjacent to the water barrier hex it enters"), which a unit in the next water barrier hex meets; nothing in T99 or T81 forbids entering one water barrier hex from another, and the other two questions of item 27 are settled by T99\'s own words (machines/ccp/move.ts: "MOVE COST: all" is whatever MPs the unit has, which it always has in full in the first hex it enters, so its O29 activation test accepts a water barrier hex).',
    procedures: ['move'],
  },
  {
    id: 'ccp.bridge-along-road',
    rules: ['T84', 'T81.1', 'T94', 'T98', '18.2'],
    quotes: [
      { rule: 'T84', text: 'MOVE COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex.' },
      { rule: 'T81.1', text: 'generally only serve to modify the Terrain Type they share a hex with' },
      { rule: 'T94', text: '½ if travelling along the road depiction and no enemy unit has a LOS to that hex' },
      { rule: '18.2', text: 'Terrain Features – roads, trails and hills, for example – are not af fected.' },
    ],
    question:
      'A Bridge hex that also holds a Road (or a Trail) is entered across a Road (or Trail) hexside. T84 gives the Bridge, a Terrain Type, "1 if traversing a bridge/road/trail hexside"; T81.1 says Features "generally only serve to modify the Terrain Type they share a hex with", and the Road travelled along costs ½ where no enemy unit has a LOS to the hex (T94; a Trail 1, T98). Is the cost the Bridge\'s 1 (a Terrain Type\'s, raised by 1 at night, 18.2), or the Road\'s or Trail\'s (a Feature\'s: ½ unseen, never raised at night)?',
    alternatives: [
      { id: 'bridge-cost', means: 'the Bridge\'s 1 (T84), a Terrain Type\'s cost: 2 at night (18.2), whether or not an enemy unit sees the hex' },
      { id: 'road-modifies', means: 'the Road\'s (T94: ½ where no enemy unit has a LOS to the hex, else 1) or the Trail\'s 1 (T98), a Feature\'s cost, not raised at night (18.2); the Bridge\'s 1 only where no Road or Trail is followed' },
    ],
    default: 'bridge-cost',
    reason:
      'T84 names the road and trail hexsides itself ("traversing a bridge/road/trail hexside") and gives them its own cost; T81.1 puts a Terrain Type above the Features that modify it and gives the Bridge as its example ("a \u201cbridge hex\u201d for all purposes"), and "generally" leaves room for a Terrain Type that prices the Feature crossing it, as T84 does.',
    procedures: ['move'],
  },
  {
    id: 'ccp.bridge-over-water-barrier',
    rules: ['T84', 'T99', 'T81.1', 'O29'],
    quotes: [
      { rule: 'T84', text: 'A bridge may span the entirety of one or more hexes, with a small part of the bridge extending across the outermost hexsides into opposite hexes' },
      { rule: 'T84', text: 'MOVE COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex.' },
      { rule: 'T99', text: 'MOVE COST: all A moving unit must begin its Move order adjacent to the water barrier hex it enters and cannot Move into any other hexes along the way. A unit loses all remaining MPs after entering a water barrier hex, even if that hex contains a leader.' },
      { rule: 'T81.1', text: 'Example: A bridge together with a stream is a “bridge hex” for all purposes, not a “stream hex” (and thus not a water hex, either).' },
    ],
    question:
      'A bridge spans a water barrier hex (the map shows both). T84 costs a bridge hex 1 "if traversing a bridge/road/trail hexside", and T81.1\'s example makes a bridge over a stream a "bridge hex" for all purposes; but T99\'s "MOVE COST: all" and its "must begin its Move order adjacent to the water barrier hex it enters" speak of any water barrier hex, T81.1\'s example names only the stream, and digest 004 §5.2 item 27 leaves the water barrier\'s entry open. Is a bridge over a water barrier entered across a bridge/road/trail hexside a bridge hex (1 MP, the unit moving on), or is every entry into the hex a water barrier\'s ("all", first hex only)?',
    alternatives: [
      { id: 'bridge-hex', means: 'across a bridge/road/trail hexside the hex costs the Bridge\'s 1 (T84; 2 at night, 18.2) and the unit may go on; entered otherwise it costs "the other terrain in the hex", the Water Barrier\'s "all" (T99: first hex only, all MPs lost); a unit on the bridge does not stand in a water barrier hex (ccp.water-barrier-from-water)' },
      { id: 'water-barrier', means: 'every entry into the hex is a water barrier\'s (T99: only as the first hex the unit enters, for all its MPs, which it then loses), across a bridge hexside or not, and a unit on the bridge stands in a water barrier hex as its Move goes on (the Move Cost and entry only: its Cover, a Weapon firing from it and the Hidden actions placed there are the Bridge\'s under both alternatives, T81.1 "for all purposes")' },
    ],
    default: 'bridge-hex',
    reason:
      'T84 prices the bridge by the hexside traversed and sends every other entry to "the other terrain in the hex", which here is the water barrier and its "all"; T81.1 ranks the bridge above the water it spans ("the one closest to the top of the chart takes precedence") and gives the bridge over a stream as its example, "for all purposes". Scope: the Move Cost only; the hex\'s Cover is the better instance, the Bridge\'s 1 (T81.3.1), and a Weapon fires from it (T81.1: not a water hex), under both.',
    procedures: ['move'],
  },
  {
    id: 'ccp.charge-unmovable-units',
    rules: ['O25.1', 'O29'],
    quotes: [
      { rule: 'O25.1', text: 'all Japanese units not yet activated for the turn a) have any suppressed marker removed; then b) are rallied if broken ; then c) are automatically activated for a Move order [O29].' },
      { rule: 'O29', text: 'A unit cannot be activated to Move if, at the moment it would be activated, it doesn’t have enough MPs to enter at least one new hex.' },
    ],
    question:
      'Digest 004 §5.2 item 15: a Charge activates "all" Japanese units not yet activated for a Move order, but O29 forbids activating a unit that cannot enter any hex. Is such a unit (after steps a and b) activated by the Charge, so that no later order may activate it this turn, or does it stay not activated?',
    alternatives: [
      { id: 'activated', means: 'every Japanese unit not yet activated is activated by the Charge, whether or not it can then enter a hex' },
      { id: 'not-activated', means: 'a unit that, unsuppressed and rallied, cannot enter any adjacent hex is not activated by the Charge (O29); a Charge that would activate none is refused' },
    ],
    default: 'activated',
    reason:
      'O25.1 names its units by one test, "not yet activated for the turn", and calls the activation "automatic"; the precondition that follows asks only whether "every Japanese unit on the map has already been activated that turn". O29\'s test is the legality of activating a unit by a Move card, which the Charge replaces.',
    procedures: ['turn'],
  },
  {
    id: 'ccp.charge-op-fire-melee',
    rules: ['O25.2', 'O27.1.2', 'A41.3'],
    quotes: [
      { rule: 'O25.2', text: 'any or all Allied units not yet activated for the turn may be immediately activated for an Op Fire action [A41], at the Allied player’s discretion.' },
      { rule: 'A41.3', text: 'Units (and their weapons) that are activated for Op Fire follow all normal rules for a Fire order [O27], with three important exceptions' },
      { rule: 'O27.1.2', text: 'Units in a melee hex can’t be activated to fire.' },
    ],
    question:
      'O25.2 lets "any or all Allied units not yet activated" be activated for Op Fire as a Charge begins; A41.3 has units activated for Op Fire follow the normal Fire order rules, and O27.1.2 says units in a melee hex cannot be activated to fire (none of A41.3\'s three exceptions). May an Allied unit in a melee hex be activated by O25.2?',
    alternatives: [
      { id: 'not-in-melee', means: 'an Allied unit in a melee hex (a hex holding units of both sides, 19.1) is not eligible: O27.1.2 applies through A41.3' },
      { id: 'any-unit', means: 'every Allied unit not yet activated is eligible, as O25.2 says "any or all"' },
    ],
    default: 'not-in-melee',
    reason:
      'O25.2 cites A41 for what the activation is ("for an Op Fire action [A41]"), and A41.3 lists the only rules of a Fire order that Op Fire sets aside (Ordnance, firing once, one attack per MP expenditure); O27.1.2 is not among them. "Any or all" says how many the Allied player may pick, not which units may be activated to fire.',
    procedures: ['turn'],
  },
  {
    id: 'ccp.night-hindrance-accuracy',
    rules: ['18.3', '7.2', 'O24.3.2', 'O24.7', '16.3.1'],
    quotes: [
      { rule: '18.3', text: 'There exists an automatic Hindrance of … X, where X is the range from the sighting … unit’s hex to the targeted unit’s hex' },
      { rule: 'O24.3.2', text: 'make a normal Targeting roll [O27.2.3] using the range between the spot ter and the SR’s curr ent hex.' },
      { rule: '16.3.1', text: 'Any Accuracy [O24.3.2] or Targeting [O27.2] LOS traced through an intervening Hindrance will have its roll decreased' },
      { rule: 'O24.7', text: 'b) make an Accuracy roll and subsequent drift check following the procedure used for an artillery strike [O24.3.2]' },
    ],
    question:
      'Digest 004 §5.2 item 18: at night, does 18.3\'s automatic Hindrance (the range, unless a starshell within 2 hexes illuminates the target hex, 7.2) lower the Accuracy roll of a Fire For Effect or an Illumination? 18.3 speaks of the "sighting unit" and the "targeted unit", and 16.3.1 of an "intervening Hindrance"; the SR\'s hex need hold no unit and the night is no terrain between the hexes.',
    alternatives: [
      { id: 'applies', means: 'yes: the Accuracy roll is a "normal Targeting roll" (O24.3.2), so the night Hindrance of the spotter-to-SR range lowers it as it lowers any Targeting roll, unless the SR\'s hex is illuminated (7.2); it is not cumulative with the other Hindrances' },
      { id: 'not-applies', means: 'no: the night Hindrance is a unit\'s sighting of a targeted unit (18.3); the SR\'s hex holds no target, and the Accuracy roll counts only the Hindrances along the LOS (16.3.1)' },
    ],
    default: 'applies',
    reason:
      'O24.3.2 makes the Accuracy roll "a normal Targeting roll", and CC:P Fire reads 18.3 as an automatic Hindrance on every Targeting roll; the spotter sights the hex he calls the strike on. An Illumination that the darkness it is meant to lift did not hinder would be odd.',
    procedures: ['asset-request'],
  },
  {
    id: 'ccp.strafing-hindrance',
    rules: ['O24.5', 'O27.3.2', '16.3', 'T89.5'],
    quotes: [
      { rule: 'O24.5', text: 'b) Make a 9 FP Fire Attack [O27.3] vs each hex in a line directly in front of the fighter' },
      { rule: 'O27.3.2', text: 'If the LOS from any non-ordnance firing piece to the target hex is hindered [16.3] that shot’s FP is reduced by the largest such Hindrance.' },
      { rule: 'O27.2', text: 'Ordnance —Any aircraft, weapon, or Sogeki Hei unit with a white bar highlighting its stats.' },
    ],
    question:
      'Digest 004 §5.2 item 28: the Strafing Run is "a 9 FP Fire Attack [O27.3]", and O27.3.2 reduces the FP of "any non-ordnance firing piece" by the largest Hindrance on its LOS (traced, here, as from a level 5 hill: T89.5 ignores lower Hindrances, smoke always counts). But the glossary names "Any aircraft ... with a white bar" as ordnance, and whether the fighter side carries the bar the text does not say. Is the fighter\'s FP reduced by the Hindrance on its line to each hex?',
    alternatives: [
      { id: 'reduced', means: 'yes: the fighter makes a Fire Attack with no Targeting roll, so it attacks as a non-ordnance piece: 9 FP less the largest Hindrance on its level 5 LOS to the hex (O27.3.2)' },
      { id: 'ordnance', means: 'no: the aircraft is ordnance (glossary), whose Hindrance lowers the Targeting roll instead (O27.2.4); a Strafing Run has none, so its 9 FP is never reduced' },
    ],
    default: 'reduced',
    reason:
      'O24.4 makes the dive bomber roll to hit only "as if the dive bomber were ordnance" — it is not ordnance otherwise — and O24.5 gives the fighter no Targeting roll at all: its Fire Attack is a non-ordnance one, which O27.3.2 reduces by the Hindrance.',
    procedures: ['asset-request'],
  },
  {
    id: 'ccp.aircraft-cave',
    rules: ['F102.2.3', 'F102.2.2', 'F102.2.1', 'O24.4', 'O24.5', '8'],
    quotes: [
      { rule: 'F102.2.3', text: 'A cave grants its occupants an alternate Cover of “8” instead vs ● aircraft or mortar attacks emanating from downslope ● any artillery attack.' },
      { rule: 'F102.2.2', text: 'Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them' },
      { rule: 'O24.4', text: 'LOS is checked as if the dive bomber occupied a level 5 hill [T89].' },
      { rule: '8', text: 'An aircraft is not a weapon.' },
    ],
    question:
      'A Bombing Run (O24.4 c) or Strafing Run (O24.5 b) attacks a hex whose cave holds Japanese units. The aircraft\'s LOS is checked "as if [it] occupied a level 5 hill", above every hill level (T89: levels 1-4), so its thread always crosses the cave hex\'s hexside at or above the cave\'s level: upslope (F102.2.1). Yet F102.2.3 gives the occupants 8 against "aircraft ... attacks emanating from downslope", which then never happens, and F102.2.2\'s immunity is against attacks "from a unit or weapon", which an aircraft is not (8). What do the occupants get against an aircraft\'s attack?',
    alternatives: [
      { id: 'cover-8', means: 'F102.2.3 names aircraft: the occupants are seen and reached, and defend with the cave\'s alternate Cover 8 (the better single instance with the hex\'s, T81.3.1); the level 5 hill is for checking the LOS only' },
      { id: 'immune', means: 'the aircraft, as on a level 5 hill, is upslope of every cave: the occupants are neither seen (no target for the dive bomber, no strafed hex, by them) nor reached (no Defense roll), as F102.2.2 says of units upslope' },
      { id: 'hex-cover', means: 'the words as they stand: not downslope, so no cave Cover; not a unit or weapon, so no immunity: the occupants are reached and defend with the hex\'s Cover' },
    ],
    default: 'cover-8',
    reason:
      'F102.2.3 lists aircraft attacks by name beside mortars, so the cave\'s 8 is meant to apply to them; O24.4 places the aircraft on a level 5 hill only for checking its LOS ("LOS is checked as if"), not as the hex its attack emanates from, and F102.2.2\'s immunity is written for attacks "from a unit or weapon", which an aircraft is not (8).',
    procedures: ['asset-request'],
  },
  {
    id: 'ccp.pull-up-defense-roll',
    rules: ['O24.4', 'O24.5', '1.9.1.3', 'O27.3.4', 'E50'],
    quotes: [
      { rule: 'O24.4', text: 'Pull Up! —If an Air Support event occurs at any point during a Bombing Run, the Run is cancelled with no further effect.' },
      { rule: '1.9.1.3', text: 'Each of the four triggers explained below are always performed in their entirety before any … results of the die roll that triggered them are … implemented.' },
      { rule: '1.9.1.3', text: 'So the roll itself locks in a result but that result is not physically implemented on the map until after the die trigger is resolved.' },
      { rule: 'O27.3.4', text: 'for each of his units that were in a hex at the moment that a Fire Attack roll was made against it' },
    ],
    question:
      'During a Bombing or Strafing Run a unit\'s Defense roll against the Run\'s Fire Attack draws the Air Support event (an Event! trigger, 1.9.3). Pull Up! cancels the Run "with no further effect", and 1.9.1.3 resolves the trigger "before any results of the die roll that triggered them are implemented" while "the roll itself locks in a result". Is that Defense roll\'s locked result implemented, and do the other units of the hex still make their Defense rolls against the same Fire Attack (O27.3.4)?',
    alternatives: [
      { id: 'not-implemented', means: 'no: the Event comes before the roll\'s result, and after it the Run has no further effect: that roll\'s result is not implemented and no other unit rolls; the Run ends pulled up' },
      { id: 'locked-stands', means: 'that roll\'s locked result is implemented (1.9.1.3: the roll locks it in), the Run\'s remaining rolls (the other units of the hex, the next hexes) are not made; the Run ends pulled up' },
      { id: 'hex-completes', means: 'the Fire Attack roll was made against every unit in the hex (O27.3.4): that roll\'s result and every other unit\'s Defense roll against it are made and implemented, then the Run ends pulled up (no next hex, the aircraft not removed by the Run)' },
    ],
    default: 'not-implemented',
    reason:
      'Pull Up! cancels "the Run" and leaves it "no further effect": the Event is resolved in its entirety before the roll\'s result is implemented (1.9.1.3), so that result comes after the cancellation, as the Targeting and Fire Attack rolls\' locked results do, whose Pull Up! the rulebook explains as "the bomb harmlessly went astray". The other two read the Defense roll as the defending player\'s, not the Run\'s.',
    procedures: ['asset-request'],
  },
  {
    id: 'ccp.hidden-cave-entry',
    rules: ['F102.1.1', 'F102.2.2', 'A43.1', 'O27.3.4'],
    quotes: [
      { rule: 'A43.1', text: 'Hidden Cave may only be played just prior to the scenario Defender making a Defense roll.' },
      { rule: 'F102.1.1', text: 'immediately after the cave is placed into its hex (via the Hidden Cave action [A43.1]).' },
      { rule: 'O27.3.4', text: 'for each of his units that were in a hex at the moment that a Fire Attack roll was made against it (exception: units inside caves—see F102.2.2).' },
    ],
    question:
      'Digest 004 §5.2 item 21: Hidden Cave places a cave after the Fire Attack roll, just before the Defense rolls, and F102.1.1 lets the Japanese units in the hex enter it at once. Does a unit that enters it then defend as an occupant (immune from upslope, the cave\'s Cover from downslope), or as the unit outside the cave that the roll was made against?',
    alternatives: [
      { id: 'occupants-defend', means: 'a unit that enters the new cave defends as an occupant: immune to the attack if it came from upslope, the cave\'s alternate Cover if from downslope or artillery' },
      { id: 'attacked-outside', means: 'the attack was rolled against the unit outside the cave: it defends with the hex\'s Cover; the cave protects it from the next attack on' },
    ],
    default: 'occupants-defend',
    reason:
      'O27.3.4 sets apart "units inside caves" when the Defense rolls are made, and Hidden Cave is played "just prior to" them with F102.1.1 naming that very moment for entering: the action is timed so that the cave counts for the Defense rolls at hand.',
    procedures: ['cave', 'fire', 'asset-request', 'move'],
  },
  {
    id: 'ccp.cave-fire-group-slope',
    rules: ['F102.2.2', 'F102.2.3', 'O27.3.1'],
    quotes: [
      { rule: 'F102.2.2', text: 'Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them, even when other units in the same hex – but outside the cave – are affected normally.' },
      { rule: 'F102.2.3', text: 'A cave bestows upon its occupants – only; not the hex itself – an alternate Cover of “4” to most fire attacks emanating from downslope.' },
      { rule: 'O27.3.1', text: 'Every piece in a Fire Group must have both an unobstructed LOS to an enemy unit in the target hex and be within range of that hex for the Fire Attack roll to be made.' },
    ],
    question:
      'A Fire Group at a cave hex with Japanese units both inside and outside the cave has pieces upslope of the cave (each seeing only the units outside) and pieces downslope. Its one attack emanates from both: are the occupants immune to it, or reached (with the cave\'s Cover against an attack from downslope)?',
    alternatives: [
      { id: 'any-upslope', means: 'the attack emanates from a unit upslope as soon as one firing piece is upslope: the occupants are immune to it' },
      { id: 'all-upslope', means: 'the occupants are immune only if every firing piece is upslope; otherwise the attack reaches them from downslope (Cover 4, 8 vs a mortar)' },
    ],
    default: 'any-upslope',
    reason:
      'F102.2.2 makes the occupants immune to "all fire attacks emanating from a unit or weapon upslope of them", and a Fire Group\'s attack is one attack (O27.3.1.2: one FP, one roll) emanating from each of its pieces; nothing says that a piece downslope lifts the immunity.',
    procedures: ['fire'],
  },
  {
    id: 'ccp.hidden-japan-only',
    rules: ['A43', 'A43.1', 'A43.3'],
    quotes: [
      { rule: 'A43', text: 'The following seven “Hidden” actions may only be played by the scenario Defender—never a player assigned the Posture of Attacker, Banzai, Invader or Recon.' },
      { rule: 'A43.1', text: 'Hidden Cave —New action (Japan only).' },
      { rule: 'A43.3', text: 'Hidden Panji Trap —New action (Japan' },
      { rule: 'A43.3', text: 'Effect —The Japanese player chooses to do one of the following:' },
    ],
    question:
      'Digest 004 §5.2 item 10: the Differences page calls Hidden Cave and Hidden Panji Trap "(Japan only)", A43 gives every Hidden action to "the scenario Defender", and Panji Trap\'s effect is the Japanese player\'s choice. May an Allied scenario Defender play them?',
    alternatives: [
      { id: 'japan-and-defender', means: 'both conditions hold: only the Japanese player, and only when he is the scenario Defender' },
      { id: 'defender-only', means: 'any scenario Defender, Allied too (the card\'s owner chooses for Panji Trap\'s effect)' },
    ],
    default: 'japan-and-defender',
    reason:
      'The two texts do not contradict each other: A43 names who may play any Hidden action, the Differences page and "The Japanese player chooses" add to Hidden Cave and Panji Trap whose they are (a cave is Japanese only: "Only Japanese units can use caves", F102.1).',
    // Move and Advance offer Hidden Panji Trap at each hex entered (machines/ccp/hidden.ts panjiTrapAllowed).
    procedures: ['hidden', 'move', 'advance'],
  },
  {
    id: 'ccp.advancing-tie-breaks',
    rules: ['O27.3.4', 'F104.2', 'O22.1'],
    quotes: [
      { rule: 'O27.3.4', text: 'If the Defense Total is equal to the Attack Total, the unit becomes suppressed [4.2] unless it is currently activated to Move—in which case it breaks instead.' },
      { rule: 'F104.2', text: 'A Mine Attack roll follows the same general rules and restrictions as for a Fire Attack roll [O27.3.3 & O27.3.4] except that only the moving/advancing units in the hex need make a Defense roll.' },
      { rule: 'O22.1', text: 'A unit that is activated to Advance can enter one of the six hexes adjacent to the one it currently occupies, where it must stop.' },
    ],
    question:
      'As in CC:E (cce.advancing-tie-breaks, digest §5.B item 9): a Mine Attack on an advancing unit ends in a tie. The unit is activated to Advance, not to Move [O29]: is it suppressed, or does it break as a moving unit would?',
    alternatives: [
      { id: 'suppress', means: 'a tie suppresses the advancing unit (it is not activated to Move)' },
      { id: 'break', means: 'a tie breaks the advancing unit (a broken one is eliminated), treating it like a unit activated to Move' },
    ],
    default: 'suppress',
    reason:
      'O27.3.4 c) names units "currently activated to Move", and 14.2.2 tells the two Orders apart ("A unit activated to Advance [O22] or Move [O29]"): an Advance is another Order, as CC:E\'s default reads O20.3.4.',
    procedures: ['advance'],
  },
  {
    id: 'ccp.stealth-sighting-marker-impassable',
    rules: ['E75', '15.1.5', '9'],
    quotes: [
      { rule: 'E75', text: 'If he does, he removes that unit or Sighting marker from the hex that it occupies and places it into an adjacent hex. A unit can’t be placed in an impassable hex (such as a blaze).' },
      { rule: '15.1.5', text: 'While a blaze occupies a hex, no unit and no marker listed above may exist there' },
    ],
    question:
      'E75 lets the Japanese player move a unit or a Sighting marker into an adjacent hex, and then bars only "A unit" from an impassable hex; 15.1.5 keeps out of a blaze hex units and the markers it lists, which do not include Sighting markers. May a Sighting marker be placed into an impassable hex (a blaze)?',
    alternatives: [
      { id: 'allowed', means: 'a Sighting marker may be placed into any adjacent hex, a blaze too: only units are barred' },
      { id: 'barred', means: 'a Sighting marker, like a unit, cannot be placed into an impassable hex' },
    ],
    default: 'allowed',
    reason:
      'The sentence that bars the impassable hex names "A unit" right after naming "that unit or Sighting marker", and 15.1.5\'s list of what cannot exist in a blaze hex leaves Sighting markers out; the rulebook asks that "a rule means exactly what it says" (its IMPORTANT box). A Sighting marker is no unit: it only marks where infiltrators may later appear (9.2 b), and 1.8.2 moves one into a random hex without regard to terrain.',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
  {
    id: 'ccp.reinforcements-sighting-marker-impassable',
    rules: ['E70', '15.1.5', '9'],
    quotes: [
      { rule: 'E70', text: 'Place the selected unit (along with its weapon, if any) or Sighting marker into any hex along his friendly map edge. A unit can’t be placed in an impassable hex (such as a blaze).' },
      { rule: '15.1.5', text: 'While a blaze occupies a hex, no unit and no marker listed above may exist there' },
    ],
    question:
      'E70 c) places "the selected unit ... or Sighting marker" into any hex along the friendly map edge, and then bars only "A unit" from an impassable hex; 15.1.5 keeps out of a blaze hex units and the markers it lists, which do not include Sighting markers. May a Sighting marker from the Support Table be placed into an impassable hex (a blaze) along the edge?',
    alternatives: [
      { id: 'allowed', means: 'a Sighting marker may be placed into any hex along his friendly map edge, a blaze too: only units are barred' },
      { id: 'barred', means: 'a Sighting marker, like a unit, cannot be placed into an impassable hex' },
    ],
    default: 'allowed',
    reason:
      'The same words as E75\'s (ccp.stealth-sighting-marker-impassable), read the same way: the sentence that bars the impassable hex names "A unit" right after naming the unit or Sighting marker, and 15.1.5\'s list leaves Sighting markers out; the rulebook asks that "a rule means exactly what it says" (its IMPORTANT box).',
    procedures: ['event', 'turn', 'fire', 'melee'],
  },
];
