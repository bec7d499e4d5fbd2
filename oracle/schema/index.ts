/**
 * Loads every JSON Schema under oracle/schema/ into one ajv (2020-12, strict) so that relative `$ref`s
 * between them resolve, and returns compiled validators by file name.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';

export const SCHEMA_DIR = __dirname;

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
    ajv = new Ajv2020({ strict: true, allErrors: true, strictTuples: false, strictRequired: false });
    for (const f of schemaFiles(SCHEMA_DIR)) ajv.addSchema(JSON.parse(fs.readFileSync(f, 'utf8')));
  }
  return ajv;
}

/** The validator of a schema file, named by its path under oracle/schema (e.g. `vector.schema.json`). */
export function validator(file: string, pointer = '') {
  const a = schemas();
  const id = `https://combat-oracle.example/schema/${file}${pointer ? `#${pointer}` : ''}`;
  const v = a.getSchema(id);
  if (!v) throw new Error(`no schema ${id}`);
  return v;
}
