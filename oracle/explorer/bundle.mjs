/**
 * Bundles the explorer page (./page.ts, and through it the real machines, the registry and xstate) into
 * one browser script with rolldown's JS API (rolldown ships with vite, a devDependency through vitest).
 * Run as a child process by ./build.ts (`bundleExplorer`), because the build is synchronous and rolldown's
 * API is not; prints the script on stdout. No network; a Node-only import left in the bundle is an error.
 *   node oracle/explorer/bundle.mjs <entry.ts> [<inputs.json>]
 * With a second argument, also writes there the files the bundle was made from (every module rolldown
 * loaded that is a file), for ./build.ts's cache of the bundle.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Modules with a browser form (./browser-substitutes.json): the Node form reads files, the browser form imports them.
const substitutes = new Map(
  Object.entries(JSON.parse(readFileSync(join(root, 'oracle', 'explorer', 'browser-substitutes.json'), 'utf8')).substitutes).map(([node, browser]) => [join(root, node), join(root, browser)]),
);

const entry = process.argv[2];
const nodeImports = [];
/** Every module the build loaded, tree-shaken away or not. */
let loaded = [];
const bundle = await rolldown({
  input: entry,
  platform: 'browser',
  logLevel: 'silent',
  // Node-only modules must not reach the page: record any import of one and fail below.
  plugins: [
    {
      name: 'no-node-builtins',
      resolveId(source, importer) {
        if (source.startsWith('.') && importer) {
          const base = resolve(dirname(importer), source);
          const swap = substitutes.get(base) ?? substitutes.get(`${base}.ts`);
          if (swap) return { id: swap };
        }
        if (source.startsWith('node:')) {
          nodeImports.push(`${source} (imported by ${importer})`);
          return { id: source, external: true };
        }
        return null;
      },
      buildEnd() {
        loaded = [...this.getModuleIds()];
      },
    },
  ],
});
const { output } = await bundle.generate({ format: 'iife', minify: true, codeSplitting: false, comments: false });
await bundle.close();
// Modules imported but tree-shaken away are harmless; a Node import still in the code is not.
const code = output[0].code;
const left = nodeImports.filter((n) => code.includes(n.split(' ')[0]));
if (left.length) {
  process.stderr.write(`error: the explorer bundle imports Node-only modules: ${left.join(', ')}\n`);
  process.exit(1);
}
if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify(loaded.filter((id) => existsSync(id)).sort()));
process.stdout.write(code);
