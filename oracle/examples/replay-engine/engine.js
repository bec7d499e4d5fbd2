#!/usr/bin/env node
// The replay engine: answers every request from the committed vectors' expectations, looked up by id,
// as fast as Node can read and write lines. It computes nothing: it exists to measure the runner
// itself (`npm run bench` prints verify's ceiling with it) and to show the protocol in a few lines.
// A request whose id is not a vector's (a bisection prefix `<id>~<k>`, or your own case) gets an
// `unsupported` answer. Plain Node, no dependencies:
//   node oracle/examples/replay-engine/engine.js [VECTORS_DIR]
// It works on bytes: a request is not decoded beyond its id, and every answer is encoded once, at start.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2] || path.join(__dirname, '..', '..', 'vectors');
const answers = new Map();
for (const rs of fs.readdirSync(dir)) {
  for (const f of fs.readdirSync(path.join(dir, rs)).filter((f) => f.endsWith('.json'))) {
    for (const c of JSON.parse(fs.readFileSync(path.join(dir, rs, f), 'utf8')).cases) {
      answers.set(c.id, Buffer.from(JSON.stringify({ id: c.id, state: c.expect.state, output: c.expect.output, trace: c.expect.trace }) + '\n'));
    }
  }
}

const PREFIX = Buffer.from('{"id":"');
const NL = 0x0a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The request's id: read from its first field when that is `"id"` (as verify writes it), else parsed. */
function idOf(line) {
  if (line.subarray(0, PREFIX.length).equals(PREFIX)) {
    const end = line.indexOf(QUOTE, PREFIX.length);
    if (end > 0 && !line.subarray(PREFIX.length, end).includes(BACKSLASH)) return line.toString('utf8', PREFIX.length, end);
  }
  return JSON.parse(line.toString('utf8')).id;
}

let rest = null;
process.stdin.on('data', (chunk) => {
  const buf = rest ? Buffer.concat([rest, chunk]) : chunk;
  const out = [];
  let from = 0;
  for (let nl = buf.indexOf(NL, from); nl >= 0; nl = buf.indexOf(NL, from)) {
    const line = buf.subarray(from, nl);
    from = nl + 1;
    if (line.every((b) => b === 0x20 || b === 0x09 || b === 0x0d)) continue;
    const id = idOf(line);
    out.push(answers.get(id) ?? Buffer.from(JSON.stringify({ id, unsupported: 'the replay engine answers only the published vectors' }) + '\n'));
  }
  rest = from < buf.length ? Buffer.from(buf.subarray(from)) : null;
  if (out.length) process.stdout.write(out.length === 1 ? out[0] : Buffer.concat(out));
});
