// Fuzz target: Reversi position text (Reversi.fromText in JavaScript, `reversi solve`). The input
// is the text. A position that parses writes back as text that parses to the same position, and
// every player, then the solver and the analysis, takes it on a small budget (any discs, so any
// number of moves); the analysis values every legal move once, each with a legal line from it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "players/reversi_players.hpp"
#include "reversi/position.hpp"
#include "reversi/search.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace engine::reversi;
  const ParsedPosition parsed = parse_position(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!parsed.error.empty()) return 0;
  const Position& position = parsed.position;
  const ParsedPosition again = parse_position(position_text(position));
  FUZZ_CHECK(again.error.empty() && again.position == position);

  static TranspositionTable table(64 * engine::kKiB);
  const Limits limits{.nodes = 300};
  const engine::Bitboard moves = legal_moves(position.board, position.geometry->squares);
  for (const Level level : kLevels) {
    const engine::Square move = choose_move(level, position, 1, limits, table);
    FUZZ_CHECK(moves ? engine::contains(moves, move) : move == engine::kPass);
  }
  table.clear();
  Search search(*position.geometry, table);
  search.solve(position.board, limits);
  engine::Bitboard valued = 0;
  for (const MoveValue& value : search.analyze(position.board, limits, nullptr, Lines::With)) {
    FUZZ_CHECK(engine::contains(moves, value.move) && !engine::contains(valued, value.move));
    valued |= engine::square_bb(value.move);
    FUZZ_CHECK(!value.line.empty() && value.line.front() == value.move);
    Board board = position.board;
    for (const engine::Square s : value.line) {
      const engine::Bitboard legal = legal_moves(board, position.geometry->squares);
      FUZZ_CHECK(s == engine::kPass ? !legal && legal_moves(board.passed(), position.geometry->squares) : engine::contains(legal, s));
      board = s == engine::kPass ? board.passed() : board.after(s, flips(s, board.player, board.opponent));
    }
  }
  FUZZ_CHECK(valued == moves);
  return 0;
}
