/**
 * jsdom's getComputedStyle tries every rule of every stylesheet on the element it is asked about,
 * and does it again after any change to the page. A console screen carries some 600 rules (MUI's
 * and emotion's), and jsdom's selector engine (nwsapi) is slow at each try: it looks its compiled
 * selector up under a key it builds anew every time, and it evaluates a `:has()` (MUI's native
 * select writes three) before anything else in the rule, compiling the argument again. Styles were
 * most of the time of the suites that draw the console.
 *
 * Most rules name a class the styled element itself must have (`.css-1x2y3z:hover`,
 * `.MuiInputBase-root:has(> .css-…)`, `label + .MuiInputBase-formControl .css-…`), and most
 * elements do not have it: those are answered "no" before the engine runs. Every other case goes
 * to the engine as before, so every answer is the one jsdom gives.
 */

const COMBINATOR = new Set([' ', '\n', '\t', '>', '+', '~']);

/**
 * The classes the element a selector styles must have: those written outright in its last
 * compound (not inside `:not()`, `:is()`, `[…]`). Null for a selector list or an escape.
 */
export function subjectClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let depth = 0;
  let quote = '';
  const classes: string[] = [];
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth > 0) continue;
    else if (char === ',') return null;
    else if (COMBINATOR.has(char)) classes.length = 0;
    else if (char === '.') {
      const name = /^-?[_a-zA-Z\u0080-\uffff][\w\u0080-\uffff-]*/.exec(selector.slice(i + 1));
      if (!name) return null;
      classes.push(name[0]);
      i += name[0].length;
    }
  }
  return classes;
}

interface SelectorEngine {
  // jsdom asks it about rules without a selector too (@keyframes, @font-face).
  match(selector: string | undefined, element: Element, callback?: unknown): boolean;
}

/** Answers "no" for an element without a class its rule's subject needs, for this document. */
export function checkRuleClassesFirst(document: Document) {
  // In quirks mode classes match whatever their case: a test of the name as written would not do.
  if (document.compatMode !== 'CSS1Compat') return;
  // jsdom makes the engine it matches stylesheet rules with on the first getComputedStyle.
  document.defaultView!.getComputedStyle(document.documentElement);
  const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  const impl = implKey && (document as unknown as Record<symbol, Record<string, unknown>>)[implKey];
  const engine = impl?._nwsapiDontThrow as SelectorEngine | undefined;
  if (!engine?.match) throw new Error('jsdom changed: test/jsdom-style-rules.ts needs a look');
  const match = engine.match.bind(engine);
  const needs = new Map<string, string[] | null>();
  // An element's classes by its class attribute (jsdom's classList is a Proxy, slow to ask).
  const classSets = new Map<string, Set<string>>();
  engine.match = (selector, element, callback) => {
    if (selector !== undefined) {
      let classes = needs.get(selector);
      if (classes === undefined) needs.set(selector, (classes = subjectClasses(selector)));
      if (classes?.length) {
        const value = element.getAttribute('class') ?? '';
        let present = classSets.get(value);
        if (!present) classSets.set(value, (present = new Set(value.split(/[ \t\n\f\r]+/))));
        if (classes.some((name) => !present.has(name))) return false;
      }
    }
    return match(selector, element, callback);
  };
}
