/**
 * Loads every JSON Schema under oracle/schema/ into one ajv (2020-12, strict) so that relative `$ref`s
 * between them resolve, and returns compiled validators by file name.
 *
 * Each procedure of a ruleset has `<ruleset>/<procedure>.schema.json` with `$defs/input` (the situation),
 * `$defs/event` (any event it accepts) and `$defs/output` (the projection a vector expects);
 * vector.schema.json applies them by `procedure`. `procedureSchemas()` lists them.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';

export const SCHEMA_DIR = __dirname;
const BASE = 'https://combat-oracle.example/schema/';

function schemaFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? schemaFiles(path.join(dir, e.name)) : e.name.endsWith('.schema.json') ? [path.join(dir, e.name)] : []))
    .sort();
}

let ajv: Ajv2020 | null = null;

export function schemas(): Ajv2020 {
  if (!ajv) {
    // strictRequired off: conditional `required` inside if/then (a Leader must have Command) is intended.
    // inlineRefs off: the per-procedure schemas share many definitions; not inlining them halves compile time.
    // code.optimize off: ajv's optimisation pass over the generated code (dropping unused names, folding
    // constants) changes its size, not what it accepts or the errors it reports, and it was about 40% of
    // compiling vectors-file.schema.json (about 4.5 -> 2.9 CPU-s for every validator the tests compile).
    ajv = new Ajv2020({ strict: true, allErrors: true, strictTuples: false, strictRequired: false, inlineRefs: false, code: { optimize: false } });
    for (const f of schemaFiles(SCHEMA_DIR)) ajv.addSchema(JSON.parse(fs.readFileSync(f, 'utf8')));
  }
  return ajv;
}

/** The validator of a schema file, named by its path under oracle/schema (e.g. `vector.schema.json`). */
export function validator(file: string, pointer = '') {
  const a = schemas();
  const id = `${BASE}${file}${pointer ? `#${pointer}` : ''}`;
  const v = a.getSchema(id);
  if (!v) throw new Error(`no schema ${id}`);
  return v;
}

/** `{ ruleset, procedure, file }` for every published procedure schema (`<ruleset>/<procedure>.schema.json`), sorted. */
export function procedureSchemas(): { ruleset: string; procedure: string; file: string }[] {
  return schemaFiles(SCHEMA_DIR)
    .map((f) => path.relative(SCHEMA_DIR, f).split(path.sep).join('/'))
    .filter((f) => /^[^/]+\/[^/]+\.schema\.json$/.test(f) && !f.endsWith('/defs.schema.json'))
    .map((file) => {
      const [ruleset, name] = file.split('/');
      return { ruleset, procedure: name.replace(/\.schema\.json$/, ''), file };
    });
}

/** The input, event and output validators of one procedure's schema. */
export function procedureValidators(ruleset: string, procedure: string) {
  const file = `${ruleset}/${procedure}.schema.json`;
  return { input: validator(file, '/$defs/input'), event: validator(file, '/$defs/event'), output: validator(file, '/$defs/output') };
}
