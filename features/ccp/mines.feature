Feature: Mines (CC:P F104)
  Decides which Mine Attacks a step of units draws — leaving a mines hex, entering one, or both — against
  whom, and with what FP and Cover. CC:P's F104 is CC:E's F103 renumbered, without Retreat (CC:P has none)
  and with one roll for units "entering/exiting together". The attack rolls and Defense rolls are Fire's.

  Rule: F104.1 General Rules
    "A mines marker occupying a hex will attack any unit (enemy or friendly) that Moves or Advances into or out of that hex. Units entering/exiting together are attacked with a single roll; otherwise a separate Mine Attack should be made against each unit as it enters or exits a hex containing mines. Units that were already in a mines hex at the moment another unit enters/exits the hex are immune to that Mine Attack."

    @F104 @F104.1 @F104.2
    Scenario: Two Allied squads Move together into the mines hex F6: one attack against both; the Japanese team already there is immune
      Given the game situation:
        """
        { "step": "move", "from": "F7", "to": "F6", "movers": ["us-sq1", "us-sq2"], "together": true, "mines": ["F6"], "alreadyThere": ["j-tm1"] }
        """
      When the mines procedure starts
      Then the procedure has ended in state "done"
      And the output "attacks" is [{ "hex": "F6", "when": "entering", "against": ["us-sq1", "us-sq2"], "fp": 6, "cover": 0 }]
      And the output "immune" is ["j-tm1"]
      And the trace cites F104.1 and F104.2

    @F104.1 @F104
    Scenario: Two Japanese squads Advance out of F6 each on its own: a separate attack against each
      Given the game situation:
        """
        { "step": "advance", "from": "F6", "to": "F5", "movers": ["j-sq1", "j-sq2"], "together": false, "mines": ["F6"], "minesFp": 8 }
        """
      When the mines procedure starts
      Then the output "attacks" is [{ "hex": "F6", "when": "exiting", "against": ["j-sq1"], "fp": 8, "cover": 0 }, { "hex": "F6", "when": "exiting", "against": ["j-sq2"], "fp": 8, "cover": 0 }]

    @F104.1
    Scenario: Neither hex holds mines: no attack
      Given the game situation:
        """
        { "step": "move", "from": "F7", "to": "F6", "movers": ["us-sq1"], "mines": ["B2"] }
        """
      When the mines procedure starts
      Then the procedure has ended in state "done"
      And the output "attacks" is []
      And the output "immune" is []

    @F104.1
    Scenario: A Move leaves one hex and enters another: a situation without the hex left is refused
      Given the game situation:
        """
        { "step": "move", "from": null, "to": "F6", "movers": ["us-sq1"], "mines": ["F6"] }
        """
      When the mines procedure starts
      Then it is rejected with code "invalid-field" naming "input.from", citing F104.1

  Rule: F104.2 Mine Attack
    "The strength of a Mine Attack is a default 6 FP unless the scenario specifically assigns (or the Scenario Defender specifically purchases) a 7- or 8-FP Minefield capability. … Cover for a Mine Attack is automatically set to “0”, and cannot be modified by any means. … Important —An unbroken unit that becomes broken while leaving a Mined hex is still placed into the hex it was entering."

    @F104.2 @F104.1 @F104
    Scenario: A squad Moving from the mines hex F6 into the mines hex F5 is attacked leaving, then entering
      Given the game situation:
        """
        { "step": "move", "from": "F6", "to": "F5", "movers": ["us-sq1"], "mines": ["F5", "F6"] }
        """
      When the mines procedure starts
      Then the output "attacks" is [{ "hex": "F6", "when": "exiting", "against": ["us-sq1"], "fp": 6, "cover": 0 }, { "hex": "F5", "when": "entering", "against": ["us-sq1"], "fp": 6, "cover": 0 }]

    @F104.2
    Scenario: A 9-FP Minefield is not one a scenario may assign
      Given the game situation:
        """
        { "step": "move", "from": "F7", "to": "F6", "movers": ["us-sq1"], "mines": ["F6"], "minesFp": 9 }
        """
      When the mines procedure starts
      Then it is rejected with code "invalid-field" naming "input.minesFp", citing F104.2

  Rule: F104.1 and the Stealth event (the rulebook's Example B)
    "Rule F104.1 states that mines will only attack Moving or Advancing units. So a unit entering or leaving a mines hex via the Stealth event [E75] would not be attacked."

    @F104.1
    Scenario: Example B — a Japanese squad placed into the mines hex F6 by Stealth is not attacked
      Given the game situation:
        """
        { "step": "placed", "from": "C3", "to": "F6", "movers": ["j-sq1"], "mines": ["F6"] }
        """
      When the mines procedure starts
      Then the procedure has ended in state "notAttacked"
      And the output "attacks" is []
