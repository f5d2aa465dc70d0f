// What a review teaches (issue 39, items 1–3) on both pages, each judged by the node engine: the
// mark explains itself (the ?? names and marks the better move where it was played), each side's
// summary beside the chart (its counts recounted from the engine's solver), and 「間違いから学ぶ」 —
// a try refused and one accepted, drawn on the board and never played into the record, the answer
// and the line — with axe and the layout shifts checked through them. Reversi on a desktop in
// Japanese, the known game from 16 empty squares against the CPU (as black: black's ?? to learn
// from; as white: none); the knight game on a 360×740 phone in English between two players (both
// sides' mistakes are theirs), the board and the lesson in view together.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { axeViolations } from './accessibility_audit.mjs';
import { layoutShifts, recordLayoutShifts } from './layout_shift.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { clickSquare, closeClean, openGamePage, reopenGamePage } from './game_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const REVERSI = 'f5d6c5f4d7g5d3c6b5c3b3d2e1d8e6e7e3c7f3b6g4c2h6d1c1a4g6b4f6c4f7g3e8e2h3f2a3a2f1f8b8g8a6h7a5a7c8a8b7h5h4h2b2a1b1g1g2h1g7h8';
const KNIGHTS = 'b6g3g4b5d3e6g6b8d2b7d1h3a2c2h7g8g2f7e8';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const CLS_TARGET = 0.02;

let browser, server, reversi, knights;
before(async () => {
  [browser, server, reversi, knights] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi'), loadEngine('knights')]);
});
after(async () => { await browser?.close(); await server?.close(); });

// What the page shows of the review and its lessons, in one round trip.
const shown = (page) => page.evaluate(() => ({
  line: document.getElementById('review-line').textContent,
  where: document.getElementById('replay-where').textContent,
  hash: location.hash,
  moves: [...document.querySelectorAll('#moves button')].map((b) => b.textContent),
  best: [...document.querySelectorAll('#board .cell.best')].map((c) => Number(c.dataset.square)),
  winning: [...document.querySelectorAll('#board .cell.winning')].map((c) => Number(c.dataset.square)),
  notes: Object.fromEntries([...document.querySelectorAll('#board .note')].map((n) => [n.parentElement.dataset.square, n.textContent])),
  summary: [...document.querySelectorAll('#review-summary tbody tr')].map((row) => [...row.cells].map((cell) => cell.textContent)),
  learnStart: [document.getElementById('learn-start').textContent, document.getElementById('learn-start').disabled],
  learnLine: document.getElementById('learn').hidden ? null : document.getElementById('learn-line').textContent,
}));
// The page with its layout shifts recorded, on the real clock (axe times its work with it).
const openMeasured = (url, contextOptions = {}) => openGamePage(browser, url, { initScripts: [[recordLayoutShifts]], contextOptions });
const reviewDone = (page, strings) => eventually(async () => (await shown(page)).line.startsWith(strings.reviewDone), 60_000);

