Feature: Regrouping and Deployment (Combat! Stalingrad 4.3.12)
  In the Command Phase, at the player's option, two half-squads of one squad-type stacked with a leader
  are replaced by a full squad, and a full squad deploys into two half-squads. The counter mix (how many
  half-squad counters of each squad-type are free) is given. New units' ids are made from the old ones'.

  Rule: 4.3.12.1 Regrouping, 4.3.12.2 the leader and the new squad
    "4.3.12.1 At the player's option, in any hex where there are two half-squads of the same squad-type stacked together with a leader, the half-squads may be removed and replaced with a full squad of the same type."
    "4.3.12.2 The leader remains in the hex with the replacement squad, and both units are free to act in the FMPh without restriction."

    Background:
      Given the game situation:
        """
        { "units": [
          { "id": "ge-nco", "kind": "leader", "hex": "E5" },
          { "id": "ge-hs1", "kind": "half-squad", "type": "ge-rifle", "hex": "E5" },
          { "id": "ge-hs2", "kind": "half-squad", "type": "ge-rifle", "hex": "E5" },
          { "id": "ge-hs3", "kind": "half-squad", "type": "ge-guards", "hex": "E5" },
          { "id": "ge-hs4", "kind": "half-squad", "type": "ge-rifle", "hex": "F6" },
          { "id": "ge-hs5", "kind": "half-squad", "type": "ge-rifle", "hex": "F6" }], "counterMix": { "ge-rifle": 0 } }
        """

    @4.3.12.1 @4.3.12.2 @4.3.12
    Scenario: Two rifle half-squads with the NCO in E5 become a rifle squad; the NCO stays, both free to act
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "REGROUP", "halfSquads": ["ge-hs1", "ge-hs2"] }, { "type": "DONE" }]
        """
      Then the procedure has ended in state "done"
      And the output "units" is [{ "id": "ge-nco", "kind": "leader", "hex": "E5" }, { "id": "ge-hs3", "kind": "half-squad", "type": "ge-guards", "hex": "E5" }, { "id": "ge-hs4", "kind": "half-squad", "type": "ge-rifle", "hex": "F6" }, { "id": "ge-hs5", "kind": "half-squad", "type": "ge-rifle", "hex": "F6" }, { "id": "ge-hs1+ge-hs2", "kind": "squad", "type": "ge-rifle", "hex": "E5" }]
      And the output "freeToAct" is ["ge-nco", "ge-hs1+ge-hs2"]
      And the output "counterMix" is { "ge-rifle": 2 }

    @4.3.12.1
    Scenario: A rifle and a guards half-squad are not of the same squad-type
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "REGROUP", "halfSquads": ["ge-hs1", "ge-hs3"] }]
        """
      Then the output "refused" is [{ "event": "ge-hs1+ge-hs3", "rule": "4.3.12.1", "why": "not two half-squads of one squad-type with a leader" }]

    @4.3.12.1
    Scenario: Two rifle half-squads in F6 have no leader with them
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "REGROUP", "halfSquads": ["ge-hs4", "ge-hs5"] }]
        """
      Then the output "refused.0.rule" is "4.3.12.1"
      And the output "freeToAct" is []

    @4.3.12.1
    Scenario: Half-squads in two hexes are not stacked together
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "REGROUP", "halfSquads": ["ge-hs1", "ge-hs4"] }]
        """
      Then the output "refused.0.rule" is "4.3.12.1"

  Rule: 4.3.12.1 Deployment (reading cs.deploy-leader)
    "A full squad may also deploy into two HS (subject to counter-mix limitations)."

    Background:
      Given the game situation:
        """
        { "units": [
          { "id": "ru-ldr", "kind": "leader", "hex": "C3" },
          { "id": "ru-sq1", "kind": "squad", "type": "ru-rifle", "hex": "C3" },
          { "id": "ru-sq2", "kind": "squad", "type": "ru-rifle", "hex": "D4" }], "counterMix": { "ru-rifle": 2 } }
        """

    @4.3.12.1 @4.3.12
    Scenario: The rifle squad with the leader in C3 deploys into two half-squads, taking the two free counters
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "DEPLOY", "squad": "ru-sq1" }]
        """
      Then the output "units" is [{ "id": "ru-ldr", "kind": "leader", "hex": "C3" }, { "id": "ru-sq2", "kind": "squad", "type": "ru-rifle", "hex": "D4" }, { "id": "ru-sq1/1", "kind": "half-squad", "type": "ru-rifle", "hex": "C3" }, { "id": "ru-sq1/2", "kind": "half-squad", "type": "ru-rifle", "hex": "C3" }]
      And the output "counterMix" is { "ru-rifle": 0 }

    @4.3.12.1
    Scenario: With one free rifle half-squad counter it may not
      Given the game situation field "counterMix" is { "ru-rifle": 1 }
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "DEPLOY", "squad": "ru-sq1" }]
        """
      Then the output "refused.0.rule" is "4.3.12.1"

    @4.3.12.1
    Scenario Outline: Under '<alternative>', the squad in D4 with no leader <does> deploy
      Given the reading "cs.deploy-leader" is "<alternative>"
      When the regroup procedure starts
      And the events are sent:
        """
        [{ "type": "DEPLOY", "squad": "ru-sq2" }]
        """
      Then the output "refused" is <refused>

      Examples:
        | alternative | does     | refused |
        | leader      | does not | [{ "event": "ru-sq2", "rule": "4.3.12.1", "why": "no two half-squad counters of its type free, or no leader" }] |
        | any         | does     | [] |
