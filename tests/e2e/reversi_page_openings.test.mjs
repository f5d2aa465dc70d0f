// The named openings on the Reversi page (issue 40): a game played into a named opening shows its
// name under the board, in the move list (the title of the move that reached it) and in the review,
// in Japanese and in English; a line turned half round is named the same; once the game leaves the
// table the deepest name reached stays, and stepping back shows the names of the earlier moves; the
// line under the board keeps its height empty or not; axe finds nothing with a name shown.
// The texts are spelt here, independently of the page's string tables.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './accessibility_audit.mjs';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { clickSquare, closeClean } from './game_page.mjs';
import { openReversiPage } from './reversi_page.mjs';

// The Tiger, then two moves the table has no line for.
const TIGER_AND_OUT = 'f5d6c3d3c4f4d2';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

// What the page shows of the openings, in one round trip: the line under the board and its
// height, and each move's title by ply.
const openingsShown = (page) => page.evaluate(() => ({
  line: document.getElementById('opening').textContent,
  height: document.getElementById('opening').getBoundingClientRect().height,
  titles: [...document.querySelectorAll('#moves button[data-ply]')].map((button) => button.title),
}));

test('Japanese: the Tiger under the board and on its move, kept after the table ends; earlier moves show theirs', async () => {
  const page = await openReversiPage(browser, server.url, { query: `#moves=${TIGER_AND_OUT}&you=both` });
  try {
    const end = await openingsShown(page);
    assert.equal(end.line, '定石: 虎定石（Tiger）', 'the deepest name reached stays after the table ends');
    assert.deepEqual(end.titles, ['', '定石: 縦取り（Perpendicular）', '', '', '定石: 虎定石（Tiger）', '', '']);
    await page.click('#moves button[data-ply="2"]');
    assert.ok(await eventually(async () => (await openingsShown(page)).line === '定石: 縦取り（Perpendicular）'), 'move 2');
    await page.click('#moves button[data-ply="1"]');
    assert.ok(await eventually(async () => (await openingsShown(page)).line === ''), 'move 1: no name yet');
    assert.equal((await openingsShown(page)).height, end.height, 'the empty line keeps its height');
  } finally {
    await closeClean(page);
  }
});

test('English: a line turned half round is the Tiger, named at the click that reaches it; axe finds nothing', async () => {
  const page = await openReversiPage(browser, server.url, { query: '?lang=en#moves=c4e3f6e6&you=both' });
  try {
    assert.equal((await openingsShown(page)).line, 'Opening: Perpendicular (縦取り)');
    await clickSquare(page, 37);  // f5
    assert.ok(await eventually(async () => (await openingsShown(page)).line === 'Opening: Tiger (虎定石)'), 'f5 reaches the Tiger');
    assert.deepEqual((await openingsShown(page)).titles, ['', 'Opening: Perpendicular (縦取り)', '', '', 'Opening: Tiger (虎定石)']);
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await closeClean(page);
  }
});

test('the review says which move reached the opening, in both languages', async () => {
  for (const [query, said] of [['', 'この手で虎定石（Tiger）。'], ['?lang=en', 'It reaches the opening Tiger (虎定石).']]) {
    const page = await openReversiPage(browser, server.url, { query: `${query}#moves=${TIGER_AND_OUT}&you=both&ply=5&review=1` });
    try {
      const line = () => page.textContent('#review-line');
      assert.ok(await eventually(async () => (await line()).endsWith(said), 30_000), `${query}: ${await line()}`);
      await page.click('#moves button[data-ply="6"]');
      assert.ok(await eventually(async () => !(await line()).includes(said)), `${query}: move 6 reached no opening`);
    } finally {
      await closeClean(page);
    }
  }
});
