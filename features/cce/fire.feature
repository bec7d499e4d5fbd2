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
      And "us-squad" is broken

    @A41 @1.9.1 @3.2.4 @7.1 @13.2
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

    @O20.3.4 @A33 @A33.3 @3.3.1.2
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

  Rule: A29 Concealment and A35.1 Hidden Entrenchments
    "Concealment may only be played just prior to the player making a Defense Roll."
    "Determine the Cover in the targeted hex and reduce the Fire Attack Total by that amount."
    "Hidden Entrenchments may only be played just prior to the scenario Defender making a Defense Roll."

    Background:
      Given the battlefield:
        | hex | terrain           |
        | S2  | Open Ground       |
        | S5  | Woods             |
        | S6  | Open Ground, Road |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-sq | axis   | squad | S2  | 6  | 5     | 7      | 6             |
        | us-a  | allied | squad | S5  | 6  | 5     | 7      | 6             |
        | us-b  | allied | squad | S5  | 6  | 5     | 7      | 6             |
        | us-c  | allied | squad | S6  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight |
        | S2   | S5 | clear |
        | S2   | S6 | clear |

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
        | hex | terrain     | elevation |
        | D3  | Open Ground | 2         |
        | D4  | Open Ground | 0         |
        | D5  | Open Ground | 1         |
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

  Rule: O20.3.3.1 Jammed! and A41 Sustained Fire
    "If a Fire Attack Roll results in a Jammed! trigger, all firing Weapons break."
    "Be careful with this one—Sustained Fire’s drawback is cumulative with other Sustained Fires and/or with Jammed!, which could cause a Weapon to break then immediately break again, eliminating it outright."

    Background:
      Given the battlefield:
        | hex | terrain     |
        | J3  | Open Ground |
        | J4  | Open Ground |
        | J5  | Building    |
      And the firing units:
        | unit   | owner  | kind   | hex | fp | range | morale | broken morale | command |
        | de-ldr | axis   | leader | J3  | 1  | 1     | 9      | 7             | 1       |
        | de-a   | axis   | squad  | J4  | 5  | 4     | 7      | 6             |         |
        | de-b   | axis   | squad  | J3  | 5  | 4     | 7      | 6             |         |
        | us-sq  | allied | squad  | J5  | 6  | 5     | 8      | 6             |         |
      And the Weapons:
        | weapon | unit | type | fp | range |
        | mg-a   | de-a | mg   | 4  | 8     |
        | mg-b   | de-b | mg   | 4  | 8     |
      And the lines of sight:
        | from | to | sight | crosses |
        | J4   | J5 | clear | Wall    |
        | J3   | J5 | clear |         |

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

  Rule: T97 Wall Cover
    "or 2 if a Fire Attack crossed the Wall as it entered the target hex"

    Background:
      Given the battlefield:
        | hex | terrain           |
        | P3  | Open Ground       |
        | P4  | Open Ground       |
        | P5  | Open Ground, Road |
      And the firing units:
        | unit  | owner  | kind  | hex | fp | range | morale | broken morale |
        | de-a  | axis   | squad | P4  | 5  | 4     | 7      | 6             |
        | de-b  | axis   | squad | P3  | 5  | 4     | 7      | 6             |
        | us-sq | allied | squad | P5  | 6  | 5     | 7      | 6             |
      And the lines of sight:
        | from | to | sight | crosses |
        | P4   | P5 | clear | Wall    |
        | P3   | P5 | clear |         |

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
