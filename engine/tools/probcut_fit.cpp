#include "tools/probcut_fit.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "reversi/pattern_evaluation.hpp"
#include "tools/least_squares.hpp"
#include "tools/reversi_match.hpp"
#include "tools/shares.hpp"

namespace engine::reversi {
namespace {

// Plays one game and returns up to `count` of its positions, with the side to move to move,
// taken at random among those with at least min_empties empties after the opening.
std::vector<Board> game_positions(const ProbCutOptions& options, std::uint64_t seed, TranspositionTable& table) {
  const Geometry& g = *options.geometry;
  Random rng(seed);
  Position pos = random_opening(g, options.random_plies, rng);
  std::vector<Board> seen;
  while (true) {
    const Bitboard moves = legal_moves(pos.board, g.squares);
    if (!moves && !legal_moves(pos.board.passed(), g.squares)) break;
    Square s = kPass;
    if (moves) {
      if (popcount(pos.board.empties(g.squares)) >= options.min_empties) seen.push_back(pos.board);
      s = choose_move(Level::Strong, pos, rng.next(), {.nodes = options.nodes}, table);
    }
    pos.board.play(s == kPass ? Move{kPass, 0} : pos.board.move_on(s));
    pos.to_move = opposite(pos.to_move);
  }
  std::vector<Board> chosen;
  for (int i = 0; i < options.positions_per_game && !seen.empty(); ++i) {
    const std::size_t k = rng.below(static_cast<std::uint32_t>(seen.size()));
    chosen.push_back(seen[k]);
    seen.erase(seen.begin() + static_cast<std::ptrdiff_t>(k));
  }
  return chosen;
}

// Searches one position at every depth, and solves it when it is near enough the end.
DepthScores depth_scores(const Board& board, const ProbCutOptions& options, const Evaluation& evaluation,
                         TranspositionTable& table) {
  const Geometry& g = *options.geometry;
  DepthScores sample{board, popcount(board.empties(g.squares)), {}, false, 0};
  table.clear();
  Search search(g, table, evaluation);
  for (int depth = 0; depth <= std::min(options.max_depth, sample.empties - 1); ++depth)
    sample.scores.push_back(search.score(board, depth));
  if (sample.empties <= options.solve_empties) {
    sample.solved = true;
    sample.exact = search.solve(board).score * kUnitsPerDisc;
  }
  return sample;
}

// Sums for the regression of y on x.
struct Regression {
  double n = 0, x = 0, y = 0, xx = 0, xy = 0, yy = 0;
  void add(double xi, double yi) {
    n += 1, x += xi, y += yi, xx += xi * xi, xy += xi * yi, yy += yi * yi;
  }
  ProbCutFit fit() const {
    const double sxx = xx - x * x / n, sxy = xy - x * y / n, syy = yy - y * y / n;
    const double a = sxx > 0 ? sxy / sxx : 1, b = (y - a * x) / n;
    return {a, b, std::sqrt(std::max(0.0, (syy - a * sxy) / std::max(1.0, n - 2)))};
  }
};

}  // namespace

std::vector<DepthScores> probcut_samples(const ProbCutOptions& options) {
  const Evaluation& evaluation = options.evaluation ? *options.evaluation : PatternWeights::builtin();
  Random seeds(options.seed);
  std::vector<std::uint64_t> game_seeds(options.games);
  for (std::uint64_t& seed : game_seeds) seed = seeds.next();
  std::vector<std::vector<DepthScores>> per_game(options.games);
  run_shares(options.threads, [&](int first) {
    TranspositionTable player_table(512 * kKiB), search_table(16 * kMiB);
    for (int game = first; game < options.games; game += options.threads)
      for (const Board& board : game_positions(options, game_seeds[game], player_table))
        per_game[game].push_back(depth_scores(board, options, evaluation, search_table));
  });
  std::vector<DepthScores> samples;
  for (const auto& game : per_game) samples.insert(samples.end(), game.begin(), game.end());
  return samples;
}

std::string samples_text(const std::vector<DepthScores>& samples) {
  std::ostringstream text;
  for (const DepthScores& s : samples) {
    text << s.empties << ' ';
    if (s.solved) text << s.exact;
    else text << '-';
    for (const int score : s.scores) text << ' ' << score;
    text << '\n';
  }
  return text.str();
}

bool read_samples(const std::string& text, std::vector<DepthScores>& samples, std::string& error) {
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    std::istringstream words(line);
    DepthScores s;
    std::string exact;
    if (!(words >> s.empties >> exact) || s.empties < 0 || s.empties > 64) {
      error = "line " + std::to_string(number) + " does not start with the empties and the exact score";
      return false;
    }
    s.solved = exact != "-";
    if (s.solved) s.exact = std::atoi(exact.c_str());
    for (int score; words >> score;) s.scores.push_back(score);
    if (!words.eof() || s.scores.empty()) {
      error = "line " + std::to_string(number) + " holds no scores, or something else";
      return false;
    }
    samples.push_back(std::move(s));
  }
  return true;
}

std::vector<ProbCutCell> probcut_cells(const std::vector<DepthScores>& samples, int bucket, int min_samples) {
  std::vector<ProbCutCell> cells;
  for (int low = 1; low <= 60; low += bucket) {
    const int high = low + bucket - 1;
    const auto in_bucket = [&](const DepthScores& s) { return s.empties >= low && s.empties <= high; };
    // Each depth against its shallow depth, as the midgame search pairs them.
    for (int depth = 2; depth <= 60; ++depth) {
      Regression r;
      const int shallow = probcut_shallow_depth(depth);
      for (const DepthScores& s : samples)
        if (in_bucket(s) && depth < static_cast<int>(s.scores.size())) r.add(s.scores[shallow], s.scores[depth]);
      if (r.n >= min_samples) cells.push_back({low, high, depth, shallow, static_cast<int>(r.n), r.fit()});
    }
    // The exact score against the shallow depth of a search to the end, as the selective solver pairs them.
    Regression r;
    for (const DepthScores& s : samples) {
      const int shallow = probcut_shallow_depth(s.empties);
      if (in_bucket(s) && s.solved && shallow < static_cast<int>(s.scores.size())) r.add(s.scores[shallow], s.exact);
    }
    if (r.n >= min_samples) cells.push_back({low, high, kProbCutExact, -1, static_cast<int>(r.n), r.fit()});
  }
  return cells;
}

ProbCutModel fit_probcut_model(const std::vector<ProbCutCell>& cells) {
  // ln σ by least squares on (1, e, d, e·d), each cell weighted by its samples; a and b their weighted means.
  LeastSquares<4> least_squares;
  double weight = 0, a = 0, b = 0;
  for (const ProbCutCell& c : cells) {
    if (c.fit.sigma <= 0) continue;
    const double e = (c.low + c.high) / 2.0, d = c.depth == kProbCutExact ? e : c.depth, w = std::sqrt(c.samples);
    least_squares.add({w, w * e, w * d, w * e * d}, w * std::log(c.fit.sigma));
    weight += c.samples, a += c.samples * c.fit.a, b += c.samples * c.fit.b;
  }
  ProbCutModel model;
  const auto solution = least_squares.solve();
  if (!solution.solved() || weight == 0) return model;
  model.parameters = {static_cast<float>(a / weight), static_cast<float>(b / weight)};
  for (int i = 0; i < 4; ++i) model.parameters[2 + i] = static_cast<float>(solution.x[i]);
  return model;
}

}  // namespace engine::reversi
