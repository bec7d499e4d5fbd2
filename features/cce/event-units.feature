Feature: Events that change one unit (CC:E E42, E44, E62, E64, E72)
  An Event is revealed from the top of the reader's draw pile and executed at once (1.9.1.1, E42). These
  four change one unit: Battle Harden makes one of the reader's units a Veteran, KIA eliminates a broken
  unit, Medic! rallies one, and Shell Shock breaks the unit closest to a Random Hex. A part of an Event
  that is impossible is ignored (E42).

  Background:
    Given the units:
      | unit   | owner  | kind   | hex | broken | veteran | morale | broken morale |
      | de-1   | axis   | squad  | C3  |        |         | 7      | 5             |
      | de-vet | axis   | team   | C3  |        | yes     | 7      | 6             |
      | de-br  | axis   | team   | C4  | yes    |         | 7      | 6             |
      | us-br  | allied | squad  | E5  | yes    |         | 7      | 5             |
      | us-2   | allied | squad  | E6  |        |         | 7      | 5             |

  Rule: E42 General Rules
    "1.7 Events … only off the top of the draw pile, and only at random … certain die rolls [1.9.1.1]."
    "Events are never played from the hand: they only occur via certain rolls, whereupon normal game play immediately pauses so that that player can reveal the top card of his Fate Deck then read aloud and execute the listed Event."
    "Ignore any portion of an Event that is impossible to fulfill given current game conditions, while performing those parts that are possible, if any."

    @E42 @1.9.1.1 @1.7
    Scenario: The reader reveals the top card of his draw pile and executes its Event
      Given the allied player reveals the Event "Medic!"
      When the Event is resolved
      Then the units offered are "de-br, us-br"
      When the reader selects "us-br"
      Then the Event is over
      And "us-br" is unbroken
      And the output "event.card" is "event-card"
      And the output "decks.allied.discardTop" is "event-card"

    @E42 @E64
    Scenario: An Event with nothing to act on is ignored
      Given the axis player reveals the Event "Medic!"
      And the event situation field "units" is [{"id": "de-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E64  | impossible |

    @E42
    Scenario: A decision the Event does not offer is refused, naming the Event's rule
      Given the axis player reveals the Event "KIA"
      When the Event is resolved
      And the reader selects "us-2"
      Then the decision is refused citing E62

  Rule: E44 Battle Harden
    "the receiving player selects one of his units without a Veteran marker and places a Veteran marker on it."

    @E44 @E44.1
    Scenario: Only the reader's units without a Veteran marker are offered
      Given the axis player reveals the Event "Battle Harden"
      When the Event is resolved
      Then the units offered are "de-1, de-br"
      When the reader selects "de-br"
      Then "de-br" is a Veteran
      And "de-1" is not a Veteran
      And the Event steps are:
        | rule | what    | unit  |
        | E44  | veteran | de-br |

  Rule: E62 KIA
    "When this Event occurs, the receiving player must select one broken unit (enemy or friendly) and eliminate it."

    @E62 @7.1
    Scenario: An enemy broken Squad eliminated scores its VP for the reader
      Given the axis player reveals the Event "KIA"
      When the Event is resolved
      Then the units offered are "de-br, us-br"
      When the reader selects "us-br"
      Then "us-br" is eliminated
      And after the Event the VP marker is at 2

    @E62 @7.1
    Scenario: His own broken Team eliminated scores its VP for the enemy
      Given the axis player reveals the Event "KIA"
      When the Event is resolved
      And the reader selects "de-br"
      Then "de-br" is eliminated
      And after the Event the VP marker is at -1

    @E62 @4.2 @11.4
    Scenario: The eliminated unit's broken Weapon goes to the Casualty Track's Weapon box, out of the broken Weapons in play
      Given the axis player reveals the Event "KIA"
      And "us-br" carries the broken MG "mg1" with Fix 1-2 and Elim 11-12
      And the event situation field "eliminatedWeapons" is []
      When the Event is resolved
      And the reader selects "us-br"
      Then "us-br" is eliminated
      And the output "eliminatedWeapons" is ["mg1"]
      And the output "brokenWeapons" is []
      And the output "weapons" is []

  Rule: E64 Medic!
    "When this Event occurs, the receiving player must select one broken unit (enemy or friendly) and Rally it [3.2.5]."

    @E64 @3.2.5
    Scenario: An enemy broken unit may be the one rallied
      Given the axis player reveals the Event "Medic!"
      When the Event is resolved
      And the reader selects "us-br"
      Then "us-br" is unbroken
      And "de-br" is broken

  Rule: E72 Shell Shock
    "When this Event occurs, the receiving player must determine a Random Hex [1.8]. The unit (enemy or friendly) that is closest to that hex breaks [3.2]. In case of a tie for closest unit, the player drawing the Event chooses which will be affected."

    @E72 @1.8 @3.2
    Scenario: The one unit closest to an empty Random Hex breaks
      Given the axis player reveals the Event "Shell Shock"
      And the next card shows the Random Hex F7
      When the Event is resolved
      Then the Event is over
      And "us-2" is broken
      And the Event steps are:
        | rule | what       | unit | hex |
        | E72  | random-hex |      | F7  |
        | E72  | break      | us-2 |     |

    @E72 @3.2 @7.1
    Scenario: A broken unit closest to the Random Hex breaks again and is eliminated
      Given the axis player reveals the Event "Shell Shock"
      And the next card shows the Random Hex E5
      When the Event is resolved
      Then "us-br" is eliminated
      And after the Event the VP marker is at 2

    @E72
    Scenario: Units tied for closest: the reader chooses, of either side
      Given the allied player reveals the Event "Shell Shock"
      And the next card shows the Random Hex C3
      When the Event is resolved
      Then the units offered are "de-1, de-vet"
      When the reader selects "de-vet"
      Then "de-vet" is broken
      And "de-1" is unbroken

  Rule: 11.4 Broken Weapons and the Random Hex
    "Whenever a player checks for a Random Hex [1.8] – either via Sniper! or due to certain Events – the hex number is compared to that on every broken Weapon in play. This happens before the result of the Event/Sniper itself is implemented."

    @11.4 @E72
    Scenario: Shell Shock's Random Hex checks every broken Weapon first
      Given the axis player reveals the Event "Shell Shock"
      And the next card shows the Random Hex C4
      And the broken Weapons:
        | weapon   | fix | elim  |
        | mg-fixed | 1-4 | 11-12 |
        | mg-lost  | 1-1 | 4-6   |
        | mg-stays | 1-2 | 9-10  |
      When the Event is resolved
      Then the Event steps are:
        | rule | what       | hex | weaponsFixed | weaponsEliminated | unit  |
        | E72  | random-hex | C4  | mg-fixed     | mg-lost           |       |
        | E72  | break      |     |              |                   | de-br |

    @11.4 @4.2 @E72
    Scenario: A Weapon the Random Hex eliminates goes to the Weapon box (where Scrounge finds it) and leaves the unit
      Given the axis player reveals the Event "Shell Shock"
      And the next card shows the Random Hex D4
      And "de-1" carries the broken MG "mg1" with Fix 1-2 and Elim 3-6
      When the Event is resolved
      Then the output "event.steps.0.weaponsEliminated" is ["mg1"]
      And the output "eliminatedWeapons" is ["mg1"]
      And the output "brokenWeapons" is []
      And the output "weapons" is []

    @1.8 @E72
    Scenario: The card revealed for the Random Hex shows none: the situation is refused, naming the card's pile (1.8: every Fate card prints one)
      Given the axis player reveals the Event "Shell Shock"
      Then resolving the Event is rejected with code "missing-field" naming "input.decks.axis.draw" citing 1.8

    @1.8 @1.9.1.3
    Scenario: The same for a Sniper!'s Random Hex
      Given the axis player rolled a Sniper! and his next card shows the Random Hex D4
      And the event situation field "decks.axis.draw" is [{"id": "hex-card"}, {"id": "next-card"}]
      Then resolving the Event is rejected with code "missing-field" naming "input.decks.axis.draw" citing 1.8

  Rule: 6.1.2 Advancement
    "whenever a player reveals/draws the last card in his draw pile: treat such an occurrence exactly as if a “Time!” trigger had been rolled."

    @6.1.2 @1.8 @E42
    Scenario Outline: The Event card was the last card: no card is left for the Random Hex (reading cce.event-random-hex-empty-pile = <reading>)
      Given the axis player reveals the Event "Shell Shock"
      And the Event card is the last card of the draw pile
      And the event situation field "decks.axis.draw.0.randomHex" is "D4"
      And the reading "cce.event-random-hex-empty-pile" is "<reading>"
      When the Event is resolved
      Then Time is due after the Event
      And the output "event.steps.0.what" is "<first>"

      Examples:
        | reading         | first      |
        | impossible      | impossible |
        | reshuffle-first | random-hex |

  Rule: 1.9.1.3 Sniper! Trigger
    "The player rolling the Sniper! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."

    @1.9.1.3 @1.8 @3.2
    Scenario: The units in or adjacent to the Random Hex are offered, of either side, or none
      Given the axis player rolled a Sniper! and his next card shows the Random Hex D4
      When the Event is resolved
      Then the choices offered are "de-br, us-br, DECLINE"
      When the reader selects "us-br"
      Then "us-br" is eliminated
      And after the Event the VP marker is at 2
      And the Event steps are:
        | rule    | what       | unit  | hex |
        | 1.9.1.3 | random-hex |       | D4  |
        | 1.9.1.3 | break      | us-br |     |

    @1.9.1.3
    Scenario: The roller may break no unit at all
      Given the allied player rolled a Sniper! and his next card shows the Random Hex D4
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And "de-br" is broken
      And the output "event.steps.1.what" is "declined"

    @1.9.1.3 @E42
    Scenario: A unit neither in nor adjacent to the Random Hex is refused
      Given the axis player rolled a Sniper! and his next card shows the Random Hex D4
      When the Event is resolved
      And the reader selects "us-2"
      Then the decision is refused citing 1.9.1.3
