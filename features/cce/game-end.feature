Feature: Game End and Victory (CC:E 6.3, 7, 9.2)
  Decides whether the game is over and who won, from what has just happened: a surrender, a last unit
  eliminated or exited, a Sudden Death Roll, all five Objectives held; and the Victory Point arithmetic
  every procedure uses (unit values, exit VP, the doubling chits, Objectives).

  Background:
    Given the game situation:
      """
      { "unitsOnMap": { "axis": 3, "allied": 3 }, "vp": 0, "initiative": "axis" }
      """

  Rule: 6.3 Game End
    "A game of Combat Commander will generally end in one of four ways:"
    "1) A player is forced to place one of his eliminated units in the space of the Casualty Track occupied by his Surrender marker;"
    "6.3.1—If the first or second situation above occurs, that player immediately and automatically loses the game regardless of the VP total. If both players simultaneously lose in this manner, the player holding the Initiative card breaks the tie and wins the game [9.2]."

    @6.3 @6.3.1
    Scenario: A surrender beats a VP lead
      Given the game situation field "surrendered" is ["allied"]
      And the game situation field "vp" is -6
      When the game-end procedure starts
      Then the procedure has ended in state "over"
      And the output "winner" is "axis"

    @6.3 @6.3.1 @9.2
    Scenario: Both players lose at once: the Initiative holder wins
      Given the game situation field "surrendered" is ["axis"]
      And the game situation field "unitsOnMap" is {"axis": 2, "allied": 0}
      And the game situation field "initiative" is "allied"
      When the game-end procedure starts
      Then the output "winner" is "allied"
      And the trace cites 9.2

    @6.3 @6.3.1
    Scenario Outline: The last unit on the map eliminated with units still on the Time Track (reading cce.last-unit-with-reinforcements = <reading>)
      Given the reading "cce.last-unit-with-reinforcements" is "<reading>"
      And the game situation field "unitsOnMap" is {"axis": 2, "allied": 0}
      And the game situation field "reinforcementsPending" is {"axis": 0, "allied": 2}
      When the game-end procedure starts
      Then the output "result" is "<result>"
      And the output "winner" is <winner>

      Examples:
        | reading                          | result         | winner |
        | loses                            | game-over      | "axis" |
        | not-while-reinforcements-pending | game-continues | null   |

    @6.3 @6.3.1
    Scenario: The Allied player's last unit on the map is eliminated: he loses despite a 10-VP lead
      Given the game situation field "unitsOnMap" is {"axis": 3, "allied": 0}
      And the game situation field "vp" is -10
      When the game-end procedure starts
      Then the procedure has ended in state "over"
      And the output "winner" is "axis"

    @6.3
    Scenario: Nothing has ended the game
      When the game-end procedure starts
      Then the procedure has ended in state "continues"
      And the output "winner" is null

  Rule: 6.3.2 Victory on points
    "A player will usually win the game by having more VPs than his opponent when the game ends [6.3]."
    "6.3.2—If the third or fourth situation above occurs and the first two situations do not apply, players must reveal any secret Objective chits and award their VPs to the current controller. Then, the player with the higher VP total – that is, the VP marker is on his side of the “0” space – wins the game. If the VP marker is in the “0” space, the player holding the Initiative card wins the game."

    @6.3.2 @7.3.3
    Scenario: Sudden Death: the secret chits are revealed and turn a 1-VP Axis lead into an Allied win
      Given the game situation field "suddenDeath" is true
      And the game situation field "vp" is 1
      And the game situation field "objectives" is [{"number": 1, "hexes": ["B2"], "controller": "axis"}, {"number": 3, "hexes": ["F5", "F6"], "controller": "allied"}, {"number": 4, "hexes": ["H1"], "controller": null}]
      And the game situation field "chits" is [{"id": "C", "objective": 3, "value": 2, "open": false, "owner": "allied"}, {"id": "V", "objective": "all", "value": 1, "open": false, "owner": "axis"}, {"id": "G", "objective": 4, "value": 3, "open": true}]
      When the game-end procedure starts
      Then the output "revealed" is ["C", "V"]
      And the output "vp" is -1
      And the output "derivation" is {"vp": {"base": {"value": 1, "rule": "6.3.2", "what": "VP marker (Axis positive)"}, "terms": [{"value": 1, "rule": "6.3.2", "what": "Objective 1 to the axis player"}, {"value": -3, "rule": "6.3.2", "what": "Objective 3 to the allied player"}], "total": -1}}
      And the output "winner" is "allied"

    @6.3.2 @9.2
    Scenario: Sudden Death with the VP marker in the "0" space: the Initiative holder wins
      Given the game situation field "suddenDeath" is true
      And the game situation field "initiative" is "allied"
      When the game-end procedure starts
      Then the output "winner" is "allied"
      And the trace cites 9.2

    @6.3 @6.3.2 @7
    Scenario: A player's last unit exits the map: the VP marker decides
      Given the game situation field "unitsOnMap" is {"axis": 0, "allied": 4}
      And the game situation field "lastUnitExited" is "axis"
      And the game situation field "vp" is 3
      When the game-end procedure starts
      Then the output "winner" is "axis"
      And the output "how" is "last-unit-exited-vp"

  Rule: 9.2 Tie Game
    "When a scenario ends in a tie – “0” VPs after Sudden Death or both players Surrendering simultaneously, for example – the player holding the Initiative card wins the game."

    @9.2 @6.3.1
    Scenario: Both players Surrendering simultaneously: the Initiative holder wins
      Given the game situation field "surrendered" is ["axis", "allied"]
      When the game-end procedure starts
      Then the output "winner" is "axis"

  Rule: 7.3.2 Objective Chits
    "immediately prior to each Sudden Death Roll [6.2.2], if any player controls all five Objectives that player automatically wins the game regardless of current VP totals;"
    "These values are cumulative with other Objective chits. If all three chits for Objective #3 were in play (C, G and K), Objective 3 would be worth 6 VPs total (1 + 2 + 3)."

    @7.3.2
    Scenario: All five Objectives win outright, whatever the VP
      Given the game situation field "allFiveObjectives" is "allied"
      And the game situation field "vp" is 12
      When the game-end procedure starts
      Then the output "winner" is "allied"

    @7.3.2
    Scenario: The rulebook's example — chits C, G and K make Objective 3 worth 6 VP
      Given open Objective chits:
        | chit | objective | value |
        | C    | 3         | 1     |
        | G    | 3         | 2     |
        | K    | 3         | 3     |
      Then Objective 3 is worth 6 VP
      And Objective 2 is worth 0 VP

    @7.3.2
    Scenario: A chit worth 1 VP for every Objective is cumulative with C, G and K: Objective 3 is worth 7 VP, Objective 2 worth 1
      Given open Objective chits:
        | chit | objective | value |
        | C    | 3         | 1     |
        | G    | 3         | 2     |
        | K    | 3         | 3     |
        | V    | all       | 1     |
      Then Objective 3 is worth 7 VP
      And Objective 2 is worth 1 VP

  Rule: 7.1 Elimination Victory Points
    "When a unit is eliminated – for any reason: via Order, Action or Event – the opponent is awarded a certain number of VPs for it: ● A Squad is worth 2 VPs; ● A Team is worth 1 VP; ● A Leader (exception: Hero) is worth 1 VP plus 1 VP for each point of Command on its unbroken side; ● A Hero is worth zero VPs."
    "● VPs for the voluntary exit of units [7.2.1] are doubled for both players;"

    @7.1
    Scenario Outline: An Axis <kind> with Command <command> eliminated gives the Allied player <gain> VP
      Given the VP marker starts at 0
      When an axis <kind> with Command <command> is eliminated
      Then the VP marker is at <vp>

      Examples:
        | kind   | command | gain | vp |
        | squad  | 0       | 2    | -2 |
        | team   | 0       | 1    | -1 |
        | leader | 2       | 3    | -3 |
        | hero   | 1       | 0    | 0  |

    @7.1 @7.3.2
    Scenario: With "Elim. points are doubled", an eliminated Squad is worth 4
      Given the VP marker starts at 1
      And the "Elim. points are doubled" chit is in play
      When an allied squad with Command 0 is eliminated
      Then the VP marker is at 5

    @7.2.1 @7.3.2
    Scenario: Exit VP go to the owner, doubled by "Exit points are doubled"
      Given the VP marker starts at 0
      And the "Exit points are doubled" chit is in play
      When an allied leader with Command 1 exits off the opponent's edge
      Then the VP marker is at -4

  Rule: 7.3.3 Open & Secret Objectives
    "Whenever an open Objective changes ownership on the map, remember to first subtract its value from its former controller before adding its value to the new controller’s victory points—in this manner, an Objective worth 4 VPs would cause an eight point swing when it changes hands."

    @7.3.3
    Scenario: The rulebook's example — a 4-VP open Objective changing hands swings 8 points
      Given open Objective chits:
        | chit | objective | value |
        | A    | 2         | 4     |
      And the VP marker starts at 3
      When Objective 2 passes from axis to allied
      Then the VP marker is at -5

    @7.3.3
    Scenario: An uncontrolled Objective taken only adds its value
      Given open Objective chits:
        | chit | objective | value |
        | A    | 2         | 4     |
      And the VP marker starts at 0
      When Objective 2 passes from nobody to axis
      Then the VP marker is at 4

  Rule: 7.3.1.1 Building Objectives
    "An Objective located in a building hex is considered to be that entire building if it spans more than one hex. In such a case, every hex of that building must be devoid of enemy units in order for a player to take control of it."

    @7.3.1.1 @7.3.1
    Scenario: A multi-hex building is taken only when no hex of it holds an enemy unit
      Given a building Objective over hexes "F5, F6, G5" controlled by allied
      Then with units "axis@F5, allied@G5" in it, it is controlled by allied
      And with units "axis@F5, axis@F6" in it, it is controlled by axis
