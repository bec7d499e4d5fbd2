Feature: Moving in and out of buildings (Combat! Stalingrad 6.3–6.5.5)
  One move of one unit: from a location to another in the same hex (changing levels) or into an adjacent
  hex. The outcome says whether the move may be made, its MP and whether a vehicle risks Immobilization.
  The MP of entering each terrain are the Terrain Effects Chart's, which the text does not print: the
  hex's cost (`enterMp`) and that of Shellholes, Rubble or Debris on a road are given, where no rule of
  the text sets the cost. The Immobilization (M-KILL) roll is the vehicle movement rules' (10, 11), also
  missing: the outcome only says that the move risks it. The scenarios are the text's examples on the
  DTW and GE maps where it gives one; a building is given by the hexes the move needs.

  Rule: TEC Terrain Effects Chart (text missing)
    "The three "MP" columns on the TEC list how many movement points different kinds of units must expend to move into each terrain type."

    @TEC
    Scenario: A move into another hex off the road without the TEC's cost of the hex is rejected
      Given the game situation:
        """
        { "unit": { "type": "squad" }, "from": { "hex": "N19", "place": "ground" }, "to": { "hex": "M19", "place": "ground" }, "hexes": [] }
        """
      When the building-move procedure starts
      Then it is rejected with code "invalid-field" naming "input.enterMp"

  Rule: 6.4.3 Changing levels, 6.4.4 Stairways
    "6.4.3 Each Upper Level is now a 'floor' with its own hexes, as is the Rooftop and Cellar when present (i.e., no Cellar/Rooftop in a Factory). Changing levels in a building costs 2 MP."
    "6.4.4 Stairways: A white center-square/large center-dot shows the height of the building as well as the location of a stairway. In buildings with white center-square, units may move to/from the upper level/rooftop only in the hex with the white center-square. Once on an Upper Level +1/+2 marker, units may move to other connected upper level hexes of the building on the same level."
    "Example: A Russian squad in hex DTW G23 on an Upper Level +2 marker may not move to G23 level +1 (nor does it have an LOS to that hex); nor may it move to any other hex of the building on another level until it enters the stairway in G22. It may then descend to G22 Upper Level +1, or ascend to a Rooftop marker in G22."
    "Multi-hex buildings without a white center square have a stairway in each hex. Units may move to/from Upper Level +1 markers in any non-Rubbed hex of the building and may enter the rooftop from an Upper Level +1 marker."
    "The '2' in DTW G22 denotes all four hexes of that building have up to Upper Level +2."
    The building of G22 is given by G22 (its white centre-square) and G23.

    Background:
      Given the game situation:
        """
        { "unit": { "type": "squad" }, "from": { "hex": "G23", "place": "upper-2" }, "to": { "hex": "G23", "place": "upper-1" }, "hexes": [
          { "hex": "G22", "building": { "id": "G22", "centre": "large-square", "multiHex": true } },
          { "hex": "G23", "building": { "id": "G22", "centre": "dot", "multiHex": true } }] }
        """

    @6.4.4
    Scenario: The example: on Upper Level +2 of G23 the squad may not go down to Level +1 there
      When the building-move procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal" is { "rule": "6.4.4", "why": "stairway" }

    @6.4.4
    Scenario: The example: nor may it move to G22 on another level
      Given the game situation field "to" is { "hex": "G22", "place": "upper-1" }
      And the game situation field "enterMp" is 1
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.4", "why": "no-location" }

    @6.4.4
    Scenario: On the same level it moves to the connected hex G22 (the hex's cost is the TEC's: 1 given)
      Given the game situation field "to" is { "hex": "G22", "place": "upper-2" }
      And the game situation field "enterMp" is 1
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      And the output "mp.total" is 1

    @6.4.4 @6.4.3
    Scenario: The example: in G22 it descends to Upper Level +1 for 2 MP
      Given the game situation field "from.hex" is "G22"
      And the game situation field "to.hex" is "G22"
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      And the output "mp.total" is 2

    @6.4.3
    Scenario: From the ground level of G22 straight to Upper Level +2 is refused: one level at a time
      Given the game situation field "from" is { "hex": "G22", "place": "ground" }
      And the game situation field "to" is { "hex": "G22", "place": "upper-2" }
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.3", "why": "one-level" }

  Rule: 6.4.6 Rooftops, 6.4.6.1
    "6.4.6 Rooftops: All DTW/GE map multi-hex buildings have a Rooftop level. A unit enters a Rooftop in the same manner as a Stairway (or lacking one), from the highest Upper Level marker in that building."
    "Example: A German squad may enter the Rooftop of building DTW G22 from an Upper Level +2 marker in hex G22."
    "6.4.6.1 A unit may move from Rooftop to Rooftop location on the same building (Exception: A unit may not enter a Roofless Building hex on the Rooftop.)"
    "Example: A German squad already on a Rooftop marker in DTW N19 may move to O19 or O20; it may not enter N18 or M19."
    The building of N19 is given by N19 (with a Cellar), O19 and N18 (Roofless); M19 is outside it.

    @6.4.6
    Scenario: The example: from Upper Level +2 of G22 the squad enters the Rooftop for 2 MP
      Given the game situation:
        """
        { "unit": { "type": "squad" }, "from": { "hex": "G22", "place": "upper-2" }, "to": { "hex": "G22", "place": "rooftop" }, "hexes": [
          { "hex": "G22", "building": { "id": "G22", "centre": "large-square", "multiHex": true } }] }
        """
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      And the output "mp.total" is 2

    @6.4.6.1
    Scenario: The example: from the Rooftop of N19 to O19, not to the Roofless N18
      Given the game situation:
        """
        { "unit": { "type": "squad" }, "from": { "hex": "N19", "place": "rooftop" }, "to": { "hex": "O19", "place": "rooftop" }, "enterMp": 1, "hexes": [
          { "hex": "N19", "building": { "id": "N19", "centre": "dot", "multiHex": true } },
          { "hex": "O19", "building": { "id": "N19", "centre": "dot", "multiHex": true } },
          { "hex": "N18", "building": { "id": "N19", "centre": "dot", "multiHex": true, "roofless": true } }] }
        """
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      When the game situation field "to.hex" is "N18"
      And the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.6.1", "why": "roofless" }
      When the game situation field "to.hex" is "M19"
      And the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.7", "why": "exit-level" }

  Rule: 6.4.1 Only infantry above the ground level; 6.4.4 no stairway in a Rubbled hex
    "Only infantry units may enter levels above the ground level of a building; guns may setup in Cellars."

    Background:
      Given the game situation:
        """
        { "unit": { "type": "tracked" }, "from": { "hex": "O19", "place": "ground" }, "to": { "hex": "O19", "place": "upper-1" }, "hexes": [
          { "hex": "O19", "building": { "id": "N19", "centre": "dot", "multiHex": true } }] }
        """

    @6.4.3
    Scenario: A tracked vehicle may not go up to Upper Level +1
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.3", "why": "not-infantry" }

    @6.4.3
    Scenario: A squad may, for 2 MP
      Given the game situation field "unit.type" is "squad"
      When the building-move procedure starts
      Then the output "mp.total" is 2

    @6.4.4
    Scenario: Not in a Rubbled hex: it has no stairway
      Given the game situation field "unit.type" is "squad"
      And the game situation field "hexes.0.building.rubble" is true
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.4", "why": "stairway" }

  Rule: 6.4.5 Steeple (reading cs.steeple-cost)
    "6.4.5 Steeple: A white cross in a building hex indicates a steeple (e.g., GE A5). The steeple consists of one additional +1 level in height (shown by 1+x in the table above). Only a leader, HS or machine-gun SW Team (or any SW Team in move mode) may be in a steeple. A unit must expend another 2 MP to “climb” into a steeple from the highest upper level of that building hex (i.e., the unit must already be on top of an upper level marker of the appropriate height)."
    "That building has a ground level, an Upper Level +1 and a steeple at level +2 in hex GE B5."
    GE B5 is given with the DTW grid's id B5.

    Background:
      Given the game situation:
        """
        { "unit": { "type": "leader" }, "from": { "hex": "B5", "place": "upper-1" }, "to": { "hex": "B5", "place": "steeple" }, "hexes": [
          { "hex": "B5", "building": { "id": "A5", "centre": "large-dot", "multiHex": true, "steeple": true } }] }
        """

    @6.4.5
    Scenario Outline: Under '<alternative>', a leader on Upper Level +1 of B5 climbs into the steeple for <mp> MP
      Given the reading "cs.steeple-cost" is "<alternative>"
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      And the output "mp.total" is <mp>

      Examples:
        | alternative | mp |
        | two         | 2  |
        | four        | 4  |

    @6.4.5
    Scenario: A squad may not be in a steeple
      Given the game situation field "unit.type" is "squad"
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.5", "why": "steeple-unit" }

    @6.4.5
    Scenario: An SW Team in move mode may
      Given the game situation field "unit" is { "type": "sw-team", "moveMode": true }
      When the building-move procedure starts
      Then the procedure has ended in state "moved"

    @6.4.5
    Scenario: Not from the ground level: the steeple is climbed from the highest Upper Level
      Given the game situation field "from.place" is "ground"
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.3", "why": "one-level" }

  Rule: 6.4.7 Building Exit, 6.4.9 Fire
    "6.4.7 Building Exit: A unit must be on the ground level of a building to exit it. It may not exit from the Cellar unless exiting to an adjacent Trench."
    "Once marked with Fire, no units may enter any location of the building hex."

    Background:
      Given the game situation:
        """
        { "unit": { "type": "squad" }, "from": { "hex": "N19", "place": "ground" }, "to": { "hex": "M19", "place": "ground" }, "enterMp": 1, "hexes": [
          { "hex": "N19", "building": { "id": "N19", "centre": "dot", "multiHex": true, "cellar": true } },
          { "hex": "M19", "trench": true }] }
        """

    @6.4.7
    Scenario: From the ground level of N19 the squad leaves into M19 for the TEC's cost (1 given)
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      And the output "mp.total" is 1

    @6.4.7
    Scenario: From the Cellar it leaves only into an adjacent Trench
      Given the game situation field "from.place" is "cellar"
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      When the game situation field "hexes.1.trench" is false
      And the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.7", "why": "cellar-exit" }

    @6.4.9
    Scenario: No unit may enter the burning building from M19
      Given the game situation field "from.hex" is "M19"
      And the game situation field "to.hex" is "N19"
      And the game situation field "hexes.0.building.burning" is true
      When the building-move procedure starts
      Then the output "refusal" is { "rule": "6.4.9", "why": "burning" }

  Rule: 6.5.5 Factory movement; 6.5.2 its Rooftop
    "6.5.5 Movement: Infantry pay 2 MP per hex, while tracked pay 4 MP and wheeled 6 MP (and both risk Immobilization) if already inside a factory. Unlike with normal buildings, tracked vehicles may enter factories using road or railway entrances (such as into DTW Q19 from P18) without checking for Immobilization (as long as the hex is not also Debris or Rubble) if a friendly unit Controls the hex with the road/railway entering it."
    "Factory rooftops are reached by Stairways or from their ground level as if entering from Upper Level +1 in a multi-hex building."
    "Example: Building DTW V25 is a factory because a Railway enters it at hex V27."
    The factory V25 is given by V26 and V27 (the railway's entrance); V28 is outside it.

    Background:
      Given the game situation:
        """
        { "unit": { "type": "squad" }, "from": { "hex": "V26", "place": "ground" }, "to": { "hex": "V27", "place": "ground" }, "hexes": [
          { "hex": "V26", "building": { "id": "V25", "centre": "dot", "multiHex": true } },
          { "hex": "V27", "building": { "id": "V25", "centre": "dot", "multiHex": true, "roadEntry": true } }] }
        """

    @6.5.5
    Scenario Outline: Inside the factory a <type> pays <mp> MP from V26 to V27
      Given the game situation field "unit.type" is "<type>"
      When the building-move procedure starts
      Then the output "mp.total" is <mp>
      And the output "immobilization" is <risk>

      Examples:
        | type    | mp | risk  |
        | squad   | 2  | false |
        | tracked | 4  | true  |
        | wheeled | 6  | true  |

    @6.5.5
    Scenario: A tracked vehicle entering V27 along the railway from V28, a friendly unit Controlling V27, is not checked; uncontrolled or in Debris it is
      Given the game situation field "unit.type" is "tracked"
      And the game situation field "from.hex" is "V28"
      And the game situation field "road" is true
      And the game situation field "controlled" is true
      And the game situation field "enterMp" is 2
      When the building-move procedure starts
      Then the output "immobilization" is false
      When the game situation field "controlled" is false
      And the building-move procedure starts
      Then the output "immobilization" is true
      When the game situation field "controlled" is true
      And the game situation field "hexes.1.debris" is true
      And the building-move procedure starts
      Then the output "immobilization" is true

    @6.5.2
    Scenario: The factory's Rooftop is reached from its ground level for 2 MP
      Given the game situation field "to" is { "hex": "V26", "place": "rooftop" }
      When the building-move procedure starts
      Then the procedure has ended in state "moved"
      And the output "mp.total" is 2

  Rule: 6.4.8 Combination Road/Building Hexes; 6.3 Road, 6.3.1 Other Terrain In Hex
    "A vehicle enters such a hex without entering the building (i.e., avoiding payment of 1/2 MP and not risking the roll to determine if it is M-KILLED) by moving forward or reverse from the connecting road hex into that with the building"
    "Roads have no terrain DRM, no Hindrance, but wheeled vehicles moving from one road hex to another along a road only pay 1 MP, unless there is other terrain in the hex. Infantry and tracked vehicles also pay 1 MP."
    "6.3.1 Other Terrain In Hex: Shellholes, Rubble and Debris are not negated for movement purposes by a road."
    The text's road/building hex ShEE20 is on a map this project's hex ids do not name: E20, its road from F19.

    @6.4.8 @6.3
    Scenario: A tracked vehicle enters E20 from its connecting road hex F19 for the road's 1 MP, with no M-KILL roll; from D20 it enters the building
      Given the game situation:
        """
        { "unit": { "type": "tracked" }, "from": { "hex": "F19", "place": "ground" }, "to": { "hex": "E20", "place": "ground" }, "road": true, "hexes": [
          { "hex": "E20", "building": { "id": "E20", "centre": "dot", "roadFrom": ["F19"] } }] }
        """
      When the building-move procedure starts
      Then the output "mp.total" is 1
      And the output "immobilization" is false
      When the game situation field "from.hex" is "D20"
      And the game situation field "road" is false
      And the game situation field "enterMp" is 2
      And the building-move procedure starts
      Then the output "mp.total" is 2
      And the output "immobilization" is true

    @6.3 @6.3.1
    Scenario: A wheeled vehicle pays 1 MP road hex to road hex, the Rubble's cost (the TEC's, 3 given) where Rubble is in the hex
      Given the game situation:
        """
        { "unit": { "type": "wheeled" }, "from": { "hex": "H22", "place": "ground" }, "to": { "hex": "H21", "place": "ground" }, "road": true, "hexes": [] }
        """
      When the building-move procedure starts
      Then the output "mp.total" is 1
      When the game situation field "other" is { "kind": "rubble", "mp": 3 }
      And the building-move procedure starts
      Then the output "mp.total" is 3
