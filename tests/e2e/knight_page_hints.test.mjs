// Hints in Chromium: the 「ヒント」 toggle (remembered, off by default, the original status line
// untouched while off); on your turn the board marks one of the engine's winning moves (a ring on
// either square colour, and in the cells' labels), the same one for a position, and the status line
// says won with the count of winning squares — or, in a lost position, one of the engine's best
// tries (a dashed ring) and says lost; 「すべて表示」 marks them all; a slow search (the worker held
// on it by the test, whatever the solver's speed) shows 「計算中…」 and then the seconds it takes,
// and never holds up a reset, a move or the toggle, and a stale answer never shows. Saves hints-on
// screenshots (desktop and 360px, both languages).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, eventually, launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import {
  board, clickSquare, closeClean, knights, letAiMove, openKnightPage, requestGate, status, STATUS_FIRST_TURN, THINKING,
  atKnightPosition, workerSettled, wrappedWorker, zeroRandom,
} from './knight_page.mjs';
import en from '../../web/js/shell/strings_en.js';

const HINTS_KEY = 'hatodemowakaru-knight-hints';
const HINTS_ALL_KEY = 'hatodemowakaru-knight-hints-all';
const WON = (count) => ` — 勝ちの局面（勝ち手 ${count} 箇所）`;
const LOST = ' — 負けの局面（粘る手を表示）';
const LOST_ALL = ' — 負けの局面（粘る手をすべて表示）';
const PENDING = ' — 計算中…';
const PENDING_FOR = (seconds) => ` — 計算中… ${seconds}秒`;
const yourTurn = (count) => `あなたのターン (残り ${count} 箇所)`;

// a7, the random AI's a3 (seed 0), h1, its e4: the position where the tests of slow searches hold
// the worker on its hints.
const SLOW_LINE = [8, 40, 63, 36];

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = ({ initScripts = [], url = server.url, ...options } = {}) =>
  openKnightPage(browser, url, { clock: true, initScripts: [[zeroRandom], ...initScripts], ...options });

// Opens the page with its hints requests behind a gate the test holds (requestGate); returns
// { page, gate }.
async function openGated() {
  const gate = requestGate('knights/knight_worker.js', 'hints');
  const page = await open({ routes: gate.routes, contextOptions: { serviceWorkers: 'block' } });
  return { page, gate };
}

// An init script: hints on, as a player who switched them on last time.
function hintsStoredOn(key) {
  localStorage.setItem(key, 'on');
}

// An init script: "show all" on.
function showAllStoredOn(key) {
  localStorage.setItem(key, 'on');
}

// Returns the squares the board marks as winning and as best tries, and the labels of all cells.
const marks = (page) => page.$$eval('#board .cell', (cells) => ({
  winning: cells.flatMap((cell, square) => (cell.classList.contains('winning') ? [square] : [])),
  tries: cells.flatMap((cell, square) => (cell.classList.contains('try') ? [square] : [])),
  labels: cells.map((cell) => cell.getAttribute('aria-label')),
}));

// Checks that the page shows the hints of the position after moves: in a won position one of the
// engine's winning moves (all of them with showAll) marked and labelled, and the status line your
// turn, won, with their count; in a lost one the same for its best tries. Returns the marked squares.
async function assertHints(page, moves, { showAll = false } = {}) {
  const [winningMoves, tries, count, names] = atKnightPosition(engine, moves, (g) => [g.winningMoves(), g.bestTries(),
    g.legalMoves().length, Array.from({ length: 64 }, (_, s) => g.squareName(s))]);
  const won = winningMoves.length > 0;
  const shown = await marks(page);
  const [marked, other, label] = won ? [shown.winning, shown.tries, '勝ちの手'] : [shown.tries, shown.winning, '粘る手'];
  assert.deepEqual(other, [], `after ${moves}`);
  const candidates = won ? winningMoves : tries;
  if (showAll) assert.deepEqual(marked, candidates, `all of them after ${moves}`);
  else assert.ok(marked.length === 1 && candidates.includes(marked[0]), `one of ${candidates} after ${moves}, not ${marked}`);
  for (const square of marked) assert.equal(shown.labels[square], `${names[square]} 空き ${label}`);
  assert.equal(shown.labels.filter((text) => text.endsWith('勝ちの手') || text.endsWith('粘る手')).length, marked.length);
  assert.equal(await status(page), yourTurn(count) + (won ? WON(winningMoves.length) : showAll && marked.length > 1 ? LOST_ALL : LOST));
  assert.equal(await page.getAttribute('#status', 'aria-busy'), null);
  return marked;
}

