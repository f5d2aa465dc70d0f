// The engine's JavaScript API (Embind): the only file that knows about Emscripten.
// Squares cross as numbers, lists as plain arrays; errors become thrown JavaScript Errors.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "ai/player.hpp"
#include "ai/random_player.hpp"
#include "ai/reversi_players.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"
#include "knights/perft.hpp"
#include "reversi/game.hpp"
#include "reversi/perft.hpp"
#include "reversi/search.hpp"

namespace {

using emscripten::val;
namespace knights = engine::knights;
namespace reversi = engine::reversi;

[[noreturn]] void throw_error(const std::string& message) { val::global("Error").new_(message).throw_(); }

val to_array(const std::vector<engine::Square>& squares) {
  val array = val::array();
  for (const engine::Square s : squares) array.call<void>("push", s);
  return array;
}

// One oracle for the module (a page or worker holds one module): its table, about 16 MB, keeps
// what the solver learnt from one call to the next.
knights::Oracle& oracle() {
  static knights::Oracle instance;
  return instance;
}

void require_moves_left(const knights::Game& game) {
  if (game.is_over()) throw_error("the game is over: there is no move to choose");
}

// Returns a JavaScript seed as an integer, or throws.
std::uint64_t to_seed(double seed) {
  if (!(seed >= 0 && seed <= 9007199254740991.0 && seed == static_cast<double>(static_cast<std::uint64_t>(seed))))
    throw_error("the seed must be an integer from 0 to 2^53-1");
  return static_cast<std::uint64_t>(seed);
}

engine::Random seeded_random(double seed) { return engine::Random(to_seed(seed)); }

val squares_of(engine::Bitboard b) {
  val array = val::array();
  while (b) array.call<void>("push", engine::pop_lsb(b));
  return array;
}

// Knight game methods beyond the engine's own: JavaScript-shaped results and errors.
struct KnightApi {
  static void play(knights::Game& game, int square) {
    if (const auto error = game.play(square); error != knights::MoveError::None)
      throw_error(game.explain(error, square));
  }
  static void undo(knights::Game& game) {
    if (!game.undo()) throw_error("no move to undo");
  }
  static void play_moves(knights::Game& game, const std::string& text) {
    if (const std::string error = game.play_moves(text); !error.empty()) throw_error(error);
  }
  static val legal_moves(const knights::Game& game) { return to_array(game.legal_moves()); }
  static val history(const knights::Game& game) { return to_array(game.history()); }
  static int side_to_move(const knights::Game& game) { return static_cast<int>(game.side_to_move()); }
  static int winner(const knights::Game& game) {
    const auto winner = game.winner();
    return winner ? static_cast<int>(*winner) : -1;
  }
  // One number per square: 0 free, 1 knight, 2 attacked.
  static val cells(const knights::Game& game) {
    const knights::Position& pos = game.position();
    val array = val::array();
    for (engine::Square s = 0; s < knights::kSquares; ++s)
      array.call<void>("push", engine::contains(pos.knights, s) ? 1 : engine::contains(pos.blocked, s) ? 2 : 0);
    return array;
  }
  static double perft(const knights::Game& game, int depth) {
    if (depth < 0 || depth > knights::kSquares) throw_error("perft depth must be 0 to 64, not " + std::to_string(depth));
    return static_cast<double>(knights::perft(game.position(), depth));
  }
  static int random_move(const knights::Game& game, double seed) {
    require_moves_left(game);
    engine::Random rng = seeded_random(seed);
    return engine::ai::random_move(game.legal_mask(), rng);
  }
  static int grundy(const knights::Game& game) { return oracle().grundy(game.legal_mask()); }
  static bool is_won(const knights::Game& game) { return !oracle().is_lost(game.legal_mask()); }
  static val winning_moves(const knights::Game& game) { return squares_of(oracle().winning_moves(game.legal_mask())); }
  static int ai_move(const knights::Game& game, const std::string& level_name, double seed) {
    const auto level = engine::ai::parse_level(level_name);
    if (!level) throw_error("unknown AI level '" + level_name + "' (random, weighted or perfect)");
    require_moves_left(game);
    engine::Random rng = seeded_random(seed);
    return engine::ai::choose_move(*level, game.position(), rng, oracle());
  }
  static std::string square_name(int square) {
    if (square < 0 || square >= knights::kSquares) throw_error("square " + std::to_string(square) + " is off the board");
    return engine::square_name(square, knights::kShape);
  }
};

// The transposition table of every Reversi search in this module (6 MB): one search runs at a time.
reversi::TranspositionTable& shared_table() {
  static reversi::TranspositionTable table;
  return table;
}

// The most empties solve() takes on: seconds in wasm at most; beyond, it could run for minutes.
constexpr int kMaxSolveEmpties = 22;

// Reversi game methods beyond the engine's own. Squares are the board's cells: 0 .. size²-1
// row-major from a1; -1 is a pass.
struct ReversiApi {
  static reversi::Game create(int size) {
    const reversi::Geometry* geometry = reversi::geometry_of(size);
    if (!geometry) throw_error("a Reversi board is 8 or 6 squares wide, not " + std::to_string(size));
    return reversi::Game(*geometry);
  }
  static reversi::Game from_text(const std::string& text) {
    const reversi::ParsedPosition parsed = reversi::parse_position(text);
    if (!parsed.error.empty()) throw_error("bad position text: " + parsed.error);
    return reversi::Game(parsed.position);
  }
  static void play(reversi::Game& game, int cell) {
    if (const auto error = game.play(cell); error != reversi::MoveError::None) throw_error(game.explain(error, cell));
  }
  static void pass(reversi::Game& game) {
    if (const auto error = game.pass(); error != reversi::MoveError::None)
      throw_error(game.explain(error, engine::kPass));
  }
  static void undo(reversi::Game& game) {
    if (!game.undo()) throw_error("no move to undo");
  }
  static void play_moves(reversi::Game& game, const std::string& text) {
    if (const std::string error = game.play_moves(text); !error.empty()) throw_error(error);
  }
  static int size(const reversi::Game& game) { return game.geometry().size; }
  static val legal_moves(const reversi::Game& game) { return to_array(game.legal_moves()); }
  static val history(const reversi::Game& game) { return to_array(game.history()); }
  static int side_to_move(const reversi::Game& game) { return static_cast<int>(game.side_to_move()); }
  static val disc_counts(const reversi::Game& game) {
    return to_array({game.discs(reversi::Color::Black), game.discs(reversi::Color::White)});
  }
  // -1 while the game runs, 0 black, 1 white, 2 a draw.
  static int winner(const reversi::Game& game) {
    if (!game.is_over()) return -1;
    const auto winner = game.winner();
    return winner ? static_cast<int>(*winner) : 2;
  }
  // One number per cell: 0 empty, 1 black, 2 white.
  static val cells(const reversi::Game& game) {
    const reversi::Position& pos = game.position();
    const reversi::Geometry& g = game.geometry();
    val array = val::array();
    for (int cell = 0; cell < g.cells(); ++cell) {
      const engine::Square s = g.bit_of(cell);
      array.call<void>("push", engine::contains(pos.discs(reversi::Color::Black), s)   ? 1
                               : engine::contains(pos.discs(reversi::Color::White), s) ? 2
                                                                                        : 0);
    }
    return array;
  }
  static std::string position_text(const reversi::Game& game) { return reversi::position_text(game.position()); }
  static double perft(const reversi::Game& game, int depth) {
    if (depth < 0 || depth > 60) throw_error("perft depth must be 0 to 60, not " + std::to_string(depth));
    return static_cast<double>(reversi::perft(game.position().board, game.geometry().squares, depth));
  }
  static int to_cell(const reversi::Game& game, engine::Square s) {
    return s == engine::kPass ? -1 : game.geometry().cell_of(s);
  }
  // {score, move}: the exact final disc difference for the side to move (empty squares to the
  // winner) and a best move, -1 when passing is forced or the game is over.
  static val solve(const reversi::Game& game) {
    const int empties = engine::popcount(game.position().board.empties(game.geometry().squares));
    if (empties > kMaxSolveEmpties)
      throw_error("solve() takes positions with at most " + std::to_string(kMaxSolveEmpties) +
                  " empty squares; this one has " + std::to_string(empties));
    shared_table().clear();
    reversi::Search search(game.geometry(), shared_table());
    const reversi::SearchResult result = search.solve(game.position().board);
    val answer = val::object();
    answer.set("score", result.score);
    answer.set("move", to_cell(game, result.move));
    return answer;
  }
  // The move a computer player of `level` chooses: a cell, or -1 when passing is forced.
  // budget: milliseconds, or {ms, nodes} (either or both); a node budget makes the strong player
  // reproducible for a seed. The random and weighted players ignore it.
  static reversi::Limits to_limits(const val& budget) {
    const bool is_object = budget.typeOf().as<std::string>() == "object" && !budget.isNull();
    const val ms = is_object ? budget["ms"] : budget, nodes = is_object ? budget["nodes"] : val::undefined();
    reversi::Limits limits;
    if (!ms.isUndefined()) {
      if (!ms.isNumber() || !(ms.as<double>() > 0)) throw_error("the budget's milliseconds must be a positive number");
      limits.milliseconds = ms.as<double>();
    }
    if (!nodes.isUndefined()) {
      if (!nodes.isNumber() || !(nodes.as<double>() >= 1)) throw_error("the budget's nodes must be a number from 1 up");
      limits.nodes = static_cast<std::uint64_t>(std::min(nodes.as<double>(), 1e18));
    }
    if (ms.isUndefined() && nodes.isUndefined()) throw_error("the budget is milliseconds, or {ms, nodes} with either or both");
    return limits;
  }
  static int ai_move(const reversi::Game& game, const std::string& level_name, double seed, val budget) {
    const auto level = engine::ai::parse_reversi_level(level_name);
    if (!level) throw_error("unknown level '" + level_name + "': use 'random', 'weighted' or 'strong'");
    if (game.is_over()) throw_error("the game is over: there is no move to choose");
    const reversi::Limits limits = to_limits(budget);
    return to_cell(game, engine::ai::reversi_move(*level, game.position(), to_seed(seed), limits, shared_table()));
  }
  static std::string square_name(const reversi::Game& game, int cell) {
    if (cell < 0 || cell >= game.geometry().cells())
      throw_error("square " + std::to_string(cell) + " is off the board");
    return engine::square_name(cell, game.geometry().shape());
  }
};

}  // namespace

