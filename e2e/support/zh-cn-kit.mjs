// The Chinese site of e2e/zh-cn*.test.mjs: the catalogs' words (`say('Dashboard')` is the zh-CN
// message whose English reads "Dashboard"), pages whose errors fail the test, the owner's
// sign-in through the Chinese form, and the "no English left" check.
//
// The check's rule. A message of en.json counts when its zh-CN translation differs from it, it has
// no placeholder or tag (`{…}`, `<0>`: its text varies, and its fixed words are covered by other
// messages), and it has a word of Latin letters. It is left when a page shows it WHOLE: the whole
// text of a visible text node (spaces normalized), the whole value of an aria-label, title,
// placeholder or alt, or a part of the document title (split at " · "). Whole, not within: the
// demo content is English and may hold a phrase that is also a message ("Read more" in a
// sentence) without being the app's word. Text in an article's body (.markdown-body) or the
// editor's writer (.cm-content), and any string the API sent or config.js holds, is content.
import fs from 'node:fs';
import path from 'node:path';
import { openPage } from './browser.mjs';
import { DEMO_PASSWORD, DEMO_USERNAME } from './auth.mjs';
import { projectRoot } from './paths.mjs';
import { readPublicConfig } from './site-config.mjs';
import { test } from './fixtures.mjs';

const catalog = (locale) =>
  JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'src', 'i18n', 'catalogs', `${locale}.json`), 'utf8'),
  );
export const EN = catalog('en');
export const ZH = catalog('zh-CN');

/** The zh-CN words of the English message `english` (a catalog's whole message). */
export function say(english) {
  const ids = Object.keys(EN).filter((id) => EN[id] === english);
  if (ids.length === 0) throw new Error(`No message of en.json reads ${JSON.stringify(english)}`);
  const said = [...new Set(ids.map((id) => ZH[id]))];
  if (said.length === 1) return said[0];
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:${said.map(escape).join('|')})$`);
}

/** The messages the check looks for (the rule above), as text -> ids. */
export const ENGLISH_MESSAGES = (() => {
  const found = new Map();
  for (const [id, english] of Object.entries(EN)) {
    const text = english.replace(/\s+/g, ' ').trim();
    if (ZH[id] === english || /[{<]/.test(english) || !/[A-Za-z]{2}/.test(english)) continue;
    found.set(text, [...(found.get(text) ?? []), id]);
  }
  return found;
})();

/** Every string (leaf) in a JSON value. */
function strings(value, into) {
  if (typeof value === 'string') into.add(value.replace(/\s+/g, ' ').trim());
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, into);
  return into;
}

/** What a page says, as the check reads it (see the rule at the top), run in the page. */
function pageWords() {
  const normal = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const content = (element) => Boolean(element.closest('.markdown-body, .cm-content'));
  const words = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = normal(node.textContent);
    if (!text || !element || element.closest('script, style, template') || content(element)) {
      continue;
    }
    if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) continue;
    words.push({ text, where: `text in <${element.tagName.toLowerCase()}>` });
  }
  for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
    for (const element of document.querySelectorAll(`[${name}]`)) {
      if (content(element)) continue;
      words.push({
        text: normal(element.getAttribute(name)),
        where: `${name} of <${element.tagName.toLowerCase()}>`,
      });
    }
  }
  for (const part of document.title.split(' · '))
    words.push({ text: normal(part), where: 'title' });
  const carried = document.getElementById('prerendered-data')?.textContent;
  return { words, carried: carried ? JSON.parse(carried) : null };
}

/**
 * The harness of a Chinese site's pages: `newPage` (errors fail the test), `noEnglishLeft(page)`
 * and `englishSeen(page)` (text in Latin letters only, not content: for a person's look).
 */
export function useChinesePages(harness) {
  let open = [];
  test.afterEach(async () => {
    const pages = open;
    open = [];
    const problems = pages.flatMap((entry) => entry.problems);
    await Promise.all(pages.map((entry) => entry.context.close().catch(() => {})));
    if (problems.length > 0)
      throw new Error(`Unexpected errors in the page:\n${problems.join('\n')}`);
  });

  /** Strings the API sent this page or config.js holds: the demo's content. */
  const content = new WeakMap();
  const siteStrings = strings(readPublicConfig(), new Set());

  async function newPage(options = {}) {
    const entry = await openPage(harness.browser, options);
    open.push(entry);
    const seen = new Set();
    content.set(entry.page, seen);
    entry.page.on('response', async (response) => {
      if (!response.url().startsWith(harness.mock.url)) return;
      try {
        strings(await response.json(), seen);
      } catch {
        // Not JSON (an image): no words.
      }
    });
    return entry.page;
  }

  async function read(page) {
    const { words, carried } = await page.evaluate(pageWords);
    const known = content.get(page) ?? new Set();
    strings(carried, known);
    for (const text of siteStrings) known.add(text);
    return words.filter((word) => word.text && !known.has(word.text));
  }

  return {
    newPage,
    /** Fails, naming each, when the page shows an English message of the catalogs (the rule). */
    async noEnglishLeft(page, label) {
      const left = (await read(page))
        .filter((word) => ENGLISH_MESSAGES.has(word.text))
        .map(
          (word) =>
            `  ${JSON.stringify(word.text)} (${word.where}; ${ENGLISH_MESSAGES.get(word.text).join(', ')})`,
        );
      if (left.length > 0) {
        throw new Error(`${label}: English left on the page:\n${[...new Set(left)].join('\n')}`);
      }
    },
    /** Text with Latin words and no Chinese that is not content: for the test's diagnostics. */
    async englishSeen(page) {
      const latinOnly = (text) =>
        /[A-Za-z]{3}/.test(text) && !/[\u3000-\u9fff\uff00-\uffef]/.test(text);
      return [...new Set((await read(page)).map((w) => w.text).filter(latinOnly))];
    },
  };
}

/** Signs in through the form at /manager, whatever its language; waits for the console. */
export async function signInAnyLanguage(page, baseUrl) {
  await page.goto(`${baseUrl}/manager`);
  await page.locator('input[autocomplete="username"]').fill(DEMO_USERNAME);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page
    .locator('form:has(input[autocomplete="current-password"]) button[type="submit"]')
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/manager/'));
}
