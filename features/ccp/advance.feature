Feature: Advance (CC:P O22, with F104 Mines, A43.2 Hidden Mines, A43.3 Hidden Panji Trap, A43.7 Hidden Wire, A47 Smoke Screen)
  Decides where each unit activated to Advance may go — one adjacent hex, or off the enemy map edge via an
  Exit Point — what an exit earns, what the Mines of the hexes it leaves and enters do to it (CC:P's Fire
  Defense, O27.3.4), and when the Defender may answer with Hidden Mines, a Hidden Panji Trap or Hidden Wire. CC:E's Advance chart
  (O16) with CC:P's Exit Points and ids; the melee that may follow is resolved at the beginning of the
  Allied turn (features/ccp/melee.feature). The Japanese player is the situation's "axis" player.

  Background:
    Given a 10 by 10 map whose bottom edge is the allied player's
    And the hexes:
      | hex | terrain       | markers |
      | A10 | Open Ground   |         |
      | E1  | Open Ground   |         |
      | G1  | Open Ground   |         |
      | E5  | Open Ground   |         |
      | E4  | Open Ground   |         |
      | E6  | Open Ground   |         |
      | F5  | Open Ground   | Blaze   |
      | D5  | Water Barrier |         |

  Rule: O22.1 Procedure
    "A unit that is activated to Advance can enter one of the six hexes adjacent to the one it currently occupies, where it must stop. This can be done even if the hex is enemy-occupied."

    @O22.1 @F104.2
    Scenario: A unit Advances one hex and stops there
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      Then "us-squad" is in E4
      And the Advance Order is over
      And the trace cites O22.1

    @O22.1 @O22.2 @19.1
    Scenario: Into the Japanese-occupied hex: a melee hex, resolved later
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | jp-squad | axis   | squad | E6  | 6  | 2         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E6
      Then "us-squad" is in E6
      And a Melee will follow in E6
      And the trace cites O22.2

  Rule: A47 Smoke Screen at the beginning of the Advance
    "Smoke Screen may only be played at the beginning of a Move or Advance order (that is, before any activated units begin Moving or Advancing) in which at least one squad was activated."
    "Perform the following steps in the order shown: a) Select one activated squad; b) Choose either its own hex or an adjacent hex. The chosen hex can’t be water terrain nor contain a blaze; c) Select a random smoke marker and place it in the chosen hex."

    @A47 @T95
    Scenario: The Squad puts smoke into its own hex, then Advances
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the allied player holds 1 Smoke Screen card
      When the allied player orders "us-squad" to Advance
      And the active player plays a Smoke Screen: "us-squad" into E5, drawing a 4
      And "us-squad" advances into E4
      Then "us-squad" is in E4
      And the Smoke Screen placements are "1: us-squad E5 drew 4, 4 remains"
      And the Advance Order is over
      And the trace cites A47 and T95

    @A47 @F100.3
    Scenario: Not into the Water Barrier
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the allied player holds 1 Smoke Screen card
      When the allied player orders "us-squad" to Advance
      And the events are sent:
        """
        [{ "type": "PLAY_SMOKE_SCREEN" }, { "type": "CHOOSE_SMOKE_HEX", "squad": "us-squad", "hex": "D5" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].hex", citing A47

    @A47
    Scenario: An Advance that activated no squad: no Smoke Screen
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | E5  | 3  | 1         |
      And the allied player holds 1 Smoke Screen card
      When the allied player orders "us-team" to Advance
      And the events are sent:
        """
        [{ "type": "PLAY_SMOKE_SCREEN" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].type", citing A47

  Rule: O22.3 Restrictions
    "enter an impassable hex (such as a blaze)"
    "exit off the left, right or friendly map edge."

    @O22.3 @T83
    Scenario: A Blaze is impassable
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into F5
      Then the Advance of "us-squad" into F5 is refused citing T83
      And "us-squad" is in E5

    @O22.3 @T99
    Scenario: A Water Barrier is no longer impassable
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into D5
      Then "us-squad" is in D5

    @O22.3 @14.2 @14.2.1
    Scenario: A Japanese unit may not exit off its own (top) edge
      Given the units with FP:
        | unit    | owner | kind | hex | fp | broken fp |
        | jp-team | axis  | team | E1  | 3  | 1         |
      And hex E1 holds an Exit Point of value 2
      When the axis player orders "jp-team" to Advance
      And "jp-team" exits off the top edge
      Then the exit of "jp-team" off the top edge is refused citing O22.3

  Rule: 14.2 Exit Victory Points
    "the edge of the map nearest a player’s opponent – the “enemy” map edge – can be exited by friendly units in play (only) but only from a hex containing an Exit Point [2.4]"
    "Each unit exited in this way immediately earns its owning player a number of VPs equal to the value given within the Exit Point itself. Note that, when in play, objective chit “Y” [14.3.3] increases the value of each Exit Point by 1."

    @14.2.2 @14.2.1 @2.4
    Scenario: A broken American Squad exits via an Exit Point of value 2: 2 VP, and it waits on the Time Track unbroken
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken |
        | us-squad | allied | squad | E1  | 6  | 2         | yes    |
      And hex E1 holds an Exit Point of value 2
      When the allied player orders "us-squad" to Advance
      And "us-squad" exits off the top edge
      Then "us-squad" has exited for 2 VP
      And "us-squad" waits on the Time Track unbroken
      And the trace cites 14.2.2

    @14.2.1
    Scenario: No Exit Point in the hex: no exit
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | us-team | allied | team | G1  | 3  | 1         |
      And hex E1 holds an Exit Point of value 2
      When the allied player orders "us-team" to Advance
      And "us-team" exits off the top edge
      Then the exit of "us-team" off the top edge is refused citing O22.3
      And the trace cites 14.2.1

    @14.2.2 @14.3.3
    Scenario: An Exit Point of value 0 with chit Y in play earns 1 VP
      Given the units with FP:
        | unit    | owner | kind | hex | fp | broken fp |
        | jp-team | axis  | team | A10 | 3  | 1         |
      And hex A10 holds an Exit Point of value 0
      And objective chit Y is in play
      When the axis player orders "jp-team" to Advance
      And "jp-team" exits off the bottom edge
      Then "jp-team" has exited for 1 VP
      And the exit VP of "jp-team" are derived as '0 Exit Point in A10 [14.2.2] + 1 objective chit "Y" in play [14.2.2] = 1'

  Rule: A43.7 Hidden Wire
    "Hidden Wire may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex."

    @A43.7 @A43.2 @15.1.3 @F100.3
    Scenario: The Japanese Defender places Hidden Wire just after the American Squad advances
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the scenario Defender is the axis player
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Defender plays Hidden Wire
      Then E4 holds Hidden Wire

  Rule: F104 Mines attack the advancing unit
    "A mines marker occupying a hex will attack any unit (enemy or friendly) that Moves or Advances into or out of that hex."
    "Units that were already in a mines hex at the moment another unit enters/exits the hex are immune to that Mine Attack."
    "The strength of a Mine Attack is a default 6 FP"
    "Cover for a Mine Attack is automatically set to “0”, and cannot be modified by any means. A Mine Attack roll follows the same general rules and restrictions as for a Fire Attack roll [O27.3.3 & O27.3.4] except that only the moving/advancing units in the hex need make a Defense roll."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."
    "c) If the Defense Total is equal to the Attack Total, the unit becomes suppressed [4.2] unless it is currently activated to Move—in which case it breaks instead."

    # Worked by hand: the Squad advances from E5 into the mines hex E4: 6 FP + 7 = 13, Cover 0. Its Morale 7 + 6
    # = 13, a tie: it is activated to Advance, not to Move, so it is suppressed (c; reading ccp.advancing-tie-breaks,
    # default suppress). us-team was already in E4: immune.
    @F104 @F104.1 @F104.2 @O27.3.4 @O22.1
    Scenario: A tie against the Mines suppresses the Squad that advanced in; the Team already there is immune
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Mines   |
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | us-team  | allied | team  | E4  | 3  | 1         |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 6
      Then the Mines in E4 attacked "us-squad" with an Attack Total of 13, rolled by the axis player
      And "us-squad" is Suppressed
      And "us-squad" is unbroken
      And "us-team" made no Defense Roll
      And "us-squad" is in E4

    # Worked by hand: as above, under reading ccp.advancing-tie-breaks = break: the tie of 13 breaks the Squad.
    @F104.2 @O27.3.4
    Scenario: Under the reading that an advancing unit is treated as moving, the tie breaks it
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Mines   |
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the reading "ccp.advancing-tie-breaks" is "break"
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 6
      Then "us-squad" is broken

    # Worked by hand: the broken Squad in the mines hex E5 is attacked as it is about to exit it: 6 + 7 = 13; its
    # broken Morale 5 + 7 = 12, less than 13 and more than 6½: it breaks (b), and being broken already it is
    # eliminated (3.2.4).
    @F104.1 @O27.3.4 @3.2.4
    Scenario: A broken Squad advancing out of the mines breaks again and is eliminated
      Given the hexes:
        | hex | terrain     | markers |
        | E5  | Open Ground | Mines   |
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken |
        | us-squad | allied | squad | E5  | 6  | 2         | yes    |
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7
      Then the Mines in E5 attacked "us-squad" with an Attack Total of 13, rolled by the axis player
      And "us-squad" is eliminated

    # Worked by hand: an 8-FP Minefield: 8 + 7 = 15. The unbroken Team's Morale 5 + 2 = 7, half of 15 (7½) or
    # less: eliminated (a), where CC:E (O20.3.4) would only break it.
    @F104.2 @O27.3.4
    Scenario: An 8-FP Minefield: a Defense Total of half the Attack Total eliminates the unbroken Team
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Mines   |
      And the firing units:
        | unit    | owner  | kind | hex | fp | range | morale | broken morale |
        | us-team | allied | team | E5  | 3  | 4     | 5      | 4             |
      And the Mine Attacks have 8 FP
      When the allied player orders "us-team" to Advance
      And "us-team" advances into E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 2
      Then the Mines in E4 attacked "us-team" with an Attack Total of 15, rolled by the axis player
      And "us-team" is eliminated

  Rule: A44 Light Wounds on the advancing Squad's Defense roll against Mines
    "Light Wounds may only be played at the instant that a friendly squad – either broken or unbroken – would break."
    "Effect —Lose 1 VP. Then, instead of that squad breaking (or being eliminated due to already being broken), place it back into the countermix. Take a team from the countermix – of the same quality as that player’s OB: either green, line or elite – and place it into the hex from which the squad was taken."
    "If the squad was broken when removed, the replacement team comes into play broken."
    "Finally, the team is treated as being the same unit from which it was created—so its activation status for the turn matches that of the swapped squad."

    # Worked by hand: the broken Squad is attacked as it is about to exit the mines hex E5 into E4: 6 FP + 7 =
    # 13; its broken Morale 5 + 5 = 10 is less than 13 and more than 6½, so it would break again (O27.3.4 b;
    # 3.2: eliminated). Light Wounds places a broken Team into E5 (1 VP).
    # Reading ccp.light-wounds-moving-team, team-goes-on (the default): the Team, the same unit, completes the
    # advance into E4.
    @A44 @F104.1 @3.2
    Scenario: The broken Squad exiting the mines would break again: Light Wounds, and the broken Team completes the advance (team-goes-on)
      Given the hexes:
        | hex | terrain     | markers |
        | E5  | Open Ground | Mines   |
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And "us-squad" starts broken
      And the allied player has the Team "us-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      And the allied player plays Light Wounds
      Then "us-lw" is in E4
      And "us-lw" is broken
      And the allied player has lost 1 VP
      And the trace cites A44

    # Worked by hand: as above, under reading ccp.light-wounds-moving-team = team-stays: the Team is only placed
    # into E5, the hex the Squad was taken from.
    @A44 @F104.1
    Scenario: Reading ccp.light-wounds-moving-team, team-stays: the Team stays in the mines hex E5
      Given the hexes:
        | hex | terrain     | markers |
        | E5  | Open Ground | Mines   |
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And "us-squad" starts broken
      And the reading "ccp.light-wounds-moving-team" is "team-stays"
      And the allied player has the Team "us-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      And the allied player plays Light Wounds
      Then "us-lw" is in E5
      And "us-lw" is broken

  Rule: A43.2 Hidden Mines
    "Hidden Mines may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex. That hex cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a mines marker [F104] into that hex. The Defender then immediately makes a Mine Attack [F104.2] against each of those moving/advancing units. Any unit that was already in the hex would be immune to this initial minefield attack."

    # Worked by hand: the Japanese Defender places Hidden Mines in E4 just after the Squad advances in: 6 + 7 = 13;
    # the Squad's 7 + 5 = 12, less than 13, more than 6½: broken (b). us-team was already in E4: immune.
    @A43.2 @F104.2 @O27.3.4
    Scenario: Hidden Mines attack the Squad that just advanced in, not the Team already there
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | us-team  | allied | team  | E4  | 3  | 1         |
      And the scenario Defender is the axis player
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      Then the Defender may play Hidden Mines or Hidden Wire
      When the Defender plays Hidden Mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      Then E4 holds Hidden Mines
      And the Mines in E4 attacked "us-squad" with an Attack Total of 13, rolled by the axis player
      And "us-squad" is broken
      And "us-team" made no Defense Roll
      And the Advance Order is over

  Rule: T81.2, O22.1, T84, T94, T98: a Bridge, Road or Trail in an Advance
    Terrain Move Costs count for nothing in an Advance, so the Road, Trail and Bridge depictions (T84, T94, T98,
    whose lines the Terrain Chart gives as Move Costs, Cover and LOS) change nothing there but what a Bridge is:
    a Bridge over a Stream is a bridge hex, not water terrain, so Hidden Mines may go into it. Whether a depiction
    crosses a hexside is not on the chart: the situation's map.hexsides state it (the same map as a Move's).
    "The Advance order does not require MP expenditures and thus terrain move costs are ignored when performing that activity."
    "MOVE COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex. COVER: 1 LOS: Clear"
    "Example: A bridge together with a stream is a “bridge hex” for all purposes, not a “stream hex” (and thus not a water hex, either)."
    "Hidden Mines may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex. That hex cannot be water terrain nor already contain a fortification of any type."

    # Worked by hand: E5 holds a Road whose depiction runs across the E5/E4 Bridge hexside onto the Bridge over the
    # Stream E4. The Squad advances into E4 (no Move Cost: one hex, then it stops); E4 is a bridge hex, no water
    # terrain, so the Japanese Defender may answer with Hidden Mines (or Hidden Wire); into the bridgeless Stream
    # E6 he may not, and the Advance is over at once.
    @T81.2 @O22.1 @T84 @T81.1 @A43.2
    Scenario Outline: Advancing into <hex>, <terrain>: the Defender <may>
      Given the hexes:
        | hex | terrain           |
        | E5  | Open Ground, Road |
        | E4  | Stream, Bridge    |
        | E6  | Stream            |
      And the E5/E4 hexside is a Bridge
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the scenario Defender is the axis player
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into <hex>
      Then "us-squad" is in <hex>
      And <then>

      Examples:
        | hex | terrain                 | may                             | then                                        |
        | E4  | a Bridge over a Stream  | may play Hidden Mines           | the Defender may play Hidden Mines or Hidden Wire |
        | E6  | a bridgeless Stream     | may not                         | the Advance Order is over                   |

    # Worked by hand: after the Advance into the Bridge hex E4 the Japanese Defender places Hidden Mines there:
    # 6 + 7 = 13 (Cover 0, F104.2); the Squad's 7 + 5 = 12: broken.
    @A43.2 @T84 @T81.1 @F104.2
    Scenario: Hidden Mines on a Bridge over a Stream attack the Squad that just advanced onto it
      Given the hexes:
        | hex | terrain           |
        | E5  | Open Ground, Road |
        | E4  | Stream, Bridge    |
      And the E5/E4 hexside is a Bridge
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the scenario Defender is the axis player
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Defender plays Hidden Mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      Then E4 holds Hidden Mines
      And the Mines in E4 attacked "us-squad" with an Attack Total of 13, rolled by the axis player
      And "us-squad" is broken

  Rule: A43.3 Hidden Panji Trap
    "Hidden Panji Trap may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex."
    "Effect —The Japanese player chooses to do one of the following:"
    "● place a mines marker [F104] into that hex then immediately make a Mine Attack [F104.2] against each of those moving/advancing units; or"

    # Worked by hand: the Japanese Defender answers the Squad's Advance into E4 with a Panji Trap of mines: 6 + 7 =
    # 13; the Squad's 7 + 5 = 12, less than 13, more than 6½: broken (b).
    @A43.3 @F104.2 @O27.3.4
    Scenario: A Panji Trap of mines attacks the Squad that just advanced in
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
      And the scenario Defender is the axis player
      When the allied player orders "us-squad" to Advance
      And "us-squad" advances into E4
      And the Defender plays a Hidden Panji Trap with mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      Then E4 holds Mines of a Hidden Panji Trap
      And the Mines in E4 attacked "us-squad" with an Attack Total of 13, rolled by the axis player
      And "us-squad" is broken
      And the Advance Order is over

    # Worked by hand: the Allied player, the scenario Defender, may not play it (reading ccp.hidden-japan-only).
    @A43.3 @A43
    Scenario: An Allied scenario Defender may not play a Hidden Panji Trap against a Japanese Advance
      Given the units with FP:
        | unit     | owner | kind  | hex | fp | broken fp |
        | jp-squad | axis  | squad | E5  | 6  | 2         |
      And the scenario Defender is the allied player
      When the axis player orders "jp-squad" to Advance
      And "jp-squad" advances into E6
      And the Defender plays a Hidden Panji Trap with mines
      Then it is rejected with code "illegal-event" naming "events[1].type", citing A43.3
  Rule: F102.3 Cave Tunnels
    "if Japanese, “Advance” from inside one cave to any other cave on the map [F102.3]"
    "Japanese units physically stacked underneath a cave marker are considered to be inside the cave—all other units in that hex are outside the cave"
    "A Japanese unit inside a cave may Advance – never Move – directly to any other hex containing a cave (not just an adjacent one). Caves are considered linked to one another by underground tunnels, whether natural or excavated."

    # Caves in E5, H8 (four hexes away) and B2 (an American Squad there). The Japanese Squad is inside the
    # cave in E5, the Japanese Team in E5 outside it. A unit that takes the tunnels comes out inside the cave
    # it reaches: the tunnels link the caves, not their hexes.
    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | H8  | Open Ground |         |
        | B2  | Open Ground |         |
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | E5  | 6  | 2         |
        | jp-team  | axis   | team  | E5  | 3  | 1         |
        | us-squad | allied | squad | B2  | 6  | 2         |
      And a cave in the level-1 Crest hex E5 with "jp-squad" inside
      And a cave in the level-1 Crest hex H8 with "" inside
      And a cave in the level-1 Crest hex B2 with "" inside

    @F102.3 @O22.2 @F102.1
    Scenario: The Squad inside the cave Advances through the tunnels to a cave four hexes away
      When the axis player orders "jp-squad, jp-team" to Advance
      And "jp-squad" advances through the tunnels to H8
      And the Advance Order ends
      Then "jp-squad" is in H8
      And the cave in H8 holds "jp-squad" inside
      And the cave in E5 holds "" inside
      And the trace cites F102.3

    @F102.3 @O22.2 @19.1
    Scenario: Through the tunnels into the enemy-occupied cave hex: a melee hex
      When the axis player orders "jp-squad" to Advance
      And "jp-squad" advances through the tunnels to B2
      Then "jp-squad" is in B2
      And the cave in B2 holds "jp-squad" inside
      And a Melee will follow in B2

    @F102.3 @F102.1
    Scenario: The Team outside the cave may not take the tunnels
      When the axis player orders "jp-team" to Advance
      And "jp-team" advances through the tunnels to H8
      Then the decision is rejected citing F102.3

    @F102.3
    Scenario: The tunnels lead to caves only: E4 holds none
      When the axis player orders "jp-squad" to Advance
      And "jp-squad" advances through the tunnels to E4
      Then the decision is rejected citing F102.3

    @O22.1 @F102.3
    Scenario: The Squad inside the cave may still Advance into an adjacent hex instead, leaving the cave
      When the axis player orders "jp-squad" to Advance
      And "jp-squad" advances into E4
      Then "jp-squad" is in E4
      And the cave in E5 holds "" inside

  Rule: F102.1.1 Entering & Exiting Caves: at the conclusion of the Advance
    "A Japanese unit may only ever change its position within a cave hex – that is, enter or leave the cave – at the following times: ● at the beginning of any order in which it is activated; ● at the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated;"
    "Entering or exiting a cave (as opposed to a cave’s hex) is not considered movement, so no MPs need be expended and no Op Fire or other reactions are possible by the opponent."

    # A cave in the level-1 Crest hex E5 with the Japanese Squad jp-2 inside it; the Japanese Squad jp-1 in E4,
    # the Japanese Team jp-3 in E5 outside the cave.
    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | E6  | Open Ground |         |
      And the units with FP:
        | unit | owner | kind  | hex | fp | broken fp |
        | jp-1 | axis  | squad | E4  | 6  | 2         |
        | jp-2 | axis  | squad | E5  | 6  | 2         |
        | jp-3 | axis  | team  | E5  | 3  | 1         |
      And a cave in the level-1 Crest hex E5 with "jp-2" inside

    # jp-1 Advances into the cave hex (outside the cave), and at the conclusion enters the cave; jp-2, activated
    # but left where it is, leaves the cave (remaining in E5): each once.
    @F102.1.1 @F102.1 @O22.1
    Scenario: Into the cave hex, then into the cave at the conclusion; the Squad left inside leaves it
      When the axis player orders "jp-1, jp-2" to Advance
      And "jp-1" advances into E5
      And the Advance Order ends
      Then the Advance's conclusion is under way
      When "jp-1" enters the cave in its hex
      And "jp-2" leaves the cave in its hex
      Then the cave in E5 holds "jp-1" inside
      And the Advance Order is over
      And the trace cites F102.1.1

    # jp-3 was not activated by the Advance: "in which it was activated".
    @F102.1.1
    Scenario: A unit not activated by the Advance may not enter the cave at its conclusion
      When the axis player orders "jp-1" to Advance
      And "jp-1" advances into E5
      Then the Advance's conclusion is under way
      When "jp-3" enters the cave in its hex
      Then the decision is rejected citing F102.1.1

    # jp-2 may still leave the cave, so the conclusion goes on after jp-1 entered: jp-1 may not leave it again.
    @F102.1.1
    Scenario: A unit changes its position once at the conclusion
      When the axis player orders "jp-1, jp-2" to Advance
      And "jp-1" advances into E5
      And the Advance Order ends
      And "jp-1" enters the cave in its hex
      And "jp-1" leaves the cave in its hex
      Then the decision is rejected citing F102.1.1

    # jp-2 Advances out of E5 into E6: it left the cave at the beginning of the order; E6 holds no cave, and
    # nobody activated stands in a cave hex at the conclusion: the order is over at once.
    @F102.1.1 @O22.1
    Scenario: A Squad that Advances out of the cave hex has left the cave; no conclusion where no cave is
      When the axis player orders "jp-2" to Advance
      And "jp-2" advances into E6
      Then the Advance Order is over
      And the cave in E5 holds "" inside
