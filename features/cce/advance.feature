Feature: Advance (CC:E O16.1-O16.3)
  Decides where each unit activated to Advance may go — one adjacent hex, or off the enemy board edge —
  what an exit earns, and when the Defender may answer with Hidden Wire. The Melee that may follow is
  the Melee procedure's (features/cce/melee.feature).

  Background:
    Given a 10 by 10 map whose bottom edge is the allied player's
    And the hexes:
      | hex | terrain                   | markers  |
      | A1  | Open Ground               |          |
      | D1  | Open Ground               |          |
      | J1  | Open Ground               |          |
      | E5  | Open Ground               |          |
      | E4  | Woods                     |          |
      | E6  | Open Ground               |          |
      | F4  | Open Ground               | Foxholes |
      | F5  | Open Ground               | Blaze    |
      | D5  | Water Barrier             |          |
      | D4  | Bridge, Major Bridge, Road |         |
      | D3  | Open Ground, Road         |          |
      | G5  | Marsh                     |          |
      | H5  | Open Ground               |          |
      | H6  | Open Ground               | Mines    |
      | H4  | Woods                     | Mines    |
      | I4  | Open Ground               | Mines    |
      | I5  | Open Ground               |          |

  Rule: O16.1 Procedure
    "A unit that is activated to Advance can enter one of the six hexes adjacent to the one it currently occupies, where it must stop. This can be done even if the hex is enemy-occupied."
    "MPs and terrain Move Costs are ignored during an Advance. In addition, the inactive player can not use Op Fire [A33] against advancing units."

    @O16.1
    Scenario: A unit Advances into Woods whatever its cost and stops there
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      Then "us-squad" is in E4
      And the Advance Order is over
      And the trace cites O16.1

    @O16.1
    Scenario: A unit cannot Advance two hexes
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | us-team  | allied | team  | H5  | 3  | 1         |
      When the allied player orders "us-squad, us-team" to Advance
      And "us-squad" advances into E6
      And "us-squad" advances into E5
      Then it is rejected with code "illegal-event" naming "events[1].unit"

    @O16.1
    Scenario: A unit activated to Advance may stay where it is: the Order ends without it moving
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | us-team  | allied | team  | H5  | 3  | 1         |
      When the allied player orders "us-squad, us-team" to Advance
      And "us-squad" advances into E6
      And the Advance Order ends
      Then "us-squad" is in E6
      And "us-team" is in H5
      And the Advance Order is over

    @O16.1 @A33
    Scenario: The inactive player cannot Op Fire at an advancing unit: an Advance has no such event
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | us-team  | allied | team  | H5  | 3  | 1         |
        | de-squad | axis   | squad | E4  | 6  | 3         |
      When the allied player orders "us-squad, us-team" to Advance
      And "us-squad" advances into E6
      And the inactive player makes one Fire Attack against that hex
      Then it is rejected with code "invalid-field" naming "events[1].type"

    @O16.1
    Scenario: A unit not activated to Advance cannot move
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | us-team  | allied | team  | H5  | 3  | 1         |
      When the allied player orders "us-squad" to Advance
      And "us-team" advances into H6
      Then it is rejected with code "illegal-event" naming "events[0].unit"

  Rule: O16.2 Abilities
    "An advancing unit may: … enter an enemy-occupied hex; … exit off the enemy board edge; … cross a Cliff hexside [T83] if it is not carrying a Weapon."
    "8.2 … You are generally free to violate stacking limits during a Turn – in order to Advance extra units into a Melee situation, for example"

    @O16.2 @O16.4
    Scenario: Advancing into an enemy-occupied hex leaves a Melee to follow
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | de-squad | axis   | squad | E6  | 6  | 3         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E6
      Then "us-squad" is in E6
      And a Melee will follow in E6

    @O16.2 @8.2
    Scenario: Two Squads overstacked in one hex both Advance into an enemy hex: stacking waits for the end of the Turn
      Given the units with FP:
        | unit      | owner  | kind  | hex | fp | broken fp |
        | us-squad1 | allied | squad | E5  | 6  | 2         |
        | us-squad2 | allied | squad | E5  | 6  | 2         |
        | de-squad  | axis   | squad | E4  | 6  | 3         |
      When the allied player orders "us-squad1, us-squad2" to Advance
      And "us-squad1" advances into E4
      And "us-squad2" advances into E4
      Then "us-squad1" is in E4
      And "us-squad2" is in E4
      And the Advance Order is over
      And a Melee will follow in E4

  Rule: O16.3 Restrictions
    "An advancing unit may not: … enter an impassable hex [T79; T98]; … enter or exit a Major Bridge hex [T80.1] across anything other than its Road/Rail hexsides; … exit off the left, right or friendly board edge."
    "T79. Blaze MOVE COST: Impassable"
    "IMPASSABLE WATER TERRAIN: No unit, Blaze, Smoke or Fortification marker of any kind may ever occupy a Water Barrier hex."

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | weapon |
        | us-squad | allied | squad | E5  | 6  | 2         | us-mg  |

    @O16.3 @T79
    Scenario: An Advance into a Blaze is refused and the unit stays put
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into F5
      Then the Advance of "us-squad" into F5 is refused citing T79
      And "us-squad" is in E5

    @O16.3 @T98
    Scenario: An Advance into a Water Barrier is refused
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into D5
      Then the Advance of "us-squad" into D5 is refused citing T98

    @O16.3 @7.2
    Scenario Outline: Exiting off the <edge> edge (<which>) is refused
      Given the units with FP:
        | unit     | owner  | kind  | hex   | fp | broken fp |
        | de-squad | axis   | squad | <hex> | 6  | 3         |
      When the axis player orders "de-squad" to Advance
      And "de-squad" exits off the <edge> edge
      Then the exit of "de-squad" off the <edge> edge is refused citing O16.3
      And "de-squad" is in <hex>

      Examples:
        | edge  | which                   | hex |
        | top   | the Axis friendly edge  | J1  |
        | right | a side edge             | J1  |
        | left  | a side edge             | A1  |

  Rule: T83 Cliff
    "T83. Cliff MOVE COST: Impassable; CLIMBING: a unit without a Weapon may Advance [O16] across a Cliff hexside."
    "An advancing unit may: … cross a Cliff hexside [T83] if it is not carrying a Weapon."

    Background:
      Given the E5/E4 hexside is a Cliff

    @O16.2 @T83
    Scenario: A Team without a Weapon Advances across a Cliff hexside
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | E5  | 3  | 1         |
      When the allied player orders "us-team" to Advance
      And "us-team" advances into E4
      Then "us-team" is in E4

    @O16.2 @T83
    Scenario: A unit carrying a Weapon may not Advance across a Cliff
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | weapon |
        | us-squad | allied | squad | E5  | 6  | 2         | us-mg  |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      Then the Advance of "us-squad" into E4 is refused citing T83
      And "us-squad" is in E5

  Rule: T80.1 Major Bridge
    "T80.1 Major Bridge A Major Bridge is defined as one that spans the entirety of one or more hexes, with a small part of it extending across its outermost hexsides into opposite (non-Bridge) hexes. MOVE COST: Impassable; or 1 if directly along the Road / Railway depiction. Also, units can only leave a Major Bridge hex via one of its two Road / Railway hexsides."
    "An advancing unit may not: … enter or exit a Major Bridge hex [T80.1] across anything other than its Road/Rail hexsides"

    @O16.3 @T80.1
    Scenario: An Advance into a Major Bridge hex across a non-Road hexside is refused
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into D4
      Then the Advance of "us-squad" into D4 is refused citing T80.1
      And "us-squad" is in E5

    @O16.3 @T80.1
    Scenario: A unit on a Major Bridge leaves it along its Road hexside
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | D4  | 3  | 1         |
      And the D4/D3 hexside is a Road
      When the allied player orders "us-team" to Advance
      And "us-team" advances into D3
      Then "us-team" is in D3

    @O16.3 @T80.1
    Scenario: A unit on a Major Bridge may not leave it across a non-Road hexside
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | D4  | 3  | 1         |
      And the D4/D3 hexside is a Road
      When the allied player orders "us-team" to Advance
      And "us-team" advances into E4
      Then the Advance of "us-team" into E4 is refused citing T80.1
      And "us-team" is in D4

  Rule: 7.2.1 Voluntary Exit
    "The owning player is immediately awarded Exit VPs for the exited unit [7.1]."
    "A unit is always placed on the Time Track unbroken, even if it was broken as it exited. The unit retains possession of any Weapon it was carrying – again becoming unbroken if it was broken when exited – but does lose any Veteran or Suppressed marker that may have been attached."
    "A Hero never earns its owner exit VPs"
    "An exited/eliminated Hero is always put back in the countermix, never onto the Casualty Track."
    "7.1 … A Leader (exception: Hero) is worth 1 VP plus 1 VP for each point of Command on its unbroken side"

    @O16.2 @7.2.1 @7.1
    Scenario: A broken Veteran Squad exits off the enemy edge with its broken MG
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken | veteran | suppressed | weapon |
        | us-squad | allied | squad | A1  | 6  | 2         | yes    | yes     | yes        | us-mg  |
      And "us-squad" carries a broken Weapon
      When the allied player orders "us-squad" to Advance
      And "us-squad" exits off the top edge
      Then "us-squad" has exited for 2 VP
      And the allied player has gained 2 VP
      And "us-squad" waits on the Time Track unbroken, without Veteran or Suppressed markers, with "us-mg"

    @7.2.1 @E58.1
    Scenario: A Hero exits for no VP
      Given the units with FP:
        | unit    | owner  | kind   | hex | fp | broken fp | command | hero |
        | us-hero | allied | leader | D1  | 1  | 0         | 1       | yes  |
      When the allied player orders "us-hero" to Advance
      And "us-hero" exits off the top edge
      Then "us-hero" has exited for 0 VP
      And the allied player has gained 0 VP
      And nothing waits on the Time Track
      And the countermix holds "us-hero"

    @7.2.1 @7.1
    Scenario: A broken Leader exits for 1 VP plus the Command on its unbroken side
      Given the units with FP:
        | unit   | owner  | kind   | hex | fp | broken fp | command | broken |
        | us-ldr | allied | leader | D1  | 1  | 0         | 2       | yes    |
      When the allied player orders "us-ldr" to Advance
      And "us-ldr" exits off the top edge
      Then "us-ldr" has exited for 3 VP
      And the allied player has gained 3 VP

  Rule: A35.2 Hidden Mines and A35.5 Hidden Wire
    "Hidden Mines may only be played by the scenario Defender just after one or more units Move or Advance (not Retreat) into a hex. That hex cannot be Water Terrain nor already contain a Fortification of any type. Effect—Place a Mines marker [F103] into that hex. The Defender then makes a Mine Attack [F103.2] against each of those moving/advancing units. Any unit that was already in the hex would be immune to this initial minefield attack."
    "Hidden Wire may only be played by the scenario Defender just after one or more units Move or Advance (not Retreat) into a hex. That hex cannot be Water Terrain nor already contain a Fortification of any type. Effect—Place a Wire marker [F106] into that hex."

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the scenario Defender is the axis player

    @A35.5
    Scenario: The Defender places Hidden Wire just after the Advance
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      Then the Defender may play Hidden Mines or Hidden Wire
      When the Defender plays Hidden Wire
      Then E4 holds Hidden Wire
      And the Advance Order is over

    @A35.2 @A35.5
    Scenario: The Defender may let the Advance go unanswered
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Defender plays no Hidden Action
      Then no Hidden marker was placed
      And "us-squad" is in E4
      And the Advance Order is over

    @A35.2 @F103.2
    Scenario: Hidden Mines attack the unit that just advanced, not the unit already there
      Given the units with FP:
        | unit     | owner | kind  | hex | fp | broken fp |
        | de-squad | axis  | squad | E4  | 6  | 3         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Defender plays Hidden Mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      Then E4 holds Hidden Mines
      And the Mines in E4 attacked "us-squad" with an Attack Total of 13, rolled by the axis player
      And "us-squad" is broken
      And "de-squad" is unbroken
      And the Advance Order is over

    @A35.5
    Scenario Outline: No Hidden Mines or Wire in <what>
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | H5  | 3  | 1         |
      When the allied player orders "<unit>" to Advance
      And "<unit>" advances into <hex>
      Then the Advance Order is over

      Examples:
        | what                   | unit     | hex |
        | a hex with Foxholes    | us-squad | F4  |
        | a Marsh (Water)        | us-team  | G5  |

  Rule: F103 Mines
    "A Mines marker occupying a hex will attack any unit (enemy or friendly) that Moves, Advances or Retreats into or out of that hex."
    "F103.2 Mine Attack The strength of a Mine Attack is a default 6 FP unless the scenario Defender is specifically assigned (or purchased) a 7- or 8-FP Minefield capability."
    "A Mine Attack Roll follows the same general rules as for a Fire Attack Roll [O20.3.3 and O20.3.4] except that only the moving/advancing/retreating units in the hex need make a Fire Defense Roll. The player controlling such a unit makes its Defense Roll whereas his opponent makes the Attack Roll."
    "Cover for a Mine Attack is automatically set to “0”, and cannot be modified by any means."
    "otherwise a separate Mine Attack should be made against each unit as it enters,"
    "or is about to exit, a hex containing Mines."
    "IMPORTANT—An unbroken unit that becomes broken [3.2] while leaving a Mined hex is still placed in the hex it was entering."
    "A Leader’s Command number is added directly to the FP, Range, Movement and Morale of all friendly Squads and Teams (only) as long as those units are in the same hex with the Leader"
    "Concealment may only be played just prior to the player making a Defense Roll."
    "Hidden Entrenchments may only be played just prior to the scenario Defender making a Defense Roll. The hex affected by the attack cannot be a Building or Water hex, nor already contain a Fortification of any type. Effect—Place a Foxholes marker [F102] into that hex."

    @F103 @F103.1 @F103.2 @O20.3.4
    Scenario Outline: Mines attack a unit advancing into Woods with Cover 0: a Defense Roll of <roll>
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | H5  | 3  | 1         |
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is <roll>
      Then the Mines in H4 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And "us-team" is <result>

      Examples:
        | roll | result        |
        | 5    | broken        |
        | 6    | Suppressed    |
        | 7    | not Suppressed |

    @F103.1 @F103.2 @3.2.4 @7.1
    Scenario: A broken Team advancing out of a Mines hex is eliminated when the Mines break it
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp | broken |
        | us-team | allied | team | H6  | 3  | 1         | yes    |
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H5
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 5
      Then "us-team" is eliminated
      And the axis player has gained 1 VP
      And the Mines made 1 attack

    @F103.1
    Scenario: Advancing out of one Mines hex into another draws two attacks, leaving first
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | H4  | 3  | 1         |
      When the allied player orders "us-team" to Advance
      And "us-team" advances into I4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 7
      And the Mine Attack Roll is 2
      And the Defense Roll for "us-team" is 7
      Then the Mines made 2 attacks
      And the Mines in H4 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And the Mines in I4 attacked "us-team" with an Attack Total of 8, rolled by the axis player
      And "us-team" is in I4
      And "us-team" is not Suppressed

    @F103.2 @O20.3.4
    Scenario Outline: A tie against the Mines (reading cce.advancing-tie-breaks is <reading>)
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | H5  | 3  | 1         |
      And the reading "cce.advancing-tie-breaks" is "<reading>"
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 6
      Then "us-team" is <result>

      Examples:
        | reading  | result     |
        | suppress | Suppressed |
        | break    | broken     |

    @A29 @F103.2
    Scenario: Concealment before the Defense Roll takes off the Cover, which is 0 against Mines
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | H5  | 3  | 1         |
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7
      And "us-team" is chosen to roll
      And the allied player plays A29
      And the allied player rolls 5 for the Defense Roll
      Then "us-team" is broken

    @A35 @A35.1 @F103.2
    Scenario: No Hidden Entrenchments against the Mines of the hex it leaves: that hex already holds a Fortification
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | I4  | 3  | 1         |
      And the scenario Defender is the allied player
      When the allied player orders "us-team" to Advance
      And "us-team" advances into I5
      And the Mine Attack Roll is 7
      And "us-team" is chosen to roll
      And the allied player plays A35.1
      Then the decision is rejected citing A35.1

    @F103.1 @F103.2 @3.3.1.2
    Scenario: A broken Team advancing out of the Mines defends in the hex it leaves, with the Command of the Leader staying there
      Given the units with FP:
        | unit    | owner  | kind   | hex | fp | broken fp | command | broken |
        | us-team | allied | team   | H6  | 3  | 1         |         | yes    |
        | us-sgt  | allied | leader | H6  | 1  | 0         | 1       |        |
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H5
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 8
      Then the Mines in H6 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And the Mines Defense Total of "us-team" is 14 against 13
      And "us-team" is broken
      And "us-team" is in H5
      And the Mines made 1 attack

    @F103.1 @O16.2 @7.2.1 @7.1
    Scenario: A Team exiting off the enemy edge from a Mines hex is attacked as it is about to exit; broken, it still exits
      Given the hexes:
        | hex | terrain     | markers |
        | B1  | Open Ground | Mines   |
      And the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | B1  | 3  | 1         |
      When the allied player orders "us-team" to Advance
      And "us-team" exits off the top edge
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 5
      Then the Mines in B1 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And the Mines Defense Total of "us-team" is 12 against 13
      And "us-team" has exited for 1 VP
      And the allied player has gained 1 VP
      And "us-team" waits on the Time Track unbroken

    @F103.1 @F103.2 @E58.1
    Scenario: A broken Hero the Mines eliminate as it advances out goes back to the countermix, for no VP
      Given the units with FP:
        | unit    | owner  | kind   | hex | fp | broken fp | command | hero | broken |
        | us-hero | allied | leader | H6  | 1  | 0         | 1       | yes  | yes    |
      When the allied player orders "us-hero" to Advance
      And "us-hero" advances into H5
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-hero" is 5
      Then "us-hero" is eliminated
      And the axis player has gained 0 VP
      And the countermix holds "us-hero"

  Rule: F103.2 The Mine Attack Roll, its die trigger and the Initiative re-roll
    "A Mine Attack Roll follows the same general rules as for a Fire Attack Roll [O20.3.3 and O20.3.4]"
    "At any time during the game, the player currently in control of the Initiative card may choose to cancel all effects of the last … die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled."
    "Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "The player rolling the Event! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the Event on that card [E43–E77]."

    Background:
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | H5  | 3  | 1         |

    @F103.2 @9.1
    Scenario: The Americans cancel the Mine Attack Roll with the Initiative card and the Germans roll again
      Given the allied player holds the Initiative card
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 11 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And the Mine Attack Roll is 4
      And the Defense Roll for "us-team" is 5
      Then the Mines in H4 made a canceled roll against "us-team" with an Attack Total of 17
      And the Mines in H4 attacked "us-team" with an Attack Total of 10, rolled by the axis player
      And "us-team" is unbroken
      And "us-team" is not Suppressed
      And the Initiative card is with the axis player

    @F103.2 @1.9.1 @1.9.1.1
    Scenario: An Event! on the Mine Attack Roll removes the advancing unit: no Defense Roll follows
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7 with an Event! trigger
      And the trigger eliminates "us-team"
      Then "us-team" is eliminated
      And no Defense Roll was made against the Mines
      And the Advance Order is over

    @F103.2 @1.9.1 @1.9.1.1 @E42 @E72 @3.2.4
    Scenario: With the game described, the Axis player's Mine Attack Roll reveals Shell Shock from his own deck: the Team it breaks defends on its broken Morale
      Given the game around the Order, with the axis player's next card the Event "Shell Shock"
      And the axis player's card after the Event shows the Random Hex H4
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7 with an Event! trigger
      Then the Events resolved are:
        | player | event       | rule | what       | unit    |
        | axis   | Shell Shock | E72  | random-hex |         |
        | axis   | Shell Shock | E72  | break      | us-team |
      When the Defense Roll for "us-team" is 7
      Then the Mines in H4 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And "us-team" is eliminated
      And the output "game.decks.axis.discardTop" is "hex-card"

    @F103.2 @1.9.1 @1.9.1.1 @E44 @E44.1 @O20.3.4
    Scenario: With the game described, the American Team's own Defense Roll reveals the Allied card: Battle Harden makes it a Veteran, and the locked-in 7 + 5 = 12 against 13 still breaks it
      Given the game around the Order, with the allied player's next card the Event "Battle Harden"
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 5 with an Event! trigger
      Then the choices offered are "us-team"
      When the reader selects "us-team"
      Then the Events resolved are:
        | player | event         | rule | what    | unit    |
        | allied | Battle Harden | E44  | veteran | us-team |
      And the Mines in H4 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And "us-team" is broken
      And the output "game.decks.allied.discardTop" is "event-card"
      And the output "game.decks.axis.draw" is 1

    @F103.2 @1.9.1.2
    Scenario: Jammed! means nothing on a Mine Attack Roll: the locked-in Attack Total still attacks
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7 with a Jammed! trigger
      And the Defense Roll for "us-team" is 5
      Then the Mines in H4 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And "us-team" is broken

    @F103.2 @1.9.1 @1.9.1.4
    Scenario: A Time! trigger on the Mine Attack Roll is resolved, then the locked-in Attack Total attacks
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7 with a Time! trigger
      And the trigger changes nothing
      And the Defense Roll for "us-team" is 5
      Then the Mines in H4 attacked "us-team" with an Attack Total of 13, rolled by the axis player
      And "us-team" is broken

    @F103.2 @O20.3.4 @9.1
    Scenario: The Americans cancel their own Defense Roll against the Mines with the Initiative card
      Given the allied player holds the Initiative card
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7
      And "us-team" is chosen to roll
      And the allied player rolls 3 for the Defense Roll, not yet kept
      And the Initiative holder cancels the roll
      And the allied player rolls 7 for the Defense Roll
      Then the Defense Rolls of "us-team" resulted in "canceled, unaffected"
      And "us-team" is unbroken
      And "us-team" is not Suppressed
      And the Initiative card is with the axis player

    @F103.2 @O20.3.4 @1.9.1 @1.9.1.3
    Scenario: A Sniper! on the Defense Roll removes the advancing unit before its result is applied
      When the allied player orders "us-team" to Advance
      And "us-team" advances into H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 2 with a Sniper! trigger
      And the trigger eliminates "us-team"
      Then "us-team" is eliminated
      And the Defense Rolls of "us-team" resulted in "unit-gone"
      And the Advance Order is over
