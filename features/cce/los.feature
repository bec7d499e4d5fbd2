Feature: Line of Sight (CC:E 10, T78.4, T86, T88.3-T88.5)
  The string of 10.1, stretched taut from the sighting hex's centre dot to the target hex's, walked
  location by location: each hex it passes through, each hexspine it runs along, each hexside it
  crosses. Each location blocks, hinders or does nothing, and the rule that decides is in the trace.
  A scenario lists the hexes that matter; every other hex the line meets is Open Ground at level 0.
  The rulebook's LOS examples (p. 8) are printed beside a map figure that is not in the text: their
  map fragments are rebuilt from the words, with the hex ids as printed.

  Rule: 10.1 LOS Checks
    "A LOS “check” is made by stretching a string taut between the “sighting” hex’s center dot and the “target” hex’s center dot."
    "If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening hex, that LOS is blocked [10.2] or hindered [10.3], respectively."
    "Any Obstacle or Hindrance that is in – or part of, such as a Fence or Wall [T84, T97] – the sighting or target hex will not affect LOS."
    "So a Wall hexside that is not one of the six sides of the sighter’s or target’s hex blocks LOS between them, even if the LOS is traced exactly along the Wall’s hexspine."

    @10.1 @T90
    Scenario: Open Ground between the two hexes: the LOS is clear
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And the LOS meets, in order: "B3, B4, B5"
      And at B4 the LOS passes by T90

    @10.1
    Scenario: Terrain in the sighting and the target hex does not affect LOS
      Given the map:
        | hex | terrain |
        | B2  | Brush   |
        | B5  | Woods   |
      When LOS is traced from B2 to B5
      Then the LOS is clear
      And at B5 the LOS passes by 10.1

    @10.1 @T97
    Scenario: LOS example H: a Wall along the M8/N8 hexside blocks, even traced exactly along its hexspine
      Given the hexsides:
        | between | feature |
        | M8/N8   | Wall    |
      When LOS is traced from M9 to N7
      Then the LOS meets, in order: "M8/N8, M8/N8"
      And the LOS is blocked at M8/N8 by T97

    @10.1 @T87
    Scenario: A Hedge on a side of the target hex is Clear
      Given the hexsides:
        | between | feature |
        | B3/B4   | Hedge   |
      When LOS is traced from B2 to B4
      Then the LOS is clear
      And at B3/B4 the LOS passes by T87

    @10.1 @T84 @T97
    Scenario: A Fence on a side of the sighting hex and a Wall on a side of the target hex are Clear
      Given the hexsides:
        | between | feature |
        | B2/B3   | Fence   |
        | B5/B6   | Wall    |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B2/B3 the LOS passes by T84
      And at B5/B6 the LOS passes by T97

    @10.1
    Scenario: LOS is reciprocal: traced the other way, the same Woods blocks
      Given the map:
        | hex | terrain |
        | K8  | Woods   |
      When LOS is traced from K6 to J9
      Then the LOS is blocked at K8 by 10.2

  Rule: 10.2 Obstacles & LOS
    "A unit in one hex can’t see a unit in another hex if that LOS is blocked by an Obstacle."

    @10.2 @T99
    Scenario: LOS example A: Herzog in J9 cannot see Borbe in K6 past the intervening Woods at the same elevation
      Given the map:
        | hex | terrain |
        | K8  | Woods   |
      When LOS is traced from J9 to K6
      Then the LOS is blocked at K8 by 10.2
      And the trace cites 10.2

    @10.2 @T82 @T78.4
    Scenario: A Building is an Obstacle
      Given the map:
        | hex | terrain  |
        | B4  | Building |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by 10.2

    @10.2 @T93
    Scenario: LOS example F: Schmidt in M9 sees Benzing in M4 along the Road depiction past the Woods in M5
      Given the map:
        | hex | terrain |
        | M5  | Woods   |
      And the hexsides:
        | between | feature |
        | M9/M8   | Road    |
        | M8/M7   | Road    |
        | M7/M6   | Road    |
        | M6/M5   | Road    |
        | M5/M4   | Road    |
      When LOS is traced from M9 to M4
      Then the LOS is clear
      And at M5 the LOS passes by T93

    @10.2 @T93
    Scenario: The same LOS without the Road: the Woods in M5 blocks
      Given the map:
        | hex | terrain |
        | M5  | Woods   |
      When LOS is traced from M9 to M4
      Then the LOS is blocked at M5 by 10.2

    @10.2 @T93
    Scenario: A Road that turns inside the Woods hex is not followed by a straight LOS
      Given the map:
        | hex | terrain |
        | M5  | Woods   |
      And the hexsides:
        | between | feature |
        | M6/M5   | Road    |
        | M5/N4   | Road    |
      When LOS is traced from M9 to M4
      Then the LOS is blocked at M5 by 10.2

    @10.2 @T87 @T97
    Scenario Outline: A <feature> crossed between two intervening hexes blocks
      Given the hexsides:
        | between | feature   |
        | B3/B4   | <feature> |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B3/B4 by <rule>

      Examples:
        | feature | rule |
        | Wall    | T97  |
        | Hedge   | T87  |

  Rule: 10.2.1 Blaze Obstacles
    "A Blaze marker [T79] is considered to fill the entirety of the hex that it occupies."
    "In other words, a LOS traced through any portion of a Blazing hex – including directly along its hexside – is blocked by that marker."

    @10.2.1 @T79
    Scenario: A Blaze blocks, even between two Hill hexes above it
      Given the map:
        | hex | terrain     | level | markers |
        | B2  | Open Ground | 1     |         |
        | B4  | Open Ground |       | Blaze   |
        | B6  | Open Ground | 1     |         |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by 10.2.1

    @10.2.1
    Scenario: A LOS along the hexside of a Blazing hex is blocked
      Given the map:
        | hex | terrain     | markers |
        | M8  | Open Ground | Blaze   |
      When LOS is traced from M9 to N7
      Then the LOS is blocked at M8/N8 by 10.2.1

  Rule: 10.3 Hindrances & LOS
    "Some terrain is too sparse or too low to be considered a complete obstacle to LOS, and is thus termed a “Hindrance” because it hinders fire traced through it to another hex rather than preventing the shot altogether."

    @10.3 @T91
    Scenario: LOS example G: an intervening Orchard hinders by 2
      Given the map:
        | hex | terrain |
        | N7  | Orchard |
      When LOS is traced from M9 to N6
      Then the LOS is hindered by 2
      And at N7 the LOS hindered by 10.3

    @10.3 @T85 @T89 @T80 @T78.4
    Scenario Outline: <terrain> hinders by <value>
      Given the map:
        | hex | terrain   |
        | B4  | <terrain> |
      When LOS is traced from B2 to B6
      Then the LOS is hindered by <value>

      Examples:
        | terrain | value |
        | Brush   | 3     |
        | Field   | 1     |
        | Marsh   | 1     |
        | Bridge  | 1     |
        | Orchard | 2     |

    @10.3 @T86 @T95 @T98 @T78.4
    Scenario Outline: <terrain> between the two hexes is Clear
      Given the map:
        | hex | terrain   |
        | B4  | <terrain> |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B4 the LOS passes by <rule>

      Examples:
        | terrain       | rule |
        | Stream        | T95  |
        | Water Barrier | T98  |
        | Gully         | T86  |

    @10.3 @T83 @T96
    Scenario: A Cliff hexside and a Trail hex between the two hexes are Clear
      Given the map:
        | hex | terrain            |
        | B4  | Open Ground, Trail |
      And the hexsides:
        | between | feature |
        | B3/B4   | Cliff   |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And the LOS meets, in order: "B3, B4, B5"
      And at B4 the LOS passes by T90

    @10.3 @T84
    Scenario: A Fence crossed between two intervening hexes hinders by 1
      Given the hexsides:
        | between | feature |
        | B3/B4   | Fence   |
      When LOS is traced from B2 to B6
      Then the LOS is hindered by 1
      And at B3/B4 the LOS hindered by T84

    @10.3 @T92
    Scenario: A Railway hex hinders by 1 unless the LOS follows its depiction
      Given the map:
        | hex | terrain              |
        | C2  | Open Ground, Railway |
      And the hexsides:
        | between | feature |
        | B2/C2   | Railway |
        | C2/D1   | Railway |
      When LOS is traced from C1 to C3
      Then the LOS is hindered by 1

    @10.3 @T92
    Scenario: Along the Railway depiction the LOS is Clear
      Given the map:
        | hex | terrain              |
        | C2  | Open Ground, Railway |
      And the hexsides:
        | between | feature |
        | C1/C2   | Railway |
        | C2/C3   | Railway |
      When LOS is traced from C1 to C3
      Then the LOS is clear
      And at C2 the LOS passes by T92

  Rule: 10.3.3 Hindrance Modifiers
    "Hindrances are not cumulative: the single largest modifier is used, and this modifier does not become greater if the number of Hindrances between the sighting and target hexes is greater than one."
    "A Squad Fires at a Team three hexes away. Both hexes between them contain Brush. The Team’s total FP is reduced by -3 for one Brush Hindrance, not -6 for both."
    "If one of the two intervening hexes also contained a “4” Smoke marker, the FP would be reduced by -4 instead for the Smoke."

    @10.3.3 @T81
    Scenario Outline: The rulebook's example: two Brush hexes between, <smoke>
      Given the map:
        | hex | terrain | markers |
        | C3  | Brush   | <c3>    |
        | C4  | Brush   | <c4>    |
      When LOS is traced from C2 to C5
      Then the LOS is hindered by <value>
      And the trace cites 10.3.3

      Examples:
        | smoke                      | c3      | c4      | value |
        | no Smoke                   |         |         | 3     |
        | a "4" Smoke in one         |         | Smoke:4 | 4     |
        | "4" Smoke markers in both  | Smoke:4 | Smoke:4 | 4     |

    @10.3.3 @10.3.4
    Scenario: LOS example J: Pfeiffer in N9 sees Wehling in N7 with -7 for the Smoke, not -9 with the Orchard
      Given the map:
        | hex | terrain     | markers |
        | N8  | Orchard     |         |
        | N7  | Open Ground | Smoke:7 |
      When LOS is traced from N9 to N7
      Then the LOS is hindered by 7

  Rule: 10.3.4 Smoke Hindrances
    "A Smoke marker [T94] is considered to fill the entirety of the hex that it occupies."
    "In other words, a LOS traced through any portion of a Smoked hex – including directly along its hexside – is hindered by that marker."

    @10.3.4 @T94
    Scenario: LOS example H: Schmidt in M9 sees Wehling in N7 with a 7 Hindrance for the Smoke in N7
      Given the map:
        | hex | terrain     | markers |
        | N7  | Open Ground | Smoke:7 |
      When LOS is traced from M9 to N7
      Then the LOS is hindered by 7
      And at N7 the LOS hindered by 10.3.4

    @10.3.4 @T94
    Scenario: Smoke hinders LOS out of the sighting hex
      Given the map:
        | hex | terrain     | markers |
        | B2  | Open Ground | Smoke:2 |
      When LOS is traced from B2 to B5
      Then the LOS is hindered by 2

    @10.3.4
    Scenario: A LOS along the hexside of a Smoked hex is hindered
      Given the map:
        | hex | terrain     | markers |
        | N8  | Open Ground | Smoke:3 |
      When LOS is traced from M9 to N7
      Then the LOS is hindered by 3

  Rule: 10.1 Hexspines and corners (readings cce.los-hexspine and cce.los-corner)
    "If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening hex, that LOS is blocked [10.2] or hindered [10.3], respectively."

    @10.1
    Scenario Outline: Along the M8/N8 hexspine with Woods in <woods> (reading cce.los-hexspine = <reading>)
      Given the reading "cce.los-hexspine" is "<reading>"
      And the map:
        | hex | terrain |
        | M8  | Woods   |
        | N8  | <n8>    |
      When LOS is traced from M9 to N7
      Then the LOS meets, in order: "M8/N8"
      And the LOS is <result>

      Examples:
        | woods  | n8          | reading | result              |
        | M8     | Open Ground | lesser  | clear               |
        | M8     | Open Ground | greater | blocked at M8/N8 by 10.2 |
        | M8, N8 | Woods       | lesser  | blocked at M8/N8 by 10.2 |

    @10.1
    Scenario Outline: The line from E6 to D10 touches D7 at one corner only (reading cce.los-corner = <reading>)
      Given the reading "cce.los-corner" is "<reading>"
      And the map:
        | hex | terrain |
        | D7  | Woods   |
      When LOS is traced from E6 to D10
      Then the LOS is <result>

      Examples:
        | reading | result               |
        | ignored | clear                |
        | counts  | blocked at D7 by 10.2 |

    @10.1
    Scenario Outline: A Wall touched at its end only (reading cce.los-corner = <reading>)
      Given the reading "cce.los-corner" is "<reading>"
      And the hexsides:
        | between | feature |
        | D7/E7   | Wall    |
      When LOS is traced from E6 to D10
      Then the LOS is <result>

      Examples:
        | reading | result                   |
        | ignored | clear                    |
        | counts  | blocked at D7/E7 by T97  |

    @10.3.4
    Scenario: Smoke in a hex touched at a corner still hinders
      Given the map:
        | hex | terrain     | markers |
        | D7  | Open Ground | Smoke:2 |
      When LOS is traced from E6 to D10
      Then the LOS is hindered by 2

  Rule: T88.3.2 Vertical LOS
    "A unit may only trace a LOS into the initial Crest hex of each elevation above it."
    "Likewise, a unit on a Hill may trace a LOS to a hex at a lower elevation only if that LOS never passes through a Crest Line of equal or greater height in an intervening hex."

    @T88.3.2
    Scenario: LOS example B: Herzog on a level 1 Crest cannot see down to Bolter in L6 past a Hill at his own level
      Given the map:
        | hex | terrain     | level | crest |
        | J9  | Open Ground | 1     | yes   |
        | K8  | Open Ground | 1     |       |
      When LOS is traced from J9 to L6
      Then the LOS is blocked at K8 by T88.3.2

    @T88.3.2
    Scenario: LOS example B: on a level 2 Hill Crest, Herzog sees Bolter
      Given the map:
        | hex | terrain     | level | crest |
        | J9  | Open Ground | 2     | yes   |
        | K8  | Open Ground | 1     |       |
      When LOS is traced from J9 to L6
      Then the LOS is clear

    @T88.3.2 @T88.3.1
    Scenario: LOS up into a level 1 hex that is not a Crest hex is blocked
      Given the map:
        | hex | terrain     | level |
        | B5  | Open Ground | 1     |
      When LOS is traced from B2 to B5
      Then the LOS is blocked at B2/B5 by T88.3.2

  Rule: T88.3.3 Hills as "Obstacles"
    "A Hill itself blocks LOS traced between any two hexes of lower elevation."
    "A unit on a level 2 Hill can see past an intervening level 2 Hill only to another Hill of height 2, 3 or 4."
    "If that intervening Hill were level 3 instead, the target hex would have to be at level 4 to be seen (and even then it would have to be a level 4 Crest)."

    @T88.3.3
    Scenario: A level 1 Hill blocks LOS between two level 0 hexes
      Given the map:
        | hex | terrain     | level |
        | B4  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by T88.3.3

    @T88.3.3
    Scenario Outline: From level 2 past an intervening level <between> Hill to a level <target> hex (Crest: <crest>)
      Given the map:
        | hex | terrain     | level     | crest   |
        | B2  | Open Ground | 2         |         |
        | B4  | Open Ground | <between> |         |
        | B6  | Open Ground | <target>  | <crest> |
      When LOS is traced from B2 to B6
      Then the LOS is <result>

      Examples:
        | between | target | crest | result                  |
        | 2       | 2      |       | clear                   |
        | 2       | 1      |       | blocked at B2/B6 by T88.3.2 |
        | 3       | 3      | yes   | blocked at B4 by T88.3.2 |
        | 3       | 4      | yes   | clear                   |
        | 3       | 4      |       | blocked at B2/B6 by T88.3.2 |

  Rule: T88.4 Hills & Obstacles
    "The LOS to or from a Hill hex is blocked only if it clearly touches any part of the physical depiction of an Obstacle at the same or higher elevation as that Hill hex."
    "A unit on a level 1 Hill can see past (over) an intervening building at level 0 to another unit on a distant level 1 Hill. If the building were also on a Hill, however, that LOS would be blocked."

    @T88.4
    Scenario: LOS example C: Herzog on a level 1 Crest in J9 sees Grein on a level 1 Hill in N6 over the level 0 Woods
      Given the map:
        | hex | terrain     | level | crest |
        | J9  | Open Ground | 1     | yes   |
        | N6  | Open Ground | 1     | yes   |
        | L8  | Woods       |       |       |
      When LOS is traced from J9 to N6
      Then the LOS is clear
      And at L8 the LOS passes by T88.4

    @T88.4
    Scenario Outline: A Building at level <level> between two level 1 Hill hexes
      Given the map:
        | hex | terrain     | level   |
        | B2  | Open Ground | 1       |
        | B4  | Building    | <level> |
        | B6  | Open Ground | 1       |
      When LOS is traced from B2 to B6
      Then the LOS is <result>

      Examples:
        | level | result               |
        | 0     | clear                |
        | 1     | blocked at B4 by 10.2 |

    @T88.4 @T97
    Scenario Outline: A Wall between a level 1 and a level 0 hex, on a LOS between two level 1 hexes (reading cce.los-hexside-level = <reading>)
      Given the reading "cce.los-hexside-level" is "<reading>"
      And the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B3  | Open Ground | 1     |
        | B6  | Open Ground | 1     |
      And the hexsides:
        | between | feature |
        | B3/B4   | Wall    |
      When LOS is traced from B2 to B6
      Then the LOS is <result>

      Examples:
        | reading | result                  |
        | lower   | clear                   |
        | higher  | blocked at B3/B4 by T97 |

  Rule: T88.4.1 Blind Hexes
    "A unit on a Hill can see into a lower-level Woods or Building hex, as normal, but can not see into the next hex beyond it if that next hex is also at or lower than the Woods/ Building hex’s elevation."
    "Conversely, a unit on a level 1 Hill could see past an intervening level 1 building to a unit at level 2 or higher unless that building was in the first intervening hex along that LOS."

    @T88.4.1
    Scenario: LOS example D: Guttman on a level 1 Crest in J7 cannot see down to Schmidt in M9, a Blind Hex behind the Woods in L8
      Given the map:
        | hex | terrain     | level | crest |
        | J7  | Open Ground | 1     | yes   |
        | L8  | Woods       |       |       |
      When LOS is traced from J7 to M9
      Then the LOS is blocked at L8 by T88.4.1

    @T88.4.1 @T88.4
    Scenario: LOS example E: Guttman sees Pfeiffer in N9, one hex further away
      Given the map:
        | hex | terrain     | level | crest |
        | J7  | Open Ground | 1     | yes   |
        | L8  | Woods       |       |       |
      When LOS is traced from J7 to N9
      Then the LOS is clear
      And at L8 the LOS passes by T88.4

    @T88.4.1
    Scenario Outline: A level 1 Building in the <which> intervening hex, from level 1 to a level 2 Crest
      Given the map:
        | hex    | terrain     | level | crest |
        | B2     | Open Ground | 1     |       |
        | <hex>  | Building    | 1     |       |
        | B6     | Open Ground | 2     | yes   |
      When LOS is traced from B2 to B6
      Then the LOS is <result>

      Examples:
        | which  | hex | result                   |
        | first  | B3  | blocked at B3 by T88.4.1 |
        | second | B4  | clear                    |

  Rule: T88.5 Hills & Hindrances
    "Any mapboard Hindrance terrain that is at a lower level does not hinder LOS to or from a Hill hex."
    "A Hindrance on a Hill does hinder LOS between two other Hill hexes at the same level as that Hindrance."
    "A Smoke marker, however, always hinders LOS through its hex, regardless of the sighter’s or target’s elevation."

    @T88.5
    Scenario: Brush at level 0 does not hinder LOS up into a level 1 Crest hex
      Given the map:
        | hex | terrain     | level | crest |
        | B3  | Brush       |       |       |
        | B5  | Open Ground | 1     | yes   |
      When LOS is traced from B2 to B5
      Then the LOS is clear
      And at B3 the LOS passes by T88.5

    @T88.5
    Scenario: Brush on a level 1 Hill hinders LOS between two other level 1 Hill hexes
      Given the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B3  | Brush       | 1     |
        | B4  | Open Ground | 1     |
        | B5  | Open Ground | 1     |
      When LOS is traced from B2 to B5
      Then the LOS is hindered by 3
      And at B3 the LOS hindered by T88.5

    @T88.5 @10.3.4
    Scenario: Between two level 1 Hill hexes, level 0 Brush does not hinder but level 0 Smoke does
      Given the map:
        | hex | terrain     | level | markers |
        | B2  | Open Ground | 1     |         |
        | B3  | Brush       |       |         |
        | B4  | Open Ground |       | Smoke:1 |
        | B6  | Open Ground | 1     |         |
      When LOS is traced from B2 to B6
      Then the LOS is hindered by 1

  Rule: T86 Gully
    "though a unit in a Gully cannot be seen except from an adjacent hex or a hex at a higher elevation [T88], and vice versa."

    @T86
    Scenario Outline: A Gully hex seen from <from>
      Given the map:
        | hex    | terrain     | level   | crest   |
        | <from> | Open Ground | <level> | <crest> |
        | B5     | Gully       |         |         |
      When LOS is traced from <from> to B5
      Then the LOS is <result>

      Examples:
        | from | level | crest | result                  |
        | B4   |       |       | clear                   |
        | B3   |       |       | blocked at B3/B5 by T86 |
        | B2   | 1     | yes   | clear                   |
