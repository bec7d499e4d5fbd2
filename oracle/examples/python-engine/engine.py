#!/usr/bin/env python3
"""An independent engine for combat-oracle's engine protocol, in Python 3 with the standard library only.

Written from the Combat Commander: Europe v1.1 rulebook (O22 Recover; O23 Rout with its Retreat over the
hex map, 2.1, 7.2, F103 Mines, O20.3.4 Defense Rolls, 4.2/7.1/7.2.2 the Casualty Track, 6.3 Surrender;
1.9.1 die triggers, 9.1 re-roll, 3.3.1.2 unit Command, T78.3 Cover, T93 Road, F106.1 Wire, 13.2
Suppressed, E44.1 Veteran, A36 Light Wounds on a Mines Defense Roll) and from the vector format in IMPLEMENTERS.md, not from combat-oracle's
TypeScript. It shows what an adapter needs:
read one JSON request per line on stdin, answer one JSON line per request on stdout, flush.

    python3 engine.py                      # the engine
    python3 engine.py --bug rally-on-equal # the same engine with one planted rule bug (O22.3)
    python3 engine.py --bug no-terrain-cover # another: terrain gives no Cover to Morale (T78.3)
    node bin/combat-oracle.js verify --engine "python3 oracle/examples/python-engine/engine.py" --procedure recover,rout

Procedures other than those in PROCEDURES, rulesets other than "cce", and readings or alternatives not in
READINGS are answered `unsupported`.
"""
import json
import sys

BUG = None  # set by --bug; "rally-on-equal" rallies on a roll <= Morale instead of < (O22.3);
#            "no-terrain-cover" forgets the Cover of the terrain in a hex (T78.3) (Fortifications still count)

# --------------------------------------------------------------------------------------------- units

# T78.3 and the Terrain Chart: the Cover of each terrain type.
TERRAIN_COVER = {
    "Open Ground": 0, "Field": 0, "Marsh": 0, "Brush": 1, "Orchard": 1, "Gully": 1,
    "Woods": 2, "Bridge": 2, "Building": 3, "Stream": -1,
}
# F101, F102, F104, F105: Fortification markers and their Cover (against ordinary attacks).
FORTIFICATION_COVER = {"Bunker": 6, "Foxholes": 3, "Pillbox": 5, "Trench": 4}


def best_cover(hexfacts):
    """T78.3: only the single best Cover counts; T93: a Road lowers every other Cover in its hex by 1."""
    terrain = hexfacts.get("terrain", [])
    covers = [] if BUG == "no-terrain-cover" else [TERRAIN_COVER[t] for t in terrain if t in TERRAIN_COVER]
    covers += [FORTIFICATION_COVER[m] for m in hexfacts.get("markers", []) if m in FORTIFICATION_COVER]
    best = max(covers) if covers else 0
    return best - 1 if "Road" in terrain else best


def command_of(leader, readings):
    """3.1.5; a broken Leader's Command is 0 (O20.3.4), unless the reading says to use its printed one."""
    if not leader["broken"]:
        return leader["sides"]["unbroken"].get("command", 0)
    if readings.get("cce.broken-leader-command", "zero") == "printed":
        return leader["sides"]["broken"].get("command", 0)
    return 0


def current_morale(unit, units, hexes, readings, cover=None):
    """3.1.4: printed Morale of the side shown, modified by the hex's Cover (or an attack's own Cover
    rule: F103.2 Mines attack with Cover 0), Command, Veteran, Suppressed and Wire."""
    side = unit["sides"]["broken" if unit["broken"] else "unbroken"]
    hexfacts = hexes[unit["hex"]]
    morale = side["morale"] + (best_cover(hexfacts) if cover is None else cover)
    if unit["kind"] != "leader":  # 3.3.1.2: Leaders add Command to Squads and Teams only, cumulatively
        for other in units:
            if other is not unit and other["kind"] == "leader" and other["owner"] == unit["owner"] and other["hex"] == unit["hex"]:
                morale += command_of(other, readings)
    if unit.get("veteran"):
        morale += 1  # E44.1
    if unit.get("suppressed"):
        morale -= 1  # 13.2
    if "Wire" in hexfacts.get("markers", []):
        morale -= 1  # F106.1
    return morale


def normalise_unit(u):
    u = dict(u)
    u.setdefault("broken", False)
    u.setdefault("suppressed", False)
    u.setdefault("veteran", False)
    return u


def apply_effect(units, unit_id, effect):
    """3.2: a broken unit that breaks again is eliminated; 3.2.5 rally; 13.1 suppress."""
    for i, u in enumerate(units):
        if u["id"] != unit_id:
            continue
        if effect == "eliminate" or (effect == "break" and u["broken"]):
            del units[i]
        elif effect == "break":
            u["broken"] = True
        elif effect == "rally":
            u["broken"] = False
        elif effect == "suppress":
            u["suppressed"] = True
        return


