#include "tools/pattern_training.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "tools/reversi_match.hpp"
#include "tools/shares.hpp"

namespace engine::reversi {
namespace {

// Runs work(i) for i in [0, count) on `threads` threads, i shared out round-robin.
template <class Work>
void share_out(int count, int threads, Work work) {
  run_shares(threads, [&](int first) {
    for (int i = first; i < count; i += threads) work(i);
  });
}

// Plays one game (module comment) and returns its labelled positions.
std::vector<TrainingSample> play_training_game(const TrainingOptions& options, std::uint64_t game_seed,
                                               TranspositionTable& player_table, TranspositionTable& solve_table) {
  const Geometry& g = *options.geometry;
  Random rng(game_seed);
  std::vector<Position> positions;  // where the side to move has a move
  Position pos = random_opening(g, options.random_plies, rng, &positions);
  solve_table.clear();
  Search solver(g, solve_table, *level_evaluation(options.player));
  while (true) {
    const Bitboard moves = legal_moves(pos.board, g.squares);
    if (!moves && !legal_moves(pos.board.passed(), g.squares)) break;
    Square s = kPass;
    if (moves) {
      positions.push_back(pos);
      s = popcount(pos.board.empties(g.squares)) <= options.solve_empties
              ? solver.solve(pos.board).move
              : choose_move(options.player, pos, rng.next(), {.nodes = options.nodes}, player_table);
    }
    pos.board.play(s == kPass ? Move{kPass, 0} : pos.board.move_on(s));
    pos.to_move = opposite(pos.to_move);
  }
  const int end_empties = popcount(pos.board.empties(g.squares));
  std::vector<TrainingSample> samples;
  for (const Position& p : positions) samples.push_back({p.board, final_score(pos.discs(p.to_move), end_empties, g)});
  return samples;
}

// One phase's positions as sparse rows: the features each adds up, and its label.
struct Rows {
  std::vector<int> start{0};  // row i's features: features[start[i], start[i + 1])
  std::vector<int> features;
  std::vector<double> labels;  // discs
  int count() const { return static_cast<int>(labels.size()); }
};

// Returns the rows of the samples in the phase, or within `spread` empties of it.
Rows rows_of(const std::vector<TrainingSample>& samples, int phase, int spread, const TrainingOptions& options) {
  const Geometry& g = *options.geometry;
  const FeatureLayout& layout = feature_layout(g);
  const PhaseEmpties range = phase_empties(phase, options.phases, g);
  Rows rows;
  for (const TrainingSample& sample : samples) {
    const int empties = popcount(sample.board.empties(g.squares));
    if (empties < range.low - spread || empties > range.high + spread) continue;
    for_each_entry(sample.board, g, [&](int entry) { rows.features.push_back(layout.feature_of[entry]); });
    rows.start.push_back(static_cast<int>(rows.features.size()));
    rows.labels.push_back(sample.score);
  }
  return rows;
}

// Returns the rows' root mean square error in discs under weights (in discs).
double rms_error(const Rows& rows, const std::vector<double>& weights) {
  double sum = 0;
  for (int i = 0; i < rows.count(); ++i) {
    double error = -rows.labels[i];
    for (int k = rows.start[i]; k < rows.start[i + 1]; ++k) error += weights[rows.features[k]];
    sum += error * error;
  }
  return rows.count() ? std::sqrt(sum / rows.count()) : 0;
}

// Fits one phase: ridge least squares by conjugate gradients on the normal equations (CGLS),
// the rare features left out.
PhaseFit fit_phase(const Rows& all_rows, const Rows& held_out, const TrainingOptions& options) {
  const int features = feature_layout(*options.geometry).features;
  std::vector<int> counts(features);
  for (const int f : all_rows.features) ++counts[f];
  Rows rows;  // the rows with the rare features taken out
  for (int i = 0; i < all_rows.count(); ++i) {
    for (int k = all_rows.start[i]; k < all_rows.start[i + 1]; ++k)
      if (counts[all_rows.features[k]] >= options.min_count) rows.features.push_back(all_rows.features[k]);
    rows.start.push_back(static_cast<int>(rows.features.size()));
    rows.labels.push_back(all_rows.labels[i]);
  }

  const auto times = [&](const std::vector<double>& x, std::vector<double>& out) {  // out = A x
    for (int i = 0; i < rows.count(); ++i) {
      double sum = 0;
      for (int k = rows.start[i]; k < rows.start[i + 1]; ++k) sum += x[rows.features[k]];
      out[i] = sum;
    }
  };
  const auto transposed_times = [&](const std::vector<double>& r, std::vector<double>& out) {  // out = Aᵀ r
    std::fill(out.begin(), out.end(), 0.0);
    for (int i = 0; i < rows.count(); ++i)
      for (int k = rows.start[i]; k < rows.start[i + 1]; ++k) out[rows.features[k]] += r[i];
  };
  const auto dot = [](const std::vector<double>& a, const std::vector<double>& b) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
    return sum;
  };
  std::vector<double> x(features), r = rows.labels, s(features), p, q(rows.count());
  transposed_times(r, s);
  p = s;
  double gamma = dot(s, s);
  for (int it = 0; it < options.iterations && gamma > 1e-12; ++it) {
    times(p, q);
    const double alpha = gamma / (dot(q, q) + options.ridge * dot(p, p));
    for (int f = 0; f < features; ++f) x[f] += alpha * p[f];
    for (int i = 0; i < rows.count(); ++i) r[i] -= alpha * q[i];
    transposed_times(r, s);
    for (int f = 0; f < features; ++f) s[f] -= options.ridge * x[f];
    const double next_gamma = dot(s, s);
    for (int f = 0; f < features; ++f) p[f] = s[f] + next_gamma / gamma * p[f];
    gamma = next_gamma;
  }

