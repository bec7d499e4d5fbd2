Feature: Fire (CC:E O20)
  Decides who is activated by a Fire Order, which pieces may fire at which hex, the FP of each shot
  (Fire Groups, Command, height, Hindrance, Actions), Ordnance Targeting, the Fire Attack Roll with its
  triggers, and the Fire Defense Roll of every unit in the target hex. The same machine makes one Op Fire
  attack against a Moving target (A33) when its mode says so.

  Rule: O20 The rulebook's Fire Attack example (pp.12-13)
    "A—The Axis player announces a Fire Order activating Sgt. Grein in hex K8. Grein then activates the Team and four Squads within his Command Radius."
    "The German player decides to use the Rifle Squad in L8 as the base (6FP due to Bolter’s Command)."
    "Finally, +1 is added because at least one unit is firing downhill [T88.2] for a total of 11FP."
    "The Targeting Roll is 6•1 (“6” [O20.2.3]), modified down to 3, so the shot barely misses and no Fire Attack Roll is allowed."
    "because the Smoke reduces its 2FP to -1FP [10.3.2], the attack cannot be made [10.3.2.1] without help from Actions."
    "The broken Squad can fire up to 3 hexes away, however, due to Grein’s Command [3.3.1.2]."
    "Grein doesn’t have enough Range to reach the target hex himself"
    "Every piece in a Fire Group must have both an unobstructed LOS to the target hex and be within Range of that hex for the Fire Attack Roll to be made."
    "3.1.2 Range—This is the second number along the bottom, and is the maximum number of hexes away at which it may use its FP to Fire at enemy units"
    "The targeted Squad’s Morale is now 6 (8; -1 Road; -1 Suppressed) to which the Allied player adds a Fire Defense Roll of 1•2 for a Defense Total of only 9, eliminating it [3.2.4]. It is placed on the Casualty Track [4.2] and the Axis player gains 2 VPs [7.1]."
    "This shot would have hit had there been no Smoke (or only a “1” or “2” Smoke) in the way."

    # The example's figure is not in the text: these hexes and stats are chosen to give its numbers
    # (Grein's Command 2 lets the broken Squad, Range 1 broken, fire 3 hexes; K8, J7, J6 stand higher than M6).
    Background:
      Given the battlefield:
        | hex | terrain           | elevation |
        | K8  | Open Ground       | 1         |
        | L8  | Open Ground       | 0         |
        | J7  | Open Ground       | 1         |
        | J6  | Open Ground       | 1         |
        | K7  | Open Ground       | 0         |
        | M6  | Open Ground, Road | 0         |
        | N6  | Open Ground       | 0         |
        | N7  | Open Ground       | 0         |
      And the firing units:
        | unit      | owner  | kind   | hex | fp | range | morale | broken morale | command | broken |
        | grein     | axis   | leader | K8  | 1  | 1     | 9      | 7             | 2       |        |
        | k8-squad  | axis   | squad  | K8  | 5  | 4     | 7      | 6             |         | yes    |
        | bolter    | axis   | leader | L8  | 1  | 1     | 9      | 7             | 1       |        |
        | l8-rifles | axis   | squad  | L8  | 5  | 4     | 7      | 6             |         |        |
        | j7-squad  | axis   | squad  | J7  | 5  | 4     | 7      | 6             |         |        |
        | j6-squad  | axis   | squad  | J6  | 5  | 4     | 7      | 6             |         |        |
        | k7-team   | axis   | team   | K7  | 2  | 4     | 7      | 6             |         |        |
        | us-squad  | allied | squad  | M6  | 6  | 5     | 6      | 8             |         |        |
        | us-team   | allied | team   | N6  | 3  | 5     | 7      | 6             |         |        |
        | us-team2  | allied | team   | N7  | 3  | 5     | 7      | 6             |         |        |
      And the Weapons:
        | weapon    | unit      | type   | fp | range | min range | ordnance | smoke |
        | k8-lmg    | k8-squad  | mg     | 3  | 5     |           |          |       |
        | l8-hmg    | l8-rifles | mg     | 8  | 12    |           |          |       |
        | j6-lmg    | j6-squad  | mg     | 3  | 5     |           |          |       |
        | k7-mortar | k7-team   | mortar | 4  | 12    | 2         | yes      | yes   |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | K8   | M6 | clear     |           |
        | L8   | M6 | clear     |           |
        | J7   | M6 | clear     |           |
        | J6   | M6 | clear     |           |
        | K7   | N6 | hindrance | 3         |
        | K7   | N7 | hindrance | 3         |
      And the axis player holds the Initiative card

    @O20.1 @3.3.1.1 @O14.1
    Scenario: A — Grein cannot activate Lt. Bolter
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, bolter, l8-rifles"
      Then the decision is rejected citing 3.3.1.1

    @11.1 @3.2.3
    Scenario: B — the Light MG of the broken Squad cannot fire
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "k8-lmg" fires at M6
      Then the decision is rejected citing 3.2.3

    @O20.3.1.2 @T88.2 @O20.3.3 @O20.3.4 @T93
    Scenario: C and D — an 11 FP Fire Group rolls 16; the US Squad's 15 breaks it
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "l8-rifles, k8-squad, j7-squad, j6-squad, j6-lmg" fire at M6 with "l8-rifles" as the base
      And the Fire Attack Roll is 4•1
      And "us-squad" makes a Fire Defense Roll of 6•4
      Then the shot's FP is 11
      And the Attack Total is 16
      And the Defense Total of "us-squad" is 15 with Morale 5
      And the Defense Total of "us-squad" is derived as "5 current Morale [O20.3.4] + 10 Fire Defense Roll 6•4 [O20.3.4] = 15"
      And "us-squad" is broken

    @11.1 @3.3.1.2 @T88.2
    Scenario: B — the broken Squad, Range 1 + 2 for Grein's Command, fires alone 3 hexes: FP 1 + 2 + 1 downhill = 4
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "k8-squad" fires at M6
      And the Fire Attack Roll is 4•1
      And "us-squad" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 4
      And the Attack Total is 9
      And the Defense Total of "us-squad" is 17 with Morale 5
      And "us-squad" is unbroken

    @O20.3.1 @3.1.2
    Scenario: C — Grein lacks the Range to reach the target hex himself
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "grein" fires at M6
      Then the decision is rejected citing O20.3.1

    @A41 @1.9.1 @3.2.4 @7.1 @13.2 @4.2
    Scenario: E to G — two Sustained Fires, an Event! that Suppresses the broken Squad, an elimination for 2 VP
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "l8-rifles, k8-squad, j7-squad, j6-squad, j6-lmg" fire at M6 with "l8-rifles" as the base
      And the Fire Attack Roll is 4•1
      And "us-squad" makes a Fire Defense Roll of 6•4
      And "l8-hmg" fires at M6
      And the axis player plays A41
      And the axis player plays A41
      And the Fire Attack Roll is 1•6 with an Event! trigger
      And the trigger suppresses "us-squad"
      And "us-squad" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 13
      And the Attack Total is 20
      And the Weapons broken by the shot are ""
      And the Defense Total of "us-squad" is 9 with Morale 6
      And "us-squad" is eliminated
      And the axis player has gained 2 VP

    @O20.2 @11.5 @O20.2.2 @O20.2.3 @10.3.1 @10.3.4
    Scenario: H — the Mortar's 6•1 less the 3 Smoke is 3, not greater than range 3: a miss
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "k7-mortar" fires at N6
      And the Targeting Roll is 6•1
      Then the Targeting Roll misses with 6 against Hindrance 3 and range 3
      And the shot ended "missed"

    @O20.2.3 @10.3.1 @10.3.4
    Scenario Outline: H — with <smoke> in the way, the same 6•1 = 6 hits: 6 − <hindrance> is greater than range 3
      Given the lines of sight:
        | from | to | sight   | hindrance   |
        | K7   | N6 | <sight> | <stated>    |
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "k7-mortar" fires at N6
      And the Targeting Roll is 6•1
      Then the Targeting Roll hits with 6 against Hindrance <hindrance> and range 3
      And the procedure is in state "playingActions"

      Examples:
        | smoke             | sight     | stated | hindrance |
        | no Smoke          | clear     |        | 0         |
        | only a "1" Smoke  | hindrance | 1      | 1         |
        | only a "2" Smoke  | hindrance | 2      | 2         |

    @O20.3.1.1
    Scenario: C — the Mortar, being Ordnance, cannot be part of a Fire Group
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "k7-mortar, k7-team" fire at N6
      Then the decision is rejected citing O20.3.1.1

    @10.3.2.1 @O20.3.2
    Scenario: J — the Team's 2 FP less the Smoke is −1: the attack cannot be made
      When the axis player announces a Fire Order
      And the Fire Order activates "grein, k8-squad, l8-rifles, j7-squad, j6-squad, k7-team"
      And "k7-team" fires at N7
      And firing is refused citing 10.3.2.1
      Then the procedure is in state "playingActions"

  Rule: O20.1 Activation
    "For a Fire Order to be announced, at least one of the activated units (or its Weapon) must have an enemy unit within both its LOS and Range."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | C2  | Open Ground |
        | C5  | Open Ground |
        | C6  | Woods       |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-far   | allied | squad | C2  | 6  | 3     | 7      | 5             |
        | us-near  | allied | squad | C5  | 6  | 5     | 7      | 5             |
        | de-squad | axis   | squad | C6  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | C2   | C6 | clear |
        | C5   | C6 | clear |

    @O20.1 @O14.1
    Scenario: Out of Range, and already activated this Turn: no Fire Order
      Given "us-near" was already activated this Turn
      When the allied player announces a Fire Order
      Then the Fire Order is refused citing O20.1

    @O20.1 @O20.3
    Scenario: A unit with a target is activated and fires; the Order is over when every piece has fired
      When the allied player announces a Fire Order
      And the Fire Order activates "us-near"
      And "us-near" fires at C6
      And the Fire Attack Roll is 3•3
      And "de-squad" makes a Fire Defense Roll of 3•3
      Then the Attack Total is 12
      And the Defense Total of "de-squad" is 15 with Morale 9
      And "de-squad" is unbroken
      And the Fire Order is over

  Rule: A33.3 Op Fire exceptions
    "They are not limited to only firing once, and so remain activated and eligible to fire at moving targets for the entirety of that Move Order (only)."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | L2  | Open Ground |
        | L5  | Open Ground |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq | allied | squad | L2  | 6  | 6     | 7      | 5             |
        | de-sq | axis   | squad | L5  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | L2   | L5 | clear |
      And "de-sq" is activated to Move
      And "us-sq" was already activated this Turn

    @A33.3
    Scenario: A unit Op-Fire-activated earlier in this Move Order fires again
      Given "us-sq" was already activated for Op Fire in this Move Order
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 1•1
      And "de-sq" makes a Fire Defense Roll of 6•6
      Then the Fire Order is over

    @A33.3 @O14.1
    Scenario: A unit activated this Turn by something else cannot Op Fire
      When the allied player makes an Op Fire attack
      Then the Fire Order is refused citing O20.1

  Rule: O20.3.4 Fire Defense
    "If the Defense Total is less than the Attack Total, the unit breaks [3.2]."
    "If the Defense Total is equal to the Attack Total, the unit becomes Suppressed [13] unless it is currently activated to Move [O21]—in which case it breaks instead of Suppressing."
    "A Suppressed marker can be placed on a unit via the Cower [E51], Interdiction [E60] or Suppressing Fire [E75] Events, or due to a “tie” result during a Fire Defense [O20.3.4]"

    Background:
      Given the battlefield:
        | hex | terrain     |
        | L2  | Open Ground |
        | L5  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-sq  | allied | squad  | L2  | 6  | 6     | 7      | 5             |         |
        | de-sq  | axis   | squad  | L5  | 6  | 5     | 7      | 6             |         |
        | de-ldr | axis   | leader | L5  | 1  | 1     | 9      | 7             | 1       |
      And the lines of sight:
        | from | to | sight |
        | L2   | L5 | clear |
      And "de-sq" is activated to Move

    @O20.3.4 @A33 @A33.3 @3.3.1.2 @13.1
    Scenario: Op Fire: a tie breaks the unit activated to Move and Suppresses the Leader that is not
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 2•3
      And "de-sq" makes a Fire Defense Roll of 1•2
      And "de-ldr" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 11
      And the Defense Total of "de-sq" is 11 with Morale 8
      And "de-sq" is broken
      And the Defense Total of "de-ldr" is 11 with Morale 9
      And "de-ldr" is Suppressed
      And the Fire Order is over

    @O20.3.4
    Scenario: Reading "entering": only the units whose movement drew the attack break on a tie
      Given the reading "cce.tie-breaks-moving" is "entering"
      And "de-ldr" is activated to Move
      And "de-ldr" entered the hex with this expenditure
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 2•3
      And "de-sq" makes a Fire Defense Roll of 1•2
      And "de-ldr" makes a Fire Defense Roll of 1•1
      Then "de-sq" is Suppressed
      And "de-ldr" is broken

    @A30 @A24.1
    Scenario: Crossfire adds 2 against a hex with a Moving unit
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the allied player plays A30
      And the Fire Attack Roll is 2•3
      And "de-sq" makes a Fire Defense Roll of 6•6
      And "de-ldr" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 8
      And the Attack Total is 13

    @A27
    Scenario: Bore Sighting is the scenario Defender's only
      When the allied player makes an Op Fire attack
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the allied player plays A27
      Then the decision is rejected citing A27

  Rule: 3.2.1 Broken/Unbroken, 3.2.2 Attached Markers and 8.1.1 Unit Markers
    "3.2.1 Broken/Unbroken—A unit is always in one of two states: broken or unbroken. A unit generally begins a scenario face up on its unbroken side, but Fire Attacks and other adverse effects can “break” it—causing it to flip over to its broken side (denoted by having a white Morale number and a red bar across the top of the counter)."
    "3.2.2 Attached Markers—Units switching from broken to unbroken or vice versa retain control of all Suppressed, Veteran and Weapon markers."
    "8.1.1 Unit Markers—Each unit in play may have a maximum of one of each of the following markers stacked upon it: ● Suppressed ● Veteran ● Weapon (any unit may carry any Weapon)"

    Background:
      Given the battlefield:
        | hex | terrain     |
        | L2  | Open Ground |
        | L5  | Open Ground |
      And the lines of sight:
        | from | to | sight |
        | L2   | L5 | clear |

    @3.2.1 @3.2.2 @O20.3.4 @E44.1 @13.2
    Scenario: A Suppressed Veteran Squad with a Weapon breaks: flipped to its broken side, it keeps all three markers
      Given the firing units:
        | unit   | owner  | kind  | hex | fp | range | morale | broken morale | suppressed | veteran |
        | us-sq  | allied | squad | L2  | 6  | 6     | 7      | 5             |            |         |
        | de-vet | axis   | squad | L5  | 5  | 4     | 7      | 6             | yes        | yes     |
      And the Weapons:
        | weapon | unit   | type | fp | range |
        | de-mg  | de-vet | mg   | 3  | 6     |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 3•3
      And "de-vet" makes a Fire Defense Roll of 1•2
      Then the Attack Total is 12
      And the Defense Total of "de-vet" is 10 with Morale 7
      And "de-vet" is broken
      And "de-vet" is Suppressed
      And "de-vet" carries "de-mg" and has a Veteran marker

    @3.2.1 @O20.3.4
    Scenario: A broken Squad defends with the Morale of its broken side
      Given the firing units:
        | unit   | owner  | kind  | hex | fp | range | morale | broken morale | broken |
        | us-sq  | allied | squad | L2  | 6  | 6     | 7      | 5             |        |
        | de-brk | axis   | squad | L5  | 5  | 4     | 7      | 5             | yes    |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 3•3
      And "de-brk" makes a Fire Defense Roll of 4•4
      Then the Defense Total of "de-brk" is 13 with Morale 5
      And "de-brk" is broken

    @8.1.1 @13.1 @O20.3.4 @13.2
    Scenario: A tie against a Suppressed Squad leaves it with its one Suppressed marker, unbroken
      Given the firing units:
        | unit   | owner  | kind  | hex | fp | range | morale | broken morale | suppressed |
        | us-sq  | allied | squad | L2  | 6  | 6     | 7      | 5             |            |
        | de-sup | axis   | squad | L5  | 5  | 4     | 7      | 6             | yes        |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at L5
      And the Fire Attack Roll is 3•3
      And "de-sup" makes a Fire Defense Roll of 3•3
      Then the Defense Total of "de-sup" is 12 with Morale 6
      And "de-sup" is Suppressed
      And "de-sup" is unbroken

  Rule: A29 Concealment and A35.1 Hidden Entrenchments
    "Concealment may only be played just prior to the player making a Defense Roll."
    "Determine the Cover in the targeted hex and reduce the Fire Attack Total by that amount."
    "Hidden Entrenchments may only be played just prior to the scenario Defender making a Defense Roll."

    Background:
      Given the battlefield:
        | hex | terrain           |
        | Q5  | Open Ground       |
        | S5  | Woods             |
        | S6  | Open Ground, Road |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-sq | axis   | squad | Q5  | 6  | 5     | 7      | 6             |
        | us-a  | allied | squad | S5  | 6  | 5     | 7      | 6             |
        | us-b  | allied | squad | S5  | 6  | 5     | 7      | 6             |
        | us-c  | allied | squad | S6  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | Q5   | S5 | clear |
        | Q5   | S6 | clear |

    @A29 @O20.3.4
    Scenario Outline: Concealment in Woods lowers the Attack Total by 2, per reading "cce.concealment-scope"
      Given the reading "cce.concealment-scope" is "<scope>"
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "de-sq" fires at S5
      And the Fire Attack Roll is 3•3
      And the allied player plays Concealment before the Defense Roll of "us-a"
      And "us-a" makes its Fire Defense Roll of 1•1
      And "us-b" makes a Fire Defense Roll of 1•2
      Then the Defense Roll of "us-a" was against an Attack Total of 10
      And "us-a" is unbroken
      And the Defense Roll of "us-b" was against an Attack Total of <total b>
      And "us-b" <result b>

      Examples:
        | scope  | total b | result b         |
        | attack | 10      | is not Suppressed |
        | unit   | 12      | is Suppressed     |

    @A29 @T93
    Scenario Outline: Concealment in a Road hex of Cover −1, per reading "cce.concealment-negative-cover"
      Given the reading "cce.concealment-negative-cover" is "<reading>"
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "de-sq" fires at S6
      And the Fire Attack Roll is 3•3
      And the allied player plays Concealment before the Defense Roll of "us-c"
      And "us-c" makes its Fire Defense Roll of 3•3
      Then the Defense Roll of "us-c" was against an Attack Total of <total>
      And "us-c" <result>

      Examples:
        | reading | total | result            |
        | literal | 13    | is broken         |
        | zero    | 12    | is Suppressed     |

    @A29
    Scenario: Concealment is the defending unit's owner's to play
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "de-sq" fires at S5
      And the Fire Attack Roll is 3•3
      And the axis player plays Concealment before the Defense Roll of "us-a"
      Then the decision is rejected citing A29

    @A35.1 @F102 @O20.3.4
    Scenario: Hidden Entrenchments: the scenario Defender places Foxholes (Cover 3, less 1 for the Road, T93) just before the roll
      Given the scenario Defender is the allied player
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "de-sq" fires at S6
      And the Fire Attack Roll is 3•3
      And the allied player plays Hidden Entrenchments before the Defense Roll of "us-c"
      And "us-c" makes its Fire Defense Roll of 1•1
      Then the Defense Total of "us-c" is 11 with Morale 9
      And "us-c" is broken

    @A35.1 @A35
    Scenario: Hidden Entrenchments are the scenario Defender's only
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "de-sq" fires at S6
      And the Fire Attack Roll is 3•3
      And the allied player plays Hidden Entrenchments before the Defense Roll of "us-c"
      Then the decision is rejected citing A35.1

  Rule: T88.2 Height Advantage
    "A Fire Attack suffers -1 FP if the target hex is at a higher elevation than any one firing piece."
    "Conversely, a Fire Attack gains +1 FP if the target hex is at a lower elevation than any one firing piece."

    Background:
      Given the battlefield:
        | hex | terrain     | elevation | crest |
        | D3  | Open Ground | 2         | yes   |
        | D4  | Open Ground | 0         |       |
        | D5  | Open Ground | 1         | yes   |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | hi-sq  | axis   | squad  | D3  | 4  | 4     | 7      | 6             |         |
        | lo-sq  | axis   | squad  | D4  | 5  | 4     | 7      | 6             |         |
        | de-ldr | axis   | leader | D4  | 1  | 1     | 9      | 7             | 1       |
        | us-sq  | allied | squad  | D5  | 6  | 5     | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight |
        | D3   | D5 | clear |
        | D4   | D5 | clear |

    @T88.2 @O20.3.1.2
    Scenario Outline: A Fire Group with a piece above and one below the target, per reading "cce.height-mixed-fire-group"
      Given the reading "cce.height-mixed-fire-group" is "<reading>"
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, hi-sq, lo-sq"
      And "hi-sq, lo-sq" fire at D5
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is <fp>

      Examples:
        | reading  | fp |
        | both     | 7  |
        | downhill | 8  |

    @T88.2
    Scenario: A lone piece above the target gains +1
      When the axis player announces a Fire Order
      And the Fire Order activates "hi-sq"
      And "hi-sq" fires at D5
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 5

    @T88.2
    Scenario: A lone piece below the target suffers −1 (6 FP with its Leader's Command, 5)
      When the axis player announces a Fire Order
      And the Fire Order activates "lo-sq"
      And "lo-sq" fires at D5
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 5

  Rule: O20.3.3.1 Jammed!, A41 Sustained Fire, A34 Hand Grenades, A27 Bore Sighting, A30 Crossfire and A24.3 Activation
    "If a Fire Attack Roll results in a Jammed! trigger, all firing Weapons break."
    "Effect—Increase the Fire Attack’s FP by +2 but, if the Fire Attack Roll ends up “doubles”, one firing Mortar or Machine Gun must break (firing player’s choice if more than one)."
    "Hand Grenades may only be played just prior to the player making a Fire Attack Roll, and only if at least one piece is firing at an adjacent hex. In the case of a multi-hex Fire Group, only one of those hexes need be adjacent to the targeted hex."
    "Bore Sighting may only be played by the scenario Defender – never an Attack or Recon player – and only just prior to making a Fire Attack Roll involving a firing Weapon with a printed FP of at least “5” (before any modifications). Effect—Increase the Fire Attack’s FP by +2."
    "Crossfire may only be played just prior to the player making a Fire Attack Roll, and only when firing at one or more moving [O21] units."
    "Be careful with this one—Sustained Fire’s drawback is cumulative with other Sustained Fires and/or with Jammed!, which could cause a Weapon to break then immediately break again, eliminating it outright."
    "A24.3 Activation—With the sole exception of Op Fire [A33], Actions that affect units do not activate those units like an Order would. Conversely, a unit that has already been activated by an Order/Op Fire Action can be the target of any number of (non-Op Fire) Actions."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | J3  | Open Ground |
        | I4  | Open Ground |
        | I5  | Open Ground |
        | J4  | Open Ground |
        | J5  | Building    |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | de-ldr | axis   | leader | I4  | 1  | 1     | 9      | 7             | 1       |
        | de-a   | axis   | squad  | J4  | 5  | 4     | 7      | 6             |         |
        | de-b   | axis   | squad  | I4  | 5  | 4     | 7      | 6             |         |
        | us-sq  | allied | squad  | J5  | 6  | 5     | 8      | 6             |         |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | mg-a   | de-a | mg   | 4  | 8     |
        | mg-b   | de-b | mg   | 4  | 8     |
      And the lines of sight:
        | from | to | sight | crosses |
        | J4   | J5 | clear | Wall    |
        | I4   | J5 | clear |         |
      And the hexsides:
        | between | feature |
        | J4/J5   | Wall    |

    @O20.3.3.1 @A41 @A34 @11.4 @1.9.1.2
    Scenario: Doubles with Jammed! break both MGs, then Sustained Fire breaks one again: eliminated
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-a, de-b, mg-a, mg-b" fire at J5 with "de-b" as the base
      And the axis player plays A34
      And the axis player plays A41
      And the Fire Attack Roll is 1•1 with a Jammed! trigger
      And the firing player breaks "mg-b" for Sustained Fire
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 13
      And the Attack Total is 15
      And the Weapons broken by the shot are "mg-a, mg-b"
      And the Weapons eliminated by the shot are "mg-b"

    @A41 @11.4 @O20.3.3
    Scenario: Sustained Fire, and the roll is doubles without Jammed!: the only firing MG breaks; 6 + 1 + 2 = 9, 2•2 → 13
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-b, mg-b" fire at J5
      And the axis player plays A41
      And the Fire Attack Roll is 2•2
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 9
      And the Attack Total is 13
      And the Weapons broken by the shot are "mg-b"
      And the Weapons eliminated by the shot are ""

    @A34
    Scenario: Hand Grenades cannot be played when no piece fires at an adjacent hex
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-b" fires at J5
      And the axis player plays A34
      Then the decision is rejected citing A34

    @A30
    Scenario: Crossfire cannot be played when no unit in the target hex is moving
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-b" fires at J5
      And the axis player plays A30
      Then the decision is rejected citing A30

    @A27
    Scenario: Bore Sighting needs a printed FP of at least 5: the MG's 4 + 1 Command does not qualify
      Given the scenario Defender is the axis player
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-b, mg-b" fire at J5
      And the axis player plays A27
      Then the decision is rejected citing A27

    @A27 @A24.1 @O20.3.3
    Scenario: The scenario Defender's Bore Sighting with a printed 5 FP MG: 5 + 1 + 1 + 2 = 9, 2•3 → 14
      Given the scenario Defender is the axis player
      And the Weapons:
        | weapon | unit | type | fp | range |
        | mg-b   | de-b | mg   | 5  | 8     |
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-b, mg-b" fire at J5 with "mg-b" as the base
      And the axis player plays A27
      And the Fire Attack Roll is 2•3
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 9
      And the Attack Total is 14

    @A24.3 @A24.1 @A41
    Scenario: Two Sustained Fires on the activated Squad's shot: 6 + 1 + 2 + 2 = 11, 3•4 → 18; the Actions activate nothing
      When the axis player announces a Fire Order
      And the Fire Order activates "de-b"
      And "de-b, mg-b" fire at J5
      And the axis player plays A41
      And the axis player plays A41
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 11
      And the Attack Total is 18
      And the pieces activated by the Fire Order are "de-b, mg-b"

    @A41
    Scenario: Sustained Fire cannot be played when no MG or Mortar fires
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-a" fires at J5
      And the axis player plays A41
      Then the decision is rejected citing A41

    @F106.3
    Scenario: A unit in Wire joins no Fire Group outside its hex
      Given the battlefield:
        | hex | terrain     | markers |
        | J4  | Open Ground | Wire    |
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-a, de-b" fire at J5
      Then the decision is rejected citing F106.3

  Rule: 11.6 Flamethrowers, Molotovs and Satchel Charges
    "A Flamethrower or Molotov Cocktail automatically sets its target’s Cover [T78.3] to “0”, with no modifications possible."
    "A Satchel Charge or Molotov Cocktail is a one-use Weapon and as such must be eliminated immediately after it makes a Fire Attack Roll [O20.3]."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | R3  | Open Ground |
        | R4  | Building    |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-sq | axis   | squad | R3  | 5  | 4     | 7      | 6             |
        | us-sq | allied | squad | R4  | 6  | 5     | 7      | 6             |
      And the Weapons:
        | weapon  | unit  | type    | fp | range |
        | molotov | de-sq | molotov | 4  | 1     |
      And the lines of sight:
        | from | to | sight |
        | R3   | R4 | clear |

    @11.6 @O20.3.4
    Scenario: A Molotov sets the Building's Cover to 0 and is eliminated after its roll
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "molotov" fires at R4
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 2•2
      Then the Attack Total is 11
      And the Defense Total of "us-sq" is 11 with Morale 7
      And "us-sq" is Suppressed
      And the Weapons eliminated by the shot are "molotov"

    @11.6 @O20.3.4 @T78.3
    Scenario Outline: A <type> of 4 FP, 3•4 → 11: the Squad in the Building has Morale <morale>, and the Weapon <fate>
      Given the Weapons:
        | weapon | unit  | type   | fp | range |
        | <id>   | de-sq | <type> | 4  | 1     |
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "<id>" fires at R4
      And the Fire Attack Roll is 3•4
      And "us-sq" makes a Fire Defense Roll of 2•2
      Then the Attack Total is 11
      And the Defense Total of "us-sq" is <total> with Morale <morale>
      And "us-sq" <result>
      And the Weapons eliminated by the shot are "<eliminated>"

      Examples:
        | type         | id      | morale | total | result            | eliminated | fate                                 |
        | satchel      | satchel | 10     | 14    | is not Suppressed | satchel    | is eliminated (Cover 3 counts)       |
        | flamethrower | flamer  | 7      | 11    | is Suppressed     |            | stays (Cover 0, one tie: Suppressed) |

  Rule: T97 Wall Cover
    "or 2 if a Fire Attack crossed the Wall as it entered the target hex"

    Background:
      Given the battlefield:
        | hex | terrain           |
        | O4  | Open Ground       |
        | O5  | Open Ground       |
        | P4  | Open Ground       |
        | P5  | Open Ground, Road |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-a  | axis   | squad | P4  | 5  | 4     | 7      | 6             |
        | de-b  | axis   | squad | O4  | 5  | 4     | 7      | 6             |
        | us-sq | allied | squad | P5  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight | crosses |
        | P4   | P5 | clear | Wall    |
        | O4   | P5 | clear |         |
      And the hexsides:
        | between | feature |
        | P4/P5   | Wall    |

    @T97 @T93 @O20.3.4
    Scenario: A Wall crossed by the Fire Group, in a Road hex: 2 − 1 = 1 Cover
      When the axis player announces a Fire Order
      And the Fire Order activates "de-a"
      And "de-a" fires at P5
      And the Fire Attack Roll is 3•3
      And "us-sq" makes a Fire Defense Roll of 3•3
      Then the Defense Total of "us-sq" is 14 with Morale 8

    @T97 @T93
    Scenario: Reading "not-reduced": the Road does not lower the Wall's Cover
      Given the reading "cce.road-reduces-hexside-cover" is "not-reduced"
      When the axis player announces a Fire Order
      And the Fire Order activates "de-a"
      And "de-a" fires at P5
      And the Fire Attack Roll is 3•3
      And "us-sq" makes a Fire Defense Roll of 3•3
      Then the Defense Total of "us-sq" is 15 with Morale 9

    @T97 @O20.3.1
    Scenario Outline: A Fire Group of which one line crosses the Wall, per reading "cce.wall-cover-fire-group"
      Given the firing units:
        | unit   | owner | kind   | hex | fp | range | morale | broken morale | command |
        | de-ldr | axis  | leader | P4  | 1  | 1     | 9      | 7             | 2       |
      And the reading "cce.wall-cover-fire-group" is "<reading>"
      When the axis player announces a Fire Order
      And the Fire Order activates "de-ldr, de-a, de-b"
      And "de-a, de-b" fire at P5
      And the Fire Attack Roll is 3•3
      And "us-sq" makes a Fire Defense Roll of 3•3
      Then the Defense Total of "us-sq" is <total> with Morale <morale>

      Examples:
        | reading | total | morale |
        | any     | 14    | 8      |
        | all     | 12    | 6      |

  Rule: O20.2.1 Smoke and T99 Airbursts
    "Ordnance is allowed to target any hex within its Range – even one containing no enemy units – if it will place Smoke this way."
    "The Fire Attack Total of any Mortar or Artillery attack against a Woods hex is always increased by 2."

    Background:
      Given the battlefield:
        | hex | terrain     | markers  |
        | E2  | Open Ground |          |
        | E5  | Open Ground |          |
        | E6  | Woods       | Foxholes |
      And the firing units:
        | unit    | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | us-ldr  | allied | leader | E2  | 1  | 1     | 9      | 7             | 2       |
        | us-team | allied | team   | E2  | 2  | 3     | 7      | 6             |         |
        | de-sq   | axis   | squad  | E6  | 6  | 5     | 7      | 6             |         |
      And the Weapons:
        | weapon    | unit    | type   | fp | range | min range | ordnance | smoke |
        | us-mortar | us-team | mortar | 4  | 10    | 2         | yes      | yes   |
      And the lines of sight:
        | from | to | sight |
        | E2   | E5 | clear |
        | E2   | E6 | clear |

    @O20.2.1 @O20.2.3
    Scenario: A Smoke round at an empty hex 3 away hits with 2•2 = 4 and places Smoke
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires Smoke at E5
      And the Targeting Roll is 2•2
      Then Smoke was placed in E5

    @O20.2.3
    Scenario: A product equal to the range misses: 1•3 = 3 at range 3
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires Smoke at E5
      And the Targeting Roll is 1•3
      Then the Targeting Roll misses with 3 against Hindrance 0 and range 3
      And the shot ended "missed"

    @T99 @F102 @3.3.1.3 @O20.2.3
    Scenario: The Mortar hits the Woods: Airburst +2, Foxholes Cover 4 against it, no Command for Ordnance
      When the allied player announces a Fire Order
      And the Fire Order activates "us-ldr, us-team"
      And "us-mortar" fires at E6
      And the Targeting Roll is 1•5
      And the Fire Attack Roll is 2•3
      And "de-sq" makes a Fire Defense Roll of 1•2
      Then the shot's FP is 4
      And the Attack Total is 11
      And the Defense Total of "de-sq" is 14 with Morale 11
      And "de-sq" is unbroken

    @O20.2.2
    Scenario: The Mortar's minimum range: an adjacent hex cannot be targeted
      Given the battlefield:
        | hex | terrain     |
        | E3  | Open Ground |
      And the firing units:
        | unit     | owner | kind  | hex | fp | range | morale | broken morale |
        | de-close | axis  | squad | E3  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | E2   | E3 | clear |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at E3
      Then the decision is rejected citing O20.2.2

    @O20.3
    Scenario: Without Smoke, a hex with no enemy unit cannot be targeted
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at E5
      Then the decision is rejected citing O20.3

  Rule: O20.2.3 Targeting Roll — the rulebook's examples
    "So a Targeting Roll of 1∙6 (total of “6”) misses at range 6 or more, and will hit if the range is 5 or less."
    "Ordnance firing at a target 5 hexes away with one or more Brush hexes in between (Hindrance of -3) would need to physically roll 9 or more to hit instead of 6+."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | F1  | Open Ground |
        | F6  | Open Ground |
        | F7  | Open Ground |
      And the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-team | allied | team  | F1  | 2  | 3     | 7      | 6             |
        | de-at-5 | axis   | squad | F6  | 6  | 5     | 7      | 6             |
        | de-at-6 | axis   | squad | F7  | 6  | 5     | 7      | 6             |
      And the Weapons:
        | weapon    | unit    | type   | fp | range | min range | ordnance |
        | us-mortar | us-team | mortar | 4  | 12    | 2         | yes      |

    @O20.2.3 @O20.2.2
    Scenario: 1•6 (total "6") misses at range 6
      Given the lines of sight:
        | from | to | sight |
        | F1   | F7 | clear |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at F7
      And the Targeting Roll is 1•6
      Then the Targeting Roll misses with 6 against Hindrance 0 and range 6
      And the shot ended "missed"

    @O20.2.3 @O20.2.2
    Scenario: 1•6 (total "6") hits at range 5
      Given the lines of sight:
        | from | to | sight |
        | F1   | F6 | clear |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at F6
      And the Targeting Roll is 1•6
      And the Fire Attack Roll is 3•3
      And "de-at-5" makes a Fire Defense Roll of 6•6
      Then the Targeting Roll hits with 6 against Hindrance 0 and range 5
      And the Attack Total is 10

    @O20.2.3 @10.3.1
    Scenario: Through Brush (Hindrance −3) at 5 hexes, 2•4 = 8 misses: 8 − 3 = 5 is not greater than 5
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | F1   | F6 | hindrance | 3         |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at F6
      And the Targeting Roll is 2•4
      Then the Targeting Roll misses with 8 against Hindrance 3 and range 5
      And the shot ended "missed"

    @O20.2.3 @10.3.1
    Scenario: Through Brush (Hindrance −3) at 5 hexes, 3•3 = 9 hits: "9 or more"
      Given the lines of sight:
        | from | to | sight     | hindrance |
        | F1   | F6 | hindrance | 3         |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at F6
      And the Targeting Roll is 3•3
      And the Fire Attack Roll is 3•3
      And "de-at-5" makes a Fire Defense Roll of 6•6
      Then the Targeting Roll hits with 9 against Hindrance 3 and range 5
      And the Attack Total is 10

  Rule: 10.3.3 Hindrance Modifiers — the rulebook's example
    "Hindrances are not cumulative: the single largest modifier is used, and this modifier does not become greater if the number of Hindrances between the sighting and target hexes is greater than one."
    "The Team’s total FP is reduced by -3 for one Brush Hindrance, not -6 for both."
    "If one of the two intervening hexes also contained a “4” Smoke marker, the FP would be reduced by -4 instead for the Smoke."
    "Smoke hinders any LOS traced into or out of it, not just through it like printed mapboard Hindrances."
    "if the Squad’s hex contained a “5” Smoke marker, its FP would be reduced by -5 instead."

    Background:
      Given the battlefield:
        | hex | terrain     | markers |
        | E4  | Open Ground |         |
        | G2  | Open Ground | Smoke:5 |
        | G4  | Open Ground |         |
        | G5  | Open Ground |         |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq    | allied | squad | E4  | 7  | 5     | 7      | 6             |
        | us-smoky | allied | squad | G2  | 7  | 5     | 7      | 6             |
        | de-team  | axis   | team  | G4  | 3  | 4     | 7      | 6             |
        | de-team2 | axis   | team  | G5  | 3  | 4     | 7      | 6             |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | E4   | G4 | hindrance | 3         |
        | G2   | G5 | hindrance | 3         |

    @10.3.3 @O20.3.2
    Scenario: Two Brush hexes between the Squad and the Team: −3 for one, not −6 (the LOS states its single largest Hindrance)
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at G4
      And the Fire Attack Roll is 3•3
      And "de-team" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 4

    @10.3.4 @10.3.3 @O20.3.2
    Scenario: A "5" Smoke in the Squad's own hex hinders out of it: −5 instead of the Brush's −3
      When the allied player announces a Fire Order
      And the Fire Order activates "us-smoky"
      And "us-smoky" fires at G5
      And the Fire Attack Roll is 3•3
      And "de-team2" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 2

  Rule: T78.3 Cover and T93 Road — the rulebook's examples
    "Cover is never cumulative, however, so a player must choose only one instance of Cover to apply if more than one is present."
    "A Team has a printed Morale of 7. If it occupied a Brush hex, its Morale would be 8 (7; +1 for the Cover of the Brush). If an enemy Squad shoots at the Team across a Wall hexside, the Team can choose to instead use the (alternate) 2 Cover of the Wall, giving it a Morale of 9 for that attack."
    "If that Team was stacked with a Foxholes marker, the owning player could choose to ignore both the 1 Cover of the Brush and the 2 Cover of the Wall and instead add the 3 Cover of the Foxholes, giving it 10 Morale."
    "So a Building hex with a Road going through it has a Cover of 2 (3 for the Building; modified by -1 for the Road)."
    "A German Squad with a printed Morale of 7 in an Open Ground hex containing a Road will be at “-1” Cover and therefore have 6 Morale for all purposes. If Foxholes [F102] were later placed in that hex, it would have a Morale of 9 (7; +3 Foxholes; -1 Road)."

    Background:
      Given the battlefield:
        | hex | terrain           | markers  |
        | K1  | Open Ground       |          |
        | H3  | Brush             |          |
        | J3  | Brush             | Foxholes |
        | K3  | Building, Road    |          |
        | L3  | Open Ground, Road |          |
        | M3  | Open Ground, Road | Foxholes |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq    | allied | squad | K1  | 5  | 6     | 7      | 6             |
        | de-team  | axis   | team  | H3  | 3  | 4     | 7      | 6             |
        | de-team2 | axis   | team  | J3  | 3  | 4     | 7      | 6             |
        | de-bldg  | axis   | squad | K3  | 6  | 5     | 7      | 6             |
        | de-road  | axis   | squad | L3  | 6  | 5     | 7      | 6             |
        | de-fox   | axis   | squad | M3  | 6  | 5     | 7      | 6             |

    @T78.3 @O20.3.4
    Scenario Outline: The Team of printed Morale 7 in Brush has Morale <morale> <how>
      Given the lines of sight:
        | from | to   | sight | crosses   |
        | K1   | <at> | clear | <crosses> |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at <at>
      And the Fire Attack Roll is 3•3
      And "<team>" makes a Fire Defense Roll of 3•3
      Then the Attack Total is 11
      And the Defense Total of "<team>" is <total> with Morale <morale>

      Examples:
        | at | team     | crosses | morale | total | how                                               |
        | H3 | de-team  |         | 8      | 14    | (+1 Brush)                                        |
        | H3 | de-team  | Wall    | 9      | 15    | fired at across a Wall (its alternate 2 Cover)    |
        | J3 | de-team2 | Wall    | 10     | 16    | with Foxholes (3 Cover, instead of Brush or Wall) |

    @T93 @T78.3 @O20.3.4
    Scenario Outline: A Road lowers the hex's Cover by 1: <how>, Morale <morale>
      Given the lines of sight:
        | from | to   | sight |
        | K1   | <at> | clear |
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at <at>
      And the Fire Attack Roll is 3•3
      And "<unit>" makes a Fire Defense Roll of 3•3
      Then the Defense Total of "<unit>" is <total> with Morale <morale>

      Examples:
        | at | unit    | morale | total | how                                   |
        | K3 | de-bldg | 9      | 15    | Building with a Road, Cover 3 − 1 = 2 |
        | L3 | de-road | 6      | 12    | Open Ground with a Road, Cover −1     |
        | M3 | de-fox  | 9      | 15    | Foxholes then placed, 7 + 3 − 1       |

  Rule: A37 Marksmanship
    "Marksmanship may only be played just prior to the player making a Fire Attack Roll."
    "The attack must include a firing Squad or Team of the indicated nationality. Effect—Increase the Fire Attack’s FP by +2."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | N1  | Open Ground |
        | N3  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command | nationality |
        | us-ldr | allied | leader | N1  | 1  | 2     | 9      | 7             | 0       | america     |
        | us-sq  | allied | squad  | N1  | 6  | 5     | 7      | 6             |         | america     |
        | de-sq  | axis   | squad  | N3  | 6  | 5     | 7      | 6             |         | germany     |
      And the lines of sight:
        | from | to | sight |
        | N1   | N3 | clear |

    @A37 @A24.1 @O20.3.3
    Scenario: American Marksmanship on the American Squad's shot: 6 + 2 = 8 FP, 3•3 → 14
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at N3
      And the allied player plays Marksmanship (america)
      And the Fire Attack Roll is 3•3
      And "de-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 8
      And the Attack Total is 14

    @A37
    Scenario: Russian Marksmanship cannot be played on an American attack
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at N3
      And the allied player plays Marksmanship (russia)
      Then the decision is rejected citing A37

    @A37
    Scenario: A Leader firing alone is no "Squad or Team of the indicated nationality"
      When the allied player announces a Fire Order
      And the Fire Order activates "us-ldr"
      And "us-ldr" fires at N3
      And the allied player plays Marksmanship (america)
      Then the decision is rejected citing A37

  Rule: A35.3 Hidden Pillbox and A36 Light Wounds (in the Defense Roll loop, shared with Op Fire)
    "Hidden Pillbox may only be played just prior to the scenario Defender making a Defense Roll for an attack against an Objective hex and only if the Pillbox is not already in play."
    "The targeted hex cannot be Water Terrain nor already contain a Fortification of any type. Effect—Place the Pillbox marker [F104] into that hex."
    "Light Wounds may only be played at the instant that a friendly Squad – either broken or unbroken – would break [3.2]."
    "Effect—Lose 1 VP. Then, instead of that Squad breaking (or instead of it being eliminated due to already being broken), place it back into the countermix, retrieving a Team from the countermix – of the same quality as that player’s OB: either Green, Line or Elite – and placing it into the hex from which the Squad was taken."
    "If the Squad was broken when it was removed, the replacement Team comes into play broken. If there was a Weapon, Suppressed or Veteran marker on the Squad, the Team retains the marker."

    Background:
      Given the battlefield:
        | hex | terrain     | markers  |
        | R1  | Open Ground |          |
        | R4  | Open Ground |          |
        | S4  | Open Ground | Foxholes |
      And the firing units:
        | unit   | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq  | allied | squad | R1  | 6  | 5     | 7      | 6             |
        | de-sq  | axis   | squad | R4  | 6  | 5     | 7      | 5             |
        | de-sq2 | axis   | squad | R4  | 6  | 5     | 7      | 5             |
        | de-fox | axis   | squad | S4  | 6  | 5     | 7      | 5             |
      And the lines of sight:
        | from | to | sight |
        | R1   | R4 | clear |
        | R1   | S4 | clear |
      And the scenario Defender is the axis player
      And the Objective hexes are "R4, S4"

    @A35.3 @F104 @O20.3.4
    Scenario: Hidden Pillbox in the Objective hex just before the roll: Cover 5, Morale 12, and 12 + 2 = 14 beats 6 + 3•4 = 13
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at R4
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Pillbox before the Defense Roll of "de-sq"
      And "de-sq" makes its Fire Defense Roll of 1•1
      And "de-sq2" makes a Fire Defense Roll of 1•1
      Then the Defense Total of "de-sq" is 14 with Morale 12
      And the Defense Total of "de-sq2" is 14 with Morale 12

    @A35.3
    Scenario Outline: Hidden Pillbox is refused <why>
      Given <given>
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at <hex>
      And the Fire Attack Roll is 3•4
      And the axis player plays Hidden Pillbox before the Defense Roll of "<unit>"
      Then the decision is rejected citing A35.3

      Examples:
        | why                                          | given                                 | hex | unit   |
        | once the Pillbox is in play                  | the Pillbox is already in play        | R4  | de-sq  |
        | in a hex that already holds a Fortification  | the Objective hexes are "R4, S4"      | S4  | de-fox |
        | outside an Objective hex                     | the Objective hexes are "S4"          | R4  | de-sq  |
        | to a player who is not the scenario Defender | the scenario Defender is the allied player | R4 | de-sq |

    @A36 @3.2 @O20.3.4
    Scenario: Light Wounds: the unbroken Squad that would break (7 + 1•1 = 9 < 13) becomes an unbroken Team; its owner loses 1 VP
      Given the axis player has the Team "de-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at R4
      And the Fire Attack Roll is 3•4
      And "de-sq" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      And "de-sq2" makes a Fire Defense Roll of 6•6
      Then "de-sq" was replaced by the Team "de-team"
      And "de-team" is unbroken
      And the axis player has lost 1 VP

    @A36 @3.2.4 @7.1
    Scenario: Light Wounds instead of the elimination of a broken Squad: the Team comes into play broken
      Given the firing units:
        | unit   | owner | kind  | hex | fp | range | morale | broken morale | broken |
        | de-old | axis  | squad | S4  | 6  | 5     | 7      | 5             | yes    |
      And the axis player has the Team "de-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at S4
      And the Fire Attack Roll is 3•4
      And "de-fox" makes a Fire Defense Roll of 6•6
      And "de-old" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      Then "de-old" was replaced by the Team "de-team"
      And "de-team" is broken
      And the axis player has lost 1 VP

    @A36 @3.2.4 @7.1
    Scenario: The one Light Wounds card serves once: the second breaking Squad is eliminated
      Given the firing units:
        | unit   | owner | kind  | hex | fp | range | morale | broken morale | broken |
        | de-old | axis  | squad | S4  | 6  | 5     | 7      | 5             | yes    |
      And the axis player has the Team "de-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at S4
      And the Fire Attack Roll is 3•4
      And "de-fox" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      And "de-old" makes a Fire Defense Roll of 1•1
      Then "de-fox" was replaced by the Team "de-team"
      And "de-old" is eliminated
      And the allied player has gained 2 VP

    @A36 @3.2 @3.2.4 @7.1
    Scenario: Two Light Wounds cards in one Order: each Squad that would break is replaced by the next Team, 1 VP each
      Given the firing units:
        | unit   | owner | kind  | hex | fp | range | morale | broken morale | broken |
        | de-old | axis  | squad | S4  | 6  | 5     | 7      | 5             | yes    |
      And the axis player has the Teams "de-team-1, de-team-2" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at S4
      And the Fire Attack Roll is 3•4
      And "de-fox" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      And "de-old" makes a Fire Defense Roll of 1•1
      And the axis player plays Light Wounds
      Then "de-fox" was replaced by the Team "de-team-1"
      And "de-old" was replaced by the Team "de-team-2"
      And "de-team-1" is unbroken
      And "de-team-2" is broken
      And the axis player has lost 2 VP

    @A36 @3.2
    Scenario: The owner may let the Squad break instead
      Given the axis player has the Team "de-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at R4
      And the Fire Attack Roll is 3•4
      And "de-sq" makes a Fire Defense Roll of 1•1
      And the axis player lets the Squad break
      And "de-sq2" makes a Fire Defense Roll of 6•6
      Then "de-sq" is broken
      And the axis player has gained 0 VP

  Rule: A40 Spray Fire
    "Spray Fire may only be played just prior to the player making a Fire Attack Roll. All firing pieces must have boxed Range. The two targeted hexes must each:"
    "be within Range of all firing pieces; ● be adjacent to one another; ● contain an enemy unit."
    "For determining possible Obstacles and Hindrances in intervening hexes, LOS must be checked from all firing pieces to both hexes."
    "Effect—The Fire attack will affect both targeted hexes simultaneously. Only one Fire Attack Roll is made, though all units in both hexes must make Fire Defense Rolls based on that single Attack Total."
    "You may want to think of the two adjacent hexes as one big hex that just happens to have two LOS dots, possibly with different Cover affecting different defending units."
    "Note that Spray Fire is not cumulative: It reads “2 hexes” not “an additional hex”."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | T2  | Open Ground |
        | T4  | Open Ground |
        | T5  | Open Ground |
        | T6  | Open Ground |
        | U6  | Open Ground |
      And the firing units:
        | unit     | owner  | kind  | hex | fp | range | morale | broken morale | boxed range |
        | us-sq    | allied | squad | T2  | 6  | 5     | 7      | 6             | yes         |
        | us-rifle | allied | squad | T2  | 6  | 5     | 7      | 6             |             |
        | de-wall  | axis   | squad | T4  | 6  | 5     | 7      | 6             |             |
        | de-open  | axis   | squad | T5  | 6  | 5     | 7      | 6             |             |
        | de-far   | axis   | squad | U6  | 6  | 5     | 7      | 6             |             |
      And the Weapons:
        | weapon | unit  | type | fp | range | boxed range |
        | us-mg  | us-sq | mg   | 4  | 8     | yes         |
      And the lines of sight:
        | from | to | sight     | hindrance | crosses |
        | T2   | T4 | clear     |           | Wall    |
        | T2   | T5 | hindrance | 1         |         |
        | T2   | T6 | clear     |           |         |
        | T2   | U6 | clear     |           |         |

    @A40 @O20.3.4 @O20.3.2 @T97
    Scenario: One roll against two hexes: FP 7 (6 + 1) less the Brush into T5 is 6, 3•4 → 13; T4 keeps its Wall (9 + 1•1 = 11 breaks), T5 has none (7 + 3•3 = 13 ties: Suppressed)
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq, us-mg" fire at T4
      And the allied player plays Spray Fire at T5
      And the Fire Attack Roll is 3•4
      And "de-wall" makes a Fire Defense Roll of 1•1
      And "de-open" makes a Fire Defense Roll of 3•3
      Then the shot's FP is 6
      And the Defense Total of "de-wall" is 11 with Morale 9
      And the Defense Total of "de-open" is 13 with Morale 7
      And "de-wall" is broken
      And "de-open" is Suppressed

    @A40 @T97
    Scenario Outline: The Wall crossed into T4, for the units of T5, per reading "cce.spray-fire-wall-cover"
      Given the reading "cce.spray-fire-wall-cover" is "<reading>"
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq, us-mg" fire at T4
      And the allied player plays Spray Fire at T5
      And the Fire Attack Roll is 3•4
      And "de-wall" makes a Fire Defense Roll of 6•6
      And "de-open" makes a Fire Defense Roll of 3•3
      Then the Defense Total of "de-open" is <total> with Morale <morale>

      Examples:
        | reading      | morale | total |
        | per-hex      | 7      | 13    |
        | whole-attack | 9      | 15    |

    @A40
    Scenario Outline: Spray Fire is refused <why>
      When the allied player announces a Fire Order
      And the Fire Order activates "<unit>"
      And "<pieces>" fire at T4
      And the allied player plays Spray Fire at <hex>
      Then the decision is rejected citing A40

      Examples:
        | why                                      | unit     | pieces       | hex |
        | to a Squad without boxed Range           | us-rifle | us-rifle     | T5  |
        | at a hex not adjacent to the target      | us-sq    | us-sq, us-mg | U6  |
        | at a hex with no enemy unit              | us-sq    | us-sq, us-mg | T6  |

    @A40
    Scenario: Spray Fire is not cumulative: a second one on the same shot is refused
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq, us-mg" fire at T4
      And the allied player plays Spray Fire at T5
      And the allied player plays Spray Fire at T5
      Then the decision is rejected citing A40

  Rule: 3.2.3, 13.2, 11.4, T89, T95, T78.1, F106 Who may fire a Weapon; Veteran, Suppressed and Wire on FP and Morale
    "3.2.3 Attached Weapons—Broken units cannot Fire Weapons."
    "Only an unbroken, unsuppressed [13] unit may fire its Weapon"
    "If the number falls within that Weapon’s “Fix” range, it is flipped back over to its unbroken side, available for immediate use."
    "A unit with a Suppressed marker on it has -1 FP, -1 Range, -1 Movement and -1 Morale."
    "a Suppressed unit cannot fire any Weapon it possesses."
    "No Weapon of any kind may fire from a Marsh hex."
    "No Weapon of any kind may fire from a Stream hex."
    "So for example a Major Bridge over a Stream is a “Major Bridge hex” for all purposes, not a “Stream hex” (and thus not a Water hex, either)."
    "For a Fire Order to be announced, at least one of the activated units (or its Weapon) must have an enemy unit within both its LOS and Range."
    "A unit with a Veteran marker on it has +1 FP, +1 Range, +1 Movement and +1 Morale."
    "A Wire marker sharing a hex with one or more units affects those units by reducing their FP, … Range and Morale numbers by -1 each."
    "No Weapon may be fired from a Wire hex."

    Background:
      Given the battlefield:
        | hex | terrain     | markers |
        | V1  | Open Ground |         |
        | V2  | Marsh       |         |
        | V3  | Stream      |         |
        | V4  | Open Ground | Wire    |
        | V5  | Open Ground |         |
        | V6  | Open Ground |         |
        | V8  | Open Ground | Wire    |
        | W4  | Bridge, Major Bridge, Stream, Road |  |
      And the firing units:
        | unit      | owner  | kind  | hex | fp | range | morale | broken morale | broken | suppressed | veteran |
        | brk-sq    | axis   | squad | V5  | 5  | 4     | 7      | 6             | yes    |            |         |
        | jam-sq    | axis   | squad | V5  | 5  | 4     | 7      | 6             |        |            |         |
        | bridge-sq | axis   | squad | W4  | 5  | 4     | 7      | 6             |        |            |         |
        | sup-sq    | axis   | squad | V5  | 5  | 4     | 7      | 6             |        | yes        |         |
        | vet-sq    | axis   | squad | V5  | 5  | 4     | 7      | 6             |        |            | yes     |
        | marsh-sq  | axis   | squad | V2  | 5  | 4     | 7      | 6             |        |            |         |
        | stream-sq | axis   | squad | V3  | 5  | 4     | 7      | 6             |        |            |         |
        | wire-sq   | axis   | squad | V4  | 5  | 4     | 7      | 6             |        |            |         |
        | us-sq     | allied | squad | V6  | 6  | 5     | 7      | 6             |        |            |         |
        | us-wired  | allied | squad | V8  | 6  | 5     | 7      | 6             |        |            |         |
      And the Weapons:
        | weapon    | unit      | type | fp | range | broken |
        | brk-mg    | brk-sq    | mg   | 3  | 6     |        |
        | jam-mg    | jam-sq    | mg   | 3  | 6     | yes    |
        | sup-mg    | sup-sq    | mg   | 3  | 6     |        |
        | marsh-mg  | marsh-sq  | mg   | 3  | 6     |        |
        | stream-mg | stream-sq | mg   | 3  | 6     |        |
        | wire-mg   | wire-sq   | mg   | 3  | 6     |        |
        | bridge-mg | bridge-sq | mg   | 3  | 6     |        |
      And the lines of sight:
        | from | to | sight |
        | W4   | V6 | clear |
        | V2   | V6 | clear |
        | V3   | V6 | clear |
        | V4   | V6 | clear |
        | V5   | V6 | clear |
        | V5   | V8 | clear |

    @11.1 @3.2.3 @13.2 @11.4 @T89 @T95 @F106.3
    Scenario Outline: The Weapon of <who> cannot fire
      When the axis player announces a Fire Order
      And the Fire Order activates "<unit>"
      And "<weapon>" fires at V6
      Then the decision is rejected citing <rule>

      Examples:
        | who                      | unit      | weapon    | rule   |
        | a broken Squad           | brk-sq    | brk-mg    | 3.2.3  |
        | a Squad, broken itself   | jam-sq    | jam-mg    | 11.4   |
        | a Suppressed Squad       | sup-sq    | sup-mg    | 13.2   |
        | a Squad in a Marsh hex   | marsh-sq  | marsh-mg  | T89    |
        | a Squad in a Stream hex  | stream-sq | stream-mg | T95    |
        | a Squad in a Wire hex    | wire-sq   | wire-mg   | F106.3 |

    @T78.1 @T95 @11.1
    Scenario: A Weapon on a Major Bridge over a Stream fires: the hex is a Bridge hex, not a Stream hex; 3 FP, 3•3 → 9
      When the axis player announces a Fire Order
      And the Fire Order activates "bridge-sq"
      And "bridge-mg" fires at V6
      And the Fire Attack Roll is 3•3
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 3
      And the Attack Total is 9

    @O20.1 @T95 @11.1
    Scenario: A Squad in a Stream hex whose MG alone has the enemy in Range cannot be activated to fire
      # V5 is a level 1 Hill between V3 and V6, both at ground level (T88.3.3); V8 is on a level 2 Crest
      # above it, so V3 sees V8 past the lower Hill (T88.3.2).
      Given the battlefield:
        | hex | terrain     | markers | elevation | crest |
        | V5  | Open Ground |         | 1         | yes   |
        | V8  | Open Ground | Wire    | 2         | yes   |
      And the lines of sight:
        | from | to | sight   |
        | W4   | V6 | blocked |
        | V4   | V6 | blocked |
        | V2   | V6 | blocked |
        | V3   | V6 | blocked |
        | V3   | V8 | clear   |
      When the axis player announces a Fire Order
      And the Fire Order activates "stream-sq"
      Then the decision is rejected citing O20.1

    @O20.3.3 @E44.1 @13.2 @F106.1 @T89 @T95
    Scenario Outline: <who> fires itself with FP <fp>: 3•3 → <total>
      When the axis player announces a Fire Order
      And the Fire Order activates "<unit>"
      And "<unit>" fires at V6
      And the Fire Attack Roll is 3•3
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is <fp>
      And the Attack Total is <total>

      Examples:
        | who                                   | unit      | fp | total |
        | the Veteran Squad (5 + 1)             | vet-sq    | 6  | 12    |
        | the Suppressed Squad (5 − 1)          | sup-sq    | 4  | 10    |
        | the Squad in Wire (5 − 1)             | wire-sq   | 4  | 10    |
        | the Squad in a Marsh hex (no Weapon)  | marsh-sq  | 5  | 11    |
        | the Squad in a Stream hex (no Weapon) | stream-sq | 5  | 11    |

    @F106.1 @O20.3.4 @E44.1
    Scenario: The Veteran's Range 4 + 1 reaches 3 hexes; the target in Wire defends with Morale 7 − 1 = 6: 6 + 3•3 = 12 ties 6 + 3•3: Suppressed
      When the axis player announces a Fire Order
      And the Fire Order activates "vet-sq"
      And "vet-sq" fires at V8
      And the Fire Attack Roll is 3•3
      And "us-wired" makes a Fire Defense Roll of 3•3
      Then the Attack Total is 12
      And the Defense Total of "us-wired" is 12 with Morale 6
      And "us-wired" is Suppressed

  Rule: 10.3.2 Fire Attacks & Hindrances and 10.3.2.1 Minimum Firepower
    "Any non-Ordnance Fire Attack [O20.3] traced through an intervening Hindrance will have its FP reduced by an amount equal to the number listed in that terrain’s LOS column of the Terrain Chart."
    "a final FP of at least “1” is required for a Fire Attack Roll to be made. Actions that increase a Fire Attack’s strength may be used in order to raise that shot’s FP to 1 or more."
    "though the firing piece(s) could still attempt a different shot with a lesser (or no) Hindrance."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | W1  | Open Ground |
        | W2  | Brush       |
        | W3  | Open Ground |
      And the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale | nationality |
        | us-team | allied | team  | W1  | 2  | 4     | 7      | 6             | america     |
        | de-near | axis   | squad | W2  | 6  | 5     | 7      | 6             | germany     |
        | de-far  | axis   | squad | W3  | 6  | 5     | 7      | 6             | germany     |
      And the lines of sight:
        | from | to | sight     | hindrance |
        | W1   | W2 | clear     |           |
        | W1   | W3 | hindrance | 3         |

    @10.3.2 @10.3.2.1 @O20.3.2
    Scenario: 2 FP − 3 = −1: the shot at W3 cannot be made
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-team" fires at W3
      And firing is refused citing 10.3.2.1
      Then the procedure is in state "playingActions"

    @10.3.2 @10.3.2.1 @O20.3.2 @O20.3
    Scenario: The Team abandons the −1 FP shot at W3 and fires at W2 instead, with no Hindrance: 2 + 3•3 = 8
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-team" fires at W3
      And the shot is abandoned
      And "us-team" fires at W2
      And the Fire Attack Roll is 3•3
      And "de-near" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 2
      And the Attack Total is 8
      And the Fire Order is over

    @10.3.2 @10.3.2.1 @O20.3.2 @A37 @A24.1
    Scenario: Marksmanship raises the hindered shot from −1 to exactly 1: it may be made, 1 + 3•3 = 7
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-team" fires at W3
      And the allied player plays Marksmanship (america)
      And the Fire Attack Roll is 3•3
      And "de-far" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 1
      And the Attack Total is 7

  Rule: O20.3.1 Fire Groups
    "Every piece in a Fire Group must have both an unobstructed LOS to the target hex and be within Range of that hex for the Fire Attack Roll to be made. Furthermore, if units in a Fire Group occupy more than one hex, each such hex must be adjacent to at least one other (so that it forms a “chain” of adjacent firing units)."
    "Fire Groups are never mandatory—pieces that could form a Fire Group may choose to fire separately or to form smaller"

    Background:
      Given the battlefield:
        | hex | terrain     |
        | Q1  | Open Ground |
        | Q2  | Open Ground |
        | Q3  | Open Ground |
        | Q4  | Open Ground |
        | Q7  | Open Ground |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | sq-1   | axis   | squad  | Q1  | 5  | 6     | 7      | 6             |         |
        | sq-2   | axis   | squad  | Q2  | 5  | 5     | 7      | 6             |         |
        | q-ldr  | axis   | leader | Q3  | 1  | 1     | 9      | 7             | 2       |
        | sq-3   | axis   | squad  | Q3  | 5  | 4     | 7      | 6             |         |
        | sq-4   | axis   | squad  | Q4  | 5  | 3     | 7      | 6             |         |
        | us-sq  | allied | squad  | Q7  | 6  | 5     | 7      | 6             |         |
      And the lines of sight:
        | from | to | sight   |
        | Q1   | Q7 | blocked |
        | Q2   | Q7 | clear   |
        | Q3   | Q7 | clear   |
        | Q4   | Q7 | clear   |

    @O20.3.1
    Scenario: Q2 and Q4 are not adjacent: no chain, no Fire Group
      When the axis player announces a Fire Order
      And the Fire Order activates "q-ldr, sq-2, sq-4"
      And "sq-2, sq-4" fire at Q7
      Then the decision is rejected citing O20.3.1

    @O20.3.1 @10
    Scenario: A piece without LOS to the target hex cannot join the Fire Group
      When the axis player announces a Fire Order
      And the Fire Order activates "q-ldr, sq-1, sq-2"
      And "sq-1, sq-2" fire at Q7
      Then the decision is rejected citing 10

    @O20.3.1 @O20.3.1.2 @O20.3 @3.3.1.2
    Scenario: Q4-Q3 is a chain: 7 (5 + 2 Command) + 1 = 8; Q2 then fires separately with 5; no piece fires twice
      When the axis player announces a Fire Order
      And the Fire Order activates "q-ldr, sq-2, sq-3, sq-4"
      And "sq-3, sq-4" fire at Q7
      And the Fire Attack Roll is 2•3
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 8
      And the Attack Total is 13
      When "sq-2" fires at Q7
      And the Fire Attack Roll is 2•3
      And "us-sq" makes a Fire Defense Roll of 6•6
      Then the shot's FP is 5
      And the Attack Total is 10
      When "sq-3" fires at Q7
      Then the decision is rejected citing O20.3

  Rule: T87 Hedge, F101 Bunker and F105 Trench Cover, against Squads and against Mortars
    "COVER: none; or 1 if a Fire Attack crossed the Hedge as it entered the target hex (not applicable when defending against Mortars or Artillery)."
    "A Bunker gives the hex it occupies an alternate Cover of “6” (“7” instead vs Mortars and Artillery). As usual, this is not cumulative with other Cover in the hex."
    "A Trench marker gives the hex it occupies an alternate Cover of “4” (“5” instead vs Mortars and Artillery). As usual, this is not cumulative with other Cover in the hex."

    Background:
      Given the battlefield:
        | hex | terrain     | markers |
        | X1  | Open Ground |         |
        | X3  | Open Ground |         |
        | X4  | Brush       | Bunker  |
        | Z4  | Open Ground | Trench  |
      And the firing units:
        | unit      | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq     | allied | squad | X1  | 6  | 6     | 7      | 6             |
        | us-team   | allied | team  | X1  | 2  | 3     | 7      | 6             |
        | de-hedge  | axis   | squad | X3  | 6  | 5     | 7      | 6             |
        | de-bunk   | axis   | squad | X4  | 6  | 5     | 7      | 6             |
        | de-trench | axis   | squad | Z4  | 6  | 5     | 7      | 6             |
      And the Weapons:
        | weapon    | unit    | type   | fp | range | min range | ordnance |
        | us-mortar | us-team | mortar | 4  | 12    | 2         | yes      |
      And the lines of sight:
        | from | to | sight | crosses |
        | X1   | X3 | clear | Hedge   |
        | X1   | X4 | clear |         |
        | X1   | Z4 | clear |         |

    @T87 @F101 @F105 @T78.3 @O20.3.4
    Scenario Outline: The Squad's shot at <hex>: <unit> has Morale <morale> (<how>)
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at <hex>
      And the Fire Attack Roll is 3•3
      And "<unit>" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 12
      And the Defense Total of "<unit>" is <total> with Morale <morale>

      Examples:
        | hex | unit      | morale | total | how                                   |
        | X3  | de-hedge  | 8      | 10    | 7 + 1 for the crossed Hedge           |
        | X4  | de-bunk   | 13     | 15    | 7 + 6 for the Bunker, not + 1 Brush   |
        | Z4  | de-trench | 11     | 13    | 7 + 4 for the Trench                  |

    @T87 @F101 @F105 @O20.2.3 @O20.3.4
    Scenario Outline: The Mortar's shot at <hex>: <unit> has Morale <morale> (<how>)
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at <hex>
      And the Targeting Roll is 6•6
      And the Fire Attack Roll is 3•3
      And "<unit>" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 10
      And the Defense Total of "<unit>" is <total> with Morale <morale>

      Examples:
        | hex | unit      | morale | total | how                                    |
        | X3  | de-hedge  | 7      | 9     | the Hedge gives nothing against Mortars |
        | X4  | de-bunk   | 14     | 16    | 7 + 7 for the Bunker vs Mortars         |
        | Z4  | de-trench | 12     | 14    | 7 + 5 for the Trench vs Mortars         |

  Rule: 4.2 Casualty Track and 7.1 Elimination Victory Points
    "Whenever a non-Hero unit is eliminated, it (and its possessed Weapon, if any) is placed on the Casualty Track. Weapons are placed in the large central box."
    "When a unit is eliminated – for any reason: via Order, Action or Event – the opponent is awarded a certain number of VPs for it: ● A Squad is worth 2 VPs; ● A Team is worth 1 VP; ● A Leader (exception: Hero) is worth 1 VP plus 1 VP for each point of Command on its unbroken side; ● A Hero is worth zero VPs."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | Y1  | Open Ground |
        | Y3  | Open Ground |
      And the firing units:
        | unit    | owner  | kind   | hex | fp | range | morale | broken morale | command | broken | hero |
        | de-sq   | axis   | squad  | Y1  | 6  | 5     | 7      | 6             |         |        |      |
        | us-sq   | allied | squad  | Y3  | 6  | 5     | 7      | 5             |         | yes    |      |
        | us-team | allied | team   | Y3  | 3  | 4     | 7      | 5             |         | yes    |      |
        | us-ldr  | allied | leader | Y3  | 1  | 1     | 9      | 6             | 2       | yes    |      |
        | us-hero | allied | leader | Y3  | 1  | 1     | 9      | 6             | 1       | yes    | yes  |
      And the Weapons:
        | weapon | unit  | type | fp | range |
        | us-mg  | us-sq | mg   | 4  | 8     |
      And the lines of sight:
        | from | to | sight |
        | Y1   | Y3 | clear |

    @O20.3.4 @3.2.4 @4.2 @7.1
    Scenario: Four broken units break again against 6 + 5•5 = 16: 2 + 1 + (1 + 2) + 0 = 6 VP, the MG to the Weapon box
      When the axis player announces a Fire Order
      And the Fire Order activates "de-sq"
      And "de-sq" fires at Y3
      And the Fire Attack Roll is 5•5
      And "us-sq" makes a Fire Defense Roll of 1•1
      And "us-team" makes a Fire Defense Roll of 1•1
      And "us-ldr" makes a Fire Defense Roll of 1•1
      And "us-hero" makes a Fire Defense Roll of 1•1
      Then the Attack Total is 16
      And the Defense Total of "us-sq" is 7 with Morale 5
      And the Defense Total of "us-ldr" is 8 with Morale 6
      And the Defense Total of "us-ldr" is derived as "6 current Morale [O20.3.4] + 2 Fire Defense Roll 1•1 [O20.3.4] = 8"
      And the VP for eliminating "us-sq" are derived as "2 Squad [7.1] = 2"
      And the VP for eliminating "us-team" are derived as "1 Team [7.1] = 1"
      And the VP for eliminating "us-ldr" are derived as "1 Leader [7.1] + 2 Command on its unbroken side (1 VP each) [7.1] = 3"
      And the VP for eliminating "us-hero" are derived as "0 Hero [7.1] = 0"
      And "us-sq" is eliminated
      And "us-team" is eliminated
      And "us-ldr" is eliminated
      And "us-hero" is eliminated
      And the axis player has gained 6 VP
      And the Weapon box holds "us-mg"

  Rule: 1.9.1 Die Triggers and 9.1 Re-Roll on the Targeting and Fire Attack Rolls
    "Whenever a player makes a Fire Attack Roll [O20.3.3] (only; no other roll will trigger a Jammed!, including Targeting [O20.2])"
    "the player currently in control of the Initiative card may choose to cancel all effects of the last … die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled."
    "When a player calls for a re-roll in this manner, he must give the Initiative card to his opponent"
    "the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | Z1  | Open Ground |
        | Z4  | Open Ground |
      And the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq   | allied | squad | Z1  | 6  | 5     | 7      | 6             |
        | us-team | allied | team  | Z1  | 2  | 3     | 7      | 6             |
        | de-sq   | axis   | squad | Z4  | 6  | 5     | 7      | 6             |
      And the Weapons:
        | weapon    | unit    | type   | fp | range | min range | ordnance |
        | us-mortar | us-team | mortar | 4  | 12    | 2         | yes      |
      And the lines of sight:
        | from | to | sight |
        | Z1   | Z4 | clear |
      And the allied player holds the Initiative card

    @9.1 @O20.3.3 @1.9
    Scenario: The Initiative holder cancels his own 1•1; the card passes; the new roll 6•5 makes 6 + 11 = 17
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at Z4
      And the Fire Attack Roll is 1•1 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And the Fire Attack Roll is made again: 6•5
      And "de-sq" makes a Fire Defense Roll of 6•6
      Then the Attack Total is 17
      And the Initiative card is with the axis player

    @9.1 @O20.2.3 @1.9
    Scenario: A cancelled 1•2 Targeting Roll (a miss at range 3) is made again: 2•2 = 4 hits
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at Z4
      And the Targeting Roll is 1•2 and the roll is not yet kept
      And the Initiative holder cancels the roll
      And the Targeting Roll is 2•2
      And the Fire Attack Roll is 3•3
      And "de-sq" makes a Fire Defense Roll of 6•6
      Then the Targeting Roll hits with 4 against Hindrance 0 and range 3
      And the Attack Total is 10
      And the Initiative card is with the axis player

    @1.9.1.2 @1.9.1 @O20.2.3
    Scenario: Jammed! on a Targeting Roll breaks nothing: the Mortar hits with 2•3 = 6 and fires
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at Z4
      And the Targeting Roll is 2•3 with a Jammed! trigger
      And the Fire Attack Roll is 3•3
      And "de-sq" makes a Fire Defense Roll of 6•6
      Then the Targeting Roll hits with 6 against Hindrance 0 and range 3
      And the Weapons broken by the shot are ""

    @1.9.1 @O20.2.3
    Scenario: An Event! on a Targeting Roll is resolved first; then the 1•3 = 3 misses at range 3
      When the allied player announces a Fire Order
      And the Fire Order activates "us-team"
      And "us-mortar" fires at Z4
      And the Targeting Roll is 1•3 with an Event! trigger
      And the trigger changes nothing
      Then the shot ended "missed"

    @1.9.1 @O20.3.3.1 @1.9.1.2 @11.4
    Scenario: Jammed! on the Squad's Fire Attack Roll: no Weapon fires, none breaks, the attack counts: 6 + 4•2 = 12 beats 7 + 1•2 = 10
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at Z4
      And the Fire Attack Roll is 4•2 with a Jammed! trigger
      And "de-sq" makes a Fire Defense Roll of 1•2
      Then the Attack Total is 12
      And the Weapons broken by the shot are ""
      And "de-sq" is broken

  Rule: 1.9.1.3 A Sniper! on a Fire Attack Roll, resolved inside the Fire Order (the game described)
    "IMPORTANT—Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "The player rolling the Sniper! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | Z1  | Open Ground |
        | Z4  | Open Ground |
      And the firing units:
        | unit    | owner  | kind  | hex | fp | range | morale | broken morale | broken |
        | us-sq   | allied | squad | Z1  | 6  | 5     | 7      | 6             |        |
        | de-sq   | axis   | squad | Z4  | 6  | 5     | 7      | 6             |        |
        | de-team | axis   | team  | Z4  | 4  | 4     | 7      | 6             | yes    |
      And the lines of sight:
        | from | to | sight |
        | Z1   | Z4 | clear |
      And the game around the Order, with the allied player's next card showing the Random Hex Z4

    @1.9.1 @1.9.1.3 @1.8 @3.2 @7.1 @O20.3.3 @O20.3.4
    Scenario: The Sniper breaks the broken Team in the target hex before the Attack Total is applied; only the Squad is left to defend
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at Z4
      And the Fire Attack Roll is 3•4 with a Sniper! trigger
      Then the choices offered are "de-sq, de-team, DECLINE"
      When the reader selects "de-team"
      And "de-sq" makes a Fire Defense Roll of 6•6
      Then the Events resolved are:
        | player | event | rule    | what       | unit    |
        | allied |       | 1.9.1.3 | random-hex |         |
        | allied |       | 1.9.1.3 | break      | de-team |
      And "de-team" is eliminated
      And the output "game.vp" is -1
      And the Attack Total is 13

    @1.9.1 @1.9.1.3
    Scenario: The roller may let the Sniper break nobody: both units defend against the locked-in roll
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at Z4
      And the Fire Attack Roll is 3•4 with a Sniper! trigger
      And the player deciding declines
      And "de-sq" makes a Fire Defense Roll of 6•6
      And "de-team" makes a Fire Defense Roll of 6•6
      Then the Attack Total is 13
      And "de-team" is broken


  Rule: 1.9.1.1, 1.9.1.3 An Event! or a Sniper! on a Fire Defense Roll, resolved inside the Fire Order (the game described)
    "IMPORTANT—Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "The player rolling the Event! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the Event on that card [E43–E77]."
    "The player rolling the Sniper! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud the Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | Z1  | Open Ground |
        | Z4  | Open Ground |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | us-sq | allied | squad | Z1  | 6  | 5     | 7      | 6             |
        | de-sq | axis   | squad | Z4  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | Z1   | Z4 | clear |
      And the game around the allied player's Order, with the axis player's next card the Event "Battle Harden" showing the Random Hex Z1

    @1.9.1 @1.9.1.1 @E44 @E44.1 @O20.3.4
    Scenario: The Axis Squad's own Defense Roll reveals the Axis card: Battle Harden makes it a Veteran, and it still breaks on the locked-in 7 + 2•3 = 12 against 13
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at Z4
      And the Fire Attack Roll is 3•4
      And "de-sq" makes a Fire Defense Roll of 2•3 with an Event! trigger
      Then the choices offered are "de-sq"
      When the reader selects "de-sq"
      Then the Events resolved are:
        | player | event         | rule | what    | unit  |
        | axis   | Battle Harden | E44  | veteran | de-sq |
      And the Defense Total of "de-sq" is 12 with Morale 7
      And "de-sq" is broken
      And the output "game.decks.axis.draw" is 1
      And the output "game.decks.allied.draw" is 1

    @1.9.1 @1.9.1.3 @1.8 @3.2 @O20.3.4 @13.1
    Scenario: The Axis Sniper, from the Axis card's Random Hex Z1, breaks the firing American Squad before the tie 7 + 3•3 = 13 Suppresses the Axis Squad
      When the allied player announces a Fire Order
      And the Fire Order activates "us-sq"
      And "us-sq" fires at Z4
      And the Fire Attack Roll is 3•4
      And "de-sq" makes a Fire Defense Roll of 3•3 with a Sniper! trigger
      Then the choices offered are "us-sq, DECLINE"
      When the reader selects "us-sq"
      Then the Events resolved are:
        | player | event | rule    | what       | unit  |
        | axis   |       | 1.9.1.3 | random-hex |       |
        | axis   |       | 1.9.1.3 | break      | us-sq |
      And "us-sq" is broken
      And "de-sq" is Suppressed
      And "de-sq" is unbroken
