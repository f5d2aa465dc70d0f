// What both games' bindings share: errors thrown as JavaScript Errors, lists as plain arrays,
// seeds checked. Included only by the bindings, the code that knows about Emscripten.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/bitboard.hpp"
#include "core/square_names.hpp"

namespace engine::bindings {

using emscripten::val;

[[noreturn]] inline void throw_error(const std::string& message) { val::global("Error").new_(message).throw_(); }

template <typename T>
val to_array(const std::vector<T>& items) {
  val array = val::array();
  for (const T& item : items) array.call<void>("push", item);
  return array;
}

// Returns the squares of b, lowest first.
inline val squares_of(Bitboard b) {
  val array = val::array();
  while (b) array.call<void>("push", pop_lsb(b));
  return array;
}

// Returns the names of levels, e.g. {"random", "weighted", "perfect"}, by name_of(level).
template <typename Level, std::size_t N, typename NameOf>
std::array<std::string, N> level_names(const std::array<Level, N>& levels, NameOf name_of) {
  std::array<std::string, N> names;
  for (std::size_t i = 0; i < N; ++i) names[i] = name_of(levels[i]);
  return names;
}

// Registers std::array<T, N> as a JavaScript array of N items. Constants cross as such value
// types: their registration waits until the types they use exist (a val made while the module
// starts could not).
template <typename T, std::size_t N, std::size_t... I>
void register_array(const char* name, std::index_sequence<I...>) {
  emscripten::value_array<std::array<T, N>> array(name);
  (array.element(emscripten::index<I>()), ...);
}
template <typename T, std::size_t N>
void register_array(const char* name) {
  register_array<T, N>(name, std::make_index_sequence<N>());
}

// Returns a move list's moves as { moves, badIndex, badText }: the moves when the text parsed,
// else [] with the place (from 0) and the text of the first that names no square.
inline val parsed_moves(const SquareList& list) {
  val parsed = val::object();
  parsed.set("moves", to_array(list.squares));
  parsed.set("badIndex", list.bad_index);
  parsed.set("badText", list.bad_text);
  return parsed;
}

// Returns a JavaScript seed as an integer, or throws.
inline std::uint64_t to_seed(double seed) {
  if (!(seed >= 0 && seed <= 9007199254740991.0 && seed == static_cast<double>(static_cast<std::uint64_t>(seed))))
    throw_error("the seed must be an integer from 0 to 2^53-1");
  return static_cast<std::uint64_t>(seed);
}

}  // namespace engine::bindings
