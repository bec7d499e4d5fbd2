Feature: Movement (SPI Combat Command, 1972)
  Decides one unit's move in its owner's Movement Phase, hex by hex, until the player stops it or an
  Enemy attack does: the Movement Points each hex costs, the Road Movement Rate, Friendly stacking on the
  way, picking up and dropping passengers, the announced exit from an Enemy-controlled hex and the
  Modified Close Assault on entering an Enemy Class 2 unit's hex, and the Dug-In positions it enters or
  leaves. The Enemy's attacks are their own procedures (fire, assault): here their Combat Results Table
  result is the event, and its effect on the moving unit the outcome.

  Rule: TEC Movement costs are situation input (text partial)
    "See the Movement section of the Terrain Effects Chart for a full list of these "different"entry costS."
    Both printed copies of the Terrain Effects Chart are damaged: the cost for the moving unit's class to
    enter each hex is situation input ("terrain": "cost" off the road, "road" at the Road Movement Rate),
    read by the user from an original copy. The costs below are placeholders, not the chart's values.
    A U.S. truck (Movement Allowance 6) stands in F10 on a road F10-F11-F12 that branches to G11; a second
    truck is in F12, a Wreck in G11, and the hex-side F10-G10 is a Woods hex-side.

    Background:
      Given the situation of the movement seed "truck-on-the-road"

    @TEC @MV.A
    Scenario: A hex with no cost in the situation is refused, naming the missing cost
      When the movement procedure starts
      And the raw event {"type": "ENTER", "hex": "E10"} is sent
      Then it is rejected with code "missing-field" naming "input.terrain.E10", citing TEC

  Rule: MV.A Movement Points
    "Each unit expends one or more Movement Points of its total Movement (point) Allowance for each hex entered."
    "as long as its Movement Allowance is now exceeded in a single Move"
    "Move each unit individually, tracing the path of its movement th rough the hexagonal grid."

    Background:
      Given the situation of the movement seed "truck-on-the-road"

    @MV.A @MV.C @MV.B @MV.L
    Scenario: Off the road, F11 and F12 cost 3 each: 6 of 6 Movement Points, the Allowance exactly
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "ENTER", "hex": "F12" }, { "type": "STOP" }]
        """
      Then the procedure has ended in state "done"
      And the output "hex" is "F12"
      And the output "movementPoints" is {"allowance": 6, "spent": 6}
      And the output "usedRoadRate" is false

    @MV.C
    Scenario: A third hex at 3 would make 9 of 6: refused, the truck stays in F12
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "ENTER", "hex": "F12" }, { "type": "ENTER", "hex": "F11" }]
        """
      Then the output "stepRefused.rule" is "MV.C"
      And the output "hex" is "F12"
      And the output "movementPoints.spent" is 6

    @MV.C @MV
    Scenario: F12 is not next to F10: a path is traced hex by hex
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F12" }]
        """
      Then the output "stepRefused.rule" is "MV.C"
      And the output "hex" is "F10"

  Rule: MV.J Road Movement
    "Only Class 1 units (vehicles) may use the Road Movement Rate"
    "Units may only use the Road Movement Rate if they are entering the Road hex through a Road hex-side."
    "In effect, the presence of one other vehicle unit (whether Enemy or Friendly) negates the roed, and such a hex may only be entered at the non-road movement rate as dictated by the other terrain' in that hex."
    "Class 1 units moving through Woods hex-sides may only do so on roads and may only move on such roads at the Road Movement Rate."

    Background:
      Given the situation of the movement seed "truck-on-the-road"

    @MV.J @TEC
    Scenario: At the Road Movement Rate F11 costs 1; F12, with the other truck in it, is refused the road and costs 3
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11", "road": true }, { "type": "ENTER", "hex": "F12", "road": true }]
        """
      Then the output "stepRefused.rule" is "MV.J"
      When the events are sent:
        """
        [{ "type": "ENTER", "hex": "F12" }, { "type": "STOP" }]
        """
      Then the output "path" is [{"hex": "F11", "rate": "road", "cost": 1}, {"hex": "F12", "rate": "terrain", "cost": 3}]
      And the output "movementPoints.spent" is 4
      And the output "usedRoadRate" is true

    @MV.J
    Scenario: G11 has a road, but F10-G11 is no Road hex-side
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "G11", "road": true }]
        """
      Then the output "stepRefused.rule" is "MV.J"
      And the output "movementPoints.spent" is 0

    @MV.J @TN.1
    Scenario: The truck does not cross the Woods hex-side F10-G10 off the road
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "G10" }]
        """
      Then the output "stepRefused.rule" is "MV.J"
      And the output "hex" is "F10"

  Rule: WR.B Wrecks negate roads
    "Any number of Wreck markers negate the effect of a road in a hex"
    "The presence of Wrecks also negates the road in a hex."

    Background:
      Given the situation of the movement seed "truck-on-the-road"

    @WR.B @MV.J
    Scenario: From F11 along the road, G11 with its Wreck is entered at 3, not 1
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11", "road": true }, { "type": "ENTER", "hex": "G11", "road": true }]
        """
      Then the output "stepRefused.rule" is "WR.B"
      When the events are sent:
        """
        [{ "type": "ENTER", "hex": "G11" }]
        """
      Then the output "hex" is "G11"
      And the output "movementPoints.spent" is 4

  Rule: MV.H Moving through Friendly units
    "Friendly units may pass through or onto other Friendly units' as long as the Stacking limit is never exceeded (see Stacking) by the combined Stacking Points of the stationary and moving units."
    "Each Wreck marker equals one Stacking Point"
    "and Observer units have no Stacking Points for the purpose of Friendly Stacking Point limitations"
    A U.S. tank platoon in F10; F11 holds two U.S. infantry companies, an Observer and a Wreck; G11 two
    companies and two Wrecks.

    Background:
      Given the situation of the movement seed "stacking-on-the-way"

    @MV.H @ST.A @ST.B @ST.C
    Scenario: F11 makes 2 + 2 + 0 + 1 + 1 = 6 Stacking Points with the tank: entered
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }]
        """
      Then the output "hex" is "F11"
      And the output "stepRefused" is null

    @MV.H @ST.C
    Scenario: G11 would make 2 + 2 + 2 + 1 = 7: refused
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "G11" }]
        """
      Then the output "stepRefused.rule" is "MV.H"
      And the output "hex" is "F10"

  Rule: MV.K Transporting Units
    "To pick up a Class 2 passenger unit (infantry/engineers). the transport unit must expend an additional six Movement Points; to drop a Class 2 pasSenger unit, the transport must expend an additional three Movement Points."
    "To pick up a Class 3 unit, the transport unit must expend an additional three Movement Points; to drop a Class 3 unit, the transport unit must expend an additional two Movement Points."
    "a unit may not be dropped if the transport unit does not have the requisite number of Movement Points to expend."
    "Transport units may only carry units of the same size as themselves, as expressed in Stacking Points."
    "Passenger units may not move independently in any Movement Phase that they were picked uP. carried. or dropped"
    A U.S. truck company (Movement Allowance 12) in F10 with an infantry company and an infantry platoon;
    a gun in F11 with a Wreck (F11 costs 3).

    Background:
      Given the situation of the movement seed "truck-picks-up-infantry"

    @MV.K @MV.K.T @ST.A
    Scenario: Pick up the company (6), enter F11 (3), drop it (3): 12 of 12, and F11 holds 2 + 2 + 1 + 1 = 6
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "us-inf-coy" }, { "type": "ENTER", "hex": "F11" }, { "type": "DROP", "unit": "us-inf-coy" }, { "type": "STOP" }]
        """
      Then the procedure has ended in state "done"
      And the output "movementPoints.spent" is 12
      And the output "passengers" is []
      And the output "mayNotMoveIndependently" is ["us-inf-coy"]

    @MV.K
    Scenario: With the company aboard, the platoon would be 3 Stacking Points on a 2-point truck: refused
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "us-inf-coy" }, { "type": "PICK_UP", "unit": "us-inf-2" }]
        """
      Then the output "stepRefused.rule" is "MV.K"
      And the output "passengers" is ["us-inf-coy"]
      And the output "movementPoints.spent" is 6

    @MV.K
    Scenario: The gun in F11 is not in the truck's hex
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "us-57mm" }]
        """
      Then the output "stepRefused.rule" is "MV.K"
      And the output "movementPoints.spent" is 0

  Rule: MV.K Transport capacity (reading spicc.transport-capacity)
    "Transport units may only carry units of the same size as themselves, as expressed in Stacking Points."
    "Thus a ohe Stacking Point transport unit may only carry a one Stacking Point passenger unit."
    The same truck company (2 Stacking Points) and F10's infantry platoon (1): whether the truck may carry
    the platoon alone is the reading's question; the company (2) is its own size under either reading.

    Background:
      Given the situation of the movement seed "truck-picks-up-infantry"

    @MV.K @MV.K.T
    Scenario Outline: Under <alternative>, the platoon picked up (6), the truck asks for F11 (3): <outcome>
      Given the reading "spicc.transport-capacity" is "<alternative>"
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "us-inf-2" }, { "type": "ENTER", "hex": "F11" }]
        """
      Then the output "hex" is "<hex>"
      And the output "movementPoints.spent" is <spent>
      And the output "stepRefused" is <refused>

      Examples:
        | alternative      | outcome                              | hex | spent | refused              |
        | up-to-own-size   | 1 of 2 points aboard, F11 is entered | F11 | 9     | null                 |
        | exactly-own-size | 1 of 2 points aboard, refused        | F10 | 6     | {"rule": "MV.K", "reason": "under reading spicc.transport-capacity a transport carries passengers of its own size in Stacking Points, no fewer"} |

    @MV.K
    Scenario Outline: Under exactly-own-size, <load>: F11 is entered
      Given the reading "spicc.transport-capacity" is "exactly-own-size"
      When the movement procedure starts
      And the events are sent:
        """
        <events>
        """
      Then the output "hex" is "F11"
      And the output "stepRefused" is null

      Examples:
        | load                                 | events                                                                  |
        | the company aboard (2 of 2 points)   | [{ "type": "PICK_UP", "unit": "us-inf-coy" }, { "type": "ENTER", "hex": "F11" }] |
        | nobody aboard                        | [{ "type": "ENTER", "hex": "F11" }]                                     |

  Rule: MV.K Who transports whom
    "Class 1c (Wagon) units may only transport Class 3 (Non-self-propelled gun) units"
    "U.S. non-halftrack Class 1d units may nevar transport any units."
    A U.S. wagon (Movement Allowance 6) in F10 carries a gun; a U.S. infantry platoon stands beside it;
    F11 costs 5.

    Background:
      Given the situation of the movement seed "wagon-carries-a-gun"

    @MV.K @MV.K.T
    Scenario: Dropping the gun costs 2; the infantry is refused to the wagon; F11 at 5 would make 7 of 6
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "DROP", "unit": "us-gun" }, { "type": "PICK_UP", "unit": "us-inf" }]
        """
      Then the output "stepRefused.rule" is "MV.K"
      And the output "movementPoints.spent" is 2
      When the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }]
        """
      Then the output "stepRefused.rule" is "MV.C"

    @MV.K.T
    Scenario: In F11 (5), the wagon lacks the 2 Movement Points to drop the gun
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "DROP", "unit": "us-gun" }]
        """
      Then the output "stepRefused.rule" is "MV.K.T"
      And the output "passengers" is ["us-gun"]

  Rule: MV.K German tank riders
    "Only Garman non-halftrack Class 1d units"
    "may transport , and these units may only transport CI_ 2 linfantry and engineer) units."
    "Stacking limitations apply at all times"
    A German tank (Movement Allowance 11) in F10 with an infantry platoon; F11 (cost 2) holds two German
    infantry companies and a Wreck.

    Background:
      Given the situation of the movement seed "tanks-and-riders"

    @MV.K @MV.K.T @ST.A @ST.B
    Scenario: Pick up (6), F11 (2): 2 + 2 + 1 + 1 = 6 with the rider aboard; dropping it there would make 7
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "ger-inf" }, { "type": "ENTER", "hex": "F11" }, { "type": "DROP", "unit": "ger-inf" }]
        """
      Then the output "stepRefused.rule" is "ST.A"
      And the output "hex" is "F11"
      And the output "movementPoints.spent" is 8
      And the output "passengers" is ["ger-inf"]

    @MV.K.T
    Scenario: With a Movement Allowance of 5 the tank cannot pay the 6 to pick up
      Given the game situation field "units.0.movement" is 5
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "ger-inf" }]
        """
      Then the output "stepRefused.rule" is "MV.K.T"

    @MV.K
    Scenario: A U.S. tank transports nobody
      Given the game situation field "playerTurn" is "us"
      And the game situation field "units.0.side" is "us"
      And the game situation field "units.1.side" is "us"
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "ger-inf" }]
        """
      Then the output "stepRefused.rule" is "MV.K"
      And the output "passengers" is []

  Rule: ZOC Leaving an Enemy-controlled hex
    "The six hexagons surrounding a unit, and the hex that the unit occupies constitute that unit's Zone of Control."
    "Friendly units must announce their intentions to leave Enemy Controlled hexes d uri ng the Movement Phase, and before they move, they may be attacked in the hex they are about to leave."
    "If the attack results in a "no-effect" combat result, the moving unit may continue with any remainder of its Movement Aliowance."
    "All rules of Combat apply, with the exception of the Case noted above and Case F below. All Combat Results take effect immediately."
    A U.S. halftrack (Movement Allowance 10) in F10, next to a German infantry platoon in G10; F11 and F12
    (cost 2 each) are out of its Zone of Control. The fire itself is the fire procedure's; its result is
    the event here.

    Background:
      Given the situation of the movement seed "leaving-a-zone-of-control"

    @ZOC @MV.F @ZOC.A
    Scenario: The move out of F10 is announced; the German holds his fire; F12 is left freely
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "HOLD_FIRE" }, { "type": "ENTER", "hex": "F12" }, { "type": "STOP" }]
        """
      Then the procedure has ended in state "done"
      And the output "movementPoints.spent" is 4

    @ZOC.C @ZOC.B @CRE.0
    Scenario: A "no-effect" result: the halftrack goes on to F11
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "FIRE", "result": "0" }]
        """
      Then the output "hex" is "F11"
      And the effect on "us-ht" is "none"

    @ZOC.B @CRE.D
    Scenario: Dispersed in F10, the halftrack moves no further
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "FIRE", "result": "D" }]
        """
      Then the procedure has ended in state "stopped"
      And the output "hex" is "F10"
      And "us-ht" stays dispersed until the next us movement Phase

    @ZOC.B @CRE.X @WR.A
    Scenario: Eliminated in F10, the halftrack platoon leaves one Wreck
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "FIRE", "result": "X" }]
        """
      Then the procedure has ended in state "stopped"
      And "us-ht" leaves 1 Wreck markers

    @ZOC.B @CRE.R
    Scenario: Retreated, the halftrack is retreated its full Movement Allowance of 10
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "FIRE", "result": "R" }]
        """
      Then the procedure has ended in state "stopped"
      And "us-ht" retreats 10 Movement Points

  Rule: ZOC.D Modified Close Assault on entering
    "Mod ified Close Assault attacks are made immediately whenever units move di· rectly on top of Enemy Class 2 units"
    "In a given Enemy Movement Phase, every time a new Enemy unit enters the hex, Friendly Class 2 units may conduct a Modified Close Assault"
    A U.S. tank (Movement Allowance 4) in F10 moves onto a German infantry platoon in F11 (F10 and F11 cost 2).

    Background:
      Given the situation of the movement seed "into-an-enemy-hex"

    @ZOC.D @CB.3.f @MV.G
    Scenario: Fired on leaving F10 to no effect, assaulted in F11 to no effect: the tank is in F11
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "FIRE", "result": "0" }, { "type": "ASSAULT", "result": "0" }, { "type": "STOP" }]
        """
      Then the procedure has ended in state "done"
      And the output "hex" is "F11"

    @ZOC.D @CB.3.f @CRE.DD
    Scenario: A "DD" in the assault disperses the tank in F11
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "HOLD_FIRE" }, { "type": "ASSAULT", "result": "DD" }]
        """
      Then the procedure has ended in state "stopped"
      And the effect on "us-m4" is "dispersed"

    @CB.3.f
    Scenario: No assault: the tank moves on from F11 under the platoon's Zone of Control
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "HOLD_FIRE" }, { "type": "NO_ASSAULT" }, { "type": "ENTER", "hex": "F10" }]
        """
      Then the procedure is in state "leavingControlledHex"

  Rule: IP.D Moving into a Dug-In position (reading spicc.dug-in-marker-leaving)
    "Once a Dug·ln position isestablished,other Friendly Class 2 units may move into the hex containing the Dug·ln position, and consider themselves Dug·1 n (without having to roll the diel."
    "Dug·ln markers are removed if the Dug·ln units are destroyed, or if they leave the hex in which they were Dug·1 n."
    Two Dug-In U.S. infantry platoons in F10, a third Dug-In in G10. Whether the marker of F10 goes when
    one of its two units leaves is the reading's question.

    Background:
      Given the situation of the movement seed "dug-in-infantry-moves"

    @IP.D @IP.E
    Scenario: Into G10's Dug-In position: Dug-In without a roll; F10's marker stays with the other platoon
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "G10" }, { "type": "STOP" }]
        """
      Then the output "dugIn" is true
      And the output "dugInMarkersRemoved" is []

    @IP.E
    Scenario: Under "any-unit-leaves" F10's marker is removed as the first platoon leaves
      Given the reading "spicc.dug-in-marker-leaving" is "any-unit-leaves"
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }, { "type": "STOP" }]
        """
      Then the output "dugIn" is false
      And the output "dugInMarkersRemoved" is ["F10"]

    @IP.E
    Scenario: Alone in F10, the platoon takes the marker away when it leaves, under either reading
      Given the game situation field "units.1.hex" is "H10"
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11" }]
        """
      Then the output "dugInMarkersRemoved" is ["F10"]

    @MV.J
    Scenario: An infantry platoon does not use the Road Movement Rate
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "ENTER", "hex": "F11", "road": true }]
        """
      Then the output "stepRefused.rule" is "MV.J"

    @MV.K
    Scenario: An infantry platoon transports nobody
      When the movement procedure starts
      And the events are sent:
        """
        [{ "type": "PICK_UP", "unit": "us-inf-2" }]
        """
      Then the output "stepRefused.rule" is "MV.K"

  Rule: MV.E Units that may not move
    "No Enemy movement is permitted during a Player's Movement Phase."
    "Any units which have fired in the preoeding phase (the Offensive Fire Phase) may not be moved during the ensuing Movement Phase."
    "Once a Player has finished moving a unit, it may not be moved again in the same Movement Phase."
    "Passenger units may not move independently"
    "it may not move, it may not fire"

    @SOP.1.B @MV.D @MV.L @MV.E @MV.K @CRE.D
    Scenario Outline: <situation>: refused citing <rule>
      Given the situation of the movement seed "<seed>"
      When the movement procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "<rule>"

      Examples:
        | seed                           | situation                          | rule    |
        | not-in-the-movement-phase      | The Overrun Phase                  | SOP.1.B |
        | no-enemy-movement              | A German unit in the U.S. Phase    | MV.D    |
        | already-moved                  | A unit already moved               | MV.L    |
        | fired-before-moving            | A unit that fired                  | MV.E    |
        | a-passenger-does-not-move      | A passenger                        | MV.K    |
        | a-dispersed-unit-does-not-move | A dispersed unit                   | CRE.D   |
