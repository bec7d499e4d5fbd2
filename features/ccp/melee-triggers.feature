Feature: Die triggers on a CC:P Melee roll, resolved by the rules (19.2.2, 1.9.3, 1.9.5)
  With the game around the melee described, an Event, Sniper or Time trigger on a Melee roll is resolved by
  CC:P's Event chart (E49-E80), its Sniper and its Time Marker Advance (13.1.2), nested in the Melee, from the
  deck of the player whose roll it is, before the roll's result. The Japanese player is the "axis" player.

  Background:
    Given the hexes:
      | hex | terrain     | markers |
      | H6  | Open Ground |         |
    And the units with FP:
      | unit    | owner  | kind | hex | fp | broken fp | broken |
      | us-team | allied | team | H6  | 3  | 1         | yes    |
      | jp-team | axis   | team | H6  | 3  | 1         |        |

  Rule: 19.2.2 Melee Roll: triggers on the staggered rolls
    "The rolls – while ostensibly simultaneous – are staggered in order to facilitate triggers"
    "If, due to a trigger during a Melee roll, one or both sides have no units … the melee ends with no further effect."
    "The player making the roll reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the event on that card [E50–E80]."
    "When this event occurs, the receiving player must select one broken unit (enemy or friendly) and eliminate it."

    @19.2.2 @1.9.1.3 @1.9.3 @E49 @E64
    Scenario: The Japanese player's Melee roll reveals KIA from his own deck: it eliminates the broken Allied Team, the last Allied unit, and the melee ends with no effect
      Given the game around the Order, with the axis player's next card the Event "KIA"
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with an Event! trigger for the Melee
      And the roll is kept
      Then the procedure is in state "resolvingEvent.kia.selectingUnit"
      And the units offered are "us-team"
      When the reader selects "us-team"
      Then the Events resolved are:
        | player | event | rule | what      | unit    |
        | axis   | KIA   | E64  | eliminate | us-team |
      And the Melee in H6 ends with "no-effect-trigger"
      And the Melee Rolls were made by "axis"
      And the allied player has no unit left in H6
      And the output "game.decks.axis.discardTop" is "event-card"
      And the procedure is in state "done"

  Rule: 19.2.2 Melee Roll: a Time trigger
    "normal game play pauses in order to perform a Time Marker Advance [13.1.2]"

    @19.2.2 @1.9.5 @13.1.2 @13.2.2 @13.3
    Scenario: Time on the Japanese Melee roll is his to trigger: his Sudden Death roll of 2 ends the game and the melee with it
      Given the game around the Order, with the axis player's next card the Event "Medic!"
      And the game situation field "game.time" is {"space": 2, "suddenDeath": 3}
      And the game situation field "game.decks.axis.discard" is [{"id": "sd-2", "dice": {"white": 1, "colored": 1}}]
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with a Time! trigger for the Melee
      And the roll is kept
      Then the procedure is in state "advancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-2"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "timeAdvances.0.triggering" is "axis"
      And the output "timeAdvances.0.suddenDeathRolls" is [{"card": "sd-2", "sum": 2, "result": "game-ends"}]
      And the output "game.ended" is {"how": "sudden-death", "players": [], "rule": "13.2.2"}
      And "us-team" is broken
