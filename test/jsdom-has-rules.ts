/**
 * jsdom's getComputedStyle tries every rule of every stylesheet on the element it is asked about,
 * and its selector engine (nwsapi) checks a `:has()` before anything else in the rule, compiling
 * the argument again each time. MUI's native select writes three such rules, shaped
 * `.MuiInputBase-root:has(> .css-…)`, so once a screen has shown one, each element costs those
 * three searches: a tenth of all of jest's time went there. A rule of that shape can only match
 * an element that has its classes, so the classes are checked first; the answer is the same.
 */

/** The classes a selector `.a.b:has(…)` (nothing after the `:has`) asks of the element itself. */
function subjectClasses(selector: string): string[] | null {
  const head = /^((?:\.[\w-]+)+):has\(/.exec(selector);
  // Quotes or escapes could hide a parenthesis from the count below: such a rule is left alone.
  if (!head || /["'\\]/.test(selector)) return null;
  let depth = 1;
  for (let i = head[0].length; i < selector.length; i += 1) {
    if (selector[i] === '(') depth += 1;
    else if (selector[i] === ')' && (depth -= 1) === 0)
      return i === selector.length - 1 ? head[1].slice(1).split('.') : null;
  }
  return null;
}

interface SelectorEngine {
  // jsdom asks it about rules without a selector too (@keyframes, @font-face).
  match(selector: string | undefined, element: Element, callback?: unknown): boolean;
}

/** Checks the classes of `.a:has(…)` rules before jsdom's engine runs them, for this document. */
export function checkHasRulesClassesFirst(document: Document) {
  // jsdom makes the engine it matches stylesheet rules with on the first getComputedStyle.
  document.defaultView!.getComputedStyle(document.documentElement);
  const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  const impl = implKey && (document as unknown as Record<symbol, Record<string, unknown>>)[implKey];
  const engine = impl?._nwsapiDontThrow as SelectorEngine | undefined;
  if (!engine?.match) throw new Error('jsdom changed: test/jsdom-has-rules.ts needs a look');
  const match = engine.match.bind(engine);
  const classes = new Map<string, string[] | null>();
  engine.match = (selector, element, callback) => {
    // Every rule passes here for every element: the others go straight on.
    if (selector?.includes(':has(')) {
      if (!classes.has(selector)) classes.set(selector, subjectClasses(selector));
      const needed = classes.get(selector);
      if (needed && !needed.every((name) => element.classList.contains(name))) return false;
    }
    return match(selector, element, callback);
  };
}
