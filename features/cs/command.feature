Feature: Command Phase: Morale Reduction (Combat! Stalingrad 4.3)
  Decides how one player's units adjust their yellow markers (Pinned Down, Disrupted, WIA) in the Command
  Phase: removed in a Rally Point, reduced in a leader's Morale Support Range, else reduced on a passed
  Action Check; a Commissar's influence first. The Action Check (14.2) and the Terrain Effects Chart are
  missing from the text: the check's result is an event, a location's terrain DRM a situation input.

  Rule: 4.3.10 Reduction and Removal: the worked example
    "4.3.10.1 Remove all yellow markers from units in a friendly Rally Point."
    "4.3.10.2 All units in Morale Support Range of a non-Disrupted leader may reduce their current yellow marker counter one level automatically."
    "4.3.10.3 All units outside of Morale Support Range of a Good Order leader may reduce their yellow marker counter one level if they pass an Action Check."
    "A leader marked with a Disrupted marker during the Command Phase may remove it as its only action during the Command Phase. These leaders may not provide Morale Support to other friendly units in the Command Phase, i.e., do not form a Rally Points."
    "In the example at left (above), a Disrupted Russian NCO is in the same hex with a squad marked as Pinned Down and adjacent to another marked as Disrupted. The NCO removes his Disrupted marker as sole action in the Command Phase. The squad marked as Pinned Down must pass an Action Check to remove it. The unit marked as Disrupted must pass an Action Check to replace it with a Pinned Down marker. If the Russian NCO was Pinned Down (at right), the NCO removes his Pinned Down marker; the squad in the same hex removes his Pinned Down automatically and the adjacent squad automatically replaces his Disrupted with a Pinned Down marker."

    Background:
      Given the game situation:
        """
        {
          "side": "russian",
          "units": [
            { "id": "ru-nco", "side": "russian", "kind": "nco", "hex": "D5", "level": 0, "marker": "disrupted" },
            { "id": "ru-sq1", "side": "russian", "kind": "squad", "hex": "D5", "level": 0, "marker": "pinned-down" },
            { "id": "ru-sq2", "side": "russian", "kind": "squad", "hex": "E5", "level": 0, "marker": "disrupted" }
          ],
          "locations": [{ "hex": "D5", "level": 0, "terrainDrm": 25 }, { "hex": "E5", "level": 0, "terrainDrm": 0 }]
        }
        """

    @4.3.10.4 @4.3.10.3 @4.3.2 @4.3.3
    Scenario: The Disrupted NCO removes his marker; both squads pass their Action Checks
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }]
        """
      Then the procedure has ended in state "done"
      And the output "adjustments" is [{ "unit": "ru-nco", "by": "own-marker", "from": "disrupted", "to": "removed" }, { "unit": "ru-sq1", "by": "action-check", "from": "pinned-down", "to": "removed", "actionCheck": "pass" }, { "unit": "ru-sq2", "by": "action-check", "from": "disrupted", "to": "pinned-down", "actionCheck": "pass" }]

    @4.3.10.3
    Scenario: A failed Action Check outside Morale Support Range leaves the marker as it is
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "fail" }, { "type": "ACTION_CHECK", "result": "fail" }]
        """
      Then the output "units" is [{ "id": "ru-nco", "marker": null, "wounded": false, "casualty": false }, { "id": "ru-sq1", "marker": "pinned-down", "wounded": false, "casualty": false }, { "id": "ru-sq2", "marker": "disrupted", "wounded": false, "casualty": false }]

    @4.3.10.1 @4.3.10.2 @4.3.7
    Scenario: If the NCO was Pinned Down: the squad with him removes its marker, the adjacent one reduces, no Action Check
      Given the game situation field "units.0.marker" is "pinned-down"
      When the command procedure starts
      Then the procedure has ended in state "done"
      And the output "adjustments" is [{ "unit": "ru-nco", "by": "own-marker", "from": "pinned-down", "to": "removed" }, { "unit": "ru-sq1", "by": "rally-point", "from": "pinned-down", "to": "removed" }, { "unit": "ru-sq2", "by": "msr", "from": "disrupted", "to": "pinned-down" }]

  Rule: 4.3.10.2 Morale Support Range
    "The MSR of an NCO is defined as within one hex or one level up/down for units on different levels. (e.g., if the unit is in the adjacent hex but a different level to the NCO's level, then the unit is outside the MSR of the NCO.) The MSR of an Officer /Commissar is two hexes and/or two levels"
    "An NCO at the ground level of hex DTW B16 has the ground level of C16 in his MSR, but not the Upper Level +1 of C16. An officer at the ground level of B16 has all Cellar, ground level and Upper Level +1 locations of C16, C17, B16 and A17 in his MSR, as well as the ground level of B18."

    Background:
      Given the game situation:
        """
        {
          "side": "german",
          "units": [
            { "id": "ge-ldr", "side": "german", "kind": "nco", "hex": "B16", "level": 0 },
            { "id": "ge-c16", "side": "german", "kind": "squad", "hex": "C16", "level": 0, "marker": "pinned-down" },
            { "id": "ge-c16-up", "side": "german", "kind": "squad", "hex": "C16", "level": 1, "marker": "pinned-down" },
            { "id": "ge-b18", "side": "german", "kind": "squad", "hex": "B18", "level": 0, "marker": "pinned-down" }
          ],
          "locations": [
            { "hex": "B16", "level": 0, "terrainDrm": 0 }, { "hex": "C16", "level": 0, "terrainDrm": 0 },
            { "hex": "C16", "level": 1, "terrainDrm": 25 }, { "hex": "B18", "level": 0, "terrainDrm": 0 }
          ]
        }
        """

    @4.3.10.2 @4.3.10.3
    Scenario: The NCO's MSR holds C16's ground level, not its Upper Level +1 nor B18
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "fail" }, { "type": "ACTION_CHECK", "result": "fail" }]
        """
      Then the output "adjustments" is [{ "unit": "ge-c16", "by": "msr", "from": "pinned-down", "to": "removed" }, { "unit": "ge-c16-up", "by": "action-check", "from": "pinned-down", "to": "pinned-down", "actionCheck": "fail" }, { "unit": "ge-b18", "by": "action-check", "from": "pinned-down", "to": "pinned-down", "actionCheck": "fail" }]

    @4.3.10.2 @4.3.6
    Scenario: An Officer's MSR holds C16's Upper Level +1 and B18's ground level
      Given the game situation field "units.0.kind" is "officer"
      When the command procedure starts
      Then the procedure has ended in state "done"
      And the output "adjustments" is [{ "unit": "ge-c16", "by": "msr", "from": "pinned-down", "to": "removed" }, { "unit": "ge-c16-up", "by": "msr", "from": "pinned-down", "to": "removed" }, { "unit": "ge-b18", "by": "msr", "from": "pinned-down", "to": "removed" }]

    @4.3.10.4
    Scenario: A wounded Officer's MSR is one hex: B18 must pass an Action Check
      Given the game situation field "units.0.kind" is "officer"
      And the game situation field "units.0.wounded" is true
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }]
        """
      Then the output "adjustments" is [{ "unit": "ge-c16", "by": "msr", "from": "pinned-down", "to": "removed" }, { "unit": "ge-c16-up", "by": "action-check", "from": "pinned-down", "to": "removed", "actionCheck": "pass" }, { "unit": "ge-b18", "by": "action-check", "from": "pinned-down", "to": "removed", "actionCheck": "pass" }]

  Rule: 4.3.7 Rally Points
    "A Rally Point is any non-Rooftop location with a positive terrain DRM that contains a non-Disrupted leader. A Non-Disrupted leader under a Dug-In marker in terrain that does not meet the terrain requirements of 4.3.7 may also serve as a Rally Point."
    "4.3.9.1 No Rally Point may exist in a hex location containing an enemy unit or adjacent to an AFV on the same level."
    "A Russian T-34 76B in hex DTW E21 will not allow a German NCO in F21, ground level, to declare a Rally Point. One may be declared in F21 Cellar/Level +1/Level +2."
    "4.3.8 A Rally Point is considered to be at the same hex location of the hex as the leader."
    "4.3.9 There is no limit to the number of Rally Points in play; they are limited only by the number of non-Disrupted leaders on the map."

    Background:
      Given the game situation:
        """
        {
          "side": "german",
          "units": [
            { "id": "ge-nco", "side": "german", "kind": "nco", "hex": "F21", "level": 0 },
            { "id": "ge-sq", "side": "german", "kind": "squad", "hex": "F21", "level": 0, "marker": "wia" },
            { "id": "ru-t34", "side": "russian", "kind": "afv", "hex": "E21", "level": 0 }
          ],
          "locations": [{ "hex": "F21", "level": 0, "terrainDrm": 25 }, { "hex": "F21", "level": 1, "terrainDrm": 25 }]
        }
        """

    @4.3.9.1 @4.3.10.2
    Scenario: The T-34 adjacent: no Rally Point at F21's ground level, the squad only reduces WIA to Disrupted
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "msr", "from": "wia", "to": "disrupted" }]

    @4.3.9.1 @4.3.10.1 @4.3.8 @4.3.9
    Scenario: At F21 Level +1 the T-34 is not on the same level: a Rally Point, all markers removed
      Given the game situation field "units.0.level" is 1
      And the game situation field "units.1.level" is 1
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "rally-point", "from": "wia", "to": "removed" }]

    @4.3.7
    Scenario: A location with no positive terrain DRM is no Rally Point
      Given the game situation field "units.2.hex" is "A1"
      And the game situation field "locations.0.terrainDrm" is 0
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "msr", "from": "wia", "to": "disrupted" }]

    @4.3.7
    Scenario: The leader under a Dug-In marker there is a Rally Point
      Given the game situation field "units.2.hex" is "A1"
      And the game situation field "locations.0.terrainDrm" is 0
      And the game situation field "units.0.dugIn" is true
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "rally-point", "from": "wia", "to": "removed" }]

    @4.3.7
    Scenario: A Rooftop location is no Rally Point
      Given the game situation field "units.2.hex" is "A1"
      And the game situation field "locations.0.rooftop" is true
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "msr", "from": "wia", "to": "disrupted" }]

    @4.3.9.1
    Scenario: Under reading cs.rally-point-afv 'any' (the default) a friendly AFV adjacent forbids the Rally Point too
      Given the game situation field "units.2.side" is "german"
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "msr", "from": "wia", "to": "disrupted" }]

    @4.3.9.1
    Scenario: Under reading cs.rally-point-afv 'enemy' a friendly AFV does not
      Given the game situation field "units.2.side" is "german"
      And the reading "cs.rally-point-afv" is "enemy"
      When the command procedure starts
      Then the output "adjustments" is [{ "unit": "ge-sq", "by": "rally-point", "from": "wia", "to": "removed" }]

  Rule: 4.3.11 Commissars
    "Commissars act as a special type of leader and take precedence over all other NCOs/Officers in hex/in Morale Support Range."
    "4.3.11.1 Commissars make units in a Rally Point remove their yellow markers and units in their Morale Support Range of two hexes reduce their yellow marker level by two levels. All units removing or reducing their yellow markers under the influence of a Commissar must pass an Action Check. Units that fail this check adjust their yellow markers up one level instead of reducing them. Units already marked WIA suffer a 'C' result. Otherwise, no worse than a WIA may result (NCO/Officers are flipped to their WIA side)."
    "4.3.11.2 Units in hex/MSR of a Commissar may not 'ignore' the Commissar; they must follow 4.3.11.1 if within the listed range even if another leader is present in the same hex or MSR. The effects of a Commissar also effect leaders within the Commissars MSR (two hexes)."

    Background:
      Given the game situation:
        """
        {
          "side": "russian",
          "units": [
            { "id": "ru-com", "side": "russian", "kind": "commissar", "hex": "H8", "level": 0 },
            { "id": "ru-nco", "side": "russian", "kind": "nco", "hex": "H8", "level": 0, "marker": "pinned-down" },
            { "id": "ru-sq1", "side": "russian", "kind": "squad", "hex": "H8", "level": 0, "marker": "wia" },
            { "id": "ru-sq2", "side": "russian", "kind": "squad", "hex": "H10", "level": 0, "marker": "wia" },
            { "id": "ru-nco2", "side": "russian", "kind": "nco", "hex": "I9", "level": 0, "marker": "disrupted", "wounded": true }
          ],
          "locations": [{ "hex": "H8", "level": 0, "terrainDrm": 25 }, { "hex": "H10", "level": 0, "terrainDrm": 0 }, { "hex": "I9", "level": 0, "terrainDrm": 0 }]
        }
        """

    @4.3.11 @4.3.11.1 @4.3.11.2
    Scenario: Every check passed: the Rally Point's units remove all, the MSR's reduce two levels, the NCOs included
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }]
        """
      Then the output "adjustments" is [{ "unit": "ru-nco", "by": "commissar-rally-point", "from": "pinned-down", "to": "removed", "actionCheck": "pass" }, { "unit": "ru-sq1", "by": "commissar-rally-point", "from": "wia", "to": "removed", "actionCheck": "pass" }, { "unit": "ru-sq2", "by": "commissar-msr", "from": "wia", "to": "pinned-down", "actionCheck": "pass" }, { "unit": "ru-nco2", "by": "commissar-msr", "from": "disrupted", "to": "removed", "actionCheck": "pass" }]

    @4.3.11.1
    Scenario: Every check failed: one level up, WIA to a C, the wounded NCO's Disrupted to a C (reading cs.commissar-wounded-leader 'casualty')
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "fail" }, { "type": "ACTION_CHECK", "result": "fail" }, { "type": "ACTION_CHECK", "result": "fail" }, { "type": "ACTION_CHECK", "result": "fail" }]
        """
      Then the output "units" is [{ "id": "ru-com", "marker": null, "wounded": false, "casualty": false }, { "id": "ru-nco", "marker": "disrupted", "wounded": false, "casualty": false }, { "id": "ru-sq1", "marker": "wia", "wounded": false, "casualty": true }, { "id": "ru-sq2", "marker": "wia", "wounded": false, "casualty": true }, { "id": "ru-nco2", "marker": "disrupted", "wounded": true, "casualty": true }]

    @4.3.11.1
    Scenario: A Disrupted NCO failing is flipped to his wounded side
      Given the game situation field "units.1.marker" is "disrupted"
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "fail" }]
        """
      Then the output "adjustments.0" is { "unit": "ru-nco", "by": "commissar-rally-point", "from": "disrupted", "to": "wounded", "actionCheck": "fail" }

    @4.3.11.1
    Scenario: Under 'no-worse' the wounded Disrupted NCO failing stays as he is
      Given the reading "cs.commissar-wounded-leader" is "no-worse"
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "pass" }, { "type": "ACTION_CHECK", "result": "fail" }]
        """
      Then the output "adjustments.3" is { "unit": "ru-nco2", "by": "commissar-msr", "from": "disrupted", "to": "disrupted", "actionCheck": "fail" }

  Rule: 14.2 Morale and Action Checks (text missing)
    The contents list 14.2 but its text is missing: how an Action Check is rolled is not known, so its result
    is the event ACTION_CHECK, pass or fail.
    "Morale and Action Checks"
    "may reduce their yellow marker counter one level if they pass an Action Check."

    @4.3.10.3 @14.2
    Scenario: A result other than pass or fail is refused
      Given the game situation:
        """
        { "side": "german", "units": [{ "id": "ge-sq", "side": "german", "kind": "squad", "hex": "C3", "level": 0, "marker": "disrupted" }], "locations": [{ "hex": "C3", "level": 0, "terrainDrm": 0 }] }
        """
      When the command procedure starts
      And the events are sent:
        """
        [{ "type": "ACTION_CHECK", "result": 72 }]
        """
      Then it is rejected with code "invalid-field" naming "events[0].result", citing 14.2

  Rule: 2.3.1.1 A wounded leader
    "and a WIA marker is not placed on a wounded leader"

    @2.3.1.1
    Scenario: A WIA marker on a leader is refused
      Given the game situation:
        """
        { "side": "german", "units": [{ "id": "ge-nco", "side": "german", "kind": "nco", "hex": "C3", "level": 0, "marker": "wia" }], "locations": [{ "hex": "C3", "level": 0, "terrainDrm": 0 }] }
        """
      When the command procedure starts
      Then it is rejected with code "invalid-field" naming "input.units[0].marker", citing 2.3.1.1
