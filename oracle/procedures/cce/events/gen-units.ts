/**
 * Generated Event situations (issue 16.5) for the Events that change units (machines/cce/event/units-basic.ts,
 * units-chosen.ts), in rule order: E44 Battle Harden, E50 Commissar, E51 Cower, E52 Deploy, E56 Field
 * Promotion, E58 Hero, E60 Interdiction, E62 KIA and E64 Medic!, E66 Prisoners of War, E71 Scrounge, E72 Shell
 * Shock, E75 Suppressing Fire. Per Event, a
 * declared domain over the facts its rule reads (each factor's comment names the rule that reads it),
 * combined so that every two values of every two facts meet in some situation (oracle/gen/pairwise.ts: a
 * deterministic covering array, no randomness). Each situation is parsed by the Event procedure's own parser
 * (parseEventSituation) as it is made; the seeds are marked `minimise`: of the paths walked from one, only
 * those that reach something new or kill a mutant become vectors (oracle/vectors.ts, oracle/minimise.ts).
 *
 * Not generated here, and why: oracle/procedures/cce/seeds/README.md ("Generated situations").
 *
 * The Events CC:P prints as CC:E does (Battle Harden, Field Promotion, Hero, KIA, Medic!, Prisoners of War, Shell
 * Shock) and Scrounge (CC:P's returns the Weapon broken) take an edition (PairwiseUnitEventEdition, CC:E's by
 * default): CC:P's is oracle/procedures/ccp/event-pairwise-e.ts.
 */
import { pairwise, type Factors, type Row } from '../../../gen/pairwise';
import { FORTIFICATION_COVER, TERRAIN_COVER } from '../../../../machines/cce/terrain';
import { buildUnit, type SeedUnitSpec } from '../seeds';
import { card, deckOf, dice } from '../time-advance';
import { parseEventSituation } from '../event';
import type { EventSituation } from '../../../../machines/cce/event/machine';
import { currentMorale, opponentOf as other, type Player } from '../../../../machines/cce/units';
import { isWaterTerrain } from '../../../../machines/core/map';
import type { Card } from '../../../../machines/cce/deck';
import type { EventSeed } from './kit';

/**
 * What an edition changes in the generators of the Events both editions print alike (CC:P's: oracle/procedures/ccp/
 * event-pairwise-e.ts). None of these Events reads the Terrain Chart, a Fortification, a nationality or the broken-Weapon
 * list, so no edition gives them; what differs is the parser, the names and rule ids, and what CC:P's rules add.
 */
export interface PairwiseUnitEventEdition {
  /** The Event procedure's situation parser, as a seed file's situation is parsed. */
  parse: (raw: unknown, path: string) => unknown;
  /** Each side's unit id prefix. */
  prefix: Record<Player, string>;
  /** Each side's name in a purpose. */
  side: Record<Player, string>;
  /** The Event's card name in this edition, from CC:E's. */
  event: (cce: string) => string;
  /** The rule ids each generator's purpose quotes, by its slug. */
  rules: Record<string, string>;
  /** Scrounge's facts (CC:E's CCE_PAIRWISE_SCROUNGE_FACTORS; CC:P adds the MG's movement modifier, 3.3.5). */
  scroungeFactors: Factors;
  /** Whether an MG eliminated broken carries its Fix and Elim ranges (CC:E 11.4: a later Random Hex checks it once returned). */
  brokenWeaponRanges: boolean;
  /** What the Hero unit carries beside its sides (CC:E's generator: nothing). */
  heroMark: Record<string, unknown>;
}

/**
 * A hex's Cover facts (T78.3: every terrain type of the Terrain Chart; T93 Road; F101-F105 every Fortification,
 * F106 Wire), in the order of Fire's defending hex (oracle/procedures/cce/fire.ts CCE_PAIRWISE_DEFENDER_FACTORS,
 * not imported: fire.ts loads event.ts, which loads this file).
 */
const COVER_FACTORS = {
  terrain: Object.keys(TERRAIN_COVER),
  road: ['no', 'Road'],
  marker: ['none', ...Object.keys(FORTIFICATION_COVER), 'Wire'],
};

const prefix = (p: Player) => (p === 'axis' ? 'de' : 'us');

/** The frame around an Event: `reader` reveals `event` (on top of his draw pile, `after` the cards below it). */
function frame(o: { reader: Player; active?: Player; event: string; after?: Card[]; otherDraw?: Card[]; units: SeedUnitSpec[]; hexes: Record<string, { terrain: string[]; markers?: string[] }>; extra?: Record<string, unknown> }) {
  const mine = [card('event-card', { event: o.event }), ...(o.after ?? [card('next-card')])];
  const theirs = o.otherDraw ?? [card(`${other(o.reader)}-top`)];
  return {
    reader: o.reader,
    active: o.active ?? o.reader,
    initiative: o.reader,
    postures: { axis: 'attack', allied: 'defend' },
    decks: { [o.reader]: deckOf([], mine), [other(o.reader)]: deckOf([], theirs) },
    time: { space: 3, suddenDeath: 8 },
    vp: 0,
    ...(o.extra ?? {}),
    units: o.units.map((u, i) => buildUnit(u, `units[${i}]`, 'frame')),
    map: { hexes: o.hexes },
  };
}

