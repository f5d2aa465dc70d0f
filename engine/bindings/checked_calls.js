// The module's JavaScript layer over its bindings, linked in with --post-js (it runs inside the
// module's factory) ahead of the game's own list, GAME_calls.js. A listed method checks its
// arguments' types before they reach wasm, where Embind would coerce them (undefined and null to
// square 0, '27' to 27), and throws the Error its binding returns: bindings never throw, since an
// exception through wasm frames leaves the stack pointer moved and the call's strings unfreed
// (js_values.hpp). Checked calls are listed as { method: { parameter: kind } }, a kind ending in
// '?' for a parameter that may be left out at the end.

// What a binding returns for a refused call (js_values.hpp's refused()): the layer throws it as an
// Error, with the details, if any, as its own properties.
Module.Refusal = function Refusal(message, details) {
  this.message = message;
  this.details = details;
};

// The surface both games' classes share (game_surface.hpp), every method of it listed, so that
// whatever the layer checks covers all of them; each game's list adds its own methods to these.
var gameSurfaceCalls = {
  state: {},
  play: { move: 'number' },
  refusal: { move: 'number' },
  undo: {},
  redo: {},
  goTo: { ply: 'number' },
  legalMoves: {},
  history: {},
  playMoves: { text: 'text' },
  parseMoves: { text: 'text' },
  squareName: { move: 'number' },
  positionText: {},
};

// The kinds of parameter: each returns what the binding is given, or throws (before any wasm runs).
var checkedKinds = {
  number: (value, what) => (typeof value === 'number' ? value : refuseType(value, what, 'a number')),
  text: (value, what) => (typeof value === 'string' ? value : refuseType(value, what, 'a string')),
  // A number of milliseconds, or { ms, nodes }: a plain copy, so that the binding runs none of the caller's getters.
  budget: (value, what) => (value !== null && typeof value === 'object' ? { ms: value.ms, nodes: value.nodes }
    : typeof value === 'number' ? value : refuseType(value, what, 'a number or { ms, nodes }')),
  // A function to hear of progress: wrapped, so that an exception it throws comes out on its own,
  // after the call, instead of unwinding through wasm frames.
  listener: (value, what) => (typeof value === 'function' ? (found) => {
    try {
      value(found);
    } catch (error) {
      setTimeout(() => { throw error; });
    }
  } : refuseType(value, what, 'a function')),
};

function refuseType(value, what, kind) {
  // typeof only: describing the value any other way could run the caller's code.
  throw new Error(what + ' must be ' + kind + ', not ' + (value === null ? 'null' : value === undefined ? 'undefined' : 'a ' + typeof value));
}

// Replaces each listed method of target (a class's prototype, or the class for its own functions)
// by one that checks the arguments, calls the binding, and throws the Error it returns.
function checkCalls(target, methods) {
  // (No destructuring: Emscripten 3.1.6's JavaScript optimizer prints it wrongly.)
  for (const name of Object.keys(methods)) {
    const binding = target[name];
    const parameters = Object.keys(methods[name]);
    // A kind ending in '?' may be left out at the end, or be undefined: the binding then gets undefined.
    const kinds = parameters.map((parameter) => {
      const kind = checkedKinds[methods[name][parameter].replace('?', '')];
      return methods[name][parameter].endsWith('?') ? (value, what) => (value === undefined ? undefined : kind(value, what)) : kind;
    });
    const required = parameters.filter((parameter) => !methods[name][parameter].endsWith('?')).length;
    const count = required === kinds.length ? String(required) : required + ' to ' + kinds.length;
    target[name] = function (...args) {
      if (args.length < required || args.length > kinds.length) throw new Error(name + '() takes ' + count + (count === '1' ? ' argument' : ' arguments') + ', not ' + args.length);
      const result = binding.apply(this, kinds.map((kind, i) => kind(args[i], name + "()'s " + parameters[i])));
      if (result instanceof Module.Refusal) throw Object.assign(new Error(result.message), result.details);
      return result;
    };
  }
}

// Returns the constructor of Class, named name, whose `new` calls Class[factory]: a checked class
// function that returns the new object (from an Embind constructor a binding could only throw).
function constructedBy(Class, name, factory) {
  function Constructor(...args) {
    if (!(this instanceof Constructor)) throw new Error(name + ' is a class: call it with new');
    return Class[factory](...args);
  }
  Object.defineProperty(Constructor, 'name', { value: name });
  Constructor.prototype = Class.prototype;
  return Constructor;
}
