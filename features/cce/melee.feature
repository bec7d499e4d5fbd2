Feature: Melee (CC:E O16.4)
  Decides when a Melee happens and in which order, the Ambushes before it, each side's Melee FP, the
  two Melee Rolls with their die triggers (1.9.1) and the Initiative re-roll (9.1), who is eliminated,
  the VP that gives, and No Quarter at its conclusion.

  Background:
    Given the hexes:
      | hex | terrain     | markers  |
      | A1  | Open Ground |          |
      | A2  | Open Ground |          |
      | B2  | Open Ground |          |
      | C6  | Orchard     |          |
      | D4  | Building    | Wire     |
      | E5  | Woods       |          |
      | F3  | Brush       |          |
      | H6  | Open Ground |          |
      | K5  | Open Ground | Bunker   |
      | L3  | Open Ground | Pillbox  |

  Rule: O16.4 When a Melee happens
    "At the end of any Order or die trigger that causes a hex to contain units belonging to both sides, a Melee ensues in that hex. If more than one hex contains a Melee, the active player selects the order in which they will be resolved, one at a time."

    @O16.4
    Scenario: A single hex with both sides' units goes straight to its Melee
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | E5  | 6  | 2         |
        | de-team  | axis   | team  | E5  | 3  | 1         |
      When the Melee is resolved with the allied player active
      Then the procedure is in state "inactiveAmbushing"
      And the trace cites O16.4

    @O16.4
    Scenario: With two Melee hexes the active player picks the order, and they are resolved one at a time
      Given the units with FP:
        | unit | owner  | kind | hex | fp | broken fp |
        | de-a | axis   | team | B2  | 3  | 1         |
        | us-a | allied | team | B2  | 3  | 1         |
        | de-b | axis   | team | C6  | 3  | 1         |
        | us-b | allied | team | C6  | 3  | 1         |
      When the Melee is resolved with the axis player active
      Then the procedure is in state "choosingHex"
      When the axis player resolves the Melee in C6 first
      And no Ambush is played
      And the allied player makes a Melee Roll of 7
      And the axis player makes a Melee Roll of 8
      Then the Melee in C6 is won by the axis player
      And "us-b" is eliminated
      And "us-a" is unbroken
      And the procedure is in state "inactiveAmbushing"

    @O16.4
    Scenario: With three Melee hexes the active player picks each next one, until only one is left
      Given the units with FP:
        | unit | owner  | kind | hex | fp | broken fp |
        | de-a | axis   | team | B2  | 3  | 1         |
        | us-a | allied | team | B2  | 3  | 1         |
        | de-b | axis   | team | C6  | 3  | 1         |
        | us-b | allied | team | C6  | 3  | 1         |
        | de-c | axis   | team | E5  | 3  | 1         |
        | us-c | allied | team | E5  | 3  | 1         |
      When the Melee is resolved with the axis player active
      And the axis player resolves the Melee in E5 first
      And no Ambush is played
      And the allied player makes a Melee Roll of 7
      And the axis player makes a Melee Roll of 8
      Then the procedure is in state "choosingHex"
      When the axis player resolves the Melee in B2 first
      And no Ambush is played
      And the allied player makes a Melee Roll of 9
      And the axis player makes a Melee Roll of 8
      Then the procedure is in state "inactiveAmbushing"
      When no Ambush is played
      And the allied player makes a Melee Roll of 6
      And the axis player makes a Melee Roll of 6
      Then the Melees were fought in "E5, B2, C6"
      And the Melee in E5 is won by the axis player
      And the Melee in B2 is won by the allied player
      And the Melee in C6 ends with "tie"
      And the axis player has gained 2 VP
      And the allied player has gained 2 VP
      And the procedure is in state "done"

    @O16.4 @1.9.1 @1.9.1.1
    Scenario: An Event in the first Melee removes the last American of the other Melee hex: no Melee is fought there
      Given the units with FP:
        | unit | owner  | kind | hex | fp | broken fp |
        | de-a | axis   | team | B2  | 3  | 1         |
        | us-a | allied | team | B2  | 3  | 1         |
        | de-b | axis   | team | C6  | 3  | 1         |
        | us-b | allied | team | C6  | 3  | 1         |
      When the Melee is resolved with the axis player active
      And the axis player resolves the Melee in C6 first
      And no Ambush is played
      And the allied player rolls 7 with an Event! trigger for the Melee
      And the roll is kept
      And the trigger eliminates "us-a"
      And the axis player makes a Melee Roll of 8
      Then the Melee in C6 is won by the axis player
      And the Melees were fought in "C6"
      And "de-a" is unbroken
      And the procedure is in state "done"

    @O16.4
    Scenario: A hex without both sides holds no Melee
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | de-team | axis   | team | A1  | 3  | 1         |
        | us-team | allied | team | A2  | 3  | 1         |
      When the Melee is resolved with the axis player active
      Then the procedure is in state "done"
      And no Melee was fought

    @O16.4
    Scenario: The active player cannot pick a hex that holds no Melee
      Given the units with FP:
        | unit | owner  | kind | hex | fp | broken fp |
        | de-a | axis   | team | B2  | 3  | 1         |
        | us-a | allied | team | B2  | 3  | 1         |
        | de-b | axis   | team | C6  | 3  | 1         |
        | us-b | allied | team | C6  | 3  | 1         |
      When the Melee is resolved with the axis player active
      And the axis player resolves the Melee in A1 first
      Then it is rejected with code "illegal-event" naming "events[0].hex"

  Rule: 8.2 Stacking during a Turn
    "Unit stacking limits are enforced at the end of every Turn."
    "It can sometimes be advantageous to overstack when advancing into a Melee situation in order to have a better chance of winning it"

    @8.2 @O16.4.1
    Scenario: Eight figures of one side fight the Melee together
      Given the units with FP:
        | unit      | owner  | kind  | hex | fp | broken fp |
        | us-squad1 | allied | squad | E5  | 6  | 2         |
        | us-squad2 | allied | squad | E5  | 6  | 2         |
        | de-squad  | axis   | squad | E5  | 7  | 3         |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      Then the Melee FP are 7 for the Axis and 12 for the Allies
      And the trace cites 8.2

  Rule: A25 Ambush
    "Ambush may only be played before dice are rolled during a Melee. The Inactive player must play all the Ambushes he wishes for that Melee before the Active player may play his first one."
    "Effect—The opponent must select one of his units that is participating in the Melee and break it [3.2]. IMPORTANT—All Ambush effects are resolved before Melee FP is calculated."
    "Note also that it is possible for both sides to be entirely eliminated via Ambush before the Melee Rolls would otherwise have been made."
    "If both players wish to perform one or more Actions (including Op Fire) at the same time, the inactive player must perform all of his Actions before the active player may play his first one."
    "3.2.4 Elimination—Any broken unit that breaks again is eliminated: award its VP value to the opponent [7.1] after placing it on the Casualty Track [4.2]."

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | F3  | 6  | 3         |
        | us-team  | allied | team  | F3  | 3  | 1         |

    @A25 @A24.2 @3.2
    Scenario: An Ambush breaks a participating enemy unit before the Melee FP is added up
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-squad"
      And the allied player ends his Ambushes
      And the axis player ends his Ambushes
      Then "de-squad" is broken
      And the Melee FP are 3 for the Axis and 3 for the Allies

    @A25 @O16.4.1 @3.2.4 @7.1
    Scenario: Ambush wipes out one side: the Melee ends with no further effect
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-squad"
      And the allied player ambushes "de-squad"
      And no Ambush is played
      Then "de-squad" is eliminated
      And "us-team" is unbroken
      And the Melee in F3 ends with "no-effect-ambush"
      And the allied player has gained 2 VP
      And the procedure is in state "done"

    @A25 @O16.4.1
    Scenario: Ambush wipes out both sides
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-squad"
      And the allied player ambushes "de-squad"
      And the allied player ends his Ambushes
      And the axis player ambushes "us-team"
      And the axis player ambushes "us-team"
      And the axis player ends his Ambushes
      Then "de-squad" is eliminated
      And "us-team" is eliminated
      And the Melee in F3 ends with "no-effect-ambush"
      And the allied player has gained 2 VP
      And the axis player has gained 1 VP

    @A25
    Scenario: No Ambush once the Melee dice are being rolled
      When the Melee is resolved with the axis player active
      And no Ambush is played
      And the allied player makes a Melee Roll of 7
      And the allied player ambushes "de-squad"
      Then it is rejected with code "illegal-event" naming "events[4]"

    @A25 @A24.2
    Scenario: The active player may not Ambush before the inactive player has played all his
      When the Melee is resolved with the axis player active
      And the axis player ambushes "us-team"
      Then it is rejected with code "illegal-event" naming "events[0].player"

  Rule: A36 Light Wounds against an Ambush
    "Light Wounds may only be played at the instant that a friendly Squad – either broken or unbroken – would break [3.2]."
    "Effect—Lose 1 VP. Then, instead of that Squad breaking (or instead of it being eliminated due to already being broken), place it back into the countermix, retrieving a Team from the countermix – of the same quality as that player’s OB: either Green, Line or Elite – and placing it into the hex from which the Squad was taken."
    "If the Squad was broken when it was removed, the replacement Team comes into play broken. If there was a Weapon, Suppressed or Veteran marker on the Squad, the Team retains the marker."
    "Light Wounds can only be used on a Squad that is breaking, not one that is being eliminated outright—like via the KIA Event or as a result of a lost Melee."

    @A36 @A25
    Scenario: An Ambush would break a German Squad: Light Wounds puts a Team in its place for 1 VP
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | F3  | 6  | 3         |
        | us-team  | allied | team  | F3  | 3  | 1         |
      And the axis player has the Team "de-lw-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-squad"
      And the axis player plays Light Wounds
      And no Ambush is played
      Then "de-lw-team" is in F3
      And "de-lw-team" is unbroken
      And the countermix holds "de-squad"
      And the axis player has lost 1 VP
      And the VP the axis player gained are derived as '0 VP gained by the axis player in the Melees [7.1] − 1 Light Wounds: "Lose 1 VP" (de-squad) [A36] = -1'
      And the Ambushes resulted in "light-wounds"
      And the Melee FP are 3 for the Axis and 3 for the Allies
      And the trace cites A36

    @A36 @A25 @3.2.4 @E44.1
    Scenario: Light Wounds saves a broken Squad an Ambush would eliminate: its Team comes in broken, with its MG and Veteran marker
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken | veteran | weapon |
        | us-squad | allied | squad | F3  | 6  | 2         | yes    | yes     | us-mg  |
        | de-team  | axis   | team  | F3  | 3  | 1         |        |         |        |
      And the allied player has the Team "us-lw-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the Melee is resolved with the axis player active
      And the allied player ends his Ambushes
      And the axis player ambushes "us-squad"
      And the allied player plays Light Wounds
      And the axis player ends his Ambushes
      Then "us-lw-team" is broken
      And "us-lw-team" carries "us-mg" and has a Veteran marker
      And the countermix holds "us-squad"
      And the allied player has lost 1 VP
      And the axis player has gained 0 VP
      And the Melee FP are 3 for the Axis and 2 for the Allies

    @A36 @A25 @3.2
    Scenario: The owner may let the Squad break instead
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | F3  | 6  | 3         |
        | us-team  | allied | team  | F3  | 3  | 1         |
      And the axis player has the Team "de-lw-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the Melee is resolved with the allied player active
      And the axis player ends his Ambushes
      And the allied player ambushes "de-squad"
      And the axis player lets the Squad break
      And the allied player ends his Ambushes
      Then "de-squad" is broken
      And the axis player has gained 0 VP
      And the Ambushes resulted in "broken"
      And the Melee FP are 3 for the Axis and 3 for the Allies

    @A36 @A25 @3.2.4 @7.1
    Scenario: Without Light Wounds an Ambush eliminates an already broken Squad
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken |
        | de-squad | axis   | squad | F3  | 6  | 3         | yes    |
        | us-team  | allied | team  | F3  | 3  | 1         |        |
      And the axis player has the Team "de-lw-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-squad"
      And the axis player lets the Squad break
      And no Ambush is played
      Then "de-squad" is eliminated
      And the Ambushes resulted in "eliminated"
      And the allied player has gained 2 VP
      And the Melee in F3 ends with "no-effect-ambush"

    @A36 @A25
    Scenario: Light Wounds is for a Squad only: an Ambushed Team just breaks
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-team  | axis   | team  | F3  | 3  | 1         |
        | us-team  | allied | team  | F3  | 3  | 1         |
      And the axis player has the Team "de-lw-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-team"
      Then "de-team" is broken
      And the procedure is in state "inactiveAmbushing"

    @A36 @O16.4.3
    Scenario: A Squad that loses the Melee is eliminated outright: no Light Wounds
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | F3  | 6  | 3         |
        | us-team  | allied | team  | F3  | 3  | 1         |
      And the axis player has the Team "de-lw-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 2
      And the allied player makes a Melee Roll of 12
      Then the Melee Totals are 8 for the Axis and 15 for the Allies
      And "de-squad" is eliminated
      And the allied player has gained 2 VP
      And the Casualty Track holds "de-squad"
      And the procedure is in state "done"

    @A36
    Scenario: The Team for Light Wounds cannot be a unit already in play
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | F3  | 6  | 3         |
        | us-team  | allied | team  | F3  | 3  | 1         |
      And the allied player has the Team "us-team" with FP 3 and broken FP 1 in his countermix for Light Wounds
      Then starting the Melee with the allied player active is rejected with code "invalid-field" naming "input.lightWoundsTeams.allied.id"

  Rule: O16.4.1 Melee Strength
    "After both players have played and resolved any Ambush Actions [A25], each adds up the current FP of each of his remaining units – not Weapons – in the Melee hex, then adds +1 for each of those units with a boxed FP to arrive at his “Melee FP”."
    "3.1.6 Boxed Stats—Some units have their FP, Range and/or Movement enclosed within a square. With the exception of boxed FP giving +1 strength in Melee [O16.4], boxed stats have no intrinsic meaning"
    "E44.1 Veteran Marker Effects—A unit with a Veteran marker on it has +1 FP, +1 Range, +1 Movement and +1 Morale."
    "13.2 Effects A unit with a Suppressed marker on it has -1 FP, -1 Range, -1 Movement and -1 Morale."
    "3.1.1 Firepower (FP)—This is the first number along the bottom, and is a unit’s base"
    "strength when in Melee [O16.4] or when firing at an enemy unit [O20 & A33]."

    @O16.4.1 @3.1.1 @3.1.6 @E44.1 @13.2 @3.3.1.2 @F106.1
    Scenario: Boxed FP, Veteran, Suppressed, Command and Wire all enter the Melee FP
      Given the units with FP:
        | unit     | owner  | kind   | hex | fp | broken fp | boxed | veteran | suppressed | broken | command | hero |
        | ru-squad | allied | squad  | D4  | 5  | 2         | yes   | yes     |            |        |         |      |
        | ru-hero  | allied | leader | D4  | 1  | 0         |       |         |            |        | 1       | yes  |
        | de-squad | axis   | squad  | D4  | 7  | 3         |       |         | yes        |        |         |      |
        | de-team  | axis   | team   | D4  | 3  | 1         |       |         |            | yes    |         |      |
      And the Allies are Russian
      When the Melee is resolved with the allied player active
      And no Ambush is played
      Then the Melee FP are 5 for the Axis and 7 for the Allies
      And the allied Melee FP adds up as "3.1.1 5, 3.3.1.2 1, E44.1 1, F106.1 -1, 3.1.6 1, 3.1.1 1, F106.1 -1"
      And the axis Melee FP adds up as "3.1.1 7, 13.2 -1, F106.1 -1, 3.1.1 1, F106.1 -1"

    @O16.4.1 @3.3.1.2
    Scenario: A Weapon adds nothing to the Melee FP, a Leader adds his FP and his Command
      Given the units with FP:
        | unit     | owner  | kind   | hex | fp | broken fp | command | weapon |
        | us-squad | allied | squad  | E5  | 6  | 2         |         |        |
        | us-ldr   | allied | leader | E5  | 1  | 0         | 1       |        |
        | de-squad | axis   | squad  | E5  | 6  | 3         |         | de-mg  |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      Then the Melee FP are 6 for the Axis and 8 for the Allies

  Rule: O16.4.2 Melee Roll
    "The inactive player makes a die roll and adds it to his Melee FP to arrive at his “Melee Total”. Then the active player makes a die roll and adds it to his Melee FP to arrive at his Melee Total."
    "The rolls – while ostensibly simultaneous – are staggered in order to facilitate die triggers and possible use of the Initiative card after each one. If, due to a trigger during a Melee Roll, one or both sides have no units remaining in the hex, the Melee ends with no further effect."

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | H6  | 6  | 2         |
        | de-team  | axis   | team  | H6  | 3  | 1         |

    @O16.4.2
    Scenario: The inactive player rolls first, then the active player
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 5
      Then the Melee Rolls were made by "axis, allied"
      And the Melee Totals are 10 for the Axis and 11 for the Allies

    @O16.4.2 @1.9.1 @1.9.1.1
    Scenario: An Event on the first Melee Roll removes the last unit of a side: the Melee ends with no effect
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with an Event! trigger for the Melee
      And the roll is kept
      And the trigger eliminates "de-team"
      Then the Melee in H6 ends with "no-effect-trigger"
      And the Melee Rolls were made by "axis"
      And "us-squad" is unbroken
      And the allied player has gained 0 VP
      And the procedure is in state "done"

    @O16.4.2 @1.9.1 @1.9.1.3
    Scenario: A Sniper! on the second Melee Roll removes the last German: the Melee ends with no effect
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player rolls 9 with a Sniper! trigger for the Melee
      And the roll is kept
      And the trigger eliminates "de-team"
      Then the Melee in H6 ends with "no-effect-trigger"
      And the Melee Rolls were made by "axis, allied"
      And "us-squad" is unbroken
      And the procedure is in state "done"

    @O16.4.2 @1.9.1 @1.9.1.3
    Scenario Outline: A Sniper breaks a unit but leaves both sides: the Melee goes on (FP <reading>)
      Given the reading "cce.melee-fp-after-trigger" is "<reading>"
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with a Sniper! trigger for the Melee
      And the roll is kept
      And the trigger breaks "us-squad"
      And the allied player makes a Melee Roll of 5
      Then the Melee Totals are 10 for the Axis and <allied total> for the Allies
      And the Melee in H6 is won by the <winner> player

      Examples:
        | reading   | allied total | winner |
        | fixed     | 11           | allied |
        | recompute | 7            | axis   |

    @O16.4.2 @1.9.1 @1.9.1.4
    Scenario: A Time! trigger on the first Melee Roll is resolved before the active player rolls
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with a Time! trigger for the Melee
      And the roll is kept
      Then the procedure is in state "resolvingTrigger"
      When the trigger changes nothing
      And the allied player makes a Melee Roll of 4
      Then the Melee Totals are 10 for the Axis and 10 for the Allies
      And the Melee in H6 ends with "tie"

    @O16.4.2 @1.9.1.2
    Scenario: Jammed! means nothing on a Melee Roll
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with a Jammed! trigger for the Melee
      And the roll is kept
      Then the procedure is in state "rolling"

  Rule: 9.1 Re-Roll of a Melee Roll
    "At any time during the game, the player currently in control of the Initiative card may choose to cancel all effects of the last"
    "die roll to have been made – including any die trigger associated with it – and cause it to be re-rolled. This decision must be made prior to any trigger/results of that roll being implemented. When a player calls for a re-roll in this manner, he must give the Initiative card to his opponent"

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | H6  | 6  | 2         |
        | de-team  | axis   | team  | H6  | 3  | 1         |

    @O16.4.2 @9.1
    Scenario: The Initiative holder cancels the first Melee Roll; the card passes
      Given the axis player holds the Initiative card
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 3 for the Melee
      And the Initiative holder cancels the roll
      And the axis player makes a Melee Roll of 9
      And the allied player makes a Melee Roll of 6
      Then the Initiative card is with the allied player
      And the Melee Totals are 12 for the Axis and 12 for the Allies

    @O16.4.2 @9.1 @1.9.1
    Scenario: The Americans cancel the German Melee Roll and its Event!: the trigger is never resolved
      Given the allied player holds the Initiative card
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 11 with an Event! trigger for the Melee
      And the Initiative holder cancels the roll
      And the axis player makes a Melee Roll of 4
      And the allied player makes a Melee Roll of 5
      Then the Initiative card is with the axis player
      And the Melee Totals are 7 for the Axis and 11 for the Allies
      And the Melee in H6 is won by the allied player

    @O16.4.2 @9.1
    Scenario: The Germans cancel the second, American Melee Roll with the Initiative card
      Given the axis player holds the Initiative card
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 9
      And the allied player rolls 10 for the Melee
      And the Initiative holder cancels the roll
      And the allied player makes a Melee Roll of 4
      Then the Initiative card is with the allied player
      And the Melee Totals are 12 for the Axis and 10 for the Allies
      And the Melee in H6 is won by the axis player
      And "us-squad" is eliminated
      And the axis player has gained 2 VP

  Rule: 1.9.1 Die Triggers on a Melee Roll
    "Each of the four triggers explained below are always performed in their entirety before any results of the die roll that triggered them are implemented. In other words, the roll itself locks in a result but that result is not implemented until after the die trigger is resolved."
    "The player rolling the Event! trigger reveals the top card of his draw pile and, ignoring everything else, reads aloud and then executes the Event on that card [E43–E77]."
    "If, due to a trigger during a Melee Roll, one or both sides have no units remaining in the hex, the Melee ends with no further effect."

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken |
        | us-team  | allied | team  | H6  | 3  | 1         | yes    |
        | de-team  | axis   | team  | H6  | 3  | 1         |        |

    @1.9.1 @1.9.1.1 @E42 @E62 @O16.4.2
    Scenario: With the game described, the inactive Axis player's Melee Roll reveals KIA from his own deck; it eliminates the last Allied unit and the Melee ends with no effect
      Given the game around the Order, with the axis player's next card the Event "KIA"
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with an Event! trigger for the Melee
      And the roll is kept
      Then the procedure is in state "resolvingEvent.kia.selectingUnit"
      And the units offered are "us-team"
      When the reader selects "us-team"
      Then the Events resolved are:
        | player | event | rule | what      | unit    |
        | axis   | KIA   | E62  | eliminate | us-team |
      And the Melee in H6 ends with "no-effect-trigger"
      And the Melee Rolls were made by "axis"
      And the allied player has no unit left in H6
      And the axis player has a unit left in H6
      And the output "game.decks.axis.discardTop" is "event-card"
      And the procedure is in state "done"

  Rule: 1.9.1 No trigger on a Melee Roll during a trigger
    "Any roll made while resolving a trigger (such as a Sudden Death Roll during a “Time!” trigger; or a Melee Roll during a Melee at the end of an Infiltration Event) cannot itself produce a die trigger."

    @1.9.1 @O16.4.2
    Scenario: A Melee at the end of an Event: an Event! on its Melee Roll is ignored
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | us-squad | allied | squad | H6  | 6  | 2         |
        | de-team  | axis   | team  | H6  | 3  | 1         |
      And the Melee follows a die trigger
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with an Event! trigger for the Melee
      And the roll is kept
      Then the procedure is in state "rolling"

  Rule: O16.4.3 Melee Result
    "The side with the lower Melee Total has all of its participating units eliminated. In case of a tie, both sides are eliminated unless one player began the Melee in a Bunker [F101] or Pillbox [F104], in which case only the other side is eliminated."
    "7.1 Elimination Victory Points … A Squad is worth 2 VPs … A Team is worth 1 VP … A Leader (exception: Hero) is worth 1 VP plus 1 VP for each point of Command on its unbroken side"
    "4.2 Casualty Track … Whenever a non-Hero unit is eliminated, it (and its possessed Weapon, if any) is placed on the Casualty Track."
    "E58.1 Heroes … An exited/eliminated Hero is always put back in the countermix, never onto the Casualty Track."
    "Light Wounds can only be used on a Squad that is breaking, not one that is being eliminated outright—like via the KIA Event or as a result of a lost Melee."

    Background:
      Given the units with FP:
        | unit     | owner  | kind   | hex | fp | broken fp | command | weapon |
        | us-squad | allied | squad  | E5  | 6  | 2         |         |        |
        | us-ldr   | allied | leader | E5  | 1  | 0         | 1       |        |
        | de-squad | axis   | squad  | E5  | 6  | 3         |         | de-mg  |
        | de-team  | axis   | team   | E5  | 3  | 1         |         |        |

    @O16.4.3 @7.1 @4.2 @A36
    Scenario: The lower total loses all its units, their VP and the Weapon go to the Casualty Track
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 9
      Then the Melee Totals are 16 for the Axis and 17 for the Allies
      And "de-squad" is eliminated
      And "de-team" is eliminated
      And "us-squad" is unbroken
      And the allied player has gained 3 VP
      And the VP the allied player gained are derived as "0 VP gained by the allied player in the Melees [7.1] + 2 Squad (de-squad) [7.1] + 1 Team (de-team) [7.1] = 3"
      And the Casualty Track holds "de-squad, de-mg, de-team"

    # Worked by hand: the Axis FP 9 (as above) + 9 = 18 beats the Allies' 8 + 7 = 15; the Axis gain the Squad's 2 VP
    # and the Leader's 1 VP plus 1 for the point of Command on his unbroken side (7.1): 4.
    @O16.4.3 @7.1
    Scenario: The VP for the units a Melee eliminates, each unit's 7.1 value a term of the winner's VP
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 9
      And the allied player makes a Melee Roll of 7
      Then the Melee Totals are 18 for the Axis and 15 for the Allies
      And "us-squad" is eliminated
      And "us-ldr" is eliminated
      And the axis player has gained 4 VP
      And the VP the axis player gained are derived as "0 VP gained by the axis player in the Melees [7.1] + 2 Squad (us-squad) [7.1] + 1 Leader (us-ldr) [7.1] + 1 Command on its unbroken side (1 VP each) (us-ldr) [7.1] = 4"
      And the VP the allied player gained are derived as "0 VP gained by the allied player in the Melees [7.1] = 0"

    @O16.4.3 @7.1
    Scenario Outline: A tie outside a Bunker or Pillbox eliminates both sides (tie reading <reading>)
      Given the reading "cce.melee-tie-fortification" is "<reading>"
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 8
      Then the Melee in E5 ends with "tie"
      And the allied player has gained 3 VP
      And the axis player has gained 4 VP

      Examples:
        | reading            |
        | last-sole-occupant |
        | began-in           |

  Rule: O16.4.3 A Hero in a lost Melee
    "A Hero never earns its owner exit VPs nor does the opponent ever gain VPs for its elimination."

    @O16.4.3 @E58.1 @7.1
    Scenario: A Hero eliminated in Melee gives no VP and returns to the countermix
      Given the units with FP:
        | unit     | owner  | kind   | hex | fp | broken fp | boxed | veteran | command | hero |
        | ru-squad | allied | squad  | D4  | 5  | 2         | yes   | yes     |         |      |
        | ru-hero  | allied | leader | D4  | 1  | 0         |       |         | 1       | yes  |
        | de-squad | axis   | squad  | D4  | 7  | 3         |       |         |         |      |
      And the Allies are Russian
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 10
      And the allied player makes a Melee Roll of 5
      Then the Melee Totals are 16 for the Axis and 12 for the Allies
      And the axis player has gained 2 VP
      And the countermix holds "ru-hero"
      And the Casualty Track holds "ru-squad"

  Rule: F101 Bunker in a tied Melee
    "During Melee, the side that was the last sole occupant of a Bunker hex wins if the Melee totals are tied."

    @O16.4.3 @F101
    Scenario Outline: A tie in a Bunker the Germans held before the Order: only the Americans die (tie reading <reading>)
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | de-team | axis   | team | K5  | 3  | 1         |
        | us-team | allied | team | K5  | 3  | 1         |
      And hex K5 was held by the axis player before the Order
      And the reading "cce.melee-tie-fortification" is "<reading>"
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 7
      Then the Melee in K5 ends with "tie-fortification"
      And "us-team" is eliminated
      And "de-team" is unbroken

      Examples:
        | reading            |
        | last-sole-occupant |
        | began-in           |

    @O16.4.3 @F101
    Scenario Outline: In a Bunker the lower total still loses: the Bunker decides only a tie (tie reading <reading>)
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | de-team | axis   | team | K5  | 3  | 1         |
        | us-team | allied | team | K5  | 3  | 1         |
      And hex K5 was held by the axis player before the Order
      And the reading "cce.melee-tie-fortification" is "<reading>"
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 6
      And the allied player makes a Melee Roll of 7
      Then the Melee Totals are 9 for the Axis and 10 for the Allies
      And the Melee in K5 is won by the allied player
      And "de-team" is eliminated
      And the allied player has gained 1 VP

      Examples:
        | reading            |
        | last-sole-occupant |
        | began-in           |

    @O16.4.3 @F101
    Scenario: A fortified Melee hex needs to say who held it
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | de-team | axis   | team | K5  | 3  | 1         |
        | us-team | allied | team | K5  | 3  | 1         |
      Then starting the Melee with the allied player active is rejected with code "missing-field" naming "input.occupancy[\"K5\"]"

  Rule: F104 Pillbox in a tied Melee
    "During Melee, the side that was the last sole occupant of a Pillbox hex wins if the Melee totals are tied."
    "In case of a tie, both sides are eliminated unless one player began the Melee in a Bunker [F101] or Pillbox [F104], in which case only the other side is eliminated."

    @O16.4.3 @F104
    Scenario Outline: Both sides entered an empty Pillbox hex the Americans last held alone (tie reading <reading>)
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | de-team | axis   | team | L3  | 3  | 1         |
        | us-team | allied | team | L3  | 3  | 1         |
      And hex L3 was last held alone by the allied player, and by nobody before the Order
      And the reading "cce.melee-tie-fortification" is "<reading>"
      When the Melee is resolved with the axis player active
      And no Ambush is played
      And the allied player makes a Melee Roll of 7
      And the axis player makes a Melee Roll of 7
      Then the Melee in L3 ends with "<result>"
      And "de-team" is eliminated
      And the allied player has <us fate>

      Examples:
        | reading            | result            | us fate                 |
        | last-sole-occupant | tie-fortification | a unit left in L3       |
        | began-in           | tie               | no unit left in L3      |

  Rule: A38 No Quarter
    "No Quarter may only be played at the conclusion of a Melee by a German player if the opponent is playing Russia, or by a Russian player regardless of the opponent’s nationality. No Quarter may only be played if the player had at least one unit survive the Melee. Effect—The player gains 2 VPs."

    @A38
    Scenario: A Russian player whose units survived plays No Quarter
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | ru-squad | allied | squad | D4  | 5  | 2         |
        | de-team  | axis   | team  | D4  | 3  | 1         |
      And the Allies are Russian
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 7
      Then No Quarter is offered to the allied player
      When the allied player plays No Quarter
      Then the allied player has gained 3 VP
      And the VP the allied player gained are derived as '0 VP gained by the allied player in the Melees [7.1] + 1 Team (de-team) [7.1] + 2 No Quarter: "The player gains 2 VPs" [A38] = 3'

    @A38
    Scenario: No Quarter may be declined: no VP
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | ru-squad | allied | squad | D4  | 5  | 2         |
        | de-team  | axis   | team  | D4  | 3  | 1         |
      And the Allies are Russian
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 7
      And the allied player declines No Quarter
      Then the allied player has gained 1 VP
      And the procedure is in state "done"

    @A38
    Scenario Outline: A German survivor may play No Quarter only against Russia (Allies: <nation>)
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | B2  | 6  | 3         |
        | us-team  | allied | team  | B2  | 3  | 1         |
      And the Allies are <nation>
      When the Melee is resolved with the axis player active
      And no Ambush is played
      And the allied player makes a Melee Roll of 7
      And the axis player makes a Melee Roll of 7
      Then the procedure is in state "<state>"

      Examples:
        | nation   | state             |
        | Russian  | offeringNoQuarter |
        | American | done              |

    @A38 @O16.4.3 @7.1
    Scenario: A German player whose units beat the Russians plays No Quarter: 2 VP on top of the Melee's
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | de-squad | axis   | squad | B2  | 6  | 3         |
        | ru-team  | allied | team  | B2  | 3  | 1         |
      And the Allies are Russian
      When the Melee is resolved with the axis player active
      And no Ambush is played
      And the allied player makes a Melee Roll of 7
      And the axis player makes a Melee Roll of 7
      Then "ru-team" is eliminated
      And No Quarter is offered to the axis player
      When the axis player plays No Quarter
      Then the axis player has gained 3 VP
      And the allied player has gained 0 VP
      And the procedure is in state "done"

    @A38 @O16.4.3
    Scenario: A tie outside a fortification leaves no survivor: No Quarter is offered to neither side
      Given the units with FP:
        | unit    | owner  | kind | hex | fp | broken fp |
        | de-team | axis   | team | B2  | 3  | 1         |
        | ru-team | allied | team | B2  | 3  | 1         |
      And the Allies are Russian
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 7
      Then the Melee in B2 ends with "tie"
      And the axis player has gained 1 VP
      And the allied player has gained 1 VP
      And the procedure is in state "done"

    @A38 @A25
    Scenario Outline: After an Ambush emptied the German side (reading <reading>)
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | ru-squad | allied | squad | F3  | 5  | 2         |
        | de-team  | axis   | team  | F3  | 3  | 1         |
      And the Allies are Russian
      And the reading "cce.no-quarter-after-empty-melee" is "<reading>"
      When the Melee is resolved with the axis player active
      And the allied player ambushes "de-team"
      And the allied player ambushes "de-team"
      And no Ambush is played
      Then the procedure is in state "<state>"

      Examples:
        | reading | state             |
        | no      | done              |
        | yes     | offeringNoQuarter |
