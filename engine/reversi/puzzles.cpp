#include "reversi/puzzles.hpp"

namespace engine::reversi {

PuzzleRules puzzle_rules() {
  return {'r', [](std::string_view text) {
            PuzzlePosition read{{}, kBoard8.shape(), {}};
            const ParsedPosition parsed = parse_position(text);
            if (!parsed.error.empty()) {
              read.error = parsed.error;
            } else if (parsed.position.geometry != &kBoard8) {
              read.error = "Reversi puzzles are on the 8×8 board (64 squares)";
            } else if (position_text(parsed.position) != text) {
              read.error = "written otherwise than the engine writes it (X, O and -, a space, X or O)";
            } else {
              for (Bitboard moves = legal_moves(parsed.position.board, kBoard8.squares); moves;)
                read.legal.push_back(kBoard8.cell_of(pop_lsb(moves)));
              if (read.legal.empty()) read.error = "the side to move has no move there";
            }
            return read;
          }};
}

}  // namespace engine::reversi
