// Shared by the verify tests: a small vectors directory (the first cases of the committed Recover
// vectors) so that each run sends a handful of cases, and the commands of the fake engines.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { VECTORS_DIR } from '../oracle/vectors';

export const ENGINES = path.join(__dirname, 'fixtures', 'engines');

/** A temp vectors dir holding `count` Recover cases (every `step`-th one, for variety). */
export function smallVectorsDir(count: number, step = 1): { dir: string; ids: string[] } {
  const src = JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, 'cce', 'recover.json'), 'utf8'));
  const cases = src.cases.filter((_: unknown, i: number) => i % step === 0).slice(0, count);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'co-vectors-'));
  fs.mkdirSync(path.join(dir, 'cce'));
  fs.writeFileSync(path.join(dir, 'cce', 'recover.json'), JSON.stringify({ ...src, count: cases.length, cases }));
  return { dir, ids: cases.map((c: { id: string }) => c.id) };
}

export const fake = (dir: string, script: string, ...args: string[]): string => `VECTORS_DIR=${JSON.stringify(dir)} node ${JSON.stringify(path.join(ENGINES, script))} ${args.map((a) => JSON.stringify(a)).join(' ')}`;

export const tmpReport = (): string => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'co-report-')), 'verify.jsonl');
