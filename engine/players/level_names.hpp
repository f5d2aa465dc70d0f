// A game's levels by name, the same way in both games: the names listed in the enum's order.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace engine {

template <class Level, std::size_t N>
struct LevelNames {
  std::array<Level, N> levels;      // every level, weakest first
  std::array<const char*, N> names;  // names[i] names the level whose value is i

  // Returns the level's name.
  constexpr const char* name(Level level) const { return names[static_cast<std::size_t>(level)]; }

  // Returns the level named `name` exactly, or nothing.
  constexpr std::optional<Level> parse(std::string_view name) const {
    for (const Level level : levels)
      if (name == this->name(level)) return level;
    return std::nullopt;
  }
};

}  // namespace engine
