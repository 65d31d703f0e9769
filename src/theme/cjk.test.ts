/**
 * Chinese pages get a taller line and no faux italic (src/theme/cjk.ts, in the theme's stylesheet,
 * and the Markdown body's own line); English pages match none of those rules, so they look as
 * they did, but for the CJK runs of an emphasis, dotted on any page (cjk-emphasis.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CJK_EMPHASIS_CLASS } from '@/components/markdown/constants';
import { fonts } from './primitives';
import { themeStylesheet } from './theme-stylesheet';

const markdownCss = fs.readFileSync(
  path.resolve(__dirname, '../components/markdown/markdown.css'),
  'utf8',
);

/** The page: both stylesheets, a paragraph of an article with an emphasis and a citation. */
function page(lang: string) {
  document.documentElement.lang = lang;
  document.head.innerHTML = '';
  for (const css of [themeStylesheet(), markdownCss]) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
  document.body.innerHTML =
    '<div class="markdown-body"><p>前端<em>性能</em>优化，见<cite>高性能网站</cite>。</p></div>';
  return {
    body: document.body,
    article: document.querySelector<HTMLElement>('.markdown-body')!,
    em: document.querySelector('em')!,
  };
}

const styleRules = () =>
  Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).filter((rule) => rule instanceof CSSStyleRule),
  );

/** The declarations of the rules about Chinese (`:lang(zh)`) that apply to an element. */
function chineseRules(element: Element): string[] {
  return styleRules()
    .filter((rule) => rule.selectorText.includes(':lang(zh)') && element.matches(rule.selectorText))
    .map((rule) => rule.style.cssText);
}

/**
 * The page's language. A browser's `:lang(zh)` matches "zh-CN" (and "zh-Hans-CN") as well; jsdom's
 * selector engine matches the language tag alone.
 */
const CHINESE = 'zh';

afterAll(() => {
  document.documentElement.lang = '';
});

describe('Chinese text in the stylesheets', () => {
  it('gives a Chinese page a taller line and turns synthesized italics off', () => {
    const { body, article } = page(CHINESE);
    expect(chineseRules(body)).toEqual(['line-height: 1.8; font-synthesis-style: none;']);
    expect(chineseRules(article).join(' ')).toContain('line-height: 1.85;');
  });

  it('sets emphasis upright with emphasis dots on a Chinese page', () => {
    const { em } = page(CHINESE);
    const rules = chineseRules(em).join(' ');
    expect(rules).toContain('font-style: normal;');
    expect(rules).toMatch(/text-emphasis: filled dot;/);
    expect(getComputedStyle(em).fontStyle).toBe('normal');
  });

  it('leaves an English page as it was: no rule about Chinese applies', () => {
    const { body, article, em } = page('en');
    for (const element of [body, article, em]) expect(chineseRules(element)).toEqual([]);
  });

  it('is written for every rule about Chinese under :lang(zh) or for CJK runs, never for all text', () => {
    const css = themeStylesheet() + markdownCss;
    for (const rule of css.matchAll(/([^{}]*)\{[^{}]*(text-emphasis|font-synthesis)[^{}]*\}/g)) {
      // The one rule for any page's language: the CJK runs of emphasis (cjk-emphasis.ts).
      expect(rule[1]).toMatch(new RegExp(`:lang\\(zh\\)|\\.${CJK_EMPHASIS_CLASS}\\s*$`));
    }
  });

  it("sets Chinese in the platform's CJK faces, after the Latin ones (Latin text keeps its face)", () => {
    const faces = fonts.sans.split(/,\s*/);
    const cjk = ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"'];
    const at = cjk.map((face) => faces.indexOf(face));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(Math.min(...at)).toBeGreaterThan(faces.indexOf('Arial'));
    expect(faces.at(-1)).toBe('sans-serif');
    expect(themeStylesheet()).toContain('"Noto Sans CJK SC","Source Han Sans SC",sans-serif');
  });
});
