Feature: Strafing Run (CC:P O24.5)
  An Asset Request option beside the Bombing Run: the active player's aircraft, flipped to its fighter side,
  faces one of the six compass directions (the event's "facing": 1 up, then clockwise) and makes a 9 FP Fire
  Attack against each hex of the line in front of it, closest first, in which it sees a unit of either side
  "as if [it] occupied a level 5 hill", then leaves the map. No Targeting roll, no fortification check (the
  Fortification Vulnerability box lists radios and the dive bomber only). The map must list the line to the
  map edge (its LOS is traced on the map). Its FP is reduced by the Hindrance (O27.3.2) under the default of
  reading ccp.strafing-hindrance. "Pull Up!" (an Air Support event during the Run) is features/ccp/pull-up.feature. The
  Japanese player is the situation's "axis" player: no radio, no leader, only his aircraft in E9. Column E:
  his own team (Morale 6) in E7, an American squad (Morale 7) in E5 under a Smoke 2, a building in E4 and
  an American team (Morale 6) in E3, behind it; E1 is on the top edge, E10 on the bottom edge.

  Background:
    Given the game situation:
      """
      {
        "player": "axis",
        "initiative": "allied",
        "radios": {},
        "deniedMarkers": ["axis"],
        "activatedThisTurn": [],
        "defender": null,
        "los": [],
        "aircraft": { "axis": { "hex": "E9" } },
        "units": [
          { "id": "jp-team", "owner": "axis", "kind": "team", "hex": "E7", "sides": { "unbroken": { "morale": 6 }, "broken": { "morale": 5 } } },
          { "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } },
          { "id": "us-team", "owner": "allied", "kind": "team", "hex": "E3", "sides": { "unbroken": { "morale": 6 }, "broken": { "morale": 5 } } }
        ],
        "map": {
          "geometry": { "columns": 8, "rows": 10 },
          "edges": { "axis": "top", "allied": "bottom" },
          "hexes": {
            "E1": { "terrain": ["Open Ground"] },
            "E2": { "terrain": ["Open Ground"] },
            "E3": { "terrain": ["Open Ground"] },
            "E4": { "terrain": ["Building"] },
            "E5": { "terrain": ["Open Ground"], "markers": ["Smoke:2"] },
            "E6": { "terrain": ["Open Ground"] },
            "E7": { "terrain": ["Open Ground"] },
            "E8": { "terrain": ["Open Ground"] },
            "E9": { "terrain": ["Open Ground"] },
            "E10": { "terrain": ["Open Ground"] }
          }
        }
      }
      """

  Rule: O24.5 Strafing Run
    "he simply flips his aircraft marker to its “fighter” side and performs the following steps in the order shown:"
    "a) Position the fighter marker in its hex so that it clearly faces one of the six compass directions"
    "b) Make a 9 FP Fire Attack [O27.3] vs each hex in a line directly in front of the fighter – in order closest-to-farthest – if it has a LOS to any unit in that hex (friendly or enemy). LOS is checked as if the fighter occupied a level 5 hill [T89]."
    "Yes, you could end up strafing your own troops"
    "a Strafing Run will check for an attack in every hex in a straight line emanating from the fighter’s nose until the edge of the map is reached"
    "c) Remove the fighter from the map (placing it in the countermix). This ends the order."
    "A unit on a level 1 hill can see past a level 0 building except into the level 0 hex directly behind it."
    "A smoke marker, however, always hinders LOS through its hex, regardless of the sighter’s or target’s level."
    "If the LOS from any non-ordnance firing piece to the target hex is hindered [16.3] that shot’s FP is reduced by the largest such Hindrance."
    "c) If the Defense Total is equal to the Attack Total, the unit becomes suppressed"
    "d) If the Defense Total is greater than the Attack Total, the unit is unaffected."

    @O24.5 @T89 @O27.3.2 @O27.3.4
    Scenario: Facing up: his own team in E7 first (9 + 7 = 16 against 6 + 11 = 17: unaffected), then E5 (9 - 2 + 7 = 14 against 7 + 7 = 14: suppressed); E3 is the Blind Hex
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-team" }, { "type": "ROLL", "white": 6, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 6, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "strafingRunEnded"
      And the output "result" is "strafing-run"
      And the output "area" is ["E7", "E5"]
      And the output "impacts.0.total" is 16
      And the output "impacts.1.total" is 14
      And the output "defense.0.defenseTotal" is 17
      And the output "defense.0.result" is "unaffected"
      And the output "defense.1.defenseTotal" is 14
      And the output "defense.1.result" is "suppressed"
      And the output "bombingRun" is { "hex": "E9", "fp": 9, "facing": 1, "target": null }
      And the output "aircraft" is {}
      And the output "activatedThisTurn" is []
      And the trace cites O24.5

    @O24.5 @O27.3.2
    Scenario: Reading ccp.strafing-hindrance = ordnance: E5's attack is 9 + 7 = 16, and 7 + 7 = 14 breaks the squad
      Given the reading "ccp.strafing-hindrance" is "ordnance"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-team" }, { "type": "ROLL", "white": 6, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 6, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "strafingRunEnded"
      And the output "impacts.1.total" is 16
      And the output "defense.1.result" is "broken"

    @O24.5
    Scenario: E5 before E7 is out of order: closest first
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].hex", citing O24.5

    @O24.5
    Scenario: Facing down: the line is E10 alone, with no unit: no attack, the fighter leaves
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 4 }]
        """
      Then the procedure has ended in state "strafingRunEnded"
      And the output "impacts" is []
      And the output "area" is []
      And the output "aircraft" is {}

    @O24.5
    Scenario: Facing up-right: the map does not list the line F8, G8, H7
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 2 }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].facing", citing O24.5

  Rule: T82 Beach: no Sand on the fighter's attack
    "Sand —The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2."
    "he simply flips his aircraft marker to its “fighter” side"

    # Worked by hand: E7 a Beach (Cover 0, LOS Clear). The fighter is no dive bomber (its marker is flipped to
    # the fighter side), no radio and no ordnance weapon: 9 + 3•4 = 16, not 14; the team's 6 + 0 + 5•5 = 16
    # ties and suppresses it (with Sand, 14, it would be unaffected).
    @T82 @O24.5 @O27.3.4
    Scenario: Facing up, his own team on the beach in E7: 9 + 7 = 16, no Sand; 6 + 10 = 16 suppresses it
      Given the game situation field "map.hexes.E7" is { "terrain": ["Beach"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-team" }, { "type": "ROLL", "white": 5, "colored": 5 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "impacts.0.total" is 16
      And the output "defense.0.defenseTotal" is 16
      And the output "defense.0.result" is "suppressed"
