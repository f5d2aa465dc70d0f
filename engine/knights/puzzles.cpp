#include "knights/puzzles.hpp"

#include "knights/game.hpp"

namespace engine::knights {

PuzzleRules puzzle_rules() {
  return {'k', [](std::string_view text) {
            PuzzlePosition read{{}, kShape, {}};
            const ParsedPosition parsed = parse_position(text);
            if (!parsed.error.empty()) {
              read.error = parsed.error;
            } else if (position_text(parsed.position) != text) {
              read.error = "written otherwise than the engine writes it (N and -)";
            } else {
              read.legal = Game(parsed.position).legal_moves();
              if (read.legal.empty()) read.error = "the game is over there: no square is left to play";
            }
            return read;
          }};
}

}  // namespace engine::knights
