// Issue 24, item 4: while a method runs in a module, a call into the module from the code it calls
// back (analyze()'s onProgress today, any listener tomorrow) is refused with an Error and changes
// nothing: the search goes on over the game as it was and gives the values it gives undisturbed.
// Once the search went on over changed or freed memory: wrong values, illegal moves, and a leak at
// each stack overflow of a listener that analyzed again. The methods are found by walking each
// class, so that a method added later is checked too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { knowledgeBytes, loadEngine, withGame } from './load_engine.mjs';
import { memoryState } from './refused_calls.mjs';

const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';  // 14 empties: solved at once

const REFUSED = /^\w+\(\) is refused while \w+\(\) runs: call it after \w+\(\) returns$/;

// Returns the names of object's methods, its own and inherited, short of JavaScript's own.
function methodNames(object) {
  const names = new Set();
  for (let o = object; o !== Object.prototype && o !== Function.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(o, name).value === 'function') names.add(name);
    }
  }
  return [...names];
}

// Calls every method of game and of its class, with no arguments (the guard refuses a call before
// reading them); returns what each did: 'refused', or what else happened.
function callEverything(Class, className, game) {
  const outcomes = {};
  const attempt = (label, call) => {
    try {
      call();
      outcomes[label] = 'ran';
    } catch (error) {
      outcomes[label] = REFUSED.test(error.message) ? 'refused' : `threw ${error.message}`;
    }
  };
  // delete() last: should it run, the rest would see a freed game.
  for (const name of methodNames(game).sort((a, b) => (a === 'delete') - (b === 'delete'))) attempt(name, () => game[name]());
  for (const name of methodNames(Class)) attempt(`${className}.${name}`, () => Class[name]());
  attempt(`new ${className}`, () => new Class(...(className === 'Reversi' ? [8] : [])).delete());
  return outcomes;
}

// Runs probe from inside a wasm call: refused() in the bindings builds the module's Refusal from
// inside wasm, as a search calls its listener, so a stand-in Refusal reaches back into the module
// from there (the one way in for a module whose methods take no listener yet).
function fromInsideWasm(engine, refusedCall, probe) {
  const { Refusal } = engine;
  function Reaching(message) {
    Refusal.call(this, message);
    probe();
  }
  Reaching.prototype = Refusal.prototype;
  engine.Refusal = Reaching;
  try {
    assert.throws(refusedCall, { name: 'Error' });
  } finally {
    engine.Refusal = Refusal;
  }
}

const COMMON = ['state', 'play', 'undo', 'goTo', 'delete', 'aiMove', 'legalMoves', 'parseMoves', 'perft'];
for (const [name, newGame, refusedCall, methods] of [
  ['knights', (engine) => { const g = new engine.KnightGame(); g.play(27); return g; }, (g) => g.play(27),
    [...COMMON, 'bestTries', 'winningMoves', 'KnightGame.fromText', 'new KnightGame']],
  ['reversi', (engine) => { const g = new engine.Reversi(8); g.play(37); return g; }, (g) => g.play(0),
    [...COMMON, 'analyze', 'solve', 'Reversi.fromText', 'new Reversi']],
]) {
  test(`${name}: every method of the game, another game and the class is refused while a call runs in the module`, async () => {
    const engine = await loadEngine(name);
    const className = engine.KnightGame ? 'KnightGame' : 'Reversi';
    const Class = engine[className];
    withGame(newGame(engine), (g) => withGame(newGame(engine), (other) => {
      const before = [g.state(), other.state(), memoryState(engine)];
      let outcomes;
      fromInsideWasm(engine, () => refusedCall(g), () => {
        outcomes = { game: callEverything(Class, className, g), other: callEverything(Class, className, other) };
      });
      for (const [whose, calls] of Object.entries(outcomes)) {
        const names = Object.keys(calls);
        for (const method of methods) assert.ok(names.includes(method), `${whose}: ${method} was called`);
        assert.deepEqual(names.filter((method) => calls[method] !== 'refused').map((method) => `${method}: ${calls[method]}`), [], whose);
      }
      assert.deepEqual([g.state(), other.state(), memoryState(engine)], before, 'nothing changed');
      g.undo();  // both games as usable as before
      other.play(other.legalMoves()[0]);
    }));
  });
}

