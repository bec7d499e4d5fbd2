Feature: Air Strikes (SPI Combat Command, 1972)
  Decides one Air Strike in the U.S. Player's Air Strike Phase: whether it may be made, the Air Combat
  Points against the targets' Defense Strength, the odds, the die-number, the Combat Results Table's result
  (a cell the text lost is given by the reader) as Air Strikes treat it, and its effect on each German unit.

  Rule: AS.B Targets in Covering Terrain (the text's example)
    "Targets in Covering Terrain: German units in Woods or Town hexes must be treated as a single, combined Defense Strength. They must be spotted by a U.S. ground unit in the same hex ."
    "the effective value of the allocated Air Combat Points is cut in half ."
    "For example: if the U.S. Player allocated eight Air Combat Points to an attack against a Town hex containing three German u nits with a combined Defense Strength of "4," then the Combat odds would be 1 to 1"
    Three German units (Defense 2, 1 and 1) in a Town hex, a U.S. armored-infantry platoon with them; the
    U.S. Player has 70 Air Combat Points and allocates 8.

    Background:
      Given the situation of the air-strike seed "the-town-example"

    @AS.B @AS @AS.A @AS.C
    Scenario: Eight points halved to 4 against 4: 1 to 1, and a roll of 3 is die-number 4
      When the air-strike procedure starts
      And the die rolls 3
      Then the odds are "1-1"
      And the output "attack" is {"allocated": 8, "total": 4}
      And the output "defense.total" is 4
      And the output "dieNumber.total" is 4
      And the procedure is in state "awaitingTableResult"
      And the output "pointsLeft" is 62

    @AS.B
    Scenario: One unit of the Town stack may not be singled out
      Given the game situation field "targets" is ["ger-inf-1"]
      When the air-strike procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "AS.B"

    @AS.B
    Scenario: With no U.S. ground unit in the Town hex the stack is not spotted
      Given the situation of the air-strike seed "town-stack-unspotted"
      When the air-strike procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "AS.B"

  Rule: AS.D Retreat results
    ""R" (Retreat) results do not apply to Air Strike Combat. Treat "R" results as "no·effect." Treat "DR" as "D.""

    Background:
      Given the situation of the air-strike seed "the-town-example"

    @AS.D @CRE.0
    Scenario: The reader's copy gives R: no effect on any of the three
      When the air-strike procedure starts
      And the die rolls 3
      And the Combat Results Table is read as "R"
      Then the procedure has ended in state "resolved"
      And the output "tableResult" is "R"
      And the output "treatedAs" is "0"
      And the effect on "ger-inf-1" is "none"
      And the effect on "ger-81mm" is "none"

    @AS.D @CRE.D
    Scenario: The reader's copy gives DR: the units are dispersed, not retreated
      When the air-strike procedure starts
      And the die rolls 3
      And the Combat Results Table is read as "DR"
      Then the output "treatedAs" is "D"
      And the effect on "ger-inf-2" is "dispersed"
      And "ger-inf-2" stays dispersed until the next us air-strike Phase

  Rule: AS.C No Weapons Effectiveness
    "Weapons Effectiveness and Target·type rules have no bearing upon Air Strike Combat ."
    "Armored and Non·Armored targets may be attacked in combination, unlike normal Fire ·Combat."
    "I mproved Position rules apply to targets of Air Strikes."
    "The U.S. Player may single out individual German units in a given attack, or he may attack groups of units in a stack, or attack the enti re stack at once."
    A German tank (Defense 3) and a Dug-In infantry platoon (Defense 1) in the open, a second platoon with
    them; 8 points. The cell 2-1 at die-number 4 is given in the situation as X: a placeholder for the
    lost table, not its value.

    Background:
      Given the situation of the air-strike seed "armor-and-infantry-in-the-open"

    @AS.C @AS.A @IP.C @CRE.X @WR.A
    Scenario: 8 to 4 is 2-1; a roll of 3 and one for the Dug-In platoon is 4: the tank leaves a Wreck
      When the air-strike procedure starts
      And the die rolls 3
      Then the odds are "2-1"
      And the output "dieNumber.total" is 4
      And the output "tableResultFrom" is "situation"
      And the effect on "ger-pz" is "eliminated"
      And "ger-pz" leaves 1 Wreck markers
      And the effect on "ger-inf" is "eliminated"
      And the output "effects.length" is 2

  Rule: CRE.N Dispersed targets
    "the attacker may subtract .. , .. from his die·number (due to dispersal) only if half or more than half of the combined Defense Strength is composed of dispersed units."
    Eight points at a dispersed platoon (Defense 2) and a normal one (Defense 2): 2-1.

    Background:
      Given the situation of the air-strike seed "half-dispersed"

    @CRE.N @AS.D @SA
    Scenario: Half the Defense Strength dispersed: a roll of 6 is die-number 5, the text's cell R, no effect
      When the air-strike procedure starts
      And the die rolls 6
      Then the output "dieNumber.total" is 5
      And the output "tableResultFrom" is "text"
      And the output "treatedAs" is "0"
      And the effect on "ger-inf" is "none"

  Rule: AS Air Combat Points (reading spicc.halved-strength-fraction)
    "Air Combat Points may not be saved or accumulated for use in subsequent Player·Turns."
    "comparing the number of Air Combat Points being used in a given attack to the Defense Strength of the German target units."

    @AS @CRE
    Scenario: All 70 points at the Town stack: 35 to 4 is better than 6-1, so 6-1; none left
      Given the situation of the air-strike seed "all-the-points"
      When the air-strike procedure starts
      Then the odds are "6-1"
      And the output "pointsLeft" is 0

    @AS
    Scenario: 71 of 70 points are refused
      Given the situation of the air-strike seed "more-points-than-available"
      When the air-strike procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "AS"

    @AS.B
    Scenario Outline: Seven points against a Woods stack of 7 under <alternative>: <odds>
      Given the situation of the air-strike seed "odd-points-in-woods"
      And the reading "spicc.halved-strength-fraction" is "<alternative>"
      When the air-strike procedure starts
      Then the output "attack.total" is <total>
      And the odds are "<odds>"

      Examples:
        | alternative   | total | odds |
        | keep-fraction | 3.5   | 1-2  |
        | drop-fraction | 3     | 1-3  |

    @CRE
    Scenario Outline: <points> point against Defense <defense>: <outcome>
      Given the situation of the air-strike seed "odds-worse-than-one-to-four"
      And the game situation field "units.0.defense" is <defense>
      When the air-strike procedure starts
      Then the procedure is in state "<state>"

      Examples:
        | points | defense | outcome                   | state   |
        | 1      | 4       | 1-4, the die is rolled    | rolling |
        | 1      | 5       | worse than 1-4, no effect | noEffect |

  Rule: AS.E Air strikes not combined
    "Air strikes may not in any way be combined with other types of combat; they may only be performed in the Air Strike Phase."
    "only the U.S. Player has an Air Strike Phase"

    @AS.E @SOP.1.E
    Scenario Outline: <situation>: refused citing <rule>
      Given the situation of the air-strike seed "<seed>"
      When the air-strike procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "<rule>"

      Examples:
        | seed                        | situation                  | rule    |
        | not-in-the-air-strike-phase | The Close Assault Phase    | AS.E    |
        | not-the-us-player-turn      | The German Player-Turn     | SOP.1.E |
