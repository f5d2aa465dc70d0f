#include "tools/evaluation_fit.hpp"

#include <cmath>

#include "tools/least_squares.hpp"
#include "tools/reversi_match.hpp"
#include "tools/shares.hpp"

namespace engine::reversi {
namespace {

// Returns the samples of one game: its positions from kFitFirstDiscs discs to kFitLastEmpties
// empties where the side to move has a move (the evaluation never sees the others).
std::vector<FitSample> game_samples(const FitOptions& options, std::uint64_t game_seed, TranspositionTable& table) {
  const Geometry& g = *options.geometry;
  Random seeds(game_seed);
  const Player player{Level::Medium, Limits{.nodes = options.nodes}, nullptr, "medium", {}};
  const std::vector<Position> positions =
      play_game(random_opening(g, options.random_plies, seeds), player, player, seeds, table);
  const Position& end = positions.back();
  const int end_empties = popcount(end.board.empties(g.squares));
  std::vector<FitSample> samples;
  for (const Position& pos : positions) {
    const Board& b = pos.board;
    if (popcount(b.occupied()) < kFitFirstDiscs || popcount(b.empties(g.squares)) < kFitLastEmpties) continue;
    if (!legal_moves(b, g.squares)) continue;
    const int score = final_score(end.discs(pos.to_move), end_empties, g) * kUnitsPerDisc;
    samples.push_back({features(b, g), phase_of(b, g), score});
  }
  return samples;
}

// Returns the sample's row of the least-squares problem: each feature times the opening's share
// of the blend, then each times the end's share.
LeastSquares<kUnknowns>::Vector row_of(const FitSample& sample) {
  const double opening = static_cast<double>(sample.phase.left) / sample.phase.total;
  LeastSquares<kUnknowns>::Vector row;
  for (int i = 0; i < kFeatures; ++i) {
    row[i] = sample.features[i] * opening;
    row[kFeatures + i] = sample.features[i] * (1 - opening);
  }
  return row;
}

}  // namespace

std::vector<FitSample> self_play_samples(const FitOptions& options) {
  // Every game's seed is drawn up front, so a game plays the same whichever thread takes it.
  Random seeds(options.seed);
  std::vector<std::uint64_t> game_seeds(options.games);
  for (std::uint64_t& seed : game_seeds) seed = seeds.next();

  std::vector<std::vector<FitSample>> per_game(options.games);
  auto play_share = [&](int first) {
    TranspositionTable table(512 * kKiB);  // small: it is cleared before every move
    for (int game = first; game < options.games; game += options.threads)
      per_game[game] = game_samples(options, game_seeds[game], table);
  };
  run_shares(options.threads, play_share);

  std::vector<FitSample> samples;
  for (const std::vector<FitSample>& game : per_game) samples.insert(samples.end(), game.begin(), game.end());
  return samples;
}

FitResult fit_weights(const std::vector<FitSample>& samples) {
  LeastSquares<kUnknowns> problem;
  for (const FitSample& sample : samples) problem.add(row_of(sample), sample.score);
  const LeastSquares<kUnknowns>::Solution solution = problem.solve();
  FitResult result;
  result.solved = solution.solved();
  result.dependent = solution.dependent;
  if (!result.solved) return result;
  result.exact = solution.x;
  double sum = 0;
  for (const FitSample& sample : samples) {
    const LeastSquares<kUnknowns>::Vector row = row_of(sample);
    double error = -sample.score;
    for (int i = 0; i < kUnknowns; ++i) error += row[i] * solution.x[i];
    sum += error * error;
  }
  result.rms = std::sqrt(sum / samples.size()) / kUnitsPerDisc;
  for (int i = 0; i < kFeatures; ++i) {
    result.weights.opening[i] = static_cast<int>(std::lround(solution.x[i]));
    result.weights.end[i] = static_cast<int>(std::lround(solution.x[kFeatures + i]));
  }
  return result;
}

double rms_error(const std::vector<FitSample>& samples, const Weights& weights) {
  double sum = 0;
  for (const FitSample& sample : samples) {
    const double error = blend(weights, sample.features, sample.phase) - sample.score;
    sum += error * error;
  }
  return samples.empty() ? 0 : std::sqrt(sum / samples.size()) / kUnitsPerDisc;
}

std::string unknown_name(int i) {
  return std::string(i < kFeatures ? "opening " : "end ") + kFeatureNames[i % kFeatures];
}

std::string weights_definition(const char* name, const Weights& weights) {
  auto list = [](const std::array<int, kFeatures>& values) {
    std::string text = "{";
    for (int i = 0; i < kFeatures; ++i) text += (i ? ", " : "") + std::to_string(values[i]);
    return text + "}";
  };
  return std::string("constexpr Weights ") + name + " = {" + list(weights.opening) + ", " + list(weights.end) + "};";
}

}  // namespace engine::reversi
