#include "reversi/pattern_evaluation.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace engine::reversi {
namespace {

FeatureLayout make_layout(const Geometry& geometry) {
  const patterns::Groups& groups = patterns::groups_of(geometry);
  FeatureLayout layout;
  for (int g = 0; g < groups.count; ++g) {
    const patterns::Group& group = groups.list[g];
    layout.group_offset.push_back(layout.entries);
    for (int index = 0; index < patterns::power_of_3(group.digits); ++index) {
      const int mirror = patterns::pattern_mirror(index, group, geometry.size);
      // The lower of the pair is numbered first; the higher takes its number.
      layout.feature_of.push_back(mirror < index ? layout.feature_of[layout.entries + mirror - index]
                                                 : layout.features++);
      ++layout.entries;
    }
  }
  layout.my_mobility = layout.entries;
  layout.your_mobility = layout.entries + kMobilityEntries;
  for (int i = 0; i < 2 * kMobilityEntries; ++i) layout.feature_of.push_back(layout.features++);
  layout.entries += 2 * kMobilityEntries;
  return layout;
}

const Geometry* const kSizes[2] = {&kBoard8, &kBoard6};

// Returns the board's name in the file's messages: "8×8".
std::string board_name(const Geometry& geometry) { return std::to_string(geometry.size) + "×" + std::to_string(geometry.size); }

// The file's 32-bit words, little-endian: read at bytes[at] (which must hold four more), moving at past it; written at the end.
std::uint32_t read_word(std::span<const unsigned char> bytes, std::size_t& at) {
  std::uint32_t word = 0;
  for (int i = 0; i < 4; ++i) word |= std::uint32_t{bytes[at++]} << (8 * i);
  return word;
}
void write_word(std::uint32_t word, std::vector<unsigned char>& bytes) {
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<unsigned char>(word >> (8 * i)));
}

// Reads a size's probcut regressions at bytes[at], moving at past them; on a malformed section returns false and says why.
bool read_probcut(std::span<const unsigned char> bytes, std::size_t& at, const Geometry& geometry,
                  std::optional<ProbCutModel>& model, std::string& error) {
  const int count = at < bytes.size() ? bytes[at++] : -1;
  if (count == 0) return true;
  if (count != ProbCutModel::kParameters || bytes.size() - at < 4 * std::size_t{ProbCutModel::kParameters}) {
    error = "the weights file's probcut regressions are cut short or not " +
            std::to_string(ProbCutModel::kParameters) + " numbers, at byte " + std::to_string(at);
    return false;
  }
  model.emplace();
  for (float& parameter : model->parameters) {
    const std::uint32_t word = read_word(bytes, at);
    std::memcpy(&parameter, &word, sizeof parameter);  // std::bit_cast, which Emscripten's libc++ lacks
  }
  // The slope must be positive (a shallow score that rises predicts a deep one that rises), and all finite.
  const bool finite = std::all_of(model->parameters.begin(), model->parameters.end(), [](float p) { return std::isfinite(p); });
  if (!finite || !(model->parameters[0] > 0)) {
    error = "the weights file's probcut regressions are not finite or slope downwards";
    return false;
  }
  if (const std::string problem = probcut_range_problem(*model, geometry); !problem.empty()) {
    error = "the weights file's " + board_name(geometry) + " probcut regressions are outside what the search can use: " + problem;
    return false;
  }
  return true;
}

void write_probcut(const std::optional<ProbCutModel>& model, std::vector<unsigned char>& bytes) {
  bytes.push_back(model ? ProbCutModel::kParameters : 0);
  if (!model) return;
  for (const float parameter : model->parameters) {
    std::uint32_t word;
    std::memcpy(&word, &parameter, sizeof word);
    write_word(word, bytes);
  }
}

// Reads a size's opening book at bytes[at], moving at past it; on a malformed one returns false and says why.
bool read_book(std::span<const unsigned char> bytes, std::size_t& at, const Geometry& geometry, OpeningBook& book,
               std::string& error) {
  if (bytes.size() - at < 4) {
    error = "the weights file ends before the length of its " + board_name(geometry) + " opening book, at byte " +
            std::to_string(at);
    return false;
  }
  const std::size_t length = read_word(bytes, at);
  if (bytes.size() - at < length) {
    error = "the weights file ends within its opening book, which should be " + std::to_string(length) + " bytes";
    return false;
  }
  std::optional<OpeningBook> read = OpeningBook::read(bytes.subspan(at, length), geometry, error);
  if (!read) return false;
  book = std::move(*read);
  at += length;
  return true;
}

void write_book(const std::vector<unsigned char>& book, std::vector<unsigned char>& bytes) {
  write_word(static_cast<std::uint32_t>(book.size()), bytes);
  bytes.insert(bytes.end(), book.begin(), book.end());
}

}  // namespace

const FeatureLayout& feature_layout(const Geometry& geometry) {
  static const FeatureLayout layouts[2] = {make_layout(kBoard8), make_layout(kBoard6)};
  return layouts[geometry.size == 8 ? 0 : 1];
}

