Feature: Breaking down and recombining (SPI Combat Command, 1972)
  Decides one change of counters in the phasing player's Movement Phase: a company broken down into its
  platoons, or platoons recombined into a company, within the Stacking Limit. The breakdown table is
  partial (Class 1c is not listed), and the values of the replacing counters are the lost Unit
  Identification Table's: the outcome names the class, kind, size and number of the counters placed and
  the Stacking Points of the hex before and after.

  Rule: ST.D Breaking down and recombining
    "Units may be "broken-down" (into smaller units) or recombined at any time during the Movement Phase. Units, however, may never break down if this would violate the Stacking Limit."
    "To break down or recombine units, simply remove the unit(s) to be replaced, and place the unit(s) replacing it on the same hex."
    "Units may form into companies or platoons at any time during the Movement Phase."
    "Each Player may have as many as six Stacking Points of units per hexagon. Each platoon-size unit equals one Stacking Point, and each company-size unit equals two Stacking Points, without exception."
    "Each Wreck marker equals one Stacking Point"
    A U.S. infantry company (2 Stacking Points) stands with a tank platoon (1) and a Wreck marker (1).

    Background:
      Given the game situation:
        """
        {
          "phase": "movement", "playerTurn": "us", "wrecks": { "F10": 1 },
          "units": [
            { "id": "us-inf-coy", "side": "us", "class": "2", "kind": "infantry", "size": 2, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-m4", "side": "us", "class": "1d", "kind": "other", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 6, "weapon": "AP", "hex": "F10" }
          ],
          "request": { "type": "break-down", "unit": "us-inf-coy" }
        }
        """

    @ST.D @ST.BD @ST.C @MV.I
    Scenario: The company breaks down into three platoons: 4 Stacking Points become 5
      When the breakdown procedure starts
      Then the procedure has ended in state "done"
      And the output "removed" is ["us-inf-coy"]
      And the output "placed" is {"class": "2", "kind": "infantry", "size": 1, "count": 3}
      And the output "stackingPoints" is {"before": 4, "after": 5}

    @ST.D @ST.A
    Scenario Outline: With the tank platoon a company and <wrecks> Wreck markers, the break-down makes <after>: <state>
      Given the game situation field "units.1.size" is 2
      And the game situation field "wrecks" is { "F10": <wrecks> }
      When the breakdown procedure starts
      Then the procedure has ended in state "<state>"
      And the output "stackingPoints.before" is <before>

      Examples:
        | wrecks | before | after | state   |
        | 1      | 5      | 6     | done    |
        | 2      | 6      | 7     | refused |

    @ST.D @MV.I
    Scenario: Not in the Offensive Fire Phase
      Given the game situation field "phase" is "offensive-fire"
      When the breakdown procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "ST.D"

  Rule: ST.B Units without Stacking Points
    "Enemy units, Friendly units being transported"
    "and Observer units have no Stacking Points for the purpose of Friendly Stacking Point limitations"

    Background:
      Given the situation of the breakdown seed "break-down-to-exactly-six"

    @ST.B
    Scenario: An Observer, a passenger and a German company in the hex leave the break-down at six
      When the breakdown procedure starts
      Then the procedure has ended in state "done"
      And the output "stackingPoints" is {"before": 5, "after": 6}

  Rule: ST.BD Breakdown table (partial)
    "Units break down and recombine in the following fashion:"
    "Class 1d non-halftrack units, and Class 2 units: one company-three platoons"
    "Class 1a, Class 1b, and Halftrack units: one company-two platoons"
    "Note that Class 3 units are only available … sized counters."
    The text lists no Class 1c (Wagon) line: a Class 1c company's platoons are situation input
    ("wagonPlatoons", 2 or 3, read from an original copy), required where a request needs them.

    Background:
      Given the game situation:
        """
        {
          "phase": "movement", "playerTurn": "us",
          "units": [
            { "id": "us-inf-1", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-inf-2", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" },
            { "id": "us-inf-3", "side": "us", "class": "2", "kind": "infantry", "size": 1, "attack": 4, "defense": 4, "range": 4, "movement": 1, "weapon": "RF", "hex": "F10" }
          ],
          "request": { "type": "recombine", "units": ["us-inf-1", "us-inf-2", "us-inf-3"] }
        }
        """

    @ST.BD @ST.D
    Scenario: Three infantry platoons recombine into a company: 3 Stacking Points become 2
      When the breakdown procedure starts
      Then the procedure has ended in state "done"
      And the output "placed" is {"class": "2", "kind": "infantry", "size": 2, "count": 1}
      And the output "stackingPoints" is {"before": 3, "after": 2}

    @ST.BD
    Scenario: Two infantry platoons are not a company
      Given the game situation field "request.units" is ["us-inf-1", "us-inf-2"]
      When the breakdown procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "ST.BD"

    @ST.BD
    Scenario Outline: Two platoons of Class <class> (<kind>) recombine: <state>
      Given the game situation field "units.0.class" is "<class>"
      And the game situation field "units.0.kind" is "<kind>"
      And the game situation field "units.0.movement" is <movement>
      And the game situation field "units.1.class" is "<class>"
      And the game situation field "units.1.kind" is "<kind>"
      And the game situation field "units.1.movement" is <movement>
      And the game situation field "request.units" is ["us-inf-1", "us-inf-2"]
      When the breakdown procedure starts
      Then the procedure has ended in state "<state>"

      Examples:
        | class | kind      | movement | state   |
        | 1a    | other     | 8        | done    |
        | 1b    | other     | 8        | done    |
        | 1d    | halftrack | 10       | done    |
        | 1d    | other     | 6        | refused |
        | 3     | other     | 0        | refused |

    @ST.BD
    Scenario: A platoon does not break down
      Given the game situation field "request" is { "type": "break-down", "unit": "us-inf-1" }
      When the breakdown procedure starts
      Then the procedure has ended in state "refused"
      And the output "refusal.rule" is "ST.BD"

    @ST.BD
    Scenario Outline: A Class 1c company breaks down into the <n> platoons an original copy gives
      Given the game situation field "units.0" is { "id": "us-wagon-coy", "side": "us", "class": "1c", "kind": "other", "size": 2, "attack": 0, "defense": 4, "range": 0, "movement": 6, "hex": "F10" }
      And the game situation field "request" is { "type": "break-down", "unit": "us-wagon-coy" }
      And the game situation field "wagonPlatoons" is <n>
      When the breakdown procedure starts
      Then the output "placed.count" is <n>

      Examples:
        | n |
        | 2 |
        | 3 |

    @ST.BD
    Scenario: Without the Class 1c line the request is not decided
      Given the game situation field "units.0" is { "id": "us-wagon-coy", "side": "us", "class": "1c", "kind": "other", "size": 2, "attack": 0, "defense": 4, "range": 0, "movement": 6, "hex": "F10" }
      And the game situation field "request" is { "type": "break-down", "unit": "us-wagon-coy" }
      When the breakdown procedure starts
      Then it is rejected with code "missing-field" naming "input.wagonPlatoons"

    @ST.BD
    Scenario: There is no Class 3 company
      Given the game situation field "units.0.class" is "3"
      And the game situation field "units.0.movement" is 0
      And the game situation field "units.0.size" is 2
      When the breakdown procedure starts
      Then it is rejected with code "invalid-field" naming "input.units[0].size"
