Feature: Right of Inspection (Combat! Stalingrad 3.2.11)
  What an opposing player may see of an enemy stack on the map: its top unit, the Cover marker on it, or
  what is underneath. Whether the stack is in LOS and whether that LOS crosses hexside terrain are given
  (the los procedure decides them); Cover (8) is missing from the text.

  Rule: 3.2.11 Right of Inspection
    "3.2.11 Right of Inspection: Once setup on the map, opposing players may never look at the contents of enemy stacks of units on the map; although they can see the top unit (all markers except Cover are ignored), they can only 'inspect' what is underneath when those units are in LOS and conduct one of the following actions:"
    "1) move in Open Ground within the LOS of a friendly unit;"
    "2) enter an enemy-occupied hex;"
    "3) take a Morale Check or Action Check or;"
    "4) when they fire."
    "Exception: Players may not ignore a Cover marker and examine enemy units under it unless the unit under the Cover marker is in a hex with only Open Ground and the LOS does not cross a Wall/Hedge/Fence/Bocage."

    @3.2.11
    Scenario Outline: A stack <los> doing <action>: the opposing player sees <sees>
      Given the game situation:
        """
        { "inLos": <inLos>, "action": "<action>" }
        """
      When the inspection procedure starts
      Then the output "sees" is "<sees>"

      Examples:
        | los        | inLos | action               | sees     |
        | in LOS     | true  | none                 | top-unit |
        | in LOS     | true  | moves-in-open-ground | stack    |
        | in LOS     | true  | enters-enemy-hex     | stack    |
        | in LOS     | true  | takes-check          | stack    |
        | in LOS     | true  | fires                | stack    |
        | not in LOS | false | fires                | top-unit |

    @3.2.11
    Scenario Outline: Under a Cover marker, taking a Morale Check in LOS, in <terrain> with the LOS <crossing>: the opposing player sees <sees>
      Given the game situation:
        """
        { "inLos": true, "action": "takes-check", "underCover": true, "openGroundOnly": <open>, "losCrossesHexside": <wall> }
        """
      When the inspection procedure starts
      Then the output "sees" is "<sees>"

      Examples:
        | terrain             | open  | crossing          | wall  | sees         |
        | only Open Ground    | true  | crossing no wall  | false | stack        |
        | only Open Ground    | true  | crossing a Wall   | true  | cover-marker |
        | a building hex      | false | crossing no wall  | false | cover-marker |

    @3.2.11
    Scenario: An action that is not one of the four is rejected
      Given the game situation:
        """
        { "inLos": true, "action": "rallies" }
        """
      When the inspection procedure starts
      Then it is rejected with code "invalid-field" naming "input.action"
