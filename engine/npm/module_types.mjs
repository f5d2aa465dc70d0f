// Writes engine.d.ts as the npm package's engine_types.d.ts. engine.d.ts is ambient, for the site's
// scripts: its interfaces global, each game's module declared under '*/GAME_engine.mjs'. A package
// may add no global names to its users' programs, so here it is one module: every interface and
// type exported, each game's declarations at the top level, less the modules' default exports (the
// package's entry has factories of its own, index.d.ts).
//   node engine/npm/module_types.mjs engine/bindings/engine.d.ts OUT/engine_types.d.ts
import { readFile, writeFile } from 'node:fs/promises';

const GAME_MODULE = /^declare module '\*\/\w+_engine\.mjs' \{\n([\s\S]*?)^\}\n/gm;
const DEFAULT_EXPORT = /^ {2}export default function createEngine\(.*\n/m;

/**
 * Returns the module form of engine.d.ts's text, or throws when the text has not the shape this
 * reads (two game modules, each with its default export), so that a change to it is not lost here.
 * @param {string} ambient
 */
function moduleTypes(ambient) {
  let games = 0;
  const text = ambient.replace(/^(interface|type) /gm, 'export $1 ').replace(GAME_MODULE, (_, body) => {
    games += 1;
    if (!DEFAULT_EXPORT.test(body)) throw new Error('a game module of engine.d.ts has no default export createEngine()');
    return body.replace(DEFAULT_EXPORT, '').replace(/^ {2}/gm, '');
  });
  if (games !== 2 || /^declare /m.test(text)) throw new Error(`engine.d.ts should declare the two game modules, and nothing else ambient (read ${games})`);
  return `// The project's engine/bindings/engine.d.ts as a module (module_types.mjs wrote it); the package's\n// factories are in index.d.ts.\n${text}`;
}

const [input, output] = process.argv.slice(2);
if (!output) {
  console.error('usage: node engine/npm/module_types.mjs engine/bindings/engine.d.ts OUT/engine_types.d.ts');
  process.exit(2);
}
await writeFile(output, moduleTypes(await readFile(input, 'utf8')));
