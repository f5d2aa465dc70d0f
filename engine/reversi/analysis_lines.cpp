// The lines behind an analysis's values (MoveValue::line): for an estimate, the play the midgame
// search's table expects, its best moves followed from node to node as engines read their principal
// variation; for an exact value, a line proven move by move, since an endgame entry's move may
// be only the first to refute a null window, not one that keeps the score.
#include "reversi/search.hpp"

namespace engine::reversi {

void Search::append_table_line(Board board, int moves, std::vector<Square>& line) const {
  const Bitboard squares = geometry_.squares;
  while (moves > 0) {
    const Bitboard legal = legal_moves(board, squares);
    if (!legal) {
      if (!legal_moves(board.passed(), squares)) break;
      line.push_back(kPass);
      board = board.passed();
      continue;
    }
    const TableEntry* entry = table_.probe(board);
    if (!entry || entry->move == kPass || !contains(legal, entry->move)) break;
    const Square move = entry->move;
    line.push_back(move);
    board = board.after(move, flips(move, board.player, board.opponent));
    --moves;
  }
  if (!line.empty() && line.back() == kPass) line.pop_back();  // a pass only before a move: the line ends where the table does
}

void Search::append_exact_line(Board board, int score, std::vector<Square>& line) {
  const Bitboard squares = geometry_.squares;
  const int selectivity = selectivity_;
  selectivity_ = kFullWidth;
  while (true) {
    const Bitboard legal = legal_moves(board, squares);
    if (!legal) {
      if (!legal_moves(board.passed(), squares)) break;  // the end: the line has reached the score
      line.push_back(kPass);
      board = board.passed();
      score = -score;
      continue;
    }
    // Final scores are even, so the window (score - 1, score + 1) holds only the score, which the
    // search reaches exactly, naming a move that keeps it (as the solver's probes do).
    Square move = kPass;
    const int found = solve_sorted(board, score - 1, score + 1, popcount(board.empties(squares)), legal, &move);
    if (stopped_ || found != score) break;
    line.push_back(move);
    board = board.after(move, flips(move, board.player, board.opponent));
    score = -score;
  }
  selectivity_ = selectivity;
}

}  // namespace engine::reversi
