Feature: Explosive Charge (CC:P A40)
  Decides whether a Fire Attack roll lets the firing player blow up the fortification in the targeted hex
  before its Defense rolls: doubles, an adjacent targeted hex, a fortification there. New in CC:P. The
  situation is the moment after the Fire Attack roll was kept.

  Background:
    Given the game situation:
      """
      { "firing": ["C3"], "target": "D3", "roll": { "white": 4, "colored": 4 }, "fortification": "Bunker" }
      """

  Rule: A40 Explosive Charge
    "Explosive Charge may only be played when the player gets “doubles” with a Fire Attack roll and the attack is against an adjacent hex containing a Fortification."
    "Eliminate the Fortification in that hex. The Fortification is eliminated before Defense rolls are made."

    @A40 @F100.2
    Scenario: 4•4 from C3 against the Bunker in the adjacent D3: the Bunker is gone before the Defense rolls
      When the explosive-charge procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_EXPLOSIVE_CHARGE" }]
        """
      Then the procedure has ended in state "done"
      And the output "eliminated" is "Bunker"
      And the output "fortification" is null
      And the trace cites A40 and F100.2

    @A40
    Scenario: The firing player may keep the card: the Bunker stays for the Defense rolls
      When the explosive-charge procedure starts
      And the events are sent:
        """
        [{ "type": "DECLINE_EXPLOSIVE_CHARGE" }]
        """
      Then the procedure has ended in state "done"
      And the output "eliminated" is null
      And the output "fortification" is "Bunker"

    @A40 @A32
    Scenario: 4•5 is no doubles: the card may not be played
      Given the game situation field "roll" is { "white": 4, "colored": 5 }
      When the explosive-charge procedure starts
      Then the procedure has ended in state "notPlayable"
      And the output "playable" is false
      And the output "fortification" is "Bunker"
      And the trace cites A40 and A32

    @A40
    Scenario: E4 is two hexes from C3: not an adjacent hex
      Given the game situation field "target" is "E4"
      When the explosive-charge procedure starts
      Then the procedure has ended in state "notPlayable"

    @A40 @F100
    Scenario: Doubles against an adjacent hex with no fortification: nothing to eliminate
      Given the game situation field "fortification" is null
      When the explosive-charge procedure starts
      Then the procedure has ended in state "notPlayable"
      And the output "eliminated" is null

    @A40
    Scenario: Playing it where it may not be played is refused: the procedure has already ended
      Given the game situation field "roll" is { "white": 4, "colored": 5 }
      When the explosive-charge procedure starts
      And the events are sent:
        """
        [{ "type": "PLAY_EXPLOSIVE_CHARGE" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0]"

    @A40
    Scenario Outline: A Fire Group in C3 and C2 fires at D3, adjacent to C3 only (reading ccp.explosive-charge-group-adjacent = <reading>)
      Given the reading "ccp.explosive-charge-group-adjacent" is "<reading>"
      And the game situation field "firing" is ["C3", "C2"]
      When the explosive-charge procedure starts
      Then the procedure is in state "<state>"

      Examples:
        | reading          | state       |
        | every-firing-hex | notPlayable |
        | one-firing-hex   | offering    |
