Feature: Events (CC:P 1.9.3, 1.9.4, E49-E80)
  Decides what the Event of a revealed card does, resolved by the rules (and the Sniper's break, 1.9.4).
  CC:P's Events that CC:E prints alike run on CC:E's Event chart with CC:P numbers: Battle Harden E51,
  Field Promotion E59, Interdiction E62, KIA E64, Malfunction E65, Medic! E66, Mission Objective E67,
  Prisoners of War E68, Reconnaissance E69, Shell Shock E72, Shellholes E73, Strategic Objective E76,
  Suppressing Fire E77 and White Phosphorus E80. Changed by CC:P, CC:E's Event with the edition's variant
  at one point: Battlelust E52, Field of Battle E58, Hero E61 ("he may place it"), Scrounge E71 (the
  weapon returns broken) and Walking Wounded E79 (no stacking limit). Breezy E54 (the Smoke drifts downwind).
  Blaze E53 (its units go into any adjacent hex not containing another blaze), Deploy E56 (the receiving
  player deploys, not the active player). CC:P's own: Bushido E55,
  Detritus of War E57 (Smoke, Wire and Mines, each at its own random hex), Gusts E60
  (the card states "odd" or "even": the field `gusts`), Jam E63, Spider Hole E74, Stealth E75
  (the situation's Sighting markers: the field `sightingMarkers`) and Tennōheika Banzai! E78.
  Reinforcements E70: CC:E's E68 with a Sighting marker (a Support Table item `sighting`, Japanese only)
  where CC:E has a Radio, and no stacking limit.
  Air Support E50 (the aircraft markers) has its own feature, air-support.feature.
  A CC:P Random Hex checks no broken Weapon (5.4). Every CC:P Event is modelled. Sighting marker movement
  after a Random Hex (1.8.2) is not modelled. The Japanese player is the situation's "axis" player.

  Background:
    Given the units:
      | unit   | owner  | kind  | hex | broken | veteran | morale | broken morale |
      | jp-1   | axis   | squad | C3  |        |         | 7      | 5             |
      | jp-vet | axis   | team  | C3  |        | yes     | 7      | 6             |
      | jp-br  | axis   | squad | C4  | yes    |         | 7      | 5             |
      | us-br  | allied | team  | E5  | yes    |         | 7      | 6             |
      | us-2   | allied | squad | E6  |        |         | 7      | 5             |

  Rule: E49 General Rules
    "Events are never played from the hand: they only occur via certain rolls, whereupon normal game play pauses so that that player can reveal the top card of his Fate deck and read aloud and execute the listed event."
    "a) Ignore any portion of an event that is impossible to fulfill given current game conditions while performing those parts that are possible, if any."
    "The player making the roll reveals the top … of his draw pile and, ignoring everything else, reads aloud and then executes the event on that card [E50–E80]."

    @E49 @1.9.3 @1.7 @1.3 @E66 @3.2.5
    Scenario: The Japanese reader reveals Medic! and must rally one broken unit of either side
      Given the axis player reveals the Event "Medic!"
      When the Event is resolved
      Then the units offered are "jp-br, us-br"
      When the reader selects "us-br"
      Then the Event is over
      And "us-br" is unbroken
      And the output "event.card" is "event-card"
      And the output "decks.axis.discardTop" is "event-card"
      And the Event steps are:
        | rule | what  | unit  |
        | E66  | rally | us-br |

    @E49 @E66
    Scenario: An Event with nothing to act on is ignored
      Given the allied player reveals the Event "Medic!"
      And the event situation field "units" is [{"id": "us-2", "owner": "allied", "kind": "squad", "hex": "E6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E66  | impossible |

    @E49 @E64
    Scenario: A decision the Event does not offer is refused, naming the Event's CC:P rule
      Given the allied player reveals the Event "KIA"
      When the Event is resolved
      And the reader selects "us-2"
      Then the decision is refused citing E64

    @E49
    Scenario: A CC:E Event CC:P does not print is refused
      Given the axis player reveals the Event "Commissar"
      Then resolving the Event is rejected with code "invalid-field" naming "input.decks.axis.draw[0]" citing E49

    @5.4
    Scenario: A CC:P situation has no broken-Weapon list for Random Hexes to check
      Given the axis player reveals the Event "Shell Shock"
      And the broken Weapons:
        | weapon | fix | elim  |
        | mg-1   | 1-2 | 11-12 |
      Then resolving the Event is rejected with code "invalid-field" naming "input.weapons" citing 5.4

  Rule: 1.9.4 Sniper Trigger
    "That player may then select one unit in or adjacent to that hex and break it."

    @1.9.4 @1.8 @3.2 @3.2.4 @14.1
    Scenario: The Sniper breaks a broken US Team adjacent to the Random Hex: eliminated, 1 VP to Japan
      Given the axis player rolled a Sniper! and his next card shows the Random Hex D4
      And the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-br", "owner": "allied", "kind": "team", "hex": "D5", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}, {"id": "us-2", "owner": "allied", "kind": "squad", "hex": "F6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the units offered are "jp-1, us-br", or none
      When the reader selects "us-br"
      Then the Event is over
      And "us-br" is eliminated
      And after the Event the VP marker is at 1

  Rule: E51 Battle Harden
    "When this event occurs, the receiving player selects one friendly unit without a veteran marker [4.1] and places a veteran marker on it."

    @E51
    Scenario: Only the reader's units without a veteran marker are offered
      Given the axis player reveals the Event "Battle Harden"
      When the Event is resolved
      Then the units offered are "jp-1, jp-br"
      When the reader selects "jp-br"
      Then "jp-br" is a Veteran
      And "jp-1" is not a Veteran

  Rule: E52 Battlelust
    "When this event occurs, the receiving player gains 1 VP if there are more enemy units on the Casualty Track than friendly units."

    @E52 @11.2
    Scenario: More US than Japanese units on the Casualty Track: the Japanese reader gains 1 VP
      Given the axis player reveals the Event "Battlelust"
      And the VP marker is at 1 before the Event
      And the Casualty Tracks:
        | player | occupied | surrender |
        | axis   | 2        | 8         |
        | allied | 3        | 9         |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 2
      And the Event steps are:
        | rule | what | player | vp |
        | E52  | vp   | axis   | 1  |

    @E52 @11.2
    Scenario: As many enemy as friendly units on the Casualty Track: no VP
      Given the allied player reveals the Event "Battlelust"
      And the VP marker is at 1 before the Event
      And the Casualty Tracks:
        | player | occupied | surrender |
        | axis   | 3        | 8         |
        | allied | 3        | 9         |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 1
      And the Event steps are:
        | rule | what | player | vp |
        | E52  | vp   | allied | 0  |

    @E52 @11.2
    Scenario: One more Japanese than US unit on the Casualty Track: the US reader gains 1 VP
      Given the allied player reveals the Event "Battlelust"
      And the VP marker is at 1 before the Event
      And the Casualty Tracks:
        | player | occupied | surrender |
        | axis   | 4        | 8         |
        | allied | 3        | 9         |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 0
      And the Event steps are:
        | rule | what | player | vp |
        | E52  | vp   | allied | 1  |

  Rule: E53 Blaze
    "When this event occurs, the receiving player must determine a random hex [1.8]. If that hex is not water terrain and does not already contain a blaze, place a blaze marker [T83] into it. Remove any smoke or fortification marker from the hex. Any units in the hex must be removed by their owners and placed into any adjacent hex(es) not containing another blaze (inactive player first). They are eliminated otherwise."
    15.1.5: "While a blaze occupies a hex, no unit and no marker listed above may exist there [E53]."

    Background:
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-1", "owner": "allied", "kind": "team", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}]
      And the event situation field "map" is {"hexes": {}}
      And the hexes:
        | hex | terrain     | markers           |
        | D4  | Open Ground | Foxholes, Smoke:2 |
        | C4  | Open Ground |                   |
        | C5  | Open Ground |                   |
        | D3  | Open Ground | Blaze             |
        | D5  | Open Ground |                   |
        | E4  | Stream      |                   |
        | E5  | Open Ground | Blaze             |
      And the situation declares "C4" impassable
      And the allied player reveals the Event "Blaze"
      And the next card shows the Random Hex D4

    @E53 @1.8 @15.1.5
    Scenario: The Blaze replaces the Smoke and the Foxholes; the Japanese (inactive) then the US player place their unit into any adjacent hex without another Blaze
      Given the event situation field "smoke" is ["D4"]
      When the Event is resolved
      Then the axis player decides
      And the choices offered are "jp-1 C4, jp-1 C5, jp-1 D5, jp-1 E4"
      When the axis player places "jp-1" in E4
      Then the allied player decides
      And the choices offered are "us-1 C4, us-1 C5, us-1 D5, us-1 E4"
      When the allied player places "us-1" in C4
      Then the Event is over
      And the markers in D4 are "Blaze"
      And the Smoke list is ""
      And "jp-1" is in E4
      And "us-1" is in C4
      And the Event steps are:
        | rule | what       | unit | hex | marker   |
        | E53  | random-hex |      | D4  |          |
        | E53  | blaze      |      | D4  |          |
        | E53  | remove     |      | D4  | Foxholes |
        | E53  | remove     |      | D4  | Smoke:2  |
        | E53  | displace   | jp-1 | E4  |          |
        | E53  | displace   | us-1 | C4  |          |

    @E53
    Scenario: A unit may not be placed into a hex containing another blaze
      When the Event is resolved
      And the axis player places "jp-1" in D3
      Then the decision is refused citing E53

    @E53 @14.1
    Scenario: Every adjacent hex contains another blaze: both units are eliminated, 2 VP to the US for the Japanese Squad, 1 VP to Japan for the US Team
      Given the hexes:
        | hex | terrain     | markers |
        | C4  | Open Ground | Blaze   |
        | C5  | Open Ground | Blaze   |
        | D5  | Open Ground | Blaze   |
        | E4  | Open Ground | Blaze   |
      When the Event is resolved
      Then the Event is over
      And "jp-1" is eliminated
      And "us-1" is eliminated
      And the markers in D4 are "Blaze"
      And after the Event the VP marker is at -1

    @E53 @E49
    Scenario: A Random Hex that already contains a blaze: nothing happens
      Given the next card shows the Random Hex D3
      When the Event is resolved
      Then the Event is over
      And "jp-1" is in D4
      And the markers in D3 are "Blaze"
      And the Event steps are:
        | rule | what       | hex |
        | E53  | random-hex | D3  |
        | E53  | impossible |     |

    @E53 @E49
    Scenario: A Random Hex of water terrain takes no blaze, and its units stay (reading ccp.event-blaze-not-placed = blaze-only)
      Given the hexes:
        | hex | terrain |
        | D4  | Stream  |
      When the Event is resolved
      Then the Event is over
      And "jp-1" is in D4
      And "us-1" is in D4
      And the markers in D4 are ""

    @E53 @E49
    Scenario: A Random Hex of water terrain takes no blaze, but its units are still displaced (reading ccp.event-blaze-not-placed = literal)
      Given the hexes:
        | hex | terrain |
        | D4  | Stream  |
      And the reading "ccp.event-blaze-not-placed" is "literal"
      When the Event is resolved
      Then the axis player decides
      And the choices offered are "jp-1 C4, jp-1 C5, jp-1 D5, jp-1 E4"
      And the markers in D4 are ""

  Rule: E54 Breezy
    "When this event occurs, perform the following activities in the order given: a) Move all smoke markers on the map one hex “downwind”. The downwind direction is stated in the event as a number between 1 and 6, which correspond s to the hex compass on each map. Remove any smoke that would drift off the map or into a water or blaze hex."
    "b) Place a new blaze marker [T83] into each non-water, non-blaze hex that is both adjacent to and “downwind” of an existing blaze marker."
    "c) Any units in a hex into which a blaze spreads must be removed by their owners and placed into any adjacent hex(es) not containing another blaze (inactive player first). They are eliminated otherwise. Also remove any fortification marker"
    "from a hex into which a blaze spreads. All other markers remain."
    15.1.5: "While a blaze occupies a hex, no unit and no marker listed above may exist there [E53]."

    Background:
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-1", "owner": "allied", "kind": "squad", "hex": "C4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the event situation field "map" is {"hexes": {}}
      And the hexes:
        | hex | terrain     | markers  |
        | B3  | Open Ground | Blaze    |
        | B4  | Open Ground |          |
        | C2  | Open Ground | Smoke:1  |
        | C3  | Open Ground | Blaze    |
        | C4  | Open Ground | Foxholes |
        | C5  | Open Ground |          |
        | D3  | Open Ground |          |
        | D4  | Stream      |          |
        | D7  | Open Ground | Smoke:2  |
        | D8  | Stream      |          |
        | E5  | Open Ground | Smoke:3  |
        | E6  | Open Ground |          |
      And the event situation field "smoke" is ["C2", "D7", "E5"]

    @E54 @2.2 @15.1.5
    Scenario: Downwind 4: the Smoke drifts down, the Blazes spread into B4 and C4, the Japanese then the US player place their unit out of C4
      Given the allied player reveals the Event "Breezy"
      And the Event card shows the downwind direction 4
      When the Event is resolved
      Then the axis player decides
      And the choices offered are "jp-1 C5, jp-1 D3, jp-1 D4"
      When the axis player places "jp-1" in D4
      Then the allied player decides
      And the choices offered are "us-1 C5, us-1 D3, us-1 D4"
      When the allied player places "us-1" in C5
      Then the Event is over
      And the markers in C2 are ""
      And the markers in C3 are "Blaze"
      And the markers in D7 are ""
      And the markers in D8 are ""
      And the markers in E5 are ""
      And the markers in E6 are "Smoke:3"
      And the markers in B4 are "Blaze"
      And the markers in C4 are "Blaze"
      And the Smoke list is "E6"
      And "jp-1" is in D4
      And "us-1" is in C5
      And the Event steps are:
        | rule   | what     | unit | hex | marker   |
        | E54    | remove   |      | C2  | Smoke:1  |
        | E54    | remove   |      | D7  | Smoke:2  |
        | E54    | remove   |      | E5  | Smoke:3  |
        | E54    | place    |      | E6  | Smoke:3  |
        | E54    | blaze    |      | B4  |          |
        | E54    | blaze    |      | C4  |          |
        | 15.1.5 | remove   |      | C4  | Foxholes |
        | E54    | displace | jp-1 | D4  |          |
        | E54    | displace | us-1 | C5  |          |

    @E54 @E49
    Scenario: Downwind 1: the Smoke drifts up; no Blaze can spread into the Stream above it, that part is ignored
      Given the hexes:
        | hex | terrain     | markers |
        | C2  | Stream      |         |
        | C4  | Open Ground |         |
        | D4  | Open Ground |         |
        | D5  | Open Ground | Smoke:2 |
      And the event situation field "smoke" is ["D5"]
      And the axis player reveals the Event "Breezy"
      And the Event card shows the downwind direction 1
      And the event situation field "map" is {"hexes": {"C2": {"terrain": ["Stream"]}, "C3": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "C4": {"terrain": ["Open Ground"]}, "D4": {"terrain": ["Open Ground"]}, "D5": {"terrain": ["Open Ground"], "markers": ["Smoke:2"]}}}
      When the Event is resolved
      Then the Event is over
      And the markers in D4 are "Smoke:2"
      And the markers in D5 are ""
      And the markers in C2 are ""
      And the Smoke list is "D4"
      And the Event steps are:
        | rule | what       | hex | marker  |
        | E54  | remove     | D5  | Smoke:2 |
        | E54  | place      | D4  | Smoke:2 |
        | E54  | impossible |     |         |

    @E54 @14.1
    Scenario: Every hex adjacent to C4 holds a Blaze: the US Team there is eliminated; the Japanese Squad leaves E4
      Given the event situation field "units" is [{"id": "us-t", "owner": "allied", "kind": "team", "hex": "C4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}, {"id": "jp-2", "owner": "axis", "kind": "squad", "hex": "E4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the event situation field "smoke" is []
      And the event situation field "map" is {"hexes": {"B3": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "B4": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "B5": {"terrain": ["Stream"]}, "C3": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "C4": {"terrain": ["Open Ground"]}, "C5": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "C6": {"terrain": ["Stream"]}, "D3": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "D4": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "D5": {"terrain": ["Stream"]}, "E3": {"terrain": ["Open Ground"], "markers": ["Blaze"]}, "E4": {"terrain": ["Open Ground"]}, "E5": {"terrain": ["Open Ground"]}, "F3": {"terrain": ["Open Ground"]}, "F4": {"terrain": ["Open Ground"]}}}
      And the axis player reveals the Event "Breezy"
      And the Event card shows the downwind direction 4
      When the Event is resolved
      Then the axis player decides
      And the choices offered are "jp-2 E5, jp-2 F3, jp-2 F4"
      When the axis player places "jp-2" in F3
      Then the Event is over
      And the markers in C4 are "Blaze"
      And the markers in E4 are "Blaze"
      And "jp-2" is in F3
      And the Event steps are:
        | rule | what      | unit | hex |
        | E54  | blaze     |      | C4  |
        | E54  | blaze     |      | E4  |
        | E54  | eliminate | us-t |     |
        | E54  | displace  | jp-2 | F3  |

    @E54
    Scenario: A Smoke listed where the map shows no Smoke marker is refused: there is no marker to move
      Given the event situation field "smoke" is ["C2", "D7", "E5", "C5"]
      And the axis player reveals the Event "Breezy"
      And the Event card shows the downwind direction 4
      Then resolving the Event is rejected with code "invalid-field" naming "input.smoke[3]" citing E54

    @E54
    Scenario: A Breezy card that states no downwind direction is refused
      Given the axis player reveals the Event "Breezy"
      Then resolving the Event is rejected with code "missing-field" naming "input.decks.axis.draw[0].direction" citing E54

  Rule: E55 Bushido
    "When this event occurs, the Japanese player Rallies [3.2.5] one of his broken units, if any. If he does, he places a veteran marker on that unit if it doesn't already have one [4.1]."
    4.1.1: "A veteran marker can be placed on a unit via the Battle Harden [E51] or Bushido [E55] events."
    4.1.3: "A veteran marker remains on a unit until the unit is eliminated or exits the map."

    @E55 @3.2.5 @4.1 @4.1.1 @4.1.2
    Scenario: The US player reveals Bushido: the Japanese player rallies his broken Squad, which becomes a Veteran
      Given the allied player reveals the Event "Bushido"
      When the Event is resolved
      Then the axis player decides
      And the units offered are "jp-br"
      When the player deciding selects "jp-br"
      Then the Event is over
      And "jp-br" is unbroken
      And "jp-br" is a Veteran
      And "us-br" is not a Veteran
      And the Event steps are:
        | rule  | what    | player | unit  |
        | E55   | rally   | axis   | jp-br |
        | 4.1.1 | veteran |        | jp-br |

    @E55 @3.2.5 @4.1.3
    Scenario: A broken Veteran rallied by Bushido keeps its one Veteran marker
      Given the units:
        | unit   | owner | kind | hex | broken | veteran | morale | broken morale |
        | jp-brv | axis  | team | C5  | yes    | yes     | 7      | 6             |
      And the axis player reveals the Event "Bushido"
      When the Event is resolved
      Then the units offered are "jp-br, jp-brv"
      When the player deciding selects "jp-brv"
      Then the Event is over
      And "jp-brv" is unbroken
      And "jp-brv" is a Veteran
      And "jp-br" is not a Veteran
      And the Event steps are:
        | rule | what  | player | unit   |
        | E55  | rally | axis   | jp-brv |

    @E49 @E55
    Scenario: No broken Japanese unit: Bushido is ignored
      Given the allied player reveals the Event "Bushido"
      And the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-br", "owner": "allied", "kind": "team", "hex": "E5", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}]
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E55  | impossible |

    @E55
    Scenario: Only the Japanese player decides Bushido: a US unit is refused, naming E55
      Given the allied player reveals the Event "Bushido"
      When the Event is resolved
      And the player deciding selects "us-br"
      Then the decision is refused citing E55

  Rule: E56 Deploy
    "When this event occurs, the receiving player may select one friendly squad on the map. If he does, the squad is removed from its hex, placed back in the countermix, and replaced with two teams of the same quality – green, line or elite – as that side’s OB (as indicated by his OB stats marker on the OB Display). These teams enter play broken if the squad was broken. If there was a weapon, suppressed or veteran marker on the squad, only one of the two teams retains the marker (in the case of multiple markers, they can be split between the two resulting teams)."
    4.1.3: "A veteran squad that Deploys [E56] transfers its veteran status to only one of the two replacing teams."

    Background:
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "suppressed": true, "veteran": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "jp-br", "owner": "axis", "kind": "squad", "hex": "C5", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "jp-tm", "owner": "axis", "kind": "team", "hex": "C5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-1", "owner": "allied", "kind": "squad", "hex": "E5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And "jp-1" holds the Weapon {"id": "jp-mg", "type": "mg", "fp": 3, "range": 6}
      And the axis player reveals the Event "Deploy"
      And the event situation field "active" is "allied"
      And the event situation field "countermix" is {"axis": {"team": {"sides": {"unbroken": {"morale": 6}, "broken": {"morale": 4}}}}}

    @E56
    Scenario: The receiving player, not the active player, may select one of his squads, and how its markers are split
      When the Event is resolved
      Then the axis player decides
      And the choices offered are "jp-1, jp-1 Suppressed, jp-1 Veteran, jp-1 Suppressed+Veteran, jp-br, DECLINE"

    @E56 @4.1.3 @4.2.3 @5.3
    Scenario: Multiple markers split between the two teams: one keeps the MG and the suppressed marker, the other the veteran marker
      When the Event is resolved
      And the decision is sent:
        """
        {"type": "SELECT_UNIT", "unit": "jp-1", "marker": "Veteran"}
        """
      Then the Event is over
      And "jp-1/1" now possesses the Weapon "jp-mg"
      And "jp-1/1" is Suppressed
      And "jp-1/1" is not a Veteran
      And "jp-1/2" is not Suppressed
      And "jp-1/2" is a Veteran
      And the output "units" is [{"id": "jp-1/1", "hex": "C3", "broken": false, "suppressed": true, "owner": "axis", "kind": "team"}, {"id": "jp-1/2", "hex": "C3", "broken": false, "suppressed": false, "owner": "axis", "kind": "team"}, {"id": "jp-br", "hex": "C5", "broken": true, "suppressed": false, "owner": "axis", "kind": "squad"}, {"id": "jp-tm", "hex": "C5", "broken": false, "suppressed": false, "owner": "axis", "kind": "team"}, {"id": "us-1", "hex": "E5", "broken": false, "suppressed": false, "owner": "allied", "kind": "squad"}]
      And the output "event.steps" is [{"rule": "E56", "what": "deploy", "player": "axis", "unit": "jp-1", "retains": "Veteran"}]

    @E56 @3.2
    Scenario: A broken squad is replaced with two broken teams
      When the Event is resolved
      And the player deciding selects "jp-br"
      Then the Event is over
      And "jp-br/1" is broken
      And "jp-br/2" is broken

    @E56
    Scenario: The receiving player declines
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the Event steps are:
        | rule | what     | player |
        | E56  | declined | axis   |

  Rule: E57 Detritus of War
    "When this event occurs, the receiving player must perform the following activities in the order shown: a) Smoke —Determine a random hex [1.8]. If that hex is not water terrain and doesn’t already contain a blaze marker, he selects a random smoke marker and places it there. b) Wire —Determine a second random hex. If that hex is not water terrain and does not already contain a blaze or fortification, place a wire marker into it [F107]."
    "c) Mines —Determine a third random hex. If that hex is not water terrain and does not already contain a blaze or fortification, place a mines marker into it [F104]. Reminder: units already in the hex will not be affected by the mines unless and until they Move or Advance out of it."
    15.1.4: "Only one smoke marker can be stacked in each hex. The one with the largest Hindrance takes precedence."

    Background:
      Given the event situation field "units" is [{"id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "E5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the event situation field "map" is {"hexes": {}}
      And the allied player reveals the Event "Detritus of War"
      And the next cards are:
        | card  | randomHex |
        | hex-1 | C3        |
        | hex-2 | D4        |
        | hex-3 | E5        |

    @E57 @1.8 @F107 @F104
    Scenario: Smoke, Wire and Mines each go into their own random hex, in the order shown
      Given the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground |         |
        | D4  | Open Ground | Smoke:1 |
        | E5  | Open Ground |         |
      And the event situation field "smoke" is ["D4"]
      And the event situation field "smokeDraws" is [3]
      When the Event is resolved
      Then the Event is over
      And the markers in C3 are "Smoke:3"
      And the markers in D4 are "Smoke:1, Wire"
      And the markers in E5 are "Mines"
      And "jp-1" is in E5
      And the Event steps are:
        | rule | what       | hex | marker  |
        | E57  | random-hex | C3  |         |
        | E57  | place      | C3  | Smoke:3 |
        | E57  | random-hex | D4  |         |
        | E57  | place      | D4  | Wire    |
        | E57  | random-hex | E5  |         |
        | E57  | place      | E5  | Mines   |

    @E57 @E49 @15.1.3 @15.1.5
    Scenario: Water, a blaze and a fortification: each part is impossible and ignored
      Given the hexes:
        | hex | terrain     | markers  |
        | C3  | Stream      |          |
        | D4  | Open Ground | Blaze    |
        | E5  | Open Ground | Foxholes |
      And the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "E5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the event situation field "smokeDraws" is [2]
      When the Event is resolved
      Then the Event is over
      And the markers in C3 are ""
      And the markers in D4 are "Blaze"
      And the markers in E5 are "Foxholes"
      And the output "smoke" is []
      And the Event steps are:
        | rule | what       | hex |
        | E57  | random-hex | C3  |
        | E57  | impossible |     |
        | E57  | random-hex | D4  |
        | E57  | impossible |     |
        | E57  | random-hex | E5  |
        | E57  | impossible |     |

    @E57 @15.1.4 @15.1.3
    Scenario: The smoke drawn is smaller than the one in the hex, which takes precedence; the Wire hex already holds Mines
      Given the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground | Smoke:4 |
        | D4  | Open Ground | Mines   |
        | E5  | Open Ground | Smoke:1 |
      And the event situation field "smoke" is ["C3", "E5"]
      And the event situation field "smokeDraws" is [2]
      When the Event is resolved
      Then the Event is over
      And the markers in C3 are "Smoke:4"
      And the markers in D4 are "Mines"
      And the markers in E5 are "Smoke:1, Mines"
      And the Event steps are:
        | rule   | what           | hex | marker  |
        | E57    | random-hex     | C3  |         |
        | 15.1.4 | smoke-not-kept | C3  | Smoke:2 |
        | E57    | random-hex     | D4  |         |
        | E57    | impossible     |     |         |
        | E57    | random-hex     | E5  |         |
        | E57    | place          | E5  | Mines   |

    @E57 @1.8 @13.1.2
    Scenario: The second random hex takes the last card of the draw pile: no card is left for the third, no Mines; Time is due
      Given the hexes:
        | hex | terrain     |
        | C3  | Open Ground |
        | D4  | Open Ground |
        | E5  | Open Ground |
      And the event situation field "smokeDraws" is [3]
      And the event situation field "decks.allied.draw" is [{"id": "event-card", "event": "Detritus of War"}, {"id": "hex-1", "randomHex": "C3"}, {"id": "hex-2", "randomHex": "D4"}]
      When the Event is resolved
      Then the Event is over
      And Time is due after the Event
      And the markers in C3 are "Smoke:3"
      And the markers in D4 are "Wire"
      And the markers in E5 are ""
      And the Event steps are:
        | rule | what       | hex | marker  |
        | E57  | random-hex | C3  |         |
        | E57  | place      | C3  | Smoke:3 |
        | E57  | random-hex | D4  |         |
        | E57  | place      | D4  | Wire    |
        | 1.8  | impossible |     |         |

    @E57
    Scenario: A situation without the random smoke drawn is refused
      Given the hexes:
        | hex | terrain     |
        | C3  | Open Ground |
        | D4  | Open Ground |
        | E5  | Open Ground |
      Then resolving the Event is rejected with code "missing-field" naming "input.smokeDraws" citing E57

  Rule: E58 Field of Battle
    "When this event occurs, the receiving player gains 1 VP if he controls more mapboard objectives than his opponent."

    @E58 @2.3 @14.3.1
    Scenario: The US reader controls two Objectives, one of them two hexes, to the Japanese one: he gains 1 VP
      Given the allied player reveals the Event "Field of Battle"
      And the Objectives:
        | objective | hexes  | controller |
        | 1         | C3     | axis       |
        | 2         | C4, D4 | allied     |
        | 3         | E5     | allied     |
        | 4         | F6     |            |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at -1
      And the Event steps are:
        | rule | what | player | vp |
        | E58  | vp   | allied | 1  |

    @E58 @2.3 @14.3.1
    Scenario: As many Objectives as his opponent: no VP
      Given the axis player reveals the Event "Field of Battle"
      And the Objectives:
        | objective | hexes | controller |
        | 1         | C3    | axis       |
        | 2         | C4    | axis       |
        | 3         | E5    | allied     |
        | 4         | F6    | allied     |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 0
      And the Event steps are:
        | rule | what | player | vp |
        | E58  | vp   | axis   | 0  |

  Rule: E59 Field Promotion
    "When this event occurs, if not already on the map, the receiving player may place his nation’s “Private” (the one with “6” morale and “2” command) into a hex occupied by one of his broken units."

    @E59
    Scenario: The Private goes into the hex of one of his broken units
      Given the axis player reveals the Event "Field Promotion"
      And the event situation field "countermix" is {"axis": {"private": {"id": "jp-private", "owner": "axis", "kind": "leader", "sides": {"unbroken": {"morale": 6, "command": 2}, "broken": {"morale": 5, "command": 0}}}}}
      When the Event is resolved
      Then the hexes offered are "C4", or none
      When the reader selects the hex C4
      Then the Event is over
      And the Event steps are:
        | rule | what  | unit       | hex |
        | E59  | place | jp-private | C4  |

  Rule: E61 Hero
    "When this event occurs, if the receiving player's Hero unit [3.3.2] is not already on the map, he may place it into any friendly hex. If he does, he may rally [3.2.5] one broken unit in that placement hex."
    Glossary, Friendly: "A hex occupied by a friendly unit. An objective hex [2.3] under your control and not containing an enemy unit."

    Background:
      Given the units:
        | unit   | owner  | kind  | hex | broken | morale | broken morale |
        | us-br2 | allied | squad | C3  | yes    | 7      | 5             |
        | jp-br2 | axis   | squad | C3  | yes    | 7      | 5             |
        | jp-g8  | axis   | squad | G8  |        | 7      | 5             |
      And the hexes:
        | hex | terrain     |
        | G7  | Open Ground |
        | D1  | Open Ground |
      And the allied player reveals the Event "Hero"
      And the event situation field "objectives" is [{"number": 2, "hexes": ["G7"], "controller": "allied"}, {"number": 3, "hexes": ["G8"], "controller": "allied"}, {"number": 4, "hexes": ["D1"], "controller": "axis"}]
      And the event situation field "countermix" is {"allied": {"hero": {"id": "us-hero", "owner": "allied", "kind": "leader", "hero": true, "sides": {"unbroken": {"morale": 9, "command": 1}, "broken": {"morale": 7, "command": 0}}}}}

    @E61 @3.3.2
    Scenario: Any friendly hex, or none: "he may place it"
      When the Event is resolved
      Then the choices offered are "C3, E5, E6, G7, DECLINE"
      When the player deciding declines
      Then the Event is over
      And the output "units.length" is 8
      And the Event steps are:
        | rule | what     | player |
        | E61  | declined | allied |

    @E61 @3.3.2 @3.2.5
    Scenario: Placed in a Melee hex, the Hero may rally one broken unit there, of either side
      When the Event is resolved
      And the reader selects the hex C3
      Then the units offered are "us-br2, jp-br2", or none
      When the reader selects "jp-br2"
      Then the Event is over
      And "jp-br2" is unbroken
      And "us-br2" is broken
      And "us-hero" is unbroken
      And the Event steps are:
        | rule | what  | unit    | hex |
        | E61  | place | us-hero | C3  |
        | E61  | rally | jp-br2  |     |

    @E61
    Scenario: Reading ccp.hero-rally-unit = friendly: only his own broken unit
      Given the reading "ccp.hero-rally-unit" is "friendly"
      When the Event is resolved
      And the reader selects the hex C3
      Then the units offered are "us-br2", or none

    @E61 @E49
    Scenario: No broken unit in the placement hex: the rally is impossible, the placement stands
      When the Event is resolved
      And the reader selects the hex G7
      Then the Event is over
      And the Event steps are:
        | rule | what       | unit    | hex |
        | E61  | place      | us-hero | G7  |
        | E61  | impossible |         |     |

  Rule: E62 Interdiction
    "When this event occurs, the receiving player must select one unsuppressed unit (enemy or friendly; broken or unbroken) that occupies a hex with Cover less than 1. Place a suppressed marker [4.2] on that unit."

    @E62 @T81.3 @4.2.1
    Scenario: Units in Open Ground (Cover 0) are offered, not those in a Gully (Cover 1, the boundary) or a Building (Cover 3)
      Given the hexes:
        | hex | terrain     |
        | C3  | Building    |
        | C4  | Open Ground |
        | E5  | Open Ground |
        | E6  | Gully       |
      And the allied player reveals the Event "Interdiction"
      When the Event is resolved
      Then the units offered are "jp-br, us-br"
      When the reader selects "jp-br"
      Then "jp-br" is Suppressed
      And "us-br" is not Suppressed

  Rule: E60 Gusts
    "When this event occurs, it will instruct the players to remove from the map either all smoke with an odd-numbered Hindrance value or all smoke with an even-numbered Hindrance value. Place all such removed smoke markers back into the draw cup."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground | Smoke:1 |
        | C4  | Open Ground | Smoke:2 |
        | D4  | Open Ground | Smoke:3 |
        | E5  | Open Ground | Smoke:4 |
      And the event situation field "smoke" is ["C3", "C4", "D4", "E5"]

    @E60 @16.3.4
    Scenario: The card says odd: the Smoke 1 and 3 leave the map, the 2 and 4 stay
      Given the allied player reveals the Event "Gusts"
      And the Gusts card says to remove the odd smoke
      When the Event is resolved
      Then the Event is over
      And the markers in C3 are ""
      And the markers in C4 are "Smoke:2"
      And the markers in D4 are ""
      And the markers in E5 are "Smoke:4"
      And the Smoke list is "C4, E5"
      And the Event steps are:
        | rule | what   | hex | marker  |
        | E60  | remove | C3  | Smoke:1 |
        | E60  | remove | D4  | Smoke:3 |

    @E60 @16.3.4
    Scenario: The card says even: the Smoke 2 and 4 leave the map, the 1 and 3 stay
      Given the axis player reveals the Event "Gusts"
      And the Gusts card says to remove the even smoke
      When the Event is resolved
      Then the Event is over
      And the markers in C3 are "Smoke:1"
      And the markers in C4 are ""
      And the markers in D4 are "Smoke:3"
      And the markers in E5 are ""
      And the Smoke list is "C3, D4"
      And the Event steps are:
        | rule | what   | hex | marker  |
        | E60  | remove | C4  | Smoke:2 |
        | E60  | remove | E5  | Smoke:4 |

    @E60 @E49
    Scenario: The card says odd and only even Smoke is on the map: the Event is ignored
      Given the hexes:
        | hex | terrain     |
        | C3  | Open Ground |
        | D4  | Open Ground |
      And the event situation field "smoke" is ["C4", "E5"]
      And the allied player reveals the Event "Gusts"
      And the Gusts card says to remove the odd smoke
      When the Event is resolved
      Then the Event is over
      And the markers in C4 are "Smoke:2"
      And the markers in E5 are "Smoke:4"
      And the Event steps are:
        | rule | what       |
        | E60  | impossible |

    @E60
    Scenario: A Gusts card that says neither odd nor even is refused
      Given the axis player reveals the Event "Gusts"
      And the Gusts card says to remove the blue smoke
      Then resolving the Event is rejected with code "invalid-field" naming "input.decks.axis.draw[0].gusts" citing E60

    @E60
    Scenario: A Gusts card that does not say which Smoke is refused
      Given the axis player reveals the Event "Gusts"
      Then resolving the Event is rejected with code "missing-field" naming "input.decks.axis.draw[0].gusts" citing E60

    @E60
    Scenario: A Smoke listed where the map shows no Smoke marker states no Hindrance value to read
      Given the event situation field "smoke" is ["C3", "C4", "D4", "E5", "E6"]
      And the axis player reveals the Event "Gusts"
      And the Gusts card says to remove the odd smoke
      Then resolving the Event is rejected with code "invalid-field" naming "input.smoke[4]" citing E60

  Rule: E63 Jam
    "When this event occurs, the receiving player must determine a random hex [1.8]. Break the Japanese weapon closest to that hex. If already broken, eliminate it instead. In case of a tie for nearest Japanese weapon, the player drawing the event chooses which of those weapons will be affected."
    5.4: "When a weapon breaks, it is flipped to its “broken” side. A broken weapon that breaks again is eliminated and placed in the Weapons Box of the Casualty Track."

    Background:
      Given the units:
        | unit  | owner  | kind  | hex | morale | broken morale |
        | us-c5 | allied | squad | C5  | 7      | 5             |
      And "us-c5" holds the Weapon {"id": "us-mg", "type": "mg", "fp": 3, "range": 8}
      And "jp-1" holds the Weapon {"id": "jp-lmg", "type": "mg", "fp": 1, "range": 4}

    @E63 @1.8 @5.4
    Scenario: The US reader's Random Hex C5: the Japanese MG one hex away breaks, not the US MG in the hex itself
      Given "jp-br" holds the Weapon {"id": "jp-mg", "type": "mg", "fp": 3, "range": 6}
      And the allied player reveals the Event "Jam"
      And the next card shows the Random Hex C5
      When the Event is resolved
      Then the Event is over
      And the Weapon "jp-mg" is broken
      And the Weapon "jp-lmg" is unbroken
      And the Weapon "us-mg" is unbroken
      And the Event steps are:
        | rule | what         | weapon | unit  | hex |
        | E63  | random-hex   |        |       | C5  |
        | E63  | break-weapon | jp-mg  | jp-br |     |

    @E63 @5.4
    Scenario: The closest Japanese weapon is already broken: it is eliminated to the Weapons Box
      Given "jp-br" holds the Weapon {"id": "jp-mg", "type": "mg", "fp": 3, "range": 6, "broken": true}
      And the axis player reveals the Event "Jam"
      And the next card shows the Random Hex C5
      When the Event is resolved
      Then the Event is over
      And the output "eliminatedWeapons" is ["jp-mg"]
      And the Weapon "jp-lmg" is unbroken
      And the Event steps are:
        | rule | what             | weapon | unit  |
        | E63  | random-hex       |        |       |
        | E63  | eliminate-weapon | jp-mg  | jp-br |

    @E63
    Scenario: Two Japanese weapons tie for nearest: the player drawing the event chooses
      Given "jp-vet" holds the Weapon {"id": "jp-mg2", "type": "mg", "fp": 2, "range": 6}
      And the allied player reveals the Event "Jam"
      And the next card shows the Random Hex C1
      When the Event is resolved
      Then the Weapons offered are "jp-lmg, jp-mg2"
      When the reader selects the Weapon "jp-mg2"
      Then the Event is over
      And the Weapon "jp-mg2" is broken
      And the Weapon "jp-lmg" is unbroken

    @E49 @E63
    Scenario: No Japanese weapon in play: Jam is ignored
      Given the event situation field "units" is [{"id": "us-c5", "owner": "allied", "kind": "squad", "hex": "C5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}, "weapon": {"id": "us-mg", "type": "mg", "fp": 3, "range": 8}}]
      And the axis player reveals the Event "Jam"
      And the next card shows the Random Hex C5
      When the Event is resolved
      Then the Event is over
      And the Weapon "us-mg" is unbroken
      And the Event steps are:
        | rule | what       |
        | E63  | random-hex |
        | E63  | impossible |

  Rule: E64 KIA
    "When this event occurs, the receiving player must select one broken unit (enemy or friendly) and eliminate it."

    @E64 @14.1
    Scenario: The US reader eliminates the broken Japanese Squad: 2 VP to the US
      Given the allied player reveals the Event "KIA"
      When the Event is resolved
      Then the units offered are "jp-br, us-br"
      When the reader selects "jp-br"
      Then "jp-br" is eliminated
      And after the Event the VP marker is at -2

  Rule: E65 Malfunction
    "When this event occurs, the receiving player must determine a random hex [1.8]. Break the unbroken weapon (enemy or friendly) closest to that hex."

    @E65 @1.8
    Scenario: The unbroken US MG adjacent to the Random Hex breaks; the broken MG as close is not eligible
      Given "us-br" carries an unbroken MG "us-mg" without its Fix and Elim ranges
      And "jp-br" holds the Weapon {"id": "jp-mg", "type": "mg", "fp": 3, "range": 6, "broken": true}
      And "jp-1" carries an unbroken MG "jp-mg2" without its Fix and Elim ranges
      And the axis player reveals the Event "Malfunction"
      And the next card shows the Random Hex D4
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what         | hex | weapon | unit  | weaponsFixed | weaponsEliminated |
        | E65  | random-hex   | D4  |        |       |              |                   |
        | E65  | break-weapon |     | us-mg  | us-br |              |                   |

  Rule: E67 Mission Objective
    "When this event occurs, the receiving player draws one (secret) objective chit at random. This new objective chit does not replace any existing chits – it is used in conjunction with them"

    @E67 @14.3.3 @14.3.4
    Scenario: A chit with a secret side is kept secret by the reader and scores nothing now
      Given the Objectives:
        | objective | hexes | controller |
        | 1         | C3    | axis       |
      And the axis player reveals the Event "Mission Objective"
      And the undrawn Objective chits, in draw order:
        | chit   | objective | value | secret side |
        | chit-k | 1         | 3     | yes         |
      When the Event is resolved
      Then after the Event the VP marker is at 0
      And the Objective chits in play are:
        | chit   | objective | value | open | owner |
        | chit-k | 1         | 3     | no   | axis  |

  Rule: E68 Prisoners of War
    "When this event occurs, the receiving player must select one of his own broken units that is adjacent to or in the same hex as an enemy unit and eliminate it."

    @E68 @14.1
    Scenario: Only his broken unit beside an enemy unit; Japan gains the VP
      Given the allied player reveals the Event "Prisoners of War"
      And the event situation field "units" is [{"id": "us-br", "owner": "allied", "kind": "team", "hex": "E5", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}, {"id": "us-br2", "owner": "allied", "kind": "squad", "hex": "H9", "broken": true, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "E6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      When the Event is resolved
      Then the units offered are "us-br"
      When the reader selects "us-br"
      Then "us-br" is eliminated
      And after the Event the VP marker is at 1

  Rule: E69 Reconnaissance
    "When this event occurs, the opposing player must select and reveal one of his unrevealed secret objective chits, if any."

    @E69 @14.3.4
    Scenario: The opposing player reveals his secret chit; it scores for the controller of its Objective
      Given the Objectives:
        | objective | hexes | controller |
        | 2         | E5    | allied     |
      And the Objective chits in play:
        | chit      | objective | value | open | owner  |
        | us-secret | 2         | 2     | no   | allied |
      And the axis player reveals the Event "Reconnaissance"
      When the Event is resolved
      Then the allied player decides
      And the chits offered are "us-secret"
      When the chit "us-secret" is selected
      Then after the Event the VP marker is at -2

  Rule: E71 Scrounge
    "When this event occurs, the receiving player … select one eliminated weapon (enemy or friendly) from the Casualty Track and return … weapon to play – broken – under the control of one of his units currently without … a weapon."
    3.3.5: "A leader may only ever possess a weapon lacking a negative movement modifier [5.1]."

    Background:
      Given the units:
        | unit   | owner | kind   | hex | broken | morale | broken morale | command |
        | jp-ldr | axis  | leader | C3  |        | 8      | 6             | 1       |
      And "jp-vet" holds the Weapon {"id": "jp-mg", "type": "mg", "fp": 3, "range": 6}
      And "jp-br" holds the Weapon {"id": "jp-lmg", "type": "mg", "fp": 1, "range": 4}
      And the axis player reveals the Event "Scrounge"
      And the event situation field "eliminatedWeapons" is [{"id": "us-mg", "type": "mg", "fp": 3, "range": 8}, {"id": "jp-mortar", "type": "mortar", "fp": 1, "range": 10, "minRange": 1, "ordnance": true, "movement": -1}]

    @E71 @5 @3.3.5
    Scenario: An eliminated Weapon returns broken; the Leader takes no Weapon with a negative movement modifier
      When the Event is resolved
      Then the Weapons offered are "us-mg to jp-1, us-mg to jp-ldr, jp-mortar to jp-1", or none
      When the reader selects the Weapon "us-mg" for "jp-ldr"
      Then the Event is over
      And "jp-ldr" now possesses the Weapon "us-mg"
      And the Weapon "us-mg" is broken
      And the output "eliminatedWeapons" is ["jp-mortar"]
      And the output "brokenWeapons" is []

    @E71
    Scenario: The reader declines: both Weapons stay on the Casualty Track
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the output "eliminatedWeapons" is ["us-mg", "jp-mortar"]

    @E71 @E49
    Scenario: No weapon has been eliminated: Scrounge is ignored
      Given the event situation field "eliminatedWeapons" is []
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E71  | impossible |

  Rule: E72 Shell Shock
    "When this event occurs, the receiving player must determine a random hex [1.8]. Break the unit (enemy or friendly) closest to that hex."

    @E72 @1.8 @3.2
    Scenario: The one unit closest to an empty Random Hex breaks
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "D5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-2", "owner": "allied", "kind": "squad", "hex": "F6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the allied player reveals the Event "Shell Shock"
      And the next card shows the Random Hex D4
      When the Event is resolved
      Then the Event is over
      And "jp-1" is broken
      And "us-2" is unbroken

  Rule: E73 Shellholes
    "When this event occurs, the receiving player must determine a random hex [1.8]. If that hex is not water terrain and does not already contain a blaze or fortification of any kind, place a foxholes marker into it [F103]."

    @E73
    Scenario: Foxholes go into an empty Random Hex
      Given the hexes:
        | hex | terrain     |
        | B6  | Open Ground |
      And the axis player reveals the Event "Shellholes"
      And the next card shows the Random Hex B6
      When the Event is resolved
      Then the markers in B6 are "Foxholes"

    @E73 @1.8 @13.1.2
    Scenario Outline: The Event card is the last card: no card left for the Random Hex (reading ccp.event-random-hex-empty-pile = <reading>)
      Given the reading "ccp.event-random-hex-empty-pile" is "<reading>"
      And the hexes:
        | hex | terrain     |
        | B6  | Open Ground |
      And the axis player reveals the Event "Shellholes"
      And the Event card is the last card of the draw pile
      And the event situation field "decks.axis.draw.0.randomHex" is "B6"
      When the Event is resolved
      Then the Event is over
      And Time is due after the Event
      And the markers in B6 are "<markers>"

      Examples:
        | reading         | markers  |
        | impossible      |          |
        | reshuffle-first | Foxholes |

  Rule: 15.1.3 Fortifications
    "So if an event instructed you to place a foxholes marker into a hex already containing wire, those foxholes would not be placed."

    @15.1.3 @F100.3 @E73
    Scenario: The rulebook's example: Shellholes into a hex already containing wire
      Given the hexes:
        | hex | terrain     | markers |
        | B6  | Open Ground | Wire    |
      And the allied player reveals the Event "Shellholes"
      And the next card shows the Random Hex B6
      When the Event is resolved
      Then the markers in B6 are "Wire"
      And the output "event.steps.1" is {"rule": "E73", "what": "impossible"}

  Rule: 15.1.5 Blaze
    "While a blaze occupies a hex, no unit and no marker listed above may exist there [E53]."

    @15.1.5 @E73
    Scenario: Shellholes into a hex holding a blaze place nothing
      Given the hexes:
        | hex | terrain     | markers |
        | B6  | Open Ground | Blaze   |
      And the axis player reveals the Event "Shellholes"
      And the next card shows the Random Hex B6
      When the Event is resolved
      Then the markers in B6 are "Blaze"

  Rule: E74 Spider Hole
    "When this event occurs, the receiving player must perform the following steps in the order shown: a) Remove the Japanese Hero counter from wherever it is (either on the map, on the Track Display or in the countermix); b) Determine a random hex [1.8]; c) Place the Hero – along with any weapon or veteran marker that may be attached – in or adjacent to that hex, unbroken and unsuppressed. The Hero can't be placed in an impassable hex (such as a blaze)."

    Background:
      Given the event situation field "units" is [{"id": "jp-hero", "owner": "axis", "kind": "leader", "hex": "C3", "hero": true, "broken": true, "suppressed": true, "veteran": true, "weapon": {"id": "jp-mg", "type": "mg", "fp": 3, "range": 6, "broken": false}, "sides": {"unbroken": {"morale": 9, "command": 1}, "broken": {"morale": 7, "command": 0}}}, {"id": "us-1", "owner": "allied", "kind": "squad", "hex": "E6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the hexes:
        | hex | terrain     | markers |
        | C3  | Open Ground |         |
        | E4  | Open Ground | Blaze   |
        | E5  | Open Ground |         |
        | F4  | Open Ground |         |
        | F5  | Open Ground |         |
        | E6  | Open Ground |         |
        | D5  | Open Ground |         |
        | D4  | Open Ground |         |

    @E74 @3.3.2 @15.1.5 @19
    Scenario: The broken, suppressed Hero leaves C3 for a hex beside the Random Hex, unbroken and unsuppressed, with its veteran marker and MG
      Given the allied player reveals the Event "Spider Hole"
      And the next card shows the Random Hex E5
      When the Event is resolved
      Then the allied player decides
      And the hexes offered are "E5, F4, F5, E6, D5, D4"
      When the reader selects the hex E6
      Then the Event is over
      And "jp-hero" is placed in E6, unbroken
      And "jp-hero" is not Suppressed
      And "jp-hero" is a Veteran
      And "jp-hero" now possesses the Weapon "jp-mg"
      And the Event steps are:
        | rule | what       | unit    | hex |
        | E74  | remove     | jp-hero | C3  |
        | E74  | random-hex |         | E5  |
        | E74  | place      | jp-hero | E6  |
        | 19   | melee-due  |         | E6  |

    @E74 @3.3.2
    Scenario: The Hero waiting on the Track Display is removed from it and placed
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the event situation field "reinforcements" is [{"space": 5, "unit": {"id": "jp-hero", "owner": "axis", "kind": "leader", "hero": true, "sides": {"unbroken": {"morale": 9, "command": 1}, "broken": {"morale": 7, "command": 0}}}}]
      And the axis player reveals the Event "Spider Hole"
      And the next card shows the Random Hex E5
      When the Event is resolved
      And the reader selects the hex D4
      Then the Event is over
      And "jp-hero" is placed in D4, unbroken
      And the Event steps are:
        | rule | what       | unit    | hex | space |
        | E74  | remove     | jp-hero |     | 5     |
        | E74  | random-hex |         | E5  |       |
        | E74  | place      | jp-hero | D4  |       |

    @E74 @E49 @15.1.5
    Scenario: Every hex in or adjacent to the Random Hex holds a blaze: the Hero in the countermix is not placed
      Given the event situation field "countermix" is {"axis": {"hero": {"id": "jp-hero", "owner": "axis", "kind": "leader", "sides": {"unbroken": {"morale": 9, "command": 1}, "broken": {"morale": 7, "command": 0}}}}}
      And the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the hexes:
        | hex | terrain     | markers |
        | E5  | Open Ground | Blaze   |
        | F4  | Open Ground | Blaze   |
        | F5  | Open Ground | Blaze   |
        | E6  | Open Ground | Blaze   |
        | D5  | Open Ground | Blaze   |
        | D4  | Open Ground | Blaze   |
      And the axis player reveals the Event "Spider Hole"
      And the next card shows the Random Hex E5
      When the Event is resolved
      Then the Event is over
      And the output "units.length" is 1
      And the Event steps are:
        | rule | what       | hex |
        | E74  | random-hex | E5  |
        | E74  | impossible |     |

    @E74 @1.8 @13.1.2
    Scenario: Spider Hole is the last card: the Hero is removed, no card is left for the Random Hex, and it is not placed
      Given the allied player reveals the Event "Spider Hole"
      And the Event card is the last card of the draw pile
      When the Event is resolved
      Then the Event is over
      And the output "units.length" is 1
      And Time is due after the Event
      And the Event steps are:
        | rule | what       | unit    | hex |
        | E74  | remove     | jp-hero | C3  |
        | 1.8  | impossible |         |     |

    @E74
    Scenario: A situation stating the Japanese Hero nowhere is refused
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "C3", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the axis player reveals the Event "Spider Hole"
      And the next card shows the Random Hex E5
      Then resolving the Event is rejected with code "missing-field" naming "input.countermix.axis.hero" citing E74

  Rule: E75 Stealth
    "When this event occurs, the receiving player may select one of his units (or Sighting markers, in the case of Japan) on the map. If he does, he removes that unit or Sighting marker from the hex that it occupies and places it into an adjacent hex. A unit can't be placed in an impassable hex (such as a blaze)."
    The choice is one decision: the piece with the hex it goes to ("us-1 E4"; a Sighting marker: "E4 sm-1"), or declining.

    Background:
      Given the event situation field "units" is [{"id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "E4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the hexes:
        | hex | terrain     | markers |
        | D3  | Open Ground | Blaze   |
        | D4  | Open Ground |         |
        | E4  | Open Ground |         |
        | E5  | Open Ground |         |
        | D5  | Open Ground |         |
        | C5  | Open Ground |         |
        | C4  | Open Ground |         |
      And the event situation field "sightingMarkers" is [{"id": "sm-1", "hex": "E5"}]

    @E75 @15.1.5
    Scenario: The US player may move his Squad into any adjacent hex but the blaze; the Japanese Sighting marker is not his
      Given the allied player reveals the Event "Stealth"
      When the Event is resolved
      Then the choices offered are "us-1 E4, us-1 E5, us-1 D5, us-1 C5, us-1 C4, DECLINE"

    @E75 @19
    Scenario: Placed into the Japanese Squad's hex, a Melee is due
      Given the allied player reveals the Event "Stealth"
      When the Event is resolved
      And the allied player places "us-1" in E4
      Then the Event is over
      And "us-1" is placed in E4, unbroken
      And the Event steps are:
        | rule | what      | unit | hex |
        | E75  | place     | us-1 | E4  |
        | 19   | melee-due |      | E4  |

    @E75 @14.3.1
    Scenario: Placed into a Japanese Objective hex, the US player takes control of it
      Given the event situation field "objectives" is [{"number": 1, "hexes": ["C5"], "controller": "axis"}]
      And the allied player reveals the Event "Stealth"
      When the Event is resolved
      And the allied player places "us-1" in C5
      Then the output "objectives" is [{"number": 1, "hexes": ["C5"], "controller": "allied"}]

    @E75
    Scenario: He may decline: nothing moves
      Given the allied player reveals the Event "Stealth"
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the Event steps are:
        | rule | what     | player |
        | E75  | declined | allied |

    @E75 @9
    Scenario Outline: The Japanese player may move his Sighting marker instead, into the blaze too (reading ccp.stealth-sighting-marker-impassable = <reading>)
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Blaze   |
        | F4  | Open Ground |         |
        | F5  | Open Ground |         |
        | E6  | Open Ground |         |
      And the reading "ccp.stealth-sighting-marker-impassable" is "<reading>"
      And the axis player reveals the Event "Stealth"
      When the Event is resolved
      Then the choices offered are "<choices>"

      Examples:
        | reading | choices                                                                                                   |
        | allowed | jp-1 E5, jp-1 D5, jp-1 C5, jp-1 C4, E4 sm-1, F4 sm-1, F5 sm-1, E6 sm-1, D5 sm-1, D4 sm-1, DECLINE |
        | barred  | jp-1 E5, jp-1 D5, jp-1 C5, jp-1 C4, F4 sm-1, F5 sm-1, E6 sm-1, D5 sm-1, D4 sm-1, DECLINE          |

    @E75 @9
    Scenario: The Japanese player places his Sighting marker into the blaze hex
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Blaze   |
        | F4  | Open Ground |         |
        | F5  | Open Ground |         |
        | E6  | Open Ground |         |
      And the event situation field "units" is [{"id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the axis player reveals the Event "Stealth"
      When the Event is resolved
      And the decision is sent:
        """
        {"type": "SELECT_HEX", "marker": "sm-1", "hex": "E4"}
        """
      Then the Event is over
      And the Event steps are:
        | rule | what  | player | sighting | hex |
        | E75  | place | axis   | sm-1     | E4  |

    @E75 @E49
    Scenario: The US player has no unit on the map: Stealth is ignored
      Given the event situation field "units" is [{"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "E4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the allied player reveals the Event "Stealth"
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E75  | impossible |

  Rule: E76 Strategic Objective
    "When this event occurs, one objective chit is drawn at random and placed face up"

    @E76 @14.3.3 @14.3.4
    Scenario: The chit drawn is placed open and scores for the controller, not the reader
      Given the Objectives:
        | objective | hexes | controller |
        | 3         | C3    | axis       |
      And the allied player reveals the Event "Strategic Objective"
      And the undrawn Objective chits, in draw order:
        | chit   | objective | value | secret side |
        | chit-c | 3         | 1     | yes         |
      When the Event is resolved
      Then after the Event the VP marker is at 1
      And the Objective chits in play are:
        | chit   | objective | value | open | owner |
        | chit-c | 3         | 1     | yes  |       |

  Rule: E77 Suppressing Fire
    "When this event occurs, the receiving player may place a suppressed marker [4.2] on one … enemy unit without one that is within both the current range and LOS of one of his functioning MGs"

    @E77 @4.2.1
    Scenario: The US unit within the MG's range 6 and LOS is offered; one 7 hexes away is not
      Given the hexes:
        | hex | terrain     |
        | C4  | Open Ground |
        | C5  | Open Ground |
        | C7  | Open Ground |
        | C8  | Open Ground |
        | C9  | Open Ground |
      And the event situation field "units" is [{"id": "jp-mg", "owner": "axis", "kind": "squad", "hex": "C3", "weapon": {"id": "mg-1", "type": "mg", "fp": 3, "range": 6}, "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-1", "owner": "allied", "kind": "squad", "hex": "C6", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-3", "owner": "allied", "kind": "squad", "hex": "C10", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}]
      And the axis player reveals the Event "Suppressing Fire"
      When the Event is resolved
      Then the units offered are "us-1", or none
      When the reader selects "us-1"
      Then "us-1" is Suppressed

  Rule: E78 Tennōheika Banzai!
    "When this event occurs, check the current VP level. a) If the VP marker is on the Allied side of the zero space, the Japanese player must change his current Posture to that of Banzai [17.2]. b) If the VP marker either occupies the zero space or is on the Japanese side of the zero space, the Japanese player may change his current Posture to that of Banzai. c) In either case, if the Japanese Posture is already Banzai this event has no effect."
    "Effect—If the Japanese Posture changes to Banzai immediately perform the following activities in the order shown: a) On the OB Display, swap the current Japanese OB stats marker for the “Banzai” OB stats marker. b) If the Japanese player currently has four or more cards in hand, he discards enough cards of his choice to bring the number of cards in his hand to three."
    The VP marker's level is one signed number, positive on the Japanese side: -1 is on the Allied side of the zero space.
    The Event frame holds the Posture, not the OB marker's quality and Order Limit: the change is recorded as the Posture's.

    @E78 @17.2 @1.1 @11.1.1
    Scenario: The VP marker one space on the Allied side: the Japanese player must change to Banzai and discards two of his five cards
      Given the allied player reveals the Event "Tennōheika Banzai!"
      And the axis player holds the cards "jp-h1, jp-h2, jp-h3, jp-h4, jp-h5"
      And the VP marker is at -1 before the Event
      When the Event is resolved
      Then the axis player decides
      And the cards offered are "jp-h1, jp-h2, jp-h3, jp-h4, jp-h5"
      When the card "jp-h2" is picked
      Then the cards offered are "jp-h1, jp-h3, jp-h4, jp-h5"
      When the card "jp-h5" is picked
      Then the Event is over
      And the output "decks.axis.hand" is ["jp-h1", "jp-h3", "jp-h4"]
      And the output "decks.axis.discardTop" is "jp-h5"
      And the Event steps are:
        | rule | what                | player | posture | card  |
        | E78  | posture             | axis   | banzai  |       |
        | E78  | involuntary-discard | axis   |         | jp-h2 |
        | E78  | involuntary-discard | axis   |         | jp-h5 |

    @E78 @17.2 @1.1
    Scenario: The VP marker on the zero space: the Japanese player may change; he does, and discards one of his four cards
      Given the axis player reveals the Event "Tennōheika Banzai!"
      And the event situation field "postures.axis" is "defend"
      And the axis player holds the cards "jp-h1, jp-h2, jp-h3, jp-h4"
      When the Event is resolved
      Then the axis player decides
      And declining is offered
      When the reader selects the item "banzai"
      Then the cards offered are "jp-h1, jp-h2, jp-h3, jp-h4"
      When the card "jp-h4" is picked
      Then the Event is over
      And the output "decks.axis.hand" is ["jp-h1", "jp-h2", "jp-h3"]
      And the Event steps are:
        | rule | what                | posture | card  |
        | E78  | posture             | banzai  |       |
        | E78  | involuntary-discard |         | jp-h4 |

    @E78
    Scenario: The VP marker on the zero space: the Japanese player declines, his Posture and hand stay
      Given the axis player reveals the Event "Tennōheika Banzai!"
      And the axis player holds the cards "jp-h1, jp-h2, jp-h3, jp-h4"
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the output "decks.axis.hand" is ["jp-h1", "jp-h2", "jp-h3", "jp-h4"]
      And the Event steps are:
        | rule | what     | player |
        | E78  | declined | axis   |

    @E78 @1.1
    Scenario: Revealed by the US player with the VP marker on the Japanese side: the Japanese player decides; three cards in hand, none discarded
      Given the allied player reveals the Event "Tennōheika Banzai!"
      And the axis player holds the cards "jp-h1, jp-h2, jp-h3"
      And the VP marker is at 2 before the Event
      When the Event is resolved
      Then the axis player decides
      When the decision is sent:
        """
        {"type": "SELECT_ITEM", "item": "banzai"}
        """
      Then the Event is over
      And the output "decks.axis.hand" is ["jp-h1", "jp-h2", "jp-h3"]
      And the Event steps are:
        | rule | what    | player | posture |
        | E78  | posture | axis   | banzai  |

    @E78 @17.2
    Scenario: Already Banzai: no effect, even with the VP marker on the Allied side and four cards in hand
      Given the allied player reveals the Event "Tennōheika Banzai!"
      And the event situation field "postures.axis" is "banzai"
      And the axis player holds the cards "jp-h1, jp-h2, jp-h3, jp-h4"
      And the VP marker is at -3 before the Event
      When the Event is resolved
      Then the Event is over
      And the output "decks.axis.hand" is ["jp-h1", "jp-h2", "jp-h3", "jp-h4"]
      And the Event steps are:
        | rule | what      | player |
        | E78  | no-effect | axis   |

  Rule: E79 Walking Wounded
    "When this event occurs, the receiving player must perform the following steps in the order shown: a) Select one … unit (enemy or friendly) on the Casualty Track; b) … a random hex [1.8]; c) Place the selected unit in or adjacent to that hex, broken [3.2]."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | E4  | Open Ground | Blaze   |
        | F4  | Open Ground |         |
        | F5  | Open Ground |         |
        | D5  | Open Ground |         |
        | D4  | Open Ground |         |
      And the units:
        | unit  | owner  | kind  | hex | morale | broken morale |
        | us-s1 | allied | squad | F5  | 7      | 5             |
        | us-s2 | allied | squad | F5  | 7      | 5             |
      And the Casualty Track holds:
        | unit   | owner  | kind  |
        | jp-cas | axis   | squad |
        | us-cas | allied | team  |
      And the Casualty Track has 1 axis and 1 allied spaces filled

    @E79 @3.2 @11.2
    Scenario: No stacking limit: the US Team comes back broken into F5, which already holds two US Squads
      Given the allied player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      When the Event is resolved
      Then the units offered are "jp-cas, us-cas"
      When the reader selects "us-cas"
      Then the hexes offered are "E5, F4, F5, E6, D5, D4"
      When the reader selects the hex F5
      Then the Event is over
      And "us-cas" is placed in F5, broken
      And the Casualty Track now holds "jp-cas"
      And the allied Casualty Track has 0 spaces filled

    @E79 @11.2
    Scenario Outline: The unit's space on the Casualty Track (reading ccp.walking-wounded-casualty-space = <reading>)
      Given the axis player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      And the reading "ccp.walking-wounded-casualty-space" is "<reading>"
      When the Event is resolved
      And the reader selects "jp-cas"
      And the reader selects the hex D5
      Then "jp-cas" is placed in D5, broken
      And the axis Casualty Track has <filled> spaces filled

      Examples:
        | reading     | filled |
        | space-freed | 0      |
        | space-kept  | 1      |

    @E49 @E79
    Scenario Outline: An empty Casualty Track (reading ccp.event-random-hex-without-subject = <reading>)
      Given the axis player reveals the Event "Walking Wounded"
      And the next card shows the Random Hex E5
      And the event situation field "casualtyUnits" is []
      And the reading "ccp.event-random-hex-without-subject" is "<reading>"
      When the Event is resolved
      Then the Event is over
      And the output "event.randomHex" is <hex>
      And the output "decks.axis.draw" is <left>

      Examples:
        | reading    | hex  | left |
        | determined | "E5" | 0    |
        | skipped    | null | 1    |

  Rule: E80 White Phosphorus
    "When this event occurs, the receiving player may draw a random smoke marker then place it into a hex adjacent to one of his unbroken squads (only). The selected hex cannot be water terrain nor contain a blaze. If he does, each player that controls a unit in that hex must choose one such friendly unit and break it [3.2]."

    @E80 @15.1.4 @3.2
    Scenario: Smoke beside his unbroken Squad; the inactive Japanese player breaks one of his units there first
      Given the event situation field "units" is [{"id": "us-1", "owner": "allied", "kind": "squad", "hex": "D4", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "jp-1", "owner": "axis", "kind": "squad", "hex": "D5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 5}}}, {"id": "us-t", "owner": "allied", "kind": "team", "hex": "D5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}]
      And the hexes:
        | hex | terrain     |
        | C4  | Open Ground |
        | C5  | Open Ground |
        | D3  | Open Ground |
        | E4  | Open Ground |
        | E5  | Open Ground |
      And the event situation field "smokeDraws" is [3]
      And the allied player reveals the Event "White Phosphorus"
      When the Event is resolved
      And the reader selects the hex D5
      Then the axis player decides
      And the units offered are "jp-1"
      When the reader selects "jp-1"
      Then the allied player decides
      And the units offered are "us-t"
      When the reader selects "us-t"
      Then the Event is over
      And the markers in D5 are "Smoke:3"
      And "jp-1" is broken
      And "us-t" is broken

  Rule: E70 Reinforcements
    "When this event occurs, the receiving player … the following steps …"
    "Make a roll on his nation’s Support Table C"
    "From the column matching the roll, select one unit or Sighting marker – at no cost – that is available for that scenario’s year"
    "Place the selected unit (along with its weapon, if any) or Sighting marker into any hex along his friendly map edge. A unit can’t be placed in an impassable hex (such as a blaze)."

    Background:
      Given the hexes:
        | hex | terrain     | markers |
        | A1  | Open Ground | Blaze   |
        | A2  | Open Ground |         |
        | A3  | Open Ground |         |
      And the units:
        | unit | owner  | kind  | hex | morale | broken morale |
        | jp-4 | axis   | squad | A2  | 7      | 5             |
        | jp-5 | axis   | squad | A2  | 7      | 5             |
        | jp-6 | axis   | squad | A2  | 7      | 5             |
        | us-3 | allied | squad | A3  | 7      | 5             |
      And the event situation field "sightingMarkers" is [{"id": "sm-1", "hex": "C3"}]
      And the event situation field "edges" is {"axis": ["A1", "A2", "A3"], "allied": []}
      And the axis Support Table:
        | rolls | item         | kind     | weapon    |
        | 2-6   |              |          |           |
        | 7-9   | jp-sup-squad | squad    | jp-sup-mg |
        | 7-9   | sm-new       | sighting |           |
        | 10-12 | sm-late      | sighting |           |

    @E70 @15.2.2 @19
    Scenario: The roll 3+5 = 8 offers a Squad or a Sighting marker; the Squad enters overstacked or beside the enemy, never into the blaze
      Given the axis player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 3+5  |
      When the Event is resolved
      Then the items offered are "jp-sup-squad, sm-new"
      When the reader selects the item "jp-sup-squad"
      Then the hexes offered are "A2, A3"
      When the reader selects the hex A3
      Then "jp-sup-squad" is placed in A3, unbroken
      And the Weapon "jp-sup-mg" is unbroken
      And the Event steps are:
        | rule | what      | unit         | hex |
        | E70  | roll      |              |     |
        | E70  | select    |              |     |
        | E70  | place     | jp-sup-squad | A3  |
        | 19   | melee-due |              | A3  |

    @E70 @9 @15.1.5
    Scenario Outline: A Sighting marker goes along his map edge, into the blaze too (reading ccp.reinforcements-sighting-marker-impassable = <reading>)
      Given the axis player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 3+5  |
      And the reading "ccp.reinforcements-sighting-marker-impassable" is "<reading>"
      When the Event is resolved
      And the reader selects the item "sm-new"
      Then the hexes offered are "<hexes>"

      Examples:
        | reading | hexes      |
        | allowed | A1, A2, A3 |
        | barred  | A2, A3     |

    @E70 @9
    Scenario: The Sighting marker placed joins the Japanese Sighting markers on the map
      Given the axis player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 6+6  |
      When the Event is resolved
      Then the items offered are "sm-late"
      When the reader selects the item "sm-late"
      And the reader selects the hex A1
      Then the Event is over
      And the Event steps are:
        | rule | what   | player | sighting | hex |
        | E70  | roll   | axis   |          |     |
        | E70  | select | axis   |          |     |
        | E70  | place  | axis   | sm-late  | A1  |

    @E70 @E49
    Scenario: Nothing in the column rolled (1+2 = 3) is available: the Event is ignored
      Given the axis player reveals the Event "Reinforcements"
      And the next cards are:
        | card      | dice |
        | roll-card | 1+2  |
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       |
        | E70  | roll       |
        | E70  | impossible |

    @E70 @9
    Scenario: Only the Japanese player has Sighting markers: one on the US table is refused
      Given the allied Support Table:
        | rolls | item   | kind     | weapon |
        | 2-12  | sm-us  | sighting |        |
      And the allied player reveals the Event "Reinforcements"
      Then resolving the Event is rejected with code "invalid-field" naming "input.supportTables.allied[0].items[0].sighting" citing 9
