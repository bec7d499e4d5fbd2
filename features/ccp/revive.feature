Feature: Revive (CC:P O31)
  Decides what a Revive order does: whether it may be given, and what each of its 1-5 Revive Points does,
  removing a suppressed marker or rallying a broken unit, with no die roll; points left are forfeit.
  CC:P's replacement for CC:E's Recover (O22): no Rally Roll, no activation, one marker per point.
  The Japanese player is the situation's "axis" player.

  Background:
    Given the game situation:
      """
      {
        "player": "axis", "points": 2,
        "units": [
          { "id": "jp-sq", "owner": "axis", "kind": "squad", "hex": "C3", "broken": true, "suppressed": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } },
          { "id": "jp-tm", "owner": "axis", "kind": "team", "hex": "C3", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "jp-ld", "owner": "axis", "kind": "leader", "hex": "C4", "suppressed": true, "sides": { "unbroken": { "morale": 8, "command": 2 }, "broken": { "morale": 7, "command": 0 } } },
          { "id": "us-sq", "owner": "allied", "kind": "squad", "hex": "F5", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }
        ],
        "map": { "hexes": { "C3": { "terrain": ["Open Ground"] }, "C4": { "terrain": ["Open Ground"] }, "F5": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: O31 Revive
    "A Revive order cannot be given unless the active player has at least one broken or suppressed unit on the map."
    "Each Revive order is accompanied by a number 1 through 5: this is the number of “Revive Points” the active player receives for the order."
    "Revive Points are spent to remove suppressed markers and rally broken units. Specifically, each Revive Point spent does one of the following:"
    "a) removes a suppressed marker from any friendly unit"
    "b) rallies [3.2.5] one friendly broken unit."
    "If applicable, the same unit can be chosen for both options."
    "No unit is activated during a Revive order. Revive Points not spent during the current Revive order are forfeit: Revive Points cannot be carried over to future Revive orders."

    @O31 @3.2.5 @4.2.3
    Scenario: Two points on the same squad: its suppressed marker removed, then it rallies
      When the revive procedure starts
      And the events are sent:
        """
        [{ "type": "REMOVE_SUPPRESSION", "unit": "jp-sq" }, { "type": "RALLY", "unit": "jp-sq" }]
        """
      Then the procedure has ended in state "done"
      And the output "spent" is [{"use": "remove-suppression", "unit": "jp-sq"}, {"use": "rally", "unit": "jp-sq"}]
      And the output "forfeited" is 0
      And the output "units" is [{"id": "jp-sq", "hex": "C3", "broken": false, "suppressed": false}, {"id": "jp-tm", "hex": "C3", "broken": true, "suppressed": false}, {"id": "jp-ld", "hex": "C4", "broken": false, "suppressed": true}, {"id": "us-sq", "hex": "F5", "broken": true, "suppressed": false}]
      And the trace cites O31 and 3.2.5

    @O31 @3.2.5
    Scenario: The points are the order's: with 2 points, a third unit cannot be revived
      When the revive procedure starts
      And the events are sent:
        """
        [{ "type": "RALLY", "unit": "jp-sq" }, { "type": "RALLY", "unit": "jp-tm" }, { "type": "REMOVE_SUPPRESSION", "unit": "jp-ld" }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]"

    @O31
    Scenario: The player stops after one point: the other is forfeit
      When the revive procedure starts
      And the events are sent:
        """
        [{ "type": "RALLY", "unit": "jp-tm" }, { "type": "END_REVIVE" }]
        """
      Then the procedure has ended in state "done"
      And the output "spent" is [{"use": "rally", "unit": "jp-tm"}]
      And the output "forfeited" is 1

    @O31
    Scenario: Once nothing is left to revive, the order ends and the rest of the points are forfeit
      Given the game situation field "points" is 5
      And the game situation field "units" is [{ "id": "jp-tm", "owner": "axis", "kind": "team", "hex": "C3", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }]
      When the revive procedure starts
      And the events are sent:
        """
        [{ "type": "RALLY", "unit": "jp-tm" }]
        """
      Then the procedure has ended in state "done"
      And the output "forfeited" is 4

    @O31
    Scenario: Without a broken or suppressed friendly unit the order cannot be given (the Allied broken squad is not Japan's)
      Given the game situation field "units" is [{ "id": "us-sq", "owner": "allied", "kind": "squad", "hex": "F5", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }]
      When the revive procedure starts
      Then the procedure has ended in state "refused"
      And the output "result" is "refused"
      And the output "forfeited" is 0

    @O31
    Scenario: A point cannot remove an enemy unit's marker or rally an enemy unit
      When the revive procedure starts
      And the raw event {"type": "RALLY", "unit": "us-sq"} is sent
      Then it is rejected with code "illegal-event" naming "events[0].unit"

    @O31
    Scenario Outline: Each order carries 1 through 5 Revive Points: <points> is <verdict>
      Given the game situation field "points" is <points>
      When the revive procedure starts
      Then <outcome>

      Examples:
        | points | verdict  | outcome                                                         |
        | 0      | rejected | it is rejected with code "invalid-field" naming "input.points" |
        | 6      | rejected | it is rejected with code "invalid-field" naming "input.points" |
        | 5      | accepted | the procedure is in state "spendingPoints"                      |

  Rule: 3.2.5 Rallying
    "When a broken unit is instructed to “rally,” it is flipped back to its unbroken side. This usually occurs during a Revive order [O31b] or via various events. Rallying has no effect on an unbroken unit."

    @3.2.5 @O31
    Scenario: A point cannot rally an unbroken unit (the suppressed leader)
      When the revive procedure starts
      And the raw event {"type": "RALLY", "unit": "jp-ld"} is sent
      Then it is rejected with code "illegal-event" naming "events[0].unit"

    @3.2.5 @O31
    Scenario: A rallied unit keeps its suppressed marker
      When the revive procedure starts
      And the events are sent:
        """
        [{ "type": "RALLY", "unit": "jp-sq" }, { "type": "END_REVIVE" }]
        """
      Then the output "units.0" is {"id": "jp-sq", "hex": "C3", "broken": false, "suppressed": true}

  Rule: 4.2.3 Removal
    "A suppressed marker can only be removed from a unit during a Revive order [O31a] or if the unit is eliminated or exits the map."

    @4.2.3 @O31
    Scenario: A point removes the suppressed marker of an unbroken leader
      When the revive procedure starts
      And the events are sent:
        """
        [{ "type": "REMOVE_SUPPRESSION", "unit": "jp-ld" }, { "type": "END_REVIVE" }]
        """
      Then the output "units.2" is {"id": "jp-ld", "hex": "C4", "broken": false, "suppressed": false}
      And the output "spent" is [{"use": "remove-suppression", "unit": "jp-ld"}]

    @4.2.3 @O31
    Scenario: A point cannot be spent on removing a marker from a unit without one
      When the revive procedure starts
      And the raw event {"type": "REMOVE_SUPPRESSION", "unit": "jp-tm"} is sent
      Then it is rejected with code "illegal-event" naming "events[0].unit"
