// Helpers for the knight page's browser tests: its texts, reading its board back, the node engine's
// games, and whole games played out against the AI. The helpers both pages share (game_page.mjs)
// are exported from here too, so that a knight test imports from one place.
import assert from 'node:assert/strict';
import { replay, withGame } from '../js/load_engine.mjs';
import { clickSquare, letAiMove, status } from './game_page.mjs';

export {
  clickSquare, closeClean, letAiMove, openGamePage as openKnightPage, readStatus, requestGate, soundLog, soundsPlayed,
  spyOnWorkers, status, waitForGame, workerSettled, wrappedWorker, zeroRandom,
} from './game_page.mjs';

export const STATUS_FIRST_TURN = 'あなたのターン (残り 64 箇所)';
export const THINKING = 'AI思考中...';
export const VOLUME_KEY = 'hatodemowakaru-volume';

// Returns fn(game) for a game of the node engine after the given moves, freeing it afterwards.
export const atKnightPosition = (engine, moves, fn) => withGame(new engine.KnightGame(), (game) => fn(replay(game, moves)));

// Returns the 64 cells' texts: '♞' a knight, '×' an attacked empty square, '' a free one.
export const board = (page) => page.$$eval('#board .cell', (cells) => cells.map((c) => c.textContent));

export const knights = (cells) => cells.flatMap((text, square) => (text === '♞' ? [square] : []));
export const freeSquares = (cells) => cells.flatMap((text, square) => (text === '' ? [square] : []));

// Plays a game out where respond(cells) picks your squares and place(square) plays one (a click by
// default); returns the final board. The AI's reply is awaited after each of your moves (the
// worker in real time, the delay on the page's fake clock). frame: the frame holding the game,
// when it is embedded; thinking: the status line while the AI thinks, in the page's language.
export async function playOut(page, respond, { frame = page, place = (square) => clickSquare(frame, square), thinking = THINKING } = {}) {
  let cells = await board(frame);
  for (;;) {
    const free = freeSquares(cells);
    if (free.length === 0) return cells;
    const square = respond(cells);
    assert.ok(free.includes(square), `the strategy picks a free square (${square})`);
    await place(square);
    cells = await board(frame);
    if (freeSquares(cells).length === 0) return cells;
    assert.equal(await status(frame), thinking);
    await letAiMove(page, { frame });
    cells = await board(frame);
  }
}

// A strategy for playOut as the second player: answer each AI knight on s with one on 63 - s, its
// mirror through the centre. A knight never attacks its mirror square, so the answer is always
// legal and the second player places the last knight: you win.
// The AI's last knight is the one whose mirror is free (the others are answered), so the strategy
// also plays on from a game opened at a link.
export function mirrorStrategy() {
  return (cells) => 63 - knights(cells).find((square) => cells[63 - square] === '');
}

