// The analysis board (issue 39) on both pages in Chromium: with the one switch on (values, hints),
// every position shown but the computer's live turn is analysed for whichever side is to move —
// the computer's turns in replay too. Reversi: the values of the CPU's moves and the best line in
// words (「読み筋: …」), which the node engine plays out — from the best move, to the end at the
// best value once exact, estimates' lines legal; nothing at the CPU's live turn, not even a request.
// Knights: the AI's winning squares in replay, all of them once the game has ended in play (whose
// tally the analysis leaves without help), one while a game is still to be decided. Desktop
// Japanese and a 360×740 phone in English; axe finds nothing and the layout shifts stay ≤ 0.02.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, eventually, launchBrowser, serveSite } from './harness.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { axeViolations } from './accessibility_audit.mjs';
import { clickSquare, closeClean, openGamePage, overflow, requestGate, status, storeSetting } from './game_page.mjs';
import { layoutShifts, recordLayoutShifts } from './layout_shift.mjs';
import { valueText } from '../../web/js/reversi/reversi_values.js';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

// tests/data/review_games.hpp's games.
const REVERSI = 'f5d6c5f4d7g5d3c6b5c3b3d2e1d8e6e7e3c7f3b6g4c2h6d1c1a4g6b4f6c4f7g3e8e2h3f2a3a2f1f8b8g8a6h7a5a7c8a8b7h5h4h2b2a1b1g1g2h1g7h8';
const KNIGHTS = 'b6g3g4b5d3e6g6b8d2b7d1h3a2c2h7g8g2f7e8';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VALUES_ON = [storeSetting, { key: 'hatodemowakaru-reversi-values', text: 'on' }];
const HINTS_ON = [storeSetting, { key: 'hatodemowakaru-knight-hints', text: 'on' }];

let browser, server, reversi, knights;
before(async () => {
  [browser, server, reversi, knights] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi'), loadEngine('knights')]);
});
after(async () => { await browser?.close(); await server?.close(); });

const open = (path, { initScripts = [], ...options } = {}) =>
  openGamePage(browser, `${server.url}${path}`, { ...options, initScripts: [[recordLayoutShifts], ...initScripts] });

// What the page shows of the analysis, in one round trip: each cell's note, the cells marked best,
// winning and as tries, the best line.
const analysisShown = (page) => page.evaluate(() => {
  const cells = [...document.querySelectorAll('#board .cell')];
  const marked = (kind) => cells.flatMap((cell, square) => (cell.classList.contains(kind) ? [square] : []));
  return {
    notes: cells.flatMap((cell, square) => (cell.querySelector('.note') ? [[square, cell.querySelector('.note').textContent]] : [])),
    best: marked('best'), winning: marked('winning'), tries: marked('try'),
    line: document.getElementById('best-line')?.textContent ?? null,
  };
});

// text, a regular expression's literal
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Checks what nothing may break on a page: axe finds nothing, the layout has shifted by 0.02 at most.
async function assertSound(page) {
  assert.deepEqual(await axeViolations(page), []);
  const { cls, shifts } = await layoutShifts(page);
  assert.ok(cls <= 0.02, `CLS ${cls}: ${JSON.stringify(shifts)}`);
}

// Plays a best line's words (prefix, names, the pass word) on the node engine from position text:
// every move legal, a pass where the game makes one. Returns { moves, state, score }: the cells
// played, the state at the end, and the mover's score there (meaningful once the game is over).
function playLine(text, words, { prefix, pass }) {
  assert.ok(words.startsWith(prefix), words);
  const names = words.slice(prefix.length).split(' ');
  return withGame(reversi.Reversi.fromText(text), (game) => {
    const mover = game.state().sideToMove;
    const cellOf = (name) => Array.from({ length: game.state().cells.length }, (_, c) => c).find((c) => game.squareName(c) === name);
    const moves = [];
    names.forEach((name, i) => {
      if (name === pass) return;
      const cell = cellOf(name);
      assert.ok(game.legalMoves().includes(cell), `${name}, move ${i + 1} of ${words}, is legal`);
      game.play(cell);
      moves.push(cell);
      const passed = game.state().passed !== null && !game.state().over;
      assert.equal(passed, names[i + 1] === pass, `${words}: a pass after ${name} where the game made one`);
    });
    const state = game.state();
    const [black, white] = state.counts;
    const difference = (mover === reversi.SIDE.BLACK ? 1 : -1) * (black - white);
    const empty = state.cells.length - black - white;
    return { moves, state, score: difference === 0 ? 0 : difference + Math.sign(difference) * empty };
  });
}