// Plays square, then the AI's reply (the random AI, seed 0, as node foresees it); returns the moves.
async function playRound(page, moves, square) {
  await clickSquare(page, square);
  const reply = atKnightPosition(engine, [...moves, square], (g) => g.aiMove('random', 0));
  await letAiMove(page);
  const next = [...moves, square, reply];
  assert.deepEqual(knights(await board(page)), [...next].sort((a, b) => a - b));
  return next;
}

// Returns a square after which, and the random AI's reply (seed 0), the position is lost for you.
function punishedSlip(moves) {
  return atKnightPosition(engine, moves, (g) => g.legalMoves().find((square) => {
    g.play(square);
    const reply = g.state().over ? null : g.aiMove('random', 0);
    if (reply !== null) g.play(reply);
    const lost = reply !== null && !g.state().over && !g.isWon();
    if (reply !== null) g.undo();
    g.undo();
    return lost;
  }));
}

// Brings the page to SLOW_LINE with its winning-move search under way and held (hints on).
async function reachSlowSearch(page, gate) {
  const [first, reply, second, lastReply] = SLOW_LINE;
  assert.equal(atKnightPosition(engine, [first], (g) => g.aiMove('random', 0)), reply);
  assert.equal(atKnightPosition(engine, [first, reply, second], (g) => g.aiMove('random', 0)), lastReply);
  await page.click('#hints');
  await workerSettled(page);  // answered: clicking while the answer is on its way would replace the worker
  await playRound(page, [], first);
  await clickSquare(page, second);
  await workerSettled(page);
  gate.hold();
  await page.clock.runFor(500);  // the AI's e4 lands, and the search begins
  assert.ok(await eventually(() => gate.waiting() === 1), 'the worker is on the search');
  assert.deepEqual(knights(await board(page)), [...SLOW_LINE].sort((a, b) => a - b));
  assert.equal(await status(page), yourTurn(atKnightPosition(engine, SLOW_LINE, (g) => g.legalMoves().length)));
}

// The search the page asked for last (the position text it asked about), and whether the worker
// ever answered it.
const lastHintRequest = (page) => page.evaluate(() => {
  const request = window.workerSpy.requests.findLast((r) => r.type === 'hints');
  return { position: request.payload.position, answered: window.workerSpy.replies.some((r) => r.id === request.id) };
});
const slowPosition = () => atKnightPosition(engine, SLOW_LINE, (g) => g.positionText());
const workerCounts = (page) => page.evaluate(() => [window.workerSpy.started, window.workerSpy.terminated]);

describe('the toggle', () => {
  test('off by default with the original status; on says the empty board is lost; off again restores it', async () => {
    const page = await open();
    const toggle = await page.evaluate(() => {
      const input = document.getElementById('hints');
      return [input.type, input.checked, input.labels[0].textContent];
    });
    assert.deepEqual(toggle, ['checkbox', false, 'ヒント']);
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.deepEqual((await marks(page)).winning, []);

    assert.equal(await page.isDisabled('#hints-all'), true, '"show all" rests while hints are off');
    await page.click('#hints');
    await workerSettled(page);
    assert.equal(await status(page), STATUS_FIRST_TURN + LOST);
    const [best] = await assertHints(page, []);  // no square wins on the empty board: one best try
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), HINTS_KEY), 'on');
    assert.equal(await page.isDisabled('#hints-all'), false);

    await page.keyboard.press('Space');  // the checkbox has the focus: the keyboard turns it off
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.deepEqual(await marks(page).then(({ winning, tries }) => [winning, tries]), [[], []]);
    await page.keyboard.press('Space');
    await workerSettled(page);
    assert.deepEqual(await assertHints(page, []), [best], 'the same square for the same position');
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), HINTS_KEY), 'off');
    await closeClean(page);
  });

  test('remembered: on after a reload; a corrupt stored value is off', async () => {
    const page = await open({ initScripts: [[hintsStoredOn, HINTS_KEY]] });
    assert.equal(await page.isChecked('#hints'), true);
    await workerSettled(page);
    assert.equal(await status(page), STATUS_FIRST_TURN + LOST);
    await closeClean(page);

    const corrupt = await open({ initScripts: [[(key) => localStorage.setItem(key, 'yes please'), HINTS_KEY]] });
    assert.equal(await corrupt.isChecked('#hints'), false);
    await workerSettled(corrupt);
    assert.equal(await status(corrupt), STATUS_FIRST_TURN);
    await closeClean(corrupt);
  });
});

