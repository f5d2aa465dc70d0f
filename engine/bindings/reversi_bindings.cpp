// Reversi's JavaScript API (Embind), built as its own wasm module (reversi_engine.mjs): the game on
// 8×8 and 6×6 on the surface both games share (game_surface.hpp), perft, the exact solver, the
// analysis, the game's review and the computer players. The engine's knowledge — the pattern weights the strong level
// and the analysis search with, and the strong level's opening book — is not compiled in: the page fetches it apart from the rules and
// gives its bytes to loadKnowledge(), which reads them as the native tools read a weights file.
// Squares are the board's cells, 0 .. size²-1 row-major from a1, and PASS (-1) a pass written in a
// move list; lists cross as plain arrays; a refused call throws an Error (from checked_calls.js, with
// reversi_calls.js naming this module's checked methods). engine.d.ts declares what JavaScript sees.
#include <emscripten/bind.h>

#include <array>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings/game_surface.hpp"
#include "bindings/js_values.hpp"
#include "players/reversi_players.hpp"
#include "reversi/evaluation.hpp"
#include "reversi/game.hpp"
#include "reversi/opening_names.hpp"
#include "reversi/perft.hpp"
#include "reversi/puzzles.hpp"
#include "reversi/review.hpp"
#include "reversi/search.hpp"

