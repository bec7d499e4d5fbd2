Feature: Entry from off the map (Combat! Stalingrad 3.2.9)
  Decides the Movement Points a unit set up off the map pays to enter it: each imaginary off-map Open
  Ground (or Road) hex it moves through, then the entry hex. The entry hex's own cost is on the Terrain
  Effects Chart and a unit's allowance in the movement rules (10, 11), both missing from the text: inputs.

  Rule: 3.2.9 Entry
    "Unless stated otherwise, a unit may enter on or adjacent to any listed entry hex."
    "For the purposes of moving units onto the map from off-map, a hex grid of off-map Open Ground hexes (or Road hexes, if the entry hex is a road hex) is assumed to extend from the map edge. Units set up off-map in keeping with stacking limits and pay for each off-map hex they move through before entering an on-map hex."
    "Example: Three squads set up off map at DTW T3 and another squad in T2. After the first three squads enter the map, paying 1 MP to enter hex T4, the squad in T2 pays 1 MP to enter T3, then 1 MP to enter T4."

    Background:
      Given the game situation:
        """
        {
          "listed": ["T4"],
          "hexes": [{ "hex": "T4", "cost": { "infantry": 1, "tracked": 1, "wheeled": 2 } }, { "hex": "U4", "cost": { "infantry": 1, "tracked": 1, "wheeled": 2 } }],
          "units": [{ "id": "sq1", "mover": "infantry", "at": "T3", "mp": 4 }, { "id": "sq4", "mover": "infantry", "at": "T2", "mp": 4 }]
        }
        """

    @3.2.9 @6.2
    Scenario: The example: the squad in T3 pays 1 MP to enter T4; the squad in T2 pays 1 for T3, then 1 for T4
      When the entry procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "unit": "sq1", "hex": "T4" }, { "type": "ENTER", "unit": "sq4", "hex": "T4" }]
        """
      Then the procedure has ended in state "done"
      And the output "entered.0.cost.total" is 1
      And the output "entered.1.cost.total" is 2
      And the output "entered.1.cost.terms" is [{ "value": 1, "rule": "6.2", "what": "off-map Open Ground hex 1" }]

    @3.2.9
    Scenario: U4, adjacent to the listed T4, is an entry hex too; a hex neither listed nor adjacent to one is not
      Given the game situation field "hexes.1.hex" is "W4"
      When the entry procedure starts
      Then it is rejected with code "invalid-field" naming "input.hexes[1].hex"

  Rule: 6.2 Open Ground and 6.3 Road off the map
    "Open Ground such as DTW H22 has no DRM, no Hindrance, and only costs 1 MP for infantry and tracked vehicles. Open Ground costs 2 MP for wheeled vehicles."
    "Roads have no terrain DRM, no Hindrance, but wheeled vehicles moving from one road hex to another along a road only pay 1 MP, unless there is other terrain in the hex. Infantry and tracked vehicles also pay 1 MP."

    Background:
      Given the game situation:
        """
        {
          "listed": ["K4"],
          "hexes": [{ "hex": "K4", "road": true, "cost": { "infantry": 1, "tracked": 1, "wheeled": 1 } }, { "hex": "L4", "cost": { "infantry": 1, "tracked": 1, "wheeled": 2 } }],
          "units": [{ "id": "truck", "mover": "wheeled", "at": "K2", "mp": 3 }, { "id": "ht", "mover": "tracked", "at": "L2", "mp": 2 }]
        }
        """

    @3.2.9 @6.3
    Scenario: A truck two hexes off enters by the road hex K4: 1 for the off-map Road hex, 1 for K4
      When the entry procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "unit": "truck", "hex": "K4" }]
        """
      Then the output "entered" is [{ "unit": "truck", "hex": "K4", "cost": { "base": { "value": 1, "rule": "3.2.9", "what": "entering K4" }, "terms": [{ "value": 1, "rule": "6.3", "what": "off-map Road hex 1" }], "total": 2 }, "withinAllowance": true }]

    @3.2.9 @6.2
    Scenario: The truck enters by L4, three hexes off: 2 MP for each of two off-map Open Ground hexes and 2 for L4, beyond its 3 MP
      When the entry procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "unit": "truck", "hex": "L4" }]
        """
      Then the output "entered.0.cost.total" is 6
      And the output "entered.0.withinAllowance" is false

    @3.2.9 @6.2
    Scenario: A tracked vehicle with 2 MP enters by L4: 1 off-map, 1 for L4, its allowance exactly
      When the entry procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "unit": "truck", "hex": "K4" }, { "type": "ENTER", "unit": "ht", "hex": "L4" }]
        """
      Then the output "entered.1.cost.total" is 2
      And the output "entered.1.withinAllowance" is true