// Issue 43, item 5: review()'s listener, on both games, may make no game either — the knight
// game's constructor was let through, Reversi's refused.
for (const [name, Class, args] of [['knights', 'KnightGame', []], ['reversi', 'Reversi', [6]]]) {
  test(`${name}: review()'s listener may call nothing in the module, a new game included`, async () => {
    const engine = await loadEngine(name);
    withGame(new engine[Class](...args), (g) => {
      for (let ply = 0; ply < 4; ply++) g.play(g.legalMoves()[0]);
      // Reversi's review reads the module's search table: each starts from the same one (see analyzeAfresh).
      const afresh = (review) => {
        if (name === 'reversi') withGame(engine.Reversi.fromText(FFO_1), (endgame) => endgame.solve());
        return review();
      };
      const undisturbed = afresh(() => g.review());
      const before = [g.state(), memoryState(engine)];
      const refusals = [];
      const review = afresh(() => g.review(() => {
        for (const attempt of [() => new engine[Class](...args), () => engine[Class].fromText(g.positionText()), () => g.undo()]) {
          try {
            attempt()?.delete();
            refusals.push('ran');
          } catch (error) {
            refusals.push(error.message);
          }
        }
      }));
      assert.ok(refusals.length >= 3, 'the listener heard each position');
      for (const message of refusals) assert.match(message, REFUSED);
      assert.equal(refusals[0], `${Class}() is refused while review() runs: call it after review() returns`);
      assert.deepEqual(review, undisturbed, 'the review of an undisturbed run');
      assert.deepEqual([g.state(), memoryState(engine)], before, 'nothing changed, nothing leaked');
    });
  });
}

// Returns analyze()'s values for game from the same search table each time: solve() clears the
// module's table, and solving one position fills it the same way.
function analyzeAfresh(engine, game, budget, onProgress) {
  withGame(engine.Reversi.fromText(FFO_1), (endgame) => endgame.solve());
  return onProgress ? game.analyze(budget, onProgress) : game.analyze(budget);
}

test('reversi: analyze() goes on to the same values whatever its listener tries, and frees what it took', async () => {
  const engine = await loadEngine('reversi');
  const knowledge = await knowledgeBytes();
  withGame(engine.Reversi.fromText(FFO_40), (g) => withGame(new engine.Reversi(8), (other) => {
    const budget = { nodes: 30_000 };
    const undisturbed = analyzeAfresh(engine, g, budget);
    const before = [g.state(), other.state(), memoryState(engine)];
    const legal = g.legalMoves();
    const attempts = {
      'play a legal move': () => g.play(legal[0]),
      'play on another game': () => other.play(37),
      'undo': () => g.undo(),
      'analyze again': () => g.analyze(budget),
      'analyze another game': () => other.analyze(budget),
      'aiMove': () => g.aiMove('strong', 1, { nodes: 100 }),
      'solve': () => g.solve(),
      'a new game': () => new engine.Reversi(6),
      'a game from text': () => engine.Reversi.fromText(FFO_40),
      'new knowledge': () => engine.loadKnowledge(knowledge),
      'delete the game': () => g.delete(),
      'delete another game': () => other.delete(),
    };
    const refusals = {};
    const heard = [];
    const values = analyzeAfresh(engine, g, budget, (soFar) => {
      heard.push(soFar);
      for (const [what, attempt] of Object.entries(attempts)) {
        try {
          attempt();
          refusals[what] = 'ran';
        } catch (error) {
          refusals[what] = error.message;
        }
      }
    });
    assert.ok(heard.length > 1, 'the listener heard several reports');
    for (const [what, message] of Object.entries(refusals)) assert.match(message, REFUSED, what);
    assert.equal(refusals['play a legal move'], 'play() is refused while analyze() runs: call it after analyze() returns');
    assert.deepEqual(values, undisturbed, 'the values of an undisturbed analysis');
    for (const report of heard) assert.ok(report.every(({ move }) => legal.includes(move)), 'only legal moves');
    assert.deepEqual([g.state(), other.state(), memoryState(engine)], before, 'nothing changed');
  }));
});

test('reversi: a listener that analyzes again from inside is refused each time, leaking nothing', async () => {
  const engine = await loadEngine('reversi');
  withGame(engine.Reversi.fromText(FFO_40), (g) => {
    g.analyze({ nodes: 100 });  // the module's search table, made on first use
    const before = memoryState(engine);
    let reports = 0, refused = 0;
    const listener = () => {
      reports++;
      try {
        g.analyze({ nodes: 20_000 }, listener);
      } catch (error) {
        if (REFUSED.test(error.message)) refused++;
      }
    };
    g.analyze({ nodes: 20_000 }, listener);
    assert.ok(reports > 1);
    assert.equal(refused, reports, 'every inner analyze() refused: no recursion');
    assert.deepEqual(memoryState(engine), before);
    assert.equal(g.analyze({ nodes: 100 }).length, g.legalMoves().length, 'the module works on');
  });
});
