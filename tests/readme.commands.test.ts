/**
 * Every command the README and IMPLEMENTERS.md print runs as printed (issue 15.10), from the repository
 * root, and prints what the page shows:
 *   - in a block of a transcript, each `$ <command>` line is run with bash; the lines after it, up to
 *     the next `$`, are its shown output: each shown line must occur in what the command printed, in
 *     order, white space aside (lines the page elides with `…` or `...` are not compared);
 *   - `$ echo $?` checks the exit code of the command before it; a command whose shown output starts
 *     with `error:` must exit 2; any other must exit 0 unless an `echo $?` says otherwise;
 *   - in a ```sh block, each line is a command that must exit 0.
 * Commands that set up or run this whole suite, or take minutes, are listed in NOT_RUN, and the test
 * checks the list is exactly what the pages hold, so a new command is run unless it is added here.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..');

/** Not run here, with the reason. */
const NOT_RUN: Record<string, string> = {
  'npm ci && npm start': 'the main job itself (npm ci reinstalls the tree this suite runs from)',
  'npm ci && npm test': 'this test suite itself',
  'npm ci': 'reinstalls the tree this suite runs from',
  'npm run bench': 'a benchmark of tens of seconds whose figures vary by machine',
  'npm run bench:build': 'a benchmark of about a minute whose figures vary by machine and load',
  'node bin/combat-oracle.js verify --engine "python3 oracle/examples/python-engine/engine.py"': 'every vector through the Python engine (its Recover cases run in the README example above)',
};

interface Command {
  page: string;
  line: number;
  command: string;
  shown: string[];
  exit: number;
}

function commandsOf(page: string): Command[] {
  const lines = fs.readFileSync(path.join(ROOT, page), 'utf8').split('\n');
  const out: Command[] = [];
  let fence: string | null = null;
  let current: Command | null = null;
  lines.forEach((text, i) => {
    const f = /^```(\w*)/.exec(text);
    if (f) {
      fence = fence === null ? f[1] : null;
      current = null;
      return;
    }
    if (fence === null) return;
    if (fence === 'sh') {
      if (text.trim() && !text.trim().startsWith('#')) out.push({ page, line: i + 1, command: text.replace(/\s+#.*$/, '').trim(), shown: [], exit: 0 });
      return;
    }
    if (fence !== '' && fence !== 'console') return;
    if (text.startsWith('$ ')) {
      const command = text.slice(2);
      if (command === 'echo $?' && current) {
        current.exit = NaN; // set from the next line
        return;
      }
      current = { page, line: i + 1, command, shown: [], exit: 0 };
      out.push(current);
    } else if (current) {
      if (Number.isNaN(current.exit)) current.exit = Number(text.trim());
      else current.shown.push(text);
    }
  });
  for (const c of out) if (c.shown[0]?.startsWith('error:') && c.exit === 0) c.exit = 2;
  return out;
}

const commands = ['README.md', 'IMPLEMENTERS.md'].flatMap(commandsOf);

/** `bash -c command` in the repository, its exit status and output (killed after 120 s). */
function shell(command: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' }, timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
const squash = (s: string) => s.replace(/\s+/g, '');

describe('the commands the README and IMPLEMENTERS.md print', () => {
  it('are all run here except the listed few', () => {
    const notRun = commands.filter((c) => c.command in NOT_RUN).map((c) => c.command);
    expect([...new Set(notRun)].sort()).toEqual(Object.keys(NOT_RUN).sort());
    expect(commands.length - notRun.length).toBeGreaterThanOrEqual(5);
  });

  // The commands are independent of each other: they run side by side (each is mostly a child process).
  for (const c of commands.filter((c) => !(c.command in NOT_RUN))) {
    it.concurrent(`${c.page}:${c.line}: ${c.command.length > 100 ? c.command.slice(0, 97) + '...' : c.command}`, async () => {
      const r = await shell(c.command);
      const printed = (r.stdout + '\n' + r.stderr)
        .split('\n')
        .filter((l) => !l.startsWith('npm warn'))
        .join('\n');
      expect(r.status, printed.slice(0, 2000)).toBe(c.exit);
      // The shown lines, in order, white space aside.
      let at = 0;
      const all = squash(printed);
      for (const shown of c.shown) {
        if (!shown.trim() || shown.includes('…') || shown.includes('...')) continue;
        const i = all.indexOf(squash(shown), at);
        expect(i, `shown line not printed (in order): ${shown}\n--- printed:\n${printed.slice(0, 3000)}`).toBeGreaterThanOrEqual(0);
        at = i + squash(shown).length;
      }
      // The commands run side by side: on two cores with other work on them (a load of 12-15) the longest
      // took more than the suite's 60 s; the shell kills a command after 120 s.
    }, 150_000);
  }
});
