#!/usr/bin/env python3
"""An independent engine for combat-oracle's engine protocol, in Python 3 with the standard library only.

Written from the Combat Commander: Europe v1.1 rulebook (O22 Recover, 1.9.1 die triggers, 9.1 re-roll,
3.3.1.2 unit Command, T78.3 Cover, T93 Road, F106.1 Wire, 13.2 Suppressed, E44.1 Veteran) and from the
vector format in IMPLEMENTERS.md, not from combat-oracle's TypeScript. It shows what an adapter needs:
read one JSON request per line on stdin, answer one JSON line per request on stdout, flush.

    python3 engine.py                      # the engine
    python3 engine.py --bug rally-on-equal # the same engine with one planted rule bug (O22.3)
    node bin/combat-oracle.js verify --engine "python3 oracle/examples/python-engine/engine.py"

Procedures other than those in PROCEDURES, and rulesets other than "cce", are answered `unsupported`.
"""
import json
import sys

BUG = None  # set by --bug; "rally-on-equal" rallies on a roll <= Morale instead of < (O22.3)

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
    covers = [TERRAIN_COVER[t] for t in terrain if t in TERRAIN_COVER]
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


def current_morale(unit, units, hexes, readings):
    side = unit["sides"]["broken" if unit["broken"] else "unbroken"]
    hexfacts = hexes[unit["hex"]]
    morale = side["morale"] + best_cover(hexfacts)
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


# ------------------------------------------------------------------------------------------- recover

class Recover:
    """O22: activation (O22.1), Suppressed markers removed (O22.2, 13.3), one Rally Roll per unit broken
    at the announcement in the player's order (O22.2, O22.3), triggers (1.9.1) and the re-roll (9.1)."""

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

    def unit(self, uid):
        return next((u for u in self.units if u["id"] == uid), None)

    def may_roll(self, uid):
        u = self.unit(uid)
        if u is None:
            return False
        return u["broken"] or self.readings.get("cce.recover-unit-rallied-before-its-roll", "skip") == "roll"

    def next_unit(self):
        if any(self.may_roll(uid) for uid in self.to_roll):
            self.state = "choosingUnit"
        else:
            self.skipped += self.to_roll
            self.to_roll = []
            self.state = "done"

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


PROCEDURES = {("cce", "recover"): Recover}

# ------------------------------------------------------------------------------------------ protocol


def answer(line):
    try:
        req = json.loads(line)
    except ValueError as e:
        return {"id": None, "error": {"code": "invalid-json", "message": "request is not JSON: %s" % e}}
    rid = req.get("id") if isinstance(req, dict) else None
    if not isinstance(rid, str):
        return {"id": None, "error": {"code": "missing-field", "message": "id must be a string", "path": "id"}}
    key = (req.get("ruleset"), req.get("procedure"))
    if key not in PROCEDURES:
        return {"id": rid, "unsupported": "this engine implements %s only" % ", ".join("%s/%s" % k for k in PROCEDURES)}
    try:
        machine = PROCEDURES[key](req["input"], req.get("readings") or {})
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
        if BUG != "rally-on-equal":
            sys.stderr.write("error: --bug must be rally-on-equal (got %r)\n" % BUG)
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
