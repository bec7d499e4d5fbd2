/**
 * Fire (O20) context updates: activation, the shot's record, Targeting, Actions, the Fire Attack Roll
 * (Jammed!, Sustained Fire, one-use Weapons, Airbursts) and the start of the Fire Defense loop.
 */
import type { Roll, Trigger } from '../../core/dice';
import { rollProduct, rollSum } from '../../core/dice';
import { applyUnitEffect, type UnitEffect } from '../effects';
import { startDefense, type DefenseSlice } from '../fire-defense-states';
import { opponentOf, type Nationality } from '../units';
import type { CoverOptions } from '../terrain';
import { type FireSituationView, airburst, airburstTerrain, attackCover, attackDerivation, breakWeapon, fpDerivation, piecesOf, removeWeapon, sandTerm, targetingHits } from './firepower';
import { actionBonus, attackRollIsDoubles, currentShotFp, ordnanceRange, shotOf, shotPieces, sniping, sprayHex, sustainedCandidates, targetedHexes, targetingHindrance } from './guards';
import type { FireAction, FireContext, FireEvent, ShotRecord, ShotResult } from './types';
import { fireEditionOf, shotActionOf } from './edition';

/** An update of the Fire context: the attack states' factory (./attack-states.ts) turns each into an `assign` on its host. */
export type FireUpdate = (c: FireContext, e: FireEvent) => Partial<FireContext>;
const set = (f: FireUpdate): FireUpdate => f;

const draft = (c: FireContext): ShotRecord => c.record!;

/** Close the shot: record it, and mark its pieces as having fired (O20.3) unless abandoned (10.3.2.1). */
function closeShot(c: FireContext, result: ShotResult, change: Partial<ShotRecord> = {}): Partial<FireContext> {
  const rec: ShotRecord = { ...draft(c), ...change, result };
  return {
    shots: [...c.shots, rec],
    fired: result === 'abandoned' ? c.fired : [...c.fired, ...rec.pieces],
    shot: null,
    record: null,
    roll: null,
    actionsPlayed: [],
    sustainedBreaks: 0,
  };
}

function breakAll(c: FireContext, ids: string[]): Partial<FireContext> {
  let situation = c.situation;
  const broken: string[] = [];
  const eliminated: string[] = [];
  for (const id of ids) {
    const r = breakWeapon(situation, id);
    situation = r.situation;
    (r.eliminated ? eliminated : broken).push(id);
  }
  const rec = draft(c);
  return { situation, record: { ...rec, weaponsBroken: [...rec.weaponsBroken, ...broken], weaponsEliminated: [...rec.weaponsEliminated, ...eliminated] } };
}

/** The context updates of the Fire machine; all but the Order's own (refuseOrder, activatePieces) are the attack's (./attack-states.ts). */
/** A37: the card's nationality, on a Marksmanship event; A40: the second targeted hex, on a Spray Fire event. */
const nationalityOf = (e: FireEvent): { nationality?: Nationality; hex?: string } => {
  const { nationality: n, hex } = e as { nationality?: Nationality; hex?: string };
  return { ...(n ? { nationality: n } : {}), ...(hex ? { hex } : {}) };
};