test('Reversi, desktop, Japanese, against the CPU: c8?? names b2, the summary recounted, c8\'s lesson refuses b7 and accepts b2', async () => {
  const start = withGame(new reversi.Reversi(8), (game) => {
    game.playMoves(REVERSI.slice(0, 88));
    return game.positionText();
  });
  const moves = REVERSI.slice(88);
  // The node engine's solver: each move's value and the discs it gives away, for the side that made it.
  const solved = withGame(reversi.Reversi.fromText(start), (game) => {
    const plies = moves.length / 2, loss = [], sides = [];
    game.playMoves(moves);
    for (let ply = 0; ply < plies; ply++) {
      game.goTo(ply);
      const best = game.solve().score, side = game.state().sideToMove;
      game.goTo(ply + 1);
      const after = game.state().sideToMove === side ? game.solve().score : -game.solve().score;
      loss.push(best - after);
      sides.push(side);
    }
    game.goTo(2);
    const values = Object.fromEntries(game.legalMoves().map((cell) => {
      game.play(cell);
      const { score } = game.solve();
      const value = game.state().sideToMove === reversi.SIDE.BLACK ? score : -score;
      game.goTo(2);
      return [game.squareName(cell), value];
    }));
    const cells = Object.fromEntries(game.legalMoves().map((cell) => [game.squareName(cell), cell]));
    return { loss, sides, values, cell: (name) => cells[name] };
  });
  const field = start.replace(/\s+/g, '').replace(/-/g, '.');
  const page = await openMeasured(`${server.url}reversi.html#position=${field}&moves=${moves}&you=black&ply=3&review=1`);
  assert.ok(await reviewDone(page, ja), 'the review ends');
  let now = await shown(page);
  // 1. The ?? at move 3 explains itself: the best move framed where c8 was played, values in words.
  const bestValue = Math.max(...Object.values(solved.values));
  assert.deepEqual(Object.entries(solved.values).filter(([, v]) => v === bestValue).map(([name]) => name), ['b2'], 'the solver: b2 alone is best');
  assert.equal(now.line, `${ja.reviewDone} 3手目 c8??（黒）: 最善 b2 +${bestValue}・実戦 c8 −${-solved.values.c8}`);
  assert.deepEqual(now.best, [solved.cell('b2')]);
  // 3. Each side's marks, loss a move and accuracy, as the solver's values make them.
  const expected = [reversi.SIDE.BLACK, reversi.SIDE.WHITE].map((side) => {
    const losses = solved.loss.filter((_, ply) => solved.sides[ply] === side);
    const count = (low, high) => String(losses.filter((l) => l >= low && l <= high).length);
    const accuracy = losses.reduce((sum, l) => sum + 100 * Math.exp(-l / 6), 0) / losses.length;
    const average = losses.reduce((sum, l) => sum + l, 0) / losses.length;
    return [count(12, 64), count(6, 11), count(2, 5), ja.summaryDiscs(average.toFixed(1)), accuracy.toFixed(0)];
  });
  assert.deepEqual(now.summary, [[ja.summaryYou(ja.black), ...expected[0]], [ja.white, ...expected[1]]]);
  assert.deepEqual(expected.map((row) => row[0]), ['1', '0'], 'black\'s one ??');
  assert.deepEqual(now.learnStart, [ja.learn(1), false], 'one mistake of yours (black) to learn from');
  // 2. The lesson: the position before c8, a try refused and one accepted, nothing played.
  await page.click('#learn-start');
  now = await shown(page);
  assert.deepEqual([now.where, now.learnLine], [ja.replayWhere(2, 16, moves.slice(2, 4)), ja.learnPrompt(1, 1, ja.black, 3, 'c8??')]);
  await clickSquare(page, solved.cell('b7'));
  now = await shown(page);
  assert.equal(now.learnLine, ja.learnBad(ja.learnValue('b7', `−${-solved.values.b7}`, `+${bestValue}`)), 'b7 gives away 6 discs');
  assert.deepEqual(now.notes, { [solved.cell('b7')]: '✗' });
  assert.deepEqual(await axeViolations(page), [], 'a try drawn on the board');
  await clickSquare(page, solved.cell('b2'));
  now = await shown(page);
  assert.match(now.learnLine, new RegExp(`^正解！ b2 \\+${bestValue}・最善 \\+${bestValue} 読み筋: b2( \\S+)+$`));
  assert.equal(now.notes[solved.cell('b2')], '✓');
  assert.ok(Object.values(now.notes).includes('2'), 'the line numbered on the board');
  assert.deepEqual(now.best, [solved.cell('b2')], 'the answer marked');
  assert.deepEqual([now.where, now.hash.includes(`moves=${moves}`), now.moves.length], [ja.replayWhere(2, 16, moves.slice(2, 4)), true, 16], 'the record as it was');
  await page.click('#learn-next');
  assert.equal((await shown(page)).learnLine, ja.learnDone(1, 1));
  await page.click('#learn-stop');
  now = await shown(page);
  assert.deepEqual([now.learnLine, now.notes, now.line], [null, {}, `${ja.reviewDone} 2手目 a7（白）: 最善手 −4`], 'the review draws again');
  await page.waitForTimeout(600);  // out of the half second after the last click, as CLS counts
  const { cls, shifts } = await layoutShifts(page);
  assert.ok(cls <= CLS_TARGET, `CLS ${cls.toFixed(3)}: ${JSON.stringify(shifts)}`);
  // Against the CPU only the player's own mistakes: as white, black's ?? is none of them.
  await reopenGamePage(page, `${server.url}reversi.html#position=${field}&moves=${moves}&you=white&review=1`);
  assert.ok(await reviewDone(page, ja), 'the review ends');
  now = await shown(page);
  assert.deepEqual([now.learnStart, now.summary[1][0]], [[ja.learn(0), true], ja.summaryYou(ja.white)]);
  await closeClean(page);
});

