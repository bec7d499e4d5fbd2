Feature: Time Marker Advancement (CC:P 13.1.2, 13.2.2)
  Decides what happens, in the rulebook's order, when the time marker advances in Combat Commander:
  Pacific: the triggering player's reshuffle, the Sudden Death roll when it is due, then (if the game goes
  on) the scenario Defender's VP and the reinforcements. CC:E's chart serves, without its Smoke and Dig In
  steps. The Japanese player is the situation's "axis" player.

  Background:
    Given the game situation:
      """
      {
        "active": "allied", "triggering": "axis", "initiative": "allied",
        "postures": { "axis": "attack", "allied": "defend" },
        "time": { "space": 6, "suddenDeath": 7 }, "vp": 0,
        "smoke": ["D4"],
        "decks": {
          "axis": {
            "hand": [{ "id": "jp-h1" }],
            "draw": [{ "id": "jp-d1" }],
            "discard": [{ "id": "sd-5", "dice": { "white": 2, "colored": 3 } }, { "id": "sd-7", "dice": { "white": 3, "colored": 4 } }, { "id": "sd-9", "dice": { "white": 4, "colored": 5 }, "trigger": "Time!" }]
          },
          "allied": { "hand": [], "draw": [{ "id": "us-d1" }] }
        },
        "reinforcements": [
          { "space": 7, "unit": { "id": "us-rein", "owner": "allied", "kind": "team", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } } },
          { "space": 7, "owner": "allied", "radio": "us-radio" },
          { "space": 7, "unit": { "id": "jp-rein", "owner": "axis", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } } },
          { "space": 8, "unit": { "id": "jp-later", "owner": "axis", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } } }
        ],
        "edges": { "axis": ["A1", "A2"], "allied": ["J1"] },
        "artilleryBoxes": { "axis": null, "allied": null },
        "units": [
          { "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "A1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "jp-2", "owner": "axis", "kind": "team", "hex": "A1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }
        ],
        "map": { "hexes": { "A1": { "terrain": ["Open Ground"] }, "A2": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "D4": { "terrain": ["Open Ground"] }, "J1": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: 13.1.2 Advancement
    "The time marker is advanced one space forward along the Time Track whenever:"
    "a Time trigger is rolled (and the roll is not cancelled by the player with the Initiative); or"
    "a player’s draw pile has no cards remaining: treat such an occurrence exactly as if a Time trigger had been revealed."
    "Immediately after advancing the time marker, normal play pauses so that the following two steps may be executed in the order shown: a) the player triggering the Time Advance (only) shuffles his deck and discard pile together to form a new draw pile; b) the triggering player makes a Sudden Death roll if appropriate [13.2.2]."
    "Then, if the game did not end due to sudden death, perform the following two steps: c) the scenario Defender (only) gains 1 VP; d) if there are one or more pieces or Sighting markers in the space now occupied by the time marker, the owning player brings them into play as reinforcements by placing them in any hexes along his friendly map edge (inactive player first). Any reinforcement radio is placed into that player’s empty Artillery Box instead."
    "Once the four steps above have been completed in their entirety, normal play resumes from wherever it left off."

    @13.1.2 @1.9.5 @1.4 @13.2.2 @15.1.2
    Scenario: The four steps in order, the game going on; the Smoke marker stays and nobody plays Dig In
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" },
         { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "A2" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" }]
        """
      Then the procedure has ended in state "resumed"
      And the output "time" is 7
      And the output "suddenDeathRolls" is [{"card": "sd-9", "sum": 9, "result": "play-proceeds"}]
      And the output "vp" is -1
      And the output "smoke" is ["D4"]
      And the output "removedSmoke" is null
      And the output "placed" is [{"unit": "jp-rein", "hex": "A2"}, {"unit": "us-radio", "hex": "artillery-box"}, {"unit": "us-rein", "hex": "J1"}]
      And the output "artilleryBoxes.allied" is "us-radio"
      And the output "dugIn" is []
      And the trace cites 13.1.2 and 1.9.5

    @13.1.2
    Scenario: CC:P has no Smoke step: a Smoke removal is not an event of its Time advance
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "D4" }]
        """
      Then it is rejected with code "invalid-field" naming "events[3].type"

    @13.1.2
    Scenario: The inactive player's reinforcements enter first
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[3].unit"

    @13.1.2
    Scenario: A reinforcement is placed along its owner's friendly map edge only
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "J1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[3].hex"

    @13.1.2 @15.1.2
    Scenario: A reinforcement radio whose Artillery Box is occupied is not placed
      Given the game situation field "artilleryBoxes" is {"axis": null, "allied": "us-radio-old"}
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "A2" }]
        """
      Then the output "radiosNotPlaced" is ["us-radio"]
      And the output "artilleryBoxes.allied" is "us-radio-old"

    @13.1.2 @15.1.2
    Scenario Outline: A reinforcement radio while the "artillery denied" marker holds the box (reading ccp.radio-and-denied-marker = <reading>)
      Given the reading "ccp.radio-and-denied-marker" is "<reading>"
      And the game situation field "artilleryBoxes" is {"axis": null, "allied": "artillery-denied"}
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "A2" }]
        """
      Then the output "radiosNotPlaced" is <not placed>
      And the output "artilleryBoxes.allied" is "<box>"

      Examples:
        | reading        | not placed   | box              |
        | marker-stays   | ["us-radio"] | artillery-denied |
        | radio-replaces | []           | us-radio         |

    @13.1.2
    Scenario Outline: With no scenario Defender (Attacker vs Recon), the reading ccp.no-defender-time-vp = <reading>
      Given the reading "ccp.no-defender-time-vp" is "<reading>"
      And the game situation field "postures" is {"axis": "attack", "allied": "recon"}
      And the game situation field "time" is {"space": 2, "suddenDeath": 7}
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure has ended in state "resumed"
      And the output "defenderVp" is <gains>
      And the output "vp" is <vp>
      And the output "suddenDeathRolls" is []

      Examples:
        | reading      | gains    | vp |
        | nobody       | null     | 0  |
        | non-attacker | "allied" | -1 |

  Rule: 15.2 Unit Stacking
    "A hex can contain units sporting a total of up to 7 soldier figures without penalty."
    "In a hex, each soldier icon beyond 7 reduces that hex’s … Cover by 1."

    @15.2 @13.1.2
    Scenario: A Japanese squad may enter an edge hex already holding 6 figures (10 in all): CC:P drops CC:E's stacking limit for reinforcements
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "A1" }]
        """
      Then the procedure is in state "placingReinforcements"
      And the output "placed" is [{"unit": "jp-rein", "hex": "A1"}, {"unit": "us-radio", "hex": "artillery-box"}]
      And the trace cites 15.2

  Rule: 1.4 Reshuffle
    "During each Time Marker Advance [13.1.2], one player will be instructed to shuffle the cards occupying both his discard and draw piles together in order to form a new draw pile."

    @1.4 @13.1.2
    Scenario: Only the triggering player's draw and discard piles are shuffled together
      Given the game situation field "time" is {"space": 5, "suddenDeath": 7}
      And the game situation field "reinforcements" is []
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the output "decks.axis" is {"hand": ["jp-h1"], "draw": 71, "discard": 0, "discardTop": null, "total": 72}
      And the output "decks.allied" is {"hand": [], "draw": 1, "discard": 71, "discardTop": "allied-card-01", "total": 72}

  Rule: 13.2.2 Sudden Death Procedure
    "Whenever the time marker advances into or beyond the space occupied by the sudden death marker, the triggering player must make a roll—this is done after that player shuffles his Fate deck and discard pile together to form a new draw pile."
    "If the result is less than the number in the space currently occupied by the time marker (not the sudden death marker), the game immediately ends. Otherwise, play proceeds as normal."

    @13.2.2 @13.3
    Scenario Outline: A Sudden Death roll of <sum> with the time marker in space 7
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["<card>"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "suddenDeathRolls" is [{"card": "<card>", "sum": <sum>, "result": "<result>"}]
      And the procedure is in state "<state>"

      Examples:
        | card | sum | result        | state                 |
        | sd-5 | 5   | game-ends     | ended                 |
        | sd-7 | 7   | play-proceeds | placingReinforcements |
        | sd-9 | 9   | play-proceeds | placingReinforcements |

    @13.2.2 @13.3
    Scenario: The Sudden Death roll that ends the game ends it before the Defender's VP, citing 13.2.2
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-5"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "ended"
      And the output "ended" is {"how": "sudden-death", "players": [], "rule": "13.2.2"}
      And the output "vp" is 0
      And the trace cites 13.2.2 and 13.3

    @13.2.2 @13.3
    Scenario Outline: Beyond the sudden death marker (space 7), the time marker enters space 8: a roll of <sum> <outcome>
      Given the game situation field "time" is {"space": 7, "suddenDeath": 7}
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["<card>"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "time" is 8
      And the output "suddenDeathRolls" is [{"card": "<card>", "sum": <sum>, "result": "<result>"}]
      And the procedure is in state "<state>"

      Examples:
        | card | sum | outcome                         | result        | state                 |
        | sd-7 | 7   | ends the game: 7 is less than 8 | game-ends     | ended                 |
        | sd-9 | 9   | lets play proceed               | play-proceeds | placingReinforcements |

    @13.2.2
    Scenario: No Sudden Death roll while the time marker is short of the sudden death marker (nobody arriving in space 6)
      Given the game situation field "time" is {"space": 5, "suddenDeath": 7}
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure has ended in state "resumed"
      And the output "suddenDeathRolls" is []
      And the output "vp" is -1

    @13.2.2
    Scenario: CC:P has no all-five-Objectives chit: the Japanese player holding all five Objectives still rolls
      Given the game situation field "objectives" is [{"number": 1, "hexes": ["A1"], "controller": "axis"}, {"number": 2, "hexes": ["A2"], "controller": "axis"}, {"number": 3, "hexes": ["C3"], "controller": "axis"}, {"number": 4, "hexes": ["D4"], "controller": "axis"}, {"number": 5, "hexes": ["J1"], "controller": "axis"}]
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure is in state "rollingSuddenDeath"
      And the output "ended" is null

  Rule: 1.9.1.2 Die Triggers NA Within Triggers
    "Any roll made while resolving a trigger (such as the Reinforcements event that requires a roll … a Sudden Death roll during a Time trigger) cannot itself produce a die trigger."

    @1.9 @1.9.1 @1.9.1.2 @13.2.2
    Scenario: A Sudden Death roll showing a Time trigger advances nothing
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "time" is 7
      And the procedure is in state "placingReinforcements"

  Rule: 10.1 Re-Roll
    "he must give the Initiative card to his opponent and then the re-roll is performed."
    "This use of the Initiative can occur an unlimited number of times during the game— even during the same series of die rolls."

    @10.1 @13.2.2
    Scenario: The Initiative holder cancels a game-ending Sudden Death roll; the re-roll lets play proceed
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-5", "sd-7"] }, { "type": "ROLL" }, { "type": "REROLL" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "suddenDeathRolls" is [{"card": "sd-5", "sum": 5, "result": "canceled"}, {"card": "sd-7", "sum": 7, "result": "play-proceeds"}]
      And the output "initiative" is "axis"
      And the trace cites 10.1

  Rule: 14.3.1 Control of Objectives
    "the last player to have solely occupied an objective with a friendly unit should place/flip the control marker within that objective"
    "An objective located in a building hex is considered to represent the entirety of that building. In such a case, every hex of that building must be devoid of enemy units in order for an occupying player to take control of it."

    @14.3.1 @14.3.4 @13.1.2
    Scenario: An Allied reinforcement placed alone on the Japanese open 4-VP objective takes it: an eight-point swing
      Given the game situation field "objectives" is [{"number": 1, "hexes": ["J1"], "controller": "axis"}]
      And the game situation field "chits" is [{"id": "A", "objective": 1, "value": 4, "open": true}]
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" },
         { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "A2" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" }]
        """
      Then the procedure has ended in state "resumed"
      And the output "objectives" is [{"number": 1, "hexes": ["J1"], "controller": "allied"}]
      And the output "vp" is -9

    @14.3.1 @14.3.2 @14.3.4 @13.1.2
    Scenario Outline: A Japanese reinforcement enters hex A2 of a building objective over <hexes> (chit open: <open>)
      Given the game situation field "objectives" is [{"number": 3, "hexes": <hexes>, "controller": "allied"}]
      And the game situation field "chits" is [{"id": "B", "objective": 3, "value": 2, "open": <open>}]
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "PLACE_REINFORCEMENT", "unit": "jp-rein", "hex": "A2" }]
        """
      Then the output "objectives.0.controller" is "<controller>"
      And the output "vp" is <vp>

      Examples:
        | hexes        | open  | controller | vp |
        | ["A2", "D4"] | true  | allied     | -1 |
        | ["A2", "C3"] | true  | axis       | 3  |
        | ["A2", "C3"] | false | axis       | -1 |
