Feature: Turn (Combat! Stalingrad 4.2, 4.4)
  Decides one turn after Morale Reduction and Concentration: who has the Initiative, the Fire and Movement
  Phase's impulses until both players pass consecutively, and the Conclusion of the Turn Phase. Morale
  Reduction is the command procedure; the Melee Phase is Close Combat, whose text is missing.

  Background:
    Given the game situation:
      """
      {
        "turn": 2, "lastTurn": 3, "initiative": "russian",
        "turnBox": { "german": 1, "russian": 0 },
        "randomImpulses": false,
        "units": [
          { "id": "ge-sq", "side": "german", "fireLimit": 1 },
          { "id": "ge-mg", "side": "german", "fireLimit": 1 },
          { "id": "ru-sq", "side": "russian", "fireLimit": 1, "suppressed": true }
        ],
        "artillery": [{ "id": "ge-ffe", "side": "ffe" }]
      }
      """

  Rule: 4.2 Detailed Turn Sequence: the Initiative
    "c) Each player rolls d10 for Initiative, adding any modifier for the current turn specified in the firefight. The side with the higher total wins the initiative. A tie leaves the initiative with the current initiative side."

    @4.2 @3.2.15.1
    Scenario: The German's 6 and his +1 beat the Russian's 6
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }]
        """
      Then the output "initiative" is "german"
      And the output "initiativeRoll.german.total" is 7
      And the output "initiativeRoll.russian.total" is 6
      And the trace cites 4.2 and 3.2.15.1

    @4.2
    Scenario: A tie (German 5 + 1, Russian 6) leaves the Initiative with the Russian, who holds it
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 5, "russian": 6 }]
        """
      Then the output "initiative" is "russian"

    @4.2 @2.6.2
    Scenario: A d10 reads 1 to 10: a roll of 0 is refused
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 0, "russian": 6 }]
        """
      Then it is rejected with code "impossible-roll" naming "events[0].german", citing 2.6.2

  Rule: 3.2.15.1 Turns
    "means that side automatically gets the initiative for that turn."
    "A +6 in the box for turn three means that side adds 6 to its d10 initiative DR on turn three."

    @3.2.15.1
    Scenario: "Auto" gives the Russian the Initiative with no roll
      Given the game situation field "turnBox" is { "german": 3, "russian": "auto" }
      And the game situation field "initiative" is "german"
      When the turn procedure starts
      Then the procedure is in state "choosingOrder"
      And the output "initiative" is "russian"
      And the output "initiativeRoll" is null

  Rule: 4.4.3 Going first or second, and consecutive impulses
    "The player with the Initiative may choose to go first or second in the Fire and Movement Phase. Some firefights allow a side to begin with two or more consecutive impulses. No impulse may be 'saved', i.e., once a player passes, all previous impulses are used up."

    @4.4.3 @4.4.4
    Scenario: The Initiative player chooses to go second: the Russian acts first
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "russian" }, { "type": "MOVE", "unit": "ru-sq" }]
        """
      Then the output "impulses" is [{ "side": "russian", "action": "move", "unit": "ru-sq" }]

    @4.4.3
    Scenario: Two opening impulses: the German moves one unit, then fires another
      Given the game situation field "openingImpulses" is { "side": "german", "count": 2 }
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" },
         { "type": "MOVE", "unit": "ge-sq" }, { "type": "FIRE", "unit": "ge-mg" }, { "type": "PASS" }]
        """
      Then the output "impulses" is [{ "side": "german", "action": "move", "unit": "ge-sq" }, { "side": "german", "action": "fire", "unit": "ge-mg" }, { "side": "russian", "action": "pass" }]

    @4.4.3 @4.4.5
    Scenario: A pass uses up the opening impulses left: play goes to the Russian
      Given the game situation field "openingImpulses" is { "side": "german", "count": 2 }
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }, { "type": "PASS" }, { "type": "FIRE", "unit": "ru-sq" }]
        """
      Then the output "impulses" is [{ "side": "german", "action": "pass" }, { "side": "russian", "action": "fire", "unit": "ru-sq" }]

  Rule: 4.4.5 Passing
    "A pass only indicates that the player will not move or fire a unit during that impulse. When the impulse comes back to the player that passed previously, after the opponent has moved or fired, he may opt to move, fire or pass again. If both opponents pass on consecutive impulses, the Fire and Movement Phase is over."

    Background:
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }]
        """

    @4.4.5
    Scenario: A pass, a Russian fire, and the German may act again
      When the events are sent:
        """
        [{ "type": "PASS" }, { "type": "FIRE", "unit": "ru-sq" }, { "type": "MOVE", "unit": "ge-sq" }]
        """
      Then the procedure is in state "acting"

    @4.4.5
    Scenario: Both players pass on consecutive impulses: the phase is over
      When the events are sent:
        """
        [{ "type": "MOVE", "unit": "ge-sq" }, { "type": "PASS" }, { "type": "PASS" }]
        """
      Then the procedure is in state "meleePhase"
      And the trace cites 4.4.5

  Rule: 4.4.6 Defensive Fire
    "Defensive Fire (15.1.7) does not use an impulse."

    @4.4.6
    Scenario: The Russian's Defensive Fire during a German impulse: the German still moves, then it is the Russian's impulse
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" },
         { "type": "DEFENSIVE_FIRE", "unit": "ru-sq" }, { "type": "MOVE", "unit": "ge-sq" }, { "type": "PASS" }]
        """
      Then the output "impulses" is [{ "side": "russian", "action": "defensive-fire", "unit": "ru-sq" }, { "side": "german", "action": "move", "unit": "ge-sq" }, { "side": "russian", "action": "pass" }]

  Rule: 4.4.7 Moving once a turn
    "Units may only move once per turn. Once a unit has moved during an impulse, it may not move again during a subsequent impulse, unless fleeing."

    @4.4.7
    Scenario: A unit that moved may not move in a later impulse
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" },
         { "type": "MOVE", "unit": "ge-sq" }, { "type": "PASS" }, { "type": "MOVE", "unit": "ge-sq" }]
        """
      Then it is rejected with code "illegal-event" naming "events[4].unit", citing 4.4.7

  Rule: 4.4.2 Fire or move (reading cs.fire-or-move)
    "During the Fire and Movement Phase, both players may fire or move all, some or none of their eligible units."
    "a) Players alternate moving and/or firing their units, until both players pass consecutively."

    Background:
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }, { "type": "MOVE", "unit": "ge-sq" }, { "type": "PASS" }]
        """

    @4.4.2
    Scenario: Under 'exclusive' (the default), a unit that moved may not fire
      When the events are sent:
        """
        [{ "type": "FIRE", "unit": "ge-sq" }]
        """
      Then it is rejected with code "illegal-event" naming "events[4].unit", citing 4.4.2

    @4.4.2
    Scenario: Under 'both', a unit that moved may fire in a later impulse
      Given the reading "cs.fire-or-move" is "both"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }, { "type": "MOVE", "unit": "ge-sq" }, { "type": "PASS" }, { "type": "FIRE", "unit": "ge-sq" }]
        """
      Then the output "units" is [{ "id": "ge-sq", "side": "german", "moved": true, "fired": 1, "fireLimit": 1, "suppressed": false }, { "id": "ge-mg", "side": "german", "moved": false, "fired": 0, "fireLimit": 1, "suppressed": false }, { "id": "ru-sq", "side": "russian", "moved": false, "fired": 0, "fireLimit": 1, "suppressed": true }]

  Rule: 4.4.8 Random Impulses (reading cs.random-impulses-rounding)
    "The results of the Random Impulses DR halved (fractions rounded down), represent the number of consecutive impulses the player may use."
    "Before using his first impulse on turn one, the German player makes a d10 DR, resulting in a '3'—halved to '1.5'—and rounded up to a '2' allowing the German to use two consecutive impulses on turn one. After the German uses his two impulses (or one then passes, or passes), the Russian rolls a '6'—halved to '3'—and the Russian is allowed to use three consecutive impulses."

    Background:
      Given the game situation field "randomImpulses" is true

    @4.4.8
    Scenario: The example: the German's 3 gives two consecutive impulses, the Russian's 6 three
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" },
         { "type": "ROLL_RANDOM_IMPULSES", "roll": 3 }, { "type": "MOVE", "unit": "ge-sq" }, { "type": "FIRE", "unit": "ge-mg" },
         { "type": "ROLL_RANDOM_IMPULSES", "roll": 6 }]
        """
      Then the output "randomImpulseRolls" is [{ "side": "german", "roll": 3, "impulses": 2 }, { "side": "russian", "roll": 6, "impulses": 3 }]
      And the procedure is in state "acting"

    @4.4.8
    Scenario: Under 'down', the German's 3 gives one impulse: after one move play shifts to the Russian
      Given the reading "cs.random-impulses-rounding" is "down"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" },
         { "type": "ROLL_RANDOM_IMPULSES", "roll": 3 }, { "type": "MOVE", "unit": "ge-sq" }]
        """
      Then the procedure is in state "rollingRandomImpulses"
      And the output "randomImpulseRolls" is [{ "side": "german", "roll": 3, "impulses": 1 }]

    @4.4.8
    Scenario: Under 'down', a roll of 1 gives no impulse: play shifts to the Russian without a pass
      Given the reading "cs.random-impulses-rounding" is "down"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }, { "type": "ROLL_RANDOM_IMPULSES", "roll": 1 }]
        """
      Then the procedure is in state "rollingRandomImpulses"
      And the output "impulses" is [{ "side": "german", "action": "no-impulse" }]

    @4.4.8 @4.4.3
    Scenario: Not on a turn with opening impulses: no Random Impulses roll
      Given the game situation field "openingImpulses" is { "side": "german", "count": 2 }
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }]
        """
      Then the procedure is in state "acting"

  Rule: 4.4.8 Random Impulses when the Initiative player goes second (reading cs.random-impulses-first-roll)
    "The player with the Initiative may choose to go first or second in the Fire and Movement Phase."
    "Prior to using his first impulse, the Initiative player makes a Random Impulses d10 DR following the roll made to determine which side has Initiative."
    "When play shifts to the non-Initiative player, the routine is repeated, and so on, until the FMPh is over."
    The German wins the Initiative and goes second. Under 'run-begins' (the default) the Russian's first
    run opens with his own roll; under 'initiative-player' the rolls begin with the German's first run, and
    the Russian, first, has one impulse.

    Background:
      Given the game situation field "randomImpulses" is true

    @4.4.8 @4.4.3
    Scenario: Under 'run-begins', the Russian rolls a 2 for one impulse, moves, and the German rolls next
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "russian" },
         { "type": "ROLL_RANDOM_IMPULSES", "roll": 2 }, { "type": "MOVE", "unit": "ru-sq" }]
        """
      Then the procedure is in state "rollingRandomImpulses"
      And the output "randomImpulseRolls" is [{ "side": "russian", "roll": 2, "impulses": 1 }]
      And the output "impulses" is [{ "side": "russian", "action": "move", "unit": "ru-sq" }]

    @4.4.8 @4.4.3
    Scenario: Under 'initiative-player', the Russian moves with no roll, and the German makes the first roll
      Given the reading "cs.random-impulses-first-roll" is "initiative-player"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "russian" },
         { "type": "MOVE", "unit": "ru-sq" }]
        """
      Then the procedure is in state "rollingRandomImpulses"
      And the output "randomImpulseRolls" is []
      And the output "impulses" is [{ "side": "russian", "action": "move", "unit": "ru-sq" }]

    @4.4.8 @4.4.3
    Scenario: Under 'initiative-player', after the German's first run the Russian's runs open with a roll
      Given the reading "cs.random-impulses-first-roll" is "initiative-player"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "russian" },
         { "type": "MOVE", "unit": "ru-sq" }, { "type": "ROLL_RANDOM_IMPULSES", "roll": 2 }, { "type": "MOVE", "unit": "ge-sq" }]
        """
      Then the procedure is in state "rollingRandomImpulses"
      And the output "randomImpulseRolls" is [{ "side": "german", "roll": 2, "impulses": 1 }]

  Rule: 19.2 Melee Phase (text missing)
    The rules of Close Combat (19) are listed in the contents but their text is missing: the turn waits for
    the Melee Phase to be over and models nothing of it.
    "Finally, during the Melee Phase units engage in close quarters fighting."
    "3) Melee Phase"
    "a) Both players participate in Close Combat."

    @4.2
    Scenario: After both players pass, the turn waits for the Melee Phase
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }, { "type": "PASS" }, { "type": "PASS" }, { "type": "MELEE_PHASE_DONE" }]
        """
      Then the procedure has ended in state "nextTurn"

  Rule: 4.2 Detailed Turn Sequence: the Conclusion of the Turn Phase
    "a) Remove all Fire and Movement markers; flip all FFE to their CFF/Plot side. Remove Suppressed markers. Move the Initiative marker to the next turn."
    "b) Begin again with the Command Phase of the next turn."

    Background:
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" },
         { "type": "MOVE", "unit": "ge-sq" }, { "type": "FIRE", "unit": "ru-sq" }, { "type": "FIRE", "unit": "ge-mg" }, { "type": "PASS" }, { "type": "PASS" }]
        """

    @4.2 @4.1.2
    Scenario: Moved and Fire markers, the Suppressed marker go; the FFE flips; turn 3 follows turn 2 of 3
      When the events are sent:
        """
        [{ "type": "MELEE_PHASE_DONE" }]
        """
      Then the procedure has ended in state "nextTurn"
      And the output "result" is "next-turn"
      And the output "turn" is 3
      And the output "units" is [{ "id": "ge-sq", "side": "german", "moved": false, "fired": 0, "fireLimit": 1, "suppressed": false }, { "id": "ge-mg", "side": "german", "moved": false, "fired": 0, "fireLimit": 1, "suppressed": false }, { "id": "ru-sq", "side": "russian", "moved": false, "fired": 0, "fireLimit": 1, "suppressed": false }]
      And the output "artillery" is [{ "id": "ge-ffe", "side": "cff-plot" }]

  Rule: 3.2.15.1 Turns: the last turn
    "A rectangular box in the upper right hand corner of each firefight card shows how many turns the firefight runs"

    @3.2.15.1
    Scenario: After turn 3 of 3 the firefight is over
      Given the game situation field "turn" is 3
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "ROLL_INITIATIVE", "german": 6, "russian": 6 }, { "type": "CHOOSE_ORDER", "first": "german" }, { "type": "PASS" }, { "type": "PASS" }, { "type": "MELEE_PHASE_DONE" }]
        """
      Then the procedure has ended in state "firefightOver"
      And the output "result" is "firefight-over"
