/**
 * @jest-environment node
 *
 * The static theme stylesheet holds exactly what MUI's ThemeProvider and CssBaseline wrote at run
 * time before (the theme's variables, the baseline with the theme's overrides), so nothing looks
 * different now that no public page runs them; plus the no-script dark fallback and the
 * marked-page rule.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from './create-app-theme';
import { MARKED_PAGE_CSS, themeStylesheet } from './theme-stylesheet';

/** Every global rule emotion writes for the provider and CssBaseline, as the prerender captured them. */
function emotionGlobalCss(): string[] {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme()}>
        <CssBaseline />
      </ThemeProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted).filter(
    (rules): rules is string => typeof rules === 'string' && rules !== '',
  );
}

describe('the theme stylesheet generated at build time', () => {
  const css = themeStylesheet();

  it("holds MUI's variables and CssBaseline's rules exactly as emotion wrote them at run time", () => {
    const written = emotionGlobalCss();
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const rules of written) expect(css).toContain(rules);
    const own = css.length - written.join('').length;
    // Besides them only the fallback, the marked-page rule and the line breaks between parts.
    const fallback = /@media \(prefers-color-scheme: dark\)\{[^]*?\}\}/.exec(css)![0];
    expect(own).toBe(fallback.length + MARKED_PAGE_CSS.length + 3);
  });

  it('has both schemes, under the attribute the colour-mode script sets', () => {
    expect(css).toContain(':root,[data-color-mode="light"]{');
    expect(css).toContain('[data-color-mode="dark"]{');
    expect(css).toMatch(
      /\[data-color-mode="dark"\]\{[^}]*--mui-palette-background-default:#15171a;/,
    );
    expect(css).toMatch(/:root\{[^}]*--mui-spacing:8px;/);
    expect(css).toMatch(/:root\{[^}]*--mui-font-body2:/);
  });

  it('gives readers without JavaScript their system dark scheme', () => {
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\{:root:not\(\[data-color-mode\]\)\{[^}]*--mui-palette-background-default:#15171a;/,
    );
  });

  it('hides a marked prerendered page until the app has rendered it afresh', () => {
    expect(css).toContain(
      '[data-prerendered=stale] #root,[data-prerendered=elsewhere] #root main{visibility:hidden}',
    );
  });
});
