Feature: Hidden units and Shadow markers (Combat! Stalingrad 3.2.12–3.2.13)
  Decides what places one side's hidden units on the map, what removes its Shadow markers, when hidden
  fortifications are placed, and on which FFT column fire into their hexes is resolved. How a search is
  made (7.4, "in the same manner as Mines") and the FFT's results (18) are missing from the text: a
  search's finding and a fire's hit and result are inputs.

  Rule: 3.2.12.1 Setting up hidden
    "Some firefights allow units to setup hidden, meaning the actual counters are not placed on the map during Deployment. Do not use this rule for solitaire play (i.e., deploy all units on the map)."
    "Guns (crews) may always setup hidden in a firefight"

    @3.2.12.1
    Scenario: A squad may not set up hidden where the firefight does not allow it
      Given the game situation:
        """
        { "side": "german", "hidden": [{ "id": "ge-sq1", "kind": "squad", "hex": "E5", "level": 0 }] }
        """
      When the hidden procedure starts
      Then it is rejected with code "invalid-field" naming "input.hidden[0].kind"

    @3.2.12.1
    Scenario: A Gun crew may always set up hidden
      Given the game situation:
        """
        { "side": "german", "hidden": [{ "id": "ge-gun", "kind": "gun-crew", "hex": "C3", "level": 0 }] }
        """
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIREFIGHT_ENDS" }]
        """
      Then the procedure has ended in state "ended"
      And the output "hidden" is [{ "id": "ge-gun", "status": "hidden" }]

    @3.2.12.1
    Scenario: No hidden unit in solitaire play
      Given the game situation:
        """
        { "side": "german", "solitaire": true, "hiddenAllowed": true, "hidden": [{ "id": "ge-sq1", "kind": "squad", "hex": "E5", "level": 0 }] }
        """
      When the hidden procedure starts
      Then it is rejected with code "invalid-field" naming "input.hidden[0]"

  Rule: 3.2.12.2 Discovery
    "Any time an enemy unit enters a hex location with a hidden unit, reveal the unit by placing it on map. If a hidden unit fires, reveal the hidden unit following the resolution of the fire. A hidden unit must be revealed to move or change its CA/VCA/TCA. Hidden units may also be searched for in the same manner as Mines."

    Background:
      Given the game situation:
        """
        { "side": "german", "hiddenAllowed": true, "hidden": [{ "id": "ge-sq1", "kind": "squad", "hex": "E5", "level": 1 }] }
        """

    @3.2.12.2
    Scenario: An enemy unit enters the squad's location, the Upper Level +1 of E5: it is placed on the map
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "ENEMY_ENTERS", "hex": "E5", "level": 1, "unit": "infantry" }]
        """
      Then the output "placed" is [{ "unit": "ge-sq1", "by": "3.2.12.2", "cause": "enemy-entered" }]

    @3.2.12.2
    Scenario: An enemy unit enters the ground level of E5, another location: the squad stays hidden
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "ENEMY_ENTERS", "hex": "E5", "level": 0, "unit": "infantry" }]
        """
      Then the output "hidden" is [{ "id": "ge-sq1", "status": "hidden" }]

    @3.2.12.2
    Scenario: The hidden squad fires: it is revealed once the fire is resolved, not before
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "UNIT_FIRES", "unit": "ge-sq1" }]
        """
      Then the procedure is in state "resolvingFire"
      And the output "hidden" is [{ "id": "ge-sq1", "status": "hidden" }]
      When the events are sent:
        """
        [{ "type": "FIRE_RESOLVED" }]
        """
      Then the output "placed" is [{ "unit": "ge-sq1", "by": "3.2.12.2", "cause": "fired" }]

    @3.2.12.2
    Scenario Outline: The squad <act>: it is revealed
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "<event>", "unit": "ge-sq1" }]
        """
      Then the output "placed" is [{ "unit": "ge-sq1", "by": "3.2.12.2", "cause": "<cause>" }]

      Examples:
        | act                   | event            | cause       |
        | moves                 | UNIT_MOVES       | moved       |
        | changes its CA        | UNIT_CHANGES_ARC | changed-arc |

    @3.2.12.2
    Scenario: A revealed unit cannot become hidden again: it cannot change its CA as a hidden unit
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "UNIT_MOVES", "unit": "ge-sq1" }, { "type": "UNIT_CHANGES_ARC", "unit": "ge-sq1" }]
        """
      Then it is rejected with code "invalid-field" naming "events[1].unit"

    @3.2.12.2
    Scenario Outline: A search of E5 that <outcome>
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "SEARCH", "hex": "E5", "found": <found> }]
        """
      Then the output "hidden" is [{ "id": "ge-sq1", "status": "<status>" }]

      Examples:
        | outcome              | found | status   |
        | finds the squad      | true  | revealed |
        | does not find it     | false | hidden   |

  Rule: 3.2.12.2 Hidden fortifications
    "Hidden trenches, wire, roadblocks and AT Trenches are placed on map as soon as any enemy infantry unit comes within 2 hexes or a vehicle moves adjacent to one these hidden fortifications."

    Background:
      Given the game situation:
        """
        { "side": "russian", "fortifications": [{ "id": "ru-wire", "kind": "wire", "hex": "J9" }] }
        """

    @3.2.12.2
    Scenario Outline: Enemy <unit> enters <hex>, <distance> hexes from the Wire in J9
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "ENEMY_ENTERS", "hex": "<hex>", "level": 0, "unit": "<unit>" }]
        """
      Then the output "fortifications.0.status" is "<status>"

      Examples:
        | unit     | hex | distance | status |
        | infantry | J7  | 2        | placed |
        | infantry | J6  | 3        | hidden |
        | vehicle  | J8  | 1        | placed |
        | vehicle  | J7  | 2        | hidden |

  Rule: 3.2.12.3 Recon By Fire
    "Units may fire into a hex that does not have any enemy units in it in an attempt to 'recon by fire'. This fire is resolved at 1/2 strength (rounded up) of its normal strength and the units doing so are marked as fired normally, even if there are no hidden units in the target hex."
    "Reveal the hidden unit only if there is any effect in the form of a MC/C/E result on the hidden unit."
    "3.2.12.3.1 Gun/AFV Recon By Fire: No fire that involves use of a DFET may be used as Recon By Fire. A hidden vehicle must be searched or revealed using HE fire on the FFT."

    Background:
      Given the game situation:
        """
        { "side": "german", "hiddenAllowed": true, "hidden": [{ "id": "ge-sq1", "kind": "squad", "hex": "E5", "level": 1 }] }
        """

    @3.2.12.3
    Scenario: 7 FF of recon by fire are resolved on the 4 column; an MC result reveals the squad
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "E5", "firepower": 7, "ffe": false, "hit": true, "result": "MC" }]
        """
      Then the output "fire.0.column.total" is 4
      And the output "placed" is [{ "unit": "ge-sq1", "by": "3.2.12.3", "cause": "recon-by-fire" }]

    @3.2.12.3
    Scenario: 8 FF are halved to 4 exactly; no result leaves the squad hidden, the firers marked
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "E5", "firepower": 8, "ffe": false, "hit": true, "result": "none" }]
        """
      Then the output "fire.0.column.total" is 4
      And the output "fire.0.marked" is true
      And the output "hidden" is [{ "id": "ge-sq1", "status": "hidden" }]

    @3.2.12.3.1
    Scenario: Fire using a DFET may not recon by fire: it is refused, and an MC result it would have had reveals nothing
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "E5", "firepower": 8, "ffe": false, "dfet": true, "hit": true, "result": "MC" }]
        """
      Then the output "refused" is [{ "hex": "E5", "rule": "3.2.12.3.1" }]
      And the output "fire" is []
      And the output "hidden" is [{ "id": "ge-sq1", "status": "hidden" }]

  Rule: 3.2.12.3 A miss with Recon By Fire (reading cs.recon-miss-marked)
    "the units doing so are marked as fired normally, even if there are no hidden units in the target hex"
    "To be considered 'firing' into a hex, the firing unit must achieve a hit, i.e., it must apply Firepower Factors to the hex."

    @3.2.12.3
    Scenario Outline: Under '<alternative>', a fire that achieves no hit <marks> the firers
      Given the game situation:
        """
        { "side": "german", "hiddenAllowed": true, "hidden": [{ "id": "ge-sq1", "kind": "squad", "hex": "E5", "level": 1 }] }
        """
      And the reading "cs.recon-miss-marked" is "<alternative>"
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "E5", "firepower": 7, "ffe": false, "hit": false, "result": "none" }]
        """
      Then the output "fire" is [{ "hex": "E5", "column": null, "marked": <marked>, "result": "none" }]

      Examples:
        | alternative | marks        | marked |
        | marked      | marks        | true   |
        | not-marked  | does not mark | false  |

  Rule: 3.2.13.1 Dummy Shadow markers
    "For every two (fractions rounded up) Shadow markers provided in a side's Order of Battle, one additional Shadow marker may be setup on map with no units in its play aid box—as 'dummy' Shadow markers."
    "Example: The Russian player receives 6 shadow markers in a firefight; he may place nine Shadow markers on map, only six of which actually contain units. The remaining three are dummies."

    @3.2.13.1
    Scenario Outline: <provided> Shadow markers provided allow <dummies> dummies
      Given the game situation:
        """
        { "side": "russian", "shadowsProvided": <provided> }
        """
      When the hidden procedure starts
      Then the output "dummiesAllowed.total" is <dummies>

      Examples:
        | provided | dummies |
        | 6        | 3       |
        | 3        | 2       |
        | 2        | 1       |

    @3.2.13.1
    Scenario: The example: six markers with units and a fourth dummy is one too many
      Given the game situation:
        """
        {
          "side": "russian", "shadowsProvided": 6,
          "shadows": [
            { "marker": 1, "hex": "A1", "units": [{ "id": "s1", "kind": "squad" }] }, { "marker": 2, "hex": "A2", "units": [{ "id": "s2", "kind": "squad" }] },
            { "marker": 3, "hex": "A3", "units": [{ "id": "s3", "kind": "squad" }] }, { "marker": 4, "hex": "A4", "units": [{ "id": "s4", "kind": "squad" }] },
            { "marker": 5, "hex": "A5", "units": [{ "id": "s5", "kind": "squad" }] }, { "marker": 6, "hex": "A6", "units": [{ "id": "s6", "kind": "squad" }] },
            { "marker": 7, "hex": "B1", "units": [] }, { "marker": 8, "hex": "B2", "units": [] }, { "marker": 9, "hex": "B3", "units": [] }, { "marker": 10, "hex": "B4", "units": [] }
          ]
        }
        """
      When the hidden procedure starts
      Then it is rejected with code "invalid-field" naming "input.shadows"

  Rule: 3.2.13.2 Removing Shadow markers
    "Shadow markers may never move; some or all of the units stacked on that Shadow marker's play aid box may 'exit' the Shadow marker and move from the hex normally. Even if all units from a particular Shadow marker's play aid box move away (i.e., none remain for that Shadow marker), the Shadow marker remains on the map until an enemy unit does one of the following:"
    "1) Enters the hex; … 2) Searches the hex; … 3) Fires on the hex causing a MC/C/E result using Recon By Fire."
    "A Shadow marker is also removed immediately, and all units in its play aid box are placed on map if any unit currently represented by that Shadow marker (i.e., still on the Play Aid) chooses to fire."

    Background:
      Given the game situation:
        """
        { "side": "russian", "shadowsProvided": 1, "shadows": [{ "marker": 1, "hex": "L5", "units": [{ "id": "ru-mg", "kind": "sw-team" }, { "id": "ru-hs1", "kind": "half-squad" }] }] }
        """

    @3.2.13.2
    Scenario: The MG team in its box fires: the marker is removed at once and both units are placed
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "UNIT_FIRES", "unit": "ru-mg" }]
        """
      Then the procedure is in state "inPlay"
      And the output "shadows" is [{ "marker": 1, "status": "removed", "cause": "fired", "units": [] }]
      And the output "placed" is [{ "unit": "ru-mg", "by": "3.2.13.2", "cause": "fired" }, { "unit": "ru-hs1", "by": "3.2.13.2", "cause": "fired" }]

    @3.2.13.2
    Scenario: The MG team moves out: the marker stays; an enemy search of L5 then removes it and places the HS only
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "UNIT_MOVES", "unit": "ru-mg" }]
        """
      Then the output "shadows" is [{ "marker": 1, "status": "on-map", "units": ["ru-hs1"] }]
      When the events are sent:
        """
        [{ "type": "SEARCH", "hex": "L5", "found": false }]
        """
      Then the output "shadows" is [{ "marker": 1, "status": "removed", "cause": "searched", "units": [] }]
      And the output "placed" is [{ "unit": "ru-mg", "by": "3.2.13.2", "cause": "moved" }, { "unit": "ru-hs1", "by": "3.2.13.2", "cause": "searched" }]

    @3.2.13.2
    Scenario: An enemy unit enters L5: the marker is removed
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "ENEMY_ENTERS", "hex": "L5", "level": 0, "unit": "vehicle" }]
        """
      Then the output "shadows.0.cause" is "enemy-entered"

    @3.2.13.2
    Scenario: Recon By Fire with an MC result removes the marker; without a result it stays
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "L5", "firepower": 7, "ffe": false, "hit": true, "result": "none" }]
        """
      Then the output "shadows.0.status" is "on-map"
      When the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "L5", "firepower": 7, "ffe": false, "hit": true, "result": "MC" }]
        """
      Then the output "shadows.0.cause" is "recon-by-fire"

  Rule: 3.2.13.3 Fire on a Shadow marker
    "A Shadow marker is considered hidden for the purpose of fire. (i.e., fire against a Shadow marker is resolved at resolved at 1/2 FF strength [rounded up] of its normal strength) [Exception: FFE]."
    "Example: A 7-2 squad firing on a Shadow marker is resolved instead on the '4' column of the FFT."

    Background:
      Given the game situation:
        """
        { "side": "russian", "shadowsProvided": 1, "shadows": [{ "marker": 1, "hex": "L5", "units": [{ "id": "ru-hs1", "kind": "half-squad" }] }] }
        """

    @3.2.13.3
    Scenario: The example: a 7-2 squad fires on the '4' column
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "L5", "firepower": 7, "ffe": false, "hit": true, "result": "none" }]
        """
      Then the output "fire.0.column.total" is 4
      And the trace cites 3.2.13.3

    @3.2.13.3
    Scenario: An FFE of 7 FF is not halved
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_ON_HEX", "hex": "L5", "firepower": 7, "ffe": true, "hit": true, "result": "none" }]
        """
      Then the output "fire.0.column.total" is 7
