Feature: Melee (CC:P 19)
  Decides when a melee is resolved (at the beginning of the Allied player's turn only) and in which order,
  the Ambushes before it, each side's Melee FP, the two Melee rolls (Japanese first) with their triggers and
  the Initiative re-roll, who is eliminated, and No Quarter at its conclusion. CC:E's Melee chart (O16.4)
  with CC:P's timing and ids. The Japanese player is the situation's "axis" player.

  Background:
    Given the hexes:
      | hex | terrain     | markers |
      | A1  | Open Ground |         |
      | C3  | Open Ground |         |
      | D4  | Open Ground |         |
      | E5  | Open Ground |         |
      | K5  | Open Ground | Bunker  |

  Rule: 19.1 Melee markers and 19.2 Resolving melee
    "Whenever a hex contains units of both sides, immediately place a melee marker in the hex if one is not already present."
    "At the beginning of the Allied player’s turn – only; never the Japanese player’s turn – a melee ensues in every melee hex. If there is more than one melee hex, the Allied player selects the order in which they will be resolved, one at a time."

    @19.1 @19.2
    Scenario: In the Japanese player's turn the melee hex waits: no melee is resolved
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |
      When the Melee is resolved with the axis player active
      Then the procedure has ended in state "done"
      And no Melee was fought
      And "jp-squad" is unbroken
      And "us-squad" is unbroken
      And the trace cites 19.2

    @19.2 @A46 @19 @A44
    Scenario: Two melee hexes at the beginning of the Allied turn: the Allied player picks the order; the American winner may play No Quarter
      Given the units with FP:
        | unit   | owner  | kind | hex | fp | broken fp |
        | jp-a   | axis   | team | C3  | 3  | 1         |
        | us-a   | allied | team | C3  | 3  | 1         |
        | jp-b   | axis   | team | E5  | 3  | 1         |
        | us-b   | allied | team | E5  | 3  | 1         |
      When the Melee is resolved with the allied player active
      Then the procedure is in state "choosingHex"
      When the allied player resolves the Melee in E5 first
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 8
      Then the Melee in E5 is won by the allied player
      And the Melee Totals are 10 for the Axis and 11 for the Allies
      And "jp-b" is eliminated
      And No Quarter is offered to the allied player
      When the allied player declines No Quarter
      Then the procedure is in state "inactiveAmbushing"
      And "us-a" is unbroken
      And the trace cites 19

    @19.2
    Scenario: A melee hex given by a player's choice must hold units of both sides
      Given the units with FP:
        | unit   | owner  | kind | hex | fp | broken fp |
        | jp-a   | axis   | team | C3  | 3  | 1         |
        | us-a   | allied | team | C3  | 3  | 1         |
        | jp-b   | axis   | team | E5  | 3  | 1         |
        | us-b   | allied | team | E5  | 3  | 1         |
      When the Melee is resolved with the allied player active
      And the raw event {"type": "CHOOSE_HEX", "hex": "A1"} is sent
      Then it is rejected with code "illegal-event" naming "events[0].hex", citing 19

    @19.2
    Scenario: A melee at the end of a trigger is not a CC:P situation
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |
      And the Melee follows a die trigger
      Then starting the Melee with the allied player active is rejected with code "invalid-field" naming "input.duringTrigger"

  Rule: 19.2.1 Melee Strength
    "In each melee, after both players have played and resolved any Ambush actions [A33], each adds up the current FP of each of his remaining units – not weapons – in the melee hex. To this total is added +1 for each of those units with a boxed FP to arrive at his “Melee FP”."

    @19.2.1 @19.2.3 @3.3.1.2
    Scenario: A Japanese Squad and Team against an American Squad with its Leader: 9 against 8, and a tie eliminates both sides
      Given the units with FP:
        | unit     | owner  | kind   | hex | fp | broken fp | command |
        | jp-squad | axis   | squad  | C3  | 6  | 2         |         |
        | jp-team  | axis   | team   | C3  | 3  | 1         |         |
        | us-squad | allied | squad  | C3  | 6  | 2         |         |
        | us-ldr   | allied | leader | C3  | 1  | 0         | 1       |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      Then the Melee FP are 9 for the Axis and 8 for the Allies
      When the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 8
      Then the Melee Totals are 16 for the Axis and 16 for the Allies
      And the Melee in C3 ends with "tie"
      And "jp-squad" is eliminated
      And "us-ldr" is eliminated

    @19.2.1 @3.1.6 @19.2.3
    Scenario: A Japanese Squad with a boxed FP adds +1: 7 against 6, and 7 + 7 beats 6 + 7
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | boxed |
        | jp-squad | axis   | squad | C3  | 6  | 2         | yes   |
        | us-squad | allied | squad | C3  | 6  | 2         |       |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      Then the Melee FP are 7 for the Axis and 6 for the Allies
      When the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 7
      Then the Melee Totals are 14 for the Axis and 13 for the Allies
      And the Melee in C3 is won by the axis player
      And "us-squad" is eliminated

    @19.2.1 @A33
    Scenario: The Japanese player, inactive, ambushes first; an Ambush that empties a side ends the melee with no further effect
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp | broken |
        | jp-team  | axis   | team  | D4  | 3  | 1         | yes    |
        | us-squad | allied | squad | D4  | 6  | 2         |        |
      When the Melee is resolved with the allied player active
      And the axis player ambushes "us-squad"
      And the axis player ends his Ambushes
      And the allied player ambushes "jp-team"
      And the allied player ends his Ambushes
      Then the Melee in D4 ends with "no-effect-ambush"
      And "jp-team" is eliminated
      And "us-squad" is broken
      And the procedure has ended in state "done"

  Rule: 19.2.2 Melee Roll
    "The Japanese player adds his Melee FP to a die roll to arrive at his “Melee Total”. Then the Allied player adds his Melee FP to a die roll to arrive at his Melee Total."
    "Also note that both player’s Melee FPs are locked in just prior to the Japanese Melee roll, even if a trigger during that roll alters the composition of one or both sides."

    @19.2.2
    Scenario: The Japanese player rolls first
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 9
      And the allied player makes a Melee Roll of 6
      Then the Melee Rolls were made by "axis, allied"
      And the Melee in C3 is won by the axis player
      And "us-squad" is eliminated
      And No Quarter is offered to the axis player

    @19.2.2
    Scenario: A Sniper! on the Japanese roll breaks the American Squad: its Melee FP stays locked in at 6
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |
        | us-team  | allied | team  | C3  | 3  | 1         |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with a Sniper! trigger for the Melee
      And the roll is kept
      And the trigger breaks "us-squad"
      And the allied player makes a Melee Roll of 5
      Then the Melee Totals are 13 for the Axis and 14 for the Allies
      And the Melee in C3 is won by the allied player

    @19.2.2
    Scenario: A trigger that eliminates the last Japanese unit ends the melee with no further effect
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player rolls 7 with an Event! trigger for the Melee
      And the roll is kept
      And the trigger eliminates "jp-squad"
      Then the Melee in C3 ends with "no-effect-trigger"
      And "us-squad" is unbroken

    @1.9
    Scenario: CC:P has no Jammed! trigger
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the raw event {"type": "ROLL", "white": 3, "colored": 4, "trigger": "Jammed!"} is sent
      Then it is rejected with code "illegal-event" naming "events[2].trigger", citing 1.9

  Rule: 19.2.3 Melee Result
    "Eliminate all units belonging to the side with the lower Melee Total. In case of a tie, both sides are eliminated unless one player began the melee in a bunker or pillbox, in which case only the other side is eliminated."

    @19.2.3 @F101
    Scenario Outline: Both sides entered an empty bunker hex, the Japanese last alone in it: a tie (reading ccp.melee-tie-fortification = <reading>)
      Given the reading "ccp.melee-tie-fortification" is "<reading>"
      And the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | K5  | 6  | 2         |
        | us-squad | allied | squad | K5  | 6  | 2         |
      And hex K5 was last held alone by the axis player, and by nobody before the Order
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 7
      Then the Melee in K5 ends with "<result>"
      And "us-squad" is eliminated
      And "jp-squad" is <fate>

      Examples:
        | reading            | result            | fate       |
        | last-sole-occupant | tie-fortification | unbroken   |
        | began-in           | tie               | eliminated |

  Rule: A34 Bayonets
    "Bayonets may only be played just prior to the player making a Melee roll."
    "Effect —Add +2 to that player’s Melee roll."
    "All effects of consecutively-played actions are cumulative."
    "Two Bayonets actions played from the hand … will add +4 to a Melee roll."

    Background:
      Given the units with FP:
        | unit     | owner  | kind  | hex | fp | broken fp |
        | jp-squad | axis   | squad | C3  | 6  | 2         |
        | us-squad | allied | squad | C3  | 6  | 2         |

    @A34
    Scenario: The Japanese player fixes bayonets: 6 + 7 + 2 = 15 beats 6 + 8 = 14
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player fixes bayonets
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 8
      Then the Bayonets add 2 to the Axis roll and 0 to the Allied roll
      And the Melee Totals are 15 for the Axis and 14 for the Allies
      And the Melee in C3 is won by the axis player
      And "us-squad" is eliminated
      And the trace cites A34

    @A34 @A32
    Scenario: Two Bayonets add +4: 6 + 3 + 4 = 13 ties 6 + 7 = 13 and both sides are eliminated
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player makes a Melee Roll of 7
      And the allied player fixes bayonets
      And the allied player fixes bayonets
      And the allied player makes a Melee Roll of 3
      Then the Bayonets add 0 to the Axis roll and 4 to the Allied roll
      And the Melee Totals are 13 for the Axis and 13 for the Allies
      And the Melee in C3 ends with "tie"
      And "jp-squad" is eliminated
      And "us-squad" is eliminated

    @A34
    Scenario: Bayonets only by the player about to roll: the Allied player may not play it before the Japanese roll
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the raw event {"type": "PLAY_BAYONETS", "player": "allied"} is sent
      Then it is rejected with code "illegal-event" naming "events[2].player", citing A34

    @A34 @10.1
    Scenario: The Initiative re-roll cancels the Japanese roll, not his Bayonets: the re-roll 7 makes 6 + 7 + 2 = 15
      Given the allied player holds the Initiative card
      When the Melee is resolved with the allied player active
      And no Ambush is played
      And the axis player fixes bayonets
      And the axis player rolls 3 for the Melee
      And the Initiative holder cancels the roll
      And the axis player makes a Melee Roll of 7
      And the allied player makes a Melee Roll of 9
      Then the Initiative card is with the axis player
      And the Bayonets add 2 to the Axis roll and 0 to the Allied roll
      And the Melee Totals are 15 for the Axis and 15 for the Allies
      And the Melee in C3 ends with "tie"
