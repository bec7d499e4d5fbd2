/**
 * Rulesets as overlays and `combat-oracle diff` (issue 9): an overlay changes only the readings it names;
 * the FAQ overlay changes nothing in v1.1 (and says why, item by item); every change the CC:P overlay
 * lists traces to its items' rule numbers; a reading switched on the command line shows exactly the cases
 * that depend on it. Most checks walk Recover only, to stay fast.
 */
import { describe, expect, it } from 'vitest';
import { CCE_READINGS } from '../machines/cce/readings';
import { applyOverlay, CCE_CCP_CLARIFIED, CCE_FAQ, CCE_OVERLAYS, isReadingEffect, type Overlay, type OverlayItem } from '../machines/cce/overlays';
import { OracleError } from '../machines/core/errors';
import { diffCaseCount, diffData, parseSide, renderDiffHtml, renderDiffMarkdown, renderDiffText, type DiffCase, type DiffSide } from '../oracle/diff';
import { main } from '../oracle/cli';
import { getRuleset, PROCEDURES, RULESETS } from '../oracle/registry';

const recover = { procedure: 'recover' };
const modelled = new Set(PROCEDURES.map((p) => p.procedure));

function sideOf(overlay: Overlay): DiffSide {
  return { spec: overlay.id, ruleset: { id: overlay.id, title: overlay.title, base: 'cce', readings: applyOverlay(CCE_READINGS, overlay), overlay }, overrides: {} };
}

function cli(args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(['node', 'combat-oracle', ...args], { stdout: (s) => (out += s), stderr: (s) => (err += s), readStdin: () => '' });
  return { code, out, err };
}

describe('overlays change only what they name', () => {
  for (const overlay of CCE_OVERLAYS) {
    it(`${overlay.id}: unnamed readings are the base's own entries; named ones differ only in default and reason`, () => {
      const ruleset = getRuleset(overlay.id);
      expect(ruleset.base).toBe('cce');
      const named = new Map(overlay.items.filter((i) => isReadingEffect(i.effect)).map((i) => [(i.effect as { reading: string }).reading, (i.effect as { alternative: string }).alternative]));
      expect(ruleset.readings.map((r) => r.id)).toEqual(CCE_READINGS.map((r) => r.id));
      ruleset.readings.forEach((r, i) => {
        const base = CCE_READINGS[i];
        if (!named.has(r.id)) expect(r).toBe(base);
        else {
          expect(r.default).toBe(named.get(r.id));
          expect({ ...r, default: base.default, reason: base.reason }).toEqual(base);
        }
      });
    });
  }

  it('an item naming an unknown reading or alternative is refused when the overlay is applied', () => {
    const item = { rules: ['1.9.1'], where: 'test', says: 'x' };
    expect(() => applyOverlay(CCE_READINGS, { ...CCE_FAQ, items: [{ ...item, effect: { reading: 'cce.no-such', alternative: 'x' } }] })).toThrow(/cce.no-such/);
    expect(() => applyOverlay(CCE_READINGS, { ...CCE_FAQ, items: [{ ...item, effect: { reading: 'cce.trigger-locks-result', alternative: 'maybe' } }] })).toThrow(/locked, recompute/);
  });

  it('a not-modelled item names a procedure that is not modelled yet (once it is, the item must settle a reading or say why it changes nothing)', () => {
    const stale = CCE_OVERLAYS.flatMap((o) => o.items.filter((i) => 'notModelled' in i.effect && modelled.has((i.effect as { notModelled: string }).notModelled)).map((i) => `${o.id} ${i.where}: procedure ${(i.effect as { notModelled: string }).notModelled} is modelled now`));
    expect(stale).toEqual([]);
  });
});

