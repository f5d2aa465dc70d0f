// The knight game's JavaScript API (Embind), built as its own wasm module (knights_engine.mjs):
// the game on the surface both games share (game_surface.hpp), its AIs, the solver with its
// opening book and the game's review. The outcome table one ply past the book comes apart from the
// module: the page fetches knights_outcomes.bin when a question needs it and gives its bytes to
// loadOutcomes(); until then the same answers come from the solver, only slower. The npm
// package's build (KNIGHTS_VALUES) also reads the table's values (loadValues()), with which grundy()
// answers at once up to five knights; the page never asks for a value. Squares cross as numbers
// 0–63, lists as plain arrays; a refused call throws an Error (from checked_calls.js, with
// knights_calls.js and knights_values_calls.js naming this module's checked methods).
// engine.d.ts declares what JavaScript sees.
#include <emscripten/bind.h>

#include <string>
#include <vector>

#include "bindings/game_surface.hpp"
#include "bindings/js_values.hpp"
#include "knights/attacks.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"
#include "knights/outcomes.hpp"
#include "knights/review.hpp"
#include "knights/perft.hpp"
#include "knights/puzzles.hpp"
#include "players/knights_perfect.hpp"
#include "players/knights_players.hpp"

namespace {

using namespace engine::bindings;
namespace knights = engine::knights;

// The codes of state().cells, what stands on a square, and the sides.
constexpr int kFree = 0, kKnight = 1, kAttacked = 2;
struct KnightCells {
  int free, knight, attacked;
};
struct KnightSides {
  int first, second;
};
// refusal()'s reasons, the engine's MoveError.
struct KnightRefusals {
  int off_board, occupied, attacked, game_over;
};
// state().winner while the game runs, and Reversi's code for a draw, which the knight game never
// reports (a side always ends unable to move): the same codes in both modules.
constexpr int kNoWinner = -1, kDraw = 2;

// One oracle for the module (a page or worker holds one module): its table, about 16 MB, keeps
// what the solver learnt from one call to the next.
knights::Oracle& oracle() {
  static knights::Oracle instance;
  return instance;
}

// The outcome table loadOutcomes() was given (empty before), which the oracle answers from.
knights::Outcomes& outcomes() {
  static knights::Outcomes table;
  return table;
}

// What the knight game brings to the shared surface (game_surface.hpp).
struct KnightTraits {
  static int cells(const knights::Game&) { return knights::kSquares; }
  static int size(const knights::Game&) { return knights::kBoardSize; }
  static engine::BoardShape shape(const knights::Game&) { return knights::kShape; }
  static val cell_codes(const knights::Game& game) {
    const knights::Position& pos = game.position();
    val array = val::array();
    for (engine::Square s = 0; s < knights::kSquares; ++s)
      array.call<void>("push", engine::contains(pos.knights, s) ? kKnight : engine::contains(pos.blocked, s) ? kAttacked : kFree);
    return array;
  }
  static int winner(const knights::Game& game) {
    const auto winner = game.winner();
    return winner ? static_cast<int>(*winner) : kNoWinner;
  }
  // { reason, by }: a REFUSAL code and, for ATTACKED, the square of a knight that attacks it (-1 otherwise).
  static val refusal(const knights::Game& game, engine::Square s, knights::MoveError error) {
    val why = val::object();
    why.set("reason", static_cast<int>(error));
    why.set("by", error == knights::MoveError::Attacked ? engine::lsb(knights::KnightAttacks[s] & game.position().knights) : -1);
    return why;
  }
  static bool passed_before(const knights::Game&, int) { return false; }  // nobody passes
  static bool passed_before_node(const knights::Game&, engine::NodeId) { return false; }
  // placed: [first, second], the knights each side placed from the start to the cursor.
  static void add_state(const knights::Game& game, val& state) {
    std::vector<int> placed(2, 0);
    for (int ply = 0; ply < game.record().ply(); ++ply) ++placed[static_cast<int>(game.side_to_move_at(ply))];
    state.set("placed", to_array(placed));
  }
  static knights::ParsedPosition parse_position(std::string_view text) { return knights::parse_position(text); }
  static knights::Game fresh(const knights::Game&) { return knights::Game(); }
};

using KnightSurface = Surface<knights::Game, KnightTraits>;

// The knight game's own methods: its solver and its players. Numbers come as double, checked here;
// refusals are returned as Errors for checked_calls.js to throw (see js_values.hpp).
struct KnightApi {
  static val perft(const knights::Game& game, double depth) {
    const auto d = whole_number(depth, 0, knights::kSquares, "perft's depth");
    if (d.bad()) return refused(d.error);
    return perft_count(knights::bounded_perft(game.position(), d.value, kPerftPositions), d.value);
  }
  static int grundy(const knights::Game& game) { return oracle().grundy(game.legal_mask()); }
  static bool is_won(const knights::Game& game) { return !oracle().is_lost(game.legal_mask()); }
  static val winning_moves(const knights::Game& game) { return squares_of(oracle().winning_moves(game.legal_mask())); }
  static val best_tries(const knights::Game& game) {
    if (game.is_over()) return refused(kNoMoveToChoose);
    return squares_of(knights::best_tries(game.legal_mask(), oracle()));
  }
  // { ply, toMove, winner, played, won, winning, line, mark }: a position's review
  // (knights/review.hpp), with the side to move and the side winning there; played -1 at the last.
  static val turn_value(const knights::Game& game, const knights::KnightTurn& turn) {
    const knights::Player mover = game.side_to_move_at(turn.ply);
    const knights::Player other = mover == knights::Player::First ? knights::Player::Second : knights::Player::First;
    val item = val::object();
    item.set("ply", turn.ply);
    item.set("toMove", static_cast<int>(mover));
    item.set("winner", static_cast<int>(turn.won ? mover : other));
    item.set("played", turn.played);
    item.set("won", turn.won);
    item.set("winning", squares_of(turn.winning));
    item.set("line", to_array(turn.line));
    item.set("mark", std::string(engine::annotation_text(turn.mark)));
    return item;
  }
  // The whole record's review, { turns, sides }: the turns in the game's order, and each side's
  // summary by SIDE code; on_progress (a function or undefined, wrapped by knights_calls.js) hears
  // each position as it is done, from the end toward the opening.
  static val review(const knights::Game& game, const val& on_progress) {
    return review_to_js<knights::KnightReviewListener, knights::KnightTurn>(
        on_progress, [&game](const knights::KnightTurn& turn) { return turn_value(game, turn); },
        [&game](knights::KnightReviewListener* listener) { return knights::review_game(game, oracle(), knights::best_tries, listener); },
        [&game](const std::vector<knights::KnightTurn>& turns) {
          val sides = val::array();
          for (const engine::SideSummary& side : knights::summarize(game, turns)) sides.call<void>("push", side_summary(side));
          return sides;
        });
  }
  // The square the site's AI of that level plays: d5 on the empty board, as the original page did.
  // The budget, the surface's as Reversi's, is checked as Reversi's and ignored: every level answers
  // within milliseconds (the perfect one from its book and table).
  static val ai_move(const knights::Game& game, const std::string& level_name, double seed, const val& budget) {
    const auto level = knights::parse_level(level_name);
    if (!level) return refused("unknown AI level '" + engine::utf8_excerpt(level_name) + "' (random, weighted or perfect)");
    const auto rng_seed = to_seed(seed);
    if (rng_seed.bad()) return refused(rng_seed.error);
    if (const auto read = read_budget(budget); read.bad()) return refused(read.error);
    if (game.is_over()) return refused(kNoMoveToChoose);
    engine::Random rng(rng_seed.value);
    return val(knights::site_move(*level, game.position(), rng, oracle()));
  }
};

// Reads the outcome table from bytes (knights_outcomes.bin, a plain copy made by checked_calls.js):
// the questions of four and five knights are then answered at once, as exactly as before. A
// malformed file is refused and the table held before, if any, kept.
val load_outcomes(const val& bytes) {
  const std::vector<std::uint8_t> data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
  if (const std::string error = outcomes().load(data); !error.empty()) return refused("not the knight outcome table: " + error);
  oracle().use_outcomes(outcomes());
  return val::undefined();
}

#ifdef KNIGHTS_VALUES
// Adds to the outcome table its values (knights_values.bin). Refused, changing nothing, before the
// table or for bytes that are not its values.
val load_values(const val& bytes) {
  const std::vector<std::uint8_t> data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
  if (const std::string error = outcomes().load_values(data); !error.empty()) return refused("not the knight values: " + error);
  return val::undefined();
}
#endif

// A knight puzzle set's text read (knights/puzzles.hpp): its puzzles, or the first bad line refused.
val read_puzzles(const std::string& text) { return puzzles_to_js(knights::read_puzzles(text), knights::kShape); }

}  // namespace