// The Reversi game's position text after its first ply moves, and its state.
const reversiAt = (ply) => withGame(new reversi.Reversi(8), (game) => {
  game.playMoves(REVERSI.slice(0, 2 * ply));
  return { text: game.positionText(), state: game.state() };
});

test('Reversi, desktop: the CPU\'s turn in replay valued exactly, its best line played out to the best value; its live turn left alone', async () => {
  const length = 45;  // white, the CPU, to move at the end
  const { text, state } = reversiAt(43);
  const at43 = { text, side: state.sideToMove, legal: state.legalMoves, best: withGame(reversi.Reversi.fromText(text), (game) => game.solve().score) };
  assert.equal(at43.side, reversi.SIDE.WHITE);
  // The CPU's move held at its worker, so that its live turn lasts (the values have a worker of their own).
  const gate = requestGate('reversi/reversi_worker.js', 'aiMove');
  gate.hold();
  const page = await open(`reversi.html#moves=${REVERSI.slice(0, 2 * length)}&you=black&level=strong&ply=43`,
    { initScripts: [VALUES_ON], routes: gate.routes });
  assert.ok(await eventually(async () => (await status(page)).includes('確定'), 30_000), 'the best value exact');
  const shown = await analysisShown(page);
  assert.match(await status(page), new RegExp(`^${escaped(ja.replayNotice)}${escaped(ja.reversiTurn(ja.white, 7)).replace('7', '\\d+')} — 評価値: (確定 \\d+/\\d+|すべて確定)$`));
  assert.deepEqual(shown.notes.map(([cell]) => cell), at43.legal, 'the CPU\'s moves valued');
  const bestValue = shown.notes.find(([cell]) => cell === shown.best[0])[1];
  assert.equal(bestValue, valueText(at43.best), 'the best value is the solver\'s');
  const line = playLine(at43.text, shown.line, { prefix: '読み筋: ', pass: ja.passMove });
  assert.ok(shown.best.includes(line.moves[0]), `${shown.line} starts with a best move`);
  assert.ok(line.state.over, `${shown.line} reaches the end`);
  assert.equal(line.score, at43.best, `${shown.line} ends at the best value`);
  await assertSound(page);

  // On to the end, the CPU's live turn: nothing shown, nothing asked.
  await page.click('#replay-forward');
  assert.ok(await eventually(async () => (await analysisShown(page)).notes.length > 0), 'your turn valued');
  await page.click('#replay-forward');
  const end = reversiAt(length).text;
  const asked = () => page.evaluate((position) => ['aiMove', 'analyze'].map((type) =>
    window.workerSpy.requests.filter((r) => r.type === type && r.payload.position === position).length), end);
  assert.ok(await eventually(() => gate.waiting() === 1, 5000), 'the CPU thinks');
  await page.waitForTimeout(300);
  assert.deepEqual(await asked(), [1, 0], 'no analysis of its live turn');
  assert.deepEqual(await analysisShown(page), { notes: [], best: [], winning: [], tries: [], line: '' });
  assert.equal(await status(page), ja.cpuThinking);
  await assertSound(page);
  gate.release();
  await closeClean(page);
});

