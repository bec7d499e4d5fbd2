/// <reference lib="dom" />
/**
 * The rule explorer page's script (the bundle's entry, ./bundle.mjs): reads the session from the URL
 * hash, asks ./session.ts what it shows, and draws it into the elements of ./layout.ts. Every step is a
 * new hash, so the browser's Back button undoes a step and a copied link reproduces the case. The rule
 * logic is all in the machines; this file only draws and wires buttons.
 */
import { TRIGGERS } from '../../machines/core/dice';
import { catalogue, eventLabel, explore, parseSessionHash, readingsOf, sessionHash, type ExplorerView, type Session } from './session';
import { diagramTemplateId, rulePageHref, type ExplorerData } from './data';
import { getProcedure } from '../registry';

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
const data = JSON.parse($('explorer-data').textContent ?? '{}') as ExplorerData;
const cat = catalogue();

function el(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

const baseOf = (ruleset: string): string => cat.rulesets.find((r) => r.id === ruleset)?.base ?? ruleset;
const go = (s: Session): void => {
  location.hash = sessionHash(s);
};

function options(select: HTMLSelectElement, items: { value: string; label: string }[], selected: string): void {
  select.replaceChildren(...items.map((i) => el('option', { value: i.value }, i.label)));
  select.value = selected;
}

function ruleBlock(base: string, id: string): HTMLElement {
  const rule = data.rules[base]?.[id];
  const head = el('div', {}, el('a', { class: 'id', href: rulePageHref(base, id) }, id), ` ${rule?.title ?? ''}`);
  const box = el('div', { class: 'rule', 'data-rule': id }, head);
  if (!rule?.quotes.length) box.append(el('div', { class: 'muted' }, 'No feature quotes this rule; its page has the rulebook text.'));
  for (const q of rule?.quotes ?? []) box.append(el('blockquote', {}, `“${q.text}”`, el('cite', {}, q.source)));
  return box;
}

const fraction = (f: { num: number; den: number }): string => (f.den === 1 ? String(f.num) : `${f.num}/${f.den}`);
const sumsText = (sums: number[]): string => {
  const runs: string[] = [];
  for (let i = 0; i < sums.length; ) {
    let j = i;
    while (j + 1 < sums.length && sums[j + 1] === sums[j] + 1) j++;
    runs.push(j > i ? `${sums[i]}–${sums[j]}` : String(sums[i]));
    i = j + 1;
  }
  return runs.join(', ');
};

/** The statechart: the procedure's template, with the current state and the last step's transitions marked. */
function drawDiagram(v: ExplorerView, base: string): void {
  const box = $('diagram');
  const id = diagramTemplateId(base, v.spec.procedure);
  if (box.dataset.template !== id) {
    const t = document.getElementById(id) as HTMLTemplateElement | null;
    box.replaceChildren(t ? t.content.cloneNode(true) : el('p', { class: 'muted' }, 'No statechart drawn for this procedure.'));
    box.dataset.template = id;
    // The coverage site's drawing links rules relative to its own folder.
    for (const a of box.querySelectorAll('a.rule-link')) a.setAttribute('href', `${t?.dataset.base ?? ''}${a.getAttribute('href')}`);
  }
  const svg = box.querySelector('svg');
  if (!svg) return;
  svg.querySelectorAll('.current, .taken').forEach((n) => n.classList.remove('current', 'taken'));
  const drawn = [...svg.querySelectorAll<SVGGElement>('g.state')].map((g) => g.dataset.state ?? '');
  let focus: Element | null = null;
  for (const part of v.state.split(',')) {
    // The deepest state drawn that is the current one or holds it (a nested chart is drawn as one box).
    const hit = drawn.filter((d) => part === d || part.startsWith(`${d}.`)).sort((a, b) => b.length - a.length)[0];
    const g = hit === undefined ? null : svg.querySelector(`g.state[data-state="${CSS.escape(hit)}"]`);
    if (g) {
      g.classList.add('current');
      focus ??= g;
    }
  }
  for (const key of v.taken[v.taken.length - 1] ?? []) {
    const t = svg.querySelector<SVGGElement>(`g.transition[data-key="${CSS.escape(key)}"]`);
    if (!t) continue;
    t.classList.add('taken');
    svg.querySelector(`path.edge[data-edge="${CSS.escape(t.dataset.edge ?? '')}"]`)?.classList.add('taken');
  }
  if (focus) {
    const r = focus.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    box.scrollLeft += r.left - b.left - box.clientWidth / 2 + r.width / 2;
    box.scrollTop += r.top - b.top - box.clientHeight / 3 + r.height / 2;
  }
}

function drawControls(s: Session, v: ExplorerView): void {
  const base = baseOf(s.ruleset);
  options($<HTMLSelectElement>('ruleset'), cat.rulesets.map((r) => ({ value: r.id, label: `${r.id} — ${r.title}` })), s.ruleset);
  options(
    $<HTMLSelectElement>('procedure'),
    cat.procedures.filter((p) => p.ruleset === base).map((p) => ({ value: p.procedure, label: `${p.procedure} — ${p.title}` })),
    s.procedure,
  );
  const seeds = cat.procedures.find((p) => p.ruleset === base && p.procedure === s.procedure)?.seeds ?? [];
  options($<HTMLSelectElement>('seed'), [...seeds.map((n) => ({ value: n, label: n })), ...(s.situation !== undefined ? [{ value: '', label: '(pasted situation)' }] : [])], s.seed ?? '');
  const readings = readingsOf(s.ruleset, s.procedure);
  $('readings-count').textContent = `(${readings.length} consulted by ${s.procedure}${s.readings ? `, ${Object.keys(s.readings).length} changed` : ''})`;
  $('readings-list').replaceChildren(
    ...readings.map((r) => {
      const select = el('select', { 'data-reading': r.id }) as HTMLSelectElement;
      options(select, r.alternatives.map((a) => ({ value: a, label: a === r.default ? `${a} (default)` : a })), s.readings?.[r.id] ?? r.default);
      select.onchange = () => {
        const next = { ...(s.readings ?? {}) };
        if (select.value === r.default) delete next[r.id];
        else next[r.id] = select.value;
        // The same events under the other reading: how the case reads under it (a refused event is named).
        const { readings: _old, ...rest } = s;
        go(Object.keys(next).length ? { ...rest, readings: next } : rest);
      };
      return el('label', { title: r.question }, el('code', {}, r.id), ` [${r.rules.join(' ')}] `, select);
    }),
  );
  const link = $<HTMLAnchorElement>('case-link');
  link.href = sessionHash(s);
  $('chart-title').textContent = `${s.ruleset}/${v.spec.procedure}: ${v.spec.title}`;
}

function drawNext(s: Session, v: ExplorerView, accepted: unknown[]): void {
  const send = (event: unknown): void => go({ ...s, events: [...accepted, event] });
  $('choices').replaceChildren(
    ...(v.status === 'done' ? [el('p', { class: 'muted' }, 'The procedure has ended.')] : []),
    ...v.choices.map((c) => {
      const b = el('button', { type: 'button', class: 'choice' }, c.label);
      b.onclick = () => send(c.event);
      return b;
    }),
  );
  const roll = $('roll');
  roll.replaceChildren();
  if (!v.roll) return;
  const r = v.roll;
  const trigger = el('select', { id: 'trigger' }) as HTMLSelectElement;
  options(trigger, [{ value: '', label: 'no trigger' }, ...TRIGGERS.map((t) => ({ value: t, label: `${t}${r.triggers.includes(t) ? '' : ' (not in the seed’s domain)'}` }))], '');
  const head = el('tr', {}, el('th', {}, 'white ╲ colored'), ...[1, 2, 3, 4, 5, 6].map((c) => el('th', {}, String(c))));
  const rows = [1, 2, 3, 4, 5, 6].map((w) =>
    el(
      'tr',
      {},
      el('th', {}, String(w)),
      ...[1, 2, 3, 4, 5, 6].map((c) => {
        const ok = r.pairs.some((p) => p.white === w && p.colored === c);
        const b = el('button', { type: 'button', class: 'die-pair', 'data-white': String(w), 'data-colored': String(c), title: `${r.type} white ${w}, colored ${c}` }, `${w}+${c}`) as HTMLButtonElement;
        b.disabled = !ok;
        b.onclick = () => send(trigger.value ? { type: r.type, white: w, colored: c, trigger: trigger.value } : { type: r.type, white: w, colored: c });
        return el('td', {}, b);
      }),
    ),
  );
  roll.append(el('p', {}, `Roll (${r.type}): pick the dice — `, trigger), el('table', {}, head, ...rows));
}

function drawOdds(v: ExplorerView): void {
  const box = $('odds');
  if (!v.odds) {
    box.replaceChildren(el('p', { class: 'muted' }, v.status === 'done' ? 'No roll: the procedure has ended.' : 'No roll next: the next event is a decision.'));
    return;
  }
  if (v.odds.unavailable) {
    box.replaceChildren(el('p', { class: 'error' }, `Odds unavailable: ${v.odds.unavailable}`));
    return;
  }
  const rows = v.odds.groups.map((g) =>
    el(
      'tr',
      { class: 'odds-group' },
      el('td', { class: 'p' }, fraction(g.probability)),
      el('td', { class: 'decimal' }, (g.probability.num / g.probability.den).toFixed(3), ' ', el('span', { class: 'bar', style: `width:${Math.round((60 * g.probability.num) / g.probability.den)}px` })),
      el('td', { class: 'sums' }, sumsText(g.sums)),
      el(
        'td',
        { class: 'leads' },
        ...(g.transitions.length ? g.transitions.map((t) => el('div', {}, el('span', { class: 'transition-key' }, t.key), ' ', el('strong', {}, t.rules.join(' ')))) : [el('span', { class: 'muted' }, 'the same way')]),
        el('div', { class: 'muted' }, `→ ${g.state}`),
      ),
    ),
  );
  box.replaceChildren(
    el('p', {}, `${v.odds.outcomes} outcomes of ${v.odds.event}, grouped by where they lead:`),
    el('table', { class: 'odds' }, el('thead', {}, el('tr', {}, el('th', {}, 'P'), el('th', {}, '≈'), el('th', {}, 'sums'), el('th', {}, 'leads through'))), el('tbody', {}, ...rows)),
    el('p', { class: 'muted' }, `How: ${v.odds.lookahead}.`),
  );
}

function drawTaken(v: ExplorerView, base: string): void {
  const last = v.trace[v.trace.length - 1];
  const keys = v.taken[v.taken.length - 1] ?? [];
  const box = $('taken');
  box.replaceChildren(el('p', {}, last.event ? `After ${eventLabel(last.event)}:` : 'At the start (no event yet):'));
  if (!keys.length) box.append(el('p', { class: 'muted' }, 'No transition: the event changed nothing the chart draws.'));
  for (const k of keys) box.append(el('div', { class: 'taken-transition' }, el('span', { class: 'transition-key' }, k)));
  box.append(el('p', {}, 'Rules: ', el('strong', { id: 'taken-rules' }, last.rules.join(' ') || '(none)')));
  for (const id of last.rules) box.append(ruleBlock(base, id));
}

function render(): void {
  const error = $('error');
  let s: Session;
  let v: ExplorerView;
  try {
    if (!location.hash) {
      const first = cat.procedures[0];
      history.replaceState(null, '', sessionHash({ ruleset: first.ruleset, procedure: first.procedure, seed: first.seeds[0], events: [] }));
    }
    s = parseSessionHash(location.hash);
    v = explore(s);
  } catch (e) {
    error.hidden = false;
    error.textContent = `This case cannot be explored: ${e instanceof Error ? e.message : String(e)}`;
    return;
  }
  error.hidden = true;
  const base = baseOf(s.ruleset);
  const accepted = v.error ? s.events.slice(0, v.error.index) : s.events;
  drawControls(s, v);
  $('state').textContent = v.state;
  $('status').textContent = v.status === 'done' ? '(final: the procedure has ended)' : '(waiting for an event)';
  const refused = $('refused');
  refused.hidden = !v.error;
  refused.textContent = v.error ? `Event ${v.error.index + 1} was refused, and the events after it are ignored: ${v.error.message}` : '';
  drawNext(s, v, accepted);
  drawOdds(v);
  drawTaken(v, base);
  $('derivations').replaceChildren(
    ...(v.derivations.length ? v.derivations.map((d) => el('div', { class: 'derivation' }, el('code', {}, d.path), ': ', el('span', { class: 'mono' }, d.text))) : [el('p', { class: 'muted' }, 'No computed number in the output yet.')]),
  );
  $('trace')
    .querySelector('tbody')!
    .replaceChildren(
      ...v.trace.map((t, i) =>
        el(
          'tr',
          i === v.trace.length - 1 ? { class: 'last' } : {},
          el('td', {}, el('a', { href: sessionHash({ ...s, events: accepted.slice(0, i) }), title: 'back to this step' }, String(i))),
          el('td', { class: 'mono' }, t.event ? eventLabel(t.event) : '(start)'),
          el('td', {}, el('code', {}, t.state)),
          el('td', {}, t.rules.join(' ')),
        ),
      ),
    );
  $('output').textContent = JSON.stringify(v.output, null, 2);
  $<HTMLButtonElement>('undo').disabled = accepted.length === 0;
  drawDiagram(v, base);
}

function wire(): void {
  const current = (): Session => parseSessionHash(location.hash);
  $<HTMLSelectElement>('ruleset').onchange = (e) => {
    const ruleset = (e.target as HTMLSelectElement).value;
    const base = baseOf(ruleset);
    const cur = current();
    // An overlay of the same base runs the same machines: the case stays, under the overlay's readings.
    if (baseOf(cur.ruleset) === base) return go({ ruleset, procedure: cur.procedure, seed: cur.seed, situation: cur.situation, events: cur.events });
    const first = cat.procedures.find((p) => p.ruleset === base)!;
    go({ ruleset, procedure: first.procedure, seed: first.seeds[0], events: [] });
  };
  $<HTMLSelectElement>('procedure').onchange = (e) => {
    const cur = current();
    const p = cat.procedures.find((x) => x.ruleset === baseOf(cur.ruleset) && x.procedure === (e.target as HTMLSelectElement).value)!;
    go({ ruleset: cur.ruleset, procedure: p.procedure, seed: p.seeds[0], events: [] });
  };
  $<HTMLSelectElement>('seed').onchange = (e) => {
    const cur = current();
    const seed = (e.target as HTMLSelectElement).value;
    if (seed) go({ ruleset: cur.ruleset, procedure: cur.procedure, seed, readings: cur.readings, events: [] });
  };
  $('undo').onclick = () => {
    const cur = current();
    go({ ...cur, events: cur.events.slice(0, -1) });
  };
  $('restart').onclick = () => go({ ...current(), events: [] });
  $('use-situation').onclick = () => {
    const cur = current();
    const text = $<HTMLTextAreaElement>('situation-text').value;
    let situation: unknown;
    try {
      situation = JSON.parse(text);
    } catch (e) {
      $('error').hidden = false;
      $('error').textContent = `The pasted situation is not JSON: ${(e as Error).message}`;
      return;
    }
    go({ ruleset: cur.ruleset, procedure: cur.procedure, situation, readings: cur.readings, events: [] });
  };
  $('custom').onsubmit = (e) => {
    e.preventDefault();
    const cur = current();
    const input = $<HTMLInputElement>('custom-event');
    try {
      go({ ...cur, events: [...cur.events, JSON.parse(input.value)] });
      input.value = '';
    } catch (err) {
      $('error').hidden = false;
      $('error').textContent = `The event is not JSON: ${(err as Error).message}`;
    }
  };
  $('paste').addEventListener('toggle', () => {
    const area = $<HTMLTextAreaElement>('situation-text');
    if (area.value) return;
    try {
      const cur = current();
      const spec = cat.procedures.find((p) => p.ruleset === baseOf(cur.ruleset) && p.procedure === cur.procedure);
      area.value = JSON.stringify(cur.situation ?? seedSituation(cur.ruleset, cur.procedure, cur.seed ?? spec?.seeds[0]), null, 2);
    } catch {
      /* leave it empty */
    }
  });
  window.addEventListener('hashchange', render);
}

/** The seed's situation as written, to start an edit from. */
function seedSituation(ruleset: string, procedure: string, seed: string | undefined): unknown {
  return getProcedure(ruleset, procedure).seeds.find((x) => x.name === seed)?.situation;
}

wire();
render();