EMSCRIPTEN_BINDINGS(knights) {
  // The engine's codes and facts, so that JavaScript never spells them itself.
  emscripten::value_object<KnightCells>("KnightCells")
      .field("FREE", &KnightCells::free)
      .field("KNIGHT", &KnightCells::knight)
      .field("ATTACKED", &KnightCells::attacked);
  emscripten::constant("CELL", KnightCells{kFree, kKnight, kAttacked});
  emscripten::value_object<KnightSides>("KnightSides")
      .field("FIRST", &KnightSides::first)
      .field("SECOND", &KnightSides::second);
  emscripten::constant("SIDE", KnightSides{static_cast<int>(knights::Player::First), static_cast<int>(knights::Player::Second)});
  emscripten::constant("NO_WINNER", kNoWinner);
  emscripten::constant("DRAW", kDraw);
  emscripten::value_object<KnightRefusals>("KnightRefusals")
      .field("OFF_BOARD", &KnightRefusals::off_board)
      .field("OCCUPIED", &KnightRefusals::occupied)
      .field("ATTACKED", &KnightRefusals::attacked)
      .field("GAME_OVER", &KnightRefusals::game_over);
  using knights::MoveError;
  emscripten::constant("REFUSAL", KnightRefusals{static_cast<int>(MoveError::OffBoard), static_cast<int>(MoveError::Occupied),
                                                 static_cast<int>(MoveError::Attacked), static_cast<int>(MoveError::GameOver)});
  emscripten::constant("BOARD_SIZE", knights::kBoardSize);
  register_array<std::string, knights::kLevels.size()>("KnightLevels");
  emscripten::constant("LEVELS", level_names(knights::kLevels, knights::level_name));

  emscripten::class_<knights::Game> game("KnightGame");
  game.constructor<>();
  KnightSurface::bind(game);
  game.function("perft", &KnightApi::perft)
      .function("grundy", &KnightApi::grundy)
      .function("isWon", &KnightApi::is_won)
      .function("winningMoves", &KnightApi::winning_moves)
      .function("bestTries", &KnightApi::best_tries)
      .function("aiMove", &KnightApi::ai_move)
      .function("review", &KnightApi::review);
  emscripten::function("memoryUse", &memory_use);
  emscripten::function("readPuzzles", &read_puzzles);
  emscripten::function("loadOutcomes", &load_outcomes);
#ifdef KNIGHTS_VALUES
  emscripten::function("loadValues", &load_values);
#endif
}
