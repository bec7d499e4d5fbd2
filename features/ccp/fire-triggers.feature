Feature: Die triggers inside a CC:P Fire order, resolved by the rules (1.9.1.3, 1.9.3, 1.9.4, 1.9.5)
  With the game around the Order described, an Event, Sniper or Time trigger on a roll of the Fire order
  (O27.2.3 Targeting, O27.3.3 Fire Attack, O27.3.4 Fire Defense) is resolved by CC:P's Event chart
  (E49-E80), its Sniper and its Time Marker Advance (13.1.2), nested in the Order, before the roll's
  result; the Order goes on with the units the trigger changed. The Japanese player is the "axis" player.

  Background:
    Given the battlefield:
      | hex | terrain     |
      | C3  | Open Ground |
      | C6  | Open Ground |
    And the firing units:
      | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
      | jp-sq | axis   | squad | C3  | 6  | 5     | 7      | 5             |
      | us-sq | allied | squad | C6  | 6  | 5     | 7      | 5             |
    And the lines of sight:
      | from | to | sight |
      | C3   | C6 | clear |

  Rule: 1.9.3 Event Trigger on a Fire Attack roll
    "Each of the four triggers explained below are … always performed in their entirety before any … of the die roll that triggered them are"
    "The player making the roll reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the event on that card [E50–E80]."
    "Break the unit (enemy or friendly) closest to that hex."

    @1.9.1.3 @1.9.3 @E72 @1.8 @O27.3.3 @O27.3.4
    Scenario: The Japanese Fire Attack Roll 3•4 reveals Shell Shock: the Allied Squad closest to its Random Hex C6 breaks before the Attack Total of 13 is applied, and its broken Morale 5 + 2•3 = 10 then eliminates it
      Given the game around the Order, with the axis player's next card the Event "Shell Shock"
      And the axis player's card after the Event shows the Random Hex C6
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sq"
      And "jp-sq" fires at C6
      And the Fire Attack Roll is 3•4 with an Event! trigger
      And "us-sq" makes a Fire Defense Roll of 2•3
      Then the Events resolved are:
        | player | event       | rule | what       | unit  |
        | axis   | Shell Shock | E72  | random-hex |       |
        | axis   | Shell Shock | E72  | break      | us-sq |
      And the Attack Total is 13
      And "us-sq" is eliminated

  Rule: 1.9.4 Sniper Trigger on a Fire Attack roll
    "The player rolling the Sniper trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the random hex on that card. That player may then select one unit in or adjacent to that hex and break it."

    @1.9.1.3 @1.9.4 @1.8 @O27.3.3 @O27.3.4
    Scenario: The Sniper's Random Hex C6 lets the Japanese player break the Allied Squad before its Defense Roll, or nobody
      Given the game around the Order, with the axis player's next card showing the Random Hex C6
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sq"
      And "jp-sq" fires at C6
      And the Fire Attack Roll is 3•4 with a Sniper! trigger
      Then the choices offered are "us-sq, DECLINE"
      When the reader selects "us-sq"
      And "us-sq" makes a Fire Defense Roll of 2•3
      Then the Events resolved are:
        | player | event | rule  | what       | unit  |
        | axis   |       | 1.9.4 | random-hex |       |
        | axis   |       | 1.9.4 | break      | us-sq |
      And "us-sq" is eliminated

  Rule: 1.9.5 Time Trigger on a Fire Attack roll
    "normal game play pauses in order to perform a Time Marker Advance [13.1.2]"
    "a) the player triggering the Time Advance (only) … his deck and discard pile together to form a new draw pile; b) the triggering player makes a Sudden Death roll if appropriate [13.2.2]."

    @1.9.1.3 @1.9.5 @13.1.2 @13.2.2 @13.3
    Scenario: Time! on the Japanese Fire Attack Roll is his to trigger: his Sudden Death Roll of 2 ends the game before the Attack Total is applied
      Given the game around the Order, with the axis player's next card the Event "Medic!"
      And the game situation field "game.time" is {"space": 2, "suddenDeath": 3}
      And the game situation field "game.decks.axis.discard" is [{"id": "sd-2", "dice": {"white": 1, "colored": 1}}]
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sq"
      And "jp-sq" fires at C6
      And the Fire Attack Roll is 3•4 with a Time! trigger
      Then the procedure is in state "attackAdvancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-2"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "result" is "game-over"
      And the output "timeAdvances.0.triggering" is "axis"
      And the output "timeAdvances.0.suddenDeathRolls" is [{"card": "sd-2", "sum": 2, "result": "game-ends"}]
      And the output "game.ended" is {"how": "sudden-death", "players": [], "rule": "13.2.2"}
      And the output "shots" is []
