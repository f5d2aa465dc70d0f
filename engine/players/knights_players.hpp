// The knight game's computer players behind one interface: a level names the player, choose_move asks it.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/random.hpp"
#include "knights/oracle.hpp"
#include "knights/position.hpp"

namespace engine::knights {

enum class Level { Random, Weighted, Perfect };
inline constexpr std::array kLevels{Level::Random, Level::Weighted, Level::Perfect};

// The original page's AI opens on d5 whatever its level, when the player chose to move second.
inline constexpr Square kOpeningSquare = 27;

// Returns the level named "random", "weighted" or "perfect", or nothing for any other text.
std::optional<Level> parse_level(std::string_view name);

// Returns the level's name, as parse_level reads it.
const char* level_name(Level level);

// Returns the square a player of the given level picks in pos, which must have a legal move.
// The oracle answers the solver's questions (and keeps what it learns between moves).
Square choose_move(Level level, const Position& pos, Random& rng, Oracle& oracle);

// Returns the square the site's AI plays: on the empty board the original page's opening
// (kOpeningSquare) whatever the level, elsewhere choose_move's.
Square site_move(Level level, const Position& pos, Random& rng, Oracle& oracle);

}  // namespace engine::knights
