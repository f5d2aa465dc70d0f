#include "ai/match.hpp"

#include <chrono>

namespace engine::ai {

GameResult play_game(Level first, Level second, Random& rng, knights::Oracle& oracle, bool track_won_positions) {
  knights::Game game;
  GameResult result;
  while (!game.is_over()) {
    const int side = static_cast<int>(game.side_to_move());
    if (track_won_positions && !oracle.is_lost(game.legal_mask())) result.had_won_position[side] = true;
    const auto start = std::chrono::steady_clock::now();
    const Square move = choose_move(side == 0 ? first : second, game.position(), rng, oracle);
    result.move_ms[side].push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    game.play(move);
  }
  result.winner = *game.winner();
  result.moves = game.history();
  return result;
}

std::vector<reversi::Position> play_reversi_game(const reversi::Geometry& geometry, ReversiLevel black,
                                                 ReversiLevel white, Random& seeds, const reversi::Limits& limits,
                                                 reversi::TranspositionTable& table, int random_plies) {
  using namespace reversi;
  std::vector<Position> positions{Position{&geometry}};
  for (int ply = 0;; ++ply) {
    Position pos = positions.back();
    const Bitboard moves = legal_moves(pos.board, geometry.squares);
    if (!moves && !legal_moves(pos.board.passed(), geometry.squares)) return positions;
    const ReversiLevel level = ply < random_plies          ? ReversiLevel::Random
                               : pos.to_move == Color::Black ? black
                                                             : white;
    const Square s = reversi_move(level, pos, seeds.next(), limits, table);
    pos.board.play(s == kPass ? Move{kPass, 0} : pos.board.move_on(s));
    pos.to_move = opposite(pos.to_move);
    positions.push_back(pos);
  }
}

}  // namespace engine::ai