def other_player(p):
    return "allied" if p == "axis" else "axis"


class Unsupported(Exception):
    pass


class BadEvent(Exception):
    pass


# ------------------------------------------------------------------------------------ per-unit rolls

class PerUnitRolls:
    """What Recover (O22.2) and Rout (O23.2) share: one roll per unit broken at the announcement, in the
    order the roller chooses; a unit rallied meanwhile rolls only under the reading named by
    RALLIED_READING (alternative "roll")."""

    RALLIED_READING = None

    def unit(self, uid):
        return next((u for u in self.units if u["id"] == uid), None)

    def may_roll(self, uid):
        u = self.unit(uid)
        return u is not None and (u["broken"] or self.readings.get(self.RALLIED_READING, "skip") == "roll")

    def next_unit(self):
        if any(self.may_roll(uid) for uid in self.to_roll):
            self.state = "choosingUnit"
        else:
            self.skipped += self.to_roll
            self.to_roll = []
            self.state = "done"


# ------------------------------------------------------------------------------------------- recover

class Recover(PerUnitRolls):
    """O22: activation (O22.1), Suppressed markers removed (O22.2, 13.3), one Rally Roll per unit broken
    at the announcement in the player's order (O22.2, O22.3), triggers (1.9.1) and the re-roll (9.1)."""

    RALLIED_READING = "cce.recover-unit-rallied-before-its-roll"

    def __init__(self, situation, readings):
        self.readings = readings
        self.player = situation["player"]
        self.initiative = situation["initiative"]
        self.activated = {"recover": list(situation["activated"]["recover"]), "rout": list(situation["activated"]["rout"])}
        self.units = [normalise_unit(u) for u in situation["units"]]
        self.hexes = situation["map"]["hexes"]
        self.start_ids = [u["id"] for u in self.units]
        self.rolls = []
        self.skipped = []
        self.suppression_removed = []
        self.to_roll = []
        self.current = None
        self.pending = None  # the roll made, not yet applied: (white, colored, trigger, morale, result)
        self.refused = False
        mine = [u for u in self.units if u["owner"] == self.player]
        may = any(u["broken"] or u["suppressed"] for u in mine) and self.player not in self.activated["recover"] \
            and self.player not in self.activated["rout"]
        if not may:  # O22.1
            self.refused = True
            self.state = "refused"
            return
        self.activated["recover"].append(self.player)
        self.to_roll = [u["id"] for u in mine if u["broken"]]
        for u in mine:  # O22.2 "First ... removes all Suppressed markers"
            if u["suppressed"]:
                self.suppression_removed.append(u["id"])
            u["suppressed"] = False
        self.next_unit()

    def rally_result(self, roll, unit):
        """O22.3: less than its Morale: Rally; equal to its current Morale: Suppressed; greater: no effect."""
        morale = current_morale(unit, self.units, self.hexes, self.readings)
        threshold = morale
        if self.readings.get("cce.rally-first-bullet-morale", "current") == "printed":
            threshold = unit["sides"]["broken"]["morale"]
        rallies = roll <= threshold if BUG == "rally-on-equal" else roll < threshold
        if rallies:
            return morale, "rallied"
        if roll == morale:
            return morale, "suppressed"
        return morale, "no-effect"

    def record(self, result):
        white, colored, trigger, morale, _ = self.pending
        rec = {"unit": self.current, "white": white, "colored": colored, "morale": morale, "result": result}
        if trigger:
            rec["trigger"] = trigger
        self.rolls.append(rec)

    def apply_roll(self):
        u = self.unit(self.current)
        if u is None:  # eliminated by the trigger
            result = "unit-gone"
        elif self.readings.get("cce.trigger-locks-result", "locked") == "recompute":
            _, result = self.rally_result(self.pending[0] + self.pending[1], u)
        else:  # 1.9.1: "the roll itself locks in a result"
            result = self.pending[4]
        if result == "rallied":
            u["broken"] = False
        elif result == "suppressed":
            u["suppressed"] = True
        self.record(result)
        self.pending = None
        self.current = None
        self.next_unit()

    def send(self, ev):
        t = ev.get("type")
        if self.state == "choosingUnit" and t == "CHOOSE_UNIT" and ev.get("unit") in self.to_roll and self.may_roll(ev["unit"]):
            self.current = ev["unit"]
            self.to_roll.remove(ev["unit"])
            self.state = "rollingRally"
        elif self.state == "rollingRally" and t == "ROLL":
            morale, result = self.rally_result(ev["white"] + ev["colored"], self.unit(self.current))
            self.pending = (ev["white"], ev["colored"], ev.get("trigger"), morale, result)
            self.state = "consideringReroll"
        elif self.state == "consideringReroll" and t == "REROLL":  # 9.1: cancelled; the Initiative changes hands
            self.record("canceled")
            self.pending = None
            self.initiative = other_player(self.initiative)
            self.state = "rollingRally"
        elif self.state == "consideringReroll" and t == "KEEP_ROLL":
            if self.pending[2] in ("Event!", "Sniper!", "Time!"):  # 1.9.1.2: Jammed! only on Fire Attack Rolls
                self.state = "resolvingTrigger"
            else:
                self.apply_roll()
        elif self.state == "resolvingTrigger" and t == "RESOLVE_TRIGGER":
            for e in ev.get("effects", []):
                apply_effect(self.units, e["unit"], e["effect"])
            self.apply_roll()
        else:
            raise BadEvent("state %s does not accept %s" % (self.state, json.dumps(ev)))

    def output(self):
        present = {u["id"] for u in self.units}
        return {
            "result": "refused" if self.refused else "completed",
            "player": self.player,
            "initiative": self.initiative,
            "activated": self.activated,
            "suppressionRemoved": self.suppression_removed,
            "rolls": self.rolls,
            "skipped": self.skipped,
            "units": [{"id": u["id"], "hex": u["hex"], "broken": u["broken"], "suppressed": u["suppressed"]} for u in self.units],
            "eliminated": [i for i in self.start_ids if i not in present],
        }


