// The puzzles (issue 41) on both pages, on small sets the node engine made and proved
// (puzzle_sets.mjs), served in place of the site's: a wrong try refuted as the engine refutes it
// (knights: the opponent's winning replies marked; Reversi: the try's and the best move's exact
// values) and rated as a miss, a right answer played on and rated as a solve, the rating stored;
// the daily puzzle the one the date picks; a #puzzle= link opening its puzzle, an unknown id said
// and nothing opened; a corrupt stored rating read as a newcomer's; a failed download said with the
// game untouched; the game given back as it was; axe with the mode open; screenshots for the docs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACT_DIR, eventually, launchBrowser, serveSite } from './harness.mjs';
import { axeViolations } from './accessibility_audit.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { clickSquare, closeClean, openGamePage, storeSetting } from './game_page.mjs';
import { knightPuzzles, reversiPuzzles } from './puzzle_sets.mjs';
import { dailyPuzzle } from '../../web/js/play/puzzle_choice.js';
import { NEWCOMER } from '../../web/js/play/glicko2.js';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const WIDE = { viewport: { width: 1280, height: 800 } };
let browser, server, sets;
before(async () => {
  let knights, reversi;
  [browser, server, knights, reversi] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights'), loadEngine('reversi')]);
  sets = { knights: knightPuzzles(knights, 8), reversi: reversiPuzzles(reversi, 4) };
});
after(async () => { await browser?.close(); await server?.close(); });

const GAMES = {
  knights: { path: '', key: 'hatodemowakaru-knight-puzzles', file: '**/puzzles/knights.tsv' },
  reversi: { path: 'reversi.html', key: 'hatodemowakaru-reversi-puzzles', file: '**/puzzles/reversi.tsv' },
};
// The page with the test's set in place of the site's, its fetches counted.
async function openWithSet(game, query = '', { contextOptions = WIDE, stored = [], fail = false } = {}) {
  const { path, file } = GAMES[game];
  const fetched = { count: 0 };
  const routes = [[file, (route) => {
    fetched.count++;
    return fail ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ body: sets[game].text, contentType: 'text/tab-separated-values' });
  }]];
  const page = await openGamePage(browser, `${server.url}${path}${query}`, { routes, contextOptions, initScripts: stored.map((s) => [storeSetting, s]) });
  page.fetched = fetched;
  return page;
}
const shown = (page) => page.evaluate(() => ({
  open: !document.getElementById('puzzle').hidden,
  line: document.getElementById('puzzle-line').textContent,
  info: document.getElementById('puzzle-info').textContent,
  rating: document.getElementById('puzzle-rating').textContent,
  status: document.getElementById('status').textContent,
  hash: location.hash,
  winning: [...document.querySelectorAll('#board .cell.winning')].map((c) => Number(c.dataset.square)),
  best: [...document.querySelectorAll('#board .cell.best')].map((c) => Number(c.dataset.square)),
  notes: Object.fromEntries([...document.querySelectorAll('#board .note')].map((n) => [n.parentElement.dataset.square, n.textContent])),
  cells: [...document.querySelectorAll('#board .cell')].map((c) => c.getAttribute('aria-label')),
}));
const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);
const openPuzzle = async (page, id) => {
  await page.evaluate((puzzle) => { location.hash = `puzzle=${puzzle}`; }, id);
  await eventually(async () => (await shown(page)).info.includes(id), 10_000);
};
const names = (game) => game === 'knights' ? (s) => `${'abcdefgh'[s % 8]}${8 - Math.floor(s / 8)}` : (c) => `${'abcdefgh'[c % 8]}${Math.floor(c / 8) + 1}`;

