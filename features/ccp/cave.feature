Feature: Cave (CC:P F102)
  Decides what a cave marker in a Hill Crest hex does to the units in that hex: which Japanese units are
  inside, when they may go in or come out, whom an attack on the hex reaches and with what Cover, and the
  tunnels from cave to cave. New in CC:P. The hex's own Cover (the Terrain Chart, in the playbook) and the
  level at which an attack's LOS thread crosses the cave hex's hexside (the map's depiction) are situation
  inputs; the attack's roll and the Defense rolls are Fire's.

  Background:
    Given the game situation:
      """
      { "cave": { "hex": "E5", "level": 2, "crest": true }, "hexCover": 1, "order": "fire", "occasion": "none",
        "units": [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": true },
                  { "id": "j-tm2", "kind": "team", "side": "japanese", "inside": false }],
        "otherCaves": [] }
      """

  Rule: F102 Cave
    "A cave marker may only ever occupy a Hill Crest hex [T89.3.1]."

    @F102
    Scenario: A cave in a hex that is not a Crest hex is refused
      Given the game situation field "cave" is { "hex": "E5", "level": 2, "crest": false }
      When the cave procedure starts
      Then it is rejected with code "invalid-field" naming "input.cave.crest", citing F102

  Rule: F102.1 Cave Occupancy
    "Japanese units physically stacked underneath a cave marker are considered to be inside the cave—all other units in that hex are outside the cave … Only Japanese units can use caves. Allied units can share a hex with a cave but are never considered to be inside it."

    @F102.1
    Scenario: An Allied unit inside a cave is refused
      Given the game situation field "units" is [{ "id": "us-sq1", "kind": "squad", "side": "allied", "inside": true }]
      When the cave procedure starts
      Then it is rejected with code "invalid-field" naming "input.units[0].inside", citing F102.1

    @F102.1 @F102.1.1
    Scenario: An Allied squad activated for an Advance cannot enter the cave in its hex at the Advance's conclusion
      Given the game situation field "units" is [{ "id": "us-sq1", "kind": "squad", "side": "allied", "inside": false, "activated": true }]
      And the game situation field "order" is "advance"
      And the game situation field "occasion" is "order-end"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "us-sq1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing F102.1

    @F102.1 @F102.2.3
    Scenario: An Allied squad in the cave hex defends against artillery with the hex's Cover 3, never the cave's 8
      Given the game situation field "units" is [{ "id": "us-sq1", "kind": "squad", "side": "allied", "inside": false }]
      And the game situation field "hexCover" is 3
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "artillery" }]
        """
      Then the procedure has ended in state "coverVsArtillery"
      And the output "attack.defenders" is [{ "unit": "us-sq1", "inside": false, "cover": 3, "terms": [{ "value": 3, "rule": "T81.3.1", "what": "the hex's Cover" }] }]

  Rule: F102.1.1 Entering & Exiting Caves
    "A Japanese unit may only ever change its position within a cave hex – that is, enter or leave the cave – at the following times: ● at the beginning of any order in which it is activated; ● at the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated; ● immediately after it is placed into the cave’s hex (via the Infiltrate order [O28] or Stealth event [E75], for example); ● immediately after the cave is placed into its hex (via the Hidden Cave action [A43.1])."

    Background:
      Given the game situation field "cave" is { "hex": "E5", "level": 1, "crest": true }
      And the game situation field "hexCover" is 0
      And the game situation field "order" is "advance"
      And the game situation field "occasion" is "order-start"
      And the game situation field "otherCaves" is ["G3"]
      And the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": true, "activated": true }, { "id": "j-tm1", "kind": "team", "side": "japanese", "inside": false, "activated": true }, { "id": "j-ldr", "kind": "leader", "side": "japanese", "inside": true }]

    @F102.1.1 @F102.1
    Scenario: At the beginning of an Advance the activated squad leaves the cave and the activated team enters it
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "EXIT_CAVE", "unit": "j-sq1" }, { "type": "ENTER_CAVE", "unit": "j-tm1" }, { "type": "END" }]
        """
      Then the procedure has ended in state "done"
      And the output "units" is [{ "id": "j-sq1", "side": "japanese", "hex": "E5", "inside": false }, { "id": "j-tm1", "side": "japanese", "hex": "E5", "inside": true }, { "id": "j-ldr", "side": "japanese", "hex": "E5", "inside": true }]
      And the trace cites F102.1.1 and F102.1

    @F102.1.1
    Scenario: The leader, not activated by the order, cannot leave the cave at its beginning
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "EXIT_CAVE", "unit": "j-ldr" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing F102.1.1

    @F102.1.1
    Scenario: A unit changes its position once at a moment: the squad that left cannot go back in
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "EXIT_CAVE", "unit": "j-sq1" }, { "type": "ENTER_CAVE", "unit": "j-sq1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].unit", citing F102.1.1

    @F102.1.1
    Scenario: At the conclusion of a Move the activated team enters the cave
      Given the game situation field "order" is "move"
      And the game situation field "occasion" is "order-end"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "j-tm1" }, { "type": "END" }]
        """
      Then the procedure has ended in state "done"
      And the output "units" is [{ "id": "j-sq1", "side": "japanese", "hex": "E5", "inside": true }, { "id": "j-tm1", "side": "japanese", "hex": "E5", "inside": true }, { "id": "j-ldr", "side": "japanese", "hex": "E5", "inside": true }]

    @F102.1.1
    Scenario: The conclusion of a Charge is not a Move or Advance: the team cannot enter the cave
      Given the game situation field "order" is "charge"
      And the game situation field "occasion" is "order-end"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "j-tm1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing F102.1.1

    @F102.1.1
    Scenario: Just placed into the cave hex by Infiltrate, a squad may enter the cave; the squad already there may not
      Given the game situation field "order" is "infiltrate"
      And the game situation field "occasion" is "unit-placed"
      And the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": false, "placed": true }, { "id": "j-sq2", "kind": "squad", "side": "japanese", "inside": false }]
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "j-sq1" }, { "type": "ENTER_CAVE", "unit": "j-sq2" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].unit", citing F102.1.1

    @F102.1.1
    Scenario: At no moment of F102.1.1 (an enemy Fire order), no unit changes its position
      Given the game situation field "order" is "fire"
      And the game situation field "occasion" is "none"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "EXIT_CAVE", "unit": "j-sq1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing F102.1.1

  Rule: F102.1.2 Caves & Stacking
    "A cave doesn’t have a separate stacking limit for units: it shares the stacking limit of the hex it occupies."

    @F102.1.2 @F102.2.3
    Scenario: Two squads inside and a team outside are 10 figures: every unit's Cover, the cave's too, is 3 lower
      Given the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": true }, { "id": "j-sq2", "kind": "squad", "side": "japanese", "inside": true }, { "id": "j-tm1", "kind": "team", "side": "japanese", "inside": false }]
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "fire", "crossingLevel": 1 }]
        """
      Then the procedure has ended in state "coverVsFire"
      And the output "attack.defenders" is [{ "unit": "j-sq1", "inside": true, "cover": 1, "terms": [{ "value": 4, "rule": "F102.2.3", "what": "cave vs fire from downslope" }, { "value": -3, "rule": "15.2.2", "what": "overstacked: 3 figures above 7 in E5" }] }, { "unit": "j-sq2", "inside": true, "cover": 1, "terms": [{ "value": 4, "rule": "F102.2.3", "what": "cave vs fire from downslope" }, { "value": -3, "rule": "15.2.2", "what": "overstacked: 3 figures above 7 in E5" }] }, { "unit": "j-tm1", "inside": false, "cover": -2, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }, { "value": -3, "rule": "15.2.2", "what": "overstacked: 3 figures above 7 in E5" }] }]
      And the trace cites F102.1.2

    @F102.1.2
    Scenario: A squad inside, a team and a leader outside are 7 figures: at the limit, no unit's Cover is lowered
      Given the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": true }, { "id": "j-tm1", "kind": "team", "side": "japanese", "inside": false }, { "id": "j-ldr", "kind": "leader", "side": "japanese", "inside": false }]
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "artillery" }]
        """
      Then the output "attack.defenders" is [{ "unit": "j-sq1", "inside": true, "cover": 8, "terms": [{ "value": 8, "rule": "F102.2.3", "what": "cave vs artillery" }] }, { "unit": "j-tm1", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }, { "unit": "j-ldr", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }]

  Rule: F102.2.1 Cave Slopes
    "to be downslope of a cave, a LOS thread stretched taut between the cave hex’s center dot and the other hex’s center dot must, at the exact point that it crosses a hexside of the cave’s hex, be at a lower level than that of the cave hex itself. Conversely, another hex is considered to be “upslope” of a unit inside a cave if the LOS thread crosses a hexside of that cave’s hex at a point equal to or greater than that of the cave hex itself."

    @F102.2.1 @F102.2.3 @F102.2
    Scenario: A fire attack whose thread crosses at level 1, below the level-2 cave hex, is from downslope
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "fire", "crossingLevel": 1 }]
        """
      Then the procedure has ended in state "coverVsFire"
      And the output "attack.slope" is "downslope"

    @F102.2.1 @F102.2.2
    Scenario: A thread crossing at level 2, equal to the cave hex's, is from upslope
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "fire", "crossingLevel": 2 }]
        """
      Then the procedure has ended in state "occupantsImmune"
      And the output "attack.slope" is "upslope"

  Rule: F102.2.2 Cave Visibility
    "units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them, even when other units in the same hex – but outside the cave – are affected normally."

    @F102.2.2 @O27.3.4
    Scenario: Example — an attack from upslope affects the team outside the cave only, with the hex's Cover
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "fire", "crossingLevel": 3 }]
        """
      Then the procedure has ended in state "occupantsImmune"
      And the output "attack.defenders" is [{ "unit": "j-tm2", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }]
      And the output "attack.immune" is ["j-sq1"]
      And the trace cites F102.2.2 and O27.3.4

    @F102.2.2
    Scenario: Example — with no unit outside the cave, an attack from upslope could not be announced
      Given the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": true }]
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "aircraft", "crossingLevel": 2 }]
        """
      Then the procedure has ended in state "cannotBeAnnounced"
      And the output "attack.announced" is false
      And the output "attack.defenders" is []

  Rule: F102.2.3 Cave Cover
    "A cave bestows upon its occupants – only; not the hex itself – an alternate Cover of “4” to most fire attacks emanating from downslope. A cave grants its occupants an alternate Cover of “8” instead vs ● aircraft or mortar attacks emanating from downslope ● any artillery attack. As usual, these Cover values are not cumulative with any other Cover in the hex."

    @F102.2.3 @T81.3.1
    Scenario: A fire attack from downslope: the squad inside has Cover 4, the team outside the hex's 1
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "fire", "crossingLevel": 1 }]
        """
      Then the output "attack.defenders" is [{ "unit": "j-sq1", "inside": true, "cover": 4, "terms": [{ "value": 4, "rule": "F102.2.3", "what": "cave vs fire from downslope" }] }, { "unit": "j-tm2", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }]
      And the trace cites F102.2.3 and T81.3.1

    @F102.2.3
    Scenario: A mortar attack from downslope: the squad inside has Cover 8
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "mortar", "crossingLevel": 0 }]
        """
      Then the procedure has ended in state "coverVsAircraftOrMortar"
      And the output "attack.defenders" is [{ "unit": "j-sq1", "inside": true, "cover": 8, "terms": [{ "value": 8, "rule": "F102.2.3", "what": "cave vs mortar from downslope" }] }, { "unit": "j-tm2", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }]

    @F102.2.3
    Scenario: Any artillery attack: the squad inside has Cover 8, with no slope to trace
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "artillery" }]
        """
      Then the procedure has ended in state "coverVsArtillery"
      And the output "attack.slope" is null
      And the output "attack.defenders" is [{ "unit": "j-sq1", "inside": true, "cover": 8, "terms": [{ "value": 8, "rule": "F102.2.3", "what": "cave vs artillery" }] }, { "unit": "j-tm2", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }]

    @F102.2.3 @T81.3.1
    Scenario: Not cumulative: in a hex of Cover 5 the squad inside keeps the better instance, 5, against a fire attack from downslope
      Given the game situation field "hexCover" is 5
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "fire", "crossingLevel": 1 }]
        """
      Then the output "attack.defenders" is [{ "unit": "j-sq1", "inside": true, "cover": 5, "terms": [{ "value": 5, "rule": "T81.3.1", "what": "the hex's Cover" }] }, { "unit": "j-tm2", "inside": false, "cover": 5, "terms": [{ "value": 5, "rule": "T81.3.1", "what": "the hex's Cover" }] }]

    @F102.2.3
    Scenario: An artillery attack names no slope
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ATTACK", "kind": "artillery", "crossingLevel": 1 }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].crossingLevel", citing F102.2.3

  Rule: F102.3 Cave Tunnels
    "A Japanese unit inside a cave may Advance – never Move – directly to any other hex containing a cave (not just an adjacent one)."

    Background:
      Given the game situation field "cave" is { "hex": "E5", "level": 1, "crest": true }
      And the game situation field "order" is "advance"
      And the game situation field "occasion" is "order-start"
      And the game situation field "otherCaves" is ["G3"]
      And the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": true, "activated": true }, { "id": "j-tm1", "kind": "team", "side": "japanese", "inside": false, "activated": true }]

    @F102.3 @O22.2
    Scenario: The activated team enters the cave, then Advances through the tunnel to the cave in G3, not adjacent
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "j-tm1" }, { "type": "ADVANCE_THROUGH_TUNNEL", "unit": "j-tm1", "to": "G3" }, { "type": "END" }]
        """
      Then the procedure has ended in state "done"
      And the output "tunnels" is [{ "unit": "j-tm1", "from": "E5", "to": "G3" }]
      And the output "units" is [{ "id": "j-sq1", "side": "japanese", "hex": "E5", "inside": true }, { "id": "j-tm1", "side": "japanese", "hex": "G3", "inside": true }]
      And the trace cites F102.3 and O22.2

    @F102.3
    Scenario: The team outside the cave cannot take the tunnel
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ADVANCE_THROUGH_TUNNEL", "unit": "j-tm1", "to": "G3" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing F102.3

    @F102.3
    Scenario: Never Move: at the conclusion of a Move the squad inside cannot take the tunnel
      Given the game situation field "order" is "move"
      And the game situation field "occasion" is "order-end"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ADVANCE_THROUGH_TUNNEL", "unit": "j-sq1", "to": "G3" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].unit", citing F102.3

    @F102.3
    Scenario: Only to a hex containing a cave
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ADVANCE_THROUGH_TUNNEL", "unit": "j-sq1", "to": "F4" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].to", citing F102.3

  Rule: A43.1 Hidden Cave, F102.1.1: units entering the cave just placed, before their Defense roll
    "immediately after the cave is placed into its hex (via the Hidden Cave action [A43.1])."

    Background:
      Given the game situation field "occasion" is "cave-placed"
      And the game situation field "units" is [{ "id": "j-sq1", "kind": "squad", "side": "japanese", "inside": false }]

    @F102.1.1 @F102.2.2
    Scenario Outline: The squad enters the new cave; the attack came from upslope (reading ccp.hidden-cave-entry = <reading>)
      Given the reading "ccp.hidden-cave-entry" is "<reading>"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "j-sq1" }, { "type": "ATTACK", "kind": "fire", "crossingLevel": 2 }]
        """
      Then the output "attack.announced" is true
      And the output "attack.immune" is <immune>
      And the output "attack.defenders" is <defenders>

      Examples:
        | reading          | immune    | defenders                                                                                                          |
        | occupants-defend | ["j-sq1"] | []                                                                                                                 |
        | attacked-outside | []        | [{ "unit": "j-sq1", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }] |

    @F102.1.1 @F102.2.3
    Scenario Outline: The squad enters the new cave; the attack came from downslope (reading ccp.hidden-cave-entry = <reading>)
      Given the reading "ccp.hidden-cave-entry" is "<reading>"
      When the cave procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER_CAVE", "unit": "j-sq1" }, { "type": "ATTACK", "kind": "fire", "crossingLevel": 1 }]
        """
      Then the output "attack.defenders" is <defenders>

      Examples:
        | reading          | defenders                                                                                                                        |
        | occupants-defend | [{ "unit": "j-sq1", "inside": true, "cover": 4, "terms": [{ "value": 4, "rule": "F102.2.3", "what": "cave vs fire from downslope" }] }] |
        | attacked-outside | [{ "unit": "j-sq1", "inside": false, "cover": 1, "terms": [{ "value": 1, "rule": "T81.3.1", "what": "the hex's Cover" }] }]            |