export const fireUpdates = {
  refuseOrder: set(() => ({ refused: true })),
  /** O14.1, 11.1: the units and their Weapons are activated. */
  activatePieces: set((c, e) => {
    if (e.type !== 'ACTIVATE') return {};
    return { activated: c.situation.units.filter((u) => e.units.includes(u.id)).flatMap(piecesOf).map((p) => p.id) };
  }),
  declareShot: set((c, e) => {
    if (e.type !== 'DECLARE_SHOT') return {};
    const shot = shotOf(c, e);
    return { shot, actionsPlayed: [], sustainedBreaks: 0, roll: null, record: { pieces: shot.pieces, target: shot.target, ...(shot.spotter !== undefined ? { spotter: shot.spotter } : {}), result: 'attacked', actions: [], weaponsBroken: [], weaponsEliminated: [], canceled: [] } };
  }),
  takeRoll: set((_c, e) => {
    if (e.type !== 'ROLL') return {};
    const roll: Roll = { white: e.white as Roll['white'], colored: e.colored as Roll['colored'] };
    if (e.trigger) roll.trigger = e.trigger as Trigger;
    return { roll };
  }),
  /** 9.1: the roll is cancelled; the Initiative card passes. */
  cancelRoll: set((c) => ({ roll: null, initiative: opponentOf(c.initiative), record: { ...draft(c), canceled: [...draft(c).canceled, { white: c.roll!.white, colored: c.roll!.colored }] } })),
  applyTriggerEffects: set((c, e) => {
    if (e.type !== 'RESOLVE_TRIGGER') return {};
    return { situation: { ...c.situation, ...e.effects.reduce((s, x: UnitEffect) => applyUnitEffect(s, x), { units: c.situation.units, map: c.situation.map }) } };
  }),
  noteTargetingHit: set((c) => ({ record: { ...draft(c), targeting: targetingRecord(c, true) } })),
  /** O20.2.1: a random Smoke marker goes into the target hex (its value is drawn by the caller, T94). */
  placeSmoke: set((c) => ({ ...closeShot(c, 'smoke-placed', { targeting: targetingRecord(c, true) }), smokePlaced: [...c.smokePlaced, c.shot!.target] })),
  /** O20.2.3: a miss cancels the attack. */
  noteMiss: set((c) => closeShot(c, 'missed', { targeting: targetingRecord(c, false) })),
  playAction: set((c, e) => {
    if (e.type !== 'PLAY_ACTION') return {};
    const played = [...c.actionsPlayed, { action: shotActionOf(c, e.action) ?? (e.action as FireAction), player: e.player, ...nationalityOf(e) }];
    return { actionsPlayed: played, record: { ...draft(c), actions: played } };
  }),
  /** 10.3.2.1: the shot cannot be made; its pieces may still attempt another. */
  abandonShot: set((c) => closeShot(c, 'abandoned', { fp: fpRecord(c) })),
  /** O20.3.3.1, 1.9.1.2: Jammed! breaks every firing Weapon; the attack still counts. */
  breakFiringWeapons: set((c) => breakAll(c, shotPieces(c).filter((p) => p.weapon).map((p) => p.id))),
  /** O20.3.3, T99, A41, 11.6: the Attack Total; Sustained Fire breaks owed on doubles; one-use Weapons go. */
  /** O20.3.3: "Once the final FP is determined" — FP (and the Mortar's Airburst, T99) are fixed before the roll. */
  lockFp: set((c) => ({
    record: { ...draft(c), fp: fpRecord(c) },
    airburst: airburst(c.situation, shotPieces(c), c.shot!.target, fireEditionOf(c).airbursts),
    cover: attackCover(c.situation, c.readings, shotPieces(c), c.shot!.target),
    coverByHex: sprayHex(c) ? sprayCover(c) : undefined,
    // CC:P F102.2.2, F102.2.3: who in the target's cave this shot reaches, and with what Cover, fixed with its FP.
    ...(fireEditionOf(c).caves && caveSituation(c) ? { caveDefense: fireEditionOf(c).caves!.defense(c.situation, c.readings, shotPieces(c), c.shot!.target) } : {}),
  })),
  computeAttack: set((c) => attackUpdate(c, false)),
  /** CC:P 3.3.4 c): a Sogeki Hei's Attack Total, the dice multiplied. */
  computeSnipingAttack: set((c) => attackUpdate(c, true)),
  breakOnlySustainedCandidate: set((c) => ({ ...breakAll(c, [sustainedCandidates(c)[0].id]), sustainedBreaks: c.sustainedBreaks - 1 })),
  breakChosenWeapon: set((c, e) => (e.type === 'BREAK_WEAPON' ? { ...breakAll(c, [e.weapon]), sustainedBreaks: c.sustainedBreaks - 1 } : {})),
  /** O20.3.4: every unit in the target hex now rolls, with this attack's Cover; ties break units activated to Move. */
  beginDefense: set((c) => {
    const moving = c.readings['cce.tie-breaks-moving'] === 'entering' ? c.entering : c.moving;
    // A40: "all units in both hexes must make Fire Defense Rolls based on that single Attack Total".
    const started = startDefense(c.situation, c.defense, draft(c).attack!.total, targetedHexes(c), c.cover, moving, c.coverByHex);
    // CC:P F102.2.2, O27.3.4 "(exception: units inside caves—see F102.2.2)": the immune occupants make no Defense Roll; F102.2.3: the others use the cave's Cover.
    const cave = c.caveDefense;
    const defense = cave ? { ...started, toRoll: started.toRoll.filter((id) => !cave.immune.includes(id)), alternateCover: cave.cover } : started;
    return { defense: sniping(c) ? snipedDefense(c, defense) : defense };
  }),
  /** A29: the record's `attack.concealment` is every Concealment reduction played against this attack. */
  finishShot: set((c) => {
    const attack = draft(c).attack;
    return closeShot(c, 'attacked', attack ? { attack: { ...attack, concealment: c.defense.concealmentTotal } } : {});
  }),
};

