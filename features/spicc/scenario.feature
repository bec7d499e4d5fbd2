Feature: Set-up and Victory Conditions of the Scenarios (SPI Combat Command, 1972)
  Decides a Scenario's set-up (on the Battlefield, within the Stacking limit, Dug-In only where IP.A allows)
  or, at the completion of the tenth Game-Turn, who wins by the Scenario's own Victory Conditions. The map
  is not in the text: each situation gives a toy Battlefield B1-F5 with a road D1-D5 (north to south) and a
  road B3-F3 (west to east) crossing in D3, and the edges and Towns the conditions name as hexes.

  Rule: SU How to Set-up the Game and How to Use the Scenarios
    "Players may only deploy and move their units on the "Battlefield" given in each Scenario, and may never use sections of the map not called for in the particu lar Scenario."
    "When · ever units start on the Game-Map, they may be Dug-In (if they are Class 2 units)."
    "At the Completion of the tenth Game·Turn, each Player's performance is evaluated in terms of the given Victory Conditions of each Scenario."

    @SU @IP.A
    Scenario: German platoons and a tank on the Battlefield, one platoon Dug-In in the Woods hex C2: deployed
      Given the situation of the scenario seed "set-up-dug-in"
      When the scenario procedure starts
      Then the procedure has ended in state "deployed"
      And the output "dugIn" is ["C2"]

    @SU
    Scenario: A German platoon in H8, off the Battlefield: refused
      Given the situation of the scenario seed "set-up-off-the-battlefield"
      When the scenario procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "SU"

    @SU @GL
    Scenario: After the ninth Game-Turn no one has won yet: refused
      Given the situation of the scenario seed "before-the-tenth-game-turn"
      When the scenario procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "SU"

  Rule: ST.A Stacking at set-up
    "Each Player may have as many as six Stacking Points of units per hexagon."
    "Stacking limitations apply at all times"

    @ST.A @ST
    Scenario: Three German companies, six Stacking Points, in C2: deployed
      Given the situation of the scenario seed "set-up-six-points"
      When the scenario procedure starts
      Then the procedure has ended in state "deployed"

    @ST.A @ST
    Scenario: Four German companies, eight Stacking Points, in C2: refused
      Given the situation of the scenario seed "set-up-overstacked"
      When the scenario procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "ST.A"

  Rule: IP.A Dug-in at the start
    "In all Scenarios, Class 2 units which start on the game·map may be considered dug·in, except in Town·hexes."

    @IP.A
    Scenario Outline: <situation>: refused citing IP.A
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "IP.A"

      Examples:
        | seed                  | situation                                      |
        | set-up-dug-in-in-town | A platoon Dug-In in the Town hex D3            |
        | set-up-dug-in-tank    | A tank (Class 1d) Dug-In in the Woods hex C2   |

  Rule: SU.1 Scenario 1: U.S. Airborne Assault
    "The German Player wins if he can trace a road from the north to the south edge of the quadrant, or the east to west edge of the quadrant, unoccupied by undispersed U.S. units ."
    "The U.S. Player wins by preventing the German Player from winning."

    @SU.1 @SU
    Scenario Outline: <situation>: <winner>
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "<state>"
      And the output "roads.german" is <road>

      Examples:
        | seed                             | situation                                          | winner         | state      | road                           |
        | scenario-1-road-open             | No U.S. unit on a road                             | the German     | germanWins | ["D1","D2","D3","D4","D5"]     |
        | scenario-1-dispersed-on-the-road | A dispersed U.S. platoon in the crossroads D3      | the German     | germanWins | ["D1","D2","D3","D4","D5"]     |
        | scenario-1-west-east-open        | A U.S. platoon in D2 cuts the road north to south  | the German     | germanWins | ["F3","E3","D3","C3","B3"]     |
        | scenario-1-crossroads-held       | An undispersed U.S. platoon in the crossroads D3   | the U.S.       | usWins     | null                           |

  Rule: SU.2 Scenario 2: German Delaying Action
    "The Un ited States Player must trace a pri mary road from the east edge of the Game-Map off the northwest quadrant (anyone of the four roads) uncovered by undispersed German units (for the purposes of"
    "Conditions consider the bridges intact)."
    "The German Player wins by preventing U.S. victory ."
    Where the road ends, "off the northwest quadrant", the situation says: here B3, at the end of the Primary road F3-B3.

    @SU.2
    Scenario Outline: <situation>: <state>
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "<state>"
      And the output "roads.us" is <road>

      Examples:
        | seed                                   | situation                                            | state      | road                        |
        | scenario-2-primary-road-open           | No German unit on the Primary road                   | usWins     | ["F3","E3","D3","C3","B3"]  |
        | scenario-2-dispersed-german-on-the-road| A dispersed German platoon in C3                     | usWins     | ["F3","E3","D3","C3","B3"]  |
        | scenario-2-road-covered                | An undispersed German platoon in C3                  | germanWins | null                        |
        | scenario-2-bridge-destroyed            | The bridge C3-D3 destroyed: considered intact        | usWins     | ["F3","E3","D3","C3","B3"]  |
        | scenario-2-secondary-link              | C3-D3 is a secondary road, not a Primary one         | germanWins | null                        |

  Rule: SU.3 Scenario 3: German Armored Assault
    "The German Player wins if he can trace a road from the southern edge of the Game-Map to the northern edge of the Game-Map, unoccupied by U.S. units."
    The text's columns are scrambled: this condition stands apart from Scenario 3's Orders of Battle and is its
    by elimination (the one German road from the southern to the northern map edge).

    @SU.3
    Scenario Outline: <situation>: <state>
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "<state>"
      And the output "roads.german" is <road>

      Examples:
        | seed                                | situation                                           | state      | road                        |
        | scenario-3-road-open                | No U.S. unit on the road D5-D1                      | germanWins | ["D5","D4","D3","D2","D1"]  |
        | scenario-3-dispersed-us-on-the-road | A dispersed U.S. platoon in D3 occupies it          | usWins     | null                        |
        | scenario-3-bridge-destroyed         | The bridge D2-D3 destroyed cuts the road            | usWins     | null                        |

  Rule: SU.4 Scenario 4: Allied Mobile Armored Action
    "The U.S. Player wins if Town Number One is free of German units by the end of the Game."
    "The German Player wins by preventing U.S. Victory ."

    @SU.4
    Scenario Outline: <situation>: <state>
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | seed                          | situation                                          | state      |
        | scenario-4-town-one-free      | A U.S. platoon in Town Number One (D3), none German | usWins     |
        | scenario-4-german-in-town-one | A dispersed German platoon in Town Number One      | germanWins |

  Rule: SU.5 Scenario 5: U.S./German Armored Action
    "The U.S. Player wins if he can trace a road leading from the western edge of the Game-Map to Town Number Seven, free of German units."
    "The German Player wins if he can trace a road leading from the eastern edge of the Game-Map to Town Number Four, free of U.S. units, and have Town Number Four free of U.S. units."
    "If neither Player wins, or if both Playerswin, the Game is a draw."
    Town Number Seven is D5; Town Number Four is D1 and E1.

    @SU.5
    Scenario Outline: <situation>: <state>
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | seed                        | situation                                                           | state      |
        | scenario-5-both-roads       | Both roads free, Town Number Four free of U.S. units                | draw       |
        | scenario-5-us-road-only     | A U.S. platoon in D2 cuts the German road                           | usWins     |
        | scenario-5-german-road-only | A German platoon in D4 cuts the U.S. road                           | germanWins |
        | scenario-5-us-in-town-four  | German road free, a U.S. platoon in E1 of Town Four, U.S. road cut  | draw       |

  Rule: SU.6 Scenario 6: U.S. Delaying Action
    "The German Player wins if he can trace a road from where he entered to the south or west edge ofthe Game-Map, free of U.S. units."
    The Germans entered in D1.

    @SU.6
    Scenario Outline: <situation>: <state>
      Given the situation of the scenario seed "<seed>"
      When the scenario procedure starts
      Then the procedure has ended in state "<state>"
      And the output "roads.german" is <road>

      Examples:
        | seed                      | situation                                   | state      | road                        |
        | scenario-6-south-road-open| No U.S. unit on the road south              | germanWins | ["D1","D2","D3","D4","D5"]  |
        | scenario-6-west-road-open | A U.S. platoon in D4: west by D3-B3         | germanWins | ["D1","D2","D3","C3","B3"]  |
        | scenario-6-blocked        | A U.S. platoon in D2 cuts every road        | usWins     | null                        |
