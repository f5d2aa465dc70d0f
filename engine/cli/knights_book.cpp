// `knights book build FILE`, `knights book outcomes FILE`, `knights book values FILE` and
// `knights book check FILE`: making and checking the opening book, the outcome table one ply past
// it and the table's values.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "cli/files.hpp"
#include "cli/knights_commands.hpp"
#include "knights/book.hpp"
#include "knights/components.hpp"
#include "knights/oracle.hpp"
#include "knights/outcomes.hpp"
#include "knights/shape.hpp"
#include "players/knights_perfect.hpp"

namespace cli::knights {
namespace {

using namespace engine;
using namespace engine::knights;

// The perfect player's lost positions get book lines from ply kBookPlies to this ply.
constexpr int kLinePlies = 6;

constexpr std::uint8_t kNotDone = 0xFF;

// The outcome table stores the answer of a position met in play whose question takes more solver
// nodes than this from a cold table (about 40 ms natively, 65 in wasm): 1,526 of the 82,837
// positions met, 24 KB. 20,000 would leave 16 ms, for about 90 KB.
constexpr std::uint64_t kSlowAnswerNodes = 40000;

// The value file keeps the value of a position of six knights met in play when finding it takes
// more solver nodes than this from a cold table of the page's size: about 0.1 s natively.
constexpr std::uint64_t kSlowValueNodes = 100000;

// The most `book check` reads: the book is 66 KB, the outcome table 81 KB, its values 0.45 MB.
constexpr std::size_t kMaxBookBytes = 16 * kMiB;

// The book's solver table unless --table-mb says otherwise: 3 GB.
constexpr std::size_t kBuildTableMb = 3072;

// Prints "knights book: why" on standard error and returns status.
int fail(const std::string& why, int status) {
  std::fprintf(stderr, "knights book: %s\n", why.c_str());
  return status;
}

double seconds_since(std::chrono::steady_clock::time_point start) { return milliseconds_since(start) / 1000; }

// Fills values with those saved in partial_path (kNotDone for the rest; none done when there is
// no such file, or it is for other keys) and saves them back at once, so that a place that cannot
// be written is refused before the work, not after. Returns "", or why it could not.
std::string resume_values(const std::vector<Bitboard>& keys, const std::string& partial_path, std::vector<std::uint8_t>& values) {
  if (!read_file(partial_path, values, keys.size()).empty() || values.size() != keys.size()) values.assign(keys.size(), kNotDone);
  return write_file(partial_path, values);
}

// Completes values, answer(key) for every key, saving them to partial_path as it goes, so that a
// crash loses a minute's work at most; solver's nodes show the progress.
template <class Answer>
void compute_values(const std::vector<Bitboard>& keys, const Solver& solver, Answer answer, const std::string& partial_path,
                    std::vector<std::uint8_t>& values) {
  // Fewest free squares first: the deep positions fill the table that the shallow ones need.
  std::vector<std::size_t> order(keys.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return popcount(keys[a]) < popcount(keys[b]); });
  const auto start = std::chrono::steady_clock::now();
  auto saved = start;
  std::size_t done = static_cast<std::size_t>(std::count_if(values.begin(), values.end(), [](std::uint8_t v) { return v != kNotDone; }));
  for (const std::size_t i : order) {
    if (values[i] != kNotDone) continue;
    values[i] = answer(keys[i]);
    ++done;
    if (seconds_since(saved) > 60 || done == keys.size()) {
      if (const std::string error = write_file(partial_path, values); !error.empty()) fail(error, kFailed);
      saved = std::chrono::steady_clock::now();
      std::fprintf(stderr, "book: %zu of %zu done, %.0f s, %.1f M nodes\n", done, keys.size(), seconds_since(start),
                   solver.nodes() / 1e6);
    }
  }
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

// Adds a line for every lost position of kBookPlies - 1 knights: there the hints' best tries
// count winning replies two plies on, past the values, which took up to 3 s live.
void add_lines_before_the_book_ends(Oracle& oracle, PlayerEntries& entries) {
  const std::vector<Bitboard> earlier = opening_keys(kBookPlies - 2);
  for (const Bitboard key : opening_keys(kBookPlies - 1)) {
    if (std::binary_search(earlier.begin(), earlier.end(), key) || !oracle.is_lost(key)) continue;
    if (entries.seen.insert(key).second) entries.lines.push_back({key, least_winning_replies(key, oracle)});
  }
}

// Follows the perfect player's games as second player from pos (its opponent to move) against
// every move, recording a line in each lost position it leaves its opponent at ply kBookPlies:
// the hints' best tries there took up to a second live. Its moves up to there are the mirror's
// or the values' (perfect_move), the same in every game.
void follow_replies(Oracle& oracle, const Position& pos, PlayerEntries& entries) {
  const Bitboard free = pos.legal_moves();
  if (popcount(pos.knights) == kBookPlies) {
    const BoardKey key = board_key(free);
    if (free && oracle.is_lost(free) && entries.seen.insert(key.key).second)
      entries.lines.push_back({key.key, apply_symmetry(least_winning_replies(free, oracle), key.symmetry)});
    return;
  }
  for (Bitboard moves = free; moves;) {
    const Position after = pos.after(pop_lsb(moves));
    if (!after.legal_moves() || oracle.is_lost(after.legal_moves())) continue;  // the opponent wins
    Random rng(0);
    follow_replies(oracle, after.after(perfect_move(after, rng, oracle)), entries);
  }
}

int build(const std::string& path, std::size_t table_mb) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Bitboard> keys = opening_keys(kBookPlies);
  const std::string partial_path = path + ".partial";
  std::vector<std::uint8_t> values;
  if (const std::string error = resume_values(keys, partial_path, values); !error.empty()) return fail(error, kRefused);
  std::fprintf(stderr, "book: %zu positions up to ply %d, table %zu MB\n", keys.size(), kBookPlies, table_mb);
  {
    Solver solver(table_mb * kMiB);
    compute_values(keys, solver, [&solver](Bitboard key) { return static_cast<std::uint8_t>(solver.grundy(key)); }, partial_path, values);
  }
  const Book values_only = Book::from(kBookPlies, values, {}, {});
  Oracle oracle(values_only, table_mb * kMiB);
  PlayerEntries entries;
  follow_games(values_only, oracle, ~Bitboard{0}, 0, entries);
  add_lines_before_the_book_ends(oracle, entries);
  follow_replies(oracle, Position{}, entries);
  std::fprintf(stderr, "book: %zu wins, %zu lines, %.0f s in all\n", entries.wins.size(), entries.lines.size(), seconds_since(start));
  const std::vector<std::uint8_t> bytes = Book::from(kBookPlies, values, entries.wins, entries.lines).save();
  if (const std::string error = write_file(path, bytes); !error.empty()) return fail(error, kFailed);
  std::remove(partial_path.c_str());
  std::printf("wrote %s: %zu values, %zu wins, %zu lines, %zu bytes\n", path.c_str(), values.size(), entries.wins.size(),
              entries.lines.size(), bytes.size());
  return kDone;
}

// Adds to keys the positions of kOutcomePlies and kOutcomePlies + 1 knights that games from pos
// against the perfect player reach, the player moving at the plies of parity perfect_side, each of
// its choices followed.
void positions_met(const Position& pos, int perfect_side, Oracle& oracle, std::set<Bitboard>& keys) {
  const Bitboard free = pos.legal_moves();
  const int ply = popcount(pos.knights);
  if (!free) return;
  if (ply >= kOutcomePlies) keys.insert(board_key(free).key);
  if (ply > kOutcomePlies) return;
  for (Bitboard moves = ply % 2 == perfect_side ? perfect_choices(pos, oracle) : free; moves;)
    positions_met(pos.after(pop_lsb(moves)), perfect_side, oracle, keys);
}

// Returns the positions of kOutcomePlies and kOutcomePlies + 1 knights that games against the
// perfect player reach, on either side (positions_met), with oracle choosing its moves.
std::set<Bitboard> positions_met_in_play(Oracle& oracle) {
  std::set<Bitboard> keys;
  for (const int perfect_side : {0, 1}) positions_met(Position{}, perfect_side, oracle, keys);
  return keys;
}

// Returns the solver nodes that ask() costs oracle from a cold table: what the page pays for it
// live when the oracle has the page's table size.
template <class Ask>
std::uint64_t cold_nodes(Oracle& oracle, Ask ask) {
  oracle.solver().clear();
  const std::uint64_t before = oracle.solver().nodes();
  ask();
  return oracle.solver().nodes() - before;
}

// The answers of positions met in play (positions_met_in_play) whose question of play, a won
// position's winning moves or a lost one's best tries, takes more than kSlowAnswerNodes from a
// cold table of the page's size. Lost positions the book's lines answer are left to them.
struct SlowAnswers {
  std::vector<Line> wins, tries;

