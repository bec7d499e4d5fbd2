Feature: Actions played with their cards in a whole game (CC:E A25, A35.2, A35.5, A38)
  The whole game (machines/cce/game/) offers the Actions its Order machines model at a Melee and just after an
  entry, each with a card of its player's hand printing it: the card goes to his discard pile, the Mines or
  Wire onto the game's map, No Quarter's VP onto the VP marker. The sample scenario's cards, units and
  nationalities are set as each scenario says (invented card data, as the sample's own).

  Background:
    Given the whole game of the sample scenario "sample-crossroads"

  Rule: A38 No Quarter
    "No Quarter may only be played at the conclusion of a Melee by a German player if the opponent is playing Russia, or by a Russian player regardless of the opponent’s nationality. No Quarter may only be played if the player had at least one unit survive the Melee. Effect—The player gains 2 VPs."

    @A38
    Scenario: The German player, his opponent playing Russia, plays No Quarter after winning the Melee of his Advance
      Given the scenario's allied nationality is russia
      And the axis card "de-01" prints the Action "No Quarter"
      And the unit "de-sq2" set up in C3
      And the unit "us-sq1" not Suppressed
      And the axis draw pile topped by "de-14"
      # de-sq2 Advances into C4; the Melee Rolls: the Allied us-05 (5+2): 6 + 7 = 13 < the Axis de-14 (6+3): 6 + 9 = 15.
      When the players decide:
        """
        {"type": "GIVE_ORDER", "card": "de-05", "order": "Advance", "units": ["de-sq2"]}
        {"type": "ADVANCE", "unit": "de-sq2", "hex": "C4"}
        {"type": "NO_HIDDEN_ACTION"}
        {"type": "END_AMBUSHES"}
        {"type": "END_AMBUSHES"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        """
      Then the legal choices are:
        | decision                                      | player |
        | {"type": "PLAY_NO_QUARTER", "card": "de-01"} | axis   |
        | {"type": "DECLINE_NO_QUARTER"}               | axis   |
      When the axis player tries:
        """
        {"type": "PLAY_NO_QUARTER", "card": "de-02"}
        """
      Then it is refused, naming the field "decision.card" and the rule A38
      When the players decide:
        """
        {"type": "PLAY_NO_QUARTER", "card": "de-01"}
        """
      Then the Order is over
      And the eliminated units are "us-sq1"
      And the game's VP marker is at 4
      And the axis discard pile is, from the top, "de-01, de-14, de-05"
      And every invariant of the game holds

  Rule: A35.2 Hidden Mines and A35.5 Hidden Wire
    "Hidden Mines may only be played by the scenario Defender just after one or more units Move or Advance (not Retreat) into a hex. That hex cannot be Water Terrain nor already contain a Fortification of any type. Effect—Place a Mines marker [F103] into that hex. The Defender then makes a Mine Attack [F103.2] against each of those moving/advancing units."
    "Hidden Wire may only be played by the scenario Defender just after one or more units Move or Advance (not Retreat) into a hex. That hex cannot be Water Terrain nor already contain a Fortification of any type. Effect—Place a Wire marker [F106] into that hex. Note that this will end a unit’s Move, as a unit must spend all its movement points in order to move out of a Wire hex and it had to have spent at least one to get in."

    @A35.2 @F103.2
    Scenario: The Defender places Hidden Mines just after the Axis Advance, and the Mines attack the advancing Squad
      Given the allied card "us-03" prints the Action "Hidden Mines"
      And the allied card "us-04" prints the Action "Hidden Wire"
      And the allied draw pile topped by "us-09"
      When the players decide:
        """
        {"type": "GIVE_ORDER", "card": "de-05", "order": "Advance", "units": ["de-sq2"]}
        {"type": "ADVANCE", "unit": "de-sq2", "hex": "C3"}
        """
      Then the legal choices are:
        | decision                                   | player |
        | {"type": "HIDDEN_MINES", "card": "us-03"} | allied |
        | {"type": "HIDDEN_WIRE", "card": "us-04"}  | allied |
        | {"type": "NO_HIDDEN_ACTION"}              | allied |
      When the allied player tries:
        """
        {"type": "HIDDEN_MINES", "card": "us-01"}
        """
      Then it is refused, naming the field "decision.card" and the rule A35.2
      # The Mine Attack: us-09 (6+4) + 6 FP = 16 against de-sq2's Morale 7 + Cover 0 + de-07 (6+1) = 14.
      When the players decide:
        """
        {"type": "HIDDEN_MINES", "card": "us-03"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        {"type": "CHOOSE_UNIT", "unit": "de-sq2"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        """
      Then the Order is over
      And hex C3 holds the marker "Mines" on the game's map
      And the unit "de-sq2" is in C3, broken
      And the allied discard pile is, from the top, "us-09, us-03"
      And every invariant of the game holds

    @A35.5 @F106.2
    Scenario: The Defender places Hidden Wire just after the Axis Move, which ends it
      Given the allied card "us-04" prints the Action "Hidden Wire"
      When the players decide:
        """
        {"type": "GIVE_ORDER", "card": "de-03", "order": "Move", "units": ["de-sq2"]}
        {"type": "CHOOSE_MOVER", "units": ["de-sq2"]}
        {"type": "MOVE", "hex": "C3"}
        {"type": "HIDDEN_WIRE", "card": "us-04"}
        {"type": "GO_AHEAD"}
        """
      Then the Order is over
      And hex C3 holds the marker "Wire" on the game's map
      And the allied discard pile is, from the top, "us-04"
      And every invariant of the game holds

  Rule: A25 Ambush
    "Ambush may only be played before dice are rolled during a Melee. The Inactive player must play all the Ambushes he wishes for that Melee before the Active player may play his first one."
    "Effect—The opponent must select one of his units that is participating in the Melee and break it [3.2]."

    @A25 @O16.4 @3.2
    Scenario: An Ambush in the Melee at the end of a die trigger breaks the Squad its opponent selects, and the Melee turns
      Given the unit "de-sq2" set up in A5
      And the Sudden Death marker on space 10
      And the axis draw pile topped by "de-08"
      And the allied draw pile topped by "us-06"
      And the allied card "us-02" prints the Action "Ambush"
      # de-sq1's Rally Roll de-08 shows Time!: us-sq3 enters the Axis-held A5 (6.1.2 step 5); the Melee there ends the advance.
      When the players decide:
        """
        {"type": "GIVE_ORDER", "card": "de-01", "order": "Recover", "player": "axis"}
        {"type": "CHOOSE_UNIT", "unit": "de-sq1"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        {"type": "SHUFFLE", "order": ["de-07"]}
        {"type": "PLACE_REINFORCEMENT", "unit": "us-sq3", "hex": "A5"}
        {"type": "END_DIG_IN"}
        """
      Then the legal choices are:
        | decision                             | player |
        | {"type": "AMBUSH", "card": "us-02"} | allied |
        | {"type": "END_AMBUSHES"}            | allied |
      When the players decide:
        """
        {"type": "AMBUSH", "card": "us-02"}
        """
      Then the legal choices are:
        | decision                                  | player |
        | {"type": "CHOOSE_UNIT", "unit": "de-sq2"} | axis   |
      # Melee FP 2 (de-sq2 broken) + de-07 (6+1) = 9 < 6 + us-06 (4+1) = 11: de-sq2 eliminated, 2 VP after the Defender's 1.
      When the players decide:
        """
        {"type": "CHOOSE_UNIT", "unit": "de-sq2"}
        {"type": "END_AMBUSHES"}
        {"type": "END_AMBUSHES"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        {"type": "ROLL"}
        {"type": "KEEP_ROLL"}
        """
      Then the Order is over
      And the eliminated units are "de-sq2"
      And the game's VP marker is at -3
      And every invariant of the game holds
