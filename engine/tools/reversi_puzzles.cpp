#include "tools/reversi_puzzles.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

#include "core/random.hpp"
#include "players/reversi_players.hpp"
#include "players/reversi_weighted.hpp"
#include "reversi/game.hpp"
#include "reversi/opening_book.hpp"
#include "tools/puzzle_rating.hpp"

namespace engine::reversi {
namespace {

constexpr int kMaxPuzzleGames = 200000;
// The levels' ratings the puzzles are read against (puzzle_rating.hpp), and the searching levels'
// budget and tries: each searches kLevelTries times with another seed.
constexpr int kRandomRating = 800, kWeightedRating = 1200, kMediumRating = 1700, kStrongRating = 2100;
constexpr std::uint64_t kLevelNodes = 3000;
constexpr int kLevelTries = 2;
// The games' levels play on this budget a move.
constexpr std::uint64_t kGameNodes = 2000;

struct Value {
  Square move;  // grid bit
  int discs;    // the exact final disc difference after it, for the side that plays it
};

// Returns the exact value of every legal move of board.
std::vector<Value> exact_values(const Board& board, Search& search) {
  std::vector<Value> values;
  for (Bitboard moves = legal_moves(board, kBoard8.squares); moves;) {
    const Square s = pop_lsb(moves);
    values.push_back({s, -search.solve(board.after(s, flips(s, board.player, board.opponent))).score});
  }
  return values;
}

int best_of(const std::vector<Value>& values) {
  return std::max_element(values.begin(), values.end(), [](const Value& a, const Value& b) { return a.discs < b.discs; })->discs;
}

// Returns the best move when it beats every other by the margin, else 0.
Bitboard best_move(const std::vector<Value>& values) {
  const int best = best_of(values);
  Bitboard answer = 0;
  for (const Value& v : values) {
    if (v.discs == best && !answer) answer = square_bb(v.move);
    else if (v.discs > best - kPuzzleMargin) return 0;
  }
  return answer;
}

bool avoids_blunder(const std::vector<Value>& values) {
  const auto losing = std::count_if(values.begin(), values.end(), [](const Value& v) { return v.discs < 0; });
  return best_of(values) >= 0 && 2 * losing > static_cast<long>(values.size());
}

std::vector<Square> cells_of(Bitboard b) {
  std::vector<Square> cells;
  while (b) cells.push_back(kBoard8.cell_of(pop_lsb(b)));
  return cells;
}

// The rating: the random level finds an answer among all legal moves, the weighted one among those
// it values best, the medium and strong levels in their searches on kLevelNodes (seeds from the
// position's key, so that a puzzle's rating does not depend on the set around it).
int reversi_rating(const Position& pos, Bitboard answers, std::uint64_t key, TranspositionTable& table) {
  const Bitboard legal = legal_moves(pos.board, kBoard8.squares), chosen = weighted_choices(pos, legal);
  int found[2] = {0, 0};
  for (int i = 0; i < 2 * kLevelTries; ++i) {
    const Level level = i < kLevelTries ? Level::Medium : Level::Strong;
    found[i / kLevelTries] += contains(answers, choose_move(level, pos, key + static_cast<std::uint64_t>(i), {.nodes = kLevelNodes}, table));
  }
  return puzzle_rating({{kRandomRating, static_cast<double>(popcount(answers)), static_cast<double>(popcount(legal))},
                        {kWeightedRating, static_cast<double>(popcount(chosen & answers)), static_cast<double>(popcount(chosen))},
                        {kMediumRating, static_cast<double>(found[0]), kLevelTries},
                        {kStrongRating, static_cast<double>(found[1]), kLevelTries}});
}

std::pair<Bitboard, Bitboard> key_of_board(const Board& board) {
  const Board least = canonical_board(board, kBoard8);
  return {least.player, least.opponent};
}

}  // namespace

std::vector<Puzzle> make_reversi_puzzles(const ReversiPuzzleOptions& options) {
  TranspositionTable table, solve_table(64 * kMiB);
  Search search(kBoard8, solve_table);
  Random seeds(options.seed);
  std::set<std::pair<Bitboard, Bitboard>> keys;
  std::vector<Puzzle> puzzles;
  int blunders = 0;
  const int span = options.most_empties - kLeastPuzzleEmpties + 1;
  for (int game = 0; puzzles.size() < static_cast<std::size_t>(options.count) && game < kMaxPuzzleGames; ++game) {
    // Every pairing of the four levels in turn, each game on its own seed, looked at once: at the
    // first position of at most a chosen number of empty squares where its side has two moves.
    const Level levels[2] = {kLevels[game % kLevels.size()], kLevels[game / kLevels.size() % kLevels.size()]};
    Random rng(seeds.next());
    const int target = kLeastPuzzleEmpties + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
    for (Game game; !game.is_over();) {
      const Position& pos = game.position();
      const int empties = popcount(pos.board.empties(kBoard8.squares));
      if (empties < kLeastPuzzleEmpties) break;
      if (empties <= target && game.legal_moves().size() >= 2) {
        const auto key = key_of_board(pos.board);
        if (!keys.contains(key)) {
          const std::vector<Value> values = exact_values(pos.board, search);
          if (const Bitboard answers = best_move(values)) {
            keys.insert(key);
            blunders += avoids_blunder(values);
            char id[8];
            std::snprintf(id, sizeof id, "r%05zu", puzzles.size() + 1);
            puzzles.push_back({id, position_text(pos), cells_of(answers), reversi_rating(pos, answers, key.first ^ key.second, table)});
          }
        }
        break;
      }
      const Level level = levels[pos.to_move == Color::Black ? 0 : 1];
      game.play(kBoard8.cell_of(choose_move(level, pos, rng.next(), {.nodes = kGameNodes}, table)));
    }
    if (options.on_game) options.on_game(game + 1, puzzles.size(), blunders);
  }
  return puzzles;
}

std::pair<Bitboard, Bitboard> reversi_puzzle_key(const Puzzle& puzzle) { return key_of_board(parse_position(puzzle.position).position.board); }

std::string prove_reversi_puzzle(const Puzzle& puzzle, Search& search) {
  const Board board = parse_position(puzzle.position).position.board;
  const int empties = popcount(board.empties(kBoard8.squares));
  if (empties < kLeastPuzzleEmpties || empties > kMostPuzzleEmpties)
    return std::to_string(empties) + " empty squares, not " + std::to_string(kLeastPuzzleEmpties) + " to " + std::to_string(kMostPuzzleEmpties);
  const std::vector<Value> values = exact_values(board, search);
  if (values.size() < 2) return "a single legal move";
  const int best = best_of(values);
  std::vector<Square> best_cells;
  for (const Value& v : values)
    if (v.discs == best) best_cells.push_back(kBoard8.cell_of(v.move));
  std::sort(best_cells.begin(), best_cells.end());
  if (best_cells != puzzle.answers) return "the answers are not the best moves, " + format_square_list(best_cells, kBoard8.shape());
  if (!best_move(values)) return "another move comes within " + std::to_string(kPuzzleMargin - 1) + " disc of the best";
  return {};
}

}  // namespace engine::reversi
