Feature: Fire (CC:P O27)
  Decides who may be activated by a Fire order, which hex each piece may fire at, the FP of each shot,
  Ordnance Targeting, the Fire Attack Roll and the Fire Defense Roll of every unit in the target hex.
  CC:E's Fire (O20) with Pacific's differences: a Defense Total half (or less) the Attack Total eliminates,
  melee hexes neither fire nor are fired at, and there is no Jammed! trigger. The Japanese player is the
  situation's "axis" player.

  Rule: O27.3.4 Fire Defense Roll: the rulebook's example
    "A targeted unit’s morale – modified by both Cover [T81.3] and command [3.3.1.2] – is added to a roll in order to arrive at a Defense Total:"
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."
    "b) If the Defense Total is less than the Attack Total – but still more than half – the unit breaks [3.2]."
    "c) If the Defense Total is equal to the Attack Total, the unit becomes suppressed [4.2] unless it is currently activated to Move—in which case it breaks instead."
    "d) If the Defense Total is greater than the Attack Total, the unit is unaffected."
    "A large Japanese fire group fires at a hex containing three enemy teams (7 morale each) and one enemy leader (9 morale). The Japanese Attack Total is 19."
    "The first team makes its Defense Roll: 2—snake eyes! The resulting Defense Total of only 9 is less than half the Attack Total so this first team is outright eliminated — whether already broken or not"
    "The second team rolls a 7 for a total of 14 and breaks"
    "The third team rolls 12, tying the Attack Total and thus only becoming suppressed"
    "Finally, the leader makes a nice high Defense Roll of 11 for a total of 20: enough to remain unhurt."

    # The example gives no map and no Fire Group: four Japanese Squads of 6 FP (X 6 + Y 3 = 9 FP, O27.3.1.2)
    # roll 4•6 for its Attack Total of 19. Its leader's "9 morale" is the Morale the example uses, so he has
    # Command 0 here (a Command would raise the teams' Morale, 3.3.1.2, which the example does not).
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C4  | Open Ground |
        | C5  | Open Ground |
        | C6  | Open Ground |
        | E5  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | jp-ldr | axis   | leader | B5  | 1  | 1     | 9      | 7             | 2       |
        | jp-1   | axis   | squad  | C5  | 6  | 5     | 7      | 5             |         |
        | jp-2   | axis   | squad  | C5  | 6  | 5     | 7      | 5             |         |
        | jp-3   | axis   | squad  | C4  | 6  | 5     | 7      | 5             |         |
        | jp-4   | axis   | squad  | C6  | 6  | 5     | 7      | 5             |         |
        | us-t1  | allied | team   | E5  | 3  | 5     | 7      | 6             |         |
        | us-t2  | allied | team   | E5  | 3  | 5     | 7      | 6             |         |
        | us-t3  | allied | team   | E5  | 3  | 5     | 7      | 6             |         |
        | us-ldr | allied | leader | E5  | 1  | 1     | 9      | 7             | 0       |
      And the lines of sight:
        | from | to | sight |
        | C4   | E5 | clear |
        | C5   | E5 | clear |
        | C6   | E5 | clear |
      And the axis player holds the Initiative card

    @O27.3.4 @O27.3.1.2 @O27.3.3 @14.1 @3.2.3 @5.4 @F107.3 @3.3.1.1 @O27.3.1 @16.3.3 @16.3.4 @16.3.2.2 @O27.3.2 @T89.2 @16.3.2 @3.2.1 @T81.3 @3.2.2 @4.2.1 @15.1.1
    Scenario: The example: rolls of 2, 7, 12 and 11 against 19 eliminate, break, suppress and leave unhurt
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3, jp-4"
      And "jp-1, jp-2, jp-3, jp-4" fire at E5 with "jp-1" as the base
      And the Fire Attack Roll is 4•6
      And "us-t1" makes a Fire Defense Roll of 1•1
      And "us-t2" makes a Fire Defense Roll of 3•4
      And "us-t3" makes a Fire Defense Roll of 6•6
      And "us-ldr" makes a Fire Defense Roll of 5•6
      Then the shot's FP is 9
      And the Attack Total is 19
      And the Defense Total of "us-t1" is 9 with Morale 7
      And "us-t1" is eliminated
      And "us-t2" is broken
      And "us-t3" is Suppressed
      And "us-t3" is unbroken
      And "us-ldr" is unbroken
      And "us-ldr" is not Suppressed
      And the output "vp" is {"axis": 1, "allied": 0}
      And the trace cites O27.3.4 and 14.1

    @O27.3.4
    Scenario: A Defense Total of exactly half the Attack Total eliminates
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3, jp-4"
      And "jp-1, jp-2, jp-3, jp-4" fire at E5 with "jp-1" as the base
      And the Fire Attack Roll is 4•5
      And "us-t1" makes a Fire Defense Roll of 1•1
      Then the Defense Roll of "us-t1" was against an Attack Total of 18
      And the Defense Total of "us-t1" is 9 with Morale 7
      And "us-t1" is eliminated

    @O27.3.4 @3.2
    Scenario: A Defense Total one more than half breaks an unbroken team
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3, jp-4"
      And "jp-1, jp-2, jp-3, jp-4" fire at E5 with "jp-1" as the base
      And the Fire Attack Roll is 4•6
      And "us-t1" makes a Fire Defense Roll of 1•2
      Then the Defense Total of "us-t1" is 10 with Morale 7
      And "us-t1" is broken

    @O27.3.4 @3.2.4
    Scenario: A broken team that breaks again is eliminated
      Given the firing units:
        | unit  | owner  | kind | hex | fp | range | morale | broken morale | broken |
        | us-t4 | allied | team | E5  | 3  | 5     | 7      | 6             | yes    |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3, jp-4"
      And "jp-1, jp-2, jp-3, jp-4" fire at E5 with "jp-1" as the base
      And the Fire Attack Roll is 4•6
      And "us-t4" makes a Fire Defense Roll of 6•1
      Then the Defense Total of "us-t4" is 13 with Morale 6
      And "us-t4" is eliminated

    @O27.3.4
    Scenario: A team activated to Move that ties the Attack Total breaks instead
      Given "us-t3" is activated to Move
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3, jp-4"
      And "jp-1, jp-2, jp-3, jp-4" fire at E5 with "jp-1" as the base
      And the Fire Attack Roll is 4•6
      And "us-t1" makes a Fire Defense Roll of 6•6
      And "us-t2" makes a Fire Defense Roll of 6•6
      And "us-t3" makes a Fire Defense Roll of 6•6
      Then "us-t1" is Suppressed
      And "us-t3" is broken

  Rule: O27.1 Activation: melee hexes
    "at least one of the units to be activated (or its weapon) must have an enemy unit within both its LOS and range and not occupying a melee hex."
    "O27.1.2 Melee Hexes Units in a melee hex can’t be activated to fire."
    "a) Each piece activated to fire may take one shot at any non-melee hex within both its range and LOS, either alone or as part of a Fire Group"

    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
        | E6  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | B5  | 6  | 5     | 7      | 5             |
        | jp-2 | axis   | squad | D5  | 6  | 5     | 7      | 5             |
        | us-1 | allied | squad | D5  | 6  | 5     | 7      | 5             |
      And the lines of sight:
        | from | to | sight |
        | B5   | D5 | clear |
        | B5   | E6 | clear |
        | D5   | E6 | clear |
      And the axis player holds the Initiative card

    @O27.1.1 @19.1
    Scenario: With the only enemy unit in a melee hex, no Fire order can be given
      When the axis player announces a Fire Order
      Then the Fire Order is refused citing O27.1.1

    @O27.1.2 @19.1
    Scenario: A squad in a melee hex cannot be activated to fire
      Given the firing units:
        | unit | owner  | kind | hex | fp | range | morale | broken morale |
        | us-t | allied | team | E6  | 3  | 5     | 7      | 6             |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-2"
      Then the decision is rejected citing O27.1.2

    @O27.3 @19.1
    Scenario: A melee hex is no target, though another hex is
      Given the firing units:
        | unit | owner  | kind | hex | fp | range | morale | broken morale |
        | us-t | allied | team | E6  | 3  | 5     | 7      | 6             |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D5
      Then the decision is rejected citing O27.3

  Rule: 1.9.1 Die triggers: no Jammed! in CC:P
    "These four triggers immediately and … pause normal game play in order … perform a specific task."
    "Jammed trigger —Not in CC:P ."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | B5  | 6  | 5     | 7      | 5             |
        | us-1 | allied | squad | D5  | 6  | 5     | 7      | 5             |
      And the lines of sight:
        | from | to | sight |
        | B5   | D5 | clear |
      And the axis player holds the Initiative card

    @1.9.1
    Scenario: A Fire Attack Roll with a Jammed! trigger is no CC:P roll
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D5
      And the Fire Attack Roll is 3•4 with a Jammed! trigger
      Then it is rejected with code "impossible-roll" naming "events[3].trigger", citing 1.9.1

  Rule: A48 Sustained Fire, and the Actions named by their CC:P numbers
    "O27.3.1.2 Group FP The total FP of a Fire Group is X+Y"

    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-g | axis   | team  | B5  | 3  | 5     | 7      | 6             |
        | us-1 | allied | squad | D5  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | jp-mg  | jp-g | mg   | 5  | 8     |
      And the lines of sight:
        | from | to | sight |
        | B5   | D5 | clear |
      And the axis player holds the Initiative card

    @A48 @O27.3.3 @A35 @A37 @A42 @A45
    Scenario: Sustained Fire (A48) adds 2 FP; doubles break the MG
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-g"
      And "jp-mg" fires at D5
      And the axis player plays A48
      And the Fire Attack Roll is 2•2
      And "us-1" makes a Fire Defense Roll of 1•1
      Then the shot's FP is 7
      And the Attack Total is 11
      And the Weapons broken by the shot are "jp-mg"
      And "us-1" is broken

    @A32
    Scenario: Spray Fire (CC:E A40) is no CC:P Action
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-g"
      And "jp-mg" fires at D5
      And the axis player plays A40
      Then it is rejected with code "invalid-field" naming "events[2].action", citing A32
