#!/usr/bin/env node
// Totals the last vitest and Cucumber runs (reports/vitest.json, reports/cucumber/cucumber.json) into the
// one closing line CI reads: `N passed, N failed, N skipped`. Exits 1 if either result file is missing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

// The repository root; a test passes another directory holding reports/ as the first argument.
const root = process.argv[2] ? path.resolve(process.argv[2]) : path.join(__dirname, '..');
const read = (f) => {
  const p = path.join(root, f);
  if (!fs.existsSync(p)) {
    console.error(`test-summary: ${f} is missing (did the run stop early?)`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(p, 'utf8'));
};

const v = read('reports/vitest.json');
const unit = { passed: v.numPassedTests, failed: v.numFailedTests, skipped: v.numPendingTests + v.numTodoTests };

const features = read('reports/cucumber/cucumber.json');
const scen = { passed: 0, failed: 0, skipped: 0 };
for (const feature of features) {
  for (const el of feature.elements ?? []) {
    if (el.type !== 'scenario') continue;
    const statuses = el.steps.map((s) => s.result && s.result.status);
    if (statuses.some((s) => s === 'failed' || s === 'ambiguous' || s === 'undefined')) scen.failed++;
    else if (statuses.every((s) => s === 'passed')) scen.passed++;
    else if (statuses.some((s) => s === 'pending')) scen.failed++;
    else scen.skipped++;
  }
}
// A test file whose set-up failed (a beforeAll that threw, e.g. a browser that did not start) reports its
// tests as skipped: they count as failed here, with the file's error, not as skips.
const brokenFiles = new Set();
for (const file of v.testResults ?? []) {
  const asserted = file.assertionResults ?? [];
  if (file.status !== 'failed' || asserted.some((a) => a.status === 'failed')) continue;
  const notRun = asserted.filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo').length;
  brokenFiles.add(file.name);
  unit.failed += Math.max(notRun, 1);
  unit.skipped -= notRun;
  console.log(`vitest: ${path.relative(root, file.name)} failed before its tests ran (${notRun} counted as failed): ${String(file.message ?? '').split('\n')[0]}`);
}
// Why tests were skipped: a skipped test says so in its title or an enclosing describe's, as
// `(SKIPPED: <reason>)` (e.g. ../shared/rulebooks not beside the checkout); one line per reason.
const reasons = new Map();
for (const file of v.testResults ?? []) {
  if (brokenFiles.has(file.name)) continue;
  for (const a of file.assertionResults ?? []) {
    if (a.status !== 'pending' && a.status !== 'skipped' && a.status !== 'todo') continue;
    const m = [a.title, ...(a.ancestorTitles ?? [])].map((t) => /\(SKIPPED:? ([^)]*)\)|SKIPPED:? (?:because )?(.*)$/.exec(t)).find(Boolean);
    const reason = m ? (m[1] ?? m[2]).trim() : 'no reason given in the test title';
    const at = path.relative(root, file.name);
    if (!reasons.has(reason)) reasons.set(reason, { count: 0, files: new Set() });
    reasons.get(reason).count++;
    reasons.get(reason).files.add(at);
  }
}
for (const [reason, { count, files }] of [...reasons].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`vitest: ${count} skipped: ${reason} (${[...files].sort().join(', ')})`);
}
console.log(`vitest: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped; cucumber: ${scen.passed} scenarios passed, ${scen.failed} failed, ${scen.skipped} skipped`);
console.log(`${unit.passed + scen.passed} passed, ${unit.failed + scen.failed} failed, ${unit.skipped + scen.skipped} skipped`);