  PhaseFit fit;
  fit.samples = rows.count();
  fit.held_out = held_out.count();
  fit.features_used = static_cast<int>(std::count_if(counts.begin(), counts.end(), [&](int c) { return c >= options.min_count; }));
  // The weights as the file will hold them: whole steps, in units; the errors measured on those.
  std::vector<double> rounded(features);
  fit.weights.resize(features);
  for (int f = 0; f < features; ++f) {
    const long steps = weight_steps(x[f] * kUnitsPerDisc);
    fit.weights[f] = static_cast<double>(steps * kWeightStep);
    rounded[f] = fit.weights[f] / kUnitsPerDisc;
  }
  fit.rms = rms_error(all_rows, rounded);
  fit.held_out_rms = rms_error(held_out, rounded);
  return fit;
}

}  // namespace

TrainingData self_play_data(const TrainingOptions& options) {
  Random seeds(options.seed);
  std::vector<std::uint64_t> game_seeds(options.games);
  for (std::uint64_t& seed : game_seeds) seed = seeds.next();
  std::vector<std::vector<TrainingSample>> per_game(options.games);
  // Each thread its own tables; a game plays the same whichever thread takes it.
  std::vector<TranspositionTable> player_tables, solve_tables;
  for (int t = 0; t < options.threads; ++t) {
    player_tables.emplace_back(512 * kKiB);  // small: it is cleared before every move
    solve_tables.emplace_back(8 * kMiB);
  }
  share_out(options.games, options.threads, [&](int game) {
    const int t = game % options.threads;
    per_game[game] = play_training_game(options, game_seeds[game], player_tables[t], solve_tables[t]);
  });
  TrainingData data;
  for (int game = 0; game < options.games; ++game) {
    std::vector<TrainingSample>& set = game % 10 == 9 ? data.held_out : data.fit;
    set.insert(set.end(), per_game[game].begin(), per_game[game].end());
  }
  return data;
}

