Feature: Random Events and Scatter (Combat! Stalingrad 3.2.16)
  Decides whether a Firepower Factors Table roll calls for the Random Events Table, and where a Scatter
  moves the Random marker. The table's columns and die ranges are missing from the text: the event it
  gives is an input. Applying an event to the units is not modelled.

  Background:
    Given the game situation:
      """
      { "marker": "E19", "map": { "columns": 26, "rows": 40 } }
      """

  Rule: 3.2.16.1.1 Random Events
    "Whenever a player rolls doubles on any Firepower Factors Table (FFT) DR during the Fire & Movement Phase, he then rolls a subsequent d10; on a DR of 1-2, play is suspended pending a d100 DR on the Random Event Table (RET)."
    "If an event is called for by the table, the Random marker is moved with a Scatter and then resolved according to that event."
    "Rolling doubles (such as 33 or 88) on a d100 sometimes requires a subsequent roll on the Random Events Table."

    @3.2.16.1.1
    Scenario: An FFT roll of 34 is no doubles
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 3, "ones": 4 } }]
        """
      Then the procedure has ended in state "noDoubles"
      And the output "result" is "no-doubles"

    @3.2.16.1.1 @2.6.3
    Scenario: Doubles (33), then a d10 of 3: no Random Event
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 3, "ones": 3 } }, { "type": "EVENT_CHECK", "roll": 3 }]
        """
      Then the procedure has ended in state "noEvent"

    @3.2.16.1.1
    Scenario: Doubles (00, under reading cs.double-zero-doubles 'doubles'), then a d10 of 2: the Random Events Table is consulted
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 0, "ones": 0 } }, { "type": "EVENT_CHECK", "roll": 2 }]
        """
      Then the procedure is in state "consultingTable"

  Rule: 2.6.4 Doubles are the original roll
    "2.6.4 Some results are based on the original roll, which means the roll before any DRM is applied."
    "A DRM of +20 means ‘add 20 to whatever was rolled’ and a DRM of +2 means ‘add 2’."
    "Whenever a player rolls doubles on any Firepower Factors Table (FFT) DR"
    A player "rolls" doubles: the dice as rolled, before the fire's DRM (given with the roll).

    @2.6.4
    Scenario: A 34 with a +10 DRM (44 modified) is no doubles
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 3, "ones": 4 }, "drm": 10 }]
        """
      Then the procedure has ended in state "noDoubles"

    @2.6.4
    Scenario: A 33 with a +10 DRM (43 modified) is doubles
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 3, "ones": 3 }, "drm": 10 }]
        """
      Then the procedure is in state "checkingForEvent"

  Rule: 2.6.2 A roll of '00' (reading cs.double-zero-doubles)
    "A roll of '00' equals 100."
    "Rolling doubles (such as 33 or 88) on a d100 sometimes requires a subsequent roll on the Random Events Table."
    Both dice of a '00' show the same face, and the roll is 100: under 'doubles' (the default) it calls for
    the Random Events d10, under 'not-doubles' it does not.

    @3.2.16.1.1 @2.6.2 @2.6.3
    Scenario Outline: Under '<alternative>', an FFT roll of 00 ends in <state>
      Given the reading "cs.double-zero-doubles" is "<alternative>"
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 0, "ones": 0 } }]
        """
      Then the procedure is in state "<state>"
      And the output "result" is "<result>"

      Examples:
        | alternative | state            | result      |
        | doubles     | checkingForEvent | in-progress |
        | not-doubles | noDoubles        | no-doubles  |

  Rule: RET Random Events Table (text missing)
    The Random Events Table's columns and d100 ranges are not in the text; only its events are described.
    The event it gives is the input RANDOM_EVENT.
    "There are separate columns on the RET by nationality and for Attacker and Defender."
    "Nothing (No Effect) - No event. Breathe a sigh of relief and prepare for tomorrow."

    @3.2.16.1.2
    Scenario: Nothing: no Scatter
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 5, "ones": 5 } }, { "type": "EVENT_CHECK", "roll": 1 }, { "type": "RANDOM_EVENT", "event": "Nothing" }]
        """
      Then the procedure has ended in state "nothing"
      And the output "landed" is null

    @3.2.16.1.2
    Scenario: An event the text does not describe is refused
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 5, "ones": 5 } }, { "type": "EVENT_CHECK", "roll": 1 }, { "type": "RANDOM_EVENT", "event": "Air Raid" }]
        """
      Then it is rejected with code "invalid-field" naming "events[2].event", citing 3.2.16.1.2

  Rule: 3.2.16.2 Scatter
    "Whenever a Scatter is called for, usually for a Random Event, make a d100 DR on the direction diagram to determine the direction and distance of the scatter. The 10's die (darker) determines the direction and the 1's (lighter) die the distance. Note that directions 7-10 require a re-roll of the d10."
    "The Random marker is in DTW E19 when a Random Event results. On a d100 DR the blue die the roll results in an '8'; the white die is a '2'. Keep the '2' and re-roll the blue die. On a subsequent DR, the blue die results in a '3'. The result is to move the Random marker two hexes in direction three: move the Random marker to hex G20."
    "Treat North as direction '1', with each hexside moving clockwise counting as 2-6 respectively."

    Background:
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 2, "ones": 2 } }, { "type": "EVENT_CHECK", "roll": 1 }, { "type": "RANDOM_EVENT", "event": "Sniper" }]
        """

    @3.2.16.2 @2.5.3
    Scenario: The example: 8 and 2, the 8 re-rolled to 3: two hexes in direction three, from E19 to G20
      When the events are sent:
        """
        [{ "type": "SCATTER", "roll": { "tens": 8, "ones": 2 } }, { "type": "REROLL_DIRECTION", "roll": 3 }]
        """
      Then the procedure has ended in state "scattered"
      And the output "landed" is { "hex": "G20", "offMap": false }
      And the output "rerolls" is [3]

    @3.2.16.2 @2.5.3
    Scenario: A 6 is a direction (north-west by the clockwise count): E19 two hexes to C18
      When the events are sent:
        """
        [{ "type": "SCATTER", "roll": { "tens": 6, "ones": 2 } }]
        """
      Then the output "landed" is { "hex": "C18", "offMap": false }

    @3.2.16.2
    Scenario: A 0 on the direction die is a 10, and re-rolled; so is a 7
      When the events are sent:
        """
        [{ "type": "SCATTER", "roll": { "tens": 0, "ones": 1 } }, { "type": "REROLL_DIRECTION", "roll": 7 }, { "type": "REROLL_DIRECTION", "roll": 1 }]
        """
      Then the output "rerolls" is [7, 1]
      And the output "landed" is { "hex": "E18", "offMap": false }

    @3.2.16.2 @2.6.2
    Scenario: A 0 on the distance die is 10 hexes (reading cs.scatter-zero-distance 'ten'): E19 south to E29
      When the events are sent:
        """
        [{ "type": "SCATTER", "roll": { "tens": 4, "ones": 0 } }]
        """
      Then the output "distance" is 10
      And the output "landed" is { "hex": "E29", "offMap": false }

    @3.2.16.2
    Scenario: Under 'zero' a 0 on the distance die leaves the marker in E19
      Given the reading "cs.scatter-zero-distance" is "zero"
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 2, "ones": 2 } }, { "type": "EVENT_CHECK", "roll": 1 }, { "type": "RANDOM_EVENT", "event": "Sniper" }, { "type": "SCATTER", "roll": { "tens": 4, "ones": 0 } }]
        """
      Then the output "landed" is { "hex": "E19", "offMap": false }

    @3.2.16.2
    Scenario: From A1, two hexes north leaves the map
      Given the game situation field "marker" is "A1"
      When the random-event procedure starts
      And the events are sent:
        """
        [{ "type": "FFT_ROLL", "roll": { "tens": 2, "ones": 2 } }, { "type": "EVENT_CHECK", "roll": 1 }, { "type": "RANDOM_EVENT", "event": "Sniper" }, { "type": "SCATTER", "roll": { "tens": 1, "ones": 2 } }]
        """
      Then the output "landed" is { "hex": "(1,-1)", "offMap": true }
