Feature: Recover (CC:E O22)
  Decides who may give a Recover Order, which units roll to Rally and in what order, and what each
  Rally Roll does, with die triggers (1.9.1) and the Initiative re-roll (9.1) acting on those rolls.

  Background:
    Given the hexes:
      | hex | terrain     | markers |
      | C5  | Woods       |         |
      | D6  | Open Ground |         |
      | E4  | Open Ground |         |
      | F5  | Building    |         |

  Rule: O22.1 Activation
    "When a Recover Order is announced, that player selects himself to be “activated” provided he has at least one broken and/or Suppressed unit in play and he has not been activated for a Recover or Rout Order [O23] previously in the same Turn."
    "The broken/Suppressed units themselves are not activated during a Recover Order: only the player himself is."

    @O22.1
    Scenario: A player with a broken unit is activated, not his units
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
      When the allied player announces a Recover Order
      Then the allied player is activated for Recover
      And the trace cites O22.1

    @O22.1
    Scenario: A player with only a Suppressed unit may Recover
      Given the units:
        | unit     | owner | kind  | hex | suppressed | morale | broken morale |
        | de-squad | axis  | squad | D6  | yes        | 8      | 7             |
      When the axis player announces a Recover Order
      Then the Recover Order is completed
      And "de-squad" is not Suppressed

    @O22.1
    Scenario: A player with neither broken nor Suppressed units cannot Recover, whatever the enemy has
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | de-squad | axis   | squad | D6  | no     | 8      | 7             |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
      When the axis player announces a Recover Order
      Then the Recover Order is refused citing O22.1

    @O22.1
    Scenario Outline: A player already activated for <order> this Turn cannot Recover
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
      And the allied player was already activated for <order> this Turn
      When the allied player announces a Recover Order
      Then the Recover Order is refused citing O22.1

      Examples:
        | order   |
        | Recover |
        | Rout    |

  Rule: O22.2 Recover Procedure
    "First, the player taking the Recover Order removes all Suppressed markers from his friendly units. Then, he makes a Rally Roll for each friendly unit that was broken at the time the Order was announced."
    "Units that become broken due to Events during a Recover Order don’t get to make a Rally Roll. If the active player has more than one broken unit, he chooses the order in which those units will be affected."

    @O22.2 @13.3
    Scenario: Suppressed markers come off every friendly unit first, broken or not, and only friendly ones
      Given the units:
        | unit     | owner  | kind  | hex | broken | suppressed | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | yes        | 7      | 5             |
        | us-team  | allied | team  | D6  | no     | yes        | 7      | 6             |
        | de-squad | axis   | squad | F5  | no     | yes        | 8      | 7             |
      When the allied player announces a Recover Order
      Then the Suppressed markers removed are "us-squad, us-team"
      And "de-squad" is Suppressed
      And the units still to roll are "us-squad"

    @O22.2
    Scenario: A unit that was not broken at the announcement makes no Rally Roll
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
        | us-team  | allied | team  | D6  | no     | 7      | 6             |
      When the allied player announces a Recover Order
      Then the units still to roll are "us-squad"
      And choosing "us-team" to roll is rejected with code "illegal-event"

    @O22.2 @1.9.1 @1.9.1.1
    Scenario: A unit broken by an Event during the Order does not get a Rally Roll
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
        | us-team  | allied | team  | D6  | no     | 7      | 6             |
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with an Event! trigger
      And the trigger breaks "us-team"
      Then "us-squad" is Suppressed
      And "us-team" is broken
      And the Recover Order is completed
      And "us-team" made no Rally Roll

  Rule: O22.3 Rally Roll
    "A Rally Roll can have one of three effects on a broken unit: ● if the roll is less than its Morale, Rally it [3.2.5]; ● if the roll is equal to its current Morale, it becomes Suppressed [13] and remains broken; ● if the roll is greater than its current Morale, there is no effect and the unit simply remains broken."
    "So for a broken unit with a current Morale of 7 – having already taken into account any Command and/or Cover modifiers – a Rally Roll of 5 would cause it to Rally; a Rally Roll of 7 would simply Suppress it; and a Rally Roll of 9 would have no effect."

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |

    @O22.3 @3.2.5
    Scenario: The rulebook's example — a roll of 5 against current Morale 7 Rallies
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 5
      Then the Rally Roll of "us-squad" was against Morale 7
      And "us-squad" is unbroken
      And the trace cites O22.3 and 3.2.5

    @O22.3 @13.1
    Scenario: The rulebook's example — a roll of 7 against current Morale 7 Suppresses and the unit stays broken
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7
      Then "us-squad" is broken
      And "us-squad" is Suppressed

    @O22.3
    Scenario: The rulebook's example — a roll of 9 against current Morale 7 has no effect
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 9
      Then "us-squad" is broken
      And "us-squad" is not Suppressed
      And the Rally Roll result of "us-squad" is "no-effect"

    @O22.3
    Scenario: One below Morale is the highest roll that Rallies
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 6
      Then "us-squad" is unbroken

    @O22.3
    Scenario: One above Morale is the lowest roll with no effect
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 8
      Then the Rally Roll result of "us-squad" is "no-effect"

  Rule: O22.3 Rally Roll — the Leader first
    "You usually want to roll for your broken Leaders first—if they Rally, their increased Command will make Rallying more likely for other broken units in the same hex."
    "3.3.1.2 Unit Command—A Leader’s Command number is added directly to the FP, Range, Movement and Morale of all friendly Squads and Teams (only) as long as those units are in the same hex with the Leader"

    Background:
      Given the units:
        | unit     | owner | kind   | hex | broken | morale | broken morale | command |
        | de-ldr   | axis  | leader | E4  | yes    | 8      | 6             | 2       |
        | de-squad | axis  | squad  | E4  | yes    | 8      | 6             |         |

    @O22.3 @3.3.1.2
    Scenario: A Leader that Rallies first adds its Command to the Squad rolled after it
      When the axis player announces a Recover Order
      And "de-ldr" makes a Rally Roll of 5
      And "de-squad" makes a Rally Roll of 7
      Then the Rally Roll of "de-squad" was against Morale 8
      And "de-squad" is unbroken

    @O22.3 @3.3.1.2
    Scenario: The same roll fails when the Squad rolls before its broken Leader
      When the axis player announces a Recover Order
      And "de-squad" makes a Rally Roll of 7
      Then the Rally Roll of "de-squad" was against Morale 6
      And "de-squad" is broken

    @O22.3 @3.3.1.2
    Scenario: Under the reading that a broken Leader keeps its printed Command, the Squad gains it even before the Leader rallies
      Given the reading "cce.broken-leader-command" is "printed"
      And "de-ldr" has Command 1 on its broken side
      When the axis player announces a Recover Order
      And "de-squad" makes a Rally Roll of 7
      Then the Rally Roll of "de-squad" was against Morale 7
      And "de-squad" is broken
      And "de-squad" is Suppressed

  Rule: 1.9.1 Die Triggers
    "Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "1.9.1.2 Jammed! Trigger Whenever a player makes a Fire Attack Roll [O20.3.3] (only; no other roll will trigger a"

    Background:
      Given the units:
        | unit     | owner  | kind   | hex | broken | morale | broken morale | command |
        | us-ldr   | allied | leader | C5  | yes    | 9      | 7             | 1       |
        | us-squad | allied | squad  | C5  | yes    | 7      | 5             |         |

    @1.9.1 @1.9.1.1 @O22.3
    Scenario: A Medic! Event rallies the very unit whose roll tied; the locked-in result still Suppresses it
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with an Event! trigger
      And the trigger rallies "us-squad"
      Then "us-squad" is unbroken
      And "us-squad" is Suppressed

    @1.9.1 @1.9.1.1 @E42 @E64 @O22.3 @13.1
    Scenario: With the game described, the Allied player reveals Medic! and rallies the Squad, whose locked-in tie still Suppresses it
      Given the game around the Order, with the allied player's next card the Event "Medic!"
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with an Event! trigger
      Then the procedure is in state "resolvingEvent.medic.selectingUnit"
      And the units offered are "us-ldr, us-squad"
      When the reader selects "us-squad"
      Then the Events resolved are:
        | player | event  | rule | what  | unit     |
        | allied | Medic! | E64  | rally | us-squad |
      And "us-squad" is unbroken
      And "us-squad" is Suppressed
      And the Rally Roll result of "us-squad" is "suppressed"
      And "us-ldr" is broken
      And the output "game.decks.allied.discardTop" is "event-card"

    @1.9.1 @1.9.1.3
    Scenario: A Sniper! eliminates the broken unit before its result is applied
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 5 with a Sniper! trigger
      And the trigger breaks "us-squad"
      Then "us-squad" is eliminated
      And the Rally Roll result of "us-squad" is "unit-gone"

    @1.9.1 @1.9.1.1
    Scenario: A Leader rallied by the Event does not change a result already locked in
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with an Event! trigger
      And the trigger rallies "us-ldr"
      Then "us-squad" is broken
      And "us-squad" is Suppressed

    @1.9.1 @1.9.1.1
    Scenario: Under the recompute reading, the Leader's Command counts and the same roll Rallies
      Given the reading "cce.trigger-locks-result" is "recompute"
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with an Event! trigger
      And the trigger rallies "us-ldr"
      Then "us-squad" is unbroken

    @1.9.1.2
    Scenario: Jammed! on a Rally Roll is ignored
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 5 with a Jammed! trigger
      Then "us-squad" is unbroken
      And the trace cites 1.9.1.2

    @1.9.1.4
    Scenario: Time! pauses the Order; the result is applied after the Time advance
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 9 with a Time! trigger
      Then the procedure is in state "resolvingTrigger"
      When the trigger changes nothing
      Then "us-squad" is broken
      And the trace cites 1.9.1.4

  Rule: 1.9.1.4 Time! Trigger, and 6.1.2 Advancement inside the Order
    "Whenever a player makes a die roll and that roll is surrounded by a red box with the word “Time!” inside, normal game play pauses in order to perform a Time Marker Advancement [6.1.2]."
    "whenever a player reveals/draws the last card in his draw pile: treat such an occurrence exactly as if a “Time!” trigger had been rolled."
    "Once the six steps above have been completed in their entirety, normal play resumes from wherever it left off."
    "If the result is less than the number in the space currently occupied by the Time marker (not the Sudden Death marker itself), the game immediately ends [6.3, below]."

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
      And the game around the Order, with the allied player's next card the Event "Medic!"
      And the game situation field "game.time" is {"space": 2, "suddenDeath": 3}
      And the game situation field "game.decks.allied.discard" is [{"id": "sd-2", "dice": {"white": 1, "colored": 1}}, {"id": "sd-9", "dice": {"white": 4, "colored": 5}}]
      And the game situation field "game.reinforcements" is [{"space": 3, "unit": {"id": "de-rein", "owner": "axis", "kind": "squad", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}}]
      And the game situation field "game.edges" is {"axis": ["E4"], "allied": ["D6"]}

    @1.9.1 @1.9.1.4 @6.1.2 @6.2.2 @O22.3 @13.1
    Scenario: Time! on a Rally Roll: Time enters the Sudden Death space, play proceeds, the Defender gains 1 VP, the Axis reinforcement enters, then the tie Suppresses the Squad
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with a Time! trigger
      Then the procedure is in state "advancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "E4" }, { "type": "END_DIG_IN" }]
        """
      Then the output "timeAdvances" is [{"triggering": "allied", "space": 3, "suddenDeathRolls": [{"card": "sd-9", "sum": 9, "result": "play-proceeds"}], "defenderVp": "allied", "removedSmoke": null, "placed": [{"unit": "de-rein", "hex": "E4"}], "radiosNotPlaced": [], "dugIn": []}]
      And the output "game.time" is 3
      And the output "game.vp" is -1
      And the output "units.1" is {"id": "de-rein", "hex": "E4", "broken": false, "suppressed": false}
      And "us-squad" is broken
      And "us-squad" is Suppressed
      And the Rally Roll result of "us-squad" is "suppressed"
      And the output "result" is "completed"

    @1.9.1.4 @6.1.2 @6.2.2 @6.3
    Scenario: Time! on a Rally Roll: the Sudden Death Roll of 2 (less than 3) ends the game, and the Order with it: the tie is never applied
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with a Time! trigger
      And the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "result" is "game-over"
      And the output "game.ended" is {"how": "sudden-death", "players": [], "rule": "6.2.2"}
      And the output "timeAdvances.0.suddenDeathRolls" is [{"card": "sd-2", "sum": 2, "result": "game-ends"}]
      And the Rally Roll result of "us-squad" is "game-over"
      And "us-squad" is broken
      And "us-squad" is not Suppressed

    @1.9.1 @1.9.1.1 @6.1.2 @E64 @O22.3
    Scenario: The Event card revealed is the last of the Allied draw pile: Medic! rallies the Squad, then Time advances, then the tie Suppresses it
      Given the game around the Order, with the allied player's last card the Event "Medic!"
      And the game situation field "game.time" is {"space": 2, "suddenDeath": 3}
      And the game situation field "game.decks.allied.discard" is [{"id": "sd-9", "dice": {"white": 4, "colored": 5}}]
      When the allied player announces a Recover Order
      And "us-squad" makes a Rally Roll of 7 with an Event! trigger
      And the reader selects "us-squad"
      Then the procedure is in state "advancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "END_DIG_IN" }]
        """
      Then the Events resolved are:
        | player | event  | rule | what  | unit     |
        | allied | Medic! | E64  | rally | us-squad |
      And the output "timeAdvances" is [{"triggering": "allied", "space": 3, "suddenDeathRolls": [{"card": "sd-9", "sum": 9, "result": "play-proceeds"}], "defenderVp": "allied", "removedSmoke": null, "placed": [], "radiosNotPlaced": [], "dugIn": []}]
      And the output "game.vp" is -1
      And "us-squad" is unbroken
      And "us-squad" is Suppressed
      And the output "result" is "completed"

  Rule: 9.1 Re-Roll
    "At any time during the game, the player currently in control of the Initiative card may choose to cancel all effects of the last"
    "die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled. This decision must be made prior to any trigger/results of that roll being implemented. When a player calls for a re-roll in this manner, he must give the Initiative card to his opponent"

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
      And the axis player holds the Initiative card

    @9.1
    Scenario: The Initiative holder cancels a rallying roll; the card passes; the new roll stands
      When the allied player announces a Recover Order
      And "us-squad" rolls 5 for its Rally Roll
      And the Initiative holder cancels the roll
      Then the Initiative card is with the allied player
      And the procedure is in state "rollingRally"
      When "us-squad" rolls 9 for its Rally Roll
      And the roll is kept
      Then "us-squad" is broken
      And the Rally Roll results of "us-squad" are "canceled, no-effect"

    @9.1 @1.9.1
    Scenario: Cancelling a roll cancels its trigger too
      When the allied player announces a Recover Order
      And "us-squad" rolls 7 with an Event! trigger for its Rally Roll
      And the Initiative holder cancels the roll
      And "us-squad" rolls 5 for its Rally Roll
      And the roll is kept
      Then "us-squad" is unbroken
      And the procedure is in state "done"

  Rule: Bad input
    Errors name the field, what must hold and the rule.

    Scenario: An impossible die is rejected naming the field and rule 1.9
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C5  | yes    | 7      | 5             |
      When the allied player announces a Recover Order
      And "us-squad" is chosen to roll
      And the raw event {"type":"ROLL","white":7,"colored":1} is sent
      Then it is rejected with code "impossible-roll" naming "events[1].white"
