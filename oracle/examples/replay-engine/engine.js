#!/usr/bin/env node
// The replay engine: answers every request from the committed vectors' expectations, looked up by id,
// as fast as Node can read and write lines. It computes nothing: it exists to measure the runner
// itself (`npm run bench` prints verify's ceiling with it) and to show the protocol in a few lines.
// A request whose id is not a vector's (a bisection prefix `<id>~<k>`, or your own case) gets an
// `unsupported` answer. Plain Node, no dependencies:
//   node oracle/examples/replay-engine/engine.js [VECTORS_DIR]
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2] || path.join(__dirname, '..', '..', 'vectors');
const answers = new Map();
for (const rs of fs.readdirSync(dir)) {
  for (const f of fs.readdirSync(path.join(dir, rs)).filter((f) => f.endsWith('.json'))) {
    for (const c of JSON.parse(fs.readFileSync(path.join(dir, rs, f), 'utf8')).cases) {
      answers.set(c.id, JSON.stringify({ id: c.id, state: c.expect.state, output: c.expect.output, trace: c.expect.trace }));
    }
  }
}

let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\n');
  rest = lines.pop();
  let out = '';
  for (const line of lines) {
    if (!line.trim()) continue;
    // The id is the first field of every request the runner sends; parse the line only when it is not.
    const m = /^\{"id":"([^"\\]*)"/.exec(line);
    const id = m ? m[1] : JSON.parse(line).id;
    out += (answers.get(id) ?? JSON.stringify({ id, unsupported: 'the replay engine answers only the published vectors' })) + '\n';
  }
  if (out) process.stdout.write(out);
});
