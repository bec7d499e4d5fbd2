Feature: Terrain DRM of a fire (Combat! Stalingrad 6.1.2–6.5.4)
  Decides the terrain DRM a fire against a unit adds to its d100 rolls: the highest of the target hex's
  terrain, a hexside's only where the line crosses it, hexsides added against artillery, burning and Dug-In
  buildings, Rooftops, factories. Each terrain's DRM is on the Terrain Effects Chart, which the text does
  not print: it is given; what the roll then gives (the FFT, 18) is missing too.

  Rule: TEC Terrain Effects Chart (text missing)
    The chart is not in the text; each terrain's DRM is an input. What the text says of it:
    "Terrain DRM are added to the HE To Hit Table and Firepower Factors Table d100 DR and affect Screened Shots as DRM."

    @6.1.2
    Scenario: A hexside given on a side of a hex that is not the target's is rejected
      Given the game situation:
        """
        { "firer": { "hex": "E17", "level": 0 }, "target": { "hex": "G18", "level": 0 }, "terrain": [], "hexsides": [{ "across": "J9", "feature": "wall", "drm": 10 }] }
        """
      When the terrain-drm procedure starts
      Then it is rejected with code "invalid-field" naming "input.hexsides[0].across"

  Rule: 6.1.3 The highest terrain DRM
    "Use the highest terrain DRM for a particular hex when firing at a target unit, i.e., applicable terrain DRM are not cumulative. Note that Hindrances are cumulative."
    "Example: A Russian squad in hex DTW G18 receives fire from a German squad in E17. It receives a +25 for the stone building, not +35. The +10 for the Wall on the hexside of F17/G18 is not used."

    Background:
      Given the game situation:
        """
        {
          "firer": { "hex": "E17", "level": 0 }, "target": { "hex": "G18", "level": 0 },
          "terrain": [{ "name": "stone building", "drm": 25, "building": true }],
          "hexsides": [{ "across": "F17", "feature": "wall", "drm": 10 }],
          "buildings": [{ "hex": "G18", "building": "G18" }]
        }
        """

    @6.1.3
    Scenario: The example: +25 for the stone building, not +35
      When the terrain-drm procedure starts
      Then the procedure has ended in state "applied"
      And the output "drm.total" is 25
      And the output "drm.terms" is [{ "value": 25, "rule": "6.1.3", "what": "stone building" }]

  Rule: 6.1.3.1 Hexsides vs. Artillery
    "If a Bocage/Wall/Hedge/Fence hexside is between a CFF/FFE marker and the target unit, add the hexside terrain DRM to any in-hex terrain. Note that this is an exception to the use of the highest terrain DRM in 6.1.3."

    @6.1.3.1
    Scenario: The squad in G18 attacked by an FFE in E17: +25 and +10
      Given the game situation:
        """
        {
          "firer": { "hex": "E17", "level": 0, "artillery": true }, "target": { "hex": "G18", "level": 0 },
          "terrain": [{ "name": "stone building", "drm": 25, "building": true }],
          "hexsides": [{ "across": "F17", "feature": "wall", "drm": 10 }],
          "buildings": [{ "hex": "G18", "building": "G18" }]
        }
        """
      When the terrain-drm procedure starts
      Then the output "drm.total" is 35

  Rule: 6.1.2 Hexside terrain only where the line crosses it
    "Note that any hexside terrain, such as Wall, can only give protection if the enemy fire crosses the actual drawing of the terrain, as indicated by a LOS string drawn between the two units."

    @6.1.2
    Scenario: In Open Ground, the Wall on F17/G18 that the line from E17 crosses gives +10; the Hedge on G18/H18 nothing
      Given the game situation:
        """
        {
          "firer": { "hex": "E17", "level": 0 }, "target": { "hex": "G18", "level": 0 },
          "terrain": [{ "name": "open ground", "drm": 0 }],
          "hexsides": [{ "across": "F17", "feature": "wall", "drm": 10 }, { "across": "H18", "feature": "hedge", "drm": 5 }]
        }
        """
      When the terrain-drm procedure starts
      Then the output "drm.terms" is [{ "value": 10, "rule": "6.1.2", "what": "wall on the G18/F17 hexside" }]

  Rule: 6.4.9 Fire/Burning Building and 6.4.10 Dug-In in Building
    "These units receive a +10 DRM (for smoke) instead of the normal building DRM as long as they are in the building."
    "The DRM for units Dug-In in a building is an additional +10 to the building DR (e.g., +35 for a unit in a stone building hex)."

    Background:
      Given the game situation:
        """
        {
          "firer": { "hex": "E17", "level": 0 }, "target": { "hex": "G18", "level": 1, "dugIn": true },
          "terrain": [{ "name": "stone building", "drm": 25, "building": true }],
          "buildings": [{ "hex": "G18", "building": "G18" }]
        }
        """

    @6.4.10
    Scenario: The example: Dug-In in a stone building, +35
      When the terrain-drm procedure starts
      Then the output "drm.total" is 35

    @6.4.9
    Scenario: The building burns: +10 for smoke instead, Dug-In or not
      Given the game situation field "buildings" is [{ "hex": "G18", "building": "G18", "burning": true }]
      When the terrain-drm procedure starts
      Then the output "drm.terms" is [{ "value": 10, "rule": "6.4.9", "what": "burning building (smoke)" }]

  Rule: 6.5.4 Factories
    "Fire from outside to units inside pays the normal +25 DRM as does any fire if the LOS leaves the building."
    "Example: A German squad in DTW O38 fires at a Russian squad in P36. It pays the +25 DRM, as the LOS leaves the factory to reach the target hex, also a factory."

    @6.5.4
    Scenario: The example: the line from O38 to P36 runs along O37 and P37, outside the factory: +25
      Given the game situation:
        """
        {
          "firer": { "hex": "O38", "level": 0 }, "target": { "hex": "P36", "level": 0 },
          "terrain": [{ "name": "stone building", "drm": 25, "building": true }],
          "buildings": [{ "hex": "O38", "building": "F1", "factory": true }, { "hex": "P36", "building": "F1", "factory": true }]
        }
        """
      When the terrain-drm procedure starts
      Then the output "drm.total" is 25

    @6.5.4
    Scenario: With O37 and P37 inside the same factory the line never leaves it: no building DRM
      Given the game situation:
        """
        {
          "firer": { "hex": "O38", "level": 0 }, "target": { "hex": "P36", "level": 0 },
          "terrain": [{ "name": "stone building", "drm": 25, "building": true }],
          "buildings": [{ "hex": "O38", "building": "F1", "factory": true }, { "hex": "O37", "building": "F1", "factory": true }, { "hex": "P37", "building": "F1", "factory": true }, { "hex": "P36", "building": "F1", "factory": true }]
        }
        """
      When the terrain-drm procedure starts
      Then the output "drm.total" is 0

  Rule: 6.4.6.1 Rooftops (reading cs.rooftop-drm)
    "Units on a Rooftop receive a +5 DRM for fire as if they were on a Hill (i.e., no +5 DRM for fire from units also on a same level or higher Rooftop)."

    @6.4.6.1
    Scenario Outline: Under '<alternative>', a squad on the Rooftop of a stone building gets +<drm>
      Given the game situation:
        """
        {
          "firer": { "hex": "E17", "level": 0 }, "target": { "hex": "G18", "level": 2, "rooftop": true },
          "terrain": [{ "name": "stone building", "drm": 25, "building": true }],
          "buildings": [{ "hex": "G18", "building": "G18" }]
        }
        """
      And the reading "cs.rooftop-drm" is "<alternative>"
      When the terrain-drm procedure starts
      Then the output "drm.total" is <drm>

      Examples:
        | alternative | drm |
        | highest     | 25  |
        | added       | 30  |

    @6.4.6.1
    Scenario Outline: Fire from a Rooftop on Level <level> at a Rooftop on Level +1: +<drm>
      Given the game situation:
        """
        { "firer": { "hex": "E17", "level": <level>, "rooftop": true }, "target": { "hex": "G18", "level": 1, "rooftop": true }, "terrain": [{ "name": "rubble", "drm": 0 }] }
        """
      When the terrain-drm procedure starts
      Then the output "drm.total" is <drm>

      Examples:
        | level | drm |
        | 0     | 5   |
        | 1     | 0   |
        | 2     | 0   |
