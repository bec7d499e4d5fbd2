Feature: Infiltrate (CC:P O28) and the Infiltration Boxes (11.3)
  Decides what an Infiltrate order does with its letter's Infiltration Box: Hide (a unit bought from the
  Japanese Support Table into the empty box) or Reveal (the box emptied into a hex holding a Sighting
  marker, one marker there removed), or neither, and then the order cannot be played. New in CC:P. The
  Support Table below is an invented two-column excerpt (the real one is on the Japanese player aid card):
  totals 2-6 list a Line Squad (2 VP, 1941-45), a Leader (3 VP, none left in the countermix) and a late
  Squad (2 VP, 1944-45); totals 7-12 a Team none of which is left.

  Background:
    Given the game situation:
      """
      {
        "letters": ["B"], "year": 1943,
        "boxes": { "A": [], "B": [], "C": [] },
        "sightingMarkers": [{ "id": "sm-1", "hex": "C5" }, { "id": "sm-2", "hex": "C5" }, { "id": "sm-3", "hex": "E7" }],
        "supportTable": [
          { "roll": [2, 6], "items": [
            { "unit": { "id": "jp-line-sq", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, "vp": 2, "years": [1941, 1945], "inCountermix": true },
            { "unit": { "id": "jp-ld", "kind": "leader", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 7, "command": 0 } } }, "vp": 3, "years": [1941, 1945], "inCountermix": false },
            { "unit": { "id": "jp-late-sq", "kind": "squad", "sides": { "unbroken": { "morale": 8 }, "broken": { "morale": 7 } } }, "vp": 2, "years": [1944, 1945], "inCountermix": true } ] },
          { "roll": [7, 12], "items": [
            { "unit": { "id": "jp-tm", "kind": "team", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, "vp": 1, "years": [1941, 1945], "inCountermix": false } ] }
        ]
      }
      """

  Rule: O28 Infiltrate
    "When an Infiltrate order is announced, the Japanese player notes the letter identifier of that particular order – A, B or C – as shown on the card itself. If the order shows all three letters, only one is selected."
    "If neither of these two conditions exist, an Infiltrate order cannot be played. No unit is activated during an Infiltrate order."

    @O28
    Scenario: Box C holds a unit and no Sighting marker is on the map: the order cannot be played
      Given the game situation field "letters" is ["C"]
      And the game situation field "boxes" is { "A": [], "B": [], "C": [{ "id": "jp-sq-1", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }] }
      And the game situation field "sightingMarkers" is []
      When the infiltrate procedure starts
      Then the procedure has ended in state "refused"
      And the output "result" is "refused"

    @O28 @O28.2
    Scenario: A card showing A, B and C: the player selects A, whose box holds a unit, and Reveals
      Given the game situation field "letters" is ["A", "B", "C"]
      And the game situation field "boxes" is { "A": [{ "id": "jp-ld-1", "kind": "leader", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 7, "command": 0 } } }], "B": [], "C": [] }
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "SELECT_LETTER", "letter": "A" }]
        """
      Then the procedure is in state "selectingHex"
      And the trace cites O28 and O28.2

    @O28
    Scenario: A card with one letter cannot have another selected
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "SELECT_LETTER", "letter": "A" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0]"

  Rule: O28.1 Hide
    "When an Infiltrate order is announced and the matching Infiltration Box on the Track Display is empty, the Japanese player performs the following steps in the order given: a) Make a roll on the Japanese Support Table [on the Japanese player aid card]. b) From the column matching the roll, he must select one unit that is both available"
    "for that scenario’s year and available in the countermix, if possible. He pays that unit’s VP cost (slide the VP marker that many spaces towards the opponent). If an item cannot be chosen, the order ends. c) Place the selected unit (along with its weapon, if any) into the corresponding Infiltration Box on the Track Display. This ends the order."

    @O28.1
    Scenario: In 1943 a roll of 5 offers only the Line Squad: 2 VP paid, into box B
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL", "white": 2, "colored": 3 }, { "type": "SELECT_ITEM", "unit": "jp-line-sq" }]
        """
      Then the procedure has ended in state "hidden"
      And the output "roll" is 5
      And the output "vpPaid" is 2
      And the output "boxes" is { "A": [], "B": ["jp-line-sq"], "C": [] }
      And the trace cites O28 and O28.1

    @O28.1
    Scenario Outline: Not available: <why>
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL", "white": 2, "colored": 3 }, { "type": "SELECT_ITEM", "unit": "<unit>" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].unit", citing O28.1

      Examples:
        | unit       | why                                      |
        | jp-ld      | no Leader left in the countermix         |
        | jp-late-sq | the late Squad is not available in 1943  |

    @O28.1
    Scenario: In 1944 the late Squad is available too
      Given the game situation field "year" is 1944
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL", "white": 1, "colored": 1 }, { "type": "SELECT_ITEM", "unit": "jp-late-sq" }]
        """
      Then the procedure has ended in state "hidden"
      And the output "boxes" is { "A": [], "B": ["jp-late-sq"], "C": [] }

    @O28.1
    Scenario: A roll of 7 selects the Team column, none left: no item can be chosen and the order ends
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL", "white": 3, "colored": 4 }]
        """
      Then the procedure has ended in state "noItem"
      And the output "vpPaid" is 0
      And the output "boxes" is { "A": [], "B": [], "C": [] }

  Rule: O28.2 Reveal
    "When an Infiltrate order is announced and the matching Infiltration Box on the Track Display contains one or more units or markers, the Japanese player performs the following steps in the order given: a) Select a hex containing a Sighting marker [9]. b) Remove all pieces from the corresponding Infiltration Box and place them in the chosen hex. Any weapons in the Infiltration Box must be given to a unit coming from the same box. c) Remove one Sighting marker from that hex and place it back into the countermix, out of play. This ends the order."

    Background:
      Given the game situation field "letters" is ["A"]
      And the game situation field "boxes" is { "A": [{ "id": "jp-sq-1", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "jp-ld-1", "kind": "leader", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 7, "command": 0 } } }], "B": [], "C": [] }

    @O28.2 @9.2 @9.3
    Scenario: Box A's Squad and Leader go to E7; its one Sighting marker is removed
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "SELECT_HEX", "hex": "E7" }]
        """
      Then the procedure has ended in state "revealed"
      And the output "placed" is [{ "unit": "jp-sq-1", "hex": "E7" }, { "unit": "jp-ld-1", "hex": "E7" }]
      And the output "boxes" is { "A": [], "B": [], "C": [] }
      And the output "removedMarker" is "sm-3"
      And the output "sightingMarkers" is [{ "id": "sm-1", "hex": "C5" }, { "id": "sm-2", "hex": "C5" }]
      And the trace cites O28.2 and 9.3

    @O28.2 @9.3
    Scenario: Into C5, which holds two Sighting markers: only one is removed
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "SELECT_HEX", "hex": "C5" }]
        """
      Then the output "sightingMarkers" is [{ "id": "sm-2", "hex": "C5" }, { "id": "sm-3", "hex": "E7" }]

    @O28.2
    Scenario: A hex without a Sighting marker cannot be chosen
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "SELECT_HEX", "hex": "D6" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].hex", citing O28.2

  Rule: 9.3 Removal
    "One Sighting marker is removed from the map whenever a Japanese unit/marker is placed into its hex via the Infiltrate order [O28.2]. Place the removed Sighting marker back into the countermix, out of play."

    @9.3 @O28.2
    Scenario: After the Reveal into E7, only C5's two markers remain
      Given the game situation field "letters" is ["A"]
      And the game situation field "boxes" is { "A": [{ "id": "jp-sq-1", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }], "B": [], "C": [] }
      When the infiltrate procedure starts
      And the events are sent:
        """
        [{ "type": "SELECT_HEX", "hex": "E7" }]
        """
      Then the output "sightingMarkers" is [{ "id": "sm-1", "hex": "C5" }, { "id": "sm-2", "hex": "C5" }]
