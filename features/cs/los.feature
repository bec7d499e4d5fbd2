Feature: Determining LOS (Combat! Stalingrad 5.2–5.4)
  Decides whether two units see each other along the line from centre dot to centre dot, and the
  Hindrance DRM of fire along it. Which terrain is an Obstacle, its height, and each Hindrance's DRM are on
  the Terrain Effects Chart, which the text does not print: each hex's are given. Hexside terrain (5.3.1)
  is not modelled. The scenarios are the text's examples on the DTW map.

  Rule: TEC Terrain Effects Chart (text missing)
    The chart is not in the text; obstacle heights and Hindrance DRMs are inputs. What the text says of it:
    "If any piece of terrain listed on the Terrain Effects Chart as an Obstacle connects to a thread drawn between the center dots of the firer's hex and the target's hex, the LOS is blocked."
    "Modify all fire by a DRM listed for each Hindrance caused by a terrain type/counter (on the Terrain Effects Chart)"

    @5.2.4
    Scenario: An obstacle height that is not a number of half levels is rejected
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H19", "obstacle": 1.3 }] }
        """
      When the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.hexes[0].obstacle"

  Rule: 5.2.2 An obstacle at a higher level
    "To block LOS, an obstacle must lie between the firer and the target at a higher level."
    "Example: The squad in hex DTW C25 Level +1 is not affected by the hedge or fountain in E24 when firing at the squad in G23 Level +1 since the hedge (Level +1/2 Obstacle) and the fountain (Level 1/2 Hindrance) are not above Level +1, the level of both the firer and the target."

    @5.2.2 @5.3.2 @5.2.1 @5.2.5
    Scenario: The example: C25 Level +1 to G23 Level +1 over the hedge and fountain of E24
      Given the game situation:
        """
        { "firer": { "hex": "C25", "level": 1 }, "target": { "hex": "G23", "level": 1 }, "hexes": [{ "hex": "E24", "obstacle": 0.5, "hindrance": { "drm": 5, "kind": "other" } }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "line" is [{ "hex": "D24", "contact": "through" }, { "hex": "E24", "contact": "through" }, { "hex": "F23", "contact": "through" }]
      And the output "hindrance.total" is 0

    @5.2.2
    Scenario: A +1 building between two units on Level +1 is not at a higher level
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 1 }, "target": { "hex": "H17", "level": 1 }, "hexes": [{ "hex": "H19", "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

  Rule: 5.4 Seeing over obstacles
    "Simply put, a unit must be higher than the terrain it wishes to see over to have an LOS over it."
    "A unit that is at least +1 level higher than the level of an obstacle can see over it into the hexes behind, usually not including the hex directly behind, barring any reduced or extra blind hexes due to range effects. The only exception to this is for an LOS drawn over a 1/2 level obstacle or Hindrance (wall/hedge/fence/bridge/vehicle), which needs only to be at a greater height to see over."
    "Example: A German squad on an Upper Level +2 marker in DTW H21 can see over the building in H19 (level +1) to see a Russian squad on H17 due to the German's LOS Height Advantage."

    @5.4 @5.4.1
    Scenario: The example: H21 Upper Level +2 sees H17 over the +1 building in H19
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H19", "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.4
    Scenario: A +2 obstacle between two units on Level +1 blocks: neither is one level above it
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 1 }, "target": { "hex": "H17", "level": 1 }, "hexes": [{ "hex": "H19", "obstacle": 2 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "blocked"
      And the output "blocked" is { "hex": "H19", "rule": "5.2.4", "why": "obstacle" }

    @5.4
    Scenario: Between ground-level units the 1/2 level hedge in E24 blocks; LOS is the same the other way
      Given the game situation:
        """
        { "firer": { "hex": "G23", "level": 0 }, "target": { "hex": "C25", "level": 0 }, "hexes": [{ "hex": "E24", "obstacle": 0.5 }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "E24", "rule": "5.2.4", "why": "obstacle" }

  Rule: 5.4.1 Blind hexes
    "The adjacent hex behind a Level +1 or higher terrain feature that blocks LOS cannot be seen (or fired into) by units whose LOS is blocked by that terrain. These hexes are considered Blind hexes."
    "Example: The German squad in the example above cannot see a Russian squad in the Machine Parts Yard (level 1/2) in H18 due to the Blind hex behind H19."
    "5.4.1.2 Each advantage in level of height greater than +1 between the firing unit and LOS blocking terrain (i.e., the firing unit is higher) reduces the Blind hex by one, to a minimum of zero."

    @5.4.1
    Scenario: The example: H18, the hex behind H19, is Blind
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H18", "level": 0 }, "hexes": [{ "hex": "H19", "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "blocked"
      And the output "blocked" is { "hex": "H19", "rule": "5.4.1", "why": "blind-hex" }
      And the output "blind.total" is 1

    @5.4.1.2
    Scenario: From Level +3 the advantage of +2 over H19 leaves no Blind hex: H18 is seen
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 3 }, "target": { "hex": "H18", "level": 0 }, "hexes": [{ "hex": "H19", "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

  Rule: 5.4.1.1 Blind hexes by range (reading cs.blind-hex-range)
    "For every ten hexes between the firing unit and the target, counting the target's hex but not that of the firing unit, one additional Blind hex is created."
    "Example: A German squad in DTW F21 Upper Level +2 cannot see a Russian squad in F7 due to the additional blind hex caused by the range of 12 hexes between the firer and the +1 level building in F9."

    @5.4.1.1
    Scenario: The example: F7, 14 hexes off and 2 behind F9, is in the second Blind hex
      Given the game situation:
        """
        { "firer": { "hex": "F21", "level": 2 }, "target": { "hex": "F7", "level": 0 }, "hexes": [{ "hex": "F9", "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "F9", "rule": "5.4.1", "why": "blind-hex" }
      And the output "blind.total" is 2

    @5.4.1.1
    Scenario Outline: Under '<alternative>', F11 (ten hexes off, two behind a building eight hexes off) is <state>
      Given the game situation:
        """
        { "firer": { "hex": "F21", "level": 2 }, "target": { "hex": "F11", "level": 0 }, "hexes": [{ "hex": "F13", "obstacle": 1 }] }
        """
      And the reading "cs.blind-hex-range" is "<alternative>"
      When the los procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | alternative | state   |
        | target      | blocked |
        | obstacle    | clear   |

  Rule: 5.3.2 Hindrances
    "These terrain types/counters create a Hindrance DRM for fire between units on the same level as the Hindrance."
    "Modify all fire by a DRM listed for each Hindrance caused by a terrain type/counter (on the Terrain Effects Chart) in which the LOS goes through any part of a hex (including directly along its hexsides)."
    "Example: A German squad in hex DTW F14 firing at a Russian squad in F18 pays a +10 DRM for the Debris Hindrance in F16. A squad in D15 would also pay +10 firing at a unit in F15."

    @5.3.2
    Scenario: The example: F14 to F18 pays +10 for the Debris in F16
      Given the game situation:
        """
        { "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [{ "hex": "F16", "hindrance": { "drm": 10, "kind": "debris" } }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "hindrance.total" is 10

    @5.3.2
    Scenario: The example: D15 to F15 runs along the hexsides of E15 and E16 and pays +10 for the Debris in E16
      Given the game situation:
        """
        { "firer": { "hex": "D15", "level": 0 }, "target": { "hex": "F15", "level": 0 }, "hexes": [{ "hex": "E16", "hindrance": { "drm": 10, "kind": "debris" } }] }
        """
      When the los procedure starts
      Then the output "line" is [{ "hex": "E15", "contact": "spine" }, { "hex": "E16", "contact": "spine" }]
      And the output "hindrance.total" is 10

  Rule: 5.3.3 Hindrance blocks (reading cs.hindrance-block-count)
    "LOS may not go through more than two Grain, Debris or Marsh hexes (exception: ignore this if firing from a higher level than the Grain/Debris/Marsh)."
    "Example: A German squad in Level +1 of DTW hex H14 may ignore the Debris Hindrances in E16 and D16 when firing at a Russian squad in any level of C17. If the German squad was on the ground level of H14, it would have no LOS to C17 due to the Hindrance Block caused by the two Debris hexes"

    Background:
      Given the game situation:
        """
        { "firer": { "hex": "H14", "level": 0 }, "target": { "hex": "C17", "level": 0 }, "hexes": [{ "hex": "E16", "hindrance": { "drm": 10, "kind": "debris" } }, { "hex": "D16", "hindrance": { "drm": 10, "kind": "debris" } }] }
        """

    @5.3.3
    Scenario Outline: Under '<alternative>', the two Debris hexes between ground-level H14 and C17 leave the LOS <state>
      Given the reading "cs.hindrance-block-count" is "<alternative>"
      When the los procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | alternative   | state   |
        | more-than-two | clear   |
        | two           | blocked |

    @5.3.3
    Scenario: A third Debris hex in F15 blocks under the rule
      Given the game situation field "hexes.2" is { "hex": "F15", "hindrance": { "drm": 10, "kind": "debris" } }
      When the los procedure starts
      Then the output "blocked" is { "hex": "D16", "rule": "5.3.3", "why": "hindrance-block" }

    @5.3.3 @5.4
    Scenario: From Level +1 of H14 the Debris is ignored: no block and no Hindrance
      Given the game situation field "firer.level" is 1
      And the reading "cs.hindrance-block-count" is "two"
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "hindrance.total" is 0

  Rule: 5.3.4 Fire/Smoke/Burning Wreck markers and wrecks
    "Fire/Smoke/Burning Wreck markers cause a +10 DRM to all fire into or through (including along hexspines/hexsides) each hex up to Level +3 above their base level"
    "5.3.4.1 Wrecks cause a +5 DRM. Multiple wrecks in one hex create cumulative Hindrance DRM but a DRM equal to one wreck."
    "Example: 3 wrecks are in hex DTW X20; cumulative Hindrance is +15; terrain DRM is +5."
    "And unless the hex being seen over contains smoke, there is no effect on the LOS or any fire by that hex if the firing unit is at a higher level than the intervening terrain that is being seen over."

    @5.3.4 @5.3.4.1
    Scenario: Three wrecks in X20 hinder +15, smoke in the target's hex X18 +10
      Given the game situation:
        """
        { "firer": { "hex": "X21", "level": 0 }, "target": { "hex": "X18", "level": 0 }, "hexes": [{ "hex": "X20", "wrecks": 3 }, { "hex": "X18", "smoke": true }] }
        """
      When the los procedure starts
      Then the output "hindrance.total" is 25

    @5.3.4 @5.3.4.1
    Scenario: Seen over from Level +1, the smoke in G15 still counts; its wrecks and the Debris do not
      Given the game situation:
        """
        { "firer": { "hex": "H14", "level": 1 }, "target": { "hex": "C17", "level": 0 }, "hexes": [{ "hex": "G15", "smoke": true, "wrecks": 2 }, { "hex": "E16", "hindrance": { "drm": 10, "kind": "debris" } }] }
        """
      When the los procedure starts
      Then the output "hindrance.total" is 10

    @5.3.4
    Scenario: Smoke rises to Level +3: fire between two Level +4 locations is not hindered by it
      Given the game situation:
        """
        { "firer": { "hex": "X21", "level": 4 }, "target": { "hex": "X18", "level": 4 }, "hexes": [{ "hex": "X20", "smoke": true }] }
        """
      When the los procedure starts
      Then the output "hindrance.total" is 0
