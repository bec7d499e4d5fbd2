/**
 * The CC:E → CC:P rule-id map (machines/ccp/rule-map.ts), both ways, and the translation of a shared
 * chart's ids (machines/core/ruleset-ids.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadRuleIndex } from '../machines/core/rules';
import { describeMachine } from '../machines/core/describe';
import { createMachine, type AnyStateMachine } from 'xstate';
import { ownId, withRuleIds } from '../machines/core/ruleset-ids';
import { OracleError } from '../machines/core/errors';
import { CCE_TO_CCP, NEW_IN_CCP, toCcpIds } from '../machines/ccp/rule-map';
import { recoverMachine } from '../machines/cce/recover';

const cce = loadRuleIndex('cce');
const ccp = loadRuleIndex('ccp');
const entries = Object.entries(CCE_TO_CCP);
/** Titles compared without case, a leading "The", quotation marks and exclamation marks ("Event! Trigger" is "Event Trigger"). */
const plain = (t: string) => t.toLowerCase().replace(/^the /, '').replace(/[!"“”]/g, '').trim();

describe('the CC:E → CC:P rule-id map', () => {
  it('has an entry for every CC:E rule and for nothing else', () => {
    expect(entries.map(([id]) => id).sort()).toEqual(cce.index.rules.map((r) => r.id).sort());
  });
  it('maps only to CC:P rules, and gives a reason where there is no counterpart', () => {
    expect(entries.filter(([, e]) => e.ccp !== null && !ccp.byId.has(e.ccp)).map(([id]) => id)).toEqual([]);
    expect(entries.filter(([, e]) => e.ccp === null && !e.note).map(([id]) => id)).toEqual([]);
  });
  it('accounts for every CC:P rule once: the counterpart of a CC:E rule, or new with a reason', () => {
    const images = new Set(entries.map(([, e]) => e.ccp).filter((x) => x !== null));
    const news = Object.keys(NEW_IN_CCP);
    expect(news.filter((id) => images.has(id as never))).toEqual([]);
    expect(ccp.index.rules.map((r) => r.id).filter((id) => !images.has(id as never) && !news.includes(id))).toEqual([]);
    expect(news.filter((id) => !ccp.byId.has(id))).toEqual([]);
  });
  it("pairs rules whose titles agree, unless a note says how CC:P renamed or changed the rule", () => {
    const unexplained = entries
      .filter(([id, e]) => e.ccp !== null && !e.note && plain(cce.byId.get(id)!.title) !== plain(ccp.byId.get(e.ccp)!.title))
      .map(([id, e]) => `${id} ${cce.byId.get(id)!.title} → ${e.ccp} ${ccp.byId.get(e.ccp!)!.title}`);
    expect(unexplained).toEqual([]);
  });
  it('carries the digest §0.2 landmarks', () => {
    const m = (id: string) => CCE_TO_CCP[id as keyof typeof CCE_TO_CCP].ccp;
    expect([m('1.9.1.1'), m('1.9.1.2'), m('1.9.1.4'), m('6.1.2'), m('6.2.2'), m('O16.4'), m('O20'), m('O22'), m('O23'), m('E77'), m('F106')]).toEqual([
      '1.9.3', null, '1.9.5', '13.1.2', '13.2.2', '19', 'O27', 'O31', null, 'E80', 'F107',
    ]);
  });
});

describe('a shared chart carries each ruleset\'s ids', () => {
  it('translates every transition and state of a CC:E chart, leaving the CC:E machine as it was', () => {
    const before = JSON.stringify(describeMachine(recoverMachine));
    const seen: string[] = [];
    const translated = withRuleIds(recoverMachine, 'test', (id) => {
      seen.push(id);
      return [`T${id}`];
    });
    expect(JSON.stringify(describeMachine(recoverMachine))).toBe(before);
    const a = describeMachine(recoverMachine);
    const b = describeMachine(translated);
    expect(b.transitions.map((t) => t.key)).toEqual(a.transitions.map((t) => t.key));
    expect(b.transitions.map((t) => t.rules)).toEqual(a.transitions.map((t) => [...new Set(t.rules.map((r) => `T${r}`))]));
    expect(b.transitions.map((t) => t.guard)).toEqual(a.transitions.map((t) => t.guard));
    expect(seen.length).toBeGreaterThan(0);
  });
  it('keeps the implementations: the translated machine starts in the same state', () => {
    const translated = withRuleIds(recoverMachine, 'test', (id) => [id]);
    expect(translated.id).toBe(recoverMachine.id);
    expect(Object.keys(translated.implementations.guards)).toEqual(Object.keys(recoverMachine.implementations.guards));
  });
  it('refuses a CC:E id with no CC:P counterpart, naming where it is cited and why', () => {
    try {
      toCcpIds('O23.2', 'rout.rolling ROLL');
      expect.fail('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(OracleError);
      expect((e as OracleError).path).toBe('rout.rolling ROLL');
      expect((e as OracleError).actual).toBe('O23.2');
      expect((e as OracleError).hint).toBe('Rout is not in CC:P');
    }
    expect(toCcpIds('6.2.2', 'x')).toEqual(['13.2.2']);
  });
  it("keeps an id of the edition's own that a shared chart writes in ownId's form, untranslated (CC:P's Enfilade A39 is no CC:E A39)", () => {
    const chart = createMachine({ id: 'own', initial: 'a', states: { a: { on: { GO: { target: 'b', meta: { rules: ['O20.3.3', ownId('ccp', 'A39')] } } } }, b: {} } });
    const translated = withRuleIds(chart as unknown as AnyStateMachine, 'ccp', (id, where) => toCcpIds(id, where));
    expect((translated.config.states as Record<string, { on: { GO: { meta: { rules: string[] } } } }>).a.on.GO.meta.rules).toEqual(['O27.3.3', 'A39']);
  });
});
