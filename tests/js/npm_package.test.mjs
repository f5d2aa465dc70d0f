// The npm package (engine/npm), installed offline from the build's tarball into an empty folder:
// its files, a game of each played in plain node through the package's name, its README's example,
// and a TypeScript program checked against its types. (e2e/npm_package plays the same games in
// Chromium.)
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertGamesPlayed, installPackage, PACKAGE_FILES, playInNode, run } from './npm_package.mjs';

const installed = await installPackage();
after(() => installed.remove());

test('the package holds both modules with their .wasm, the outcome table, the knowledge, the types and the README, and needs nothing else', async () => {
  assert.deepEqual((await readdir(installed.packageDir)).sort(), PACKAGE_FILES);
  const manifest = JSON.parse(await readFile(join(installed.packageDir, 'package.json'), 'utf8'));
  assert.equal(manifest.license, 'UNLICENSED');
  assert.equal(manifest.dependencies, undefined);
  assert.match(manifest.version, /^0\.\d+\.\d+$/);
});

test('plain node plays a knight game and an 8×8 Reversi game with the knowledge through the package', async () => {
  assertGamesPlayed(await playInNode(installed.dir));
});

test("the package README's example runs in plain node as it is written", async () => {
  const readme = await readFile(join(installed.packageDir, 'README.md'), 'utf8');
  const example = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
  assert.ok(example, 'the README has a ```js example');
  await writeFile(join(installed.dir, 'readme_example.mjs'), example);
  const { stdout } = await run(process.execPath, ['readme_example.mjs'], { cwd: installed.dir });
  assert.match(stdout, /^(?:[a-h][1-8])+ won by the (?:first|second)\n$/);
});

// A program using the package as its README does, with what its types must refuse.
const PROGRAM = `import { createKnightsEngine, createReversiEngine, loadKnightOutcomes, loadReversiKnowledge, type KnightGame, type MoveValue } from 'knights-and-reversi-engine';

const knights = await createKnightsEngine();
await loadKnightOutcomes(await createKnightsEngine({ outcomes: false }));
await loadKnightOutcomes(await createKnightsEngine({ values: false }), { values: true });
knights.loadValues?.(new Uint8Array(0));
// @ts-expect-error: values are bytes
knights.loadValues?.('values');
// @ts-expect-error: no such option
await createKnightsEngine({ knowledge: false });
const game: KnightGame = new knights.KnightGame();
game.play(game.aiMove('perfect', 1));
const winner: number = game.state().winner;
// @ts-expect-error: a square is a number
game.play('d5');
game.delete();

const reversi = await createReversiEngine({ knowledge: false });
await loadReversiKnowledge(reversi);
const board = new reversi.Reversi(8);
const values: MoveValue[] = board.analyze({ ms: 100 });
const counts: number[] = board.state().counts;
// @ts-expect-error: the knight game's state has no discs
game.state().counts;
// @ts-expect-error: no such option
await createReversiEngine({ weights: false });
board.delete();
`;

for (const moduleResolution of ['nodenext', 'bundler']) {
  test(`tsc checks a program against the package's types (moduleResolution ${moduleResolution})`, async () => {
    const config = {
      compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', module: moduleResolution === 'bundler' ? 'es2022' : 'nodenext', moduleResolution, lib: ['es2022'], types: [] },
      files: ['program.ts'],
    };
    await writeFile(join(installed.dir, 'program.ts'), PROGRAM);
    await writeFile(join(installed.dir, `tsconfig.${moduleResolution}.json`), JSON.stringify(config));
    const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;
    const result = await run(process.execPath, [tsc, '-p', `tsconfig.${moduleResolution}.json`], { cwd: installed.dir }).catch((error) => error);
    assert.equal(result.code ?? 0, 0, result.stdout);
  });
}
