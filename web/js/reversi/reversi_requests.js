// The Reversi game's requests to the engine worker, each about the position of its position text
// (the engine's positionText(), as state().position gives it), in cells as in the engine's API:
//   aiMove  { position, level, seed, budget, knowledge?, book? } → cell
//     level 'random', 'weighted', 'medium' or 'strong'; budget in ms or { ms, nodes }
//   analyze { position, budget, knowledge, book? } → [{ move, score, exact, depth, line }], best first:
//     every legal move's value and line (the engine's analyze()), and the same as progress after each step
//   review  { start, size, moves, knowledge, book? } → { turns, sides }: the review of the game from start (a
//     position text, or null for the usual start on a board of size) through moves (the engine's
//     review()), each position's turn as progress as it is done, from the end toward the opening
// knowledge: the bytes of reversi_knowledge.bin (reversi_knowledge.js), which the levels of the
// engine's knowledgeLevels() and the values need, and book?, the proven book of the position's
// board where there is one: each read by the engine with the first request that carries it. So
// any engine answering — a fresh worker, the page's own — has what it needs.
// A bad position, level, seed, budget or knowledge is answered with the engine's own error message.
import { askAtPosition, askOnRecord } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function reversiRequests(engine) {
  const { Reversi } = engine;
  let learnt = false, bookLearnt = false;
  /** @param {{ knowledge?: Uint8Array, book?: Uint8Array }} payload */
  const learn = ({ knowledge, book }) => {
    if (!learnt && knowledge !== undefined) {
      engine.loadKnowledge(knowledge);
      learnt = true;
    }
    if (!bookLearnt && book !== undefined) {
      engine.loadExactBook(book);
      bookLearnt = true;
    }
  };
  return {
    aiMove: (payload) => {
      learn(payload);
      const { position, level, seed, budget } = payload;
      return askAtPosition(Reversi, position, (game) => game.aiMove(level, seed, budget));
    },
    analyze: (payload, progress) => {
      learn(payload);
      const { position, budget } = payload;
      return askAtPosition(Reversi, position, (game) => game.analyze(budget, progress));
    },
    review: (payload, progress) => {
      learn(payload);
      const { start, size, moves } = payload;
      return askOnRecord(start === null ? new Reversi(size) : Reversi.fromText(start), moves, (game) => game.review(progress));
    },
  };
}
