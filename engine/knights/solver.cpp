#include "knights/solver.hpp"

#include <algorithm>
#include <functional>

#include "knights/components.hpp"
#include "knights/shape.hpp"

namespace engine::knights {
namespace {

// Parts this small have a value known without a search (tiny_grundy) and are never keyed (a plain
// recursion up to 4 squares was measured cheaper than keying against 3, 6 and 8).
constexpr int kTinySize = 4;

// Searches of parts this large first look every option up in the table (an enhanced
// transposition cutoff); below it the lookups cost more than the searches they save (8 measured
// against 6, 10 and 12 once the options were worked out in batches).
constexpr int kLookAheadSize = 8;

// The look-ahead works out a part's options in batches of this many, then as many again as it
// has, and so on: the table answers about half of the asks, often before the last option, and a
// batch's lookups overlap their waits for memory (measured against batches of 1, 2, 8, 16, 4 then
// all, and all at once).
constexpr int kOptionBatch = 4;

// Full values of parts this large are found by asking "is it n?" for n = 0, 1, …, whose searches
// stop early; below it the mex of every option's full value is cheaper. (Asking mex for every
// size, a value after 5 knights took up to 31 s in `knights bench --questions`; this way 2.4 s.)
constexpr int kValueSearchSize = 20;

// Returns the value of a part of size squares, at most kTinySize (four). The knight graph has no
// triangles, so a lone square or a knight step is one move (*1); three squares are a path, where
// the middle takes all and an end leaves one square: mex{0, 1} = 2; four are a path (an end or its
// neighbour leaves *1: 0), a square of four (every move leaves one square: 0) or a star, whose
// centre takes all and whose leaves leave two lone squares: mex{0} = 1.
constexpr int tiny_grundy(Bitboard part, int size) {
  if (size <= 2) return 1;
  if (size == 3) return 2;
  for (Bitboard b = part; b;)
    if (popcount(KnightAttacks[pop_lsb(b)] & part) == 3) return 1;
  return 0;
}

}  // namespace

struct Solver::Options {
  struct Option {
    Square move;
    int small;        // the XOR of the values of the option's small parts
    int largest;      // the size of its largest part
    int first, last;  // its larger parts' keys, in keys[first, last), when looked up
  };
  explicit Options(Bitboard part) : unfound(part), look_ahead(popcount(part) >= kLookAheadSize) {}
  Bitboard unfound;  // the moves whose options find_options has not yet worked out
  bool look_ahead;   // whether the part is large enough for the table look-ahead (kLookAheadSize)
  int count = 0, key_count = 0;
  Option list[kSquares];
  Bitboard keys[kSquares * (kSquares / (kTinySize + 1) + 1)];
};

int Solver::grundy(Bitboard free) {
  int value = 0;
  while (free) {
    const Bitboard part = component_of(free, lsb(free));
    free &= ~part;
    value ^= part_grundy(part);
  }
  return value;
}

int Solver::part_grundy(Bitboard part) {
  const int size = popcount(part);
  if (size <= kTinySize) return tiny_grundy(part, size);
  ++nodes_;
  const Shape shape = shape_of(part);
  const Knowledge known = table_.probe(shape.key);
  if (known.exact()) return known.value;
  if (shape.mirror_lost) {
    table_.store(shape.key, {0, 0}, size);
    return 0;
  }
  if (size >= kValueSearchSize) return searched_value(part, shape.key, known.floor());
  std::uint64_t seen = 0;
  for (Bitboard moves = part; moves;) seen |= std::uint64_t{1} << grundy(part & ~closed_neighbourhood(pop_lsb(moves)));
  const int value = std::countr_one(seen);
  table_.store(shape.key, {0, static_cast<std::uint8_t>(value)}, size);
  return value;
}

int Solver::searched_value(Bitboard part, Bitboard key, int floor) {
  // part_has_value stores the value once it finds it, or a value it proves to be the least missing.
  Options options(part);
  for (int n = floor;; ++n) {
    if (part_has_value(part, n, options)) return n;
    if (const Knowledge now = table_.probe(key); now.exact()) return now.value;
  }
}

bool Solver::has_value(Bitboard free, int n) {
  // Every part but the largest is solved in full; the largest is compared with what remains.
  Bitboard largest = 0;
  int largest_size = 0;
  while (free) {
    const Bitboard part = component_of(free, lsb(free));
    free &= ~part;
    const int size = popcount(part);
    if (size > largest_size) {
      if (largest) n ^= part_grundy(largest);
      largest = part;
      largest_size = size;
    } else {
      n ^= part_grundy(part);
    }
  }
  return largest ? part_has_value(largest, n) : n == 0;
}

bool Solver::part_has_value(Bitboard part, int n) {
  Options options(part);
  return part_has_value(part, n, options);
}

bool Solver::part_has_value(Bitboard part, int n, Options& options) {
  const int size = popcount(part);
  if (size <= kTinySize) return tiny_grundy(part, size) == n;
  ++nodes_;
  const Shape shape = shape_of(part);
  Knowledge known = table_.probe(shape.key);
  if (known.exact()) return known.value == n;
  if (known.excludes(n)) return false;
  if (shape.mirror_lost) {
    table_.store(shape.key, {0, 0}, size);
    return n == 0;
  }
  // The value is n exactly when no option has value n and every smaller value is an option's.
  if (some_option_has_value(part, options, n)) {
    known = table_.probe(shape.key);  // the search may have learnt more meanwhile
    if (!known.exact() && n < Knowledge::kExcludedBits) known.excluded |= 1u << n;
    table_.store(shape.key, known, size);
    return false;
  }
  for (int m = known.floor(); m < n; ++m) {
    if (known.excludes(m) || some_option_has_value(part, options, m)) continue;
    table_.store(shape.key, {0, static_cast<std::uint8_t>(m)}, size);  // m is the least missing
    return false;
  }
  table_.store(shape.key, {0, static_cast<std::uint8_t>(n)}, size);
  return true;
}

void Solver::find_options(Bitboard part, Options& options) {
  const int batch = std::max(kOptionBatch, options.count);
  for (int end = options.count + batch; options.count < end && options.unfound;) {
    Options::Option& option = options.list[options.count++];
    option.move = pop_lsb(options.unfound);
    option.first = options.key_count;
    // Lone squares, over a third of the pieces, are one move each (*1): taken all at once, not
    // each by a flood fill of its own.
    const Bitboard taken = part & closed_neighbourhood(option.move);
    Bitboard free = part & ~taken;
    const Bitboard lone = lone_squares(free);
    option.small = popcount(lone) & 1;
    option.largest = lone ? 1 : 0;
    free &= ~lone;
    // part is connected, so every piece holds a square next to a taken one: a fill can stop as
    // soon as it holds all of those, the rest then being one piece.
    for (Bitboard touching = knight_spread(taken) & free; free;) {
      const Bitboard piece = component_touching(free, touching);
      free &= ~piece;
      touching &= ~piece;
      const int size = popcount(piece);
      option.largest = std::max(option.largest, size);
      if (size <= kTinySize) {
        option.small ^= tiny_grundy(piece, size);
      } else if (options.look_ahead) {
        // A batch's entries are fetched together, so that the waits for memory overlap.
        options.keys[options.key_count] = shape_of(piece).key;
        table_.prefetch(options.keys[options.key_count++]);
      }
    }
    option.last = options.key_count;
  }
}

bool Solver::some_option_has_value(Bitboard part, Options& options, int n) {
  // The options left to the search, each as one number that ranks it (the highest is searched
  // first) and names its move in the low six bits.
  std::uint64_t open[kSquares];
  int count = 0;
  for (int i = 0; i < options.count || options.unfound; ++i) {
    // The options are split and keyed as the look-ahead reaches them, once for every value asked.
    if (i == options.count) find_options(part, options);
    const Options::Option& option = options.list[i];
    if (options.look_ahead) {
      // First the options that the table answers at once (an enhanced transposition cutoff).
      int rest = n ^ option.small, unknown = -1;
      bool answered = true;
      for (int k = option.first; k < option.last; ++k) {
        const Knowledge known = table_.probe(options.keys[k]);
        if (known.exact()) {
          rest ^= known.value;
        } else if (unknown < 0) {
          unknown = k;
        } else {
          answered = false;  // two open parts: left to the search
        }
      }
      if (answered && unknown < 0 && rest == 0) return true;
      if (answered && (unknown < 0 || table_.probe(options.keys[unknown]).excludes(rest))) continue;
    }
    // The options leaving the smallest largest part first: their proofs are the smallest (5 to 7
    // times fewer nodes than the history alone); then the moves that answered most often before.
    // The move, reversed, breaks ties in square order: every key differs, so that every standard
    // library searches the same nodes.
    open[count++] = std::uint64_t(kSquares - option.largest) << 38 | std::uint64_t{history_[option.move]} << 6 |
                    (kSquares - 1 - option.move);
  }
  // Then a search of the rest.
  std::sort(open, open + count, std::greater<>());
  for (int i = 0; i < count; ++i) {
    const Square move = kSquares - 1 - static_cast<Square>(open[i] & 63);
    if (has_value(part & ~closed_neighbourhood(move), n)) {
      ++history_[move];
      return true;
    }
  }
  return false;
}

Bitboard Solver::winning_moves(Bitboard free) {
  return moves_to_lost(free, [this](Bitboard after) { return is_lost(after); });
}

}  // namespace engine::knights
