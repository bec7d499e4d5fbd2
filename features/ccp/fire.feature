Feature: Fire (CC:P O27)
  Decides who may be activated by a Fire order, which hex each piece may fire at, the FP of each shot,
  Ordnance Targeting, the Fire Attack Roll and the Fire Defense Roll of every unit in the target hex.
  CC:E's Fire (O20) with Pacific's differences: a Defense Total half (or less) the Attack Total eliminates,
  melee hexes neither fire nor are fired at, and there is no Jammed! trigger; Scouts activate and spot for
  mortars (3.3.3), and the Sogeki Hei snipes (3.3.4). The Japanese player is the situation's "axis" player.

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

    # A fourth Team makes E5 hold 4 × 2 + 1 = 9 figures: overstacked by 2, its Cover 0 − 2 = −2 (15.2.2).
    @O27.3.4 @3.2.4 @15.2.2
    Scenario: A broken team that breaks again is eliminated
      Given the firing units:
        | unit  | owner  | kind | hex | fp | range | morale | broken morale | broken |
        | us-t4 | allied | team | E5  | 3  | 5     | 7      | 6             | yes    |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3, jp-4"
      And "jp-1, jp-2, jp-3, jp-4" fire at E5 with "jp-1" as the base
      And the Fire Attack Roll is 4•6
      And "us-t4" makes a Fire Defense Roll of 6•1
      Then the Defense Total of "us-t4" is 11 with Morale 4
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

    @O27.1 @O27.1.2 @19.1
    Scenario: The only Japanese squad not yet activated is in a melee hex: no Fire order, though E6 is in its LOS and range
      Given the firing units:
        | unit | owner  | kind | hex | fp | range | morale | broken morale |
        | us-t | allied | team | E6  | 3  | 5     | 7      | 6             |
      And "jp-1" was already activated this Turn
      When the axis player announces a Fire Order
      Then the Fire Order is refused citing O27.1.1
      And the trace cites O27.1 and O27.1.2

    @O27.1 @O27.1.2 @19.1
    Scenario: The squad outside the melee hex may be activated; it fires at E6
      Given the firing units:
        | unit | owner  | kind | hex | fp | range | morale | broken morale |
        | us-t | allied | team | E6  | 3  | 5     | 7      | 6             |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      Then the trace cites O27.1 and O27.1.2

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

  Rule: O27.2 Ordnance & Targeting: the rulebook's examples
    "Ordnance must first secure a hit against the targeted hex before making a Fire Attack roll."
    "O27.2.2 Targeting Range Determine the range by counting the number of hexes from the firing piece to its target hex – including the target hex but excluding the firing piece’s hex."
    "Note that mortars also have a minimum range at which they can fire."
    "the active player must make a die roll – but multiplying the two dice together rather than adding them together as with other rolls – that is greater than the range in order to hit the targeted hex. Any other result is a miss and the attack is cancelled with no further effect."
    "So a Targeting roll of 1∙6 (total of 6) misses at range 6 or more, and will hit if the range is 5 or less."
    "O27.2.4 Targeting & Hindrances Targeting rolls are always modified by any relevant Hindrance along the way [16.3.1]."
    "Ordnance firing at a target 5 hexes away with one or more grass hexes in between (Hindrance of 3) would need to physically roll “9” or more to hit instead of “6+”."
    "16.3.1 Targeting & Hindrances Any Accuracy [O24.3.2] or Targeting [O27.2] LOS traced through an intervening Hindrance will have its roll decreased by an amount equal to the number listed in that terrain’s LOS column of the Terrain Chart. If the firing piece hits, any subsequent Artillery Impact/Fire Attack roll will be unaffected by the Hindrance."
    "Weapons with a white band must always fire alone and thus can never be assigned as part of a Fire Group."

    # The examples give no map: a Japanese Mortar (4 FP, range 2-12) in F1 fires down column F, so F6 is 5 hexes
    # away and F7 6 (O27.2.2). The map is partial (column F between F2 and F6 unlisted), so the line of sight to
    # F6 states the examples' grass Hindrance of 3 itself. The Mortar's Team has Range 5 so that it could reach F6.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | F1  | Open Ground |
        | F2  | Open Ground |
        | F6  | Open Ground |
        | F7  | Open Ground |
      And the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-m    | axis   | team  | F1  | 2  | 5     | 7      | 6             |
        | us-adj  | allied | team  | F2  | 3  | 5     | 7      | 6             |
        | us-at-5 | allied | squad | F6  | 6  | 5     | 7      | 5             |
        | us-at-6 | allied | squad | F7  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon    | unit | type   | fp | range | min range | ordnance |
        | jp-mortar | jp-m | mortar | 4  | 12    | 2         | yes      |
      And the axis player holds the Initiative card

    @O27.2 @O27.2.2 @O27.2.3 @O27.3.1.1 @16.3.1
    Scenario: 1•6 (total "6") misses at range 6
      Given the lines of sight:
        | from | to | sight |
        | F1   | F7 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at F7
      And the Targeting Roll is 1•6
      Then the Targeting Roll misses with 6 against Hindrance 0 and range 6
      And the shot ended "missed"

    @O27.2 @O27.2.2 @O27.2.3 @16.3.1 @O27.3.4
    Scenario: 1•6 (total "6") hits at range 5: 4 + 3•3 = 10 against 7 + 1•1 = 9 breaks the Squad
      Given the lines of sight:
        | from | to | sight |
        | F1   | F6 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at F6
      And the Targeting Roll is 1•6
      And the Fire Attack Roll is 3•3
      And "us-at-5" makes a Fire Defense Roll of 1•1
      Then the Targeting Roll hits with 6 against Hindrance 0 and range 5
      And the shot's FP is 4
      And the Attack Total is 10
      And the Defense Total of "us-at-5" is 9 with Morale 7
      And "us-at-5" is broken

    @O27.2.3 @16.3.1 @O27.2.4
    Scenario: Through a Hindrance of 3 at 5 hexes, 2•4 = 8 misses: 8 − 3 = 5 is not greater than 5
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | F1   | F6 | hindrance | 3         |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at F6
      And the Targeting Roll is 2•4
      Then the Targeting Roll misses with 8 against Hindrance 3 and range 5
      And the shot ended "missed"

    @O27.2.3 @16.3.1 @O27.2.4 @O27.3.4
    Scenario: Through a Hindrance of 3 at 5 hexes, 3•3 = 9 hits ("9" or more); the Fire Attack keeps its 4 FP: 4 + 3•4 = 11 ties 7 + 2•2
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | F1   | F6 | hindrance | 3         |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at F6
      And the Targeting Roll is 3•3
      And the Fire Attack Roll is 3•4
      And "us-at-5" makes a Fire Defense Roll of 2•2
      Then the Targeting Roll hits with 9 against Hindrance 3 and range 5
      And the shot's FP is 4
      And the Attack Total is 11
      And the Defense Total of "us-at-5" is 11 with Morale 7
      And "us-at-5" is Suppressed
      And "us-at-5" is unbroken

    @O27.3.1.1
    Scenario: The Mortar, being Ordnance, cannot fire in a Fire Group with its own Team
      Given the lines of sight:
        | from | to | sight |
        | F1   | F6 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar, jp-m" fire at F6
      Then the decision is rejected citing O27.3.1.1

    @O27.2.2
    Scenario: The Mortar's minimum range of 2: the adjacent hex F2 cannot be targeted
      Given the lines of sight:
        | from | to | sight |
        | F1   | F2 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at F2
      Then the decision is rejected citing O27.2.2

  Rule: 16.3.2.1 Firepower Reduction, and 5.3: the Weapon of an eliminated unit
    "16.3.2 Fire Attacks & Hindrances 16.3.2.1 Firepower Reduction"
    "Any non-ordnance Fire Attack [O27.3] traced through an intervening Hindrance will have its FP reduced by an amount equal to the number listed in that terrain’s LOS column of the Terrain Chart."
    "Eliminated weapons are always placed in the “weapons” section of the Casualty Track [11.2]"
    "Whenever a non-Hero unit is eliminated, it (and its possessed weapon, if any) is placed on the Casualty Track. Weapons are placed in the large central box."

    # The Japanese Squad in B5 fires down row 5 at the American Team in E5, which carries an MG (2 FP).
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
        | E5  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | B5  | 6  | 5     | 7      | 5             |
        | us-t | allied | team  | E5  | 3  | 5     | 7      | 6             |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | us-mg  | us-t | mg   | 2  | 6     |
      And the axis player holds the Initiative card

    @16.3.2.1 @16.3.2 @O27.3.2
    Scenario: Through a Smoke 3 in C5 the Squad's 6 FP is 3: 3 + 4•4 = 11 against 7 + 2•2 = 11 suppresses the Team, whose MG stays
      Given the battlefield:
        | hex | terrain     | markers |
        | C5  | Open Ground | Smoke:3 |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-t" makes a Fire Defense Roll of 2•2
      Then the shot's FP is 3
      And the Attack Total is 11
      And the Defense Total of "us-t" is 11 with Morale 7
      And "us-t" is Suppressed
      And the Weapon box holds ""
      And the trace cites 16.3.2.1

    @5.3 @11.2 @O27.3.4
    Scenario: 6 + 6•6 = 18 against 7 + 1•1 = 9, half: the Team is eliminated and its MG goes to the Weapons Box
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 6•6
      And "us-t" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 18
      And the Defense Total of "us-t" is 9 with Morale 7
      And "us-t" is eliminated
      And the Weapon box holds "us-mg"
      And the trace cites 5.3 and 11.2

  Rule: 18.3 Night Visibility
    "There exists an automatic Hindrance of … X, where X is the range from the sighting … unit’s hex to the targeted unit’s hex"
    "this night … Hindrance is not cumulative with other"
    "A starshell “illuminates” its own hex as well as every hex within 2 hexes of it. The Night Hindrance [18.3] is ignored in its entirety if the target hex is illuminated."

    # The Japanese Squad in B5 (6 FP) and a Mortar Team in B6, activated by the Leader in B6, fire at the
    # American Squad in E5: range 3 from either, so the night Hindrance is 3.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | B6  | Open Ground |
        | E5  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | jp-ldr | axis   | leader | B6  | 1  | 1     | 9      | 7             | 1       |
        | jp-1   | axis   | squad  | B5  | 6  | 5     | 7      | 5             |         |
        | jp-m   | axis   | team   | B6  | 2  | 3     | 7      | 6             |         |
        | us-1   | allied | squad  | E5  | 6  | 5     | 7      | 5             |         |
      And the Weapons:
        | weapon    | unit | type   | fp | range | ordnance |
        | jp-mortar | jp-m | mortar | 4  | 12    | yes      |
      And the lines of sight:
        | from | to | sight |
        | B5   | E5 | clear |
        | B6   | E5 | clear |
      And the axis player holds the Initiative card

    @18.3 @16.3.2.1 @16.3.3
    Scenario: Without a starshell, the Squad's 6 FP at range 3 is 3: 3 + 3•4 = 10 ties 7 + 1•2, and the Squad is suppressed
      Given the scenario is at night, without a starshell
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-m"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 3
      And the Attack Total is 10
      And the Defense Total of "us-1" is 10 with Morale 7
      And "us-1" is Suppressed
      And the trace cites 18.3

    @18.3 @7.2
    Scenario: A starshell in E3, 2 hexes from the target hex, illuminates it: 6 + 3•4 = 13 against 10 breaks the Squad
      Given the scenario is at night, with a starshell in E3
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-m"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 6
      And the Attack Total is 13
      And "us-1" is broken
      And the trace cites 7.2

    @18.3 @7.2
    Scenario: A starshell in E2, 3 hexes from the target hex, does not: the Squad's FP is 3, and 3 + 3•4 = 10 ties 7 + 1•2
      Given the scenario is at night, with a starshell in E2
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-m"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 3
      And "us-1" is Suppressed

    @18.3 @16.3.3
    Scenario: With a "2" smoke marker in the target hex, the largest Hindrance, 3, counts: FP 3, not 1 (Attack Total 3 + 3•4 = 10)
      Given the scenario is at night, without a starshell
      And the battlefield:
        | hex | terrain     | markers |
        | E5  | Open Ground | Smoke:2 |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-m"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 3
      And the Attack Total is 10

    @18.3 @O27.2.4 @O27.2.3
    Scenario Outline: The Mortar at range 3 by night: <white>•<colored> = <product>, less the Hindrance of 3, <verdict> (it must be greater than 3)
      Given the scenario is at night, without a starshell
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-m"
      And "jp-mortar" fires at E5
      And the Targeting Roll is <white>•<colored>
      Then the Targeting Roll <verdict> with <product> against Hindrance 3 and range 3

      Examples:
        | white | colored | product | verdict |
        | 2     | 3       | 6       | misses  |
        | 2     | 4       | 8       | hits    |

  Rule: O27.2.1 Smoke Rounds
    "Ordnance is allowed to target any hex within its range – even one containing no enemy units – if it will place smoke this way."
    "If smoke placement is announced in this manner, then a successful Targeting roll will simply place a random smoke marker into the targeted hex instead of using the weapon’s FP to make a Fire Attack roll against it."
    "b) Unless firing smoke [O27.2.1], there must be at least one in-LOS enemy unit in a targeted hex for the shot to occur."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | E2  | Open Ground |
        | E5  | Open Ground |
        | E6  | Open Ground |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-m  | axis   | team  | E2  | 2  | 3     | 7      | 6             |
        | us-sq | allied | squad | E6  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon    | unit | type   | fp | range | min range | ordnance | smoke |
        | jp-mortar | jp-m | mortar | 4  | 12    | 2         | yes      | yes   |
      And the lines of sight:
        | from | to | sight |
        | E2   | E5 | clear |
        | E2   | E6 | clear |
      And the axis player holds the Initiative card

    @O27.2.1 @O27.2 @O27.2.3 @16.3.1
    Scenario: A Smoke round at the empty hex E5, 3 away, hits with 2•2 = 4 and places Smoke
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires Smoke at E5
      And the Targeting Roll is 2•2
      Then the Targeting Roll hits with 4 against Hindrance 0 and range 3
      And Smoke was placed in E5

    @O27.2.1 @O27.2.3
    Scenario: A Smoke round's 1•3 = 3 at range 3 is no more than the range: a miss, and no Smoke
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires Smoke at E5
      And the Targeting Roll is 1•3
      Then the Targeting Roll misses with 3 against Hindrance 0 and range 3
      And the shot ended "missed"

    @O27.2.1 @O27.3
    Scenario: Without Smoke announced, the empty hex E5 cannot be targeted
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at E5
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

  Rule: A41.3 Op Fire exceptions
    "Units (and their weapons) that are activated for Op Fire follow all normal rules for a Fire order [O27], with three important exceptions:"
    "a) Ordnance [3.3.4b & 5.5] cannot conduct Op Fire (though a unit possessing an Ordnance weapon could itself fire normally)."
    "b) They are not limited to only firing once, and so remain activated and eligible to fire at moving targets for the entirety of that Move order (only)."
    "c) No more than one Fire Attack may be made by the inactive player per MP expenditure by the active player."

    # The Japanese Squad in L5 is moving (the Japanese player's Move order); the American player makes Op Fire.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | L2  | Open Ground |
        | L5  | Open Ground |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq | allied | squad | L2  | 6  | 6     | 7      | 5             |
        | us-mt | allied | team  | L2  | 2  | 3     | 7      | 6             |
        | jp-sq | axis   | squad | L5  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon    | unit  | type   | fp | range | min range | ordnance |
        | us-mortar | us-mt | mortar | 4  | 12    | 2         | yes      |
      And the lines of sight:
        | from | to | sight |
        | L2   | L5 | clear |
      And "jp-sq" is activated to Move
      And the axis player holds the Initiative card

    @A41.3 @O27.3.4
    Scenario: A Squad Op-Fire-activated earlier in this Move order fires again: 6 + 3•4 = 13 ties 7 + 3•3, and the Moving Squad breaks
      Given "us-sq" was already activated this Turn
      And "us-sq" was already activated for Op Fire in this Move Order
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 3•4
      And "jp-sq" makes a Fire Defense Roll of 3•3
      Then the Attack Total is 13
      And the Defense Total of "jp-sq" is 13 with Morale 7
      And "jp-sq" is broken
      And the Fire Order is over

    @A41.3
    Scenario: A Mortar cannot conduct Op Fire
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-mt"
      And "us-mortar" fires at L5
      Then the decision is rejected citing A41.3

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

    @A48 @O27.3.3
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

  Rule: A35 Bore Sighting, A37 Crossfire, A42 Hand Grenades, A45 Marksmanship: +2 FP each, and who may play them
    "Crossfire may only be played just prior to the player making a Fire Attack roll, and only when firing at a Moving [O29] unit."
    "Bore Sighting may only be played by the scenario Defender – never a player assigned the Posture of Attacker, Banzai, Invader or Recon – and only just prior to making a Fire Attack roll involving a firing weapon with a printed FP of at least “5” (before any modifications)."
    "Hand Grenades may only be played just prior to the player making a Fire Attack roll, and only if at least one piece is firing at an adjacent hex. For a Fire Group, only one firing hex need be adjacent to the targeted hex."
    "Marksmanship may only be played just prior to the player making a Fire Attack roll. The attack must include a firing squad or team of the indicated faction."
    "Effect —Increase the Fire Attack’s FP by +2."

    # Worked by hand: the American player fires at the Japanese Squad in D5 (Morale 7, Open Ground: Cover 0). The
    # Leader in B5 adds its Command 1 to the units and the Weapon in its hex (3.3.1.2, 3.3.1.3), not to us-1 in C5.
    # Each Action's +2 makes the Attack Total tie the Defense Total (suppressed, O27.3.4 c), where without it the
    # Defense Total would be greater (no effect). "america" is the faction (the situation's nationality) of us-2.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command | nationality |
        | us-ldr | allied | leader | B5  | 1  | 1     | 9      | 7             | 1       |             |
        | us-1   | allied | squad  | C5  | 6  | 5     | 7      | 5             |         |             |
        | us-2   | allied | squad  | B5  | 6  | 5     | 7      | 5             |         | america     |
        | us-g   | allied | team   | B5  | 1  | 4     | 7      | 6             |         |             |
        | jp-1   | axis   | squad  | D5  | 6  | 5     | 7      | 5             |         |             |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | us-mg  | us-g | mg   | 5  | 8     |
      And the lines of sight:
        | from | to | sight |
        | B5   | D5 | clear |
        | C5   | D5 | clear |
      And the axis player holds the Initiative card

    @A35 @O27.3.3
    Scenario: The scenario Defender's MG (printed FP 5) fires with Bore Sighting: 5 + 1 Command + 2 = 8, and 8 + 3•4 = 15 ties 7 + 4•4
      Given the scenario Defender is the allied player
      When the allied player announces a Fire Order
      And the Fire Order activates "us-g"
      And "us-mg" fires at D5
      And the allied player plays A35
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 4•4
      Then the shot's FP is 8
      And the shot's FP terms citing A35 are "2"
      And the Attack Total is 15
      And "jp-1" is Suppressed

    @A35
    Scenario: Bore Sighting by a player who is not the scenario Defender is refused
      Given the scenario Defender is the axis player
      When the allied player announces a Fire Order
      And the Fire Order activates "us-g"
      And "us-mg" fires at D5
      And the allied player plays A35
      Then it is rejected with code "invalid-field" naming "events[2]", citing A35

    @A35
    Scenario: Bore Sighting on a shot whose only firing piece is a Squad (no weapon) is refused
      Given the scenario Defender is the allied player
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D5
      And the allied player plays A35
      Then it is rejected with code "invalid-field" naming "events[2]", citing A35

    @A37 @O27.3.4
    Scenario: Crossfire at a Squad activated to Move: 6 + 1 Command + 2 = 9, and 9 + 3•4 = 16 ties 7 + 4•5: the moving Squad breaks
      Given "jp-1" is activated to Move
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at D5
      And the allied player plays A37
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 4•5
      Then the shot's FP is 9
      And the shot's FP terms citing A37 are "2"
      And the Attack Total is 16
      And "jp-1" is broken

    @A42 @O27.3.1.2 @O27.3.3
    Scenario: A Fire Group with one firing hex adjacent to the target plays Hand Grenades: X 6 + Y 1 + 2 = 9, and 9 + 3•4 = 16 ties 7 + 4•5
      When the allied player announces a Fire Order
      And the Fire Order activates "us-ldr, us-1, us-2"
      And "us-1, us-2" fire at D5 with "us-1" as the base
      And the allied player plays A42
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 4•5
      Then the shot's FP is 9
      And the shot's FP terms citing A42 are "2"
      And the Attack Total is 16
      And "jp-1" is Suppressed

    @A42
    Scenario: Hand Grenades on a shot with no piece firing at an adjacent hex is refused
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at D5
      And the allied player plays A42
      Then it is rejected with code "invalid-field" naming "events[2]", citing A42

    @A45 @O27.3.3
    Scenario: Marksmanship indicating the firing Squad's faction: 6 + 1 Command + 2 = 9, and 9 + 3•4 = 16 ties 7 + 4•5
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at D5
      And the allied player plays A45 indicating america
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 4•5
      Then the shot's FP is 9
      And the shot's FP terms citing A45 are "2"
      And the Attack Total is 16
      And "jp-1" is Suppressed

    @A45
    Scenario: Marksmanship indicating a faction no firing Squad or Team has is refused
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at D5
      And the allied player plays A45 indicating germany
      Then it is rejected with code "invalid-field" naming "events[2]", citing A45

  Rule: 15.2.2 Overstacking Penalty, T81.3.2: the Cover of the target hex
    "In any hex which is overstacked – that is, there are units present sporting 8 or more soldier figures – Cover in that hex is reduced by one for each soldier figure present above 7."
    "Two US squads with printed morales of 7 are stacked in a palm hex. Since the hex is overstacked by one soldier figure, the nominal 1 Cover afforded by the palm instead drops to 0. If a third US squad was stacked there (12 total soldier figures, or 5 figures over the stacking limit) the Cover of the hex would instead be –4 (negative four), causing each squad’s morale to drop to 3!"
    "Cover within any hex that is overstacked [15.2] is reduced by one for each soldier figure present above 7."
    "Cover directly modifies the morale of every unit in the same hex at all times and for all purposes."

    # The rulebook's example is in a palm hex (T93: "COVER: 1"). The Japanese Squad in C6 (6 FP) fires at
    # the adjacent Palm hex D6.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | C6  | Open Ground |
        | D6  | Palm        |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | jp-1   | axis   | squad  | C6  | 6  | 5     | 7      | 5             |         |
      And the axis player holds the Initiative card

    @15.2.2 @T81.3.2 @15.2.1 @T81.3.1
    Scenario: The rulebook's example: two US squads in the palm hex — its 1 Cover drops to 0; 6 + 3•4 = 13 ties 7 + 3•3 and suppresses
      Given the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-1 | allied | squad | D6  | 6  | 5     | 7      | 5             |
        | us-2 | allied | squad | D6  | 6  | 5     | 7      | 5             |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 3•3
      And "us-2" makes a Fire Defense Roll of 3•3
      Then the Attack Total is 13
      And the Defense Total of "us-1" is 13 with Morale 7
      And the Morale "us-1" defended with counts -1 for 15.2.2
      And "us-1" is Suppressed
      And the trace cites 15.2.2 and T81.3.2

    @15.2.2 @T81.3.2 @15.2.1
    Scenario: The rulebook's example: a third US squad — 12 figures, Cover 1 − 5 = −4, Morale 3: 3 + 2•2 = 7 breaks against 13, more than half
      Given the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-1 | allied | squad | D6  | 6  | 5     | 7      | 5             |
        | us-2 | allied | squad | D6  | 6  | 5     | 7      | 5             |
        | us-3 | allied | squad | D6  | 6  | 5     | 7      | 5             |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 2•2
      Then the Defense Total of "us-1" is 7 with Morale 3
      And the Morale "us-1" defended with counts -5 for 15.2.2
      And "us-1" is broken

    @15.2.1 @15.2.2
    Scenario: A Squad, a Team and a Leader make 7 figures, not overstacked: the Palm's Cover 1 stays, 8 + 3•4 = 15 ties 6 + 4•5
      Given the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-1   | allied | squad  | D6  | 6  | 5     | 7      | 5             |         |
        | us-t   | allied | team   | D6  | 3  | 5     | 7      | 6             |         |
        | us-ldr | allied | leader | D6  | 1  | 1     | 9      | 7             | 0       |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 4•5
      And "us-1" makes a Fire Defense Roll of 3•4
      Then the Defense Total of "us-1" is 15 with Morale 8
      And the Morale "us-1" defended with counts nothing for 15.2.2
      And "us-1" is Suppressed

    # Each Defense Roll reads the Cover of the hex as it is then ("at all times", T81.3.1): once the first
    # Squad is eliminated, 8 figures are left and the Cover is 1 − 1 = 0. (O27.3.4's own advice reads the
    # same way: a Leader who breaks first no longer adds his command to the others' Defense Rolls.)
    @15.2.2 @T81.3.1 @O27.3.4
    Scenario: Three Squads: 6 + 6•6 = 18 eliminates the first at 3 + 1•1 = 5; the second then defends with Morale 7: 7 + 1•1 = 9 is half, eliminated; the third with Cover 1, Morale 8
      Given the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-1 | allied | squad | D6  | 6  | 5     | 7      | 5             |
        | us-2 | allied | squad | D6  | 6  | 5     | 7      | 5             |
        | us-3 | allied | squad | D6  | 6  | 5     | 7      | 5             |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 6•6
      And "us-1" makes a Fire Defense Roll of 1•1
      And "us-2" makes a Fire Defense Roll of 1•1
      And "us-3" makes a Fire Defense Roll of 1•2
      Then the Defense Total of "us-1" is 5 with Morale 3
      And "us-1" is eliminated
      And the Defense Total of "us-2" is 9 with Morale 7
      And "us-2" is eliminated
      And the Defense Total of "us-3" is 11 with Morale 8
      And the Morale "us-3" defended with counts nothing for 15.2.2
      And "us-3" is broken

  Rule: T81.3.1 General Rules: Cover is never cumulative
    "Cover is never cumulative, however, so a unit’s owner must choose only one instance of Cover to apply if more than one is present."
    "Squad A shoots at team B with a printed morale of 7 in a palm hex. The team’s current morale is actually 8 because of the 1 Cover afforded by the palm. If the team was stacked with a foxholes marker, the owning player could choose to ignore the Cover of the palm and instead add the 3 Cover of the foxholes, giving it 10 morale."

    @T81.3.1
    Scenario: The rulebook's example: a Team of printed Morale 7 in a palm hex is at 8: 8 + 2•3 = 13 breaks against 6 + 4•4 = 14
      Given the battlefield:
        | hex | terrain     |
        | C6  | Open Ground |
        | D6  | Palm        |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | C6  | 6  | 5     | 7      | 5             |
        | us-t | allied | team  | D6  | 3  | 5     | 7      | 6             |
      And the axis player holds the Initiative card
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 4•4
      And "us-t" makes a Fire Defense Roll of 2•3
      Then the Attack Total is 14
      And the Defense Total of "us-t" is 13 with Morale 8
      And "us-t" is broken

    @T81.3.1
    Scenario: The rulebook's example: the Team in the palm hex with Foxholes defends with 10, not 11: 10 + 1•2 = 13 breaks against 6 + 4•4 = 14
      Given the battlefield:
        | hex | terrain     | markers  |
        | C6  | Open Ground |          |
        | D6  | Palm        | Foxholes |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | C6  | 6  | 5     | 7      | 5             |
        | us-t | allied | team  | D6  | 3  | 5     | 7      | 6             |
      And the axis player holds the Initiative card
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 4•4
      And the axis player declines Explosive Charge
      And "us-t" makes a Fire Defense Roll of 1•2
      Then the Attack Total is 14
      And the Defense Total of "us-t" is 13 with Morale 10
      And "us-t" is broken

  Rule: T81.4 LOS, T81.3.1 Cover: CC:P's own terrain on the shot (T90 Hut, T91 Jungle, T93 Palm, T97 Swamp)
    The Cover and LOS lines of CC:P's own terrain (machines/ccp/terrain.ts, where the interleaved columns of
    the extraction are told apart): Hut Cover 2 and a 4 Hindrance, Palm Cover 1 and a 1 Hindrance, Jungle
    Cover 2 and an Obstacle, Swamp water terrain.
    "T81.4 LOS Each terrain lists whether it is an Obstacle, Hindrance or Clear."
    "A hut is defined as any obviously manmade structure (other than a bridge) that occupies only one hex."
    "LOS: 4 Hindrance"
    "LOS: 1 Hindrance"
    "T91. JUNGLE MOVE COST: 3 COVER: 2"
    "a lower-level jungle, swamp or building creates a one-hex blind zone"
    "Water Terrain —No weapon of any kind may fire from a swamp hex."

    # The Japanese Squad in B5 fires down row 5 at the American Team in E5 (B5-E5: the whole line of fire).
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
        | E5  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | B5  | 6  | 5     | 7      | 5             |
        | us-t | allied | team  | E5  | 3  | 5     | 7      | 6             |
      And the axis player holds the Initiative card

    @T90 @T81.4 @16.3.2.1
    Scenario: Through a Hut in C5 the Squad's 6 FP is 2: 2 + 4•4 = 10 ties 7 + 1•2 and suppresses the Team
      Given the battlefield:
        | hex | terrain |
        | C5  | Hut     |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-t" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 2
      And the Attack Total is 10
      And the Defense Total of "us-t" is 10 with Morale 7
      And "us-t" is Suppressed

    @T81.4 @16.3.3 @16.3.2.1
    Scenario: Through a Palm in C5 and a Hut in D5 the largest Hindrance counts: FP 6 − 4 = 2, not 6 − 5 = 1
      Given the battlefield:
        | hex | terrain |
        | C5  | Palm    |
        | D5  | Hut     |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-t" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 2
      And the Attack Total is 10

    @T81.4 @16.3.2.1
    Scenario: Through a Palm in C5 the Squad's 6 FP is 5: 5 + 4•4 = 13 against 7 + 1•2 = 10 breaks the Team
      Given the battlefield:
        | hex | terrain |
        | C5  | Palm    |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-t" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 5
      And the Attack Total is 13
      And "us-t" is broken

    @T91 @T81.4 @16.2.1 @O27.1.1
    Scenario: Jungle in C5 blocks the only LOS to an enemy unit: no Fire order can be given
      Given the battlefield:
        | hex | terrain |
        | C5  | Jungle  |
      When the axis player announces a Fire Order
      Then the Fire Order is refused citing O27.1.1

    @T81.3.1
    Scenario: The Team in Jungle defends with Morale 7 + 2 = 9: 9 + 2•3 = 14 ties 6 + 4•4 and is suppressed
      Given the battlefield:
        | hex | terrain |
        | E5  | Jungle  |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-t" makes a Fire Defense Roll of 2•3
      Then the Attack Total is 14
      And the Defense Total of "us-t" is 14 with Morale 9
      And "us-t" is Suppressed

    @T97
    Scenario: The Squad in a Swamp cannot fire its MG; the Squad itself fires
      Given the battlefield:
        | hex | terrain |
        | B5  | Swamp   |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | jp-mg  | jp-1 | mg   | 2  | 8     |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-mg" fires at E5
      Then the decision is rejected citing T97

  Rule: T91, T97 Airbursts: a mortar's Attack Total against a jungle or swamp hex
    "Airbursts —The Fire Attack Total of any mortar or artillery attack against a jungle hex is always increased by 2. So a 6-FP mortar that fires into a jungle hex and makes an Attack roll of “7” would have an Attack Total of 15 instead of 13. This is true even if one or more units in the targeted hex will be using an alternate Cover, such as from a cave or pillbox."
    "Airbursts —The Fire Attack Total of any mortar or artillery attack against a swamp hex is always increased by 2."

    # A Japanese 6-FP Mortar (range 2-12) in B5 fires down row 5 at the Allied Squad in E5, 3 hexes away;
    # its Targeting roll 2•2 = 4 is greater than 3 and hits.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-m | axis   | team  | B5  | 3  | 5     | 7      | 6             |
        | us-1 | allied | squad | E5  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon    | unit | type   | fp | range | min range | ordnance |
        | jp-mortar | jp-m | mortar | 6  | 12    | 2         | yes      |
      And the axis player holds the Initiative card

    @T91 @T97 @O27.3.3
    Scenario Outline: The rulebook's example in a <terrain> hex: 6 + 3•4 + 2 = 15 instead of 13; the Squad (Morale 7 + Cover 2 = 9) ties with 9 + 3•3 and is suppressed
      Given the battlefield:
        | hex | terrain   |
        | E5  | <terrain> |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at E5
      And the Targeting Roll is 2•2
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 3•3
      Then the Attack Total is 15
      And the Defense Total of "us-1" is 15 with Morale 9
      And "us-1" is Suppressed

      Examples:
        | terrain |
        | Jungle  |
        | Swamp   |

    # F105's Pillbox Cover against a mortar is 6 (machines/cce/terrain.ts), the better single instance (T81.3.1):
    # Morale 7 + 6 = 13.
    @T91 @O27.3.3 @T81.3.1
    Scenario: A Pillbox in the jungle hex: still 15; the Squad (Morale 13) ties with 13 + 1•1 and is suppressed
      Given the battlefield:
        | hex | terrain | markers |
        | E5  | Jungle  | Pillbox |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at E5
      And the Targeting Roll is 2•2
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 15
      And the Defense Total of "us-1" is 15 with Morale 13
      And "us-1" is Suppressed

  Rule: T82 Beach: Sand, an ordnance weapon's Attack Total against a beach hex
    "T82. BEACH MOVE COST: 1½ COVER: 0"
    "Sand —The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2."
    "b) Patient —A Sogeki Hei is treated as being Ordnance [5.5] for all purposes except that it is a unit and not a weapon."

    # A Japanese 6-FP Mortar (range 2-12) in B5 fires down row 5 at the Allied Squad on the Beach E5, 3 hexes
    # away; its Targeting roll 2•2 = 4 is greater than 3 and hits. The Beach's Cover is 0 (T82).
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
        | E5  | Beach       |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-m | axis   | team  | B5  | 3  | 5     | 7      | 6             |
        | us-1 | allied | squad | E5  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon    | unit | type   | fp | range | min range | ordnance |
        | jp-mortar | jp-m | mortar | 6  | 12    | 2         | yes      |
      And the axis player holds the Initiative card

    # Worked by hand: 6 FP + 3•4 = 13, - 2 Sand = 11; the Squad's Defense Total 7 + 0 + 2•2 = 11 ties and
    # suppresses it (O27.3.4 c); without Sand (13) it would break.
    @T82 @O27.3.3
    Scenario: The mortar's 6 + 3•4 = 13 is 11 against the beach; the Squad (Morale 7, Cover 0) ties with 7 + 2•2 and is suppressed
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-mortar" fires at E5
      And the Targeting Roll is 2•2
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 2•2
      Then the Attack Total is 11
      And the Defense Total of "us-1" is 11 with Morale 7
      And "us-1" is Suppressed
      And the trace cites T82

    # Worked by hand: the Team itself (FP 3, not ordnance) fires at the beach, 3 hexes away within its range 5:
    # 3 + 3•4 = 10, no Sand; the Squad's 7 + 0 + 1•1 = 9 is less than 10 and more than half of it: broken.
    @T82 @O27.3.3
    Scenario: A unit's own FP is no ordnance weapon: 3 + 3•4 = 10 against the beach
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-m"
      And "jp-m" fires at E5
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 10
      And "us-1" is broken

    # Worked by hand: the Sogeki Hei (FP 2) in B5, 3 hexes from the beach E5, hits with 2•2 = 4 > 3 and rolls
    # 3×4 = 12: 2 + 12 = 14 under ccp.sand-sogeki-hei's default (not-a-weapon), 14 - 2 = 12 under `ordnance`;
    # the Squad's 7 + 0 + 1•1 = 9 is more than half of either (7, 6) and less: broken.
    @T82 @3.3.4
    Scenario Outline: The Sogeki Hei's 2 + 3×4 against the beach is <total> (reading ccp.sand-sogeki-hei = <reading>)
      Given the reading "ccp.sand-sogeki-hei" is "<reading>"
      And the firing units:
        | unit  | owner | kind   | hex | fp | range | morale | broken morale | sogeki hei |
        | jp-sh | axis  | leader | B5  | 2  | 6     | 9      | 7             | yes        |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sh"
      And "jp-sh" fires at E5
      And the Targeting Roll is 2•2
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•1
      Then the Attack Total is <total>
      And "us-1" is broken

      Examples:
        | reading      | total |
        | not-a-weapon | 14    |
        | ordnance     | 12    |

  Rule: A43.4 Hidden Pillbox and A43.5 Hidden Trenchline before a Defense roll against a Fire Attack
    "Hidden Pillbox may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a pillbox marker [F105] into that hex."
    "Hidden Trenchline may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a trench marker [F106] into that hex."
    "A pillbox gives the hex it occupies an alternate Cover of “5”"
    "A trench marker gives the hex it occupies an alternate Cover of “4”"

    Background:
      Given the scenario Defender is the allied player
      And the battlefield:
        | hex | terrain     |
        | C6  | Open Ground |
        | D6  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | C6  | 6  | 6     | 7      | 6             |
        | us-1 | allied | squad | D6  | 6  | 6     | 7      | 6             |
        | us-t | allied | team  | D6  | 3  | 5     | 7      | 6             |
      And the axis player holds the Initiative card

    # Worked by hand: 6 FP + 3•4 = 13. The Allied player, the scenario Defender, places a Hidden Pillbox into D6
    # just before his Squad's roll: Morale 7 + Cover 5 + 1•1 = 14, more than 13: unaffected (O27.3.4 d). In Open
    # Ground (Cover 0) the same roll, 9, is more than half of 13 and less than it: broken (b).
    @A43.4 @F105 @O27.3.4
    Scenario: A Hidden Pillbox placed just before the Defender's Defense roll saves the Squad: 7 + 5 + 1•1 = 14 against 13
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.4 before the Defense Roll of "us-1"
      And "us-1" makes its Fire Defense Roll of 1•1
      Then the Defense Roll of "us-1" was against an Attack Total of 13
      And the Defense Total of "us-1" is 14 with Morale 12
      And "us-1" is unbroken
      And "us-1" is not Suppressed
      And the trace cites A43.4 and F105

    # Worked by hand: a Hidden Trenchline instead: 7 + 4 + 1•1 = 13 ties 13 and the Squad, not activated to Move,
    # is suppressed (O27.3.4 c). The trench stays in D6: the Team's roll takes its Cover 4 too, 7 + 4 + 1•2 = 14,
    # more than 13: unaffected.
    @A43.5 @F106.1 @O27.3.4
    Scenario: A Hidden Trenchline: 7 + 4 + 1•1 = 13 ties and suppresses the Squad; the Team then defends with the trench's Cover too
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.5 before the Defense Roll of "us-1"
      And "us-1" makes its Fire Defense Roll of 1•1
      And "us-t" makes a Fire Defense Roll of 1•2
      Then the Defense Total of "us-1" is 13 with Morale 11
      And "us-1" is Suppressed
      And "us-1" is unbroken
      And the Defense Total of "us-t" is 14 with Morale 11
      And "us-t" is unbroken
      And the trace cites A43.5 and F106

    # Worked by hand: after the Hidden Trenchline, D6 already contains a fortification: no Hidden Pillbox before the
    # Team's roll ("nor already contain a fortification of any type").
    @A43.4 @A43.5
    Scenario: A hex that already contains a fortification takes no Hidden Pillbox
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.5 before the Defense Roll of "us-1"
      And "us-1" makes its Fire Defense Roll of 1•1
      And the allied player plays the Hidden action A43.4 before the Defense Roll of "us-t"
      Then the decision is rejected citing A43.4

    # Worked by hand: here the Japanese player is the scenario Defender (A43: "only be played by the scenario
    # Defender"): the American Squad's Defense roll takes no Hidden Pillbox.
    @A43.4 @A43
    Scenario: A player who is not the scenario Defender may not play Hidden Pillbox
      Given the scenario Defender is the axis player
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D6
      And the Fire Attack Roll is 3•4
      And the allied player plays the Hidden action A43.4 before the Defense Roll of "us-1"
      Then the decision is rejected citing A43.4

  Rule: T99 Water Barrier: no longer impassable, its Cover, and no weapon fires from it
    "Water Barrier —No longer impassable."
    "COVER: –2 (negative two)"
    "Water Terrain —No weapon of any kind may fire from a water barrier hex."

    # The Japanese Squad in B5 fires down row 5 (B5-E5: the whole line of fire; a Water Barrier's LOS is Clear).
    Background:
      Given the battlefield:
        | hex | terrain       |
        | B5  | Open Ground   |
        | C5  | Open Ground   |
        | D5  | Open Ground   |
        | E5  | Water Barrier |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | B5  | 6  | 5     | 7      | 5             |
        | us-1 | allied | squad | E5  | 6  | 5     | 7      | 6             |
      And the axis player holds the Initiative card

    # Worked by hand: 6 FP + 4•4 = 14 at range 3. The American Squad stands in the Water Barrier E5 (CC:E's T98 would
    # forbid it): Morale 7 + Cover −2 = 5, and 5 + 5•4 = 14 ties 14: suppressed (O27.3.4 c). In Open Ground the
    # same roll, 7 + 9 = 16, would leave it unaffected.
    @T99 @T81.3.1 @O27.3.4
    Scenario: A Squad in a Water Barrier defends with Morale 7 − 2: 5 + 5•4 = 14 ties 6 + 4•4 and is suppressed
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-1" makes a Fire Defense Roll of 5•4
      Then the Attack Total is 14
      And the Defense Total of "us-1" is 14 with Morale 5
      And "us-1" is Suppressed
      And "us-1" is unbroken

    # Worked by hand: the American Squad in the Water Barrier holds an MG; "No weapon of any kind may fire from a
    # water barrier hex": the MG may not fire at B5.
    @T99
    Scenario: The Squad in a Water Barrier cannot fire its MG
      Given the Weapons:
        | weapon | unit | type | fp | range |
        | us-mg  | us-1 | mg   | 2  | 8     |
      And the allied player holds the Initiative card
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-mg" fires at B5
      Then the decision is rejected citing T99

  Rule: T84 Bridge, T94 Road, T98 Trail on the shot: Cover and LOS
    The Terrain Chart's lines for the three: the Bridge's Cover 1 and a Clear LOS (CC:E's Bridge is a 1 Hindrance,
    T80), the Road's and the Trail's Cover "Use other terrain in the hex" (no CC:E T93 −1) and a Clear LOS. A Bridge
    over a Stream is a bridge hex, not a water hex: a Weapon fires from it. Whether a depiction crosses a hexside is
    not on the chart: the situation's map.hexsides state it (the same map as a Move's); nothing on the shot reads it.
    "MOVE COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex. COVER: 1 LOS: Clear"
    "COVER: Use other terrain in the hex."
    "MOVE COST: 1 if traveling along the trail depiction (that is, the moving unit crossed a trail hexside as it entered the hex); otherwise, depends on the other terrain in the hex. COVER: Use other terrain in the hex. LOS: Clear"
    "Road — +1 MP and –1 Cover modifiers have been dropped."
    "Example: A bridge together with a stream is a “bridge hex” for all purposes, not a “stream hex” (and thus not a water hex, either)."
    "Water Terrain —No weapon of any kind may fire from a stream hex."

    # The Japanese Squad in B5 fires down row 5 at the American Squad in E5 (B5-E5: the whole line of fire).
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
        | E5  | Open Ground |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-1 | axis   | squad | B5  | 6  | 5     | 7      | 5             |
        | us-1 | allied | squad | E5  | 6  | 5     | 7      | 6             |
      And the axis player holds the Initiative card

    # Worked by hand: through the Bridge over a Stream C5 (LOS Clear: no Hindrance) 6 FP + 4•4 = 14. The Squad on
    # the Bridge over a Stream E5 defends with Morale 7 + 1 (the Bridge's Cover; not a stream hex) = 8, and
    # 8 + 2•4 = 14 ties 14: suppressed (O27.3.4 c).
    @T84 @T81.1 @T81.3.1 @T81.4 @O27.3.4
    Scenario: Through a Bridge and at a Squad on a Bridge: 6 + 4•4 = 14, Morale 7 + 1, 8 + 2•4 = 14, suppressed
      Given the battlefield:
        | hex | terrain        |
        | C5  | Stream, Bridge |
        | E5  | Stream, Bridge |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-1" makes a Fire Defense Roll of 2•4
      Then the Attack Total is 14
      And the Defense Total of "us-1" is 14 with Morale 8
      And "us-1" is Suppressed

    # Worked by hand: a Trail crosses the C5/D5 hexside and a Road the D5/E5 one; through C5 and D5, Open Ground
    # with a Trail (and a Road), LOS Clear: 6 FP + 4•4 = 14. The Squad in the Jungle with a Road E5 defends with the Jungle's
    # Cover 2 (the Road's: "Use other terrain in the hex"; no −1): Morale 9, and 9 + 3•2 = 14 ties 14: suppressed.
    @T94 @T98 @T91 @T81.3.1 @O27.3.4
    Scenario: At a Squad in a Jungle with a Road: Morale 7 + 2, no Road −1; 9 + 3•2 = 14 ties 6 + 4•4
      Given the battlefield:
        | hex | terrain           |
        | C5  | Open Ground, Trail       |
        | D5  | Open Ground, Trail, Road |
        | E5  | Jungle, Road             |
      And the C5/D5 hexside is a Trail
      And the D5/E5 hexside is a Road
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at E5
      And the Fire Attack Roll is 4•4
      And "us-1" makes a Fire Defense Roll of 3•2
      Then the Attack Total is 14
      And the Defense Total of "us-1" is 14 with Morale 9
      And "us-1" is Suppressed

    # Worked by hand: the American Squad on the Bridge over a Stream E5 holds an MG; a bridge hex is "not a water
    # hex": the MG fires at B5 (range 3): 2 FP + 3•4 = 9; the Squad in B5: 7 + 6•6 = 19, unaffected. In the
    # bridgeless Stream the MG could not fire (T96).
    @T84 @T81.1 @T96
    Scenario: The Squad on a Bridge over a Stream fires its MG: 2 + 3•4 = 9
      Given the battlefield:
        | hex | terrain        |
        | E5  | Stream, Bridge |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | us-mg  | us-1 | mg   | 2  | 8     |
      And the allied player holds the Initiative card
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-mg" fires at B5
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 6•6
      Then the Attack Total is 9
      And the Defense Total of "jp-1" is 19 with Morale 7

  Rule: 5.6 Specialized Weapons: the flamethrower's Cover 0 in an overstacked hex
    "A flamethrower automatically sets its target’s Cover [T81.3] to “0”, with no modifications possible."

    @15.2.2
    Scenario: Two Squads (8 figures) in a Building under a Flamethrower: Cover 0, not −1: 8 + 2•3 = 13 ties 7 + 3•3
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Building    |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | jp-f | axis   | team  | B5  | 3  | 5     | 7      | 6             |
        | us-1 | allied | squad | C5  | 6  | 5     | 7      | 5             |
        | us-2 | allied | squad | C5  | 6  | 5     | 7      | 5             |
      And the Weapons:
        | weapon     | unit | type         | fp | range |
        | jp-f-flame | jp-f | flamethrower | 8  | 1     |
      And the axis player holds the Initiative card
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-f"
      And "jp-f-flame" fires at C5
      And the Fire Attack Roll is 2•3
      And "us-1" makes a Fire Defense Roll of 3•3
      And "us-2" makes a Fire Defense Roll of 6•6
      Then the Attack Total is 13
      And the Defense Total of "us-1" is 13 with Morale 7
      And the Morale "us-1" defended with counts nothing for 15.2.2
      And "us-1" is Suppressed

  Rule: 3.3.3 Scouts, O27.1.3 Scouts & Mortar Activation, O27.2.5 Scouts & Mortar Spotting
    "3.3.3 Scouts Scouts are normal leaders in every respect, with two exceptions: a) Independent —Having no actual command number, a Scout cannot increase the stats of friendly units and weapons it is stacked with, nor can it activate other friendly units in the same manner as other leaders."
    "b) Mortar Spotting —The “M” command of an unbroken Scout represents its ability to activate [O27.1.3] and then to possibly spot for [O27.2.5] friendly mortars anywhere on the map."
    "O27.1.3 Scouts & Mortar Activation Alternately, a Scout can be activated to fire if it then activates one or more unbroken, unsuppressed friendly units possessing mortars (and not in melee hexes). These units can be anywhere on the map but the Scout itself must have an enemy unit within its LOS that is also within the range of an activated mortar."
    "When a mortar fires, the owning player may choose to have the LOS to the targeted hex be traced from a friendly Scout that activated it [O27.1.3] instead of from the mortar itself. The Targeting roll must still count the actual range from the mortar to the targeted hex but any Hindrance modifying the roll will be based upon the LOS from the activated Scout."
    "A mortar is an indirect fire weapon. When a mortar fires, if it was activated by a Scout [O27.1.3], the LOS may be traced from that Scout (acting as a spotter) rather than from the mortar’s own hex [O27.2.5]."

    # A partial map, the lines of sight stated (an unstated line is blocked): the Allied Scout in D5 sees the
    # Japanese Squad in F5, 2 hexes away; the Mortar Team in A5, 5 hexes from F5, does not. The second Mortar
    # Team in F4 is adjacent to F5, inside the Mortar's minimum range of 2 (O27.2.2). The Scout is a Leader
    # with no command number (its broken side 0 FP, Range 0).
    Background:
      Given the battlefield:
        | hex | terrain     |
        | A4  | Open Ground |
        | A5  | Open Ground |
        | D5  | Open Ground |
        | F4  | Open Ground |
        | F5  | Open Ground |
      And the firing units:
        | unit     | owner  | kind   | hex | fp | range | morale | broken morale | scout |
        | us-scout | allied | leader | D5  | 1  | 1     | 9      | 7             | yes   |
        | us-m     | allied | team   | A5  | 3  | 5     | 7      | 6             |       |
        | us-m2    | allied | team   | F4  | 3  | 5     | 7      | 6             |       |
        | us-sq    | allied | squad  | D5  | 6  | 5     | 7      | 5             |       |
        | jp-1     | axis   | squad  | F5  | 6  | 5     | 7      | 5             |       |
      And the Weapons:
        | weapon     | unit  | type   | fp | range | min range | ordnance |
        | us-mortar  | us-m  | mortar | 4  | 12    | 2         | yes      |
        | us-mortar2 | us-m2 | mortar | 4  | 12    | 2         | yes      |
      And the lines of sight:
        | from | to | sight |
        | D5   | F5 | clear |
      And the axis player holds the Initiative card

    @3.3.3 @O27.1.3 @O27.2.5 @O27.2.2 @O27.2.3 @O27.3.4
    Scenario: The Scout activates the Mortar Team that cannot see F5; spotted, 1•6 = 6 hits at range 5 (from A5): 4 + 3•4 = 11 against 7 + 1•2 = 10 breaks the Squad
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m"
      And "us-mortar" fires at F5, its LOS traced from "us-scout"
      And the Targeting Roll is 1•6
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 1•2
      Then the pieces activated by the Fire Order are "us-scout, us-m, us-mortar"
      And the Targeting Roll hits with 6 against Hindrance 0 and range 5
      And the shot's FP is 4
      And the Attack Total is 11
      And the Defense Total of "jp-1" is 10 with Morale 7
      And "jp-1" is broken
      And the trace cites O27.1.3 and O27.2.5

    @O27.2.5 @O27.2.3
    Scenario: The range is still counted from the Mortar: 1•5 = 5 is not greater than 5, though the Scout is 2 hexes away
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m"
      And "us-mortar" fires at F5, its LOS traced from "us-scout"
      And the Targeting Roll is 1•5
      Then the Targeting Roll misses with 5 against Hindrance 0 and range 5
      And the shot ended "missed"

    @O27.2.5
    Scenario: Without the Scout's LOS, the Mortar in A5 has none to F5
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m"
      And "us-mortar" fires at F5
      Then the decision is rejected citing 16

    @O27.2.5 @O27.2.4
    Scenario: Spotted, the Hindrance is the Scout's: through a Hindrance of 2, 2•3 = 6 misses (6 − 2 = 4), though the Mortar's own LOS is clear
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | D5   | F5 | hindrance | 2         |
        | A5   | F5 | clear     |           |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m"
      And "us-mortar" fires at F5, its LOS traced from "us-scout"
      And the Targeting Roll is 2•3
      Then the Targeting Roll misses with 6 against Hindrance 2 and range 5
      And the shot ended "missed"

    @O27.2.5 @O27.2.4
    Scenario: The owning player may choose the Mortar's own LOS: clear, 2•3 = 6 hits at range 5
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | D5   | F5 | hindrance | 2         |
        | A5   | F5 | clear     |           |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m"
      And "us-mortar" fires at F5
      And the Targeting Roll is 2•3
      Then the Targeting Roll hits with 6 against Hindrance 0 and range 5

    @O27.2.5 @O27.2.4
    Scenario: Spotted, the Mortar's own Hindrance of 3 does not count: 2•3 = 6 hits at range 5
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | A5   | F5 | hindrance | 3         |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m"
      And "us-mortar" fires at F5, its LOS traced from "us-scout"
      And the Targeting Roll is 2•3
      Then the Targeting Roll hits with 6 against Hindrance 0 and range 5

    @3.3.3
    Scenario: The Scout cannot activate the Squad in its own hex, as a 0-command Leader could
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-sq"
      Then the decision is rejected citing 3.3.3

    @3.3.3
    Scenario: The Scout activates the Mortar Team but not the Squad with it
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m, us-sq"
      Then the decision is rejected citing 3.3.3

    @O27.1.3
    Scenario: A suppressed Mortar Team cannot be activated by the Scout
      Given the firing units:
        | unit  | owner  | kind | hex | fp | range | morale | broken morale | suppressed |
        | us-m3 | allied | team | A4  | 3  | 5     | 7      | 6             | yes        |
      And the Weapons:
        | weapon     | unit  | type   | fp | range | min range | ordnance |
        | us-mortar3 | us-m3 | mortar | 4  | 12    | 2         | yes      |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m3"
      Then the decision is rejected citing O27.1.3

    @O27.1.3 @O27.2.2
    Scenario: The Japanese Squad is within the Scout's LOS but not within the range of the Mortar adjacent to it (minimum 2)
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout, us-m2"
      Then the decision is rejected citing O27.1.3

    @3.3.3 @O27.1.3
    Scenario: A broken Scout activates no Mortar
      Given the firing units:
        | unit      | owner  | kind   | hex | fp | range | morale | broken morale | scout | broken |
        | us-scout2 | allied | leader | D5  | 1  | 1     | 9      | 7             | yes   | yes    |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-scout2, us-m"
      Then the decision is rejected citing 3.3.3

    @3.3.3 @3.3.1.2 @O27.3.4
    Scenario: The Scout adds nothing to the Squad stacked with it: 6 + 3•4 = 13 against 7 + 3•3 = 13 suppresses it; the Scout's 9 + 2•3 = 14 is unhurt
      Given the lines of sight:
        | from | to | sight |
        | F5   | D5 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-1"
      And "jp-1" fires at D5
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 3•3
      And "us-scout" makes a Fire Defense Roll of 2•3
      Then the Attack Total is 13
      And the Defense Total of "us-sq" is 13 with Morale 7
      And "us-sq" is Suppressed
      And the Defense Total of "us-scout" is 14 with Morale 9
      And "us-scout" is unbroken

  Rule: 3.3.4 Sogeki Hei
    "a) Independent —Having no actual command number, a Sogeki Hei cannot increase the stats of friendly units and weapons it is stacked with, nor can it activate other friendly units in the same manner as other leaders."
    "b) Patient —A Sogeki Hei is treated as being Ordnance [5.5] for all purposes except that it is a unit and not a weapon."
    "This means that a Sogeki Hei must make a Targeting roll when firing and cannot perform Op Fire."
    "must, if it hits, multiply the two dice on … its Fire Attack roll (rather than adding"
    "will only affect a single unit in the targeted hex … If more than one enemy unit occupies the targeted hex the Japanese player selects the unit to be affected, though a broken unit cannot be selected if an unbroken unit is present—the latter must be chosen if possible."
    "Ordnance is also prohibited from participating in a Fire Group [O27.3.1], performing Op Fire [A41] and having its stats increased via command [3.3.1.3]."
    "Remember to instead multiply the dice revealed for a Sogeki Hei’s Fire Attack roll rather than adding them together [3.3.4c]."

    # A partial map, the lines of sight stated. The Sogeki Hei (a Japanese Leader with no command number,
    # here FP 2 and Range 6) in B5 is 2 hexes from D5, where an unbroken Allied Squad and a broken Team stand.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | D5  | Open Ground |
      And the firing units:
        | unit  | owner  | kind   | hex | fp | range | morale | broken morale | sogeki hei | broken |
        | jp-sh | axis   | leader | B5  | 2  | 6     | 9      | 7             | yes        |        |
        | jp-1  | axis   | squad  | C5  | 6  | 5     | 7      | 5             |            |        |
        | us-1  | allied | squad  | D5  | 6  | 5     | 7      | 5             |            |        |
        | us-b  | allied | team   | D5  | 3  | 5     | 7      | 6             |            | yes    |
      And the lines of sight:
        | from | to | sight |
        | B5   | D5 | clear |
        | C5   | D5 | clear |
      And the allied player holds the Initiative card

    @3.3.4 @O27.2.3 @O27.3.3 @O27.3.4
    Scenario: 1•3 = 3 hits at range 2; 3•4 multiplied is 12: Attack Total 2 + 12 = 14; only the unbroken Squad is affected: 7 + 3•3 = 13 breaks it
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sh"
      And "jp-sh" fires at D5
      And the Targeting Roll is 1•3
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 3•3
      Then the Targeting Roll hits with 3 against Hindrance 0 and range 2
      And the shot's FP is 2
      And the Attack Total is 14
      And the Defense Total of "us-1" is 13 with Morale 7
      And "us-1" is broken
      And only "us-1" made a Fire Defense Roll
      And "us-b" is broken
      And the Fire Order is over
      And the trace cites 3.3.4

    @3.3.4 @O27.2.3
    Scenario: 1•2 = 2 is not greater than the range 2: a miss
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sh"
      And "jp-sh" fires at D5
      And the Targeting Roll is 1•2
      Then the Targeting Roll misses with 2 against Hindrance 0 and range 2
      And the shot ended "missed"

    @3.3.4
    Scenario: The broken Team cannot be selected while the unbroken Squad is present
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sh"
      And "jp-sh" fires at D5
      And the Targeting Roll is 1•3
      And the Fire Attack Roll is 3•4
      And "us-b" makes a Fire Defense Roll of 3•3
      Then the decision is rejected citing 3.3.4

    # A Leader activates only non-Leader units (3.3.1.1), so the only piece a Sogeki Hei could group with is a
    # Weapon it possesses (3.3.5: one with no negative movement modifier), here an MG.
    @3.3.4 @O27.3.1.1
    Scenario: The Sogeki Hei, being Ordnance, cannot fire in a Fire Group with its own MG
      Given the Weapons:
        | weapon   | unit  | type | fp | range |
        | jp-sh-mg | jp-sh | mg   | 2  | 6     |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sh"
      And "jp-sh, jp-sh-mg" fire at D5
      Then the decision is rejected citing O27.3.1.1

    @3.3.4
    Scenario: The Sogeki Hei activates no other unit, as a Leader with command would
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-sh, jp-1"
      Then the decision is rejected citing 3.3.4

    @3.3.4 @A41.3
    Scenario: The Sogeki Hei cannot conduct Op Fire: activated alone for it, it has no target it may fire at
      Given "us-1" is activated to Move
      When the axis player makes an Op Fire attack
      And the Fire Order activates "jp-sh"
      Then the decision is rejected citing O27.1.1

  Rule: A39 Enfilade, an Action CC:E does not have
    "Enfilade may only be played just prior to the player making a Fire Attack roll, and only if two or more activated pieces are firing as a group [O27.3.1]."
    "Effect —Increase the Fire Attack’s FP by +1 for each firing piece beyond the first. This is cumulative with a Fire Group’s normal bonus."
    "Multiple actions may be conducted in response to the same game situation. All effects of consecutively-played actions are cumulative."
    "The total FP of a Fire Group is X+Y, where X is the FP of one firing piece and Y is the number of other firing pieces."

    # Worked by hand: the Squads' printed FP is 4 and the Leader in B5 gives none of them its Command (3.3.1.2:
    # only to units "in the same hex"). Three Squads: X 4 + Y 2 = 6, each Enfilade +2 (three pieces, two beyond
    # the first). The Team (FP 1) and the MG it possesses (FP 5) are two pieces: X 5 + Y 1 = 6, Enfilade +1.
    Background:
      Given the battlefield:
        | hex | terrain     |
        | B5  | Open Ground |
        | C5  | Open Ground |
        | C6  | Open Ground |
        | D5  | Open Ground |
        | E5  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | jp-ldr | axis   | leader | B5  | 1  | 1     | 9      | 7             | 1       |
        | jp-1   | axis   | squad  | C5  | 4  | 5     | 7      | 6             |         |
        | jp-2   | axis   | squad  | C5  | 4  | 5     | 7      | 6             |         |
        | jp-3   | axis   | squad  | C6  | 4  | 5     | 7      | 6             |         |
        | jp-g   | axis   | team   | C6  | 1  | 4     | 7      | 6             |         |
        | us-1   | allied | squad  | E5  | 6  | 5     | 12     | 12            |         |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | jp-mg  | jp-g | mg   | 5  | 8     |
      And the lines of sight:
        | from | to | sight |
        | C5   | E5 | clear |
        | C6   | E5 | clear |
      And the axis player holds the Initiative card

    @A39 @O27.3.1.2 @O27.3.3
    Scenario: A Fire Group of three Squads with Enfilade: +2, on top of the Group's +2
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3"
      And "jp-1, jp-2, jp-3" fire at E5 with "jp-1" as the base
      And the axis player plays A39
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 8
      And the shot's FP terms citing A39 are "2"
      And the shot's FP terms citing O27.3.1.2 are "2"
      And the Attack Total is 15

    @A39 @A32
    Scenario: Two Enfilades on the same shot are cumulative: +2 each
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3"
      And "jp-1, jp-2, jp-3" fire at E5 with "jp-1" as the base
      And the axis player plays A39
      And the axis player plays A39
      And the Fire Attack Roll is 3•4
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 10
      And the shot's FP terms citing A39 are "2, 2"
      And the Attack Total is 17

    @A39
    Scenario: A Team and the MG it possesses are two firing pieces: Enfilade +1
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-g"
      And "jp-g, jp-mg" fire at E5 with "jp-mg" as the base
      And the axis player plays A39
      And the Fire Attack Roll is 2•2
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 7
      And the shot's FP terms citing A39 are "1"
      And the Attack Total is 11

    @A39
    Scenario: A Squad firing alone is no group: Enfilade cannot be played
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-ldr, jp-1, jp-2, jp-3"
      And "jp-3" fires at E5
      And the axis player plays A39
      Then it is rejected with code "invalid-field" naming "events[2]", citing A39

  Rule: F102.2 Cave Openings: who a fire attack on a cave hex reaches, and with what Cover
    "Japanese units physically stacked underneath a cave marker are considered to be inside the cave—all other units in that hex are outside the cave"
    "to be downslope of a cave, a LOS thread stretched taut between the cave hex’s center dot and the other hex’s center dot must, at the exact point that it crosses a hexside of the cave’s hex, be at a lower level than that of the cave hex itself."
    "Conversely, another hex is considered to be “upslope” of a unit inside a cave if the LOS thread crosses a hexside of that cave’s hex at a point equal to or greater than that of the cave hex itself."
    "Units inside a cave trace LOS normally to hexes lying downslope of that cave, and vice versa. However, units inside a cave never have LOS to any hex lying upslope of that cave."
    "Similarly, units upslope of a cave never have LOS to units inside that cave—even if they may be able to see other units in the same hex but outside the cave."
    "Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them, even when other units in the same hex – but outside the cave – are affected normally."
    "Example: A fire attack made against a cave hex from upslope will affect Japanese units outside the cave only—never the units inside the cave. (Indeed, if there were no enemy units outside the cave the fire attack couldn’t be announced to begin with as no enemy unit could be seen in the hex.) Targeted units outside the cave will always use the other (non-cave) Cover of the hex."
    "A cave bestows upon its occupants – only; not the hex itself – an alternate Cover of “4” to most fire attacks emanating from downslope. A cave grants its occupants an alternate Cover of “8” instead vs ● aircraft or mortar attacks emanating from downslope ● any artillery attack. As usual, these Cover values are not cumulative with any other Cover in the hex."
    "Every piece in a Fire Group must have both an unobstructed LOS to an enemy unit in the target hex and be within range of that hex for the Fire Attack roll to be made."
    "there must be at least one in-LOS enemy unit in a targeted hex for the shot to occur."

    # E5 is a level-1 Crest hex holding a cave with the Japanese Squad jp-in inside it (a scenario may add the
    # Team jp-out outside it: 6 figures, not overstacked, 15.2.1). The Allied player fires. The LOS thread from D5 crosses E5's hexside
    # at level 0 (lower than the cave hex: downslope), the one from D4 at level 1 (equal: upslope), the one
    # from B5 at level 0. Every firing hex is at level 0, below E5: -1 FP (T89.2).
    Background:
      Given the battlefield:
        | hex | terrain          | elevation | crest |
        | B5  | Open Ground      |           |       |
        | D4  | Open Ground      |           |       |
        | D5  | Open Ground      |           |       |
        | E5  | Open Ground, Hill | 1        | yes   |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | jp-in  | axis   | squad  | E5  | 6  | 5     | 7      | 5             |         |
        | us-1   | allied | squad  | D5  | 6  | 5     | 7      | 5             |         |
        | us-2   | allied | squad  | D4  | 6  | 5     | 7      | 5             |         |
      And the lines of sight:
        | from | to | sight |
        | B5   | E5 | clear |
        | D4   | E5 | clear |
        | D5   | E5 | clear |
      And a cave in E5 with "jp-in" inside, the lines of sight crossing its hexsides at:
        | from | level |
        | B5   | 0     |
        | D4   | 1     |
        | D5   | 0     |
      And the allied player holds the Initiative card

    # 6 FP - 1 (T89.2) = 5; 5 + 3•4 = 12. jp-in: Morale 7 + the cave's 4 (the hex's Cover is 0) = 11, and
    # 11 + 1•1 = 13 > 12: unaffected (with the hex's 0 it would have been 9 and broken). jp-out: 7 + 0 = 7,
    # and 7 + 2•3 = 12 = 12: suppressed.
    @F102.2.1 @F102.2.3 @F102.1 @T81.3.1
    Scenario: From downslope (crossing at level 0, below the cave's 1) the occupant defends with the cave's Cover 4
      Given the firing units:
        | unit   | owner | kind | hex | fp | range | morale | broken morale | command |
        | jp-out | axis  | team | E5  | 3  | 5     | 7      | 6             |         |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at E5
      And the Fire Attack Roll is 3•4
      And "jp-in" makes a Fire Defense Roll of 1•1
      And "jp-out" makes a Fire Defense Roll of 2•3
      Then the shot's FP is 5
      And the Attack Total is 12
      And the Defense Total of "jp-in" is 13 with Morale 11
      And "jp-in" is unbroken
      And the Defense Total of "jp-out" is 12 with Morale 7
      And "jp-out" is Suppressed
      And the trace cites F102.2.3 and F102.2.1

    # The boundary of F102.2.1: a crossing equal to the cave hex's level is upslope. 5 + 3•4 = 12 against
    # jp-out alone: 7 + 1•1 = 9, more than half of 12 and less: broken. jp-in makes no roll.
    @F102.2.1 @F102.2.2 @O27.3.4
    Scenario: From upslope (crossing at the cave's own level) the attack affects the units outside the cave only
      Given the firing units:
        | unit   | owner | kind | hex | fp | range | morale | broken morale | command |
        | jp-out | axis  | team | E5  | 3  | 5     | 7      | 6             |         |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at E5
      And the Fire Attack Roll is 3•4
      And "jp-out" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 12
      And only "jp-out" made a Fire Defense Roll
      And "jp-out" is broken
      And "jp-in" is unbroken
      And the trace cites F102.2.2 and F102.2.1

    # The example's parenthesis: with no Japanese unit outside the cave, D4 sees no enemy unit in E5 (the
    # Leader in D4 activates both Squads: us-1, downslope, could fire at E5).
    @F102.2.2 @O27.3.1
    Scenario: From upslope, a hex whose only enemy units are inside the cave cannot be fired at
      Given the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-ldr | allied | leader | D4  | 1  | 1     | 9      | 7             | 1       |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-ldr, us-1, us-2"
      And "us-2" fires at E5
      Then the decision is rejected citing F102.2.2

    # Nor can a unit be activated to fire that has no enemy unit it can see in its LOS and Range.
    @F102.2.2 @O27.1.1
    Scenario: The Squad upslope, whose only target would be the cave's occupants, cannot be activated to fire
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      Then the decision is rejected citing O27.1.1

    # D5 lies downslope and sees jp-in: 5 + 5•5 = 15; jp-in 7 + 4 = 11, 11 + 2•2 = 15 = 15: suppressed.
    @F102.2.2 @F102.2.3
    Scenario: From downslope, the occupants alone are seen and fired at
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at E5
      And the Fire Attack Roll is 5•5
      And the allied player declines Explosive Charge
      And "jp-in" makes a Fire Defense Roll of 2•2
      Then the Attack Total is 15
      And the Defense Total of "jp-in" is 15 with Morale 11
      And "jp-in" is Suppressed

    # The Allied Leader (Command 1) in D4 activates the Squads in D5 and D4, adjacent. The Fire Group's FP:
    # us-1's 6 + 1 for the other piece (O27.3.1.2) - 1 (T89.2) = 6; 6 + 2•3 = 11. jp-out: 7 + 2•2 = 11: suppressed.
    @F102.2.2 @O27.3.1
    Scenario: A Fire Group from both slopes emanates from upslope: the occupant is immune (reading ccp.cave-fire-group-slope = any-upslope)
      Given the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-ldr | allied | leader | D4  | 1  | 1     | 9      | 7             | 1       |
        | jp-out | axis   | team   | E5  | 3  | 5     | 7      | 6             |         |
      And the reading "ccp.cave-fire-group-slope" is "any-upslope"
      When the allied player announces a Fire Order
      And the Fire Order activates "us-ldr, us-1, us-2"
      And "us-1, us-2" fire at E5 with "us-1" as the base
      And the Fire Attack Roll is 2•3
      And "jp-out" makes a Fire Defense Roll of 2•2
      Then the shot's FP is 6
      And the Attack Total is 11
      And only "jp-out" made a Fire Defense Roll
      And "jp-out" is Suppressed

    # all-upslope: a piece downslope reaches the occupant, with the cave's 4: 7 + 4 = 11, 11 + 1•1 = 13 > 11.
    @F102.2.2 @F102.2.3 @O27.3.1
    Scenario: A Fire Group from both slopes reaches the occupant with the cave's Cover 4 (reading ccp.cave-fire-group-slope = all-upslope)
      Given the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-ldr | allied | leader | D4  | 1  | 1     | 9      | 7             | 1       |
        | jp-out | axis   | team   | E5  | 3  | 5     | 7      | 6             |         |
      And the reading "ccp.cave-fire-group-slope" is "all-upslope"
      When the allied player announces a Fire Order
      And the Fire Order activates "us-ldr, us-1, us-2"
      And "us-1, us-2" fire at E5 with "us-1" as the base
      And the Fire Attack Roll is 2•3
      And "jp-out" makes a Fire Defense Roll of 2•2
      And "jp-in" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 11
      And "jp-out" is Suppressed
      And the Defense Total of "jp-in" is 13 with Morale 11
      And "jp-in" is unbroken

    # 4 FP - 1 (T89.2) = 3; Targeting 3•4: 12 > range 3, a hit; 3 + 4•5 = 12. E5 is a Hut (Cover 2) here:
    # jp-in uses the cave's 8 vs a mortar, "not cumulative" with the Hut's 2: Morale 15, 15 + 1•1 = 17 > 12;
    # jp-out the Hut's 2: Morale 9, 9 + 1•2 = 12 = 12: suppressed.
    @F102.2.3 @T81.3.1 @O27.2.3
    Scenario: A mortar from downslope: the occupant's alternate Cover is 8, the better single instance
      Given the battlefield:
        | hex | terrain   | elevation | crest |
        | E5  | Hut, Hill | 1         | yes   |
      And the firing units:
        | unit   | owner  | kind | hex | fp | range | morale | broken morale | command |
        | us-m   | allied | team | B5  | 3  | 5     | 7      | 6             |         |
        | jp-out | axis   | team | E5  | 3  | 5     | 7      | 6             |         |
      And the Weapons:
        | weapon      | unit | type   | fp | range | min range | ordnance | smoke |
        | us-m-mortar | us-m | mortar | 4  | 12    | 2         | yes      | no    |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-m"
      And "us-m-mortar" fires at E5
      And the Targeting Roll is 3•4
      And the Fire Attack Roll is 4•5
      And "jp-in" makes a Fire Defense Roll of 1•1
      And "jp-out" makes a Fire Defense Roll of 1•2
      Then the Attack Total is 12
      And the Defense Total of "jp-in" is 17 with Morale 15
      And the Defense Total of "jp-out" is 12 with Morale 9
      And "jp-out" is Suppressed

    # The other direction: the Japanese player fires from inside the cave. The lines of sight from E5 to D4 and
    # D5 are clear; D4's thread crosses E5's hexside at level 1 (the cave's own level: upslope), D5's at 0.
    @F102.2.2 @F102.2.1
    Scenario: A unit inside the cave cannot fire at a hex upslope of it
      Given the lines of sight:
        | from | to | sight |
        | E5   | D4 | clear |
        | E5   | D5 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-in"
      And "jp-in" fires at D4
      Then the decision is rejected citing F102.2.2

    # jp-in at level 1 fires down at D5 (level 0): 6 + 1 (T89.2, the target lower) = 7; 7 + 2•3 = 12. us-1 in
    # Open Ground (Cover 0): 7 + 1•2 = 10, more than half of 12 (6) and less than 12: broken.
    @F102.2.2 @T89.2
    Scenario: A unit inside the cave fires at a hex downslope of it normally
      Given the lines of sight:
        | from | to | sight |
        | E5   | D4 | clear |
        | E5   | D5 | clear |
      When the axis player announces a Fire Order
      And the Fire Order activates "jp-in"
      And "jp-in" fires at D5
      And the Fire Attack Roll is 2•3
      And "us-1" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 7
      And the Attack Total is 12
      And the Defense Total of "us-1" is 10 with Morale 7
      And "us-1" is broken

    # Nor can it be activated to fire when every enemy unit it could see lies upslope: here us-1 stands in B5,
    # whose LOS to and from E5 is blocked (both ways), so D4 alone would be in LOS and Range — and it lies upslope.
    # jp-in is the Japanese player's only unit: no Fire Order can be given.
    @F102.2.2 @O27.1.1
    Scenario: A unit inside the cave whose only targets lie upslope cannot be activated to fire
      Given "us-1" is elsewhere in B5
      And the lines of sight:
        | from | to | sight   |
        | E5   | D4 | clear   |
        | E5   | B5 | blocked |
        | B5   | E5 | blocked |
      When the axis player announces a Fire Order
      Then the Fire Order is refused citing O27.1.1

  Rule: A43.1 Hidden Cave before a Defense roll against a Fire Attack
    "Hidden Cave may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack must be a Crest hex [T89.3.1], cannot be water terrain, and cannot already contain a fortification of any type. Effect —Place a cave marker [F102] into that hex."
    "immediately after the cave is placed into its hex (via the Hidden Cave action [A43.1])."
    "Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them, even when other units in the same hex – but outside the cave – are affected normally."
    "A cave bestows upon its occupants – only; not the hex itself – an alternate Cover of “4” to most fire attacks emanating from downslope."
    "for each of his units that were in a hex at the moment that a Fire Attack roll was made against it (exception: units inside caves—see F102.2.2)."

    # E5 is a level-1 Crest hex with no cave yet, the Japanese Squad jp-1 and Team jp-t in it; the Japanese player is
    # the scenario Defender. The situation states where a cave there would have its openings: the LOS thread from D5
    # crosses E5's hexside at level 0 (downslope), the one from D4 at level 1 (upslope). 6 FP - 1 (T89.2) + 3•4 = 12.
    Background:
      Given the scenario Defender is the axis player
      And the battlefield:
        | hex | terrain           | elevation | crest |
        | D4  | Open Ground       |           |       |
        | D5  | Open Ground       |           |       |
        | E5  | Open Ground, Hill | 1         | yes   |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale | command |
        | jp-1 | axis   | squad | E5  | 6  | 5     | 7      | 5             |         |
        | jp-t | axis   | team  | E5  | 3  | 5     | 7      | 6             |         |
        | us-1 | allied | squad | D5  | 6  | 5     | 7      | 5             |         |
        | us-2 | allied | squad | D4  | 6  | 5     | 7      | 5             |         |
      And the lines of sight:
        | from | to | sight |
        | D4   | E5 | clear |
        | D5   | E5 | clear |
      And a Hidden Cave site in E5, the lines of sight crossing its hexsides at:
        | from | level |
        | D4   | 1     |
        | D5   | 0     |
      And the allied player holds the Initiative card

    # Worked by hand: from D5 (downslope) jp-1 enters the new cave: Morale 7 + the cave's 4 = 11, and 11 + 1•1 = 13 > 12:
    # unaffected. jp-t stayed outside: 7 + 2•3 = 12 = 12: suppressed.
    @A43.1 @F102.1.1 @F102.2.3
    Scenario: From downslope, the Squad that enters the Hidden Cave defends with the cave's Cover 4; the Team outside with the hex's 0
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-1", "jp-1" entering it
      And "jp-1" makes its Fire Defense Roll of 1•1
      And "jp-t" makes a Fire Defense Roll of 2•3
      Then the Defense Total of "jp-1" is 13 with Morale 11
      And "jp-1" is unbroken
      And the Defense Total of "jp-t" is 12 with Morale 7
      And "jp-t" is Suppressed
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-1"] }]
      And the trace cites A43.1 and F102.1.1

    # Worked by hand: reading ccp.hidden-cave-entry = attacked-outside: the roll was made against jp-1 outside the cave,
    # so it defends with the hex's 0: 7 + 1•1 = 9 < 12, more than half: broken. It is inside the cave after the Order.
    @A43.1 @F102.1.1
    Scenario: Under attacked-outside, the Squad that enters the Hidden Cave defends as it was attacked, outside
      Given the reading "ccp.hidden-cave-entry" is "attacked-outside"
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-1", "jp-1" entering it
      And "jp-1" makes its Fire Defense Roll of 1•1
      Then the Defense Total of "jp-1" is 9 with Morale 7
      And "jp-1" is broken
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-1"] }]

    # Worked by hand: from D4 (upslope) both units enter the new cave before jp-1's roll: the attack no longer reaches
    # them (immune from upslope), so neither rolls; the Squad, about to roll, rolls no more.
    @A43.1 @F102.1.1 @F102.2.2 @O27.3.4
    Scenario: From upslope, units that enter the Hidden Cave are immune to the attack: no Defense roll
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-1", "jp-1, jp-t" entering it
      Then the output "defense" is []
      And "jp-1" is unbroken
      And "jp-t" is unbroken
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-1", "jp-t"] }]
      And the trace cites A43.1 and F102.2.2

    # Worked by hand: E5 holds the cave once it is placed (F100.3): no Hidden Pillbox before the Team's roll.
    @A43.1 @A43.4 @F100.3
    Scenario: After a Hidden Cave, the hex already contains a fortification
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-1", "nobody" entering it
      And "jp-1" makes its Fire Defense Roll of 6•6
      And the axis player plays the Hidden action A43.4 before the Defense Roll of "jp-t"
      Then the decision is rejected citing A43.4

    # Worked by hand: the allied player is no scenario Defender here (A43), and an Allied unit never enters a cave (F102.1).
    @A43.1 @F102.1
    Scenario: An Allied unit may not enter the Hidden Cave
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at E5
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Cave before the Defense Roll of "jp-1", "us-1" entering it
      Then the decision is rejected citing F102.1

  Rule: A44 Light Wounds at the instant a Squad would break on its Defense roll
    "Light Wounds may only be played at the instant that a friendly squad – either broken or unbroken – would break. Light Wounds can only be used on a squad that is breaking, not one that is being eliminated outright—like via the KIA event or as a result of having the lower Melee Total."
    "Effect —Lose 1 VP. Then, instead of that squad breaking (or being eliminated due to already being broken), place it back into the countermix. Take a team from the countermix – of the same quality as that player’s OB: either green, line or elite – and place it into the hex from which the squad was taken."
    "If the squad was broken when removed, the replacement team comes into play broken. If there was a weapon, suppressed or veteran marker on the squad, the team retains the marker."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | C6  | Open Ground |
        | D6  | Open Ground |
      And the firing units:
        | unit   | owner  | kind  | hex | fp | range | morale | broken morale | broken |
        | us-1   | allied | squad | C6  | 6  | 6     | 7      | 6             |        |
        | jp-1   | axis   | squad | D6  | 6  | 6     | 7      | 6             |        |
        | jp-brk | axis   | squad | D6  | 6  | 6     | 7      | 6             | yes    |
      And the allied player holds the Initiative card

    # Worked by hand: 6 FP + 3•4 = 13. The two Squads in D6 are 8 figures, one above 7: Morale −1 (15.2.2, counted
    # at each roll). jp-1: 7 − 1 + 1•1 = 8, less than 13 and more than half (6½): it would break (O27.3.4 b); the
    # Japanese player plays Light Wounds instead: the Team takes its place in D6, unbroken, and he loses 1 VP.
    # jp-brk (6 figures now): 6 + 6•6 = 18, unaffected.
    @A44 @O27.3.4 @3.2
    Scenario: Light Wounds: the Squad that would break (8 against 13) becomes an unbroken Team; its owner loses 1 VP
      Given the axis player has the Team "jp-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      And "jp-brk" makes a Fire Defense Roll of 6•6
      Then "jp-1" was replaced by the Team "jp-lw"
      And "jp-lw" is unbroken
      And the axis player has lost 1 VP
      And the trace cites A44

    # Worked by hand: jp-brk, broken: Morale 6 − 1 (15.2.2) + 1•2 = 8 against 13: it breaks again, eliminated
    # (3.2); Light Wounds places the Team into D6 broken, as the Squad was.
    @A44 @3.2
    Scenario: Light Wounds instead of the elimination of a broken Squad breaking again: the Team comes into play broken
      Given the axis player has the Team "jp-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 3•4
      And "jp-brk" makes a Fire Defense Roll of 1•2
      And the axis player plays Light Wounds
      And "jp-1" makes a Fire Defense Roll of 6•6
      Then "jp-brk" was replaced by the Team "jp-lw"
      And "jp-lw" is broken
      And the axis player has lost 1 VP

    # Worked by hand: the Japanese player lets jp-1 break (7 − 1 + 1•1 = 8 against 13): it is broken, and the one
    # card he holds serves for jp-brk, which breaks again (6 − 1 + 1•1 = 7, more than 6½): the Team takes its
    # place, broken.
    @A44 @3.2 @O27.3.4
    Scenario: The Squad's owner may let it break and keep the card for the next Squad
      Given the axis player has the Team "jp-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 3•4
      And "jp-1" makes a Fire Defense Roll of 1•1
      And the axis player lets the Squad break
      And "jp-brk" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      Then "jp-1" is broken
      And "jp-brk" was replaced by the Team "jp-lw"
      And "jp-lw" is broken
      And the axis player has lost 1 VP

    # Worked by hand: 6 FP + 6•6 = 18. jp-1: 7 − 1 (15.2.2) + 1•1 = 8, half of 18 or less: eliminated outright
    # (O27.3.4 a), which Light Wounds cannot save ("not one that is being eliminated outright"): no offer, and the
    # next Squad rolls.
    @A44 @O27.3.4
    Scenario: A Squad eliminated outright by a Defense Total of half the Attack Total is not saved
      Given the axis player has the Team "jp-lw" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 6•6
      And "jp-1" makes a Fire Defense Roll of 1•1
      Then "jp-1" is eliminated
      And the procedure is in state "defenseChoosingUnit"

  Rule: A40 Explosive Charge after the Fire Attack roll, before the Defense rolls
    "Explosive Charge may only be played when the player gets “doubles” with a Fire Attack roll and the attack is against an adjacent hex containing a Fortication."
    "Effect —Eliminate the Fortication in that hex. The Fortication is eliminated before Defense rolls are made."

    Background:
      Given the battlefield:
        | hex | terrain     | markers  |
        | B6  | Open Ground |          |
        | C6  | Open Ground |          |
        | D6  | Open Ground | Foxholes |
      And the firing units:
        | unit | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-1 | allied | squad | C6  | 6  | 6     | 7      | 6             |
        | us-2 | allied | squad | B6  | 6  | 6     | 7      | 6             |
        | jp-1 | axis   | squad | D6  | 6  | 6     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | B6   | D6 | clear |
        | C6   | D6 | clear |
      And the axis player holds the Initiative card

    # Worked by hand: us-1 in C6 fires at the adjacent D6 (6 FP) and rolls 4•4, doubles: Attack Total 14. Explosive
    # Charge eliminates the Foxholes before the Defense roll: jp-1 defends in Open Ground, 7 + 2•3 = 12, less than
    # 14 and more than 7: broken (O27.3.4 b). In the Foxholes (Cover 3) it would have been 15: unaffected.
    @A40 @F100.2 @O27.3.4
    Scenario: Doubles against the adjacent Foxholes: Explosive Charge removes them before the Defense roll
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 4•4
      And the allied player plays Explosive Charge
      And "jp-1" makes a Fire Defense Roll of 2•3
      Then the Defense Total of "jp-1" is 12 with Morale 7
      And "jp-1" is broken
      And the output "shots.0.explosiveCharge" is { "hex": "D6", "fortification": "Foxholes" }
      And the trace cites A40 and F100.2

    # Worked by hand: declined, the Foxholes stay: 7 + 3 + 2•3 = 15, more than 14: unaffected (O27.3.4 d).
    @A40 @O27.3.4
    Scenario: The firing player may keep the card: the Foxholes count for the Defense roll
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 4•4
      And the allied player declines Explosive Charge
      And "jp-1" makes a Fire Defense Roll of 2•3
      Then the Defense Total of "jp-1" is 15 with Morale 10
      And "jp-1" is unbroken
      And "jp-1" is not Suppressed

    # Worked by hand: 4•5 is no doubles: the Defense roll follows at once, and Explosive Charge is refused.
    @A40
    Scenario: No doubles: Explosive Charge may not be played
      When the allied player announces a Fire Order
      And the Fire Order activates "us-1"
      And "us-1" fires at D6
      And the Fire Attack Roll is 4•5
      And the allied player plays Explosive Charge
      Then the decision is rejected citing A40

    # Worked by hand: us-2 in B6 is two hexes from D6: 3•3 is doubles, but the attack is not against an adjacent hex.
    @A40
    Scenario: Doubles against a hex that is not adjacent: Explosive Charge may not be played
      When the allied player announces a Fire Order
      And the Fire Order activates "us-2"
      And "us-2" fires at D6
      And the Fire Attack Roll is 3•3
      And the allied player plays Explosive Charge
      Then the decision is rejected citing A40
