Feature: Sequence of Play (SPI Combat Command, 1972)
  Decides the order of the Phases of a Game-Turn, who is the phasing Player in each, when the Game-Turn
  marker advances and when the game ends; and, as each Phase begins, which dispersed units return to
  normal. What happens inside a Phase belongs to other procedures (Fire Combat for the fire Phases).

  Rule: SOP Sequence of Play
    "Combat Command is played in turns. Each of these Game-Turns is composed of two Player-Turns."
    "In one Scenario, the U.S. Player has an additional Phase in his Player-Turn, called the Air"
    "These Air Combat Points are used during the Air Strike Phase of the U.S. Player … Turn."
    "only the U.S. Player has an Air Strike Phase, and he has it only in the Scenario which calls for it."
    "even though it is the Second Player who takes all the action in this Phase, nevertheless, the Phase is still considered to be part of the First Player's Turn."
    "Indicate the passage of one complete Game … Turn by moving the Game-Turn marker on the time record scale."

    @SOP @SOP.1 @SOP.1.A @SOP.1.B @SOP.1.C @SOP.1.D @SOP.1.E @SOP.1.F @SOP.2 @SOP.3 @AS
    Scenario: In the Air Strike Scenario the U.S. Player-Turn has six Phases and the German five
      Given the game situation:
        """
        { "firstPlayer": "german", "airStrikePhase": true, "gameTurn": 9 }
        """
      When the sequence-of-play procedure starts
      And the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the procedure is in state "defensiveFire"
      And the output "playerTurn" is "german"
      When the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the procedure is in state "airStrike"
      And the output "playerTurn" is "us"
      When the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the procedure is in state "offensiveFire"
      And the output "gameTurn" is 10
      And the output "playerTurn" is "german"

  Rule: GL Game Length
    "All games are ten Game … in duration. At the end of the last phase of … tenth Game-Turn, Players determine the game winner according to the Victory"

    @GL
    Scenario: The game ends after the last phase of the tenth Game-Turn
      Given the game situation:
        """
        { "firstPlayer": "us", "airStrikePhase": false, "gameTurn": 10 }
        """
      When the sequence-of-play procedure starts
      And the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" },
         { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the procedure is in state "defensiveFire"
      When the events are sent:
        """
        [{ "type": "END_PHASE" }]
        """
      Then the procedure has ended in state "determiningWinner"
      And the output "gameTurn" is 10

    @GL
    Scenario: There is no eleventh Game-Turn
      Given the game situation:
        """
        { "firstPlayer": "us", "airStrikePhase": false, "gameTurn": 11 }
        """
      When the sequence-of-play procedure starts
      Then it is rejected with code "invalid-field" naming "input.gameTurn"

  Rule: CRE.D Dispersed
    "they return to normal at the beginning of the next repetition of the exact Phase in which they were dispersed."
    "that German unit would remain dispersed until the beginning of the next U.S. Offensive Fire Phase, at which time it would return to normal (before any U.S. action)."
    "U.S. Infantry, Armored Infantry and Engineer units never recover from being dispersed."

    Background:
      Given the game situation:
        """
        {
          "firstPlayer": "us", "airStrikePhase": false, "gameTurn": 6,
          "dispersed": [
            { "unit": "ger-75mm-at", "dispersal": { "until": { "playerTurn": "us", "phase": "offensive-fire" } } },
            { "unit": "ger-inf", "dispersal": { "until": { "playerTurn": "german", "phase": "movement" } } },
            { "unit": "us-inf", "dispersal": { "until": "never" } }
          ]
        }
        """

    @CRE.D
    Scenario: The gun dispersed in the U.S. Offensive Fire Phase is normal again as the next one begins
      When the sequence-of-play procedure starts
      Then the output "recovered" is [{ "unit": "ger-75mm-at", "gameTurn": 6, "playerTurn": "us", "phase": "offensive-fire" }]
      And the output "stillDispersed" is ["ger-inf", "us-inf"]

    @CRE.D
    Scenario: The German platoon returns as the German Movement Phase begins; the U.S. infantry never
      When the sequence-of-play procedure starts
      And the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the output "stillDispersed" is ["us-inf"]
      And the output "recovered" is [{ "unit": "ger-75mm-at", "gameTurn": 6, "playerTurn": "us", "phase": "offensive-fire" }, { "unit": "ger-inf", "gameTurn": 6, "playerTurn": "german", "phase": "movement" }]

  Rule: CRE.D Dispersed units return as each Phase begins
    "Units remain dispersed for one Game … Turn Equivalent"
    "C. Overrun Phase: First Player may execute Overrun attacks against Enemy units."
    "D. Close Assault Phase: First Player executes any Close Assault attacks"
    "the Second Player may allocate his units to Defensive Fire attacks against the First Player's units."

    @CRE.D @SOP.1.C @SOP.1.D @SOP.1.E @SOP.1.F @AS
    Scenario: German units dispersed in the Overrun, Close Assault, Air Strike and German Defensive Fire Phases of Game-Turn 9 return as each begins in Game-Turn 10
      Given the game situation:
        """
        {
          "firstPlayer": "us", "airStrikePhase": true, "gameTurn": 10,
          "dispersed": [
            { "unit": "ger-pz-iv", "dispersal": { "until": { "playerTurn": "us", "phase": "overrun" } } },
            { "unit": "ger-inf", "dispersal": { "until": { "playerTurn": "us", "phase": "close-assault" } } },
            { "unit": "ger-88mm", "dispersal": { "until": { "playerTurn": "us", "phase": "air-strike" } } },
            { "unit": "ger-halftrack", "dispersal": { "until": { "playerTurn": "german", "phase": "defensive-fire" } } }
          ]
        }
        """
      When the sequence-of-play procedure starts
      And the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the procedure is in state "overrun"
      And the output "recovered" is [{ "unit": "ger-pz-iv", "gameTurn": 10, "playerTurn": "us", "phase": "overrun" }]
      When the events are sent:
        """
        [{ "type": "END_PHASE" }]
        """
      Then the procedure is in state "closeAssault"
      And the output "stillDispersed" is ["ger-88mm", "ger-halftrack"]
      When the events are sent:
        """
        [{ "type": "END_PHASE" }]
        """
      Then the procedure is in state "airStrike"
      And the output "stillDispersed" is ["ger-halftrack"]
      When the events are sent:
        """
        [{ "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }, { "type": "END_PHASE" }]
        """
      Then the procedure is in state "closeAssault"
      And the output "playerTurn" is "german"
      And the output "stillDispersed" is ["ger-halftrack"]
      When the events are sent:
        """
        [{ "type": "END_PHASE" }]
        """
      Then the procedure is in state "defensiveFire"
      And the output "stillDispersed" is []
      And the output "recovered" is [{ "unit": "ger-pz-iv", "gameTurn": 10, "playerTurn": "us", "phase": "overrun" }, { "unit": "ger-inf", "gameTurn": 10, "playerTurn": "us", "phase": "close-assault" }, { "unit": "ger-88mm", "gameTurn": 10, "playerTurn": "us", "phase": "air-strike" }, { "unit": "ger-halftrack", "gameTurn": 10, "playerTurn": "german", "phase": "defensive-fire" }]
