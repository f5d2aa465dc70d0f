// The engine's JavaScript API (Embind): the only file that knows about Emscripten.
// Squares cross as numbers, lists as plain arrays; errors become thrown JavaScript Errors.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "ai/player.hpp"
#include "ai/random_player.hpp"
#include "knights/game.hpp"
#include "knights/oracle.hpp"
#include "knights/perft.hpp"

namespace {

using emscripten::val;
namespace knights = engine::knights;

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

engine::Random seeded_random(double seed) {
  if (!(seed >= 0 && seed <= 9007199254740991.0 && seed == static_cast<double>(static_cast<std::uint64_t>(seed))))
    throw_error("the seed must be an integer from 0 to 2^53-1");
  return engine::Random(static_cast<std::uint64_t>(seed));
}

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
}
