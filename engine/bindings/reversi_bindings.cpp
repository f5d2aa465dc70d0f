// Reversi's JavaScript API (Embind), built as its own wasm module (reversi_engine.mjs): the game on
// 8×8 and 6×6, perft, the exact solver, the analysis and the computer players. Squares are the board's cells,
// 0 .. size²-1 row-major from a1, and PASS (-1) is a pass; lists cross as plain arrays, errors as
// thrown JavaScript Errors. engine.d.ts declares what JavaScript sees.
#include <emscripten/bind.h>

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "bindings/js_values.hpp"
#include "players/reversi_players.hpp"
#include "reversi/game.hpp"
#include "reversi/perft.hpp"
#include "reversi/search.hpp"

namespace {

using namespace engine::bindings;
namespace reversi = engine::reversi;

// The codes of cells(), what stands on a cell, and the sides.
constexpr int kEmpty = 0, kBlackDisc = 1, kWhiteDisc = 2;
struct ReversiCells {
  int empty, black, white;
};
struct ReversiSides {
  int black, white;
};
// refusal()'s reasons, the engine's MoveError.
struct ReversiRefusals {
  int off_board, occupied, no_flip, must_pass, game_over;
};
// winner() while the game runs, and once it ended in a draw.
constexpr int kNoWinner = -1, kDraw = 2;
constexpr std::array<int, 2> kSizes{reversi::kBoard8.size, reversi::kBoard6.size};

// The transposition table of every Reversi search in this module (6 MB): one search runs at a time.
reversi::TranspositionTable& shared_table() {
  static reversi::TranspositionTable table;
  return table;
}

// The most empties solve() takes on: seconds in wasm at most; beyond, it could run for minutes.
constexpr int kMaxSolveEmpties = 22;

// Reversi game methods beyond the engine's own: JavaScript-shaped results and errors.
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
    return to_array(std::vector<int>{game.discs(reversi::Color::Black), game.discs(reversi::Color::White)});
  }
  static int winner(const reversi::Game& game) {
    if (!game.is_over()) return kNoWinner;
    const auto winner = game.winner();
    return winner ? static_cast<int>(*winner) : kDraw;
  }
  static val cells(const reversi::Game& game) {
    const reversi::Position& pos = game.position();
    const reversi::Geometry& g = game.geometry();
    val array = val::array();
    for (int cell = 0; cell < g.cells(); ++cell) {
      const engine::Square s = g.bit_of(cell);
      array.call<void>("push", engine::contains(pos.discs(reversi::Color::Black), s)   ? kBlackDisc
                               : engine::contains(pos.discs(reversi::Color::White), s) ? kWhiteDisc
                                                                                        : kEmpty);
    }
    return array;
  }
  static std::string position_text(const reversi::Game& game) { return reversi::position_text(game.position()); }
  static double perft(const reversi::Game& game, int depth) {
    if (depth < 0 || depth > reversi::kMaxPerftDepth)
      throw_error("perft depth must be 0 to " + std::to_string(reversi::kMaxPerftDepth) + ", not " + std::to_string(depth));
    return static_cast<double>(reversi::perft(game.position().board, game.geometry().squares, depth));
  }
  static int to_cell(const reversi::Game& game, engine::Square s) {
    return s == engine::kPass ? engine::kPass : game.geometry().cell_of(s);
  }
  // {score, move}: the exact final disc difference for the side to move (empty squares to the
  // winner) and a best move, PASS when passing is forced or the game is over.
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
  // The move a computer player of `level` chooses: a cell, or PASS when passing is forced.
  static int ai_move(const reversi::Game& game, const std::string& level_name, double seed, val budget) {
    const auto level = reversi::parse_level(level_name);
    if (!level) throw_error("unknown level '" + level_name + "': use 'random', 'weighted' or 'strong'");
    if (game.is_over()) throw_error("the game is over: there is no move to choose");
    const reversi::Limits limits = to_limits(budget);
    return to_cell(game, reversi::choose_move(*level, game.position(), to_seed(seed), limits, shared_table()));
  }
  static val to_values(const reversi::Game& game, const std::vector<reversi::MoveValue>& values) {
    val array = val::array();
    for (const reversi::MoveValue& value : values) {
      val item = val::object();
      item.set("move", to_cell(game, value.move));
      item.set("score", value.score);
      item.set("exact", value.exact);
      item.set("depth", value.depth);
      array.call<void>("push", item);
    }
    return array;
  }
  // Passes an analysis's values on to a JavaScript function.
  class ValuesListener final : public reversi::AnalysisListener {
   public:
    ValuesListener(const reversi::Game& game, val function) : game_(game), function_(std::move(function)) {}
    void heard(const std::vector<reversi::MoveValue>& values) override { function_(to_values(game_, values)); }

   private:
    const reversi::Game& game_;
    val function_;
  };
  // [{move, score, exact, depth}]: every legal move's value for the side to move, best first,
  // within the budget (as aiMove's); [] when it must pass or the game is over. on_progress, a
  // function, hears the values so far after each step of the search.
  static val analyze_reporting(const reversi::Game& game, val budget, val on_progress) {
    const reversi::Limits limits = to_limits(budget);
    const bool reporting = !on_progress.isUndefined();
    if (reporting && on_progress.typeOf().as<std::string>() != "function") throw_error("analyze's second argument must be a function");
    ValuesListener listener(game, on_progress);
    reversi::Search search(game.geometry(), shared_table());
    return to_values(game, search.analyze(game.position().board, limits, reporting ? &listener : nullptr));
  }
  static val analyze(const reversi::Game& game, val budget) { return analyze_reporting(game, budget, val::undefined()); }
  // null when cell may be played now, else { reason }: a REFUSAL code.
  static val refusal(const reversi::Game& game, int cell) {
    const reversi::MoveError error = game.check(cell);
    if (error == reversi::MoveError::None) return val::null();
    val why = val::object();
    why.set("reason", static_cast<int>(error));
    return why;
  }
  static val parse_moves(const reversi::Game& game, const std::string& text) {
    return parsed_moves(engine::parse_square_list(text, game.geometry().shape(), true));
  }
  static std::string square_name(const reversi::Game& game, int cell) {
    if (cell < 0 || cell >= game.geometry().cells())
      throw_error("square " + std::to_string(cell) + " is off the board");
    return engine::square_name(cell, game.geometry().shape());
  }
};

}  // namespace

