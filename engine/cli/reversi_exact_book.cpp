// `reversi book FILE --exact` builds the proven book (tools/exact_book_build.hpp) into FILE, saving
// the solver's facts to FILE.partial every minute and resuming from them (kept after the build, so
// that a deeper one, a smaller --empties, starts from them too) and from the proven book already
// in FILE, if any; `reversi book --check
// FILE` reads a proven book, checks its values against each other (ExactBook::contradiction) and
// proves them again with the solver, every position or every Nth (--every N), deepest first.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "cli/files.hpp"
#include "cli/reversi_commands.hpp"
#include "reversi/exact_book.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "tools/solver_oracle.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

constexpr std::size_t kMaxBookBytes = 16 * kMiB;
constexpr std::size_t kMaxFactsBytes = std::size_t{1} << 30;

int fail(const std::string& why, int status) {
  std::fprintf(stderr, "reversi book: %s\n", why.c_str());
  return status;
}

double seconds_since(std::chrono::steady_clock::time_point start) { return milliseconds_since(start) / 1000; }

int build(const ExactBookOptions& options, const std::string& path, std::size_t table_mb) {
  const std::string partial = path + ".partial";
  SolverOracle oracle(*options.geometry, PatternWeights::builtin(), table_mb * kMiB);
  std::vector<std::uint8_t> saved;
  if (read_file(partial, saved, kMaxFactsBytes).empty() && !oracle.read_facts(saved))
    return fail(partial + " holds no facts of a build: delete it to start afresh", kRefused);
  // A proven book already at path is facts too: extending it costs only what it lacks.
  if (std::filesystem::exists(path)) {
    std::vector<std::uint8_t> bytes;
    if (const std::string error = read_file(path, bytes, kMaxBookBytes); !error.empty()) return fail(error, kRefused);
    std::string error;
    const std::optional<ExactBook> earlier = ExactBook::read(bytes, error);
    if (!earlier) return fail(path + ": " + error + "; a build writes over a proven book only", kRefused);
    if (earlier->geometry().size != options.geometry->size) return fail(path + " is a proven book of another board size", kRefused);
    oracle.learn(*earlier);
  }
  // Saved at once, so that a place that cannot be written is refused before the work, not after.
  if (const std::string error = write_file(partial, oracle.facts()); !error.empty()) return fail(error, kRefused);
  std::printf("reversi book --size %d --exact --empties %d: %zu facts saved before\n", options.geometry->size,
              options.solver_empties, oracle.known());
  std::fflush(stdout);
  const auto start = std::chrono::steady_clock::now();
  auto last_save = start;
  const auto save = [&] {
    if (const std::string error = write_file(partial, oracle.facts()); !error.empty()) fail(error, kFailed);
    last_save = std::chrono::steady_clock::now();
  };
  ExactBookOptions reporting = options;
  reporting.on_position = [&] {
    if (seconds_since(last_save) > 60) save();
  };
  reporting.on_ply = [&](int ply, std::size_t positions) {
    std::printf("ply %d: %zu positions, %zu facts, %.1f G nodes, %.0f s\n", ply, positions, oracle.known(),
                oracle.nodes() / 1e9, seconds_since(start));
    std::fflush(stdout);
  };
  const ExactBookBuild book = build_exact_book(reporting, oracle);
  save();
  if (const std::string error = write_file(path, book.bytes); !error.empty()) return fail(error, kFailed);
  std::printf("wrote %s: %zu positions, %zu of them the level's, the deepest at ply %d, %zu bytes, in %.0f s\n"
              "(the facts stay in %s: a deeper build resumes from them)\n",
              path.c_str(), book.positions, book.level_positions, book.deepest, book.bytes.size(), seconds_since(start),
              partial.c_str());
  return kDone;
}

int check(const std::string& path, int every, std::size_t table_mb) {
  std::vector<std::uint8_t> bytes;
  if (const std::string error = read_file(path, bytes, kMaxBookBytes); !error.empty()) return fail(error, kRefused);
  std::string error;
  const std::optional<ExactBook> book = ExactBook::read(bytes, error);
  if (!book) return fail(path + ": " + error, kFailed);
  if (const std::string why = book->contradiction(); !why.empty()) return fail(path + ": " + why, kFailed);
  const Geometry& g = book->geometry();
  // Each position once, deepest first: their solves fill the table the shallower ones need.
  std::map<std::tuple<int, Bitboard, Bitboard>, std::pair<Board, int>> positions;
  read_book_tree(book->tree(), g, kUnitsPerDisc, error, [&](const Board& board, int units) {
    const Board key = canonical_board(board, g);
    positions.try_emplace({popcount(board.empties(g.squares)), key.player, key.opponent}, board, units / kUnitsPerDisc);
  });
  std::printf("%s: a valid proven book of %zu positions for %d×%d, the solver from %d empties\n", path.c_str(),
              positions.size(), g.size, g.size, book->solver_empties());
  std::fflush(stdout);
  TranspositionTable table(table_mb * kMiB);
  Search search(g, table, PatternWeights::builtin());
  const auto start = std::chrono::steady_clock::now();
  int proven = 0, wrong = 0, index = 0;
  for (const auto& [order, position] : positions) {
    if (index++ % every != 0) continue;
    const auto& [board, value] = position;
    const int solved = search.solve(board).score;
    ++proven;
    if (solved != value) {
      ++wrong;
      // X the side to move, whichever colour it is: the book keeps no colours.
      std::printf("%s: the book says %+d, the solver %+d\n", position_text({&g, board, Color::Black}).c_str(), value, solved);
    }
    if (proven % 1000 == 0) {
      std::printf("%d proven, %d wrong, %d empties, %.0f s\n", proven, wrong, std::get<0>(order), seconds_since(start));
      std::fflush(stdout);
    }
  }
  std::printf("%d of %zu positions proven again by the solver in %.0f s: %d wrong\n", proven, positions.size(),
              seconds_since(start), wrong);
  return wrong == 0 ? kDone : kFailed;
}

}  // namespace

Job exact_book_job(Arguments& args, bool checking) {
  std::size_t table_mb = 1024;
  args.number_option<std::size_t>("--table-mb", 1, 16384, table_mb);
  if (checking) {
    int every = 1;
    args.number_option("--every", 1, 1'000'000, every);
    const std::optional<std::string> path = args.word("FILE");
    args.end();
    return [path, every, table_mb] { return check(path.value_or(""), every, table_mb); };
  }
  ExactBookOptions options;
  options.geometry = &read_size(args);
  args.number_option("--empties", 0, options.geometry->cells() - 4, options.solver_empties);
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  return [options, path, table_mb] { return build(options, path.value_or(""), table_mb); };
}

}  // namespace cli::reversi
