// `reversi book FILE`: builds the strong level's opening book (tools/opening_book_build.hpp) and
// writes the weights file FILE: the compiled-in weights with that size's book replaced. Copied over
// engine/reversi/pattern_weights.bin, it is what 最強 opens from.
#include <chrono>
#include <cstdio>
#include <string>

#include "cli/reversi_commands.hpp"
#include "reversi/pattern_evaluation.hpp"
#include "tools/opening_book_build.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

int run_book(const BookOptions& options, const std::string& path) {
  const Geometry& g = *options.geometry;
  std::printf("reversi book --size %d --positions %d --plies %d --width %d --nodes %llu\n", g.size, options.positions,
              options.plies, options.width / kUnitsPerDisc, static_cast<unsigned long long>(options.nodes));
  std::fflush(stdout);
  const auto start = std::chrono::steady_clock::now();
  BookOptions reporting = options;
  reporting.on_ply = [&](int ply, int positions) {
    std::printf("ply %d: %d positions searched, %.1f s\n", ply, positions, milliseconds_since(start) / 1e3);
    std::fflush(stdout);
  };
  const BookBuild book = build_opening_book(reporting, PatternWeights::builtin());
  std::printf("searched %d positions in %.1f s: %d expanded, the deepest at ply %d; the book takes %zu bytes\n",
              book.positions, milliseconds_since(start) / 1e3, book.expanded, book.deepest, book.bytes.size());
  SizeWeights written = PatternWeights::builtin().size_weights(g);
  written.book = book.bytes;
  return write_weights(path, weights_file_bytes(g, written));
}

}  // namespace

Job book_command(Arguments& args) {
  const bool exact = args.flag("--exact"), checking = args.flag("--check");
  if (exact && checking) args.refuse("--check reads a proven book: it takes no --exact");
  if (exact || checking) return exact_book_job(args, checking);
  BookOptions options;
  options.geometry = &read_size(args);
  args.number_option("--positions", 1, 1'000'000, options.positions);
  args.number_option("--plies", 0, 59, options.plies);
  int width = options.width / kUnitsPerDisc;
  args.number_option("--width", 0, 64, width);
  options.width = width * kUnitsPerDisc;
  args.number_option<std::uint64_t>("--nodes", 1, 1'000'000'000, options.nodes);
  options.threads = read_threads(args);
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  return [options, path = path.value_or("")] { return run_book(options, path); };
}

}  // namespace cli::reversi
