/**
 * The rule explorer's files (issue 23 item 3), written beside the coverage site by writeCoverageReports
 * (oracle/coverage/index.ts): reports/explorer.html — the page, its data (./data.ts) and every
 * procedure's statechart drawn by the site's own diagram code (oracle/coverage/diagram.ts) — and
 * reports/explorer/explorer.js, the real machines bundled for the browser from the same TypeScript by
 * rolldown (./bundle.mjs, entry ./page.ts). No network at build time or in the page. Deterministic.
 */
import { spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CoverageReport } from '../coverage/compute';
import { siteDiagram } from '../coverage/site';
import { REPO_ROOT } from '../vectors';
import { diagramTemplateId, type ExplorerData } from './data';
import { EXPLORER_CSS, EXPLORER_BODY } from './layout';

export const EXPLORER_HTML = 'explorer.html';
export const EXPLORER_JS = 'explorer/explorer.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: no `</script>` (nor any `<`) can end it early. */
const scriptJson = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c');

let bundled: string | null = null;
/**
 * The browser script: ./page.ts and everything it imports, bundled by rolldown in a child process (its
 * API is async). Once per process: the sources do not change while a build runs.
 *
 * Kept on disk too (node_modules/.cache/combat-oracle-explorer/, as bin/register.js keeps compiled
 * TypeScript), with the files the bundle was made from and their SHA-256: while none of them has changed
 * (nor the bundler's script, its substitutes, rolldown's version or package-lock.json), the bundle is
 * the one rolldown would make again, and a process that needs it reads it instead of bundling (about
 * 1.7 CPU-s: `npm start`, the build test and the two browser tests each made it).
 * COMBAT_ORACLE_EXPLORER_CACHE=off always bundles.
 */
export function bundleExplorer(): string {
  if (bundled !== null) return bundled;
  const script = path.join(__dirname, 'bundle.mjs');
  const entry = path.join(__dirname, 'page.ts');
  const cache = process.env.COMBAT_ORACLE_EXPLORER_CACHE === 'off' ? null : path.join(REPO_ROOT, 'node_modules', '.cache', 'combat-oracle-explorer', `${sha256(bundlerKey(script, entry))}.json`);
  const kept = cache ? keptBundle(cache) : null;
  if (kept !== null) return (bundled = kept);
  if (cache) fs.mkdirSync(path.dirname(cache), { recursive: true });
  // Names of this call's own (the test workers are threads of one process: the pid alone is shared).
  const own = `${process.pid}.${crypto.randomUUID()}`;
  const inputs = cache ? `${cache}.${own}.inputs` : null;
  const r = spawnSync(process.execPath, [script, entry, ...(inputs ? [inputs] : [])], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`bundling the explorer (oracle/explorer/bundle.mjs) failed: ${(r.stderr || r.error?.message || `exit ${r.status}`).trim()}`);
  bundled = r.stdout;
  if (cache && inputs) keepBundle(cache, inputs, bundled, own);
  return bundled;
}

const sha256 = (content: string | Buffer): string => crypto.createHash('sha256').update(content).digest('hex');
const fileDigest = (file: string): string | null => {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return null;
  }
};

/** What the bundle depends on besides the files it reads: the bundler's script and substitutes, rolldown's version, the installed packages, the entry. */
function bundlerKey(script: string, entry: string): string {
  // Found as Node finds bundle.mjs's `import 'rolldown'` (the CLI may run from a start-up snapshot, without require.resolve).
  let rolldown: string | null = null;
  for (let dir = __dirname; rolldown === null; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'node_modules', 'rolldown', 'package.json');
    if (fs.existsSync(pkg)) rolldown = JSON.parse(fs.readFileSync(pkg, 'utf8')).version as string;
    else if (path.dirname(dir) === dir) rolldown = '(not found)';
  }
  const files = [script, path.join(__dirname, 'browser-substitutes.json'), path.join(REPO_ROOT, 'package-lock.json')];
  return JSON.stringify([1, rolldown, path.relative(REPO_ROOT, entry), ...files.map(fileDigest)]);
}

/** The kept bundle, when every file it was made from is as it was then. */
function keptBundle(cache: string): string | null {
  let kept: { inputs: Record<string, string>; bundle: string };
  try {
    kept = JSON.parse(fs.readFileSync(cache, 'utf8'));
  } catch {
    return null;
  }
  for (const [file, digest] of Object.entries(kept.inputs)) if (fileDigest(path.resolve(REPO_ROOT, file)) !== digest) return null;
  return kept.bundle;
}

/** Keep the bundle with the digests of the files bundle.mjs listed (written whole, then renamed: another process may read it meanwhile). */
function keepBundle(cache: string, inputsFile: string, bundle: string, own: string): void {
  try {
    const files = JSON.parse(fs.readFileSync(inputsFile, 'utf8')) as string[];
    const inputs: Record<string, string> = {};
    for (const f of files) {
      const digest = fileDigest(f);
      if (digest === null) return;
      inputs[path.relative(REPO_ROOT, f)] = digest;
    }
    const tmp = `${cache}.${own}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ inputs, bundle }));
    fs.renameSync(tmp, cache);
  } catch {
    // A cache that cannot be written costs the next process a bundling, nothing else.
  } finally {
    fs.rmSync(inputsFile, { force: true });
  }
}

/** The page's data: per base ruleset, the rules its transitions cite, with titles and feature quotes. */
export function explorerData(report: CoverageReport): ExplorerData {
  const rules: ExplorerData['rules'] = {};
  for (const rs of report.rulesets) {
    const cited = new Set(rs.procedures.flatMap((p) => [...p.transitions.flatMap((t) => t.rules), ...p.section]));
    rules[rs.id] = Object.fromEntries(
      rs.rules.filter((r) => cited.has(r.id)).map((r) => [r.id, { title: r.title, quotes: r.quotes.map((q) => ({ text: q.text, source: `${q.uri}:${q.line}` })) }]),
    );
  }
  return { rules };
}

/** reports/explorer.html (with `script` the bundle's path relative to it) and the bundle itself. */
export function explorerFiles(report: CoverageReport, bundle: string = bundleExplorer()): { path: string; content: string }[] {
  const templates: string[] = [];
  for (const rs of report.rulesets) {
    const known = new Set(rs.rules.map((r) => r.id));
    // The site's own drawing (its rule links are relative to site/<ruleset>/: ./page.ts points them there).
    for (const p of rs.procedures) templates.push(`<template id="${esc(diagramTemplateId(rs.id, p.procedure))}" data-base="site/${esc(rs.id)}/">${siteDiagram(p, known)}</template>`);
  }
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Rule explorer — combat-oracle</title>',
    `<style>${EXPLORER_CSS}</style>`,
    '</head>',
    '<body>',
    EXPLORER_BODY,
    `<script type="application/json" id="explorer-data">${scriptJson(explorerData(report))}</script>`,
    ...templates,
    `<script src="${EXPLORER_JS}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return [
    { path: EXPLORER_HTML, content: html },
    { path: EXPLORER_JS, content: `/* Generated by combat-oracle build (oracle/explorer/build.ts): the rule explorer's page script and the machines it runs, bundled by rolldown from the repository's TypeScript. Do not edit. */\n${bundle}` },
  ];
}