describe('what the hints show', () => {
  test('a game as second player: on each of your turns one of the engine\'s winning moves or best tries, none while the AI thinks', async () => {
    const page = await open({ initScripts: [[hintsStoredOn, HINTS_KEY]] });
    await page.click('#start-second');
    assert.equal(await status(page), THINKING);
    assert.deepEqual((await marks(page)).winning, []);
    await letAiMove(page, { ms: 1000 });
    let moves = [27];
    await assertHints(page, moves);
    assert.ok(atKnightPosition(engine, moves, (g) => g.winningMoves()).includes(36), 'e4, d5\'s mirror, wins');

    // Your moves: first a slip that the AI's reply punishes (to see a lost position too), then a
    // winning move while there is one, else the first legal square.
    let sawLost = false;
    while (!atKnightPosition(engine, moves, (g) => g.state().over)) {
      const square = sawLost ? atKnightPosition(engine, moves, (g) => g.winningMoves()[0] ?? g.legalMoves()[0]) : punishedSlip(moves);
      await clickSquare(page, square);
      if (atKnightPosition(engine, [...moves, square], (g) => g.state().over)) break;
      assert.equal(await status(page), THINKING, 'no hints on the AI\'s turn');
      assert.deepEqual((await marks(page)).winning, []);
      const reply = atKnightPosition(engine, [...moves, square], (g) => g.aiMove('random', 0));
      await letAiMove(page);
      moves = [...moves, square, reply];
      if (atKnightPosition(engine, moves, (g) => g.state().over)) break;
      await assertHints(page, moves);
      sawLost ||= !atKnightPosition(engine, moves, (g) => g.isWon());
    }
    assert.ok(sawLost, 'the game went through a lost position too');
    assert.match(await status(page), /^あなたの(勝ち|負け)！$/, 'the result alone at the end');
    assert.deepEqual((await marks(page)).winning, []);
    await closeClean(page);
  });

  test('the mark: a white-ringed dark disc on light and dark squares alike, on no other free square', async () => {
    const page = await open({ initScripts: [[hintsStoredOn, HINTS_KEY], [showAllStoredOn, HINTS_ALL_KEY]] });
    await page.click('#start-second');
    await letAiMove(page, { ms: 1000 });
    const { winning } = await marks(page);
    const look = await page.$$eval('#board .cell', (cells) => cells.map((cell) => {
      const mark = getComputedStyle(cell, '::after');
      return { content: mark.content, ring: mark.borderTopColor, radius: mark.borderTopLeftRadius, fill: mark.backgroundColor,
        width: mark.width, bg: getComputedStyle(cell).backgroundColor, free: cell.textContent === '' };
    }));
    const squareColours = new Set(winning.map((square) => look[square].bg));
    assert.deepEqual([...squareColours].sort(), ['rgb(102, 102, 102)', 'rgb(238, 238, 238)'], 'winning squares of both colours here');
    for (const square of winning) {
      assert.deepEqual({ ...look[square], bg: undefined },
        { content: '""', ring: 'rgb(255, 255, 255)', radius: '50%', fill: 'rgb(11, 110, 53)', width: '18px', bg: undefined, free: true });
    }
    for (const [square, cell] of look.entries()) if (!winning.includes(square) && cell.free) assert.equal(cell.content, 'none');
    await closeClean(page);
  });

  test('English: the status line and the cells\' labels', async () => {
    const page = await open({ url: `${server.url}?lang=en`, initScripts: [[hintsStoredOn, HINTS_KEY]] });
    await workerSettled(page);
    assert.equal(await status(page), 'Your turn (64 squares left) — losing position (best try marked)');
    const [best] = (await marks(page)).tries;
    assert.equal(await page.getAttribute(`#board [data-square="${best}"]`, 'aria-label'), `${atKnightPosition(engine, [], (g) => g.squareName(best))} free, best try`);
    await page.click('#hints-all');
    assert.equal(await status(page), `${en.yourTurn(64)} ${en.hintLostAll}`, 'show all: at once, no new search');
    await page.click('#start-second');
    await letAiMove(page, { ms: 1000 });
    const winning = atKnightPosition(engine, [27], (g) => g.winningMoves().length);
    assert.equal(await status(page), `Your turn (55 squares left) — winning position (${winning} winning squares)`);
    assert.equal(await page.getAttribute('#board [data-square="36"]', 'aria-label'), 'e4 free, winning move');
    await closeClean(page);
  });

  test('show all: every winning square, every best try in a lost position; remembered; off: one again', async () => {
    const page = await open({ initScripts: [[hintsStoredOn, HINTS_KEY], [showAllStoredOn, HINTS_ALL_KEY]] });
    assert.equal(await page.isChecked('#hints-all'), true);
    await workerSettled(page);
    await assertHints(page, [], { showAll: true });
    await page.click('#start-second');
    await letAiMove(page, { ms: 1000 });
    await assertHints(page, [27], { showAll: true });
    await page.click('#hints-all');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), HINTS_ALL_KEY), 'off');
    await assertHints(page, [27]);
    await closeClean(page);
  });
});

