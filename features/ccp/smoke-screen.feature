Feature: Smoke Screen (CC:P A47)
  Decides where the smoke of a Smoke Screen goes: at the beginning of a Move or Advance order, each activated
  squad in turn may put one random smoke marker into its own hex or an adjacent one that is neither water
  terrain nor holding a blaze, until each has done so or the active player stops. New in CC:P. The drawn
  marker's Hindrance is an event, as a die roll is.

  Background:
    Given the game situation:
      """
      {
        "order": "move",
        "activated": [{ "id": "us-sq-1", "kind": "squad", "hex": "C3" }, { "id": "us-team", "kind": "team", "hex": "C3" }, { "id": "us-sq-2", "kind": "squad", "hex": "E5" }],
        "map": { "hexes": {
          "C3": { "terrain": ["Open Ground"] },
          "C4": { "terrain": ["Swamp"] },
          "B2": { "terrain": ["Stream", "Bridge"] },
          "B3": { "terrain": ["Stream"] },
          "D2": { "terrain": ["Jungle"], "markers": ["Smoke:4"] },
          "D3": { "terrain": ["Open Ground"], "markers": ["Blaze"] },
          "E5": { "terrain": ["Building"] },
          "E6": { "terrain": ["Open Ground"] },
          "G7": { "terrain": ["Grass"] }
        } }
      }
      """

  Rule: A47 Smoke Screen
    "Smoke Screen may only be played at the beginning of a Move or Advance order (that is, before any activated units begin Moving or Advancing) in which at least one squad was activated."
    "Perform the following steps in the order shown: a) Select one activated squad; b) Choose either its own hex or an adjacent hex. The chosen hex can’t be water terrain nor contain a blaze; c) Select a random smoke marker and place it in the chosen hex."
    "Continue placing smoke in the manner … described above until one smoke has been drawn and placed for each activated squad … or until the active player decides to no longer … draw smoke markers, whichever occurs first."
    "Each smoke marker must be placed with or … adjacent to a different activated squad."
    "The actual Hindrance value of smoke is printed on the markers themselves."

    @A47 @T95
    Scenario: Each squad places one smoke, then the Smoke Screen ends: B2 (a stream with a bridge) and E6
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "B2" }, { "type": "DRAW_SMOKE", "hindrance": 3 },
         { "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-2", "hex": "E6" }, { "type": "DRAW_SMOKE", "hindrance": 2 }]
        """
      Then the procedure has ended in state "done"
      And the output "placements" is [{ "action": 1, "squad": "us-sq-1", "hex": "B2", "drawn": 3, "remains": 3 }, { "action": 1, "squad": "us-sq-2", "hex": "E6", "drawn": 2, "remains": 2 }]
      And the output "smoke" is { "B2": 3, "D2": 4, "E6": 2 }
      And the output "played" is true
      And the trace cites A47 and T95

    @A47
    Scenario: The active player stops after the first smoke
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-2", "hex": "E5" }, { "type": "DRAW_SMOKE", "hindrance": 8 }, { "type": "END_SMOKE_SCREEN" }]
        """
      Then the procedure has ended in state "done"
      And the output "smoke" is { "D2": 4, "E5": 8 }

    @A47
    Scenario: A squad that has placed its smoke cannot place another: each marker goes with a different squad
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "C3" }, { "type": "DRAW_SMOKE", "hindrance": 5 }, { "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "B2" }]
        """
      Then it is rejected with code "illegal-event" naming "events[2].squad", citing A47

    @A47
    Scenario: A Team places no smoke: only squads do
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-team", "hex": "C3" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].squad", citing A47

    @A47
    Scenario: G7 is neither the squad's hex nor adjacent to it
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-2", "hex": "G7" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].hex", citing A47

    @A47 @T83
    Scenario: D3, adjacent to the squad in C3, holds a blaze: no smoke there
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "D3" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].hex", citing A47

    @A47
    Scenario: A marker drawn must be one printed 1 to 8
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "C3" }, { "type": "DRAW_SMOKE", "hindrance": 9 }]
        """
      Then it is rejected with code "invalid-field" naming "events[1].hindrance", citing T95

    @A47 @A32
    Scenario: An Advance order that activated no squad: Smoke Screen may not be played
      Given the game situation field "order" is "advance"
      And the game situation field "activated" is [{ "id": "us-team", "kind": "team", "hex": "C3" }]
      When the smoke-screen procedure starts
      Then the procedure has ended in state "notPlayable"
      And the output "played" is false
      And the output "placements" is []
      And the trace cites A47 and A32

    @A47
    Scenario: Smoke Screen is played at the beginning of a Move or Advance order only
      Given the game situation field "order" is "fire"
      When the smoke-screen procedure starts
      Then it is rejected with code "invalid-field" naming "input.order", citing A47

  Rule: F100.3 Water terrain
    "may never occupy water … terrain (i.e. a bridgeless stream, swamp or water barrier)."

    @A47 @F100.3
    Scenario Outline: <hex>, adjacent to the squad in C3, is water terrain (<what>): no smoke there
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "<hex>" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].hex", citing A47

      Examples:
        | hex | what                |
        | C4  | a swamp             |
        | B3  | a bridgeless stream |

    @A47 @F100.3 @T83
    Scenario: A squad in a swamp whose every adjacent hex is water terrain or holds a blaze places nothing
      Given the game situation:
        """
        { "order": "advance", "activated": [{ "id": "jp-sq", "kind": "squad", "hex": "C3" }], "map": { "hexes": {
          "C3": { "terrain": ["Swamp"] }, "C2": { "terrain": ["Water Barrier"] }, "C4": { "terrain": ["Stream"] },
          "B2": { "terrain": ["Swamp"] }, "B3": { "terrain": ["Water Barrier"] }, "D2": { "terrain": ["Stream"] },
          "D3": { "terrain": ["Open Ground"], "markers": ["Blaze"] } } } }
        """
      When the smoke-screen procedure starts
      Then the procedure has ended in state "done"
      And the output "played" is true
      And the output "placements" is []
      And the output "smoke" is {}

  Rule: A47 Smoke into smoke
    "And remember that two or more smoke … markers won’t stack together … smoke into smoke, only the marker with … the largest Hindrance will remain."

    @A47 @16.3.4 @T95
    Scenario Outline: Smoke <drawn> drawn into D2's smoke 4 leaves <remains>
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "us-sq-1", "hex": "D2" }, { "type": "DRAW_SMOKE", "hindrance": <drawn> }, { "type": "END_SMOKE_SCREEN" }]
        """
      Then the output "placements" is [{ "action": 1, "squad": "us-sq-1", "hex": "D2", "drawn": <drawn>, "remains": <remains> }]
      And the output "smoke" is { "D2": <remains> }

      Examples:
        | drawn | remains |
        | 3     | 4       |
        | 4     | 4       |
        | 5     | 5       |

  Rule: O20.5 Actions During Orders
    "During an order, any number of actions may be … by both players so long as their … are met. Your opponent could play two Smoke Screen actions before Moving his activated squad."
    "Actions may be played by either player at any time via a Fate card played from the hand, so long as the condition or prerequisite listed is met."
    The situation states the Smoke Screen cards in the active player's hand, the one played first included.

    Background:
      Given the game situation:
        """
        { "order": "move", "smokeScreenCards": 2, "activated": [{ "id": "cw-sq", "kind": "squad", "hex": "D4" }], "map": { "hexes": {
          "D4": { "terrain": ["Open Ground"] }, "D5": { "terrain": ["Grass"], "markers": ["Smoke:2"] }, "C4": { "terrain": ["Water Barrier"] } } } }
        """

    @O20.5 @A32 @A47
    Scenario: Two Smoke Screen actions before the squad moves: the one squad places smoke in each
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D4" }, { "type": "DRAW_SMOKE", "hindrance": 3 },
         { "type": "PLAY_SMOKE_SCREEN" },
         { "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D5" }, { "type": "DRAW_SMOKE", "hindrance": 5 }]
        """
      Then the procedure has ended in state "done"
      And the output "actions" is 2
      And the output "placements" is [{ "action": 1, "squad": "cw-sq", "hex": "D4", "drawn": 3, "remains": 3 }, { "action": 2, "squad": "cw-sq", "hex": "D5", "drawn": 5, "remains": 5 }]
      And the output "smoke" is { "D4": 3, "D5": 5 }
      And the trace cites O20.5 and A32

    @O20.5 @A47
    Scenario: The second action's smoke into the first's: the larger stays, 6 over 2
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D4" }, { "type": "DRAW_SMOKE", "hindrance": 6 },
         { "type": "PLAY_SMOKE_SCREEN" },
         { "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D4" }, { "type": "DRAW_SMOKE", "hindrance": 2 }]
        """
      Then the output "placements" is [{ "action": 1, "squad": "cw-sq", "hex": "D4", "drawn": 6, "remains": 6 }, { "action": 2, "squad": "cw-sq", "hex": "D4", "drawn": 2, "remains": 6 }]
      And the output "smoke" is { "D4": 6, "D5": 2 }

    @O20.5 @A47
    Scenario: One action, then the order is carried out: the second card stays in hand
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D5" }, { "type": "DRAW_SMOKE", "hindrance": 1 }, { "type": "CARRY_OUT_ORDER" }]
        """
      Then the procedure has ended in state "done"
      And the output "actions" is 1
      And the output "smoke" is { "D5": 2 }

    @O20.5 @A32
    Scenario: With one Smoke Screen card only, a second action cannot be played
      Given the game situation field "smokeScreenCards" is 1
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D4" }, { "type": "DRAW_SMOKE", "hindrance": 4 }]
        """
      Then the procedure has ended in state "done"
      And the output "actions" is 1
      And the trace cites O20.5 and A32

    @O20.5 @A32
    Scenario: With one Smoke Screen card only, playing another after the first is refused: the order goes on
      Given the game situation field "smokeScreenCards" is 1
      When the smoke-screen procedure starts
      And the events are sent:
        """
        [{ "type": "CHOOSE_SMOKE_HEX", "squad": "cw-sq", "hex": "D4" }, { "type": "DRAW_SMOKE", "hindrance": 4 }, { "type": "PLAY_SMOKE_SCREEN" }]
        """
      Then it is rejected with code "illegal-event" naming "events[2]"

    @O20.5
    Scenario: Zero Smoke Screen cards is refused: the action is played from a card in hand
      Given the game situation field "smokeScreenCards" is 0
      When the smoke-screen procedure starts
      Then it is rejected with code "invalid-field" naming "input.smokeScreenCards", citing O20.5
