Feature: Determining LOS (Combat! Stalingrad 5.2–5.4)
  Decides whether two units see each other along the line from centre dot to centre dot, and the
  Hindrance DRM of fire along it. Which terrain is an Obstacle, its height, and each Hindrance's DRM are on
  the Terrain Effects Chart, which the text does not print: each hex's are given, and a Bocage hexside's
  height. Hexside terrain is given per hexside (5.3.1), a building by its centre dot (6.4.2), a steeple
  (6.4.5), a road entering it (6.5.1) and the hexsides its depiction lies on (6.4.8); a hex's own level
  (5.3.5) when on a hill. The scenarios are the text's examples on the DTW map where it gives one; the
  text's hexes of 6.4.8 (ShEE20, ShDD20) are on a map (Combat! Normandy) and a grid this project's hex ids
  do not name, so its scenarios use DTW-style ids.

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

  Rule: 5.1.1.1 Limits to LOS: night (reading cs.night-converse)
    "LOS is not limited in range except during firefights specified as taking place at night. Night firefights (only in the CG in Combat! Stalingrad) limit LOS to three hexes. However, a LOS exists to any unit marked with any type of Fired marker and to any unit adjacent to a Fire (burning) marker."
    "5.2.3 Players may make LOS checks before choosing to fire. If the LOS is blocked, they are not required to fire."

    @5.1.1.1 @5.2.3
    Scenario: At night F14 to F18, four hexes, has no LOS; F15 to F18, three, has
      Given the game situation:
        """
        { "night": true, "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [] }
        """
      When the los procedure starts
      Then the procedure has ended in state "blocked"
      And the output "blocked" is { "hex": "F18", "rule": "5.1.1.1", "why": "night" }
      And the output "mayFire" is false

    @5.1.1.1
    Scenario: At night three hexes are seen
      Given the game situation:
        """
        { "night": true, "firer": { "hex": "F15", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.1.1.1
    Scenario: At night a unit with a Fired marker four hexes off is seen
      Given the game situation:
        """
        { "night": true, "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0, "fired": true }, "hexes": [] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.1.1.1
    Scenario: At night a unit adjacent to a Fire marker (G19 next to F18) is seen, and the fire is not on the line
      Given the game situation:
        """
        { "night": true, "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [{ "hex": "G19", "smoke": true, "fire": true }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "hindrance.total" is 0

    @5.1.1.1 @5.2.5
    Scenario Outline: Under '<alternative>', the marked unit in F14 firing back at F18 at night is <state>
      Given the game situation:
        """
        { "night": true, "firer": { "hex": "F14", "level": 0, "fired": true }, "target": { "hex": "F18", "level": 0 }, "hexes": [] }
        """
      And the reading "cs.night-converse" is "<alternative>"
      When the los procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | alternative | state   |
        | either      | clear   |
        | target      | blocked |

  Rule: 5.1.2 Covered Arc (reading cs.covered-arc-edge)
    "5.1.1 LOS: A clear Line of Sight (LOS) is required for a unit to see and fire at another unit. All units have a 360 degree LOS, but some are restricted to firing in a 120 degree (two hex) field of fire."
    "5.1.2 Covered Arc (CA): Guns in all forms using DFET or the HE To Hit Table (including tank guns in turrets) may only fire in a field of fire defined by the two hexes faced by the counter/turret marker."
    Which units have a Covered Arc is the Gunfire Table's (missing): a firer with `coveredArc` (the two hexes
    faced) has one, a firer without it a 360 degree Field of Fire. The arc is 120 degrees centred on the
    vertex between the two hexes faced. Worked by hand: a gun in F18 faces F17 (up) and G18 (up and right),
    so the arc runs from due right to up and left, 60 degrees either side of the vertex F17/G18 share.

    @5.1.2 @5.1.1
    Scenario: F14, straight up the F column, is in the arc of a gun in F18 facing F17 and G18
      Given the game situation:
        """
        { "firer": { "hex": "F18", "level": 0, "coveredArc": ["F17", "G18"] }, "target": { "hex": "F14", "level": 0 }, "hexes": [] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "inArc" is true
      And the output "mayFire" is true

    @5.1.2 @5.1.1
    Scenario: D17, up and left beyond the arc's edge, is seen but may not be fired at
      Given the game situation:
        """
        { "firer": { "hex": "F18", "level": 0, "coveredArc": ["F17", "G18"] }, "target": { "hex": "D17", "level": 0 }, "hexes": [] }
        """
      When the los procedure starts
      Then the procedure has ended in state "outsideArc"
      And the output "blocked" is null
      And the output "inArc" is false
      And the output "mayFire" is false

    @5.1.2
    Scenario Outline: Under '<alternative>', H18, due right with its centre dot on the arc's edge, is <state>
      Given the game situation:
        """
        { "firer": { "hex": "F18", "level": 0, "coveredArc": ["F17", "G18"] }, "target": { "hex": "H18", "level": 0 }, "hexes": [] }
        """
      And the reading "cs.covered-arc-edge" is "<alternative>"
      When the los procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | alternative | state      |
        | inside      | clear      |
        | outside     | outsideArc |

    @5.1.2
    Scenario: Two hexes faced that are not adjacent to each other are rejected
      Given the game situation:
        """
        { "firer": { "hex": "F18", "level": 0, "coveredArc": ["F17", "G19"] }, "target": { "hex": "H18", "level": 0 }, "hexes": [] }
        """
      When the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.firer.coveredArc"

  Rule: 5.3.1 Wall/Hedge/Fence/Bocage hexsides
    "5.3.1 If a Wall/Hedge/Fence/Bocage is on a hexside/hexspine that borders either the firer's or target's hex, the LOS is not blocked. That is, if the unit is looking along the length of the wall/hedge down the hexspine, rather than across it, the LOS is good. Bocage also allows LOS across the hexside, but blocks it along the hexspine. Units may not see past hexside terrain if the target unit is In Cover in a terrain hex and the firer is not adjacent."
    "Walls/Hedges/Fences/vehicles/wrecks only block or Hinder same level (level 0) LOS. They do not create blind hexes."
    A hexside "borders" an end hex when it is one of the hex's six sides or a hexspine leaving one of its
    vertices (a line from the centre dot can run along only those). In Cover (8) is missing: whether the
    target is In Cover is given. A Bocage's height is the Terrain Effects Chart's: given.

    @5.3.1 @5.2.4
    Scenario: A Wall on the F15/F16 hexside, bordering neither end, blocks ground-level F14 to F18
      Given the game situation:
        """
        { "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["F15", "F16"], "terrain": "wall" }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "F15/F16", "rule": "5.2.4", "why": "hexside" }

    @5.3.1
    Scenario: From Level +1 of F14 the 1/2 level Wall is seen over
      Given the game situation:
        """
        { "firer": { "hex": "F14", "level": 1 }, "target": { "hex": "F18", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["F15", "F16"], "terrain": "wall" }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.3.1
    Scenario: A Wall on the F17/F18 hexside borders the target's hex: not blocked
      Given the game situation:
        """
        { "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["F17", "F18"], "terrain": "wall" }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.3.1
    Scenario: The target In Cover behind that Wall is not seen from F14, which is not adjacent
      Given the game situation:
        """
        { "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0, "inCover": true }, "hexes": [], "hexsides": [{ "between": ["F17", "F18"], "terrain": "wall" }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "F17/F18", "rule": "5.3.1", "why": "hexside" }

    @5.3.1
    Scenario: The target In Cover behind that Wall is seen by a firer adjacent to it in F17
      Given the game situation:
        """
        { "firer": { "hex": "F17", "level": 0 }, "target": { "hex": "F18", "level": 0, "inCover": true }, "hexes": [], "hexsides": [{ "between": ["F17", "F18"], "terrain": "wall" }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.3.1
    Scenario: D15 to F15 runs along the E15/E16 hexspine, bordering both ends: a Hedge there does not block, Bocage does
      Given the game situation:
        """
        { "firer": { "hex": "D15", "level": 0 }, "target": { "hex": "F15", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["E15", "E16"], "terrain": "hedge" }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      When the game situation field "hexsides.0" is { "between": ["E15", "E16"], "terrain": "bocage", "height": 1 }
      And the los procedure starts
      Then the output "blocked" is { "hex": "E15/E16", "rule": "5.3.1", "why": "hexside" }

    @5.3.1
    Scenario: Bocage on the F17/F18 hexside, bordering the target's hex, allows LOS across it
      Given the game situation:
        """
        { "firer": { "hex": "F14", "level": 0 }, "target": { "hex": "F18", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["F17", "F18"], "terrain": "bocage", "height": 1 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.3.1 @5.2.4
    Scenario: B15 to H15 runs along the E15/E16 hexspine, which borders neither end: the Hedge touches the thread and blocks
      Given the game situation:
        """
        { "firer": { "hex": "B15", "level": 0 }, "target": { "hex": "H15", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["E15", "E16"], "terrain": "hedge" }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "E15/E16", "rule": "5.2.4", "why": "hexside" }

    @5.3.1
    Scenario: A Bocage hexside without its height (the Terrain Effects Chart's) is rejected
      Given the game situation:
        """
        { "firer": { "hex": "D15", "level": 0 }, "target": { "hex": "F15", "level": 0 }, "hexes": [], "hexsides": [{ "between": ["E15", "E16"], "terrain": "bocage" }] }
        """
      When the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.hexsides[0].height"

  Rule: 5.3.5 Levels
    "Hill levels, such as ToD11 (+1) and ToD14 (+2), are like a stack of pancakes, with the darker colors layering on top of the lighter ones."
    "5.3.5.1 The most common level on all maps is level 0. Each higher level equals about one building story, so the next height is level +1, about one story high. The heights of terrain LOS obstacles are cumulative."
    "Example: Hex ToC19 is at level +1, the building in ToC19 is a +1 level building, and thus, the cumulative height of the LOS obstacle in ToC19 is +2."
    The ToC19 example put on the DTW grid: F19 at Level +1 with a +1 building.

    @5.3.5.1 @5.3.5
    Scenario: A +1 building on a Level +1 hex in F19 is a +2 obstacle: F21 Upper Level +2 does not see F17 over it
      Given the game situation:
        """
        { "firer": { "hex": "F21", "level": 2 }, "target": { "hex": "F17", "level": 0 }, "hexes": [{ "hex": "F19", "elevation": 1, "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "F19", "rule": "5.2.4", "why": "obstacle" }
      When the game situation field "hexes.0.elevation" is 0
      And the los procedure starts
      Then the procedure has ended in state "clear"

    @5.3.5
    Scenario: A Level +1 hill in F19 blocks ground-level F21 and F17
      Given the game situation:
        """
        { "firer": { "hex": "F21", "level": 0 }, "target": { "hex": "F17", "level": 0 }, "hexes": [{ "hex": "F19", "elevation": 1 }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "F19", "rule": "5.2.4", "why": "obstacle" }

    @5.3.5 @5.4
    Scenario: A unit on a Level +2 hill in F21 sees over the +1 building in F19 to F17 (F18 is the Blind hex)
      Given the game situation:
        """
        { "firer": { "hex": "F21", "level": 0 }, "target": { "hex": "F17", "level": 0 }, "hexes": [{ "hex": "F21", "elevation": 2 }, { "hex": "F19", "obstacle": 1 }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @5.3.5 @5.3.2
    Scenario: Debris on a Level +1 hill hinders fire between two units on Level +1 hills: the same level as the Hindrance
      Given the game situation:
        """
        { "firer": { "hex": "F21", "level": 0 }, "target": { "hex": "F17", "level": 0 }, "hexes": [{ "hex": "F21", "elevation": 1 }, { "hex": "F17", "elevation": 1 }, { "hex": "F19", "elevation": 1, "hindrance": { "drm": 10, "kind": "debris" } }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "hindrance.total" is 10

  Rule: 6.4.2 Building elevation, 6.4.5 Steeple
    "6.4.2 Elevation: The elevation of a building is equal to its height in levels plus the elevation of its hex (level 0 on the DTW/GE maps). A one hex building without a large white center-dot (example: DTW C23) has a ground level only and is a +1 level obstacle to LOS."
    "Building hexes with a large white square center-dot have Upper Level +1 and +2. They have two levels above ground level, providing an LOS from Level +2 and a +2 level obstacle height."
    "6.4.5 Steeple: A white cross in a building hex indicates a steeple (e.g., GE A5). The steeple consists of one additional +1 level in height (shown by 1+x in the table above)."
    The table of 6.4.4 (Hex Center, LOS Height, Obstacle Height) gives: normal centre dot one hex 0 / +1;
    multi-hex +1 / +1; large centre dot +1 / +1; large centre square +2 / +2; steeple 1+x / 1+x; Rooftop x / x.

    @6.4.2
    Scenario: A one hex building with a normal centre dot in H19 is a +1 obstacle: H21 Upper Level +2 sees H17 over it
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H19", "building": { "id": "H19", "centre": "dot" } }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @6.4.2
    Scenario: A large white square centre dot in H19 makes a +2 obstacle: it blocks H21 Upper Level +2
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H19", "building": { "id": "G19", "centre": "large-square", "multiHex": true } }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "H19", "rule": "5.2.4", "why": "obstacle" }

    @6.4.2
    Scenario: The one hex building of C23 has a ground level only: a unit on Level +1 there is rejected
      Given the game situation:
        """
        { "firer": { "hex": "C23", "level": 1 }, "target": { "hex": "C20", "level": 0 }, "hexes": [{ "hex": "C23", "building": { "id": "C23", "centre": "dot" } }] }
        """
      When the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.firer.level"

    @6.4.5
    Scenario: A steeple on a large-dot building in H19 makes it a +2 obstacle (1+x)
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H19", "building": { "id": "H19", "centre": "large-dot", "steeple": true } }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "H19", "rule": "5.2.4", "why": "obstacle" }

    @6.4.5 @6.4.2
    Scenario: A unit in the steeple (Level +2) of a large-dot building in H21 sees over the +1 building in H19; without the steeple Level +2 is no level of it
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H21", "building": { "id": "H21", "centre": "large-dot", "steeple": true } }, { "hex": "H19", "building": { "id": "H19", "centre": "dot" } }] }
        """
      When the los procedure starts
      Then the procedure has ended in state "clear"
      When the game situation field "hexes.0.building.steeple" is false
      And the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.firer.level"

  Rule: 6.5 Factories: 6.5.1 Factory Defined, 6.5.2 Levels, 6.5.3 LOS
    "6.5.1 Factory Defined: A Factory is any building with a Road or Railway entering it at some point."
    "Example: Building DTW V25 is a factory because a Railway enters it at hex V27."
    "6.5.2 Levels: Factories never have an Upper Level. Factories with large white square center dots are +2 level obstacles to LOS; all other factories are +1 level obstacles."
    "6.5.3 LOS: Factories are different from other buildings in that as long as a LOS inside the building does not cross a heavy black hexside (representing an interior wall, e.g., DTW R15/S15) the LOS is not blocked (Exception: By > 2 interior Debris hexes). Any LOS between units inside the same factory that does not exit that factory has a +5 Hindrance per hex (Exception: Debris hexes under Open Roofed hexes)."
    The building V25 is given as the five hexes V24–V28 (its true extent is the map's); the railway enters it in V27.

    Background:
      Given the game situation:
        """
        { "firer": { "hex": "V24", "level": 0 }, "target": { "hex": "V28", "level": 0 }, "hexes": [
          { "hex": "V24", "building": { "id": "V25", "centre": "dot", "multiHex": true } },
          { "hex": "V25", "building": { "id": "V25", "centre": "dot", "multiHex": true } },
          { "hex": "V26", "building": { "id": "V25", "centre": "dot", "multiHex": true } },
          { "hex": "V27", "building": { "id": "V25", "centre": "dot", "multiHex": true, "roadEntry": true } },
          { "hex": "V28", "building": { "id": "V25", "centre": "dot", "multiHex": true } }] }
        """

    @6.5.1 @6.5.3
    Scenario: V24 to V28 inside the factory is not blocked and pays +5 for each of V25, V26 and V27
      When the los procedure starts
      Then the procedure has ended in state "clear"
      And the output "insideFactory" is "V25"
      And the output "hindrance.total" is 15

    @6.5.1
    Scenario: Without the railway the building is no factory: its +1 hexes block ground-level LOS inside it
      Given the game situation field "hexes.3.building.roadEntry" is false
      When the los procedure starts
      Then the output "blocked" is { "hex": "V25", "rule": "5.2.4", "why": "obstacle" }

    @6.5.3
    Scenario: A heavy black hexside on V25/V26 blocks
      Given the game situation field "hexsides" is [{ "between": ["V25", "V26"], "terrain": "interior-wall" }]
      When the los procedure starts
      Then the output "blocked" is { "hex": "V25/V26", "rule": "6.5.3", "why": "interior-wall" }

    @6.5.3 @5.3.2
    Scenario: V26, Debris under an Open Roofed hex, pays its Debris +10 and not the +5: 5 + 10 + 5
      Given the game situation field "hexes.2" is { "hex": "V26", "hindrance": { "drm": 10, "kind": "debris" }, "building": { "id": "V25", "centre": "dot", "multiHex": true, "openRoof": true } }
      When the los procedure starts
      Then the output "hindrance.total" is 20

    @6.5.3 @5.3.3
    Scenario: Three interior Debris hexes block
      Given the game situation field "hexes.1.hindrance" is { "drm": 10, "kind": "debris" }
      And the game situation field "hexes.2.hindrance" is { "drm": 10, "kind": "debris" }
      And the game situation field "hexes.3.hindrance" is { "drm": 10, "kind": "debris" }
      When the los procedure starts
      Then the output "blocked" is { "hex": "V27", "rule": "5.3.3", "why": "hindrance-block" }

    @6.5.2
    Scenario: A factory has no Upper Level: a unit on Level +1 of a large-square factory is rejected; its Rooftop is Level +2
      Given the game situation field "hexes.0.building.centre" is "large-square"
      And the game situation field "hexes.3.building.centre" is "large-square"
      And the game situation field "firer.level" is 1
      When the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.firer.level"

    @6.5.2
    Scenario: A factory hex with a large white square centre dot in H19 is a +2 obstacle: it blocks H21 Upper Level +2
      Given the game situation:
        """
        { "firer": { "hex": "H21", "level": 2 }, "target": { "hex": "H17", "level": 0 }, "hexes": [{ "hex": "H19", "building": { "id": "H19", "centre": "large-square", "multiHex": true, "roadEntry": true } }] }
        """
      When the los procedure starts
      Then the output "blocked" is { "hex": "H19", "rule": "5.2.4", "why": "obstacle" }

  Rule: 6.4.8 Combination Road/Building Hexes
    "Such AFV/vehicles are placed with their front or rear (if they entered using reverse movement) CA on the hex center-dot of the building hex. LOS to/from such AFV/vehicles is traced from the hex center-dot but any LOS which crosses the building depiction in the hex blocks LOS"
    Which hexsides of the hex the building depiction lies on is the map's: given (here D20, toward E20 and E21).

    Background:
      Given the game situation:
        """
        { "firer": { "hex": "E20", "level": 0 }, "target": { "hex": "D20", "level": 0, "onRoad": true }, "hexes": [{ "hex": "D20", "building": { "id": "D20", "centre": "dot", "depiction": ["E20", "E21"] } }] }
        """

    @6.4.8
    Scenario: From E20 the line leaves D20 across the building depiction: blocked
      When the los procedure starts
      Then the output "blocked" is { "hex": "D20", "rule": "6.4.8", "why": "building-depiction" }

    @6.4.8
    Scenario: From D17 the line leaves D20 on the road side: the vehicle is seen
      Given the game situation field "firer.hex" is "D17"
      When the los procedure starts
      Then the procedure has ended in state "clear"

    @6.4.8
    Scenario: A vehicle on the road of a hex with no building depiction is rejected
      Given the game situation field "hexes.0.building.depiction" is []
      When the los procedure starts
      Then it is rejected with code "invalid-field" naming "input.target.onRoad"
