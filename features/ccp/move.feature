Feature: Move (CC:P O29, with 14.2.2 Exit Points, A41 Op Fire, F104 Mines, F106.2, F107.2, A43.2-A43.5, A43.7, A47)
  Decides what each hex entered during a Move order costs, which Moves are refused, when a unit may exit
  the enemy map edge and what it earns, and, after each hex entered, the inactive player's window: "Wait!",
  the Fire action that activates units for Op Fire, and one Op Fire attack — CC:P Fire's own Fire Attack
  and Fire Defense (features/ccp/fire.feature). CC:E's Move chart (O21) with CC:P's ids and differences:
  Exit Points, no Weapon transfer, Assault Fire or Smoke Grenades; Smoke Screen (A47) before any unit moves. The
  Japanese player is the situation's "axis" player.

  Background:
    Given a 10 by 10 map whose bottom edge is the allied player's
    And the battlefield:
      | hex | terrain     | markers | elevation |
      | E1  | Open Ground |         |           |
      | G1  | Open Ground |         |           |
      | G2  | Open Ground |         |           |
      | E2  | Open Ground |         |           |
      | E3  | Open Ground |         |           |
      | E4  | Open Ground |         |           |
      | E5  | Open Ground |         |           |
      | E6  | Open Ground |         |           |
      | D5  | Building    |         |           |
      | F5  | Open Ground | Blaze   |           |

  Rule: O29.1 Movement Costs
    "In order to enter an adjacent hex during a Move order, an activated unit must spend a number of MPs equal to the Move Cost of the terrain in that hex."
    "A unit may not enter a hex unless it has at least as many MPs remaining as the total cost to enter that hex."
    "When entering a hex that is at a higher level than the one it is leaving, a moving unit must expend +1 MP per elevation change."

    # Worked by hand: E4 is Open Ground, 1 MP (T92); E3 is Open Ground one level up, 1 + 1 = 2 MP (T89.1):
    # the cumulative expenditure announced is 1, then 3.
    @O29 @O29.1 @T81.2 @T89.1 @O29.5
    Scenario: Open Ground, then uphill: 1 MP and 2 MPs
      Given the battlefield:
        | hex | terrain     | elevation |
        | E3  | Open Ground | 1         |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4, E3"
      Then entering E3 cost 2 MPs
      And the MPs announced are "1, 3"
      And "us-squad" stands in E3

    @O29.1 @T81.2
    Scenario: One MP left is not enough for a Building (2 MPs)
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 1, broken 1
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter D5
      Then the Move into D5 is refused citing O29.1

  Rule: T81.2 Move Costs: CC:P's own terrain (T82 Beach, T86 Bush, T87 Grass, T90 Hut, T91 Jungle, T93 Palm, T97 Swamp)
    The Move Cost line of each terrain as its rule prints it (machines/ccp/terrain.ts, where the interleaved
    columns of the extraction are told apart). The Beach's "MOVE COST: 1½" makes a step's cost and the MPs
    announced multiples of ½ (CC:P's steps; CC:E's stay whole numbers).
    "T82. BEACH MOVE COST: 1½ COVER: 0"
    "T81.2 MOVE COSTS Each terrain lists a “Move Cost” which is the amount of MPs a unit must expend to Move [O29] into that hex."
    "T87. GRASS MOVE COST: 2"
    "T91. JUNGLE MOVE COST: 3 COVER: 2"
    "T93. PALM T97. SWAMP MOVE COST: 1 MOVE COST: 4"
    "A unit moving from a level 1 hill hex containing jungle to a level 2 hill hex containing jungle must expend 4 MPs (3 for the jungle plus 1 for the change in level). The reverse “downhill” move would cost only 3 MP."

    @T81.2 @O29.1
    Scenario Outline: A Squad enters <terrain> for <cost> MPs
      Given the battlefield:
        | hex | terrain   |
        | E4  | <terrain> |
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-squad" is 4, broken 2
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | terrain | cost |
        | Bush    | 2    |
        | Grass   | 2    |
        | Hut     | 2    |
        | Jungle  | 3    |
        | Palm    | 1    |
        | Swamp   | 4    |

    @T81.2 @T89.1 @O29.1
    Scenario Outline: The rulebook's example: from a level <from> Jungle hill hex into a level <to> Jungle hill hex, <cost> MPs
      Given the battlefield:
        | hex | terrain | elevation |
        | E5  | Jungle  | <from>    |
        | E4  | Jungle  | <to>      |
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-squad" is 4, broken 2
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | from | to | cost |
        | 1    | 2  | 4    |
        | 2    | 1  | 3    |

    # Worked by hand: Movement 4; the Beach E4 costs 1½ (announced 1½), the Beach E3 1½ more (announced 3);
    # 1 MP is left, less than the 1½ the Beach E2 costs (O29.1: "at least as many MPs remaining").
    @T81.2 @T82 @O29.1
    Scenario: Two Beach hexes cost 3 MPs; a third is refused with 1 MP left
      Given the battlefield:
        | hex | terrain |
        | E4  | Beach   |
        | E3  | Beach   |
        | E2  | Beach   |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4, E3"
      And the mover tries to enter E2
      Then entering E4 cost 1½ MPs
      And the MPs announced are "1½, 3"
      And the Move into E2 is refused citing O29.1
      And "us-squad" stands in E3

    # Worked by hand: after the two Beach hexes (3 MPs) the 1 MP left is as many as the Palm E2 costs (T93):
    # 4 MPs announced in all.
    @T81.2 @T82 @T93 @O29.1
    Scenario: After two Beach hexes the last MP enters a Palm hex
      Given the battlefield:
        | hex | terrain |
        | E4  | Beach   |
        | E3  | Beach   |
        | E2  | Palm    |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4, E3, E2"
      Then the MPs announced are "1½, 3, 4"
      And "us-squad" stands in E2

  Rule: T94 Road, T84 Bridge and T98 Trail: the depictions a Move follows across a hexside
    A CC:P map shows the Road, Bridge and Trail depictions crossing hexsides (the situation's map.hexsides); each
    cost is that of the hex entered across such a hexside. Whether an enemy unit has a LOS to the hex is the
    LOS the map gives (16.1: a Jungle blocks it; no LOS follows a Road past an Obstacle in CC:P).
    "MOVE COST: 1 if travelling along the road depiction (that is, the moving unit crossed a road hexside as it entered the hex); ½ if travelling along the road depiction and no enemy unit has a LOS to that hex; otherwise, depends on the other terrain in the hex."
    "Road — +1 MP and –1 Cover modifiers have been dropped. Only costs ½ MP when moving along a road if no enemy has LOS."
    "MOVE COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex. COVER: 1"
    "MOVE COST: 1 if traveling along the trail depiction (that is, the moving unit crossed a trail hexside as it entered the hex); otherwise, depends on the other terrain in the hex."
    "A bridge together with a stream is a “bridge hex” for all purposes, not a “stream hex”"
    "generally only serve to modify the Terrain Type they share a hex with"

    Background:
      Given the battlefield:
        | hex | terrain           |
        | E5  | Open Ground, Road |
        | E4  | Open Ground, Road |
        | E3  | Jungle, Road      |
        | E2  | Open Ground, Road |
        | E1  | Open Ground, Road |
      And the E5/E4 hexside is a Road
      And the E4/E3 hexside is a Road
      And the E3/E2 hexside is a Road
      And the E2/E1 hexside is a Road

    # Worked by hand: no Japanese unit is on the map, so no enemy unit has a LOS to any hex: ½ MP for each Road
    # hex (T94): ½, 1, 1½ announced; the ½ MP left still pays for the Road hex E1: 2.
    @T94 @O29.1 @O29.5
    Scenario: With no enemy in sight each Road hex costs ½ MP, and the last ½ MP enters one more
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 2, broken 1
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4, E3, E2, E1"
      Then entering E3 cost ½ MPs
      And the MPs announced are "½, 1, 1½, 2"
      And "us-squad" stands in E1

    # Worked by hand: the Japanese Squad in E1 sees E3 (only E2, Open Ground, between) but not E4 (the Jungle
    # in E3, an Obstacle, is between, 16.1): E4 costs ½, E3 (Jungle, along the Road, seen) 1: ½, then 1½.
    @T94 @O29.1
    Scenario: Along the Road, ½ MP where no enemy unit sees the hex, 1 MP where one does
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E1  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4, E3"
      Then entering E4 cost ½ MPs
      And entering E3 cost 1 MP
      And the MPs announced are "½, 1½"

    # Worked by hand: Movement 1; E4 costs ½ (unseen); ½ MP is left, less than the 1 MP of E3 (seen): refused
    # (O29.1). CC:E's T93 would have added +1 Movement on entering the Road hex (1½ left): CC:P drops it.
    @T94 @O29.1
    Scenario: Entering a Road hex adds no Movement
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E1  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 1, broken 1
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      And the mover tries to enter E3
      Then the Move into E3 is refused citing O29.1
      And "us-squad" stands in E4

    # Worked by hand: 6 FP + 3•4 = 13 at the Squad in the Jungle E3, which holds a Road: Morale 7 + the Jungle's
    # Cover 2 (no Road −1: T94 "COVER: Use other terrain in the hex") = 9; + 1•4 = 14, more than 13: unaffected.
    @T94 @A41.2 @O27.3.4 @T81.3.1
    Scenario: Op Fire at a Road hex: the Cover is the Jungle's, with no Road −1
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E1  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      And the mover tries to enter E3
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E3
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•4
      Then the Op Fire Defense Total of "us-squad" is 14 with Morale 9, unaffected

    # Worked by hand: D4 is a Gully (Move Cost 2, T88) with a Trail crossing the E5/D4 hexside: 1 MP (T98);
    # D5, a Building with a Road but no Road hexside from E5, costs the Building's 2 (T94 "otherwise").
    @T98 @T94 @O29.1
    Scenario Outline: Into <hex>: <cost> MPs, <how>
      Given the battlefield:
        | hex | terrain         |
        | D4  | Gully, Trail    |
        | D5  | Building, Road  |
      And the E5/D4 hexside is a Trail
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "<hex>"
      Then entering <hex> cost <cost> MPs

      Examples:
        | hex | cost | how                                   |
        | D4  | 1    | along the Trail                       |
        | D5  | 2    | across no Road hexside: the Building's |

    # Worked by hand: the Bridge over the Stream E4 crosses the E5/E4 hexside: 1 MP (T84), not the Stream's 3;
    # from D4, across no bridge/road/trail hexside, the other terrain's cost: the Stream's 3.
    @T84 @T81.1 @O29.1
    Scenario Outline: Into the Bridge hex from <from>: <cost> MPs
      Given the battlefield:
        | hex | terrain        |
        | E4  | Stream, Bridge |
        | D4  | Open Ground    |
      And the E5/E4 hexside is a Bridge
      And the firing units:
        | unit     | owner  | kind  | hex    | fp | range | morale | broken morale |
        | us-squad | allied | squad | <from> | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | from | cost |
        | E5   | 1    |
        | D4   | 3    |

    # Worked by hand: 6 FP + 3•4 = 13 at the Squad on the Bridge E4 (over a Stream): Morale 7 + the Bridge's
    # Cover 1 (T84; "not a 'stream hex'", so not the Stream's -1) = 8; + 1•4 = 13, a tie: a moving unit breaks.
    # E3 and E2 are Open Ground here, keeping the Road their hexsides carry (T94; "LOS: Clear").
    @T84 @T81.1 @A41.2 @O27.3.4
    Scenario: Op Fire at the Bridge hex: Cover 1
      Given the battlefield:
        | hex | terrain           |
        | E4  | Stream, Bridge    |
        | E3  | Open Ground, Road |
        | E2  | Open Ground, Road |
      And the E5/E4 hexside is a Bridge
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E1  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•4
      Then the Op Fire Defense Total of "us-squad" is 13 with Morale 8, broken

    # Worked by hand (18.2): at night the Bridge's 1 rises to 2 (a Terrain Type: T81.1's example of its hierarchy
    # of Terrain Types), while the Road into F5 costs ½ (no enemy unit; "Terrain Features – roads, trails and hills,
    # for example – are not affected").
    @T84 @T94 @18.2 @O29.1
    Scenario Outline: At night: <hex> costs <cost> MPs
      Given the scenario is at night, without a starshell
      And the battlefield:
        | hex | terrain           | markers |
        | E4  | Stream, Bridge    |         |
        | F5  | Open Ground, Road |         |
      And the E5/E4 hexside is a Bridge
      And the E5/F5 hexside is a Road
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-squad" is 4, broken 2
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "<hex>"
      Then entering <hex> cost <cost> MPs

      Examples:
        | hex | cost |
        | E4  | 2    |
        | F5  | ½    |

    # Reading ccp.bridge-along-road: E4 is a Stream with a Bridge and a Road, entered from E5 across the Road
    # hexside E5/E4; no Japanese unit is on the map, so no enemy unit has a LOS to E4. By day, bridge-cost (the
    # default): T84 "1 if traversing a bridge/road/trail hexside": 1 MP; road-modifies: T81.1's Feature modifies
    # the Bridge, T94 "½ if travelling along the road depiction and no enemy unit has a LOS to that hex": ½ MP.
    # At night (18.2) the Bridge, a Terrain Type, costs 1 + 1 = 2; the Road, a Feature ("not affected"), still ½.
    @T84 @T81.1 @T94 @O29.1
    Scenario Outline: Into a Bridge hex along the Road, read as <reading>, by day: <cost> MPs
      Given the reading "ccp.bridge-along-road" is "<reading>"
      And the battlefield:
        | hex | terrain              |
        | E4  | Stream, Bridge, Road |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | reading       | cost |
        | bridge-cost   | 1    |
        | road-modifies | ½    |

    @T84 @T81.1 @T94 @18.2 @O29.1
    Scenario Outline: Into a Bridge hex along the Road, read as <reading>, at night: <cost> MPs
      Given the reading "ccp.bridge-along-road" is "<reading>"
      And the scenario is at night, without a starshell
      And the battlefield:
        | hex | terrain              |
        | E4  | Stream, Bridge, Road |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | reading       | cost |
        | bridge-cost   | 2    |
        | road-modifies | ½    |

  Rule: T99 Water Barrier
    "MOVE COST: all A moving unit must begin its Move order adjacent to the water barrier hex it enters and cannot Move into any other hexes along the way. A unit loses all remaining MPs after entering a water barrier hex, even if that hex contains a leader."
    "Water Barrier —No longer impassable. Move Cost of “all”; Cover of “–2”."
    "COVER: –2 (negative two) LOS: Clear Water Terrain"
    "A unit cannot be activated to Move if, at the moment it would be activated, it doesn’t have enough MPs to enter at least one new hex."

    Background:
      Given the battlefield:
        | hex | terrain       |
        | E4  | Water Barrier |
        | E3  | Water Barrier |
        | D4  | Open Ground   |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2

    # Worked by hand: E4 is the first hex the Squad enters: "MOVE COST: all", its 4 MPs; the American Leader in
    # E4 (Command 1) would raise its Movement to 5, but "A unit loses all remaining MPs": its movement is over.
    @T99 @O29.1 @O29.5
    Scenario: The first hex entered, a Water Barrier, takes all the MPs, even with a Leader there
      Given the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | E4  | 8      | 6             | 1       |
      And the Movement of "us-ldr" is 6, broken 4
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost 4 MPs
      And the MPs announced are "4"
      And "us-squad" stands in E4
      And the mover's movement is over

    # Worked by hand (digest 004 item 27, settled by T99's words): Movement 1; of the hexes around E5 the Buildings
    # D4, D5, E6 cost 2 and F5 holds a Blaze, so the Water Barrier E4 is the only hex the Squad can enter — for
    # "all", its 1 MP: it can be activated (O29: it has "enough MPs to enter at least one new hex").
    @T99 @O29 @O29.1
    Scenario: A Squad with 1 MP whose only way is a Water Barrier may be activated and enter it
      Given the battlefield:
        | hex | terrain  |
        | D4  | Building |
        | E6  | Building |
      And the Movement of "us-squad" is 1, broken 1
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost 1 MP
      And "us-squad" stands in E4

    # Worked by hand: D4 first (1 MP); then the Water Barrier E4 is not the first hex entered: refused (T99).
    @T99 @O29.4
    Scenario: A Water Barrier may not be entered after another hex
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "D4"
      And the mover tries to enter E4
      Then the Move into E4 is refused citing T99
      And "us-squad" stands in D4

    # Worked by hand: the Japanese Squad in E2 Op Fires at E4 (E3 between, a Water Barrier, "LOS: Clear"): 6 FP +
    # 3•4 = 13; the Squad's Morale 7 − 2 (the Water Barrier's Cover) + 1 (the Leader's Command) = 6, + 3•4 = 13:
    # a tie, and a moving unit breaks.
    @T99 @A41.2 @O27.3.4 @T81.3.1
    Scenario: Op Fire at the Squad in the Water Barrier: Cover −2
      Given the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-ldr | allied | leader | E4  | 8      | 6             | 1       |
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-ldr" is 6, broken 4
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 3•4
      Then the Op Fire Defense Total of "us-squad" is 13 with Morale 6, broken

    # Reading ccp.water-barrier-from-water: the Squad begins its Move in the Water Barrier E4, adjacent to the
    # Water Barrier E3: from-water (the default) lets it enter E3 for all its 4 MPs; from-land refuses it (T99).
    @T99 @O29.4
    Scenario Outline: From one Water Barrier hex into the next, read as <reading>
      Given the reading "ccp.water-barrier-from-water" is "<reading>"
      And "us-squad" is elsewhere in E4
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E3
      Then "us-squad" stands in <hex>

      Examples:
        | reading    | hex |
        | from-water | E3  |
        | from-land  | E4  |

  Rule: T84 Bridge over a T99 Water Barrier (reading ccp.bridge-over-water-barrier)
    A bridge may span a water barrier hex. Whether the Bridge's 1 across a bridge/road/trail hexside holds there
    (T81.1 ranks the bridge above the water it spans) or every entry is the Water Barrier's "all" (T99 speaks of
    any water barrier hex) the texts leave open: reading ccp.bridge-over-water-barrier, bridge-hex by default.
    Whether the bridge's depiction crosses the hexside entered is not on the chart: the map's hexsides state it.
    "A bridge may span the entirety of one or more hexes, with a small part of the bridge extending across the outermost hexsides into opposite hexes"
    "MOVE COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex."
    "MOVE COST: all A moving unit must begin its Move order adjacent to the water barrier hex it enters and cannot Move into any other hexes along the way. A unit loses all remaining MPs after entering a water barrier hex, even if that hex contains a leader."
    "Example: A bridge together with a stream is a “bridge hex” for all purposes, not a “stream hex” (and thus not a water hex, either)."

    Background:
      Given the battlefield:
        | hex | terrain               |
        | E4  | Water Barrier, Bridge |
        | E3  | Open Ground           |
        | D4  | Open Ground           |
      And the E5/E4 hexside is a Bridge
      And the E4/E3 hexside is a Bridge
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2

    # Worked by hand: across the Bridge hexside E5/E4 the Squad (4 MPs) pays the Bridge's 1 under bridge-hex and
    # may go on into E3 (Open Ground, 1 MP: 1, 2 announced); under water-barrier E4 takes all its 4 MPs (T99).
    @T84 @T81.1 @O29.1
    Scenario: Read as bridge-hex, across the Bridge hexside: 1 MP, and the Squad goes on
      Given the reading "ccp.bridge-over-water-barrier" is "bridge-hex"
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      And the mover enters "E3"
      Then entering E4 cost 1 MP
      And the MPs announced are "1, 2"
      And "us-squad" stands in E3

    @T84 @T99 @O29.1
    Scenario: Read as water-barrier, across the Bridge hexside: all 4 MPs, and the movement is over
      Given the reading "ccp.bridge-over-water-barrier" is "water-barrier"
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost 4 MPs
      And "us-squad" stands in E4
      And the mover's movement is over

    # Worked by hand: from D4 no bridge/road/trail hexside is crossed into E4: T84's "otherwise use the cost of the
    # other terrain in the hex", the Water Barrier's all — under either reading.
    @T84 @T99 @O29.1
    Scenario Outline: Read as <reading>, into the Bridge hex across no bridge hexside: all 4 MPs
      Given the reading "ccp.bridge-over-water-barrier" is "<reading>"
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-team  | allied | team  | D4  | 3  | 4     | 7      | 6             |
      And the Movement of "us-team" is 4, broken 2
      When the allied player orders "us-team" to Move
      And "us-team" begins to move
      And the mover enters "E4"
      Then entering E4 cost 4 MPs
      And the mover's movement is over

      Examples:
        | reading       |
        | bridge-hex    |
        | water-barrier |

    # Worked by hand: after D4 (1 MP), the Bridge over the Water Barrier E4 is no longer the first hex entered:
    # entered from D4 (no bridge hexside) it is the Water Barrier's, refused (T99) under either reading.
    @T99 @O29.4
    Scenario: Into the Bridge hex across no bridge hexside after another hex: refused
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "D4"
      And the mover tries to enter E4
      Then the Move into E4 is refused citing T99
      And "us-squad" stands in D4

  Rule: O29.2 Moving Together
    "The movement of one unit must be completed in its entirety before another activated unit can begin moving."
    "any number of activated units that begin a Move order stacked in the same hex may be moved together"

    @O29.2
    Scenario: Units in different hexes may not move together
      Given the firing units:
        | unit    | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-ldr  | allied | leader | E5  | 1  | 1     | 9      | 7             | 1       |
        | us-a    | allied | squad  | E5  | 6  | 6     | 7      | 6             |         |
        | us-b    | allied | squad  | E4  | 6  | 6     | 7      | 6             |         |
      And the Movement of "us-a" is 4, broken 2
      And the Movement of "us-b" is 4, broken 2
      And the Movement of "us-ldr" is 6, broken 6
      When the allied player orders "us-ldr, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      Then the decision is rejected citing O29.2

  Rule: A47 Smoke Screen at the beginning of the Move (O20.5 Actions During Orders)
    "Smoke Screen may only be played at the beginning of a Move or Advance order (that is, before any activated units begin Moving or Advancing) in which at least one squad was activated."
    "Perform the following steps in the order shown: a) Select one activated squad; b) Choose either its own hex or an adjacent hex. The chosen hex can’t be water terrain nor contain a blaze; c) Select a random smoke marker and place it in the chosen hex."
    "… smoke into smoke, only the marker with … the largest Hindrance will remain."
    "During an order, any number of actions may be announced by both players so long as their prerequisites are met. Your opponent could play two Smoke Screen actions before Moving his activated squad. When that squad then moves into one of those smoked hexes, you could … play an Op Fire action and shoot at it."

    # Worked by hand: the first Smoke Screen puts a 2 into E4; the second, by the same Squad (a new action), draws a 1
    # into E4: the 2 remains. The Squad enters E4 and the Japanese Squad (FP 6) Op Fires at it through the smoke: 6 − 2 = 4 FP
    # (the Hindrance of the smoke in the target hex), + 3•4 = 11; the Squad's Defense Total 7 + 1•4 = 12 > 11, unaffected.
    @A47 @O20.5 @T95
    Scenario: Two Smoke Screens before Moving, then Op Fire into the smoked hex loses the smoke's Hindrance
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the allied player holds 2 Smoke Screen cards
      When the allied player orders "us-squad" to Move
      And the active player plays a Smoke Screen: "us-squad" into E4, drawing a 2
      And the active player plays a Smoke Screen: "us-squad" into E4, drawing a 1
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•4
      Then the Smoke Screen placements are "1: us-squad E4 drew 2, 2 remains; 2: us-squad E4 drew 1, 2 remains"
      And the Op Fire at E4 had 4 FP after a Hindrance of 2
      And the Op Fire Defense Total of "us-squad" is 12 with Morale 7, unaffected
      And the trace cites A47 and O20.5

    @A47
    Scenario: No Smoke Screen once a unit has begun Moving
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the allied player holds 1 Smoke Screen card
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the events are sent:
        """
        [{ "type": "PLAY_SMOKE_SCREEN" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].type", citing A47

    @A47 @T83
    Scenario: Not into a blaze
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the allied player holds 1 Smoke Screen card
      When the allied player orders "us-squad" to Move
      And the events are sent:
        """
        [{ "type": "PLAY_SMOKE_SCREEN" }, { "type": "CHOOSE_SMOKE_HEX", "squad": "us-squad", "hex": "F5" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].hex", citing A47

  Rule: O20.3 Identification & Effect
    "If a Move order is given, at least one activated unit must physically cross a hexside into another he x"

    @O20.3 @O29
    Scenario: The Order may not end before a unit has crossed a hexside
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And the Move Order ends
      Then the refusal of "end-order" cites O20.3

  Rule: O29.4 Movement Restrictions
    "A moving unit may never: ● enter an enemy-occupied hex; ● enter an impassable hex (such as a blaze);"
    "● exit off the left, right or friendly map edge."

    @O29.4
    Scenario: The Japanese-occupied hex is refused
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E6  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E6
      Then the Move into E6 is refused citing O29.4

    @O29.4 @T83
    Scenario: A Blaze is impassable
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter F5
      Then the Move into F5 is refused citing T83

  Rule: 14.2.2 Voluntary Exit
    "may exit off the opponent’s map edge (at a MP cost of 1) if the hex it is leaving contains an Exit Point, regardless of that Exit Point’s value."
    "Each unit exited in this way immediately earns its owning player a number of VPs equal to the value given within the Exit Point itself. Note that, when in play, objective chit “Y” [14.3.3] increases the value of each Exit Point by 1."

    # Worked by hand: the top edge is the Allies' enemy edge; E1 holds an Exit Point of value 2, so the Squad
    # earns 2 VP (not its own VP value), and waits on the Time Track unbroken.
    @14.2.2 @14.2.1 @O29
    Scenario: An exit via an Exit Point earns its value
      Given hex E1 holds an Exit Point of value 2
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E1  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover exits off the top edge
      Then "us-squad" exited for 2 VP
      And the exit VP of "us-squad" are derived as "2 Exit Point in E1 [14.2.2] = 2"
      And the allied player has 2 VP
      And "us-squad" waits on the Time Track unbroken

    # Worked by hand: an Exit Point of value 1, and chit "Y" increases it by 1: the Squad earns 2 VP.
    @14.2.2 @14.3.3
    Scenario: With objective chit "Y" in play an exit earns the Exit Point's value + 1
      Given hex E1 holds an Exit Point of value 1
      And objective chit Y is in play
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E1  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover exits off the top edge
      Then "us-squad" exited for 2 VP
      And the exit VP of "us-squad" are derived as '1 Exit Point in E1 [14.2.2] + 1 objective chit "Y" in play [14.2.2] = 2'
      And the allied player has 2 VP

    @14.2.2 @14.2.1 @O29.4
    Scenario: No exit from a hex without an Exit Point
      Given hex E1 holds an Exit Point of value 2
      And the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-team | allied | team  | G1  | 3  | 4     | 7      | 6             |
      And the Movement of "us-team" is 5, broken 3
      When the allied player orders "us-team" to Move
      And "us-team" begins to move
      And the mover exits off the top edge
      Then the refusal of "off:top" cites O29.4

  Rule: 14.2.1 Map Edges & Exit Points
    "A unit may never exit the map off the right or left flank."
    "the edge of the map near est a player’s opponent – the “enemy” map edge – can be exited by friend ly units in play (only) but only from a hex containing an Exit Point [2.4]"

    # Worked by hand: A5 is on the map's left edge (column A); E1 holds the map's only Exit Point, on the top
    # (enemy) edge. Leaving off the left flank is refused, whatever Exit Points the map has.
    @14.2.1 @O29.4
    Scenario: No exit off the left flank
      Given hex E1 holds an Exit Point of value 2
      And the battlefield:
        | hex | terrain     |
        | A5  | Open Ground |
        | A4  | Open Ground |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | A5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover exits off the left edge
      Then the refusal of "off:left" cites O29.4
      And the trace cites 14.2.1

  Rule: 18.2 Night Movement
    "Each Terrain Type (that is, terrain above … the dotted line on the Terrain Chart) has its … Move Cost increased by 1."
    "Terrain Features – roads, trails and hills, … for example – are not af fected."

    Background:
      Given the scenario is at night, without a starshell
      And the battlefield:
        | hex | terrain     | elevation |
        | E3  | Open Ground | 1         |
        | F5  | Gully       |           |
        | E6  | Stream      |           |
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-squad" is 4, broken 2

    # Worked by hand: Open Ground costs 1 (T92), + 1 at night = 2 MPs; E3 is Open Ground one level up:
    # 1 + 1 (night) + 1 (uphill, T89.1: a hill is a Feature, not raised) = 3, more than the 2 MPs left.
    @18.2 @O29.1 @T89.1
    Scenario: Open Ground costs 2 MPs at night; the uphill +1 is not raised
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "E4"
      And the mover tries to enter E3
      Then entering E4 cost 2 MPs
      And the Move into E3 is refused citing O29.1
      And the trace cites 18.2

    # Worked by hand: a Building costs 2 (T85), + 1 at night = 3; a Stream 3 (T96), + 1 = 4.
    @18.2 @O29.1
    Scenario: A Building costs 3 MPs at night
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "D5"
      Then entering D5 cost 3 MPs

    @18.2 @O29.1
    Scenario: A Stream costs 4 MPs at night
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "E6"
      Then entering E6 cost 4 MPs

    # Worked by hand: a Palm costs 1 (T93), + 1 at night = 2; a Jungle 3 (T91), + 1 = 4; a Beach 1½ (T82),
    # + 1 = 2½; a Swamp 4 (T97),
    # + 1 = 5, more than the Squad's 4 MPs. CC:P's own terrain are Terrain Types (machines/ccp/move.ts).
    @18.2 @O29.1
    Scenario Outline: <terrain> costs <cost> MPs at night
      Given the battlefield:
        | hex | terrain   |
        | E4  | <terrain> |
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | terrain | cost |
        | Palm    | 2    |
        | Jungle  | 4    |
        | Beach   | 2½   |

    @18.2 @O29.1
    Scenario: A Swamp costs 5 MPs at night, more than the Squad's 4
      Given the battlefield:
        | hex | terrain |
        | E4  | Swamp   |
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover tries to enter E4
      Then the Move into E4 is refused citing O29.1

    # Reading ccp.night-move-gully: the Terrain Chart that would place the Gully (T88: Move Cost 2) above or
    # below its dotted line is not in the rulebook.
    @18.2 @O29.1 @T88
    Scenario Outline: A Gully at night, read as a <reading>: <cost> MPs
      Given the reading "ccp.night-move-gully" is "<reading>"
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "F5"
      Then entering F5 cost <cost> MPs

      Examples:
        | reading         | cost |
        | terrain-type    | 3    |
        | terrain-feature | 2    |

    # Worked by hand: F106.2 "always expends only 1 MP to do so, regardless of the terrain in the two hexes":
    # Trench to Trench costs 1 MP at night too.
    @18.2 @F106.2
    Scenario: Trench to Trench still costs 1 MP at night
      Given the battlefield:
        | hex | terrain     | markers |
        | E5  | Open Ground | Trench  |
        | E4  | Open Ground | Trench  |
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost 1 MP

    # Worked by hand: a broken Squad's Movement 1 is less than the 2 MPs any Open Ground hex costs at night:
    # it cannot enter a hex, so it cannot be activated to Move (O29), and the Order is refused.
    @18.2 @O29
    Scenario: A unit with 1 MP cannot be activated to Move at night
      Given the battlefield:
        | hex | terrain     |
        | E3  | Open Ground |
        | F5  | Open Ground |
        | E6  | Open Ground |
        | D5  | Open Ground |
        | F4  | Open Ground |
        | D4  | Open Ground |
      And the Movement of "jp-squad" is 1, broken 1
      When the axis player orders "jp-squad" to Move
      Then the Move Order is refused

  Rule: A41.2 Op Fire Procedure
    "The inactive player may use Op Fire [A41] against the active player’s moving units each time they enter a new hex."
    "A Fire action may only be played during an opponent’s Move order, and only just after a moving unit enters a new hex."
    "Each time such an expenditure is made, the inactive player has the option to call out “Wait!” and temporarily halt movement."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."
    "b) If the Defense Total is less than the Attack Total – but still more than half – the unit breaks [3.2]."

    Background:
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the lines of sight:
        | from | to | sight |
        | E2   | E4 | clear |

    # Worked by hand: 6 FP + 6•6 = an Attack Total of 18 at range 2, no Hindrance; the Squad's Defense Total
    # is Morale 7 + Cover 0 (Open Ground) + 1•1 = 9, half the Attack Total: eliminated (O27.3.4 a). Under CC:E
    # the same roll breaks it (tests/diff.editions.move.test.ts).
    @O29.3 @A41.1 @A41.2 @O29.5 @O27.3.4
    Scenario: "Wait!", a Fire action, and an Op Fire attack that eliminates the moving Squad
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 6•6
      And "us-squad" makes a Fire Defense Roll of 1•1
      Then the Op Fire Defense Total of "us-squad" is 9 with Morale 7, eliminated

    # Worked by hand: 7 + 1•2 = 10, more than half of 18 and less than 18: the Squad breaks (O27.3.4 b).
    @A41.2 @O27.3.4
    Scenario: A Defense Total of 10 against 18 breaks the moving Squad
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 6•6
      And "us-squad" makes a Fire Defense Roll of 1•2
      Then the Op Fire Defense Total of "us-squad" is 10 with Morale 7, broken

    # Worked by hand (18.3, 7.2, with 18.2): at night the Squad enters E4 for 1 + 1 = 2 MPs; range 2 from E2,
    # so the night Hindrance of 2 cuts 6 FP to 4: 4 + (3 + 4) = 11. A starshell in E3 (1 hex from E4) lights
    # E4: 6 + 7 = 13.
    @18.2 @A41.2
    Scenario Outline: Op Fire by night at the moving Squad, <light>
      Given the scenario is at night, <light>
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•2
      Then entering E4 cost 2 MPs
      And the Op Fire shots were "jp-squad at E4 for <total>"

      Examples:
        | light                     | total |
        | without a starshell       | 11    |
        | with a starshell in E3    | 13    |

    # Worked by hand (A39 Enfilade, "only if two or more activated pieces are firing as a group"): the Squad and
    # the MG it possesses are two pieces: X 6 + Y 1 = 7, Enfilade +1 = 8 FP; 8 + 3•4 = an Attack Total of 15.
    @A39 @A41.2
    Scenario: Enfilade on an Op Fire attack by a Squad and its MG
      Given the Weapons:
        | weapon | unit     | type | fp | range |
        | jp-mg  | jp-squad | mg   | 5  | 8     |
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad, jp-mg" fire at E4 with "jp-squad" as the base
      And the axis player plays A39
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•2
      Then the Op Fire shots were "jp-squad + jp-mg at E4 for 15"

    @O29.3 @A41.1
    Scenario: The inactive player lets the mover go on
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Go ahead"
      Then the mover may go on

  Rule: F106.2 Trenches & Movement
    "A unit moving from one hex containing a trench into an adjacent hex containing a trench, bunker or pillbox (or vice versa) always expends only 1 MP to do so, regardless of the terrain in the two hexes."
    "Furthermore, that unit cannot be the target of Op Fire [A41] in the hex moved into."

    # Worked by hand: D5 is a Building (2 MPs), but a Trench move costs 1 MP, and no Op Fire window opens.
    @F106.2
    Scenario: Trench to Trench into a Building costs 1 MP and draws no Op Fire
      Given the battlefield:
        | hex | terrain     | markers |
        | E5  | Open Ground | Trench  |
        | D5  | Building    | Trench  |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter D5
      Then entering D5 cost 1 MP
      And the mover may go on

  Rule: F104 Mines attack the movers
    The shared chart's Mine Attack (CC:E F103, renumbered F104 in CC:P) with CC:P's Fire Defense (O27.3.4).
    "A mines marker occupying a hex will attack any unit (enemy or friendly) that Moves or Advances into or out of that hex. Units entering/exiting together are attacked with a single roll; otherwise a separate Mine Attack should be made against each unit as it enters or exits a hex containing mines. Units that were already in a mines hex at the moment another unit enters/exits the hex are immune to that Mine Attack."
    "The strength of a Mine Attack is a default 6 FP unless the scenario specifically assigns (or the Scenario Defender specifically purchases) a 7- or 8-FP Minefield capability."
    "Cover for a Mine Attack is automatically set to “0”, and cannot be modified by any means. A Mine Attack roll follows the same general rules and restrictions as for a Fire Attack roll [O27.3.3 & O27.3.4] except that only the moving/advancing units in the hex need make a Defense roll."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."
    "b) If the Defense Total is less than the Attack Total – but still more than half – the unit breaks [3.2]."
    "c) If the Defense Total is equal to the Attack Total, the unit becomes suppressed [4.2] unless it is currently activated to Move—in which case it breaks instead."
    "A broken unit that breaks again is eliminated"

    # Worked by hand: the Leader in E5 activates both Squads; one roll for the two entering E4 together (the
    # Leader stays in E5: no Command in E4): 6 FP + 7 = 13 (Cover 0). us-a: Morale 7 + 5 = 12, less than 13 but more than half (6½): broken. us-b: 7 + 6 = 13, equal, activated to Move:
    # broken. us-c was already in E4: immune, no Defense roll.
    @F104 @F104.1 @F104.2 @O27.3.4
    Scenario: Two Squads entering the mines together: one Mine Attack of 13; the Squad already there is immune
      Given the battlefield:
        | hex | terrain     | markers |
        | E4  | Open Ground | Mines   |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-a | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | us-b | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | us-c | allied | squad | E4  | 6  | 6     | 7      | 6             |
      And the Movement of "us-a" is 4, broken 2
      And the Movement of "us-b" is 4, broken 2
      And the units:
        | unit  | owner  | kind   | hex | morale | broken morale | command |
        | us-lt | allied | leader | E5  | 8      | 6             | 1       |
      And the Movement of "us-c" is 4, broken 2
      And the Movement of "us-lt" is 6, broken 6
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      And the mover tries to enter E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 5
      And the Defense Roll for "us-b" is 6
      Then a Mine Attack of 13 was made in E4 against "us-a, us-b"
      And the Mines Defense Total of "us-a" is 12 against 13
      And the Mines Defense Total of "us-b" is 13 against 13
      And "us-a" is broken
      And "us-b" is broken
      And "us-c" made no Defense Roll

    # Worked by hand: an 8-FP Minefield: 8 + 7 = 15. The unbroken Team's Morale 5 + 2 = 7, half of 15 (7½)
    # or less: eliminated (a); under CC:E F103.2 (O20.3.4: less than the Attack Total) it would only break.
    @F104.2 @O27.3.4
    Scenario: An 8-FP Minefield: a Defense Total of half the Attack Total or less eliminates an unbroken Team
      Given the battlefield:
        | hex | terrain     | markers |
        | E4  | Open Ground | Mines   |
      And the firing units:
        | unit    | owner  | kind | hex | fp | range | morale | broken morale |
        | us-team | allied | team | E5  | 3  | 4     | 5      | 4             |
      And the Movement of "us-team" is 5, broken 3
      And the Mine Attacks have 8 FP
      When the allied player orders "us-team" to Move
      And "us-team" begins to move
      And the mover tries to enter E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-team" is 2
      Then a Mine Attack of 15 was made in E4 against "us-team"
      And the Mines Defense Total of "us-team" is 7 against 15
      And "us-team" is eliminated

    # Worked by hand: the broken Squad is attacked as it exits the mines hex E5: 6 + 7 = 13; its broken Morale
    # 6 + 6 = 12, less than 13, more than 6½: it breaks (b), and being broken already it is eliminated (3.2.4).
    @F104.1 @O27.3.4 @3.2.4
    Scenario: A broken Squad exiting the mines breaks again and is eliminated
      Given the battlefield:
        | hex | terrain     | markers |
        | E5  | Open Ground | Mines   |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And "us-squad" starts broken
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 6
      Then a Mine Attack of 13 was made in E5 against "us-squad"
      And the Mines Defense Total of "us-squad" is 12 against 13
      And "us-squad" is eliminated

    # Worked by hand: exiting E5 (6 + 7 = 13), the Squad's 7 + 7 = 14 is greater: unaffected (d); it is placed
    # in E4, which holds no mines: no second attack.
    @F104.1 @O27.3.4
    Scenario: A Squad unaffected as it exits the mines is placed in the hex entered
      Given the battlefield:
        | hex | terrain     | markers |
        | E5  | Open Ground | Mines   |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7
      Then a Mine Attack of 13 was made in E5 against "us-squad"
      And "us-squad" is unbroken
      And "us-squad" stands in E4

  Rule: A43.2 Hidden Mines
    "Hidden Mines may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex. That hex cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a mines marker [F104] into that hex. The Defender then immediately makes a Mine Attack [F104.2] against each of those moving/advancing units. Any unit that was already in the hex would be immune to this initial minefield attack."
    "Units entering/exiting together are attacked with a single roll"

    # Worked by hand: the Leader in E5 activates both Squads, which enter E4 together (the Leader stays in E5:
    # no Command in E4); the Japanese Defender places Hidden Mines there and rolls the single Mine Attack:
    # 6 FP + 7 = 13, Cover 0. us-a: Morale 7 + 5 = 12, less than 13 but more than half (6½): broken (b). us-b:
    # 7 + 6 = 13, equal, activated to Move: broken (c). us-c was already in E4: immune, no Defense roll.
    @A43.2 @F104.1 @F104.2 @O27.3.4 @O29.5
    Scenario: Hidden Mines attack the two Squads that just entered together with one roll; the Squad already there is immune
      Given the scenario Defender is the axis player
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-a | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | us-b | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | us-c | allied | squad | E4  | 6  | 6     | 7      | 6             |
      And the Movement of "us-a" is 4, broken 2
      And the Movement of "us-b" is 4, broken 2
      And the units:
        | unit  | owner  | kind   | hex | morale | broken morale | command |
        | us-lt | allied | leader | E5  | 8      | 6             | 1       |
      And the Movement of "us-c" is 4, broken 2
      And the Movement of "us-lt" is 6, broken 6
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      And the mover tries to enter E4
      And the Defender plays Hidden Mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 5
      And the Defense Roll for "us-b" is 6
      Then E4 holds Hidden Mines
      And a Mine Attack of 13 was made in E4 against "us-a, us-b"
      And "us-a" is broken
      And "us-b" is broken
      And "us-c" made no Defense Roll

    # Worked by hand: Open Ground in E4 is no water terrain and holds no fortification: the Defender is offered
    # Hidden Mines (or Hidden Wire). In the next scenario E4 is a Swamp (water terrain, F100.3): nothing may be placed.
    @A43.2 @A43.7
    Scenario: Just after a Squad enters Open Ground the Defender may play Hidden Mines
      Given the scenario Defender is the axis player
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      Then the Defender may play Hidden Mines or Hidden Wire

    @A43.2 @F100.3 @T97
    Scenario: A Squad entering a Swamp hex (water terrain): no Hidden Mines, the Op Fire window opens at once
      Given the battlefield:
        | hex | terrain |
        | E4  | Swamp   |
      And the scenario Defender is the axis player
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      Then the Inactive player may say "Wait!"

  Rule: A43.3 Hidden Panji Trap
    "Hidden Panji Trap may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex. That hex cannot be water terrain nor already contain a fortification of any type."
    "Effect —The Japanese player chooses to do one of the following:"
    "● place a mines marker [F104] into that hex then immediately make a Mine Attack [F104.2] against each of those moving/advancing units; or"
    "● place a wire marker [F107] into that hex."
    "Hidden Panji Trap —New action (Japan"

    # Worked by hand: the Japanese Defender answers the Squad's entry into E4 with a Panji Trap of mines: the Mine
    # Attack at once, 6 FP + 7 = 13, Cover 0; the Squad's 7 + 7 = 14, more than 13: unaffected (d).
    @A43.3 @F104.2 @O27.3.4
    Scenario: A Panji Trap of mines attacks the Squad that just entered
      Given the scenario Defender is the axis player
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Defender plays a Hidden Panji Trap with mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7
      Then E4 holds Mines of a Hidden Panji Trap
      And a Mine Attack of 13 was made in E4 against "us-squad"
      And "us-squad" is unbroken
      And the trace cites A43.3 and F104.2

    # Worked by hand: a Panji Trap of wire in E4: "A moving unit loses all remaining MPs immediately after entering
    # ... a hex containing wire" (F107.2): the Squad's movement is over there.
    @A43.3 @F107.2
    Scenario: A Panji Trap of wire ends the Squad's movement
      Given the scenario Defender is the axis player
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Defender plays a Hidden Panji Trap with wire
      And the inactive player says "Go ahead"
      Then E4 holds Wire of a Hidden Panji Trap
      And the mover's movement is over
      And "us-squad" stands in E4

    # Worked by hand: the Allied player is the scenario Defender as the Japanese Squad enters E4: Hidden Mines and
    # Hidden Wire are his (A43.2, A43.7), the Panji Trap is not (reading ccp.hidden-japan-only, default
    # japan-and-defender); under defender-only he may play it.
    @A43.3 @A43
    Scenario: An Allied scenario Defender may not play a Hidden Panji Trap
      Given the scenario Defender is the allied player
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-squad" is 4, broken 2
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover tries to enter E4
      And the Defender plays a Hidden Panji Trap with wire
      Then it is rejected with code "illegal-event" naming "events[2].type", citing A43.3

    @A43.3 @A43
    Scenario: Under reading defender-only an Allied scenario Defender may play it
      Given the scenario Defender is the allied player
      And the reading "ccp.hidden-japan-only" is "defender-only"
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-squad | axis  | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-squad" is 4, broken 2
      When the axis player orders "jp-squad" to Move
      And "jp-squad" begins to move
      And the mover tries to enter E4
      And the Defender plays a Hidden Panji Trap with wire
      Then E4 holds Wire of a Hidden Panji Trap

  Rule: A43.4 Hidden Pillbox and A43.5 Hidden Trenchline before a Defense roll against Op Fire
    "Hidden Pillbox may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a pillbox marker [F105] into that hex."
    "Hidden Trenchline may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a trench marker [F106] into that hex."
    "A pillbox gives the hex it occupies an alternate Cover of “5”"
    "A trench marker gives the hex it occupies an alternate Cover of “4”"

    Background:
      Given the scenario Defender is the allied player
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the lines of sight:
        | from | to | sight |
        | E2   | E4 | clear |

    # Worked by hand: 6 FP + 3•4 = 13 at range 2. The American Defender places a Hidden Pillbox into E4 just before
    # his Squad's roll: Morale 7 + Cover 5 + 1•1 = 14, more than 13: unaffected (d). In Open Ground (Cover 0) the
    # same roll, 9, would break it (b).
    @A43.4 @F105 @A41.2 @O27.3.4
    Scenario: A Hidden Pillbox placed just before the moving Defender's Defense roll saves the Squad
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.4 before the Defense Roll of "us-squad"
      And "us-squad" makes its Fire Defense Roll of 1•1
      Then the Op Fire Defense Total of "us-squad" is 14 with Morale 12, unaffected

    # Worked by hand: a Hidden Trenchline instead: Morale 7 + Cover 4 + 1•1 = 13, equal to 13, and the Squad is
    # activated to Move: it breaks (O27.3.4 c).
    @A43.5 @F106.1 @O27.3.4
    Scenario: A Hidden Trenchline: a tie still breaks the moving Squad
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.5 before the Defense Roll of "us-squad"
      And "us-squad" makes its Fire Defense Roll of 1•1
      Then the Op Fire Defense Total of "us-squad" is 13 with Morale 11, broken

    # Worked by hand: here the Japanese player is the scenario Defender, not the American (A43: "only be played by
    # the scenario Defender"): the American Squad's roll against the Op Fire takes no Hidden Pillbox.
    @A43.4 @A43
    Scenario: A player who is not the scenario Defender may not play Hidden Pillbox
      Given the scenario Defender is the axis player
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Defender plays no Hidden Action
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.4 before the Defense Roll of "us-squad"
      Then it is rejected with code "illegal-event" naming "events[11].action", citing A43.4

  Rule: F107.2 Wire & Movement
    "A moving unit loses all remaining MPs immediately after entering or exiting a hex containing wire."
    "to play a Hidden Mines [A43.2] , Hidden Panji Trap [A43.3] or Hidden Wire [A43.7] action."

    @F107.2 @A43.7 @O29.5
    Scenario: Hidden Wire placed in the hex just entered ends the movement
      Given the scenario Defender is the axis player
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Defender plays Hidden Wire
      And the inactive player says "Go ahead"
      Then the mover's movement is over
      And "us-squad" stands in E4

  Rule: F102.1.1 Entering & Exiting Caves: at the conclusion of the Move
    "Japanese units physically stacked underneath a cave marker are considered to be inside the cave—all other units in that hex are outside the cave"
    "A Japanese unit may only ever change its position within a cave hex – that is, enter or leave the cave – at the following times: ● at the beginning of any order in which it is activated; ● at the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated;"
    "Entering or exiting a cave (as opposed to a cave’s hex) is not considered movement, so no MPs need be expended and no Op Fire or other reactions are possible by the opponent."
    "So a Japanese unit activated to Move could exit a cave (although remaining in the same hex), Move into one or more new hexes then, in the last hex entered, be placed inside a cave in that final hex when the active player declared his Move order complete."

    # Caves in the level-1 Crest hexes E5 (the Japanese Squads jp-1 and jp-2 inside) and E3 (empty). E4 is
    # Open Ground at level 0: 1 MP; E3 one level up: 1 + 1 = 2 MP (T89.1); jp-1 (Movement 4) spends 3.
    Background:
      Given the firing units:
        | unit | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis  | squad | E5  | 6  | 5     | 7      | 5             |
        | jp-2 | axis  | squad | E5  | 6  | 5     | 7      | 5             |
      And the Movement of "jp-1" is 4, broken 2
      And the Movement of "jp-2" is 4, broken 2
      And a cave in the level-1 Crest hex E5 with "jp-1, jp-2" inside
      And a cave in the level-1 Crest hex E3 with "" inside

    @F102.1.1 @F102.1 @O29.1
    Scenario: The example: out of one cave, two hexes on, and into the cave in the last hex entered
      When the axis player orders "jp-1" to Move
      And "jp-1" begins to move
      And the mover enters "E4, E3"
      And the mover stops
      Then the MPs announced are "1, 3"
      And the Move's conclusion is under way
      When "jp-1" enters the cave in its hex
      Then "jp-1" stands in E3
      And the cave in E3 holds "jp-1" inside
      And the cave in E5 holds "jp-2" inside
      And the Move Order is completed
      And the trace cites F102.1.1

    @F102.1.1
    Scenario: A unit not activated by the Move may not leave its cave at its conclusion
      When the axis player orders "jp-1" to Move
      And "jp-1" begins to move
      And the mover enters "E4, E3"
      And the mover stops
      And "jp-2" leaves the cave in its hex
      Then the decision is rejected citing F102.1.1

    @F102.1.1
    Scenario: The conclusion may pass with nobody entering the cave
      When the axis player orders "jp-1" to Move
      And "jp-1" begins to move
      And the mover enters "E4, E3"
      And the mover stops
      And no other unit enters or leaves a cave
      Then the cave in E3 holds "" inside
      And the Move Order is completed

    @F102.1.1
    Scenario: A Move that ends where no cave is has no such conclusion
      When the axis player orders "jp-1" to Move
      And "jp-1" begins to move
      And the mover enters "E4"
      And the mover stops
      Then the Move Order is completed
      And the cave in E5 holds "jp-2" inside

  Rule: F102.2 Cave Openings in Op Fire: who an Op Fire at a cave hex reaches, and where a unit inside a cave may Op Fire
    "Units inside a cave trace LOS normally to hexes lying downslope of that cave, and vice versa. However, units inside a cave never have LOS to any hex lying upslope of that cave."
    "Similarly, units upslope of a cave never have LOS to units inside that cave—even if they may be able to see other units in the same hex but outside the cave."
    "Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them, even when other units in the same hex – but outside the cave – are affected normally."
    "Targeted units outside the cave will always use the other (non-cave) Cover of the hex."
    "A cave bestows upon its occupants – only; not the hex itself – an alternate Cover of “4” to most fire attacks emanating from downslope."
    "Op Fire by the Allied player could be performed immediately upon the unit entering any of these new hexes as normal"

    # E5 is a level-1 Crest hex holding a cave with the Japanese Squad jp-in inside it. The LOS threads from E1,
    # E2, E3, E4, G1 and G2 cross E5's hexsides at level 0 (lower than the cave hex: downslope, F102.2.1); those
    # from D5, E6 and F5 at level 1 (the cave's own level: upslope). Every other hex is at level 0.
    Background:
      Given the battlefield:
        | hex | terrain           | elevation | crest |
        | E5  | Open Ground, Hill | 1         | yes   |
      And the firing units:
        | unit  | owner | kind  | hex | fp | range | morale | broken morale |
        | jp-in | axis  | squad | E5  | 6  | 5     | 7      | 5             |
      And the Movement of "jp-in" is 4, broken 2
      And a cave in E5 with "jp-in" inside, the lines of sight crossing its hexsides at:
        | from | level |
        | E1   | 0     |
        | E2   | 0     |
        | E3   | 0     |
        | E4   | 0     |
        | G1   | 0     |
        | G2   | 0     |
        | D5   | 1     |
        | E6   | 1     |
        | F5   | 1     |

    # The Japanese Team enters the cave hex E5 from E6 (outside the cave: entering one is no movement, F102.1.1).
    # us-up in D5 (upslope) Op Fires: 6 FP - 1 (E5 higher, T89.2) = 5; 5 + 3•4 = 12. The Team: Morale 7 + the hex's
    # Cover 0 + 1•2 = 10, more than half of 12 and less: broken. jp-in is immune: it makes no roll.
    @F102.2.2 @F102.2.1 @A41.2 @O27.3.4
    Scenario: Op Fire from upslope at the cave hex reaches only the units outside the cave
      Given the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-team | axis   | team  | E6  | 3  | 4     | 7      | 6             |
        | us-up   | allied | squad | D5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-team" is 5, broken 3
      When the axis player orders "jp-team" to Move
      And "jp-team" begins to move
      And the mover tries to enter E5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-up" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-up" fires at E5
      And the Fire Attack Roll is 3•4
      And "jp-team" makes a Fire Defense Roll of 1•2
      Then the Op Fire Defense Total of "jp-team" is 10 with Morale 7, broken
      And only "jp-team" made an Op Fire Defense Roll
      And the trace cites F102.2.2 and F102.2.1

    # us-down in E3 (downslope, range 2, the line over E4 clear) Op Fires: 5 + 3•4 = 12. jp-in: Morale 7 + the
    # cave's 4 = 11, + 1•1 = 13 > 12: unaffected (with the hex's 0 it would be 9: broken). The Team outside: 7 + 0 +
    # 2•2 = 11: broken.
    @F102.2.3 @F102.2.1 @A41.2 @O27.3.4
    Scenario: Op Fire from downslope reaches the units inside the cave, with the cave's Cover 4
      Given the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-team | axis   | team  | E6  | 3  | 4     | 7      | 6             |
        | us-down | allied | squad | E3  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-team" is 5, broken 3
      And the lines of sight:
        | from | to | sight |
        | E3   | E5 | clear |
      When the axis player orders "jp-team" to Move
      And "jp-team" begins to move
      And the mover tries to enter E5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-down" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-down" fires at E5
      And the Fire Attack Roll is 3•4
      And "jp-in" makes a Fire Defense Roll of 1•1
      And "jp-team" makes a Fire Defense Roll of 2•2
      Then the Op Fire Defense Total of "jp-in" is 13 with Morale 11, unaffected
      And the Op Fire Defense Total of "jp-team" is 11 with Morale 7, broken
      And the trace cites F102.2.3 and F102.2.1

    # The American Squad moves from E3 into E4 (downslope): jp-in Op Fires at it, 6 + 1 (E4 lower, T89.2) = 7;
    # 7 + 3•4 = 14. The Squad: 7 + 0 + 2•3 = 12 < 14 and more than 7: broken.
    @F102.2.2 @T89.2 @A41.2
    Scenario: A unit inside the cave Op Fires at a hex downslope of it
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E3  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-in" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-in" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 2•3
      Then the Op Fire Defense Total of "us-squad" is 12 with Morale 7, broken

    # The American Squad moves from E6 into D5 (upslope): jp-in, inside the cave, has no LOS to D5 and cannot be
    # activated to fire at it (reading cce.op-fire-activation-target: the hex just entered, by default) — though it
    # sees the other American Squad, in E2 (downslope, range 3).
    @F102.2.2 @A41.2
    Scenario: A unit inside the cave cannot Op Fire at a hex upslope of it
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E6  | 6  | 6     | 7      | 6             |
        | us-other | allied | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the Movement of "us-other" is 4, broken 2
      And the lines of sight:
        | from | to | sight |
        | E5   | E2 | clear |
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter D5
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-in" for Op Fire
      Then the decision is rejected citing F102.2.2

    # T94 with a cave: the American Squad follows a Road from E6 into D5 and from E3 into E4; jp-in, inside the
    # cave, is the only Japanese unit. D5 lies upslope of the cave: "units inside a cave never have LOS to any hex
    # lying upslope of that cave", so no enemy unit has a LOS to D5: ½ MP (T94). E4 lies downslope: jp-in sees it
    # (adjacent): 1 MP along the Road.
    @F102.2.2 @T94 @O29.1
    Scenario Outline: Along the Road into <hex>, <slope> of the cave: <cost> MPs
      Given the battlefield:
        | hex    | terrain           |
        | <from> | Open Ground, Road |
        | <hex>  | Open Ground, Road |
      And the <from>/<hex> hexside is a Road
      And the firing units:
        | unit     | owner  | kind  | hex    | fp | range | morale | broken morale |
        | us-squad | allied | squad | <from> | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover enters "<hex>"
      Then entering <hex> cost <cost> MPs

      Examples:
        | from | hex | slope     | cost |
        | E6   | D5  | upslope   | ½    |
        | E3   | E4  | downslope | 1    |

  Rule: A44 Light Wounds on a mover's Defense roll against Op Fire or Mines
    "Light Wounds may only be played at the instant that a friendly squad – either broken or unbroken – would break."
    "Effect —Lose 1 VP. Then, instead of that squad breaking (or being eliminated due to already being broken), place it back into the countermix. Take a team from the countermix – of the same quality as that player’s OB: either green, line or elite – and place it into the hex from which the squad was taken."
    "Finally, the team is treated as being the same unit from which it was created—so its activation status for the turn matches that of the swapped squad."

    Background:
      Given the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-squad | allied | squad | E5  | 6  | 6     | 7      | 6             |
        | jp-squad | axis   | squad | E2  | 6  | 6     | 7      | 6             |
      And the Movement of "us-squad" is 4, broken 2
      And the lines of sight:
        | from | to | sight |
        | E2   | E4 | clear |
        | E2   | E3 | clear |
      And the allied player has the Team "us-lw" with FP 3, broken FP 1 and Movement 5 in his countermix for Light Wounds

    # Worked by hand: the Op Fire's Attack Total is 6 FP + 3•4 = 13; the moving Squad's 7 + 1•1 = 9 is less
    # than 13 and more than 6½: it would break (O27.3.4 b). Light Wounds places the Team into E4 (1 VP). Reading
    # ccp.light-wounds-moving-team, team-goes-on (the default): the Team is the same unit, activated to Move
    # with the 1 MP the Squad spent, and goes on into E3.
    @A44 @O29.3 @A41.2 @O27.3.4
    Scenario: Op Fire would break the moving Squad: Light Wounds, and the Team moves on (reading ccp.light-wounds-moving-team, team-goes-on)
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•1
      And the allied player plays Light Wounds
      And the mover tries to enter E3
      Then "us-lw" stands in E3
      And "us-lw" is unbroken
      And the allied player has lost 1 VP
      And the trace cites A44

    # Worked by hand: as above; under team-stays the Team is only placed into E4, its move over.
    @A44 @O29.3
    Scenario: Reading ccp.light-wounds-moving-team, team-stays: the Team is only placed into E4
      Given the reading "ccp.light-wounds-moving-team" is "team-stays"
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "jp-squad" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "jp-squad" fires at E4
      And the Fire Attack Roll is 3•4
      And "us-squad" makes a Fire Defense Roll of 1•1
      And the allied player plays Light Wounds
      Then "us-lw" stands in E4
      And the allied player has lost 1 VP

    # Worked by hand: the Mine Attack in E4 is 6 FP + 7 = 13 (Cover 0); the Squad's 7 + 5 = 12 would break it
    # (O27.3.4 b). Light Wounds: the Team in E4, its owner loses 1 VP and the Japanese player gains none.
    @A44 @F104.1 @F104.2
    Scenario: A Mine Attack would break the moving Squad: Light Wounds instead, and no VP for the Japanese player
      Given the battlefield:
        | hex | terrain     | markers |
        | E4  | Open Ground | Mines   |
      When the allied player orders "us-squad" to Move
      And "us-squad" begins to move
      And the mover tries to enter E4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      And the allied player plays Light Wounds
      Then "us-lw" stands in E4
      And "us-lw" is unbroken
      And the allied player has lost 1 VP
      And the axis player has 0 VP

  Rule: A43.1 Hidden Cave before the moving Defender's Defense roll against Op Fire
    "Hidden Cave may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack must be a Crest hex [T89.3.1], cannot be water terrain, and cannot already contain a fortification of any type. Effect —Place a cave marker [F102] into that hex."
    "A Japanese unit may only ever change its position within a cave hex – that is, enter or leave the cave – at the following times:"
    "immediately after the cave is placed into its hex (via the Hidden Cave action [A43.1])."
    "Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them, even when other units in the same hex – but outside the cave – are affected normally."
    "A cave bestows upon its occupants – only; not the hex itself – an alternate Cover of “4” to most fire attacks emanating from downslope."

    # E5 is a level-1 Crest hex with no cave yet: a Hidden Cave site, whose LOS threads cross its hexsides at level 0
    # from E1-E4, G1, G2 (downslope) and at level 1 from D5, E6, F5 (upslope, F102.2.1). The Japanese player is the
    # scenario Defender; his Team moves from E6 into E5.
    Background:
      Given the battlefield:
        | hex | terrain           | elevation | crest |
        | E5  | Open Ground, Hill | 1         | yes   |
      And the scenario Defender is the axis player
      And a Hidden Cave site in E5, the lines of sight crossing its hexsides at:
        | from | level |
        | E1   | 0     |
        | E2   | 0     |
        | E3   | 0     |
        | E4   | 0     |
        | G1   | 0     |
        | G2   | 0     |
        | D5   | 1     |
        | E6   | 1     |
        | F5   | 1     |

    # us-up in D5 (upslope) Op Fires: 6 FP - 1 (E5 higher, T89.2) + 3•4 = 12. Just before the Team's Defense roll the
    # Japanese player places a Hidden Cave in E5 and the Team enters it: from upslope it is immune, no Defense roll.
    @A43.1 @F102.1.1 @F102.2.2 @A41.2
    Scenario: From upslope, the moving Team that enters the Hidden Cave makes no Defense roll against the Op Fire, and stops moving
      Given the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-team | axis   | team  | E6  | 3  | 4     | 7      | 6             |
        | us-up   | allied | squad | D5  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-team" is 5, broken 3
      When the axis player orders "jp-team" to Move
      And "jp-team" begins to move
      And the mover tries to enter E5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-up" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-up" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-team", "jp-team" entering it
      Then the procedure is in state "concludingInCaves"
      And the output "defenseRolls" is []
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-team"] }]
      And the trace cites A43.1 and F102.2.2

    # us-down in E3 (downslope) Op Fires: 5 + 3•4 = 12. The Team enters the new cave: Morale 7 + the cave's 4 = 11,
    # + 1•1 = 13 > 12: unaffected (with the hex's 0 it would be 9: broken).
    @A43.1 @F102.1.1 @F102.2.3 @A41.2
    Scenario: From downslope, the moving Team that enters the Hidden Cave defends with the cave's Cover 4
      Given the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-team | axis   | team  | E6  | 3  | 4     | 7      | 6             |
        | us-down | allied | squad | E3  | 6  | 6     | 7      | 6             |
      And the Movement of "jp-team" is 5, broken 3
      And the lines of sight:
        | from | to | sight |
        | E3   | E5 | clear |
      When the axis player orders "jp-team" to Move
      And "jp-team" begins to move
      And the mover tries to enter E5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-down" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-down" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-team", "jp-team" entering it
      And "jp-team" makes its Fire Defense Roll of 1•1
      Then the Op Fire Defense Total of "jp-team" is 13 with Morale 11, unaffected
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-team"] }]
      And the trace cites A43.1 and F102.2.3
