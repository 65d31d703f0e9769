/**
 * The lazy highlighter (chunk "code-highlight"): highlight.js core plus a curated set of common
 * languages, registered once. One chunk instead of one per language keeps the build small and
 * the request count low; languages outside the set stay plain text.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import scss from 'highlight.js/lib/languages/scss';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  python,
  rust,
  scss,
  sql,
  typescript,
  xml,
  yaml,
};

for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
// Common spellings the languages themselves do not alias.
hljs.registerAliases(['sh', 'shell', 'zsh', 'console'], { languageName: 'bash' });
hljs.registerAliases(['html', 'vue', 'svg'], { languageName: 'xml' });
hljs.registerAliases(['yml'], { languageName: 'yaml' });

/** Colours one code block when its language is known; others are left as they are. */
export function highlightCode(code: HTMLElement): void {
  if (code.dataset.highlighted) return;
  const language = /(?:^|\s)language-([\w#+.-]+)/.exec(code.className)?.[1];
  if (!language || !hljs.getLanguage(language)) return;
  // highlight() escapes the text and returns only its own <span class="hljs-…"> markup.
  code.innerHTML = hljs.highlight(code.textContent ?? '', {
    language,
    ignoreIllegals: true,
  }).value;
  code.classList.add('hljs');
  code.dataset.highlighted = 'yes';
}
