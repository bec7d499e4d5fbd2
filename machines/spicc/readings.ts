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
    procedures: ['fire', 'air-strike'],
  },
  {
    id: 'spicc.odds-below-one-to-one',
    rules: ['CB', 'CRE'],
    quotes: [
      { rule: 'CB', text: 'State the comparison of the two Strengths as a probability ratio, simplified downward to the nearest whole number' },
      { rule: 'CB', text: 'Example: 29-10 (or 2.9 to 1) would be simplified as' },
      { rule: 'CRE', text: 'Attacks at odds of worse than "1-4" have no effect.' },
    ],
    question:
      'Below 1-1 the ratio is 1 to N: which way is a fractional N made whole? "Simplified downward" lowers the odds above 1-1 (2.9 to 1 is 2:1), but the only example is above 1-1; below it, lowering the odds raises N (1 to 2.5 is 1-3), while taking the number itself "downward" lowers it (1-2). (digest §5 item 9)',
    alternatives: [
      { id: 'toward-defender', means: 'N is raised to the next whole number: the odds go down, as above 1-1 (1 to 2.5 is 1-3; 1 to 4.25 is worse than 1-4, no effect).' },
      { id: 'toward-attacker', means: 'N is dropped to the whole number below: the number in the ratio goes down (1 to 2.5 is 1-2; 1 to 4.25 is 1-4).' },
      { id: 'nearest', means: 'N is taken to the nearest whole number, an exact half toward the defender (1 to 2.5 is 1-3, 1 to 2.25 is 1-2, 1 to 4.25 is 1-4).' },
    ],
    default: 'toward-defender',
    reason: 'The example shows what "simplified downward" does to the odds: they fall to the column below (2.9 to 1 is 2:1). Read for the odds and not for the digits, it makes every ratio between two columns the worse of the two, on either side of 1-1.',
    procedures: ['fire', 'assault', 'air-strike'],
  },
  {
    id: 'spicc.indirect-fire-own-hex',
    rules: ['CB.1.i'],
    quotes: [{ rule: 'CB.1.i', text: 'Units may execute Indirect Fire attacks against targets which are adjacent to them or which are at any point within their range.' }],
    question: 'May a unit use Indirect Fire at a target in its own hex (range 0)? The sentence names adjacent targets and any point within range, and not the unit\'s own hex, which enemy units may share (the Sample Attack\'s M-5 is in the German hex). (digest §5 item 8)',
    alternatives: [
      { id: 'own-hex', means: 'the firer\'s own hex is "within their range" (range 0): Indirect Fire at it is allowed' },
      { id: 'not-own-hex', means: 'the nearest target Indirect Fire reaches is an adjacent one, as the sentence names: the firer\'s own hex is refused (CB.1.i)' },
    ],
    default: 'own-hex',
    reason: 'The sentence sets no minimum range ("adjacent ... or ... at any point within their range"); a range of 0 is within every Range Allowance, and no rule excludes the firer\'s hex.',
    procedures: ['fire'],
  },
  {
    id: 'spicc.dug-in-marker-leaving',
    rules: ['IP.E', 'IP.D'],
    quotes: [
      { rule: 'IP.E', text: 'Dug-In markers are removed if the Dug-In units are destroyed, or if they leave the hex in which they were Dug-In.' },
      { rule: 'IP.D', text: 'other Friendly Class 2 units may move into the hex containing the Dug-In position, and consider themselves Dug-In' },
    ],
    question: 'When one of several Dug-In units leaves the hex, is the Dug-In marker removed (and the others no longer Dug-In), or only when the last one leaves? "the Dug-In units ... leave" does not say whether all or any. (digest §5 item 18)',
    alternatives: [
      { id: 'last-unit-leaves', means: 'the marker stays while a Friendly Dug-In unit stays in the hex; it is removed when the last one leaves' },
      { id: 'any-unit-leaves', means: 'the marker is removed as soon as a Dug-In unit leaves the hex; the units staying are no longer Dug-In' },
    ],
    default: 'last-unit-leaves',
    reason: 'IP.D makes the Dug-In position a property of the hex that units share ("move into the hex containing the Dug-In position"); a unit staying in it has not left it.',
    procedures: ['movement'],
  },
  {
    id: 'spicc.wreck-removal-same-hex',
    rules: ['WR.C'],
    quotes: [{ rule: 'WR.C', text: 'the unit must begin and end the Movement Phase adjacent to the Wreck marker' }],
    question: 'May a Class 1d unit in the Wreck marker\'s own hex remove it, or only one in a hex next to it? "adjacent" names the six hexes around. (digest §5 item 17)',
    alternatives: [
      { id: 'adjacent-only', means: 'only a unit in one of the six hexes around the Wreck marker\'s hex, at the beginning and at the end of the Phase' },
      { id: 'same-hex-counts', means: 'a unit in the Wreck marker\'s own hex counts as adjacent to it too' },
    ],
    default: 'adjacent-only',
    reason: 'The text says "adjacent", and where it means a unit\'s own hex as well it says so (the Zone of Control is "the six hexagons surrounding a unit, and the hex that the unit occupies").',
    procedures: ['end-of-movement'],
  },
  {
    id: 'spicc.dispersed-unit-assaults',
    rules: ['CRE.D', 'CB', 'CB.2', 'CB.3', 'CB.3.f'],
    quotes: [
      { rule: 'CRE.D', text: 'During that time that a unit is in a dispersed condition, it may not move, it may not fire' },
      { rule: 'CB', text: 'Fire Combat, Overrun Combat, Close Assault Combat, and Air Strike Combat' },
      { rule: 'CB.3.f', text: 'This opportunity to attack is in addition to the fire attack which may be made against the Enemy unit' },
    ],
    question:
      'May a dispersed unit Overrun, Close Assault or make a Modified Close Assault? Dispersal bars moving and firing; Overrun and Close Assault are modes of Combat apart from Fire Combat, and a unit may be in the Enemy\'s hex already (it "may have begun the Player-Turn in that hex"). (digest §5 item 12)',
    alternatives: [
      { id: 'may-assault', means: 'only firing (and moving) is barred: a dispersed unit already in the hex may join an Overrun, a Close Assault or a Modified Close Assault' },
      { id: 'may-not-assault', means: '"may not fire" bars every attack: an Overrun or Close Assault with a dispersed unit among the attackers is refused (CRE.D)' },
    ],
    default: 'may-assault',
    reason: 'The text bars what it names, moving and firing, and it keeps "fire" apart from the other modes of Combat ("in addition to the fire attack"); no rule of Overrun or Close Assault names the attacker\'s dispersal.',
    procedures: ['assault'],
  },
  {
    id: 'spicc.column-shift-below-one-to-four',
    rules: ['CB.2.b', 'CB.3.b', 'CRE'],
    quotes: [
      { rule: 'CB.2.b', text: 'Calculate the combat odds and then raise them by one column' },
      { rule: 'CB.3.b', text: 'If any of the participating Friendly units are Engineers, the combat odds are raised by one column (as in Overruns).' },
      { rule: 'CRE', text: 'Attacks at odds of worse than "1-4" have no effect.' },
    ],
    question: 'Are odds worse than 1-4 (say 1-5) raised by the Overrun\'s or the Engineers\' column, to 1-4, or do they have no effect before any raise? The table has no column below 1-4 to raise from. (digest §5 item 1)',
    alternatives: [
      { id: 'no-effect-first', means: 'the odds as calculated are worse than 1-4: the attack has no effect, and there is nothing to raise' },
      { id: 'raise-first', means: 'the raise comes first: 1 to 5 is raised to 1-4 and the die is rolled; worse than 1 to 5 still has no effect' },
    ],
    default: 'no-effect-first',
    reason: 'The raise moves the odds "by one column" of the Combat Results Table, and odds worse than 1-4 have no column to move from: they "have no effect".',
    procedures: ['assault'],
  },
  {
    id: 'spicc.overrun-hill-crest',
    rules: ['CB.2.c', 'TN.3', 'CB.1.g'],
    quotes: [
      { rule: 'CB.2.c', text: 'Overrun attacks may only be executed in Clear terrain or Clear terrain … Road hexes.' },
      { rule: 'TN.3', text: 'have no special effect upon Movement, nor do they impart any special combat advantage to units firing from them or defending on them.' },
    ],
    question: 'Is a Hill-crest hex Clear terrain for an Overrun? Terrain Note 3 gives it no effect on Movement or combat; the Overrun names Clear terrain only.',
    alternatives: [
      { id: 'not-clear', means: 'a Hill-crest hex is a hex of its own kind (Fire Combat case g), not Clear terrain: no Overrun in it' },
      { id: 'clear', means: 'a Hill-crest hex has no special effect, so it is Clear terrain for an Overrun' },
    ],
    default: 'not-clear',
    reason: 'Terrain Note 3 speaks of Movement and of advantage to firing and defending units; the Overrun case names the hexes it allows, "Clear terrain or Clear terrain / Road hexes"; Fire Combat case g describes the Hill-crest hex apart, by its hex-sides, and the Terrain Effects Chart gives no Hill-crest row.',
    procedures: ['assault'],
  },
  {
    id: 'spicc.transport-capacity',
    rules: ['MV.K'],
    quotes: [
      { rule: 'MV.K', text: 'Transport units may only carry units of the same size as themselves, as expressed in Stacking Points.' },
      { rule: 'MV.K', text: 'Thus a ohe Stacking Point transport unit may only carry a one Stacking Point passenger unit.' },
    ],
    question:
      'May a two-Stacking-Point transport carry a lone one-Stacking-Point unit? "units of the same size as themselves" read as a limit lets it (the passengers\' Stacking Points no more than the transport\'s); read as it stands, the load must be the transport\'s own size. The text\'s examples load a transport exactly (a one-point unit on a one-point transport; a two-point unit, or two one-point units, on a two-point transport) and never under its size.',
    alternatives: [
      { id: 'up-to-own-size', means: 'the passengers\' Stacking Points (Observers free) may not exceed the transport\'s: a two-point truck may carry one platoon' },
      { id: 'exactly-own-size', means: 'a transport moves with passengers only when their Stacking Points (Observers free) are its own: a two-point truck with one platoon aboard may not enter a hex (MV.K) until it takes a second or drops the first' },
    ],
    default: 'up-to-own-size',
    reason: 'The text speaks of the transport\'s "capacity for carrying other units" (Observers do not affect it), a limit and not a quota; the examples answer a load larger than the transport with a larger transport ("a Player would need one two-Stacking Point transport unit"), and none makes a transport turn away a smaller load.',
    procedures: ['movement'],
  },
  {
    id: 'spicc.bombardment-adjacent-to-bridge',
    rules: ['OPT.2.b', 'OPT.2.a'],
    quotes: [
      { rule: 'OPT.2.b', text: 'AP weapons. however, must be used at point-blank range, i.e .. the AP units must be directly adjacent to the bridge.' },
      { rule: 'OPT.2.a', text: 'the bridge is considered to be demolished and the hex side is treated as a River hex side' },
    ],
    question: 'A bridge is a hex-side, and "adjacent" elsewhere names the hexes around a hex: which hexes are "directly adjacent to the bridge"? The two hexes the bridge joins, or every hex touching its hex-side, the two at its ends as well? (digest §5 item 28)',
    alternatives: [
      { id: 'sharing-the-hex-side', means: 'an AP unit in one of the two hexes whose common hex-side is the bridge' },
      { id: 'touching-the-hex-side', means: 'an AP unit in one of those two hexes, or in one of the two hexes next to both of them, at the ends of the bridge\'s hex-side' },
    ],
    default: 'sharing-the-hex-side',
    reason: '"Point-blank range" is the nearest a unit can fire from; a unit at an end of the hex-side is a hex away from the crossing, as a unit next to a Wreck\'s hex is.',
    procedures: ['bombardment'],
  },
  {
    id: 'spicc.retreat-full-allowance',
    rules: ['CRE.R'],
    quotes: [
      { rule: 'CRE.R', text: 'R = Retreat; the defending units are retreated (moved) their Full Movement Allowance.' },
      { rule: 'CRE.R', text: 'If unit cannot be retreated its full Movement Allowance without violating any of the foregoing limitations, then it is eliminated instead.' },
    ],
    question: 'Terrain costs rarely add up to a unit\'s Movement Allowance exactly: has a unit retreated "its Full Movement Allowance" when its points left buy no further hex, or only when none is left? (digest §5 item 15)',
    alternatives: [
      { id: 'until-no-hex-affordable', means: 'the retreat goes on while its points left buy a hex next to it; it is complete when they buy none (left-over points are lost); the unit is eliminated only when the limits stop it first' },
      { id: 'every-point', means: 'the hexes entered must cost exactly the Movement Allowance; a unit that can spend it only in part is eliminated' },
    ],
    default: 'until-no-hex-affordable',
    reason: 'The elimination is for a unit that cannot retreat "without violating any of the foregoing limitations": the limits eliminate, not the arithmetic of the terrain; a retreat is moved "just as if it were a Movement Phase", where a unit stops when its points buy no further hex.',
    procedures: ['retreat'],
  },
  {
    id: 'spicc.retreat-nearest',
    rules: ['CRE.RP'],
    quotes: [{ rule: 'CRE.RP', text: 'Units must retreat towards the nearest Friendly, undispersed unit.' }],
    question: 'Is "the nearest" Friendly unit, and how near a retreat ends to it, counted in hexes or in the Movement Points the retreating unit would spend to reach it? (digest §5 item 15: "Towards" and "nearest" are undefined)',
    alternatives: [
      { id: 'in-hexes', means: 'the fewest hexes between the two (the range count of Fire Combat)' },
      { id: 'in-movement-points', means: 'the fewest Movement Points the retreating unit would spend to enter the other\'s hex over the terrain (its limits aside)' },
    ],
    default: 'in-hexes',
    reason: 'The text measures every other distance in hexes (ranges, adjacency, Zones of Control), and "nearest" is said of units, not of routes; the retreat\'s own route is the priority rule\'s business, not the measure\'s.',
    procedures: ['retreat'],
  },
];
