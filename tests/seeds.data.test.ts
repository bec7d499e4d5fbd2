/**
 * Seeds as data (issue 16.6): the one unit builder (short form → full unit, defaults from
 * oracle/procedures/cce/seeds/unit-defaults.json) and the loader's errors, which name the file, the seed,
 * the field and the rule. Expected units are written out by hand from the README's table.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OracleError } from '../machines/core/errors';
import { buildUnit, loadSeeds } from '../oracle/procedures/cce/seeds';
import * as node from '../oracle/procedures/cce/seeds/read';
import * as browser from '../oracle/procedures/cce/seeds/read.browser';
import { parseRoutSituation } from '../oracle/procedures/cce/rout';
import { routSpec } from '../oracle/procedures/cce/rout';
import { parseArtilleryDeniedSituation } from '../oracle/procedures/cce/artillery-denied';
import { ccpLosSpec } from '../oracle/procedures/ccp/los';
import { PROCEDURES } from '../oracle/registry';

const squadSides = { unbroken: { morale: 7, fp: 6, range: 5, movement: 4 }, broken: { morale: 5, fp: 2, range: 3, movement: 4 } };

describe('buildUnit: the short form of a seed unit', () => {
  it('fills a Squad from the defaults: unbroken, not Suppressed, not Veteran, 7/5 Morale, 6/2 FP, 5/3 Range, 4/4 Movement', () => {
    expect(buildUnit({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3' })).toEqual({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', broken: false, suppressed: false, veteran: false, sides: squadSides });
  });
  it('takes the pairs it is given and keeps the other defaults', () => {
    const u = buildUnit({ id: 'a', owner: 'allied', kind: 'team', hex: 'C3', morale: [8, 7], broken: true, veteran: true });
    expect(u.sides).toEqual({ unbroken: { morale: 8, fp: 3, range: 5, movement: 5 }, broken: { morale: 7, fp: 1, range: 3, movement: 5 } });
    expect([u.broken, u.suppressed, u.veteran]).toEqual([true, false, true]);
  });
  it("gives a Leader's Command to its unbroken side and 0 to its broken side (3.3.1.2)", () => {
    const u = buildUnit({ id: 'l', owner: 'axis', kind: 'leader', hex: 'C3', command: 3 });
    expect([u.sides.unbroken.command, u.sides.broken.command]).toEqual([3, 0]);
    expect(buildUnit({ id: 'l', owner: 'axis', kind: 'leader', hex: 'C3', command: [2, 1] }).sides.broken.command).toBe(1);
  });
  it('takes `sides` in full, unchanged', () => {
    const sides = { unbroken: { morale: 4 }, broken: { morale: 3 } };
    expect(buildUnit({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', sides }).sides).toEqual(sides);
  });
  it('refuses the shorthand beside `sides`, a Command on a Squad, a pair that is not two integers', () => {
    const err = (raw: unknown) => {
      try {
        buildUnit(raw, 'u');
      } catch (e) {
        return e instanceof OracleError ? { path: e.path, rule: e.rule } : e;
      }
      return null;
    };
    expect(err({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', morale: [7, 5], sides: squadSides })).toEqual({ path: 'u.morale', rule: '3.1.4' });
    expect(err({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', command: 1 })).toEqual({ path: 'u.command', rule: '3.1.5' });
    expect(err({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', fp: [6] })).toEqual({ path: 'u.fp', rule: '3.1.1' });
    expect(err({ id: 'a', owner: 'axis', kind: 'tank', hex: 'C3' })).toEqual({ path: 'u.kind', rule: '3' });
  });
  it("passes a Scout's or Sogeki Hei's `independent` through (CC:P 3.3.3, 3.3.4), like hero, weapon and nationality", () => {
    expect(buildUnit({ id: 's', owner: 'allied', kind: 'leader', hex: 'C3', independent: 'scout' }).independent).toBe('scout');
    expect(buildUnit({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3' })).not.toHaveProperty('independent');
  });
});

describe("buildUnit in the frame form (the Turn's, the Time advance's and the Events' units)", () => {
  it('gives a Squad and a Team Morale 7/5 only, a Leader Morale 8/6 and Command 1/0, and no status flags', () => {
    expect(buildUnit({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3' }, 'u', 'frame')).toEqual({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } });
    expect(buildUnit({ id: 't', owner: 'axis', kind: 'team', hex: 'C3' }, 'u', 'frame').sides).toEqual({ unbroken: { morale: 7 }, broken: { morale: 5 } });
    expect(buildUnit({ id: 'l', owner: 'allied', kind: 'leader', hex: 'C3', command: 2 }, 'u', 'frame').sides).toEqual({ unbroken: { morale: 8, command: 2 }, broken: { morale: 6, command: 0 } });
  });
  it('writes a status flag only where the seed gives it, and a printed value only where given or defaulted', () => {
    const u = buildUnit({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', broken: true, fp: [5, 2] }, 'u', 'frame');
    expect(u).toEqual({ id: 'a', owner: 'axis', kind: 'squad', hex: 'C3', broken: true, sides: { unbroken: { morale: 7, fp: 5 }, broken: { morale: 5, fp: 2 } } });
  });
});

describe('loadSeeds: a seed file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeds-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const situation = (units: unknown[]) => ({
    initiative: 'axis',
    player: 'allied',
    chosen: 'allied',
    casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 8 } },
    units,
    map: { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes: { C3: { terrain: ['Woods'] } } },
  });
  const write = (name: string, seeds: unknown) => fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(seeds));
  const load = (name: string) => loadSeeds(name, { defaults: { sums: [-1, 0, 1], rerolls: 0 }, keys: ['sums', 'rerolls'] }, parseRoutSituation, { dir });

  it('builds the units, merges the options over the defaults, keeps name and purpose', () => {
    write('good', [{ name: 'one', purpose: 'p', options: { rerolls: 2 }, situation: situation([{ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', broken: true }]) }]);
    const [s] = load('good');
    expect(s.name).toBe('one');
    expect(s.options).toEqual({ sums: [-1, 0, 1], rerolls: 2 });
    expect((s.situation as { units: unknown[] }).units[0]).toEqual({ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', broken: true, suppressed: false, veteran: false, sides: squadSides });
  });
  it('names the file, the seed, the field and the rule of a situation the procedure refuses', () => {
    write('bad-morale', [{ name: 'too-brave', purpose: 'p', situation: situation([{ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', morale: [13, 5] }]) }]);
    expect(() => load('bad-morale')).toThrow(OracleError);
    try {
      load('bad-morale');
    } catch (e) {
      const o = e as OracleError;
      expect(o.path).toBe(`${path.join(dir, 'bad-morale.json')}: seed "too-brave": situation.units[0].sides.unbroken.morale`);
      expect(o.rule).toBe('3.1.4');
      expect(o.actual).toBe(13);
    }
  });
  it('refuses an option the procedure does not name, a duplicate name, a name not in kebab-case', () => {
    write('bad-option', [{ name: 'x', purpose: 'p', options: { dice: 'all' }, situation: situation([]) }]);
    expect(() => load('bad-option')).toThrow(/seed "x": options\.dice must be one of the fields sums, rerolls/);
    write('twice', [
      { name: 'x', purpose: 'p', situation: situation([{ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', broken: true }]) },
      { name: 'x', purpose: 'p', situation: situation([{ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', broken: true }]) },
    ]);
    expect(() => load('twice')).toThrow(/twice\.json\[1\]\.name must be unique in the file \(got "x"\)/);
    write('camel', [{ name: 'MySeed', purpose: 'p', situation: situation([]) }]);
    expect(() => load('camel')).toThrow(/camel\.json\[0\]\.name must be a kebab-case name/);
  });
  it('takes a situation without units as it is (Game End, LOS: the procedure parser says what it needs)', () => {
    write('no-units', [{ name: 'x', purpose: 'p', situation: { player: 'axis', radios: { allied: { fp: 10, broken: false, smoke: false } } } }]);
    const seeds = loadSeeds('no-units', null, parseArtilleryDeniedSituation, { dir });
    expect(seeds).toEqual([{ name: 'x', purpose: 'p', situation: { player: 'axis', radios: { allied: { fp: 10, broken: false, smoke: false } } } }]);
  });
  it('refuses `options` in the file of a procedure that has no walk options', () => {
    write('no-options', [{ name: 'x', purpose: 'p', options: { sums: 'all' }, situation: { player: 'axis' } }]);
    expect(() => loadSeeds('no-options', null, parseArtilleryDeniedSituation, { dir })).toThrow(expect.objectContaining({ code: 'unknown-field', path: `${path.join(dir, 'no-options.json')}[0].options` }));
  });
  it('builds the units of a file read in the frame form without status flags', () => {
    write('frame', [{ name: 'x', purpose: 'p', situation: situation([{ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', broken: true }]) }]);
    const [s] = loadSeeds('frame', null, (raw) => raw, { dir, units: 'frame' });
    expect((s.situation as { units: unknown[] }).units[0]).toEqual({ id: 'us', owner: 'allied', kind: 'squad', hex: 'C3', broken: true, sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } });
  });
  it("takes units as written where the procedure's units are not unit counters (CC:P's Cave, F102)", () => {
    const caveUnit = { id: 'jp-sq', kind: 'squad', side: 'japanese', inside: true };
    write('written', [{ name: 'x', purpose: 'p', situation: { units: [caveUnit] } }]);
    const [s] = loadSeeds('written', null, (raw) => raw, { dir, units: 'written' });
    expect(s.situation).toEqual({ units: [caveUnit] });
    expect(() => loadSeeds('written', null, (raw) => raw, { dir })).toThrow(expect.objectContaining({ code: 'unknown-field', path: expect.stringMatching(/written\.json: seed "x": situation\.units\[0\]\.side$/) }));
  });
  it('reports a file that is not JSON as invalid-json, naming the file', () => {
    fs.writeFileSync(path.join(dir, 'broken.json'), '[{');
    expect(() => load('broken')).toThrow(expect.objectContaining({ code: 'invalid-json', path: path.join(dir, 'broken.json') }));
  });
});

describe('the seed files in oracle/procedures/cce/seeds', () => {
  it("Rout's seeds come from rout.json, in its order (the first is O23.2's own numbers)", () => {
    const names = JSON.parse(fs.readFileSync(path.join(__dirname, '../oracle/procedures/cce/seeds/rout.json'), 'utf8')).map((s: { name: string }) => s.name);
    expect(routSpec.seeds.slice(0, names.length).map((s) => s.name)).toEqual(names);
    expect(names[0]).toBe('rulebook-o23-2');
  });
});

describe('the seed files of another ruleset (oracle/procedures/ccp/seeds)', () => {
  it("are read from the ruleset's own folder and named by it in errors", () => {
    expect(node.readSeedFile('los', undefined, 'ccp').shown).toBe('oracle/procedures/ccp/seeds/los.json');
    expect(() => node.readSeedFile('no-such-procedure', undefined, 'ccp')).toThrow(expect.objectContaining({ code: 'invalid-json', path: 'oracle/procedures/ccp/seeds/no-such-procedure.json' }));
  });
  it("CC:P's LOS seeds come from ccp/seeds/los.json, in its order, then the generated ones", () => {
    const names = JSON.parse(fs.readFileSync(path.join(__dirname, '../oracle/procedures/ccp/seeds/los.json'), 'utf8')).map((s: { name: string }) => s.name);
    const all = ccpLosSpec.seeds.map((s) => s.name);
    expect(all.slice(0, names.length)).toEqual(names);
    expect(all.length).toBeGreaterThan(names.length);
    expect(all.slice(names.length).every((n) => /^pairwise-\d+$/.test(n))).toBe(true);
  });
});

describe("the seed files' browser form (oracle/procedures/cce/seeds/read.browser.ts)", () => {
  it('carries every seed file of every ruleset folder, with the same data as Node reads from disk', () => {
    let count = 0;
    for (const ruleset of ['cce', 'ccp', 'cs', 'spicc']) {
      const dir = node.seedsDir(ruleset);
      if (!fs.existsSync(dir)) continue;
      const names = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
      for (const n of names) expect(browser.readSeedFile(n, undefined, ruleset).raw, `${ruleset}/${n}`).toEqual(node.readSeedFile(n, undefined, ruleset).raw);
      count += names.length;
    }
    expect(count).toBeGreaterThan(7);
  });
});

describe('seed names', () => {
  // A `seeds` filter (diff, odds, the edition diff) and a case's `seed` label name one situation only if no two seeds
  // of a procedure share a name: CC:P's Event had two pairs (its own hero-on-map and scrounge-broken beside CC:E's,
  // which its parser also takes), so a filter picked both of each pair.
  it('are unique within each procedure of every ruleset', () => {
    const twice = PROCEDURES.flatMap((p) => {
      const names = p.seeds.map((s) => s.name);
      return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${p.ruleset}/${p.procedure}: ${n}`);
    });
    expect(twice).toEqual([]);
  });
});
