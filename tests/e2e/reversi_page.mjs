// Helpers for the Reversi page's browser tests: open the page, read back its board (discs, legal
// and last-move marks), disc counts, status line and settings, and GameOnPage, the node engine's
// game played alongside the page's, which says what the page must show after every move.
import assert from 'node:assert/strict';
import { STRONG_BUDGET_MS } from '../../web/js/reversi/reversi_ai.js';
import { withGame } from '../js/load_engine.mjs';
import { clickSquare, letAiMove, openGamePage, readStatus, statusOf } from './game_page.mjs';

export { readStatus };

export const THINKING = 'CPU思考中...';
export const SETTING_KEYS = {
  size: 'hatodemowakaru-reversi-size', mode: 'hatodemowakaru-reversi-mode', level: 'hatodemowakaru-reversi-level',
};
const COLOR = ['黒', '白'];
const DRAW = 2;  // the engine's winner() for a draw

// Opens reversi.html of the site at siteUrl (with query), with openGamePage's options.
export const openReversiPage = (browser, siteUrl, { query = '', ...options } = {}) =>
  openGamePage(browser, `${siteUrl}reversi.html${query}`, options);

// Returns what the board (of the page or frame) shows: { discs, legal, last } — discs one code per
// cell as the engine's cells() gives them (0 empty, 1 black, 2 white; 3 would be both), legal the
// cells marked legal, last the cells marked as the last move.
const boardOf = (cells) => {  // runs in the page, on the board's cells
  const marked = (name) => cells.flatMap((cell, index) => (cell.classList.contains(name) ? [index] : []));
  return {
    discs: cells.map((cell) => Number(cell.classList.contains('disc-black')) + 2 * Number(cell.classList.contains('disc-white'))),
    legal: marked('legal'),
    last: marked('last'),
  };
};
export const readBoard = (frame) => frame.$$eval('#board .cell', boardOf);

// Returns the two disc counts' texts, black's first.
const countsOf = (els) => els.map((el) => el.textContent);  // runs in the page
export const readCounts = (frame) => frame.$$eval('#counts .count', countsOf);

// Returns { board, counts, status, sounds }, what readBoard, readCounts, readStatus and soundsPlayed
// return, read in one round trip to the page (of one moment): GameOnPage checks them after every move.
const readShown = (frame) => frame.evaluate(`({
  board: (${boardOf})([...document.querySelectorAll('#board .cell')]),
  counts: (${countsOf})([...document.querySelectorAll('#counts .count')]),
  status: (${statusOf})(document.querySelector('#status')),
  sounds: window.soundLog.map((entry) => entry.name),
})`);


// The settings' radio groups: name 'size', 'mode' or 'level'.
export const choose = (frame, name, value) => frame.check(`#options input[name="${name}"][value="${value}"]`);
export const chosen = (frame, name) => frame.$eval(`#options input[name="${name}"]:checked`, (input) => input.value);
export const stored = (frame, name) => frame.evaluate((key) => localStorage.getItem(key), SETTING_KEYS[name]);

// The status texts, spelled here independently of the page's string table.
const yourTurn = (color, count) => `あなたの番です (${color}・置ける場所 ${count} 箇所)`;
export const colorTurn = (color, count) => `${color}の番です (置ける場所 ${count} 箇所)`;
export const passNotice = (who) => `${who}は置ける場所がありません — パス`;
const finalCount = ([black, white]) => `（黒 ${black} − 白 ${white}）`;

// The node engine's game, played alongside the page's: every move is made on both (a click, or
// the CPU's move as the engine foresees it at seed 0: zeroRandom must be on), a forced pass made by
// the engine with the move, and assertShown() checks the page against it — the board, its marks, the
// counts, the status line with the notice of a pass since a player's last move (none once the game
// is over), and the sounds.
// humanSide: 0 black, 1 white, null for two players. Call delete() when done.
export class GameOnPage {
  engine;
  page;
  game;
  humanSide;
  size;
  notice = null;
  passes = [];  // the sides that had to pass, in order
  flash = null;  // the reason of a refused click, said until the next move
  discsPlayed = [];  // { cell, side } of every disc played, in order
  sounds;

  constructor(engine, page, { size = 8, humanSide = 0, soundsBefore = [] } = {}) {
    this.engine = engine;
    this.page = page;
    this.game = new engine.Reversi(size);
    this.size = size;
    this.humanSide = humanSide;
    this.sounds = [...soundsBefore];
  }

  delete() { this.game.delete(); }

  get over() { return this.game.state().over; }

  // True when the page waits for a click: two players, or the human's side to move.
  get playersTurn() {
    return !this.over && (this.humanSide === null || this.game.state().sideToMove === this.humanSide);
  }

