// The marks a game review puts after a move, as players write them: ?! dubious, ? a mistake,
// ?? a blunder. Which loss earns which mark is each game's (reversi/review.hpp, knights/review.hpp).
#pragma once

namespace engine {

enum class Annotation { None, Dubious, Mistake, Blunder };

// Returns the mark as written after a move: "", "?!", "?" or "??".
constexpr const char* annotation_text(Annotation mark) {
  switch (mark) {
    case Annotation::Dubious: return "?!";
    case Annotation::Mistake: return "?";
    case Annotation::Blunder: return "??";
    case Annotation::None: break;
  }
  return "";
}

}  // namespace engine
