/**
 * An engine under test: one long-running process started from a shell command, fed request lines on
 * stdin and read one response line per request on stdout, in order (requests are pipelined). An engine
 * that exits while a request is outstanding has `crashed` on that request and is restarted; one that
 * does not answer the request at the head of the queue within `timeoutMs` is killed (its whole process
 * group) and restarted, and that request is a `timeout`. The requests after it are re-sent to the new
 * process, so the run goes on.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export type Reply =
  /** An answer line: its bytes as read (compared as they are), and the text decoded on first use. */
  | { kind: 'line'; readonly line: string; readonly bytes: Buffer }
  | { kind: 'crashed'; detail: string }
  | { kind: 'timeout'; detail: string }
  /** An answer line longer than MAX_ANSWER_BYTES: the runner reads no more of it and counts a protocol error. */
  | { kind: 'too-long'; detail: string }
  /** Never sent: the engine had already failed too often in a row. */
  | { kind: 'not-run'; detail: string };

/**
 * The longest answer line read (IMPLEMENTERS.md, "Engines that misbehave"): the largest answer the
 * reference engine gives is about 60 kB, so 16 MiB is generous; past it the rest of the line is skipped.
 */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

interface Pending {
  line: Buffer;
  resolve: (r: Reply) => void;
}

const NEWLINE = Buffer.from('\n');

/** A request line as bytes ending with its newline. */
const requestBytes = (line: string | Buffer): Buffer => (typeof line === 'string' ? Buffer.from(line + '\n') : line[line.length - 1] === 0x0a ? line : Buffer.concat([line, NEWLINE]));

/** A Reply for an answer line's bytes; its text is decoded once, when asked for. */
function lineReply(bytes: Buffer): Reply {
  let text: string | undefined;
  return {
    kind: 'line',
    bytes,
    get line() {
      return (text ??= bytes.toString('utf8'));
    },
  };
}

export interface EngineOptions {
  timeoutMs: number;
  /** Extra time allowed for the first answer after a (re)start: the engine's start-up. */
  startupMs?: number;
  cwd?: string;
  /** Called with each line the engine prints when no request is outstanding (noise, reported once). */
  onStray?: (line: string) => void;
}

export class EngineGaveUp extends Error {}