namespace {

constexpr char kPositionsMagic[4] = {'R', 'P', 'P', '1'};

void put(std::vector<unsigned char>& bytes, std::uint64_t value, int count) {
  for (int i = 0; i < count; ++i) bytes.push_back(static_cast<unsigned char>(value >> (8 * i)));
}

std::uint64_t get(std::span<const unsigned char> bytes, std::size_t at, int count) {
  std::uint64_t value = 0;
  for (int i = 0; i < count; ++i) value |= std::uint64_t{bytes[at + i]} << (8 * i);
  return value;
}

}  // namespace

std::vector<unsigned char> positions_bytes(const TrainingData& data, const Geometry& geometry) {
  std::vector<unsigned char> bytes(kPositionsMagic, kPositionsMagic + 4);
  put(bytes, static_cast<std::uint64_t>(geometry.size), 1);
  put(bytes, data.fit.size(), 4);
  put(bytes, data.held_out.size(), 4);
  for (const auto* set : {&data.fit, &data.held_out})
    for (const TrainingSample& sample : *set) {
      put(bytes, sample.board.player, 8);
      put(bytes, sample.board.opponent, 8);
      put(bytes, static_cast<std::uint64_t>(static_cast<unsigned char>(static_cast<signed char>(sample.score))), 1);
    }
  return bytes;
}

std::optional<PositionsHeader> read_positions_header(std::span<const unsigned char> bytes, const Geometry& geometry,
                                                     std::string& error) {
  if (bytes.size() < kPositionsHeaderBytes || !std::equal(kPositionsMagic, kPositionsMagic + 4, bytes.begin())) {
    error = "not a positions file (it should start with RPP1)";
    return std::nullopt;
  }
  if (static_cast<int>(bytes[4]) != geometry.size) {
    error = "the positions are of the " + std::to_string(bytes[4]) + "×" + std::to_string(bytes[4]) + " board";
    return std::nullopt;
  }
  return PositionsHeader{get(bytes, 5, 4), get(bytes, 9, 4)};
}

bool read_position_records(std::span<const unsigned char> bytes, const Geometry& geometry, std::uint64_t number,
                           std::vector<TrainingSample>& samples, std::string& error) {
  // Discs are never taken away: the start's four stay on the board all game.
  const Bitboard centre = Board::start().occupied();
  for (std::size_t at = 0; at + kPositionBytes <= bytes.size(); at += kPositionBytes, ++number) {
    const Board board{get(bytes, at, 8), get(bytes, at + 8, 8)};
    const int score = static_cast<signed char>(bytes[at + 16]);
    if ((board.player & board.opponent) || (board.occupied() & ~geometry.squares) || (board.occupied() & centre) != centre ||
        std::abs(score) > geometry.cells()) {
      error = "position " + std::to_string(number) + " is not one of a game on the " + std::to_string(geometry.size) +
              "×" + std::to_string(geometry.size) + " board";
      return false;
    }
    samples.push_back({board, score});
  }
  return true;
}

std::vector<PhaseFit> fit_phases(const TrainingData& data, const TrainingOptions& options) {
  std::vector<PhaseFit> fits(options.phases);
  share_out(options.phases, options.threads, [&](int phase) {
    fits[phase] = fit_phase(rows_of(data.fit, phase, options.spread, options), rows_of(data.held_out, phase, 0, options),
                            options);
  });
  return fits;
}

std::vector<double> phase_rms(const std::vector<TrainingSample>& samples, const Evaluation& evaluation,
                              const TrainingOptions& options) {
  const Geometry& g = *options.geometry;
  std::vector<double> sums(options.phases);
  std::vector<int> counts(options.phases);
  for (const TrainingSample& sample : samples) {
    const int phase = phase_of(popcount(sample.board.empties(g.squares)), options.phases, g);
    const double error = static_cast<double>(evaluation(sample.board, g)) / kUnitsPerDisc - sample.score;
    sums[phase] += error * error;
    ++counts[phase];
  }
  for (int phase = 0; phase < options.phases; ++phase) sums[phase] = counts[phase] ? std::sqrt(sums[phase] / counts[phase]) : 0;
  return sums;
}

}  // namespace engine::reversi
