// The site build's comment stripper (web/strip_comments.mjs): on every script of web/ and on
// tricky cases, what it keeps is exactly the code — the same tokens as TypeScript's scanner reads
// in the original, comments aside — on the same lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { stripComments } from '../../web/strip_comments.mjs';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../web');

// Returns the source's tokens, with the line each starts on, as TypeScript's scanner reads them
// (re-scanning a / or a } where the scanner's context calls for a regex or template tail).
function tokens(source) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source);
  const found = [];
  const templates = [];  // brace depth at each open template's ${
  let depth = 0;
  let previous = null;
  const regexMayFollow = () => previous === null || ![
    ts.SyntaxKind.Identifier, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.StringLiteral, ts.SyntaxKind.CloseParenToken,
    ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken, ts.SyntaxKind.RegularExpressionLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.ThisKeyword,
  ].includes(previous);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && regexMayFollow()) kind = scanner.reScanSlashToken();
    if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates.at(-1) === depth) {
        templates.pop();
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateMiddle) templates.push(depth);
      } else {
        depth--;
      }
    }
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(depth);
    const line = source.slice(0, scanner.getTokenStart?.() ?? scanner.getTokenPos()).split('\n').length;
    found.push(`${line}:${scanner.getTokenText()}`);
    previous = kind;
  }
  return found;
}

const scripts = async () => (await readdir(WEB_DIR, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

test('every script of the site keeps exactly its code, on the same lines, and loses its comments', async () => {
  const files = await scripts();
  assert.ok(files.length > 30);
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    const stripped = stripComments(source);
    assert.deepEqual(tokens(stripped), tokens(source), file);
    assert.equal(stripped.split('\n').length, source.split('\n').length, `${file}: its lines`);
    assert.doesNotMatch(stripped, /^\s*(\/\/|\/\*)/m, `${file}: no comment line left`);
  }
});

test('tricky code: comment marks inside strings, templates and regexes stay; comments go', () => {
  const cases = [
    ["const url = 'https://example.com/x'; // a link", "const url = 'https://example.com/x';"],
    ['const s = "/* not a comment */";', 'const s = "/* not a comment */";'],
    ['const t = `a ${b /* gone */} // kept\n// kept too\n`;', 'const t = `a ${b } // kept\n// kept too\n`;'],
    ['const t = `${{ a: `${`//`}` }.a}`; // gone', 'const t = `${{ a: `${`//`}` }.a}`;'],
    ["const re = /\\/\\/ not a comment [/*]/g; // gone", 'const re = /\\/\\/ not a comment [/*]/g;'],
    ['const half = total / 2 / count; // gone', 'const half = total / 2 / count;'],
    ['return /a\\/b/.test(x);', 'return /a\\/b/.test(x);'],
    ['f(/** @type {number} */ (x));', 'f( (x));'],
    ['a = b /* c */ + d;', 'a = b + d;'],
    ['/**\n * doc\n */\nexport const x = 1;', '\n\n\nexport const x = 1;'],
    ["const q = 'it\\'s // here';", "const q = 'it\\'s // here';"],
  ];
  for (const [source, expected] of cases) assert.equal(stripComments(source), expected, source);
});
