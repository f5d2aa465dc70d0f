// readPuzzles() in both modules: the committed samples read as the C++ reader reads them (the
// Catch2 suite checks their lines), a bad line refused with its line number as the Error's `line`
// and the module left as it was, a text past the document limit refused before wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadEngine, withGame } from './load_engine.mjs';
import { memoryState } from './refused_calls.mjs';

const sample = (game) => readFile(new URL(`../data/puzzles/${game}.tsv`, import.meta.url), 'utf8');

for (const [game, letter] of [['knights', 'k'], ['reversi', 'r']]) {
  test(`${game}: readPuzzles gives every line's puzzle, its answers as names and as moves`, async () => {
    const engine = await loadEngine(game, { knowledge: false });
    const text = await sample(game);
    const puzzles = engine.readPuzzles(text);
    const lines = text.trim().split('\n').map((line) => line.split('\t'));
    assert.equal(puzzles.length, lines.length);
    puzzles.forEach((puzzle, i) => {
      const [id, position, answers, rating] = lines[i];
      assert.deepEqual(puzzle, { id, position, answers: puzzle.answers, moves: puzzle.moves, rating: Number(rating) });
      assert.ok(id.startsWith(letter));
      assert.deepEqual([...puzzle.answers].sort(), answers.split(' ').sort());
      const Game = engine.KnightGame ?? engine.Reversi;
      // Each move is the square its name says, and a legal move of the position.
      withGame(Game.fromText(position), (g) => {
        assert.deepEqual(puzzle.moves.map((move) => g.squareName(move)), puzzle.answers);
        for (const move of puzzle.moves) assert.ok(g.legalMoves().includes(move), `${id}: ${g.squareName(move)} is legal`);
      });
    });
  });

  test(`${game}: a bad line is refused with its number, changing nothing`, async () => {
    const engine = await loadEngine(game, { knowledge: false });
    const lines = (await sample(game)).trim().split('\n');
    engine.readPuzzles(lines.join('\n'));  // whatever a first call sets up
    const before = memoryState(engine);
    const bad = [...lines];
    bad[2] = bad[2].replace(/\t\d+$/, '\t99');
    assert.throws(() => engine.readPuzzles(bad.join('\n')), { message: "line 3: the rating '99' is not a whole number from 100 to 4000", line: 3 });
    bad[2] = lines[0];
    assert.throws(() => engine.readPuzzles(bad.join('\n')), { message: `line 3: the id ${lines[0].split('\t')[0]} is used twice`, line: 3 });
    assert.throws(() => engine.readPuzzles(`${lines[0]}\n\n`), { message: 'line 2: 1 field, not 4 separated by tabs (id, position, answers, rating)', line: 2 });
    assert.throws(() => engine.readPuzzles('x'.repeat(4194305)), { message: "readPuzzles()'s text is 4194305 characters long: at most 4194304 are taken" });
    assert.throws(() => engine.readPuzzles(), { message: 'readPuzzles() takes 1 argument, not 0' });
    assert.throws(() => engine.readPuzzles(null), { message: "readPuzzles()'s text must be a string, not null" });
    assert.deepEqual(memoryState(engine), before);
    assert.deepEqual(engine.readPuzzles(''), []);
  });
}

test('a set several megabytes long is read whole: the document limit, not the 65,536 of a move list', async () => {
  const engine = await loadEngine('knights');
  const line = (await sample('knights')).split('\n')[0].split('\t');
  const text = Array.from({ length: 40000 }, (_, i) => [`k${String(i + 1).padStart(5, '0')}`, ...line.slice(1)].join('\t')).join('\n');
  assert.ok(text.length > 3_000_000);
  const puzzles = engine.readPuzzles(text);
  assert.equal(puzzles.length, 40000);
  assert.equal(puzzles[39999].id, 'k40000');
});
