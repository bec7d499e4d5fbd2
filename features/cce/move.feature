Feature: Move (CC:E O21, with 7.2.1, T93, F103, F105.2, F106.2, A24.2, A26, A30, A33, A35.2, A35.5, A39)
  Decides what each hex entered during a Move Order costs, how many MPs the unit or stack has, which
  Moves are refused, and what Wire, Mines, Hidden Fortifications, exits and Weapon transfers do; after
  each hex entered, the inactive player's window: "Wait!", the Fire Action that activates units for Op
  Fire, and one Op Fire attack — the Fire procedure's own Fire Attack and Fire Defense; then the active
  player's Smoke Grenades and Assault Fire.

  Background:
    Given a 15 by 10 map whose bottom edge is the axis player's
    And the battlefield:
      | hex | terrain                    | markers | elevation | crest |
      | L8  | Open Ground                |         | 0         |       |
      | K8  | Open Ground                |         | 1         |       |
      | K7  | Open Ground                |         | 1         |       |
      | K6  | Woods                      |         | 1         | yes   |
      | L5  | Open Ground                |         | 0         |       |
      | E5  | Open Ground                |         |           |       |
      | E4  | Woods                      |         |           |       |
      | F4  | Open Ground, Road          |         |           |       |
      | F5  | Open Ground                | Blaze   |           |       |
      | E6  | Open Ground                |         |           |       |
      | D5  | Water Barrier              |         |           |       |
      | D4  | Bridge, Major Bridge, Road |         |           |       |
      | G4  | Stream                     |         |           |       |
      | C5  | Open Ground                | Wire    |           |       |
      | C4  | Open Ground, Road          |         |           |       |
      | B4  | Open Ground                |         |           |       |
      | H5  | Open Ground                |         |           |       |
      | H4  | Open Ground                | Mines   |           |       |
      | H3  | Open Ground                |         |           |       |
      | A1  | Open Ground                |         |           |       |
      | A2  | Open Ground                |         |           |       |
      | E3  | Open Ground                |         |           |       |
      | B2  | Open Ground                |         |           |       |
      | G5  | Open Ground                |         |           |       |
      | G6  | Open Ground                |         |           |       |
      | E7  | Open Ground                |         |           |       |

  Rule: O21.1 Movement Costs
    "In order to enter an adjacent hex during a Move Order, an activated unit must spend a number of MPs equal to the Move Cost of the terrain in that hex."
    "IMPORTANT: A unit may not enter a hex unless it has at least as many MPs remaining as the total cost to enter that hex."
    "A moving unit must expend +1 MP in order to enter a hex at a higher elevation than the one it is leaving."

    Background:
      Given the units:
        | unit        | owner  | kind   | hex | morale | broken morale | command |
        | de-rifle    | axis   | squad  | L8  | 7      | 5             |         |
        | de-biermann | axis   | leader | K7  | 8      | 6             | 1       |
        | us-line     | allied | squad  | L5  | 7      | 5             |         |
      And the Movement of "de-rifle" is 4, broken 2
      And the Movement of "de-biermann" is 6, broken 6

    @O21.1 @T88.1 @3.3.1.2 @O21.5
    Scenario: Movement / Opportunity Fire example, steps A, D, F and H
      When the axis player orders "de-rifle" to Move
      And "de-rifle" begins to move
      And the mover enters "K8"
      Then entering K8 cost 2 MPs
      When the mover enters "K7, K6"
      Then the MPs announced are "2, 3, 5"
      And "de-rifle" stands in K6
      And the mover's movement is over

    @O21.1 @O21.3 @A33.1
    Scenario: After each hex entered the inactive player may say "Wait!"
      When the axis player orders "de-rifle" to Move
      And "de-rifle" begins to move
      And the mover tries to enter K8
      Then the Inactive player may say "Wait!"

    @O21.1 @3.3.1.2
    Scenario: Leaving Biermann's hex at the start, the Squad cannot pay 2 MP for the Woods with 1 MP left
      Given "de-biermann" is elsewhere in L8
      When the axis player orders "de-rifle" to Move
      And "de-rifle" begins to move
      And the mover enters "K8, K7"
      And the mover tries to enter K6
      Then the Move into K6 is refused citing O21.1
      And "de-rifle" stands in K7

  Rule: O21 Move — MPs are the current Movement
    "A unit has as many MPs to spend during a Move Order as its current Movement number, which can be modified by Command [3.3.1.2] or by having entered a Road hex [T93], among other things."
    "3.1.3 Movement—This is the third number along the bottom, and gives the number of Movement Points (“MPs”) a unit can spend to Move [O21] from hex to hex across the map."
    "A unit with a Suppressed marker on it has -1 FP, -1 Range, -1 Movement and -1 Morale."
    "A unit with a Veteran marker on it has +1 FP, +1 Range, +1 Movement and +1 Morale."
    "possibly a detrimental modifier (in bold red, like in the sample above) to the carrying unit’s Movement."

    Background:
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale | suppressed | veteran |
        | de-supp  | axis  | squad | E5  | 7      | 5             | yes        |         |
        | de-vet   | axis  | squad | E5  | 7      | 5             |            | yes     |
        | de-heavy | axis  | squad | E5  | 7      | 5             |            |         |
      And the Movement of "de-supp" is 4, broken 2
      And the Movement of "de-vet" is 4, broken 2
      And the Movement of "de-heavy" is 4, broken 2
      And "de-heavy" possesses a working MG "de-hmg"
      And the Weapon of "de-heavy" has Movement -1

    @O21 @13.2 @3.1.3
    Scenario: A Suppressed Squad has 3 MPs: Woods and Open Ground end its move
      When the axis player orders "de-supp" to Move
      And "de-supp" begins to move
      And the mover enters "E4, E3"
      Then the MPs announced are "2, 3"
      And the mover's movement is over

    @O21 @E44.1 @3.1.3
    Scenario: A Veteran Squad has 5 MPs: after Woods and Open Ground it may go on
      When the axis player orders "de-vet" to Move
      And "de-vet" begins to move
      And the mover enters "E4, E3"
      Then the MPs announced are "2, 3"
      And the mover may go on

    @O21 @11.1 @O21.1
    Scenario: A Squad carrying a Weapon of Movement -1 has 3 MPs: Woods into Woods is too costly
      Given E3 is Woods
      When the axis player orders "de-heavy" to Move
      And "de-heavy" begins to move
      And the mover enters "E4"
      And the mover tries to enter E3
      Then the Move into E3 is refused citing O21.1

  Rule: T78.2 Move Costs
    "Each terrain lists a “Move Cost” which is the amount of MPs a unit must expend to Move [O21] into that hex or across that hexside."
    "MOVE COST: 1 if traveling along the Trail depiction (that is, the moving unit crossed a Trail hexside as it entered the hex); otherwise depends on the other terrain in the hex."
    "MOVE COST: 1 if travelling along the Railway depiction (that is, the moving unit crossed a Railway hexside as it entered the hex)"
    "T87. Hedge MOVE COST: +1 when crossing."

    Background:
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2

    @T78.2 @T96 @T92 @O21.1
    Scenario Outline: Into Woods with a <depiction>: <cost> MP <how>
      Given E4 is Woods with a <depiction>
      And the E5/E4 hexside is a <hexside>
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost <cost> MPs

      Examples:
        | depiction | hexside | cost | how                                 |
        | Trail     | Trail   | 1    | along the Trail depiction           |
        | Railway   | Railway | 1    | along the Railway depiction         |
        | Trail     | Fence   | 3    | across a Fence, not along the Trail |

    @T78.2 @T87
    Scenario: Across a Hedge into Open Ground costs 2 MPs
      Given the E5/E6 hexside is a Hedge
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "E6"
      Then entering E6 cost 2 MPs

  Rule: T93 Road
    "A unit gains +1 to its Movement number as long as it entered a hex containing a Road at any point during a Move Order."
    "The unit need not have entered the Road hex via a road hexside to gain the bonus"
    "MOVE COST: 1 if travelling along the Road depiction (that is, the moving unit crossed a Road hexside as it entered the hex)"

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | morale | broken morale |
        | de-squad | axis   | squad | E5  | 7      | 5             |
        | us-squad | allied | squad | E6  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And the F4/G4 hexside is a Fence

    @T93 @T95 @T84 @O21.1
    Scenario: The Road bonus from a Road hex entered across a non-road hexside pays for the Stream across a Fence
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "F4, G4"
      Then entering F4 cost 1 MP
      And entering G4 cost 4 MPs
      And the MPs announced are "1, 5"

    @T93 @T78.2 @O21.1
    Scenario: Along the Road depiction, Woods cost 1 MP
      Given E4 is Woods with a Road
      And the E5/E4 hexside is a Road
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "E4, E3"
      Then entering E4 cost 1 MP
      And the MPs announced are "1, 2"
      And the mover may go on

    @T93 @O21.1
    Scenario: Without the Road the Stream across the Fence is too costly
      Given F4 is Open Ground without a Road
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "F4"
      And the mover tries to enter G4
      Then the Move into G4 is refused citing O21.1

  Rule: O21.4 Movement Restrictions
    "A moving unit may never: ● enter an enemy-occupied hex;"
    "● enter or exit a Major Bridge hex across anything other than its Road/Rail hexsides [T80.1]; ● exit off the left, right or friendly map edge."
    "MOVE COST: Impassable; or 1 if directly along the Road / Railway depiction. Also, units can only leave a Major Bridge hex via one of its two Road / Railway hexsides."

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | morale | broken morale |
        | de-squad | axis   | squad | E5  | 7      | 5             |
        | us-squad | allied | squad | E6  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And the E5/E4 hexside is a Wall

    @O21.4 @T79 @T98 @T80.1
    Scenario Outline: A Move into <hex> is refused
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter <hex>
      Then the Move into <hex> is refused citing <rule>
      And "de-squad" stands in E5

      Examples:
        | hex | rule  |
        | E6  | O21.4 |
        | F5  | T79   |
        | D5  | T98   |
        | D4  | T80.1 |

    @O21.4 @T80 @T80.1 @O21.1
    Scenario: Along its Road the Major Bridge costs 1 MP, and it is left only by its other Road hexside
      Given the E5/D4 hexside is a Road
      And the D4/C4 hexside is a Road
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "D4"
      Then entering D4 cost 1 MP
      When the mover tries to enter E4
      Then the Move into E4 is refused citing T80.1
      When the mover enters "C4"
      Then entering C4 cost 1 MP
      And the MPs announced are "1, 2"
      And "de-squad" stands in C4

    @T97 @O21.1
    Scenario: Crossing a Wall into Woods costs 3 MPs
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "E4"
      Then entering E4 cost 3 MPs

    @O21.4 @T83
    Scenario: No Move across a Cliff hexside
      Given the E5/F4 hexside is a Cliff
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter F4
      Then the Move into F4 is refused citing T83

  Rule: F106.2 Wire & Movement
    "Note that this will end a unit’s Move, as a unit must spend all its movement points in order to move out of a Wire hex and it had to have spent at least one to get in."

    Background:
      Given the units:
        | unit      | owner  | kind   | hex | morale | broken morale | command |
        | us-wired  | allied | squad  | C5  | 7      | 5             |         |
        | us-leader | allied | leader | C4  | 8      | 6             | 1       |
        | us-free   | allied | squad  | B4  | 7      | 5             |         |
      And the Movement of "us-wired" is 4, broken 2
      And the Movement of "us-free" is 4, broken 2
      And the Movement of "us-leader" is 6, broken 6
      And the C5/C4 hexside is a Road

    @F106.2 @T93 @3.3.1.2
    Scenario: A unit leaving Wire stops in the first hex even with a Road and a Leader there
      When the allied player orders "us-leader, us-wired, us-free" to Move
      And "us-wired" begins to move
      And the mover enters "C4"
      Then entering C4 cost 1 MP
      And the mover's movement is over
      And "us-wired" stands in C4

    @F106.2
    Scenario: A unit moving into Wire stops there
      When the allied player orders "us-leader, us-wired, us-free" to Move
      And "us-free" begins to move
      And the mover enters "C5"
      Then the mover's movement is over

  Rule: O21.2 Moving Together
    "activated units that begin a Move Order in the same hex may be moved together provided those units remain together throughout the entirety of that Move Order."
    "If one of these units breaks along the way, it will usually stop the entire group dead in its tracks."
    "the unit with the smallest modified Movement number will determine how far the group as a whole can travel."
    "A Leader’s Command number is added directly to the FP, Range, Movement and Morale of all friendly Squads and Teams (only) as long as those units are in the same hex with the Leader"
    "only the moving/advancing/retreating units in the hex need make a Fire Defense Roll"

    Background:
      Given the units:
        | unit  | owner  | kind   | hex | morale | broken morale | command |
        | us-lt | allied | leader | H5  | 8      | 6             | 2       |
        | us-a  | allied | squad  | H5  | 7      | 5             |         |
        | us-b  | allied | squad  | H5  | 7      | 5             |         |
      And the Movement of "us-a" is 4, broken 2
      And the Movement of "us-b" is 4, broken 2
      And the Movement of "us-lt" is 6, broken 6

    @O21.2 @F103 @F103.2 @O20.3.4
    Scenario: A stack broken by Mines mid-move is limited by its broken Squad
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      And the mover tries to enter H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 5
      And the Defense Roll for "us-b" is 8
      Then a Mine Attack of 13 was made in H4 against "us-a, us-b"
      And "us-a" is broken
      And "us-b" is unbroken
      When the inactive player says "Go ahead"
      And the mover tries to enter H3
      And the Mine Attack Roll is 2
      And the Defense Roll for "us-a" is 5
      And the Defense Roll for "us-b" is 5
      And the inactive player says "Go ahead"
      Then the mover's movement is over
      And "us-b" stands in H3
      And "us-a" is broken

    @O20.3.4 @F103.2
    Scenario: A tie against Mines breaks a moving unit
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      And the mover tries to enter H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 6
      Then "us-a" is broken

    @O21.2 @13.2
    Scenario: Moving together, a Squad is held to the Suppressed Squad's 3 MPs once they leave the Leader
      Given "us-b" starts Suppressed
      And G5 is Woods
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      And the mover enters "G5, G6"
      Then the MPs announced are "2, 3"
      And the mover's movement is over
      And "us-a" stands in G6

    @O21.2
    Scenario: Alone, the unsuppressed Squad has an MP left after the same hexes
      Given "us-b" starts Suppressed
      And G5 is Woods
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a" begins to move
      And the mover enters "G5, G6"
      Then the MPs announced are "2, 3"
      And the mover may go on

    @O21.2 @3.3.1.2 @T95
    Scenario: A Squad moving with its Leader keeps his Command: the stack has 6 MPs
      Given G5 is Woods
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-lt, us-a" begin to move
      And the mover enters "G5, G4, H3"
      Then the MPs announced are "2, 5, 6"
      And the mover's movement is over
      And "us-a" stands in H3
      And "us-lt" stands in H3

    @O21.2
    Scenario: A unit that has finished its move may not move again
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a" begins to move
      And the mover enters "G5"
      And the mover stops
      And "us-a" begins to move
      Then the decision is rejected citing O21.2

    @O21.2
    Scenario: Units in different hexes may not move together
      Given "us-b" is elsewhere in G5
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-a, us-b" begin to move
      Then the decision is rejected citing O21.2

    @O14.1 @O21.2
    Scenario: A unit the Order did not activate may not move
      When the allied player orders "us-lt, us-a" to Move
      And "us-b" begins to move
      Then the decision is rejected citing O14.1

    @O21.2 @O21
    Scenario: A mover that stops is done; the Order may end with activated units unmoved
      When the allied player orders "us-lt, us-a, us-b" to Move
      And "us-lt" begins to move
      And the mover enters "G5"
      And the mover stops
      Then the mover's movement is over
      When the Move Order ends
      Then the Move Order is completed
      And "us-a" stands in H5

  Rule: F103 Mines
    "A Mines marker occupying a hex will attack any unit (enemy or friendly) that Moves, Advances or Retreats into or out of that hex. Units moving together are attacked with a single roll"
    "Units that were already in a Mines hex at the moment another unit Moves/Advances/Retreats into or out of it is immune to that Mine Attack."
    "otherwise a separate Mine Attack should be made against each unit as it enters,"
    "or is about to exit, a hex containing Mines."
    "IMPORTANT—An unbroken unit that becomes broken [3.2] while leaving a Mined hex is still placed in the hex it was entering."
    "Cover for a Mine Attack is automatically set to “0”, and cannot be modified by any means."
    "A Leader’s Command number is added directly to the FP, Range, Movement and Morale of all friendly Squads and Teams (only) as long as those units are in the same hex with the Leader"
    "The hex affected by the attack cannot be a Building or Water hex, nor already contain a Fortification of any type."
    "Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented."
    "The player controlling such a unit makes its Defense Roll whereas his opponent makes the Attack Roll."
    "Light Wounds may only be played at the instant that a friendly Squad – either broken or unbroken – would break [3.2]."
    "Effect—Lose 1 VP. Then, instead of that Squad breaking (or instead of it being eliminated due to already being broken), place it back into the countermix"
    "If the Squad was broken when it was removed, the replacement Team comes into play broken."
    "Finally, the new Team’s activation status for the Turn matches that of the Squad it replaced."

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | morale | broken morale | broken |
        | us-a     | allied | squad | H4  | 7      | 5             | yes    |
        | us-there | allied | squad | H3  | 7      | 5             |        |
      And the Movement of "us-a" is 4, broken 2
      And the Movement of "us-there" is 4, broken 2
      And the scenario Defender is the allied player

    @F103 @F103.1 @3.2.4 @7.1
    Scenario: A broken Squad leaving the Mines is broken again and eliminated; the Axis player gains 2 VP
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 7
      Then "us-a" is eliminated
      And the axis player has 2 VP
      And "us-there" made no Defense Roll

    @A36 @F103.2 @3.2.4 @7.1
    Scenario: Light Wounds instead of the elimination of the broken Squad leaving the Mines: its owner loses 1 VP, the Axis player gains none, the Team comes into play broken
      Given the allied player has the Team "us-team" with FP 3, broken FP 1 and Movement 5 in his countermix for Light Wounds
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 7
      And the allied player plays Light Wounds
      Then "us-team" is broken
      And the allied player has lost 1 VP
      And the axis player has 0 VP
      And "us-there" made no Defense Roll

    @A36 @F103.1
    Scenario: Reading cce.light-wounds-moving-team, team-goes-on (the default): the Team, activated to Move as the Squad was, takes its place as the mover and completes its step into H3
      Given the allied player has the Team "us-team" with FP 3, broken FP 1 and Movement 5 in his countermix for Light Wounds
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 7
      And the allied player plays Light Wounds
      Then "us-team" stands in H3
      And "us-team" is broken

    @A36 @F103.1
    Scenario: Reading cce.light-wounds-moving-team, team-stays: the Team is only placed in H4, the hex the Squad was taken from, and moves no more
      Given the reading "cce.light-wounds-moving-team" is "team-stays"
      And the allied player has the Team "us-team" with FP 3, broken FP 1 and Movement 5 in his countermix for Light Wounds
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 7
      And the allied player plays Light Wounds
      Then "us-team" stands in H4
      And "us-team" is broken

    @F103 @F103.1 @F103.2
    Scenario: A Squad moving into the Mines is attacked; the broken Squad already there is immune
      When the allied player orders "us-there" to Move
      And "us-there" begins to move
      And the mover tries to enter H4
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-there" is 7
      Then a Mine Attack of 13 was made in H4 against "us-there"
      And the Mines Defense Total of "us-there" is 14 against 13
      And "us-there" is unbroken
      And "us-a" made no Defense Roll

    @F103.2 @A29
    Scenario: Concealment takes off the Cover, which is 0 against Mines: the Attack Total stays 13
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7
      And the allied player plays Concealment before the Defense Roll of "us-a"
      And "us-a" makes its Fire Defense Roll of 6•3
      Then the Mines Defense Total of "us-a" is 14 against 13

    @F103.2 @A35.1
    Scenario: No Hidden Entrenchments against the Mines: the hex attacked already holds a Fortification, the Mines
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7
      And the allied player plays Hidden Entrenchments before the Defense Roll of "us-a"
      Then the decision is rejected citing A35.1

    @F103.1 @F103.2 @3.3.1.2
    Scenario: A broken Squad leaving the Mines defends in the hex it leaves, with the Command of the Leader staying there
      Given the units:
        | unit   | owner  | kind   | hex | morale | broken morale | command |
        | us-sgt | allied | leader | H4  | 8      | 6             | 1       |
      And the Movement of "us-sgt" is 6, broken 6
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H5
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 8
      Then a Mine Attack of 13 was made in H4 against "us-a"
      And the Mines Defense Total of "us-a" is 14 against 13
      And "us-a" is broken
      And "us-a" stands in H5
      And "us-sgt" made no Defense Roll

    @F103.1 @F103.2 @O21.1
    Scenario: A Squad broken by the Mines as it leaves is still placed in the Marsh it was entering, and its move is over
      Given the hexes:
        | hex | terrain |
        | H5  | Marsh   |
      And the units:
        | unit  | owner  | kind  | hex | morale | broken morale |
        | us-b  | allied | squad | H4  | 7      | 5             |
      And the Movement of "us-b" is 4, broken 2
      When the allied player orders "us-b" to Move
      And "us-b" begins to move
      And the mover tries to enter H5
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-b" is 5
      Then the Mines Defense Total of "us-b" is 12 against 13
      And "us-b" is broken
      And "us-b" stands in H5
      And entering H5 cost 3 MPs
      When the inactive player says "Go ahead"
      Then the mover's movement is over

    @F103.1 @7.2.1 @7.1
    Scenario: A Squad exiting off the enemy edge from a Mines hex is attacked as it is about to exit; broken, it still exits
      Given the hexes:
        | hex | terrain     | markers |
        | C10 | Open Ground | Mines   |
      And the units:
        | unit      | owner  | kind  | hex | morale | broken morale |
        | us-runner | allied | squad | C10 | 7      | 5             |
      And the Movement of "us-runner" is 4, broken 2
      When the allied player orders "us-runner" to Move
      And "us-runner" begins to move
      And the mover exits off the bottom edge
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-runner" is 5
      Then a Mine Attack of 13 was made in C10 against "us-runner"
      And the Mines Defense Total of "us-runner" is 12 against 13
      And "us-runner" exited for 2 VP
      And the allied player has 2 VP
      And "us-runner" waits on the Time Track unbroken

    @F103.1 @O14.4
    Scenario: The only mover is eliminated as it leaves the Mines: no activated unit can cross a hexside any more, the Order ends
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H5
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-a" is 7
      Then "us-a" is eliminated
      And the MPs announced are "1"
      And the Move Order is completed

    @F103 @1.9.1
    Scenario: A trigger that eliminates the mover leaves no one to make the Defense Roll
      When the allied player orders "us-a" to Move
      And "us-a" begins to move
      And the mover tries to enter H3
      And the Mine Attack Roll is 7 with a Sniper! trigger
      And the trigger eliminates "us-a"
      Then "us-a" made no Defense Roll
      And "us-a" is eliminated
      And the Move Order is completed

    @F103 @F103.2 @1.9.1 @1.9.1.1 @E42 @E72 @3.2.4
    Scenario: With the game described, the Axis player's Mine Attack Roll reveals Shell Shock from his own deck before the result: the Squad it breaks is eliminated by a Defense Roll it would have passed
      Given the game around the Order, with the axis player's next card the Event "Shell Shock"
      And the axis player's card after the Event shows the Random Hex H4
      When the allied player orders "us-there" to Move
      And "us-there" begins to move
      And the mover tries to enter H4
      And the Mine Attack Roll is 7 with an Event! trigger
      Then the units offered are "us-a, us-there"
      When the reader selects "us-there"
      Then the Events resolved are:
        | player | event       | rule | what       | unit     |
        | axis   | Shell Shock | E72  | random-hex |          |
        | axis   | Shell Shock | E72  | break      | us-there |
      When the Defense Roll for "us-there" is 7
      Then a Mine Attack of 13 was made in H4 against "us-there"
      And "us-there" is eliminated
      And "us-a" made no Defense Roll
      And the output "game.decks.axis.discardTop" is "hex-card"

  Rule: A35.2 Hidden Mines
    "Hidden Mines may only be played by the scenario Defender just after one or more units Move or Advance (not Retreat) into a hex."
    "The Defender then makes a Mine Attack [F103.2] against each of those moving/advancing units. Any unit that was already in the hex would be immune to this initial minefield attack."

    Background:
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
        | de-there | axis  | squad | E6  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And the Movement of "de-there" is 4, broken 2
      And the scenario Defender is the allied player

    @A35.2 @F103.2 @O20.3.4
    Scenario: Hidden Mines attack the Squad that just moved in, not the one already there; a tie breaks it
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E6
      And the Defender plays Hidden Mines
      And the Mine Attack Roll is 7
      And the Defense Roll for "de-squad" is 6
      Then E6 holds Hidden Mines
      And a Mine Attack of 13 was made in E6 against "de-squad"
      And "de-squad" is broken
      And "de-there" made no Defense Roll

    @A35.2 @A35.5
    Scenario: The moving player is the scenario Defender: no Hidden Mines or Wire, the Op Fire window opens at once
      Given the scenario Defender is the axis player
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E6
      Then the Inactive player may say "Wait!"

    @A35.2 @A35.5 @O21.6
    Scenario: The Defender plays no Hidden Action; then the Op Fire window opens
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E6
      And the Defender plays no Hidden Action
      Then the Inactive player may say "Wait!"

  Rule: 3.3.1.1 Command Radius
    "When a Leader is activated, however, it has the ability to further activate all, some or none of the friendly nonLeader units within its Command’s"
    "Normally, an Order [O14.1] or Op Fire Action [A33.2] will only activate a single unit."
    "A “1” Command Leader can activate friendly units in or adjacent to its own hex."

    @3.3.1.1 @O14.1
    Scenario: A Leader with Command 1 cannot activate a Squad two hexes away
      Given the units:
        | unit    | owner | kind   | hex | morale | broken morale | command |
        | de-lt   | axis  | leader | B2  | 8      | 6             | 1       |
        | de-far  | axis  | squad  | B4  | 7      | 5             |         |
      And the Movement of "de-lt" is 6, broken 6
      And the Movement of "de-far" is 4, broken 2
      When the axis player orders "de-lt, de-far" to Move
      Then the Move Order is refused

    @3.3.1.1 @O14.1
    Scenario: A Leader with Command 1 activates a Squad in the adjacent hex
      Given the units:
        | unit    | owner | kind   | hex | morale | broken morale | command |
        | de-lt   | axis  | leader | B2  | 8      | 6             | 1       |
        | de-near | axis  | squad  | A2  | 7      | 5             |         |
      And the Movement of "de-lt" is 6, broken 6
      And the Movement of "de-near" is 4, broken 2
      When the axis player orders "de-lt, de-near" to Move
      And "de-near" begins to move
      And the mover enters "A1"
      Then "de-near" stands in A1

    @O14.1 @3.3.1.1
    Scenario: Two Squads without a Leader cannot be ordered to Move together
      Given the units:
        | unit   | owner | kind  | hex | morale | broken morale |
        | de-one | axis  | squad | A1  | 7      | 5             |
        | de-two | axis  | squad | A1  | 7      | 5             |
      And the Movement of "de-one" is 4, broken 2
      And the Movement of "de-two" is 4, broken 2
      When the axis player orders "de-one, de-two" to Move
      Then the Move Order is refused

  Rule: O21.1.1 Weapon Transfer
    "At any point during a Move Order, an activated unit may transfer its Weapon to a friendly unit stacked with it by expending one of its available MPs. The receiving unit need not be activated to Move, but cannot already possess a Weapon."
    "8.1.1 Unit Markers—Each unit in play may have a maximum of one of each of the following markers stacked upon it: ● Suppressed ● Veteran ● Weapon (any unit may carry any Weapon)"

    Background:
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | A1  | 7      | 5             |
        | de-team  | axis  | team  | A1  | 7      | 6             |
        | de-armed | axis  | squad | A1  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And the Movement of "de-team" is 5, broken 5
      And the Movement of "de-armed" is 4, broken 2
      And "de-squad" possesses a working MG "de-mg"
      And "de-armed" possesses a working MG "de-mg2"

    @O21.1.1 @11.3
    Scenario: A Weapon transfer costs 1 MP
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And "de-squad" transfers its Weapon to "de-team"
      Then "de-squad" gave "de-mg" to "de-team"
      And the mover may go on

    @O21.1.1 @11.3 @O21.5
    Scenario: The transfer's MP counts: Woods after it are announced as "three", and one more hex ends the move
      Given A2 is Woods
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And "de-squad" transfers its Weapon to "de-team"
      And the mover enters "A2, A1"
      Then the MPs announced are "3, 4"
      And the mover's movement is over
      And "de-squad" stands in A1

    @O21.1.1 @11.2 @8.1.1
    Scenario: A unit that already has a Weapon cannot receive another
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And "de-squad" transfers its Weapon to "de-armed"
      Then the refusal of "transfer:de-armed" cites O21.1.1

  Rule: 7.2.1 Voluntary Exit
    "An Advancing [O16] or Moving [O21] unit may exit the map – at a MP cost of “1” – off the opponent’s board edge. The owning player is immediately awarded Exit VPs for the exited unit [7.1]."
    "A Hero never earns its owner exit VPs nor does the opponent ever gain VPs for its elimination. An exited/eliminated Hero is always put back in the countermix, never onto the Casualty Track."

    Background:
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | A1  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2

    @7.2.1 @7.1
    Scenario: A Squad exits off the enemy edge
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover exits off the top edge
      Then "de-squad" exited for 2 VP
      And the exit VP of "de-squad" are derived as "2 Squad [7.1] = 2"
      And the axis player has 2 VP

    @7.2.1 @O21.1
    Scenario: With exactly 1 MP left the Squad may still exit
      Given A2 is Woods
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover enters "A2, A1"
      Then the MPs announced are "2, 3"
      When the mover exits off the top edge
      Then "de-squad" exited for 2 VP
      And the axis player has 2 VP

    @7.2.1 @E58.1
    Scenario: A Hero exits for no VP and goes back to the countermix, not to the Time Track
      Given the units with FP:
        | unit    | owner | kind   | hex | fp | broken fp | command | hero |
        | de-hero | axis  | leader | A1  | 1  | 0         | 1       | yes  |
      And the Movement of "de-hero" is 6, broken 6
      When the axis player orders "de-hero" to Move
      And "de-hero" begins to move
      And the mover exits off the top edge
      Then "de-hero" exited for 0 VP
      And the axis player has 0 VP
      And the countermix holds "de-hero"
      And nothing waits on the Time Track

    @O21.4
    Scenario: Not off the left edge
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover exits off the left edge
      Then the refusal of "off:left" cites O21.4

    @O21.4
    Scenario Outline: Not off the <edge> edge either, from the bottom right corner
      Given the hexes:
        | hex | terrain     |
        | O10 | Open Ground |
        | O9  | Open Ground |
      And the units:
        | unit      | owner | kind  | hex | morale | broken morale |
        | de-corner | axis  | squad | O10 | 7      | 5             |
      And the Movement of "de-corner" is 4, broken 2
      When the axis player orders "de-corner" to Move
      And "de-corner" begins to move
      And the mover exits off the <edge> edge
      Then the refusal of "off:<edge>" cites O21.4

      Examples:
        | edge   |
        | right  |
        | bottom |

  Rule: F105.2 Trenches & Movement
    "A unit Moving from one hex containing a Trench into an adjacent hex containing a Trench, Bunker or Pillbox (or vice versa) expends only 1 MP to do so, regardless of the terrain in the two hexes"
    "Furthermore, that unit cannot be the target of Op Fire [A33] in the hex moved into."

    @F105.2 @A33.1
    Scenario: Trench to Bunker uphill into Woods costs 1 MP and draws no Op Fire
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And E5 holds a Trench and E4 a Bunker at elevation 1
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E4
      Then entering E4 cost 1 MP
      And the mover may go on

  Rule: A35.5 Hidden Wire
    "Hidden Wire may only be played by the scenario Defender just after one or more units Move or Advance (not Retreat) into a hex."
    "After each MP expenditure, the inactive player must play all Actions that he wishes before the active player may play his first one."

    @A35.5 @F106.2 @O21.6
    Scenario: Hidden Wire ends the Move
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And the scenario Defender is the allied player
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E6
      And the Defender plays Hidden Wire
      Then E6 holds Hidden Wire
      When the inactive player says "Go ahead"
      Then the mover's movement is over

  Rule: O14.3 Actions and Events During Orders
    "O14.3—Any number of Actions may be announced by either player during an Order as long as the prerequisites for those Actions are met. Any number of Events could also occur at random during an Order. If you activated a Leader and a Squad to Move, the Squad could move first and play one or more Smoke Grenade Actions before the Leader begins moving."

    @O14.3 @A39 @O21.2 @3.3.1.1
    Scenario: The rulebook's example: the Squad moves first and plays two Smoke Grenade Actions before the Leader begins moving
      Given the units:
        | unit  | owner | kind   | hex | morale | broken morale | command |
        | de-lt | axis  | leader | B2  | 8      | 6             | 1       |
        | de-sq | axis  | squad  | B2  | 7      | 5             |         |
      And the Movement of "de-lt" is 6, broken 6
      And the Movement of "de-sq" is 4, broken 2
      And "de-sq" has boxed Movement
      When the axis player orders "de-lt, de-sq" to Move
      And "de-sq" begins to move
      And the mover enters "A2"
      And the axis player plays Smoke Grenades for "de-sq" into A1, drawing a "2" Smoke
      Then Smoke Grenades placed a "2" Smoke in A1
      And the mover may go on
      When the mover stops
      And the axis player plays Smoke Grenades for "de-sq" into B2, drawing a "3" Smoke
      Then Smoke Grenades placed a "3" Smoke in B2
      When "de-lt" begins to move
      And the mover enters "A2"
      Then "de-lt" stands in A2
      And "de-sq" stands in A2

  Rule: 8.1 Marker Stacking
    "Stacking limits are enforced for all markers immediately after placement."
    "8.1.4 Smoke—Only one Smoke marker can stack in a single hex. The one with the largest Hindrance takes precedence."

    @8.1 @8.1.4 @A39
    Scenario: A "4" Smoke placed into a "3" Smoke: at once only the "4" remains
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And "de-squad" has boxed Movement
      And E6 holds a "3" Smoke
      When the axis player orders "de-squad" to Move
      And the axis player plays Smoke Grenades for "de-squad" into E6, drawing a "4" Smoke
      Then Smoke Grenades placed a "4" Smoke in E6
      And E6 holds no Smoke but the "4"

  Rule: 8.1.3 Fortifications and F100.3 Stacking
    "8.1.3 Fortifications—Only one Fortification marker can ever occupy a single hex. The first such Fortification takes precedence."
    "F100.3 Stacking—No more than one Fortification marker of any type may ever occupy a single hex. The first Fortification to be placed in a hex takes precedence. No Fortification may ever occupy a Water hex (i.e. Marsh, Stream or Water Barrier with no Bridge)."

    Background:
      Given the scenario Defender is the allied player

    @8.1.3 @F100.3 @A35.2 @A35.5 @F102
    Scenario: A Squad moves into a hex with Foxholes: no Hidden Mines or Wire may join them, the Op Fire window opens at once
      Given the battlefield:
        | hex | terrain     | markers  |
        | E6  | Open Ground | Foxholes |
      And the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E6
      Then the Inactive player may say "Wait!"

    @F100.3 @A35.2 @A35.5 @T95
    Scenario: A Squad moves into a Stream hex: no Hidden Mines or Wire in Water, the Op Fire window opens at once
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | G5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter G4
      Then the Inactive player may say "Wait!"

    @8.1.3 @F100.3 @A35.2
    Scenario: The same move into open ground without a Fortification: the Defender may first play a Hidden Fortification
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E6
      And the Defender plays Hidden Mines
      And the Mine Attack Roll is 2
      And the Defense Roll for "de-squad" is 12
      Then E6 holds Hidden Mines

  Rule: O14.4 Units activated must do something
    "Units without enough MPs to move even one hex – perhaps they are broken or carrying a heavy Weapon – will have to wait for an Advance (or Rout!) Order to get going."
    "Once an Order is given, at least one of the units activated for that Order must physically carry it out. If a Move Order is given, at least one activated unit must physically cross a hexside into another hex"

    @O14.4 @O21
    Scenario: A Squad with Movement 1 facing only Woods cannot be ordered to Move
      Given the units:
        | unit    | owner | kind  | hex | morale | broken morale |
        | de-slow | axis  | squad | K6  | 7      | 5             |
      And the Movement of "de-slow" is 1, broken 1
      And K7 is Woods
      And L5 is Woods
      When the axis player orders "de-slow" to Move
      Then the Move Order is refused

    @O14.4
    Scenario: The Move Order cannot end before an activated unit has crossed a hexside
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-a | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-a" is 4, broken 2
      When the axis player orders "de-a" to Move
      And the Move Order ends
      Then the refusal of "end-order" cites O14.4
      And the procedure is in state "choosingMover"

    @O14.4
    Scenario: The only activated unit may not stop before it has crossed a hexside
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-a | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-a" is 4, broken 2
      When the axis player orders "de-a" to Move
      And "de-a" begins to move
      And the mover stops
      Then the refusal of "stop" cites O14.4
      And the procedure is in state "moving"

    @O14.4 @O21.2
    Scenario: A Leader may stop where it is while its Squad still can move; once the Squad has moved the Order may end
      Given the units:
        | unit  | owner | kind   | hex | morale | broken morale | command |
        | de-lt | axis  | leader | E5  | 8      | 6             | 1       |
        | de-a  | axis  | squad  | E5  | 7      | 5             |         |
      And the Movement of "de-lt" is 6, broken 6
      And the Movement of "de-a" is 4, broken 2
      When the axis player orders "de-lt, de-a" to Move
      And "de-lt" begins to move
      And the mover stops
      And "de-a" begins to move
      And the mover enters "E6"
      And the mover stops
      Then the Move Order is completed
      And "de-lt" stands in E5
      And "de-a" stands in E6

  Rule: A24.2 Timing
    "If both players wish to perform one or more Actions (including Op Fire) at the same time, the inactive player must perform all of his Actions before the active player may play his first one."
    "So if the moving player wanted to play a “Smoke Grenades” or “Assault Fire” Action after entering a new hex, the inactive player would always be allowed to play a “Mines” or “Wire” Action first, and/or get to perform an Op Fire into that hex."

    @A24.2 @O21.6 @A39
    Scenario: Smoke Grenades wait until the inactive player has answered the hex entered
      Given the units:
        | unit     | owner | kind  | hex | morale | broken morale |
        | de-squad | axis  | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And "de-squad" has boxed Movement
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover tries to enter E4
      And the axis player plays Smoke Grenades for "de-squad" into E3, drawing a "2" Smoke
      Then the Smoke Grenades into E3 were refused citing A24.2
      When the inactive player says "Go ahead"
      And the axis player plays Smoke Grenades for "de-squad" into E3, drawing a "2" Smoke
      Then Smoke Grenades placed a "2" Smoke in E3

  Rule: A26 Assault Fire
    "Assault Fire may only be played if at least one unit currently activated to Move (or its Weapon) has both: ● boxed FP, and ● an enemy unit within its current Range and LOS at which to shoot."
    "Each Assault Fire Action allows a single Fire Attack to be made. This attack may form a Fire Group using any or all moving units and/or their Weapons that have boxed FP."
    "Note that you may announce an Assault Fire Action before, during, or after any physical movement has been carried out"

    Background:
      Given the firing units:
        | unit     | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | de-lt    | axis   | leader | D4  | 1  | 1     | 8      | 6             | 1       |
        | de-boxed | axis   | squad  | E5  | 5  | 5     | 7      | 5             |         |
        | de-plain | axis   | squad  | E5  | 5  | 5     | 7      | 5             |         |
        | us-x     | allied | squad  | E7  | 6  | 5     | 7      | 5             |         |
      And the Movement of "de-lt" is 6, broken 6
      And the Movement of "de-boxed" is 4, broken 2
      And the Movement of "de-plain" is 4, broken 2
      And "de-boxed" has boxed FP
      And "de-boxed" possesses a working LMG "de-lmg" of FP 2 and Range 6 with boxed FP
      And the lines of sight:
        | from | to | sight |
        | E5   | E7 | clear |
        | E4   | E7 | clear |
        | E7   | E4 | clear |

    @A26 @O20.3.1.2 @O20.3.4
    Scenario: Before moving, the boxed-FP Squad and its LMG fire as one Fire Group: 6 FP, 13 against a tie that Suppresses
      When the axis player orders "de-lt, de-boxed, de-plain" to Move
      And the axis player plays Assault Fire with "de-boxed, de-lmg"
      And "de-boxed, de-lmg" fire at E7
      And the Fire Attack Roll is 3•4
      And "us-x" makes a Fire Defense Roll of 2•4
      Then the Assault Fire shots were "de-boxed + de-lmg at E7 for 13"
      And "us-x" is Suppressed

    @A26 @A24.2
    Scenario: After entering a hex, the Assault Fire waits for the inactive player, then is made from E4
      When the axis player orders "de-lt, de-boxed, de-plain" to Move
      And "de-boxed" begins to move
      And the mover tries to enter E4
      And the axis player plays Assault Fire with "de-boxed, de-lmg"
      Then the refusal of "assault-fire" cites A24.2
      When the inactive player says "Go ahead"
      And the axis player plays Assault Fire with "de-boxed, de-lmg"
      And "de-boxed, de-lmg" fire at E7
      And the Fire Attack Roll is 3•4
      And "us-x" makes a Fire Defense Roll of 6•6
      Then the Assault Fire shots were "de-boxed + de-lmg at E7 for 13"
      And the mover may go on

    @A26
    Scenario: A Squad without boxed FP cannot join the Assault Fire
      When the axis player orders "de-lt, de-boxed, de-plain" to Move
      And the axis player plays Assault Fire with "de-boxed, de-plain"
      Then the decision is rejected citing A26

    @A26
    Scenario: The Action gives one Fire Attack: the group fires together
      When the axis player orders "de-lt, de-boxed, de-plain" to Move
      And the axis player plays Assault Fire with "de-boxed, de-lmg"
      And "de-lmg" fires at E7
      Then the decision is rejected citing A26

    @A26 @A33.2
    Scenario: An Op Fire later in the same Order is an attack of its own: each shot is recorded where it belongs, and the mover goes on
      When the axis player orders "de-lt, de-boxed, de-plain" to Move
      And the axis player plays Assault Fire with "de-boxed, de-lmg"
      And "de-boxed, de-lmg" fire at E7
      And the Fire Attack Roll is 1•1
      And "us-x" makes a Fire Defense Roll of 6•6
      And "de-boxed" begins to move
      And the mover tries to enter E4
      And the inactive player says "Wait!"
      And a Fire Action activates "us-x" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-x" fires at E4
      And the Fire Attack Roll is 1•1
      And "de-boxed" makes a Fire Defense Roll of 6•6
      Then the Assault Fire shots were "de-boxed + de-lmg at E7 for 8"
      And the Op Fire shots were "us-x at E4 for 8"
      And the mover may go on

  Rule: A33.2 Op Fire Procedure
    "The inactive player may use Op Fire [A33] against the active player’s moving units each time they enter a new hex."
    "A Fire Action may only be played during an opponent’s Move Order, and only just after"
    "the expenditure of one or more MPs as a moving unit enters a new hex. This type of reactionary fire is termed “Op Fire”."
    "Each time such an expenditure is made, the inactive player has the option to call out “Wait!” and temporarily halt movement."
    "After any such Fire Attack is made – or the opportunity to do so is declined (“Never mind; keep moving”) – the active player may continue with his Move Order."

    Background:
      Given the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-a    | axis   | squad | F4  | 5  | 5     | 7      | 5             |
        | us-line | allied | squad | H5  | 6  | 5     | 7      | 5             |
      And the Movement of "de-a" is 4, broken 2
      And the lines of sight:
        | from | to | sight |
        | H5   | G5 | clear |

    @A33.2 @O21.3 @A33.1
    Scenario: "Wait!", a Fire Action, then "Never mind; keep moving": the US Squad stays activated for Op Fire
      When the axis player orders "de-a" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And the Op Fire attack is declined
      Then no Op Fire shot was made
      And the units activated for Op Fire are "us-line"
      And the mover may go on

    @A33.2
    Scenario: "Wait!", then no Fire Action and no attack: the movement goes on
      When the axis player orders "de-a" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And the inactive player says "Never mind; keep moving"
      Then no Op Fire shot was made
      And the units activated for Op Fire are ""
      And the mover may go on

    @A33.1 @O21.1.1
    Scenario: A Weapon transfer spends an MP but enters no hex: no window for Op Fire
      Given "de-a" possesses a working LMG "de-lmg" of FP 2 and Range 6 with boxed FP
      And the units:
        | unit    | owner | kind | hex | morale | broken morale |
        | de-team | axis  | team | F4  | 7      | 6             |
      And the Movement of "de-team" is 5, broken 5
      When the axis player orders "de-a" to Move
      And "de-a" begins to move
      And "de-a" transfers its Weapon to "de-team"
      Then the mover may go on

  Rule: A33.3 Op Fire Exceptions
    "They are not limited to only firing once, and so remain activated and eligible to fire at moving targets for the entirety of that Move Order (only)."
    "No more than one Fire Attack may be made by the inactive player per MP expenditure by the active player."
    "A unit entering a Stream expends 3 MPs to do so, but this is only one expenditure (albeit a large one)."
    "If another unit later moved into that Stream hex in the same Move Order, it could be the target of another Op Fire attack—even by the same op-firing unit(s)."
    "An Ordnance Weapon [11.5] cannot utilize Opportunity Fire (though the unit possessing it may fire normally)."
    "Units (and their Weapons) that are activated for Op Fire follow all normal rules for a Fire Order [O20], with three important exceptions"

    Background:
      Given the firing units:
        | unit    | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | de-lt   | axis   | leader | F4  | 1  | 1     | 8      | 6             | 1       |
        | de-a    | axis   | squad  | F4  | 5  | 5     | 7      | 5             |         |
        | de-b    | axis   | squad  | F4  | 5  | 5     | 7      | 5             |         |
        | us-line | allied | squad  | H5  | 6  | 5     | 7      | 5             |         |
      And the Movement of "de-lt" is 6, broken 6
      And the Movement of "de-a" is 4, broken 2
      And the Movement of "de-b" is 4, broken 2
      And the lines of sight:
        | from | to | sight     | hindrance |
        | H5   | G4 | clear     |           |
        | H5   | G5 | clear     |           |
        | H5   | G6 | clear     |           |

    @A33.3 @T95 @O21.1 @O20.3.4
    Scenario Outline: The Stream is one expenditure and one attack; a second unit entering it is shot again by the same Squad (reading "cce.tie-breaks-moving" is "<reading>")
      Given the reading "cce.tie-breaks-moving" is "<reading>"
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G4
      Then the MPs announced are "3"
      When the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G4
      And the Fire Attack Roll is 3•4
      And "de-a" makes a Fire Defense Roll of 4•5
      Then a second Op Fire attack at this expenditure is not accepted
      When the mover stops
      And "de-b" begins to move
      And the mover tries to enter G4
      And the inactive player says "Wait!"
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G4
      And the Fire Attack Roll is 3•4
      And "de-b" makes a Fire Defense Roll of 4•5
      And "de-a" makes a Fire Defense Roll of 3•4
      Then the Op Fire shots were "us-line at G4 for 13, us-line at G4 for 13"
      And the Op Fire Defense Total of "de-a" is 13 with Morale 6, <result>

      Examples:
        | reading           | result     |
        | activated-to-move | broken     |
        | entering          | suppressed |

    @O21.2 @A33.2 @O20.3.4 @3.2
    Scenario: A stack broken mid-move by Op Fire is stopped by its broken Squad
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a, de-b" begin to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G5
      And the Fire Attack Roll is 3•4
      And "de-a" makes a Fire Defense Roll of 4•5
      And "de-b" makes a Fire Defense Roll of 2•3
      Then "de-b" is broken
      When the mover tries to enter G4
      Then the Move into G4 is refused citing O21.1
      When the mover enters "G6"
      Then the MPs announced are "1, 2"
      And the mover's movement is over
      And "de-a" stands in G6

    @A30 @A33.3
    Scenario: Crossfire adds 2 FP against the Moving units' hex
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G5
      And the allied player plays A30
      And the Fire Attack Roll is 3•4
      And "de-a" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 8
      And the Attack Total is 15

    @A33.3 @O20.3.4 @3.2.4 @7.1
    Scenario: A broken Squad on the move is broken again by the Op Fire and eliminated; the Allied player gains 2 VP
      Given "de-a" starts broken
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G5
      And the Fire Attack Roll is 3•4
      And "de-a" makes a Fire Defense Roll of 2•3
      Then "de-a" is eliminated
      And the allied player has 2 VP

    @A33.3 @O20.3.3.1 @1.9.1.2
    Scenario: Jammed! on the Op Fire Attack Roll breaks the firing MG; the attack still counts
      Given "us-line" possesses a working LMG "us-lmg" of FP 2 and Range 6 with boxed FP
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line, us-lmg" fire at G5
      And the Fire Attack Roll is 3•4 with a Jammed! trigger
      And "de-a" makes a Fire Defense Roll of 6•6
      Then the Weapons broken by the shot are "us-lmg"
      And the Attack Total is 14

    @A33.3 @A41
    Scenario: Sustained Fire with doubles breaks the only firing MG
      Given "us-line" possesses a working LMG "us-lmg" of FP 2 and Range 6 with boxed FP
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-lmg" fires at G5
      And the allied player plays A41
      And the Fire Attack Roll is 3•3
      And "de-a" makes a Fire Defense Roll of 6•6
      Then the Weapons broken by the shot are "us-lmg"
      And the Attack Total is 10

    @A33.3 @10.3.2.1 @A33.2
    Scenario: Through a 7 Hindrance the 6 FP shot cannot be made, and the movement goes on
      Given the battlefield:
        | hex | terrain     | markers |
        | G6  | Open Ground | Smoke:7 |
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Go ahead"
      And the mover tries to enter G6
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G6
      And the shot is abandoned
      Then the shot ended "abandoned"
      And the mover may go on

    @A33.3 @11.5
    Scenario: An Ordnance Weapon cannot Op Fire, though its unit may
      Given "us-line" possesses a working Mortar "us-mortar" of FP 4 and Range 12
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-mortar" fires at G5
      Then the decision is rejected citing A33.3

    @A33.2
    Scenario: Op Fire is "at that hex" only
      When the axis player orders "de-lt, de-a, de-b" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at F4
      Then the decision is rejected citing A33.2

  Rule: A33 Fire (Opportunity Fire) — the Movement / Opportunity Fire example, page 16
    "He Moves it into K8 and announces “two” (1MP for Open Ground; +1 moving uphill [T88.1])."
    "LOS to K8 is blocked by the Crest Line in K7 [T88.3.2] so he declines Opportunity Fire [A33]. “Go ahead.”"
    "Axis player plays a Smoke Grenades Action [A39] and announces that he will place it in hex K7. He randomly draws a “4” Smoke marker and places it there."
    "Axis player announces “three” (1MP for Open Ground; +2 already spent) as he continues the Rifle Squad’s movement into K7."
    "Allied player says “Wait!” and plays the Fire Action [A33.1] from his hand, activating the American Squad in L5."
    "The Rifle Squad’s Movement is now 5 due to Biermann’s Command [3.3.1.2], so the Axis player announces “five” to enter K6 (2MP for Woods; +3 already spent)."
    "Having left Biermann’s hex, the Rifle Squad’s Movement becomes 4 again and, since it has already spent 5 MP, is now done for the Turn barring any further Actions."
    "If a second Move Order was then announced by the Axis player activating Sergeant Biermann, the US Squad in L5 could not fire at him as he moved"

    Background:
      Given the firing units:
        | unit        | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | de-rifle    | axis   | squad  | L8  | 5  | 5     | 7      | 5             |         |
        | de-biermann | axis   | leader | K7  | 1  | 1     | 8      | 6             | 1       |
        | us-line     | allied | squad  | L5  | 6  | 5     | 7      | 5             |         |
      And the Movement of "de-rifle" is 4, broken 2
      And the Movement of "de-biermann" is 6, broken 6
      And "de-rifle" has boxed Movement
      And the lines of sight:
        | from | to | sight   |
        | L5   | K8 | blocked |
        | L5   | K7 | clear   |
        | L5   | K6 | clear   |

    @A33.1 @A33.2 @A33.3 @A39 @A34 @O21.5 @T88.1 @T88.2 @10.3.4 @O20.3.4 @3.3.1.2 @O21.1
    Scenario: Steps A to H: "two", "Go ahead", the Smoke Grenade, "three", the Op Fire for 12 against 16 and 14, "five", the second shot for 13 against 18, done
      When the axis player orders "de-rifle" to Move
      And "de-rifle" begins to move
      And the mover tries to enter K8
      Then the MPs announced are "2"
      When the inactive player says "Go ahead"
      And the axis player plays Smoke Grenades for "de-rifle" into K7, drawing a "4" Smoke
      Then Smoke Grenades placed a "4" Smoke in K7
      When the mover tries to enter K7
      Then the MPs announced are "2, 3"
      When the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at K7
      And the Fire Attack Roll is 6•5
      And "de-rifle" makes a Fire Defense Roll of 6•2
      And "de-biermann" makes a Fire Defense Roll of 1•5
      Then the shot's FP is 1
      And the Attack Total is 12
      And the Op Fire Defense Total of "de-rifle" is 16 with Morale 8, unaffected
      And the Op Fire Defense Total of "de-biermann" is 14 with Morale 8, unaffected
      When the mover tries to enter K6
      Then the MPs announced are "2, 3, 5"
      When the inactive player says "Wait!"
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at K6
      And the allied player plays A34
      And the allied player plays A34
      And the Fire Attack Roll is 1•3
      And "de-rifle" makes a Fire Defense Roll of 6•3
      Then the shot's FP is 9
      And the Attack Total is 13
      And the Op Fire Defense Total of "de-rifle" is 18 with Morale 9, unaffected
      And the units activated for Op Fire are "us-line"
      And the mover's movement is over
      And "de-rifle" stands in K6

    @A33.2
    Scenario: Step B: with no LOS to K8, the US Squad cannot be activated "to fire at that hex"
      When the axis player orders "de-rifle" to Move
      And "de-rifle" begins to move
      And the mover tries to enter K8
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      Then the decision is rejected citing A33.2

    @A33.2 @O20.1
    Scenario: Reading "any-enemy": at K8 the US Squad may be activated, as Biermann in K7 is in its LOS and Range
      Given the reading "cce.op-fire-activation-target" is "any-enemy"
      When the axis player orders "de-rifle" to Move
      And "de-rifle" begins to move
      And the mover tries to enter K8
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      Then the units activated for Op Fire are "us-line"

    @A33.3 @O14.1
    Scenario: The NOTE: in a second Move Order that Turn, the US Squad cannot be activated for Op Fire again
      Given "us-line" was already activated this Turn
      When the axis player orders "de-biermann" to Move
      And "de-biermann" begins to move
      And the mover tries to enter K6
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      Then the decision is rejected citing A33.3

  Rule: A39 Smoke Grenades
    "Smoke Grenades may only be used by a unit with boxed Movement, and must be played while that unit is activated to Move."
    "Select one Smoke marker at random and place it in or adjacent to that unit’s hex, provided that hex is not Water Terrain nor already contains a Blaze."
    "after placing Smoke into Smoke, only the marker with the largest Hindrance will remain."

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | morale | broken morale |
        | de-squad | axis   | squad | E5  | 7      | 5             |
        | de-other | axis   | squad | E5  | 7      | 5             |
      And the Movement of "de-squad" is 4, broken 2
      And the Movement of "de-other" is 4, broken 2
      And "de-squad" has boxed Movement
      And E6 holds a "3" Smoke

    @A39
    Scenario: Before moving, a unit with boxed Movement places Smoke in an adjacent hex
      When the axis player orders "de-squad" to Move
      And the axis player plays Smoke Grenades for "de-squad" into E4, drawing a "2" Smoke
      Then Smoke Grenades placed a "2" Smoke in E4

    @A39 @8.1.4
    Scenario: A "2" Smoke into a "3" Smoke leaves the "3"
      When the axis player orders "de-squad" to Move
      And the axis player plays Smoke Grenades for "de-squad" into E6, drawing a "2" Smoke
      Then Smoke Grenades left the "3" Smoke in E6

    @A39
    Scenario Outline: No Smoke Grenades <case>
      When the axis player orders "<moving>" to Move
      And the axis player plays Smoke Grenades for "<unit>" into <hex>, drawing a "2" Smoke
      Then the decision is rejected citing <rule>

      Examples:
        | case                                          | moving   | unit     | hex | rule |
        | from a unit without boxed Movement            | de-other | de-other | E4  | A39  |
        | from a unit not activated to Move             | de-other | de-squad | E4  | A39  |
        | into the Water Barrier                        | de-squad | de-squad | D5  | T98  |
        | into the Blaze                                | de-squad | de-squad | F5  | A39  |
        | two hexes away                                | de-squad | de-squad | E3  | A39  |

  Rule: 1.9.1.1, 1.9.1.3 An Event! or a Sniper! on an Op Fire or Assault Fire Attack Roll, or on a Defense Roll against it, resolved inside the Move Order (the game described)
    "IMPORTANT—Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "The player rolling the Event! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the Event on that card [E43–E77]."
    "The player rolling the Sniper! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."

    Background:
      Given the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-a    | axis   | squad | F4  | 5  | 5     | 7      | 5             |
        | us-line | allied | squad | H5  | 6  | 5     | 7      | 5             |
      And the Movement of "de-a" is 4, broken 2
      And the lines of sight:
        | from | to | sight |
        | H5   | G5 | clear |

    @1.9.1 @1.9.1.3 @A33.2 @O20.3.4 @3.2.4
    Scenario: The American Op Fire Attack Roll reveals the American card: its Sniper breaks the Moving Squad in G5, which then meets the locked-in 13 on its broken Morale and is eliminated
      Given the game around the axis player's Order, with the allied player's next card the Event "Battle Harden" showing the Random Hex G5
      When the axis player orders "de-a" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G5
      And the Fire Attack Roll is 3•4 with a Sniper! trigger
      Then the choices offered are "de-a, us-line, DECLINE"
      When the reader selects "de-a"
      And "de-a" makes a Fire Defense Roll of 3•3
      Then the Events resolved are:
        | player | event | rule    | what       | unit |
        | allied |       | 1.9.1.3 | random-hex |      |
        | allied |       | 1.9.1.3 | break      | de-a |
      And the Op Fire Defense Total of "de-a" is 11 with Morale 5, eliminated
      And "de-a" is eliminated
      And the output "game.decks.allied.draw" is 1
      And the output "game.decks.axis.draw" is 1

    @1.9.1 @1.9.1.1 @E44 @E44.1 @A33.2 @O20.3.4
    Scenario: The Moving Squad's own Defense Roll reveals the Axis card: Battle Harden makes it a Veteran, and the locked-in tie 7 + 3•3 = 13 still breaks it (a Moving unit)
      Given the game around the axis player's Order, with the axis player's next card the Event "Battle Harden" showing the Random Hex H5
      When the axis player orders "de-a" to Move
      And "de-a" begins to move
      And the mover tries to enter G5
      And the inactive player says "Wait!"
      And a Fire Action activates "us-line" for Op Fire
      And the inactive player makes one Fire Attack against that hex
      And "us-line" fires at G5
      And the Fire Attack Roll is 3•4
      And "de-a" makes a Fire Defense Roll of 3•3 with an Event! trigger
      Then the choices offered are "de-a"
      When the reader selects "de-a"
      Then the Events resolved are:
        | player | event         | rule | what    | unit |
        | axis   | Battle Harden | E44  | veteran | de-a |
      And the Op Fire Defense Total of "de-a" is 13 with Morale 7, broken
      And "de-a" is broken
      And the output "game.decks.axis.draw" is 1
      And the output "game.decks.allied.draw" is 1

    @1.9.1 @1.9.1.1 @E44 @A26 @O20.3.3 @O20.3.4
    Scenario: The active player's Assault Fire Attack Roll reveals his own card: Battle Harden makes a Veteran of the firing Squad before the locked-in 12 Suppresses the American Squad on a tie
      Given "de-a" has boxed FP
      And the game around the axis player's Order, with the axis player's next card the Event "Battle Harden" showing the Random Hex H5
      When the axis player orders "de-a" to Move
      And the axis player plays Assault Fire with "de-a"
      And "de-a" fires at H5
      And the Fire Attack Roll is 3•4 with an Event! trigger
      Then the choices offered are "de-a"
      When the reader selects "de-a"
      And "us-line" makes a Fire Defense Roll of 2•3
      Then the Events resolved are:
        | player | event         | rule | what    | unit |
        | axis   | Battle Harden | E44  | veteran | de-a |
      And the Assault Fire shots were "de-a at H5 for 12"
      And "us-line" is Suppressed
      And "us-line" is unbroken
      And the output "game.decks.axis.draw" is 1
      And the output "game.decks.allied.draw" is 1
