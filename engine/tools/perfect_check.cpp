#include "tools/perfect_check.hpp"

#include <chrono>
#include <set>

#include "core/random.hpp"
#include "players/reversi_players.hpp"
#include "reversi/position.hpp"

namespace engine::reversi {
namespace {

// The check's exact values: the book's, else the solver's.
class ExactValues {
 public:
  ExactValues(const Geometry& geometry, const Evaluation& evaluation)
      : book_(evaluation.exact_book(geometry)), search_(geometry, table_, evaluation) {}

  std::optional<int> in_book(const Board& board) const { return book_ ? book_->value(board) : std::nullopt; }
  // Whether the book lists moves of board (the level's first positions past it have only a value).
  bool plays(const Board& board) const { return book_ && !book_->kept_moves(board).empty(); }
  int value(const Board& board) {
    if (const std::optional<int> known = in_book(board)) return *known;
    return search_.solve(board).score;
  }

 private:
  const ExactBook* book_;
  TranspositionTable table_{64 * kMiB};
  Search search_;
};

}  // namespace

PerfectCheck check_perfect_play(const PerfectCheckOptions& options, const Evaluation& strong) {
  const Geometry& g = *options.geometry;
  ExactValues exact(g, strong);
  TranspositionTable table;  // the level's, kept from move to move as in the page's worker
  Random seeds(options.seed);
  PerfectCheck check;
  std::set<std::vector<Square>> lines;
  for (int game = 0; game < options.games; ++game) {
    const Level opponent = game % 4 < 2 ? Level::Random : Level::Weighted;
    const Color level_colour = game % 2 == 0 ? Color::Black : Color::White;
    Position pos{&g};
    std::vector<Square> line;
    bool solved_before = false;
    while (legal_moves(pos.board, g.squares) || legal_moves(pos.board.passed(), g.squares)) {
      Square move = kPass;
      if (legal_moves(pos.board, g.squares) && pos.to_move == level_colour) {
        const bool known = exact.plays(pos.board);
        const int before = exact.value(pos.board);
        const auto start = std::chrono::steady_clock::now();
        move = choose_move(Level::Strong, pos, seeds.next(), {.milliseconds = options.milliseconds}, table, strong);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        (known ? check.book_ms : check.solver_ms).push_back(ms);
        if (!known && !solved_before) check.first_solved_ms.push_back(ms);
        solved_before = solved_before || !known;
        check.from_book += known;
        ++check.moves;
        if (-exact.value(pos.board.after(move, flips(move, pos.board.player, pos.board.opponent))) == before) ++check.kept;
        else check.lost.push_back(position_text(pos) + " " + square_name(g.cell_of(move), g.shape()));
      } else if (legal_moves(pos.board, g.squares)) {
        move = choose_move(opponent, pos, seeds.next(), {}, table, strong);
      }
      line.push_back(move);
      pos.board.play(move == kPass ? Move{kPass, 0} : pos.board.move_on(move));
      pos.to_move = opposite(pos.to_move);
    }
    lines.insert(line);
    ++check.games;
    if (options.on_game) options.on_game(check.games);
  }
  check.lines = static_cast<int>(lines.size());
  return check;
}

}  // namespace engine::reversi