describe('slow searches', () => {
  test('計算中… after a moment, the line busy for screen readers; then the engine\'s winning moves', async () => {
    const { page, gate } = await openGated();
    await reachSlowSearch(page, gate);
    await page.clock.runFor(249);
    assert.doesNotMatch(await status(page), /計算中/, 'an instant answer would not flicker');
    await page.clock.runFor(1);
    assert.equal(await status(page), yourTurn(atKnightPosition(engine, SLOW_LINE, (g) => g.legalMoves().length)) + PENDING);
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'true');
    await page.clock.runFor(1000);
    assert.equal(await status(page), yourTurn(atKnightPosition(engine, SLOW_LINE, (g) => g.legalMoves().length)) + PENDING_FOR(1), 'the seconds counted');
    await page.clock.runFor(59_000);
    assert.deepEqual(await lastHintRequest(page), { position: slowPosition(), answered: false }, 'still searching a minute on');
    assert.equal(await status(page), yourTurn(atKnightPosition(engine, SLOW_LINE, (g) => g.legalMoves().length)) + PENDING_FOR(60));
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'true');
    gate.release();
    await workerSettled(page);
    await assertHints(page, SLOW_LINE);
    await closeClean(page);
  });

  test('a reset during the search: the new game\'s hints at once, the search cut off, nothing stale shows', async () => {
    const { page, gate } = await openGated();
    await reachSlowSearch(page, gate);
    const slow = await lastHintRequest(page);
    gate.unhold();  // the new game's searches pass; the held one waits on
    await page.click('#start-first');
    await workerSettled(page);
    assert.equal(await status(page), STATUS_FIRST_TURN + LOST);
    assert.deepEqual(await workerCounts(page), [2, 1], 'the worker busy with the stale search was replaced');
    assert.deepEqual(slow, { position: slowPosition(), answered: false });
    assert.equal((await lastHintRequest(page)).answered, true);
    await page.clock.runFor(5000);
    assert.deepEqual(await board(page), Array(64).fill(''));
    await assertHints(page, []);
    await closeClean(page);
  });

  test('a move during the search: the AI replies without waiting for it, and hints follow', async () => {
    const { page, gate } = await openGated();
    await reachSlowSearch(page, gate);
    gate.unhold();
    const square = atKnightPosition(engine, SLOW_LINE, (g) => g.legalMoves()[0]);
    await clickSquare(page, square);
    const reply = atKnightPosition(engine, [...SLOW_LINE, square], (g) => g.aiMove('random', 0));
    await letAiMove(page);
    const moves = [...SLOW_LINE, square, reply];
    assert.deepEqual(knights(await board(page)), [...moves].sort((a, b) => a - b));
    assert.deepEqual(await workerCounts(page), [2, 1]);
    const answered = await page.evaluate(() => window.workerSpy.requests.filter((r) => r.type === 'hints')
      .map((r) => [r.payload.position.split('N').length - 1, window.workerSpy.replies.some((reply) => reply.id === r.id)]));
    assert.deepEqual(answered, [[0, true], [2, true], [4, false], [6, true]], 'the ply-4 search was cut off');
    await assertHints(page, moves);
    await closeClean(page);
  });

  test('hints off during the search: the plain status at once; on again: a fresh search, no stale answer', async () => {
    const { page, gate } = await openGated();
    await reachSlowSearch(page, gate);
    await page.clock.runFor(300);
    await page.click('#hints');
    const plain = yourTurn(atKnightPosition(engine, SLOW_LINE, (g) => g.legalMoves().length));
    assert.equal(await status(page), plain);
    assert.equal(await page.getAttribute('#status', 'aria-busy'), null);
    assert.deepEqual(await workerCounts(page), [1, 0], 'nothing waits behind the search: the worker keeps it');
    gate.unhold();
    await page.click('#hints');
    assert.deepEqual(await workerCounts(page), [2, 1], 'hints wanted again: a fresh worker');
    await workerSettled(page);
    await assertHints(page, SLOW_LINE);
    await closeClean(page);
  });
});

