#include "tools/knights_puzzles.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

#include "core/symmetry.hpp"
#include "players/knights_players.hpp"
#include "players/knights_weighted.hpp"
#include "tools/puzzle_rating.hpp"

namespace engine::knights {
namespace {

// The most games a set is looked for in; the pool it picks the fewest answers from: half as many
// puzzles again as it needs.
constexpr int kMaxPuzzleGames = 200000;
constexpr int kPoolPercent = 150;

// The levels' ratings the puzzles are read against (puzzle_rating.hpp).
constexpr int kRandomRating = 800, kWeightedRating = 1500;

Bitboard least_image(Bitboard knights) {
  Bitboard least = knights;
  for (int i = 1; i < kSymmetries; ++i) least = std::min(least, apply_symmetry(knights, i));
  return least;
}

std::vector<Square> squares_of(Bitboard b) {
  std::vector<Square> squares;
  while (b) squares.push_back(pop_lsb(b));
  return squares;
}

// The rating: the random level finds an answer among all legal squares, the weighted one among the
// squares it scores best (it picks one of those at random).
int knight_rating(const Position& pos, Bitboard answers, Solver& solver) {
  const Bitboard legal = pos.legal_moves(), best = weighted_choices(pos, solver);
  return puzzle_rating({{kRandomRating, static_cast<double>(popcount(answers)), static_cast<double>(popcount(legal))},
                        {kWeightedRating, static_cast<double>(popcount(best & answers)), static_cast<double>(popcount(best))}});
}

struct Candidate {
  Position position;
  Bitboard answers;
};

// Returns the winning squares of pos when it makes a puzzle, else 0.
Bitboard puzzle_answers(const Position& pos, Oracle& oracle) {
  if (popcount(pos.knights) < kPuzzleKnights) return 0;
  const Bitboard wins = oracle.winning_moves(pos.legal_moves());
  const int count = popcount(wins);
  return count <= kMostKnightAnswers && count < popcount(pos.legal_moves()) ? wins : 0;
}

}  // namespace

std::vector<Puzzle> make_knight_puzzles(const KnightPuzzleOptions& options, Oracle& oracle) {
  Random seeds(options.seed);
  std::map<Bitboard, Candidate> found;  // by key, the first position met
  const std::size_t pool = static_cast<std::size_t>(options.count) * kPoolPercent / 100;
  for (int game = 0; found.size() < pool && game < kMaxPuzzleGames; ++game) {
    // Every pairing of the three levels in turn, each game on its own seed.
    const Level levels[2] = {kLevels[game % kLevels.size()], kLevels[game / kLevels.size() % kLevels.size()]};
    Random rng(seeds.next());
    for (Position pos; pos.legal_moves();) {
      const Bitboard key = least_image(pos.knights);
      if (!found.contains(key))
        if (const Bitboard answers = puzzle_answers(pos, oracle)) found.emplace(key, Candidate{pos, answers});
      pos = pos.after(choose_move(levels[popcount(pos.knights) % 2], pos, rng, oracle));
    }
    if (options.on_game) options.on_game(game + 1, found.size());
  }
  std::vector<Candidate> chosen;
  for (const auto& [key, candidate] : found) chosen.push_back(candidate);
  std::stable_sort(chosen.begin(), chosen.end(), [](const Candidate& a, const Candidate& b) { return popcount(a.answers) < popcount(b.answers); });
  chosen.resize(std::min(chosen.size(), static_cast<std::size_t>(options.count)));
  std::vector<Puzzle> puzzles;
  for (const Candidate& c : chosen) {
    char id[8];
    std::snprintf(id, sizeof id, "k%05zu", puzzles.size() + 1);
    puzzles.push_back({id, position_text(c.position), squares_of(c.answers), knight_rating(c.position, c.answers, oracle.solver())});
  }
  return puzzles;
}

Bitboard knight_puzzle_key(const Puzzle& puzzle) { return least_image(parse_position(puzzle.position).position.knights); }

std::string prove_knight_puzzle(const Puzzle& puzzle, Oracle& oracle) {
  const Position pos = parse_position(puzzle.position).position;
  if (popcount(pos.knights) < kPuzzleKnights) return "fewer than " + std::to_string(kPuzzleKnights) + " knights";
  Bitboard answers = 0;
  for (const Square s : puzzle.answers) answers |= square_bb(s);
  const Bitboard wins = oracle.winning_moves(pos.legal_moves());
  if (answers != wins)
    return "the answers are not the winning squares, " + (wins ? format_square_list(squares_of(wins), kShape) : std::string("none"));
  if (popcount(wins) > kMostKnightAnswers) return "more than " + std::to_string(kMostKnightAnswers) + " squares win";
  if (wins == pos.legal_moves()) return "every legal square wins";
  return {};
}

}  // namespace engine::knights
