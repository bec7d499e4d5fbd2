Feature: Bombing Run (CC:P O24.4)
  An Asset Request option: the active player's aircraft, flipped to its dive bomber side, picks a target hex
  it sees "as if [it] occupied a level 5 hill", makes a Targeting roll as ordnance (product less Hindrance
  must exceed the range), and on a hit a 12 FP Fire Attack against the hex (its fortification checked on the
  "12-FP" row of the Fortification Vulnerability Table first), then leaves the map. The Vulnerability Table is
  on the Track Display, not in the rulebook: a situation states the "12-FP" number ("bomberVulnerability"),
  and the 5 below is made up. The Strafing Run (O24.5) is features/ccp/strafing-run.feature; "Pull Up!" is features/ccp/pull-up.feature.
  Against a beach hex the dive bomber's Attack Total is decreased by 2 (T82 Sand). The Japanese player
  is the situation's "axis" player: no radio (his Artillery Box holds the artillery denied marker), no leader,
  only his aircraft in E9. American units: a squad (Morale 7) in E5, a team in E6, a leader in E9 under the
  aircraft; a building in E7. Column E runs straight from E9 to E5: the range is 4.

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
          { "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } },
          { "id": "us-team", "owner": "allied", "kind": "team", "hex": "E6", "sides": { "unbroken": { "morale": 6 }, "broken": { "morale": 5 } } },
          { "id": "us-ldr", "owner": "allied", "kind": "leader", "hex": "E9", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } }
        ],
        "map": {
          "geometry": { "columns": 8, "rows": 10 },
          "edges": { "axis": "top", "allied": "bottom" },
          "hexes": {
            "A1": { "terrain": ["Open Ground"] },
            "E5": { "terrain": ["Open Ground"] },
            "E6": { "terrain": ["Open Ground"] },
            "E7": { "terrain": ["Building"] },
            "E8": { "terrain": ["Open Ground"] },
            "E9": { "terrain": ["Open Ground"] }
          }
        }
      }
      """

  Rule: O24.4 Bombing Run
    "Select a hex in which the dive bomber has LOS to an enemy unit, which cannot be its own hex. That hex will be the target of the Bombing Run. LOS is checked as if the dive bomber occupied a level 5 hill [T89]. If there are no such hexes within LOS, skip directly to step d."
    "Make a Targeting roll [O27.2] against the chosen hex as if the dive bomber were ordnance. If the Targeting roll is a miss, skip directly to step d."
    "The dive bomber makes a 12 FP Fire Attack [O27.3] against the targeted hex."
    "Remove the dive bomber from the map (placing it in the countermix). This ends the order."
    "A unit on a level 1 hill can see past a level 0 building except into the level 0 hex directly behind it."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."

    @O24.4 @T89 @O27.2.3 @O27.3.3 @O27.3.4
    Scenario: Over the building: product 5 beats range 4, Fire Attack 12 + 7 = 19, Defense 7 + 2 = 9 is half or less
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" }, { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "result" is "bombing-run"
      And the output "accuracy.0.range" is 4
      And the output "accuracy.0.hindrance" is 0
      And the output "accuracy.0.hit" is true
      And the output "impacts.0.total" is 19
      And the output "eliminated" is ["us-squad"]
      And the output "aircraft" is {}
      And the output "activatedThisTurn" is []
      And the trace cites O24.4

    @O24.4 @O27.2.3
    Scenario: Product 4 does not exceed range 4: a miss, and the dive bomber leaves with no attack
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 4 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "accuracy.0.hit" is false
      And the output "impacts" is []
      And the output "bombingRun" is { "hex": "E9", "fp": 12, "target": "E5" }
      And the output "aircraft" is {}

    @O24.4 @T89
    Scenario: E6, directly behind the building, is a Blind Hex even from level 5
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E6" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].hex", citing O24.4

    @O24.4
    Scenario: The American leader under the aircraft is in its own hex: no target
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E9" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].hex", citing O24.4

    @O24.4 @T89
    Scenario: Only the team in the Blind Hex and the leader in its own hex: skip to d)
      Given the game situation field "units" is [{ "id": "us-team", "owner": "allied", "kind": "team", "hex": "E6", "sides": { "unbroken": { "morale": 6 }, "broken": { "morale": 5 } } }, { "id": "us-ldr", "owner": "allied", "kind": "leader", "hex": "E9", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } }]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "bombingRun" is { "hex": "E9", "fp": 12, "target": null }
      And the output "impacts" is []
      And the output "aircraft" is {}

  Rule: O24 Bombing Run needs the aircraft; 18.6 none at night
    "Strafing Run may only be chosen if his aircraft marker is in play."
    "(aircraft are NA at night)"

    @O24
    Scenario: Only the American aircraft is in play, and the Japanese player has nothing else: the order cannot be given
      Given the game situation field "aircraft" is { "allied": { "hex": "A1" } }
      When the asset-request procedure starts
      Then the procedure has ended in state "refused"
      And the output "result" is "refused"

    @18.6
    Scenario: An aircraft in a night situation is refused
      Given the scenario is at night, without a starshell
      When the asset-request procedure starts
      Then it is rejected with code "invalid-field" naming "input.aircraft", citing 18.6

  Rule: 8.1, E50 Both players' aircraft are never on the map together
    "Aircraft are placed on the map via the Air Support event [E50] ."
    "If this event does occur, the receiving player eliminates his opponent’s aircraft by removing it from the map and placing it back into the countermix (thus ending the event)."
    "If his opponent’s aircraft is not on the map when this event occurs, he instead places his own aircraft on the map"

    @8.1 @E50
    Scenario: A situation with the Japanese aircraft in E9 and the American one in A1 is refused
      Given the game situation field "aircraft" is { "axis": { "hex": "E9" }, "allied": { "hex": "A1" } }
      When the asset-request procedure starts
      Then it is rejected with code "invalid-field" naming "input.aircraft", citing E50

  Rule: O24.3.4 Fortification Vulnerability of the dive bomber
    "lists a Vulnerability number for each radio (and dive bomber [O24.4] ) Fire power."
    "roll is exactly equal to the Vulnerability number associated with that radio’s FP, then any fortification in the targeted hex is destroyed before any units therein make their Fire Defense rolls."
    "A foxholes marker gives the hex it occupies an alternate Cover of “3” (“4” instead vs aircraft, mortars and artillery)."
    "c) If the Defense Total is equal to the Attack Total, the unit becomes suppressed [4.2]"

    @O24.4 @O24.3.4 @F100.2 @O27.3.4
    Scenario: A Fire Attack roll of 5 equals the "12-FP" number 5: the Foxholes go first; Defense 7 + 3 = 10 against 17 breaks the squad
      Given the game situation field "bomberVulnerability" is 5
      And the game situation field "map.hexes.E5.markers" is ["Foxholes"]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 2, "colored": 3 }, { "type": "KEEP_ROLL" }, { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 2 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "impacts.0.fortificationDestroyed" is "Foxholes"
      And the output "impacts.0.total" is 17
      And the output "markers.E5" is []
      And the output "defense.0.defenseTotal" is 10
      And the output "units.0.broken" is true

    @O24.4 @F103 @O27.3.4
    Scenario: A roll of 7 leaves the Foxholes: Cover 4 vs aircraft, Defense 7 + 4 + 8 = 19 equals 19: suppressed
      Given the game situation field "bomberVulnerability" is 5
      And the game situation field "map.hexes.E5.markers" is ["Foxholes"]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" }, { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 2, "colored": 6 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "markers.E5" is ["Foxholes"]
      And the output "defense.0.defenseTotal" is 19
      And the output "units.0.suppressed" is true
      And the output "units.0.broken" is false

  Rule: T82 Beach: Sand on the dive bomber's Attack Total
    "T82. BEACH MOVE COST: 1½ COVER: 0"
    "Sand —The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2."

    # Worked by hand: E5 a Beach (Cover 0, LOS Clear): product 5 beats range 4; 12 + 7 - 2 = 17; the Defense
    # Total 7 + 0 + 2 = 9 is more than half of 17 (8½): the squad breaks, where against 19 it was eliminated.
    @T82 @O24.4 @O27.3.3 @O27.3.4
    Scenario: Against a beach hex the Fire Attack 12 + 7 is 17; Defense 7 + 2 = 9 breaks the squad
      Given the game situation field "map.hexes.E5" is { "terrain": ["Beach"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" }, { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "impacts.0.total" is 17
      And the output "eliminated" is []
      And the trace cites T82
