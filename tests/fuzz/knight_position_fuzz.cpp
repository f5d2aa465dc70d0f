// Fuzz target: the knight game's position text (KnightGame.fromText in JavaScript). The input is the
// text. A position that parses has no two knights attacking each other, writes back as text that
// parses to the same position, and starts a game whose legal moves are the squares it leaves free.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "knights/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace engine::knights;
  const ParsedPosition parsed = parse_position(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!parsed.error.empty()) return 0;
  const Position& position = parsed.position;
  FUZZ_CHECK((position.knights & attacks_of(position.knights)) == 0);
  const ParsedPosition again = parse_position(position_text(position));
  FUZZ_CHECK(again.error.empty() && again.position == position);
  const Game game(position);
  FUZZ_CHECK(game.legal_mask() == ~(position.knights | attacks_of(position.knights)));
  FUZZ_CHECK(static_cast<int>(game.side_to_move()) == engine::popcount(position.knights) % 2);
  return 0;
}
