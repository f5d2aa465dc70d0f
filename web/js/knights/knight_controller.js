// The game flow of the knight page: the player's clicks, the AI's replies after the original's
// delays, the two resets, and the sound that goes with each step. The engine decides what is legal
// and when the game is over; a reset cancels whatever the AI was about to play. Every position
// shown goes to the hints too, which have their say on your turn.
import { AI_OPENING_DELAY_MS, AI_REPLY_DELAY_MS, delay } from '../play/pacing.js';

export const AI_OPENING_SQUARE = 27;  // d5: the original's AI always opens there

export class KnightController {
  #engine;
  #chooseMove;
  #board;
  #status;
  #sounds;
  #hints;
  #stopped = false;
  #game = null;
  #humanSide = 0;  // the engine's side number of the player: 0 moves first, 1 second
  #currentGame = null;  // aborted when a new game starts, so the AI's pending move is dropped

  // chooseMove(history, signal) resolves to the AI's square for the moves played so far; it may
  // take its time (a worker, a search) and may stop early once signal is aborted. hints.show(position)
  // hears of every position shown (hint_advisor.js).
  constructor({ engine, chooseMove, hints, board, status, sounds }) {
    this.#engine = engine;
    this.#chooseMove = chooseMove;
    this.#board = board;
    this.#status = status;
    this.#sounds = sounds;
    this.#hints = hints;
    board.setSquareNames(Array.from({ length: 64 }, (_, square) => engine.KnightGame.squareName(square)));
    board.onSquareClick = (square) => this.click(square);
  }

  // Starts a game, silently (the page's first game); the AI opens when the player moves second.
  newGame(humanFirst) {
    this.#currentGame?.abort();
    this.#currentGame = new AbortController();
    this.#game?.delete();
    this.#game = new this.#engine.KnightGame();
    this.#humanSide = humanFirst ? 0 : 1;
    this.#show();
    if (!humanFirst) this.#playAi(AI_OPENING_DELAY_MS);
  }

  // The reset buttons: a new game, with the select sound.
  reset(humanFirst) {
    this.newGame(humanFirst);
    this.#sounds.play('select');
  }

  // Ends play for good (the AI is gone): a pending AI move and hint search are dropped, and the
  // board no longer answers clicks, as when the engine never loaded.
  stop() {
    this.#stopped = true;
    this.#currentGame?.abort();
    this.#hints.show(null);
  }

  // A click on a square: the player's move when it is theirs to make and legal, else the ng sound.
  click(square) {
    if (this.#stopped) return;
    if (!this.#isHumanTurn() || !this.#game.legalMoves().includes(square)) {
      this.#sounds.play('ng');
      return;
    }
    this.#game.play(square);
    this.#afterMove();
    this.#sounds.play('select');
    if (!this.#game.isOver()) this.#playAi(AI_REPLY_DELAY_MS);
  }

  #isHumanTurn() {
    return !this.#game.isOver() && this.#game.sideToMove() === this.#humanSide;
  }

  // The AI thinks while the delay runs and moves when both are done, unless the game was reset.
  async #playAi(delayMs) {
    const { signal } = this.#currentGame;
    const history = this.#game.history();
    try {
      const [square] = await Promise.all([
        history.length === 0 ? AI_OPENING_SQUARE : this.#chooseMove(history, signal),
        delay(delayMs, signal),
      ]);
      if (signal.aborted) return;
      this.#game.play(square);
    } catch (error) {
      if (signal.aborted) return;  // a reset came first: this move belonged to the old game
      this.#status.showAiFailure();
      console.error('the AI could not move:', error);
      return;
    }
    this.#sounds.play('cpu');
    this.#afterMove();
  }

  // Shows the position and, when the game has just ended, plays its result.
  #afterMove() {
    this.#show();
    if (this.#game.isOver()) this.#sounds.play(this.#humanWon() ? 'win' : 'lose');
  }

  #show() {
    this.#board.draw(this.#game.cells());
    if (this.#game.isOver()) this.#status.showResult(this.#humanWon());
    else if (this.#isHumanTurn()) this.#status.showYourTurn(this.#game.legalMoves().length);
    else this.#status.showThinking();
    this.#hints.show({ moves: this.#game.history(), yourTurn: this.#isHumanTurn() });
  }

  #humanWon() {
    return this.#game.winner() === this.#humanSide;
  }
}