namespace {

using namespace engine::bindings;
namespace reversi = engine::reversi;

// The codes of state().cells, what stands on a cell, and the sides.
constexpr int kEmpty = 0, kBlackDisc = 1, kWhiteDisc = 2;
struct ReversiCells {
  int empty, black, white;
};
struct ReversiSides {
  int black, white;
};
// refusal()'s reasons, the engine's MoveError; CANNOT_PASS only for a pass written in a move list.
struct ReversiRefusals {
  int off_board, occupied, no_flip, game_over, cannot_pass;
};
// state().winner while the game runs, and once it ended in a draw.
constexpr int kNoWinner = -1, kDraw = 2;
constexpr std::array<int, 2> kSizes{reversi::kBoard8.size, reversi::kBoard6.size};

// The transposition table of every Reversi search in this module (6 MB): one search runs at a time.
reversi::TranspositionTable& shared_table() {
  static reversi::TranspositionTable table;
  return table;
}

// The knowledge loadKnowledge() was given: the strong level's and the analysis' evaluation; null before.
std::unique_ptr<reversi::PatternWeights>& knowledge() {
  static std::unique_ptr<reversi::PatternWeights> weights;
  return weights;
}

// The proven book loadExactBook() was given (6×6's), which joins the knowledge, now or once it comes.
std::optional<reversi::ExactBook>& exact_book() {
  static std::optional<reversi::ExactBook> book;
  return book;
}

constexpr const char* kNoKnowledge = "the engine has no knowledge yet: loadKnowledge(bytes) with reversi_knowledge.bin first";

// Returns true when the level searches with the knowledge: its evaluation is the strong one given.
bool needs_knowledge(reversi::Level level) {
  const reversi::PatternWeights marker;  // only its address counts
  return reversi::level_evaluation(level, marker) == &marker;
}

// Returns the knowledge's evaluation once it has come, else the features' (the medium level's),
// which the levels that need no knowledge never read and which orders the exact solver's moves as
// well, only more slowly.
const reversi::Evaluation& strong_evaluation() {
  return knowledge() ? static_cast<const reversi::Evaluation&>(*knowledge()) : reversi::feature_evaluation();
}

// The most empties solve() takes on: seconds in wasm at most; beyond, it could run for minutes.
constexpr int kMaxSolveEmpties = 22;

// aiMove's budget when it is left out: the site's strong player's, a second.
constexpr double kDefaultBudgetMs = 1000;

// What Reversi brings to the shared surface (game_surface.hpp).
struct ReversiTraits {
  static int cells(const reversi::Game& game) { return game.geometry().cells(); }
  static int size(const reversi::Game& game) { return game.geometry().size; }
  static engine::BoardShape shape(const reversi::Game& game) { return game.geometry().shape(); }
  static val cell_codes(const reversi::Game& game) {
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
  static int winner(const reversi::Game& game) {
    if (!game.is_over()) return kNoWinner;
    const auto winner = game.winner();
    return winner ? static_cast<int>(*winner) : kDraw;
  }
  // { reason, by }: a REFUSAL code; by is the knights' and always -1 here.
  static val refusal(const reversi::Game&, engine::Square, reversi::MoveError error) {
    val why = val::object();
    why.set("reason", static_cast<int>(error));
    why.set("by", -1);
    return why;
  }
  static bool passed_before(const reversi::Game& game, int ply) { return game.passed_before(ply); }
  static bool passed_before_node(const reversi::Game& game, engine::NodeId id) { return game.passed_before_node(id); }
  // { ja, en, plies }: a named opening, or null.
  static val opening_value(const reversi::OpeningName* name) {
    if (!name) return val::null();
    val item = val::object();
    item.set("ja", name->ja);
    item.set("en", name->en);
    item.set("plies", name->plies());
    return item;
  }
  // counts: [black, white] discs; opening: the named opening the game stands in at the cursor (8×8,
  // from the start; opening_names.hpp), or null; openings: by node, as tree, the opening named there.
  static void add_state(const reversi::Game& game, val& state) {
    state.set("counts", to_array(std::vector<int>{game.discs(reversi::Color::Black), game.discs(reversi::Color::White)}));
    const reversi::OpeningNames& names = reversi::OpeningNames::builtin();
    state.set("opening", opening_value(names.at_cursor(game)));
    val by_node = val::array();
    for (const reversi::OpeningName* name : names.by_node(game)) by_node.call<void>("push", opening_value(name));
    state.set("openings", by_node);
  }
  static reversi::ParsedPosition parse_position(std::string_view text) { return reversi::parse_position(text); }
  static reversi::Game fresh(const reversi::Game& game) { return reversi::Game(game.geometry()); }
};

using ReversiSurface = Surface<reversi::Game, ReversiTraits>;

// Reversi's own methods: its board, perft, the solver, the analysis and the players. Numbers come as
// double, checked here; refusals are returned as Errors for checked_calls.js to throw (js_values.hpp).
struct ReversiApi {
  // A new game (the JavaScript constructor, see reversi_calls.js).
  static val create(double size) {
    const reversi::Geometry* geometry = size == std::floor(size) && std::fabs(size) < 1e9 ? reversi::geometry_of(static_cast<int>(size)) : nullptr;
    if (!geometry) return refused("a Reversi board is 8 or 6 squares wide, not " + number_text(size));
    return val(reversi::Game(*geometry));
  }
  static int size(const reversi::Game& game) { return game.geometry().size; }
  static val perft(const reversi::Game& game, double depth) {
    const auto d = whole_number(depth, 0, reversi::kMaxPerftDepth, "perft's depth");
    if (d.bad()) return refused(d.error);
    return perft_count(reversi::bounded_perft(game.position().board, game.geometry().squares, d.value, kPerftPositions), d.value);
  }
  static int to_cell(const reversi::Game& game, engine::Square s) {
    return s == engine::kPass ? engine::kPass : game.geometry().cell_of(s);
  }
  // {score, move}: the exact final disc difference for the side to move (empty squares to the
  // winner) and a best move, PASS when the game is over.
  static val solve(const reversi::Game& game) {
    const int empties = engine::popcount(game.position().board.empties(game.geometry().squares));
    if (empties > kMaxSolveEmpties)
      return refused("solve() takes positions with at most " + std::to_string(kMaxSolveEmpties) +
                     " empty squares; this one has " + std::to_string(empties));
    shared_table().clear();
    reversi::Search search(game.geometry(), shared_table(), strong_evaluation());
    const reversi::SearchResult result = search.solve(game.position().board);
    val answer = val::object();
    answer.set("score", result.score);
    answer.set("move", to_cell(game, result.move));
    return answer;
  }
  // The search's limits for a budget (js_values.hpp: read_budget; left out, which only aiMove's may
  // be, a second); a node budget makes the strong player reproducible for a seed. The random and
  // weighted players ignore it.
  static Checked<reversi::Limits> to_limits(const val& budget) {
    const auto read = read_budget(budget);
    if (read.bad()) return {{}, read.error};
    reversi::Limits limits;
    if (budget.isUndefined()) limits.milliseconds = kDefaultBudgetMs;
    if (read.value.ms) limits.milliseconds = *read.value.ms;
    if (read.value.nodes) limits.nodes = static_cast<std::uint64_t>(*read.value.nodes);
    return {limits, {}};
  }
  // The cell a computer player of `level` chooses (a game never stands where a pass is due).
  static val ai_move(const reversi::Game& game, const std::string& level_name, double seed, const val& budget) {
    const auto level = reversi::parse_level(level_name);
    if (!level)
      return refused("unknown level '" + engine::utf8_excerpt(level_name) + "': use 'random', 'weighted', 'medium' or 'strong'");
    const auto rng_seed = to_seed(seed);
    if (rng_seed.bad()) return refused(rng_seed.error);
    const auto limits = to_limits(budget);
    if (limits.bad()) return refused(limits.error);
    if (game.is_over()) return refused(kNoMoveToChoose);
    if (!knowledge() && needs_knowledge(*level)) return refused(kNoKnowledge);
    return val(to_cell(game, reversi::choose_move(*level, game.position(), rng_seed.value, limits.value, shared_table(),
                                                  strong_evaluation())));
  }
  static val to_values(const reversi::Game& game, const std::vector<reversi::MoveValue>& values) {
    val array = val::array();
    for (const reversi::MoveValue& value : values) {
      val item = val::object();
      item.set("move", to_cell(game, value.move));
      item.set("score", value.score);
      item.set("exact", value.exact);
      item.set("depth", value.depth);
      std::vector<int> line;
      for (const engine::Square s : value.line) line.push_back(to_cell(game, s));
      item.set("line", to_array(line));
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
  // [{move, score, exact, depth, line}]: every legal move's value for the side to move, best first,
  // with its line in cells (PASS a pass), within the budget (as aiMove's); [] when the game is
  // over. on_progress, a function or undefined, hears the values so far after each step of the
  // search; reversi_calls.js hands it over wrapped so that it never throws into these frames.
  static val analyze(const reversi::Game& game, const val& budget, const val& on_progress) {
    const auto limits = to_limits(budget);
    if (limits.bad()) return refused(limits.error);
    if (!knowledge()) return refused(kNoKnowledge);
    ValuesListener listener(game, on_progress);
    reversi::Search search(game.geometry(), shared_table(), *knowledge());
    return to_values(game, search.analyze(game.position().board, limits.value, on_progress.isUndefined() ? nullptr : &listener,
                                          reversi::Lines::With));
  }
  // { ply, toMove, played, best, value, playedValue, exact, playedExact, depth, mark, values, good,
  // line }: a position's review (reversi/review.hpp) in cells; played PASS at the last, best PASS at
  // the end; values as analyze()'s, good its moves within one disc of the best, line's passes PASS.
  static val turn_value(const reversi::Game& game, const reversi::TurnReview& turn) {
    val item = val::object();
    item.set("ply", turn.ply);
    item.set("toMove", static_cast<int>(turn.to_move));
    item.set("played", to_cell(game, turn.played));
    item.set("best", to_cell(game, turn.best));
    item.set("value", turn.value);
    item.set("playedValue", turn.played_value);
    item.set("exact", turn.exact);
    item.set("playedExact", turn.played_exact);
    item.set("depth", turn.depth);
    item.set("mark", std::string(engine::annotation_text(turn.mark)));
    item.set("values", to_values(game, turn.values));
    val good = val::array(), line = val::array();
    for (engine::Bitboard b = turn.good; b;) good.call<void>("push", to_cell(game, engine::pop_lsb(b)));
    for (const engine::Square move : turn.line) line.call<void>("push", to_cell(game, move));
    item.set("good", good);
    item.set("line", line);
    return item;
  }
  // Each side's summary of a review, by SIDE code: the counts (js_values.hpp), the accuracy and the discs lost a move.
  static val sides_value(const std::vector<reversi::TurnReview>& turns) {
    val sides = val::array();
    for (const reversi::ReversiSideSummary& side : reversi::summarize(turns)) {
      val item = side_summary(side);
      item.set("accuracy", side.accuracy);
      item.set("averageLoss", side.average_loss());
      sides.call<void>("push", item);
    }
    return sides;
  }
  // The whole record's review within the pages' budget (page_review_limits: exact with a proven book), { turns, sides }: the
  // turns in the game's order, and each side's summary; on_progress (a function or undefined,
  // wrapped by reversi_calls.js) hears each position as it is done, from the end toward the
  // opening, then those the second pass values again. Like the analysis, it estimates with the knowledge.
  static val review(const reversi::Game& game, const val& on_progress) {
    if (!knowledge()) return refused(kNoKnowledge);
    return review_to_js<reversi::ReviewListener, reversi::TurnReview>(
        on_progress, [&game](const reversi::TurnReview& turn) { return turn_value(game, turn); },
        [&game](reversi::ReviewListener* listener) {
          return reversi::review_game(game, reversi::page_review_limits(game.geometry(), *knowledge()), shared_table(),
                                      listener, *knowledge());
        },
        &sides_value);
  }
};

// Reads the knowledge from bytes (a Uint8Array, a plain copy made by checked_calls.js); a malformed
// file is refused and the knowledge held before, if any, kept.
val load_knowledge(const val& bytes) {
  const std::vector<unsigned char> data = emscripten::convertJSArrayToNumberVector<unsigned char>(bytes);
  std::string error;
  std::unique_ptr<reversi::PatternWeights> weights = reversi::PatternWeights::read(data, error);
  if (!weights) return refused("not Reversi's knowledge: " + error);
  if (exact_book()) weights->set_exact_book(*exact_book());
  knowledge() = std::move(weights);
  // The table's entries scored with the knowledge replaced; a later one may even take its address.
  shared_table().clear();
  return val::undefined();
}

// Reads a proven book from bytes (reversi_book6.bin, a plain copy made by checked_calls.js): the
// strong level then plays perfectly on its board, and the values and the review are exact. A
// malformed file is refused and the book held before, if any, kept.
val load_exact_book(const val& bytes) {
  const std::vector<unsigned char> data = emscripten::convertJSArrayToNumberVector<unsigned char>(bytes);
  std::string error;
  std::optional<reversi::ExactBook> book = reversi::ExactBook::read(data, error);
  if (!book) return refused("not a proven book: " + error);
  exact_book() = std::move(book);
  if (knowledge()) knowledge()->set_exact_book(*exact_book());
  shared_table().clear();
  return val::undefined();
}

// The names of the levels that search with the knowledge, and so wait for it.
val knowledge_levels() {
  val names = val::array();
  for (const reversi::Level level : reversi::kLevels) {
    if (needs_knowledge(level)) names.call<void>("push", std::string(reversi::level_name(level)));
  }
  return names;
}

// A Reversi puzzle set's text read (reversi/puzzles.hpp): its puzzles, or the first bad line refused.
val read_puzzles(const std::string& text) { return puzzles_to_js(reversi::read_puzzles(text), reversi::kBoard8.shape()); }

}  // namespace

EMSCRIPTEN_BINDINGS(reversi) {
  // The named openings read as the module loads, not within the first state(): a call leaves the
  // module's memory as it found it (tests/js/engine_texts.test.mjs).
  reversi::OpeningNames::builtin();
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
      .field("GAME_OVER", &ReversiRefusals::game_over)
      .field("CANNOT_PASS", &ReversiRefusals::cannot_pass);
  using reversi::MoveError;
  emscripten::constant("REFUSAL", ReversiRefusals{static_cast<int>(MoveError::OffBoard), static_cast<int>(MoveError::Occupied),
                                                  static_cast<int>(MoveError::NoFlip), static_cast<int>(MoveError::GameOver),
                                                  static_cast<int>(MoveError::CannotPass)});
  emscripten::constant("NO_WINNER", kNoWinner);
  emscripten::constant("DRAW", kDraw);
  register_array<int, kSizes.size()>("ReversiSizes");
  emscripten::constant("SIZES", kSizes);
  register_array<std::string, reversi::kLevels.size()>("ReversiLevels");
  emscripten::constant("LEVELS", level_names(reversi::kLevels, reversi::level_name));

  // No Embind constructor: `new Reversi(size)` is reversi_calls.js's, which calls create().
  emscripten::class_<reversi::Game> game("Reversi");
  game.class_function("create", &ReversiApi::create);
  ReversiSurface::bind(game);
  game.function("size", &ReversiApi::size)
      .function("perft", &ReversiApi::perft)
      .function("solve", &ReversiApi::solve)
      .function("aiMove", &ReversiApi::ai_move)
      .function("analyze", &ReversiApi::analyze)
      .function("review", &ReversiApi::review);
  emscripten::function("loadKnowledge", &load_knowledge);
  emscripten::function("loadExactBook", &load_exact_book);
  emscripten::function("readPuzzles", &read_puzzles);
  emscripten::function("knowledgeLevels", &knowledge_levels);
  emscripten::function("memoryUse", &memory_use);
}