std::unique_ptr<PatternWeights> PatternWeights::read(std::span<const unsigned char> bytes, std::string& error) {
  auto weights = std::make_unique<PatternWeights>();
  if (bytes.size() < sizeof kWeightsMagic || std::memcmp(bytes.data(), kWeightsMagic, sizeof kWeightsMagic) != 0) {
    error = "not a pattern weights file (it should start with " + std::string(kWeightsMagic, sizeof kWeightsMagic) + ")";
    return nullptr;
  }
  std::size_t at = sizeof kWeightsMagic;
  for (int s = 0; s < 2; ++s) {
    const FeatureLayout& layout = feature_layout(*kSizes[s]);
    Tables& tables = weights->sizes_[s];
    if (at >= bytes.size() || bytes[at] == 0) {
      error = "the weights file ends early or gives no phases for the " + board_name(*kSizes[s]) + " board";
      return nullptr;
    }
    // A phase spans at least one count of empty squares (1 … cells − 4): more could never be used.
    if (const int phases = bytes[at]; phases > kSizes[s]->cells() - 4) {
      error = "the weights file gives the " + board_name(*kSizes[s]) + " board " + std::to_string(phases) +
              " phases, more than its " + std::to_string(kSizes[s]->cells() - 4) + " counts of empty squares";
      return nullptr;
    }
    tables.phases = bytes[at++];
    tables.layout = &layout;
    for (int empties = 0; empties <= kSizes[s]->cells(); ++empties)
      tables.phase_of_empties[empties] = static_cast<unsigned char>(phase_of(empties, tables.phases, *kSizes[s]));
    // The weights in steps, feature by feature, their zero runs expanded.
    std::vector<signed char> steps;
    const std::size_t needed = static_cast<std::size_t>(tables.phases) * layout.features;
    while (steps.size() < needed && at < bytes.size()) {
      if (bytes[at] != kZeroRun) {
        steps.push_back(static_cast<signed char>(bytes[at++]));
      } else if (at + 1 < bytes.size() && bytes[at + 1] > 0 && steps.size() + bytes[at + 1] <= needed) {
        steps.insert(steps.end(), bytes[at + 1], 0);
        at += 2;
      } else {
        break;
      }
    }
    if (steps.size() < needed) {
      error = "the weights file ends early or holds a bad run of zeros, at byte " + std::to_string(at);
      return nullptr;
    }
    tables.steps.resize(static_cast<std::size_t>(tables.phases) * layout.entries);
    for (int phase = 0; phase < tables.phases; ++phase)
      for (int entry = 0; entry < layout.entries; ++entry)
        tables.steps[phase * layout.entries + entry] = steps[layout.feature_of[entry] * tables.phases + phase];
    if (!read_probcut(bytes, at, *kSizes[s], tables.probcut, error) || !read_book(bytes, at, *kSizes[s], tables.book, error))
      return nullptr;
  }
  if (at != bytes.size()) {
    error = "the weights file goes on after its tables (" + std::to_string(bytes.size() - at) + " more bytes)";
    return nullptr;
  }
  return weights;
}

std::vector<unsigned char> PatternWeights::file_bytes(const SizeWeights& eight, const SizeWeights& six) {
  std::vector<unsigned char> bytes(kWeightsMagic, kWeightsMagic + sizeof kWeightsMagic);
  for (const SizeWeights* size : {&eight, &six}) {
    const std::vector<std::vector<double>>& phases = size->features;
    bytes.push_back(static_cast<unsigned char>(phases.size()));
    const std::size_t features = phases.empty() ? 0 : phases.front().size();
    int zeros = 0;  // the run of zeros not yet written
    const auto end_run = [&] {
      for (; zeros > 0; zeros -= std::min(zeros, 255)) {
        bytes.push_back(kZeroRun);
        bytes.push_back(static_cast<unsigned char>(std::min(zeros, 255)));
      }
    };
    for (std::size_t f = 0; f < features; ++f)
      for (const std::vector<double>& weights : phases) {
        const long steps = weight_steps(weights[f]);
        if (steps == 0) {
          ++zeros;
          continue;
        }
        end_run();
        bytes.push_back(static_cast<unsigned char>(static_cast<signed char>(steps)));
      }
    end_run();
    write_probcut(size->probcut, bytes);
    write_book(size->book, bytes);
  }
  return bytes;
}

SizeWeights PatternWeights::size_weights(const Geometry& geometry) const {
  const FeatureLayout& layout = feature_layout(geometry);
  const Tables& tables = sizes_[geometry.size == 8 ? 0 : 1];
  SizeWeights result{std::vector<std::vector<double>>(tables.phases, std::vector<double>(layout.features)),
                     tables.probcut, tables.book.bytes()};
  for (int phase = 0; phase < tables.phases; ++phase)
    for (int entry = 0; entry < layout.entries; ++entry)
      result.features[phase][layout.feature_of[entry]] = tables.steps[phase * layout.entries + entry] * kWeightStep;
  return result;
}

int PatternWeights::operator()(const Board& board, const Geometry& geometry, Bitboard moves) const {
  const Tables& tables = sizes_[geometry.size == 8 ? 0 : 1];
  if (tables.phases == 0) return 0;
  const FeatureLayout& layout = *tables.layout;
  const signed char* w =
      tables.steps.data() + std::size_t{tables.phase_of_empties[popcount(board.empties(geometry.squares))]} * layout.entries;
  int sum = 0;
  for_each_entry(board, moves, geometry, layout, [&](int entry) { sum += w[entry]; });
  sum *= kWeightStep;
  // Within the scores a search may meet: an estimate beyond a full board's win means nothing more.
  const int bound = geometry.cells() * kUnitsPerDisc;
  return std::clamp(sum, -bound, bound);
}

}  // namespace engine::reversi
