// Starts bin/combat-oracle.js from a V8 start-up snapshot of the whole CLI: the heap after every module's
// top level ran (the statecharts created, the registry and schemas built), saved by ./snapshot-build.mjs.
// Loading the TypeScript sources and running their top level costs about 1.2 CPU-s at every start (the
// README's commands, each engine that verify starts); a start from the snapshot costs about 0.5. Node 20
// reads a snapshot only through its `--snapshot-blob` flag, so the CLI runs in a child node with the same
// stdin, stdout and stderr; this process forwards the signals it can catch and exits as the child did
// (verify kills an engine's whole process group, which holds both).
//
// The snapshot is used only when its manifest matches: the same node, and every file it was built from
// (sources, package files, files the top level read) unchanged — by size and mtime, or else by content.
// When it does not, this start builds a new one (a few seconds, once; one process at a time, others start
// the ordinary way meanwhile) and uses it. COMBAT_ORACLE_SNAPSHOT=off, COMBAT_ORACLE_DEBUG (its stack
// traces name the TypeScript lines), running under coverage (NODE_V8_COVERAGE, set by c8), or any
// failure to build or read the snapshot: the ordinary start, ./register.js. COMBAT_ORACLE_SNAPSHOT=on:
// the snapshot or an error, never the ordinary start (tests/snapshot.test.ts).
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const ROOT = path.join(__dirname, '..');
// One snapshot per checkout: git worktrees may share one node_modules (a symlink), and a snapshot holds
// the code of the checkout it was built from.
const CACHE =
  process.env.COMBAT_ORACLE_SNAPSHOT_CACHE ||
  path.join(ROOT, 'node_modules', '.cache', 'combat-oracle-snapshot', crypto.createHash('sha256').update(fs.realpathSync(ROOT)).digest('hex').slice(0, 16));
const MANIFEST = path.join(CACHE, 'manifest.json');
const LOCK = path.join(CACHE, 'build.lock');
/** A lock older than this was left by a build that died; it is taken over. */
const STALE_LOCK_MS = 120_000;

/** Whether the snapshot a manifest describes was built by this node from the files as they are now. */
function fresh(manifestFile = MANIFEST) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    return false;
  }
  if (manifest.node !== process.version) return false;
  for (const [file, size, mtimeMs, sha] of manifest.files) {
    let s;
    try {
      s = fs.statSync(file);
    } catch {
      return false;
    }
    if (s.size !== size) return false;
    if (s.mtimeMs !== mtimeMs && crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') !== sha) return false;
  }
  return true;
}

/** Builds the snapshot unless another process is building it; true if a fresh one is there after. */
function build() {
  try {
    fs.mkdirSync(CACHE, { recursive: true });
    try {
      fs.closeSync(fs.openSync(LOCK, 'wx'));
    } catch {
      const age = Date.now() - fs.statSync(LOCK).mtimeMs;
      if (age < STALE_LOCK_MS) return false;
      fs.rmSync(LOCK, { force: true });
      fs.closeSync(fs.openSync(LOCK, 'wx'));
    }
  } catch {
    return false;
  }
  try {
    const r = spawnSync(process.execPath, [path.join(__dirname, 'snapshot-build.mjs'), CACHE], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0 && process.env.COMBAT_ORACLE_DEBUG) process.stderr.write(r.stderr || `snapshot build: exit ${r.status}\n`);
    return r.status === 0 && fresh();
  } finally {
    fs.rmSync(LOCK, { force: true });
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Runs the CLI from the snapshot in a child node; false (nothing run) if there is no usable snapshot. */
function runFromSnapshot(script) {
  const mode = process.env.COMBAT_ORACLE_SNAPSHOT;
  if (mode === 'off' || (mode !== 'on' && (process.env.NODE_V8_COVERAGE || process.env.COMBAT_ORACLE_DEBUG))) return false;
  if (!fresh() && !build()) {
    if (mode !== 'on') return false;
    process.stderr.write(`error: COMBAT_ORACLE_SNAPSHOT=on but no start-up snapshot could be built in ${CACHE} (COMBAT_ORACLE_DEBUG=1 shows why)\n`);
    process.exitCode = 2;
    return true;
  }
  const child = spawn(process.execPath, [...process.execArgv, '--snapshot-blob', path.join(CACHE, 'cli.blob'), 'combat-oracle'], {
    stdio: 'inherit',
    env: { ...process.env, COMBAT_ORACLE_SNAPSHOT_ARGV: JSON.stringify([process.execPath, script, ...process.argv.slice(2)]) },
  });
  const forward = (signal) => child.kill(signal);
  for (const s of SIGNALS) process.on(s, forward);
  child.on('error', (err) => {
    process.stderr.write(`error: could not start node from the start-up snapshot: ${err.message}\n`);
    process.exitCode = 2;
  });
  child.on('exit', (code, signal) => {
    for (const s of SIGNALS) process.off(s, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exitCode = code;
  });
  return true;
}

/** A fresh snapshot, built now if need be (scripts/test.sh builds it beside the type-check); true if there is one. */
function prepare() {
  return fresh() || build();
}

module.exports = { runFromSnapshot, prepare, fresh, CACHE };
