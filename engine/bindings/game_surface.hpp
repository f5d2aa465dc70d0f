// The surface both games' classes share in JavaScript (engine.d.ts: GameSurface), written once over
// the two engine games: state() — one snapshot of everything a page draws a turn from — the record, a
// tree walked by play, undo, redo, goTo and goToNode and changed by promote and removeFrom, move
// lists, square names and position texts. Each game adds
// what is its own through its Traits: its cell and winner codes, its refusal codes, its extra state
// (Reversi's disc counts), how its position text reads, its board's shape. Included only by the
// bindings (GAME_bindings.cpp); refusals are returned, never thrown (js_values.hpp).
#pragma once

#include <string>
#include <vector>

#include "bindings/js_values.hpp"
#include "core/move_record.hpp"
#include "core/text_scan.hpp"

namespace engine::bindings {

// Returns a position's text by the game's own position_text (found through the position's type).
template <class Position>
std::string text_of_position(const Position& position) {
  return position_text(position);
}

// Traits: a struct with, for the game type Game,
//   static int cells(const Game&)                   how many cells its board has
//   static int size(const Game&)                    its squares a side
//   static BoardShape shape(const Game&)             how its squares are named
//   static val cell_codes(const Game&)               state().cells: one code per cell
//   static int winner(const Game&)                   state().winner: a code
//   static val refusal(const Game&, Square, Error)   { reason, by } for a refused move
//   static bool passed_before(const Game&, int ply)  whether a side had to pass to reach that ply
//   static bool passed_before_node(const Game&, NodeId)  the same for a node of the record's tree
//   static void add_state(const Game&, val&)         the game's own fields of state()
//   static auto parse_position(std::string_view)     { position, error, at }
//   static Game fresh(const Game&)                   a new game on the same board, at the usual start
template <class Game, class Traits>
struct Surface {
  static val play(Game& game, double move) {
    const auto s = square_number(move, Traits::cells(game));
    if (s.bad()) return refused(s.error);
    if (const auto error = game.play(s.value); error != decltype(error)::None) return refused(game.explain(error, s.value));
    return val::undefined();
  }
  // null when move may be played now, else why not: { reason, by }.
  static val refusal(const Game& game, double move) {
    const auto s = square_number(move, Traits::cells(game));
    if (s.bad()) return refused(s.error);
    const auto error = game.check(s.value);
    return error == decltype(error)::None ? val::null() : Traits::refusal(game, s.value, error);
  }
  static val undo(Game& game) { return game.undo() ? val::undefined() : refused("no move to undo: the game stands at its start"); }
  static val redo(Game& game) { return game.redo() ? val::undefined() : refused("no move to redo: the game stands at the end of its record"); }
  static val go_to(Game& game, double ply) {
    const auto p = whole_number(ply, 0, game.record().length(), "the ply");
    if (p.bad()) return refused(p.error);
    game.go_to(p.value);
    return val::undefined();
  }
  // The record's tree: any node; a side line made the main line; a move removed with what followed.
  static val go_to_node(Game& game, double node) { return on_node(game, node, [&](NodeId id) { return game.go_to_node(id); }); }
  static val promote(Game& game, double node) { return on_node(game, node, [&](NodeId id) { return game.promote(id); }); }
  static val remove_from(Game& game, double node) {
    if (node == 0) return refused("the start cannot be removed");
    return on_node(game, node, [&](NodeId id) { return game.remove(id); });
  }
  static val legal_moves(const Game& game) { return to_array(game.legal_moves()); }
  static val history(const Game& game) { return to_array(game.history()); }
  static val parse_moves(const Game& game, const std::string& text) { return parsed_moves(game.parse_moves(text)); }
  // Plays a move list from the cursor, all or none. A refusal says where, for the page to say it in
  // its words: { index } (from 0) and { at } (the move's first character in the text), with { text }
  // for a name that is no square, else { move, reason, by }.
  static val play_moves(Game& game, const std::string& text) {
    const SquareList list = game.parse_moves(text);
    val details = val::object();
    if (!list.error.empty()) {
      details.set("index", list.bad_index);
      details.set("at", list.bad_at);
      details.set("text", list.bad_text);
      return refused(list.error, details);
    }
    const auto refusal = game.play_list(list.squares);
    if (!refusal) return val::undefined();
    const Game& before = refusal->before;
    details = Traits::refusal(before, refusal->move, refusal->error);
    details.set("index", refusal->index);
    details.set("at", list.at[refusal->index]);
    details.set("move", refusal->move);
    return refused("move " + std::to_string(refusal->index + 1) + ": " + before.explain(refusal->error, refusal->move), details);
  }
  static val square_name(const Game& game, double move) {
    const auto s = whole_number(move, 0, Traits::cells(game) - 1, "a square");
    if (s.bad()) return refused(s.error);
    return val(engine::square_name(s.value, Traits::shape(game)));
  }
  static std::string position_text(const Game& game) { return text_of_position(game.position()); }
  static val from_text(const std::string& text) {
    const auto parsed = Traits::parse_position(text);
    if (!parsed.error.empty()) return refused("bad position text: " + parsed.error, text_details(parsed));
    return val(Game(parsed.position));
  }
  // What a pasted text holds, read on a new game of this board: { position } (its text; moves '')
  // or { moves } (played from the usual start, as the game writes them; position null); refused as
  // fromText or playMoves refuse it, or when it holds nothing.
  static val read_record(const Game& game, const std::string& text) {
    if (looks_like_position(text)) {
      const auto parsed = Traits::parse_position(text);
      if (!parsed.error.empty()) return refused("bad position text: " + parsed.error, text_details(parsed));
      return record_of(val(text_of_position(parsed.position)), "");
    }
    Game fresh = Traits::fresh(game);
    if (const val refusal = play_moves(fresh, text); !refusal.isUndefined()) return refusal;
    if (fresh.record().length() == 0) return refused("the text holds no move and no position", at_details(0));
    return record_of(val::null(), fresh.history_text());
  }

