Feature: Events that act on units a player chooses (CC:E E50, E51, E52, E56, E58, E60, E66, E71, E75)
  Each of these Events has a player pick units (or hexes, or a Weapon) and does one thing to them:
  Commissar rolls for a broken Russian unit, Cower and Interdiction and Suppressing Fire Suppress, Deploy
  splits a Squad, Field Promotion and Hero bring a Leader from the countermix, Prisoners of War
  eliminates, Scrounge returns a Weapon. A part of an Event that is impossible is ignored (E42).

  Rule: E50 Commissar
    "When this Event occurs, the Russian player must select one of his broken units [3.2] and make a roll for it: … If the roll is greater than its Morale, it is eliminated. … If the roll is less than or equal to its Morale, it Rallies [3.2.5]."

    Background:
      Given the units:
        | unit | owner  | kind  | hex | broken | morale | broken morale |
        | ru-1 | allied | squad | C3  | yes    | 7      | 4             |
        | ru-2 | allied | team  | E5  | yes    | 7      | 5             |
        | ru-3 | allied | squad | E6  |        | 7      | 5             |
        | de-1 | axis   | squad | C4  | yes    | 7      | 5             |
      And the hexes:
        | hex | terrain |
        | C3  | Woods   |
      And the axis player reveals the Event "Commissar"
      And the event situation field "nationalities" is {"axis": "germany", "allied": "russia"}
      And the event situation field "decks.allied.draw" is [{"id": "ru-roll", "dice": {"white": 4, "colored": 2}, "trigger": "Sniper!"}, {"id": "ru-next"}]

    @E50 @3.2
    Scenario: The Russian player selects, from his own broken units only
      When the Event is resolved
      Then the allied player decides
      And the units offered are "ru-1, ru-2"

    @E50 @3.2.5 @E42
    Scenario: A roll equal to the current Morale rallies (4 broken Morale + 2 Woods = 6; the Sniper! on the card is ignored)
      When the Event is resolved
      And the player deciding selects "ru-1"
      Then the Event is over
      And "ru-1" is unbroken
      And the Event steps are:
        | rule | what  | player | unit | card    | roll | morale |
        | E50  | roll  | allied | ru-1 | ru-roll | 6    | 6      |
        | E50  | rally |        | ru-1 |         |      |        |

    @E50 @7.1
    Scenario: A roll greater than its Morale eliminates it (6 against a Team's 5 in the open)
      When the Event is resolved
      And the player deciding selects "ru-2"
      Then "ru-2" is eliminated
      And after the Event the VP marker is at 1

    @E50 @7.1
    Scenario: Reading cce.commissar-morale = printed: the same roll against the printed 4 eliminates the Squad in Woods
      Given the reading "cce.commissar-morale" is "printed"
      When the Event is resolved
      And the player deciding selects "ru-1"
      Then "ru-1" is eliminated
      And after the Event the VP marker is at 2

    @E50 @E42
    Scenario: Neither player is Russian: the Event is ignored
      Given the event situation field "nationalities" is {"axis": "germany", "allied": "america"}
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E50  | impossible |

    @E50 @E42 @6.1.2
    Scenario: The Russian reader's Event card was his last: no card is left to roll with
      Given the allied player reveals the Event "Commissar"
      And the event situation field "nationalities" is {"allied": "russia"}
      And the Event card is the last card of the draw pile
      When the Event is resolved
      And the player deciding selects "ru-1"
      Then the Event is over
      And "ru-1" is broken
      And Time is due after the Event
      And the Event steps are:
        | rule | what       |
        | E50  | impossible |

    @E50 @6.1.2
    Scenario: The Russian player's roll takes the last card of HIS draw pile: the Time advance after the Event is his, not the reader's
      Given the event situation field "decks.allied.draw" is [{"id": "ru-last", "dice": {"white": 1, "colored": 2}}]
      When the Event is resolved
      And the player deciding selects "ru-1"
      Then "ru-1" is unbroken
      And the output "timeDue" is true
      And the output "timeDueFor" is "allied"
      And the output "decks.allied.draw" is 0
      And the output "decks.axis.draw" is 1

    @E50 @6.1.2 @E42
    Scenario: Reading cce.event-roll-last-card = ignored: the last card of a roll during an Event is a trigger E42 ignores
      Given the event situation field "decks.allied.draw" is [{"id": "ru-last", "dice": {"white": 1, "colored": 2}}]
      And the reading "cce.event-roll-last-card" is "ignored"
      When the Event is resolved
      And the player deciding selects "ru-1"
      Then the output "timeDue" is false
      And the output "timeDueFor" is null

    @E50
    Scenario: The situation does not say whether either player is Russian: it is refused, nothing is assumed
      Given the event situation field "nationalities" is {"axis": "germany"}
      Then resolving the Event is rejected with code "missing-field" naming "input.nationalities.allied" citing E50

  Rule: E51 Cower
    "When this Event occurs, the receiving player must place a Suppressed marker [13] on each of his friendly Squads without one that is currently outside the Command Radius [3.3.1.1] of a friendly Leader."

    Background:
      Given the units:
        | unit   | owner  | kind   | hex | broken | suppressed | morale | broken morale | command |
        | de-ldr | axis   | leader | C3  |        |            | 8      | 6             | 1       |
        | de-1   | axis   | squad  | C3  |        |            | 7      | 5             |         |
        | de-2   | axis   | squad  | C4  |        |            | 7      | 5             |         |
        | de-3   | axis   | squad  | E5  |        |            | 7      | 5             |         |
        | de-4   | axis   | squad  | E6  |        | yes        | 7      | 5             |         |
        | de-tm  | axis   | team   | E5  |        |            | 7      | 5             |         |
        | us-ldr | allied | leader | E5  |        |            | 8      | 6             | 2       |
        | de-bl  | axis   | leader | G7  | yes    |            | 8      | 6             | 2       |
        | de-5   | axis   | squad  | G8  |        |            | 7      | 5             |         |
      And "de-bl" has Command 1 on its broken side

    @E51 @3.3.1.1 @13.1
    Scenario: Squads beyond every friendly Leader's Command Radius are Suppressed; a broken Leader's Command is 0
      Given the axis player reveals the Event "Cower"
      When the Event is resolved
      Then the Event is over
      And "de-3" is Suppressed
      And "de-5" is Suppressed
      And "de-1" is not Suppressed
      And "de-2" is not Suppressed
      And "de-tm" is not Suppressed
      And the Event steps are:
        | rule | what     | unit |
        | E51  | suppress | de-3 |
        | E51  | suppress | de-5 |

    @E51 @3.3.1.1
    Scenario: Reading cce.broken-leader-command = printed: the broken Leader's Command 1 covers the adjacent Squad
      Given the reading "cce.broken-leader-command" is "printed"
      And the axis player reveals the Event "Cower"
      When the Event is resolved
      Then "de-5" is not Suppressed
      And "de-3" is Suppressed

    @E51 @E42
    Scenario: The reader has no Squad: nothing to Suppress
      Given the allied player reveals the Event "Cower"
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E51  | impossible |

  Rule: E52 Deploy
    "When this Event occurs, the active player may select one friendly Squad on the map. If he does, the Squad is removed from its hex, placed back in the countermix, and replaced with two Teams of the same quality (Green, Line or Elite) as that player’s OB."
    "These Teams enter play broken if the Squad was broken [3.2]. If there was a Weapon, Suppressed and/or Veteran marker on the Squad, only one of the two Teams retains the marker."

    Background:
      Given the units:
        | unit  | owner  | kind  | hex | broken | suppressed | veteran | morale | broken morale |
        | de-1  | axis   | squad | C3  |        | yes        | yes     | 7      | 5             |
        | de-2  | axis   | squad | C5  | yes    |            |         | 7      | 5             |
        | de-tm | axis   | team  | C5  |        |            |         | 7      | 5             |
        | us-1  | allied | squad | E5  |        |            |         | 7      | 5             |
      And "de-1" holds the Weapon {"id": "de-mg", "type": "mg", "fp": 2, "range": 6}
      And the allied player reveals the Event "Deploy"
      And the event situation field "active" is "axis"
      And the event situation field "countermix" is {"axis": {"team": {"sides": {"unbroken": {"morale": 6}, "broken": {"morale": 4}}}}}

    @E52 @E52.1
    Scenario: The active player, not the reader, may Deploy one of his Squads
      When the Event is resolved
      Then the axis player decides
      And the choices offered are "de-1, de-1 Suppressed, de-1 Veteran, de-1 Suppressed+Veteran, de-2, DECLINE"

    @E52.1 @E52.2
    Scenario: One Team keeps the Weapon, the Suppressed and the Veteran marker; the Squad is not eliminated
      When the Event is resolved
      And the player deciding selects "de-1"
      Then the Event is over
      And "de-1/1" is Suppressed
      And "de-1/1" is a Veteran
      And "de-1/1" now possesses the Weapon "de-mg"
      And "de-1/2" is not Suppressed
      And "de-1/2" is not a Veteran
      And the output "eliminated" is []
      And the output "vp" is 0

    @E52.2 @13.2
    Scenario: The player shares the markers: the MG stays with one Team, the Suppressed marker goes to the other (which Team retains each marker is his pick)
      When the Event is resolved
      And the decision is sent:
        """
        {"type": "SELECT_UNIT", "unit": "de-1", "marker": "Suppressed"}
        """
      Then the Event is over
      And "de-1/1" now possesses the Weapon "de-mg"
      And "de-1/1" is not Suppressed
      And "de-1/1" is a Veteran
      And "de-1/2" is Suppressed
      And "de-1/2" is not a Veteran
      And the output "event.steps" is [{"rule": "E52.1", "what": "deploy", "player": "axis", "unit": "de-1", "retains": "Suppressed"}]

    @E52.2
    Scenario: A split the Squad's markers do not allow is refused
      When the Event is resolved
      And the decision is sent:
        """
        {"type": "SELECT_UNIT", "unit": "de-2", "marker": "Suppressed"}
        """
      Then the decision is refused citing E52

    @E52.2 @3.2
    Scenario: A broken Squad Deploys into two broken Teams
      When the Event is resolved
      And the player deciding selects "de-2"
      Then "de-2/1" is broken
      And "de-2/2" is broken

    @E52
    Scenario: The active player declines
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the Event steps are:
        | rule | what     | player |
        | E52  | declined | axis   |

    @E52
    Scenario: Reading cce.deploy-event-player = reader: the reader Deploys one of his Squads
      Given the reading "cce.deploy-event-player" is "reader"
      When the Event is resolved
      Then the allied player decides
      And the units offered are "us-1", or none

    @E52 @E42
    Scenario: The active player has no Squad on the map: nothing to Deploy
      Given the event situation field "active" is "allied"
      And the event situation field "units" is [{"id": "us-tm", "owner": "allied", "kind": "team", "hex": "E5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E52  | impossible |

  Rule: E56 Field Promotion
    "When this Event occurs, if not already on the map, the receiving player may place his nation’s “Private” (the one with “6” Morale and “2” Command) into a hex occupied by one of his broken units [3.2]."

    Background:
      Given the units:
        | unit   | owner  | kind  | hex | broken | morale | broken morale |
        | de-br  | axis   | squad | C4  | yes    | 7      | 5             |
        | de-br2 | axis   | team  | C4  | yes    | 7      | 5             |
        | de-br3 | axis   | team  | E5  | yes    | 7      | 5             |
        | de-1   | axis   | squad | C3  |        | 7      | 5             |
        | us-br  | allied | squad | E6  | yes    | 7      | 5             |
      And the axis player reveals the Event "Field Promotion"
      And the event situation field "countermix" is {"axis": {"private": {"id": "de-private", "owner": "axis", "kind": "leader", "sides": {"unbroken": {"morale": 6, "command": 2}, "broken": {"morale": 5, "command": 0}}}}}

    @E56 @3.2
    Scenario: The Private may go into a hex of one of his broken units
      When the Event is resolved
      Then the hexes offered are "C4, E5", or none
      When the reader selects the hex E5
      Then the Event is over
      And "de-private" is unbroken
      And the Event steps are:
        | rule | what  | unit       | hex |
        | E56  | place | de-private | E5  |

    @E56
    Scenario: The reader declines
      When the Event is resolved
      And the player deciding declines
      Then the Event steps are:
        | rule | what     | player |
        | E56  | declined | axis   |

    @E56 @E42
    Scenario: The Private is already on the map
      Given the event situation field "countermix" is {"axis": {"private": {"id": "de-1", "owner": "axis", "kind": "leader", "sides": {"unbroken": {"morale": 6, "command": 2}, "broken": {"morale": 5, "command": 0}}}}}
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E56  | impossible |

  Rule: E58 Hero
    "When this Event occurs, if the receiving player’s Hero unit [E58.1] is not already on the map, he must place it into any friendly hex. If … he does, he may Rally [3.2.5] one broken unit in that placement hex."
    "Heroes are Leaders [3.3] in every respect, with two exceptions:"

    Background:
      Given the units:
        | unit  | owner  | kind  | hex | broken | morale | broken morale |
        | us-br | allied | squad | C3  | yes    | 7      | 5             |
        | de-br | axis   | squad | C3  | yes    | 7      | 5             |
        | us-2  | allied | squad | E5  |        | 7      | 5             |
        | de-1  | axis   | squad | G8  |        | 7      | 5             |
        | de-2  | axis   | squad | H9  |        | 7      | 5             |
      And the hexes:
        | hex | terrain     |
        | G7  | Open Ground |
        | D1  | Open Ground |
      And the allied player reveals the Event "Hero"
      And the event situation field "objectives" is [{"number": 2, "hexes": ["G7"], "controller": "allied"}, {"number": 3, "hexes": ["G8"], "controller": "allied"}, {"number": 4, "hexes": ["D1"], "controller": "axis"}]
      And the event situation field "countermix" is {"allied": {"hero": {"id": "us-hero", "owner": "allied", "kind": "leader", "sides": {"unbroken": {"morale": 9, "command": 1}, "broken": {"morale": 7, "command": 0}}}}}

    @E58 @E58.1
    Scenario: Any friendly hex: occupied by his units, or his Objective without an enemy unit
      When the Event is resolved
      Then the hexes offered are "C3, E5, G7"

    @E58
    Scenario: Under reading cce.hero-placement = may ("If he does", as CC:P's E61 words it), he may leave his Hero off the map
      Given the reading "cce.hero-placement" is "may"
      When the Event is resolved
      Then the choices offered are "C3, E5, G7, DECLINE"
      When the player deciding declines
      Then the Event is over
      And the output "units.length" is 5

    @E58 @3.2.5
    Scenario: Placed in a Melee hex, the Hero may Rally one broken unit there, of either side
      When the Event is resolved
      And the reader selects the hex C3
      Then the units offered are "us-br, de-br", or none
      When the reader selects "de-br"
      Then the Event is over
      And "de-br" is unbroken
      And "us-br" is broken
      And "us-hero" is unbroken
      And the Event steps are:
        | rule | what  | unit    | hex |
        | E58  | place | us-hero | C3  |
        | E58  | rally | de-br   |     |

    @E58
    Scenario: Reading cce.hero-rally-unit = friendly: only his own broken unit
      Given the reading "cce.hero-rally-unit" is "friendly"
      When the Event is resolved
      And the reader selects the hex C3
      Then the units offered are "us-br", or none

    @E58 @E42
    Scenario: No broken unit in the placement hex: the Rally is impossible, the placement stands
      When the Event is resolved
      And the reader selects the hex E5
      Then the Event is over
      And the Event steps are:
        | rule | what       | unit    | hex |
        | E58  | place      | us-hero | E5  |
        | E58  | impossible |         |     |

    @E58 @E42
    Scenario: The Hero is already on the map
      Given the event situation field "countermix" is {"allied": {"hero": {"id": "us-2", "owner": "allied", "kind": "leader", "sides": {"unbroken": {"morale": 9, "command": 1}, "broken": {"morale": 7, "command": 0}}}}}
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E58  | impossible |

  Rule: E60 Interdiction
    "When this Event occurs, the receiving player must select one unsuppressed unit (enemy or friendly; broken or unbroken) that occupies a hex with Cover less than 1 and put a Suppressed marker [13] on it."

    Background:
      Given the units:
        | unit  | owner  | kind  | hex | broken | suppressed | morale | broken morale |
        | de-1  | axis   | squad | C3  |        |            | 7      | 5             |
        | de-2  | axis   | squad | C4  |        |            | 7      | 5             |
        | us-1  | allied | squad | E5  |        |            | 7      | 5             |
        | us-2  | allied | squad | E6  |        | yes        | 7      | 5             |
        | us-3  | allied | squad | F6  |        |            | 7      | 5             |
        | us-br | allied | team  | C3  | yes    |            | 7      | 5             |
      And the hexes:
        | hex | terrain           | markers  |
        | C3  | Open Ground       |          |
        | C4  | Woods             |          |
        | E5  | Open Ground, Road |          |
        | E6  | Open Ground       |          |
        | F6  | Open Ground       | Foxholes |
      And the axis player reveals the Event "Interdiction"

    @E60 @T78.3 @T93
    Scenario: Units in Cover 0 or −1 (a Road) of either side, broken or not; not Woods, not Foxholes, not already Suppressed
      When the Event is resolved
      Then the units offered are "de-1, us-1, us-br"
      When the reader selects "us-br"
      Then "us-br" is Suppressed
      And "us-br" is broken

    @E60 @E42
    Scenario: Every unit has Cover: nothing to Suppress
      Given the event situation field "units" is [{"id": "de-2", "owner": "axis", "kind": "squad", "hex": "C4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E60  | impossible |

  Rule: E66 Prisoners of War
    "When this Event occurs, the receiving player must select one of his own broken units [3.2] that is adjacent to or in the same hex as an enemy unit and eliminate it."

    Background:
      Given the units:
        | unit   | owner  | kind  | hex | broken | morale | broken morale |
        | de-br1 | axis   | team  | C3  | yes    | 7      | 5             |
        | de-br2 | axis   | squad | E5  | yes    | 7      | 5             |
        | de-br3 | axis   | squad | H9  | yes    | 7      | 5             |
        | de-1   | axis   | squad | C5  |        | 7      | 5             |
        | us-1   | allied | squad | C4  |        | 7      | 5             |
        | us-2   | allied | squad | E5  |        | 7      | 5             |
        | us-br  | allied | squad | C6  | yes    | 7      | 5             |
      And the axis player reveals the Event "Prisoners of War"

    @E66 @7.1
    Scenario: His own broken units adjacent to or with an enemy unit; the enemy gains the VP
      When the Event is resolved
      Then the units offered are "de-br1, de-br2"
      When the reader selects "de-br2"
      Then "de-br2" is eliminated
      And after the Event the VP marker is at -2

    @E66 @E42
    Scenario: His broken unit is two hexes from the nearest enemy: nothing to eliminate
      Given the event situation field "units" is [{"id": "de-br3", "owner": "axis", "kind": "squad", "hex": "C3", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-1", "owner": "allied", "kind": "squad", "hex": "C5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E66  | impossible |

  Rule: E71 Scrounge
    "When this Event occurs, the receiving player may select one eliminated Weapon (enemy or friendly) from the Casualty Track and return that Weapon to play under the control of one of his units currently without a Weapon."

    Background:
      Given the units:
        | unit   | owner  | kind   | hex | broken | morale | broken morale | command |
        | us-br  | allied | squad  | C3  | yes    | 7      | 5             |         |
        | us-ldr | allied | leader | C3  |        | 8      | 6             | 1       |
        | us-2   | allied | squad  | E5  |        | 7      | 5             |         |
        | de-1   | axis   | squad  | G7  |        | 7      | 5             |         |
      And "us-2" holds the Weapon {"id": "us-baz", "type": "other", "fp": 1, "range": 3}
      And the allied player reveals the Event "Scrounge"
      And the event situation field "eliminatedWeapons" is [{"id": "de-mg", "type": "mg", "fp": 2, "range": 6}, {"id": "us-mortar", "type": "mortar", "fp": 1, "range": 12, "minRange": 2, "ordnance": true}]

    @E71 @11
    Scenario: Either eliminated Weapon, to any of his units without one
      When the Event is resolved
      Then the Weapons offered are "de-mg to us-br, de-mg to us-ldr, us-mortar to us-br, us-mortar to us-ldr", or none
      When the reader selects the Weapon "de-mg" for "us-br"
      Then the Event is over
      And "us-br" now possesses the Weapon "de-mg"
      And the output "eliminatedWeapons" is ["us-mortar"]

    @E71
    Scenario: The reader declines
      When the Event is resolved
      And the player deciding declines
      Then the output "eliminatedWeapons" is ["de-mg", "us-mortar"]

    @E71 @E42
    Scenario: No Weapon has been eliminated
      Given the event situation field "eliminatedWeapons" is []
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E71  | impossible |

    @E71 @11.4
    Scenario: A Weapon eliminated broken returns broken, a broken Weapon in play that later Random Hexes check (reading cce.scrounge-weapon-side = as-placed)
      Given the event situation field "eliminatedWeapons" is [{"id": "mg2", "type": "mg", "fp": 4, "range": 8, "broken": true, "fix": [1, 2], "elim": [3, 6]}]
      When the Event is resolved
      And the reader selects the Weapon "mg2" for "us-br"
      Then the output "weapons" is [{"id": "mg2", "unit": "us-br", "broken": true}, {"id": "us-baz", "unit": "us-2", "broken": false}]
      And the broken Weapons are "mg2"
      And the output "eliminatedWeapons" is []

    @E71
    Scenario: Reading cce.scrounge-weapon-side = unbroken: it returns unbroken
      Given the event situation field "eliminatedWeapons" is [{"id": "mg2", "type": "mg", "fp": 4, "range": 8, "broken": true, "fix": [1, 2], "elim": [3, 6]}]
      And the reading "cce.scrounge-weapon-side" is "unbroken"
      When the Event is resolved
      And the reader selects the Weapon "mg2" for "us-br"
      Then the Weapon "mg2" is unbroken
      And the broken Weapons are ""

  Rule: E75 Suppressing Fire
    "When this Event occurs, the receiving player may place a Suppression marker [13] on one enemy unit without one. The chosen enemy unit must be within both the current Range and LOS of one of the receiving player’s unbroken MGs possessed by an unbroken, unsuppressed friendly unit."

    Background:
      Given the units:
        | unit   | owner  | kind  | hex | broken | suppressed | morale | broken morale |
        | de-mg  | axis   | squad | C3  |        |            | 7      | 5             |
        | de-sup | axis   | squad | H5  |        | yes        | 7      | 5             |
        | de-br  | axis   | squad | H6  | yes    |            | 7      | 5             |
        | de-bmg | axis   | squad | H7  |        |            | 7      | 5             |
        | us-1   | allied | squad | C6  |        |            | 7      | 5             |
        | us-2   | allied | squad | C8  |        |            | 7      | 5             |
        | us-3   | allied | squad | C10 |        |            | 7      | 5             |
        | us-4   | allied | squad | C5  |        | yes        | 7      | 5             |
        | us-5   | allied | squad | C3  |        |            | 7      | 5             |
        | us-6   | allied | squad | H9  |        |            | 7      | 5             |
      And the hexes:
        | hex | terrain     |
        | C4  | Open Ground |
        | C7  | Woods       |
        | C9  | Open Ground |
        | H8  | Open Ground |
      And "de-mg" holds the Weapon {"id": "mg-1", "type": "mg", "fp": 2, "range": 6}
      And "de-sup" holds the Weapon {"id": "mg-2", "type": "mg", "fp": 2, "range": 6}
      And "de-br" holds the Weapon {"id": "mg-3", "type": "mg", "fp": 2, "range": 6}
      And "de-bmg" holds the Weapon {"id": "mg-4", "type": "mg", "fp": 2, "range": 6, "broken": true}
      And the axis player reveals the Event "Suppressing Fire"

    @E75 @10 @3.1.2 @13.1
    Scenario: Only an enemy in Range 6 and LOS of the MG of his unbroken, unsuppressed Squad
      When the Event is resolved
      Then the units offered are "us-1", or none
      When the reader selects "us-1"
      Then "us-1" is Suppressed

    @E75
    Scenario: Reading cce.suppressing-fire-same-hex = included: the enemy in the MG's own hex is offered too
      Given the reading "cce.suppressing-fire-same-hex" is "included"
      When the Event is resolved
      Then the units offered are "us-1, us-5", or none

    @E75 @10 @2.1
    Scenario: A hex between the MG and an enemy in its Range that the situation does not describe is refused, never "no LOS"
      Given the event situation field "units" is [{"id": "de-mg", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}, "weapon": {"id": "mg-1", "type": "mg", "fp": 2, "range": 6}}, {"id": "us-far", "owner": "allied", "kind": "squad", "hex": "C6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the event situation field "map" is {"hexes": {"C3": {"terrain": ["Open Ground"]}, "C6": {"terrain": ["Open Ground"]}}}
      Then resolving the Event is rejected with code "invalid-map" naming "input.map.hexes[\"C4\"]" citing 2.1

    @E75
    Scenario: The reader declines
      When the Event is resolved
      And the player deciding declines
      Then "us-1" is not Suppressed
      And the Event steps are:
        | rule | what     | player |
        | E75  | declined | axis   |

    @E75 @E42
    Scenario: The reader has no MG: nothing to Suppress
      Given the allied player reveals the Event "Suppressing Fire"
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E75  | impossible |
