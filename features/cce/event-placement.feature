Feature: Events that bring units or breaks to a place (CC:E E43, E59, E63, E68, E76)
  Air Support breaks every unit in the occupied hex closest to a Random Hex; Malfunction breaks the
  unbroken Weapon closest to one; Infiltration and Reinforcements bring a unit from the Support Table
  (a roll: the next card's dice) to a Random Hex or the friendly board edge, or a Radio to the Artillery
  Box; Walking Wounded brings an eliminated unit back, broken. Stacking is observed, impassable hexes are
  never entered, and a unit placed beside enemy units leaves a Melee due (O16.4).

  Rule: E43 Air Support
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]: If this hex contains one or more units, he may choose to break all those units. If the random hex is devoid of units, the closest hex to it that does contain one or more units (friendly or enemy) is affected instead: he may break all units in that hex. In case of a tie for closest occupied hex, the player drawing the Event chooses which will be affected."

    Background:
      Given the units:
        | unit  | owner  | kind  | hex | broken | morale | broken morale |
        | de-1  | axis   | squad | D4  |        | 7      | 5             |
        | us-br | allied | team  | D4  | yes    | 7      | 5             |
        | us-2  | allied | squad | E5  |        | 7      | 5             |
        | de-3  | axis   | squad | C4  |        | 7      | 5             |
        | de-4  | axis   | team  | D6  |        | 7      | 5             |

    @E43 @1.8 @3.2 @7.1
    Scenario: The Random Hex holds units of both sides: all of them break
      Given the axis player reveals the Event "Air Support"
      And the next card shows the Random Hex D4
      When the Event is resolved
      Then the hexes offered are "D4", or declining
      When the reader selects the hex D4
      Then the Event is over
      And "de-1" is broken
      And "us-br" is eliminated
      And "us-2" is unbroken
      And "de-3" is unbroken
      And after the Event the VP marker is at 1
      And the Event steps are:
        | rule | what       | unit  | hex |
        | E43  | random-hex |       | D4  |
        | E43  | break      | de-1  | D4  |
        | E43  | break      | us-br | D4  |

    @E43
    Scenario: The reader may decline to break them
      Given the axis player reveals the Event "Air Support"
      And the next card shows the Random Hex D4
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And "de-1" is unbroken
      And "us-br" is broken
      And the Event steps are:
        | rule | what       | hex |
        | E43  | random-hex | D4  |
        | E43  | declined   |     |

    @E43
    Scenario: An empty Random Hex: the closest occupied hexes tie and the reader chooses one
      Given the allied player reveals the Event "Air Support"
      And the next card shows the Random Hex D5
      When the Event is resolved
      Then the hexes offered are "D4, E5, D6", or declining
      When the reader selects the hex D6
      Then "de-4" is broken
      And "de-1" is unbroken
      And "us-2" is unbroken

    @E43
    Scenario: One closest occupied hex two hexes away is affected
      Given the axis player reveals the Event "Air Support"
      And the next card shows the Random Hex A4
      When the Event is resolved
      Then the hexes offered are "C4", or declining

    @E42 @E43
    Scenario: No unit in play: nothing to break
      Given the axis player reveals the Event "Air Support"
      And the next card shows the Random Hex D4
      And the event situation field "units" is []
      When the Event is resolved
      Then the Event is over
      And the output "event.steps.1" is {"rule": "E43", "what": "impossible"}

  Rule: E59 Infiltration
    "When this Event occurs, the receiving player performs the following steps: 1) Make a roll on his nation’s Support Table; 2) From the column matching the roll, select one non-Radio item – at no cost – that is available for that scenario’s year; 3) Determine a Random Hex [1.8]; 4) Place the selected unit (along with its Weapon, if any) in or adjacent to that hex. Stacking limits [8] must be observed, and the unit cannot be placed in an impassable hex (such as a Blaze or Water Barrier)."

    Background:
      Given the hexes:
        | hex | terrain       | markers |
        | D3  | Open Ground   | Blaze   |
        | E4  | Water Barrier |         |
        | D5  | Open Ground   |         |
        | C4  | Open Ground   |         |
        | C5  | Water Barrier |         |
      And the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | D4  | 7      | 5             |
        | de-a | axis   | squad | E5  | 7      | 5             |
        | de-b | axis   | team  | E5  | 7      | 5             |
      And the axis Support Table:
        | rolls | item          | kind   | weapon    |
        | 2-6   | de-sup-team   | team   |           |
        | 7-9   | de-radio-10   | radio  |           |
        | 7-9   | de-sup-squad  | squad  | de-sup-mg |
        | 7-9   | de-sup-leader | leader |           |
        | 10-12 | de-radio-12   | radio  |           |

    @E59 @1.9 @E42
    Scenario: The roll picks the column; its Radio is not offered; the card's trigger is ignored
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | trigger | randomHex |
        | roll-card | 3+4  | Sniper! |           |
        | hex-card  |      |         | D4        |
      When the Event is resolved
      Then the items offered are "de-sup-squad, de-sup-leader"
      And the output "event.steps" is [{"rule": "E59", "what": "roll", "player": "axis", "card": "roll-card", "roll": 7}]

    @E59 @8.2 @T79 @T98
    Scenario: In or adjacent to the Random Hex: no Blaze, no Water Barrier, no hex the Squad would overstack
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
        | hex-card  |      | D4        |
      When the Event is resolved
      And the reader selects the item "de-sup-squad"
      Then the hexes offered are "D4, D5, C4"

    @E59 @8.2
    Scenario: The Leader fits where the Squad does not
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
        | hex-card  |      | D4        |
      When the Event is resolved
      And the reader selects the item "de-sup-leader"
      Then the hexes offered are "D4, E5, D5, C4"
      When the reader selects the hex E5
      Then "de-sup-leader" is placed in E5, unbroken

    @E59 @2.1 @1.8
    Scenario: A hex in or adjacent to the Random Hex that the situation does not describe is refused, never left out
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
        | hex-card  |      | G8        |
      When the Event is resolved
      And the reader selects the item "de-sup-squad"
      Then it is rejected with code "invalid-map" naming "input.map.hexes[\"G7\"]"

    @E59 @1.8
    Scenario: The card revealed for the Random Hex does not show one: the situation is refused, naming the card (1.8: every Fate card prints one)
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice |
        | roll-card | 3+4  |
        | hex-card  |      |
      When the Event is resolved
      And the reader selects the item "de-sup-squad"
      Then it is rejected with code "missing-field" naming "input.decks.axis.draw"

    @E59 @O16.4
    Scenario: Placed with its Weapon in the enemy-occupied Random Hex: a Melee is due
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
        | hex-card  |      | D4        |
      When the Event is resolved
      And the reader selects the item "de-sup-squad"
      And the reader selects the hex D4
      Then the Event is over
      And "de-sup-squad" is placed in D4, unbroken
      And the Weapon "de-sup-mg" is unbroken
      And the Event steps are:
        | rule  | what       | item         | unit         | hex |
        | E59   | roll       |              |              |     |
        | E59   | select     | de-sup-squad |              |     |
        | E59   | random-hex |              |              | D4  |
        | E59   | place      |              | de-sup-squad | D4  |
        | O16.4 | melee-due  |              |              | D4  |

    @E59 @7.3.1
    Scenario: Placed alone in an enemy Objective: control passes to the reader
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
        | hex-card  |      | D4        |
      And the event situation field "objectives" is [{"number": 1, "hexes": ["C4"], "controller": "allied"}]
      And the event situation field "chits" is [{"id": "chit-1", "objective": 1, "value": 2, "open": true}]
      When the Event is resolved
      And the reader selects the item "de-sup-squad"
      And the reader selects the hex C4
      Then the output "objectives.0.controller" is "axis"
      And after the Event the VP marker is at 4

    @E59 @E42
    Scenario: A Radio is refused, naming E59
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
        | hex-card  |      | D4        |
      When the Event is resolved
      And the reader selects the item "de-radio-10"
      Then the decision is refused citing E59

    @E59 @E42 @11.4
    Scenario Outline: Only a Radio in the column: nothing to select (reading cce.event-random-hex-without-subject = <reading>)
      Given the axis player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 6+6  |           |
        | hex-card  |      | D8        |
      And "de-a" carries the broken MG "de-mg" with Fix 7-8 and Elim 12-12
      And the reading "cce.event-random-hex-without-subject" is "<reading>"
      When the Event is resolved
      Then the Event is over
      And the Weapon "de-mg" is <weapon>
      And the output "decks.axis.discardTop" is "<top>"

      Examples:
        | reading    | weapon   | top       |
        | determined | unbroken | hex-card  |
        | skipped    | broken   | roll-card |

    @E59 @E68 @1.9
    Scenario: The situation must give the reader's Support Table
      Given the allied player reveals the Event "Infiltration"
      And the next cards are:
        | card      | dice | randomHex |
        | roll-card | 3+4  |           |
      Then resolving the Event is rejected with code "missing-field" naming "input.supportTables.allied" citing E59

  Rule: E63 Malfunction
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. The unbroken Weapon (enemy or friendly) that is closest to that hex breaks. In case of a tie, the player drawing the Event chooses which will be affected."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | E5  | 7      | 5             |
        | de-1 | axis   | squad | C4  | 7      | 5             |
        | de-2 | axis   | team  | D5  | 7      | 5             |
      And "us-1" carries the unbroken MG "us-mg" with Fix 1-3 and Elim 11-12
      And "de-1" carries the unbroken MG "de-mg" with Fix 1-2 and Elim 12-12
      And "de-2" carries the broken MG "de-mg-broken" with Fix 1-2 and Elim 9-10

    @E63 @11.4
    Scenario: The closest unbroken Weapon breaks; a broken one as close is not eligible
      Given the axis player reveals the Event "Malfunction"
      And the next card shows the Random Hex F5
      When the Event is resolved
      Then the Event is over
      And the Weapon "us-mg" is broken
      And the Weapon "de-mg" is unbroken
      And the broken Weapons are "de-mg-broken, us-mg"
      And the Event steps are:
        | rule | what         | weapon | unit | hex |
        | E63  | random-hex   |        |      | F5  |
        | E63  | break-weapon | us-mg  | us-1 |     |

    @E63
    Scenario: Weapons of both sides tied for closest: the reader chooses
      Given the allied player reveals the Event "Malfunction"
      And the next card shows the Random Hex D4
      When the Event is resolved
      Then the Weapons offered are "us-mg, de-mg"
      When the reader selects the Weapon "de-mg"
      Then the Weapon "de-mg" is broken
      And the Weapon "us-mg" is unbroken

    @E63 @11.4
    Scenario: The Random Hex Fixes a broken Weapon before the Event breaks the closest one
      Given the axis player reveals the Event "Malfunction"
      And the next card shows the Random Hex D2
      When the Event is resolved
      Then the Weapon "de-mg-broken" is unbroken
      And the Weapon "de-mg" is broken
      And the broken Weapons are "de-mg"
      And the Event steps are:
        | rule | what         | weapon | weaponsFixed |
        | E63  | random-hex   |        | de-mg-broken |
        | E63  | break-weapon | de-mg  |              |

    @E42 @E63
    Scenario: No unbroken Weapon in play
      Given the axis player reveals the Event "Malfunction"
      And the next card shows the Random Hex D4
      And the event situation field "units" is [{"id": "de-9", "owner": "axis", "kind": "squad", "hex": "C4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the output "event.steps.1" is {"rule": "E63", "what": "impossible"}

    @E63 @11.4
    Scenario: A Weapon that breaks needs the Fix and Elim ranges of its broken side
      Given the axis player reveals the Event "Malfunction"
      And the next card shows the Random Hex F5
      And "us-1" carries an unbroken MG "us-mg" without its Fix and Elim ranges
      Then resolving the Event is rejected with code "missing-field" naming "input.units[0].weapon.fix" citing 11.4

  Rule: E68 Reinforcements
    "When this Event occurs, the receiving player performs the following steps: 1) Make a roll on his nation’s Support Table; 2) From the column matching the roll, select one item – at no cost – that is available for that scenario’s year; 3) If a Radio is selected, he places it in his (empty) Artillery Box. If a unit is selected, he places it (along with its Weapon, if any) into any hex along his friendly board edge. Stacking limits [8] must be observed, and the unit cannot be placed in an impassable hex (such as a Blaze or Water Barrier)."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | A1  | Open Ground | Blaze   |
        | A4  | Open Ground |         |
      And the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | us-1 | allied | squad | A2  | 7      | 5             |
        | us-2 | allied | team  | A2  | 7      | 5             |
        | de-1 | axis   | squad | A3  | 7      | 5             |
      And the allied friendly board edge is "A1, A2, A3, A4"
      And the allied Support Table:
        | rolls | item         | kind  | weapon    |
        | 2-9   | us-sup-team  | team  |           |
        | 10-12 | us-sup-squad | squad | us-sup-mg |
        | 10-12 | us-radio-12  | radio |           |

    @E68 @E42 @12
    Scenario Outline: A Radio and a unit in the column, his Artillery Box already full (reading cce.reinforcements-radio-full-box = <reading>)
      Given the allied player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 5+5  |
      And the allied Artillery Box already holds "us-radio-old"
      And the reading "cce.reinforcements-radio-full-box" is "<reading>"
      When the Event is resolved
      Then the items offered are "<items>"

      Examples:
        | reading        | items                     |
        | selectable     | us-sup-squad, us-radio-12 |
        | not-selectable | us-sup-squad              |

    @E68 @8.1.2 @12
    Scenario: A Radio goes to the empty Artillery Box
      Given the allied player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 5+5  |
      When the Event is resolved
      Then the items offered are "us-sup-squad, us-radio-12"
      When the reader selects the item "us-radio-12"
      Then the Event is over
      And the allied Artillery Box holds "us-radio-12"

    @E42 @E68 @8.1.2 @12
    Scenario: A Radio cannot join the one already in the Artillery Box
      Given the allied player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 5+5  |
      And the allied Artillery Box already holds "us-radio-old"
      When the Event is resolved
      And the reader selects the item "us-radio-12"
      Then the Event is over
      And the allied Artillery Box holds "us-radio-old"
      And the output "event.steps.2" is {"rule": "E68", "what": "impossible"}

    @E68 @8.2 @T79 @O16.4
    Scenario: A unit enters along the friendly edge, not into a Blaze nor overstacked; beside the enemy a Melee is due
      Given the allied player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 5+5  |
      When the Event is resolved
      And the reader selects the item "us-sup-squad"
      Then the hexes offered are "A3, A4"
      When the reader selects the hex A3
      Then "us-sup-squad" is placed in A3, unbroken
      And the Weapon "us-sup-mg" is unbroken
      And the output "event.steps.3" is {"rule": "O16.4", "what": "melee-due", "hex": "A3"}

    @E68 @8.2
    Scenario: Six figures in A2: a Team there would make eight
      Given the allied player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 4+5  |
      When the Event is resolved
      Then the items offered are "us-sup-team"
      When the reader selects the item "us-sup-team"
      Then the hexes offered are "A3, A4"

  Rule: E76 Walking Wounded
    "When this Event occurs, the receiving player must perform the following steps: 1) Select one eliminated unit (enemy or friendly) on the Casualty Track; 2) Determine a Random Hex; 3) Place the selected unit in or adjacent to that hex, broken [3.2]. Stacking limits [8] must be observed, and the unit cannot be placed in an impassable hex (such as a Blaze or Water Barrier)."

    Background:
      Given the hexes:
        | hex | terrain       | markers |
        | E4  | Open Ground   | Blaze   |
        | F4  | Water Barrier |         |
        | E6  | Open Ground   |         |
        | D5  | Open Ground   |         |
        | D4  | Water Barrier |         |
      And the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | de-1 | axis   | squad | E5  | 7      | 5             |
        | us-1 | allied | squad | F5  | 7      | 5             |
        | us-2 | allied | team  | F5  | 7      | 5             |
      And the Casualty Track holds:
        | unit       | owner  | kind   |
        | de-cas     | axis   | squad  |
        | us-cas     | allied | team   |
        | us-cas-ldr | allied | leader |
      And the Casualty Track has 1 axis and 3 allied spaces filled

    @E76 @3.2 @8.2 @O16.4
    Scenario: An enemy unit comes back broken where it may stack, beside the reader's units: a Melee is due; no VP is given back
      Given the allied player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      And the event situation field "vp" is 3
      When the Event is resolved
      Then the units offered are "de-cas, us-cas, us-cas-ldr"
      When the reader selects "de-cas"
      Then the hexes offered are "F5, E6, D5"
      When the reader selects the hex F5
      Then the Event is over
      And "de-cas" is placed in F5, broken
      And the Casualty Track now holds "us-cas, us-cas-ldr"
      And after the Event the VP marker is at 3
      And the output "event.steps.3" is {"rule": "O16.4", "what": "melee-due", "hex": "F5"}

    @E76 @8.2
    Scenario: A Team does not fit with the six Allied figures in F5
      Given the allied player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      When the Event is resolved
      And the reader selects "us-cas"
      Then the hexes offered are "E5, E6, D5"

    @E76 @4.2
    Scenario Outline: The unit's space on the Casualty Track (reading cce.walking-wounded-casualty-space = <reading>)
      Given the axis player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      And the reading "cce.walking-wounded-casualty-space" is "<reading>"
      When the Event is resolved
      And the reader selects "us-cas-ldr"
      And the reader selects the hex E6
      Then "us-cas-ldr" is placed in E6, broken
      And the allied Casualty Track has <filled> spaces filled
      And the axis Casualty Track has 1 spaces filled

      Examples:
        | reading     | filled |
        | space-freed | 2      |
        | space-kept  | 3      |

    @E42 @E76
    Scenario: Nowhere to place it: the unit stays on the Casualty Track
      Given the axis player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex G8
      And the hexes:
        | hex | terrain       | markers |
        | G8  | Open Ground   | Blaze   |
        | G7  | Water Barrier |         |
        | H7  | Open Ground   | Blaze   |
        | H8  | Water Barrier |         |
        | G9  | Open Ground   | Blaze   |
        | F8  | Water Barrier |         |
        | F7  | Open Ground   | Blaze   |
      When the Event is resolved
      And the reader selects "us-cas"
      Then the Event is over
      And the Casualty Track now holds "de-cas, us-cas, us-cas-ldr"
      And the output "event.steps.2" is {"rule": "E76", "what": "impossible"}

    @E42 @E76 @11.4
    Scenario Outline: An empty Casualty Track (reading cce.event-random-hex-without-subject = <reading>)
      Given the axis player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex D8
      And the event situation field "casualtyUnits" is []
      And "de-1" carries the broken MG "de-mg" with Fix 8-8 and Elim 12-12
      And the reading "cce.event-random-hex-without-subject" is "<reading>"
      When the Event is resolved
      Then the Event is over
      And the Weapon "de-mg" is <weapon>
      And the output "decks.axis.draw" is <left>

      Examples:
        | reading    | weapon   | left |
        | determined | unbroken | 0    |
        | skipped    | broken   | 1    |

    @E42 @E76
    Scenario: The Casualty Track must be described
      Given the axis player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      And the situation does not describe "casualtyUnits"
      Then resolving the Event is rejected with code "missing-field" naming "input.casualtyUnits" citing E76
