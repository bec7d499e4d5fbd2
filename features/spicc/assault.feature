Feature: Overrun and Close Assault (SPI Combat Command, 1972)
  Decides one Overrun (Class 1d units in the Overrun Phase), Close Assault (Class 2 units in the Close
  Assault Phase) or Modified Close Assault (Class 2 units, in the Enemy Movement Phase, as an Enemy unit
  enters their hex): whether the declared units may attack, their printed strengths against every Enemy
  unit of the hex, the odds and their raise, the die-number, the Combat Results Table's result and its
  effect on each unit. The quotes are the printed words, compared with the OCR text in its OCR form
  (machines/core/partial-text.ts). Unit values are placeholders where the lost Unit Identification Table
  would give them; a table result the text does not keep is read by the user (READ_TABLE), never guessed.

  Rule: CB.2 Overrun Combat
    "Only Class 1d units are capable of making Overrun attacks."
    "the Overrunning units must be in the same hex as the units which are to be Overrun."
    "All of the Enemy units in the hex must be treated as one combined Defense Strength."
    "Do not take Weapons Effectiveness into account; simply use the printed Attack Strength(s) of the Overrunning units."
    "Calculate the combat odds and then raise them by one column"
    "Roll the die and subtract "2" from the die-number"
    "Regardless of the type of attack against"
    Two U.S. tank platoons (Attack 4 each) Overrun a dug-in German infantry platoon (Defense 4) and a
    truck (Defense 2, Movement Allowance 8) in a Clear hex: 8 to 6 is 1-1, raised to 2-1; the die-number
    is the die, less two, plus one for the Dug-In platoon.

    Background:
      Given the game situation:
        """
        {
          "type": "overrun", "playerTurn": "us", "hex": "F10", "terrain": { "F10": "clear" },
          "units": [
            { "id": "us-m4-1", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" },
            { "id": "us-m4-2", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10", "dugIn": true },
            { "id": "ger-truck", "side": "german", "class": "1a", "kind": "other", "size": 1, "attack": 0, "defense": 2, "range": 0, "movement": 8, "hex": "F10" }
          ],
          "attackers": ["us-m4-1", "us-m4-2"]
        }
        """

    @CB.2 @CB.2.b @WE.A @CB.A @IP.C @IP.F @SA @CRE.ER @CRE.R
    Scenario: A 6 is a 5 at 2-1, the cell the Sample Attack keeps: R, which the dug-in platoon ignores
      When the assault procedure starts
      And the die rolls 6
      Then the procedure has ended in state "resolved"
      And the output "attack.total" is 8
      And the output "defense" is {"total": 6, "units": ["ger-inf", "ger-truck"]}
      And the odds are "2-1"
      And the output "dieNumber.total" is 5
      And the output "tableResult" is "R"
      And the output "tableResultFrom" is "text"
      And the effect on "ger-inf" is "none"
      And the effect on "ger-truck" is "retreated"
      And "ger-truck" retreats 8 Movement Points

    @CB.2.b @CRT @CRE.X
    Scenario: A 3 is a 2, a cell the text lost; the user reads X and both units are eliminated
      When the assault procedure starts
      And the die rolls 3
      Then the procedure is in state "awaitingTableResult"
      And the output "dieNumber.total" is 2
      When the Combat Results Table is read as "X"
      Then the effect on "ger-inf" is "eliminated"
      And the effect on "ger-truck" is "eliminated"

    @CB.2.b @CRE
    Scenario Outline: Odds of <ratio> raised one column are <odds>
      Given the game situation field "units.0.attack" is <attack>
      When the assault procedure starts
      Then the odds are "<odds>"

      Examples:
        | attack | ratio                | odds |
        | 26     | 30 to 6 (5-1)        | 6-1  |
        | 40     | 44 to 6 (beyond 6-1) | 6-1  |
        | 2      | 6 to 6 (1-1)         | 2-1  |

  Rule: CB.2.a Who may Overrun
    "Only Class 1d units are capable of making Overrun attacks."
    "German … and U.S. M-7 units may not participate in Overrun attacks."

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.a
    Scenario: An infantry platoon may not Overrun
      Given the game situation field "units.1.class" is "2"
      And the game situation field "units.1.movement" is 1
      When the assault procedure starts
      Then the assault is refused citing CB.2.a

    @CB.2.a
    Scenario: A U.S. M-7 may not Overrun
      Given the game situation field "units.1.kind" is "m-7"
      When the assault procedure starts
      Then the assault is refused citing CB.2.a

  Rule: CB.2.b Overrun procedure: in the hex
    "the Overrunning units must be in the same hex as the units which are to be Overrun."

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.b
    Scenario: A tank platoon in the next hex may not join the Overrun
      Given the game situation field "units.1.hex" is "F11"
      When the assault procedure starts
      Then the assault is refused citing CB.2.b

    @CB.2.b
    Scenario: No Enemy unit in the hex: nothing to Overrun
      Given the game situation field "units.2.hex" is "F11"
      And the game situation field "units.3.hex" is "F11"
      When the assault procedure starts
      Then the assault is refused citing CB.2.b

  Rule: CB.2.c Overrun terrain
    "Overrun attacks may only be executed in Clear terrain or Clear terrain … Road hexes."
    "Any hex which is partially clear terrain and partially Woods is considered to be Woods for Combat Purposes."

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.c @TN.1
    Scenario Outline: No Overrun in a <terrain> hex
      Given the game situation field "terrain" is { "F10": "<terrain>" }
      When the assault procedure starts
      Then the assault is refused citing CB.2.c

      Examples:
        | terrain       |
        | partial-woods |
        | woods         |
        | town          |
        | slope         |

  Rule: CB.2.c Overrun on a Hill-crest hex (reading spicc.overrun-hill-crest)
    "Overrun attacks may only be executed in Clear terrain or Clear terrain … Road hexes."
    "have no special effect upon Movement, nor do they impart any special combat advantage to units firing from them or defending on them."
    Terrain Note 3 gives the Hill-crest hex no effect; the Overrun names Clear terrain. The default
    ('not-clear') refuses the Overrun; 'clear' allows it.

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.c @TN.3
    Scenario: Under 'not-clear', no Overrun on a Hill-crest hex
      Given the game situation field "terrain" is { "F10": "hill-crest" }
      When the assault procedure starts
      Then the assault is refused citing CB.2.c

    @CB.2.c @TN.3
    Scenario: Under 'clear', the Overrun on a Hill-crest hex goes ahead at 2-1
      Given the reading "spicc.overrun-hill-crest" is "clear"
      And the game situation field "terrain" is { "F10": "hill-crest" }
      When the assault procedure starts
      Then the procedure is in state "rolling"
      And the odds are "2-1"

  Rule: CB.2.d Overrun exclusions
    "Units may not attack in the Overrun Phase if they participated in Fire Combat during the Offensive Fire Phase in that Player"
    "Halftrack (RF) units may not participate in Overrun attacks if one-half or more than one-half of the Enemy Defense Strength in a hex is composed of non-halftrack Armored vehicles (Class 1d)."

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.d @CB.B
    Scenario: A tank platoon that fired in the Offensive Fire Phase may not Overrun
      Given the game situation field "units.1.attacked" is true
      When the assault procedure starts
      Then the assault is refused citing CB.2.d

    @CB.2.d
    Scenario Outline: A halftrack against a German tank of Defense <tank> of <total>: <outcome>
      Given the game situation field "units.1.kind" is "halftrack"
      And the game situation field "units.3" is { "id": "ger-pz", "side": "german", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": <tank>, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" }
      When the assault procedure starts
      Then the procedure is in state "<state>"

      Examples:
        | tank | total | outcome                     | state   |
        | 4    | 8     | exactly half, refused        | refused |
        | 5    | 9     | more than half, refused      | refused |
        | 3    | 7     | less than half, it takes part | rolling |

  Rule: CB.2.e Six Stacking Points may Overrun
    "As many as six Friendly Stacking Points of Class … units may participate in a given Overrun attack."
    "Each Player may have as many as six Stacking Points of units per hexagon."
    The Overrunning units are all in the hex, and no hex holds more than six Friendly Stacking Points:
    the limit is the Stacking limit, checked on the situation.

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.e @ST
    Scenario: Seven U.S. Stacking Points in the hex are not a situation
      Given the game situation field "units.4" is { "id": "us-m4-coy", "side": "us", "class": "1d", "kind": "other", "size": 2, "attack": 8, "defense": 8, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" }
      And the game situation field "units.5" is { "id": "us-m4-coy-2", "side": "us", "class": "1d", "kind": "other", "size": 2, "attack": 8, "defense": 8, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" }
      And the game situation field "units.6" is { "id": "us-ht", "side": "us", "class": "1d", "kind": "halftrack", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 10, "weapon": "RF", "hex": "F10" }
      When the assault procedure starts
      Then it is rejected with code "invalid-field" naming "input.units"

  Rule: CB.2.f No Road Movement Rate with Overrun
    "Units may not move at the Road Movement Rate in the Player-Turn in which they participate in an Overrun attack."

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"

    @CB.2.f
    Scenario: A tank platoon that moved at the Road Movement Rate may not Overrun
      Given the game situation field "roadMovement" is ["us-m4-2"]
      When the assault procedure starts
      Then the assault is refused citing CB.2.f

  Rule: CB.2.b Odds worse than 1-4 and the raise (reading spicc.column-shift-below-one-to-four)
    "Calculate the combat odds and then raise them by one column"
    "Attacks at odds of worse than "1-4" have no effect."
    The table has no column below 1-4 to raise from. Two tank platoons of Attack 1 against a Defense of
    10 are 1 to 5: no effect ('no-effect-first', the default), or raised to 1-4 ('raise-first'); against
    11 (1 to 5.5, made 1 to 6) no effect either way.

    Background:
      Given the situation of the assault seed "overrun-dug-in-infantry-and-truck"
      And the game situation field "units.0.attack" is 1
      And the game situation field "units.1.attack" is 1

    @CB.2.b @CRE
    Scenario Outline: Under '<alternative>', 2 against <defense> is <state>
      Given the reading "spicc.column-shift-below-one-to-four" is "<alternative>"
      And the game situation field "units.2.defense" is <infantry>
      When the assault procedure starts
      Then the procedure is in state "<state>"

      Examples:
        | alternative     | defense | infantry | state    |
        | no-effect-first | 10      | 8        | noEffect |
        | raise-first     | 10      | 8        | rolling  |
        | raise-first     | 11      | 9        | noEffect |

  Rule: CB.3 Close Assault Combat
    "Only Class 2 units may execute Close Assault attacks."
    "in a Close Assault attack must be in the same hex as the Enemy units which are the object of the attack."
    "Close Assaulting units must attack all of the Enemy units in the hex, treating them as a combined Defense Strength regardless of Target type."
    "If any of the participating Friendly units are Engineers, the combat odds are raised by one column (as in Overruns)."
    "Close Assaults may be made in any type of terrain. Terrain effects are taken into account, as well as any additional modifications to the attacker's die roll due to the state of the defending units."
    A U.S. engineer and an infantry platoon (Attack 4 each) Close Assault a dug-in German infantry platoon
    (Defense 4) and an AT gun (Class 3, Defense 2) in a Woods hex: 8 to 6 is 1-1, raised to 2-1 by the
    Engineer; the die-number is the die less two, plus one (Woods) and one (Dug-In).

    Background:
      Given the game situation:
        """
        {
          "type": "close-assault", "playerTurn": "us", "hex": "F10", "terrain": { "F10": "woods" },
          "units": [
            { "id": "us-eng", "side": "us", "class": "2", "kind": "engineer", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-inf", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "ger-inf", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10", "dugIn": true },
            { "id": "ger-at", "side": "german", "class": "3", "kind": "other", "size": 1, "attack": 4, "defense": 2, "range": 4, "movement": 0, "weapon": "AP", "hex": "F10" }
          ],
          "attackers": ["us-eng", "us-inf"]
        }
        """

    @CB.3 @CB.3.b @CB.3.c @WE.A @IP.C @CRE.ER @SA
    Scenario: A 5 stays a 5 at 2-1: R, no effect on the dug-in platoon, the gun dispersed
      When the assault procedure starts
      And the die rolls 5
      Then the procedure has ended in state "resolved"
      And the odds are "2-1"
      And the output "dieNumber.total" is 5
      And the output "tableResult" is "R"
      And the effect on "ger-inf" is "none"
      And the effect on "ger-at" is "dispersed"
      And "ger-at" stays dispersed until the next us close-assault Phase

    @CB.3.b
    Scenario: Without an Engineer the odds stay 1-1
      Given the game situation field "units.0.kind" is "infantry"
      When the assault procedure starts
      Then the odds are "1-1"

    @CB.3.c
    Scenario: In Clear terrain the Woods' one is gone: a 6 is the 5 that reads R
      Given the game situation field "terrain" is { "F10": "clear" }
      When the assault procedure starts
      And the die rolls 6
      Then the output "dieNumber.total" is 5
      And the output "tableResult" is "R"

    @CRE.N
    Scenario: The dug-in platoon dispersed is 4 of the 6 Defense: one less
      Given the game situation field "units.2.dispersed" is true
      When the assault procedure starts
      And the die rolls 5
      Then the output "dieNumber.total" is 4
      And the procedure is in state "awaitingTableResult"

    @CB.3.a
    Scenario: A tank platoon may not Close Assault
      Given the game situation field "units.1.class" is "1d"
      And the game situation field "units.1.movement" is 6
      When the assault procedure starts
      Then the assault is refused citing CB.3.a

    @CB.3.b
    Scenario: An infantry platoon in the next hex may not join the Close Assault
      Given the game situation field "units.1.hex" is "F11"
      When the assault procedure starts
      Then the assault is refused citing CB.3.b

  Rule: CB.3.d Delivered by transport
    "Class 2 units may be delivered to a hex, for purposes of Close Assault, by transporting vehicle units. They must, however, have been dropped during the Movement Phase."

    Background:
      Given the situation of the assault seed "engineers-close-assault-in-woods"

    @CB.3.d @MV.K
    Scenario: An infantry platoon still carried may not Close Assault
      Given the game situation field "units.1.passenger" is true
      When the assault procedure starts
      Then the assault is refused citing CB.3.d

  Rule: CB.3.e No Close Assault after Offensive Fire
    "Units which have participated in Fire Combat during the Offensive Fire Phase may not participate in Close Assaults in the same Player-Turn."

    Background:
      Given the situation of the assault seed "engineers-close-assault-in-woods"

    @CB.3.e @CB.B
    Scenario: The engineer platoon fired in the Offensive Fire Phase
      Given the game situation field "units.0.attacked" is true
      When the assault procedure starts
      Then the assault is refused citing CB.3.e

  Rule: CRE.D A dispersed attacker (reading spicc.dispersed-unit-assaults)
    "During that time that a unit is in a dispersed condition, it may not move, it may not fire"
    "Fire Combat, Overrun Combat, Close Assault Combat, and Air Strike Combat"
    Dispersal bars moving and firing; Close Assault is a mode of Combat apart from Fire Combat. Under the
    default ('may-assault') a dispersed platoon already in the hex joins; under 'may-not-assault' the
    attack is refused.

    Background:
      Given the situation of the assault seed "engineers-close-assault-in-woods"

    @CRE.D
    Scenario Outline: Under '<alternative>' the dispersed infantry platoon <does>
      Given the reading "spicc.dispersed-unit-assaults" is "<alternative>"
      And the game situation field "units.1.dispersed" is true
      When the assault procedure starts
      Then the procedure is in state "<state>"

      Examples:
        | alternative     | does           | state   |
        | may-assault     | joins          | rolling |
        | may-not-assault | may not attack | refused |

  Rule: CB.3.f Modified Close Assault
    "During the Enemy Movement Phase, Friendly Class 2 units may conduct Modified Close Assaults against Enemy units which move into their hex."
    "Modified Close Assaults are executed exactly as normal Close Assaults except that there is no subtraction of "2" from the die-roll (the Engineer odds bonus does apply)."
    "This opportunity to attack is in addition to the fire attack which may be made against the Enemy unit"
    In the U.S. Movement Phase a U.S. tank platoon (Defense 4, Movement Allowance 6) enters a Town hex held
    by two German infantry platoons (Attack 4 each); one of them fired at it as it left their Zone of
    Control. 8 to 4 is 2-1; the die-number is the die plus one (Town), nothing subtracted.

    Background:
      Given the game situation:
        """
        {
          "type": "modified-close-assault", "playerTurn": "us", "hex": "F10", "terrain": { "F10": "town" },
          "units": [
            { "id": "us-m4", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" },
            { "id": "ger-inf-1", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10", "attacked": true },
            { "id": "ger-inf-2", "side": "german", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "attackers": ["ger-inf-1", "ger-inf-2"],
          "entering": "us-m4"
        }
        """

    @CB.3.f @ZOC.D @SA @CRE.R
    Scenario: A 4 is a 5 at 2-1: R, the tank platoon retreats its six Movement Points
      When the assault procedure starts
      And the die rolls 4
      Then the procedure has ended in state "resolved"
      And the odds are "2-1"
      And the output "dieNumber.total" is 5
      And the output "tableResult" is "R"
      And "us-m4" retreats 6 Movement Points

    @CB.3.f @CRE.D
    Scenario: With an Engineer the odds are 3-1; a D disperses the tank until the next U.S. Movement Phase
      Given the game situation field "units.2.kind" is "engineer"
      When the assault procedure starts
      And the die rolls 4
      Then the odds are "3-1"
      When the Combat Results Table is read as "D"
      Then "us-m4" stays dispersed until the next us movement Phase

    @CB.3.f
    Scenario: A Modified Close Assault names the Enemy unit that entered the hex
      Given the game situation field "entering" is "ger-inf-2"
      When the assault procedure starts
      Then it is rejected with code "invalid-field" naming "input.entering"