/** A Leader of a factor's value: "Command N" (its broken side 0), or "broken Command 2" (its broken side printed 1: reading cce.broken-leader-command tells). */
const leaderOf = (v: string): Partial<SeedUnitSpec> => (v.startsWith('broken') ? { command: [Number(v.slice(-1)), 1], broken: true } : { command: Number(v.slice(-1)) });

const open = (...ids: string[]) => Object.fromEntries(ids.map((h) => [h, { terrain: ['Open Ground'] }]));

/** One Event's generated seeds: a covering array of `factors`, each row made into a situation by `make`, parsed by `parse`. */
function generate(slug: string, rules: string, factors: Factors, allowed: (r: Row) => boolean, make: (r: Row) => { what: string; situation: Record<string, unknown> }, parse: (raw: unknown, path: string) => unknown = parseEventSituation): EventSeed[] {
  const { rows } = pairwise(factors, allowed);
  return rows.map((r, i) => {
    const name = `pairwise-${slug}-${String(i + 1).padStart(2, '0')}`;
    const { what, situation: raw } = make(r);
    const situation = JSON.parse(JSON.stringify(raw)) as EventSituation;
    parse(JSON.parse(JSON.stringify(situation)), `generated seed "${name}": situation`); // as a seed file's situation: validated, kept as written
    const facts = Object.entries(r).map(([k, v]) => `${k}: ${v}`).join('; ');
    return { name, purpose: `Generated pairwise: ${what}; ${facts} (${rules}).`, minimise: true, situation };
  });
}

// ------------------------------------------------------------------------------------------ E44

/**
 * E44 Battle Harden: "the receiving player selects one of his units without a Veteran marker and places a
 * Veteran marker on it." It reads each unit's side (reader's or enemy: "his units") and its Veteran marker
 * ("without a Veteran marker"), of every kind ("units": a Squad, a Team, a Leader) and broken or not (E44 does
 * not exclude broken units).
 */
export const CCE_PAIRWISE_BATTLE_HARDEN_FACTORS = {
  reader: ['axis', 'allied'],
  squad: ['unmarked', 'Veteran', 'broken', 'broken Veteran'], // the reader's Squad
  leader: ['none', 'unmarked', 'Veteran', 'broken'], // the reader's Leader
  team: ['none', 'unmarked', 'Veteran'], // the reader's Team
  enemy: ['unmarked', 'Veteran'], // an enemy Squad
};

const marked = (v: string) => ({ ...(v.includes('broken') ? { broken: true } : {}), ...(v.includes('Veteran') ? { veteran: true } : {}) });

export const battleHardenSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('battle-harden', ed.rules['battle-harden'], CCE_PAIRWISE_BATTLE_HARDEN_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const units: SeedUnitSpec[] = [{ id: `${ed.prefix[p]}-sq`, owner: p, kind: 'squad', hex: 'C3', ...marked(r.squad) }];
    if (r.leader !== 'none') units.push({ id: `${ed.prefix[p]}-ldr`, owner: p, kind: 'leader', hex: 'C3', ...marked(r.leader) });
    if (r.team !== 'none') units.push({ id: `${ed.prefix[p]}-tm`, owner: p, kind: 'team', hex: 'C4', ...marked(r.team) });
    units.push({ id: `${ed.prefix[e]}-sq`, owner: e, kind: 'squad', hex: 'E5', ...marked(r.enemy) });
    return { what: `the ${ed.side[p]} reader reveals ${ed.event('Battle Harden')}`, situation: frame({ reader: p, event: ed.event('Battle Harden'), units, hexes: open('C3', 'C4', 'E5') }) };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E50

/**
 * E50 Commissar: "the Russian player must select one of his broken units [3.2] and make a roll for it: ● If
 * the roll is greater than its Morale, it is eliminated. ● If the roll is less than or equal to its Morale, it
 * Rallies [3.2.5]." It reads who is Russian (`russian`: the reader, the other player, neither — then nothing
 * happens, E42), his broken unit's kind, its Morale — current Morale (reading cce.commissar-morale): the broken
 * side (3.1.4) + its hex's best Cover (T78.3: `terrain`, T93 `road`, F101-F105 Fortification `marker`) + a
 * stacked Leader's Command (3.3.1.2: Command 0-3, broken: 0 by reading cce.broken-leader-command) + Veteran
 * (E44.1) − Suppressed (13.2) − Wire (F106.1) — and the roll against it (`roll`: one less, equal, one more:
 * the boundary of "greater than"). Water hexes hold no Fortification or Wire (F100.3). The unit's printed
 * broken Morale is 5, or 2-6 where that keeps its current Morale within 3-11 (so that every `roll` is a roll of 2-12).
 */
export const CCE_PAIRWISE_COMMISSAR_FACTORS = {
  russian: ['the other player', 'the reader', 'neither'],
  kind: ['squad', 'team'],
  terrain: COVER_FACTORS.terrain,
  road: COVER_FACTORS.road,
  marker: COVER_FACTORS.marker,
  leader: ['none', 'Command 0', 'Command 1', 'Command 2', 'Command 3', 'broken Command 2'],
  veteran: ['no', 'Veteran'],
  suppressed: ['no', 'Suppressed'],
  roll: ['equal', 'one less', 'one more'],
};

/** The broken Russian unit of a Commissar row and its hex (C3); the Leader stacked with it. */
function commissarUnits(r: Row, russian: Player, printed = 5): { units: SeedUnitSpec[]; hex: { terrain: string[]; markers?: string[] } } {
  const id = `${prefix(russian)}-br`;
  const units: SeedUnitSpec[] = [{ id, owner: russian, kind: r.kind as 'squad' | 'team', hex: 'C3', broken: true, morale: [7, printed], ...(r.veteran !== 'no' ? { veteran: true } : {}), ...(r.suppressed !== 'no' ? { suppressed: true } : {}) }];
  if (r.leader !== 'none') units.push({ id: `${prefix(russian)}-ldr`, owner: russian, kind: 'leader', hex: 'C3', ...leaderOf(r.leader) });
  // A broken unit of the other side: never the Russian player's to select.
  units.push({ id: `${prefix(other(russian))}-br`, owner: other(russian), kind: 'squad', hex: 'E5', broken: true });
  const hex = { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) };
  return { units, hex };
}