# ---------------------------------------------------------------------------------------------- hexes
#
# 2.1: a hex id is a column letter (A = the left column) and a row number (1 = the top row). Columns run
# straight up and down; even-lettered columns sit half a hex lower than odd-lettered ones (the rulebook's
# LOS example: J7 to M9 is 3 hexes, J7 to N9 is 4). A hex is placed at x = column, y = 2 * row (+1 in an
# even column): a neighbour is straight up or down (y -/+ 2) or to a side (x -/+ 1, y -/+ 1).

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def parse_hex(hid):
    return LETTERS.index(hid[0]) + 1, int(hid[1:])


def hex_name(col, row):
    return "%s%d" % (LETTERS[col - 1], row)


def neighbours(hid):
    """The six hexes sharing a hexside with `hid`, clockwise from straight up (2.2.2)."""
    col, row = parse_hex(hid)
    y = 2 * row + (col % 2 == 0)
    out = []
    for dx, dy in ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1)):
        c = col + dx
        out.append((c, (y + dy - (c % 2 == 0)) // 2))
    return out


def rows_between(geometry, hid, edge):
    """O23.3: how many hexes lie between the hex and a (top or bottom) board edge."""
    _, row = parse_hex(hid)
    return row - 1 if edge == "top" else geometry["rows"] - row


# ---------------------------------------------------------------------------------------- casualties

def elimination_vp(unit):
    """7.1: Squad 2, Team 1, Leader 1 + its (unbroken) Command; E58.1: a Hero gives none."""
    if unit.get("hero"):
        return 0
    if unit["kind"] == "squad":
        return 2
    if unit["kind"] == "team":
        return 1
    return 1 + unit["sides"]["unbroken"].get("command", 0)


def place_casualty(track, unit, cause, involuntary_exit):
    """4.2: the next empty space of the owner's side of the Casualty Track (a Hero takes none), 7.1 VPs to
    the opponent; 7.2.2: after an Involuntary Exit the Weapon goes to the Weapon box unbroken."""
    rec = {"unit": unit["id"], "owner": unit["owner"], "cause": cause, "vp": elimination_vp(unit), "awardedTo": other_player(unit["owner"])}
    if not unit.get("hero"):
        track[unit["owner"]]["occupied"] += 1
        rec["space"] = track[unit["owner"]]["occupied"]
    if unit.get("weapon"):
        rec["weapon"] = {"id": unit["weapon"]["id"], "broken": False if involuntary_exit else unit["weapon"].get("broken", False)}
    return rec


TRIGGERS_TO_RESOLVE = ("Event!", "Sniper!", "Time!")  # 1.9.1.2: Jammed! only matters on Fire Attack Rolls


# ---------------------------------------------------------------------------------------------- rout

class Rout(PerUnitRolls):
    """O23: activation (O23.1); one Rout Roll per unit of the chosen player broken at the announcement, in
    the active player's order (O23.2); Retreat hex by hex toward the owner's board edge (O23.3), with
    Wire (O23.3.3), Mines (O23.3.4, F103) and the ways a Retreat eliminates (O23.3.5); eliminations on the
    Casualty Track and Surrender (4.2, 7.1, 7.2.2, 6.3); triggers (1.9.1) and the re-roll (9.1) on every
    roll. The state names are the protocol's: the states where the engine waits for an event, and the
    final ones (`done`, `refused`, `surrendered`)."""

    RALLIED_READING = "cce.rout-unit-rallied-before-its-roll"

    def __init__(self, situation, readings):
        self.readings = readings
        self.player = situation["player"]
        self.chosen = situation["chosen"]
        self.initiative = situation["initiative"]
        act = situation.get("activated", {"recover": [], "rout": []})
        self.activated = {"recover": list(act["recover"]), "rout": list(act["rout"])}
        self.units = [normalise_unit(u) for u in situation["units"]]
        self.start_units = {u["id"]: dict(u) for u in self.units}
        self.map = situation["map"]
        self.hexes = self.map["hexes"]
        self.mines_fp = situation.get("minesFp", 6)
        self.track = {p: dict(situation["casualtyTrack"][p]) for p in ("axis", "allied")}
        self.to_roll, self.skipped, self.rolls = [], [], []
        self.retreats, self.mine_attacks, self.mine_defenses, self.casualties = [], [], [], []
        self.current = None
        self.roll = None  # the Rout Roll made, not yet applied: white, colored, trigger, morale, outcome
        self.retreat = None  # the Retreat in progress: unit, hexes left, hex chosen, Mine Attack in progress
        self.mine_roll = None
        self.defense = None  # the Mines Defense Roll in progress
        # A36: per player, the Teams Light Wounds takes from his countermix, in order (a single Team: a list of one)
        self.lw_teams = {}
        for p, teams in (situation.get("lightWoundsTeams") or {}).items():
            self.lw_teams[p] = list(teams) if isinstance(teams, list) else [teams]
        self.wounded = set()
        self.result = "completed"
        self.surrendered = None
        mine = [u for u in self.units if u["owner"] == self.chosen]
        if not any(u["broken"] for u in mine) or self.chosen in self.activated["recover"] or self.chosen in self.activated["rout"]:
            self.result = self.state = "refused"  # O23.1
            return
        self.activated["rout"].append(self.chosen)
        self.to_roll = [u["id"] for u in mine if u["broken"]]
        self.next_unit()

    # -- helpers
    def reading(self, rid, default):
        return self.readings.get(rid, default)

    def morale(self, u, cover=None):
        return current_morale(u, self.units, self.hexes, self.readings, cover)

    def edge(self, u):
        return self.map["edges"][u["owner"]]  # 7.2: his friendly board edge

    def remove(self, u):
        self.units = [x for x in self.units if x["id"] != u["id"]]

    def facts(self, hid):
        return self.hexes.get(hid)

    # -- O23.2: the Rout Rolls (one per unit: PerUnitRolls)
    def rout_effect(self, total, u):
        """O23.2: less than its current Morale: no effect; equal: Suppressed; greater: Retreat the difference."""
        morale = self.morale(u)
        first = morale
        if self.reading("cce.rally-first-bullet-morale", "current") == "printed":
            first = u["sides"]["broken" if u["broken"] else "unbroken"]["morale"]
        if total < first or total < morale:
            return morale, ("no-effect", 0)
        if total == morale:
            return morale, ("suppressed", 0)
        return morale, ("retreat", total - morale)

    def record_roll(self, result, hexes=None):
        w, c, trig, morale, _ = self.roll
        rec = {"unit": self.current, "white": w, "colored": c, "morale": morale, "result": result}
        if trig:
            rec["trigger"] = trig
        if hexes is not None:
            rec["hexes"] = hexes
        self.rolls.append(rec)

    def apply_rout_roll(self):
        u = self.unit(self.current)
        if u is None:  # the trigger removed it
            self.record_roll("unit-gone")
            effect = None
        elif self.reading("cce.trigger-locks-result", "locked") == "recompute":
            effect = self.rout_effect(self.roll[0] + self.roll[1], u)[1]
        else:  # 1.9.1: "the roll itself locks in a result"
            effect = self.roll[4]
        if effect is not None:
            if effect[0] == "retreat":
                self.record_roll("retreat", effect[1])
                self.retreat = {"unit": u["id"], "left": effect[1], "to": None, "mines": None}
            else:
                if effect[0] == "suppressed":
                    u["suppressed"] = True  # 13.1
                self.record_roll(effect[0])
        self.roll = None
        self.current = None
        if self.retreat:
            self.step_retreat()
        else:
            self.next_unit()

    # -- O23.3: the Retreat
    def closer_hexes(self, u):
        """O23.3: the adjacent hexes with fewer intervening hexes to the friendly board edge (reading
        cce.retreat-closer-measure "half-hexes": whose centre lies nearer that edge)."""
        geo = self.map["geometry"]
        edge = self.edge(u)
        on_map = [(c, r) for c, r in neighbours(u["hex"]) if 1 <= c <= geo["columns"] and 1 <= r <= geo["rows"]]
        if self.reading("cce.retreat-closer-measure", "whole-hexes") == "half-hexes":
            col, row = parse_hex(u["hex"])
            y = 2 * row + (col % 2 == 0)
            def yy(c, r):
                return 2 * r + (c % 2 == 0)
            picked = [h for h in on_map if (yy(*h) < y if edge == "top" else yy(*h) > y)]
        else:
            here = rows_between(geo, u["hex"], edge)
            picked = [h for h in on_map if rows_between(geo, hex_name(*h), edge) < here]
        return sorted(hex_name(*h) for h in picked)

    def barrier(self, u, frm, to):
        """O23.3.5: why entering `to` eliminates the Retreating unit (None: it may enter)."""
        facts = self.facts(to)
        if facts is None:
            return "unknown"
        for side in self.map.get("hexsides", []):
            if side["feature"] == "Cliff" and sorted(side["between"]) == sorted([frm, to]):
                return "cliff"  # T83
        if any(x["hex"] == to and x["owner"] != u["owner"] for x in self.units):
            return "enemy-hex"  # "it surrenders to them"
        if "Blaze" in facts.get("markers", []):
            return "blaze"  # T79
        if "Water Barrier" in facts["terrain"] and "Bridge" not in facts["terrain"]:
            return "water-barrier"  # T98
        if facts.get("impassable"):
            return "impassable"
        return None

    def retreat_options(self):
        u = self.unit(self.retreat["unit"])
        every = self.closer_hexes(u)
        if self.reading("cce.retreat-forced-elimination", "forced-only") == "any-closer-hex":
            return every
        # "forced": a hex that eliminates him is taken only when no other closer hex is open.
        open_ = [h for h in every if self.barrier(u, u["hex"], h) in (None, "unknown")]
        return open_ or every

    def unlisted_closer_hex(self):
        return next((h for h in self.closer_hexes(self.unit(self.retreat["unit"])) if self.facts(h) is None), None)

    def step_retreat(self):
        r = self.retreat
        u = self.unit(r["unit"])
        if r["left"] <= 0:
            self.retreat = None
            self.next_unit()
        elif rows_between(self.map["geometry"], u["hex"], self.edge(u)) == 0:
            self.eliminate(u, "retreated-off-edge")  # O23.3, O23.3.5, 7.2.2
        else:
            self.state = "choosingRetreatHex"

    def eliminate(self, u, cause):
        self.remove(u)
        self.casualties.append(place_casualty(self.track, u, cause, cause == "retreated-off-edge"))
        self.after_casualty()

    def after_casualty(self):
        self.retreat = None
        for p in ("axis", "allied"):  # 6.3: a unit placed on its owner's Surrender marker
            if self.track[p]["occupied"] >= self.track[p]["surrender"]:
                self.surrendered = p
                self.result = self.state = "surrendered"
                return
        self.next_unit()

    def leave_hex(self):
        u = self.unit(self.retreat["unit"])
        if "Mines" in self.facts(u["hex"]).get("markers", []):  # O23.3.4: Mines attack on leaving
            self.retreat["mines"] = "leaving"
            self.state = "mineAttackRolling"
        else:
            self.enter_hex()

    def enter_hex(self):
        r = self.retreat
        u = self.unit(r["unit"])
        why = self.barrier(u, u["hex"], r["to"])
        if why not in (None, "unknown"):
            self.eliminate(u, why)  # O23.3.5
            return
        self.retreats.append({"unit": u["id"], "by": u["owner"], "from": u["hex"], "to": r["to"]})
        u["hex"] = r["to"]  # O23.3.1: no Move costs; O23.3.3: Wire does not stop it
        r["left"] -= 1
        r["to"] = None
        r["mines"] = None
        if "Mines" in (self.facts(u["hex"]) or {}).get("markers", []):  # O23.3.4: and on entering
            r["mines"] = "entering"
            self.state = "mineAttackRolling"
        else:
            self.step_retreat()

    # -- F103.2: a Mine Attack on the Retreating unit
    def mine_record(self, u, canceled=False):
        w, c, trig, total = self.mine_roll
        rec = {"unit": u["id"], "hex": u["hex"], "when": self.retreat["mines"], "rolledBy": other_player(u["owner"]),
               "white": w, "colored": c, "attackTotal": total}
        if canceled:
            rec["canceled"] = True
        if trig:
            rec["trigger"] = trig
        self.mine_attacks.append(rec)

    def start_mine_defense(self):
        u = self.unit(self.retreat["unit"])
        if u is None:  # a trigger removed it
            self.mine_roll = None
            self.mine_attack_done()
            return
        self.mine_record(u)
        # F103.2: only the Retreating unit defends, with Cover 0; a tie Suppresses it (reading
        # cce.retreating-tie-breaks "break": it breaks, as a unit activated to Move would, O20.3.4).
        self.defense = {"total": self.mine_roll[3], "to_roll": [u["id"]], "current": None, "roll": None,
                        "moving": self.reading("cce.retreating-tie-breaks", "suppress") == "break", "concealment": 0}
        self.mine_roll = None
        self.defense_next()

    def defense_next(self):
        d = self.defense
        if any(self.unit(x) for x in d["to_roll"]):
            self.state = "defenseChoosingUnit"
        else:
            self.defense = None
            self.mine_attack_done()

    def defense_effect(self, total, u, attack):
        """O20.3.4: Defense Total = Morale (Cover 0 here) + roll; less than the Attack Total breaks, equal
        Suppresses (breaks a unit moving), greater: no effect."""
        morale = self.morale(u, cover=0)
        dt = morale + total
        if dt < attack or (dt == attack and self.defense["moving"]):
            return morale, "break"
        return morale, ("suppress" if dt == attack else "unaffected")

    def defense_record(self, result, vp=None, u=None):
        d = self.defense
        w, c, trig, attack, morale, _ = d["roll"]
        if u is not None and result != "canceled" and self.reading("cce.trigger-locks-result", "locked") == "recompute":
            morale = self.morale(u, cover=0)
        rec = {"unit": d["current"], "white": w, "colored": c, "attackTotal": attack, "morale": morale, "defenseTotal": morale + w + c, "result": result}
        if trig:
            rec["trigger"] = trig
        if vp is not None:
            rec["vp"] = vp
        self.mine_defenses.append(rec)

    def apply_defense_roll(self):
        d = self.defense
        u = self.unit(d["current"])
        if u is None:
            self.defense_record("unit-gone")
        else:
            if self.reading("cce.trigger-locks-result", "locked") == "recompute":
                outcome = self.defense_effect(d["roll"][0] + d["roll"][1], u, d["roll"][3])[1]
            else:
                outcome = d["roll"][5]
            if outcome == "break" and u["kind"] == "squad" and self.lw_teams.get(u["owner"]):
                # A36: "at the instant that a friendly Squad – either broken or unbroken – would break", its owner may play Light Wounds
                self.state = "defenseOfferingLightWounds"
                return
            self.break_defender(u, outcome)
        d["roll"] = None
        d["current"] = None
        d["concealment"] = 0
        self.defense_next()

    def break_defender(self, u, outcome):
        """O20.3.4, 3.2, 3.2.4, 13.1: the outcome of the Defense Roll kept."""
        if outcome == "break" and u["broken"]:  # 3.2.4: a broken unit that breaks is eliminated
            self.defense_record("eliminated", elimination_vp(u), u)
            self.remove(u)
        elif outcome == "break":
            self.defense_record("broken", None, u)
            u["broken"] = True
        elif outcome == "suppress":
            self.defense_record("suppressed", None, u)
            u["suppressed"] = True
        else:
            self.defense_record("unaffected", None, u)

    def light_wounds(self, played):
        """A36: played, lose 1 VP and put the next Team of the countermix in the Squad's hex, broken if the Squad was,
        with its markers; its Retreat ends there. Declined, the Squad breaks (or, broken, is eliminated)."""
        d = self.defense
        u = self.unit(d["current"])
        if played:
            team = self.lw_teams[u["owner"]].pop(0)
            self.defense_record("wounded", 1, u)
            self.mine_defenses[-1]["team"] = team["id"]
            self.wounded.add(u["id"])
            placed = {"id": team["id"], "owner": u["owner"], "kind": "team", "hex": u["hex"], "broken": u["broken"],
                      "suppressed": u["suppressed"], "veteran": u.get("veteran", False), "sides": team["sides"]}
            self.units[self.units.index(u)] = placed
        else:
            self.break_defender(u, "break")
        d["roll"] = None
        d["current"] = None
        d["concealment"] = 0
        self.defense_next()

    def mine_attack_done(self):
        r = self.retreat
        u = self.unit(r["unit"])
        last = self.mine_defenses[-1] if self.mine_defenses else None
        if u is None and last and last["unit"] == r["unit"] and last["result"] == "eliminated":
            self.casualties.append(place_casualty(self.track, self.start_units[r["unit"]], "mines", False))
            self.after_casualty()
        elif u is None:
            self.retreat = None
            self.next_unit()
        elif r["mines"] == "leaving":
            self.enter_hex()
        else:
            self.step_retreat()

    # -- events
    def send(self, ev):
        t = ev.get("type")
        s = self.state
        if s == "choosingUnit" and t == "CHOOSE_UNIT" and ev.get("unit") in self.to_roll and self.may_roll(ev["unit"]):
            self.current = ev["unit"]
            self.to_roll.remove(ev["unit"])
            self.state = "rollingRout"
        elif s == "rollingRout" and t == "ROLL":
            morale, effect = self.rout_effect(ev["white"] + ev["colored"], self.unit(self.current))
            self.roll = (ev["white"], ev["colored"], ev.get("trigger"), morale, effect)
            self.state = "consideringReroll"
        elif s in ("consideringReroll", "mineAttackConsideringReroll", "defenseConsideringReroll") and t == "REROLL":
            # 9.1: the Initiative holder cancels the roll; the card passes to his opponent
            if s == "consideringReroll":
                self.record_roll("canceled")
                self.roll = None
                self.state = "rollingRout"
            elif s == "mineAttackConsideringReroll":
                self.mine_record(self.unit(self.retreat["unit"]), canceled=True)
                self.mine_roll = None
                self.state = "mineAttackRolling"
            else:
                self.defense_record("canceled")
                self.defense["roll"] = None
                self.state = "defenseRolling"
            self.initiative = other_player(self.initiative)
        elif s in ("consideringReroll", "mineAttackConsideringReroll", "defenseConsideringReroll") and t == "KEEP_ROLL":
            trig = {"consideringReroll": lambda: self.roll[2], "mineAttackConsideringReroll": lambda: self.mine_roll[2],
                    "defenseConsideringReroll": lambda: self.defense["roll"][2]}[s]()
            if trig in TRIGGERS_TO_RESOLVE:  # 1.9.1: resolved in its entirety before the roll's result
                self.state = s.replace("ConsideringReroll", "ResolvingTrigger").replace("consideringReroll", "resolvingTrigger")
            else:
                self.apply_kept(s)
        elif s in ("resolvingTrigger", "mineAttackResolvingTrigger", "defenseResolvingTrigger") and t == "RESOLVE_TRIGGER":
            for e in ev.get("effects", []):
                apply_effect(self.units, e["unit"], e["effect"])
            self.apply_kept(s)
        elif s == "choosingRetreatHex" and t == "CHOOSE_HEX" and self.unlisted_closer_hex():
            # 2.1: a hex the situation does not list is unknown, not Open Ground: the case cannot be played.
            raise BadEvent("the Retreat may enter %s, which input.map.hexes does not list (O23.3)" % self.unlisted_closer_hex())
        elif s == "choosingRetreatHex" and t == "CHOOSE_HEX" and ev.get("hex") in self.retreat_options():
            self.retreat["to"] = ev["hex"]  # O23.3: the owner chooses
            self.leave_hex()
        elif s == "mineAttackRolling" and t == "ROLL":  # F103.2: Mines FP + the opponent's roll
            self.mine_roll = (ev["white"], ev["colored"], ev.get("trigger"), self.mines_fp + ev["white"] + ev["colored"])
            self.state = "mineAttackConsideringReroll"
        elif s == "defenseChoosingUnit" and t == "CHOOSE_UNIT" and ev.get("unit") in self.defense["to_roll"] and self.unit(ev["unit"]):
            self.defense["current"] = ev["unit"]
            self.defense["to_roll"].remove(ev["unit"])
            self.state = "defenseRolling"
        elif s == "defenseRolling" and t == "ROLL":
            d = self.defense
            attack = d["total"] - d["concealment"]
            morale, outcome = self.defense_effect(ev["white"] + ev["colored"], self.unit(d["current"]), attack)
            d["roll"] = (ev["white"], ev["colored"], ev.get("trigger"), attack, morale, outcome)
            self.state = "defenseConsideringReroll"
        elif s == "defenseOfferingLightWounds" and t in ("LIGHT_WOUNDS", "NO_LIGHT_WOUNDS"):
            self.light_wounds(t == "LIGHT_WOUNDS")
        elif s == "defenseRolling" and t == "PLAY_ACTION" and ev.get("action") == "A29" and ev.get("player") == self.unit(self.defense["current"])["owner"]:
            # A29 Concealment lowers the Attack Total by the Cover of the hex; against Mines that Cover is 0.
            pass
        else:
            raise BadEvent("state %s does not accept %s" % (s, json.dumps(ev)))

    def apply_kept(self, s):
        if s.startswith("mineAttack"):
            self.start_mine_defense()
        elif s.startswith("defense"):
            self.apply_defense_roll()
        else:
            self.apply_rout_roll()

    def output(self):
        present = {u["id"] for u in self.units}
        out = {
            "result": self.result, "player": self.player, "chosen": self.chosen, "initiative": self.initiative,
            "activated": self.activated, "rolls": self.rolls, "skipped": self.skipped, "retreats": self.retreats,
            "mineAttacks": self.mine_attacks, "mineDefenses": self.mine_defenses, "casualties": self.casualties,
            "casualtyTrack": self.track,
            "units": [{"id": u["id"], "hex": u["hex"], "broken": u["broken"], "suppressed": u["suppressed"]} for u in self.units],
            "eliminated": [i for i in self.start_units if i not in present and i not in self.wounded],
        }
        if self.surrendered:
            out["surrendered"] = self.surrendered
        if self.state == "choosingRetreatHex" and self.retreat["mines"] is None:
            out["retreatOptions"] = self.retreat_options()
        return out


PROCEDURES = {("cce", "recover"): Recover, ("cce", "rout"): Rout}

# The readings (rulebook ambiguities, docs/readings.md) this engine implements, with every alternative
# it honours. A request naming another reading or alternative is answered `unsupported` (skipped).
READINGS = {
    "cce.trigger-locks-result": ("locked", "recompute"),
    "cce.broken-leader-command": ("zero", "printed"),
    "cce.rally-first-bullet-morale": ("current", "printed"),
    "cce.recover-unit-rallied-before-its-roll": ("skip", "roll"),
    "cce.rout-unit-rallied-before-its-roll": ("skip", "roll"),
    "cce.retreat-forced-elimination": ("forced-only", "any-closer-hex"),
    "cce.retreat-closer-measure": ("whole-hexes", "half-hexes"),
    "cce.retreating-tie-breaks": ("suppress", "break"),
}

# The readings an Event consults (docs/readings.md, "event" among their procedures): they can change a
# Recover or Rout outcome only through an Event resolved inside the Order, which this engine refuses.
EVENT_READINGS = {
    "cce.event-random-hex-empty-pile", "cce.commissar-morale", "cce.deploy-event-player", "cce.hero-rally-unit",
    "cce.event-random-hex-without-subject", "cce.walking-wounded-casualty-space", "cce.event-blaze-not-placed",
    "cce.hero-placement", "cce.suppressing-fire-same-hex", "cce.reinforcements-radio-full-box",
    "cce.scrounge-weapon-side", "cce.event-roll-last-card",
    # The Time advance's (time-advance among their procedures): inside an Order it runs only on the game
    # the situation describes (input.game, 1.9.1.4, 6.1.2), which this engine refuses too.
    "cce.no-defender-time-vp",
}

# ------------------------------------------------------------------------------------------ protocol


def answer(line):
    try:
        req = json.loads(line)
    except ValueError as e:
        return {"id": None, "error": {"code": "invalid-json", "message": "request is not JSON: %s" % e}}
    rid = req.get("id") if isinstance(req, dict) else None
    if not isinstance(rid, str):
        return {"id": None, "error": {"code": "missing-field", "message": "id must be a string", "path": "id"}}
    if req.get("procedure") == "game":
        # Whole games (IMPLEMENTERS.md, "Whole games": query "legal" / "state") are not played here.
        return {"id": rid, "unsupported": "this engine does not play whole games (procedure game)"}
    key = (req.get("ruleset"), req.get("procedure"))
    if key not in PROCEDURES:
        return {"id": rid, "unsupported": "this engine implements %s only" % ", ".join("%s/%s" % k for k in PROCEDURES)}
    if isinstance(req.get("input"), dict) and "game" in req["input"]:
        # input.game asks for Event!/Sniper! triggers resolved by the rules (E42-E77, 1.9.1.3): not here.
        return {"id": rid, "unsupported": "this engine does not resolve Events (input.game)"}
    readings = req.get("readings") or {}
    for reading, alt in sorted(readings.items()):
        if reading in EVENT_READINGS:
            continue  # consulted only by Events and the Time advance, which this engine never runs (see above)
        if alt not in READINGS.get(reading, ()):
            return {"id": rid, "unsupported": "reading %s = %s is not implemented by this engine" % (reading, alt)}
    try:
        machine = PROCEDURES[key](req["input"], readings)
        for i, ev in enumerate(req.get("events", [])):
            try:
                machine.send(ev)
            except BadEvent as e:
                return {"id": rid, "error": {"code": "illegal-event", "message": "events[%d]: %s" % (i, e), "path": "events[%d]" % i}}
        return {"id": rid, "state": machine.state, "output": machine.output()}
    except (KeyError, TypeError, ValueError) as e:
        return {"id": rid, "error": {"code": "invalid-field", "message": "cannot read the request: %r" % (e,)}}


def main(argv):
    global BUG
    if "--bug" in argv:
        BUG = argv[argv.index("--bug") + 1]
        if BUG not in ("rally-on-equal", "no-terrain-cover"):
            sys.stderr.write("error: --bug must be rally-on-equal or no-terrain-cover (got %r)\n" % BUG)
            return 2
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0
        if not line.strip():
            continue
        sys.stdout.write(json.dumps(answer(line), separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
