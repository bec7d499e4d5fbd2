Feature: Sighting Marker Movement (CC:P 1.8.2, 9.2)
  Decides which Japanese Sighting marker a die trigger's random hex draws in: after a Sniper or Event
  trigger reveals a random hex, the Japanese player must move one of his Sighting markers on the map into
  it, a different one if one is already there, if possible. New in CC:P.

  Background:
    Given the game situation:
      """
      { "markers": [{ "id": "sm-1", "hex": "C3" }, { "id": "sm-2", "hex": "E5" }, { "id": "sm-3", "hex": "G7" }], "randomHexes": ["E5"] }
      """

  Rule: 1.8.2 Sighting Marker Movement
    "At the conclusion of any Sniper/Event trigger that requires a random hex be revealed, the Japanese player must move one of his Sighting markers currently on the map [9] into that hex. If a Sighting marker already occupies the hex, a different one must be moved in, if possible."

    @1.8.2 @9.2
    Scenario: A Sniper reveals E5: the Japanese player moves sm-1 from C3 into it
      When the sighting procedure starts
      And the events are sent:
        """
        [{ "type": "MOVE_SIGHTING", "marker": "sm-1" }]
        """
      Then the procedure has ended in state "done"
      And the output "moves" is [{ "marker": "sm-1", "from": "C3", "to": "E5" }]
      And the output "markers" is [{ "id": "sm-1", "hex": "E5" }, { "id": "sm-2", "hex": "E5" }, { "id": "sm-3", "hex": "G7" }]
      And the trace cites 1.8.2 and 9.2

    @1.8.2
    Scenario: The marker already in E5 cannot be the one moved in
      When the sighting procedure starts
      And the events are sent:
        """
        [{ "type": "MOVE_SIGHTING", "marker": "sm-2" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].marker", citing 1.8.2

    @1.8.2
    Scenario: The only marker already occupies the random hex: no other can be moved in, nothing moves
      Given the game situation field "markers" is [{ "id": "sm-2", "hex": "E5" }]
      When the sighting procedure starts
      Then the procedure has ended in state "done"
      And the output "moves" is []
      And the output "markers" is [{ "id": "sm-2", "hex": "E5" }]

  Rule: 9.1 Placement
    "Each scenario will assign the Japanese player a specific number of Sighting markers (which could be zero). If allotted, they are set up on the map in the same manner as his other forces unless the scenario special rules say otherwise."
    A situation whose markers are still those set up may state the allotment ("placement"): at most that many
    are on the map, each the Japanese player's.

    @9.1 @1.8.2
    Scenario: No Sighting marker on the map: the random hex moves nothing
      Given the game situation field "markers" is []
      When the sighting procedure starts
      Then the procedure has ended in state "done"
      And the output "moves" is []
      And the trace cites 9.1

    @9.1 @1.8.2
    Scenario: The scenario allots zero Sighting markers: none set up, the Sniper's random hex moves nothing
      Given the game situation field "markers" is []
      And the game situation field "placement" is { "allotted": 0 }
      When the sighting procedure starts
      Then the procedure has ended in state "done"
      And the output "moves" is []
      And the output "markers" is []
      And the trace cites 9.1

    @9.1 @1.8.2
    Scenario: Three allotted, all three set up: the boundary holds, and sm-1 moves from C3 into E5
      Given the game situation field "placement" is { "allotted": 3 }
      When the sighting procedure starts
      And the events are sent:
        """
        [{ "type": "MOVE_SIGHTING", "marker": "sm-1" }]
        """
      Then the procedure has ended in state "done"
      And the output "moves" is [{ "marker": "sm-1", "from": "C3", "to": "E5" }]

    @9.1
    Scenario: Two allotted but three set up on the map: refused, naming the markers
      Given the game situation field "placement" is { "allotted": 2 }
      When the sighting procedure starts
      Then it is rejected with code "invalid-field" naming "input.markers", citing 9.1

    @9.1
    Scenario: A negative allotment is refused
      Given the game situation field "placement" is { "allotted": -1 }
      When the sighting procedure starts
      Then it is rejected with code "invalid-field" naming "input.placement.allotted", citing 9.1

    @9.1
    Scenario: A Sighting marker of the Allied player is refused: the scenario assigns them to the Japanese player
      Given the game situation field "markers" is [{ "id": "sm-1", "hex": "C3", "owner": "allies" }]
      When the sighting procedure starts
      Then it is rejected with code "invalid-field" naming "input.markers[0].owner", citing 9.1

    @9.1 @1.8.2
    Scenario: A Sighting marker stated as the Japanese player's moves as any other
      Given the game situation field "markers" is [{ "id": "sm-1", "hex": "C3", "owner": "axis" }]
      When the sighting procedure starts
      And the events are sent:
        """
        [{ "type": "MOVE_SIGHTING", "marker": "sm-1" }]
        """
      Then the output "markers" is [{ "id": "sm-1", "hex": "E5", "owner": "axis" }]

  Rule: 9.2 Effects
    "Each time a player reveals a random hex due to a die trigger, the Japanese player must move any one Sighting marker"

    Background:
      Given the game situation field "markers" is [{ "id": "sm-1", "hex": "B2" }, { "id": "sm-2", "hex": "F6" }]
      And the game situation field "randomHexes" is ["B2", "C3", "F6"]

    @9.2 @1.8.2
    Scenario: An Event reveals three random hexes: a marker moves into each (reading ccp.sighting-per-random-hex, each-random-hex)
      When the sighting procedure starts
      And the events are sent:
        """
        [{ "type": "MOVE_SIGHTING", "marker": "sm-2" }, { "type": "MOVE_SIGHTING", "marker": "sm-1" }, { "type": "MOVE_SIGHTING", "marker": "sm-2" }]
        """
      Then the procedure has ended in state "done"
      And the output "moves" is [{ "marker": "sm-2", "from": "F6", "to": "B2" }, { "marker": "sm-1", "from": "B2", "to": "C3" }, { "marker": "sm-2", "from": "B2", "to": "F6" }]
      And the output "markers" is [{ "id": "sm-1", "hex": "C3" }, { "id": "sm-2", "hex": "F6" }]

    @9.2
    Scenario: Under first-hex-only, one marker moves, into the first random hex B2
      Given the reading "ccp.sighting-per-random-hex" is "first-hex-only"
      When the sighting procedure starts
      And the events are sent:
        """
        [{ "type": "MOVE_SIGHTING", "marker": "sm-2" }]
        """
      Then the procedure has ended in state "done"
      And the output "markers" is [{ "id": "sm-1", "hex": "B2" }, { "id": "sm-2", "hex": "B2" }]
