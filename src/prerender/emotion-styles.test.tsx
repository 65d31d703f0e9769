/**
 * @jest-environment node
 *
 * The prerender's critical styles: every rule goes into the page's stylesheet file, and the page
 * names what is there so the browser's emotion inserts none of it again: component styles by id
 * in one element, each global style in an element its <Global> adopts.
 */
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { JSDOM } from 'jsdom';
import { criticalStyles, createServerEmotionCache, pageStylesheet } from './emotion-styles';

const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Styled = styled.p({ color: 'red', animation: `${spin} 1s` });
const Unstyled = styled.span({});

function Page() {
  return (
    <>
      <Global styles={{ '*, *::before': { boxSizing: 'inherit' }, ':root': { '--gap': '8px' } }} />
      <Styled>Styled</Styled>
      <Unstyled>Unstyled</Unstyled>
    </>
  );
}

it('names component styles by id and each global style in an element of its own', () => {
  const cache = createServerEmotionCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <Page />
    </CacheProvider>,
  );
  const styles = criticalStyles(cache);
  const className = /class="css-([\w-]+)"/.exec(html)![1];
  expect(styles.ids).toContain(className);
  expect(styles.ids.some((id) => id.startsWith('animation-'))).toBe(true);
  expect(styles.globals).toHaveLength(1);
  expect(styles.ids).not.toContain(styles.globals[0]);
  expect(styles.css).toContain('box-sizing:inherit');
  expect(styles.css).toContain(`.css-${className}{`);

  const { tags } = pageStylesheet(styles);
  const doc = new JSDOM(`<head>${tags}</head>`).window.document;
  const elements = Array.from(doc.querySelectorAll('style'));
  expect(elements.map((element) => element.textContent)).toEqual(elements.map(() => ''));
  expect(doc.querySelector(`style[data-emotion="css-global ${styles.globals[0]}"]`)).not.toBeNull();
  const named = doc
    .querySelector('style[data-emotion^="css "]')!
    .getAttribute('data-emotion')!
    .split(' ');
  expect(named.slice(1)).toEqual(styles.ids);
});
