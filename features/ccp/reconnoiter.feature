Feature: Reconnoiter (CC:P O30)
  Decides whether a Reconnoiter order may be given (a leader to activate) and where the top card of the
  player's Fate deck goes; when it was the last card, the empty draw pile triggers a Time Marker Advance.
  New in CC:P. The Japanese player is the situation's "axis" player; hexes C2-C6 and D3-D4 are Open Ground.

  Background:
    Given the game situation:
      """
      {
        "player": "allied", "drawPile": 10, "activatedThisTurn": ["us-ld-act"],
        "units": [
          { "id": "us-ld", "owner": "allied", "kind": "leader", "hex": "C3", "sides": { "unbroken": { "morale": 9, "command": 2 }, "broken": { "morale": 8, "command": 0 } } },
          { "id": "us-ld-sup", "owner": "allied", "kind": "leader", "hex": "C3", "suppressed": true, "sides": { "unbroken": { "morale": 9, "command": 1 }, "broken": { "morale": 8, "command": 0 } } },
          { "id": "us-ld-act", "owner": "allied", "kind": "leader", "hex": "C3", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 7, "command": 0 } } },
          { "id": "us-sq", "owner": "allied", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } },
          { "id": "jp-sq", "owner": "axis", "kind": "squad", "hex": "C5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }
        ],
        "map": { "hexes": {
          "C2": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "C4": { "terrain": ["Open Ground"] },
          "C5": { "terrain": ["Open Ground"] }, "C6": { "terrain": ["Open Ground"] }, "D3": { "terrain": ["Open Ground"] }, "D4": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: O30 Reconnoiter: the activation
    "When a Reconnoiter order is given, the active player activates one of his unbroken, unsuppressed leaders (only) provided that leader has a LOS to at least one enemy unit."
    "No unit may be activated more than once per turn (exception: Heroes [3.3.2])."

    @O30 @O20.2
    Scenario: The unbroken, unsuppressed leader not yet activated, seeing the Japanese squad two hexes off, is activated
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld" }]
        """
      Then the procedure is in state "lookingAtTopCard"
      And the trace cites O30 and O20.2

    @O30
    Scenario: A suppressed leader cannot be activated to Reconnoiter
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld-sup" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing O30

    @O30 @O20.2
    Scenario: A leader already activated this turn cannot be activated again
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld-act" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing O30

    @O30
    Scenario: A squad is no leader: leaders (only)
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-sq" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing O30

    @O30
    Scenario: A Building between the leader and the only enemy unit blocks the LOS: the order cannot be given
      Given the game situation field "map.hexes.C4" is { "terrain": ["Building"] }
      When the reconnoiter procedure starts
      Then the procedure has ended in state "refused"
      And the output "result" is "refused"

    @O30 @16.1
    Scenario Outline: The only enemy unit shares the leader's hex (a melee hex): reading ccp.reconnoiter-own-hex
      Given the game situation field "activatedThisTurn" is []
      And the game situation field "units" is [{ "id": "us-ld", "owner": "allied", "kind": "leader", "hex": "C3", "sides": { "unbroken": { "morale": 9, "command": 1 }, "broken": { "morale": 8, "command": 0 } } }, { "id": "jp-sq", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }]
      And the reading "ccp.reconnoiter-own-hex" is "<reading>"
      When the reconnoiter procedure starts
      Then the procedure is in state "<state>"

      Examples:
        | reading          | state            |
        | own-hex-counts   | activating       |
        | other-hexes-only | refused          |

  Rule: O30 Reconnoiter: the Effect
    "Effect—The active player looks at the top card of his Fate deck then chooses to do one of the following: ● put it back on top of his Fate deck; or ● put it in his discard pile; or ● put it in his hand."
    "Note that, if the deck had only the one card remaining, either of the last two options will empty the deck and thus trigger a Time Marker Advance [13.1.2]."

    @O30
    Scenario: The card put back on top: the draw pile keeps its 10 cards
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld" }, { "type": "PLACE_CARD", "place": "top" }]
        """
      Then the procedure has ended in state "done"
      And the output "place" is "top"
      And the output "drawPile" is 10
      And the output "timeMarkerAdvance" is false

    @O30
    Scenario: The card taken into the hand: 9 cards remain
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld" }, { "type": "PLACE_CARD", "place": "hand" }]
        """
      Then the procedure has ended in state "done"
      And the output "leader" is "us-ld"
      And the output "drawPile" is 9
      And the output "timeMarkerAdvance" is false

    @O30 @13.1.2
    Scenario Outline: The last card leaves the deck: a Time Marker Advance, unless it is put back
      Given the game situation field "drawPile" is 1
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld" }, { "type": "PLACE_CARD", "place": "<place>" }]
        """
      Then the procedure has ended in state "<state>"
      And the output "drawPile" is <left>
      And the output "timeMarkerAdvance" is <advance>

      Examples:
        | place   | state       | left | advance |
        | discard | deckEmptied | 0    | true    |
        | hand    | deckEmptied | 0    | true    |
        | top     | done        | 1    | false   |

  Rule: 13.1.2 Time Marker Advance
    "a player’s draw pile has no cards remaining: treat such an occurrence exactly as if a Time trigger had been revealed."

    @13.1.2
    Scenario: Discarding the last card cites the Time Marker Advance
      Given the game situation field "drawPile" is 1
      When the reconnoiter procedure starts
      And the events are sent:
        """
        [{ "type": "ACTIVATE", "unit": "us-ld" }, { "type": "PLACE_CARD", "place": "discard" }]
        """
      Then the trace cites O30 and 13.1.2
