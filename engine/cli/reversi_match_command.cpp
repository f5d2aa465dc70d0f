// `reversi match A B`: a match between two players over paired random openings
// (tools/reversi_match.hpp), printing A's wins, draws and losses, the mean disc difference and
// the Elo difference with its 95% margin. A player is LEVEL[:BUDGET][:WEIGHTS-FILE][@PROGRAM]:
//   strong:1000ms            the strong level, a second a move
//   medium:20000n            the medium level, 20,000 nodes a move (the same games on any machine)
//   strong:200ms:new.bin     the strong level's search on the weights of new.bin (`reversi train`)
//   strong:200ms@old/reversi the strong level of another build of this tool, asked move by move
//                            with `old/reversi move strong:200ms SEED POSITION` (natively only)
// `reversi move PLAYER SEED POSITION` prints the move a player chooses: what @PROGRAM asks for.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "cli/files.hpp"
#include "cli/reversi_commands.hpp"
#include "core/square_names.hpp"
#include "core/table_size.hpp"
#include "reversi/position.hpp"
#include "tools/reversi_match.hpp"

namespace cli::reversi {
namespace {

using namespace engine;
using namespace engine::reversi;

// The budget when a player names none: what the page gives its CPU (web/js/reversi/reversi_ai.js).
constexpr double kDefaultMs = 1000;

// The most a weights file read for a player may hold: pattern_weights.bin is 98 KB.
constexpr std::size_t kMaxWeightsBytes = 16 * kMiB;

#ifndef __EMSCRIPTEN__  // a program of its own runs only natively
// Returns the move `program move PLAYER SEED POSITION` prints, or kPass when it prints none.
Square outside_move(const std::string& program, const std::string& player, const Position& position,
                    std::uint64_t seed) {
  // Position texts hold only X, O, - and a space; programs and players are quoted likewise.
  const std::string command = "'" + program + "' move '" + player + "' " + std::to_string(seed) + " '" +
                              position_text(position) + "'";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  char line[16] = {};
  if (!pipe || !std::fgets(line, sizeof line, pipe.get())) return kPass;
  const Geometry& g = *position.geometry;
  const SquareList squares = parse_square_list(std::string_view(line, std::strcspn(line, "\n")), g.shape(), true);
  return squares.error.empty() && squares.squares.size() == 1 && squares.squares[0] != kPass
             ? g.bit_of(squares.squares[0])
             : kPass;
}
#endif

}  // namespace

// Reads a player; refuses a malformed one.
Player read_player(const std::string& text, Arguments& args) {
  Player player;
  player.name = text;
  if (const std::size_t at = text.find('@'); at != std::string::npos) {
#ifdef __EMSCRIPTEN__
    args.refuse("a player of another program (@PROGRAM) plays only natively, not '" + text + "'");
#else
    const std::string program = text.substr(at + 1), spec = text.substr(0, at);
    read_player(spec, args);  // refuses a malformed spec here rather than in the other program
    player.outside = [program, spec](const Position& position, std::uint64_t seed) {
      return outside_move(program, spec, position, seed);
    };
#endif
    return player;
  }
  player.limits.milliseconds = kDefaultMs;
  std::string_view rest = text;
  const auto next_part = [&rest] {
    const std::size_t colon = rest.find(':');
    const std::string_view part = rest.substr(0, colon);
    rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
    return part;
  };
  const std::string_view level_text = next_part();
  const auto level = parse_level(level_text);
  if (!level) {
    args.refuse("unknown level '" + std::string(level_text) + "' in player '" + text +
                "': use random, weighted, medium or strong");
    return player;
  }
  player.level = *level;
  if (rest.empty()) return player;
  // A budget is digits then "ms" or "n"; anything else names the weights file.
  const std::size_t digits = rest.find_first_not_of("0123456789");
  const std::string_view unit = digits == std::string_view::npos ? "" : rest.substr(digits, rest.find(':', digits) - digits);
  if (digits > 0 && (unit == "ms" || unit == "n")) {
    const std::string_view budget = next_part();
    const std::string_view number = budget.substr(0, digits);
    if (unit == "ms") {
      if (const auto ms = read_number<int>(number, 1, 3'600'000))
        player.limits = {.milliseconds = static_cast<double>(*ms)};
      else
        args.refuse("the budget in '" + text + "' must be 1 to 3600000 ms");
    } else {
      if (const auto nodes = read_number<std::uint64_t>(number, 1, 1'000'000'000'000))
        player.limits = {.nodes = *nodes};
      else
        args.refuse("the budget in '" + text + "' must be 1 to 1000000000000 nodes, as 20000n");
    }
  }
  if (rest.empty()) return player;
  if (!level_evaluation(player.level)) {
    args.refuse("only a searching level (medium or strong) takes a weights file, not '" + text + "'");
    return player;
  }
  const std::string path(rest);
  std::vector<std::uint8_t> bytes;
  std::string error = read_file(path, bytes, kMaxWeightsBytes);
  if (error.empty()) {
    std::unique_ptr<PatternWeights> weights = PatternWeights::read(bytes, error);
    if (weights) player.weights = std::move(weights);
  }
  if (!error.empty()) args.refuse(path + ": " + error);
  return player;
}

Job move_command(Arguments& args) {
  const std::optional<std::string> text = args.word("PLAYER");
  const std::uint64_t seed = args.number<std::uint64_t>("SEED", 0, UINT64_MAX);
  const Player player = text ? read_player(*text, args) : Player{};
  const Position position = read_position(args);
  return [player, seed, position] {
    TranspositionTable table;
    const Square s = player.choose(position, seed, table);
    const Geometry& g = *position.geometry;
    std::printf("%s\n", s == kPass ? "pass" : square_name(g.cell_of(s), g.shape()).c_str());
    return kDone;
  };
}

Job match_command(Arguments& args) {
  MatchOptions options;
  options.geometry = &read_size(args);
  args.number_option("--openings", 1, 1'000'000, options.openings);
  args.number_option("--opening-plies", 0, 30, options.opening_plies);
  read_seed_and_threads(args, options.seed, options.threads);
  const std::optional<std::string> a = args.word("PLAYER");
  const std::optional<std::string> b = args.word("PLAYER");
  const Player player_a = a ? read_player(*a, args) : Player{};
  const Player player_b = b ? read_player(*b, args) : Player{};
  args.end();
  return [options, player_a, player_b] {
    const auto start = std::chrono::steady_clock::now();
    const MatchResult r = play_match(player_a, player_b, options);
    std::printf("%s vs %s, %dx%d, %d games (%d openings of %d random plies, each with both colours):\n",
                player_a.name.c_str(), player_b.name.c_str(), options.geometry->size, options.geometry->size,
                r.games(), options.openings, options.opening_plies);
    std::printf("%d wins, %d draws, %d losses, score %.1f%%, mean disc difference %+.2f, %s, in %.1f s\n",
                r.wins, r.draws, r.losses, 100 * r.score, r.disc_difference, elo_text(r).c_str(),
                milliseconds_since(start) / 1e3);
    return kDone;
  };
}

}  // namespace cli::reversi
