#include "tools/reversi_match.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "tools/shares.hpp"

namespace engine::reversi {

Square Player::choose(const Position& position, std::uint64_t seed, TranspositionTable& table) const {
  if (outside) return outside(position, seed);
  if (weights && level_evaluation(level)) return search_move(position, seed, limits, table, *weights);
  return choose_move(level, position, seed, limits, table);
}

std::vector<Position> play_game(const Position& start, const Player& black, const Player& white, Random& seeds,
                                TranspositionTable& table) {
  const Geometry& geometry = *start.geometry;
  std::vector<Position> positions{start};
  while (true) {
    Position pos = positions.back();
    if (!legal_moves(pos.board, geometry.squares) && !legal_moves(pos.board.passed(), geometry.squares)) return positions;
    const Player& player = pos.to_move == Color::Black ? black : white;
    const Square s = player.choose(pos, seeds.next(), table);
    pos.board.play(s == kPass ? Move{kPass, 0} : pos.board.move_on(s));
    pos.to_move = opposite(pos.to_move);
    positions.push_back(pos);
  }
}

Position random_opening(const Geometry& geometry, int plies, Random& rng, std::vector<Position>* path) {
  Position pos{&geometry};
  for (int ply = 0; ply < plies; ++ply) {
    const Bitboard moves = legal_moves(pos.board, geometry.squares);
    if (path && moves) path->push_back(pos);
    Position next = pos;
    next.board.play(moves ? next.board.move_on(rng.pick(moves)) : Move{kPass, 0});
    next.to_move = opposite(next.to_move);
    if (!legal_moves(next.board, geometry.squares) && !legal_moves(next.board.passed(), geometry.squares)) break;
    pos = next;
  }
  return pos;
}

namespace {

// Returns the Elo difference of an expected score, within (0, 1).
double elo_of(double score) { return -400 * std::log10(1 / score - 1); }

}  // namespace

MatchResult play_match(const Player& a, const Player& b, const MatchOptions& options) {
  const Geometry& g = *options.geometry;
  // Openings and every game's seeds are drawn up front, so a game plays the same whichever thread takes it.
  Random rng(options.seed);
  std::vector<Position> openings;
  std::vector<std::uint64_t> game_seeds;
  for (int i = 0; i < options.openings; ++i) {
    openings.push_back(random_opening(g, options.opening_plies, rng));
    game_seeds.push_back(rng.next());
    game_seeds.push_back(rng.next());
  }
  const int games = 2 * options.openings;
  std::vector<int> scores(games);  // a's final score in each game
  auto play_share = [&](int first) {
    TranspositionTable table(4 * kMiB);
    for (int game = first; game < games; game += options.threads) {
      const bool a_black = game % 2 == 0;
      Random seeds(game_seeds[game]);
      const Position end = play_game(openings[game / 2], a_black ? a : b, a_black ? b : a, seeds, table).back();
      const Color a_color = a_black ? Color::Black : Color::White;
      scores[game] = final_score(end.discs(a_color), popcount(end.board.empties(g.squares)), g);
    }
  };
  run_shares(options.threads, play_share);

  MatchResult result;
  std::vector<double> pair_scores(options.openings);
  for (int pair = 0; pair < options.openings; ++pair) {
    for (const int score : {scores[2 * pair], scores[2 * pair + 1]}) {
      result.wins += score > 0;
      result.draws += score == 0;
      result.losses += score < 0;
      result.disc_difference += score;
      pair_scores[pair] += score > 0 ? 0.5 : score == 0 ? 0.25 : 0;
    }
  }
  result.disc_difference /= games;
  rate(result, pair_scores);
  return result;
}

void rate(MatchResult& result, const std::vector<double>& pair_scores) {
  const auto pairs = static_cast<double>(pair_scores.size());
  double sum = 0, squares = 0;
  for (const double score : pair_scores) {
    sum += score;
    squares += score * score;
  }
  result.score = sum / pairs;
  result.elo_is_bound = sum == 0 || sum == pairs;
  if (result.elo_is_bound) {
    // No spread to measure: the one-sided 95% bound on how often a pair goes that way (the chance
    // of n pairs in a row is 5% at 0.05^(1/n)).
    const double bound = std::pow(0.05, 1 / pairs);
    result.elo = elo_of(sum == 0 ? 1 - bound : bound);
    result.elo_error = 0;
    return;
  }
  // The pairs are independent, their two games not: the margin comes from the pairs' spread.
  const double variance = pairs > 1 ? (squares - sum * sum / pairs) / (pairs - 1) : 0;
  const double margin = 1.96 * std::sqrt(variance / pairs);
  const auto bounded = [](double score) { return std::clamp(score, 1e-3, 1 - 1e-3); };
  result.elo = elo_of(result.score);
  result.elo_error = (elo_of(bounded(result.score + margin)) - elo_of(bounded(result.score - margin))) / 2;
}

std::string elo_text(const MatchResult& result) {
  // Under five pairs even a clean sweep could come by chance more than 5% of the time.
  if (result.elo_is_bound && (result.elo > 0) != (result.score > 0.5)) return "Elo unknown (too few games)";
  char text[48];
  if (result.elo_is_bound) std::snprintf(text, sizeof text, "Elo beyond %+.0f (95%%)", result.elo);
  else std::snprintf(text, sizeof text, "Elo %+.0f ± %.0f (95%%)", result.elo, result.elo_error);
  return text;
}

}  // namespace engine::reversi
