// The game flow of the Reversi page: against the CPU (you take black and move first, or white and
// second) or two players at one screen, on 8×8 or 6×6. Clicks become moves when the engine says
// they are legal; a side without a move passes at once, and the status line says so until the
// next move of a player; the CPU replies at the original page's pace; a new game cancels whatever
// the CPU was about to play. The sounds: select for a player's move, cpu for the CPU's, ng for a
// click that cannot be played, and win or lose at the end (win for either side of two players;
// a draw ends silently).
import { AI_OPENING_DELAY_MS, AI_REPLY_DELAY_MS, delay } from '../play/pacing.js';

const BLACK = 0;
const DRAW = 2;  // winner() once the game is over: 0 black, 1 white, 2 a draw

export class ReversiController {
  #engine;
  #chooseMove;
  #board;
  #status;
  #sounds;
  #strings;
  #stopped = false;
  #game = null;
  #names = [];
  #humanSide = null;  // against the CPU: the player's side, 0 black or 1 white; null for two players
  #notice = null;  // what the status line says happened since a player last moved (a pass)
  #currentGame = null;  // aborted when a new game starts, so the CPU's pending move is dropped

  // chooseMove({ size, moves }, signal) resolves to the CPU's cell for the moves played so far (-1
  // a pass); it may take its time and may stop early once signal is aborted.
  constructor({ engine, chooseMove, board, status, sounds, strings }) {
    this.#engine = engine;
    this.#chooseMove = chooseMove;
    this.#board = board;
    this.#status = status;
    this.#sounds = sounds;
    this.#strings = strings;
    board.onSquareClick = (cell) => this.click(cell);
  }

  // Starts a game, silently: { size: 8 or 6, humanSide: 0, 1, or null for two players }. The CPU
  // opens when it has black.
  newGame({ size, humanSide }) {
    this.#currentGame?.abort();
    this.#currentGame = new AbortController();
    this.#game?.delete();
    this.#game = new this.#engine.Reversi(size);
    this.#names = Array.from({ length: size * size }, (_, cell) => this.#game.squareName(cell));
    this.#humanSide = humanSide;
    this.#notice = null;
    this.#show();
    if (this.#isCpuTurn()) this.#playCpu(AI_OPENING_DELAY_MS);
  }

  // The reset buttons: a new game, with the select sound.
  reset(options) {
    this.newGame(options);
    this.#sounds.play('select');
  }

  // Ends play for good (the CPU is gone): a pending move is dropped, clicks no longer play.
  stop() {
    this.#stopped = true;
    this.#currentGame?.abort();
  }

  // A click on a cell: the player's move when it is theirs to make and legal, else the ng sound.
  click(cell) {
    if (this.#stopped) return;
    if (!this.#isPlayersTurn() || !this.#game.legalMoves().includes(cell)) {
      this.#sounds.play('ng');
      return;
    }
    this.#game.play(cell);
    this.#notice = null;
    this.#sounds.play('select');
    this.#afterMove();
  }

  #isPlayersTurn() {
    return !this.#game.isOver() && (this.#humanSide === null || this.#game.sideToMove() === this.#humanSide);
  }

  #isCpuTurn() {
    return !this.#game.isOver() && this.#humanSide !== null && this.#game.sideToMove() !== this.#humanSide;
  }

  // The CPU thinks while the delay runs and moves when both are done, unless the game was reset.
  async #playCpu(delayMs) {
    const { signal } = this.#currentGame;
    const position = { size: this.#game.size(), moves: this.#game.history() };
    try {
      const [cell] = await Promise.all([this.#chooseMove(position, signal), delay(delayMs, signal)]);
      if (signal.aborted) return;
      this.#game.play(cell);
    } catch (error) {
      if (signal.aborted) return;  // a new game came first: this move belonged to the old one
      this.#status.show(this.#strings.cpuFailure);
      console.error('the CPU could not move:', error);
      return;
    }
    this.#sounds.play('cpu');
    this.#afterMove();
  }

  // After any move: a forced pass is made at once (and said), the position shown, the end sounded,
  // or the CPU set to reply.
  #afterMove() {
    if (this.#game.mustPass()) {
      this.#notice = this.#passNotice(this.#game.sideToMove());
      this.#game.pass();
    }
    this.#show();
    if (this.#game.isOver()) this.#soundResult();
    else if (this.#isCpuTurn()) this.#playCpu(AI_REPLY_DELAY_MS);
  }

  #passNotice(side) {
    const s = this.#strings;
    if (this.#humanSide === null) return s.passed(this.#colorName(side));
    return side === this.#humanSide ? s.passedYou : s.passedCpu;
  }

  #soundResult() {
    const winner = this.#game.winner();
    if (winner === DRAW) return;
    this.#sounds.play(this.#humanSide === null || winner === this.#humanSide ? 'win' : 'lose');
  }

  #show() {
    const game = this.#game;
    const counts = game.discCounts();
    const legal = this.#isPlayersTurn() ? game.legalMoves() : null;  // null while the CPU thinks or after the end
    this.#board.draw({
      codes: game.cells(),
      names: this.#names,
      legal: legal ?? [],
      lastMove: game.history().findLast((cell) => cell !== -1) ?? -1,
      counts,
      humanSide: this.#humanSide,
    });
    this.#status.show(this.#statusText(counts, legal), this.#notice);
  }

  #statusText([black, white], legal) {
    const s = this.#strings;
    const game = this.#game;
    if (game.isOver()) {
      const winner = game.winner();
      const result = winner === DRAW ? s.draw
        : this.#humanSide === null ? s.colorWins(this.#colorName(winner))
        : winner === this.#humanSide ? s.won : s.lost;
      return `${result} ${s.finalCount(black, white)}`;
    }
    if (!legal) return s.cpuThinking;
    const color = this.#colorName(game.sideToMove());
    return this.#humanSide === null ? s.reversiTurn(color, legal.length) : s.reversiYourTurn(color, legal.length);
  }

  #colorName(side) {
    return side === BLACK ? this.#strings.black : this.#strings.white;
  }
}