  // Everything a page draws a turn from, in one object (see engine.d.ts: GameState).
  static val state(const Game& game) {
    const auto& record = game.record();
    const int ply = record.ply(), length = record.length();
    std::vector<int> movers;
    for (int i = 0; i < length; ++i) movers.push_back(static_cast<int>(game.side_to_move_at(i)));
    std::vector<int> passes;
    for (int i = 0; i <= length; ++i)
      if (Traits::passed_before(game, i)) passes.push_back(i);
    const int side = static_cast<int>(game.side_to_move());
    val state = val::object();
    state.set("size", Traits::size(game));
    state.set("cells", Traits::cell_codes(game));
    state.set("legalMoves", to_array(game.legal_moves()));
    state.set("sideToMove", side);
    state.set("over", game.is_over());
    state.set("winner", Traits::winner(game));
    state.set("ply", ply);
    state.set("length", length);
    state.set("canUndo", ply > 0);
    state.set("canRedo", ply < length);
    state.set("moves", to_array(record.moves()));
    state.set("movers", to_array(movers));
    state.set("lastMoves", to_array(last_moves(record.moves(), movers, ply, side)));
    state.set("passes", to_array(passes));
    // The two sides are 0 and 1 in both games: the one that passed is the other one.
    state.set("passed", Traits::passed_before(game, ply) ? val(1 - side) : val::null());
    state.set("position", position_text(game));
    state.set("node", record.node());
    state.set("line", to_array(record.line()));
    state.set("onMainLine", record.on_main_line());
    state.set("mainLength", record.main_length());
    state.set("tree", tree(game));
    // The record's texts as a link writes them: the main line's moves, and the current line's to the cursor.
    state.set("mainText", square_run(record.main_moves(), Traits::shape(game)));
    state.set("lineText", square_run(record.history(), Traits::shape(game)));
    Traits::add_state(game, state);
    return state;
  }

  // Registers the shared methods on the game's class.
  template <class Class>
  static void bind(Class& game_class) {
    game_class.function("state", &state)
        .function("play", &play)
        .function("refusal", &refusal)
        .function("undo", &undo)
        .function("redo", &redo)
        .function("goTo", &go_to)
        .function("goToNode", &go_to_node)
        .function("promote", &promote)
        .function("removeFrom", &remove_from)
        .function("legalMoves", &legal_moves)
        .function("history", &history)
        .function("playMoves", &play_moves)
        .function("parseMoves", &parse_moves)
        .function("readRecord", &read_record)
        .function("squareName", &square_name)
        .function("positionText", &position_text)
        .class_function("fromText", &from_text);
  }

 private:
  // { at }: where a text was refused, in characters.
  static val at_details(int at) {
    val details = val::object();
    details.set("at", at);
    return details;
  }
  // A position text's refusal: { at }, and { knights } for two that attack each other.
  template <class Parsed>
  static val text_details(const Parsed& parsed) {
    val details = at_details(parsed.at);
    if constexpr (requires { parsed.knights; })
      if (!parsed.knights.empty()) details.set("knights", to_array(parsed.knights));
    return details;
  }
  static val record_of(const val& position, const std::string& moves) {
    val record = val::object();
    record.set("position", position);
    record.set("moves", moves);
    return record;
  }

  // Runs change(id) on the tree's node number, or refuses a number it does not hold.
  template <class Change>
  static val on_node(const Game& game, double node, Change change) {
    const auto n = whole_number(node, 0, game.record().nodes() - 1, "the node");
    if (n.bad()) return refused(n.error);
    if (!game.record().has(n.value)) return refused("node " + std::to_string(n.value) + " was removed");
    change(n.value);
    return val::undefined();
  }

  // state().tree: by node number, null for a removed node, else { parent, move, mover, ply, passed,
  // children } (the start's parent and move -1, its mover the side to move there; passed: a side
  // had to pass just before the node's position; children: the moves after it, its line's first).
  static val tree(const Game& game) {
    const auto& record = game.record();
    val nodes = val::array();
    for (NodeId id = 0; id < record.nodes(); ++id) {
      if (!record.has(id)) {
        nodes.call<void>("push", val::null());
        continue;
      }
      const NodeId parent = record.parent_of(id);
      val node = val::object();
      node.set("parent", parent);
      node.set("move", record.move_of(id));
      node.set("mover", static_cast<int>(Game::side_to_move_in(record.position_of(id == 0 ? 0 : parent))));
      node.set("ply", record.ply_of(id));
      node.set("passed", Traits::passed_before_node(game, id));
      node.set("children", to_array(record.children_of(id)));
      nodes.call<void>("push", node);
    }
    return nodes;
  }

  // The moves to mark as the last: those played since the side to move last played, latest last
  // (both of the other side's after a pass); when the other side passed, the last one played.
  static std::vector<int> last_moves(const std::vector<Square>& moves, const std::vector<int>& movers, int ply, int side) {
    int since = ply;
    while (since > 0 && movers[since - 1] != side) --since;
    if (since == ply && ply > 0) --since;
    return {moves.begin() + since, moves.begin() + ply};
  }
};

}  // namespace engine::bindings
