// The knight game's JavaScript API (Embind), built as its own wasm module (knights_engine.mjs):
// the game, its AIs and the solver with its opening book. Squares cross as numbers 0–63, lists as
// plain arrays; a refused call throws an Error (from checked_calls.js, with knights_calls.js naming
// this module's checked methods). engine.d.ts declares what JavaScript sees.
#include <emscripten/bind.h>

#include <string>

#include "bindings/js_values.hpp"
#include "knights/attacks.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"
#include "knights/perft.hpp"
#include "players/knights_perfect.hpp"
#include "players/knights_players.hpp"
#include "players/random_player.hpp"

namespace {

using namespace engine::bindings;
namespace knights = engine::knights;

// The codes of cells(), what stands on a square, and the sides.
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
// winner() while the game runs.
constexpr int kNoWinner = -1;

// One oracle for the module (a page or worker holds one module): its table, about 16 MB, keeps
// what the solver learnt from one call to the next.
knights::Oracle& oracle() {
  static knights::Oracle instance;
  return instance;
}


// Knight game methods beyond the engine's own: JavaScript-shaped results, and refusals returned as
// Errors for checked_calls.js to throw (see js_values.hpp). Numbers come as double, checked here.
struct KnightApi {
  static val play(knights::Game& game, double square) {
    const auto s = square_number(square, knights::kSquares);
    if (s.bad()) return refused(s.error);
    if (const auto error = game.play(s.value); error != knights::MoveError::None) return refused(game.explain(error, s.value));
    return val::undefined();
  }
  static val undo(knights::Game& game) { return game.undo() ? val::undefined() : refused("no move to undo"); }
  static val play_moves(knights::Game& game, const std::string& text) {
    const std::string error = game.play_moves(text);
    return error.empty() ? val::undefined() : refused(error);
  }
  static val legal_moves(const knights::Game& game) { return to_array(game.legal_moves()); }
  static val history(const knights::Game& game) { return to_array(game.history()); }
  static int side_to_move(const knights::Game& game) { return static_cast<int>(game.side_to_move()); }
  static int winner(const knights::Game& game) {
    const auto winner = game.winner();
    return winner ? static_cast<int>(*winner) : kNoWinner;
  }
  static val cells(const knights::Game& game) {
    const knights::Position& pos = game.position();
    val array = val::array();
    for (engine::Square s = 0; s < knights::kSquares; ++s)
      array.call<void>("push", engine::contains(pos.knights, s) ? kKnight : engine::contains(pos.blocked, s) ? kAttacked : kFree);
    return array;
  }
  static val perft(const knights::Game& game, double depth) {
    const auto d = whole_number(depth, 0, knights::kSquares, "perft's depth");
    if (d.bad()) return refused(d.error);
    return perft_count(knights::bounded_perft(game.position(), d.value, kPerftPositions), d.value);
  }
  static val random_move(const knights::Game& game, double seed) {
    const auto rng_seed = to_seed(seed);
    if (rng_seed.bad()) return refused(rng_seed.error);
    if (game.is_over()) return refused(kNoMoveToChoose);
    engine::Random rng(rng_seed.value);
    return val(engine::random_move(game.legal_mask(), rng));
  }
  static int grundy(const knights::Game& game) { return oracle().grundy(game.legal_mask()); }
  static bool is_won(const knights::Game& game) { return !oracle().is_lost(game.legal_mask()); }
  static val winning_moves(const knights::Game& game) { return squares_of(oracle().winning_moves(game.legal_mask())); }
  static val best_tries(const knights::Game& game) {
    if (game.is_over()) return refused(kNoMoveToChoose);
    return squares_of(knights::best_tries(game.legal_mask(), oracle()));
  }
  static val ai_move(const knights::Game& game, const std::string& level_name, double seed) {
    const auto level = knights::parse_level(level_name);
    if (!level) return refused("unknown AI level '" + engine::utf8_excerpt(level_name) + "' (random, weighted or perfect)");
    const auto rng_seed = to_seed(seed);
    if (rng_seed.bad()) return refused(rng_seed.error);
    if (game.is_over()) return refused(kNoMoveToChoose);
    engine::Random rng(rng_seed.value);
    return val(knights::choose_move(*level, game.position(), rng, oracle()));
  }
  // null when square may be played now, else { reason, by }: a REFUSAL code and, for ATTACKED,
  // the square of a knight that attacks it (-1 otherwise).
  static val refusal(const knights::Game& game, double square) {
    const auto s = square_number(square, knights::kSquares);
    if (s.bad()) return refused(s.error);
    const knights::MoveError error = game.check(s.value);
    if (error == knights::MoveError::None) return val::null();
    val why = val::object();
    why.set("reason", static_cast<int>(error));
    why.set("by", error == knights::MoveError::Attacked ? engine::lsb(knights::KnightAttacks[s.value] & game.position().knights) : -1);
    return why;
  }
  static val parse_moves(const std::string& text) { return parsed_moves(engine::parse_square_list(text, knights::kShape)); }
  static val square_name(double square) {
    const auto s = whole_number(square, 0, knights::kSquares - 1, "a square");
    if (s.bad()) return refused(s.error);
    return val(engine::square_name(s.value, knights::kShape));
  }
};

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
  emscripten::constant("OPENING_SQUARE", knights::kOpeningSquare);

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
      .function("bestTries", &KnightApi::best_tries)
      .function("aiMove", &KnightApi::ai_move)
      .function("refusal", &KnightApi::refusal)
      .class_function("parseMoves", &KnightApi::parse_moves)
      .class_function("squareName", &KnightApi::square_name);
  emscripten::function("memoryUse", &memory_use);
}
