Feature: Move (CC:E O21, with 7.2.1, T93, F103, F105.2, F106.2, A35.2, A35.5)
  Decides what each hex entered during a Move Order costs, how many MPs the unit or stack has, which
  Moves are refused, and what Wire, Mines, Hidden Fortifications, exits and Weapon transfers do. The
  inactive player's Op Fire window opens after each hex entered; the Op Fire attack itself is the Fire
  procedure's (features/cce/fire.feature, mode op-fire) and is not yet composed here.

  Background:
    Given a 15 by 10 map whose bottom edge is the axis player's
    And the battlefield:
      | hex | terrain                    | markers | elevation |
      | L8  | Open Ground                |         | 0         |
      | K8  | Open Ground                |         | 1         |
      | K7  | Open Ground                |         | 1         |
      | K6  | Woods                      |         | 1         |
      | L5  | Open Ground                |         | 0         |
      | E5  | Open Ground                |         |           |
      | E4  | Woods                      |         |           |
      | F4  | Open Ground, Road          |         |           |
      | F5  | Open Ground                | Blaze   |           |
      | E6  | Open Ground                |         |           |
      | D5  | Water Barrier              |         |           |
      | D4  | Bridge, Major Bridge, Road |         |           |
      | G4  | Stream                     |         |           |
      | C5  | Open Ground                | Wire    |           |
      | C4  | Open Ground, Road          |         |           |
      | B4  | Open Ground                |         |           |
      | H5  | Open Ground                |         |           |
      | H4  | Open Ground                | Mines   |           |
      | H3  | Open Ground                |         |           |
      | A1  | Open Ground                |         |           |
      | A2  | Open Ground                |         |           |

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

  Rule: T93 Road
    "A unit gains +1 to its Movement number as long as it entered a hex containing a Road at any point during a Move Order."
    "The unit need not have entered the Road hex via a road hexside to gain the bonus"

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

  Rule: O21.1.1 Weapon Transfer
    "At any point during a Move Order, an activated unit may transfer its Weapon to a friendly unit stacked with it by expending one of its available MPs. The receiving unit need not be activated to Move, but cannot already possess a Weapon."

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

    @O21.1.1 @11.2
    Scenario: A unit that already has a Weapon cannot receive another
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And "de-squad" transfers its Weapon to "de-armed"
      Then the refusal of "transfer:de-armed" cites O21.1.1

  Rule: 7.2.1 Voluntary Exit
    "An Advancing [O16] or Moving [O21] unit may exit the map – at a MP cost of “1” – off the opponent’s board edge. The owning player is immediately awarded Exit VPs for the exited unit [7.1]."

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
      And the axis player has 2 VP

    @O21.4
    Scenario: Not off the left edge
      When the axis player orders "de-squad" to Move
      And "de-squad" begins to move
      And the mover exits off the left edge
      Then the refusal of "off:left" cites O21.4

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

  Rule: O14.4 Units activated must do something
    "Units without enough MPs to move even one hex – perhaps they are broken or carrying a heavy Weapon – will have to wait for an Advance (or Rout!) Order to get going."

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
