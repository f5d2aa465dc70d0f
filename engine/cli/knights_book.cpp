// `knights book build FILE` and `knights book check FILE`: making and checking the opening book.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "cli/knights_commands.hpp"
#include "knights/book.hpp"
#include "knights/components.hpp"
#include "knights/oracle.hpp"
#include "knights/shape.hpp"
#include "players/knights_perfect.hpp"

namespace cli::knights {
namespace {

using namespace engine;
using namespace engine::knights;

// The perfect player's lost positions get book lines from ply kBookPlies to this ply.
constexpr int kLinePlies = 6;

constexpr std::uint8_t kNotDone = 0xFF;

std::vector<std::uint8_t> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out) return false;
  }
  return std::rename(temporary.c_str(), path.c_str()) == 0;
}

double seconds_since(std::chrono::steady_clock::time_point start) { return milliseconds_since(start) / 1000; }

// The Grundy value of every book position, saved to partial_path as it goes (the values so far,
// kNotDone for the rest) and resumed from there, so a crash loses a minute's work at most.
std::vector<std::uint8_t> compute_values(const std::vector<Bitboard>& keys, Solver& solver, const std::string& partial_path) {
  std::vector<std::uint8_t> values = read_file(partial_path);
  if (values.size() != keys.size()) values.assign(keys.size(), kNotDone);
  // Fewest free squares first: the deep positions fill the table that the shallow ones need.
  std::vector<std::size_t> order(keys.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return popcount(keys[a]) < popcount(keys[b]); });
  const auto start = std::chrono::steady_clock::now();
  auto saved = start;
  std::size_t done = static_cast<std::size_t>(std::count_if(values.begin(), values.end(), [](std::uint8_t v) { return v != kNotDone; }));
  for (const std::size_t i : order) {
    if (values[i] != kNotDone) continue;
    values[i] = static_cast<std::uint8_t>(solver.grundy(keys[i]));
    ++done;
    if (seconds_since(saved) > 60 || done == keys.size()) {
      write_file(partial_path, values);
      saved = std::chrono::steady_clock::now();
      std::fprintf(stderr, "book: %zu of %zu values, %.0f s, %.1f M nodes\n", done, keys.size(), seconds_since(start),
                   solver.nodes() / 1e6);
    }
  }
  return values;
}

// What the book adds for the perfect player's own games, found by following them.
struct PlayerEntries {
  std::set<Bitboard> seen;
  std::vector<Book::Win> wins;
  std::vector<Book::Line> lines;
};

// Follows the perfect player's games as first player from free (its move, at ply) against every
// reply, recording a winning move in its won positions at ply kBookPlies and its chosen moves in
// its lost positions from ply kBookPlies to kLinePlies. Earlier plies need nothing: the values
// answer them at once.
void follow_games(const Book& book, Oracle& oracle, Bitboard free, int ply, PlayerEntries& entries) {
  const BoardKey key = board_key(free);
  if (ply > kLinePlies || !free || !entries.seen.insert(key.key).second) return;
  Bitboard moves = 0;
  if (!oracle.is_lost(free)) {
    if (ply > kBookPlies) return;  // after a won position at kBookPlies the live search is quick
    if (ply == kBookPlies) {
      // The first winning move in the key's orientation, as Book::winning_move picks.
      for (Bitboard candidates = key.key; candidates;) {
        const Square s = pop_lsb(candidates);
        if (oracle.is_lost(key.key & ~closed_neighbourhood(s))) {
          entries.wins.push_back({*book.index_of(free), s});
          return;
        }
      }
    }
    moves = square_bb(*book.winning_move(free));
  } else {
    moves = least_winning_replies(free, oracle);
    if (ply >= kBookPlies) entries.lines.push_back({key.key, apply_symmetry(moves, key.symmetry)});
  }
  while (moves) {
    const Bitboard after = free & ~closed_neighbourhood(pop_lsb(moves));
    for (Bitboard replies = after; replies;) follow_games(book, oracle, after & ~closed_neighbourhood(pop_lsb(replies)), ply + 2, entries);
  }
}

int build(const std::string& path, std::size_t table_mb) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Bitboard> keys = opening_keys(kBookPlies);
  std::fprintf(stderr, "book: %zu positions up to ply %d, table %zu MB\n", keys.size(), kBookPlies, table_mb);
  std::vector<std::uint8_t> values;
  {
    Solver solver(table_mb * kMiB);
    values = compute_values(keys, solver, path + ".partial");
  }
  const Book values_only = Book::from(kBookPlies, values, {}, {});
  Oracle oracle(values_only, table_mb * kMiB);
  PlayerEntries entries;
  follow_games(values_only, oracle, ~Bitboard{0}, 0, entries);
  std::fprintf(stderr, "book: %zu wins, %zu lines, %.0f s in all\n", entries.wins.size(), entries.lines.size(), seconds_since(start));
  const std::vector<std::uint8_t> bytes = Book::from(kBookPlies, values, entries.wins, entries.lines).save();
  if (!write_file(path, bytes)) {
    std::fprintf(stderr, "knights: cannot write %s\n", path.c_str());
    return 1;
  }
  std::remove((path + ".partial").c_str());
  std::printf("wrote %s: %zu values, %zu wins, %zu lines, %zu bytes\n", path.c_str(), values.size(), entries.wins.size(),
              entries.lines.size(), bytes.size());
  return 0;
}

int check(const std::string& path) {
  Book book;
  if (const std::string error = book.load(read_file(path)); !error.empty()) {
    std::fprintf(stderr, "knights: %s: %s\n", path.c_str(), error.c_str());
    return 1;
  }
  std::printf("%s: a valid book of %zu values (plies 0 to %d), %zu wins and %zu lines\n", path.c_str(),
              book.values().size(), book.plies(), book.wins().size(), book.lines().size());
  return 0;
}

}  // namespace

int book_command(const Args& args) {
  if (args.size() >= 2 && args[0] == "build") {
    std::size_t table_mb = 3072;
    if (args.size() == 4 && args[2] == "--table-mb") table_mb = std::stoul(args[3]);
    return build(args[1], table_mb);
  }
  if (args.size() == 2 && args[0] == "check") return check(args[1]);
  std::fputs("knights: book needs `build FILE [--table-mb N]` or `check FILE`\n", stderr);
  return 2;
}

}  // namespace cli::knights