test('knights: a wrong square refuted by the winning replies, rated a miss; then the answer played on; the game given back', async () => {
  const page = await openWithSet('knights');
  await clickSquare(page, 27);  // the game: d5, and the AI's reply
  await eventually(async () => (await shown(page)).cells.some((label) => label.includes(ja.markComputer('').trim())), 10_000);
  const gameBoard = (await shown(page)).cells;
  const [puzzle] = sets.knights.puzzles;
  await openPuzzle(page, puzzle.id);
  const start = await shown(page);
  assert.equal(start.line, ja.puzzleFindWin((puzzle.position.split('N').length - 1) % 2 ? ja.secondPlayer : ja.firstPlayer));
  await clickSquare(page, puzzle.wrong);
  await eventually(async () => (await shown(page)).winning.length > 0, 20_000);
  const refuted = await shown(page);
  const knights = await loadEngine('knights');
  const after = knights.KnightGame.fromText(puzzle.position);
  after.play(puzzle.wrong);
  const replies = after.winningMoves();
  after.delete();
  assert.deepEqual(refuted.winning, replies);
  assert.equal(refuted.line, ja.puzzleWrongKnight(puzzle.wrongName, replies.map(names('knights')).join(' ')));
  assert.equal(refuted.notes[puzzle.wrong], '✗');
  const missed = await stored(page, GAMES.knights.key);
  assert.ok(missed.player.rating < NEWCOMER.rating && missed.streak === 0 && missed.puzzles[puzzle.id].rating > puzzle.rating);

  await page.click('#puzzle-retry');
  await clickSquare(page, puzzle.moves[0]);
  await eventually(async () => Object.values((await shown(page)).notes).includes('1'), 20_000);
  const solved = await shown(page);
  assert.ok(solved.line.startsWith(ja.puzzleRightLate(puzzle.answers[0])), solved.line);
  assert.equal(solved.notes[puzzle.moves[0]], '✓');
  assert.ok(Object.values(solved.notes).includes('1'), 'the line played on');
  assert.deepEqual(await stored(page, GAMES.knights.key), missed, 'a puzzle is rated at its first try only');

  await page.click('#puzzle-leave');
  const back = await shown(page);
  assert.ok(!back.open);
  assert.deepEqual(back.cells, gameBoard, 'the game as it was');
  assert.match(back.hash, /moves=d5/);
  await closeClean(page);
});

