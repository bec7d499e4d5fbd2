Feature: Unit stacking (CC:P 15.2)
  Decides when a hex is overstacked in Combat Commander: Pacific and what that costs: both sides' soldier
  figures count, and each figure above 7 takes one from the hex's Cover (machines/ccp/stacking.ts). Nothing
  is eliminated for it at the end of the turn (features/ccp/turn.feature).

  Rule: 15.2.1 Stacking Limit
    "The number of units – friendly and enemy – that can stack in a hex without penalty is based upon the number of soldier figures on those counters. A hex can contain units sporting a total of up to 7 soldier figures without penalty. Any hex containing units with a total of 8 or more soldier figures is in"
    "violation of the stacking limit and is considered “overstacked”. Note that all squads have 4 figures, all teams 2 figures, and all leaders 1 figure. In this manner, up to one of each could stack without penalty; or three teams and one leader; etc. Anything more than this in a single hex – four teams, for example – would be considered overstacked."

    @15.2.1
    Scenario: One squad, one team and one leader: 7 figures, not overstacked
      Given the units stacked in hex F6:
        | kind   | owner  |
        | squad  | allied |
        | team   | allied |
        | leader | allied |
      Then hex F6 holds 7 soldier figures
      And hex F6 is overstacked: no

    @15.2.1
    Scenario: Three teams and one leader: 7 figures, not overstacked
      Given the units stacked in hex F6:
        | kind   | owner | count |
        | team   | axis  | 3     |
        | leader | axis  | 1     |
      Then hex F6 holds 7 soldier figures
      And hex F6 is overstacked: no

    @15.2.1
    Scenario: Four teams: 8 figures, overstacked
      Given the units stacked in hex F6:
        | kind | owner | count |
        | team | axis  | 4     |
      Then hex F6 holds 8 soldier figures
      And hex F6 is overstacked: yes

    @15.2.1
    Scenario: Friendly and enemy figures count together: a Japanese squad and a US squad in a melee hex
      Given the units stacked in hex F6:
        | kind  | owner  |
        | squad | axis   |
        | squad | allied |
      Then hex F6 holds 8 soldier figures
      And hex F6 is overstacked: yes

  Rule: 15.2.2 Overstacking Penalty
    "In any hex which is overstacked – that is, there are units present sporting 8 or more soldier figures – Cover in that hex is reduced by one for each soldier figure present above 7."
    "Cover within any hex that is overstacked [15.2] is reduced by one for each soldier figure present above 7."
    "Two US squads with printed morales of 7 are stacked in a palm hex. Since the hex is overstacked by one soldier figure, the nominal 1 Cover afforded by the palm instead drops to 0. If a third US squad was stacked there (12 total soldier figures, or 5 figures over the stacking limit) the Cover of the hex would instead be –4 (negative four), causing each squad’s morale to drop to 3!"

    Background:
      Given the hex's terrain gives Cover 1

    @15.2.2 @T81.3.2
    Scenario: The rulebook's example: two US squads in a palm hex — the palm's 1 Cover drops to 0
      Given the units stacked in hex F6:
        | kind  | owner  | count |
        | squad | allied | 2     |
      Then hex F6 holds 8 soldier figures
      And the Cover of hex F6 is 0, citing 15.2.2
      And a unit of printed morale 7 in hex F6 has morale 7

    @15.2.2 @T81.3.2
    Scenario: The rulebook's example: a third US squad — 12 figures, 5 above the limit: Cover –4, each squad's morale 3
      Given the units stacked in hex F6:
        | kind  | owner  | count |
        | squad | allied | 3     |
      Then hex F6 holds 12 soldier figures
      And the Cover of hex F6 is -4, citing 15.2.2
      And a unit of printed morale 7 in hex F6 has morale 3

    @15.2.2
    Scenario: A hex of exactly 7 figures keeps its Cover
      Given the units stacked in hex F6:
        | kind  | owner  |
        | squad | allied |
        | team  | axis   |
        | leader | axis  |
      Then the Cover of hex F6 is 1, citing nothing