describe('cce-faq: the FAQ v7 items change nothing in v1.1', () => {
  it('every item either is "none" (v1.1 already prints the corrected text) or settles a reading as v1.1\'s default does', () => {
    const kind = (i: OverlayItem): string => (isReadingEffect(i.effect) ? `${i.effect.reading}=${i.effect.alternative}` : 'none' in i.effect ? 'none' : 'not modelled');
    expect(CCE_FAQ.items.map((i) => [i.where, kind(i)])).toEqual([
      ['FAQ v7, O21.6', 'none'], // v1.1 O21.6 already says "must"
      ['FAQ v7, A24.2', 'none'], // v1.1 A24.2 already says "must"
      ['FAQ v7, O15', 'cce.pass-zero-cards=allowed'], // v1.1's default: "any number"; the Glossary: "discarding zero or more Fate cards"
      ['FAQ v7, 6.1.2', 'none'], // v1.1: "reveals/draws … exactly as if a Time! trigger had been rolled"
      ['FAQ v7, 6.3', 'none'], // 7.2.1: a voluntary exit is by Advance or Move
    ]);
    for (const i of CCE_FAQ.items.filter((x) => isReadingEffect(x.effect))) {
      const e = i.effect as { reading: string; alternative: string };
      expect(CCE_READINGS.find((r) => r.id === e.reading)?.default, `${i.where} agrees with v1.1's default`).toBe(e.alternative);
    }
    // So the FAQ's register selects exactly what v1.1's does.
    const defaults = (rs: readonly { id: string; default: string }[]) => rs.map((r) => [r.id, r.default]);
    expect(defaults(getRuleset('cce-faq').readings)).toEqual(defaults(CCE_READINGS));
  });

  it('diff cce → cce-faq is empty, even when the machines are walked under both', () => {
    const d = diffData(parseSide('cce', '--from'), parseSide('cce-faq', '--to'), { ...recover, walkUnchanged: true });
    expect(d.readings).toEqual([]);
    expect(d.procedures).toHaveLength(1);
    expect(d.procedures[0]).toMatchObject({ procedure: 'recover', walked: true, changed: 0, onlyFrom: 0, onlyTo: 0 });
    expect(d.procedures[0].compared).toBeGreaterThan(100);
    expect(d.groups).toEqual([]);
    expect(renderDiffText(d)).toContain('no case changes outcome');
  });
});

describe('cce-ccp-clarified: every listed change traces to the overlay\'s rule numbers', () => {
  /** Every case's causes are readings its items settle, and its group rules meet those items' rule numbers. */
  function assertTraces(overlay: Overlay, cases: DiffCase[]): void {
    for (const c of cases) {
      for (const cause of c.causes) {
        const items = overlay.items.filter((i) => isReadingEffect(i.effect) && i.effect.reading === cause);
        expect(items.length, `${c.id}: cause ${cause} is settled by an item of ${overlay.id}`).toBeGreaterThan(0);
        expect(items.flatMap((i) => i.rules).filter((r) => c.rules.includes(r)).length, `${c.id}: its rules ${c.rules} meet the item's`).toBeGreaterThan(0);
      }
    }
  }

  it('lists only the readings whose settled alternative differs from v1.1\'s default', () => {
    const d = diffData(parseSide('cce', '--from'), parseSide('cce-ccp-clarified', '--to'), recover);
    const effective = CCE_CCP_CLARIFIED.items
      .filter((i) => isReadingEffect(i.effect) && CCE_READINGS.find((r) => r.id === (i.effect as { reading: string }).reading)!.default !== i.effect.alternative)
      .map((i) => (i.effect as { reading: string }).reading);
    expect(d.readings.map((r) => r.id)).toEqual(effective.sort());
    // CC:P 1.9.1.3 agrees with v1.1's default (the roll is locked in), so today Recover shows no change.
    expect(getRuleset('cce-ccp-clarified').readings.find((r) => r.id === 'cce.trigger-locks-result')!.default).toBe('locked');
    assertTraces(CCE_CCP_CLARIFIED, d.groups.flatMap((g) => g.cases));
    // The text view accounts for every item, so an empty diff says why it is empty.
    expect(d.overlays.map((o) => [o.side, o.overlay, o.items.length])).toEqual([['to', 'cce-ccp-clarified', CCE_CCP_CLARIFIED.items.length]]);
    expect(renderDiffText(d)).toContain('CC:P 1.9.1.3 [1.9.1, O22.3, O23.2]: cce.trigger-locks-result = locked (the same on the other side: no change)');
  });

  it('an overlay whose item does change a default lists exactly the cases that trace to that item', () => {
    const recomputing: Overlay = {
      ...CCE_CCP_CLARIFIED,
      id: 'test-recompute',
      items: [{ rules: ['1.9.1', 'O22.3'], where: 'test', says: 'recompute', effect: { reading: 'cce.trigger-locks-result', alternative: 'recompute' } }],
    };
    const d = diffData(parseSide('cce', '--from'), sideOf(recomputing), recover);
    const cases = d.groups.flatMap((g) => g.cases);
    expect(d.groups.map((g) => g.readings)).toEqual([[{ id: 'cce.trigger-locks-result', from: 'locked', to: 'recompute' }]]);
    expect(cases.length).toBeGreaterThan(0);
    assertTraces(recomputing, cases);
    // Only a trigger can come between a roll and its result: every changed case rolls one (resolved by
    // RESOLVE_TRIGGER, or by the rules when the situation describes the game), and parts after that roll.
    for (const c of cases) {
      const triggered = c.events.findIndex((e) => e.type === 'ROLL' && typeof (e as { trigger?: unknown }).trigger === 'string');
      expect(triggered, c.id).toBeGreaterThanOrEqual(0);
      expect(c.parting && c.parting.step >= triggered + 1, c.id).toBe(true);
    }
  });
});

