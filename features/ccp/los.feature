Feature: Line of Sight (CC:P 16.1-16.3.4, T86-T89.5)
  The string of 16.1, stretched taut from the sighting hex's center dot to the target hex's, walked
  location by location, each location blocking, hindering or doing nothing, with the CC:P rule that
  decides it in the trace. CC:E's LOS (10) renumbered, on the terrain both editions give alike (Open
  Ground, Building, Gully, Stream, Hill, Trail) and CC:P's own terrain (Beach, Bush, Grass, Hut, Jungle, Palm, Swamp), with
  blaze and smoke markers; CC:P has no hexside terrain.
  A scenario lists the hexes that matter; every other hex the line meets is Open Ground at level 0.

  Rule: 16.1 LOS Checks
    "A LOS “check” is made by stretching a string taut between the center dot within the “sighting unit’s” hex and the center dot of the “target unit’s” hex."
    "If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening hex, that LOS is blocked [16.2] or hindered [16.3]"
    "An Obstacle or Hindrance that is within the sighting or target hex will not affect LOS."

    @16.1 @T92
    Scenario: Open Ground between the two hexes: the LOS is clear
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And the LOS meets, in order: "B3, B4, B5"
      And at B4 the LOS passes by T92
      And the trace cites 16.1

    @16.1
    Scenario: Buildings in the sighting and the target hex do not affect LOS
      Given the map:
        | hex | terrain  |
        | B2  | Building |
        | B5  | Building |
      When LOS is traced from B2 to B5
      Then the LOS is clear
      And at B2 the LOS passes by 16.1
      And at B5 the LOS passes by 16.1

    @16.1 @T96 @T88 @T81.4
    Scenario: A Stream, a Gully and a Trail between the two hexes are Clear
      Given the map:
        | hex | terrain |
        | B3  | Stream  |
        | B4  | Gully   |
        | B5  | Trail   |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B3 the LOS passes by T96
      And at B4 the LOS passes by T88
      And at B5 the LOS passes by T92

  Rule: 16.2.1 Terrain Obstacles
    "A unit in one hex can’t see a unit in another hex if that LOS is blocked by an Obstacle."
    "COVER: 3 LOS: Obstacle; creates one Blind Hex [T89.4.1]"

    @16.2 @16.2.1 @T81.4
    Scenario: A Building between the two hexes blocks
      Given the map:
        | hex | terrain  |
        | B4  | Building |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by 16.2
      And the trace cites 16.2 and 16.2.1

  Rule: 16.1 Hexspines and corners (readings ccp.los-hexspine and ccp.los-corner)
    "If the string touches the physical depiction of a terrain Obstacle or Hindrance in an intervening hex, that LOS is blocked [16.2] or hindered [16.3]"

    @16.1 @16.2.1
    Scenario Outline: Along the M8/N8 hexspine with a Building in M8 only (reading ccp.los-hexspine = <reading>)
      Given the reading "ccp.los-hexspine" is "<reading>"
      And the map:
        | hex | terrain  |
        | M8  | Building |
      When LOS is traced from M9 to N7
      Then the LOS meets, in order: "M8/N8"
      And the LOS is <result>

      Examples:
        | reading | result                   |
        | lesser  | clear                    |
        | greater | blocked at M8/N8 by 16.2 |

    @16.1 @16.2.1
    Scenario Outline: The line from E6 to D10 touches D7 at one corner only (reading ccp.los-corner = <reading>)
      Given the reading "ccp.los-corner" is "<reading>"
      And the map:
        | hex | terrain  |
        | D7  | Building |
      When LOS is traced from E6 to D10
      Then the LOS is <result>

      Examples:
        | reading | result                |
        | ignored | clear                 |
        | counts  | blocked at D7 by 16.2 |

  Rule: 16.2.2 Blaze Obstacles
    "A blaze marker [T83] is considered to fill the entirety of the hex that it occupies. In other words, a LOS traced through any portion of a Blazing hex – including directly along its hexside – is blocked by that marker."

    @16.2.2 @T83
    Scenario: A blaze between two level 1 Hill hexes blocks, though it lies below them
      Given the map:
        | hex | terrain     | level | markers |
        | B2  | Open Ground | 1     |         |
        | B4  | Open Ground |       | Blaze   |
        | B6  | Open Ground | 1     |         |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by 16.2.2

    @16.2.2 @T83
    Scenario: A LOS along the M8/N8 hexside of a Blazing hex is blocked
      Given the map:
        | hex | terrain     | markers |
        | M8  | Open Ground | Blaze   |
      When LOS is traced from M9 to N7
      Then the LOS is blocked at M8/N8 by 16.2.2

  Rule: 16.3.3 Hindrance Modifiers and 16.3.4 Smoke Hindrances: the rulebook's example
    "Hindrances are not cumulative: the single largest modifier is used"
    "If one or both of the two intervening hexes contained a “4” smoke marker"
    "Furthermore, smoke hinders any LOS traced into or out of it, not just through it"
    "Continuing the example from 16.3.3 … smoke marker, its FP would be reduced by –5 instead."

    # The example's squad in C2 fires at the team in C5, three hexes away; C3 and C4 are between.
    @16.3.3 @16.3.4 @T95
    Scenario: A "4" smoke marker in both hexes between: -4, not -8
      Given the map:
        | hex | terrain     | markers |
        | C3  | Open Ground | Smoke:4 |
        | C4  | Open Ground | Smoke:4 |
      When LOS is traced from C2 to C5
      Then the LOS is hindered by 4
      And at C3 the LOS hindered by 16.3.4

    @16.3.3 @16.3.4 @T95
    Scenario: A "5" smoke marker in the squad's own hex and a "4" between: -5
      Given the map:
        | hex | terrain     | markers |
        | C2  | Open Ground | Smoke:5 |
        | C4  | Open Ground | Smoke:4 |
      When LOS is traced from C2 to C5
      Then the LOS is hindered by 5
      And at C2 the LOS hindered by 16.3.4

  Rule: T88 Gully
    "Depression —A unit in a gully can not be seen … except from an adjacent hex or a hex at a … higher level [T89], and vice versa."

    @T88
    Scenario: A unit in a Gully two hexes away at the same level cannot be seen
      Given the map:
        | hex | terrain |
        | B4  | Gully   |
      When LOS is traced from B2 to B4
      Then the LOS is blocked at B2/B4 by T88

    @T88
    Scenario: A unit in a Gully is seen from the adjacent hex
      Given the map:
        | hex | terrain |
        | B4  | Gully   |
      When LOS is traced from B3 to B4
      Then the LOS is clear

  Rule: T89.3 Hills & LOS
    "A unit may only trace a LOS into the initial Crest hex of each level above it."
    "A hill itself blocks LOS traced between any two hexes of lower level."
    "If that intervening hill were instead level 3, the target hex would have to be at level 4 to be seen"

    @T89.3.3 @T89.3
    Scenario: A level 1 Hill between two level 0 hexes blocks
      Given the map:
        | hex | terrain     | level |
        | B4  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by T89.3.3

    @T89.3.2 @T89.3.1
    Scenario: A LOS up into a level 1 hex that is not a Crest hex is blocked
      Given the map:
        | hex | terrain     | level |
        | B5  | Open Ground | 1     |
      When LOS is traced from B2 to B5
      Then the LOS is blocked at B2/B5 by T89.3.2

    @T89.3.2 @T89.3.1
    Scenario Outline: From level 2 past an intervening level 3 Hill to a level <level> Crest hex
      Given the map:
        | hex | terrain     | level   | crest |
        | B2  | Open Ground | 2       |       |
        | B4  | Open Ground | 3       |       |
        | B6  | Open Ground | <level> | yes   |
      When LOS is traced from B2 to B6
      Then the LOS is <result>

      Examples:
        | level | result                    |
        | 3     | blocked at B4 by T89.3.2  |
        | 4     | clear                     |

  Rule: T89.4 Hills & Obstacles
    "The LOS to or from a hill hex is blocked only if it clearly touches any part of the physical depiction of an Obstacle at the same or higher level as that hill hex."
    "a lower-level jungle, swamp or building creates a one-hex blind zone behind it to an observer at a higher level"
    "unit on a level 1 hill could see past an intervening level 1 building to a unit at level 2 or higher unless that building was in the first intervening hex along that LOS."

    @T89.4
    Scenario: A level 0 Building between two level 1 Hill hexes does not block
      Given the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B4  | Building    |       |
        | B6  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B4 the LOS passes by T89.4

    @T89.4.1 @T89.4
    Scenario Outline: From a level 1 Hill to a level 2 Crest past a level 1 Building in <hex>
      Given the map:
        | hex   | terrain     | level | crest |
        | B2    | Open Ground | 1     |       |
        | <hex> | Building    | 1     |       |
        | B6    | Open Ground | 2     | yes   |
      When LOS is traced from B2 to B6
      Then the LOS is <result>

      Examples:
        | hex | result                  |
        | B3  | blocked at B3 by T89.4.1 |
        | B4  | clear                   |

  Rule: 16.3.3 Hindrance Modifiers: the rulebook's grass example (T87 Grass)
    "Hindrances are not cumulative: the single largest modifier is used, and this modifier does not become greater if the number of Hindrances between the sighting and target hexes is greater than one."
    "A squad fires at a team three hexes away. Both hexes between them contain grass. The team’s total FP is reduced by –3 for … grass Hindrance"
    "COVER: 0 LOS: 3 Hindrance This terrain represents tall"

    @16.3.3 @16.3 @T81.4
    Scenario: Grass in both hexes between: hindered by 3, not 6
      Given the map:
        | hex | terrain |
        | C3  | Grass   |
        | C4  | Grass   |
      When LOS is traced from C2 to C5
      Then the LOS is hindered by 3
      And at C3 the LOS hindered by 16.3
      And at C4 the LOS hindered by 16.3
      And the trace cites 16.3.3

  Rule: T89.5 Hills & Hindrances
    "Any mapboard Hindrance … at a lower level does not hinder LOS to or from a hill hex. A Hindrance on a hill does hinder LOS between two … hill hexes of the same level as that Hindrance. A smoke marker, however, always hinders LOS through its hex, regardless of the sighter’s or target’s level."
    "LOS: 2 Hindrance This catch-all terrain represents a diverse set of ground effects"

    @T89.5
    Scenario: Grass at level 0 between two level 1 Hill hexes does not hinder
      Given the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B4  | Grass       |       |
        | B6  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B4 the LOS passes by T89.5

    @T89.5 @T81.4
    Scenario: Bush on the level 1 Hill between two level 1 Hill hexes hinders by 2
      Given the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B4  | Bush        | 1     |
        | B6  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is hindered by 2
      And at B4 the LOS hindered by T89.5

    @T89.5 @16.3.4
    Scenario: Smoke 2 at level 0 between two level 1 Hill hexes still hinders, the Grass beside it does not
      Given the map:
        | hex | terrain     | level | markers |
        | B2  | Open Ground | 1     |         |
        | B3  | Grass       |       |         |
        | B4  | Open Ground |       | Smoke:2 |
        | B6  | Open Ground | 1     |         |
      When LOS is traced from B2 to B6
      Then the LOS is hindered by 2
      And at B3 the LOS passes by T89.5
      And at B4 the LOS hindered by 16.3.4

  Rule: T81.4 LOS: CC:P's own terrain (T82 Beach, T90 Hut, T91 Jungle, T93 Palm, T97 Swamp)
    The LOS line of each terrain as its rule prints it (machines/ccp/terrain.ts, where the interleaved
    columns are told apart): Beach Clear, Hut a 4 Hindrance, Palm a 1 Hindrance, Jungle and Swamp Obstacles
    that create one Blind Hex.
    "T81.4 LOS Each terrain lists whether it is an Obstacle, Hindrance or Clear."
    "T82. BEACH MOVE COST: 1½ COVER: 0"
    "LOS: 4 Hindrance"
    "LOS: 1 Hindrance"
    "a lower-level jungle, swamp or building creates a one-hex blind zone behind it to an observer at a higher level—all hexes beyond this blind zone are visible from the hill"
    "A unit on a level 1 hill can see past (over) intervening jungle at level 0 to another unit on a distant level 1 hill. If the jungle were also on a hill, however, that LOS would be blocked."

    @T81.4 @16.3.3 @16.3
    Scenario: A Palm and a Hut between the ends: hindered by the Hut's 4, not 5
      Given the map:
        | hex | terrain |
        | C3  | Palm    |
        | C4  | Hut     |
      When LOS is traced from C2 to C5
      Then the LOS is hindered by 4
      And at C3 the LOS hindered by 16.3
      And at C4 the LOS hindered by 16.3

    @T81.4 @16.3
    Scenario: One Palm hex between the ends hinders by 1
      Given the map:
        | hex | terrain |
        | C3  | Palm    |
      When LOS is traced from C2 to C5
      Then the LOS is hindered by 1

    @T81.4
    Scenario: Beach hexes between the ends are Clear
      Given the map:
        | hex | terrain |
        | C3  | Beach   |
        | C4  | Beach   |
      When LOS is traced from C2 to C5
      Then the LOS is clear

    @T81.4 @16.2.1
    Scenario: Jungle between two ends at its level blocks
      Given the map:
        | hex | terrain |
        | B4  | Jungle  |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by 16.2

    @T89.4
    Scenario: The rulebook's example: a level 1 hill sees over Jungle at level 0 to a distant level 1 hill
      Given the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B4  | Jungle      |       |
        | B6  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B4 the LOS passes by T89.4

    @T89.4 @16.2.1
    Scenario: The rulebook's example: the Jungle also on the hill blocks
      Given the map:
        | hex | terrain     | level |
        | B2  | Open Ground | 1     |
        | B4  | Jungle      | 1     |
        | B6  | Open Ground | 1     |
      When LOS is traced from B2 to B6
      Then the LOS is blocked at B4 by 16.2

    @T89.4.1
    Scenario: From a level 1 Crest hex, a level 0 Swamp hides the level 0 hex directly behind it
      Given the map:
        | hex | terrain     | level | crest |
        | B2  | Open Ground | 1     | yes   |
        | B4  | Swamp       |       |       |
      When LOS is traced from B2 to B5
      Then the LOS is blocked at B4 by T89.4.1

    @T89.4.1 @T89.4
    Scenario: From a level 1 Crest hex, the level 0 hex beyond the Swamp's blind hex is seen
      Given the map:
        | hex | terrain     | level | crest |
        | B2  | Open Ground | 1     | yes   |
        | B4  | Swamp       |       |       |
      When LOS is traced from B2 to B6
      Then the LOS is clear
      And at B4 the LOS passes by T89.4
