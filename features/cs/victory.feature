Feature: Orders, Victory Points and Control (Combat! Stalingrad 3.2.3–3.2.7)
  Decides, at the end of a firefight, which side controls each hex, location and building, how many
  Victory Points each side scored, whether each side fulfilled all of its Orders, and so who won. The
  Orders are printed on the firefight cards, which the text does not hold: each comes as an input.

  Rule: 3.2.6 Control
    "A hex or location can be Controlled, Disputed or Not Controlled. A side controls a hex only if it has at least one unit in the hex and there are no enemy units in any location of the hex (e.g., in a cellar is a location). If both sides have units in the hex at the same time, the hex is Disputed. If no units have entered a hex during the firefight, the hex is controlled by the side that had it in its set up area, if anyone did, otherwise it is Not Controlled. However, only an infantry unit 'larger' than a leader counts as a controlling unit. That is, vehicles, wrecks, artillery markers, information counters, and NCOs may not Control. When Orders refer to 'capture', it means the named location must be Controlled."
    "The term Infantry as used throughout these rules refers to any non-vehicle, non-Gun/Mortar unit. This includes all squads, leaders, and SW Teams, including FT, DC, MOL and ATR."

    Background:
      Given the game situation:
        """
        {
          "units": [
            { "id": "ge-sq1", "side": "german", "kind": "squad", "hex": "E5", "level": 0 },
            { "id": "ge-hs1", "side": "german", "kind": "half-squad", "hex": "F5", "level": 0 },
            { "id": "ru-hs1", "side": "russian", "kind": "half-squad", "hex": "F5", "level": -1 },
            { "id": "ge-nco", "side": "german", "kind": "nco", "hex": "G6", "level": 0 },
            { "id": "ru-gun", "side": "russian", "kind": "gun-crew", "hex": "H6", "level": 0 },
            { "id": "ru-afv", "side": "russian", "kind": "afv", "hex": "H7", "level": 0 },
            { "id": "ge-sw", "side": "german", "kind": "sw-team", "hex": "J7", "level": 0 },
            { "id": "ru-nco", "side": "russian", "kind": "nco", "hex": "J7", "level": 0 }
          ],
          "hexes": [
            { "hex": "E5", "entered": true, "setupArea": "russian" },
            { "hex": "F5", "cellar": true, "entered": true },
            { "hex": "G6", "entered": true },
            { "hex": "H6", "entered": true, "setupArea": "russian" },
            { "hex": "H7", "entered": true },
            { "hex": "J7", "entered": true },
            { "hex": "D4", "entered": false, "setupArea": "german" },
            { "hex": "C3", "entered": false },
            { "hex": "K8", "entered": true, "setupArea": "russian" }
          ],
          "orders": {
            "german": [{ "kind": "capture", "hex": "E5" }, { "kind": "capture", "hex": "D4" }],
            "russian": [{ "kind": "capture", "hex": "C3" }]
          }
        }
        """

    @3.2.6
    Scenario: Each hex as the firefight ends
      When the victory procedure starts
      Then the output "hexes" is [{ "hex": "E5", "control": "german" }, { "hex": "F5", "control": "disputed" }, { "hex": "G6", "control": "none" }, { "hex": "H6", "control": "none" }, { "hex": "H7", "control": "none" }, { "hex": "J7", "control": "disputed" }, { "hex": "D4", "control": "german" }, { "hex": "C3", "control": "none" }, { "hex": "K8", "control": "none" }]

    @3.2.6 @3.2.3
    Scenario: The Germans captured E5 and held D4: they fulfilled all their Orders and win
      When the victory procedure starts
      Then the procedure has ended in state "germanWins"
      And the output "orders" is { "german": [true, true], "russian": [false] }
      And the output "result" is "german-wins"

    @3.2.6
    Scenario: A hex never entered and in no set up area is Not Controlled; a Russian order to capture it fails
      When the victory procedure starts
      Then the output "hexes.7" is { "hex": "C3", "control": "none" }

  Rule: 3.2.6 An enemy unit that may not Control (reading cs.control-dispute)
    "there are no enemy units in any location of the hex"
    "However, only an infantry unit 'larger' than a leader counts as a controlling unit."
    A German SW Team and a Russian NCO share J7. Under 'any-unit' (the default) the NCO keeps the Germans
    from controlling it and the hex is Disputed; under 'controlling-units' only units that may Control
    count, and the Germans control it.

    @3.2.6
    Scenario Outline: Under '<alternative>', J7 is <control>
      Given the game situation:
        """
        {
          "units": [
            { "id": "ge-sw", "side": "german", "kind": "sw-team", "hex": "J7", "level": 0 },
            { "id": "ru-nco", "side": "russian", "kind": "nco", "hex": "J7", "level": 0 },
            { "id": "ge-nco", "side": "german", "kind": "nco", "hex": "K7", "level": 0 },
            { "id": "ru-afv", "side": "russian", "kind": "afv", "hex": "K7", "level": 0 }
          ],
          "hexes": [{ "hex": "J7", "entered": true }, { "hex": "K7", "entered": true }],
          "orders": { "german": [{ "kind": "capture", "hex": "J7" }], "russian": [{ "kind": "card", "fulfilled": false }] }
        }
        """
      And the reading "cs.control-dispute" is "<alternative>"
      When the victory procedure starts
      Then the output "hexes" is [{ "hex": "J7", "control": "<control>" }, { "hex": "K7", "control": "<k7>" }]

      Examples:
        | alternative       | control  | k7       |
        | any-unit          | disputed | disputed |
        | controlling-units | german   | none     |

  Rule: 3.2.7 Building Control
    "A building is only controlled by a side if the enemy controls none of the building's ground level or Cellar locations and the friendly side has at least a 3:1 advantage in squads/HS (counting '2' for each squad and '1' for each HS) in the building. Otherwise control is Disputed. A 'building' consists of any hexes connected to the same building depiction, including rubble hexes of the same building."
    "Example: DTW V33-V34-U35 consist of one building; so does DTW W37-V37."

    Background:
      Given the game situation:
        """
        {
          "units": [
            { "id": "ge-sq1", "side": "german", "kind": "squad", "hex": "V33", "level": 0 },
            { "id": "ge-hs1", "side": "german", "kind": "half-squad", "hex": "V34", "level": 1 },
            { "id": "ru-hs1", "side": "russian", "kind": "half-squad", "hex": "U35", "level": 1 },
            { "id": "ge-sq2", "side": "german", "kind": "squad", "hex": "W37", "level": 0 },
            { "id": "ge-sq3", "side": "german", "kind": "squad", "hex": "W37", "level": 1 },
            { "id": "ru-hs2", "side": "russian", "kind": "half-squad", "hex": "V37", "level": -1 }
          ],
          "hexes": [
            { "hex": "V33", "building": "V33-V34-U35", "entered": true },
            { "hex": "V34", "building": "V33-V34-U35", "entered": true },
            { "hex": "U35", "building": "V33-V34-U35", "entered": true },
            { "hex": "W37", "building": "W37-V37", "entered": true },
            { "hex": "V37", "building": "W37-V37", "cellar": true, "entered": true }
          ],
          "orders": { "german": [{ "kind": "building", "building": "V33-V34-U35" }, { "kind": "building", "building": "W37-V37" }], "russian": [{ "kind": "card", "fulfilled": false }] }
        }
        """

    @3.2.7
    Scenario: A squad and an HS (3) against one HS (1) on an upper level: exactly 3:1, the Germans control V33-V34-U35
      When the victory procedure starts
      Then the output "buildings.0.building" is "V33-V34-U35"
      And the output "buildings.0.points.german.total" is 3
      And the output "buildings.0.points.russian.total" is 1
      And the output "buildings.0.control" is "german"

    @3.2.7
    Scenario: The Russians control the Cellar of V37: W37-V37 is Disputed though the Germans have 4 to 1
      When the victory procedure starts
      Then the output "buildings.1.points.german.total" is 4
      And the output "buildings.1.control" is "disputed"
      And the output "orders.german" is [true, false]
      And the procedure has ended in state "draw"

    @3.2.7
    Scenario: One more Russian HS in U35: 3 against 2 is no 3:1 advantage, V33-V34-U35 is Disputed
      Given the game situation field "units.6" is { "id": "ru-hs3", "side": "russian", "kind": "half-squad", "hex": "U35", "level": 1 }
      When the victory procedure starts
      Then the output "buildings.0.control" is "disputed"

    @3.2.7
    Scenario: A building with no squad or HS in it is Disputed
      Given the game situation field "units" is []
      When the victory procedure starts
      Then the output "buildings.0.points.german.total" is 0
      And the output "buildings.0.points.russian.total" is 0
      And the output "buildings.0.control" is "disputed"
      And the output "buildings.1.control" is "disputed"

  Rule: 3.2.6 The control of a location (reading cs.location-control)
    "A hex or location can be Controlled, Disputed or Not Controlled."
    "there are no enemy units in any location of the hex (e.g., in a cellar is a location)"
    A German HS on the ground level of F5, a Russian HS in its Cellar. Under 'hex-wide' (the default) the
    ground level is Disputed; under 'location-only' the Germans control it.

    @3.2.6
    Scenario Outline: Under '<alternative>', the Germans <fulfil> their Order to capture the ground level of F5
      Given the game situation:
        """
        {
          "units": [
            { "id": "ge-hs1", "side": "german", "kind": "half-squad", "hex": "F5", "level": 0 },
            { "id": "ru-hs1", "side": "russian", "kind": "half-squad", "hex": "F5", "level": -1 }
          ],
          "hexes": [{ "hex": "F5", "cellar": true, "entered": true }],
          "orders": { "german": [{ "kind": "capture", "hex": "F5", "level": 0 }], "russian": [{ "kind": "capture", "hex": "F5", "level": -1 }] }
        }
        """
      And the reading "cs.location-control" is "<alternative>"
      When the victory procedure starts
      Then the output "orders" is { "german": [<german>], "russian": [<russian>] }
      And the output "hexes" is [{ "hex": "F5", "control": "disputed" }]

      Examples:
        | alternative   | fulfil         | german | russian |
        | hex-wide      | do not fulfil  | false  | false   |
        | location-only | fulfil         | true   | true    |

  Rule: 3.2.4 Victory Points and 3.2.5 Exit
    "Some firefights call for one side or the other to earn Victory Points. Use the following values for Victory Points scored when a player eliminates enemy units:"
    "Squad/HS Eliminated (E) 2/1 NCO/Officer/Commissar Eliminated 1/2/4 SW team/Gun crew eliminated (E) 2/3 AFV/Armed Vehicle K-Kill 4 AFV/Armed Vehicle F-Kill/M-Kill (each) 1 Unarmed Transport destroyed 2"
    "Units exited to meet a firefight objective are worth the same value to the exiting side as if they were eliminated."

    Background:
      Given the game situation:
        """
        {
          "units": [],
          "hexes": [],
          "eliminated": [
            { "side": "russian", "item": "squad" },
            { "side": "russian", "item": "half-squad" },
            { "side": "russian", "item": "nco" },
            { "side": "russian", "item": "commissar" },
            { "side": "russian", "item": "k-kill" },
            { "side": "russian", "item": "f-kill" },
            { "side": "german", "item": "officer" },
            { "side": "german", "item": "sw-team" },
            { "side": "german", "item": "gun-crew" },
            { "side": "german", "item": "m-kill" },
            { "side": "german", "item": "unarmed-transport" }
          ],
          "exited": [{ "side": "german", "item": "half-squad" }, { "side": "russian", "item": "squad" }],
          "orders": { "german": [{ "kind": "vp", "atLeast": 14 }], "russian": [{ "kind": "vp", "atLeast": 13 }] }
        }
        """

    @3.2.4 @3.2.5
    Scenario: The Germans score 2+1+1+4+4+1 for Russian losses and 1 for their exited HS: 14
      When the victory procedure starts
      Then the output "vp.german.total" is 14
      And the output "vp.russian.total" is 12

    @3.2.4 @3.2.3
    Scenario: Ordered to earn 14 VP, the Germans earn exactly 14 and win; the Russians, ordered 13, have 12
      When the victory procedure starts
      Then the output "orders" is { "german": [true], "russian": [false] }
      And the procedure has ended in state "germanWins"

    @3.2.5
    Scenario: An exited unit scores for the side that exits it, not for its enemy
      Given the game situation field "eliminated" is []
      When the victory procedure starts
      Then the output "vp.german.total" is 1
      And the output "vp.russian.total" is 2

  Rule: 3.2.3 Orders (reading cs.victory-draw)
    "Success at achieving the Orders listed in this section determines the winner of a firefight."
    "In order to win, a side has to completely fulfill all of its orders. Draws are sometimes possible."
    When no side alone has fulfilled all its Orders: under 'draw' (the default) a draw; under 'card' a
    draw only where the firefight card provides one, otherwise no side wins. The Orders themselves are
    printed on each firefight's card, and the text is missing: an Order the text gives no meaning to
    comes with its fulfilment stated ("kind": "card").
    "Orders may involve seizing terrain, advancing on the battlefield or causing enemy casualties."

    @3.2.3
    Scenario Outline: Neither side fulfils all its Orders; under '<alternative>', with a draw on the card <card>, the firefight ends in <state>
      Given the game situation:
        """
        { "units": [], "hexes": [], "orders": { "german": [{ "kind": "card", "fulfilled": true }, { "kind": "card", "fulfilled": false }], "russian": [{ "kind": "card", "fulfilled": false }] }, "drawOnCard": <card> }
        """
      And the reading "cs.victory-draw" is "<alternative>"
      When the victory procedure starts
      Then the procedure has ended in state "<state>"
      And the output "result" is "<result>"

      Examples:
        | alternative | card  | state    | result    |
        | draw        | false | draw     | draw      |
        | card        | false | noWinner | no-winner |
        | card        | true  | draw     | draw      |

    @3.2.3
    Scenario: Both sides fulfil all their Orders: no side wins alone, a draw
      Given the game situation:
        """
        { "units": [], "hexes": [], "orders": { "german": [{ "kind": "card", "fulfilled": true }], "russian": [{ "kind": "card", "fulfilled": true }] } }
        """
      When the victory procedure starts
      Then the procedure has ended in state "draw"

    @3.2.3
    Scenario: The Russians alone fulfil their Orders and win
      Given the game situation:
        """
        { "units": [], "hexes": [], "orders": { "german": [{ "kind": "card", "fulfilled": false }], "russian": [{ "kind": "card", "fulfilled": true }] } }
        """
      When the victory procedure starts
      Then the procedure has ended in state "russianWins"
      And the output "result" is "russian-wins"

  Rule: 3.2.6 Bad input
    "When Orders refer to 'capture', it means the named location must be Controlled."

    @3.2.6
    Scenario: A capture Order of a hex the situation does not list is rejected
      Given the game situation:
        """
        { "units": [], "hexes": [], "orders": { "german": [{ "kind": "capture", "hex": "A1" }], "russian": [{ "kind": "card", "fulfilled": false }] } }
        """
      When the victory procedure starts
      Then it is rejected with code "invalid-field" naming "input.orders.german[0].hex"
