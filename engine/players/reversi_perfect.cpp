#include "players/reversi_perfect.hpp"

#include <limits>
#include <vector>

#include "core/random.hpp"

namespace engine::reversi {

std::optional<Square> perfect_move(const ExactBook& book, const Board& board, std::uint64_t seed, const Limits& limits,
                                   TranspositionTable& table, const Evaluation& evaluation) {
  if (const std::optional<Square> move = exact_book_move(book, board, seed)) return move;
  const Geometry& g = book.geometry();
  if (popcount(board.empties(g.squares)) > book.solver_empties() || limits.nodes != std::numeric_limits<std::uint64_t>::max())
    return std::nullopt;
  table.begin_search(&evaluation, g.size);
  Search search(g, table, evaluation);
  // The value: the book's, at a leaf of its tree (which spares the solve most of the move's
  // time), else the solver's, with its best move.
  const std::optional<int> known = book.value(board);
  const SearchResult solved = known ? SearchResult{} : search.solve(board);
  const int value = known ? *known : solved.score;
  // The moves in a seeded order; the first that keeps the value, each proven by a null-window
  // solve (a move that loses is refuted quickly, with the table the solve filled).
  std::vector<Square> moves;
  for (Bitboard rest = legal_moves(board, g.squares); rest;) moves.push_back(pop_lsb(rest));
  Random rng(seed);
  for (std::size_t i = moves.size(); i > 1; --i) std::swap(moves[i - 1], moves[rng.below(static_cast<std::uint32_t>(i))]);
  for (const Square move : moves)
    if (move == solved.move || search.at_most(board.after(move, flips(move, board.player, board.opponent)), -value))
      return move;
  // None keeps the book's value only in a damaged book: think() then answers.
  if (known) return std::nullopt;
  return solved.move;
}

}  // namespace engine::reversi