/**
 * The printed broken-side Morale of the row's unit (5, or as near 5 as puts its current Morale in 3-11, so that
 * a roll one less, equal and one more are all rolls of 2-12) and the roll its `roll` asks for; current Morale is
 * units.ts currentMorale, the one computation.
 */
function commissarRoll(r: Row): { printed: number; sum: number } {
  const morale = (printed: number) => {
    const { units, hex } = commissarUnits(r, 'allied', printed);
    const built = units.map((u, i) => buildUnit(u, `units[${i}]`, 'frame'));
    return currentMorale(built[0], { units: built, map: { hexes: { C3: hex, E5: { terrain: ['Open Ground'] } } } } as never, 'zero');
  };
  const m5 = morale(5);
  const printed = m5 > 11 ? 5 - (m5 - 11) : m5 < 3 ? 5 + (3 - m5) : 5;
  return { printed, sum: morale(printed) + ({ equal: 0, 'one less': -1, 'one more': 1 } as Record<string, number>)[r.roll] };
}

export const commissarSeeds = () =>
  generate(
    'commissar',
    'E50, 3.1.4, T78.3, T93, F101-F106, 3.3.1.2, E44.1, 13.2, 3.2.5, 7.1',
    CCE_PAIRWISE_COMMISSAR_FACTORS,
    (r) => !(isWaterTerrain([r.terrain]) && r.marker !== 'none'),
    (r) => {
      const reader: Player = r.russian === 'the reader' ? 'allied' : 'axis';
      const russian: Player = 'allied'; // 'neither': the Allied player is American
      const { printed, sum } = commissarRoll(r);
      const { units, hex } = commissarUnits(r, russian, printed);
      const roll = card('roll-card', { dice: dice(Math.min(6, sum - 1), sum - Math.min(6, sum - 1)) as Card['dice'] });
      const after = reader === russian ? [roll, card('next-card')] : [card('next-card')];
      return {
        what: `the ${reader === 'axis' ? 'Axis' : 'Allied'} reader reveals Commissar; the Allied player's broken ${r.kind} in C3 is rolled for with ${sum}`,
        situation: frame({
          reader,
          event: 'Commissar',
          after,
          ...(reader !== russian ? { otherDraw: [roll, card('allied-next')] } : {}),
          units,
          hexes: { C3: hex, E5: { terrain: ['Open Ground'] } },
          extra: { nationalities: { axis: 'germany', allied: r.russian === 'neither' ? 'america' : 'russia' } },
        }),
      };
    },
  );

// ------------------------------------------------------------------------------------------ E51

/**
 * E51 Cower: "the receiving player must place a Suppressed marker [13] on each of his friendly Squads without
 * one that is currently outside the Command Radius [3.3.1.1] of a friendly Leader." It reads the reader's
 * Squad (without a Suppressed marker, or with one; broken or not: a broken Squad is a Squad), its distance to
 * his Leader (3.3.1.1: "within a number of hexes equal to his current Command"), that Leader's Command 0-3 or
 * broken (3.3.1.2: 0, or its printed broken side under reading cce.broken-leader-command), a Team of his
 * (not a Squad), an enemy Leader beside the Squad (not friendly), a second Squad of his with no Leader near.
 */
export const CCE_PAIRWISE_COWER_FACTORS = {
  reader: ['axis', 'allied'],
  squad: ['unsuppressed', 'Suppressed', 'broken'],
  leader: ['Command 0', 'Command 1', 'Command 2', 'Command 3', 'broken Command 2'],
  distance: ['same hex', '1', '2', '3'], // the Leader's distance from the Squad
  farSquad: ['none', 'no Leader near'], // a second Squad of his in H9, beyond every Leader's Command Radius
  team: ['none', 'out of Command'],
  enemyLeader: ['none', 'Command 3 in the Squad\'s hex'],
};

