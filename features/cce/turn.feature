Feature: A Turn (CC:E 5, O14, O15, 1.9.1, 9.1, 8.2)
  Decides what the active player may do in his Turn — give Orders from his hand up to his Order
  Capability, one at a time, or Pass — with the activation bookkeeping, the die triggers and the
  Initiative re-roll on the rolls made during an Order, and the end of the Turn: the stacking check and
  the Hand Refill, which drawing the last card interrupts with a Time advance. The Orders themselves are
  abstract steps here: their own machines decide what they do.

  Background:
    Given the game situation:
      """
      {
        "active": "axis", "initiative": "allied",
        "postures": { "axis": "attack", "allied": "defend" },
        "time": { "space": 1, "suddenDeath": 8 }, "vp": 0,
        "orderCapability": 2, "discardLimit": 2,
        "edges": { "axis": ["A1"], "allied": ["J1"] },
        "decks": {
          "axis": {
            "hand": [{ "id": "ax-move", "order": "Move" }, { "id": "ax-fire", "order": "Fire" }, { "id": "ax-rout", "order": "Rout" }, { "id": "ax-recover", "order": "Recover" }],
            "draw": [{ "id": "d1", "dice": { "white": 2, "colored": 3 } }, { "id": "d2", "dice": { "white": 4, "colored": 4 } }, { "id": "d3" }, { "id": "d4" }, { "id": "d5" }],
            "discard": [{ "id": "s1", "dice": { "white": 6, "colored": 6 }, "randomHex": "D4", "event": "Medic!" }]
          },
          "allied": {
            "hand": [{ "id": "al-demo", "action": "Demolitions" }, { "id": "al-hidden", "action": "Hidden Unit" }],
            "draw": [{ "id": "a1" }, { "id": "a2" }, { "id": "a3" }]
          }
        },
        "units": [
          { "id": "de-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "de-2", "owner": "axis", "kind": "squad", "hex": "C4", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "de-hero", "owner": "axis", "kind": "leader", "hero": true, "hex": "C4", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } },
          { "id": "us-1", "owner": "allied", "kind": "team", "hex": "D4", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }
        ],
        "map": { "hexes": { "A1": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "C4": { "terrain": ["Open Ground"] }, "D4": { "terrain": ["Open Ground"] }, "J1": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: 1.1 Hand Size
    "Each player is allotted a certain Hand Size depending on his Posture: either Attack (6 cards), Recon (5 cards) or Defend (4 cards)."
    "A player’s 72-card Fate Deck is the heart and soul of the game."

    @1.1 @5.4 @1
    Scenario: The Attack player refills his hand to 6 after one Order, and his deck still holds 72 cards
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "FINISH_ORDER" }, { "type": "END_TURN" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is ["d1", "d2", "d3"]
      And the output "decks.axis.hand" is ["ax-fire", "ax-rout", "ax-recover", "d1", "d2", "d3"]
      And the output "decks.axis.total" is 72
      And the output "decks.allied.hand" is ["al-demo", "al-hidden"]

    @1.1 @5.4 @O15
    Scenario Outline: The <posture> player passes with 4 cards in hand and refills to his Hand Size of <size>
      Given the game situation field "postures" is {"axis": "<posture>", "allied": "<other>"}
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is <drawn>
      And the output "decks.axis.hand.length" is <size>
      And the output "decks.axis.total" is 72

      Examples:
        | posture | other  | size | drawn        |
        | attack  | defend | 6    | ["d1", "d2"] |
        | recon   | attack | 5    | ["d1"]       |
        | defend  | attack | 4    | []           |

  Rule: 5 Sequence of Play
    "A Turn consists of a player choosing to either: ● perform one or more Orders by playing cards from his hand [O14]; or ● discard any number of Fate cards [O15]."

    @5 @O15
    Scenario: A player who has given an Order cannot also Pass in the same Turn
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "FINISH_ORDER" }, { "type": "PASS", "discard": [] }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]"

  Rule: 5.1 Order Capability
    "The maximum number of Orders a player may perform each Turn will either be listed as part of his side’s OB or given within the scenario itself. Orders do not need to be predesignated—they are played from the hand, then executed, one at a time."

    @5.1 @5
    Scenario: A third Order is refused to a player whose Order Capability is 2
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-2"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "allied" }]
        """
      Then it is rejected with code "illegal-event" naming "events[4]"

  Rule: O14.1 Activation
    "To perform – or “give” – an Order, the active player (only) must reveal a card from his hand and announce that he is performing the Order listed at the top."
    "If a card is played for its Order, it is immediately placed into that player’s discard pile"

    @O14.1 @1.5
    Scenario: The Order's card goes to the discard pile
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-2"]} is sent
      Then the output "decks.axis.discardTop" is "ax-fire"
      And the output "activated.units" is ["de-2"]
      And the trace cites O14.1

    @O14.1 @1.5
    Scenario: A card cannot be played for an Order it does not bear
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-move", "order": "Fire", "units": ["de-1"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0]"

    @O14.1
    Scenario: A unit activated once this Turn cannot be activated again
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-1"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]"

  Rule: E58.1 Heroes
    "● A Hero may be activated more than once per Turn, thus allowing it to perform more than one Order per Turn."

    @E58.1 @O14.1
    Scenario: A Hero already activated this Turn may be activated again by the next Order
      Given the game situation field "activated" is {"units": ["de-hero"], "recover": [], "rout": []}
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-hero"]} is sent
      Then the output "activated.units" is ["de-hero"]
      And the trace cites E58.1

    @E58.1 @O14.1
    Scenario: A Hero is activated for two Orders in one Turn
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-hero"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-hero"] }, { "type": "FINISH_ORDER" }]
        """
      Then the output "activated.units" is ["de-hero"]
      And the output "orders.1.order" is "Fire"
      And the trace cites E58.1

  Rule: O22.1 and O23.1 Activation of a player
    "provided he has at least one broken and/or Suppressed unit in play and he has not been activated for a Recover or Rout Order [O23] previously in the same Turn."
    "provided the chosen player has at least one broken unit in play [3.2] and that player has not been activated for a Recover [O22] or Rout Order previously in the same Turn."

    @O23.1 @O22.1
    Scenario: A player activated for Rout cannot be activated for Rout again, but the other player can
      Given the game situation field "activated" is {"units": [], "recover": [], "rout": ["allied"]}
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "allied"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]"

    @O23.1
    Scenario: With the Allied player already activated for Rout, a Rout Order may activate the Axis player, who has a broken Squad
      Given the game situation field "activated" is {"units": [], "recover": [], "rout": ["allied"]}
      And the game situation field "units.1.broken" is true
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "axis"} is sent
      Then the output "activated" is {"units": [], "recover": [], "rout": ["allied", "axis"]}
      And the trace cites O23.1

    @O23.1
    Scenario: A Rout Order activates the opponent, not units
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "allied"} is sent
      Then the output "activated" is {"units": [], "recover": [], "rout": ["allied"]}
      And the trace cites O23.1

    @O22.1 @O23.1 @5.1
    Scenario Outline: After a Move Order, a <order> Order activates the <player> player (the Axis Squad de-2 is Suppressed, the Allied Team broken)
      Given the game situation field "units.1.suppressed" is true
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "<card>", "order": "<order>", "player": "<player>" }]
        """
      Then the output "activated" is {"units": ["de-1"], "recover": <recover>, "rout": <rout>}
      And the trace cites <rule>

      Examples:
        | order   | card       | player | recover   | rout       | rule  |
        | Recover | ax-recover | axis   | ["axis"]  | []         | O22.1 |
        | Rout    | ax-rout    | allied | []        | ["allied"] | O23.1 |

    @O22.1 @O23.1
    Scenario: A player activated for Recover cannot then be activated for Rout in the same Turn
      Given the game situation field "units.1.broken" is true
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-recover", "order": "Recover", "player": "axis" }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "axis" }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]"

    @O22.1
    Scenario: A player activated for Rout this Turn cannot be activated for Recover
      Given the game situation field "activated" is {"units": [], "recover": [], "rout": ["axis"]}
      And the game situation field "units.1.broken" is true
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-recover", "order": "Recover", "player": "axis"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]"

    @O23.1
    Scenario: A Rout Order cannot activate the Axis player, who has no broken unit in play
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "axis"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O23.1

    @O23.1
    Scenario: A Suppressed but unbroken unit is not enough for a Rout Order to activate its owner
      Given the game situation field "units.1.suppressed" is true
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-rout", "order": "Rout", "player": "axis"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O23.1

    @O22.1
    Scenario: A Recover Order cannot activate the Axis player, who has no broken or Suppressed unit in play (the Allied Team's being broken does not count)
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-recover", "order": "Recover", "player": "axis"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O22.1

  Rule: O14.2 One Order at a time
    "O14.2—An announced Order must be performed in its entirety before the next Order is given or before the player announces the end of his Turn."

    @O14.2
    Scenario: A second Order cannot be given before the first is finished
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-2"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[1]"

  Rule: O15 Pass (Discard)
    "If a player chooses to give no Orders during his Turn, he may instead discard any number of cards, up to his nationality’s Discard Limit (as shown on the player aid sheet)."
    "Demolitions may only be played when the opponent discards one or more cards due to “passing” [O15]."
    "Hidden Unit may only be played when the opponent discards one or more cards due to “passing” [O15]."
    "There is no limit to the number of Actions a player may perform during either player’s Turn other than the number of cards in hand."

    @O15 @5.3
    Scenario: A Pass of zero cards ends the Turn without opening Demolitions or Hidden Unit
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "passed" is []
      And the output "drawn" is ["d1", "d2"]

    @O15
    Scenario: Under the reading "at-least-one", a Pass of zero cards is refused
      Given the reading "cce.pass-zero-cards" is "at-least-one"
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then it is rejected with code "illegal-event" naming "events[0].discard"

    @O15 @5.3
    Scenario: A Pass may not discard more cards than the Discard Limit
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": ["ax-move", "ax-fire", "ax-rout"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0].discard"

    @O15 @A31 @A35.4 @5.2
    Scenario: A Pass of one card lets the Defender answer with Demolitions and Hidden Unit
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["ax-rout"] }, { "type": "RESPOND", "card": "al-demo" }, { "type": "RESPOND", "card": "al-hidden" }, { "type": "NO_MORE_RESPONSES" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "responses" is [{"player": "allied", "action": "Demolitions", "card": "al-demo"}, {"player": "allied", "action": "Hidden Unit", "card": "al-hidden"}]
      And the output "drawn" is ["d1", "d2", "d3"]

    @A35.4
    Scenario: Hidden Unit is refused to an opponent who is not the Defender
      Given the game situation field "postures" is {"axis": "attack", "allied": "recon"}
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["ax-rout"] }, { "type": "RESPOND", "card": "al-hidden" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].card"

  Rule: O19 Command Confusion (Order) and A28 Command Confusion (Action)
    "This card can’t be played for an Order. It acts as a ‘dud’ in your hand—hope that you have a decent Action on this card."
    "This card cannot be played for an Action. Hope that you have a decent Order on this card."

    @O19 @O14.1
    Scenario: A Command Confusion Order is never given
      Given the game situation field "decks.axis.hand" is [{"id": "ax-move", "order": "Move"}, {"id": "ax-cc", "order": "Command Confusion"}]
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "ax-cc", "order": "Command Confusion", "units": ["de-1"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O19

    @O19 @O15 @5.3
    Scenario: The dud may still be discarded in a Pass
      Given the game situation field "decks.axis.hand" is [{"id": "ax-move", "order": "Move"}, {"id": "ax-cc", "order": "Command Confusion"}]
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": ["ax-cc"]} is sent
      Then the output "passed" is ["ax-cc"]

    @A28 @A31
    Scenario: A Command Confusion Action is never played, not even in answer to a Pass
      Given the game situation field "decks.allied.hand" is [{"id": "al-cc", "action": "Command Confusion"}, {"id": "al-demo", "action": "Demolitions"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["ax-rout"] }, { "type": "RESPOND", "card": "al-cc" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].card", citing A28

  Rule: 1.3 Revealing Cards and 1.9 Die Rolls
    "Whenever a player is instructed to “reveal” a … card … the top card of that … player’s Fate Deck is turned face up then placed on top of … his discard pile for both players to see."

    @1.9 @1.3
    Scenario: A roll is the top card's dice, and the card lands on the discard pile
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "rolls" is [{"player": "axis", "card": "d1", "sum": 5, "trigger": null, "lastCard": false, "result": "applied"}]
      And the output "decks.axis.discardTop" is "d1"

    @1.9
    Scenario: A roll from a card whose dice the situation does not describe is refused
      Given the game situation field "decks.axis.draw" is [{"id": "blank"}, {"id": "d9"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1]"

  Rule: 1.9.1.1 Event! Trigger
    "The player rolling the Event! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the Event on that card"

    @1.9.1 @1.9.1.1
    Scenario: An Event! reveals the next card and its Event is executed before the roll's result
      Given the game situation field "decks.axis.draw" is [{"id": "ev", "dice": {"white": 3, "colored": 4}, "trigger": "Event!"}, {"id": "medic", "event": "Medic!"}, {"id": "d3"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the output "events" is [{"player": "axis", "trigger": "Event!", "card": "medic", "event": "Medic!", "steps": [{"rule": "E64", "what": "rally", "unit": "us-1"}], "choices": [{"rule": "E64", "player": "axis", "offered": [{"type": "SELECT_UNIT", "unit": "us-1"}], "chosen": {"type": "SELECT_UNIT", "unit": "us-1"}}]}]
      And "us-1" is unbroken
      And the output "rolls.0.result" is "applied"
      And the output "decks.axis.discardTop" is "medic"

  Rule: 1.9.1.2 Jammed! Trigger
    "Whenever a player makes a Fire Attack Roll [O20.3.3] (only; no other roll will trigger a Jammed!, including Targeting [O20.2])"
    "It doesn’t say that the fire attack is then cancelled, so it isn’t."

    @1.9.1.2
    Scenario Outline: Jammed! counts on a Fire Attack Roll only (<order> Order), and the roll still applies (the Golden Rule's Example B)
      Given the game situation field "decks.axis.draw" is [{"id": "jam", "dice": {"white": 2, "colored": 2}, "trigger": "Jammed!"}, {"id": "d2"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "<card>", "order": "<order>", "units": ["de-1"] }, { "type": "ROLL", "player": "axis", "fireAttack": <fire> }, { "type": "KEEP_ROLL" }]
        """
      Then the output "rolls.0.trigger" is <trigger>
      And the output "rolls.0.result" is "applied"

      Examples:
        | order | card    | fire  | trigger   |
        | Fire  | ax-fire | true  | "Jammed!" |
        | Move  | ax-move | false | null      |

  Rule: 1.9.1.3 Sniper! Trigger
    "The player rolling the Sniper! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."
    "A Random Hex can also have an effect on … any broken Weapons in play [11.4]."
    "Whenever a player checks for a Random Hex [1.8] – either via Sniper! or due to certain Events – the hex number is compared to that on every broken Weapon in play. This happens before the result of the Event/Sniper itself is implemented."

    Background:
      Given the game situation field "decks.axis.draw" is [{"id": "sn", "dice": {"white": 6, "colored": 1}, "trigger": "Sniper!"}, {"id": "hex", "randomHex": "D4"}, {"id": "d3"}]
      And the game situation field "weapons" is [{"id": "mg-fixed", "fix": [1, 4], "elim": [11, 12]}, {"id": "mg-lost", "fix": [1, 1], "elim": [4, 6]}, {"id": "mg-stays", "fix": [1, 2], "elim": [9, 10]}]

    @1.9.1.3 @1.8 @11.4 @3.2.4 @7.1
    Scenario: The Random Hex checks the broken Weapons first, then the broken Team in D4 breaks again and is eliminated
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }, { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the output "snipes" is [{"player": "axis", "card": "hex", "hex": "D4", "weaponsFixed": ["mg-fixed"], "weaponsEliminated": ["mg-lost"], "broke": "us-1"}]
      And the output "eliminated" is ["us-1"]
      And the output "vp" is 1

    @1.9.1.3
    Scenario: A unit neither in nor adjacent to the Random Hex cannot be chosen
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }, { "type": "SELECT_UNIT", "unit": "de-1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[3]", citing 1.9.1.3

    @1.9.1.3 @6.3 @6.3.1
    Scenario: The Sniper eliminates the Allied player's last unit on the map: the game ends
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }, { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "ended" is {"how": "last-unit-eliminated", "players": ["allied"], "rule": "6.3"}

    @6.3 @1.9.1.3
    Scenario: Under the reading "not-while-reinforcements-pending", an Allied unit on the Time Track keeps the game going
      Given the reading "cce.last-unit-with-reinforcements" is "not-while-reinforcements-pending"
      And the game situation field "reinforcements" is [{"space": 5, "unit": {"id": "us-later", "owner": "allied", "kind": "squad", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }, { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "ended" is null
      And the output "eliminated" is ["us-1"]

  Rule: 1.9.1 Die Triggers and the last card
    "IMPORTANT—Any non-Time! trigger that occurs via the last card of a player’s draw pile is resolved after the Time Marker Advancement [6.1.2]."
    "It is only advanced once – not twice – if the last card in a player’s deck is revealed for a die roll resulting in a Time! trigger."

    @1.9.1.4 @6.1.2
    Scenario: A Time! trigger on the last card advances the Time marker once
      Given the game situation field "decks.axis.draw" is [{"id": "last", "dice": {"white": 4, "colored": 4}, "trigger": "Time!"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-1"] }, { "type": "ROLL", "player": "axis", "fireAttack": true }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE" }, { "type": "END_DIG_IN" }]
        """
      Then the output "time" is 2
      And the output "timeAdvances.length" is 1
      And the output "rolls.0.result" is "applied"
      And the procedure is in state "carryingOutOrder"

    @1.9.1 @1.9.1.3 @6.1.2
    Scenario: A Sniper! on the last card is resolved after the Time advance, with a card of the reshuffled deck
      Given the game situation field "decks.axis.draw" is [{"id": "last", "dice": {"white": 2, "colored": 5}, "trigger": "Sniper!"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE", "order": ["s1"] }, { "type": "END_DIG_IN" }, { "type": "DECLINE" }]
        """
      Then the output "time" is 2
      And the output "snipes.0.card" is "s1"
      And the output "snipes.0.hex" is "D4"
      And the procedure is in state "carryingOutOrder"

    @1.9.1 @1.9.1.1 @6.1.2
    Scenario: An Event! on the last card is resolved after the Time advance, with a card of the reshuffled deck
      Given the game situation field "decks.axis.draw" is [{"id": "last", "dice": {"white": 2, "colored": 6}, "trigger": "Event!"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE", "order": ["s1"] }, { "type": "END_DIG_IN" }, { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the output "time" is 2
      And the output "events" is [{"player": "axis", "trigger": "Event!", "card": "s1", "event": "Medic!", "steps": [{"rule": "E64", "what": "rally", "unit": "us-1"}], "choices": [{"rule": "E64", "player": "axis", "offered": [{"type": "SELECT_UNIT", "unit": "us-1"}], "chosen": {"type": "SELECT_UNIT", "unit": "us-1"}}]}]
      And the output "rolls" is [{"player": "axis", "card": "last", "sum": 8, "trigger": "Event!", "lastCard": true, "result": "applied"}]
      And the procedure is in state "carryingOutOrder"

    @1.9.1 @1.9.1.1 @6.1.2
    Scenario: An Event card revealed as the last card: the Event is executed, then the Time advance
      Given the game situation field "decks.axis.draw" is [{"id": "ev", "dice": {"white": 4, "colored": 2}, "trigger": "Event!"}, {"id": "ev-last", "event": "Walking Wounded"}]
      And the game situation field "casualtyUnits" is []
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "events.0.event" is "Walking Wounded"
      And the procedure is in state "advancingTime.shuffling"

    @1.9.1 @1.9.1.1 @6.1.2 @E50
    Scenario: An Event's roll by the other player takes HIS last card: he triggers the Time advance after the Event
      Given the game situation field "decks.axis.draw" is [{"id": "ev", "dice": {"white": 4, "colored": 2}, "trigger": "Event!"}, {"id": "commissar", "event": "Commissar"}, {"id": "d3"}]
      And the game situation field "decks.allied.draw" is [{"id": "ru-last", "dice": {"white": 1, "colored": 2}}]
      And the game situation field "nationalities" is {"axis": "germany", "allied": "russia"}
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "us-1" }, { "type": "SHUFFLE" }, { "type": "END_DIG_IN" }]
        """
      Then "us-1" is unbroken
      And the output "timeAdvances.length" is 1
      And the output "timeAdvances.0.triggering" is "allied"
      And the output "decks.allied.draw" is 70
      And the output "decks.axis.draw" is 1
      And the procedure is in state "carryingOutOrder"

  Rule: 1.9.1.4 Time! Trigger
    "Whenever a player makes a die roll and that roll is surrounded by a red box with the word “Time!” inside, normal game play pauses in order to perform a Time Marker Advancement [6.1.2]."

    @1.9.1.4 @6.1.2
    Scenario: A Time! trigger that is not the last card advances the Time marker once too
      Given the game situation field "decks.axis.draw" is [{"id": "tm", "dice": {"white": 4, "colored": 4}, "trigger": "Time!"}, {"id": "d2"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-1"] }, { "type": "ROLL", "player": "axis", "fireAttack": true }, { "type": "KEEP_ROLL" }, { "type": "SHUFFLE" }, { "type": "END_DIG_IN" }]
        """
      Then the output "time" is 2
      And the output "vp" is -1

    @1.9.1.4 @6.1.2
    Scenario: The inactive player's roll in an Order shows Time!: the Time advance is his, and the Order goes on
      Given the game situation field "decks.allied.draw" is [{"id": "al-time", "dice": {"white": 2, "colored": 3}, "trigger": "Time!"}, {"id": "d2"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-1"] }, { "type": "ROLL", "player": "allied" }, { "type": "KEEP_ROLL" }, { "type": "SHUFFLE" }, { "type": "END_DIG_IN" }]
        """
      Then the output "timeAdvances.length" is 1
      And the output "timeAdvances.0.triggering" is "allied"
      And the output "time" is 2
      And the procedure is in state "carryingOutOrder"

    @1.9.1.4 @6.1.2 @8.2 @8.1.2 @7.3.1 @7.3.3 @A32
    Scenario: Reinforcements arrive mid-Turn, the Allied first; the Axis Squad takes a 4-VP Objective (an 8-point swing); Dig In; the Fire Order goes on
      Given the game situation field "decks.axis.draw" is [{"id": "last", "dice": {"white": 4, "colored": 4}, "trigger": "Time!"}]
      And the game situation field "reinforcements" is [{"space": 2, "unit": {"id": "de-rein", "owner": "axis", "kind": "squad", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}}, {"space": 2, "unit": {"id": "us-rein", "owner": "allied", "kind": "team", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}}, {"space": 2, "owner": "allied", "radio": "us-radio"}]
      And the game situation field "edges" is {"axis": ["A1", "A2"], "allied": ["J1"]}
      And the game situation field "map.hexes.A2" is {"terrain": ["Open Ground"]}
      And the game situation field "artilleryBoxes" is {"axis": null, "allied": null}
      And the game situation field "smoke" is ["C3"]
      And the game situation field "objectives" is [{"number": 2, "hexes": ["A2"], "controller": "allied"}]
      And the game situation field "chits" is [{"id": "A", "objective": 2, "value": 4, "open": true}]
      And the game situation field "decks.allied.hand" is [{"id": "al-dig", "action": "Dig In"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-fire", "order": "Fire", "units": ["de-1"] }, { "type": "ROLL", "player": "axis", "fireAttack": true }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE" }, { "type": "REMOVE_SMOKE", "hex": "C3" }, { "type": "PLACE_REINFORCEMENT", "unit": "us-rein", "hex": "J1" },
         { "type": "PLACE_REINFORCEMENT", "unit": "de-rein", "hex": "A2" }, { "type": "DIG_IN", "player": "allied", "card": "al-dig" }, { "type": "END_DIG_IN" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "timeAdvances" is [{"triggering": "axis", "space": 2, "suddenDeathRolls": [], "defenderVp": "allied", "removedSmoke": "C3", "placed": [{"unit": "us-radio", "hex": "artillery-box"}, {"unit": "us-rein", "hex": "J1"}, {"unit": "de-rein", "hex": "A2"}], "radiosNotPlaced": [], "dugIn": [{"player": "allied", "card": "al-dig"}]}]
      And the output "objectives" is [{"number": 2, "hexes": ["A2"], "controller": "axis"}]
      And the output "vp" is 7
      And the output "artilleryBoxes.allied" is "us-radio"
      And the output "rolls.0.result" is "applied"

  Rule: 9.1 Re-Roll
    "At any time during the game, the player currently in control of the Initiative card may choose to cancel all effects of the last"
    "When a player calls for a re-roll in this manner, he must give the Initiative card to his opponent"
    "die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled. This decision must be made prior to any trigger/results of that roll being implemented."
    "This passing of the Initiative can occur an unlimited number of times during the game: even during the same series of die rolls."

    @9.1 @1.9.1.4
    Scenario: A roll showing Time! is canceled before its trigger is resolved: the Time marker stays, the re-roll of 5 applies
      Given the game situation field "decks.axis.draw" is [{"id": "tm", "dice": {"white": 4, "colored": 4}, "trigger": "Time!"}, {"id": "r2", "dice": {"white": 2, "colored": 3}}, {"id": "r3"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "REROLL" }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "time" is 1
      And the output "timeAdvances" is []
      And the output "initiative" is "axis"
      And the output "rolls" is [{"player": "axis", "card": "tm", "sum": 8, "trigger": "Time!", "lastCard": false, "result": "canceled"}, {"player": "axis", "card": "r2", "sum": 5, "trigger": null, "lastCard": false, "result": "applied"}]

    @9.1
    Scenario: Two re-rolls in the same series: the card goes to the roller, who cancels his own roll and gives it back
      Given the game situation field "decks.axis.draw" is [{"id": "r1", "dice": {"white": 2, "colored": 3}}, {"id": "r2", "dice": {"white": 4, "colored": 4}}, {"id": "r3", "dice": {"white": 6, "colored": 5}}, {"id": "r4"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "REROLL" },
         { "type": "ROLL", "player": "axis" }, { "type": "REROLL" }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "initiative" is "allied"
      And the output "rolls" is [{"player": "axis", "card": "r1", "sum": 5, "trigger": null, "lastCard": false, "result": "canceled"}, {"player": "axis", "card": "r2", "sum": 8, "trigger": null, "lastCard": false, "result": "canceled"}, {"player": "axis", "card": "r3", "sum": 11, "trigger": null, "lastCard": false, "result": "applied"}]
      And the output "decks.axis.discardTop" is "r3"

    @9.1
    Scenario: The Initiative holder cancels a roll; the roller rolls again and the card passes
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "REROLL" }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "initiative" is "axis"
      And the output "rolls" is [{"player": "axis", "card": "d1", "sum": 5, "trigger": null, "lastCard": false, "result": "canceled"}, {"player": "axis", "card": "d2", "sum": 8, "trigger": null, "lastCard": false, "result": "applied"}]

    @9.1 @6.1.2
    Scenario Outline: A canceled roll made with the last card (reading cce.reroll-last-card = <reading>)
      Given the reading "cce.reroll-last-card" is "<reading>"
      And the game situation field "decks.axis.draw" is [{"id": "last", "dice": {"white": 3, "colored": 3}}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "REROLL" }]
        """
      Then the procedure is in state "<state>"
      And the output "time" is <time>

      Examples:
        | reading          | state                   | time |
        | advance-stands   | advancingTime.shuffling | 2    |
        | advance-canceled | rerolling               | 1    |

    @9.1 @6.1.2
    Scenario: After the Time advance that the canceled last card caused, the roll is made again from the reshuffled deck
      Given the game situation field "decks.axis.draw" is [{"id": "last", "dice": {"white": 3, "colored": 3}}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "REROLL" },
         { "type": "SHUFFLE", "order": ["s1"] }, { "type": "END_DIG_IN" }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "rolls" is [{"player": "axis", "card": "last", "sum": 6, "trigger": null, "lastCard": true, "result": "canceled"}, {"player": "axis", "card": "s1", "sum": 12, "trigger": null, "lastCard": false, "result": "applied"}]
      And the output "initiative" is "axis"
      And the output "time" is 2

  Rule: 5.4 Hand Refill
    "At the end of every Turn, the active player (only) must draw Fate cards off the top of his draw pile until the number of cards in his hand equals his Hand Size [1.1]."
    "in this case, the Hand Refill recommences after the Time Marker Advancement procedure"

    @5.4 @6.1.2 @1.4
    Scenario: Drawing the last card interrupts the refill with a Time advance, and the refill resumes from the new draw pile
      Given the game situation field "decks.axis.draw" is [{"id": "d1"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }]
        """
      Then the procedure is in state "advancingTime.shuffling"
      And the output "drawn" is ["d1"]
      When the events are sent:
        """
        [{ "type": "SHUFFLE" }, { "type": "END_DIG_IN" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "time" is 2
      And the output "drawn" is ["d1", "s1"]
      And the output "decks.axis.hand.length" is 6

    @5.4 @6.2.2 @6.3
    Scenario: The refill draws the last card and the Sudden Death Roll it brings (5 against space 6) ends the game
      Given the game situation field "time" is {"space": 5, "suddenDeath": 6}
      And the game situation field "decks.axis.draw" is [{"id": "d1"}]
      And the game situation field "decks.axis.discard" is [{"id": "low", "dice": {"white": 1, "colored": 4}}, {"id": "high", "dice": {"white": 6, "colored": 6}}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "SHUFFLE", "order": ["low"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "ended" is {"how": "sudden-death", "players": [], "rule": "6.2.2"}
      And the output "result" is "game-over"
      And the output "drawn" is ["d1"]

    @5.4 @6.2.2
    Scenario: The refill draws the last card, the Sudden Death Roll (12 against space 6) lets play proceed, and the refill resumes
      Given the game situation field "time" is {"space": 5, "suddenDeath": 6}
      And the game situation field "decks.axis.draw" is [{"id": "d1"}]
      And the game situation field "decks.axis.discard" is [{"id": "low", "dice": {"white": 1, "colored": 4}}, {"id": "high", "dice": {"white": 6, "colored": 6}}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "SHUFFLE", "order": ["high"] }, { "type": "ROLL" }, { "type": "KEEP_ROLL" }, { "type": "END_DIG_IN" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "timeAdvances.0.suddenDeathRolls" is [{"card": "high", "sum": 12, "result": "play-proceeds"}]
      And the output "vp" is -1
      And the output "drawn" is ["d1", "low"]
      And the output "decks.axis.hand.length" is 6

    @5.4 @7.3.2 @6.3
    Scenario: The refill draws the last card, and the Axis player, holding all five Objectives when the Sudden Death Roll is due, wins
      Given the game situation field "time" is {"space": 5, "suddenDeath": 6}
      And the game situation field "decks.axis.draw" is [{"id": "d1"}]
      And the game situation field "specialChits" is {"allFiveObjectives": true}
      And the game situation field "objectives" is [{"number": 1, "hexes": ["B1"], "controller": "axis"}, {"number": 2, "hexes": ["B2"], "controller": "axis"}, {"number": 3, "hexes": ["B3"], "controller": "axis"}, {"number": 4, "hexes": ["B4"], "controller": "axis"}, {"number": 5, "hexes": ["B5"], "controller": "axis"}]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "SHUFFLE" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "ended" is {"how": "all-five-objectives", "players": ["axis"], "rule": "7.3.2"}
      And the output "timeAdvances.0.suddenDeathRolls" is []

  Rule: 9 Initiative
    "IMPORTANT: The Initiative card is never part of a player’s hand and therefore does not count against his hand size limit."

    @9 @5.4 @1.1
    Scenario: The Initiative holder still refills his hand to his full Hand Size
      Given the game situation field "initiative" is "axis"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "ax-move", "order": "Move", "units": ["de-1"] }, { "type": "FINISH_ORDER" }, { "type": "END_TURN" }]
        """
      Then the output "initiative" is "axis"
      And the output "drawn" is ["d1", "d2", "d3"]
      And the output "decks.axis.hand.length" is 6
      And the trace cites 9

  Rule: 8.2 Unit Stacking
    "a number of friendly units containing a total of up to seven figures can be stacked in the same hex without penalty. Any hex containing friendly units with a total of eight or more soldier figures is in violation of the stacking limits and is considered “overstacked”."
    "Unit stacking limits are enforced at the end of every Turn. At that time, the owning player must eliminate sufficient units in order to bring any hex found to be overstacked back into compliance. In each overstacked hex, a player may choose to perform up to one free Deploy Event [E52] immediately prior to eliminating units in this manner."
    "He first opts to Deploy one of them into two (broken) Teams. He then eliminates one of those Teams."
    "If he does, the Squad is removed from its hex, placed back in the countermix, and replaced with two Teams of the same quality (Green, Line or Elite) as that player’s OB."
    "E52.2—These Teams enter play broken if the Squad was broken [3.2]. If there was a Weapon, Suppressed and/or Veteran marker on the Squad, only one of the two Teams retains the marker."
    "so if the Squad had been activated for an Order previously that Turn, they are considered to have been activated as well"
    "(open) Objective Elim. points are doubled"

    Background:
      Given the game situation field "active" is "allied"
      And the game situation field "units" is [{"id": "de-a", "owner": "axis", "kind": "squad", "hex": "C3", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "de-b", "owner": "axis", "kind": "squad", "hex": "C3", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the game situation field "decks.allied" is {"hand": [{"id": "al-1"}, {"id": "al-2"}, {"id": "al-3"}, {"id": "al-4"}], "draw": [{"id": "a1"}]}

    @8.2 @E52 @7.1
    Scenario: The rulebook's example — two broken Squads: Deploy one, eliminate one of its Teams
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "DEPLOY", "squad": "de-a" }, { "type": "ELIMINATE", "unit": "de-a/1" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "units" is [{"id": "de-a/2", "hex": "C3", "broken": true, "suppressed": false, "owner": "axis", "kind": "team"}, {"id": "de-b", "hex": "C3", "broken": true, "suppressed": false, "owner": "axis", "kind": "squad"}, {"id": "us-1", "hex": "D4", "broken": false, "suppressed": false, "owner": "allied", "kind": "squad"}]
      And the output "vp" is -1
      And the output "deploys" is ["C3"]

    @8.2 @E52.1 @E52.2 @7.1
    Scenario: The Teams of a Deployed Squad are activated if it was, and only one keeps its Suppressed marker
      Given the game situation field "active" is "axis"
      And the game situation field "activated" is {"units": ["de-a"], "recover": [], "rout": []}
      And the game situation field "units.0.suppressed" is true
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "DEPLOY", "squad": "de-a" }, { "type": "ELIMINATE", "unit": "de-a/2" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "activated.units" is ["de-a", "de-a/1", "de-a/2"]
      And the output "units.0" is {"id": "de-a/1", "hex": "C3", "broken": true, "suppressed": true, "owner": "axis", "kind": "team"}
      And the output "eliminated" is ["de-a/2"]
      And the output "vp" is -1

    @8.2 @7.1 @7.3.2
    Scenario: With "Elim. points are doubled" in play, the Team eliminated for stacking gives the Allied player 2 VP
      Given the game situation field "specialChits" is {"elimDoubled": true}
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "DEPLOY", "squad": "de-a" }, { "type": "ELIMINATE", "unit": "de-a/1" }]
        """
      Then the output "vp" is -2
      # 7.1 "A Team is worth 1 VP"; 7.3.2 "VPs for the elimination of units [7.1] are doubled for both players". The
      # marker is Axis positive (4.1.1): the Allied player's gains are negative terms.
      And the output "derivation.vp" is {"base": {"value": 0, "rule": "4.1.1", "what": "VP marker (Axis positive) at the start"}, "terms": [{"value": -1, "rule": "7.1", "what": "Team de-a/1 eliminated, to the allied player"}, {"value": -1, "rule": "7.3.2", "what": "the \"(open) Objective Elim. points are doubled\" chit doubles it, to the allied player"}], "total": -2}

    @8.2
    Scenario Outline: Figures are counted per side: <what> in hex C3 at the end of the Turn
      Given the game situation field "units" is <units>
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure is in state "<state>"

      Examples:
        | what                                                            | state            | units |
        | an Axis Squad, Team and Leader (7 figures) comply               | turnOver         | [{"id": "de-s", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "de-t", "owner": "axis", "kind": "team", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "de-l1", "owner": "axis", "kind": "leader", "hex": "C3", "sides": {"unbroken": {"morale": 8, "command": 1}, "broken": {"morale": 6, "command": 0}}}] |
        | an Axis Squad, Team and two Leaders (8 figures) overstack       | checkingStacking | [{"id": "de-s", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "de-t", "owner": "axis", "kind": "team", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "de-l1", "owner": "axis", "kind": "leader", "hex": "C3", "sides": {"unbroken": {"morale": 8, "command": 1}, "broken": {"morale": 6, "command": 0}}}, {"id": "de-l2", "owner": "axis", "kind": "leader", "hex": "C3", "sides": {"unbroken": {"morale": 8, "command": 1}, "broken": {"morale": 6, "command": 0}}}] |
        | an Axis Squad and Team (6) with an Allied Squad (4) comply      | turnOver         | [{"id": "de-s", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "de-t", "owner": "axis", "kind": "team", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-s", "owner": "allied", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}] |

    @8.2
    Scenario: Only one free Deploy per overstacked hex, and no elimination once the hex complies
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "DEPLOY", "squad": "de-a" }, { "type": "DEPLOY", "squad": "de-b" }]
        """
      Then it is rejected with code "illegal-event" naming "events[2].squad"

    @8.2 @E52
    Scenario: Under the reading "active-player", the inactive owner makes no free Deploy
      Given the reading "cce.stacking-deploy-player" is "active-player"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": [] }, { "type": "DEPLOY", "squad": "de-a" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].squad"

    @8.2 @5.4
    Scenario Outline: The end-of-Turn order of stacking and refill (reading cce.end-of-turn-order = <reading>)
      Given the reading "cce.end-of-turn-order" is "<reading>"
      And the game situation field "decks.allied.hand" is [{"id": "al-1"}, {"id": "al-2"}, {"id": "al-3"}]
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure is in state "<state>"

      Examples:
        | reading              | state                   |
        | stacking-then-refill | checkingStacking        |
        | refill-then-stacking | advancingTime.shuffling |