export class EngineProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private queue: Pending[] = [];
  /** The pieces of the line being received (joined once, at its newline: linear in its length). */
  private pieces: Buffer[] = [];
  private pieceChars = 0;
  /** Skipping the rest of an over-long line. */
  private skipping = false;
  /** Request lines not yet written: written together, once per tick. */
  private outgoing: Buffer[] = [];
  private flushScheduled = false;
  private stderrTail = '';
  private timer: NodeJS.Timeout | null = null;
  private timerMs = 0;
  /** Processes started, the first included. */
  starts = 0;
  /** Consecutive crashes or timeouts without a single answer in between. */
  private failuresInARow = 0;
  private closing = false;
  /** No answer yet from the current process: its first deadline includes start-up. */
  private fresh = true;

  constructor(
    readonly command: string,
    readonly opts: EngineOptions,
  ) {}

  /** Send one request line (text, or UTF-8 bytes); resolves with the engine's line, or with `crashed` / `timeout`. */
  send(request: string | Buffer): Promise<Reply> {
    return new Promise((resolve) => {
      if (this.givenUp) {
        resolve({ kind: 'not-run', detail: 'not sent: the engine failed 5 times in a row without answering' });
        return;
      }
      if (!this.child) this.start();
      const line = requestBytes(request);
      this.queue.push({ line, resolve });
      this.outgoing.push(line);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flushOutgoing());
      }
      if (this.queue.length === 1) this.arm();
    });
  }

  private flushOutgoing(): void {
    this.flushScheduled = false;
    if (!this.outgoing.length) return;
    const lines = this.outgoing;
    this.outgoing = [];
    // After a crash the lines still queued are re-sent by restartWithQueue to the new process.
    if (!this.child) return;
    // Corked, the lines go to the pipe in one gathered write (writev), without being copied together.
    const stdin = this.child.stdin;
    stdin.cork();
    for (const l of lines) stdin.write(l);
    stdin.uncork();
  }

  /** Close stdin and wait for the engine to exit (killed after a grace period). */
  async close(graceMs = 2000): Promise<void> {
    this.closing = true;
    this.disarm();
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        killGroup(child);
        resolve();
      }, graceMs);
      child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      child.stdin.end();
    });
  }

  /** The current process's id (also its process group's), if one is running. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** True when the engine has failed so often in a row, without answering anything, that going on is pointless. */
  get givenUp(): boolean {
    return this.failuresInARow >= 5;
  }

  private start(): void {
    this.starts++;
    this.fresh = true;
    this.pieces = [];
    this.pieceChars = 0;
    this.skipping = false;
    this.outgoing = [];
    this.stderrTail = '';
    const child = spawn(this.command, { shell: true, cwd: this.opts.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    child.stdin.on('error', () => {}); // EPIPE after a crash: the exit handler reports it
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: Buffer) => {
      if (this.child !== child) return;
      this.onChunk(chunk);
    });
    child.stderr.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-2000);
    });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return; // killed by us after a timeout, or closed
      // The answers the engine wrote before it exited may still be in the pipe: read them first (until
      // stdout ends, at most 250 ms), so that only the case it really died on is counted as crashed.
      if (!child.stdout.readableEnded) {
        let done = false;
        const finish = (): void => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          this.onExit(child, code, signal);
        };
        const timer = setTimeout(finish, 250);
        child.stdout.once('end', finish);
        return;
      }
      this.onExit(child, code, signal);
    });
    child.on('error', () => {}); // spawn failure shows as an exit with code 127 from the shell
  }

  /** The engine process exited: the case at the head of the queue crashed; the rest go to a new process. */
  private onExit(child: ChildProcessWithoutNullStreams, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child) return;
    this.child = null;
    if (this.closing) return;
    const head = this.queue.shift();
    this.disarm();
    if (!head) return; // exited between requests: restarted on the next send
    this.failuresInARow++;
    const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
    const err = this.stderrTail.trim().split('\n').slice(-3).join(' | ');
    head.resolve({ kind: 'crashed', detail: `engine ${how} before answering${err ? `; stderr: ${JSON.stringify(err.slice(-300))}` : ''}` });
    this.restartWithQueue();
  }

  /**
   * Split stdout into lines in time linear in its length, as bytes (an answer that passes is never
   * decoded); an over-long line is answered once, then skipped.
   */
  private onChunk(chunk: Buffer): void {
    let from = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, from);
      const end = nl < 0 ? chunk.length : nl;
      if (!this.skipping) {
        if (end > from) {
          // A piece kept past this chunk is copied, so the chunk's memory is not held by a pending line.
          this.pieces.push(from === 0 && end === chunk.length ? chunk : nl < 0 ? Buffer.from(chunk.subarray(from, end)) : chunk.subarray(from, end));
          this.pieceChars += end - from;
        }
        if (this.pieceChars > MAX_ANSWER_BYTES) {
          this.pieces = [];
          this.pieceChars = 0;
          this.skipping = nl < 0;
          this.onTooLong();
        } else if (nl >= 0) {
          const line = this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces);
          this.pieces = [];
          this.pieceChars = 0;
          this.onLine(line.length && line[line.length - 1] === 0x0d ? line.subarray(0, -1) : line);
        }
      } else if (nl >= 0) this.skipping = false;
      if (nl < 0) return;
      from = nl + 1;
      if (from >= chunk.length) return;
    }
  }

  private onTooLong(): void {
    const head = this.queue.shift();
    if (!head) return;
    this.failuresInARow = 0;
    this.fresh = false;
    this.disarm();
    head.resolve({ kind: 'too-long', detail: `an answer line longer than ${MAX_ANSWER_BYTES} bytes (the limit); the rest of it was skipped` });
    if (this.queue.length) this.arm();
  }

  private onLine(line: Buffer): void {
    const head = this.queue.shift();
    if (!head) {
      const text = line.toString('utf8');
      if (text.trim() !== '') this.opts.onStray?.(text);
      return;
    }
    this.failuresInARow = 0;
    this.fresh = false;
    head.resolve(lineReply(line));
    if (this.queue.length) this.arm();
    else this.disarm();
  }

  private restartWithQueue(): void {
    if (!this.queue.length) return;
    if (this.givenUp) {
      for (const p of this.queue.splice(0)) p.resolve({ kind: 'not-run', detail: 'not sent: the engine failed 5 times in a row without answering' });
      return;
    }
    this.start();
    this.child!.stdin.write(Buffer.concat(this.queue.map((p) => p.line)));
    this.arm();
  }

  /** The deadline of the request at the head of the queue, from now (one timer, restarted per answer). */
  private arm(): void {
    const ms = this.opts.timeoutMs + (this.fresh ? (this.opts.startupMs ?? 10_000) : 0);
    if (this.timer && this.timerMs === ms) {
      this.timer.refresh();
      return;
    }
    this.disarm();
    this.timerMs = ms;
    this.timer = setTimeout(() => this.onTimeout(), ms);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private onTimeout(): void {
    this.timer = null;
    const head = this.queue.shift();
    const child = this.child;
    this.child = null;
    if (child) killGroup(child);
    if (!head) return;
    this.failuresInARow++;
    head.resolve({ kind: 'timeout', detail: `no answer within ${this.opts.timeoutMs} ms${this.fresh ? ` (+${this.opts.startupMs ?? 10_000} ms for start-up)` : ''}; engine killed and restarted` });
    this.restartWithQueue();
  }
}

function killGroup(child: ChildProcessWithoutNullStreams): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