const COLUMN_C = ['C3', 'C4', 'C5', 'C6']; // 0, 1, 2, 3 hexes from C3 (hexDistance)

export const cowerSeeds = () =>
  generate('cower', 'E51, 3.3.1.1, 3.3.1.2, 13.1', CCE_PAIRWISE_COWER_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const far = r.distance === 'same hex' ? 0 : Number(r.distance);
    const units: SeedUnitSpec[] = [{ id: `${prefix(p)}-sq`, owner: p, kind: 'squad', hex: 'C3', ...(r.squad === 'Suppressed' ? { suppressed: true } : {}), ...(r.squad === 'broken' ? { broken: true } : {}) }];
    units.push({ id: `${prefix(p)}-ldr`, owner: p, kind: 'leader', hex: COLUMN_C[far], ...leaderOf(r.leader) });
    if (r.farSquad !== 'none') units.push({ id: `${prefix(p)}-sq2`, owner: p, kind: 'squad', hex: 'H9' });
    if (r.team !== 'none') units.push({ id: `${prefix(p)}-tm`, owner: p, kind: 'team', hex: 'H9' });
    if (r.enemyLeader !== 'none') units.push({ id: `${prefix(e)}-ldr`, owner: e, kind: 'leader', hex: 'C3', command: 3 });
    return { what: `the ${p === 'axis' ? 'Axis' : 'Allied'} reader reveals Cower; his Squad in C3, his Leader in ${COLUMN_C[far]}`, situation: frame({ reader: p, event: 'Cower', units, hexes: open(...COLUMN_C, 'H9') }) };
  });

// ------------------------------------------------------------------------------------------ E52

/**
 * E52 Deploy: E52.1 "the active player may select one friendly Squad on the map. If he does, the Squad is
 * removed from its hex, placed back in the countermix, and replaced with two Teams"; E52.2 "If the Squad was
 * broken, both Teams are broken. If the Squad had a Weapon, Suppressed and/or Veteran marker, each may be
 * retained by either of the Teams". It reads who is active (`deployer`: the reader, or the other player —
 * reading cce.deploy-event-player), the Squad's markers (Suppressed, Veteran), its side (broken), its Weapon,
 * a Team of the deployer (not a Squad), a Squad of his opponent (not friendly), and the countermix Team the
 * Squad becomes (its printed sides given, or not).
 */
export const CCE_PAIRWISE_DEPLOY_FACTORS = {
  deployer: ['the reader', 'the other player'],
  markers: ['none', 'Suppressed', 'Veteran', 'Suppressed+Veteran'],
  broken: ['no', 'broken'],
  weapon: ['none', 'MG'],
  team: ['none', 'a Team'],
  enemySquad: ['none', 'a Squad'],
  countermix: ['Team given', 'none'],
};

export const deploySeeds = () =>
  generate('deploy', 'E52, E52.1, E52.2', CCE_PAIRWISE_DEPLOY_FACTORS, () => true, (r) => {
    const reader: Player = 'allied';
    const p: Player = r.deployer === 'the reader' ? reader : other(reader);
    const e = other(p);
    const units: SeedUnitSpec[] = [
      {
        id: `${prefix(p)}-sq`,
        owner: p,
        kind: 'squad',
        hex: 'C3',
        ...(r.markers.includes('Suppressed') ? { suppressed: true } : {}),
        ...(r.markers.includes('Veteran') ? { veteran: true } : {}),
        ...(r.broken !== 'no' ? { broken: true } : {}),
        ...(r.weapon !== 'none' ? { weapon: { id: `${prefix(p)}-mg`, type: 'mg', fp: 2, range: 6 } } : {}),
      } as SeedUnitSpec,
    ];
    if (r.team !== 'none') units.push({ id: `${prefix(p)}-tm`, owner: p, kind: 'team', hex: 'C4' });
    if (r.enemySquad !== 'none') units.push({ id: `${prefix(e)}-sq`, owner: e, kind: 'squad', hex: 'E5' });
    const countermix = r.countermix === 'none' ? {} : { countermix: { [p]: { team: { sides: { unbroken: { morale: 6 }, broken: { morale: 4 } } } } } };
    return {
      what: `the Allied reader reveals Deploy in the ${p === 'axis' ? 'Axis' : 'Allied'} Turn`,
      situation: frame({ reader, active: p, event: 'Deploy', units, hexes: open('C3', 'C4', 'E5'), extra: countermix }),
    };
  });

// ------------------------------------------------------------------------------------------ E56

/**
 * E56 Field Promotion: "if not already on the map, the receiving player may place his nation's “Private”
 * (the one with “6” Morale and “2” Command) into a hex occupied by one of his broken units [3.2]." It reads
 * where his Private is (`private`: in the countermix, already on the map, or none in the scenario), his broken
 * units and their hexes (none, one, two in one hex, two in two hexes), a broken enemy unit (not his) and an
 * unbroken unit of his (not broken).
 */