  // Clicks cell (by default the first legal one) as the player to move.
  async click(cell = this.game.legalMoves()[0]) {
    await clickSquare(this.page, cell);
    this.played(cell, 'select');
  }

  // The CPU's move as the engine foresees it (seed 0), at the page's budget.
  cpuChoice(level = 'random') {
    return this.game.aiMove(level, 0, STRONG_BUDGET_MS);
  }

  // Lets the page's CPU move and makes the move the engine foresees for it: 500 ms after your
  // move, its opening 1000 ms after the reset.
  async cpuMove(level = 'random') {
    const cell = this.cpuChoice(level);
    await letAiMove(this.page, { ms: this.game.history().length === 0 ? 1000 : 500 });
    this.played(cell, 'cpu');
  }

  // Records a move the page has made (a player's with sound 'select', the CPU's with 'cpu'): the
  // result's sound comes after the CPU's and before the player's, as on the knight page.
  played(cell, sound) {
    if (sound === 'select') this.notice = null;
    this.flash = null;
    this.discsPlayed.push({ cell, side: this.game.state().sideToMove });
    this.game.play(cell);
    if (sound === 'cpu') this.sounds.push(sound);
    const { passed: side } = this.game.state();
    if (side !== null) {
      this.passes.push(side);
      this.notice = passNotice(this.humanSide === null ? COLOR[side] : side === this.humanSide ? 'あなた' : 'CPU');
    }
    if (this.over) this.notice = null;  // the result says it all
    const winner = this.over ? this.game.state().winner : DRAW;
    if (winner !== DRAW) this.sounds.push(this.humanSide === null || winner === this.humanSide ? 'win' : 'lose');
    if (sound === 'select') this.sounds.push(sound);
  }

  // A click the page must refuse: ng, the reason above the status line until the next move, and
  // nothing else changes.
  async refuse(cell) {
    await clickSquare(this.page, cell);
    this.sounds.push('ng');
    this.flash = this.refusal(cell);
    await this.assertShown(`a refused click on ${this.game.squareName(cell)}`);
  }

  // Why the page refuses a click on cell now, as it says it (spelled here independently).
  refusal(cell) {
    if (!this.over && !this.playersTurn) return 'CPUの番です';
    const { REFUSAL } = this.engine;
    const name = this.game.squareName(cell);
    const reason = this.game.refusal(cell).reason;
    return reason === REFUSAL.OCCUPIED ? `${name} にはもう置かれています`
      : reason === REFUSAL.NO_FLIP ? `${name} に置いても裏返せる石がありません`
      : reason === REFUSAL.GAME_OVER ? 'ゲームは終わりました'
      : `unexpected reason ${reason}`;
  }

  expectedStatus() {
    const state = this.game.state();
    let text;
    if (state.over) {
      const { winner } = state;
      const result = winner === DRAW ? '引き分けです'
        : this.humanSide === null ? `${COLOR[winner]}の勝ちです`
        : winner === this.humanSide ? 'あなたの勝ち！' : 'あなたの負け！';
      text = `${result} ${finalCount(state.counts)}`;
    } else if (!this.playersTurn) {
      text = THINKING;
    } else {
      const color = COLOR[state.sideToMove];
      const count = state.legalMoves.length;
      text = this.humanSide === null ? colorTurn(color, count) : yourTurn(color, count);
    }
    return { notice: this.flash ?? this.notice, text };
  }

  expectedCounts() {
    const you = (side) => (side === this.humanSide ? '（あなた）' : '');
    const [black, white] = this.game.state().counts;
    return [`黒${you(0)} ${black}`, `白${you(1)} ${white}`];
  }

  // The last-move marks: the discs played since the side to move last played one (both of them
  // when it had to pass), or the last disc when the other side passed.
  expectedBoard() {
    const since = this.discsPlayed.findLastIndex(({ side }) => side === this.game.state().sideToMove);
    const last = this.discsPlayed.slice(since + 1).map(({ cell }) => cell);
    return {
      discs: this.game.state().cells,
      legal: this.playersTurn ? [...this.game.legalMoves()].sort((a, b) => a - b) : [],
      last: (last.length > 0 ? last : this.discsPlayed.slice(-1).map(({ cell }) => cell)).sort((a, b) => a - b),
    };
  }

  async assertShown(when = this.game.history().map((cell) => this.game.squareName(cell)).join(' ')) {
    const shown = await readShown(this.page);
    assert.deepEqual(shown.board, this.expectedBoard(), `the board after ${when}`);
    assert.deepEqual(shown.counts, this.expectedCounts(), `the counts after ${when}`);
    assert.deepEqual(shown.status, this.expectedStatus(), `the status after ${when}`);
    assert.deepEqual(shown.sounds, this.sounds, `the sounds after ${when}`);
  }

