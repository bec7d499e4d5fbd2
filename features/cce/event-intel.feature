Feature: Events about VP, Objectives, chits, the Casualty Track and hands (CC:E E45, E49, E54, E57, E61, E65, E67, E74)
  Eight Events that touch no unit: they score VP from the Casualty Track or the Objectives, move a
  Surrender marker, take cards from the hands, or bring Objective chits into play or reveal them. An
  Objective chit drawn "at random" is the next of the undrawn chits the situation lists in draw order; a
  card picked "at random" is a decision whose choices are every card of the hand. A part of an Event that
  is impossible is ignored (E42).

  Background:
    Given the units:
      | unit | owner  | kind  | hex | morale | broken morale |
      | de-1 | axis   | squad | C3  | 7      | 5             |
      | us-1 | allied | squad | E5  | 7      | 5             |

  Rule: E45 Battlefield Integrity
    "When this Event occurs, the receiving player counts the total number of enemy units on the Casualty Track then gains that many VPs."

    @E45 @4.2
    Scenario: Only the enemy's units on the Casualty Track count
      Given the axis player reveals the Event "Battlefield Integrity"
      And the VP marker is at 1 before the Event
      And the Casualty Tracks:
        | player | occupied | surrender |
        | axis   | 2        | 8         |
        | allied | 3        | 9         |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 4
      And the Event steps are:
        | rule | what | player | vp |
        | E45  | vp   | axis   | 3  |

    @E45 @4.2
    Scenario: No enemy unit on the Casualty Track gains nothing
      Given the allied player reveals the Event "Battlefield Integrity"
      And the Casualty Tracks:
        | player | occupied | surrender |
        | axis   | 0        | 8         |
        | allied | 4        | 9         |
      When the Event is resolved
      Then after the Event the VP marker is at 0

    @E45 @4.2
    Scenario: A situation without the Casualty Track is an input error
      Given the allied player reveals the Event "Battlefield Integrity"
      Then resolving the Event is rejected with code "missing-field" naming "input.casualtyTrack" citing E45

  Rule: E49 Command & Control
    "When this Event occurs, the receiving player counts the number of Objectives [2.3] he currently controls and gains that many VPs."

    @E49 @2.3 @7.3.1.1
    Scenario: A building Objective of two hexes counts once; enemy and uncontrolled Objectives not at all
      Given the allied player reveals the Event "Command & Control"
      And the Objectives:
        | objective | hexes  | controller |
        | 1         | C3     | allied     |
        | 2         | C4, D4 | allied     |
        | 3         | E5     | axis       |
        | 4         | F6     |            |
      When the Event is resolved
      Then after the Event the VP marker is at -2
      And the Event steps are:
        | rule | what | player | vp |
        | E49  | vp   | allied | 2  |

    @E49
    Scenario: No Objective controlled gains nothing
      Given the axis player reveals the Event "Command & Control"
      And the Objectives:
        | objective | hexes | controller |
        | 1         | C3    | allied     |
      When the Event is resolved
      Then after the Event the VP marker is at 0

  Rule: E54 Élan
    "When this Event occurs, the receiving player moves his Surrender marker into the next higher space on his side of the Casualty Track."

    @E54 @4.2 @6.3
    Scenario: The reader's Surrender marker moves one space higher; the enemy's stays
      Given the allied player reveals the Event "Élan"
      And the Casualty Tracks:
        | player | occupied | surrender |
        | axis   | 2        | 8         |
        | allied | 3        | 9         |
      When the Event is resolved
      Then the output "casualtyTrack" is {"axis": {"occupied": 2, "surrender": 8}, "allied": {"occupied": 3, "surrender": 10}}
      And the Event steps are:
        | rule | what             | player | space |
        | E54  | surrender-marker | allied | 10    |

    @E54 @4.2
    Scenario: A situation without the Casualty Track is an input error
      Given the axis player reveals the Event "Élan"
      Then resolving the Event is rejected with code "missing-field" naming "input.casualtyTrack" citing E54

  Rule: E57 Fog of War
    "When this Event occurs, each player selects one card at random from the opposing player's hand. Those cards are placed in their owners' respective discard piles."
    "Involuntary discards due to an Event [E57 and E61] don't count."

    @E57 @1.5 @A31
    Scenario: Each player picks one card of the other's hand; each goes to its owner's discard pile
      Given the axis player reveals the Event "Fog of War"
      And the axis player holds the cards "ax-h1, ax-h2"
      And the allied player holds the cards "al-h1, al-h2, al-h3"
      When the Event is resolved
      Then the axis player decides
      And the cards offered are "al-h1, al-h2, al-h3"
      When the card "al-h2" is picked
      Then the allied player decides
      And the cards offered are "ax-h1, ax-h2"
      When the card "ax-h1" is picked
      Then the Event is over
      And the output "decks.allied.hand" is ["al-h1", "al-h3"]
      And the output "decks.allied.discardTop" is "al-h2"
      And the output "decks.axis.hand" is ["ax-h2"]
      And the output "decks.axis.discardTop" is "ax-h1"
      And the Event steps are:
        | rule | what                | player | card  |
        | E57  | involuntary-discard | allied | al-h2 |
        | E57  | involuntary-discard | axis   | ax-h1 |

    @E57 @E42
    Scenario: The opposing hand is empty: only the opposing player picks
      Given the allied player reveals the Event "Fog of War"
      And the allied player holds the cards "al-h1"
      When the Event is resolved
      Then the axis player decides
      And the cards offered are "al-h1"
      When the card "al-h1" is picked
      Then the Event is over
      And the output "decks.allied.hand" is []
      And the Event steps are:
        | rule | what                | player | card  |
        | E57  | impossible          |        |       |
        | E57  | involuntary-discard | allied | al-h1 |

    @E57 @E42
    Scenario: The reader's own hand is empty: the opposing player's pick is impossible
      Given the axis player reveals the Event "Fog of War"
      And the allied player holds the cards "al-h1, al-h2"
      When the Event is resolved
      And the card "al-h1" is picked
      Then the Event is over
      And the output "decks.allied.hand" is ["al-h2"]
      And the Event steps are:
        | rule | what                | player | card  |
        | E57  | involuntary-discard | allied | al-h1 |
        | E57  | impossible          |        |       |

    @E57
    Scenario: A card of the picker's own hand is refused
      Given the axis player reveals the Event "Fog of War"
      And the axis player holds the cards "ax-h1"
      And the allied player holds the cards "al-h1"
      When the Event is resolved
      And the card "ax-h1" is picked
      Then the decision is refused citing E57

  Rule: E61 Interrogation
    "When this Event occurs, the opposing player must show the receiving player all the cards in his hand. The receiving player may choose one of those cards. If he does, that card is placed in the opponent's discard pile."
    "Some card effects conflict with one or more rules within this booklet (for example, the Interrogation Event [E61] conflicting with rule 1.2, below). When this occurs, the card effect always takes precedence."

    @E61 @1.0 @1.5
    Scenario: The reader chooses one of the cards shown for the opponent's discard pile
      Given the axis player reveals the Event "Interrogation"
      And the axis player holds the cards "ax-h1"
      And the allied player holds the cards "al-h1, al-h2"
      When the Event is resolved
      Then the axis player decides
      And the cards offered are "al-h1, al-h2"
      And declining is offered
      When the card "al-h2" is picked
      Then the Event is over
      And the output "decks.allied.hand" is ["al-h1"]
      And the output "decks.allied.discardTop" is "al-h2"
      And the output "decks.axis.hand" is ["ax-h1"]
      And the Event steps are:
        | rule | what                | player | card  |
        | E61  | show-hand           | allied |       |
        | E61  | involuntary-discard | allied | al-h2 |

    @E61
    Scenario: The reader may choose none
      Given the axis player reveals the Event "Interrogation"
      And the allied player holds the cards "al-h1, al-h2"
      When the Event is resolved
      And the player deciding declines
      Then the Event is over
      And the output "decks.allied.hand" is ["al-h1", "al-h2"]
      And the Event steps are:
        | rule | what      | player |
        | E61  | show-hand | allied |
        | E61  | declined  | axis   |

    @E61 @E42
    Scenario: An empty hand shows nothing to choose
      Given the allied player reveals the Event "Interrogation"
      And the allied player holds the cards "al-h1"
      When the Event is resolved
      Then the Event is over
      And the Event steps are:
        | rule | what       | player |
        | E61  | show-hand  | axis   |
        | E61  | impossible |        |

  Rule: E65 Mission Objective
    "When this Event occurs, the receiving player draws one (secret) Objective chit at random. This new Objective chit does not replace any existing Objective chit – it is used in conjunction with them – and may be kept secret from the opponent unless it is one that has no "(secret)" side."
    "Note that a few of the Objective chits have no "secret" side—if a player draws one of these as their secret Objective, tough luck: it must be revealed as an open Objective. Open Objectives award their VPs immediately during play of the game, whereas secret Objectives usually award their points at game end (or whenever they are revealed)."

    Background:
      Given the Objectives:
        | objective | hexes  | controller |
        | 1         | C3     | axis       |
        | 2         | C4, D4 | allied     |
        | 3         | E5     | axis       |
        | 4         | F6     |            |

    @E65 @7.3.3
    Scenario: A chit with a secret side is kept secret by the reader and scores nothing now
      Given the axis player reveals the Event "Mission Objective"
      And the Objective chits in play:
        | chit   | objective | value | open | owner |
        | open-1 | 1         | 1     | yes  |       |
      And the undrawn Objective chits, in draw order:
        | chit   | objective | value | secret side |
        | chit-k | 3         | 3     | yes         |
        | chit-b | 1         | 2     | yes         |
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 0
      And the Objective chits in play are:
        | chit   | objective | value | open | owner |
        | open-1 | 1         | 1     | yes  |       |
        | chit-k | 3         | 3     | no   | axis  |
      And the output "chitPool" is ["chit-b"]

    @E65 @7.3.3
    Scenario: A chit without a secret side is revealed open and scores at once for every controller
      Given the allied player reveals the Event "Mission Objective"
      And the undrawn Objective chits, in draw order:
        | chit     | objective | value | secret side |
        | chit-all | all       | 1     | no          |
      When the Event is resolved
      Then after the Event the VP marker is at 1
      And the Objective chits in play are:
        | chit     | objective | value | open | owner |
        | chit-all | all       | 1     | yes  |       |
      And the Event steps are:
        | rule | what      | player | chit     | vp |
        | E65  | chit-open |        | chit-all |    |
        | E65  | vp        | allied |          | 1  |
        | E65  | vp        | axis   |          | 2  |

    @E65 @E42
    Scenario: No chit left to draw
      Given the axis player reveals the Event "Mission Objective"
      And the undrawn Objective chits, in draw order:
        | chit | objective | value | secret side |
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E65  | impossible |

    @E65 @7.3.2
    Scenario: A situation without the undrawn chits is an input error
      Given the allied player reveals the Event "Mission Objective"
      Then resolving the Event is rejected with code "missing-field" naming "input.chitPool" citing E65

  Rule: E67 Reconnaissance
    "When this Event occurs, the opposing player must select and reveal one of his unrevealed secret Objective chits, if any. The revealed chit becomes an open Objective for the remainder of the game. Remember to award any VPs corresponding to that chit's mapboard Objective(s) to their current controller right away."

    Background:
      Given the Objectives:
        | objective | hexes  | controller |
        | 1         | C3     | axis       |
        | 2         | C4, D4 | allied     |
        | 3         | E5     | axis       |
        | 4         | F6     |            |
      And the Objective chits in play:
        | chit          | objective | value | open | owner  |
        | open-1        | 1         | 1     | yes  |        |
        | ax-secret     | 3         | 2     | no   | axis   |
        | al-secret-2   | 2         | 2     | no   | allied |
        | al-secret-all | all       | 1     | no   | allied |

    @E67 @7.3.3
    Scenario: The opposing player chooses which of his secret chits to reveal
      Given the axis player reveals the Event "Reconnaissance"
      When the Event is resolved
      Then the allied player decides
      And the chits offered are "al-secret-2, al-secret-all"

    @E67 @7.3.3
    Scenario: A revealed chit for the opposing player's own Objective scores for him
      Given the axis player reveals the Event "Reconnaissance"
      And the VP marker is at 5 before the Event
      When the Event is resolved
      And the chit "al-secret-2" is selected
      Then after the Event the VP marker is at 3
      And the Event steps are:
        | rule | what      | player | chit        | vp |
        | E67  | chit-open | allied | al-secret-2 |    |
        | E67  | vp        | allied |             | 2  |

    @E67 @7.3.3
    Scenario: A revealed "all Objectives" chit scores for each controller
      Given the axis player reveals the Event "Reconnaissance"
      And the VP marker is at 5 before the Event
      When the Event is resolved
      And the chit "al-secret-all" is selected
      Then after the Event the VP marker is at 6
      And the Objective chits in play are:
        | chit          | objective | value | open | owner  |
        | open-1        | 1         | 1     | yes  |        |
        | ax-secret     | 3         | 2     | no   | axis   |
        | al-secret-2   | 2         | 2     | no   | allied |
        | al-secret-all | all       | 1     | yes  |        |

    @E67 @E42
    Scenario: The opposing player has no secret chit: nothing is revealed
      Given the allied player reveals the Event "Reconnaissance"
      And the event situation field "chits" is [{"id": "al-secret", "objective": 2, "value": 2, "open": false, "owner": "allied"}]
      When the Event is resolved
      Then the Event is over
      And after the Event the VP marker is at 0
      And the Event steps are:
        | rule | what       |
        | E67  | impossible |

    @E67
    Scenario: The reader cannot choose another player's chit
      Given the axis player reveals the Event "Reconnaissance"
      When the Event is resolved
      And the chit "ax-secret" is selected
      Then the decision is refused citing E67

  Rule: E74 Strategic Objective
    "When this Event occurs, one Objective chit is drawn at random and placed face up ("open") in the center section of the Objectives box for both players to see. This new Objective chit does not replace an existing Objective chit—it is used in conjunction with them. And if this new chit references one or more mapboard Objectives, remember to award those victory points to the Objectives' current controller right away."

    Background:
      Given the Objectives:
        | objective | hexes  | controller |
        | 1         | C3     | axis       |
        | 2         | C4, D4 | allied     |
        | 3         | E5     | axis       |
        | 4         | F6     |            |

    @E74 @7.3.3
    Scenario: The chit drawn is placed open, even one with a secret side, and scores for the controller, not the reader
      Given the allied player reveals the Event "Strategic Objective"
      And the undrawn Objective chits, in draw order:
        | chit   | objective | value | secret side |
        | chit-c | 3         | 1     | yes         |
      When the Event is resolved
      Then after the Event the VP marker is at 1
      And the Objective chits in play are:
        | chit   | objective | value | open | owner |
        | chit-c | 3         | 1     | yes  |       |
      And the Event steps are:
        | rule | what      | player | chit   | vp |
        | E74  | chit-open |        | chit-c |    |
        | E74  | vp        | axis   |        | 1  |

    @E74 @7.3.3
    Scenario: A chit for an uncontrolled Objective scores nothing
      Given the axis player reveals the Event "Strategic Objective"
      And the undrawn Objective chits, in draw order:
        | chit   | objective | value | secret side |
        | chit-d | 4         | 3     | no          |
      When the Event is resolved
      Then after the Event the VP marker is at 0
      And the output "chitPool" is []

    @E74 @7.3.2
    Scenario: A specialized "(open)" chit comes into play without scoring
      Given the axis player reveals the Event "Strategic Objective"
      And the undrawn Objective chits, in draw order:
        | chit      | special     |
        | chit-elim | elimDoubled |
      When the Event is resolved
      Then after the Event the VP marker is at 0
      And the output "specialChits" is {"elimDoubled": true, "exitDoubled": false, "allFiveObjectives": false}

    @E74 @E42
    Scenario: No chit left to draw
      Given the axis player reveals the Event "Strategic Objective"
      And the undrawn Objective chits, in draw order:
        | chit | objective | value | secret side |
      When the Event is resolved
      Then the Event steps are:
        | rule | what       |
        | E74  | impossible |

    @E74 @7.3.2
    Scenario: A situation without the undrawn chits is an input error
      Given the allied player reveals the Event "Strategic Objective"
      Then resolving the Event is rejected with code "missing-field" naming "input.chitPool" citing E74

    @7.3.2
    Scenario: An undrawn chit already in play is refused, naming its field
      Given the allied player reveals the Event "Strategic Objective"
      And the event situation field "chits" is [{"id": "chit-c", "objective": 3, "value": 1, "open": true}]
      And the undrawn Objective chits, in draw order:
        | chit   | objective | value | secret side |
        | chit-c | 3         | 1     | yes         |
      Then resolving the Event is rejected with code "invalid-field" naming "input.chitPool[0].id" citing 7.3.2
