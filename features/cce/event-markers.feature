Feature: Events that place or remove map markers (CC:E E46, E47, E48, E53, E55, E69, E70, E73, E77)
  Blaze puts a Blaze into a Random Hex and drives its units out; Breeze clears the Smoke and spreads every
  Blaze one hex downwind; Booby Trap, Rubble and Shellholes put Mines, Wire or Foxholes into a Random Hex;
  Dust puts a random Smoke marker into one; Entrench lets the reader dig Foxholes where his units are;
  Sappers lets him lift Mines or Wire; White Phosphorus lets him drop Smoke beside one of his Squads, and
  each player with a unit there breaks one. A random Smoke marker is the next value the situation lists in
  `smokeDraws` (T94: chance is an input). A part of an Event that is impossible is ignored (E42).

  Rule: E46 Blaze
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and does not already contain a Blaze, place a random Blaze marker [10.2.1] into it. Remove any Smoke or Fortification marker from the hex. Each unit in the hex must be removed by its owner and placed into an adjacent hex not containing impassable terrain (inactive player first). They are eliminated otherwise."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | D4  | 7      | 5             |
        | de-1 | axis   | team  | D4  | 7      | 6             |
      And the hexes:
        | hex | terrain       | markers           |
        | D4  | Open Ground   | Foxholes, Smoke:2 |
        | D3  | Open Ground   | Blaze             |
        | E4  | Water Barrier |                   |
        | E5  | Open Ground   | Blaze             |
        | C4  | Building      |                   |
        | C5  | Open Ground   |                   |
        | D5  | Woods         |                   |
      And the axis player reveals the Event "Blaze"

    @E46 @1.8 @8.1.5
    Scenario: The Blaze replaces the Smoke and the Foxholes; the owners place their units, the inactive player first
      Given the next card shows the Random Hex D4
      And the event situation field "smoke" is ["D4"]
      When the Event is resolved
      Then the allied player decides
      And the choices offered are "us-1 C4, us-1 C5, us-1 D5"
      When the allied player places "us-1" in C5
      Then the axis player decides
      And the choices offered are "de-1 C4, de-1 C5, de-1 D5"
      When the axis player places "de-1" in D5
      Then the Event is over
      And the markers in D4 are "Blaze"
      And the Smoke list is ""
      And "us-1" is in C5
      And "de-1" is in D5
      And the Event steps are:
        | rule | what       | unit | hex | marker   |
        | E46  | random-hex |      | D4  |          |
        | E46  | blaze      |      | D4  |          |
        | E46  | remove     |      | D4  | Foxholes |
        | E46  | remove     |      | D4  | Smoke:2  |
        | E46  | displace   | us-1 | C5  |          |
        | E46  | displace   | de-1 | D5  |          |

    @E46
    Scenario: A unit may not be placed into a hex with impassable terrain
      Given the next card shows the Random Hex D4
      When the Event is resolved
      And the allied player places "us-1" in E4
      Then the decision is refused citing E46

    @E46 @7.1
    Scenario: Units with no adjacent hex free of impassable terrain are eliminated
      Given the next card shows the Random Hex D4
      And the hexes:
        | hex | terrain       | markers |
        | C4  | Open Ground   | Blaze   |
        | C5  | Water Barrier |         |
        | D5  | Open Ground   | Blaze   |
      When the Event is resolved
      Then the Event is over
      And "us-1" is eliminated
      And "de-1" is eliminated
      And after the Event the VP marker is at 1

    @E46 @E42
    Scenario: A Random Hex that already holds a Blaze: nothing happens
      Given the next card shows the Random Hex D3
      When the Event is resolved
      Then the Event is over
      And the markers in D3 are "Blaze"
      And the Event steps are:
        | rule | what       | hex |
        | E46  | random-hex | D3  |
        | E46  | impossible |     |

    @E46 @E42
    Scenario: A Random Hex of Water Terrain takes no Blaze, and its units stay (reading cce.event-blaze-not-placed = blaze-only)
      Given the next card shows the Random Hex D4
      And the hexes:
        | hex | terrain |
        | D4  | Marsh   |
      When the Event is resolved
      Then the Event is over
      And "us-1" is in D4
      And the markers in D4 are ""

    @E46 @E42
    Scenario: A Random Hex of Water Terrain takes no Blaze, but its units are still displaced (reading cce.event-blaze-not-placed = literal)
      Given the next card shows the Random Hex D4
      And the hexes:
        | hex | terrain |
        | D4  | Marsh   |
      And the reading "cce.event-blaze-not-placed" is "literal"
      When the Event is resolved
      Then the allied player decides
      And the choices offered are "us-1 C4, us-1 C5, us-1 D5"
      And the markers in D4 are ""

  Rule: 7.3.1 Objective control after a displacement (E46, E48)
    "Otherwise, once play commences, the last player to have solely occupied an Objective should place/flip the control marker over within that Objective to"
    "At the end of any Order or die trigger that causes a hex to contain units belonging to both sides, a Melee ensues in that hex."

    Background:
      Given the hexes:
        | hex | terrain       | markers |
        | D4  | Open Ground   |         |
        | D5  | Open Ground   |         |
        | D3  | Water Barrier |         |
        | E4  | Water Barrier |         |
        | E5  | Water Barrier |         |
        | C4  | Water Barrier |         |
        | C5  | Water Barrier |         |

    @E46 @7.3.1 @7.3.3
    Scenario: A unit displaced into an empty enemy Objective takes control of it, and its open value swings
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | D4  | 7      | 5             |
      And the axis player reveals the Event "Blaze"
      And the next card shows the Random Hex D4
      And the Objectives:
        | objective | hexes | controller |
        | 1         | D5    | allied     |
      And the Objective chits in play:
        | chit   | objective | value | open | owner |
        | chit-a | 1         | 3     | yes  |       |
      And the VP marker is at -3 before the Event
      When the Event is resolved
      Then the choices offered are "de-1 D5"
      When the axis player places "de-1" in D5
      Then the Event is over
      And the output "objectives" is [{"number": 1, "hexes": ["D5"], "controller": "axis"}]
      And after the Event the VP marker is at 3

    @E46 @O16.4
    Scenario: A unit displaced into an enemy-occupied hex records the Melee due there, as a placed unit does
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | team  | D4  | 7      | 5             |
        | de-1 | axis   | squad | D5  | 7      | 5             |
      And the axis player reveals the Event "Blaze"
      And the next card shows the Random Hex D4
      When the Event is resolved
      And the allied player places "us-1" in D5
      Then the Event is over
      And the Event steps are:
        | rule  | what      | unit | hex |
        | E46   | random-hex |     | D4  |
        | E46   | blaze     |      | D4  |
        | E46   | displace  | us-1 | D5  |
        | O16.4 | melee-due |      | D5  |

  Rule: E47 Booby Trap
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and does not already contain a Blaze or Fortification of any kind, place a Mines marker into it [F103]. Units already in the hex will not be affected by the Mines unless and until they Move/ Advance/Retreat out of it."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | C3  | 7      | 5             |
      And the axis player reveals the Event "Booby Trap"
      And the next card shows the Random Hex C3

    @E47 @F103 @1.8
    Scenario: Mines go into the Random Hex; the unit there is not attacked
      When the Event is resolved
      Then the Event is over
      And the markers in C3 are "Mines"
      And "us-1" is unbroken
      And the Event steps are:
        | rule | what       | hex | marker |
        | E47  | random-hex | C3  |        |
        | E47  | place      | C3  | Mines  |

    @E47 @E42 @8.1.3
    Scenario: A Random Hex with a Fortification already takes no Mines
      Given the hexes:
        | hex | terrain     | markers  |
        | C3  | Open Ground | Foxholes |
      When the Event is resolved
      Then the markers in C3 are "Foxholes"
      And the output "event.steps.1.what" is "impossible"

    @E47 @E42 @F100.3
    Scenario: A Random Hex of Water Terrain takes no Mines
      Given the hexes:
        | hex | terrain |
        | C3  | Stream  |
      When the Event is resolved
      Then the markers in C3 are ""
      And the output "event.steps.1.what" is "impossible"

  Rule: E69 Rubble
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and does not already contain a Blaze or Fortification of any kind, place a Wire marker into it [F106]."

    Background:
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | E5  | 7      | 5             |
      And the allied player reveals the Event "Rubble"

    @E69 @F106
    Scenario: Wire goes into a Random Hex holding Smoke (a Fortification may share a hex with Smoke)
      Given the next card shows the Random Hex E5
      And the hexes:
        | hex | terrain  | markers |
        | E5  | Building | Smoke:3 |
      When the Event is resolved
      Then the markers in E5 are "Smoke:3, Wire"

    @E69 @E42 @8.1.5
    Scenario: A Random Hex with a Blaze takes no Wire
      Given the next card shows the Random Hex F5
      And the hexes:
        | hex | terrain     | markers |
        | F5  | Open Ground | Blaze   |
      When the Event is resolved
      Then the markers in F5 are "Blaze"
      And the output "event.steps.1.what" is "impossible"

  Rule: E73 Shellholes
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and does not already contain a Blaze or Fortification of any kind, place a Foxholes marker into it [F102]."

    Background:
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | C3  | 7      | 5             |
      And the axis player reveals the Event "Shellholes"
      And the next card shows the Random Hex B6

    @E73 @F102
    Scenario: Foxholes go into an empty Random Hex
      Given the hexes:
        | hex | terrain     |
        | B6  | Open Ground |
      When the Event is resolved
      Then the markers in B6 are "Foxholes"
      And the Event steps are:
        | rule | what       | hex | marker   |
        | E73  | random-hex | B6  |          |
        | E73  | place      | B6  | Foxholes |

  Rule: 8.1.3 Fortifications
    "Only one Fortification marker can ever occupy a single hex. The first such Fortification takes precedence."
    "So if the Shellholes Event instructed you to place a Foxholes marker into a hex already containing Wire, those Foxholes would not be placed."

    @8.1.3 @E73
    Scenario: The rulebook's example: Shellholes into a hex already containing Wire
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | C3  | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers |
        | B6  | Open Ground | Wire    |
      And the allied player reveals the Event "Shellholes"
      And the next card shows the Random Hex B6
      When the Event is resolved
      Then the markers in B6 are "Wire"
      And the output "event.steps.1" is {"rule": "E73", "what": "impossible"}

  Rule: E48 Breeze
    "When this Event occurs, remove all Smoke markers from the map. Then place a random Blaze marker [10.2.1] into each non-Water hex that is both adjacent to and “downwind” of an existing Blaze marker. The downwind direction is stated in the Event as a number between 1 and 6, which corresponds to the hex compass on each map. Any units in a hex"
    "into which a Blaze spreads must be removed by their owners and placed into any adjacent hex not containing impassable terrain. They are eliminated otherwise."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | D2  | 7      | 5             |
        | de-1 | axis   | team  | D2  | 7      | 6             |
      And the hexes:
        | hex | terrain       | markers  |
        | C3  | Open Ground   | Blaze    |
        | D2  | Open Ground   | Foxholes |
        | D1  | Water Barrier |          |
        | E2  | Water Barrier |          |
        | E3  | Water Barrier |          |
        | C2  | Open Ground   |          |
        | D3  | Brush         |          |
        | E7  | Open Ground   | Blaze    |
        | F6  | Open Ground   | Blaze    |
        | G6  | Marsh         |          |
        | F2  | Woods         | Smoke:3  |
      And the axis player reveals the Event "Breeze"

    @E48 @2.2.2 @8.1.5
    Scenario: Downwind 2: the Smoke goes, the Blaze in C3 spreads up-right into D2 and its units are placed, the inactive player first
      Given the Event card shows the downwind direction 2
      And the event situation field "smoke" is ["F2"]
      When the Event is resolved
      Then the allied player decides
      And the choices offered are "us-1 C2, us-1 D3"
      When the allied player places "us-1" in D3
      Then the axis player decides
      When the axis player places "de-1" in C2
      Then the Event is over
      And the markers in D2 are "Blaze"
      And the markers in F2 are ""
      And the markers in G6 are ""
      And the Smoke list is ""
      And the Event steps are:
        | rule  | what     | unit | hex | marker   |
        | E48   | remove   |      | F2  | Smoke:3  |
        | E48   | blaze    |      | D2  |          |
        | 8.1.5 | remove   |      | D2  | Foxholes |
        | E48   | displace | us-1 | D3  |          |
        | E48   | displace | de-1 | C2  |          |

    @E48 @E42
    Scenario: Downwind 3: the Blazes in C3 and E7 spread down-right into D3 and F7; the one in F6 not into the Stream G7
      Given the Event card shows the downwind direction 3
      And the hexes:
        | hex | terrain     |
        | F7  | Open Ground |
        | G7  | Stream      |
      When the Event is resolved
      Then the Event is over
      And the markers in D3 are "Blaze"
      And the markers in F7 are "Blaze"
      And the markers in G7 are ""
      And "us-1" is in D2
      And the markers in D2 are "Foxholes"

    @E48 @E42
    Scenario: With no Blaze on the map, only the Smoke is removed
      Given the Event card shows the downwind direction 1
      And the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground |         |
        | E7  | Open Ground |         |
        | F6  | Open Ground |         |
      When the Event is resolved
      Then the Event is over
      And the markers in F2 are ""
      And the Event steps are:
        | rule | what       | hex |
        | E48  | remove     | F2  |
        | E48  | impossible |     |

    @E48
    Scenario: A Breeze card that does not state its downwind direction is an input error
      Then resolving the Event is rejected with code "missing-field" naming "input.decks.axis.draw[0].direction" citing E48

  Rule: 2.2.2 Compass
    "On the compass, 1 points to the “top” of the map; 4 to the bottom; 2 and 3 to the right side; and 5 and 6 to the left side."

    @2.2.2 @E48
    Scenario Outline: Downwind <direction>: a lone Blaze in C3 spreads into <hex> (numbered clockwise: cce.argued.compass-numbering)
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | H9  | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground | Blaze   |
        | C2  | Open Ground |         |
        | D2  | Open Ground |         |
        | D3  | Open Ground |         |
        | C4  | Open Ground |         |
        | B3  | Open Ground |         |
        | B2  | Open Ground |         |
      And the allied player reveals the Event "Breeze"
      And the Event card shows the downwind direction <direction>
      When the Event is resolved
      Then the markers in <hex> are "Blaze"
      And the output "event.steps.0" is {"rule": "E48", "what": "blaze", "hex": "<hex>"}

      Examples:
        | direction | hex |
        | 1         | C2  |
        | 2         | D2  |
        | 3         | D3  |
        | 4         | C4  |
        | 5         | B3  |
        | 6         | B2  |

    @2.2.2 @E48 @E42
    Scenario: A Blaze on the top edge blows off the map: nothing spreads
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | H9  | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers |
        | B1  | Open Ground | Blaze   |
      And the event situation field "map.geometry" is {"columns": 10, "rows": 10}
      And the allied player reveals the Event "Breeze"
      And the Event card shows the downwind direction 1
      When the Event is resolved
      Then the Event is over
      And the output "event.steps.0.what" is "impossible"

  Rule: E53 Dust
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. If that hex is not Water Terrain and doesn’t already contain a Blaze marker, he selects a random Smoke marker and places it there."

    Background:
      Given the units:
        | unit | owner | kind  | hex | morale | broken morale |
        | de-1 | axis  | squad | C3  | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground | Smoke:1 |
        | D4  | Open Ground | Blaze   |
      And the event situation field "smoke" is ["C3"]
      And the axis player reveals the Event "Dust"

    @E53 @T94 @8.1.4
    Scenario: The random Smoke marker drawn, a "3", replaces the "1" in the Random Hex
      Given the next card shows the Random Hex C3
      And the event situation field "smokeDraws" is [3, 1]
      When the Event is resolved
      Then the markers in C3 are "Smoke:3"
      And the Smoke list is "C3"
      And the output "event.steps.1" is {"rule": "E53", "what": "place", "hex": "C3", "marker": "Smoke:3"}

    @E53 @8.1.4
    Scenario: A smaller Smoke drawn is not kept: the larger Hindrance takes precedence
      Given the next card shows the Random Hex C3
      And the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground | Smoke:4 |
      And the event situation field "smokeDraws" is [2]
      When the Event is resolved
      Then the markers in C3 are "Smoke:4"
      And the output "event.steps.1" is {"rule": "8.1.4", "what": "smoke-not-kept", "hex": "C3", "marker": "Smoke:2"}

    @E53 @E42
    Scenario: A Random Hex with a Blaze takes no Smoke, and none is drawn
      Given the next card shows the Random Hex D4
      When the Event is resolved
      Then the markers in D4 are "Blaze"
      And the output "event.steps.1.what" is "impossible"

    @E53 @T94
    Scenario: A random Smoke marker the situation does not list is an input error
      Given the next card shows the Random Hex C3
      Then resolving the Event is rejected with code "missing-field" naming "input.smokeDraws" citing E53

  Rule: E55 Entrench
    "When this Event occurs, the receiving player may place a Foxholes marker into any friendly-occupied, non-Water hex not already containing a Fortification."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | de-1 | axis   | squad | C3  | 7      | 5             |
        | de-2 | axis   | team  | C4  | 7      | 6             |
        | de-3 | axis   | team  | E5  | 7      | 6             |
        | de-4 | axis   | squad | C5  | 7      | 5             |
        | us-1 | allied | squad | D4  | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers |
        | C4  | Open Ground | Wire    |
        | E5  | Marsh       |         |

    @E55 @F102 @8.1.3
    Scenario: Foxholes into one of his occupied hexes without a Fortification, not Water
      Given the axis player reveals the Event "Entrench"
      When the Event is resolved
      Then the choices offered are "C3, C5, DECLINE"
      When the reader selects the hex C5
      Then the Event is over
      And the markers in C5 are "Foxholes"
      And the markers in C3 are ""

    @E55
    Scenario: He may decline
      Given the axis player reveals the Event "Entrench"
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the output "event.steps" is [{"rule": "E55", "what": "declined", "player": "axis"}]

    @E55 @E42
    Scenario: No friendly-occupied hex may take Foxholes: the Event is ignored
      Given the allied player reveals the Event "Entrench"
      And the hexes:
        | hex | terrain     | markers  |
        | D4  | Open Ground | Trench   |
      When the Event is resolved
      Then the Event is over
      And the output "event.steps" is [{"rule": "E55", "what": "impossible"}]

  Rule: E70 Sappers
    "When this Event occurs, the receiving player may remove either one Mines marker or one Wire marker from the map."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | E5  | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers        |
        | C3  | Open Ground | Mines          |
        | D4  | Open Ground | Wire, Smoke:2  |
        | E5  | Open Ground | Foxholes       |
      And the allied player reveals the Event "Sappers"

    @E70 @F100.2
    Scenario: One Mines or Wire marker, of either side, may be removed; other Fortifications may not
      When the Event is resolved
      Then the choices offered are "C3 Mines, D4 Wire, DECLINE"
      When the reader removes the Wire in D4
      Then the Event is over
      And the markers in D4 are "Smoke:2"
      And the markers in C3 are "Mines"

    @E70
    Scenario: Foxholes cannot be removed by Sappers
      When the Event is resolved
      And the reader removes the Foxholes in E5
      Then the decision is refused citing E70

    @E70
    Scenario: He may decline
      When the Event is resolved
      And the player deciding declines
      Then the markers in C3 are "Mines"
      And the markers in D4 are "Wire, Smoke:2"

    @E70 @E42
    Scenario: No Mines or Wire on the map: the Event is ignored
      Given the hexes:
        | hex | terrain     |
        | C3  | Open Ground |
        | D4  | Open Ground |
      When the Event is resolved
      Then the Event is over
      And the output "event.steps" is [{"rule": "E70", "what": "impossible"}]

  Rule: E77 White Phosphorus
    "When this Event occurs, the receiving player may draw a random Smoke marker then place it into a hex adjacent to one of his unbroken Squads (only). The selected hex cannot be Water Terrain nor contain a Blaze. If he does, each player that controls a unit in that hex must choose one such friendly unit and break it [3.2]."

    Background:
      Given the units:
        | unit  | owner  | kind  | hex | broken | morale | broken morale |
        | us-1  | allied | squad | D4  |        | 7      | 5             |
        | us-t  | allied | team  | C4  |        | 7      | 6             |
        | de-3  | axis   | squad | C4  | yes    | 7      | 5             |
        | de-1  | axis   | squad | D5  |        | 7      | 5             |
        | de-2  | axis   | team  | D5  |        | 7      | 6             |
        | us-t2 | allied | team  | B8  |        | 7      | 6             |
        | us-br | allied | squad | F8  | yes    | 7      | 5             |
      And the hexes:
        | hex | terrain     | markers |
        | D3  | Open Ground | Blaze   |
        | E4  | Marsh       |         |
        | C5  | Open Ground |         |
        | E5  | Open Ground |         |
      And the event situation field "smokeDraws" is [2]
      And the allied player reveals the Event "White Phosphorus"

    @E77 @T94 @3.2 @7.1
    Scenario: Smoke beside his unbroken Squad; each player breaks one of his units there, the inactive player first
      When the Event is resolved
      Then the choices offered are "C4, C5, D5, E5, DECLINE"
      When the reader selects the hex C4
      Then the axis player decides
      And the units offered are "de-3"
      When the reader selects "de-3"
      Then the allied player decides
      And the units offered are "us-t"
      When the reader selects "us-t"
      Then the Event is over
      And the markers in C4 are "Smoke:2"
      And "de-3" is eliminated
      And "us-t" is broken
      And after the Event the VP marker is at -2

    @E77 @3.2
    Scenario: A hex with units of one side only: that player alone chooses
      When the Event is resolved
      And the reader selects the hex D5
      Then the axis player decides
      And the units offered are "de-1, de-2"
      When the reader selects "de-2"
      Then the Event is over
      And "de-2" is broken
      And "de-1" is unbroken

    @E77
    Scenario: A hex with no unit: the Smoke is placed and no unit breaks
      When the Event is resolved
      And the reader selects the hex E5
      Then the Event is over
      And the markers in E5 are "Smoke:2"
      And the Smoke list is "E5"

    @E77
    Scenario: Not into a hex with a Blaze
      When the Event is resolved
      And the reader selects the hex D3
      Then the decision is refused citing E77

    @E77
    Scenario: He may decline: no Smoke, no break
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the markers in C4 are ""
      And the output "event.steps" is [{"rule": "E77", "what": "declined", "player": "allied"}]

    @E77 @E42
    Scenario: Without an unbroken Squad (Teams do not count) there is no hex to choose
      Given the event situation field "units" is [{"id": "us-t", "owner": "allied", "kind": "team", "hex": "C4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}, {"id": "us-br", "owner": "allied", "kind": "squad", "hex": "F8", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the Event is over
      And the output "event.steps" is [{"rule": "E77", "what": "impossible"}]
