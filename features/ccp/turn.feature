Feature: A turn (CC:P 12, O20, O21, 1.9.1–1.9.5, 10.1)
  Decides what the active player may do in his turn in Combat Commander: Pacific — give orders from his
  hand up to his Order Limit, one at a time, or pass, discarding up to his nation's Discard Limit — with
  the activation bookkeeping, the four die triggers (Disperse, Event, Sniper, Time) and the Initiative
  re-roll on the rolls made during an order, and the hand refill, which drawing the last card interrupts
  with a Time Marker Advance. CC:E's turn chart serves, with Disperse for Jammed!, no Recover or Rout, and
  no end-of-turn stacking check. The orders themselves are abstract steps here. The Japanese player is the
  situation's "axis" player.

  Background:
    Given the game situation:
      """
      {
        "active": "axis", "initiative": "allied",
        "postures": { "axis": "attack", "allied": "defend" },
        "time": { "space": 1, "suddenDeath": 8 }, "vp": 0,
        "orderCapability": 2, "discardLimit": 3,
        "smoke": ["E5"], "starshells": ["C4"],
        "edges": { "axis": ["A1"], "allied": ["J1"] },
        "decks": {
          "axis": {
            "hand": [{ "id": "jp-move", "order": "Move" }, { "id": "jp-fire", "order": "Fire" }, { "id": "jp-revive", "order": "Revive" }, { "id": "jp-confusion", "order": "Command Confusion" }, { "id": "jp-charge", "order": "Charge" }],
            "draw": [{ "id": "d1", "dice": { "white": 2, "colored": 3 }, "trigger": "Disperse!" }, { "id": "d2", "dice": { "white": 4, "colored": 4 } }, { "id": "d3" }, { "id": "d4" }, { "id": "d5" }],
            "discard": [{ "id": "s1", "dice": { "white": 6, "colored": 6 }, "randomHex": "D4" }]
          },
          "allied": {
            "hand": [{ "id": "us-demo", "action": "Demolitions" }, { "id": "us-hidden", "action": "Hidden Unit" }],
            "draw": [{ "id": "a1" }, { "id": "a2" }, { "id": "a3" }]
          }
        },
        "units": [
          { "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "jp-2", "owner": "axis", "kind": "squad", "hex": "C4", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } },
          { "id": "jp-hero", "owner": "axis", "kind": "leader", "hero": true, "hex": "C4", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } },
          { "id": "us-1", "owner": "allied", "kind": "team", "hex": "D4", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }
        ],
        "map": { "hexes": { "A1": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "C4": { "terrain": ["Open Ground"] }, "D4": { "terrain": ["Open Ground"] }, "D5": { "terrain": ["Open Ground"] }, "E5": { "terrain": ["Open Ground"] }, "J1": { "terrain": ["Open Ground"] } } }
      }
      """

  Rule: 12 Sequence of Play
    "A turn consists of a player choosing to either: a) perform one or more orders by playing cards from his hand [O20]; or b) discard any number of Fate cards from his hand (including zero) [O21]."

    @12 @O21 @1.5
    Scenario: A player who has given an order cannot also pass in the same turn
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "FINISH_ORDER" }, { "type": "PASS", "discard": [] }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]"

  Rule: 12.1 Order Limit
    "The maximum number of orders a player may perform each turn – his “Order Limit” – will be given within the scenario being played."
    "A player may observe the results of one order before deciding whether to play another."

    @12.1 @O20.4 @1.1 @10
    Scenario: Two orders with an Order Limit of 2, then the turn ends and the Attacker refills his hand to 6
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "jp-revive", "order": "Revive" }, { "type": "FINISH_ORDER" }, { "type": "END_TURN" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "orders" is [{"card": "jp-move", "order": "Move", "units": ["jp-1"], "player": null}, {"card": "jp-revive", "order": "Revive", "units": [], "player": null}]
      And the output "drawn" is ["d1", "d2", "d3"]
      And the output "decks.axis.hand" is ["jp-fire", "jp-confusion", "jp-charge", "d1", "d2", "d3"]
      And the trace cites 12.1 and 12.4

    @12.1
    Scenario: A third order with an Order Limit of 2 is refused
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "jp-revive", "order": "Revive" }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "jp-fire", "order": "Fire", "units": ["jp-hero"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[4]", citing 12.1

  Rule: 1.1 Hand Size
    "Each player is allotted a certain hand size depending on his Posture: either Invader (7 cards), Attacker (6 cards), Recon (5 cards), Defender (4 cards), or Banzai (3 cards). This determines both the number of cards that player will begin the game with and how many he will end each of his own turns with."
    "Posture serves to determine a player’s hand size for the duration of the scenario [1.1] as well as sometimes assigning certain special rules."
    "A player assigned the Posture of “Attacker” has a hand size of 6."
    "A player assigned the Posture of “Recon” has a hand size of 5."
    "A player assigned the Posture of “Defender” a) has a hand size of 4;"
    "A player assigned the Posture of “Invader” … a) has a hand size of 7;"
    "A player assigned the Posture of “Banzai” … a) has a hand size of 3;"

    # The Japanese player holds 5 cards (Background) and passes, discarding none: the refill draws up to
    # his hand size and never discards (12.4).
    @1.1 @17.4 @12.4
    Scenario: The Invader refills his hand of 5 to 7
      Given the game situation field "postures.axis" is "invader"
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is ["d1", "d2"]
      And the trace cites 17.4

    @1.1 @17.1 @12.4
    Scenario: The Attacker refills his hand of 5 to 6
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is ["d1"]
      And the trace cites 17.1

    @1.1 @17.5 @12.4
    Scenario: The Recon player's hand of 5 is his hand size: he draws nothing
      Given the game situation field "postures.axis" is "recon"
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is []
      And the trace cites 17.5

    @1.1 @17.3 @12.4
    Scenario: The Defender holding 5 cards draws nothing and keeps 5
      Given the game situation field "postures.axis" is "defend"
      And the game situation field "postures.allied" is "attack"
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is []
      And the output "decks.axis.hand.length" is 5
      And the trace cites 17.3

    @1.1 @17.2 @12.4
    Scenario: The Banzai player discarding 3 of his 5 cards is left with 2 and refills to 3
      Given the game situation field "postures.axis" is "banzai"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["jp-move", "jp-fire", "jp-revive"] }, { "type": "NO_MORE_RESPONSES" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is ["d1"]
      And the output "decks.axis.hand" is ["jp-confusion", "jp-charge", "d1"]
      And the trace cites 17.2

    @1.1
    Scenario: A Posture CC:P does not have is rejected
      Given the game situation field "postures.allied" is "assault"
      When the turn procedure starts
      Then it is rejected with code "invalid-field" naming "input.postures.allied", citing 1.1

  Rule: O20 General Rules
    "Then, if appropriate for the order, he activates one friendly unit that has not yet been activated that turn to perform the order. Some orders don’t activate units—this fact will be noted within that order’s rules."
    "No unit may be activated more than once per turn (exception: Heroes [3.3.2])."

    @O20.1 @O20.2
    Scenario: A unit activated for a Move order cannot be activated again for a Fire order
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "jp-fire", "order": "Fire", "units": ["jp-1"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]", citing O20.1

    @O20.2 @3.3.2
    Scenario: A Hero is activated a second time
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-hero"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "jp-fire", "order": "Fire", "units": ["jp-hero"] }, { "type": "FINISH_ORDER" }]
        """
      Then the procedure is in state "choosingNextOrder"
      And the output "activated.units" is ["jp-hero"]
      And the trace cites 3.3.2 and O20.2

    @O20.1 @O31
    Scenario: A Revive order names no unit to activate
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-revive", "order": "Revive", "units": ["jp-2"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O20.1

  Rule: O26 Command Confusion
    "This card cannot be played for an order."

    @O26
    Scenario: A Command Confusion card is never given as an order
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-confusion", "order": "Command Confusion", "units": ["jp-1"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O26

  Rule: O25 Charge
    "Charge may only be played if the Japanese player’s Posture is Banzai. If every Japanese unit on the map has already been activated that turn, a Charge order cannot be played."
    "When a Charge order is announced, all Japanese units not yet activated for the turn a) have any suppressed marker removed; then b) are rallied if broken; then c) are automatically activated for a Move order [O29]."
    "A player assigned the Posture of “Banzai” … b) can play the Charge order [O25];"

    @O25
    Scenario: A Charge order is refused to the Japanese Attacker
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O25

    # The Japanese units on the map are jp-1, jp-2 and jp-hero; jp-1 was activated to Move: the Charge
    # activates the other two (what it then does to them, O25.1 a-c, is the Charge order's own); the Allied
    # player activates none of his for Op Fire (O25.2, below).
    @O25 @O25.1 @17.2 @O20.2
    Scenario: The Banzai player's Charge activates every Japanese unit not yet activated this turn
      Given the game situation field "postures.axis" is "banzai"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "FINISH_ORDER" },
         { "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }, { "type": "ACTIVATE_FOR_OP_FIRE", "units": [] }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "orders.1" is {"card": "jp-charge", "order": "Charge", "units": ["jp-2", "jp-hero"], "player": null, "opFire": []}
      And the output "activated.units" is ["jp-1", "jp-2", "jp-hero"]
      And the trace cites O25.1 and 17.2

    # Reading ccp.charge-unmovable-units (O25.1 c's "all" against O29's "A unit cannot be activated to Move if
    # … it doesn't have enough MPs to enter at least one new hex"). Worked by hand: jp-1 in A1 (Movement 1)
    # has two neighbours, the Building A2 (2 MPs) and B1 (the American team's): it cannot enter either. jp-2
    # in C4 is broken (Movement 2, 4 once rallied by O25.1 b) and the leader there has 6: C3, Open Ground, costs 1.
    @O25.1 @O29
    Scenario Outline: A Charge with a Japanese squad that cannot enter any hex, read as <reading>
      Given the reading "ccp.charge-unmovable-units" is "<reading>"
      And the game situation field "postures.axis" is "banzai"
      And the game situation field "units" is [{ "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "A1", "sides": { "unbroken": { "morale": 7, "movement": 1 }, "broken": { "morale": 5, "movement": 1 } } }, { "id": "jp-2", "owner": "axis", "kind": "squad", "hex": "C4", "broken": true, "sides": { "unbroken": { "morale": 7, "movement": 4 }, "broken": { "morale": 5, "movement": 2 } } }, { "id": "jp-ldr", "owner": "axis", "kind": "leader", "hex": "C4", "sides": { "unbroken": { "morale": 8, "command": 1, "movement": 6 }, "broken": { "morale": 6, "command": 0, "movement": 4 } } }, { "id": "us-1", "owner": "allied", "kind": "team", "hex": "B1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }]
      And the game situation field "map" is { "hexes": { "A1": { "terrain": ["Open Ground"] }, "A2": { "terrain": ["Building"] }, "B1": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "C4": { "terrain": ["Open Ground"] }, "E5": { "terrain": ["Open Ground"] }, "J1": { "terrain": ["Open Ground"] } } }
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }]
        """
      Then the output "activated.units" is <activated>

      Examples:
        | reading       | activated                        |
        | activated     | ["jp-1", "jp-2", "jp-ldr"]       |
        | not-activated | ["jp-2", "jp-ldr"]               |

    # Worked by hand: with only jp-1 left to activate (jp-2 and the leader already activated), the Charge under
    # not-activated would activate no unit: it cannot be played.
    @O25 @O25.1 @O29
    Scenario: Read as not-activated, a Charge that activates no unit is refused
      Given the reading "ccp.charge-unmovable-units" is "not-activated"
      And the game situation field "postures.axis" is "banzai"
      And the game situation field "activated" is {"units": ["jp-2", "jp-ldr"]}
      And the game situation field "units" is [{ "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "A1", "sides": { "unbroken": { "morale": 7, "movement": 1 }, "broken": { "morale": 5, "movement": 1 } } }, { "id": "jp-2", "owner": "axis", "kind": "squad", "hex": "C4", "sides": { "unbroken": { "morale": 7, "movement": 4 }, "broken": { "morale": 5, "movement": 2 } } }, { "id": "jp-ldr", "owner": "axis", "kind": "leader", "hex": "C4", "sides": { "unbroken": { "morale": 8, "command": 1, "movement": 6 }, "broken": { "morale": 6, "command": 0, "movement": 4 } } }, { "id": "us-1", "owner": "allied", "kind": "team", "hex": "B1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }]
      And the game situation field "map" is { "hexes": { "A1": { "terrain": ["Open Ground"] }, "A2": { "terrain": ["Building"] }, "B1": { "terrain": ["Open Ground"] }, "C3": { "terrain": ["Open Ground"] }, "C4": { "terrain": ["Open Ground"] }, "E5": { "terrain": ["Open Ground"] }, "J1": { "terrain": ["Open Ground"] } } }
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O25

    @O25 @3.3.2
    Scenario: Every Japanese unit on the map already activated, the Hero included: no Charge
      Given the game situation field "postures.axis" is "banzai"
      And the game situation field "activated" is {"units": ["jp-1", "jp-2", "jp-hero"]}
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O25

    @O25 @O20.1
    Scenario: A Charge order names no unit: it activates them all
      Given the game situation field "postures.axis" is "banzai"
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge", "units": ["jp-1"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O20.1

  Rule: O25.2 Allied Activations
    "After steps a through c above have been completed – but before Movement physically begins – any or all Allied units not yet activated for the turn may be immediately activated for an Op Fire action [A41], at the Allied player’s discretion. This activation is automatic and does not require the play of a card from the Allied player’s hand."
    "Note that units are activated for Op Fire, so they could not be activated for Op Fire again in that same turn"
    Reading ccp.charge-op-fire-melee: whether a unit in a melee hex may be ("Units in a melee hex can’t be activated to fire.").

    Background:
      Given the game situation field "postures.axis" is "banzai"

    # Worked by hand: the Charge activates jp-1, jp-2 and jp-hero (none activated yet); the American team
    # us-1 in D4, broken ("broken units can do most anything unbroken ones can"), shares no hex with a
    # Japanese unit: the Allied player may activate it; his hand keeps its two cards.
    @O25.2 @A41
    Scenario: Before the charging units move, the Allied player activates his team for Op Fire without a card
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }]
        """
      Then the procedure is in state "activatingForOpFire"
      When the events are sent:
        """
        [{ "type": "ACTIVATE_FOR_OP_FIRE", "units": ["us-1"] }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "orders.0" is {"card": "jp-charge", "order": "Charge", "units": ["jp-1", "jp-2", "jp-hero"], "player": null, "opFire": ["us-1"]}
      And the output "activated.units" is ["jp-1", "jp-2", "jp-hero", "us-1"]
      And the output "decks.allied.hand" is ["us-demo", "us-hidden"]
      And the trace cites O25.2 and A41

    @O25.2
    Scenario: The Allied player may activate none ("any or all", at his discretion)
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }, { "type": "ACTIVATE_FOR_OP_FIRE", "units": [] }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "activated.units" is ["jp-1", "jp-2", "jp-hero"]

    @O25.2
    Scenario: The team already activated this turn: no Allied unit to activate, the order goes on at once
      Given the game situation field "activated" is {"units": ["us-1"]}
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "orders.0" is {"card": "jp-charge", "order": "Charge", "units": ["jp-1", "jp-2", "jp-hero"], "player": null}
      And the trace cites O25.2

    @O25.2
    Scenario: A Japanese unit cannot be activated for the Allied Op Fire
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }, { "type": "ACTIVATE_FOR_OP_FIRE", "units": ["jp-1"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].units[0]", citing O25.2

    @O25.2
    Scenario: A unit is named once
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }, { "type": "ACTIVATE_FOR_OP_FIRE", "units": ["us-1", "us-1"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].units[1]", citing O25.2

    # Worked by hand: the team moved to C3, where the Japanese squad jp-1 is: C3 is a melee hex (19.1).
    @O25.2 @O27.1.2
    Scenario Outline: The Allied team in melee with a charging squad, read as <reading>
      Given the reading "ccp.charge-op-fire-melee" is "<reading>"
      And the game situation field "units.3.hex" is "C3"
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-charge", "order": "Charge" }]
        """
      Then the procedure is in state "<state>"

      Examples:
        | reading      | state               |
        | not-in-melee | carryingOutOrder    |
        | any-unit     | activatingForOpFire |

  Rule: 17.2 Banzai Posture
    "c) always places his units (and their possessed weapons, if any) on the next space of the Time Track rather than on the"
    "(Exception: An eliminated Hero still goes back into the countermix and its weapon, if any, into the Weapons Box of the Casualty Track.) This simulates the ongoing human wave aspect of a banzai attack. The Allied player still receives VPs as usual each time a Japanese unit is eliminated."

    Background:
      Given the game situation field "postures.axis" is "banzai"
      And the game situation field "units" is [{ "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }, { "id": "jp-2", "owner": "axis", "kind": "squad", "hex": "D4", "broken": true, "suppressed": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }, { "id": "jp-hero", "owner": "axis", "kind": "leader", "hero": true, "hex": "D4", "broken": true, "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } }, { "id": "us-1", "owner": "allied", "kind": "team", "hex": "J1", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }]
      And the game situation field "decks.axis.draw" is [{ "id": "t-sniper", "dice": { "white": 6, "colored": 1 }, "trigger": "Sniper!" }, { "id": "hex", "randomHex": "D4" }, { "id": "x1" }]

    # Time space 1: the next space is 2. A squad is worth 2 VPs (14.1): the VP marker moves 2 towards the Allies.
    @17.2 @1.9.4 @14.1
    Scenario: The Japanese player's own Sniper eliminates his broken squad: it goes to the next space of the Time Track; the Allies gain 2 VPs
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "jp-2" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "eliminated" is ["jp-2"]
      And the output "timeTrack" is [{"space": 2, "owner": "axis", "unit": "jp-2"}]
      And the output "vp" is -2

    @17.2 @3.3.2
    Scenario: An eliminated Hero still goes back into the countermix, not onto the Time Track, and is worth no VP
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "jp-hero" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "eliminated" is ["jp-hero"]
      And the output "timeTrack" is []
      And the output "vp" is 0

  Rule: O31 Revive
    "A Revive order cannot be given unless the active player has at least one broken or suppressed unit on the map."

    @O31
    Scenario: With his only broken squad rallied, the Japanese player cannot give a Revive order
      Given the game situation field "units" is [{ "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }, { "id": "us-1", "owner": "allied", "kind": "team", "hex": "D4", "broken": true, "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }]
      When the turn procedure starts
      And the raw event {"type": "GIVE_ORDER", "card": "jp-revive", "order": "Revive"} is sent
      Then it is rejected with code "illegal-event" naming "events[0]", citing O31

  Rule: 12.3 Discard Limit
    "If a player elects to perform no orders in his turn, he may instead discard [O21] any number of cards up to but not exceeding the Discard Limit of the nation he is commanding:"
    "5 if commanding the US; 4 if commanding the Commonwealth; 3 if commanding Japan; or 2 if night rules [18] are in effect, regardless of nationality."

    @12.3 @O21 @12.4
    Scenario: The Japanese player discards 3 cards, his limit, and refills his hand to 6
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["jp-move", "jp-fire", "jp-revive"] }, { "type": "NO_MORE_RESPONSES" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "passed" is ["jp-move", "jp-fire", "jp-revive"]
      And the output "drawn" is ["d1", "d2", "d3", "d4"]
      And the output "decks.axis.hand.length" is 6

    @12.3 @O21
    Scenario: The Japanese player cannot discard 4 cards
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": ["jp-move", "jp-fire", "jp-revive", "jp-charge"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0].discard", citing O21

    @12.3
    Scenario Outline: The <nation> player's Discard Limit of <limit> is accepted
      Given the game situation field "active" is "<active>"
      And the game situation field "alliedNationality" is "<nationality>"
      And the game situation field "night" is <night>
      And the game situation field "discardLimit" is <limit>
      When the turn procedure starts
      Then the procedure is in state "choosingMode"

      Examples:
        | nation              | active | nationality  | night | limit |
        | US                  | allied | us           | false | 5     |
        | Commonwealth        | allied | commonwealth | false | 4     |
        | Japanese            | axis   | us           | false | 3     |
        | US, at night,       | allied | us           | true  | 2     |
        | Japanese, at night, | axis   | commonwealth | true  | 2     |

    @12.3
    Scenario Outline: A Discard Limit other than 12.3's is rejected (<case>)
      Given the game situation field "active" is "<active>"
      And the game situation field "alliedNationality" is "<nationality>"
      And the game situation field "night" is <night>
      And the game situation field "discardLimit" is <limit>
      When the turn procedure starts
      Then it is rejected with code "invalid-field" naming "input.discardLimit", citing 12.3

      Examples:
        | case                        | active | nationality  | night | limit |
        | US with the Commonwealth's  | allied | us           | false | 4     |
        | Japan with the US's         | axis   | us           | false | 5     |
        | the Commonwealth at night   | allied | commonwealth | true  | 4     |

  Rule: 18.1 Night Command & Control
    "Each side has its Discard Limit reduced to 2."

    Background:
      Given the game situation field "night" is true
      And the game situation field "discardLimit" is 2

    @18.1 @O21
    Scenario: At night the Japanese player discards 2 cards, his limit, and refills his hand to 6
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["jp-move", "jp-fire"] }, { "type": "NO_MORE_RESPONSES" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "drawn" is ["d1", "d2", "d3"]
      And the trace cites 18.1

    @18.1 @O21
    Scenario: At night the Japanese player cannot discard 3 cards
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": ["jp-move", "jp-fire", "jp-revive"]} is sent
      Then it is rejected with code "illegal-event" naming "events[0].discard", citing O21

  Rule: O21 Pass (Discard)
    "If a player chooses to give no orders during his turn he may elect to discard any number of cards (even zero) up to his assigned Discard Limit [12.3 & player aid sheet]."

    @O21 @12 @A38
    Scenario: A pass of zero cards is allowed and opens no Demolitions
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "passed" is []
      And the output "responses" is []
      And the output "drawn" is ["d1"]

  Rule: A38 Demolitions
    "Demolitions may only be played when the opponent discards one or more cards from his hand due to a “pass” action [O21]."

    @A38 @A43.6 @12.2 @A36
    Scenario: A one-card pass lets the Allied Defender play Demolitions and Hidden Unit
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["jp-charge"] }, { "type": "RESPOND", "card": "us-demo" }, { "type": "RESPOND", "card": "us-hidden" }, { "type": "NO_MORE_RESPONSES" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "responses" is [{"player": "allied", "action": "Demolitions", "card": "us-demo"}, {"player": "allied", "action": "Hidden Unit", "card": "us-hidden"}]
      And the output "decks.allied.hand" is []

  Rule: 1.6 Actions
    "A player may play a card for its action at any time during either player’s turn, so long as its prerequisite is met. If a card is played for its action, it is immediately placed face-up atop that player’s discard pile—the order on that card then could not be played until the next time it is drawn into the player’s hand."

    @1.6 @A38
    Scenario: The Allied player's Demolitions card, played for its action in the Japanese turn, goes atop his discard pile
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "PASS", "discard": ["jp-charge"] }, { "type": "RESPOND", "card": "us-demo" }, { "type": "NO_MORE_RESPONSES" }]
        """
      Then the procedure has ended in state "turnOver"
      And the output "decks.allied.hand" is ["us-hidden"]
      And the output "decks.allied.discardTop" is "us-demo"
      And the trace cites 1.6

  Rule: 1.9.1.3 Die Triggers and Timing
    "Each of the four triggers explained below are always performed in their entirety before any … results of the die roll that triggered them are … implemented."
    "So the roll itself locks in a result but that result is not physically implemented on the map until after the die trigger is resolved."

    @1.9.1.3 @1.9.4
    Scenario: A Sniper trigger on a Move roll: the roll's result waits until the Sniper is resolved
      Given the game situation field "decks.axis.draw" is [{ "id": "t-sniper", "dice": { "white": 5, "colored": 1 }, "trigger": "Sniper!" }, { "id": "hex", "randomHex": "D4" }, { "id": "x1" }]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the output "rolls" is []
      And the raw event {"type": "DECLINE"} is sent
      Then the procedure is in state "carryingOutOrder"
      And the output "rolls" is [{"player": "axis", "card": "t-sniper", "sum": 6, "trigger": "Sniper!", "lastCard": false, "result": "applied"}]
      And the trace cites 1.9.1.3

  Rule: 1.9.2 Disperse Trigger
    "Whenever a player makes a die roll and that roll is surrounded by a red box with the word “Disperse” inside it, that player must remove one smoke or starshell marker from the map (placing smoke back in the draw cup or starshell back in the countermix)."
    "A starshell can be removed from the map with a Disperse die trigger [1.9.2]."

    @1.9.2 @1.9.1.3 @1.3
    Scenario: A Disperse on a Fire order roll removes the smoke, then the roll's result applies
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-fire", "order": "Fire", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis", "fireAttack": true }, { "type": "KEEP_ROLL" },
         { "type": "DISPERSE", "marker": "smoke", "hex": "E5" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "smoke" is []
      And the output "starshells" is ["C4"]
      And the output "disperses" is [{"player": "axis", "marker": "smoke", "hex": "E5"}]
      And the output "rolls" is [{"player": "axis", "card": "d1", "sum": 5, "trigger": "Disperse!", "lastCard": false, "result": "applied"}]

    @1.9.2 @7.3
    Scenario: A Disperse on a Move order roll (any roll, not only a Fire Attack) removes the starshell instead
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "DISPERSE", "marker": "starshell", "hex": "C4" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "smoke" is ["E5"]
      And the output "starshells" is []
      And the output "disperses" is [{"player": "axis", "marker": "starshell", "hex": "C4"}]

    @1.9.2
    Scenario: A Disperse with no smoke or starshell on the map removes nothing
      Given the game situation field "smoke" is []
      And the game situation field "starshells" is []
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "rolls" is [{"player": "axis", "card": "d1", "sum": 5, "trigger": "Disperse!", "lastCard": false, "result": "applied"}]
      And the trace cites 1.9.2

    @1.9.2
    Scenario: A marker that is not on the map cannot be removed
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "DISPERSE", "marker": "smoke", "hex": "C4" }]
        """
      Then it is rejected with code "illegal-event" naming "events[3]", citing 1.9.2

  Rule: 1.9.1.1 Die Triggers on Last Fate Card
    "Any non-Time trigger that occurs via the last card of a player’s draw pile will resolve immediately after a Time Marker Advance [13.1.2]."

    @1.9.1.1 @1.9.2 @13.1.2
    Scenario: A Disperse on the last card is resolved after the Time Marker Advance
      Given the game situation field "decks.axis.draw" is [{ "id": "last", "dice": { "white": 3, "colored": 3 }, "trigger": "Disperse!" }]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE", "order": [] }]
        """
      Then the procedure is in state "resolvingDisperse"
      And the output "time" is 2
      And the output "smoke" is ["E5"]

  Rule: 10.1 Re-roll
    "At any time during the game, the player currently in control of the Initiative card may choose to cancel all effects of the last die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled."
    "When a player calls for a re-roll in this manner, he must give the Initiative card to his opponent and then the re-roll is performed."

    @10.1 @1.9.2
    Scenario: The Allied player cancels the roll with the Disperse trigger: no marker is removed and the Initiative card passes
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "REROLL" },
         { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the Initiative card is with the axis player
      And the output "rolls" is [{"player": "axis", "card": "d1", "sum": 5, "trigger": "Disperse!", "lastCard": false, "result": "canceled"}, {"player": "axis", "card": "d2", "sum": 8, "trigger": null, "lastCard": false, "result": "applied"}]
      And the output "smoke" is ["E5"]
      And the output "starshells" is ["C4"]

  Rule: 1.9.3 Event Trigger
    "The player making the roll reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the event on that card [E50–E80]."
    "Events are never played from the hand, voluntarily or otherwise—only off the top of the draw pile, and only at random intervals due to certain die rolls [1.9.3]."

    @1.9.3 @E49 @1.7
    Scenario: An Event trigger reveals the next card; a card that prints no Event is recorded as not described
      Given the game situation field "decks.axis.draw" is [{ "id": "t-event", "dice": { "white": 4, "colored": 2 }, "trigger": "Event!" }, { "id": "ev" }, { "id": "x1" }]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "events" is [{"player": "axis", "trigger": "Event!", "card": "ev", "event": null, "steps": [{"rule": "E49", "what": "not-described", "card": "ev"}], "choices": []}]
      And the output "decks.axis.discardTop" is "ev"
      And the trace cites 1.7

    @1.9.3
    Scenario: The map the turn's Events read holds only the terrain both editions give alike: Woods is refused
      Given the game situation field "map.hexes.C3.terrain" is ["Woods"]
      When the turn procedure starts
      Then it is rejected with code "invalid-field" naming "input.map.hexes.C3.terrain[0]", citing T81

    @1.9.3 @E70 @9
    Scenario: The Support Table the turn's Reinforcements read lists Sighting markers on the Japanese table only: one on the US table is refused
      Given the game situation field "supportTables" is {"allied": [{"roll": [2, 12], "items": [{"sighting": "sm-us"}]}]}
      When the turn procedure starts
      Then it is rejected with code "invalid-field" naming "input.supportTables.allied[0].items[0].sighting", citing 9

  Rule: 1.9.4 Sniper Trigger
    "The player rolling the Sniper trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the random hex on that card. That player may then select one unit in or adjacent to that hex and break it."
    "Snipers [1.9.4] and some events will call for a random hex to be determined and, if so, the top card of that player’s Fate deck is revealed and only this “hex” is consulted."

    # Worked by hand (1.8.1 Random Hexes): the Japanese player's Sniper trigger reveals the top card of his
    # draw pile, "hex", whose random hex is D4: the US team in D4 may be broken; the card after it is not read.
    @1.8.1 @1.9.4 @3.2.4 @14.1 @13.3 @13.3.1 @1.8
    Scenario: The Sniper breaks the broken US team in the random hex: it is eliminated, the Allied player's last unit on the map
      Given the game situation field "decks.axis.draw" is [{ "id": "t-sniper", "dice": { "white": 6, "colored": 1 }, "trigger": "Sniper!" }, { "id": "hex", "randomHex": "D4" }, { "id": "x1" }]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "snipes" is [{"player": "axis", "card": "hex", "hex": "D4", "weaponsFixed": [], "weaponsEliminated": [], "broke": "us-1"}]
      And the output "eliminated" is ["us-1"]
      And the output "vp" is 1
      And the output "ended" is {"how": "last-unit-eliminated", "players": ["allied"], "rule": "13.3"}

  Rule: 1.9.5 Time Trigger
    "Whenever a player makes a die roll and that roll is surrounded by a red box with the word “Time” inside it, normal game play pauses in order to perform a Time Marker Advance [13.1.2]."

    @1.9.5 @13.1.2
    Scenario: A Time trigger advances the time marker; the scenario Defender gains 1 VP; the smoke stays; the order goes on
      Given the game situation field "decks.axis.draw" is [{ "id": "t-time", "dice": { "white": 1, "colored": 3 }, "trigger": "Time!" }, { "id": "x1" }]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE", "order": [] }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "time" is 2
      And the output "vp" is -1
      And the output "smoke" is ["E5"]

  Rule: 14.3.3 Objective Chits
    "There are 21 objective markers – or “chits” – in CC:P."
    "VPs gained for the elimination of each enemy unit [14.1] is increased by one for both players."

    @14.3.3
    Scenario: CC:E's doubling chit cannot be stated for a CC:P turn
      Given the game situation field "specialChits" is {"elimDoubled": true}
      When the turn procedure starts
      Then it is rejected with code "invalid-field" naming "input.specialChits.elimDoubled", citing 14.3.3

  Rule: 15.2.2 Overstacking Penalty
    "Overstacking is allowed only any time after play begins."
    "In any hex which is overstacked – that is, there are units present sporting 8 or more soldier figures – Cover in that hex is reduced by one for each soldier figure present above 7."

    @15.2.2 @15.2.3 @12.4
    Scenario: Three Japanese squads in one hex at the end of the turn: nothing is eliminated or deployed
      Given the game situation field "units" is [{ "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }, { "id": "jp-2", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }, { "id": "jp-3", "owner": "axis", "kind": "squad", "hex": "C3", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }, { "id": "us-1", "owner": "allied", "kind": "team", "hex": "D4", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 5 } } }]
      When the turn procedure starts
      And the raw event {"type": "PASS", "discard": []} is sent
      Then the procedure has ended in state "turnOver"
      And the output "eliminated" is []
      And the output "units.length" is 4
      And the output "drawn" is ["d1"]

  Rule: E64 KIA
    "When this event occurs, the receiving player must select one broken unit (enemy or friendly) and eliminate it."
    "When a unit is eliminated – for any reason: via order, action or trigger – the opponent is awarded a certain number of VPs for it: ● A squad is worth 2 VPs; ● A team is worth 1 VP;"

    Background:
      Given the game situation field "decks.axis.draw" is [{ "id": "t-event", "dice": { "white": 4, "colored": 2 }, "trigger": "Event!" }, { "id": "ev", "event": "KIA" }, { "id": "x1" }]

    @1.9.3 @E49 @E64 @14.1
    Scenario: The Japanese player eliminates his own broken squad: the Allies gain 2 VPs and the order goes on
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "jp-2" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "eliminated" is ["jp-2"]
      And the output "vp" is -2
      And the output "events.0.choices.0.offered" is [{"type": "SELECT_UNIT", "unit": "jp-2"}, {"type": "SELECT_UNIT", "unit": "us-1"}]
      And the trace cites E64

    @1.9.3 @E64 @14.1 @13.3 @13.3.1
    Scenario: The Japanese player eliminates the broken US team, the Allied player's last unit on the map: the game ends
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "us-1" }]
        """
      Then the procedure has ended in state "gameOver"
      And the output "eliminated" is ["us-1"]
      And the output "vp" is 1
      And the output "ended" is {"how": "last-unit-eliminated", "players": ["allied"], "rule": "13.3"}

    @E64
    Scenario: The unbroken Japanese squad cannot be chosen
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SELECT_UNIT", "unit": "jp-1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[3]", citing E64

  Rule: E60 Gusts
    "When this event occurs, it will instruct the players to remove from the map either all smoke with an odd-numbered Hindrance value or all smoke with an even-numbered Hindrance value."

    @1.9.3 @E49 @E60
    Scenario: The Gusts card says even and no Smoke is on the map: the Event is ignored and the order goes on
      Given the game situation field "decks.axis.draw" is [{ "id": "t-event", "dice": { "white": 4, "colored": 2 }, "trigger": "Event!" }, { "id": "ev", "event": "Gusts", "gusts": "even" }, { "id": "x1" }]
      And the game situation field "smoke" is []
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "events.0.steps" is [{"rule": "E60", "what": "impossible"}]

    @E60
    Scenario: A Gusts card that says neither odd nor even is rejected
      Given the game situation field "decks.axis.draw" is [{ "id": "t-event", "dice": { "white": 4, "colored": 2 }, "trigger": "Event!" }, { "id": "ev", "event": "Gusts", "gusts": "3" }, { "id": "x1" }]
      When the turn procedure starts
      Then it is rejected with code "invalid-field" naming "input.decks.axis.draw[1].gusts", citing E60

  Rule: E72 Shell Shock
    "When this event occurs, the receiving player must determine a random hex [1.8]. Break the unit (enemy or friendly) closest to that hex."

    @1.9.3 @E72 @1.8 @3.2
    Scenario: The random hex C3 holds the unbroken Japanese squad, the closest unit: it breaks
      Given the game situation field "decks.axis.draw" is [{ "id": "t-event", "dice": { "white": 4, "colored": 2 }, "trigger": "Event!" }, { "id": "ev", "event": "Shell Shock" }, { "id": "hex", "randomHex": "C3" }, { "id": "x1" }]
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "units.0.broken" is true
      And the output "eliminated" is []
      And the trace cites E72

    @1.9.3 @E72 @E49 @1.8 @13.1.2
    Scenario Outline: The Shell Shock card is the last card of the draw pile (reading ccp.event-random-hex-empty-pile = <reading>)
      Given the reading "ccp.event-random-hex-empty-pile" is "<reading>"
      And the game situation field "decks.axis.draw" is [{ "id": "t-event", "dice": { "white": 4, "colored": 2 }, "trigger": "Event!" }, { "id": "ev", "event": "Shell Shock" }]
      And the game situation field "units.3.broken" is false
      When the turn procedure starts
      And the events are sent:
        """
        [{ "type": "GIVE_ORDER", "card": "jp-move", "order": "Move", "units": ["jp-1"] }, { "type": "ROLL", "player": "axis" }, { "type": "KEEP_ROLL" },
         { "type": "SHUFFLE", "order": [] }]
        """
      Then the procedure is in state "carryingOutOrder"
      And the output "units.3.broken" is <us-1 broken>
      And the output "time" is 2
      And the output "vp" is -1

      Examples:
        | reading         | us-1 broken |
        | impossible      | false       |
        | reshuffle-first | true        |
