Feature: Heavy Bombardment of a bridge (SPI Combat Command, 1972, optional rule)
  Decides one bombardment of a bridge hex-side in the Offensive Fire Phase: which AP and HE units may fire,
  their printed Attack Strengths against the bridge's Defense Strength of 10, the die, and whether the
  result read from the lost Combat Results Table is the "X" that destroys the bridge. The bridge is F10-F11.

  Rule: OPT.2.b Heavy Bombardment
    "Consider the bridge to have a native defense strength of "10". If by firing AP or HE weapons during the Offensive Fire Phase, the Player can obtain an "X" result against the bridge, then the bridge is destroyed."
    "Do not consider Weapons Effectiveness, simply use the pri nted val ue of the counters."

    @OPT.2.b @OPT.2 @CB @CRE.X @CRT
    Scenario Outline: Two M-4 in F10 and F11, 12 to 10 at 1-1, the table read as <result>: <outcome>
      Given the situation of the bombardment seed "two-tanks-at-the-bridge"
      When the bombardment procedure starts
      And the die rolls 4
      And the Combat Results Table is read as "<result>"
      Then the odds are "1-1"
      And the procedure has ended in state "<state>"
      And the output "result" is "<outcome>"

      Examples:
        | result | state           | outcome          |
        | X      | bridgeDestroyed | bridge-destroyed |
        | DR     | resolved        | bridge-stands    |

    @OPT.2.b @SA @CRE
    Scenario: Printed strengths 10 and 10 at the bridge, 2-1, a 5: the text's one cell, "R", leaves the bridge
      Given the situation of the bombardment seed "printed-strengths-two-to-one"
      When the bombardment procedure starts
      And the die rolls 5
      Then the odds are "2-1"
      And the procedure has ended in state "resolved"
      And the output "tableResult" is "R"

    @OPT.2.b @CB.1
    Scenario: An HE unit of Range 4, four hexes from the bridge, fires at 1-1
      Given the situation of the bombardment seed "howitzer-at-its-range"
      When the bombardment procedure starts
      Then the odds are "1-1"

    @CRE
    Scenario: Printed Attack Strength 3 against 10 is made 1-4, the worst odds that roll
      Given the situation of the bombardment seed "odds-of-one-to-four"
      When the bombardment procedure starts
      Then the odds are "1-4"
      And the procedure is in state "rolling"

    @CRE
    Scenario: Printed Attack Strength 2 against 10 is worse than 1-4: no effect, no roll
      Given the situation of the bombardment seed "too-weak-to-roll"
      When the bombardment procedure starts
      Then the procedure has ended in state "noEffect"

    @OPT.2.b @CB.1 @SOP.1.A @CB.B
    Scenario Outline: <situation>: refused citing <rule>
      Given the situation of the bombardment seed "<seed>"
      When the bombardment procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "<rule>"

      Examples:
        | seed                         | situation                                      | rule    |
        | ap-not-at-point-blank        | An AP unit in F12, two hexes from F10          | OPT.2.b |
        | rifles-at-the-bridge         | An RF platoon in F10                           | OPT.2.b |
        | not-the-offensive-fire-phase | The Defensive Fire Phase                       | OPT.2.b |
        | howitzer-beyond-range        | An HE unit of Range 4 five hexes away          | CB.1    |
        | not-the-phasing-player       | A German unit in the U.S. Player-Turn          | SOP.1.A |
        | fired-already                | A unit that fired this Player-Turn             | CB.B    |

  Rule: OPT.2.b Point-blank range (reading spicc.bombardment-adjacent-to-bridge)
    "AP weapons. however, must be used at point-blank range, i.e .. the AP units must be directly adjacent to the bridge."
    An M-4 in E11 is next to both F10 and F11, at an end of the bridge's hex-side, in neither of its hexes.

    @OPT.2.b
    Scenario: sharing-the-hex-side (default): the M-4 in E11 is refused
      Given the situation of the bombardment seed "ap-at-the-end-of-the-bridge"
      When the bombardment procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "OPT.2.b"

    @OPT.2.b
    Scenario: touching-the-hex-side: the M-4 in E11 fires, 6 to 10, 1-2
      Given the situation of the bombardment seed "ap-at-the-end-of-the-bridge"
      And the reading "spicc.bombardment-adjacent-to-bridge" is "touching-the-hex-side"
      When the bombardment procedure starts
      Then the odds are "1-2"