test('a search that fails: the status line says so, the game goes on', async () => {
  // The worker's script served wrapped: the wrapper answers the hints requests with the error a
  // broken solver's would throw, before the real worker sees them.
  const breakHints = wrappedWorker('knights/knight_worker.js', `(event) => {
  if (event.data?.type !== 'hints') return;
  event.stopImmediatePropagation();
  postMessage({ id: event.data.id, error: 'the solver is out of order' });
}`);
  const page = await open({ routes: [breakHints], initScripts: [[hintsStoredOn, HINTS_KEY]] });
  await workerSettled(page);
  assert.equal(await status(page), `${STATUS_FIRST_TURN} — ヒントを計算できませんでした`);
  const [problem, ...others] = page.problems.splice(0);
  assert.match(problem, /^console: no hints for this position: Error: the solver is out of order/);
  assert.deepEqual(others, []);
  await clickSquare(page, 27);
  await letAiMove(page);
  assert.equal(knights(await board(page)).length, 2, 'the AI still plays');
  assert.match(await status(page), /^あなたのターン \(残り \d+ 箇所\) — ヒントを計算できませんでした$/);
  assert.ok(page.problems.splice(0).every((p) => p.startsWith('console: no hints for this position')));
  await closeClean(page);
});

test('screenshots with hints on, mid-game: desktop and 360px, Japanese and English', async () => {
  const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  await mkdir(ARTIFACT_DIR, { recursive: true });
  // Japanese on a desktop, English on a phone: each language and device once.
  for (const [query, contextOptions, name] of [['', {}, ''], ['?lang=en', phone, '-phone-en']]) {
    const page = await open({ url: server.url + query, contextOptions, initScripts: [[hintsStoredOn, HINTS_KEY]] });
    await page.click('#start-second');
    await letAiMove(page, { ms: 1000 });
    let moves = [27];
    for (const square of [0, 63]) moves = await playRound(page, moves, atKnightPosition(engine, moves, (g) => g.legalMoves().includes(square) ? square : g.legalMoves()[0]));
    const { winning, tries } = await marks(page);
    assert.equal(winning.length + tries.length, 1, 'one square marked');
    await page.screenshot({ path: join(ARTIFACT_DIR, `knight-page-hints${name}.png`), fullPage: true });
    await closeClean(page);
  }
});
