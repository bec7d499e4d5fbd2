Feature: Pull Up! (CC:P O24.4, O24.5, an Air Support event during a Bombing or Strafing Run)
  Decides what an Air Support event drawn during a Run does: the Run is cancelled with no further effect, and the
  aircraft is where the Air Support event leaves it. An Event! trigger on the Run's Targeting roll, a Fire Attack
  roll or a Defense roll draws an Event, read by the player who made the roll; the Order is played without the game
  around it, so the caller resolves the trigger and names the Event it drew (RESOLVE_TRIGGER's "event"), and, when
  the reader places his own aircraft, the Random Hex the Event determined ("randomHex") and the hex he chose in its
  column or row ("hex"). The Japanese player
  is the situation's "axis" player: no radio (his Artillery Box holds the artillery denied marker), no leader, only
  his aircraft in E9; the American aircraft is not on the map. Column E runs straight from E9 to E1 (the top edge).

  Rule: O24.4 Bombing Run: Pull Up!
    "Pull Up! —If an Air Support event occurs at any point during a Bombing Run, the Run is cancelled with no further effect."
    "This is because an Air Support event will either relocate the aircraft or remove it from the map altogether."
    "consider the pilot to have not had a viable target or that the bomb harmlessly went astray."
    "The player making the roll reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the event on that card [E50–E80]."
    "So the roll itself locks in a result but that result is not physically implemented on the map until after the die trigger is resolved."
    "If this event does occur, the receiving player eliminates his opponent’s aircraft by removing it from the map and placing it back into the countermix (thus ending the event)."
    "If his opponent’s aircraft is not on the map when this event occurs, he instead places his own aircraft on the map"
    "select any hex in the same column as that letter OR any hex in the same row as that number"
    "Aircraft are removed from the map via an Asset Denied order [O23], completion of a Bombing Run or Strafing Run [O24.4 & O24.5] , or a subsequent Air Support event [E50]."

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
            { "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }
          ],
          "map": {
            "geometry": { "columns": 8, "rows": 10 },
            "edges": { "axis": "top", "allied": "bottom" },
            "hexes": {
              "E1": { "terrain": ["Open Ground"] },
              "E5": { "terrain": ["Open Ground"] },
              "E6": { "terrain": ["Open Ground"] },
              "E7": { "terrain": ["Open Ground"] },
              "E8": { "terrain": ["Open Ground"] },
              "E9": { "terrain": ["Open Ground"] }
            }
          }
        }
        """

    @O24.4 @E50 @1.9.3
    Scenario: Air Support on the Targeting roll: the Random Hex is A1, the Japanese player relocates his dive bomber to E1 (row 1); no attack, the aircraft stays on the map
      # 1 x 5 = 5 > range 4 would hit; the Japanese player made the roll, so he reads the Event; the American
      # aircraft is not on the map, so he places his own (in E1); the Run has no further effect: no Fire Attack, and
      # the dive bomber is not removed (step d is never reached).
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "result" is "pulled-up"
      And the output "aircraft" is { "axis": { "hex": "E1" } }
      And the output "pullUp" is { "rule": "O24.4", "roll": "targeting", "reader": "axis", "what": "place-aircraft", "player": "axis", "hex": "E1" }
      And the output "impacts" is []
      And the output "defense" is []
      And the output "units.0.broken" is false
      And the trace cites O24.4 and E50

    @O24.4 @E50
    Scenario: Air Support on the Fire Attack roll: 12 + 7 = 19 is never applied; no Defense roll
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp.roll" is "fire-attack"
      And the output "aircraft" is { "axis": { "hex": "E1" } }
      And the output "impacts" is []
      And the output "defense" is []

    @O24.4 @E50 @1.9.1.3 @ccp.pull-up-defense-roll
    Scenario: Air Support on the squad's Defense roll: the American player removes the dive bomber, and the locked result (7 + 2 = 9, half or less of 19: eliminated) is not implemented
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp" is { "rule": "O24.4", "roll": "defense", "reader": "allied", "what": "remove-aircraft", "player": "axis", "hex": "E9" }
      And the output "aircraft" is {}
      And the output "impacts.0.total" is 19
      And the output "defense" is []
      And the output "eliminated" is []

    @O24.4 @E50 @1.9.1.3 @ccp.pull-up-defense-roll
    Scenario: Reading ccp.pull-up-defense-roll = locked-stands: the squad's locked 7 + 2 = 9 (half or less of 19) eliminates it; the dive bomber is removed by the Event
      Given the reading "ccp.pull-up-defense-roll" is "locked-stands"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "result" is "pulled-up"
      And the output "pullUp" is { "rule": "O24.4", "roll": "defense", "reader": "allied", "what": "remove-aircraft", "player": "axis", "hex": "E9" }
      And the output "aircraft" is {}
      And the output "defense.length" is 1
      And the output "defense.0.defenseTotal" is 9
      And the output "defense.0.result" is "eliminated"
      And the output "eliminated" is ["us-squad"]

    @O24.4 @E50 @1.9.1.3 @ccp.pull-up-defense-roll
    Scenario: Reading ccp.pull-up-defense-roll = locked-stands, two American units in E5: the squad's result stands, the team makes no Defense roll
      Given the reading "ccp.pull-up-defense-roll" is "locked-stands"
      And the game situation field "units" is [{ "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "us-team", "owner": "allied", "kind": "team", "hex": "E5", "sides": { "unbroken": { "morale": 6 }, "broken": { "morale": 5 } } }]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "defense.length" is 1
      And the output "eliminated" is ["us-squad"]
      And the output "units.0.id" is "us-team"
      And the output "units.0.broken" is false

    @O24.4 @E50 @O27.3.4 @ccp.pull-up-defense-roll
    Scenario: Reading ccp.pull-up-defense-roll = hex-completes, two American units in E5: the squad is eliminated (9), the team still rolls 6 + 12 = 18 against 19 and breaks; then the Run ends, the dive bomber already removed by the Event
      Given the reading "ccp.pull-up-defense-roll" is "hex-completes"
      And the game situation field "units" is [{ "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "us-team", "owner": "allied", "kind": "team", "hex": "E5", "sides": { "unbroken": { "morale": 6 }, "broken": { "morale": 5 } } }]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support" },
         { "type": "CHOOSE_UNIT", "unit": "us-team" }, { "type": "ROLL", "white": 6, "colored": 6 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp" is { "rule": "O24.4", "roll": "defense", "reader": "allied", "what": "remove-aircraft", "player": "axis", "hex": "E9" }
      And the output "aircraft" is {}
      And the output "defense.length" is 2
      And the output "defense.1.defenseTotal" is 18
      And the output "defense.1.result" is "broken"
      And the output "eliminated" is ["us-squad"]
      And the output "units.0.broken" is true

    @O24.4 @E50 @8.3
    Scenario: Air Support on a missed Targeting roll (1 x 4 = 4, not over range 4): the Run is not completed, so step d) does not remove the dive bomber; it stays in E1, where the Event put it (Random Hex A1, row 1)
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 4, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "result" is "pulled-up"
      And the output "aircraft" is { "axis": { "hex": "E1" } }
      And the output "pullUp.roll" is "targeting"
      And the output "impacts" is []

    @O24.4
    Scenario: Another Event drawn on the Targeting roll keeps the Run going: the hit stands and the 12 FP Fire Attack follows
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Interdiction" }]
        """
      Then the procedure is in state "rollingBombAttack"

    @E50
    Scenario: The reader removes his opponent's aircraft: he places none, so no hex may be given
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then it is rejected with code "invalid-field" naming "events[9].hex", citing E50

    @E50
    Scenario: The reader places his own aircraft: the hex must be given
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support" }]
        """
      Then it is rejected with code "invalid-field" naming "events[4].hex", citing E50

    @E50
    Scenario: The reader places his own aircraft: the Random Hex must be given
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "hex": "E1" }]
        """
      Then it is rejected with code "invalid-field" naming "events[4].randomHex", citing E50

    @E50
    Scenario: Random Hex B7: E1 is neither in column B nor in row 7, so the dive bomber may not go there
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "B7", "hex": "E1" }]
        """
      Then it is rejected with code "invalid-field" naming "events[4].hex", citing E50

    @E50
    Scenario: Random Hex E7: E1 is in its column E, so the dive bomber goes there
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "E7", "hex": "E1" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "aircraft" is { "axis": { "hex": "E1" } }

    @1.8
    Scenario: A Random Hex off the 8-column, 10-row map (J4) is refused
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "J4", "hex": "E4" }]
        """
      Then it is rejected with code "invalid-field" naming "events[4].randomHex", citing 1.8

    @O24.4
    Scenario: A RESOLVE_TRIGGER naming an Event where no trigger is being resolved (the target not yet chosen) gets the refusal any RESOLVE_TRIGGER gets there
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1]"

    @1.9.3
    Scenario: A Sniper! draws no Event
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5, "trigger": "Sniper!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[4].event", citing 1.9.3

  Rule: O24.5 Strafing Run: Pull Up!
    "Pull Up! —If an Air Support event occurs at any point during a Strafing Run, the Run is cancelled with no further effect."
    "Consider the pilot to have not seen any further viable targets or perhaps was called off to another sector of the larger battlefield."

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
            { "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }
          ],
          "map": {
            "geometry": { "columns": 8, "rows": 10 },
            "edges": { "axis": "top", "allied": "bottom" },
            "hexes": {
              "E1": { "terrain": ["Open Ground"] },
              "E2": { "terrain": ["Open Ground"] },
              "E3": { "terrain": ["Open Ground"] },
              "E4": { "terrain": ["Open Ground"] },
              "E5": { "terrain": ["Open Ground"] },
              "E6": { "terrain": ["Open Ground"] },
              "E7": { "terrain": ["Open Ground"] },
              "E8": { "terrain": ["Open Ground"] },
              "E9": { "terrain": ["Open Ground"] },
              "E10": { "terrain": ["Open Ground"] }
            }
          }
        }
        """

    @O24.5 @E50
    Scenario: Air Support on the Fire Attack roll against E7: Random Hex A1, the fighter relocated to E1 (row 1), E5 is never strafed
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "A1", "hex": "E1" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp" is { "rule": "O24.5", "roll": "fire-attack", "reader": "axis", "what": "place-aircraft", "player": "axis", "hex": "E1" }
      And the output "aircraft" is { "axis": { "hex": "E1" } }
      And the output "impacts" is []
      And the trace cites O24.5 and E50

    @O24.5 @E50 @1.9.1.3 @ccp.pull-up-defense-roll
    Scenario: Air Support on the American squad's Defense roll in E5: the fighter removed; E7's attack stands (16 against 6 + 11 = 17, unaffected), E5's locked 7 + 2 = 9 against 16 is not implemented
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-team" }, { "type": "ROLL", "white": 6, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp" is { "rule": "O24.5", "roll": "defense", "reader": "allied", "what": "remove-aircraft", "player": "axis", "hex": "E9" }
      And the output "aircraft" is {}
      And the output "impacts.1.total" is 16
      And the output "defense.0.result" is "unaffected"
      And the output "defense.length" is 1
      And the output "units.1.broken" is false

    @O24.5 @E50 @ccp.pull-up-defense-roll
    Scenario: Air Support on his own team's Defense roll in E7: the Japanese player reads it and relocates his fighter (Random Hex E8: E3 is in column E)
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-team" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "E8", "hex": "E3" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp" is { "rule": "O24.5", "roll": "defense", "reader": "axis", "what": "place-aircraft", "player": "axis", "hex": "E3" }
      And the output "aircraft" is { "axis": { "hex": "E3" } }
      And the output "units.0.broken" is false

    @O24.5 @E50 @O27.3.4 @ccp.pull-up-defense-roll
    Scenario: Reading ccp.pull-up-defense-roll = hex-completes, Air Support on his own team's Defense roll in E7: 6 + 2 = 8, half or less of 16, eliminates it; E7 is done, so the Run ends: E5 is never strafed, the fighter stays where the Event put it
      Given the reading "ccp.pull-up-defense-roll" is "hex-completes"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "STRAFING_RUN", "facing": 1 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E7" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-team" }, { "type": "ROLL", "white": 1, "colored": 1, "trigger": "Event!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [], "event": "Air Support", "randomHex": "E8", "hex": "E3" }]
        """
      Then the procedure has ended in state "runPulledUp"
      And the output "pullUp" is { "rule": "O24.5", "roll": "defense", "reader": "axis", "what": "place-aircraft", "player": "axis", "hex": "E3" }
      And the output "aircraft" is { "axis": { "hex": "E3" } }
      And the output "defense.length" is 1
      And the output "defense.0.defenseTotal" is 8
      And the output "defense.0.result" is "eliminated"
      And the output "impacts.length" is 1
      And the output "eliminated" is ["jp-team"]