export const CCE_PAIRWISE_FIELD_PROMOTION_FACTORS = {
  reader: ['axis', 'allied'],
  private: ['in the countermix', 'on the map', 'none'],
  ownBroken: ['none', 'one', 'two in one hex', 'two in two hexes'],
  enemyBroken: ['none', 'a Squad'],
  ownUnbroken: ['none', 'a Squad'],
};

export const fieldPromotionSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('field-promotion', ed.rules['field-promotion'], CCE_PAIRWISE_FIELD_PROMOTION_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const x = ed.prefix[p];
    const pvt = { id: `${x}-private`, owner: p, kind: 'leader' as const, sides: { unbroken: { morale: 6, command: 2 }, broken: { morale: 5, command: 0 } } };
    const units: SeedUnitSpec[] = [];
    if (r.ownBroken !== 'none') units.push({ id: `${x}-br1`, owner: p, kind: 'squad', hex: 'C3', broken: true });
    if (r.ownBroken.startsWith('two')) units.push({ id: `${x}-br2`, owner: p, kind: 'team', hex: r.ownBroken === 'two in one hex' ? 'C3' : 'C5', broken: true });
    if (r.enemyBroken !== 'none') units.push({ id: `${ed.prefix[e]}-br`, owner: e, kind: 'squad', hex: 'E5', broken: true });
    if (r.ownUnbroken !== 'none') units.push({ id: `${x}-sq`, owner: p, kind: 'squad', hex: 'C4' });
    if (r.private === 'on the map') units.push({ ...pvt, hex: 'H9' });
    const countermix = r.private === 'none' ? {} : { countermix: { [p]: { private: pvt } } };
    return {
      what: `the ${ed.side[p]} reader reveals ${ed.event('Field Promotion')}`,
      situation: frame({ reader: p, event: ed.event('Field Promotion'), units, hexes: open('C3', 'C4', 'C5', 'E5', 'H9'), extra: countermix }),
    };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E58

/**
 * E58 Hero: "if the receiving player’s Hero unit [E58.1] is not already on the map, he must place it into any
 * friendly hex. If he does, he may Rally [3.2.5] one broken unit in that placement hex." It reads where his Hero
 * is (in the countermix or already on the map), the friendly hexes (Glossary "Friendly": "A hex occupied by a
 * friendly unit. An Objective hex [2.3] under your control and not containing an enemy unit": his Objective
 * empty, holding an enemy unit, the enemy's, or none; a Blaze in it makes it impassable, 8.1.5) and the broken
 * unit in the hex of his unit (none, his own, an enemy's: reading cce.hero-rally-unit).
 */
export const CCE_PAIRWISE_HERO_FACTORS = {
  reader: ['axis', 'allied'],
  hero: ['in the countermix', 'on the map'],
  objective: ['none', 'his, empty', 'his, an enemy unit in it', 'his, a Blaze in it', 'the enemy\'s'],
  brokenThere: ['none', 'his own', 'an enemy\'s'], // in the hex of his unbroken Squad (C3)
};

export const heroSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('hero', ed.rules.hero, CCE_PAIRWISE_HERO_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const hero = { id: `${ed.prefix[p]}-hero`, owner: p, kind: 'leader' as const, ...ed.heroMark, sides: { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } } };
    const units: SeedUnitSpec[] = [{ id: `${ed.prefix[p]}-sq`, owner: p, kind: 'squad', hex: 'C3' }];
    if (r.brokenThere !== 'none') {
      const q = r.brokenThere === 'his own' ? p : e;
      units.push({ id: `${ed.prefix[q]}-br`, owner: q, kind: 'team', hex: 'C3', broken: true });
    }
    if (r.objective === 'his, an enemy unit in it') units.push({ id: `${ed.prefix[e]}-sq`, owner: e, kind: 'squad', hex: 'G7' });
    if (r.hero === 'on the map') units.push({ ...hero, hex: 'H9' });
    const objectives = r.objective === 'none' ? [] : [{ number: 2, hexes: ['G7'], controller: r.objective === 'the enemy\'s' ? e : p }];
    const hexes = { ...open('C3', 'H9'), G7: { terrain: ['Open Ground'], ...(r.objective === 'his, a Blaze in it' ? { markers: ['Blaze'] } : {}) } };
    return {
      what: `the ${ed.side[p]} reader reveals ${ed.event('Hero')}; his Squad in C3, Objective 2 in G7`,
      situation: frame({ reader: p, event: ed.event('Hero'), units, hexes, extra: { objectives, countermix: { [p]: { hero } } } }),
    };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E60

/**
 * E60 Interdiction: "the receiving player must select one unsuppressed unit (enemy or friendly; broken or
 * unbroken) that occupies a hex with Cover less than 1 and put a Suppressed marker [13] on it." It reads the
 * unit's hex's Cover — every terrain type of the Terrain Chart (T78.3, T79-T99), with and without a Road (T93:
 * −1), every Fortification (F101-F105) and Wire (F106: no Cover) — its Suppressed marker, its side (broken or
 * not) and whose it is (enemy or friendly). Water hexes hold no Fortification or Wire (F100.3).
 */
export const CCE_PAIRWISE_INTERDICTION_FACTORS = {
  terrain: COVER_FACTORS.terrain,
  road: COVER_FACTORS.road,
  marker: COVER_FACTORS.marker,
  suppressed: ['no', 'Suppressed'],
  broken: ['no', 'broken'],
  owner: ['the reader', 'the enemy'],
};

export const interdictionSeeds = () =>
  generate('interdiction', 'E60, T78.3, T93, F101-F106, 13.1', CCE_PAIRWISE_INTERDICTION_FACTORS, (r) => !(isWaterTerrain([r.terrain]) && r.marker !== 'none'), (r) => {
    const reader: Player = 'axis';
    const p: Player = r.owner === 'the reader' ? reader : other(reader);
    const units: SeedUnitSpec[] = [{ id: `${prefix(p)}-sq`, owner: p, kind: 'squad', hex: 'C3', ...(r.suppressed !== 'no' ? { suppressed: true } : {}), ...(r.broken !== 'no' ? { broken: true } : {}) }];
    const hex = { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) };
    return { what: `the Axis reader reveals Interdiction; the only unit is in C3`, situation: frame({ reader, event: 'Interdiction', units, hexes: { C3: hex } }) };
  });

