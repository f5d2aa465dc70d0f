#include "cli/reversi_commands.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cli/command_line.hpp"
#include "cli/files.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "reversi/game.hpp"
#include "reversi/perft.hpp"
#include "reversi/search.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

void print_board(const Game& game) {
  const Geometry& g = game.geometry();
  const Position& pos = game.position();
  std::printf("  ");
  for (int col = 0; col < g.size; ++col) std::printf(" %c", 'a' + col);
  std::printf("\n");
  for (int row = 0; row < g.size; ++row) {
    std::printf("%d ", row + 1);
    for (int col = 0; col < g.size; ++col) {
      const Square s = g.bit_of(row * g.size + col);
      const char c = contains(pos.discs(Color::Black), s) ? 'X'
                     : contains(pos.discs(Color::White), s) ? 'O'
                     : contains(game.legal_mask(), s)       ? '.'
                                                            : '-';
      std::printf(" %c", c);
    }
    std::printf("\n");
  }
  std::printf("%s\nblack %d, white %d: ", position_text(pos).c_str(), game.discs(Color::Black), game.discs(Color::White));
  if (game.is_over())
    std::printf("game over, %s\n", game.is_draw() ? "a draw" : game.winner() == Color::Black ? "black wins" : "white wins");
  else
    std::printf("%s to move%s ('.' marks the legal squares)\n", color_name(game.side_to_move()),
                game.passed_before(game.record().ply()) ? " again, the other side having passed" : "");
}

}  // namespace

const Tool& tool() {
  static const Tool reversi{
      "reversi",
      "usage: reversi COMMAND [ARGS]\n"
      "  perft DEPTH [--size 6] [MOVES]   count move sequences of DEPTH plies (after MOVES)\n"
      "  play [--size 6] MOVES            print the board after a move list such as \"f5 d6 c3\"\n"
      "  solve POSITION                   exact result and best move, e.g. solve \"--OX…-- X\"\n"
      "  analyze MS POSITION              every legal move's value and line, searched for MS milliseconds\n"
      "  review [--size 6] [--solve-nodes N] [--estimate-nodes N] [--learn-nodes N] MOVES\n"
      "                                   each move's mark and value, and the best move's, from the end\n"
      "  bench [--ffo FIRST-LAST] [--games N]\n"
      "                                   print speed figures and AI match results\n"
      "  fit [--size 6] [--games N] [--nodes N] [--random-plies N] [--seed S] [--threads N]\n"
      "                                   fit the medium level's feature weights to self-play games\n"
      "  train FILE [--size 6] [--games N] [--player LEVEL] [--nodes N] [--random-plies N]\n"
      "        [--solve-empties N] [--phases N] [--spread N] [--ridge N] [--min-count N] [--seed S] [--threads N]\n"
      "        [--save-positions P | --load-positions P] [--test-positions P]\n"
      "                                   train the strong level's pattern weights into FILE\n"
      "  match PLAYER PLAYER [--size 6] [--openings N] [--opening-plies N] [--seed S] [--threads N]\n"
      "                                   play paired games; PLAYER is LEVEL[:MSms|:NODESn][:WEIGHTS-FILE][@PROGRAM]\n"
      "  move PLAYER SEED POSITION        the move PLAYER chooses in POSITION\n"
      "  probcut FILE [--size 6] [--games N] [--positions-per-game N] [--min-empties N] [--max-depth D]\n"
      "        [--solve-empties N] [--nodes N] [--random-plies N] [--bucket N] [--seed S] [--threads N]\n"
      "        [--save-samples P | --load-samples P]\n"
      "                                   fit the strong level's probcut regressions into FILE\n"
      "  book FILE [--size 6] [--positions N] [--plies N] [--width DISCS] [--nodes N] [--threads N]\n"
      "                                   build the strong level's opening book into FILE\n"
      "  book FILE --exact [--size 6] [--empties N] [--table-mb N]\n"
      "                                   prove the exact book of the level's first moves into FILE (resumable)\n"
      "  book --check FILE [--every N] [--table-mb N]\n"
      "                                   check a proven book and prove its values again with the solver\n"
      "  perfect [--games N] [--ms MS] [--seed S]\n"
      "                                   check that 最強 keeps the exact value on 6×6 against random and weighted\n"
      "  puzzles FILE [--count N] [--seed S] [--most-empties E]\n"
      "                                   make an 8×8 puzzle set: N positions (2000) of 10 to E (18) empties, one best move\n"
      "  puzzles --check FILE [--sample N]\n"
      "                                   prove a puzzle set again with the solver (N puzzles of it spread evenly)\n",
      {{"perft", perft_command},
       {"play", play_command},
       {"solve", solve_command},
       {"analyze", analyze_command},
       {"review", review_command},
       {"bench", bench_command},
       {"fit", fit_command},
       {"train", train_command},
       {"match", match_command},
       {"move", move_command},
       {"probcut", probcut_command},
       {"book", book_command},
       {"perfect", perfect_command},
       {"puzzles", puzzles_command}}};
  return reversi;
}

