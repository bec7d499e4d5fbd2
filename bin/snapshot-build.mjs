/**
 * Builds the start-up snapshot of the CLI that ./snapshot.js runs from (see there for why and when):
 *   1. bundles oracle/cli.ts and everything it imports into one CommonJS script with rolldown (a
 *      devDependency, as for the explorer's bundle), each module's __dirname/__filename and
 *      `require.resolve('./x')` fixed to the module's own place, since they run from another directory;
 *      and oracle/engine-worker.ts likewise, kept as worker.cjs for the threads of `engine --jobs N`;
 *   2. runs that script under `node --build-snapshot`: every module's top level (the machines, the
 *      registry, the schemas) is executed once and the heap saved as a V8 startup snapshot;
 *   3. writes a manifest: the node version and every file the snapshot depends on (the bundled sources
 *      of both bundles and package files, and any file the top level read), with its size, mtime and SHA-256.
 * Everything is written under a temporary name and renamed into place, so a reader sees a whole
 * snapshot or none. Exit 0 on success; on failure the reason on stderr and exit 1 (the caller then
 * starts the CLI the ordinary way).
 *   node bin/snapshot-build.mjs <cache dir>
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = process.argv[2];
if (!cacheDir) {
  process.stderr.write('usage: node bin/snapshot-build.mjs <cache dir>\n');
  process.exit(1);
}
mkdirSync(cacheDir, { recursive: true });
const tag = `${process.pid}.tmp`;

/** A relative `require.resolve('./x')` of the source, resolved now as register.js would at run time. */
function resolveFrom(dir, request) {
  for (const ext of ['', '.ts', '.js', '.json', '/index.ts', '/index.js']) {
    const p = join(dir, request + ext);
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  throw new Error(`cannot resolve require.resolve('${request}') from ${dir}`);
}

/** One CommonJS script of `input` and everything it imports. */
async function bundleOf(input) {
  const bundle = await rolldown({
    input,
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      {
        name: 'own-place',
        transform(code, id) {
          if (id.includes('node_modules') || !/__dirname|__filename|require\.resolve\(/.test(code)) return null;
          const fixed = code.replace(/require\.resolve\((['"])(\.[^'"]+)\1\)/g, (_, _q, request) => JSON.stringify(resolveFrom(dirname(id), request)));
          return { code: `const __dirname = ${JSON.stringify(dirname(id))}; const __filename = ${JSON.stringify(id)};\n${fixed}`, map: null };
        },
      },
    ],
  });
  // Written without the comments and white space (no renaming, no compression: the same code, names
  // and strings): the 2.6-million-character source is a string in the heap that every start deserialises,
  // and each worker thread of `engine --jobs N` parses its bundle (worker.cjs 2.0 MB -> 1.25 MB, the blob
  // 12.1 MB -> 11.5 MB).
  const { output } = await bundle.generate({ format: 'cjs', codeSplitting: false, minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } } });
  await bundle.close();
  // Every character past Latin-1 (an em dash in a comment or a message, a `−`, a `→`) written as its
  // \uXXXX escape, which means the same character in a string, template, regular expression or comment
  // (no template in the sources is read raw, by String.raw or a tag): one such character makes V8 keep the
  // whole 2.6-million-character source as a two-byte string, 5 MB of the snapshot's heap, which every
  // start deserialises (the blob: 14.7 MB -> 12.1 MB, about 0.06 CPU-s less a start; the output of
  // `engine` over every vector, `readings`, `paths` and each command's --help compared identical).
  // (After a backslash the escape would change meaning: refused, and the CLI starts the ordinary way.)
  if (/\\[^\x00-\xff]/.test(output[0].code)) throw new Error(`${input}: a backslash before a character past Latin-1 in the bundle`);
  const code = output[0].code.replace(/[^\x00-\xff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return { code, moduleIds: output[0].moduleIds };
}
const chunk = await bundleOf(join(root, 'oracle', 'cli.ts'));
// The worker thread of `engine --jobs N` (oracle/engine-worker.ts) as one script too, kept beside the
// snapshot: worker threads cannot start from a snapshot, and loading one bundled file (about 0.8 CPU-s)
// costs less than loading the TypeScript modules one by one through ./register.js (about 1.2).
const workerChunk = await bundleOf(join(root, 'oracle', 'engine-worker.ts'));
const WORKER_BUNDLE = join(cacheDir, 'worker.cjs');
// Built-in modules node does not support in a snapshot (it warns on these three): loaded at their first
// use at run time instead of when the bundle's top level runs (worker threads from the snapshot's
// worker_threads fail: "undefined is not an integer typed array").
const LAZY = ['node:child_process', 'node:readline', 'node:worker_threads'];
let code = chunk.code;
for (const m of LAZY) {
  const eager = `require(${JSON.stringify(m)})`;
  const name = `node_${m.slice(5)}`;
  // The bundle reads these modules' members only (`node_readline.createInterface`), so the interop copy
  // `name = __toESM(name)` (which would read every member at once) is left out.
  code = code.split(`${name} = __toESM(${name});`).join('').split(eager).join(`new Proxy({}, { get: (_, key) => ${eager}[key] })`);
  if (code.includes(`__toESM(${name})`)) throw new Error(`${m}: the bundle uses it in a way the lazy proxy does not serve`);
}

// The snapshot's entry: the bundle as a function of (exports, module, require), the main function the
// snapshot starts with, and a record of the files the top level reads (a change to one makes it stale).
const entry = `'use strict';
const v8 = require('node:v8');
const fs = require('node:fs');
const read = new Set();
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) { if (typeof file === 'string') read.add(file); return readFileSync.call(this, file, ...rest); };
// oracle/engine-jobs.ts starts its worker threads from this file when it is there.
globalThis.__combatOracleWorkerBundle = ${JSON.stringify(WORKER_BUNDLE)};
const cli = { exports: {} };
(function (exports, module) {
${code}
})(cli.exports, cli);
fs.readFileSync = readFileSync;
fs.writeFileSync(${JSON.stringify(join(cacheDir, `read.${tag}`))}, JSON.stringify([...read]));
v8.startupSnapshot.setDeserializeMainFunction(() => {
  const argv = JSON.parse(process.env.COMBAT_ORACLE_SNAPSHOT_ARGV);
  delete process.env.COMBAT_ORACLE_SNAPSHOT_ARGV;
  process.argv.splice(0, process.argv.length, ...argv);
  process.exitCode = cli.exports.main(process.argv);
});
`;
const entryFile = join(cacheDir, `entry.${tag}.cjs`);
const blobFile = join(cacheDir, `cli.${tag}.blob`);
writeFileSync(entryFile, entry);
const built = spawnSync(process.execPath, ['--snapshot-blob', blobFile, '--build-snapshot', entryFile], { cwd: root, encoding: 'utf8' });
rmSync(entryFile, { force: true });
const readFile = join(cacheDir, `read.${tag}`);
if (built.status !== 0) {
  rmSync(blobFile, { force: true });
  rmSync(readFile, { force: true });
  // node prints warnings about builtins in snapshots; the last lines hold the error.
  process.stderr.write(`building the start-up snapshot failed (exit ${built.status}): ${(built.stderr || '').trim().split('\n').slice(-5).join(' | ')}\n`);
  process.exit(1);
}
const topLevelReads = JSON.parse(readFileSync(readFile, 'utf8'));
rmSync(readFile, { force: true });

const sources = [...chunk.moduleIds, ...workerChunk.moduleIds].filter((id) => id.startsWith('/') && !id.includes('\0'));
const files = [...new Set([...sources, ...topLevelReads, join(root, 'package.json'), join(root, 'package-lock.json'), join(root, 'bin', 'snapshot-build.mjs')])]
  .filter((f) => existsSync(f))
  .sort()
  .map((f) => {
    const s = statSync(f);
    return [f, s.size, s.mtimeMs, createHash('sha256').update(readFileSync(f)).digest('hex')];
  });
const manifestTmp = join(cacheDir, `manifest.${tag}.json`);
writeFileSync(manifestTmp, JSON.stringify({ node: process.version, blob: 'cli.blob', files }));
const workerTmp = join(cacheDir, `worker.${tag}.cjs`);
writeFileSync(workerTmp, workerChunk.code);
renameSync(workerTmp, WORKER_BUNDLE);
renameSync(blobFile, join(cacheDir, 'cli.blob'));
renameSync(manifestTmp, join(cacheDir, 'manifest.json'));
