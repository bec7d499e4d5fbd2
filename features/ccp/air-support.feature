Feature: Air Support (CC:P E50, 8.1, 8.3, 18.6)
  Decides what the Air Support Event does with the aircraft markers: nothing at night or outside the
  card's dates; otherwise the receiving player (the reader) removes his opponent's aircraft, or, if it is
  not on the map, places his own in a hex of the Random Hex's column or row (moving it there if it is on the
  map already). Situation inputs, not rules: the dates printed in the Air Support event (the card's
  `years`), the scenario's year (`year`), night rules (`night`), the aircraft markers on the map
  (`aircraft`, by hex: which side is up does not matter here) and the map's extent (`map.geometry`). The
  Japanese player is the situation's "axis" player.

  Background:
    Given the units:
      | unit | owner  | kind  | hex | morale | broken morale |
      | jp-1 | axis   | squad | C3  | 7      | 5             |
      | us-1 | allied | squad | E5  | 7      | 5             |

  Rule: E50 Air Support
    "This event does not occur if the year of the scenario being played falls outside the date(s) given in the Air Support event itself, or if night rules [18] are in effect."
    "If this event does occur, the receiving player eliminates his opponent’s aircraft by removing it from the map and placing it back into the countermix (thus ending the event)."
    "If his opponent’s aircraft is not on the map when this event occurs, he instead places his own aircraft on the map by following these four steps: 1) Determine a random hex [1.8], noting both its letter and number; 2) select any hex in the same column as that letter OR any hex in the same row as that number; … 3) Place the aircraft into the chosen hex."
    "8.1 PLACEMENT Aircraft are placed on the map via the Air Support event [E50]."

    Background:
      Given the allied player reveals the Event "Air Support"
      And the Air Support card gives the dates 1942 to 1945
      And the next card shows the Random Hex D4
      And the map has 15 columns and 10 rows

    @E50 @8.1 @1.8
    Scenario: The rulebook's example: D4 on a 15 by 10 map offers the ten D hexes and the fifteen 4 hexes
      # "Example: The US player gets a viable Air Support event and the Japanese aircraft is not on the map.
      # He reveals the top card of his deck and notes the random hex: "D4". He then places the US aircraft
      # into any of the ten hexes beginning with "D" or any of the fifteen hexes labelled "4"."
      # D1-D10 (10 rows) and A4-O4 (15 columns): D4 is in both, offered once: 24 hexes.
      Given the scenario is set in 1944
      When the Event is resolved
      Then the hexes offered are "D1, D2, D3, D4, D5, D6, D7, D8, D9, D10, A4, B4, C4, E4, F4, G4, H4, I4, J4, K4, L4, M4, N4, O4"
      When the reader selects the hex O4
      Then the Event is over
      And the allied aircraft is in O4 after the Event
      And the Event steps are:
        | rule | what           | player | hex |
        | E50  | random-hex     | allied | D4  |
        | E50  | place-aircraft | allied | O4  |

    @E50 @8.1
    Scenario: A hex neither in the column nor in the row is refused
      Given the scenario is set in 1944
      When the Event is resolved
      And the reader selects the hex E5
      Then the decision is refused citing E50

    @E50 @8.3
    Scenario: The opponent's aircraft on the map is removed, and that ends the Event (no Random Hex)
      Given the scenario is set in 1942
      And the axis aircraft is in C3
      When the Event is resolved
      Then the Event is over
      And the axis aircraft is not on the map after the Event
      And the allied aircraft is not on the map after the Event
      And the Event steps are:
        | rule | what            | player | hex |
        | E50  | remove-aircraft | axis   | C3  |

    @E50 @8.1
    Scenario: His own aircraft already on the map is moved to the chosen hex (Pull Up!: "relocate the aircraft")
      Given the scenario is set in 1945
      And the allied aircraft is in E5
      When the Event is resolved
      And the reader selects the hex D10
      Then the Event is over
      And the allied aircraft is in D10 after the Event

    @E50
    Scenario: A year after the card's last date: the Event does not occur
      Given the axis aircraft is in C3
      And the scenario is set in 1945
      And the Air Support card gives the dates 1942 to 1944
      When the Event is resolved
      Then the Event is over
      And the axis aircraft is in C3 after the Event
      And the Event steps are:
        | rule | what      |
        | E50  | no-effect |

    @E50
    Scenario: The card's last date itself is inside: the Event occurs
      Given the axis aircraft is in C3
      And the scenario is set in 1944
      And the Air Support card gives the dates 1942 to 1944
      When the Event is resolved
      Then the axis aircraft is not on the map after the Event

    @E50
    Scenario: An Air Support card without its dates is refused, naming the field and E50
      Given the scenario is set in 1944
      And the event situation field "decks.allied.draw" is [{"id": "event-card", "event": "Air Support"}, {"id": "hex-card", "randomHex": "D4"}]
      Then resolving the Event is rejected with code "missing-field" naming "input.decks.allied.draw[0].years" citing E50

    @E50
    Scenario: A situation without the scenario's year is refused, naming the field and E50
      Then resolving the Event is rejected with code "missing-field" naming "input.year" citing E50

    @E50
    Scenario: Dates out of order are refused, naming the field and E50
      Given the scenario is set in 1944
      And the Air Support card gives the dates 1944 to 1942
      Then resolving the Event is rejected with code "invalid-field" naming "input.decks.allied.draw[0].years[1]" citing E50

    @E50 @8.1
    Scenario: An aircraft off the map is refused, naming the field and 8.1
      Given the scenario is set in 1944
      And the axis aircraft is in P4
      Then resolving the Event is rejected with code "invalid-field" naming "input.aircraft.axis.hex" citing 8.1

    @E50 @8.1
    Scenario: Both players' aircraft on the map at once are refused, naming the field and E50
      # Placed only by this Event (8.1), and only "If his opponent’s aircraft is not on the map", else it is
      # removed: one player's aircraft at most. The same check in Asset Request and Asset Denied.
      Given the scenario is set in 1944
      And the axis aircraft is in C3
      And the allied aircraft is in E5
      Then resolving the Event is rejected with code "invalid-field" naming "input.aircraft" citing E50

  Rule: 18.6 Aircraft at Night
    "Air Support events [E50] have no effect (aircraft are NA at night)."

    @18.6 @E50
    Scenario: At night the Event has no effect: the enemy aircraft stays
      Given the allied player reveals the Event "Air Support"
      And the Air Support card gives the dates 1942 to 1945
      And the scenario is set in 1944
      And night rules are in effect
      And the axis aircraft is in C3
      When the Event is resolved
      Then the Event is over
      And the axis aircraft is in C3 after the Event
      And the Event steps are:
        | rule | what      |
        | 18.6 | no-effect |

  Rule: 8.3 Removal
    "Aircraft are removed from the map via an Asset Denied order [O23], completion of a Bombing Run or Strafing Run [O24.4 & O24.5], or a subsequent Air Support event [E50]."

    @8.3 @E50
    Scenario: The Japanese reader removes the US aircraft
      Given the axis player reveals the Event "Air Support"
      And the Air Support card gives the dates 1943 to 1943
      And the scenario is set in 1943
      And the allied aircraft is in E5
      When the Event is resolved
      Then the allied aircraft is not on the map after the Event
      And the Event steps are:
        | rule | what            | player | hex |
        | E50  | remove-aircraft | allied | E5  |
