import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { renderWithProviders } from '../../../test/render-with-providers';
import { expectStaticStyles } from '../../../test/static-styles';
import { installDialogStandIn } from '../../../test/jsdom-dialog';
import { SearchBox } from './search-box';
import { isQuickSearchKey } from './quick-search';

installDialogStandIn();

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderSearch(route: string) {
  return renderWithProviders(
    <>
      <SearchBox />
      <Where />
    </>,
    { route },
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search articles' });
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('SearchBox', () => {
  it('is drawn from its stylesheet: no emotion class, no style attribute', () => {
    renderSearch('/');
    expectStaticStyles(screen.getByRole('search'));
  });

  it('searches on Enter, recognised by key code 13', async () => {
    const { user } = renderSearch('/');
    await user.type(input(), 'react');
    // A keydown that only carries the legacy key code still submits.
    fireEvent.keyDown(input(), { keyCode: 13 });
    expect(location()).toBe('/list?keyword=react');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('caps a pasted 10,000-character keyword before it is shown or searched for', async () => {
    const { user } = renderSearch('/');
    await user.click(input());
    await user.paste('y'.repeat(10000));
    expect(input()).toHaveValue('y'.repeat(SEARCH_KEYWORD_MAX_LENGTH));
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/list?keyword=${'y'.repeat(SEARCH_KEYWORD_MAX_LENGTH)}`);
  });

  it('shows a capped keyword when the address carries a longer one', () => {
    renderSearch(`/list?keyword=${'z'.repeat(10000)}`);
    expect(input()).toHaveValue('z'.repeat(SEARCH_KEYWORD_MAX_LENGTH));
  });

  it('searches on Enter typed by a person', async () => {
    const { user } = renderSearch('/timeLine');
    await user.type(input(), 'hooks{Enter}');
    expect(location()).toBe('/list?keyword=hooks');
  });

  it('does not search on other keys or while an IME is composing', async () => {
    const { user } = renderSearch('/');
    await user.type(input(), 'abc');
    fireEvent.keyDown(input(), { keyCode: 229, key: 'Enter', isComposing: true });
    expect(location()).toBe('/');
  });

  it('searches with the icon button and trims the keyword', async () => {
    const { user } = renderSearch('/');
    await user.type(input(), '  type script  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/list?keyword=type%20script');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('keeps the other list parameters on /list and resets the page', async () => {
    const { user } = renderSearch('/list?keyword=old&categoryId=3&labelId=9&page=4');
    expect(input()).toHaveValue('old');
    await user.clear(input());
    await user.type(input(), 'new{Enter}');
    expect(location()).toBe('/list?keyword=new&categoryId=3&labelId=9');
  });

  it('drops an emptied keyword but keeps the other filters', async () => {
    const { user } = renderSearch('/list?keyword=old&categoryId=3');
    await user.clear(input());
    await user.type(input(), '   {Enter}');
    expect(location()).toBe('/list?categoryId=3');
  });

  it('does not carry list parameters from other pages', async () => {
    const { user } = renderSearch('/?page=3');
    expect(input()).toHaveValue('');
    await user.type(input(), 'x{Enter}');
    expect(location()).toBe('/list?keyword=x');
  });

  it('is a GET form to /list?keyword=, so it searches before the script runs', () => {
    renderSearch('/');
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/list');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'keyword');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('opens the quick search on Ctrl+K, Cmd+K and a slash typed outside a field', async () => {
    const { user } = renderSearch('/');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the blog' });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await user.keyboard('/');
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('leaves a slash typed in a field to the field', async () => {
    const { user } = renderSearch('/');
    await user.type(input(), 'a/b');
    expect(input()).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).toBeNull();
    const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
      const event = new KeyboardEvent('keydown', init);
      Object.defineProperty(event, 'target', { value: target });
      return isQuickSearchKey(event);
    };
    expect(key({ key: 'k', metaKey: true })).toBe(true);
    expect(key({ key: 'K', ctrlKey: true })).toBe(true);
    expect(key({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ key: '/' })).toBe(true);
    expect(key({ key: '/' }, input())).toBe(false);
    expect(key({ key: 'k' })).toBe(false);
  });

  it('on phones, hands the box’s text to the quick search on a tap', async () => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    try {
      const { user } = renderSearch('/list?keyword=rust');
      await user.click(input());
      await screen.findByRole('dialog', { name: 'Search the blog' });
      expect(screen.getByRole('combobox')).toHaveValue('rust');
    } finally {
      // @ts-expect-error jsdom has no matchMedia; remove the stub again
      delete window.matchMedia;
    }
  });
});