  explicit SlowAnswers(const Outcomes& table) {
    Oracle oracle;
    oracle.use_outcomes(table);
    const std::set<Bitboard> keys = positions_met_in_play(oracle);
    for (const Bitboard key : keys) {
      if (oracle.chosen_moves(key)) continue;
      bool lost = false;
      Bitboard moves = 0;
      const std::uint64_t nodes = cold_nodes(oracle, [&] {
        lost = oracle.is_lost(key);
        moves = lost ? least_winning_replies(key, oracle) : oracle.winning_moves(key);
      });
      if (nodes > kSlowAnswerNodes) (lost ? tries : wins).push_back({key, moves});
    }
    std::fprintf(stderr, "book: %zu positions met against the perfect player, answers kept for %zu won and %zu lost\n", keys.size(),
                 wins.size(), tries.size());
  }
};

// Writes the outcome table: whether each position of up to kOutcomePlies knights is lost, the
// book's answer where it has one (it is exact), the solver's elsewhere (2 minutes); then the slow
// answers (SlowAnswers, about 2 minutes).
int build_outcomes(const std::string& path, std::size_t table_mb) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Bitboard> keys = opening_keys(kOutcomePlies);
  const std::string partial_path = path + ".partial";
  std::vector<std::uint8_t> values;  // 0 lost, 1 won
  if (const std::string error = resume_values(keys, partial_path, values); !error.empty()) return fail(error, kRefused);
  std::fprintf(stderr, "book: %zu positions up to ply %d, table %zu MB\n", keys.size(), kOutcomePlies, table_mb);
  Oracle oracle(Book::embedded(), table_mb * kMiB);
  compute_values(keys, oracle.solver(), [&oracle](Bitboard key) { return static_cast<std::uint8_t>(!oracle.is_lost(key)); },
                 partial_path, values);
  std::vector<bool> lost(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) lost[i] = values[i] == 0;
  SlowAnswers answers(Outcomes::from(kOutcomePlies, lost));
  const Outcomes table = Outcomes::from(kOutcomePlies, lost, std::move(answers.wins), std::move(answers.tries));
  const std::vector<std::uint8_t> bytes = table.save();
  if (const std::string error = write_file(path, bytes); !error.empty()) return fail(error, kFailed);
  std::remove(partial_path.c_str());
  std::printf("wrote %s: %zu positions, %zu lost, answers for %zu won and %zu lost, %zu bytes, %.0f s\n", path.c_str(), table.size(),
              table.lost_count(), table.wins().size(), table.tries().size(), bytes.size(), seconds_since(start));
  return kDone;
}

