// Compares builds of the Reversi tool on exact FFO solves, interleaved: each problem is solved by
// every build in turn (`PROGRAM solve POSITION`, a fresh process each), the order rotated from one
// problem to the next, so that a shared, noisy machine weighs on all builds alike. Prints each
// solve and each build's totals — nodes, the solve times the tool reports, and both against the
// first build's — and fails when a score is not the known one.
//   node tests/bench/ffo_interleaved.mjs [--ffo FIRST-LAST] PROGRAM...
// e.g. nice -n 19 node tests/bench/ffo_interleaved.mjs --ffo 40-49 /tmp/before/reversi build/native/engine/reversi
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let [first, last] = [40, 49];
if (args[0] === '--ffo') {
  [first, last] = args[1].split('-').map(Number);
  args.splice(0, 2);
}
if (args.length === 0 || !(first >= 1 && last >= first && last <= 79)) {
  console.error('usage: node tests/bench/ffo_interleaved.mjs [--ffo FIRST-LAST] PROGRAM...');
  process.exit(2);
}

// The problems as the tests hold them: number, position text, exact score.
const source = readFileSync(new URL('../data/ffo_positions.hpp', import.meta.url), 'utf8');
const problems = [...source.matchAll(/\{(\d+), "([^"]+)", (-?\d+), "/g)]
  .map(([, number, position, score]) => ({ number: Number(number), position, score: Number(score) }))
  .filter(({ number }) => number >= first && number <= last);

const totals = args.map(() => ({ nodes: 0, ms: 0 }));
let wrong = 0;
for (const [p, { number, position, score }] of problems.entries()) {
  for (let k = 0; k < args.length; ++k) {
    const b = (k + p) % args.length;
    const run = spawnSync(args[b], ['solve', ...position.split(' ')], { encoding: 'utf8' });
    const found = /^score ([-+]\d+), best move (\S+) +\((\d+) empties, (\d+) nodes, ([\d.]+) ms\)/.exec(run.stdout);
    if (!found) {
      console.error(`${args[b]} solve #${number}: ${run.stderr || run.stdout || run.error}`);
      process.exit(1);
    }
    const [, got, move, empties, nodes, ms] = found;
    const exact = Number(got) === score;
    wrong += !exact;
    totals[b].nodes += Number(nodes);
    totals[b].ms += Number(ms);
    console.log(`#${number} ${args[b]}: ${got} ${move}, ${empties} empties, ${(nodes / 1e6).toFixed(1)} M nodes in ${ms} ms${exact ? '' : `  WRONG SCORE (${score})`}`);
  }
}
for (const [b, { nodes, ms }] of totals.entries()) {
  const ratio = (x, y) => (b === 0 ? '' : ` (${(x / y).toFixed(2)}×)`);
  console.log(`${args[b]}: ${(nodes / 1e6).toFixed(1)} M nodes${ratio(nodes, totals[0].nodes)}, ${(ms / 1e3).toFixed(1)} s${ratio(ms, totals[0].ms)}, ${(nodes / ms / 1e3).toFixed(1)} M nodes/s`);
}
process.exit(wrong ? 1 : 0);
