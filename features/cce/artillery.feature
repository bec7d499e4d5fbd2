Feature: Artillery (CC:E 12 Radios, O17 Artillery Denied, O18 Artillery Request)
  Decides what an Artillery Denied Order does to the enemy Radio, and what an Artillery Request does:
  Battery Access fixes a broken Radio; Fire For Effect spots, rolls for Accuracy, drifts the Spotting
  Round by a revealed card and resolves the Impact (Smoke, or Impact Rolls followed by Fire Defense Rolls).

  Rule: 12 Radios
    "Radios are markers representing off-map artillery batteries. Each has a FP of between 8 and 13."
    "Each player may have only one Radio in play at a time. A Radio is not a Weapon."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | C8  | 9      | 7             | 1       |

    @12
    Scenario Outline: A Radio of FP <fp> is a Radio of the rulebook
      Given the allied player has an unbroken Radio of FP <fp> with Fortification Vulnerability 5
      When the allied player gives an Artillery Request Order
      Then the procedure is in state "choosingOption"

      Examples:
        | fp |
        | 8  |
        | 13 |

    @12
    Scenario Outline: A Radio of FP <fp> is not: the situation is rejected, naming the field
      Given the allied player has an unbroken Radio of FP <fp> with Fortification Vulnerability 5
      When the allied player gives an Artillery Request Order
      Then it is rejected with code "invalid-field" naming "input.radios.allied.fp"

      Examples:
        | fp |
        | 7  |
        | 14 |

  Rule: 8.1.2 Radios in the Artillery Boxes
    "8.1.2 Radios—Only one Radio may be stacked in each of the two Artillery Boxes: one per player."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | C8  | 9      | 7             | 1       |
      And the allied player has two unbroken Radios listed in his Artillery Box, of FP 9 and 12

    @8.1.2 @12
    Scenario: A situation with two Radios in one player's Artillery Box is rejected, naming the box
      When the allied player gives an Artillery Request Order
      Then it is rejected with code "invalid-field" naming "input.radios.allied", citing 8.1.2

    @8.1.2 @O17
    Scenario: The Artillery Denied Order reads the same Artillery Boxes
      When the axis player gives an Artillery Denied Order
      Then it is rejected with code "invalid-field" naming "input.radios.allied", citing 8.1.2

  Rule: O17 Artillery Denied
    "When an Artillery Denied Order is given, that player simply causes his opponent’s Radio [12] to break. If the Radio was already broken, eliminate it instead."
    "An eliminated Radio is always placed back into the counter mix rather than on the Casualty Track."
    "Nothing is activated during an Artillery Denied Order, though there must be an enemy Radio in play for the Order to be announced."

    @O17 @12
    Scenario: An unbroken enemy Radio breaks; the player's own Radio is untouched
      Given the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the axis player has a broken Radio of FP 9
      When the axis player gives an Artillery Denied Order
      Then the Artillery Denied Order ends with "radio-broken"
      And the allied player's Radio is broken
      And the axis player's Radio is broken
      And the trace cites O17 and 12
      And the trace does not cite 3.2

    @O17
    Scenario: A broken enemy Radio is eliminated, back to the countermix
      Given the axis player has a broken Radio of FP 12
      When the allied player gives an Artillery Denied Order
      Then the Artillery Denied Order ends with "radio-eliminated"
      And the axis player has no Radio in play

    @O17 @12
    Scenario: Without an enemy Radio the Order cannot be announced, whatever Radio the player has
      Given the allied player has an unbroken Radio of FP 8 with Fortification Vulnerability 4
      When the allied player gives an Artillery Denied Order
      Then the Artillery Denied Order ends with "refused"
      And the trace cites O17 and 12

  Rule: O18 Artillery Request
    "When an Artillery Request Order is given, that player must choose to perform one of … either “Battery Access” or “Fire For Effect”."
    "Battery Access may only be chosen if he has a broken Radio [12] in play."
    "Fire For Effect may only be chosen if he has both an unbroken Radio in play and an unbroken Leader in play that has yet to be activated this Turn. If neither of these conditions exist, the Order cannot be given."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed

    @O18
    Scenario: Refused when no unbroken Leader is left to spot: one is broken, the other already activated
      Given the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit    | owner | kind   | hex | broken | morale | broken morale | command |
        | de-ldr1 | axis  | leader | C2  | yes    | 8      | 6             | 1       |
        | de-ldr2 | axis  | leader | D2  | no     | 8      | 6             | 2       |
      And "de-ldr2" was already activated this Turn
      When the axis player gives an Artillery Request Order
      Then the Artillery Request is refused citing O18

    @O18
    Scenario: Fire For Effect cannot name the Leader already activated this Turn, though the other one is free
      Given the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit    | owner | kind   | hex | morale | broken morale | command |
        | de-ldr1 | axis  | leader | C2  | 8      | 6             | 1       |
        | de-ldr2 | axis  | leader | D2  | 8      | 6             | 2       |
      And "de-ldr2" was already activated this Turn
      When the axis player gives an Artillery Request Order
      Then the procedure is in state "choosingOption"
      When he chooses Fire For Effect with Spotter "de-ldr2"
      Then it is rejected with code "illegal-event" naming "events[0].spotter"

    @O18
    Scenario: Refused with a Leader but no Radio in play
      Given the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | C8  | 9      | 7             | 1       |
      When the allied player gives an Artillery Request Order
      Then the Artillery Request is refused citing O18

    @O18
    Scenario: Fire For Effect cannot be chosen with a broken Radio
      Given the allied player has a broken Radio of FP 11
      And the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | C8  | 9      | 7             | 1       |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      Then it is rejected with code "illegal-event" naming "events[0].spotter"

    @O18
    Scenario: Battery Access cannot be chosen with an unbroken Radio
      Given the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | C8  | 9      | 7             | 1       |
      When the allied player gives an Artillery Request Order
      And he chooses Battery Access
      Then it is rejected with code "illegal-event" naming "events[0]"

  Rule: O18 and E58.1 A Hero as Spotter
    "Fire For Effect may only be chosen if he has both an unbroken Radio in play and an unbroken Leader in play that has yet to be activated this Turn."
    "Heroes are Leaders [3.3] in every respect, with two exceptions:"
    "● A Hero may be activated more than once per Turn, thus allowing it to perform more than one Order per Turn."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit    | owner | kind   | hex | broken | morale | broken morale | command |
        | de-ldr1 | axis  | leader | C2  | yes    | 8      | 6             | 1       |
        | de-hero | axis  | leader | D2  | no     | 8      | 6             | 1       |
      And "de-hero" is a Hero
      And "de-hero" was already activated this Turn
      And the lines of sight:
        | from | to | sight |
        | D2   | D4 | clear |

    @O18 @O18.2 @E58.1
    Scenario: A Hero already activated this Turn, the only unbroken Leader left, is activated again as Spotter
      When the axis player gives an Artillery Request Order
      Then the procedure is in state "choosingOption"
      When he chooses Fire For Effect with Spotter "de-hero"
      And he places the Spotting Round in D4
      Then the procedure is in state "rollingAccuracy"
      And the units activated this Turn are "de-hero"
      And the trace cites E58.1

  Rule: O18.1 Battery Access
    "If Battery Access is chosen, the active player simply ‘fixes’ his broken Radio by flipping it back over to its unbroken side, ready for immediate use."
    "This means that if the active player had a second Artillery Request in his hand, he could use it as his next Order and choose Fire For Effect."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has a broken Radio of FP 11
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr   | allied | leader | C8  | 9      | 7             | 1       |
        | de-squad | axis   | squad  | C4  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |

    @O18.1
    Scenario: Battery Access flips the broken Radio back to its unbroken side and activates nobody
      When the allied player gives an Artillery Request Order
      And he chooses Battery Access
      Then the Artillery Request ends with "battery-access"
      And the allied player's Radio is unbroken
      And the units activated this Turn are ""
      And the trace cites O18 and O18.1

    @O18.1
    Scenario: Battery Access, then Fire For Effect with a second Artillery Request in the same Turn
      When the allied player gives an Artillery Request Order
      And he chooses Battery Access
      Then the Artillery Request ends with "battery-access"
      And the allied player's Radio is unbroken
      And the units activated this Turn are ""
      When he gives a second Artillery Request Order, carrying over the Radios and the units activated
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      Then the units activated this Turn are "us-ldr"
      And the procedure is in state "rollingAccuracy"

  Rule: O18.2 Fire For Effect, O18.2.1 Spotting
    "If Fire For Effect is chosen, the active player activates one of his unbroken Leaders (only). This Leader will act as the “Spotter” for the ensuing bombardment."
    "in the exact order given: 1) Spotting; 2) Accuracy; 3) Impact."
    "First, place the Spotting Round (SR) into any hex within the LOS of the Spotter"
    "This hex can be an otherwise impassable hex (such as a Blaze or Water Barrier)."
    "If the active player wishes to place Smoke, he must announce this decision aloud now; prior to making his Accuracy attempt."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the hexes:
        | hex | terrain       | markers |
        | C5  | Water Barrier |         |
      And the units:
        | unit   | owner  | kind   | hex | suppressed | morale | broken morale | command |
        | us-ldr | allied | leader | C8  | yes        | 9      | 7             | 1       |
      And the lines of sight:
        | from | to | sight   |
        | C8   | C5 | clear   |
        | C8   | C2 | blocked |
      And the hexes:
        | hex | terrain |
        | C3  | Woods   |

    @O18.2 @O18.2.1
    Scenario: A Suppressed Leader spots into an impassable Water Barrier hex in his LOS
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C5
      Then the procedure is in state "rollingAccuracy"
      And the units activated this Turn are "us-ldr"
      And the trace cites O18.2 and O18.2.1

    @O18.2
    Scenario: Only a Leader may be the Spotter: a Squad cannot
      Given the units:
        | unit     | owner  | kind  | hex | morale | broken morale |
        | us-squad | allied | squad | C7  | 7      | 5             |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-squad"
      Then it is rejected with code "illegal-event" naming "events[0].spotter"

    @O18.2.1
    Scenario: A hex out of the Spotter's LOS cannot take the Spotting Round
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C2
      Then it is rejected with code "illegal-event" naming "events[1].hex"

    @O18.2.1.1
    Scenario: Smoke cannot be announced with a Radio that has no "Smoke" printed on it
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C5 announcing Smoke
      Then it is rejected with code "illegal-event" naming "events[1].smoke"

  Rule: O18.2.2 Accuracy
    "Once the SR has been placed, make a normal Targeting Roll [O20.2.3] using the range between the Spotter and the SR’s current hex."
    "Any Accuracy [O18.2.2] or Targeting [O20.2] LOS traced through an intervening Hindrance will have its roll decreased by an amount equal to the number listed in that terrain’s LOS column of the Terrain Chart."
    "These four triggers immediately and temporarily pause normal game play in order to perform a specific task."
    "Whenever a player makes a die roll and that roll is surrounded by a red box with the word “Time!” inside, normal game play pauses in order to perform a Time Marker Advancement [6.1.2]."
    "Whenever a player makes a Fire Attack Roll [O20.3.3] (only; no other roll will trigger a Jammed!, including Targeting [O20.2])"
    "the player currently in control of the Initiative card may choose to cancel all effects of the last die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr   | allied | leader | C8  | 9      | 7             | 1       |
        | de-squad | axis   | squad  | C4  | 7      | 6             |         |

    @O18.2.2 @O20.2.3
    Scenario Outline: At range 4 a product of <product> <verdict>
      Given the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is <white>•<colored>
      Then the Accuracy roll <verdict> with <product> against range 4 and Hindrance 0

      Examples:
        | white | colored | product | verdict |
        | 1     | 4       | 4       | misses  |
        | 1     | 5       | 5       | hits    |

    @O18.2.2 @10.3.1
    Scenario: A Hindrance of 2 turns a 6 into a miss at range 4
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | C8   | C4 | hindrance | 2         |
      And the hexes:
        | hex | terrain |
        | C6  | Orchard |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 2•3
      Then the Accuracy roll misses with 6 against range 4 and Hindrance 2

    @9.1
    Scenario: The Initiative holder cancels the Accuracy roll and the card passes
      Given the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      And the allied player holds the Initiative card
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•4 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And the Accuracy roll is 1•5
      Then the Accuracy roll hits with 5 against range 4 and Hindrance 0
      And the Initiative card is with the axis player

    @1.9.1 @1.9.1.1 @O18.2.2
    Scenario: An Event! on the Accuracy roll is resolved before the drift: the Squad it breaks defends on its broken side
      Given the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•5 with an Event! trigger
      Then the procedure is in state "resolvingAccuracyTrigger"
      When the trigger breaks "de-squad"
      And the revealed card shows 2•5
      And C4 is attacked with an Impact Roll of 7
      And "de-squad" makes a Fire Defense Roll of 5•6
      Then the Accuracy roll hits with 5 against range 4 and Hindrance 0
      And the Impact Total against C4 is 17 with Airburst 0
      And the Fire Defense Roll of "de-squad" was against Morale 6, Defense Total 17
      And "de-squad" is broken
      And "de-squad" is Suppressed
      And the Artillery Request ends with "barrage"

    @1.9.1 @1.9.1.3 @O18.2.2 @O18.2.3
    Scenario: A Sniper! on the Accuracy roll eliminates the Spotter: the hit it locked in stands and the barrage comes down
      Given the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•5 with a Sniper! trigger
      And the trigger eliminates "us-ldr"
      And the revealed card shows 2•5
      And C4 is attacked with an Impact Roll of 7
      And "de-squad" makes a Fire Defense Roll of 4•6
      Then "us-ldr" is eliminated
      And the Accuracy roll hits with 5 against range 4 and Hindrance 0
      And the Spotting Round drifts through "D3, C4" and lands in C4
      And the Fire Defense Roll of "de-squad" was against Morale 7, Defense Total 17
      And "de-squad" is Suppressed
      And the Artillery Request ends with "barrage"

    @1.9.1.2 @O18.2.2
    Scenario: A Jammed! on the Accuracy roll pauses nothing: no Targeting Roll jams
      Given the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•5 with a Jammed! trigger
      Then the procedure is in state "revealingHitDrift"
      And the allied player's Radio is unbroken
      And the trace cites 1.9.1.2

    @1.9.1 @1.9.1.4 @O18.2.2
    Scenario: A Time! on the Accuracy roll pauses for the Time advance; the hit then stands and the drift card follows
      Given the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•5 with a Time! trigger
      Then the procedure is in state "resolvingAccuracyTrigger"
      When the trigger changes nothing
      Then the procedure is in state "revealingHitDrift"
      And the Accuracy roll hits with 5 against range 4 and Hindrance 0
      And the trace cites 1.9.1.4

  Rule: O18.2.2.1 Hit, O18.2.2.2 Miss
    "Reveal the top card of the Fate deck and ignore everything but the two dice (this is NOT a roll, so no die triggers)."
    "the SR moves one hex in the white die’s direction, then it moves one hex in the colored die’s direction. Yes, this could bring the SR right back into the same hex—good shot!"
    "the first (white) die gives the direction in which the SR will err. The second (colored) die is the distance in hexes the SR will travel in that direction."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr   | allied | leader | C8  | 9      | 7             | 1       |
        | us-squad | allied | squad  | C9  | 7      | 5             |         |
        | de-squad | axis   | squad  | C4  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight |
        | C8   | C4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4

    @O18.2.2.1 @2.2.2 @O18.2.3
    Scenario: A hit whose two drifts cancel out: up-right to D3, down-left back to C4
      When the Accuracy roll is 1•5
      And the revealed card shows 2•5
      Then the Spotting Round drifts through "D3, C4" and lands in C4
      And the impact area is "C4, C3, D3, D4, C5, B4, B3"
      And the trace cites O18.2.2.1

    @O18.2.2.1
    Scenario: The revealed card is not a roll: it carries no trigger
      When the Accuracy roll is 1•5
      And the raw event {"type": "REVEAL", "white": 2, "colored": 5, "trigger": "Event!"} is sent
      Then it is rejected with code "unknown-field" naming "events[4].trigger"

    @O18.2.2.1 @9.1
    Scenario: The revealed card is not a die roll: the Initiative holder cannot cancel the drift
      When the Accuracy roll is 1•5
      And the revealed card shows 2•5
      And the Initiative holder cancels the roll
      Then it is rejected with code "illegal-event" naming "events[5]"

    @O18.2.2.2 @O18.2.3.2
    Scenario: A miss drifting 6 hexes comes down beside the Spotter, on his own Squad
      When the Accuracy roll is 1•4
      And the revealed card shows 4•6
      Then the Spotting Round drifts through "C5, C6, C7, C8, C9, C10" and lands in C10
      And the impact area is "C10, C9, D9, D10, B10, B9"
      When C9 is attacked with an Impact Roll of 7
      And "us-squad" makes a Fire Defense Roll of 3•3
      Then the Impact Total against C9 is 17 with Airburst 0
      And the Fire Defense Roll of "us-squad" was against Morale 7, Defense Total 13
      And "us-squad" is broken
      And the Artillery Request ends with "barrage"
      And the trace cites O18.2.2.2

  Rule: O18.2.2.3 Off-Map
    "Any SR that errs off the map – even if just briefly – is removed with no further effect and the Order ends."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | C5  | 9      | 7             | 1       |
      And the lines of sight:
        | from | to | sight |
        | C5   | A5 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in A5

    @O18.2.2.3 @O18.2.2.1
    Scenario: A hit drift that leaves the map and comes back to A5 still removes the Spotting Round
      When the Accuracy roll is 1•3
      And the revealed card shows 6•3
      Then the Spotting Round drifts through "off-map, A5" and is removed
      And the Artillery Request ends with "off-map"
      And the trace cites O18.2.2.3

    # A miss keeps one compass direction on a rectangular map, so once off the map it never comes back:
    # tests/artillery.drift.test.ts checks every hex, direction and distance of an 8 by 10 map.
    @O18.2.2.3 @O18.2.2.2
    Scenario: A miss drift off the left edge (a miss runs straight, so it cannot come back)
      When the Accuracy roll is 1•2
      And the revealed card shows 5•3
      Then the Spotting Round drifts through "off-map, off-map, off-map" and is removed
      And the Artillery Request ends with "off-map"

  Rule: O18.2.3 Impact, O18.2.3.2 Artillery Barrage
    "the SR’s hex and each adjacent hex will be affected. The active player determines the order in which these seven hexes are attacked, though each may only have a maximum of one such Impact Roll made against it."
    "each hex within the impact area that contains at least one unit or Fortification must have a separate Artillery Impact Roll made against it. Hexes within the blast area but void of units/Fortifications are not attacked."
    "An Artillery Impact Roll follows the same rules and restrictions as for a Fire Attack Roll [O20.3.3 and O20.3.4] but, because Radios are not Weapons, a “Jammed!” trigger will not break the Radio."
    "If the Radio/Weapon hits, any subsequent Artillery Impact/Fire Attack Roll will be unaffected by the Hindrance."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit     | owner  | kind   | hex | broken | morale | broken morale | command |
        | us-ldr   | allied | leader | C8  | no     | 9      | 7             | 1       |
        | de-squad | axis   | squad  | C4  | no     | 7      | 6             |         |
        | de-team  | axis   | team   | C4  | yes    | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | C8   | C4 | hindrance | 1         |
      And the hexes:
        | hex | terrain |
        | C6  | Field   |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•6
      And the revealed card shows 2•5

    @O18.2.3 @O18.2.3.2 @O20.3.3 @O20.3.4 @10.3.1
    Scenario: Only C4 is attacked; the Hindrance that lowered the Accuracy roll does not touch the Impact
      When C4 is attacked with an Impact Roll of 7
      And "de-team" makes a Fire Defense Roll of 1•1
      And "de-squad" makes a Fire Defense Roll of 4•6
      Then the Impact Rolls were made against "C4"
      And the Impact Total against C4 is 17 with Airburst 0
      And "de-team" is eliminated
      And the Fire Defense Roll of "de-squad" was against Morale 7, Defense Total 17
      And "de-squad" is Suppressed
      And the Artillery Request ends with "barrage"

    @O18.2.3.2
    Scenario: C3, in the impact area but void of units and Fortifications, cannot be attacked
      When C3 is attacked with an Impact Roll of 7
      Then it is rejected with code "illegal-event" naming "events[5].hex"

    @O18.2.3.2 @1.9.1.2 @12
    Scenario: A Jammed! Impact Roll does not break the Radio
      When C4 is attacked with an Impact Roll of 7 with a Jammed! trigger
      And "de-team" makes a Fire Defense Roll of 6•6
      And "de-squad" makes a Fire Defense Roll of 6•6
      Then the allied player's Radio is unbroken
      And the trace cites O18.2.3.2 and 1.9.1.2

    @1.9.1 @1.9.1.3 @O18.2.3.2
    Scenario: A Sniper! on the Impact Roll is resolved first: the Team it eliminates makes no Defense Roll
      When C4 is attacked with an Impact Roll of 7 with a Sniper! trigger
      Then the procedure is in state "resolvingImpactTrigger"
      When the trigger eliminates "de-team"
      And "de-squad" makes a Fire Defense Roll of 4•6
      Then "de-team" is eliminated
      And the Fire Defense Rolls were made by "de-squad"
      And the Fire Defense Roll of "de-squad" was against Morale 7, Defense Total 17
      And "de-squad" is Suppressed
      And the Artillery Request ends with "barrage"

    @1.9.1 @1.9.1.4 @O18.2.3.2
    Scenario: A Time! on the Impact Roll pauses for the Time advance; then the Defense Rolls are made against 17
      When C4 is attacked with an Impact Roll of 7 with a Time! trigger
      Then the procedure is in state "resolvingImpactTrigger"
      When the trigger changes nothing
      And "de-team" makes a Fire Defense Roll of 6•6
      And "de-squad" makes a Fire Defense Roll of 3•3
      Then the Impact Total against C4 is 17 with Airburst 0
      And the Fire Defense Roll of "de-squad" was against Morale 7, Defense Total 13
      And the Fire Defense Roll results are "de-team unaffected, de-squad broken"
      And "de-squad" is broken
      And the trace cites 1.9.1.4
      And the Artillery Request ends with "barrage"

    @1.9.1 @1.9.1.1 @O18.2.3.2
    Scenario: An Event! on the Impact Roll that breaks the Squad is resolved first: the Squad defends on its broken side and is eliminated
      When C4 is attacked with an Impact Roll of 7 with an Event! trigger
      Then the procedure is in state "resolvingImpactTrigger"
      When the trigger breaks "de-squad"
      And "de-team" makes a Fire Defense Roll of 6•6
      And "de-squad" makes a Fire Defense Roll of 4•6
      Then the Impact Total against C4 is 17 with Airburst 0
      And the Fire Defense Roll of "de-squad" was against Morale 6, Defense Total 16
      And "de-squad" is eliminated
      And "de-team" is broken
      And the Artillery Request ends with "barrage"

    @1.9.1 @1.9.1.3 @O20.3.4
    Scenario: A Sniper! on a Defense Roll eliminates the Team rolling it: its roll has no result, the Squad still rolls
      When C4 is attacked with an Impact Roll of 7
      And the Defense Roll for "de-team" is 2 with a Sniper! trigger
      And the trigger eliminates "de-team"
      And "de-squad" makes a Fire Defense Roll of 6•6
      Then the Fire Defense Roll results are "de-team unit-gone, de-squad unaffected"
      And "de-team" is eliminated
      And the Artillery Request ends with "barrage"

    @9.1 @O18.2.3.2
    Scenario: The Initiative holder cancels an Impact Roll of 12 and the card passes; the new roll of 7 stands
      When C4 is attacked with an Impact Roll of 12 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And the Impact Roll is 7
      And "de-team" makes a Fire Defense Roll of 6•6
      And "de-squad" makes a Fire Defense Roll of 6•6
      Then the Impact Rolls were made against "C4"
      And the Impact Total against C4 is 17 with Airburst 0
      And the Initiative card is with the allied player
      And "de-team" is broken
      And "de-squad" is not Suppressed
      And the Artillery Request ends with "barrage"

  Rule: 1.9.1 Die Triggers on an Impact Roll, with the game described
    "Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "The player rolling the Event! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the Event on that card [E43–E77]."
    "The player rolling the Sniper! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."
    "An Artillery Impact Roll follows the same rules and restrictions as for a Fire Attack Roll [O20.3.3 and O20.3.4]"
    "Once the final FP is determined, the firing player makes a roll and adds it to the final FP to arrive at an “Attack Total”."

    @1.9.1 @1.9.1.1 @E42 @E62 @O18.2.3.2 @O20.3.4
    Scenario: The active Allied player's Impact Roll reveals KIA from his own deck; the broken Team it eliminates makes no Defense Roll
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit     | owner  | kind   | hex | broken | morale | broken morale | command |
        | us-ldr   | allied | leader | C8  | no     | 9      | 7             | 1       |
        | de-squad | axis   | squad  | C4  | no     | 7      | 6             |         |
        | de-team  | axis   | team   | C4  | yes    | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | C8   | C4 | hindrance | 1         |
      And the hexes:
        | hex | terrain |
        | C6  | Field   |
      And the game around the Order, with the allied player's next card the Event "KIA"
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•6
      And the revealed card shows 2•5
      And C4 is attacked with an Impact Roll of 7 with an Event! trigger
      Then the procedure is in state "impactResolvingEvent.kia.selectingUnit"
      And the units offered are "de-team"
      When the reader selects "de-team"
      Then the Events resolved are:
        | player | event | rule | what      | unit    |
        | allied | KIA   | E62  | eliminate | de-team |
      When "de-squad" makes a Fire Defense Roll of 4•6
      Then "de-team" is eliminated
      And the Fire Defense Rolls were made by "de-squad"
      And the Fire Defense Roll of "de-squad" was against Morale 7, Defense Total 17
      And "de-squad" is Suppressed
      And the Artillery Request ends with "barrage"
      And the output "game.decks.allied.discardTop" is "event-card"

    @1.9.1 @1.9.1.3 @1.8 @3.2 @O18.2.3.2 @O20.3.4
    Scenario: The German Squad's own Defense Roll reveals the Axis card: its Sniper at C8 breaks the American Spotter, then the locked-in 7 + 4•5 = 16 against 17 breaks the Squad
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit     | owner  | kind   | hex | broken | morale | broken morale | command |
        | us-ldr   | allied | leader | C8  | no     | 9      | 7             | 1       |
        | de-squad | axis   | squad  | C4  | no     | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | C8   | C4 | hindrance | 1         |
      And the hexes:
        | hex | terrain |
        | C6  | Field   |
      And the game around the allied player's Order, with the axis player's next card the Event "Battle Harden" showing the Random Hex C8
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in C4
      And the Accuracy roll is 1•6
      And the revealed card shows 2•5
      And C4 is attacked with an Impact Roll of 7
      And "de-squad" makes a Fire Defense Roll of 4•5 with a Sniper! trigger
      Then the procedure is in state "defenseResolvingSniper.sniper.choosing"
      And the choices offered are "us-ldr, DECLINE"
      When the reader selects "us-ldr"
      Then the Events resolved are:
        | player | event | rule    | what       | unit   |
        | axis   |       | 1.9.1.3 | random-hex |        |
        | axis   |       | 1.9.1.3 | break      | us-ldr |
      And the Fire Defense Roll of "de-squad" was against Morale 7, Defense Total 16
      And "de-squad" is broken
      And "us-ldr" is broken
      And the Artillery Request ends with "barrage"
      And the output "game.decks.axis.draw" is 1
      And the output "game.decks.allied.draw" is 1

  Rule: T99 Airbursts and F102 Foxholes against Artillery, O18.2.3.3 vs Fortifications
    "AIRBURSTS: The Fire Attack Total of any Mortar or Artillery attack against a Woods hex is always increased by 2."
    "A Foxholes marker gives the hex it occupies an alternate Cover of “3” (“4” instead vs Mortars and Artillery)."
    "If an Artillery Impact Roll is exactly equal to the Fortification Vulnerability number associated with that Radio’s FP, then any Fortification in the targeted hex is destroyed before any units therein make their Fire Defense Rolls."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the hexes:
        | hex | terrain | markers  |
        | E5  | Woods   | Foxholes |
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | de-ldr   | axis   | leader | B8  | 8      | 6             | 1       |
        | us-squad | allied | squad  | E5  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | B8   | E5 | hindrance | 1         |
      And the hexes:
        | hex | terrain |
        | D6  | Field   |

    @T99 @F102 @O18.2.3.2
    Scenario: Woods with Foxholes: Airburst +2 on the attack, Foxholes Cover 4 on the defense
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 7
      And "us-squad" makes a Fire Defense Roll of 4•4
      Then the Accuracy roll hits with 8 against range 5 and Hindrance 1
      And the Impact Total against E5 is 19 with Airburst 2
      And the Fire Defense Roll of "us-squad" was against Morale 11, Defense Total 19
      And "us-squad" is Suppressed
      And E5 holds the markers "Foxholes"

    @O18.2.3.3 @F100.2
    Scenario: An Impact Roll of exactly 5 destroys the Foxholes before the Defense Roll
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 5
      And "us-squad" makes a Fire Defense Roll of 3•4
      Then the Foxholes destroyed in E5 is gone before the Defense Rolls
      And the Impact Total against E5 is 17 with Airburst 2
      And the Fire Defense Roll of "us-squad" was against Morale 9, Defense Total 16
      And "us-squad" is broken

    @O18.2.3.2 @O18.2.3.3
    Scenario: A hex holding only Wire is attacked too: one Impact Roll, nobody to defend, the Wire stays on a 7
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Wire    |
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 7
      And "us-squad" makes a Fire Defense Roll of 4•4
      And E4 is attacked with an Impact Roll of 7
      Then the Impact Rolls were made against "E5, E4"
      And the Impact Total against E4 is 17 with Airburst 0
      And the Fire Defense Rolls were made by "us-squad"
      And E4 holds the markers "Wire"
      And the Artillery Request ends with "barrage"

    @O18.2.3
    Scenario: A hex has a maximum of one Impact Roll made against it: E5 cannot be attacked again
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Wire    |
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 7
      And "us-squad" makes a Fire Defense Roll of 4•4
      And E5 is attacked with an Impact Roll of 7
      Then it is rejected with code "illegal-event" naming "events[11].hex"

    @O18.2.3.3
    Scenario Outline: A Fortification Vulnerability of <v>, which no Impact Roll or Impact Total can equal, is rejected naming the field
      Given the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability <v>
      When the axis player gives an Artillery Request Order
      Then it is rejected with code "invalid-field" naming "input.radios.axis.vulnerability"

      Examples:
        | v  |
        | 1  |
        | 29 |

    @O18.2.3.3
    Scenario: Reading the Vulnerability number against the Impact Total, a roll of 5 (Total 17) leaves the Foxholes
      Given the reading "cce.artillery-vulnerability-roll" is "impact-total"
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 5
      And "us-squad" makes a Fire Defense Roll of 3•4
      Then E5 holds the markers "Foxholes"
      And the Fire Defense Roll of "us-squad" was against Morale 11, Defense Total 18
      And "us-squad" is unbroken
      And "us-squad" is not Suppressed

  Rule: F101 Bunker, F104 Pillbox, F105 Trench: Fortification Cover against Artillery
    "Also note that most Fortifications (Foxholes, for instance) have a +1 modifier to their Cover when targeted by artillery."
    "A Bunker gives the hex it occupies an alternate Cover of “6” (“7” instead vs Mortars and Artillery)."
    "A Pillbox gives the hex it occupies an alternate Cover of “5” (“6” instead vs Mortars and Artillery)."
    "A Trench marker gives the hex it occupies an alternate Cover of “4” (“5” instead vs Mortars and Artillery)."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | de-ldr   | axis   | leader | B8  | 8      | 6             | 1       |
        | us-squad | allied | squad  | E5  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | B8   | E5 | hindrance | 1         |
      And the hexes:
        | hex | terrain |
        | D6  | Field   |

    @O18.2.3.2 @F101 @F102 @F104 @F105
    Scenario Outline: <fortification> in Open Ground: Cover <cover> against Artillery, so a Defense Roll of <roll> ties the Impact Total of 17
      Given the hexes:
        | hex | terrain     | markers         |
        | E5  | Open Ground | <fortification> |
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 7
      And "us-squad" makes a Fire Defense Roll of 1•<colored>
      Then the Impact Total against E5 is 17 with Airburst 0
      And the Fire Defense Roll of "us-squad" was against Morale <morale>, Defense Total 17
      And "us-squad" is Suppressed
      And "us-squad" is unbroken
      And E5 holds the markers "<fortification>"

      Examples:
        | fortification | cover | morale | roll | colored |
        | Foxholes      | 4     | 11     | 6    | 5       |
        | Trench        | 5     | 12     | 5    | 4       |
        | Pillbox       | 6     | 13     | 4    | 3       |
        | Bunker        | 7     | 14     | 3    | 2       |

  Rule: O18.2.3.1 Smoke Barrage
    "he simply places seven random Smoke markers on the map—one into the hex occupied by the SR and one in each adjacent hex. This ends the Order: remove the SR from the map."
    "Only one Smoke marker can stack in a single hex. The one with the largest Hindrance takes precedence."
    "No Blaze, Smoke or Fortification of any kind may ever occupy a Stream hex."
    "No Blaze, Smoke or Fortification of any kind may ever occupy a Marsh hex."
    "No unit, Blaze, Smoke or Fortification marker of any kind may ever occupy a Water Barrier hex."

    @O18.2.3.1 @O18.2.1.1 @8.1.4 @8.1.5 @T95 @T89 @T98
    Scenario: A smoke barrage next to Water: no Smoke in the Stream, Marsh, Water Barrier or Blaze hexes
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Smoke Radio of FP 8
      And the hexes:
        | hex | terrain       | markers |
        | G4  | Stream        |         |
        | G5  | Marsh         |         |
        | F5  | Water Barrier |         |
        | E5  | Open Ground   | Blaze   |
        | E4  | Brush         | Smoke:2 |
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr   | allied | leader | F8  | 9      | 7             | 2       |
        | de-squad | axis   | squad  | F4  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight |
        | F8   | F4 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in F4 announcing Smoke
      And the Accuracy roll is 1•5
      And the revealed card shows 3•6
      And a Smoke marker of 3 is drawn for F4
      And a Smoke marker of 4 is drawn for F3
      And a Smoke marker of 2 is drawn for E4
      Then the Spotting Round drifts through "G5, F4" and lands in F4
      And Smoke markers were placed in "F4, F3, E4"
      And no Smoke could go into "G4 (T95), G5 (T89), F5 (T98), E5 (8.1.5)"
      And E4 holds the markers "Smoke:2"
      And F3 holds the markers "Smoke:4"
      And the Impact Rolls were made against ""
      And "de-squad" is not Suppressed
      And the Artillery Request ends with "smoke-barrage"

    @O18.2.3.1 @O18.2.1.1 @O18.2.3
    Scenario: A smoke barrage in the open: seven Smoke markers, the Spotter's own hex included, and no Impact Roll
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the allied player has an unbroken Smoke Radio of FP 8
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr   | allied | leader | F8  | 9      | 7             | 2       |
        | de-squad | axis   | squad  | F7  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight |
        | F8   | F7 | clear |
      When the allied player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "us-ldr"
      And he places the Spotting Round in F7 announcing Smoke
      And the Accuracy roll is 1•2
      And the revealed card shows 3•6
      And the Smoke markers drawn are:
        | hex | value |
        | F7  | 3     |
        | F6  | 1     |
        | G7  | 2     |
        | G8  | 4     |
        | F8  | 3     |
        | E8  | 2     |
        | E7  | 1     |
      Then the Accuracy roll hits with 2 against range 1 and Hindrance 0
      And the Spotting Round drifts through "G8, F7" and lands in F7
      And the impact area is "F7, F6, G7, G8, F8, E8, E7"
      And Smoke markers were placed in "F7, F6, G7, G8, F8, E8, E7"
      And F8 holds the markers "Smoke:3"
      And the Impact Rolls were made against ""
      And "de-squad" is not Suppressed
      And the Artillery Request ends with "smoke-barrage"

  Rule: A29 Concealment and A35.1 Hidden Entrenchments against an Artillery Impact
    "Concealment may only be played just prior to the player making a Defense Roll."
    "Determine the Cover in the targeted hex and reduce the Fire Attack Total by that amount."
    "All Cover modifiers – such as for Roads [T93] or a Mortar attacking units in Foxholes [F102] – are taken into consideration before reducing."
    "Hidden Entrenchments may only be played just prior to the scenario Defender making a Defense Roll. The hex affected by the attack cannot be a Building or Water hex, nor already contain a Fortification of any type."
    "Light Wounds may only be played at the instant that a friendly Squad – either broken or unbroken – would break [3.2]."
    "Effect—Lose 1 VP. Then, instead of that Squad breaking (or instead of it being eliminated due to already being broken), place it back into the countermix, retrieving a Team from the countermix – of the same quality as that player’s OB: either Green, Line or Elite – and placing it into the hex from which the Squad was taken."

    Background:
      Given an 8 by 10 map, Open Ground wherever no hex is listed
      And the axis player has an unbroken Radio of FP 10 with Fortification Vulnerability 5
      And the scenario Defender is the allied player
      And the hexes:
        | hex | terrain | markers  |
        | E5  | Woods   | Foxholes |
        | D5  | Woods   |          |
      And the units:
        | unit     | owner  | kind   | hex | morale | broken morale | command |
        | de-ldr   | axis   | leader | E10 | 8      | 6             | 1       |
        | us-squad | allied | squad  | E5  | 7      | 6             |         |
        | us-team  | allied | team   | D5  | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | E10  | E5 | hindrance | 1         |
      And the hexes:
        | hex | terrain |
        | E7  | Field   |

    @A29 @A24.1 @F102
    Scenario: Concealment in Woods with Foxholes takes off the Foxholes' Cover against Artillery, 4
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 7
      And "us-squad" is chosen to roll
      And the allied player plays A29
      And it rolls 1•1 for its Fire Defense Roll
      Then the Impact Total against E5 is 19 with Airburst 2
      And the Fire Defense Roll of "us-squad" was against Morale 11, Defense Total 13
      And "us-squad" is broken

    @A35.1 @A35 @F102
    Scenario: The Defender entrenches in the Woods hex D5, attacked first, and defends with Foxholes' 4
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And D5 is attacked with an Impact Roll of 7
      And "us-team" is chosen to roll
      And the allied player plays A35.1
      And it rolls 4•4 for its Fire Defense Roll
      Then the Impact Total against D5 is 19 with Airburst 2
      And the Fire Defense Roll of "us-team" was against Morale 11, Defense Total 19
      And "us-team" is Suppressed
      And D5 holds the markers "Foxholes"

    @A36 @3.2 @O20.3.4
    Scenario: Light Wounds against an Impact: the Squad that would break (11 + 1•1 = 13 < 19) becomes an unbroken Team
      Given the allied player has the Team "us-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the axis player gives an Artillery Request Order
      And he chooses Fire For Effect with Spotter "de-ldr"
      And he places the Spotting Round in E5
      And the Accuracy roll is 2•4
      And the revealed card shows 1•4
      And E5 is attacked with an Impact Roll of 7
      And "us-squad" is chosen to roll
      And it rolls 1•1 for its Fire Defense Roll
      And the allied player plays Light Wounds
      Then the Impact Total against E5 is 19 with Airburst 2
      And the Fire Defense Roll of "us-squad" was against Morale 11, Defense Total 13
      And "us-squad" was replaced by the Team "us-lw"
      And "us-lw" is unbroken
