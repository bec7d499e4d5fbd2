// Loads the TypeScript sources as ts-node does (tsconfig.json's "ts-node" section: transpile only, with
// swc), keeping each file's compiled output on disk, keyed by its path and content and the versions of
// the compilers and tsconfig.json. A process whose files are all in the cache never loads ts-node, which
// loads TypeScript itself to read tsconfig.json (0.5-1 s of CPU at every start of bin/combat-oracle.js,
// of each `engine --jobs` worker thread and of Cucumber). A file not in the cache is compiled by
// ts-node's own compile(), so the code run is byte-identical to what `ts-node/register` gives, inline
// source map included (c8 and stack traces read it). COMBAT_ORACLE_TS_CACHE names another cache
// directory; COMBAT_ORACLE_TS_CACHE=off compiles every file as ts-node/register would, with no cache.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const PROJECT = path.join(ROOT, 'tsconfig.json');

if (process.env.COMBAT_ORACLE_TS_CACHE === 'off') {
  require('ts-node').register({ project: PROJECT });
} else if (!require.extensions['.ts']) {
  const CACHE = process.env.COMBAT_ORACLE_TS_CACHE || path.join(ROOT, 'node_modules', '.cache', 'combat-oracle-ts');
  const version = (pkg) => JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
  // What the compiled output depends on besides the file itself.
  const salt = JSON.stringify([2, version('ts-node'), version('@swc/core'), version('typescript'), fs.readFileSync(PROJECT, 'utf8')]);
  // ts-node's output ends with its source map, inline and base64 (about 60% of the bytes). The cache keeps
  // the code and the map in two files, and a start reads only the code: the map is read when a stack trace
  // needs it. Under coverage (NODE_V8_COVERAGE, set by c8) node reads each module's map itself, so the
  // code is given with the inline map put back, byte for byte as ts-node wrote it.
  const INLINE_MAP = '//# sourceMappingURL=data:application/json;charset=utf-8;base64,';
  const inlineMaps = Boolean(process.env.NODE_V8_COVERAGE);
  let service = null;
  /** Compiled code by file name, and its map file, for the stack traces' source maps (as ts-node keeps its own). */
  const outputs = new Map();
  const mapFiles = new Map();
  require('@cspotcode/source-map-support').install({
    environment: 'node',
    retrieveFile: (file) => outputs.get(file) || '',
    retrieveSourceMap: (source) => {
      const mapFile = mapFiles.get(source);
      if (!mapFile) return null;
      try {
        return { url: source, map: fs.readFileSync(mapFile, 'utf8') };
      } catch {
        return null;
      }
    },
  });

  const writeWhole = (file, content) => {
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, content);
    fs.renameSync(tmp, file); // whole or not at all, with other processes filling the same cache
  };

  const compiled = (code, fileName) => {
    const key = crypto.createHash('sha256').update(salt).update('\0').update(fileName).update('\0').update(code).digest('hex');
    const file = path.join(CACHE, key.slice(0, 2), `${key}.js`);
    const mapFile = `${file}.map`;
    let out;
    try {
      out = fs.readFileSync(file, 'utf8');
    } catch {
      service = service || require('ts-node').create({ project: PROJECT });
      const whole = service.compile(code, fileName);
      const at = whole.lastIndexOf(INLINE_MAP);
      out = at < 0 ? whole : whole.slice(0, at);
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // The map first: a code file in the cache always has its map beside it.
        writeWhole(mapFile, at < 0 ? '' : Buffer.from(whole.slice(at + INLINE_MAP.length).trimEnd(), 'base64').toString('utf8'));
        writeWhole(file, out);
      } catch {
        // A cache that cannot be written only costs the next start its compile.
      }
    }
    if (inlineMaps) {
      let map = '';
      try {
        map = fs.readFileSync(mapFile, 'utf8');
      } catch {
        // no map: the code as it is
      }
      if (map) out = `${out}${INLINE_MAP}${Buffer.from(map, 'utf8').toString('base64')}`;
    }
    outputs.set(fileName, out);
    mapFiles.set(fileName, mapFile);
    return out;
  };

  // As ts-node/register: node's own .js loader reads the file, and its _compile gets the compiled code.
  const jsLoader = require.extensions['.js'];
  require.extensions['.ts'] = function (module, filename) {
    const _compile = module._compile;
    module._compile = function (code, fileName) {
      return _compile.call(this, compiled(code, fileName), fileName);
    };
    return jsLoader(module, filename);
  };
}
