Feature: Hidden (Name): Cave, Panji Trap, Pillbox, Trenchline (CC:P A43.1, A43.3-A43.5)
  Decides whether the scenario Defender may play one of the Hidden actions that place a fortification,
  and what it places: a cave, a pillbox or a trench just before his Defense roll, or mines (with a Mine
  Attack at once) or wire just after enemy units Move or Advance into a hex. The hex's terrain names are the
  CC:P Terrain Chart's (a situation input); the Mine Attack's roll and Defense rolls are Fire's.

  Background:
    Given the game situation:
      """
      { "player": "japanese", "postures": { "japanese": "defender", "allied": "attacker" }, "moment": "before-defense-roll",
        "hex": { "id": "E5", "terrain": ["Jungle", "Hill"], "crest": true, "fortification": null } }
      """

  Rule: A43 Hidden (Name)
    "Important —The following seven “Hidden” actions may only be played by the scenario Defender—never a player assigned the Posture of Attacker, Banzai, Invader or Recon."

    @A43
    Scenario: The scenario Defender may decline to play any Hidden action
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PASS" }]
        """
      Then the procedure has ended in state "passed"
      And the output "placed" is null
      And the output "played" is null

    @A43
    Scenario: A Japanese player of Posture Banzai is not the scenario Defender: no Hidden Pillbox
      Given the game situation field "postures" is { "japanese": "banzai", "allied": "defender" }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.4" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43

  Rule: A43.1 Hidden Cave
    "Hidden Cave may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack must be a Crest hex [T89.3.1], cannot be water terrain, and cannot already contain a fortification of any type. Effect —Place a cave marker [F102] into that hex."

    @A43.1 @A43 @F102
    Scenario: Under attack in a Jungle Crest hex, the Japanese Defender places a cave there
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.1" }]
        """
      Then the procedure has ended in state "placed"
      And the output "placed" is { "hex": "E5", "marker": "cave" }
      And the trace cites A43.1 and F102

    @A43.1
    Scenario: A Bush hex that is not a Crest hex takes no Hidden Cave
      Given the game situation field "hex" is { "id": "E5", "terrain": ["Bush"], "crest": false, "fortification": null }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43.1

    @A43.1 @F100.3
    Scenario: A Crest hex already holding foxholes takes no Hidden Cave
      Given the game situation field "hex" is { "id": "E5", "terrain": ["Jungle", "Hill"], "crest": true, "fortification": "foxholes" }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43.1

    @A43.1
    Scenario: The Allied scenario Defender may not play Hidden Cave (reading ccp.hidden-japan-only = japan-and-defender)
      Given the game situation field "player" is "allied"
      And the game situation field "postures" is { "japanese": "attacker", "allied": "defender" }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.1" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43.1

    @A43.1
    Scenario: The Allied scenario Defender places a cave (reading ccp.hidden-japan-only = defender-only)
      Given the game situation field "player" is "allied"
      And the game situation field "postures" is { "japanese": "attacker", "allied": "defender" }
      And the reading "ccp.hidden-japan-only" is "defender-only"
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.1" }]
        """
      Then the output "placed" is { "hex": "E5", "marker": "cave" }

  Rule: A43.4 Hidden Pillbox
    "Hidden Pillbox may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type. Effect —Place a pillbox marker [F105] into that hex."

    @A43.4 @F105
    Scenario: In a Bush hex, not a Crest hex, the Defender places a pillbox
      Given the game situation field "hex" is { "id": "E5", "terrain": ["Bush"], "crest": false, "fortification": null }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.4" }]
        """
      Then the procedure has ended in state "placed"
      And the output "placed" is { "hex": "E5", "marker": "pillbox" }
      And the output "played" is "A43.4"

    @A43.4 @A43
    Scenario: The Allied scenario Defender may play Hidden Pillbox too
      Given the game situation field "player" is "allied"
      And the game situation field "postures" is { "japanese": "attacker", "allied": "defender" }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.4" }]
        """
      Then the output "placed" is { "hex": "E5", "marker": "pillbox" }

    @A43.4
    Scenario: Hidden Pillbox answers a Defense roll, not units entering a hex
      Given the game situation field "moment" is "after-entry"
      And the game situation field "movers" is ["us-sq1"]
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.4" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43.4

  Rule: A43.5 Hidden Trenchline
    "Hidden Trenchline may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type. Effect —Place a trench marker [F106] into that hex."

    @A43.5 @F106
    Scenario: In the Jungle Crest hex the Defender places a trench
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.5" }]
        """
      Then the output "placed" is { "hex": "E5", "marker": "trench" }
      And the trace cites A43.5 and F106

  Rule: F100.3 Stacking
    "No more than one fortification marker may … ever occupy a single hex. … Fortifications may never occupy water … (i.e. a bridgeless stream, swamp or water barrier)."

    @F100.3 @A43.5
    Scenario: A Swamp hex is water terrain: no Hidden Trenchline
      Given the game situation field "hex" is { "id": "E5", "terrain": ["Swamp"], "crest": false, "fortification": null }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.5" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43.5

    @F100.3 @A43.4
    Scenario: A Stream with a Bridge is not water terrain: a pillbox may go there
      Given the game situation field "hex" is { "id": "E5", "terrain": ["Stream", "Bridge"], "crest": false, "fortification": null }
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.4" }]
        """
      Then the output "placed" is { "hex": "E5", "marker": "pillbox" }

  Rule: A43.3 Hidden Panji Trap
    "Effect —The Japanese player chooses to do one of the following: … ● place a wire marker [F107] into that hex. ● place a mines marker [F104] into that hex then immediately make a Mine Attack [F104.2] against each of those moving/advancing units; … Hidden Panji Trap may only be played by the scenario Defender just after one or more enemy units Move or Advance into a hex. That hex cannot be water terrain nor already contain a fortification of any type."

    Background:
      Given the game situation field "moment" is "after-entry"
      And the game situation field "hex" is { "id": "F6", "terrain": ["Grass"], "fortification": null }
      And the game situation field "movers" is ["us-sq1", "us-sq2"]
      And the game situation field "minesFp" is 7

    @A43.3 @F104 @F104.1 @F104.2
    Scenario: Mines: two Allied squads that Moved in together draw one 7-FP Mine Attack, Cover 0
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.3", "choice": "mines" }]
        """
      Then the procedure has ended in state "placed"
      And the output "placed" is { "hex": "F6", "marker": "mines" }
      And the output "mineAttack" is { "hex": "F6", "fp": 7, "cover": 0, "against": ["us-sq1", "us-sq2"] }
      And the trace cites A43.3 and F104.2

    @A43.3 @F107
    Scenario: Wire: the wire marker goes into the hex, no attack
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.3", "choice": "wire" }]
        """
      Then the output "placed" is { "hex": "F6", "marker": "wire" }
      And the output "mineAttack" is null
      And the trace cites A43.3 and F107

    @A43.3
    Scenario: The choice must be named
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.3" }]
        """
      Then it is rejected with code "invalid-field" naming "events[0].choice", citing A43.3

    @A43.3
    Scenario: Just after entry means enemy units entered: a situation naming none is refused
      Given the game situation field "movers" is []
      When the hidden procedure starts
      Then it is rejected with code "invalid-field" naming "input.movers", citing A43.3

    @A43.3
    Scenario: The Allied scenario Defender may not play Hidden Panji Trap (reading ccp.hidden-japan-only = japan-and-defender)
      Given the game situation field "player" is "allied"
      And the game situation field "postures" is { "japanese": "banzai", "allied": "defender" }
      And the game situation field "movers" is ["j-sq1"]
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.3", "choice": "wire" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].action", citing A43.3

    @A43.3
    Scenario: The Allied scenario Defender places wire with Panji Trap (reading ccp.hidden-japan-only = defender-only)
      Given the game situation field "player" is "allied"
      And the game situation field "postures" is { "japanese": "banzai", "allied": "defender" }
      And the game situation field "movers" is ["j-sq1"]
      And the reading "ccp.hidden-japan-only" is "defender-only"
      When the hidden procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_HIDDEN", "action": "A43.3", "choice": "wire" }]
        """
      Then the output "placed" is { "hex": "F6", "marker": "wire" }