// ------------------------------------------------------------------------------------------ E62, E64

/**
 * E62 KIA: "the receiving player must select one broken unit (enemy or friendly) and eliminate it"; E64 Medic!:
 * "the receiving player must select one broken unit (enemy or friendly) and Rally it [3.2.5]." Both read every
 * unit's side (broken or not) and nothing of whose it is; what follows reads its kind (7.1: the VP of an
 * eliminated Squad, Team or Leader; 3.2.5: a Rally flips any unit). Facts: the Event, the reader, a broken unit
 * of his of each kind or none, a broken enemy unit of each kind or none, an unbroken unit of either side.
 */
export const CCE_PAIRWISE_KIA_MEDIC_FACTORS = {
  event: ['KIA', 'Medic!'],
  reader: ['axis', 'allied'],
  ownBroken: ['none', 'squad', 'team', 'leader'],
  enemyBroken: ['none', 'squad', 'team', 'leader'],
  unbroken: ['none', 'the reader\'s', 'the enemy\'s'],
};

export const kiaMedicSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('kia-medic', ed.rules['kia-medic'], CCE_PAIRWISE_KIA_MEDIC_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const units: SeedUnitSpec[] = [];
    if (r.ownBroken !== 'none') units.push({ id: `${ed.prefix[p]}-br`, owner: p, kind: r.ownBroken as 'squad', hex: 'C3', broken: true });
    if (r.enemyBroken !== 'none') units.push({ id: `${ed.prefix[e]}-br`, owner: e, kind: r.enemyBroken as 'squad', hex: 'E5', broken: true });
    if (r.unbroken !== 'none') {
      const q = r.unbroken === 'the reader\'s' ? p : e;
      units.push({ id: `${ed.prefix[q]}-sq`, owner: q, kind: 'squad', hex: 'C4' });
    }
    return { what: `the ${ed.side[p]} reader reveals ${ed.event(r.event)}`, situation: frame({ reader: p, event: ed.event(r.event), units, hexes: open('C3', 'C4', 'E5') }) };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E66

/**
 * E66 Prisoners of War: "the receiving player must select one of his own broken units [3.2] that is adjacent to
 * or in the same hex as an enemy unit and eliminate it." It reads his broken unit (its kind: 7.1 gives the enemy
 * its VP), the nearest enemy unit's distance (same hex, adjacent, two hexes), that enemy unit's side (any enemy
 * unit, broken or not), and an unbroken unit of his beside the enemy (not broken).
 */
export const CCE_PAIRWISE_PRISONERS_FACTORS = {
  reader: ['axis', 'allied'],
  kind: ['squad', 'team', 'leader'],
  enemy: ['same hex', 'adjacent', 'two hexes'],
  enemyBroken: ['no', 'broken'],
  ownUnbroken: ['none', 'adjacent to the enemy'],
};

export const prisonersSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('prisoners-of-war', ed.rules['prisoners-of-war'], CCE_PAIRWISE_PRISONERS_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const at = { 'same hex': 'C3', adjacent: 'C4', 'two hexes': 'C5' }[r.enemy]!;
    const units: SeedUnitSpec[] = [
      { id: `${ed.prefix[p]}-br`, owner: p, kind: r.kind as 'squad', hex: 'C3', broken: true },
      { id: `${ed.prefix[e]}-sq`, owner: e, kind: 'squad', hex: at, ...(r.enemyBroken !== 'no' ? { broken: true } : {}) },
    ];
    // His unbroken Squad in the hex beyond the enemy's, adjacent to it (C4, C5 or C6).
    if (r.ownUnbroken !== 'none') units.push({ id: `${ed.prefix[p]}-sq`, owner: p, kind: 'squad', hex: `C${Number(at.slice(1)) + 1}` });
    return { what: `the ${ed.side[p]} reader reveals ${ed.event('Prisoners of War')}; his broken ${r.kind} in C3, the enemy Squad in ${at}`, situation: frame({ reader: p, event: ed.event('Prisoners of War'), units, hexes: open('C3', 'C4', 'C5', 'C6') }) };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E71

/**
 * E71 Scrounge: "the receiving player may select one eliminated Weapon (enemy or friendly) from the Casualty
 * Track and return that Weapon to play under the control of one of his units currently without a Weapon." It
 * reads the Weapons eliminated (none, an MG, an MG and a Mortar), the side the MG was placed with in the box
 * (unbroken or broken: reading cce.scrounge-weapon-side; a broken one returned is checked at every later Random
 * Hex, 11.4), his units with or without a Weapon — a Squad (unbroken, broken, or holding one) and a Leader — and
 * an enemy Squad without one (not his).
 */
export const CCE_PAIRWISE_SCROUNGE_FACTORS = {
  reader: ['axis', 'allied'],
  eliminated: ['an MG', 'an MG and a Mortar', 'none'], // first a value every side allows: pairwise.ts completes a partial row with each factor's first value
  side: ['unbroken', 'broken'], // the MG's (none eliminated: no side)
  squad: ['without a Weapon', 'broken, without a Weapon', 'with a Weapon'],
  leader: ['none', 'without a Weapon'],
};

/** Scrounge's pairs no situation holds: no MG eliminated has no side (and, where the edition reads it, no movement modifier). */
export const scroungeForbidden = (r: Record<string, string>): boolean => r.eliminated === 'none' && (r.side === 'broken' || (r.movement !== undefined && r.movement !== '0'));

export const scroungeSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('scrounge', ed.rules.scrounge, ed.scroungeFactors, (r) => !scroungeForbidden(r), (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const x = ed.prefix[p];
    const units: SeedUnitSpec[] = [
      { id: `${x}-sq`, owner: p, kind: 'squad', hex: 'C3', ...(r.squad.startsWith('broken') ? { broken: true } : {}), ...(r.squad === 'with a Weapon' ? { weapon: { id: `${x}-baz`, type: 'other', fp: 1, range: 3 } } : {}) } as SeedUnitSpec,
    ];
    if (r.leader !== 'none') units.push({ id: `${x}-ldr`, owner: p, kind: 'leader', hex: 'C3' });
    units.push({ id: `${ed.prefix[e]}-sq`, owner: e, kind: 'squad', hex: 'E5' });
    const side = r.side === 'broken' ? { broken: true, ...(ed.brokenWeaponRanges ? { fix: [1, 2], elim: [3, 6] } : {}) } : {};
    const mg = { id: 'mg', type: 'mg', fp: 2, range: 6, ...(r.movement !== undefined && r.movement !== '0' ? { movement: Number(r.movement) } : {}), ...side };
    const eliminatedWeapons = r.eliminated === 'none' ? [] : [mg, ...(r.eliminated === 'an MG and a Mortar' ? [{ id: 'mortar', type: 'mortar', fp: 1, range: 12, minRange: 2, ordnance: true }] : [])];
    return { what: `the ${ed.side[p]} reader reveals ${ed.event('Scrounge')}`, situation: frame({ reader: p, event: ed.event('Scrounge'), units, hexes: open('C3', 'E5'), extra: { eliminatedWeapons } }) };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E72

/**
 * E72 Shell Shock: "the receiving player must determine a Random Hex [1.8]. The unit (enemy or friendly) that
 * is closest to that hex breaks [3.2]. In case of a tie for closest unit, the player drawing the Event chooses
 * which will be affected." It reads the Random Hex (the next card of the reader's draw pile: D4), the closest
 * unit's distance to it (in it, 1, 2), a tie (none, a second unit as close of the same side or of the other),
 * that unit's side (3.2: a broken unit that breaks is eliminated, 7.1) and kind, and a unit farther off (not
 * the closest).
 */
export const CCE_PAIRWISE_SHELL_SHOCK_FACTORS = {
  reader: ['axis', 'allied'],
  closest: ['in the Random Hex', '1', '2'],
  tie: ['none', 'of the same side', 'of the other side'],
  broken: ['no', 'broken'],
  kind: ['squad', 'team', 'leader'],
  farther: ['none', 'one hex farther'],
};

const COLUMN_D = ['D4', 'D5', 'D6', 'D7']; // 0-3 hexes from D4; D3, D2 as far as D5, D6

export const shellShockSeeds = (ed: PairwiseUnitEventEdition = CCE_UNIT_EVENTS) =>
  generate('shell-shock', ed.rules['shell-shock'], CCE_PAIRWISE_SHELL_SHOCK_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const d = r.closest === 'in the Random Hex' ? 0 : Number(r.closest);
    const { axis: de, allied: us } = ed.prefix;
    const units: SeedUnitSpec[] = [{ id: `${de}-1`, owner: 'axis', kind: r.kind as 'squad', hex: COLUMN_D[d], ...(r.broken !== 'no' ? { broken: true } : {}) }];
    if (r.tie !== 'none') units.push({ id: r.tie === 'of the same side' ? `${de}-2` : `${us}-2`, owner: r.tie === 'of the same side' ? 'axis' : 'allied', kind: 'squad', hex: d === 0 ? 'D4' : `D${4 - d}` });
    if (r.farther !== 'none') units.push({ id: `${us}-far`, owner: 'allied', kind: 'squad', hex: COLUMN_D[d + 1] });
    return {
      what: `the ${ed.side[p]} reader reveals ${ed.event('Shell Shock')}; the Random Hex is D4`,
      situation: frame({ reader: p, event: ed.event('Shell Shock'), after: [card('hex-card', { randomHex: 'D4' }), card('next-card')], units, hexes: open('D2', 'D3', ...COLUMN_D) }),
    };
  }, ed.parse);

// ------------------------------------------------------------------------------------------ E75

/**
 * E75 Suppressing Fire: "the receiving player may place a Suppression marker [13] on one enemy unit without one.
 * The chosen enemy unit must be within both the current Range and LOS of one of the receiving player’s unbroken
 * MGs possessed by an unbroken, unsuppressed friendly unit." It reads the MG's holder (unbroken, broken,
 * Suppressed; a Veteran's current Range +1, E44.1, 3.1.2), the MG's side, the enemy unit's distance against the
 * MG's Range 6 (2, exactly 6, 7; in the MG's own hex: reading cce.suppressing-fire-same-hex), the LOS (clear, or
 * Woods between: 10, T99) and the enemy unit's Suppressed marker.
 */
export const CCE_PAIRWISE_SUPPRESSING_FIRE_FACTORS = {
  reader: ['axis', 'allied'],
  holder: ['unbroken', 'Veteran', 'Suppressed', 'broken'],
  mg: ['unbroken', 'broken'],
  target: ['range 2', 'range 6', 'range 7', 'same hex'],
  los: ['clear', 'Woods between'],
  suppressed: ['no', 'Suppressed'], // the enemy unit's
};

export const suppressingFireSeeds = () =>
  generate('suppressing-fire', 'E75, 13.1, 10, 3.1.2, E44.1', CCE_PAIRWISE_SUPPRESSING_FIRE_FACTORS, () => true, (r) => {
    const p = r.reader as Player;
    const e = other(p);
    const holder = { ...(r.holder === 'Veteran' ? { veteran: true } : {}), ...(r.holder === 'Suppressed' ? { suppressed: true } : {}), ...(r.holder === 'broken' ? { broken: true } : {}) };
    const at = { 'range 2': 'C5', 'range 6': 'C9', 'range 7': 'C10', 'same hex': 'C3' }[r.target]!;
    const units: SeedUnitSpec[] = [
      { id: `${prefix(p)}-mg`, owner: p, kind: 'squad', hex: 'C3', ...holder, weapon: { id: 'mg', type: 'mg', fp: 2, range: 6, ...(r.mg === 'broken' ? { broken: true } : {}) } } as SeedUnitSpec,
      { id: `${prefix(e)}-sq`, owner: e, kind: 'squad', hex: at, ...(r.suppressed !== 'no' ? { suppressed: true } : {}) },
    ];
    const hexes = { ...open('C3', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10'), C4: { terrain: [r.los === 'clear' ? 'Open Ground' : 'Woods'] } };
    return { what: `the ${p === 'axis' ? 'Axis' : 'Allied'} reader reveals Suppressing Fire; his MG (Range 6) in C3, the enemy Squad in ${at}`, situation: frame({ reader: p, event: 'Suppressing Fire', units, hexes }) };
  });

/** CC:E's edition of the generators that take one: CC:E's parser, names and rule ids (the seeds as they were before editions). */
export const CCE_UNIT_EVENTS: PairwiseUnitEventEdition = {
  parse: (raw, path) => parseEventSituation(raw, path),
  prefix: { axis: 'de', allied: 'us' },
  side: { axis: 'Axis', allied: 'Allied' },
  event: (cce) => cce,
  rules: { 'battle-harden': 'E44, E44.1', 'field-promotion': 'E56, 3.2', hero: 'E58, E58.1, 3.2.5, 2.3', 'kia-medic': 'E62, E64, 7.1, 3.2.5', 'prisoners-of-war': 'E66, 7.1', scrounge: 'E71, 11, 11.4', 'shell-shock': 'E72, 1.8, 3.2, 7.1' },
  scroungeFactors: CCE_PAIRWISE_SCROUNGE_FACTORS,
  brokenWeaponRanges: true,
  heroMark: {},
};

/** Every generated seed of this file, in rule order (appended to the Event spec's seeds: oracle/procedures/cce/event.ts). */
export const pairwiseUnitEventSeeds = (): EventSeed[] => [...battleHardenSeeds(), ...commissarSeeds(), ...cowerSeeds(), ...deploySeeds(), ...fieldPromotionSeeds(), ...heroSeeds(), ...interdictionSeeds(), ...kiaMedicSeeds(), ...prisonersSeeds(), ...scroungeSeeds(), ...shellShockSeeds(), ...suppressingFireSeeds()];