// The values of the positions of six knights met in play (positions_met_in_play) that take more
// than kSlowValueNodes to find from a cold table of the page's size.
std::vector<KnownValue> slow_values_met(const Outcomes& table) {
  Oracle oracle;
  oracle.use_outcomes(table);
  const std::set<Bitboard> keys = positions_met_in_play(oracle);
  std::vector<KnownValue> slow;
  for (const Bitboard key : keys) {
    if (table.is_lost(key).has_value()) continue;  // in the table: the values hold it
    int value = 0;
    if (cold_nodes(oracle, [&] { value = oracle.grundy(key); }) > kSlowValueNodes) slow.push_back({key, static_cast<std::uint8_t>(value)});
  }
  std::fprintf(stderr, "book: %zu positions met against the perfect player, values kept for %zu of six knights\n", keys.size(), slow.size());
  return slow;
}

// Writes the value file of the built-in outcome table (outcomes.hpp): the Grundy value of each of
// its positions — the book's up to its plies, 0 where the table says lost, the solver's elsewhere
// (about 7 minutes on one core with the 3 GB table: fewest free squares first, each position
// shares the parts those before it solved; the same FILE.partial resumption as the book's) — then
// the slow values met in play (slow_values_met, about 20 minutes).
int build_values(const std::string& path, std::size_t table_mb) {
  const auto start = std::chrono::steady_clock::now();
  const Outcomes table = Outcomes::builtin().with_values({}, {});  // the values are what this makes
  const std::vector<Bitboard> keys = opening_keys(kOutcomePlies);
  const std::string partial_path = path + ".partial";
  std::vector<std::uint8_t> values;
  if (const std::string error = resume_values(keys, partial_path, values); !error.empty()) return fail(error, kRefused);
  std::fprintf(stderr, "book: values of %zu positions up to ply %d, table %zu MB\n", keys.size(), kOutcomePlies, table_mb);
  {
    Oracle oracle(Book::embedded(), table_mb * kMiB);
    oracle.use_outcomes(table);
    compute_values(keys, oracle.solver(), [&oracle](Bitboard key) { return static_cast<std::uint8_t>(oracle.grundy(key)); },
                   partial_path, values);
  }
  const Outcomes with_values = table.with_values(values, slow_values_met(table));
  const std::vector<std::uint8_t> bytes = with_values.save_values();
  if (const std::string error = write_file(path, bytes); !error.empty()) return fail(error, kFailed);
  std::remove(partial_path.c_str());
  std::printf("wrote %s: %zu values, %zu past them, %zu bytes, %.0f s\n", path.c_str(), values.size(), with_values.more_count(),
              bytes.size(), seconds_since(start));
  return kDone;
}

