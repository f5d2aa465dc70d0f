// What both games' bindings share: refusals returned (never thrown) as JavaScript Errors, numbers
// checked, lists as plain arrays, the memory a module holds. Included only by the bindings, the code
// that knows about Emscripten.
//
// No binding throws. An exception unwinding through wasm frames (Emscripten 3.1.6) skips their
// epilogues and destructors: the stack pointer stays moved and the call's strings stay allocated,
// until memory runs out. So a binding that can refuse returns a `val`: its result, or refused(why),
// which the module's JavaScript layer (checked_calls.js) throws as an Error once the wasm call is over.
// The layer also refuses arguments of the wrong JavaScript type, so that nothing is coerced.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/stack.h>
#include <emscripten/val.h>

#include <malloc.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/bitboard.hpp"
#include "core/puzzle_set.hpp"
#include "core/review_summary.hpp"
#include "core/square_names.hpp"
#include "core/text_excerpt.hpp"

namespace engine::bindings {

using emscripten::val;

// Returns what the JavaScript layer turns into a thrown Error: a Refusal (checked_calls.js), not an
// Error, whose stack trace would cost more than the rest of the call.
inline val refused(const std::string& message) { return val::module_property("Refusal").new_(message); }
// The same with details, which the Error gets as its own properties (a move list's refused move).
inline val refused(const std::string& message, const val& details) { return val::module_property("Refusal").new_(message, details); }

// Returns x for a message: a whole number exactly (4294967323), else what it is (a fraction, NaN,
// Infinity). Short on purpose: any formatting of fractions costs every module hundreds of bytes.
inline std::string number_text(double x) {
  if (x == std::floor(x) && std::fabs(x) < 9e18) return std::to_string(static_cast<long long>(x));
  return std::isnan(x) ? "NaN" : std::isinf(x) ? (x > 0 ? "Infinity" : "-Infinity") : std::fabs(x) < 9e18 ? "a fraction" : "a number past 2^63";
}

// A number argument read: its value, or why it was refused (then value is meaningless).
template <typename T>
struct Checked {
  T value{};
  std::string error;
  bool bad() const { return !error.empty(); }
};

// Returns x when it is a whole number from lo to hi, else why not (`what` names it).
inline Checked<int> whole_number(double x, int lo, int hi, std::string_view what) {
  if (x >= lo && x <= hi && x == std::floor(x)) return {static_cast<int>(x), {}};  // NaN fails x >= lo
  return {0, std::string(what) + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                 ", not " + number_text(x)};
}

// Returns x when it is a whole number an int holds: the engine then says whether it is on the board
// (0 to squares-1). Else why not.
inline Checked<int> square_number(double x, int squares) {
  if (x == std::floor(x) && std::fabs(x) <= 2147483647.0) return {static_cast<int>(x), {}};
  return whole_number(x, 0, squares - 1, "a square");
}

// Returns a JavaScript seed as an integer, or why it was refused.
inline Checked<std::uint64_t> to_seed(double seed) {
  if (seed >= 0 && seed <= 9007199254740991.0 && seed == std::floor(seed)) return {static_cast<std::uint64_t>(seed), {}};
  return {0, "the seed must be a whole number from 0 to 2^53-1, not " + number_text(seed)};
}

// What aiMove and randomMove say of a finished game, in both modules.
inline constexpr const char* kNoMoveToChoose = "the game is over: there is no move to choose";

// A computer player's budget as aiMove takes it in both modules (a plain copy made by
// checked_calls.js): milliseconds, or {ms, nodes} with either or both; left out (undefined), neither.
struct Budget {
  std::optional<double> ms, nodes;
};
// The largest budgets: a minute, and about as many nodes as a phone searches in one.
inline constexpr double kMaxBudgetMs = 60'000, kMaxBudgetNodes = 1e9;

// Returns the budget read, or why it was refused.
inline Checked<Budget> read_budget(const val& budget) {
  if (budget.isUndefined()) return {};
  const bool is_object = budget.typeOf().as<std::string>() == "object" && !budget.isNull();
  const val ms = is_object ? budget["ms"] : budget, nodes = is_object ? budget["nodes"] : val::undefined();
  if (ms.isUndefined() && nodes.isUndefined()) return {{}, "the budget is milliseconds, or {ms, nodes} with either or both"};
  Budget read;
  if (!ms.isUndefined()) {
    if (!ms.isNumber() || !(ms.as<double>() > 0 && ms.as<double>() <= kMaxBudgetMs))
      return {{}, "the budget's milliseconds must be a number above 0 and at most " + number_text(kMaxBudgetMs)};
    read.ms = ms.as<double>();
  }
  if (!nodes.isUndefined()) {
    if (!nodes.isNumber() || !(nodes.as<double>() >= 1 && nodes.as<double>() <= kMaxBudgetNodes))
      return {{}, "the budget's nodes must be a number from 1 to " + number_text(kMaxBudgetNodes)};
    read.nodes = nodes.as<double>();
  }
  return {read, {}};
}

// The most positions an API perft builds: seconds in wasm, from any position.
inline constexpr std::uint64_t kPerftPositions = std::uint64_t{1} << 26;

// Returns a perft's count (a bounded_perft's), or the refusal when it needed more than kPerftPositions.
inline val perft_count(std::optional<std::uint64_t> count, int depth) {
  if (!count) return refused("perft(" + std::to_string(depth) + ") needs more than " + std::to_string(kPerftPositions) + " positions here");
  return val(static_cast<double>(*count));
}

// { heap, stack }: the bytes the module's allocator has handed out and not had back, and where its
// stack pointer stands inside this call. Both are the same before and after any other call, refused
// or not, but the first to need the module's solver or search table, which allocates it for good:
// the tests watch them.
inline val memory_use() {
  val use = val::object();
  use.set("heap", static_cast<double>(mallinfo().uordblks));
  use.set("stack", static_cast<double>(emscripten_stack_get_current()));
  return use;
}

template <typename T>
val to_array(const std::vector<T>& items);

// readPuzzles(): a set's puzzles, [{ id, position, answers, moves, rating }] (answers the square
// names, moves the same squares as play() takes them), or the refusal with { line } (from 1).
inline val puzzles_to_js(const PuzzleSet& set, BoardShape shape) {
  if (!set.error.empty()) {
    val details = val::object();
    details.set("line", set.bad_line);
    return refused(set.error, details);
  }
  val puzzles = val::array();
  for (const Puzzle& puzzle : set.puzzles) {
    val names = val::array();
    for (const Square s : puzzle.answers) names.call<void>("push", square_name(s, shape));
    val item = val::object();
    item.set("id", puzzle.id);
    item.set("position", puzzle.position);
    item.set("answers", names);
    item.set("moves", to_array(puzzle.answers));
    item.set("rating", puzzle.rating);
    puzzles.call<void>("push", item);
  }
  return puzzles;
}

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

// A game's review as JavaScript, for both games: review(listener) runs it, calling the listener
// with each position as it is done (from the end toward the opening); each is drawn by draw(turn),
// passed on to on_progress (a function, or undefined: no listener) and, all done, returned as
// { turns, sides }: the turns in the game's order, and sides(turns), each side's summary.
template <typename Listener, typename Turn, typename Draw, typename Review, typename Sides>
val review_to_js(const val& on_progress, const Draw& draw, const Review& review, const Sides& sides) {
  class Relay final : public Listener {
   public:
    Relay(const Draw& draw, const val& function) : draw_(draw), function_(function) {}
    void heard(const Turn& turn) override { function_(draw_(turn)); }

   private:
    const Draw& draw_;
    const val& function_;
  };
  Relay relay(draw, on_progress);
  const std::vector<Turn> turns = review(on_progress.isUndefined() ? nullptr : &relay);
  val array = val::array();
  for (const Turn& turn : turns) array.call<void>("push", draw(turn));
  val result = val::object();
  result.set("turns", array);
  result.set("sides", sides(turns));
  return result;
}

// Returns a side's summary of a review as JavaScript: { moves, blunders, mistakes, dubious, lost,
// perfect } (core/review_summary.hpp), which each game extends.
inline val side_summary(const SideSummary& side) {
  val item = val::object();
  item.set("moves", side.moves);
  item.set("blunders", side.blunders);
  item.set("mistakes", side.mistakes);
  item.set("dubious", side.dubious);
  item.set("lost", side.lost);
  item.set("perfect", side.perfect());
  return item;
}

// Returns a move list's moves as { moves, badIndex, badText, badAt }: the moves when the text
// parsed, else [] with the place (from 0), the text and the first character of the first that names
// no square.
inline val parsed_moves(const SquareList& list) {
  val parsed = val::object();
  parsed.set("moves", to_array(list.squares));
  parsed.set("badIndex", list.bad_index);
  parsed.set("badText", list.bad_text);
  parsed.set("badAt", list.bad_at);
  return parsed;
}

}  // namespace engine::bindings