EMSCRIPTEN_BINDINGS(engine) {
  emscripten::class_<knights::Game>("KnightGame")
      .constructor<>()
      .function("legalMoves", &KnightApi::legal_moves)
      .function("play", &KnightApi::play)
      .function("undo", &KnightApi::undo)
      .function("playMoves", &KnightApi::play_moves)
      .function("isOver", &knights::Game::is_over)
      .function("sideToMove", &KnightApi::side_to_move)
      .function("winner", &KnightApi::winner)
      .function("history", &KnightApi::history)
      .function("historyText", &knights::Game::history_text)
      .function("cells", &KnightApi::cells)
      .function("perft", &KnightApi::perft)
      .function("randomMove", &KnightApi::random_move)
      .function("grundy", &KnightApi::grundy)
      .function("isWon", &KnightApi::is_won)
      .function("winningMoves", &KnightApi::winning_moves)
      .function("aiMove", &KnightApi::ai_move)
      .class_function("squareName", &KnightApi::square_name);

  emscripten::class_<reversi::Game>("Reversi")
      .constructor(&ReversiApi::create)
      .class_function("fromText", &ReversiApi::from_text)
      .function("size", &ReversiApi::size)
      .function("legalMoves", &ReversiApi::legal_moves)
      .function("play", &ReversiApi::play)
      .function("pass", &ReversiApi::pass)
      .function("mustPass", &reversi::Game::must_pass)
      .function("undo", &ReversiApi::undo)
      .function("playMoves", &ReversiApi::play_moves)
      .function("isOver", &reversi::Game::is_over)
      .function("sideToMove", &ReversiApi::side_to_move)
      .function("discCounts", &ReversiApi::disc_counts)
      .function("winner", &ReversiApi::winner)
      .function("history", &ReversiApi::history)
      .function("historyText", &reversi::Game::history_text)
      .function("cells", &ReversiApi::cells)
      .function("positionText", &ReversiApi::position_text)
      .function("perft", &ReversiApi::perft)
      .function("solve", &ReversiApi::solve)
      .function("aiMove", &ReversiApi::ai_move)
      .function("squareName", &ReversiApi::square_name);
}
