Feature: Asset Denied (CC:P O23)
  Decides what an Asset Denied order does: which of its three activities the active player may choose
  (each with its own prerequisite), and what it does to the enemy weapon, radio or aircraft. No roll and no
  activation. CC:E's Artillery Denied (O17) with CC:P's activities and ids. The Japanese player is the
  situation's "axis" player.

  Background:
    Given the game situation:
      """
      {
        "player": "axis",
        "radios": { "allied": { "fp": 10 }, "axis": { "fp": 9 } },
        "units": [
          { "id": "us-squad", "owner": "allied", "kind": "squad", "hex": "C1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } },
            "weapon": { "id": "us-mg", "type": "mg", "fp": 5, "range": 8, "ordnance": false, "smoke": false, "boxedRange": false, "broken": false } },
          { "id": "jp-squad", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } },
            "weapon": { "id": "jp-mg", "type": "mg", "fp": 5, "range": 8, "ordnance": false, "smoke": false, "boxedRange": false, "broken": false } },
          { "id": "us-team", "owner": "allied", "kind": "team", "hex": "C5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } },
            "weapon": { "id": "us-mortar", "type": "mortar", "fp": 5, "range": 8, "ordnance": false, "smoke": false, "boxedRange": false, "broken": true } }
        ],
        "map": { "geometry": { "columns": 10, "rows": 10 }, "hexes": {
          "C1": { "terrain": ["Open Ground"] }, "C2": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] },
          "C4": { "terrain": ["Building"] }, "C5": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: O23 Asset Denied
    "When an Asset Denied order is given, the active player chooses to perform one of the following activities: … a) Weapon Jam [O23.1]; or … b) Communication Disrupted [O23.2]; or … c) Abort Run [O23.3]."
    "No unit is activated with an Asset Denied order. … may only be chosen if there is an enemy weapon within LOS of a friendly unit. … may only be chosen if there is an enemy radio in play. … may only be chosen if there is an enemy aircraft in play."

    @O23
    Scenario: With an enemy weapon in LOS and an enemy radio, the player chooses
      When the asset-denied procedure starts
      Then the procedure is in state "choosingActivity"
      And the trace cites O23

    @O23
    Scenario: Abort Run needs an enemy aircraft in play
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "ABORT_RUN" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].type", citing O23

    @O23 @6
    Scenario: His own radio and aircraft do not count, and the enemy weapon is out of LOS: the order cannot be given
      Given the game situation field "player" is "allied"
      And the game situation field "radios" is { "allied": { "fp": 10 } }
      And the game situation field "aircraft" is { "allied": { "hex": "C2" } }
      And the game situation field "units" is [{ "id": "us-team", "owner": "allied", "kind": "team", "hex": "C5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "jp-squad", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } }, "weapon": { "id": "jp-mg", "type": "mg", "fp": 5, "range": 8, "ordnance": false, "smoke": false, "boxedRange": false, "broken": false } }]
      When the asset-denied procedure starts
      Then the procedure has ended in state "refused"
      And the output "result" is "refused"
      And the output "radios" is { "allied": { "fp": 10, "broken": false, "smoke": false } }

  Rule: O23.1 Weapon Jam
    "If Weapon Jam is chosen for a player’s Asset Denied, he selects one enemy weapon within LOS of any friendly unit. Break that weapon. If it was already broken, eliminate it instead (placing it into the Weapons box of the Casualty Track)."
    "A broken weapon that breaks again is eliminated and placed in the Weapons Box of the Casualty Track."

    @O23.1 @5.4
    Scenario: The American MG two hexes away across open ground breaks
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "WEAPON_JAM", "weapon": "us-mg" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "weapon-broken"
      And the output "units.0.weapon.broken" is true
      And the output "weaponsBox" is []
      And the output "radios.allied.broken" is false
      And the trace cites O23.1 and 5.4

    @O23.1
    Scenario: The mortar behind the Building is out of LOS and cannot be jammed
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "WEAPON_JAM", "weapon": "us-mortar" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].weapon", citing O23.1

    @O23.1
    Scenario: His own weapon is no enemy weapon
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "WEAPON_JAM", "weapon": "jp-mg" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].weapon", citing O23.1

    @O23.1 @5.4
    Scenario: With the American player active, the unbroken Japanese MG in LOS breaks
      Given the game situation field "player" is "allied"
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "WEAPON_JAM", "weapon": "jp-mg" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "weapon-broken"
      And the output "units.1.weapon.broken" is true

    @O23.1 @5.4
    Scenario: The broken mortar, seen from the other side of the Building, is eliminated
      Given the game situation field "player" is "allied"
      And the game situation field "units.1.hex" is "C4"
      And the game situation field "map.hexes.C4" is { "terrain": ["Open Ground"] }
      And the game situation field "units.1.weapon.broken" is true
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "WEAPON_JAM", "weapon": "jp-mg" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "weapon-eliminated"
      And the output "weaponsBox" is ["jp-mg"]
      And the output "units.1" is { "id": "jp-squad", "owner": "axis", "kind": "squad", "hex": "C4", "broken": false, "suppressed": false, "veteran": false, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }

  Rule: O23.2 Communication Disrupted
    "If Communication Disrupted is chosen for a player’s Asset Denied, he breaks his opponent’s radio. If it was already broken, eliminate it instead (placing it back in the countermix)."

    @O23.2
    Scenario: The unbroken American radio breaks; the Japanese radio is untouched
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_DISRUPTED" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "radio-broken"
      And the output "radios" is { "allied": { "fp": 10, "broken": true, "smoke": false }, "axis": { "fp": 9, "broken": false, "smoke": false } }
      And the output "units.0.weapon.broken" is false

    @O23.2
    Scenario: An already broken radio goes back to the countermix
      Given the game situation field "radios" is { "allied": { "fp": 10, "broken": true } }
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_DISRUPTED" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "radio-eliminated"
      And the output "radios" is {}

  Rule: O23.3 Abort Run
    "If Abort Run is chosen for a player’s Asset Denied, he removes his opponent’s aircraft from the map (place back in countermix)."

    @O23.3 @8.3
    Scenario: The American aircraft leaves; the radios stay as they were
      Given the game situation field "aircraft" is { "allied": { "hex": "C2" } }
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "ABORT_RUN" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "aircraft-removed"
      And the output "aircraft" is {}
      And the output "radios.allied.broken" is false

  Rule: E50 Air Support (one player's aircraft at most)
    "8.1 PLACEMENT Aircraft are placed on the map via the Air Support event [E50]."
    "If his opponent’s aircraft is not on the map when this event occurs, he instead places his own aircraft on the map"

    @E50 @8.1
    Scenario: Both players' aircraft on the map at once are refused, naming the field and E50
      Given the game situation field "aircraft" is { "allied": { "hex": "C2" }, "axis": { "hex": "C4" } }
      When the asset-denied procedure starts
      Then it is rejected with code "invalid-field" naming "input.aircraft", citing E50

    @O23 @O23.3
    Scenario: An enemy aircraft alone is enough to give the order
      Given the game situation field "player" is "allied"
      And the game situation field "radios" is {}
      And the game situation field "aircraft" is { "axis": { "hex": "C2" } }
      And the game situation field "units" is [{ "id": "us-team", "owner": "allied", "kind": "team", "hex": "C5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }]
      When the asset-denied procedure starts
      Then the procedure is in state "choosingActivity"

  Rule: 8.3 Removal
    "Aircraft are removed from the map via an Asset Denied order [O23]"

    @8.3
    Scenario: The aircraft is removed wherever it is over the map
      Given the game situation field "aircraft" is { "allied": { "hex": "C5" } }
      When the asset-denied procedure starts
      And the events are sent:
        """
        [{ "type": "ABORT_RUN" }]
        """
      Then the procedure has ended in state "done"
      And the output "aircraft" is {}
