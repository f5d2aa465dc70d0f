// The npm package as its users get it: the build's tarball (NPM_PACKAGE, ctest sets it) installed
// offline into an empty folder, with what the tests run there — npm_games.mjs beside it and a node
// script that imports the package by its name, with no flag.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export const PACKAGE_NAME = 'knights-and-reversi-engine';

// Every file of the package, as npm installs it.
export const PACKAGE_FILES = [
  'README.md', 'engine_types.d.ts', 'index.d.ts', 'index.mjs', 'knights_engine.mjs', 'knights_engine.wasm',
  'knights_outcomes.bin', 'knights_values.bin', 'package.json', 'reversi_book6.bin', 'reversi_engine.mjs', 'reversi_engine.wasm', 'reversi_knowledge.bin',
];

const PLAY_SCRIPT = `import * as pkg from '${PACKAGE_NAME}';
import { playGames } from './npm_games.mjs';
console.log(JSON.stringify(await playGames(pkg)));
`;

/**
 * Installs the package into a new folder (a package of its own, an ES module one, so that npm
 * stops there and TypeScript reads it as node would) and returns the folder; remove() removes it.
 */
export async function installPackage() {
  if (!process.env.NPM_PACKAGE) throw new Error('set NPM_PACKAGE to the built package tarball (ctest does)');
  const dir = await mkdtemp(join(tmpdir(), 'npm-package-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', process.env.NPM_PACKAGE], { cwd: dir });
  await copyFile(new URL('npm_games.mjs', import.meta.url), join(dir, 'npm_games.mjs'));
  await writeFile(join(dir, 'play.mjs'), PLAY_SCRIPT);
  return { dir, packageDir: join(dir, 'node_modules', PACKAGE_NAME), remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Returns what playGames() came to in plain node, run in the folder installPackage() made. */
export async function playInNode(dir) {
  const { stdout } = await run(process.execPath, ['play.mjs'], { cwd: dir });
  return JSON.parse(stdout);
}

/**
 * Asserts that playGames() played a whole game of each by the rules, loaded the knowledge late,
 * loaded the knight outcome table by default and late, and its values by default.
 */
export function assertGamesPlayed({ knights, reversi, later, outcomes, values }) {
  // Whoever cannot place a knight loses: the winner placed the last one.
  assert.ok([knights.sides.FIRST, knights.sides.SECOND].includes(knights.winner), `knights: winner ${knights.winner}`);
  assert.equal(knights.winner, knights.lastMover);
  assert.equal(knights.mainText.length, 2 * knights.ply);
  assert.equal(reversi.size, 8);
  const [black, white] = reversi.counts;
  assert.ok(black + white <= 64 && reversi.mainText.length >= 2 * 30, `reversi: ${reversi.counts} after ${reversi.mainText}`);
  assert.equal(reversi.winner, black > white ? reversi.sides.BLACK : black < white ? reversi.sides.WHITE : reversi.draw);
  assert.match(later.refused, /no knowledge yet/);
  // 6×6 from the start: each of black's four moves loses by 4 with perfect play, known from the book at once.
  assert.deepEqual(later.values.map(({ move, score, exact }) => ({ move, score, exact })),
    [8, 13, 22, 27].map((move) => ({ move, score: -4, exact: true })));
  assert.ok([8, 13, 22, 27].includes(later.strongMove));
  // The table's 450,252 position keys alone take 3.6 MB.
  assert.ok(outcomes.byDefault > 3.6e6 && outcomes.later > 3.6e6, `heap with the outcome table: ${JSON.stringify(outcomes)} bytes more`);
  // The values: a byte for each of the 450,252 positions and the 3,108 past them, 8 more for their keys.
  assert.ok(values.heap > 450252, `heap with the values: ${values.heap} bytes more`);
  assert.equal(values.grundy, 13);
  assert.match(values.beforeTable, /outcome table, loaded first/);
  assert.match(values.short, /the value file is too short \(8 bytes\)/);
}
