Feature: Time Marker Advancement (CC:E 6.1.2, 6.2.2)
  Decides what happens, in the rulebook's order, when the Time marker advances: the triggering player's
  reshuffle, the Sudden Death Roll when it is due, then (if the game goes on) the Defender's VP, one Smoke
  marker removed, reinforcements entering and Dig In.

  Background:
    Given the game situation:
      """
      {
        "active": "allied", "triggering": "axis", "initiative": "allied",
        "postures": { "axis": "attack", "allied": "defend" },
        "time": { "space": 6, "suddenDeath": 7 }, "vp": 0,
        "smoke": ["C3", "D4"],
        "decks": {
          "axis": {
            "hand": [{ "id": "ax-h1" }],
            "draw": [{ "id": "ax-d1" }],
            "discard": [{ "id": "sd-5", "dice": { "white": 2, "colored": 3 } }, { "id": "sd-7", "dice": { "white": 3, "colored": 4 } }, { "id": "sd-9", "dice": { "white": 4, "colored": 5 }, "trigger": "Time!" }]
          },
          "allied": { "hand": [{ "id": "al-dig", "action": "Dig In" }], "draw": [{ "id": "al-d1" }] }
        },
        "reinforcements": [
          { "space": 7, "unit": { "id": "us-rein", "owner": "allied", "kind": "team", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } } },
          { "space": 7, "owner": "allied", "radio": "us-radio" },
          { "space": 7, "unit": { "id": "de-rein", "owner": "axis", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } } },
          { "space": 8, "unit": { "id": "de-later", "owner": "axis", "kind": "squad", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } } }
        ],
        "edges": { "axis": ["A1", "A2"], "allied": ["J1"] },
        "artilleryBoxes": { "axis": null, "allied": null },
        "units": [
          { "id": "de-1", "owner": "axis", "kind": "squad", "hex": "A1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "de-2", "owner": "axis", "kind": "team", "hex": "A1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }
        ],
        "map": { "hexes": { "A1": { "terrain": ["Open Ground"] }, "A2": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "D4": { "terrain": ["Open Ground"] }, "J1": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: 6.1.2 Advancement
    "The Time marker is advanced one space forward along the Time Track: ● whenever a “Time!” trigger is rolled; or ● whenever a player reveals/draws the last card in his draw pile: treat such an occurrence exactly as if a “Time!” trigger had been rolled."
    "Players must first perform the following two steps in the order shown: 1) the player triggering the Time Advance (only) shuffles his deck and discard pile together to form a new draw pile; 2) the triggering player makes a Sudden Death Roll if appropriate [6.2.2]. Then, if the game did not end due to Sudden Death, perform the following four steps in the order shown: 3) the Defender (only) gains 1 VP; 4) the triggering player (only) must remove any one Smoke marker from the map; 5) if there are one or more units in the space now occupied by the Time marker, the owning player(s) brings them into play as reinforcements by placing them in any hex(es) along his friendly board edge (inactive player first). Stacking limits [8] must be observed. Any reinforcement Radio is placed into that player’s (empty) Artillery Box instead; 6) both players may play “Dig In” Actions [A32]."

    @6.1.2 @1.4 @6.2.2 @A32 @8.1.2
    Scenario: The six steps in order, the game going on
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "D4" },
         { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "A2" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" },
         { "type": "DIG_IN", "player": "allied", "card": "al-dig" }, { "type": "END_DIG_IN" }]
        """
      Then the procedure has ended in state "resumed"
      And the output "time" is 7
      And the output "suddenDeathRolls" is [{"card": "sd-9", "sum": 9, "result": "play-proceeds"}]
      And the output "vp" is -1
      And the output "smoke" is ["C3"]
      And the output "placed" is [{"unit": "de-rein", "hex": "A2"}, {"unit": "us-radio", "hex": "artillery-box"}, {"unit": "us-rein", "hex": "J1"}]
      And the output "artilleryBoxes.allied" is "us-radio"
      And the output "dugIn" is [{"player": "allied", "card": "al-dig"}]
      And the output "decks.allied.discardTop" is "al-dig"
      And the output "decks.axis.total" is 72

    @6.1.2
    Scenario: With no Smoke marker on the map, step 4 removes nothing
      Given the game situation field "smoke" is []
      And the game situation field "time" is {"space": 5, "suddenDeath": 7}
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure is in state "diggingIn"
      And the output "removedSmoke" is null
      And the output "placed" is []

    @6.1.2
    Scenario: The inactive player's reinforcements enter first
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "D4" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[4].unit"

    @6.1.2 @8.2
    Scenario: A reinforcement may not be placed where it would overstack (a Squad into a hex holding 6 figures)
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "C3" }, { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "A1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[4].hex"

    @6.1.2 @8.1.2
    Scenario: A reinforcement Radio whose Artillery Box is occupied is not placed
      Given the game situation field "artilleryBoxes" is {"axis": null, "allied": "us-radio-old"}
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "C3" }, { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "A2" }]
        """
      Then the output "radiosNotPlaced" is ["us-radio"]
      And the output "artilleryBoxes.allied" is "us-radio-old"

    @6.1.2
    Scenario Outline: With no Defender (Attack vs Recon), the reading cce.no-defender-time-vp = <reading>
      Given the reading "cce.no-defender-time-vp" is "<reading>"
      And the game situation field "postures" is {"axis": "attack", "allied": "recon"}
      And the game situation field "time" is {"space": 2, "suddenDeath": 7}
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "REMOVE_SMOKE", "hex": "C3" }, { "type": "END_DIG_IN" }]
        """
      Then the output "defenderVp" is <gains>
      And the output "vp" is <vp>
      And the output "suddenDeathRolls" is []

      Examples:
        | reading      | gains    | vp |
        | nobody       | null     | 0  |
        | non-attacker | "allied" | -1 |

  Rule: 1.4 Reshuffle
    "During each Game Time Advance [6.1.2], one … player will be instructed to shuffle the cards … occupying both his discard and draw piles … together in order to form a new draw pile."

    @1.4 @6.1.2
    Scenario: Only the triggering player's draw and discard piles are shuffled together
      Given the game situation field "time" is {"space": 5, "suddenDeath": 7}
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the output "decks.axis" is {"hand": ["ax-h1"], "draw": 71, "discard": 0, "discardTop": null, "total": 72}
      And the output "decks.allied" is {"hand": ["al-dig"], "draw": 1, "discard": 70, "discardTop": "allied-card-01", "total": 72}

  Rule: 6.2.2 Sudden Death
    "Whenever the Time marker advances into or beyond the space occupied by the Sudden Death marker, the triggering player must make a roll"
    "If the result is less than the number in the space currently occupied by the Time marker (not the Sudden Death marker itself), the game immediately ends [6.3, below]. Otherwise, play proceeds as normal."

    @6.2.2 @6.3
    Scenario Outline: A Sudden Death Roll of <sum> with the Time marker in space 7
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["<card>"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "suddenDeathRolls" is [{"card": "<card>", "sum": <sum>, "result": "<result>"}]
      And the procedure is in state "<state>"

      Examples:
        | card | sum | result        | state          |
        | sd-5 | 5   | game-ends     | ended          |
        | sd-7 | 7   | play-proceeds | removingSmoke  |
        | sd-9 | 9   | play-proceeds | removingSmoke  |

    @6.2.2 @6.3
    Scenario: The Sudden Death Roll that ends the game ends it before the Defender's VP
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-5"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "ended"
      And the output "ended" is {"how": "sudden-death", "players": [], "rule": "6.2.2"}
      And the output "vp" is 0

    @6.2.2 @6.3
    Scenario Outline: Beyond the Sudden Death marker (space 7), the Time marker enters space 8: a roll of <sum> <outcome>
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
        | card | sum | outcome                                            | result        | state         |
        | sd-7 | 7   | ends the game: 7 is less than 8                    | game-ends     | ended         |
        | sd-9 | 9   | lets play proceed                                  | play-proceeds | removingSmoke |

    @6.2.2
    Scenario: No Sudden Death Roll while the Time marker is short of the Sudden Death marker
      Given the game situation field "time" is {"space": 5, "suddenDeath": 7}
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure is in state "removingSmoke"
      And the output "suddenDeathRolls" is []

  Rule: 1.9.1 Die Triggers during a trigger
    "IMPORTANT—Any roll made while resolving a trigger (such as a Sudden Death Roll during a “Time!” trigger; or a Melee Roll during a Melee at the end of an Infiltration Event) cannot itself produce a die trigger."

    @1.9.1 @6.2.2
    Scenario: A Sudden Death Roll showing Time! advances nothing
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "time" is 7
      And the procedure is in state "removingSmoke"

  Rule: 9.1 Re-Roll of a Sudden Death Roll
    "This passing of the Initiative can occur an unlimited number of times during the game: even during the same series of die rolls."

    @9.1 @6.2.2
    Scenario: The Initiative holder cancels a game-ending Sudden Death Roll; the re-roll lets play proceed
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-5", "sd-7"] }, { "type": "ROLL" }, { "type": "REROLL" }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "suddenDeathRolls" is [{"card": "sd-5", "sum": 5, "result": "canceled"}, {"card": "sd-7", "sum": 7, "result": "play-proceeds"}]
      And the output "initiative" is "axis"

  Rule: 7.3.2 Objective Chits (all five Objectives)
    "● immediately prior to each Sudden Death Roll [6.2.2], if any player controls all five Objectives that player automatically wins the game regardless of current VP totals;"

    @7.3.2
    Scenario: The Axis player controls all five Objectives when a Sudden Death Roll is due
      Given the game situation field "specialChits" is {"allFiveObjectives": true}
      And the game situation field "objectives" is [{"number": 1, "hexes": ["A1"], "controller": "axis"}, {"number": 2, "hexes": ["A2"], "controller": "axis"}, {"number": 3, "hexes": ["C3"], "controller": "axis"}, {"number": 4, "hexes": ["D4"], "controller": "axis"}, {"number": 5, "hexes": ["J1"], "controller": "axis"}]
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure has ended in state "ended"
      And the output "ended" is {"how": "all-five-objectives", "players": ["axis"], "rule": "7.3.2"}
      And the output "suddenDeathRolls" is []

    @7.3.2 @6.2.2
    Scenario: The Axis player controls all five Objectives, but no Sudden Death Roll is due (Time marker enters space 6, Sudden Death marker on 7): play goes on
      Given the game situation field "time" is {"space": 5, "suddenDeath": 7}
      And the game situation field "specialChits" is {"allFiveObjectives": true}
      And the game situation field "objectives" is [{"number": 1, "hexes": ["A1"], "controller": "axis"}, {"number": 2, "hexes": ["A2"], "controller": "axis"}, {"number": 3, "hexes": ["C3"], "controller": "axis"}, {"number": 4, "hexes": ["D4"], "controller": "axis"}, {"number": 5, "hexes": ["J1"], "controller": "axis"}]
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      Then the procedure is in state "removingSmoke"
      And the output "ended" is null
      And the output "vp" is -1

  Rule: 7.3.1 Control of Objectives
    "the last player to have solely occupied an Objective should place/flip the control marker over within that Objective to match the nationality he is commanding."
    "Whenever an open Objective changes ownership on the map, remember to first subtract its value from its former controller before adding its value to the new controller’s victory points—in this manner, an Objective worth 4 VPs would cause an eight point swing when it changes hands."
    "In such a case, every hex of that building must be devoid of enemy units in order for a player to take control of it."

    @7.3.1 @7.3.3 @6.1.2
    Scenario: An Allied reinforcement placed alone on the Axis's open 4-VP Objective takes it: an eight-point swing
      Given the game situation field "objectives" is [{"number": 1, "hexes": ["J1"], "controller": "axis"}]
      And the game situation field "chits" is [{"id": "A", "objective": 1, "value": 4, "open": true}]
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "D4" },
         { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "A2" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" }]
        """
      Then the procedure is in state "diggingIn"
      And the output "objectives" is [{"number": 1, "hexes": ["J1"], "controller": "allied"}]
      And the output "vp" is -9

    @7.3.1 @7.3.1.1 @7.3.3 @6.1.2
    Scenario Outline: An Axis reinforcement enters hex A2 of a building Objective over <hexes> (chit open: <open>)
      Given the game situation field "objectives" is [{"number": 3, "hexes": <hexes>, "controller": "allied"}]
      And the game situation field "chits" is [{"id": "B", "objective": 3, "value": 2, "open": <open>}]
      When the time-advance procedure starts
      And the events are sent:
        """
        [{ "type": "SHUFFLE", "order": ["sd-9"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "REMOVE_SMOKE", "hex": "D4" },
         { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "A2" }]
        """
      Then the output "objectives.0.controller" is "<controller>"
      And the output "vp" is <vp>

      Examples:
        | hexes        | open  | controller | vp |
        | ["A2", "D4"] | true  | allied     | -1 |
        | ["A2", "C3"] | true  | axis       | 3  |
        | ["A2", "C3"] | false | axis       | -1 |

  Rule: 1.6 Actions
    "A player may play a card for its Action at any time during either player’s Turn, so long as its prerequisite"
    "If a card is played for … its Action, it is immediately placed into that player’s discard pile—the Order on that card then could not be played until the next time it is drawn into the player’s hand."

    @1.6 @A32 @6.1.2
    Scenario: The card played for Dig In leaves the hand for the top of the discard pile at once
      Given the game situation field "smoke" is []
      And the game situation field "time" is {"space": 5, "suddenDeath": 7}
      When the time-advance procedure starts
      And the raw event {"type": "SHUFFLE"} is sent
      And the raw event {"type": "DIG_IN", "player": "allied", "card": "al-dig"} is sent
      Then the procedure is in state "diggingIn"
      And the output "decks.allied.hand" is []
      And the output "decks.allied.discard" is 71
      And the output "decks.allied.total" is 72
      And the output "decks.allied.discardTop" is "al-dig"
      And the output "dugIn" is [{"player": "allied", "card": "al-dig"}]