test('Reversi: a worse move refuted by the exact values, a best one solved and its line played on; the rating stored', async () => {
  const page = await openWithSet('reversi', '?lang=en');
  const [puzzle] = sets.reversi.puzzles;
  await openPuzzle(page, puzzle.id);
  await page.click('#puzzle-next');  // another puzzle near the rating; then the one asked for again
  await openPuzzle(page, sets.reversi.puzzles[1].id);
  const other = sets.reversi.puzzles[1];
  await clickSquare(page, other.moves[0]);
  await eventually(async () => Object.values((await shown(page)).notes).includes('1'), 30_000);
  const solved = await stored(page, GAMES.reversi.key);
  assert.equal(solved.streak, 1);
  assert.ok(solved.player.rating > NEWCOMER.rating);
  assert.match((await shown(page)).rating, new RegExp(`Rating ${Math.round(solved.player.rating)} \\(\\+\\d+\\) · streak 1`));

  await openPuzzle(page, puzzle.id);
  await clickSquare(page, puzzle.wrong);
  await eventually(async () => (await shown(page)).best.length > 0, 30_000);
  const refuted = await shown(page);
  const value = (score) => (score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0');
  const best = Math.max(...Object.values(puzzle.values));
  assert.deepEqual(refuted.best, puzzle.moves);
  assert.equal(refuted.notes[puzzle.wrong], value(puzzle.values[puzzle.wrong]));
  assert.equal(refuted.notes[puzzle.moves[0]], value(best));
  assert.equal(refuted.line, en.puzzleWrongReversi(puzzle.wrongName, value(puzzle.values[puzzle.wrong]), `${puzzle.answers[0]} ${value(best)}`));
  const missed = await stored(page, GAMES.reversi.key);
  assert.equal(missed.streak, 0);
  assert.ok(missed.player.rating < solved.player.rating);
  await page.click('#puzzle-show');
  assert.deepEqual((await shown(page)).best, puzzle.moves);
  assert.deepEqual(await axeViolations(page), [], 'axe with the puzzles open');
  await closeClean(page);
});

test('the daily puzzle is the date\'s; a link opens its puzzle, an unknown one is said and opens nothing; the set is fetched once', async () => {
  const page = await openWithSet('knights', '?lang=en');
  await page.click('#puzzle-open');
  await eventually(async () => (await shown(page)).open, 10_000);
  await page.click('#puzzle-daily');
  const today = dailyPuzzle(sets.knights.puzzles, new Date(await page.evaluate(() => Date.now())));
  await eventually(async () => (await shown(page)).info === en.puzzleInfo(today.id, today.rating, true));
  assert.equal((await shown(page)).hash, `#puzzle=${today.id}`);
  await page.click('#puzzle-leave');
  assert.equal(page.fetched.count, 1);

  await page.evaluate(() => { location.hash = 'puzzle=k99999'; });
  await eventually(async () => (await shown(page)).status.includes(en.puzzleUnknown('k99999')), 5000);
  assert.ok(!(await shown(page)).open);
  await closeClean(page);

  const linked = await openWithSet('knights', `?lang=en#puzzle=${sets.knights.puzzles[2].id}`);
  await eventually(async () => (await shown(linked)).info.includes(sets.knights.puzzles[2].id), 10_000);
  await closeClean(linked);
});

test('a corrupt stored rating reads as a newcomer\'s and is written over; a failed download is said and changes nothing', async () => {
  const page = await openWithSet('reversi', '?lang=en', { stored: [{ key: GAMES.reversi.key, text: '{"player":{"rating":"oops"},"streak":-3' }] });
  await page.click('#puzzle-open');
  await eventually(async () => (await shown(page)).open, 10_000);
  assert.match((await shown(page)).rating, /^Rating 1500 · streak 0$/);
  await page.click('#puzzle-show');
  assert.equal((await stored(page, GAMES.reversi.key)).player.rating < 1500, true);
  await closeClean(page);

  const failing = await openWithSet('knights', '?lang=en', { fail: true });
  const before = await shown(failing);
  await failing.click('#puzzle-open');
  await eventually(async () => (await shown(failing)).status.includes(en.puzzleLoadFailure('HTTP 404')), 5000);
  const afterFailure = await shown(failing);
  assert.ok(!afterFailure.open);
  assert.deepEqual(afterFailure.cells, before.cells);
  const problems = failing.problems.splice(0);
  assert.ok(problems.length && problems.every((p) => /^(console: Failed to load resource|http 404: .*puzzles\/knights\.tsv$)/.test(p)), problems.join());
  await closeClean(failing);
});

test('screenshots for the docs: each game\'s puzzle refuted, desktop and phone', async () => {
  for (const [game, contextOptions, name] of [['knights', WIDE, 'desktop'], ['reversi', WIDE, 'desktop'], ['knights', PHONE, 'phone-en'], ['reversi', PHONE, 'phone-en']]) {
    const page = await openWithSet(game, name.endsWith('en') ? '?lang=en' : '', { contextOptions });
    const [puzzle] = sets[game].puzzles;
    await openPuzzle(page, puzzle.id);
    await clickSquare(page, puzzle.wrong);
    await eventually(async () => { const s = await shown(page); return s.winning.length + s.best.length > 0; }, 30_000);
    const fits = await page.evaluate(() => document.getElementById('puzzle-buttons').getBoundingClientRect().bottom <= innerHeight);
    assert.ok(fits, `${game} ${name}: the board, the question and the buttons in view together`);
    await page.screenshot({ path: `${ARTIFACT_DIR}/puzzles-${game}-${name}.png` });
    await closeClean(page);
  }
});
