// Compares builds of the Reversi tool on exact FFO solves, interleaved: each problem is solved by
// every build in turn (`PROGRAM solve POSITION`, a fresh process each), the order rotated from one
// problem to the next, so that a shared, noisy machine weighs on all builds alike. Prints each
// solve and each build's totals — nodes, the solve times the tool reports, and both against the
// first build's — and fails when a score is not the known one. With --runs N each build solves
// each problem N times, in turn with the others, and the fastest time counts: on a machine whose
// neighbours come and go, the fastest run is the one they disturbed least.
//   node tests/bench/ffo_interleaved.mjs [--ffo FIRST-LAST] [--runs N] PROGRAM...
// e.g. nice -n 19 node tests/bench/ffo_interleaved.mjs --ffo 40-49 /tmp/before/reversi build/native/engine/reversi
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let [first, last] = [40, 49];
let runs = 1;
while (args[0] === '--ffo' || args[0] === '--runs') {
  if (args[0] === '--ffo') [first, last] = args[1].split('-').map(Number);
  else runs = Number(args[1]);
  args.splice(0, 2);
}
if (args.length === 0 || !(first >= 1 && last >= first && last <= 79) || !(Number.isInteger(runs) && runs >= 1)) {
  console.error('usage: node tests/bench/ffo_interleaved.mjs [--ffo FIRST-LAST] [--runs N] PROGRAM...');
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
  const fastest = args.map(() => ({ nodes: 0, ms: Infinity }));
  for (let r = 0; r < runs; ++r) {
    for (let k = 0; k < args.length; ++k) {
      const b = (k + p + r) % args.length;
      const run = spawnSync(args[b], ['solve', ...position.split(' ')], { encoding: 'utf8' });
      const found = /^score ([-+]\d+), best move (\S+) +\((\d+) empties, (\d+) nodes, ([\d.]+) ms\)/.exec(run.stdout);
      if (!found) {
        console.error(`${args[b]} solve #${number}: ${run.stderr || run.stdout || run.error}`);
        process.exit(1);
      }
      const [, got, move, empties, nodes, ms] = found;
      const exact = Number(got) === score;
      wrong += !exact;
      fastest[b] = { nodes: Number(nodes), ms: Math.min(fastest[b].ms, Number(ms)) };
      console.log(`#${number} ${args[b]}: ${got} ${move}, ${empties} empties, ${(nodes / 1e6).toFixed(1)} M nodes in ${ms} ms${exact ? '' : `  WRONG SCORE (${score})`}`);
    }
  }
  for (const [b, { nodes, ms }] of fastest.entries()) {
    totals[b].nodes += nodes;
    totals[b].ms += ms;
  }
}
for (const [b, { nodes, ms }] of totals.entries()) {
  const ratio = (x, y) => (b === 0 ? '' : ` (${(x / y).toFixed(2)}×)`);
  console.log(`${args[b]}: ${(nodes / 1e6).toFixed(1)} M nodes${ratio(nodes, totals[0].nodes)}, ${(ms / 1e3).toFixed(1)} s${ratio(ms, totals[0].ms)}, ${(nodes / ms / 1e3).toFixed(1)} M nodes/s`);
}
process.exit(wrong ? 1 : 0);