  // Plays the first moves of a game (cells, passes left out) as a link opened on the page shows
  // them, silently: all but the last `plies`, and on to where the player is to move with no pass
  // to say. Returns the link's hash, for a test of the game's end to open and click only the rest
  // (a click costs a tenth of a second).
  openedNear(moves, plies = 6) {
    let ply = 0;
    while (ply < moves.length - plies || !this.playersTurn || this.notice !== null) {
      assert.ok(ply < moves.length, 'a position to open the link at before the end');
      this.played(moves[ply++], this.playersTurn ? 'select' : 'cpu');
    }
    this.sounds = [];
    const names = this.game.history().map((cell) => this.game.squareName(cell)).join('');
    const you = this.humanSide === null ? 'both' : ['black', 'white'][this.humanSide];
    return `#moves=${names}&size=${this.size}&you=${you}&level=random`;
  }

  // Plays on until the game is over or stop() says so, choosing the players' cells with
  // pick(game), checking the page after every move.
  async playOut(pick = (game) => game.legalMoves()[0], stop = () => false) {
    while (!this.over && !stop()) {
      if (this.playersTurn) await this.click(pick(this.game));
      else await this.cpuMove();
      await this.assertShown();
    }
  }
}

// Returns the shortest line found in `tries` random games (from a fixed seed) that leaves side
// `passer` without a move, its first pass of the game: as cells, played from the start on a board
// of `size`; the moves of side cpuSide, if any, the CPU's at seed 0 (what the page plays with
// zeroRandom on). Null when none was found. Found once per engine and question (seconds of the
// node engine's time), then remembered: the tests of both views ask alike.
const linesToPass = new WeakMap();  // engine → Map(question → line)
export function shortestLineToPass(engine, { size, passer, cpuSide = null, tries = 2000 }) {
  if (!linesToPass.has(engine)) linesToPass.set(engine, new Map());
  const lines = linesToPass.get(engine);
  const question = JSON.stringify([size, passer, cpuSide, tries]);
  if (!lines.has(question)) lines.set(question, searchLineToPass(engine, { size, passer, cpuSide, tries }));
  return lines.get(question)?.slice() ?? null;
}

function searchLineToPass(engine, { size, passer, cpuSide, tries }) {
  let seed = 1;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  let best = null;
  // A fresh game a try: going back to the start and playing on would keep every earlier try as
  // a side line of the record, and state() would copy that growing tree out on every move.
  for (let i = 0; i < tries; i++) {
    withGame(new engine.Reversi(size), (game) => {
      // One state() a move (it copies the whole board out of wasm); until the first pass, which
      // ends the game's search, every play adds one move to the history.
      let state = game.state();
      for (let plies = 0; !state.over && (best === null || plies < best.length - 1); plies++) {
        const legal = game.legalMoves();
        game.play(state.sideToMove === cpuSide ? game.aiMove('random', 0, STRONG_BUDGET_MS) : legal[random(legal.length)]);
        state = game.state();
        if (state.passed !== null) {
          if (state.passed === passer) best = game.history();
          break;
        }
      }
    });
  }
  return best;
}

// Ways for a player to pick among the legal cells, for games whose end the engine foresees.
export const PICKS = {
  first: (game) => game.legalMoves()[0],
  last: (game) => game.legalMoves().at(-1),
  middle: (game) => game.legalMoves()[game.legalMoves().length >> 1],
};

// Returns the name of a pick with which the game on `size` ends with `winner` (0 black, 1 white, 2
// a draw), played out in node: the pick plays both sides (humanSide null) or humanSide against the
// seed-0 random CPU. Null when none does.
export function pickFor(engine, { size, humanSide, winner }) {
  return Object.keys(PICKS).find((pick) => playedOut(engine, { size, humanSide, pick }).winner === winner) ?? null;
}

// Returns { moves, winner } of the game on `size` that the pick named `pick` plays out as pickFor
// says: its moves as cells (passes left out), and its winner.
export function playedOut(engine, { size, humanSide, pick }) {
  return withGame(new engine.Reversi(size), (game) => {
    while (!game.state().over) {
      const cpu = humanSide !== null && game.state().sideToMove !== humanSide;
      game.play(cpu ? game.aiMove('random', 0, STRONG_BUDGET_MS) : PICKS[pick](game));
    }
    return { moves: game.history(), winner: game.state().winner };
  });
}