test('Reversi, phone, English: the CPU\'s turn mid-game estimated, its best line legal beyond the move, on one line', async () => {
  const at21 = reversiAt(21);
  assert.equal(at21.state.sideToMove, reversi.SIDE.WHITE);
  const page = await open(`reversi.html?lang=en#moves=${REVERSI.slice(0, 60)}&you=black&level=strong&ply=21`,
    { initScripts: [VALUES_ON], contextOptions: PHONE });
  assert.ok(await eventually(async () => /\bplies ahead\b/.test(await status(page)) && (await analysisShown(page)).line.split(' ').length >= 5, 10_000));
  const shown = await analysisShown(page);
  assert.match(await status(page), new RegExp(`^${escaped(en.replayNotice)}${escaped(en.reversiTurn(en.white, 7)).replace('7', '\\d+')} — values: \\d+ plies ahead \\(estimates\\)$`));
  assert.deepEqual(shown.notes.map(([cell]) => cell), at21.state.legalMoves);
  const line = playLine(at21.text, shown.line, { prefix: 'Best line: ', pass: en.passMove });
  assert.ok(shown.best.includes(line.moves[0]) && line.moves.length >= 3, `${shown.line} from a best move, beyond it`);
  const box = await page.$eval('#best-line', (element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) }));
  assert.equal(box.height, box.lineHeight, 'one line, cut short for the eye');
  assert.deepEqual(await overflow(page), { scroll: 0, outside: [] });
  await assertSound(page);
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACT_DIR, 'analysis-reversi-phone-en.png'), fullPage: true });
  await closeClean(page);
});

// The knight game's winning squares and best tries for the side to move after its first ply moves.
// The squares a knight may still go on after ply moves, as the status line counts them.
const knightsLeft = (moves, ply) => withGame(new knights.KnightGame(), (game) => {
  game.playMoves(moves);
  game.goTo(ply);
  return game.legalMoves().length;
});

const knightsAt = (moves, ply) => withGame(new knights.KnightGame(), (game) => {
  game.playMoves(moves);
  game.goTo(ply);
  const winning = game.winningMoves();
  return { winning, tries: winning.length ? [] : game.bestTries(), side: game.state().sideToMove };
});

test('knights, desktop: a game won in play, then its AI\'s turns in replay: all their winning squares, the tally without help', async () => {
  const page = await open(`#moves=${KNIGHTS.slice(0, -2)}&you=first&level=random`);
  await clickSquare(page, 4);  // e8: the last knight, yours
  assert.ok((await page.textContent('#outcome')).startsWith(ja.won), 'won in play');
  const tally = await page.textContent('#tally');
  await page.click('#hints');
  await page.click('#moves button[data-ply="5"]');
  const at5 = knightsAt(KNIGHTS, 5);
  assert.equal(at5.side, knights.SIDE.SECOND);
  assert.ok(at5.winning.length > 1, 'a won position for the AI, with several squares');
  assert.ok(await eventually(async () => (await analysisShown(page)).winning.length > 0, 10_000));
  assert.deepEqual((await analysisShown(page)).winning, at5.winning, 'every winning square: the game is over, nothing to give away');
  assert.equal(await status(page), `${ja.replayNotice}${ja.playerTurn(ja.secondPlayer, knightsLeft(KNIGHTS, 5))} ${ja.hintWon(at5.winning.length)}`);
  // The link's note (its game counts in no tally) goes with the result; no line of games with help comes.
  assert.equal(await page.textContent('#tally'), tally.split('\n')[0], 'studying the game counts no help');
  await assertSound(page);
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACT_DIR, 'analysis-knights-desktop.png') });
  await closeClean(page);
});

test('knights, phone, English: a game still to be decided, the AI\'s turn in replay: one of its squares', async () => {
  const moves = KNIGHTS.slice(0, 20);
  const page = await open(`?lang=en#moves=${moves}&you=first&ply=5`, { initScripts: [HINTS_ON], contextOptions: PHONE });
  const at5 = knightsAt(moves, 5);
  assert.ok(await eventually(async () => {
    const { winning, tries } = await analysisShown(page);
    return winning.length + tries.length > 0;
  }, 10_000));
  const { winning, tries } = await analysisShown(page);
  const [marked, candidates] = at5.winning.length ? [winning, at5.winning] : [tries, at5.tries];
  assert.ok(marked.length === 1 && candidates.includes(marked[0]), `one of ${candidates}, not ${marked}`);
  assert.equal(await status(page), `${en.replayNotice}${en.playerTurn(en.secondPlayer, knightsLeft(moves, 5))} ${at5.winning.length ? en.hintWon(at5.winning.length) : en.hintLost}`);
  await assertSound(page);
  await page.screenshot({ path: join(ARTIFACT_DIR, 'analysis-knights-phone-en.png'), fullPage: true });
  await closeClean(page);
});
