// Strips the comments from a JavaScript source for the site (web/build_site.mjs): the scripts keep
// their names, their code and their line numbers (a comment's lines become empty, so a stack trace
// points at the same line as in web/), and lose about half their gzipped weight. A small scanner,
// not a parser: it knows strings, template literals (with ${…} nested), regular expression literals
// (a / where an operand may start) and comments, which is all it takes to tell a comment from code.

// After these a / divides; after anything else (an operator, a keyword, a bracket) it starts a regex.
const OPERAND_END = /[\w$)\]}]/;
const OPERAND = 'x';  // what a string, a template or a regex counts as, for the next /
const KEYWORDS_BEFORE_EXPRESSION = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

/**
 * Returns source without its comments, every line kept (comment-only lines become empty).
 * @param {string} source
 * @returns {string}
 */
export function stripComments(source) {
  let out = '';
  let i = 0;
  let lastSignificant = '';  // the code just before, to tell a regex from a division
  const templateDepths = [];  // for each open template literal, the brace depth of its ${…}
  let braceDepth = 0;

  const copyUntil = (end) => {  // copies through the index end (exclusive)
    out += source.slice(i, end);
    i = end;
  };
  const quoted = (quote) => {  // the index after the string opened at i
    let j = i + 1;
    while (j < source.length && source[j] !== quote) j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  const regexEnd = () => {
    let j = i + 1;
    let inClass = false;
    while (j < source.length && (inClass || source[j] !== '/')) {
      if (source[j] === '\\') j++;
      else if (source[j] === '[') inClass = true;
      else if (source[j] === ']') inClass = false;
      j++;
    }
    j++;
    while (/[a-z]/i.test(source[j] ?? '')) j++;  // flags
    return j;
  };
  // Copies template text from i up to its end or to a ${, handling the nesting.
  const templateText = () => {
    let j = i;
    while (j < source.length && source[j] !== '`' && !(source[j] === '$' && source[j + 1] === '{')) j += source[j] === '\\' ? 2 : 1;
    if (source[j] === '`') {
      copyUntil(j + 1);
      templateDepths.pop();
    } else {
      copyUntil(j + 2);
      braceDepth++;
    }
    lastSignificant = OPERAND;
  };

  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
      out = out.replace(/[ \t]+$/, '');
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const comment = source.slice(i, end < 0 ? source.length : end + 2);
      i += comment.length;
      out = out.replace(/[ \t]+$/, '') + '\n'.repeat(comment.split('\n').length - 1);
      if (!comment.includes('\n') && !/\s$/.test(out) && /^\S/.test(source[i] ?? '')) out += ' ';
    } else if (c === '\'' || c === '"') {
      copyUntil(quoted(c));
      lastSignificant = OPERAND;
    } else if (c === '`') {
      templateDepths.push(braceDepth);
      copyUntil(i + 1);
      templateText();
    } else if (c === '}' && templateDepths.length > 0 && braceDepth === templateDepths.at(-1) + 1) {
      braceDepth--;
      copyUntil(i + 1);
      templateText();
    } else if (c === '/' && startsRegex(out, lastSignificant)) {
      copyUntil(regexEnd());
      lastSignificant = OPERAND;
    } else {
      if (c === '{') braceDepth++;
      else if (c === '}') braceDepth--;
      if (!/\s/.test(c)) lastSignificant = c;
      copyUntil(i + 1);
    }
  }
  return out.replace(/^[ \t]+$/gm, '');
}

// Returns true when a / here starts a regex: after an operator or bracket, or a keyword such as return.
function startsRegex(before, lastSignificant) {
  if (!OPERAND_END.test(lastSignificant)) return true;
  const word = /([\w$]+)\s*$/.exec(before)?.[1];
  return word !== undefined && KEYWORDS_BEFORE_EXPRESSION.has(word);
}