describe('diff on a reading switched on the command line', () => {
  const d = diffData(parseSide('cce', '--from'), parseSide('cce+cce.trigger-locks-result=recompute', '--to'), recover);
  const cases = d.groups.flatMap((g) => g.cases);

  it('groups every change under the reading\'s rules', () => {
    expect(d.groups.map((g) => g.rules)).toEqual([['1.9.1', 'O22.3', 'O23.2']]);
    expect(cases.every((c) => c.kind === 'changed')).toBe(true);
  });

  it('shows the hand-worked case: a Squad of Morale 6 ties and its Leader is rallied by the trigger', () => {
    // triggers-during-rally: us-squad broken, printed Morale 5 + Orchard 1 + broken Leader's Command 0 = 6.
    // It rolls 1+5 = 6 with Event!, a tie: Suppressed, locked in (1.9.1). The Event rallies us-ldr (Command 1):
    // under "recompute" the 6 is compared with Morale 7 and the Squad Rallies (O22.3).
    const c = cases.find((x) => x.seed === 'triggers-during-rally' && x.events.length === 4 && (x.events[1] as { trigger?: string }).trigger === 'Event!' && JSON.stringify(x.events[3]).includes('us-ldr'));
    expect(c, 'the case is listed').toBeDefined();
    expect(c!.events.slice(0, 3)).toEqual([{ type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }]);
    expect(c!.parting?.step).toBe(4);
    expect(c!.changes).toEqual(
      expect.arrayContaining([
        { path: 'rolls[0].result', from: 'suppressed', to: 'rallied' },
        { path: 'units[1].broken', from: true, to: false },
      ]),
    );
  });

  it('renders text, Markdown and an HTML fragment with the same cases', () => {
    const text = renderDiffText(d);
    expect(text).toContain('## 1.9.1, O22.3, O23.2 — cce.trigger-locks-result: locked → recompute');
    expect(text.match(/^recover\//gm)).toHaveLength(diffCaseCount(d));
    expect(renderDiffMarkdown(d).match(/^\| recover\//gm)).toHaveLength(diffCaseCount(d));
    const html = renderDiffHtml(d);
    expect(html.startsWith('<section class="diff">')).toBe(true);
    expect(html.match(/<tr><td>recover\//g)).toHaveLength(diffCaseCount(d));
  });

  it('reports a path that exists under one side only', () => {
    // Under "roll", a unit rallied by a trigger before its own roll still rolls (O22.2): its CHOOSE_UNIT is
    // refused under the default "skip", so those paths exist only under "to".
    const dd = diffData(parseSide('cce', '--from'), parseSide('cce+cce.recover-unit-rallied-before-its-roll=roll', '--to'), recover);
    const only = dd.groups.flatMap((g) => g.cases).filter((c) => c.kind !== 'changed');
    expect(only.length).toBeGreaterThan(0);
    for (const c of only) {
      expect(c.kind).toBe('only-to');
      expect('rejected' in c.from).toBe(true);
    }
  });
});

describe('diff sides and the CLI verb', () => {
  it('rejects unknown rulesets, readings, alternatives and malformed lists', () => {
    const code = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        return e instanceof OracleError ? e.code : 'not an OracleError';
      }
      return undefined;
    };
    expect(code(() => parseSide('cce-errata', '--to'))).toBe('unknown-ruleset');
    expect(code(() => parseSide('cce+cce.no-such=x', '--to'))).toBe('unknown-reading');
    expect(code(() => parseSide('cce+cce.trigger-locks-result=maybe', '--to'))).toBe('unknown-reading');
    expect(code(() => parseSide('cce+cce.trigger-locks-result', '--to'))).toBe('usage');
    expect(code(() => parseSide('cce+', '--to'))).toBe('usage');
    expect(code(() => diffData(parseSide('cce', '--from'), parseSide('cce', '--to'), { procedure: 'no-such' }))).toBe('unknown-procedure');
  });

  it('`diff` prints the text view, --json the data, and exits 2 on a bad side', () => {
    const text = cli(['diff', '--from', 'cce', '--to', 'cce-faq', '--procedure', 'recover']);
    expect(text.code).toBe(0);
    expect(text.out).toContain('no case changes outcome');
    const json = cli(['--json', 'diff', '--from', 'cce', '--to', 'cce+cce.broken-leader-command=printed', '--procedure', 'recover']);
    expect(json.code).toBe(0);
    const data = JSON.parse(json.out);
    expect(data.readings.map((r: { id: string }) => r.id)).toEqual(['cce.broken-leader-command']);
    const bad = cli(['diff', '--from', 'cce', '--to', 'cce+cce.trigger-locks-result=maybe']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^error: .*trigger-locks-result/);
  });

  it('every overlay is a registered ruleset', () => {
    expect(CCE_OVERLAYS.map((o) => o.id).every((id) => RULESETS.some((r) => r.id === id && r.overlay))).toBe(true);
  });
});

describe.skipIf(!modelled.has('melee'))('diff on the Melee tie reading shows exactly the Bunker/Pillbox ties', () => {
  it('every case listed is a tied Melee in a fortified hex, won by one side under one reading and lost by both under the other', () => {
    const d = diffData(parseSide('cce', '--from'), parseSide('cce+cce.melee-tie-fortification=began-in', '--to'), { procedure: 'melee' });
    const cases = d.groups.flatMap((g) => g.cases);
    expect(cases.length).toBeGreaterThan(0);
    expect(d.groups.map((g) => g.rules)).toEqual([['O16.4.3', 'F101', 'F104']]);
    type Out = { melees: { result: string }[] };
    expect(cases.some((c) => c.kind === 'changed')).toBe(true);
    for (const c of cases) {
      // A path only one reading has (the other rejects it): the fortified side's survivor may then play No Quarter (A38), or not.
      expect(['changed', 'only-from', 'only-to'], c.id).toContain(c.kind);
      const results = [c.from, c.to].flatMap((side) => ('output' in side ? (side.output as Out).melees : [])).map((m) => m.result);
      expect(results, c.id).toContain('tie-fortification'); // O16.4.3 / F101 / F104: the fortified side survives the tie on one side only
    }
  });
});