/** CC:P F102: the situation states caves (a Fire Order's; Op Fire's Move situation has none). */
const caveSituation = (c: FireContext): boolean => (c.situation as FireSituationView).caves !== undefined;

/**
 * CC:P 3.3.4 c): the Sogeki Hei "will only affect a single unit in the targeted hex ... the Japanese player
 * selects the unit to be affected, though a broken unit cannot be selected if an unbroken unit is present—the
 * latter must be chosen if possible": the enemy units that may be chosen (the unbroken ones, if any), one of
 * which makes the Defense Roll (CHOOSE_UNIT names it). Friendly units in the hex are none: a melee hex is no
 * target (O27.3 a).
 */
function snipedDefense(c: FireContext, d: DefenseSlice): DefenseSlice {
  const enemies = c.situation.units.filter((u) => d.toRoll.includes(u.id) && u.owner !== c.player);
  const unbroken = enemies.filter((u) => !u.broken);
  return { ...d, toRoll: (unbroken.length ? unbroken : enemies).map((u) => u.id), single: true };
}

/** O20.3.3 (CC:P 3.3.4 c: `multiplied`): the Attack Total; Sustained Fire breaks owed on doubles; one-use Weapons go. */
function attackUpdate(c: FireContext, multiplied: boolean): Partial<FireContext> {
  const fp = draft(c).fp!;
  const roll = c.roll!;
  const burst = c.airburst;
  // The edition's Airburst terrain, if it gives its own (CC:P's Jungle, Swamp); else the term is CC:E's Woods (T99).
  const airbursts = fireEditionOf(c).airbursts;
  const where = airbursts && burst ? airburstTerrain(c.situation, shotPieces(c), c.shot!.target, airbursts) : undefined;
  // The edition's Sand (CC:P T82), if it gives one: an ordnance Weapon's Attack Total against its terrain, -2.
  const sand = sandTerm(c.situation, shotPieces(c), c.shot!.target, c.readings, fireEditionOf(c).sand);
  const derivation = attackDerivation(fp.final, roll, burst, where ? { terrain: where, rule: airbursts![where] } : undefined, multiplied, sand);
  const attack: ShotRecord['attack'] = { white: roll.white, colored: roll.colored, airburst: burst, concealment: 0, total: derivation.total, derivation };
  if (roll.trigger) attack.trigger = roll.trigger;
  const oneUse = shotPieces(c).filter((p) => p.weapon?.type === 'satchel' || p.weapon?.type === 'molotov').map((p) => p.id);
  const situation = oneUse.reduce((s, id) => removeWeapon(s, id), c.situation);
  const rec = draft(c);
  return {
    situation,
    sustainedBreaks: attackRollIsDoubles(c) ? c.actionsPlayed.filter((a) => a.action === 'A41').length : 0,
    record: { ...rec, fp, attack, weaponsEliminated: [...rec.weaponsEliminated, ...oneUse] },
  };
}

function targetingRecord(c: FireContext, hit: boolean): ShotRecord['targeting'] {
  const r = c.roll!;
  return { white: r.white, colored: r.colored, ...(r.trigger ? { trigger: r.trigger } : {}), product: rollProduct(r), hindrance: targetingHindrance(c), range: ordnanceRange(c), hit };
}

/**
 * A40: the Cover rule of each targeted hex ("possibly with different Cover affecting different defending
 * units"). Reading cce.spray-fire-wall-cover: `per-hex` — a Wall (Hedge) counts for a hex if a line of
 * fire into that hex crossed it (T97, as for one target hex); `whole-attack` — the "one big hex": a Wall
 * (Hedge) crossed into either hex counts for the units of both.
 */
function sprayCover(c: FireContext): Record<string, CoverOptions | number> {
  const out: Record<string, CoverOptions | number> = {};
  for (const h of targetedHexes(c)) out[h] = attackCover(c.situation, c.readings, shotPieces(c), h);
  if (c.readings['cce.spray-fire-wall-cover'] !== 'whole-attack') return out;
  const hexside = Math.max(0, ...Object.values(out).map((v) => (typeof v === 'number' ? 0 : (v.hexsideCover ?? 0))));
  for (const [h, v] of Object.entries(out)) if (typeof v !== 'number' && !v.vsMortarOrArtillery && hexside > 0) out[h] = { ...v, hexsideCover: hexside };
  return out;
}

function fpRecord(c: FireContext): NonNullable<ShotRecord['fp']> {
  const fp = currentShotFp(c);
  const derivation = fpDerivation(fp, c.actionsPlayed);
  return { group: fp.group, height: fp.height, hindrance: fp.hindrance, actions: actionBonus(c), final: derivation.total, derivation };
}

export { targetingHits };
