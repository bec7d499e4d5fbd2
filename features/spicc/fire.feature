Feature: Fire Combat (SPI Combat Command, 1972)
  Decides one Fire attack: whether the declared units may fire at the declared targets, with which
  technique, their adjusted Attack Strengths, the odds, the die-number, the Combat Results Table's result
  and its effect on each target unit. The text is an OCR of a damaged copy: the quotes below are the
  printed words, compared with the text in its OCR form (machines/core/partial-text.ts); the Combat
  Results Table's grid and the Unit Identification Table are lost, so unit values are situation input and
  a table result the text does not keep is read by the user from his own copy (READ_TABLE), never guessed.

  Background:
    Given the game situation:
      """
      {
        "phase": "offensive-fire", "playerTurn": "us",
        "units": [
          { "id": "ger-halftrack", "side": "german", "class": "1d", "kind": "halftrack", "size": 1, "attack": 4, "defense": 6, "range": 4, "movement": 10, "weapon": "RF", "hex": "F10" },
          { "id": "ger-infantry", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 5, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10", "dugIn": true },
          { "id": "ger-75mm-at", "side": "german", "class": "3", "kind": "other", "size": 1, "attack": 4, "defense": 3, "range": 4, "movement": 0, "weapon": "AP", "hex": "F10", "dispersed": true },
          { "id": "us-m5", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 3, "defense": 4, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" },
          { "id": "us-m4", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 13, "defense": 4, "range": 3, "movement": 6, "weapon": "AP", "hex": "F12" },
          { "id": "us-m7", "side": "us", "class": "1d", "kind": "m-7", "size": 1, "attack": 12, "defense": 4, "range": 11, "movement": 6, "weapon": "HE", "hex": "F4" },
          { "id": "us-105mm", "side": "us", "class": "3", "kind": "other", "size": 1, "attack": 8, "defense": 4, "range": 12, "movement": 0, "weapon": "HE", "hex": "F8" }
        ],
        "terrain": { "F10": "partial-woods" },
        "los": [ { "from": "F4", "to": "F10", "clear": true }, { "from": "F8", "to": "F10", "clear": true }, { "from": "F12", "to": "F10", "clear": true } ],
        "attack": {
          "firers": [ { "unit": "us-m5", "technique": "direct" }, { "unit": "us-m4", "technique": "direct" }, { "unit": "us-m7", "technique": "direct" }, { "unit": "us-105mm", "technique": "direct" } ],
          "targets": [ "ger-halftrack", "ger-infantry", "ger-75mm-at" ]
        }
      }
      """

  Rule: SA Sample Attack (Direct Fire)
    The Background is the Sample Attack. The text gives the Attack Strengths (3, 13, 12, 8), the ranges
    (0, 2, 6, 2), the halftrack's ten Movement Points and the Germans' total Defense Strength of 14; the
    split of that 14 (any with the gun under 7) and the Range Allowances (within what the example implies)
    are placeholders that do not change the outcome.
    "During the Offensive Fire Phase of the U.S. Player-Turn, (Fifth Game-Turn) the U.S. Player wishes to fire into a partial Woods hex"
    "The M-5, which is participating in the attack as well as the spotting, is firing at less than half range. Its Attack Strength is doubled (to "6")."
    "The M-7 is an HE weapon firing upon an Armored target at greater than half range. Its Attack Strength is halved (to "6")."
    "Total U.S. Attack Strength is "33" vs. a total German Defense Strength of"
    "The Result: the U.S. Player rolls the die obtaining a "3". This is changed to a "5" and the result is "R" (retreat)."
    "The "R" result has no effect upon the dug-in Class 2 unit; it causes the Class 3 unit to be dispersed; and it forces the Halftrack Platoon to be retreated ten Movement Points of distance."
    "the 75mm Anti … Tank Gun Battery remains dispersed until the beginning of the next U.S. Offensive Fire Phase."

    @SA @CB @CB.A @CB.1.a @WE @WE.B @WEC @WE.D @CB.1.k @IP.C @IP.F @CRE.N @CRE.R @CRE.ER
    Scenario: The Sample Attack as printed
      When the fire procedure starts
      And the die rolls 3
      Then the procedure has ended in state "resolved"
      And the Attack Strength of "us-m5" is 6
      And the Attack Strength of "us-m4" is 13
      And the Attack Strength of "us-m7" is 6
      And the Attack Strength of "us-105mm" is 8
      And the output "attack.total" is 33
      And the output "defense" is {"total": 14, "armoredTarget": true}
      And the odds are "2-1"
      And the output "dieNumber.total" is 5
      And the output "tableResult" is "R"
      And the output "tableResultFrom" is "text"
      And the effect on "ger-halftrack" is "retreated"
      And "ger-halftrack" retreats 10 Movement Points
      And the effect on "ger-infantry" is "none"
      And the effect on "ger-75mm-at" is "dispersed"
      And "ger-75mm-at" stays dispersed until the next us offensive-fire Phase

  Rule: CRT Combat Results Table (the grid is lost)
    "Destroyed Class 1d units (Armored vehicles) are replaced with Wreck markers equal in number to the Stacking Points of the destroyed Class 1d unit."
    The text keeps where the table is read and its limits, not its cells; the one cell it states is the
    Sample Attack's (2-1, die-number 5: R). Any other cell comes from the situation's "crt" (cells read from
    an original copy) or from the user (READ_TABLE); the procedure waits for it rather than guess.
    "Roll the die, and read the result on the appropriate line, under the computed odds."
    "Attacks at odds of worse than "1-4" have no effect. Attacks at odds better than"

    @CRT @CRE.DR
    Scenario: A roll of 1 in the Sample Attack reaches a cell the text lost; the user reads DR in his copy
      When the fire procedure starts
      And the die rolls 1
      Then the procedure is in state "awaitingTableResult"
      When the Combat Results Table is read as "DR"
      Then the procedure has ended in state "resolved"
      And the output "tableResultFrom" is "reader"
      And the effect on "ger-halftrack" is "dispersed-and-retreated"
      And the effect on "ger-infantry" is "dispersed"
      And the effect on "ger-75mm-at" is "dispersed"

    @CRT @CRE.X @WR @WR.A
    Scenario: The user reads X: every unit of the stack is eliminated, the halftrack platoon leaves one Wreck marker
      When the fire procedure starts
      And the die rolls 1
      And the Combat Results Table is read as "X"
      Then the effect on "ger-halftrack" is "eliminated"
      And "ger-halftrack" leaves 1 Wreck markers
      And the effect on "ger-infantry" is "eliminated"
      And the effect on "ger-75mm-at" is "eliminated"

    @CRT @CRE.0
    Scenario: The user reads 0: no effect
      When the fire procedure starts
      And the die rolls 1
      And the Combat Results Table is read as "0"
      Then the effect on "ger-halftrack" is "none"
      And the effect on "ger-75mm-at" is "none"

    @CRT @SA
    Scenario: A cell given by the situation must agree with the one the text keeps
      Given the game situation field "crt" is [{ "column": "2-1", "dieNumber": 5, "result": "X" }]
      When the fire procedure starts
      Then it is rejected with code "invalid-field" naming "input.crt[0].result"

    @CRT
    Scenario: A table result is refused while the text gives the cell
      When the fire procedure starts
      And the die rolls 3
      And the events are sent:
        """
        [{ "type": "READ_TABLE", "result": "X" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1]"

  Rule: CB.B Attack Strength used once
    "nor may a unit ever use its Attack Strength more … than once during a Friendly Player-Turn."
    "that Friendly units may never participate"
    "in more than one attack during the entire"
    "During that time that a unit is in a dispersed condition, it may not move, it may not fire"
    "nor may they spot or observe or in any … manner be used to assist other units in firing."

    @CB.B @CB.D
    Scenario: The M4 platoon has already attacked in this Player-Turn
      Given the game situation field "units.4.attacked" is true
      When the fire procedure starts
      Then the fire is refused citing CB.B

    @CRE.D
    Scenario: A dispersed M4 platoon may not fire
      Given the game situation field "units.4.dispersed" is true
      When the fire procedure starts
      Then the fire is refused citing CRE.D

    @MV.K
    Scenario: An M4 platoon carried as a passenger may not fire
      Given the game situation field "units.4.passenger" is true
      When the fire procedure starts
      Then the fire is refused citing MV.K

  Rule: CB.1.j Attacking stacked Target-hexes
    "When target units are not in Covering Terrain, they may only be lumped together by target type"
    "Mixed target types may not be combined into a single target."

    @CB.1.j
    Scenario: In a Clear hex the halftrack and the two Non-armored units may not be one target
      Given the game situation field "terrain" is { "F10": "clear" }
      When the fire procedure starts
      Then the fire is refused citing CB.1.j

  Rule: CB.1.d Direct Fire
    "Units may never use the Direct Fire technique at ranges of greater than six hexes, even if the unit's Range Allowance is greater than six."

    @CB.1.d @CB.1.e
    Scenario: The M-7 at six hexes fires; moved to seven hexes it may not
      Given the game situation field "units.5.hex" is "F3"
      And the game situation field "los" is [{ "from": "F3", "to": "F10", "clear": true }, { "from": "F8", "to": "F10", "clear": true }, { "from": "F12", "to": "F10", "clear": true }]
      When the fire procedure starts
      Then the fire is refused citing CB.1.d

    @CB.1.f @CB.1.h
    Scenario: An obstructed Line of Sight forbids Direct Fire
      Given the game situation field "los" is [{ "from": "F4", "to": "F10", "clear": false }, { "from": "F8", "to": "F10", "clear": true }, { "from": "F12", "to": "F10", "clear": true }]
      When the fire procedure starts
      Then the fire is refused citing CB.1.f

  Rule: CB.1.k Spotting Targets in Covering Terrain
    "a Friendly unit must be in the same hex as the target in order to "spot" it."
    "The "spotter" may be any type of Friendly unit as long as it is in a normal (undispersed) state."

    @CB.1.k @CB.1.g
    Scenario: A dispersed M-5 does not spot the Woods hex
      Given the game situation field "units.3.dispersed" is true
      And the game situation field "attack.firers" is [{ "unit": "us-m4", "technique": "direct" }]
      When the fire procedure starts
      Then the fire is refused citing CB.1.k

    @CB.1.j @WE.D
    Scenario: The halftrack may not be singled out of the Woods stack
      Given the game situation field "attack.targets" is ["ger-halftrack"]
      When the fire procedure starts
      Then the fire is refused citing CB.1.j

  Rule: WE.B Half range
    "Whenever a unit has an odd … numbered Range Allowance, drop the fraction when computing "half range." For example, a U.S. M26 (AP) unit has a Range Allowance of "5"; half range for this unit would be "2"."
    "Double Attack Strength"

    @WE.B @WEC
    Scenario: The M26 two hexes from an Armored Target is at half range: its AP Attack Strength is doubled
      Given the game situation:
        """
        {
          "phase": "offensive-fire", "playerTurn": "us",
          "units": [
            { "id": "us-m26", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": 4, "range": 5, "movement": 6, "weapon": "AP", "hex": "F12" },
            { "id": "ger-halftrack", "side": "german", "class": "1d", "kind": "halftrack", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 10, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F12", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "us-m26", "technique": "direct" } ], "targets": [ "ger-halftrack" ] }
        }
        """
      When the fire procedure starts
      Then the Attack Strength of "us-m26" is 8
      And the odds are "2-1"

    @WE.B @WEC
    Scenario: Three hexes away the M26 is beyond half range: normal Attack Strength
      Given the game situation:
        """
        {
          "phase": "offensive-fire", "playerTurn": "us",
          "units": [
            { "id": "us-m26", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": 4, "range": 5, "movement": 6, "weapon": "AP", "hex": "F13" },
            { "id": "ger-halftrack", "side": "german", "class": "1d", "kind": "halftrack", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 10, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F13", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "us-m26", "technique": "direct" } ], "targets": [ "ger-halftrack" ] }
        }
        """
      When the fire procedure starts
      Then the Attack Strength of "us-m26" is 4
      And the odds are "1-1"

  Rule: WEC Weapons Effectiveness Chart
    "Rapid Fire (RF): Machine … and sub-machine gun solid shot (bullets)."
    "May only attack using Close Assault"

    @WEC
    Scenario: The German halftrack (RF) may not fire at the M4 platoon, an Armored Target
      Given the game situation field "playerTurn" is "german"
      And the game situation field "attack" is { "firers": [{ "unit": "ger-halftrack", "technique": "direct" }], "targets": ["us-m4"] }
      And the game situation field "units.0.hex" is "F11"
      And the game situation field "terrain" is { "F12": "clear" }
      And the game situation field "los" is [{ "from": "F11", "to": "F12", "clear": true }]
      When the fire procedure starts
      Then the fire is refused citing WEC

  Rule: WE.C Armored Infantry
    "The U.S. infantry units which are called "Armored Infantry" are not Armored Targets."
    "all vehicle units, except wagons and trucks, are Armored Targets and the only Armored Targets in the game are these Class' d vehicles."
    "Target Type-there are two basic types of target: Armored Targets (Class 1d vehicles) and Non-armored Targets"

    @WE.C @CB.1.b @WEC
    Scenario: A German halftrack's Rapid Fire at U.S. Armored Infantry is fire at a Non-armored Target: 4 to 4
      Given the game situation:
        """
        {
          "phase": "offensive-fire", "playerTurn": "german",
          "units": [
            { "id": "ger-ht", "side": "german", "class": "1d", "kind": "halftrack", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 10, "weapon": "RF", "hex": "F11" },
            { "id": "us-ai", "side": "us", "class": "2", "kind": "armored-infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F12" }
          ],
          "terrain": { "F12": "clear" },
          "los": [ { "from": "F11", "to": "F12", "clear": true } ],
          "attack": { "firers": [ { "unit": "ger-ht", "technique": "direct" } ], "targets": [ "us-ai" ] }
        }
        """
      When the fire procedure starts
      Then the output "defense" is {"total": 4, "armoredTarget": false}
      And the Attack Strength of "ger-ht" is 4
      And the odds are "1-1"

  Rule: CB.1.i Indirect Fire and Observers
    "All units which have an Attack Strength may use direct fire, while only units with a Range Allowance of "7" or higher may use Indirect Fire."
    "Only two types of Enemy attacks may take place during a Player's Movement Phase"
    "In order to use Indirect Fire upon a given target hex, that hex must be under observation by a Friendly Observer unit."
    "When a unit fires using the Indirect Fire technique, its Attack Strength is HALVED."

    Background:
      Given the game situation:
        """
        {
          "phase": "offensive-fire", "playerTurn": "us",
          "units": [
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 2, "attack": 4, "defense": 9, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-155mm", "side": "us", "class": "3", "kind": "other", "size": 1, "attack": 9, "defense": 4, "range": 12, "movement": 0, "weapon": "HE", "hex": "F1" },
            { "id": "us-obs", "side": "us", "class": "2", "kind": "observer", "size": 1, "attack": 0, "defense": 1, "range": 0, "movement": 1, "hex": "F4" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F4", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "us-155mm", "technique": "indirect", "observer": "us-obs" } ], "targets": [ "ger-inf" ] }
        }
        """

    @CB.1.i
    Scenario: An Observer six hexes from the target observes for a 155mm nine hexes away
      When the fire procedure starts
      Then the procedure is in state "rolling"
      And the Attack Strength of "us-155mm" is 4.5
      And the odds are "1-2"

    @CB.1.i
    Scenario: An Observer seven hexes from the target does not
      Given the game situation field "units.2.hex" is "F3"
      And the game situation field "los" is [{ "from": "F3", "to": "F10", "clear": true }]
      When the fire procedure starts
      Then the fire is refused citing CB.1.i

    @CB.1.c
    Scenario: A Range Allowance of 6 allows no Indirect Fire
      Given the game situation field "units.1.range" is 6
      When the fire procedure starts
      Then the fire is refused citing CB.1.c

    @CB.1.c
    Scenario: The Observer has no Attack Strength to fire with
      Given the game situation field "attack.firers" is [{ "unit": "us-obs", "technique": "direct" }]
      When the fire procedure starts
      Then the fire is refused citing CB.1.c

    @CB.1.i
    Scenario: A Range Allowance of 8 does not reach nine hexes
      Given the game situation field "units.1.range" is 8
      When the fire procedure starts
      Then the fire is refused citing CB.1.i

    @ZOC.D
    Scenario: No Indirect Fire in the German Movement Phase
      Given the game situation field "phase" is "movement"
      And the game situation field "playerTurn" is "german"
      When the fire procedure starts
      Then the fire is refused citing ZOC.D

    @CB.1.i @WEC
    Scenario: Under the reading drop-fraction, 9 halved is 4 and the odds fall to 1-3
      Given the reading "spicc.halved-strength-fraction" is "drop-fraction"
      When the fire procedure starts
      Then the Attack Strength of "us-155mm" is 4
      And the odds are "1-3"

  Rule: CRE.D Dispersed
    "IMPORTANT NOTE: U.S. Infantry, Armored Infantry and Engineer units never recover from being dispersed."
    "U.S. Observer units do not suffer this permanent dispersal."
    "if the defending unit was already in a dispersed state, then it is eliminated."

    Background:
      Given the game situation:
        """
        {
          "phase": "offensive-fire", "playerTurn": "german",
          "units": [
            { "id": "ger-20mm-flak", "side": "german", "class": "3", "kind": "other", "size": 1, "attack": 3, "defense": 2, "range": 4, "movement": 0, "weapon": "HE", "hex": "F11" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F11" },
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-obs", "side": "us", "class": "2", "kind": "observer", "size": 1, "attack": 0, "defense": 1, "range": 0, "movement": 1, "hex": "F10", "dispersed": true }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F11", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "ger-inf", "technique": "direct" } ], "targets": [ "us-inf" ] }
        }
        """

    @CRE.D
    Scenario: A dispersed U.S. infantry platoon stays dispersed for the rest of the game
      When the fire procedure starts
      And the die rolls 4
      And the Combat Results Table is read as "D"
      Then the effect on "us-inf" is "dispersed"
      And "us-inf" stays dispersed for the rest of the game

    @CRE.D @CRE.DD
    Scenario: DD eliminates the dispersed Observer and disperses the infantry platoon, the Observer not for good
      Given the game situation field "attack.targets" is ["us-inf", "us-obs"]
      When the fire procedure starts
      And the die rolls 4
      And the Combat Results Table is read as "DD"
      Then the effect on "us-obs" is "eliminated"
      And the effect on "us-inf" is "dispersed"
      And "us-inf" stays dispersed for the rest of the game

    @CB.C
    Scenario: The 20mm flak triples its Attack Strength and is eliminated
      Given the game situation field "attack.firers" is [{ "unit": "ger-20mm-flak", "technique": "direct", "triple": true }]
      When the fire procedure starts
      Then the Attack Strength of "ger-20mm-flak" is 9
      And the output "firersEliminated" is ["ger-20mm-flak"]
      And the odds are "2-1"

    @CB.C
    Scenario: An infantry platoon may not triple its Attack Strength
      Given the game situation field "attack.firers" is [{ "unit": "ger-inf", "technique": "direct", "triple": true }]
      When the fire procedure starts
      Then it is rejected with code "invalid-field" naming "input.attack.firers[0].triple"

    @CRE.N
    Scenario: Half the target's Defense Strength dispersed subtracts one from the die
      Given the game situation field "attack.targets" is ["us-inf", "us-obs"]
      And the game situation field "units.3.defense" is 4
      When the fire procedure starts
      And the die rolls 4
      Then the output "dieNumber.total" is 3

  Rule: ZOC.A Zones of Control
    "Targets in Covering Terrain must still be spotted."
    "Only the units exerting the Zone of Control may attack, and such units may attack as many times as their Controlled hexes are vacated."
    "there will never be an instance in which the non … moving Player fires his controlling units at more than one moving Enemy unit at a time"

    @ZOC.A
    Scenario: In the U.S. Movement Phase a German unit two hexes away may not fire at the moving unit
      Given the game situation:
        """
        {
          "phase": "movement", "playerTurn": "us",
          "units": [
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F12" },
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F12", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "ger-inf", "technique": "direct" } ], "targets": [ "us-inf" ] }
        }
        """
      When the fire procedure starts
      Then the fire is refused citing ZOC.A

    @ZOC.F
    Scenario: The controlling German platoon fires at one moving unit, not two
      Given the game situation:
        """
        {
          "phase": "movement", "playerTurn": "us",
          "units": [
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F11" },
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-inf-2", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F11", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "ger-inf", "technique": "direct" } ], "targets": [ "us-inf", "us-inf-2" ] }
        }
        """
      When the fire procedure starts
      Then the fire is refused citing ZOC.F

    @ZOC.E @CB.1.k
    Scenario: A moving unit in Woods with no German unit in its hex is not spotted for Zone of Control fire
      Given the game situation:
        """
        {
          "phase": "movement", "playerTurn": "us",
          "units": [
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F11" },
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "woods" },
          "los": [ { "from": "F11", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "ger-inf", "technique": "direct" } ], "targets": [ "us-inf" ] }
        }
        """
      When the fire procedure starts
      Then the fire is refused citing CB.1.k

  Rule: CRE Explanation of Combat Results
    "Attacks at odds of worse than "1-4" have no effect."

    @CRE
    Scenario: 1 to 4.25 is worse than 1-4: no effect, no roll
      Given the game situation:
        """
        {
          "phase": "defensive-fire", "playerTurn": "german",
          "units": [
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F12" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 2, "attack": 4, "defense": 17, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F12", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "us-inf", "technique": "direct" } ], "targets": [ "ger-inf" ] }
        }
        """
      When the fire procedure starts
      Then the procedure has ended in state "noEffect"
      And the output "odds" is null

    @CRE
    Scenario: 1 to 4 exactly is the 1-4 column
      Given the game situation:
        """
        {
          "phase": "defensive-fire", "playerTurn": "german",
          "units": [
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F12" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 2, "attack": 4, "defense": 16, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F12", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "us-inf", "technique": "direct" } ], "targets": [ "ger-inf" ] }
        }
        """
      When the fire procedure starts
      Then the procedure is in state "rolling"
      And the odds are "1-4"

  Rule: CB Combat Procedure: odds below 1-1 (reading spicc.odds-below-one-to-one)
    "State the comparison of the two Strengths as a probability ratio, simplified downward to the nearest whole number on the Combat Results Table."
    "Example: 29-10 (or 2.9 to 1) would be simplified as"
    "Attacks at odds of worse than "1-4" have no effect."
    The example is above 1-1. Below it the ratio is 1 to N, and the text does not say which way a
    fractional N goes: up, lowering the odds ('toward-defender', the default), down ('toward-attacker'),
    or to the nearest whole number, a half going up ('nearest'). An infantry platoon (Attack 4) fires at
    German infantry of Defense 9 (1 to 2.25), 10 (1 to 2.5) or 17 (1 to 4.25).

    Background:
      Given the game situation:
        """
        {
          "phase": "defensive-fire", "playerTurn": "german",
          "units": [
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F12" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 2, "attack": 4, "defense": 10, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [ { "from": "F12", "to": "F10", "clear": true } ],
          "attack": { "firers": [ { "unit": "us-inf", "technique": "direct" } ], "targets": [ "ger-inf" ] }
        }
        """

    @CB @CRE
    Scenario Outline: Under '<alternative>', 4 against a Defense of <defense> is <odds>
      Given the reading "spicc.odds-below-one-to-one" is "<alternative>"
      And the game situation field "units.1.defense" is <defense>
      When the fire procedure starts
      Then the output "odds" is <odds>
      And the procedure is in state "<state>"

      Examples: toward-defender (the default): N goes up, the odds down
        | alternative     | defense | odds  | state   |
        | toward-defender | 9       | "1-3" | rolling |
        | toward-defender | 10      | "1-3" | rolling |
        | toward-defender | 17      | null  | noEffect |

      Examples: toward-attacker: N goes down
        | alternative     | defense | odds  | state   |
        | toward-attacker | 9       | "1-2" | rolling |
        | toward-attacker | 10      | "1-2" | rolling |
        | toward-attacker | 17      | "1-4" | rolling |

      Examples: nearest: N to the nearest whole number, a half up
        | alternative | defense | odds  | state   |
        | nearest     | 9       | "1-2" | rolling |
        | nearest     | 10      | "1-3" | rolling |
        | nearest     | 17      | "1-4" | rolling |

  Rule: CB.1.i Indirect Fire at the firer's own hex (reading spicc.indirect-fire-own-hex)
    "Units may execute Indirect Fire attacks against targets which are adjacent to them or which are at any point within their range."
    The sentence sets no minimum range but names no range 0: under 'own-hex' (the default) the firer's
    own hex is within its range; under 'not-own-hex' the nearest target is an adjacent one. A US mortar
    (HE 8, Range 8), observed from its own hex, fires at German infantry (Defense 8) in that hex.

    @CB.1.i
    Scenario Outline: Under '<alternative>', Indirect Fire at the mortar's own hex <outcome>
      Given the game situation:
        """
        {
          "phase": "offensive-fire", "playerTurn": "us",
          "units": [
            { "id": "us-mortar", "side": "us", "class": "3", "kind": "other", "size": 1, "attack": 8, "defense": 4, "range": 8, "movement": 0, "weapon": "HE", "hex": "F10" },
            { "id": "us-obs", "side": "us", "class": "2", "kind": "observer", "size": 1, "attack": 0, "defense": 1, "range": 0, "movement": 1, "hex": "F10" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 8, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "terrain": { "F10": "clear" },
          "los": [],
          "attack": { "firers": [ { "unit": "us-mortar", "technique": "indirect", "observer": "us-obs" } ], "targets": [ "ger-inf" ] }
        }
        """
      And the reading "spicc.indirect-fire-own-hex" is "<alternative>"
      When the fire procedure starts
      Then the procedure is in state "<state>"
      And the output "refusal" is <refusal>
      And the output "odds" is <odds>

      Examples:
        | alternative | outcome                                | state   | odds  | refusal |
        | own-hex     | is fired: 8 halved is 4, 4 to 8 is 1-2 | rolling | "1-2" | null    |
        | not-own-hex | is refused citing CB.1.i               | refused | null  | {"rule": "CB.1.i", "reason": "Indirect Fire reaches targets within the unit's range"} |

  Rule: OPT.1 Naturalistic Line of Sight (optional rule)
    "When determining the Line of Sight, base the blocking effects of terrain upon the actual contours of the symbcils rather than upon hex sides."
    "For instance, Townswould block the Line of Sight if the straight edge passes through the Town symbol itself, or if it touches the edge of the Town symbol."
    The Players add the rule. U.S. platoons in F12 and F8, a German platoon in Clear F10. From F12 the line
    crosses a Town hex-side but misses the Town symbol; from F8 it touches the edge of a Town symbol.

    Background:
      Given the situation of the fire seed "naturalistic-line-of-sight"

    @OPT.1 @CB.1.f
    Scenario: From F12, blocked by the hex-side but not by the symbol: the platoon fires
      When the fire procedure starts
      Then the odds are "1-1"

    @OPT.1 @CB.1.f @CB.1.h
    Scenario: From F8, clear by the hex-sides but touching the Town symbol: refused
      Given the game situation field "attack.firers.0.unit" is "us-inf-north"
      When the fire procedure starts
      Then the fire is refused citing CB.1.f

    @CB.1.f
    Scenario: Without the optional rule, the hex-sides decide: from F12 refused
      Given the game situation field "naturalisticLos" is false
      When the fire procedure starts
      Then the fire is refused citing CB.1.f
