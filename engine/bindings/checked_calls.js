// The module's JavaScript layer over its bindings, linked in with --post-js (it runs inside the
// module's factory) ahead of the game's own list, GAME_calls.js. A listed method checks its
// arguments' types before they reach wasm, where Embind would coerce them (undefined and null to
// square 0, '27' to 27), and throws the Error its binding returns: bindings never throw, since an
// exception through wasm frames leaves the stack pointer moved and the call's strings unfreed
// (js_values.hpp). Checked calls are listed as { method: { parameter: kind } }, a kind ending in
// '?' for a parameter that may be left out at the end. Every other method of a listed class is
// wrapped too, so that no method enters the module while another runs in it (see enterModule).

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
  goToNode: { node: 'number' },
  promote: { node: 'number' },
  removeFrom: { node: 'number' },
  legalMoves: {},
  history: {},
  playMoves: { text: 'text' },
  parseMoves: { text: 'text' },
  squareName: { move: 'number' },
  positionText: {},
};

// The longest text a call takes, in UTF-16 code units: a game's move list is at most a few hundred
// characters, and a longer text could only cost the module its memory (a 240-million-character
// one once aborted it, 1.4 GB allocated).
var MAX_TEXT_LENGTH = 65536;
// The longest document a call takes (a puzzle set: about 90 characters a puzzle).
var MAX_DOCUMENT_LENGTH = 4194304;

// The kinds of parameter: each returns what the binding is given, or throws (before any wasm runs).
var checkedKinds = {
  number: (value, what) => (typeof value === 'number' ? value : refuseType(value, what, 'a number')),
  text: (value, what) => (typeof value !== 'string' ? refuseType(value, what, 'a string')
    : value.length > MAX_TEXT_LENGTH ? refuseLength(value, what, MAX_TEXT_LENGTH) : wellFormed(value)),
  // A whole file's text, such as a puzzle set.
  document: (value, what) => (typeof value !== 'string' ? refuseType(value, what, 'a string')
    : value.length > MAX_DOCUMENT_LENGTH ? refuseLength(value, what, MAX_DOCUMENT_LENGTH) : wellFormed(value)),
  // A number of milliseconds, or { ms, nodes }: a plain copy, so that the binding runs none of the caller's getters.
  budget: (value, what) => (value !== null && typeof value === 'object' ? { ms: value.ms, nodes: value.nodes }
    : typeof value === 'number' ? value : refuseType(value, what, 'a number or { ms, nodes }')),
  // Bytes, as a Uint8Array or an ArrayBuffer: a plain copy, which the binding reads without running any of the caller's code.
  bytes: (value, what) => (value instanceof Uint8Array || value instanceof ArrayBuffer ? new Uint8Array(value)
    : refuseType(value, what, 'a Uint8Array or an ArrayBuffer')),
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

function refuseLength(value, what, most) {
  throw new Error(what + ' is ' + value.length + ' characters long: at most ' + most + ' are taken');
}

// Returns text with each lone surrogate (half a UTF-16 pair) as U+FFFD: Emscripten's UTF-8
// encoder would join it to the next character ('\uD800d5' reaching the engine as '𐁤5').
function wellFormed(text) {
  return text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

function refuseType(value, what, kind) {
  // typeof only: describing the value any other way could run the caller's code.
  throw new Error(what + ' must be ' + kind + ', not ' + (value === null ? 'null' : value === undefined ? 'undefined' : 'a ' + typeof value));
}

// The method running in the module ('analyze'), or null. A search hears its listener from inside
// wasm, over the game's memory and the module's one table: a call into the module from there
// (play, undo, delete, another search) would change or free what the search goes on reading, so
// it is refused, changing nothing.
var runningCall = null;

// Each method as enterModule wraps it → the method itself, so that wrapping twice guards once.
var unguarded = new WeakMap();

// Throws when a method runs in the module: name() is being called from its listener.
function refuseReentry(name) {
  if (runningCall !== null) throw new Error(name + '() is refused while ' + runningCall + '() runs: call it after ' + runningCall + '() returns');
}

// Returns method wrapped so that it is refused while another method runs, and holds the module while it runs.
function enterModule(name, method) {
  const binding = unguarded.get(method) || method;
  const guarded = function (...args) {
    refuseReentry(name);
    runningCall = name;
    try {
      return binding.apply(this, args);
    } finally {
      runningCall = null;
    }
  };
  unguarded.set(guarded, binding);
  return guarded;
}

// Returns the names of target's methods, its own and inherited (Embind's delete(), clone(), …),
// up to JavaScript's own objects.
function methodNames(target) {
  const names = new Set();
  for (let object = target; object !== Object.prototype && object !== Function.prototype; object = Object.getPrototypeOf(object)) {
    for (const name of Object.getOwnPropertyNames(object)) {
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(object, name).value === 'function') names.add(name);
    }
  }
  return names;
}

// Replaces every method of target (a class's prototype, or the class for its own functions; of
// the module itself, only the listed ones, the others being its glue) by one that is refused while
// another runs (enterModule); and each listed method by one that also checks the arguments, calls
// the binding, and throws the Error it returns.
function checkCalls(target, methods) {
  for (const name of target === Module ? Object.keys(methods) : methodNames(target)) target[name] = enterModule(name, target[name]);
  // (No destructuring: Emscripten 3.1.6's JavaScript optimizer prints it wrongly.)
  for (const name of Object.keys(methods)) {
    const call = target[name];
    const parameters = Object.keys(methods[name]);
    // A kind ending in '?' may be left out at the end, or be undefined: the binding then gets undefined.
    const kinds = parameters.map((parameter) => {
      const kind = checkedKinds[methods[name][parameter].replace('?', '')];
      return methods[name][parameter].endsWith('?') ? (value, what) => (value === undefined ? undefined : kind(value, what)) : kind;
    });
    const required = parameters.filter((parameter) => !methods[name][parameter].endsWith('?')).length;
    const count = required === kinds.length ? String(required) : required + ' to ' + kinds.length;
    const checked = function (...args) {
      refuseReentry(name);  // before the arguments are read
      if (args.length < required || args.length > kinds.length) throw new Error(name + '() takes ' + count + (count === '1' ? ' argument' : ' arguments') + ', not ' + args.length);
      const result = call.apply(this, kinds.map((kind, i) => kind(args[i], name + "()'s " + parameters[i])));
      if (result instanceof Module.Refusal) throw Object.assign(new Error(result.message), result.details);
      return result;
    };
    unguarded.set(checked, unguarded.get(call));
    target[name] = checked;
  }
}

// Returns the constructor of Class, named name, refused while a method runs (like every method:
// a game made from a listener would be made in the middle of the module's work), whose `new`
// calls Class[factory] — a checked class function that returns the new object (from an Embind
// constructor a binding could only throw) — or, without a factory, Class's own constructor. The
// class's functions named in kept (fromText) stay on it.
function constructedBy(Class, name, factory, kept) {
  function Constructor(...args) {
    if (!(this instanceof Constructor)) throw new Error(name + ' is a class: call it with new');
    refuseReentry(name);
    return factory ? Class[factory](...args) : new Class(...args);
  }
  Object.defineProperty(Constructor, 'name', { value: name });
  Constructor.prototype = Class.prototype;
  for (const key of kept) Constructor[key] = Class[key];
  return Constructor;
}
