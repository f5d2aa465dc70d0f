// The knight game's JavaScript API (Embind), built as its own wasm module (knights_engine.mjs):
// the game, its AIs and the solver with its opening book. Squares cross as numbers 0–63, lists as
// plain arrays; errors become thrown JavaScript Errors. engine.d.ts declares what JavaScript sees.
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

void require_moves_left(const knights::Game& game) {
  if (game.is_over()) throw_error("the game is over: there is no move to choose");
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
    return winner ? static_cast<int>(*winner) : kNoWinner;
  }
  static val cells(const knights::Game& game) {
    const knights::Position& pos = game.position();
    val array = val::array();
    for (engine::Square s = 0; s < knights::kSquares; ++s)
      array.call<void>("push", engine::contains(pos.knights, s) ? kKnight : engine::contains(pos.blocked, s) ? kAttacked : kFree);
    return array;
  }
  static double perft(const knights::Game& game, int depth) {
    if (depth < 0 || depth > knights::kSquares) throw_error("perft depth must be 0 to 64, not " + std::to_string(depth));
    return static_cast<double>(knights::perft(game.position(), depth));
  }
  static int random_move(const knights::Game& game, double seed) {
    require_moves_left(game);
    engine::Random rng(to_seed(seed));
    return engine::random_move(game.legal_mask(), rng);
  }
  static int grundy(const knights::Game& game) { return oracle().grundy(game.legal_mask()); }
  static bool is_won(const knights::Game& game) { return !oracle().is_lost(game.legal_mask()); }
  static val winning_moves(const knights::Game& game) { return squares_of(oracle().winning_moves(game.legal_mask())); }
  static val best_tries(const knights::Game& game) {
    require_moves_left(game);
    return squares_of(knights::best_tries(game.legal_mask(), oracle()));
  }
  static int ai_move(const knights::Game& game, const std::string& level_name, double seed) {
    const auto level = knights::parse_level(level_name);
    if (!level) throw_error("unknown AI level '" + level_name + "' (random, weighted or perfect)");
    require_moves_left(game);
    engine::Random rng(to_seed(seed));
    return knights::choose_move(*level, game.position(), rng, oracle());
  }
  // null when square may be played now, else { reason, by }: a REFUSAL code and, for ATTACKED,
  // the square of a knight that attacks it (-1 otherwise).
  static val refusal(const knights::Game& game, int square) {
    const knights::MoveError error = game.check(square);
    if (error == knights::MoveError::None) return val::null();
    val why = val::object();
    why.set("reason", static_cast<int>(error));
    why.set("by", error == knights::MoveError::Attacked ? engine::lsb(knights::KnightAttacks[square] & game.position().knights) : -1);
    return why;
  }
  static val parse_moves(const std::string& text) { return parsed_moves(engine::parse_square_list(text, knights::kShape)); }
  static std::string square_name(int square) {
    if (square < 0 || square >= knights::kSquares) throw_error("square " + std::to_string(square) + " is off the board");
    return engine::square_name(square, knights::kShape);
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
}