std::vector<unsigned char> weights_file_bytes(const Geometry& g, const SizeWeights& weights) {
  const Geometry& other = g.size == 8 ? kBoard6 : kBoard8;
  SizeWeights kept = PatternWeights::builtin().size_weights(other);
  if (kept.features.empty()) kept.features.assign(1, std::vector<double>(feature_layout(other).features, 0.0));
  return g.size == 8 ? PatternWeights::file_bytes(weights, kept) : PatternWeights::file_bytes(kept, weights);
}

int write_weights(const std::string& path, const std::vector<unsigned char>& bytes) {
  // A fit gone astray (regressions the search cannot use) writes nothing the engine would refuse.
  if (std::string error; !PatternWeights::read(bytes, error)) {
    std::fprintf(stderr, "reversi: the weights do not read back, nothing written: %s\n", error.c_str());
    return kFailed;
  }
  if (const std::string error = write_file(path, bytes); !error.empty()) {
    std::fprintf(stderr, "reversi: %s\n", error.c_str());
    return kFailed;
  }
  std::printf("wrote %s (%zu bytes)\n", path.c_str(), bytes.size());
  return kDone;
}

const Geometry& read_size(Arguments& args) {
  const std::optional<std::string> size = args.option("--size");
  if (!size) return kBoard8;
  const Geometry* geometry = geometry_of(read_number(*size, 6, 8).value_or(0));
  if (!geometry) args.refuse("--size must be 8 or 6, not '" + *size + "'");
  return geometry ? *geometry : kBoard8;
}

int read_threads(Arguments& args) {
  int threads = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxThreads);
  args.number_option("--threads", 1, kMaxThreads, threads);
  return threads;
}

void read_seed_and_threads(Arguments& args, std::uint64_t& seed, int& threads) {
  args.number_option<std::uint64_t>("--seed", 0, UINT64_MAX, seed);
  threads = read_threads(args);
}

DataFiles read_data_files(Arguments& args, std::string_view noun) {
  const std::string suffix(noun);
  return {args.option("--load-" + suffix).value_or(""), args.option("--save-" + suffix).value_or("")};
}

Job perft_command(Arguments& args) {
  const Geometry& geometry = read_size(args);
  const int depth = args.number("DEPTH", 0, kMaxPerftDepth);
  Game game(geometry);
  read_moves(args, game);
  return perft_job(depth, [depth, game] { return perft(game.position().board, game.geometry().squares, depth); });
}

Job play_command(Arguments& args) {
  Game game(read_size(args));
  read_moves(args, game);
  return [game] {
    print_board(game);
    return kDone;
  };
}

// No options before a position: its text may start with "--".
Position read_position(Arguments& args) {
  const ParsedPosition parsed = parse_position(args.rest());
  if (!parsed.error.empty()) args.refuse(parsed.error);
  return parsed.position;
}

Job solve_command(Arguments& args) {
  return [position = read_position(args)] {
    TranspositionTable table;
    Search search(*position.geometry, table);
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = search.solve(position.board);
    const double ms = milliseconds_since(start);
    const Geometry& g = *position.geometry;
    const std::string move = result.move == kPass ? "pass" : square_name(g.cell_of(result.move), g.shape());
    std::printf("score %+d, best move %s  (%d empties, %llu nodes, %.1f ms)\n", result.score, move.c_str(), result.depth,
                static_cast<unsigned long long>(result.nodes), ms);
    return kDone;
  };
}

Job analyze_command(Arguments& args) {
  // At most a day: beyond, the budget is a typing error.
  constexpr int kMaxMilliseconds = 24 * 60 * 60 * 1000;
  const int ms = args.number("MS", 1, kMaxMilliseconds);
  return [ms, position = read_position(args)] {
    TranspositionTable table;
    Search search(*position.geometry, table);
    const auto start = std::chrono::steady_clock::now();
    const std::vector<MoveValue> values =
        search.analyze(position.board, {.milliseconds = static_cast<double>(ms)}, nullptr, Lines::With);
    const double elapsed = milliseconds_since(start);
    const Geometry& g = *position.geometry;
    if (values.empty())
      std::printf("no legal move: %s\n", legal_moves(position.board.passed(), g.squares) ? "a pass" : "the game is over");
    for (const MoveValue& value : values) {
      const std::string move = square_name(g.cell_of(value.move), g.shape());
      if (value.exact)
        std::printf("%s %+d exact:", move.c_str(), value.score);
      else
        std::printf("%s %+d estimate, depth %d:", move.c_str(), value.score, value.depth);
      for (const Square s : value.line) std::printf(" %s", s == kPass ? "pass" : square_name(g.cell_of(s), g.shape()).c_str());
      std::printf("\n");
    }
    std::printf("(%llu nodes, %.1f ms)\n", static_cast<unsigned long long>(search.nodes()), elapsed);
    return kDone;
  };
}

}  // namespace cli::reversi
