/**
 * The readings register of Combat! Stalingrad (DESIGN.md rule 6): where the text is ambiguous or
 * contradicts itself for a procedure modelled under `cs`, a named reading with its alternatives. The
 * digest's numbered list (../shared/digests/combat-stalingrad.md §5) is the work list; quotes are checked
 * against the text in its Markdown form (oracle/quotes.ts markdownForm).
 */
import type { Reading } from '../core/readings';

export const CS_READINGS: Reading[] = [
  {
    id: 'cs.random-impulses-rounding',
    rules: ['4.4.8'],
    quotes: [
      { rule: '4.4.8', text: 'The results of the Random Impulses DR halved (fractions rounded down), represent the number of consecutive impulses the player may use.' },
      { rule: '4.4.8', text: "resulting in a '3'—halved to '1.5'—and rounded up to a '2' allowing the German to use two consecutive impulses on turn one." },
    ],
    question: 'Is the halved Random Impulses roll rounded down, as the rule says, or up, as its example does? (digest §5 item 6)',
    alternatives: [
      { id: 'up', means: 'halved and rounded up, as the example: a d10 of 1-10 gives 1-5 consecutive impulses' },
      { id: 'down', means: 'halved and rounded down, as the rule: 0-5 consecutive impulses; a roll of 1 gives none, so the player uses no impulse (and does not pass) and play shifts to his opponent' },
    ],
    default: 'up',
    reason: 'Rounding down gives a roll of 1 zero impulses, a case no rule provides for (a pass is a declared impulse, 4.4.5); the worked example rounds up and never leaves a player without an impulse.',
    procedures: ['turn'],
  },
  {
    id: 'cs.fire-or-move',
    rules: ['4.4.2', '4.2'],
    quotes: [
      { rule: '4.4.2', text: 'During the Fire and Movement Phase, both players may fire or move all, some or none of their eligible units.' },
      { rule: '4.2', text: 'a) Players alternate moving and/or firing their units, until both players pass consecutively.' },
      { rule: '4.4.4', text: 'he is the acting player until he finishes moving and/or firing one unit or group of units' },
    ],
    question: 'May a unit both move and fire in one Fire and Movement Phase? 4.4.2 says "fire or move" (the "or" in italics); 4.2 and 4.4.4 say "moving and/or firing". The movement and fire rules that would settle it (10, 15) are missing (digest §5 item 11).',
    alternatives: [
      { id: 'exclusive', means: 'a unit that moved this turn may not fire, and a unit that fired may not move (4.4.2)' },
      { id: 'both', means: 'moving does not stop a unit firing in a later impulse, nor firing moving (4.2, 4.4.4); each is limited only by its own rule (4.4.7 for moving, 15 for firing)' },
    ],
    default: 'exclusive',
    reason: 'The "or" of 4.4.2 is set in italics in the text, a deliberate emphasis; the "and/or" of 4.2 and 4.4.4 speaks of a player\'s units and of one impulse, not of one unit over the turn.',
    procedures: ['turn'],
  },
  {
    id: 'cs.random-impulses-first-roll',
    rules: ['4.4.8', '4.4.3'],
    quotes: [
      { rule: '4.4.3', text: 'The player with the Initiative may choose to go first or second in the Fire and Movement Phase.' },
      { rule: '4.4.8', text: 'Prior to using his first impulse, the Initiative player makes a Random Impulses d10 DR following the roll made to determine which side has Initiative.' },
      { rule: '4.4.8', text: 'When play shifts to the non-Initiative player, the routine is repeated, and so on, until the FMPh is over.' },
    ],
    question:
      'With Random Impulses, the Initiative player chooses to go second: does the non-Initiative player, who acts first, open with a Random Impulses roll? The rule has the Initiative player roll "prior to using his first impulse" and the routine repeated when play shifts to the other player, a sequence written for the Initiative player going first (digest §5 item 15).',
    alternatives: [
      { id: 'run-begins', means: 'every run of impulses opens with a roll by the player whose run it is, the non-Initiative player\'s first run included' },
      { id: 'initiative-player', means: 'the rolls begin with the Initiative player\'s first run: a non-Initiative player going first has one impulse (4.4.4) and no roll; every run after the Initiative player\'s first opens with a roll' },
    ],
    default: 'run-begins',
    reason:
      '"the routine is repeated, and so on, until the FMPh is over" makes the roll the way every run of the phase begins; the Initiative player\'s roll "prior to using his first impulse" says when his own roll is made, not that the other player\'s run goes without one. The optional rule is one of uncertainty for both sides (4.4.8: "adds quite a bit of uncertainty to the FMPh").',
    procedures: ['turn'],
  },
  {
    id: 'cs.rally-point-afv',
    rules: ['4.3.9.1'],
    quotes: [
      { rule: '4.3.9.1', text: 'No Rally Point may exist in a hex location containing an enemy unit or adjacent to an AFV on the same level.' },
      { rule: '4.3.9.1', text: 'A Russian T-34 76B in hex DTW E21 will not allow a German NCO in F21, ground level, to declare a Rally Point.' },
    ],
    question: 'Does any AFV adjacent on the same level forbid a Rally Point, or only an enemy AFV? The rule says "an AFV" where it says "an enemy unit" for the hex; its example has an enemy tank (digest §5 item 18).',
    alternatives: [
      { id: 'any', means: 'any AFV, friendly or enemy, adjacent to the leader on his level forbids the Rally Point (the rule\'s words)' },
      { id: 'enemy', means: 'only an enemy AFV adjacent on the leader\'s level forbids it (as the example and the hex clause "an enemy unit")' },
    ],
    default: 'any',
    reason: 'The sentence qualifies the hex clause with "enemy" and not the AFV clause; the example, an enemy tank, fits both readings and so does not narrow the words.',
    procedures: ['command'],
  },
  {
    id: 'cs.commissar-wounded-leader',
    rules: ['4.3.11.1'],
    quotes: [
      { rule: '4.3.11.1', text: "Units that fail this check adjust their yellow markers up one level instead of reducing them. Units already marked WIA suffer a 'C' result. Otherwise, no worse than a WIA may result (NCO/Officers are flipped to their WIA side)." },
      { rule: '2.3.1.1', text: 'a WIA marker is not placed on a wounded leader' },
    ],
    question: 'A wounded leader (flipped, never marked WIA) that is Disrupted fails a Commissar\'s Action Check: his marker would rise to WIA, which for a leader is the wounded side he already shows. Does he suffer a C, or is he no worse than wounded? (digest §5 item 20)',
    alternatives: [
      { id: 'casualty', means: 'a wounded leader counts as "already marked WIA" when his marker would rise to WIA: he suffers a C result' },
      { id: 'no-worse', means: '"no worse than a WIA may result": he stays wounded and Disrupted' },
    ],
    default: 'casualty',
    reason: 'For a leader the wounded side stands in for the WIA marker (2.3.1.1), and a unit at WIA that fails suffers a C; "no worse than a WIA" speaks of the units not already at WIA ("Otherwise").',
    procedures: ['command'],
  },
  {
    id: 'cs.double-zero-doubles',
    rules: ['3.2.16.1.1', '2.6.3', '2.6.2'],
    quotes: [
      { rule: '3.2.16.1.1', text: 'Whenever a player rolls doubles on any Firepower Factors Table (FFT) DR during the Fire & Movement Phase, he then rolls a subsequent d10' },
      { rule: '2.6.3', text: 'Rolling doubles (such as 33 or 88) on a d100 sometimes requires a subsequent roll on the Random Events Table.' },
      { rule: '2.6.2', text: "A roll of '00' equals 100." },
    ],
    question: "An FFT d100 of '00': both dice show the same face, but the roll is 100 (2.6.2). Is it doubles, calling for the Random Events d10? (digest §5 item 26)",
    alternatives: [
      { id: 'doubles', means: "a '00' is doubles, like 33 or 88: the d10 for a Random Event follows" },
      { id: 'not-doubles', means: "a '00' is the roll 100, not doubles: no Random Event check" },
    ],
    default: 'doubles',
    reason: "Doubles are named by the dice (\"such as 33 or 88\"), and a '00' shows the same face on both; reading it as 100 is how its value is counted (2.6.2), not how its faces are read.",
    procedures: ['random-event'],
  },
  {
    id: 'cs.scatter-zero-distance',
    rules: ['3.2.16.2', '2.6.2'],
    quotes: [
      { rule: '3.2.16.2', text: "The 10's die (darker) determines the direction and the 1's (lighter) die the distance. Note that directions 7-10 require a re-roll of the d10." },
      { rule: '2.6.2', text: "The term 'd10' refers to rolling a single ten-sided die. Read the '0' on the die as 10, not zero." },
    ],
    question: 'A Scatter whose ones die shows 0: is the distance 10 or 0? The Scatter is a d100 DR, whose ones face 0 is a digit; but its tens die is read as a d10 (directions 7-10, so a 0 is 10), and the distance die likewise could be (digest §5 item 27).',
    alternatives: [
      { id: 'ten', means: 'a 0 on the ones die is a distance of 10, as each die of the Scatter is read as a d10 (2.6.2)' },
      { id: 'zero', means: 'a 0 on the ones die is a distance of 0: the Random marker stays where it is' },
    ],
    default: 'ten',
    reason: 'The same roll reads its tens die as a d10 ("directions 7-10": a 0 must be 10 for there to be a direction 10); reading its other die the same way keeps one rule for both.',
    procedures: ['random-event'],
  },
  {
    id: 'cs.control-dispute',
    rules: ['3.2.6'],
    quotes: [
      { rule: '3.2.6', text: 'A side controls a hex only if it has at least one unit in the hex and there are no enemy units in any location of the hex' },
      { rule: '3.2.6', text: 'If both sides have units in the hex at the same time, the hex is Disputed.' },
      { rule: '3.2.6', text: "However, only an infantry unit 'larger' than a leader counts as a controlling unit. That is, vehicles, wrecks, artillery markers, information counters, and NCOs may not Control." },
    ],
    question: 'Does an enemy unit that may not Control (a leader, a vehicle) stop a side controlling a hex and make it Disputed, or do only controlling units count on both sides? (digest §5 item 23)',
    alternatives: [
      { id: 'any-unit', means: 'any enemy unit in the hex, a leader or a vehicle too, stops control; a hex with units of both sides is Disputed' },
      { id: 'controlling-units', means: 'only units that may Control count, for the enemy as for the friendly side: a squad with an enemy NCO in the hex controls it; two NCOs of opposite sides leave it Not Controlled' },
    ],
    default: 'any-unit',
    reason: 'The two sentences that decide control and dispute say "enemy units" and "units"; the sentence on "controlling unit" comes after them and speaks of which unit gives control, not of which takes it away.',
    procedures: ['victory'],
  },
  {
    id: 'cs.location-control',
    rules: ['3.2.6', '3.2.7'],
    quotes: [
      { rule: '3.2.6', text: 'A hex or location can be Controlled, Disputed or Not Controlled.' },
      { rule: '3.2.6', text: 'there are no enemy units in any location of the hex (e.g., in a cellar is a location)' },
      { rule: '3.2.7', text: "the enemy controls none of the building's ground level or Cellar locations" },
    ],
    question: 'A location (a Cellar, a ground level) can be Controlled, but the rule is written for a hex: do enemy units in the hex\'s other locations stop a side controlling a location, or only those in the location itself?',
    alternatives: [
      { id: 'hex-wide', means: 'a side controls a location with a controlling unit in it and no enemy unit in any location of the hex; units of both sides anywhere in the hex make it Disputed' },
      { id: 'location-only', means: 'a location is controlled as if it were a hex of its own: only the units in it count' },
    ],
    default: 'hex-wide',
    reason: 'The rule\'s own example of "any location of the hex" is a cellar: a unit in the cellar counts against control of the hex above it, and the text gives no other rule for a location.',
    procedures: ['victory'],
  },
  {
    id: 'cs.victory-draw',
    rules: ['3.2.3'],
    quotes: [{ rule: '3.2.3', text: 'In order to win, a side has to completely fulfill all of its orders. Draws are sometimes possible.' }],
    question: 'When neither side (or each side) has fulfilled all of its Orders, is the firefight a draw, or a draw only where the firefight card provides one? (digest §5 item 25)',
    alternatives: [
      { id: 'draw', means: 'when no side alone has fulfilled all its Orders, the firefight is a draw' },
      { id: 'card', means: 'a draw only where the firefight card provides one (situation drawOnCard); otherwise no side wins' },
    ],
    default: 'draw',
    reason: 'A side wins only by fulfilling all its Orders, and a firefight ends with a result; "sometimes" is read as the cases where no side wins, since the cards that would say more are not in the text.',
    procedures: ['victory'],
  },
  {
    id: 'cs.recon-miss-marked',
    rules: ['3.2.12.3'],
    quotes: [
      { rule: '3.2.12.3', text: 'This fire is resolved at 1/2 strength (rounded up) of its normal strength and the units doing so are marked as fired normally, even if there are no hidden units in the target hex.' },
      { rule: '3.2.12.3', text: "To be considered 'firing' into a hex, the firing unit must achieve a hit, i.e., it must apply Firepower Factors to the hex." },
    ],
    question: 'A Recon By Fire that misses on the HE To Hit Table applies no Firepower Factors: are the firing units still marked as fired? (digest §5 item 36)',
    alternatives: [
      { id: 'marked', means: 'the firing units are marked as fired whether or not they achieve a hit' },
      { id: 'not-marked', means: 'a fire with no hit is not "firing" into the hex: the units are not marked as fired' },
    ],
    default: 'marked',
    reason: '"marked as fired normally, even if there are no hidden units" marks the units for the act of firing; the sentence on a hit says what counts as firing into the hex, which is what reveals a hidden unit there.',
    procedures: ['hidden'],
  },
  {
    id: 'cs.hindrance-block-count',
    rules: ['5.3.3'],
    quotes: [
      { rule: '5.3.3', text: 'LOS may not go through more than two Grain, Debris or Marsh hexes' },
      { rule: '5.3.3', text: 'If the German squad was on the ground level of H14, it would have no LOS to C17 due to the Hindrance Block caused by the two Debris hexes' },
    ],
    question: 'Do two Grain, Debris or Marsh hexes block a same-level LOS, as the example says, or only more than two, as the rule says? (digest §5 item 7)',
    alternatives: [
      { id: 'more-than-two', means: 'three or more such hexes on the line block; two only hinder' },
      { id: 'two', means: 'two or more such hexes on the line block, as in the example of H14 and C17' },
    ],
    default: 'more-than-two',
    reason: 'The rule states the number, and 6.5.3 repeats it for factory interiors ("more than two interior Debris hexes"); the example is the one place that counts otherwise.',
    procedures: ['los'],
  },
  {
    id: 'cs.blind-hex-range',
    rules: ['5.4.1.1'],
    quotes: [
      { rule: '5.4.1.1', text: "For every ten hexes between the firing unit and the target, counting the target's hex but not that of the firing unit, one additional Blind hex is created." },
      { rule: '5.4.1.1', text: 'due to the additional blind hex caused by the range of 12 hexes between the firer and the +1 level building in F9' },
    ],
    question: 'Is the range that adds Blind hexes counted to the target, as the rule says, or to the obstacle, as its example does?',
    alternatives: [
      { id: 'target', means: 'one more Blind hex for every ten hexes from the firing unit to the target' },
      { id: 'obstacle', means: 'one more Blind hex for every ten hexes from the firing unit to the obstacle seen over' },
    ],
    default: 'target',
    reason: 'The rule says how to count ("counting the target\'s hex but not that of the firing unit"); in its example both counts (14 to F7, 12 to F9) give one more Blind hex, so the example does not contradict it.',
    procedures: ['los'],
  },
  {
    id: 'cs.rooftop-drm',
    rules: ['6.4.6.1', '6.1.3'],
    quotes: [
      { rule: '6.4.6.1', text: 'Units on a Rooftop receive a +5 DRM for fire as if they were on a Hill' },
      { rule: '6.1.3', text: 'Use the highest terrain DRM for a particular hex when firing at a target unit, i.e., applicable terrain DRM are not cumulative.' },
    ],
    question: 'Is a Rooftop\'s +5 one of the hex\'s terrain DRMs, of which only the highest applies, or added to the building\'s DRM as a Hill\'s would be? The Hill rule (6.11) is missing (digest §5 item 30).',
    alternatives: [
      { id: 'highest', means: 'the +5 is a terrain DRM of the hex: only the highest of it and the building\'s (+25 in stone) applies' },
      { id: 'added', means: 'the +5 is added to the highest terrain DRM, as being "on a Hill" would be' },
    ],
    default: 'highest',
    reason: '6.1.3 says the terrain DRMs of a hex are not cumulative and names only Hindrances and (6.1.3.1) hexsides against artillery as exceptions; the Hill rule that could make a second exception is not in the text.',
    procedures: ['terrain-drm'],
  },
  {
    id: 'cs.covered-arc-edge',
    rules: ['5.1.2', '5.1.1'],
    quotes: [
      { rule: '5.1.1', text: 'All units have a 360 degree LOS, but some are restricted to firing in a 120 degree (two hex) field of fire.' },
      { rule: '5.1.2', text: 'Guns in all forms using DFET or the HE To Hit Table (including tank guns in turrets) may only fire in a field of fire defined by the two hexes faced by the counter/turret marker.' },
    ],
    question: 'A 120 degree arc centred on the vertex between the two hexes faced has its edges along hexspines, which pass exactly through the centre dots of some hexes (every second hex along them). Is such a hex, split in half by the edge, in the Covered Arc? The text gives the width, not the edge.',
    alternatives: [
      { id: 'inside', means: 'a hex whose centre dot lies on the edge of the 120 degrees is in the Covered Arc (the arc is closed)' },
      { id: 'outside', means: 'only a hex whose centre dot lies strictly within the 120 degrees is in the Covered Arc' },
    ],
    default: 'inside',
    reason: 'Everything in the system is traced centre dot to centre dot (5.2.1); a centre dot on the edge is within the 120 degrees the text gives, and no words exclude it.',
    procedures: ['los'],
  },
  {
    id: 'cs.night-converse',
    rules: ['5.1.1.1', '5.2.5'],
    quotes: [
      { rule: '5.1.1.1', text: 'However, a LOS exists to any unit marked with any type of Fired marker and to any unit adjacent to a Fire (burning) marker.' },
      { rule: '5.2.5', text: 'Units that see (have an LOS) can be seen, i.e., the converse of all LOS rules applies, except for hidden (not Shadow markers) units.' },
    ],
    question: 'At night beyond three hexes, a unit with a Fired marker can be seen. Can it also see (and fire at) the unmarked unit that sees it? 5.1.1.1 gives the LOS "to" the marked unit; 5.2.5 says the converse of all LOS rules applies.',
    alternatives: [
      { id: 'either', means: 'the LOS exists both ways when either unit is marked Fired or adjacent to a Fire marker (5.2.5)' },
      { id: 'target', means: 'only fire at the marked (or lit) unit has the LOS; it does not see back beyond three hexes' },
    ],
    default: 'either',
    reason: '5.2.5 applies "the converse of all LOS rules" and excepts only hidden units; a unit with a LOS to the marked unit can therefore be seen by it.',
    procedures: ['los'],
  },
  {
    id: 'cs.steeple-cost',
    rules: ['6.4.5', '6.4.3'],
    quotes: [
      { rule: '6.4.5', text: 'A unit must expend another 2 MP to “climb” into a steeple from the highest upper level of that building hex' },
      { rule: '6.4.3', text: 'Changing levels in a building costs 2 MP.' },
    ],
    question: 'Does climbing into a steeple cost 2 MP (the level change of 6.4.3, "another" after those that brought the unit to the highest Upper Level) or 4 MP (the level change and another 2)?',
    alternatives: [
      { id: 'two', means: 'the climb is one more change of level: 2 MP' },
      { id: 'four', means: 'the climb costs the 2 MP of a change of level and another 2 MP: 4 MP' },
    ],
    default: 'two',
    reason: 'The sentence goes on "from the highest upper level of that building hex (i.e., the unit must already be on top of an upper level marker ...)": "another" counts on from the level changes that brought the unit there; the steeple is "one additional +1 level in height", one more level.',
    procedures: ['building-move'],
  },
  {
    id: 'cs.deploy-leader',
    rules: ['4.3.12.1'],
    quotes: [
      { rule: '4.3.12.1', text: "At the player's option, in any hex where there are two half-squads of the same squad-type stacked together with a leader, the half-squads may be removed and replaced with a full squad of the same type. A full squad may also deploy into two HS (subject to counter-mix limitations)." },
    ],
    question: 'Must a leader be in the hex for a full squad to deploy into two half-squads, as for regrouping? The deployment sentence says "also" and names only the counter mix.',
    alternatives: [
      { id: 'leader', means: 'a squad deploys only in a hex with a leader, as half-squads regroup' },
      { id: 'any', means: 'any full squad may deploy, with or without a leader' },
    ],
    default: 'leader',
    reason: 'The rule is one paragraph whose first sentence sets the hex ("in any hex where ... stacked together with a leader"); "also" extends the option given there to the reverse act, and the title "Regrouping and Deployment" pairs them.',
    procedures: ['regroup'],
  },
];