EMSCRIPTEN_BINDINGS(reversi) {
  // The engine's codes and facts, so that JavaScript never spells them itself.
  emscripten::value_object<ReversiCells>("ReversiCells")
      .field("EMPTY", &ReversiCells::empty)
      .field("BLACK", &ReversiCells::black)
      .field("WHITE", &ReversiCells::white);
  emscripten::constant("CELL", ReversiCells{kEmpty, kBlackDisc, kWhiteDisc});
  emscripten::value_object<ReversiSides>("ReversiSides")
      .field("BLACK", &ReversiSides::black)
      .field("WHITE", &ReversiSides::white);
  emscripten::constant("SIDE", ReversiSides{static_cast<int>(reversi::Color::Black), static_cast<int>(reversi::Color::White)});
  emscripten::constant("PASS", engine::kPass);
  emscripten::value_object<ReversiRefusals>("ReversiRefusals")
      .field("OFF_BOARD", &ReversiRefusals::off_board)
      .field("OCCUPIED", &ReversiRefusals::occupied)
      .field("NO_FLIP", &ReversiRefusals::no_flip)
      .field("MUST_PASS", &ReversiRefusals::must_pass)
      .field("GAME_OVER", &ReversiRefusals::game_over);
  using reversi::MoveError;
  emscripten::constant("REFUSAL", ReversiRefusals{static_cast<int>(MoveError::OffBoard), static_cast<int>(MoveError::Occupied),
                                                  static_cast<int>(MoveError::NoFlip), static_cast<int>(MoveError::MustPass),
                                                  static_cast<int>(MoveError::GameOver)});
  emscripten::constant("NO_WINNER", kNoWinner);
  emscripten::constant("DRAW", kDraw);
  register_array<int, kSizes.size()>("ReversiSizes");
  emscripten::constant("SIZES", kSizes);
  register_array<std::string, reversi::kLevels.size()>("ReversiLevels");
  emscripten::constant("LEVELS", level_names(reversi::kLevels, reversi::level_name));

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
      .function("analyze", &ReversiApi::analyze)
      .function("analyze", &ReversiApi::analyze_reporting)
      .function("refusal", &ReversiApi::refusal)
      .function("parseMoves", &ReversiApi::parse_moves)
      .function("squareName", &ReversiApi::square_name);
}
