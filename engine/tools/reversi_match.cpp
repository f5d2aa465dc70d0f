#include "tools/reversi_match.hpp"

namespace engine::reversi {

std::vector<Position> play_game(const Geometry& geometry, Level black, Level white, Random& seeds, const Limits& limits,
                                TranspositionTable& table, int random_plies) {
  std::vector<Position> positions{Position{&geometry}};
  for (int ply = 0;; ++ply) {
    Position pos = positions.back();
    const Bitboard moves = legal_moves(pos.board, geometry.squares);
    if (!moves && !legal_moves(pos.board.passed(), geometry.squares)) return positions;
    const Level level = ply < random_plies ? Level::Random : pos.to_move == Color::Black ? black : white;
    const Square s = choose_move(level, pos, seeds.next(), limits, table);
    pos.board.play(s == kPass ? Move{kPass, 0} : pos.board.move_on(s));
    pos.to_move = opposite(pos.to_move);
    positions.push_back(pos);
  }
}

}  // namespace engine::reversi
