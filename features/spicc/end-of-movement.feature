Feature: The end of the Movement Phase: Digging-In, removing Wrecks, demolishing bridges (SPI Combat Command, 1972)
  Decides one request at the end of a Friendly Movement Phase: a Class 2 unit's attempt to Dig-In, with its
  die, a Class 1d unit's removal of one Wreck marker it stayed adjacent to, or (optional rule) an
  Engineer's demolition of a bridge it crossed.

  Rule: IP Digging-In
    "A Class 2 unit may attempt to dig ·in at the end of any Friendly Movement Phase in which it did not move."
    "Roll the die for each unit attempting to dig·in; if a "one" or a "two" isrolled, the unit is considered "Dug·1 n" (place a Dug·1n marker on the hex) while if a "three" through a "six" is rolled, it is considered to have no effect"
    "Class 2 units may Dig·ln anywhere except Town hexes."
    A U.S. infantry platoon in a Clear hex F10 did not move in this Movement Phase.

    Background:
      Given the situation of the end-of-movement seed "infantry-digs-in"

    @IP
    Scenario Outline: A roll of <die>: <result>
      When the end-of-movement procedure starts
      And the die rolls <die>
      Then the procedure has ended in state "<state>"
      And the output "dugInMarker" is <marker>

      Examples:
        | die | result       | state    | marker |
        | 2   | Dug-In       | dugIn    | "F10"  |
        | 3   | no effect    | notDugIn | null   |

    @IP @IP.B
    Scenario Outline: <situation>: refused citing <rule>
      Given the situation of the end-of-movement seed "<seed>"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "<rule>"

      Examples:
        | seed                      | situation                            | rule |
        | no-dig-in-in-town         | In a Town hex                        | IP.B |
        | no-dig-in-after-moving    | The platoon moved in this Phase      | IP   |
        | a-tank-does-not-dig-in    | A tank                               | IP   |
        | dug-in-already            | Dug-In already                       | IP   |
        | not-in-the-movement-phase | The Overrun Phase                    | IP   |
        | not-the-phasing-player    | A German unit in the U.S. Phase      | IP   |

  Rule: WR.C Removing Wrecks (reading spicc.wreck-removal-same-hex)
    "To remove a Wreck marker, a Class ld unitmustremainadjacenttotheWreck marker for one full Friendly Movement Phase (the unit must begin and end the Movement Phase adjacent to the Wreck marker)."
    "Each Wreck marker is removed individually."
    "The act of remaining adjacent to a Wreck marker for an entire Movement Phase does not require the removal of the Wreck marker"
    Two Wreck markers in F11; a U.S. tank in F10, next to it.

    @WR.C @WR.D
    Scenario: Began in G11 and ended in F10, both next to F11: one of its two Wrecks is removed
      Given the situation of the end-of-movement seed "tank-removes-a-wreck"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "wreckRemoved"
      And the output "wrecks" is {"hex": "F11", "before": 2, "after": 1}

    @WR.C
    Scenario: Began in H10, two hexes from F11: refused
      Given the situation of the end-of-movement seed "tank-moved-up-to-the-wreck"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "WR.C"

    @WR.C
    Scenario Outline: A tank in the Wreck's own hex all Phase under <alternative>: <state>
      Given the situation of the end-of-movement seed "tank-on-the-wreck"
      And the reading "spicc.wreck-removal-same-hex" is "<alternative>"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | alternative     | state        |
        | adjacent-only   | refused      |
        | same-hex-counts | wreckRemoved |

    @WR.C
    Scenario Outline: <situation>: refused
      Given the situation of the end-of-movement seed "<seed>"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "WR.C"

      Examples:
        | seed                      | situation               |
        | no-wreck-there            | No Wreck in F11         |
        | infantry-removes-no-wreck | An infantry platoon     |

  Rule: OPT.2.a Demolition (optional rule)
    "(a) Demolition: If an Engineer unit begins its Movement Phase on one side of a bridge and can end its Movement Phase on the opposite side of the bridge (in an undispersed, normal condition), then the bridge is considered to be demolished and the hex side is treated as a River hex side."
    A U.S. Engineer platoon ends the Movement Phase in F11; the bridge is the hex-side F10-F11.

    @OPT.2 @OPT.2.a
    Scenario: Began in F10, ended in F11: the bridge F10-F11 is demolished
      Given the situation of the end-of-movement seed "engineer-demolishes-a-bridge"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "bridgeDemolished"
      And the output "bridgeDemolished" is "F10-F11"

    @OPT.2.a
    Scenario Outline: <situation>: refused
      Given the situation of the end-of-movement seed "<seed>"
      When the end-of-movement procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "OPT.2.a"
      And the output "bridgeDemolished" is null

      Examples:
        | seed                        | situation                            |
        | engineer-did-not-cross      | Began and ended in F11               |
        | dispersed-engineer          | Dispersed                            |
        | infantry-demolishes-nothing | An infantry platoon                  |
