#include "reversi/transposition_table.hpp"

#include <algorithm>

namespace engine::reversi {

void TranspositionTable::store(const Board& board, int depth, int selectivity, int alpha, int beta, int score,
                               Square move) {
  const int lower = score > alpha ? score : -kInfinity;
  const int upper = score < beta ? score : kInfinity;
  TableEntry* bucket = &entries_[index(board)];
  // Replaced first: an earlier search's entry, then the shallower.
  const auto worth = [this](const TableEntry& e) { return (e.date == date_ ? 256 : 0) + e.depth; };
  TableEntry* slot = worth(bucket[1]) < worth(bucket[0]) ? &bucket[1] : &bucket[0];
  for (int i = 0; i < 2; ++i) {
    TableEntry& e = bucket[i];
    if (e.depth && e.player == board.player && e.opponent == board.opponent) {
      // A deeper result is worth more, and of equal depths the one that pruned less.
      if (e.depth > depth || (e.depth == depth && e.selectivity > selectivity)) {
        e.date = date_;
        return;
      }
      if (e.depth == depth && e.selectivity == selectivity && std::max<int>(e.lower, lower) <= std::min<int>(e.upper, upper)) {
        // Two null-window searches of one position narrow its bounds together.
        e.lower = static_cast<std::int16_t>(std::max<int>(e.lower, lower));
        e.upper = static_cast<std::int16_t>(std::min<int>(e.upper, upper));
        if (score > alpha) e.move = static_cast<std::int8_t>(move);
        return;
      }
      slot = &e;
      break;
    }
  }
  *slot = {board.player, board.opponent, static_cast<std::int16_t>(lower), static_cast<std::int16_t>(upper),
           static_cast<std::int8_t>(move), static_cast<std::uint8_t>(depth), static_cast<std::uint8_t>(selectivity), date_};
}

}  // namespace engine::reversi