int check(const std::string& path) {
  std::vector<std::uint8_t> bytes;
  if (const std::string error = read_file(path, bytes, kMaxBookBytes); !error.empty()) return fail(error, kRefused);
  if (Outcomes table; table.load(bytes).empty()) {
    std::printf("%s: a valid outcome table of %zu positions (plies 0 to %d), %zu lost, answers for %zu won and %zu lost\n", path.c_str(),
                table.size(), table.plies(), table.lost_count(), table.wins().size(), table.tries().size());
    return kDone;
  }
  if (Outcomes table = Outcomes::builtin(); table.load_values(bytes).empty()) {
    std::printf("%s: valid values of the built-in outcome table's %zu positions and of %zu positions past them\n", path.c_str(),
                table.size(), table.more_count());
    return kDone;
  }
  Book book;
  if (const std::string error = book.load(bytes); !error.empty()) return fail(path + ": " + error, kFailed);
  std::printf("%s: a valid book of %zu values (plies 0 to %d), %zu wins and %zu lines\n", path.c_str(),
              book.values().size(), book.plies(), book.wins().size(), book.lines().size());
  return kDone;
}

}  // namespace

Job book_command(Arguments& args) {
  std::size_t table_mb = kBuildTableMb;
  const bool sized = args.number_option<std::size_t>("--table-mb", 1, kMaxTableMb, table_mb);
  const std::optional<std::string> action = args.word("build, outcomes, values or check");
  const std::optional<std::string> path = args.word("FILE");
  args.end();
  if (action == "build") return [path, table_mb] { return build(*path, table_mb); };
  if (action == "outcomes") return [path, table_mb] { return build_outcomes(*path, table_mb); };
  if (action == "values") return [path, table_mb] { return build_values(*path, table_mb); };
  if (action == "check" && sized) args.refuse("--table-mb is for build, not check");
  if (action == "check") return [path] { return check(*path); };
  if (action) args.refuse("takes build, outcomes, values or check, not '" + *action + "'");
  return {};
}

}  // namespace cli::knights