test('knights, phone, English, two players: b8?? names its winning squares, the summary, its lesson refuses a losing square and accepts a winning one', async () => {
  // The node engine: who wins before each move, and the winning squares before b8.
  const truth = withGame(new knights.KnightGame(), (game) => {
    const won = [];
    for (let ply = 0; ply <= KNIGHTS.length / 2; ply++) {
      won.push(game.isWon());
      if (ply < KNIGHTS.length / 2) game.playMoves(KNIGHTS.slice(2 * ply, 2 * ply + 2));
    }
    game.goTo(7);
    const winning = game.winningMoves();
    return { won, winning, losing: game.legalMoves().find((s) => !winning.includes(s)), names: winning.map((s) => game.squareName(s)) };
  });
  const thrown = (side) => truth.won.slice(0, -1).filter((w, ply) => ply % 2 === side && w && truth.won[ply + 1]).length;
  const page = await openMeasured(`${server.url}?lang=en#moves=${KNIGHTS}&you=both&ply=8&review=1`, PHONE);
  assert.ok(await reviewDone(page, en), 'the review ends');
  let now = await shown(page);
  // 1. Move 8 itself, with the squares that would have won marked.
  assert.equal(now.line, `${en.reviewDone} Move 8 b8?? (second player): ${en.reviewThrownAway(truth.names.join(' '))}`);
  assert.deepEqual(now.winning.sort(), [...truth.winning].sort());
  await page.click('#replay-forward');
  assert.equal((await shown(page)).line, `${en.reviewDone} Move 9 d2 (first player): ${en.reviewKept}`);
  await page.click('#moves button[data-ply="7"]');
  assert.equal((await shown(page)).line, `${en.reviewDone} Move 7 g6 (first player): ${en.reviewLostAnyway}`);
  // 3. The wins each side threw away, and who played perfectly.
  assert.deepEqual([thrown(0), thrown(1)], [0, 1]);
  assert.deepEqual(now.summary, [[en.firstPlayer, '0', en.summaryPerfect], [en.secondPlayer, '1', '—']]);
  assert.deepEqual(now.learnStart, [en.learn(1), false], 'between two players, the second player\'s mistake too');
  // 2. The lesson at the position before b8.
  await page.click('#learn-start');
  now = await shown(page);
  assert.deepEqual([now.where, now.learnLine], [en.replayWhere(7, 19, KNIGHTS.slice(12, 14)), en.learnPrompt(1, 1, en.secondPlayer, 8, 'b8??')]);
  const name = (square) => withGame(new knights.KnightGame(), (game) => game.squareName(square));
  await clickSquare(page, truth.losing);
  now = await shown(page);
  assert.deepEqual([now.learnLine, now.notes], [en.learnBad(en.learnLoses(name(truth.losing))), { [truth.losing]: '✗' }]);
  await clickSquare(page, truth.winning[0]);
  now = await shown(page);
  assert.match(now.learnLine, new RegExp(`^Right! ${name(truth.winning[0])} wins Best line: \\S+( \\S+)*$`));
  assert.deepEqual([now.notes[truth.winning[0]], now.winning.sort()], ['✓', [...truth.winning].sort()]);
  assert.deepEqual([now.where, now.moves.length, now.hash.includes(`moves=${KNIGHTS}`)], [en.replayWhere(7, 19, KNIGHTS.slice(12, 14)), 19, true], 'the record as it was');
  assert.deepEqual(await axeViolations(page), [], 'the lesson answered on the board');
  const panel = await page.$eval('#learn', (element) => element.getBoundingClientRect().toJSON());
  const board = await page.$eval('#board', (element) => element.getBoundingClientRect().toJSON());
  assert.ok(board.top >= 0 && board.bottom <= panel.top && panel.bottom <= 740, `the board (${board.top}–${board.bottom}) and the lesson (${panel.top}–${panel.bottom}) in view together`);
  await page.click('#learn-next');
  assert.equal((await shown(page)).learnLine, en.learnDone(1, 1));
  await page.click('#learn-stop');
  await page.waitForTimeout(600);
  const { cls, shifts } = await layoutShifts(page);
  assert.ok(cls <= CLS_TARGET, `CLS ${cls.toFixed(3)}: ${JSON.stringify(shifts)}`);
  await closeClean(page);
});
