Feature: Retreat (SPI Combat Command, 1972)
  Decides one unit's retreat after an "R" or "DR" result: the defending Player names the hexes it enters;
  the retreat is held to the limits, to the Full Movement Allowance and to the three Retreat Priorities in
  order, or the unit is eliminated when no retreat is possible. The Terrain Effects Chart's costs are partly
  lost: each situation gives its hexes' costs.

  Rule: CRE.R Retreat
    "R = Retreat; the defending units are retreated (moved) their Full Movement Allowance."
    "Units may not retreat into or through Enemy occupied hexes; into hexes or through hex-sides that are prohibited to the unit during normal movement; off the Map or out of the … area; into or through the same hex twice; in violation of stacking limits."
    "If unit cannot be retreated its full Movement Allowance without violating any of the foregoing limitations, then it is eliminated instead."
    A U.S. platoon in E10; a German platoon in E11; three U.S. companies (six Stacking Points) in F10; the
    hex-side E10-D10 a river; D9 out of the Battlefield.

    @CRE.R @ST.A
    Scenario Outline: Retreating into <hex>: refused, <why>
      Given the situation of the retreat seed "limits-of-a-retreat"
      When the retreat procedure starts
      And the defending Player retreats the unit through <path>
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "CRE.R"
      And the output "refusal.reason" is "<reason>"

      Examples:
        | hex | path    | why                           | reason                                         |
        | E11 | ["E11"] | Enemy occupied                | E11 is Enemy occupied                          |
        | D10 | ["D10"] | across the river              | the hex-side E10-D10 is prohibited to the unit |
        | D9  | ["D9"]  | out of the Battlefield        | D9 is off the Map or out of the battlefield area |
        | F10 | ["F10"] | six Stacking Points there     | F10 would exceed the stacking limit            |

    @CRE.R
    Scenario: Into E11 and back into E10: the same hex twice
      Given the situation of the retreat seed "points-left-over"
      When the retreat procedure starts
      And the defending Player retreats the unit through ["E11", "E10"]
      Then the procedure has ended in state "refused"
      And the output "refusal.reason" is "E10 entered twice"

    @CRE.R
    Scenario: Every hex around German-occupied or off the map: eliminated
      Given the situation of the retreat seed "surrounded"
      When the retreat procedure starts
      Then the procedure has ended in state "eliminated"

    @CRE.R
    Scenario: A vehicle with Movement Allowance 2, one hex along the road at 1 point, stopping with a point left that buys the next road hex: refused
      Given the situation of the retreat seed "along-the-road"
      When the retreat procedure starts
      And the defending Player retreats the unit through ["E11"]
      Then the procedure has ended in state "refused"
      And the output "refusal.reason" is "units are retreated their Full Movement Allowance"

  Rule: CRE.R Full Movement Allowance (reading spicc.retreat-full-allowance)
    "R = Retreat; the defending units are retreated (moved) their Full Movement Allowance."
    A U.S. vehicle with Movement Allowance 3 in E10; its only hexes, E11 and E12, cost 2 each.

    Background:
      Given the situation of the retreat seed "points-left-over"

    @CRE.R
    Scenario: until-no-hex-affordable (default): E11 spends 2, the point left buys no hex: retreated
      When the retreat procedure starts
      And the defending Player retreats the unit through ["E11"]
      Then the procedure has ended in state "retreated"
      And the output "retreat.spent" is 2
      And the output "immobilised" is true

    @CRE.R
    Scenario: every-point: no retreat spends exactly 3: eliminated
      Given the reading "spicc.retreat-full-allowance" is "every-point"
      When the retreat procedure starts
      Then the procedure has ended in state "eliminated"

  Rule: CRE.RP Retreat Priorities
    "Units must be retreated within the following … Retreat Priorities."
    "Units must retreat towards the nearest Friendly, undispersed unit."
    "… must attempt to retreat along roads, at the Road Movement Rate, if possible."
    "minimum possible number of Enemy Zones of Control."
    The first priority's opening words are lost in this copy; the words that survive are quoted.

    @CRE.RP @ZOC
    Scenario Outline: A U.S. platoon in E10, a German platoon in E8, a U.S. platoon in E13: <hex> <outcome>
      Given the situation of the retreat seed "platoon-retreats-one-hex"
      When the retreat procedure starts
      And the defending Player retreats the unit through ["<hex>"]
      Then the procedure has ended in state "<state>"
      And the output "refusal" is <refusal>

      Examples:
        | hex | outcome                                         | state     | refusal                                                                                                                   |
        | E9  | enters the German Zone of Control: refused       | refused   | {"rule": "CRE.RP", "reason": "priority 1: units must retreat through the minimum possible number of Enemy Zones of Control"} |
        | F10 | ends three hexes from E13, E11 two: refused      | refused   | {"rule": "CRE.RP", "reason": "priority 2: units must retreat towards the nearest Friendly, undispersed unit"}               |
        | E11 | ends two hexes from E13: retreated               | retreated | null                                                                                                                      |

    @CRE.RP
    Scenario Outline: A dispersed U.S. platoon in E12 is no guide, the undispersed one in C10 is: <hex> <state>
      Given the situation of the retreat seed "dispersed-friend-is-no-guide"
      When the retreat procedure starts
      And the defending Player retreats the unit through ["<hex>"]
      Then the procedure has ended in state "<state>"

      Examples:
        | hex | state     |
        | D10 | retreated |
        | E11 | refused   |

    @CRE.RP @MV.J
    Scenario Outline: A vehicle, every hex costing 2, the road E10-E11-E12 costing 1: <path> <state>
      Given the situation of the retreat seed "along-the-road"
      When the retreat procedure starts
      And the defending Player retreats the unit through <path>
      Then the procedure has ended in state "<state>"

      Examples:
        | path           | state     |
        | ["E11", "E12"] | retreated |
        | ["F10"]        | refused   |

  Rule: CRE.RP The nearest Friendly unit (reading spicc.retreat-nearest)
    "Units must retreat towards the nearest Friendly, undispersed unit."
    A U.S. vehicle (Movement Allowance 2) in E10; U.S. platoons in E7, a hex costing 5 (three hexes, seven
    Movement Points away), and in E14 (four hexes, four points away); every other hex costs 1.

    Background:
      Given the situation of the retreat seed "nearest-by-hexes-or-points"

    @CRE.RP
    Scenario Outline: <reading>: <path> <state>
      Given the reading "spicc.retreat-nearest" is "<reading>"
      When the retreat procedure starts
      And the defending Player retreats the unit through <path>
      Then the procedure has ended in state "<state>"

      Examples:
        | reading            | path           | state     |
        | in-hexes           | ["E9", "E8"]   | retreated |
        | in-hexes           | ["E11", "E12"] | refused   |
        | in-movement-points | ["E11", "E12"] | retreated |
        | in-movement-points | ["E9", "E8"]   | refused   |

  Rule: CRE.ER Effects of Retreat
    "If the unit is a Class 3 unit, treat an "R" result exactly as a …"
    "If a Class 2 unit is … treat an "R" result as a "no-effect"

    @CRE.ER
    Scenario Outline: <unit>: no retreat
      Given the situation of the retreat seed "<seed>"
      When the retreat procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "CRE.ER"

      Examples:
        | seed                 | unit                   |
        | gun-does-not-retreat | A Class 3 gun          |
        | dug-in-platoon-holds | A Dug-In Class 2 platoon |
