Feature: Game End and Victory (CC:P 13.3, 14, 10.2)
  Decides whether a game of Combat Commander: Pacific is over and who won, from what has just happened:
  an Allied surrender, a last unit eliminated or removed from the map, a Sudden Death roll. CC:E's chart
  serves, with CC:P's differences: only the Allied player surrenders, units in an Infiltration Box keep
  their player in the game, and there is no all-five-Objectives chit. The Japanese player is the
  situation's "axis" player.

  Background:
    Given the game situation:
      """
      { "unitsOnMap": { "axis": 3, "allied": 3 }, "vp": 0, "initiative": "axis" }
      """

  Rule: 13.3 Game End, a) and b): the outright losses (13.3.1)
    "A game of CC:P will end in one of four ways: a) The Allied player is forced to place one of his eliminated units in the space of the Casualty Track occupied by the surrender marker; b) A player’s last remaining unit on the map is eliminated and that player has no units in an Infiltration Box;"
    "13.3.1 Game End via Elimination If the above situation a) or b) occurs, that player immediately and automatically loses the game regardless of the VP total. If both players simultaneously lose in this manner, the player holding the Initiative card breaks the tie and wins the game."
    "The Japanese do not surrender in CC:P."

    @13.3 @13.3.1
    Scenario: The Allied surrender beats a 6-VP Allied lead
      Given the game situation field "surrendered" is ["allied"]
      And the game situation field "vp" is -6
      When the game-end procedure starts
      Then the procedure has ended in state "over"
      And the output "winner" is "axis"
      And the output "how" is "surrender"

    @13.3
    Scenario: The Japanese player has no surrender marker: a Japanese surrender is rejected
      Given the game situation field "surrendered" is ["axis"]
      When the game-end procedure starts
      Then it is rejected with code "invalid-field" naming "input.surrendered[0]"

    @13.3 @13.3.1
    Scenario: The last Japanese unit on the map is eliminated, none in an Infiltration Box: Japan loses despite a 5-VP lead
      Given the game situation field "unitsOnMap" is {"axis": 0, "allied": 3}
      And the game situation field "vp" is 5
      When the game-end procedure starts
      Then the procedure has ended in state "over"
      And the output "winner" is "allied"
      And the output "how" is "last-unit-eliminated"

    @13.3
    Scenario: The last Japanese unit on the map is eliminated while one waits in an Infiltration Box: the game goes on
      Given the game situation field "unitsOnMap" is {"axis": 0, "allied": 3}
      And the game situation field "infiltrated" is {"axis": 1, "allied": 0}
      When the game-end procedure starts
      Then the procedure has ended in state "continues"
      And the output "result" is "game-continues"
      And the output "winner" is null

    @13.3 @13.3.1 @10.2
    Scenario: The Allied player surrenders as the last Japanese unit is eliminated: the Initiative holder wins
      Given the game situation field "surrendered" is ["allied"]
      And the game situation field "unitsOnMap" is {"axis": 0, "allied": 2}
      And the game situation field "initiative" is "axis"
      When the game-end procedure starts
      Then the output "winner" is "axis"
      And the output "how" is "both-lose-initiative-wins"
      And the trace cites 10.2

    @13.3 @13.3.1
    Scenario Outline: The last Allied unit on the map is eliminated with units still on the Time Track (reading ccp.last-unit-with-reinforcements = <reading>)
      Given the reading "ccp.last-unit-with-reinforcements" is "<reading>"
      And the game situation field "unitsOnMap" is {"axis": 2, "allied": 0}
      And the game situation field "reinforcementsPending" is {"axis": 0, "allied": 2}
      When the game-end procedure starts
      Then the output "result" is "<result>"
      And the output "winner" is <winner>

      Examples:
        | reading                          | result         | winner |
        | loses                            | game-over      | "axis" |
        | not-while-reinforcements-pending | game-continues | null   |

    @13.3
    Scenario: Nothing has ended the game
      When the game-end procedure starts
      Then the procedure has ended in state "continues"
      And the output "winner" is null

  Rule: 13.3 c) and d): the game ends on VP (13.3.2)
    "c) A player’s last remaining unit on the map is removed from the map for any reason other than elimination [14.2.2] and that player has no units in an Infiltration Box; d) A Sudden Death roll [13.2.2] is made that is less than the number in the space currently occupied by the time marker."
    "13.3.2 Game End via Exit or Time If the above situation c) or d) occurs and situations a) and b) do not apply, players must reveal any secret objective chits and award their VPs to the current controller. Then, the player with the higher VP total – that is, the VP marker is on his side of the zero space – wins the game. If the VP marker is in the zero space, the player holding the Initiative card breaks the tie and wins the game."

    @13.3 @13.3.2 @14
    Scenario: The last Japanese unit on the map exits, none infiltrated, Japan 3 VP ahead: the VP marker decides
      Given the game situation field "unitsOnMap" is {"axis": 0, "allied": 4}
      And the game situation field "lastUnitExited" is "axis"
      And the game situation field "vp" is 3
      When the game-end procedure starts
      Then the procedure has ended in state "over"
      And the output "winner" is "axis"
      And the output "how" is "last-unit-exited-vp"

    @13.3
    Scenario: The last Japanese unit on the map exits while one waits in an Infiltration Box: the game goes on
      Given the game situation field "unitsOnMap" is {"axis": 0, "allied": 4}
      And the game situation field "lastUnitExited" is "axis"
      And the game situation field "infiltrated" is {"axis": 1, "allied": 0}
      And the game situation field "vp" is 3
      When the game-end procedure starts
      Then the procedure has ended in state "continues"
      And the output "winner" is null

    @13.3.2 @14.3.4
    Scenario: Sudden Death: the Allied secret chit is revealed and turns a 1-VP Japanese lead into an Allied win
      Given the game situation field "suddenDeath" is true
      And the game situation field "vp" is 1
      And the game situation field "objectives" is [{"number": 1, "hexes": ["B2"], "controller": "axis"}, {"number": 3, "hexes": ["F5", "F6"], "controller": "allied"}]
      And the game situation field "chits" is [{"id": "C", "objective": 3, "value": 2, "open": false, "owner": "allied"}]
      When the game-end procedure starts
      Then the output "revealed" is ["C"]
      And the output "vp" is -1
      And the output "winner" is "allied"
      And the output "how" is "sudden-death-vp"

    @13.3.2 @10.2
    Scenario: Sudden Death with the VP marker in the zero space: the Initiative holder wins
      Given the game situation field "suddenDeath" is true
      And the game situation field "initiative" is "allied"
      When the game-end procedure starts
      Then the output "winner" is "allied"
      And the output "how" is "sudden-death-vp-zero"

  Rule: 14.3.3 Objective Chits: CC:P has no all-five-Objectives chit (CC:E 7.3.2)
    "14.3.3 Objective Chits There are 21 objective markers – or “chits” – in CC:P."
    "The two specialized objective chits labeled"

    @14.3.3
    Scenario: A situation naming a holder of CC:E's all-five-Objectives chit is rejected
      Given the game situation field "allFiveObjectives" is "allied"
      When the game-end procedure starts
      Then it is rejected with code "invalid-field" naming "input.allFiveObjectives"

    @14.3.3
    Scenario: The CC:E field with its neutral value (no holder) is accepted, so one situation serves both editions
      Given the game situation field "allFiveObjectives" is null
      When the game-end procedure starts
      Then the procedure has ended in state "continues"
