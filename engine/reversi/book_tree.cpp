#include "reversi/book_tree.hpp"

namespace engine::reversi {
namespace {

// Deeper than any book: a bound on the reader's recursion, which a corrupt file cannot push
// further (60 moves, and a pass at most after each).
constexpr int kMaxBookPlies = 120;

class TreeReader {
 public:
  TreeReader(std::span<const unsigned char> bytes, const Geometry& geometry, int value_step, std::string& error,
             const std::function<void(const Board&, int)>& add,
             const std::function<void(const Board&, const Board&)>& listed)
      : bytes_(bytes), geometry_(geometry), value_step_(value_step), error_(error), add_(add), listed_(listed) {}

  bool read() {
    int root_value = 0;
    if (!read_value(root_value)) return false;
    add_(Board::start(), root_value);
    if (!read_children(Board::start(), 0)) return false;
    if (at_ != bytes_.size()) return fail("the opening book goes on after its tree");
    return true;
  }

 private:
  bool read_children(const Board& board, int ply) {
    if (ply >= kMaxBookPlies) return fail("the opening book's tree is deeper than a game");
    const Bitboard legal = legal_moves(board, geometry_.squares);
    const bool pass = !legal && legal_moves(board.passed(), geometry_.squares);
    for (bool last = false; !last;) {
      if (at_ >= bytes_.size()) return fail("the opening book ends in the middle of its tree");
      const unsigned code = bytes_[at_++];
      last = code & kBookLastSibling;
      const int cell = static_cast<int>(code & kBookCellBits);
      Board child;
      if (pass && cell == static_cast<int>(kBookPassCell) && last) {
        child = board.passed();
      } else {
        const Square square = cell < geometry_.cells() ? geometry_.bit_of(cell) : kPass;
        if (square == kPass || !(legal & square_bb(square)))
          return fail("the opening book plays an illegal move, cell " + std::to_string(cell) + ", at ply " +
                      std::to_string(ply + 1));
        child = board.after(square, flips(square, board.player, board.opponent));
      }
      int value = 0;
      if (!read_value(value)) return false;
      add_(child, value);
      if (listed_) listed_(board, child);
      if ((code & kBookHasChildren) && !read_children(child, ply + 1)) return false;
    }
    return true;
  }

  bool read_value(int& value) {
    if (at_ >= bytes_.size()) return fail("the opening book ends in the middle of its tree");
    value = static_cast<signed char>(bytes_[at_++]) * value_step_;
    return true;
  }

  bool fail(const std::string& why) {
    error_ = why + ", at byte " + std::to_string(at_);
    return false;
  }

  std::span<const unsigned char> bytes_;
  const Geometry& geometry_;
  const int value_step_;
  std::string& error_;
  const std::function<void(const Board&, int)>& add_;
  const std::function<void(const Board&, const Board&)>& listed_;
  std::size_t at_ = 0;
};

}  // namespace

bool read_book_tree(std::span<const unsigned char> bytes, const Geometry& geometry, int value_step, std::string& error,
                    const std::function<void(const Board&, int)>& add,
                    const std::function<void(const Board&, const Board&)>& listed) {
  return TreeReader(bytes, geometry, value_step, error, add, listed).read();
}

}  // namespace engine::reversi
