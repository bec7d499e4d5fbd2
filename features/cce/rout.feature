Feature: Rout (CC:E O23)
  Decides who may be activated for a Rout Order, what each Rout Roll does, and how a broken unit
  Retreats toward its own board edge: the hexes it may enter, Mines on the way, and the eliminations
  that put it on the Casualty Track. Die triggers (1.9.1) and the Initiative re-roll (9.1) act on the rolls.
  O23.3.2 (no Op Fire against Retreating units): a Retreat step opens no Action window.

  Background:
    Given a map 10 columns wide and 10 rows high, the allied board edge at the bottom
    And the hexes:
      | hex | terrain     | markers |
      | C3  | Woods       |         |
      | C4  | Open Ground |         |
      | C5  | Open Ground |         |
      | C6  | Open Ground |         |
      | C1  | Open Ground |         |

  Rule: O23.1 Activation
    "When a Rout Order is announced, that player selects a player to be “activated” (either himself or his opponent) provided the chosen player has at least one broken unit in play [3.2] and that player has not been activated for a Recover [O22] or Rout Order previously in the same Turn."
    "IMPORTANT—The broken units themselves are not activated during a Rout Order: only the player himself is."
    "Thus no more than two Rout Orders could be played per Turn—one targeting each player."

    @O23.1
    Scenario: A player activates himself, not his units
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |
      When the allied player announces a Rout Order activating the allied player
      Then the players activated for Rout are "allied"
      And the trace cites O23.1

    @O23.1 @O23.2 @O23.3
    Scenario: A Rout given to the opponent's units: the active player rolls, the owner Retreats toward his own edge
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |
        | de-squad | axis   | squad | C1  | no     | 8      | 7             |
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 9 is made for "us-squad"
      Then "us-squad" must Retreat 2 hexes
      When the owner Retreats through "C4, C5"
      Then "us-squad" Retreated along "C3, C4, C5"
      And every Retreat step was made by the allied player
      And the players activated for Rout are "allied"
      And the Rout Order is completed

    @O23.1
    Scenario Outline: The second Order of a Turn for the same player is refused (already activated for <order>)
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |
      And the allied player was already activated for <order> this Turn
      When the axis player announces a Rout Order activating the allied player
      Then the Rout Order is refused citing O23.1

      Examples:
        | order   |
        | Rout    |
        | Recover |

    @O23.1
    Scenario: After one player was routed, a second Rout Order may target the other player
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |
        | de-squad | axis   | squad | C1  | yes    | 8      | 7             |
      And the allied player was already activated for Rout this Turn
      When the allied player announces a Rout Order activating the axis player
      Then the players activated for Rout are "allied, axis"

    @O23.1
    Scenario: A player without a broken unit cannot be activated, whatever his opponent has
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |
        | de-squad | axis   | squad | C1  | no     | 8      | 7             |
      When the allied player announces a Rout Order activating the axis player
      Then the Rout Order is refused citing O23.1

  Rule: O23.2 Rout Roll
    "The active player – that is, the one that announced the Order – makes a roll for each unit belonging to the chosen player that was broken at the time the Order was announced."
    "Units that become broken due to Events during a Rout Order can’t have a Rout Roll made for them. If the chosen player has more than one broken unit, the active player chooses the order in which those units will be affected."
    "if the roll is less than its Morale, there is no effect and the unit remains where it is."
    "if the roll is equal to its current Morale, it becomes Suppressed [13] if not already."
    "So for a broken unit with a current Morale of 7 – having already taken into account any Command and/or Cover modifiers – a Rout Roll of 9 means a Retreat of two hexes; a Rout Roll of 7 would simply Suppress it; and a Rout Roll of 5 would have no effect."

    Background:
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |

    @O23.2 @1.9
    Scenario Outline: The rulebook's numbers: current Morale 7 (broken side 5, Woods +2), a Rout Roll of <roll>
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of <roll> is made for "us-squad"
      And the owner Retreats through "<path>"
      Then the Rout Roll of "us-squad" was against Morale 7
      And the Rout Roll of "us-squad" had result "<result>"
      And "us-squad" is in hex "<hex>"
      And "us-squad" is <suppressed>
      And the Rout Order is completed

      Examples:
        | roll | result    | path   | hex | suppressed     |
        | 5    | no-effect |        | C3  | not Suppressed |
        | 6    | no-effect |        | C3  | not Suppressed |
        | 7    | suppressed |        | C3  | Suppressed     |
        | 8    | retreat   | C4     | C4  | not Suppressed |
        | 9    | retreat   | C4, C5 | C5  | not Suppressed |

    @O23.2 @O23.3
    Scenario: The rulebook's numbers: a Rout Roll of 9 against current Morale 7 is a Retreat of the difference, 2 hexes
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 9 is made for "us-squad"
      Then "us-squad" must Retreat 2 hexes
      And the Retreat distance of "us-squad" is derived as "9 Rout Roll [O23.2] − 7 current Morale [O23.3] = 2"

    @O23.2 @13.1
    Scenario: A tie on a unit already Suppressed leaves it Suppressed (its -1 counts in its Morale)
      Given the hexes:
        | hex | terrain | markers |
        | E5  | Brush   |         |
      And the units:
        | unit    | owner  | kind | hex | broken | suppressed | morale | broken morale |
        | us-team | allied | team | E5  | yes    | yes        | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-team"
      Then the Rout Roll of "us-team" was against Morale 6
      And the Rout Roll of "us-team" had result "suppressed"
      And "us-team" is Suppressed

    @O23.2 @3.3.1.2
    Scenario: Current Morale includes a Leader's Command: 5 + Woods 2 + Command 1
      Given the units:
        | unit   | owner  | kind   | hex | broken | morale | broken morale | command |
        | us-ldr | allied | leader | C3  | no     | 9      | 7             | 1       |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 8 is made for "us-squad"
      Then the Rout Roll of "us-squad" was against Morale 8
      And the Rout Roll of "us-squad" had result "suppressed"
      And "us-ldr" is in hex "C3"

    @O23.2
    Scenario: The active player chooses the order; a unit broken during the Order gets no Rout Roll
      Given the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | C3  | no     | 7      | 6             |
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with an Event! trigger is made for "us-squad"
      And the trigger breaks "us-team"
      Then "us-team" is broken
      And no Rout Roll was made for "us-team"
      And the Rout Order is completed

    @O23.2
    Scenario: Only a unit broken at the announcement can be chosen to roll
      Given the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | C4  | no     | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And the raw event {"type":"CHOOSE_UNIT","unit":"us-team"} is sent
      Then it is rejected with code "illegal-event" naming "events[0].unit"

    @O23.2
    Scenario Outline: "its Morale" or "its current Morale": a Squad in a Stream (5 - 1 = 4) rolls 4 (reading <alternative>)
      Given the hexes:
        | hex | terrain | markers |
        | G4  | Stream  |         |
      And the units:
        | unit      | owner  | kind  | hex | broken | morale | broken morale |
        | us-stream | allied | squad | G4  | yes    | 7      | 5             |
      And the reading "cce.rally-first-bullet-morale" is "<alternative>"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 4 is made for "us-stream"
      Then the Rout Roll of "us-stream" had result "<result>"

      Examples:
        | alternative | result     |
        | current     | suppressed |
        | printed     | no-effect  |

  Rule: 1.9.1 Die Triggers
    "Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "A broken unit with 6 Morale has a Rout roll made for it. … That unit will have to Retreat 1 hex but not until after resolving the Event. Even if the Event were “Medic” and that very same unit was rallied, it must still perform its pending Retreat (albeit unbroken)."
    "1.9.1.2 Jammed! Trigger Whenever a player makes a Fire Attack Roll [O20.3.3] (only; no other roll will trigger a"

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | E3  | Open Ground |         |
        | E4  | Open Ground |         |
      And the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | E3  | yes    | 8      | 6             |

    @1.9.1 @O23.2 @O23.3
    Scenario: The rulebook's example: "7 Event!", Medic! rallies the unit, and it still Retreats 1 hex, unbroken
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with an Event! trigger is made for "us-squad"
      And the trigger rallies "us-squad"
      Then "us-squad" must Retreat 1 hex
      When the owner Retreats into "E4"
      Then "us-squad" is in hex "E4"
      And "us-squad" is unbroken
      And the trace cites 1.9.1

    @1.9.1 @1.9.1.1 @E42 @E64 @O23.2 @O23.3
    Scenario: The same example with the game described: the Allied player reveals Medic! and rallies the Squad, which still Retreats 1 hex
      Given the game around the Order, with the allied player's next card the Event "Medic!"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with an Event! trigger is made for "us-squad"
      Then the units offered are "us-squad"
      When the reader selects "us-squad"
      Then the Events resolved are:
        | player | event  | rule | what  | unit     |
        | allied | Medic! | E64  | rally | us-squad |
      And "us-squad" must Retreat 1 hex
      When the owner Retreats into "E4"
      Then "us-squad" is in hex "E4"
      And "us-squad" is unbroken
      And the output "game.decks.allied.discardTop" is "event-card"

    @1.9.1
    Scenario: Reading "recompute": the roll of 7 is compared with the rallied unit's Morale 8, and nothing happens
      Given the reading "cce.trigger-locks-result" is "recompute"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with an Event! trigger is made for "us-squad"
      And the trigger rallies "us-squad"
      Then the Rout Roll of "us-squad" had result "no-effect"
      And "us-squad" is in hex "E3"

    @1.9.1
    Scenario: A trigger that breaks the broken unit again eliminates it before its Retreat
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with a Sniper! trigger is made for "us-squad"
      And the trigger breaks "us-squad"
      Then "us-squad" is eliminated
      And the Rout Roll of "us-squad" had result "unit-gone"

    @O23.2
    Scenario Outline: A hex-mate rallied by the trigger before its own roll (reading <alternative>)
      Given the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | E3  | yes    | 7      | 6             |
      And the reading "cce.rout-unit-rallied-before-its-roll" is "<alternative>"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 5 with an Event! trigger is made for "us-squad"
      And the trigger rallies "us-team"
      Then the procedure is in state "<state>"

      Examples:
        | alternative | state       |
        | skip        | done        |
        | roll        | choosingUnit |

    @1.9.1 @O23.2
    Scenario Outline: <trigger> on a Rout Roll of 7 pauses the Order; once it is resolved, the Retreat of 1 follows
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with a <trigger> trigger is made for "us-squad"
      Then the procedure is in state "resolvingTrigger"
      When the trigger changes nothing
      Then the hexes the owner may Retreat into are "E4"
      And the trace cites <rule>

      Examples:
        | trigger | rule     |
        | Event!  | 1.9.1.1  |
        | Sniper! | 1.9.1.3  |
        | Time!   | 1.9.1.4  |

    @1.9.1.2 @O23.2
    Scenario: Jammed! on a Rout Roll is no trigger: the Retreat of 1 follows at once
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with a Jammed! trigger is made for "us-squad"
      Then the hexes the owner may Retreat into are "E4"
      And the trace cites 1.9.1.2

  Rule: 1.9.1.4 Time! Trigger, and 6.1.2 Advancement inside the Order
    "Whenever a player makes a die roll and that roll is surrounded by a red box with the word “Time!” inside, normal game play pauses in order to perform a Time Marker Advancement [6.1.2]."
    "whenever a player reveals/draws the last card in his draw pile: treat such an occurrence exactly as if a “Time!” trigger had been rolled."
    "Once the six steps above have been completed in their entirety, normal play resumes from wherever it left off."
    "The player controlling such a unit makes its Defense Roll whereas his opponent makes the Attack Roll."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | E3  | Open Ground |         |
        | E4  | Open Ground |         |
        | G3  | Open Ground | Mines   |
        | G4  | Open Ground |         |
      And the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | E3  | yes    | 8      | 6             |
      And the game around the Order, with the allied player's next card the Event "Medic!"
      And the game situation field "game.time" is {"space": 2, "suddenDeath": 3}
      And the game situation field "game.decks.allied.discard" is [{"id": "sd-9", "dice": {"white": 4, "colored": 5}}]
      And the game situation field "game.decks.axis.discard" is [{"id": "sd-2", "dice": {"white": 1, "colored": 1}}]
      And the game situation field "game.reinforcements" is [{"space": 3, "unit": {"id": "de-rein", "owner": "axis", "kind": "squad", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}}]
      And the game situation field "game.edges" is {"axis": ["C1"], "allied": ["C6"]}

    @1.9.1 @1.9.1.4 @6.1.2 @6.2.2 @O23.2 @O23.3
    Scenario: Time! on a Rout Roll of 7: the Allied player advances Time before the Retreat; the Axis reinforcement enters, then the Squad Retreats 1 hex
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with a Time! trigger is made for "us-squad"
      Then the procedure is in state "advancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "C1" }, { "type": "END_DIG_IN" }]
        """
      Then the output "timeAdvances" is [{"triggering": "allied", "space": 3, "suddenDeathRolls": [{"card": "sd-9", "sum": 9, "result": "play-proceeds"}], "defenderVp": "allied", "removedSmoke": null, "placed": [{"unit": "de-rein", "hex": "C1"}], "radiosNotPlaced": [], "dugIn": []}]
      And the output "game.time" is 3
      And the output "game.vp" is -1
      And "us-squad" must Retreat 1 hex
      When the owner Retreats into "E4"
      Then "us-squad" is in hex "E4"
      And "de-rein" is in hex "C1"
      And the Rout Order is completed

    @F103.2 @1.9.1.4 @6.1.2 @6.2.2 @6.3
    Scenario: Time! on the Mine Attack Roll is the Axis player's: his Sudden Death Roll of 2 ends the game before the Attack Total is applied
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-mined | allied | squad | G3  | yes    | 7      | 5             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-mined"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7 with a Time! trigger
      Then the procedure is in state "mineAttackAdvancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "result" is "game-over"
      And the output "timeAdvances.0.triggering" is "axis"
      And the output "timeAdvances.0.suddenDeathRolls" is [{"card": "sd-2", "sum": 2, "result": "game-ends"}]
      And the output "game.ended" is {"how": "sudden-death", "players": [], "rule": "6.2.2"}
      And no Mines Defense Roll was made
      And "us-mined" is in hex "G3"

    @1.9.1 @1.9.1.3 @6.1.2 @O23.2
    Scenario: The Sniper's Random Hex is the last card of the Allied draw pile: the Sniper, then the Time advance, then the Retreat
      Given the game around the Order, with the allied player's last card the Event "Medic!"
      And the game situation field "game.time" is {"space": 2, "suddenDeath": 3}
      And the game situation field "game.decks.allied.draw.0.randomHex" is "E3"
      And the game situation field "game.decks.allied.discard" is [{"id": "sd-9", "dice": {"white": 4, "colored": 5}}]
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 with a Sniper! trigger is made for "us-squad"
      And the events are sent:
        """
        [{ "type": "DECLINE" }]
        """
      Then the procedure is in state "advancingTime.shuffling"
      When the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "END_DIG_IN" }]
        """
      Then the output "timeAdvances.0.triggering" is "allied"
      And the output "game.time" is 3
      And "us-squad" must Retreat 1 hex

  Rule: 9.1 Re-Roll
    "At any time during the game, the player currently in control of the Initiative card may choose to cancel all effects of the last"
    "die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled. This decision must be made prior to any trigger/results of that roll being implemented. When a player calls for a re-roll in this manner, he must give the Initiative card to his opponent"

    @9.1 @O23.2
    Scenario: A Rout Roll of 9 is cancelled; the re-roll of 5 has no effect and the card changes hands
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C3  | yes    | 7      | 5             |
      When the axis player announces a Rout Order activating the allied player
      And "us-squad" is rolled for with 9 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And "us-squad" is rolled for with 5 and the roll is not yet kept
      And the roll is kept
      Then "us-squad" is in hex "C3"
      And the Initiative card is with the allied player
      And the Rout Roll of "us-squad" had result "no-effect"

  Rule: O23.3 Retreating
    "When a Rout Roll is greater than the broken unit’s Morale, it must Retreat a number of hexes equal to the difference."
    "A player always Retreats his own units, even if his opponent gave the Rout Order."
    "Each hex Retreated into must be closer to the controlling player’s board edge than the one it just left (in other words, there must be fewer intervening hexes between the unit and its friendly board edge in the hex it Retreats into than there are for the hex it Retreats out of)."
    "If already adjacent to its friendly board edge, the unit is eliminated (effectively retreating off the map)."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | D4  | Open Ground |         |
        | D5  | Open Ground |         |
        | E5  | Open Ground | Blaze   |
        | B4  | Open Ground |         |

    @O23.3
    Scenario: From D4 two open hexes are closer to the bottom edge: the owner chooses D5
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | D4  | yes    | 7      | 5             |
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      Then the hexes the owner may Retreat into are "C5, D5"
      When the owner Retreats into "D5"
      Then "us-squad" is in hex "D5"
      And the Rout Order is completed

    @O23.3
    Scenario: A hex that is not closer cannot be chosen
      Given the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | D4  | yes    | 7      | 5             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the raw event {"type":"CHOOSE_HEX","hex":"C4"} is sent
      Then it is rejected with code "illegal-event" naming "events[3].hex"

    @O23.3
    Scenario Outline: From C4 (an upper column) toward the bottom edge, reading <alternative>
      Given the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | C4  | yes    | 7      | 6             |
      And the reading "cce.retreat-closer-measure" is "<alternative>"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-team"
      Then the hexes the owner may Retreat into are "<hexes>"

      Examples:
        | alternative | hexes      |
        | whole-hexes | C5         |
        | half-hexes  | B4, C5, D4 |

    @O23.3 @O23.3.5 @7.2.2
    Scenario: A unit already adjacent to its friendly edge is eliminated by any Retreat
      Given the hexes:
        | hex | terrain     | markers |
        | F10 | Open Ground |         |
      And the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | F10 | yes    | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-team"
      Then "us-team" is eliminated
      And "us-team" was eliminated by "retreated-off-edge"
      And the trace cites O23.3.5

    @O23.3 @O23.3.5 @7.2.2 @4.2 @7.1
    Scenario: A Retreat of 3 from C8 reaches the bottom row after 2 hexes and the third takes the Team off the map
      Given the hexes:
        | hex | terrain     | markers |
        | C8  | Open Ground |         |
        | C9  | Open Ground |         |
        | C10 | Open Ground |         |
      And the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | C8  | yes    | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 9 is made for "us-team"
      Then "us-team" must Retreat 3 hexes
      And the hexes the owner may Retreat into are "C9"
      When the owner Retreats through "C9, C10"
      Then "us-team" Retreated along "C8, C9, C10"
      And "us-team" is eliminated
      And "us-team" was eliminated by "retreated-off-edge"
      And "us-team" is on space 1 of the Casualty Track and the axis player gains 1 VP
      And the VP for the casualty "us-team" are derived as "1 Team [7.1] = 1"
      And the Retreat distance of "us-team" is derived as "9 Rout Roll [O23.2] − 6 current Morale [O23.3] = 3"
      And the Rout Order is completed

  Rule: O23.3.1 Terrain, and O23.3.2 Opportunity Fire
    "MPs are not counted during a Retreat, so all terrain Move Costs are ignored."
    "Op Fire is not permitted against Retreating units."

    @O23.3.1 @O23.3.2
    Scenario: A Retreat of 2 through a Woods and into a Building
      Given the hexes:
        | hex | terrain  | markers |
        | I2  | Woods    |         |
        | I3  | Woods    |         |
        | I4  | Building |         |
      And the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | I2  | yes    | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 10 is made for "us-team"
      And the owner Retreats through "I3, I4"
      Then "us-team" Retreated along "I2, I3, I4"
      And the trace cites O23.3.1
      And the trace cites O23.3.2

  Rule: O23.3.3 Wire
    "A Retreat is allowed into and out of Wire without having to stop."

    @O23.3.3
    Scenario: A Retreat of 2 enters a Wire hex and leaves it
      Given the hexes:
        | hex | terrain     | markers |
        | A3  | Open Ground |         |
        | A4  | Open Ground | Wire    |
        | A5  | Open Ground |         |
      And the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | A3  | yes    | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 8 is made for "us-team"
      And the owner Retreats through "A4, A5"
      Then "us-team" Retreated along "A3, A4, A5"
      And the trace cites O23.3.3

  Rule: O23.3.4 Mines
    "Mines attack Retreating units normally, both when they enter and/or leave a hex containing a Mines marker."
    "Units that were already in a Mines hex at the moment another unit Moves/Advances/Retreats into or out of it is immune to that Mine Attack."
    "The strength of a Mine Attack is a default 6 FP"
    "only the moving/advancing/retreating units in the hex need make a Fire Defense Roll. The player controlling such a unit makes its Defense Roll whereas his opponent makes the Attack Roll."
    "Cover for a Mine Attack is automatically set to “0”, and cannot be modified by any means."
    "IMPORTANT—An unbroken unit that becomes broken [3.2] while leaving a Mined hex is still placed in the hex it was entering."
    "3.2.4 Elimination—Any broken unit that breaks again is eliminated: award its VP value to the opponent [7.1] after placing it on the Casualty Track [4.2]."
    "Concealment may only be played just prior to the player making a Defense Roll."
    "Light Wounds may only be played at the instant that a friendly Squad – either broken or unbroken – would break [3.2]."
    "Effect—Lose 1 VP. Then, instead of that Squad breaking (or instead of it being eliminated due to already being broken), place it back into the countermix, retrieving a Team from the countermix – of the same quality as that player’s OB: either Green, Line or Elite – and placing it into the hex from which the Squad was taken."
    "If the Squad was broken when it was removed, the replacement Team comes into play broken."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | G3  | Open Ground | Mines   |
        | G4  | Open Ground |         |
        | G5  | Woods       | Mines   |
      And the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | G3  | yes    | 7      | 5             |
        | us-other | allied | squad | G5  | no     | 7      | 5             |

    @O23.3.4 @F103.2 @F103.1 @O20.3.3
    Scenario: Attacked on leaving G3 and on entering G5 during one Retreat; the Woods give no Cover, a tie Suppresses
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 9
      And the owner Retreats into "G5"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 8
      Then the Mines attacked "us-squad" leaving "G3" with an Attack Total of 13
      And the Mines attacked "us-squad" entering "G5" with an Attack Total of 13
      And the Mines Defense Rolls were made by "us-squad" only, against Morale 5
      And every Mine Attack Roll was made by the axis player
      And "us-squad" is in hex "G5"
      And "us-squad" is Suppressed
      And "us-other" is not Suppressed
      And the Rout Order is completed

    @O23.3.4 @F103.2 @3.2.4
    Scenario: Broken again by the Mines on leaving, the unit is eliminated in the hex it was leaving
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7
      Then "us-squad" is eliminated
      And "us-squad" was eliminated by "mines"
      And "us-squad" is on space 1 of the Casualty Track and the axis player gains 2 VPs

    @A36 @O23.3.4 @F103.2 @3.2.4
    Scenario: Light Wounds instead of that elimination: the Team comes into play broken in G3, the hex the Squad was taken from, and the Retreat ends there
      Given the allied player has the Team "us-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7
      And the allied player plays Light Wounds
      Then "us-team" is broken
      And "us-team" is in hex "G3"
      And the Rout Order is completed

    @O23.3.4 @F103.2 @3.2.4 @4.2 @6.3
    Scenario: The unit the Mines eliminate lands on the Surrender marker's space: the game ends mid-Retreat
      Given the allied Casualty Track has 0 spaces filled and the Surrender marker on space 1
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7
      Then "us-squad" is on space 1 of the Casualty Track and the axis player gains 2 VPs
      And the allied player surrenders and the game ends

    @A29 @A24.1 @F103.2
    Scenario: Concealment before the Mines Defense Roll takes off the Cover, which is 0: the Attack Total stays 13 and a tie Suppresses
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the allied player plays Concealment before the Defense Roll of "us-squad"
      And "us-squad" makes its Fire Defense Roll of 2•6
      Then the Mines Defense Roll of "us-squad" was against an Attack Total of 13
      And "us-squad" is in hex "G4"
      And "us-squad" is Suppressed

    @F103.2 @1.9.1
    Scenario: Rallied by Medic! before its Retreat, the unit is broken by the Mines while leaving and still enters G4
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 with an Event! trigger is made for "us-squad"
      And the trigger rallies "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 5
      Then the Mines Defense Rolls were made by "us-squad" only, against Morale 7
      And "us-squad" is in hex "G4"
      And "us-squad" is broken

    @F103.2 @1.9.1 @1.9.1.1
    Scenario: An Event! on the Mine Attack Roll eliminates the Retreating unit first: no Defense Roll, its Retreat is over
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7 with an Event! trigger
      And the trigger eliminates "us-squad"
      Then "us-squad" is eliminated
      And no Mines Defense Roll was made
      And the Rout Order is completed
      And the trace cites 1.9.1

    @F103.2 @1.9.1 @1.9.1.3
    Scenario: A Sniper! on the Mines Defense Roll eliminates the unit before the roll of 12 (17, beating 13) is applied
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 12 with a Sniper! trigger
      And the trigger eliminates "us-squad"
      Then "us-squad" is eliminated
      And the Rout Order is completed
      And the trace cites 1.9.1.3

    @F103.2 @1.9.1 @1.9.1.1 @E42 @E64 @3.2.4
    Scenario: With the game described, an Event! on the Mines Defense Roll reveals the Allied card: Medic! rallies the Squad, and the locked-in 5 + 7 = 12 against 13 breaks it again instead of eliminating it
      Given the game around the Order, with the allied player's next card the Event "Medic!"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 7 with an Event! trigger
      Then the units offered are "us-squad"
      When the reader selects "us-squad"
      Then the Events resolved are:
        | player | event  | rule | what  | unit     |
        | allied | Medic! | E64  | rally | us-squad |
      And the Mines Defense Rolls were made by "us-squad" only, against Morale 5
      And "us-squad" is in hex "G4"
      And "us-squad" is broken
      And the output "game.decks.allied.discardTop" is "event-card"
      And the output "game.decks.axis.draw" is 1

    @F103.2 @1.9.1.2
    Scenario: Jammed! on a Mine Attack Roll breaks nothing: the Defense Roll follows (5 + 9 = 14 beats 6 + 7 = 13)
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7 with a Jammed! trigger
      And the Defense Roll for "us-squad" is 9
      Then the Mines attacked "us-squad" leaving "G3" with an Attack Total of 13
      And "us-squad" is in hex "G4"
      And "us-squad" is not Suppressed
      And the trace cites 1.9.1.2

    @F103.2 @9.1
    Scenario: The Initiative holder cancels a Mine Attack Roll of 12; the re-roll of 2 makes an Attack Total of 8, tied by 5 + 3
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 12 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And the Mine Attack Roll is 2
      And the Defense Roll for "us-squad" is 3
      Then the Mine Attack with an Attack Total of 18 was canceled
      And the Mines attacked "us-squad" leaving "G3" with an Attack Total of 8
      And the Initiative card is with the allied player
      And "us-squad" is in hex "G4"
      And "us-squad" is Suppressed

    @O20.3.4 @F103.2
    Scenario Outline: A tie against Mines while Retreating (reading "cce.retreating-tie-breaks" is <alternative>)
      Given the reading "cce.retreating-tie-breaks" is "<alternative>"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      And the owner Retreats into "G4"
      And the Mine Attack Roll is 7
      And the Defense Roll for "us-squad" is 8
      Then "us-squad" is <outcome>

      Examples:
        | alternative | outcome    |
        | suppress    | Suppressed |
        | break       | eliminated |

  Rule: O23.3.5 Elimination
    "A Retreating unit is immediately eliminated if it is forced to Retreat … Into an enemy-occupied hex (it surrenders to them) … Across a Cliff hexside [T83]."
    "Into an impassable hex [T79; T98];"

    Background:
      Given the hexes:
        | hex | terrain       | markers |
        | D4  | Open Ground   |         |
        | C5  | Open Ground   | Blaze   |
        | D5  | Open Ground   |         |
        | E5  | Water Barrier |         |
      And the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | D4  | yes    | 7      | 5             |
        | de-squad | axis   | squad | D5  | no     | 8      | 7             |

    @O23.3.5 @T79 @T98 @4.2 @7.1
    Scenario Outline: Every closer hex is closed: Retreating into <hex> eliminates the unit (<cause>)
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      Then the hexes the owner may Retreat into are "C5, D5, E5"
      When the owner Retreats into "<hex>"
      Then "us-squad" is eliminated
      And "us-squad" was eliminated by "<cause>"
      And "us-squad" is on space 1 of the Casualty Track and the axis player gains 2 VPs

      Examples:
        | hex | cause         |
        | C5  | blaze         |
        | D5  | enemy-hex     |
        | E5  | water-barrier |

    @O23.3.5 @T83
    Scenario: The only closer hex lies across a Cliff
      Given the hexes:
        | hex | terrain     | markers |
        | I5  | Open Ground |         |
        | I6  | Open Ground |         |
      And a Cliff hexside between "I5" and "I6"
      And the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | I5  | yes    | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-team"
      And the owner Retreats into "I6"
      Then "us-team" is eliminated
      And "us-team" was eliminated by "cliff"
      And "us-team" is on space 1 of the Casualty Track and the axis player gains 1 VP

    @O23.3.5
    Scenario: Hexes the situation declares impassable (a scenario's special rule) eliminate as a Blaze does
      Given the hexes:
        | hex | terrain     | markers |
        | C5  | Open Ground |         |
        | E5  | Open Ground |         |
      And the situation declares "C5" impassable
      And the situation declares "E5" impassable
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      Then the hexes the owner may Retreat into are "C5, D5, E5"
      When the owner Retreats into "E5"
      Then "us-squad" is eliminated
      And "us-squad" was eliminated by "impassable"
      And "us-squad" is on space 1 of the Casualty Track and the axis player gains 2 VPs

    @O23.3.5
    Scenario Outline: An open hex exists: may the owner choose the Blaze anyway? (reading <alternative>)
      Given the hexes:
        | hex | terrain     | markers |
        | E5  | Open Ground |         |
      And the reading "cce.retreat-forced-elimination" is "<alternative>"
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 6 is made for "us-squad"
      Then the hexes the owner may Retreat into are "<hexes>"

      Examples:
        | alternative    | hexes      |
        | forced-only    | E5         |
        | any-closer-hex | C5, D5, E5 |

  Rule: 7.2.2 Involuntary Exit, with 4.2 Casualty Track and 7.1 Elimination VPs
    "A Retreating unit [O23.3] may be forced off the map along its own friendly board edge, being eliminated in the process. Such a unit is placed on the next empty space of the Casualty Track after awarding the opponent Elimination VPs for it [7.1]."
    "The eliminated unit does not retain possession of its Weapon – which is placed, unbroken, in the “Weapon” section of the Casualty Track – nor does it retain any Veteran or Suppressed marker that may have been attached."
    "Units are stacked one per numbered space on their owner’s side of the Weapons Box, occupying those spaces in lowest-to-highest numerical order."
    "When a unit is eliminated – for any reason: via Order, Action or Event – the opponent is awarded a certain number of VPs for it: ● A Squad is worth 2 VPs; ● A Team is worth 1 VP;"

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | C10 | Open Ground |         |
        | F10 | Open Ground |         |
      And the units:
        | unit     | owner  | kind  | hex | broken | veteran | morale | broken morale |
        | us-squad | allied | squad | C10 | yes    | yes     | 7      | 5             |
        | us-team  | allied | team  | F10 | yes    | no      | 7      | 6             |
      And "us-squad" possesses a broken MG "us-mg"

    @7.2.2 @7.1 @4.2
    Scenario: A Squad with a broken MG exits its own edge: next empty space, 2 VPs to the opponent, the MG unbroken
      Given the allied Casualty Track has 2 spaces filled and the Surrender marker on space 8
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 8 is made for "us-squad"
      Then "us-squad" is eliminated
      And "us-squad" is on space 3 of the Casualty Track and the axis player gains 2 VPs
      And the Weapon "us-mg" is in the Weapon box unbroken

  Rule: 6.3 Game End
    "A player is forced to place one of his eliminated units in the space of the Casualty Track occupied by his Surrender marker;"

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | C10 | Open Ground |         |
        | F10 | Open Ground |         |
      And the units:
        | unit     | owner  | kind  | hex | broken | morale | broken morale |
        | us-squad | allied | squad | C10 | yes    | 7      | 5             |
        | us-team  | allied | team  | F10 | yes    | 7      | 6             |

    @6.3 @4.2
    Scenario: The second unit off the edge lands on the Surrender marker's space: the game ends mid-Order
      Given the allied Casualty Track has 2 spaces filled and the Surrender marker on space 4
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-team"
      And a Rout Roll of 6 is made for "us-squad"
      Then "us-team" is on space 3 of the Casualty Track and the axis player gains 1 VP
      And "us-squad" is on space 4 of the Casualty Track and the axis player gains 2 VPs
      And the allied player surrenders and the game ends

    @6.3 @4.2
    Scenario: Landing on the Surrender space ends the Order before the other broken unit is rolled for
      Given the allied Casualty Track has 2 spaces filled and the Surrender marker on space 3
      When the axis player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-team"
      Then the allied player surrenders and the game ends
      And no Rout Roll was made for "us-squad"

  Rule: Bad input

    @O23.3
    Scenario: A hex the unit may Retreat into must be listed in the situation
      Given the hexes:
        | hex | terrain     | markers |
        | I7  | Open Ground |         |
      And the units:
        | unit    | owner  | kind | hex | broken | morale | broken morale |
        | us-team | allied | team | I7  | yes    | 7      | 6             |
      When the allied player announces a Rout Order activating the allied player
      And a Rout Roll of 7 is made for "us-team"
      And the raw event {"type":"CHOOSE_HEX","hex":"I8"} is sent
      Then it is rejected with code "invalid-map" naming 'input.map.hexes["I8"]'
