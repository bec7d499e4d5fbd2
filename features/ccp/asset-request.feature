Feature: Asset Request (CC:P O24)
  Decides what an Asset Request order does: which option the active player may choose, who is activated,
  and the artillery strike of Fire For Effect (spotting, accuracy and drift, impact and the Fire Defense
  rolls), at night Illumination (a starshell where the SR drifts), by day Communication Established (a roll
  on the Radio Table). CC:E's Artillery Request (O18) with CC:P's options and ids. The Radio Table is on the
  playbook's back cover, not in the rulebook: a situation states it ("radioTable": for each roll 2-12, the
  items of that column available for the scenario's year), and the values below are made up. The Bombing
  Run is features/ccp/bombing-run.feature, the Strafing Run features/ccp/strafing-run.feature. The Japanese player is the situation's
  "axis" player: his leader in E9 sees E5 down column E, where an American squad (Morale 7) stands.

  Background:
    Given the game situation:
      """
      {
        "player": "axis",
        "initiative": "allied",
        "radios": {
          "axis": {
            "fp": 12
          }
        },
        "activatedThisTurn": [],
        "units": [
          {
            "id": "jp-ldr",
            "owner": "axis",
            "kind": "leader",
            "hex": "E9",
            "sides": {
              "unbroken": {
                "morale": 8,
                "command": 1
              },
              "broken": {
                "morale": 6,
                "command": 0
              }
            }
          },
          {
            "id": "jp-ldr2",
            "owner": "axis",
            "kind": "leader",
            "hex": "E8",
            "sides": {
              "unbroken": {
                "morale": 8,
                "command": 1
              },
              "broken": {
                "morale": 6,
                "command": 0
              }
            },
            "suppressed": true
          },
          {
            "id": "jp-squad",
            "owner": "axis",
            "kind": "squad",
            "hex": "C9",
            "sides": {
              "unbroken": {
                "morale": 7
              },
              "broken": {
                "morale": 6
              }
            },
            "weapon": {
              "id": "jp-mg",
              "type": "mg",
              "fp": 5,
              "range": 8,
              "ordnance": false,
              "smoke": false,
              "boxedRange": false,
              "broken": true
            }
          },
          {
            "id": "us-squad",
            "owner": "allied",
            "kind": "squad",
            "hex": "E5",
            "sides": {
              "unbroken": {
                "morale": 7
              },
              "broken": {
                "morale": 6
              }
            }
          }
        ],
        "map": {
          "geometry": {
            "columns": 8,
            "rows": 10
          },
          "edges": {
            "axis": "top",
            "allied": "bottom"
          },
          "hexes": {
            "C9": {
              "terrain": [
                "Open Ground"
              ]
            },
            "D4": {
              "terrain": [
                "Open Ground"
              ]
            },
            "D5": {
              "terrain": [
                "Open Ground"
              ]
            },
            "E4": {
              "terrain": [
                "Open Ground"
              ]
            },
            "E5": {
              "terrain": [
                "Open Ground"
              ]
            },
            "E6": {
              "terrain": [
                "Open Ground"
              ]
            },
            "E7": {
              "terrain": [
                "Open Ground"
              ]
            },
            "E8": {
              "terrain": [
                "Open Ground"
              ]
            },
            "E9": {
              "terrain": [
                "Open Ground"
              ]
            },
            "F4": {
              "terrain": [
                "Open Ground"
              ]
            },
            "F5": {
              "terrain": [
                "Open Ground"
              ]
            }
          }
        }
      }
      """

  Rule: O24 Asset Request
    "When an Asset Request order is given, the active player chooses to perform one of the following activities:"
    "Communication Restored may only be chosen if he has a broken radio [6] in play. … Fire For Effect may only be chosen if he has an unbroken radio in play. … Weapon Repair may only be chosen if he has a broken weapon in play."

    @O24
    Scenario: CC:E's Battery Access is no CC:P option
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BATTERY_ACCESS" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].type", citing O24

    @O24 @O24.3
    Scenario: A suppressed leader only, and no broken weapon: the order cannot be given
      Given the game situation field "units" is [{"id": "jp-ldr2", "owner": "axis", "kind": "leader", "hex": "E8", "sides": {"unbroken": {"morale": 8, "command": 1}, "broken": {"morale": 6, "command": 0}}, "suppressed": true}]
      When the asset-request procedure starts
      Then the procedure has ended in state "refused"
      And the output "result" is "refused"

  Rule: O24.2 Communication Restored
    "If Communication Restored is chosen for a player’s Asset Request, he activates one of his unbroken, unsuppressed leaders (only). The active player then flips his broken radio to its unbroken side, ready for immediate use."

    @O24.2
    Scenario: The broken radio is fixed and the leader activated
      Given the game situation field "radios" is { "axis": { "fp": 12, "broken": true } }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_RESTORED", "leader": "jp-ldr" }]
        """
      Then the procedure has ended in state "batteryAccessed"
      And the output "radios" is { "axis": { "fp": 12, "broken": false, "smoke": false } }
      And the output "activatedThisTurn" is ["jp-ldr"]
      And the trace cites O24.2

    @O24.2
    Scenario: The suppressed leader cannot be the one activated
      Given the game situation field "radios" is { "axis": { "fp": 12, "broken": true } }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_RESTORED", "leader": "jp-ldr2" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].leader", citing O24.2

  Rule: O24.3 Fire For Effect
    "If Fire For Effect is chosen for a player’s Asset Request, he activates one of his unbroken, unsuppressed leaders (only). This leader will act as the “spotter” for the ensuing bombardment."
    "The SR cannot be placed in or adjacent to a melee hex"
    "An Artillery Impact roll follows the same rules and restrictions as for a Fire Attack roll [O27.3.3 & O27.3.4] ."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."
    "b) If the Defense Total is less than the Attack Total – but still more than half – the unit breaks [3.2]."

    @O24.3 @O27.3.4
    Scenario: A suppressed leader cannot spot
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr2" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].spotter", citing O24

    @O24.3.1 @19.1
    Scenario: E5 is adjacent to the melee in F5: no SR there
      Given the game situation field "units" is [{"id": "jp-ldr", "owner": "axis", "kind": "leader", "hex": "E9", "sides": {"unbroken": {"morale": 8, "command": 1}, "broken": {"morale": 6, "command": 0}}}, {"id": "us-squad", "owner": "allied", "kind": "squad", "hex": "E5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}, {"id": "us-team", "owner": "allied", "kind": "team", "hex": "F5", "sides": {"unbroken": {"morale": 6}, "broken": {"morale": 5}}}, {"id": "jp-sq2", "owner": "axis", "kind": "squad", "hex": "F5", "sides": {"unbroken": {"morale": 7}, "broken": {"morale": 6}}}]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }]
        """
      Then it is rejected with code "illegal-event" naming "events[1].hex", citing O24.3.1

    @O24.3 @O24.3.1 @O24.3.2 @O24.3.2.1 @O24.3.3 @O27.3.4
    Scenario: Impact Total 12 + 7 = 19; Defense Total 7 + 2 = 9 is half or less: the squad is eliminated
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "done"
      And the output "result" is "barrage"
      And the output "impactCenter" is "E5"
      And the output "impacts.0.total" is 19
      And the output "eliminated" is ["us-squad"]
      And the output "activatedThisTurn" is ["jp-ldr"]

    @O24.3.3 @O27.3.4
    Scenario: Defense Total 7 + 3 = 10, more than half of 19: the squad breaks
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 2 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "done"
      And the output "eliminated" is []
      And the output "units.3" is { "id": "us-squad", "hex": "E5", "broken": true, "suppressed": false }

  Rule: A44 Light Wounds on a Defense roll against an Impact
    "An Artillery Impact roll follows the same rules and restrictions as for a Fire Attack roll [O27.3.3 & O27.3.4] ."
    "Light Wounds may only be played at the instant that a friendly squad – either broken or unbroken – would break."
    "Effect —Lose 1 VP. Then, instead of that squad breaking (or being eliminated due to already being broken), place it back into the countermix. Take a team from the countermix – of the same quality as that player’s OB: either green, line or elite – and place it into the hex from which the squad was taken."

    # Worked by hand: Impact Total 12 + 7 = 19; the squad's 7 + 3 = 10 is more than half of 19 and less than it:
    # it would break (O27.3.4 b). The American player plays Light Wounds: the Team "us-lw" takes its place in E5,
    # unbroken, and he loses 1 VP (the Defense record's `vp` of a `wounded` result); nothing is eliminated.
    @A44 @O24.3.3 @O27.3.4
    Scenario: The squad that would break (10 against 19) is replaced by a Team; its owner loses 1 VP
      Given the game situation field "lightWoundsTeams" is { "allied": { "id": "us-lw", "sides": { "unbroken": { "morale": 7, "fp": 3 }, "broken": { "morale": 6, "fp": 1 } } } }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 2 }, { "type": "KEEP_ROLL" }, { "type": "LIGHT_WOUNDS" }]
        """
      Then the procedure has ended in state "done"
      And the output "eliminated" is []
      And the output "units.3" is { "id": "us-lw", "hex": "E5", "broken": false, "suppressed": false }
      And the output "defense.0.result" is "wounded"
      And the output "defense.0.team" is "us-lw"
      And the output "defense.0.vp" is 1
      And the trace cites A44

    # Worked by hand: as above, the American player lets the squad break (NO_LIGHT_WOUNDS): it is broken.
    @A44 @O27.3.4
    Scenario: The squad's owner may let it break
      Given the game situation field "lightWoundsTeams" is { "allied": { "id": "us-lw", "sides": { "unbroken": { "morale": 7, "fp": 3 }, "broken": { "morale": 6, "fp": 1 } } } }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 2 }, { "type": "KEEP_ROLL" }, { "type": "NO_LIGHT_WOUNDS" }]
        """
      Then the procedure has ended in state "done"
      And the output "units.3" is { "id": "us-squad", "hex": "E5", "broken": true, "suppressed": false }
      And the output "defense.0.result" is "broken"

  Rule: T82 Beach: Sand on a radio's Impact Total
    "T82. BEACH MOVE COST: 1½ COVER: 0"
    "Sand —The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2."
    "a) If the Defense Total is half (or less) the Attack Total, the unit is eliminated."

    # Worked by hand: the same barrage with E5 a Beach (Cover 0): 12 + 7 - 2 = 17; the Defense Total 7 + 0 + 2
    # = 9 is more than half of 17 (8½): the squad breaks, where against 19 it was eliminated.
    @T82 @O24.3.3 @O27.3.4
    Scenario: Against a beach hex the Impact Total 12 + 7 is 17; Defense Total 7 + 2 = 9 breaks the squad
      Given the game situation field "map.hexes.E5" is { "terrain": ["Beach"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "done"
      And the output "impacts.0.total" is 17
      And the output "eliminated" is []
      And the output "units.3" is { "id": "us-squad", "hex": "E5", "broken": true, "suppressed": false }
      And the trace cites T82

  Rule: O24.3.2 Accuracy
    "If the Targeting roll was a “miss,” the artillery is inaccurate. Reveal the top card of the Fate deck and ignore everything but the two dice (this is NOT a roll, so no die triggers)."
    "Any SR that errs off the map – even if just briefly – is removed with no further effect and the order ends."

    @O24.3.2 @O24.3.2.2 @O24.3.2.3
    Scenario: A miss (1 x 4 against range 4) and the card 5-3: the SR errs off the map at once from A5
      Given the game situation field "units" is [{"id": "jp-ldr", "owner": "axis", "kind": "leader", "hex": "A9", "sides": {"unbroken": {"morale": 8, "command": 1}, "broken": {"morale": 6, "command": 0}}}]
      And the game situation field "map.hexes" is {"A4": {"terrain": ["Open Ground"]}, "A5": {"terrain": ["Open Ground"]}, "A6": {"terrain": ["Open Ground"]}, "A7": {"terrain": ["Open Ground"]}, "A8": {"terrain": ["Open Ground"]}, "A9": {"terrain": ["Open Ground"]}, "B4": {"terrain": ["Open Ground"]}, "B5": {"terrain": ["Open Ground"]}}
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "A5" }, { "type": "ROLL", "white": 1, "colored": 4 }, { "type": "KEEP_ROLL" }, { "type": "REVEAL", "white": 5, "colored": 3 }]
        """
      Then the procedure has ended in state "srOffMap"
      And the output "result" is "off-map"
      And the output "impacts" is []

  Rule: O24.3.4 Artillery vs Fortifications
    "the Fortification Vulnerability Table [O24.3.4] … when its hex is attacked by artillery"
    "If an Artiller y Impact roll is exactly equal to the Vulnerability number associated with that radio’s FP, then any fortication in the targeted hex is destroyed before any units therein make their Fire Defense rolls."

    @O24.3.4 @F100.2
    Scenario: An Impact roll of 7 against Vulnerability 7 destroys the Foxholes before the Defense roll
      Given the game situation field "radios" is { "axis": { "fp": 12, "vulnerability": 7 } }
      And the game situation field "map.hexes.E5" is { "terrain": ["Open Ground"], "markers": ["Foxholes"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }]
        """
      Then the procedure is in state "defenseRolling"
      And the output "impacts.0.fortificationDestroyed" is "Foxholes"

  Rule: O24.6 Weapon Repair
    "If Weapon Repair is chosen for a player’s Asset Request, he activates one of his unbroken, unsuppressed units possessing a broken weapon (only). He then flips that broken weapon back over to its unbroken side."

    @O24.6 @5.4
    Scenario: The squad with the broken MG is activated and the MG fixed
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "WEAPON_REPAIR", "unit": "jp-squad" }]
        """
      Then the procedure has ended in state "weaponRepaired"
      And the output "result" is "weapon-repaired"
      And the output "repaired" is "jp-mg"
      And the output "activatedThisTurn" is ["jp-squad"]

  Rule: O24.7 Illumination
    "Illumination may only be chosen if night rules [18] are in effect."
    "The Illumination option [O24.7] may be chosen during an Asset Request order."
    "If Illumination is chosen for a player’s Asset Request, he activates one of his unbroken, unsuppressed leaders (only). He then performs the following steps in the order shown: a) place the SR into any hex within LOS of the activated leader; b) make an Accuracy roll and subsequent drift check following the procedure used for an artillery strike [O24.3.2]; c) place a starshell marker [7] in the hex into which the SR drifts; d) remove the SR from the map."
    "A starshell is placed on the map via the Asset Request order [O24.7]."
    "There exists an automatic Hindrance of … X, where X is the range from the sighting … unit’s hex to the targeted unit’s hex"
    "A starshell “illuminates” its own hex as well as every hex within 2 hexes of it. The Night Hindrance [18.3] is ignored in its entirety if the target hex is illuminated."
    "Any SR that errs off the map – even if just briefly – is removed with no further effect and the order ends."

    @O24.7 @18.5
    Scenario: By day Illumination cannot be chosen
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "ILLUMINATION", "leader": "jp-ldr" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].type", citing 18.5

    @O24.7
    Scenario: The suppressed leader cannot be the one activated
      Given the scenario is at night, without a starshell
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "ILLUMINATION", "leader": "jp-ldr2" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].leader", citing O24.7

    @O24.7 @7.1 @18.5 @18.3 @O24.3.2 @O24.3.2.1
    Scenario: Night Hindrance 4 (range E9-E5): 3 x 3 = 9, less 4, is 5 > 4, a hit; the card 1-4 brings the SR back to E5, where the starshell goes
      Given the scenario is at night, without a starshell
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "ILLUMINATION", "leader": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 3 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }]
        """
      Then the procedure has ended in state "illuminated"
      And the output "result" is "illuminated"
      And the output "accuracy.0.hindrance" is 4
      And the output "accuracy.0.hit" is true
      And the output "starshells" is ["E5"]
      And the output "activatedThisTurn" is ["jp-ldr"]
      And the output "impacts" is []
      And the trace cites O24.7

    @O24.7 @7.1 @18.3 @O24.3.2.2
    Scenario: 2 x 4 = 8, less 4, is 4, not above the range 4: a miss; the card 4-1 drifts the SR one hex down to E6
      Given the scenario is at night, without a starshell
      And the game situation field "map.hexes.D6" is { "terrain": ["Open Ground"] }
      And the game situation field "map.hexes.F6" is { "terrain": ["Open Ground"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "ILLUMINATION", "leader": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 2, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 4, "colored": 1 }]
        """
      Then the procedure has ended in state "illuminated"
      And the output "accuracy.0.hit" is false
      And the output "starshells" is ["E6"]

    @O24.7 @7.2 @18.3
    Scenario: A starshell in E3, 2 hexes from E5, illuminates the SR's hex: no night Hindrance, and 1 x 5 = 5 > 4 hits
      Given the scenario is at night, with a starshell in E3
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "ILLUMINATION", "leader": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }]
        """
      Then the procedure has ended in state "illuminated"
      And the output "accuracy.0.hindrance" is 0
      And the output "starshells" is ["E3", "E5"]

    @O24.7 @O24.3.2.3
    Scenario: A miss and the card 1-6: six hexes up from E5 leave the map; the SR is removed and no starshell placed
      Given the scenario is at night, without a starshell
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "ILLUMINATION", "leader": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 6 }]
        """
      Then the procedure has ended in state "srOffMap"
      And the output "result" is "off-map"
      And the output "starshells" is []

    @O24.3.2 @18.3
    Scenario: Fire For Effect at night: 1 x 5 = 5, less the night Hindrance 4, misses at range 4
      Given the scenario is at night, without a starshell
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "revealingMissDrift"
      And the output "accuracy.0.hindrance" is 4
      And the output "accuracy.0.hit" is false

    @O24.3.2 @18.3
    Scenario: Reading ccp.night-hindrance-accuracy "not-applies": the same 1 x 5 = 5 > 4 hits
      Given the scenario is at night, without a starshell
      And the reading "ccp.night-hindrance-accuracy" is "not-applies"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure is in state "revealingHitDrift"
      And the output "accuracy.0.hindrance" is 0
      And the output "accuracy.0.hit" is true

  Rule: O24.1 Communication Established
    "Communication Established may only be chosen if the active player has no radio or"
    "artillery denied marker in his Artillery Box and night rules [18] are not in effect."
    "If Communication Established is chosen for a player’s Asset Request, he activates one of his unbroken, unsuppressed leaders (only). He then performs the following steps in the order shown: a) make a roll on his nation’s Radio Table [back cover of the playbook]; b) from the column matching the roll, select the radio or artillery denied marker that is available for that scenario’s year; c) if a radio is selected, move the VP marker a number of spaces towards his opponent as the listed VP cost of that radio – “pay” for it – then place that radio’s counter into the Artillery Box on his side of the map; d) if the artillery denied marker is selected, place the counter into the Artillery Box on his side of the map. In step b, something must be chosen—even if it has to be the artillery denied marker."
    "The Communication Established option [O24.1] cannot be chosen during an Asset … Request order."

    @O24.1 @6
    Scenario: A roll of 3 + 4 = 7: the FP-10 radio of column 7 is selected, paid 2 VP and placed; the leader is activated
      Given the game situation field "radios" is {}
      And the game situation field "radioTable" is {"2": ["artillery-denied"], "3": ["artillery-denied"], "4": ["artillery-denied"], "5": ["artillery-denied"], "6": ["artillery-denied"], "7": [{"fp": 10, "vp": 2}, "artillery-denied"], "8": [{"fp": 8, "vp": 1}], "9": ["artillery-denied"], "10": ["artillery-denied"], "11": ["artillery-denied"], "12": ["artillery-denied"]}
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_ESTABLISHED", "leader": "jp-ldr" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" }, { "type": "SELECT_FROM_RADIO_TABLE", "index": 0 }]
        """
      Then the procedure has ended in state "communicationEstablished"
      And the output "result" is "communication-established"
      And the output "radios" is { "axis": { "fp": 10, "broken": false, "smoke": false } }
      And the output "established" is { "roll": 7, "selected": { "radio": { "fp": 10, "broken": false, "smoke": false }, "vp": 2 }, "vpPaid": 2 }
      And the output "activatedThisTurn" is ["jp-ldr"]
      And the trace cites O24.1

    @O24.1 @15.1.2
    Scenario: A roll of 1 + 1 = 2: column 2 holds only the artillery denied marker, which goes into the Artillery Box
      Given the game situation field "radios" is {}
      And the game situation field "radioTable" is {"2": ["artillery-denied"], "3": ["artillery-denied"], "4": ["artillery-denied"], "5": ["artillery-denied"], "6": ["artillery-denied"], "7": [{"fp": 10, "vp": 2}, "artillery-denied"], "8": [{"fp": 8, "vp": 1}], "9": ["artillery-denied"], "10": ["artillery-denied"], "11": ["artillery-denied"], "12": ["artillery-denied"]}
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_ESTABLISHED", "leader": "jp-ldr" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }, { "type": "SELECT_FROM_RADIO_TABLE", "index": 0 }]
        """
      Then the procedure has ended in state "communicationEstablished"
      And the output "radios" is {}
      And the output "deniedMarkers" is ["axis"]
      And the output "established" is { "roll": 2, "selected": "artillery-denied", "vpPaid": 0 }

    @O24.1 @1.9.1
    Scenario: A Sniper! on the Radio Table roll 4 + 4 = 8 eliminates the leader first; the roll's column stands and its FP-8 radio is paid 1 VP
      Given the game situation field "radios" is {}
      And the game situation field "radioTable" is {"2": ["artillery-denied"], "3": ["artillery-denied"], "4": ["artillery-denied"], "5": ["artillery-denied"], "6": ["artillery-denied"], "7": [{"fp": 10, "vp": 2}, "artillery-denied"], "8": [{"fp": 8, "vp": 1}], "9": ["artillery-denied"], "10": ["artillery-denied"], "11": ["artillery-denied"], "12": ["artillery-denied"]}
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_ESTABLISHED", "leader": "jp-ldr" }, { "type": "ROLL", "white": 4, "colored": 4, "trigger": "Sniper!" }, { "type": "KEEP_ROLL" },
         { "type": "RESOLVE_TRIGGER", "effects": [{ "unit": "jp-ldr", "effect": "eliminate" }] }, { "type": "SELECT_FROM_RADIO_TABLE", "index": 0 }]
        """
      Then the procedure has ended in state "communicationEstablished"
      And the output "eliminated" is ["jp-ldr"]
      And the output "radios" is { "axis": { "fp": 8, "broken": false, "smoke": false } }
      And the output "established.vpPaid" is 1

    @O24.1
    Scenario: Column 8 holds one item: there is no second one to select
      Given the game situation field "radios" is {}
      And the game situation field "radioTable" is {"2": ["artillery-denied"], "3": ["artillery-denied"], "4": ["artillery-denied"], "5": ["artillery-denied"], "6": ["artillery-denied"], "7": [{"fp": 10, "vp": 2}, "artillery-denied"], "8": [{"fp": 8, "vp": 1}], "9": ["artillery-denied"], "10": ["artillery-denied"], "11": ["artillery-denied"], "12": ["artillery-denied"]}
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_ESTABLISHED", "leader": "jp-ldr" }, { "type": "ROLL", "white": 4, "colored": 4 }, { "type": "KEEP_ROLL" }, { "type": "SELECT_FROM_RADIO_TABLE", "index": 1 }]
        """
      Then it is rejected with code "illegal-event" naming "events[3].index", citing O24.1

    @O24.1 @18.4
    Scenario: At night Communication Established cannot be chosen
      Given the game situation field "radios" is {}
      And the game situation field "radioTable" is {"2": ["artillery-denied"], "3": ["artillery-denied"], "4": ["artillery-denied"], "5": ["artillery-denied"], "6": ["artillery-denied"], "7": [{"fp": 10, "vp": 2}, "artillery-denied"], "8": [{"fp": 8, "vp": 1}], "9": ["artillery-denied"], "10": ["artillery-denied"], "11": ["artillery-denied"], "12": ["artillery-denied"]}
      And the scenario is at night, without a starshell
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_ESTABLISHED", "leader": "jp-ldr" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].type", citing 18.4

    @O24 @O24.1
    Scenario: With a radio in his Artillery Box, Communication Established cannot be chosen
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "COMMUNICATION_ESTABLISHED", "leader": "jp-ldr" }]
        """
      Then it is rejected with code "illegal-event" naming "events[0].type", citing O24

    @O24.1
    Scenario: By day with an empty Artillery Box, the situation must state the Radio Table
      Given the game situation field "radios" is {}
      When the asset-request procedure starts
      Then it is rejected with code "invalid-field" naming "input.radioTable", citing O24.1

  Rule: F102.2.3 Cave Cover against an artillery Impact
    "A cave grants its occupants an alternate Cover of “8” instead vs ● aircraft or mortar attacks emanating from downslope ● any artillery attack. As usual, these Cover values are not cumulative with any other Cover in the hex."
    "There are seven “fortifications” in the game: cave, foxholes, trench, mines, wire, bunker and pillbox."
    "If an Artillery Impact roll is exactly equal to the Vulnerability number associated with that radio’s FP, then any fortification in the targeted hex is destroyed before any units therein make their Fire Defense rolls."

    # The American player's Asset Request: his leader in E9 spots E5 (LOS down column E), a level-1 Crest hex
    # holding a cave with the Japanese Squad jp-in inside and the Team jp-out outside (both Morale 7); radio
    # FP 10, Vulnerability 5 (made up: the table is on the Track Display). Accuracy 1•5: product 5 > range 4, a
    # hit; the hit card 1·4 brings the SR back to E5.
    Background:
      Given the game situation field "player" is "allied"
      And the game situation field "initiative" is "axis"
      And the game situation field "radios" is { "allied": { "fp": 10, "vulnerability": 5 } }
      And the game situation field "units" is [{ "id": "us-ldr", "owner": "allied", "kind": "leader", "hex": "E9", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } }, { "id": "jp-in", "owner": "axis", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "jp-out", "owner": "axis", "kind": "team", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }]
      And the game situation field "map.hexes.E5" is { "terrain": ["Open Ground", "Hill"], "elevation": 1, "crest": true }
      And the game situation field "caves" is [{ "hex": "E5", "inside": ["jp-in"] }]

    # Impact 3•4: 10 + 7 = 17. jp-in: Morale 7 + the cave's 8 (the hex's Cover 0) = 15, + 2•1 = 18 > 17: no
    # effect. jp-out, outside: 7 + 0 + 2•1 = 10, more than half of 17 and less: broken.
    @F102.2.3 @T81.3.1 @O24.3.3
    Scenario: The units inside the cave defend with its Cover 8 against the artillery, the others with the hex's
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "us-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-in" }, { "type": "ROLL", "white": 2, "colored": 1 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-out" }, { "type": "ROLL", "white": 2, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "impacts.0.total" is 17
      And the output "defense.0.morale" is 15
      And the output "defense.0.result" is "unaffected"
      And the output "defense.1.morale" is 7
      And the output "defense.1.result" is "broken"
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-in"] }]

    # Impact 1•4: 10 + 5 = 15, and the roll 5 is the Vulnerability number: the cave is destroyed first, and jp-in
    # defends with the hex's Cover: 7 + 0 + 3•3 = 13, more than half of 15 and less: broken.
    @O24.3.4 @F100.1 @F100.2 @F102.2.3
    Scenario: An Impact roll equal to the Vulnerability number destroys the cave before the Defense rolls
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "us-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-in" }, { "type": "ROLL", "white": 3, "colored": 3 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "impacts.0.fortificationDestroyed" is "Cave"
      And the output "defense.0.morale" is 7
      And the output "defense.0.result" is "broken"
      And the output "caves" is []

  Rule: F102.2.3 Cave Cover against an aircraft's attack (reading ccp.aircraft-cave)
    "A cave grants its occupants an alternate Cover of “8” instead vs ● aircraft or mortar attacks emanating from downslope ● any artillery attack."
    "Because of this, units inside a cave are immune to all fire attacks emanating from a unit or weapon upslope of them"
    "LOS is checked as if the dive bomber occupied a level 5 hill [T89]."
    "An aircraft is not a weapon."

    # The same cave hex E5 (jp-in inside, jp-out outside); the American aircraft is in E9 (with the leader), the
    # "12-FP" Vulnerability number 5 (made up). Targeting 1•5: product 5 > range 4, a hit. Fire Attack 3•4: 12 + 7 = 19.
    Background:
      Given the game situation:
        """
        {
          "player": "allied", "initiative": "axis", "radios": {}, "deniedMarkers": ["allied"], "activatedThisTurn": [], "defender": null, "los": [],
          "aircraft": { "allied": { "hex": "E9" } }, "bomberVulnerability": 5,
          "units": [{ "id": "jp-in", "owner": "axis", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "jp-out", "owner": "axis", "kind": "team", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }],
          "map": { "geometry": { "columns": 8, "rows": 10 }, "edges": { "axis": "top", "allied": "bottom" }, "hexes": {
            "E5": { "terrain": ["Open Ground", "Hill"], "elevation": 1, "crest": true }, "E6": { "terrain": ["Open Ground"] }, "E7": { "terrain": ["Open Ground"] },
            "E8": { "terrain": ["Open Ground"] }, "E9": { "terrain": ["Open Ground"] } } },
          "caves": [{ "hex": "E5", "inside": ["jp-in"] }]
        }
        """

    # cover-8 (the default): jp-in 7 + 8 = 15, + 2•2 = 19 = 19: a tie, suppressed (not moving). jp-out 7 + 2•2 = 11:
    # more than half of 19 and less: broken.
    @F102.2.3 @O24.4 @T81.3.1
    Scenario: The dive bomber's attack reaches the units inside the cave, who defend with its Cover 8
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-in" }, { "type": "ROLL", "white": 2, "colored": 2 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-out" }, { "type": "ROLL", "white": 2, "colored": 2 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "impacts.0.total" is 19
      And the output "defense.0.morale" is 15
      And the output "defense.0.result" is "suppressed"
      And the output "defense.1.morale" is 7
      And the output "defense.1.result" is "broken"
      And the trace cites F102.2.3

    # hex-cover: jp-in defends with the hex's 0: 7 + 2•2 = 11, broken.
    @F102.2.3 @O24.4
    Scenario: Under hex-cover the units inside the cave defend with the hex's Cover
      Given the reading "ccp.aircraft-cave" is "hex-cover"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-in" }, { "type": "ROLL", "white": 2, "colored": 2 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "defense.0.morale" is 7
      And the output "defense.0.result" is "broken"

    # immune: jp-in makes no Defense roll; choosing it is refused.
    @F102.2.2 @O24.4 @O27.3.4
    Scenario: Under immune the units inside the cave make no Defense roll
      Given the reading "ccp.aircraft-cave" is "immune"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" }, { "type": "CHOOSE_UNIT", "unit": "jp-in" }]
        """
      Then it is rejected with code "illegal-event" naming "events[6].unit", citing O27.3.4

    # immune, and nobody outside the cave: the dive bomber sees no enemy unit, so the Run skips to d).
    @F102.2.2 @O24.4
    Scenario: Under immune a cave hex holding only occupants is no target
      Given the reading "ccp.aircraft-cave" is "immune"
      And the game situation field "units" is [{ "id": "jp-in", "owner": "axis", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }]
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }]
        """
      Then the procedure has ended in state "bombingRunEnded"
      And the output "aircraft" is {}

    # A Fire Attack roll of 5 is the "12-FP" Vulnerability number: the cave is destroyed first (O24.3.4, a fortification,
    # F100.1); jp-in then defends with the hex's 0: 7 + 2•2 = 11 against 17, broken.
    @O24.4 @O24.3.4 @F100.1
    Scenario: The dive bomber's "12-FP" Vulnerability number destroys the cave before the Defense rolls
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "BOMBING_RUN" }, { "type": "BOMB_TARGET", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "ROLL", "white": 1, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-in" }, { "type": "ROLL", "white": 2, "colored": 2 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "impacts.0.fortificationDestroyed" is "Cave"
      And the output "defense.0.morale" is 7
      And the output "caves" is []

  Rule: T91, T97 Airbursts on a radio's Impact
    "Airbursts —The Fire Attack Total of any mortar or artillery attack against a jungle hex is always increased by 2."
    "This is true even if one or more units in the targeted hex will be using an alternate Cover, such as from a cave or pillbox."
    "Airbursts —The Fire Attack Total of any mortar or artillery attack against a swamp hex is always increased by 2."

    # Worked by hand: the Background's barrage (Impact roll 1•6 = 7, radio FP 12) into a Swamp hex E5: 12 + 7 + 2 = 21.
    # The squad defends with the Swamp's Cover 2 (T97 "COVER: 2"): 7 + 2 + 1•1 = 11, more than half of 21 and less: broken.
    @T97 @O24.3.3 @O27.3.4
    Scenario: Against a swamp hex the Impact Total 12 + 7 is increased by 2 to 21
      Given the game situation field "map.hexes.E5" is { "terrain": ["Swamp"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "done"
      And the output "impacts.0.total" is 21
      And the output "defense.0.morale" is 9
      And the output "defense.0.result" is "broken"
      And the trace cites T97

    # A Jungle hex with a Pillbox: the Airburst counts whatever Cover the units use: 12 + 7 + 2 = 21.
    @T91 @O24.3.3
    Scenario: Against a jungle hex holding a pillbox the Impact Total is still increased by 2
      Given the game situation field "map.hexes.E5" is { "terrain": ["Jungle"], "markers": ["Pillbox"] }
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "impacts.0.total" is 21
      And the trace cites T91

  Rule: A43.4 Hidden Pillbox and A43.5 Hidden Trenchline before a Defense roll against an Impact
    "Hidden Pillbox may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a pillbox marker [F105] into that hex."
    "Hidden Trenchline may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack cannot be water terrain nor already contain a fortification of any type."
    "Effect —Place a trench marker [F106] into that hex."
    "A trench marker gives the hex it occupies an alternate Cover of “4” (“5” instead vs aircraft, mortars and artillery)."

    # The American player is the scenario Defender. Impact 1•6: 12 + 7 = 19. Just before the squad's Defense roll he
    # places a Hidden Trenchline into E5: Cover 5 vs artillery, 7 + 5 + 1•1 = 14 < 19 (and more than half): broken.
    @A43.5 @F106 @O24.3.3
    Scenario: The scenario Defender places a Hidden Trenchline before his squad's Defense roll against the Impact
      Given the scenario Defender is the allied player
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "PLAY_ACTION", "action": "A43.5", "player": "allied" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "done"
      And the output "defense.0.morale" is 12
      And the output "defense.0.result" is "broken"
      And the output "markers.E5" is ["Trench"]
      And the trace cites A43.5

    @A43.4
    Scenario: Hidden Pillbox by a player who is not the scenario Defender is refused
      Given the scenario Defender is the axis player
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "jp-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 6 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "us-squad" }, { "type": "PLAY_ACTION", "action": "A43.4", "player": "allied" }]
        """
      Then it is rejected with code "illegal-event" naming "events[9].action", citing A43.4

  Rule: A43.1 Hidden Cave before a Defense roll against an Impact (reading ccp.hidden-cave-entry)
    "Hidden Cave may only be played just prior to the scenario Defender making a Defense roll. The hex affected by the attack must be a Crest hex [T89.3.1], cannot be water terrain, and cannot already contain a fortification of any type. Effect —Place a cave marker [F102] into that hex."
    "immediately after the cave is placed into its hex (via the Hidden Cave action [A43.1])."
    "A cave grants its occupants an alternate Cover of “8” instead vs ● aircraft or mortar attacks emanating from downslope ● any artillery attack."

    # The American player's Asset Request: his leader in E9 spots the level-1 Crest hex E5 (no cave yet), where the
    # Japanese Squad jp-1 and Team jp-t stand (Morale 7); the Japanese player is the scenario Defender. Radio FP 10,
    # Impact 3•4: 17. Just before jp-1's Defense roll he places a Hidden Cave in E5 and jp-1 enters it.
    Background:
      Given the game situation field "player" is "allied"
      And the game situation field "initiative" is "axis"
      And the game situation field "defender" is "axis"
      And the game situation field "radios" is { "allied": { "fp": 10 } }
      And the game situation field "units" is [{ "id": "us-ldr", "owner": "allied", "kind": "leader", "hex": "E9", "sides": { "unbroken": { "morale": 8, "command": 1 }, "broken": { "morale": 6, "command": 0 } } }, { "id": "jp-1", "owner": "axis", "kind": "squad", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }, { "id": "jp-t", "owner": "axis", "kind": "team", "hex": "E5", "sides": { "unbroken": { "morale": 7 }, "broken": { "morale": 6 } } }]
      And the game situation field "map.hexes.E5" is { "terrain": ["Open Ground", "Hill"], "elevation": 1, "crest": true }

    # occupants-defend (the default): jp-1 defends inside the cave, 7 + 8 + 1•1 = 17 = 17: suppressed; jp-t outside,
    # 7 + 0 + 1•1 = 9, more than half of 17 and less: broken.
    @A43.1 @F102.1.1 @F102.2.3
    Scenario: The unit entering the Hidden Cave defends with the cave's Cover 8 against the artillery
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "us-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-1" }, { "type": "PLAY_ACTION", "action": "A43.1", "player": "axis", "enter": ["jp-1"] }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-t" }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the procedure has ended in state "done"
      And the output "defense.0.morale" is 15
      And the output "defense.0.result" is "suppressed"
      And the output "defense.1.morale" is 7
      And the output "defense.1.result" is "broken"
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-1"] }]
      And the trace cites A43.1

    # attacked-outside: the Impact was rolled against jp-1 outside the cave: 7 + 0 + 1•1 = 9: broken.
    @A43.1 @F102.1.1
    Scenario: Under attacked-outside the unit entering the cave defends with the hex's Cover against this Impact
      Given the reading "ccp.hidden-cave-entry" is "attacked-outside"
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "us-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-1" }, { "type": "PLAY_ACTION", "action": "A43.1", "player": "axis", "enter": ["jp-1"] }, { "type": "ROLL", "white": 1, "colored": 1 }, { "type": "KEEP_ROLL" }]
        """
      Then the output "defense.0.morale" is 7
      And the output "defense.0.result" is "broken"
      And the output "caves" is [{ "hex": "E5", "inside": ["jp-1"] }]

    @A43.1 @F102.1
    Scenario: An American unit entering the Hidden Cave is refused
      When the asset-request procedure starts
      And the events are sent:
        """
        [{ "type": "FIRE_FOR_EFFECT", "spotter": "us-ldr" }, { "type": "SPOT", "hex": "E5" }, { "type": "ROLL", "white": 1, "colored": 5 }, { "type": "KEEP_ROLL" },
         { "type": "REVEAL", "white": 1, "colored": 4 }, { "type": "CHOOSE_IMPACT_HEX", "hex": "E5" }, { "type": "ROLL", "white": 3, "colored": 4 }, { "type": "KEEP_ROLL" },
         { "type": "CHOOSE_UNIT", "unit": "jp-1" }, { "type": "PLAY_ACTION", "action": "A43.1", "player": "axis", "enter": ["us-ldr"] }]
        """
      Then it is rejected with code "illegal-event" naming "events[9].enter", citing F102.1
