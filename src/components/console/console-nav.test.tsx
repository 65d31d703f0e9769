import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConsoleNav } from './console-nav';

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('ConsoleNav', () => {
  it.each([
    ['/manager/home', 'Home'],
    ['/manager/article', 'Article'],
    ['/manager/article/edit/42', 'Article'],
    ['/manager/article/new', 'Article'],
    ['/manager/label', 'Label'],
    // The routes match in any case.
    ['/Manager/Article/Edit/42', 'Article'],
  ])('at %s marks %s, and only it, as the current page', (route, item) => {
    renderWithProviders(<ConsoleNav />, { route });
    expect(current()).toEqual([item]);
  });

  it('marks nothing on a page outside its items', () => {
    renderWithProviders(<ConsoleNav />, { route: '/manager/articles-old' });
    expect(current()).toEqual([]);
  });

  it('moves the mark when an item is opened, and tells its owner', async () => {
    const onNavigate = jest.fn();
    const { user, router } = renderWithProviders(<ConsoleNav onNavigate={onNavigate} />, {
      route: '/manager/home',
    });
    await user.click(screen.getByRole('link', { name: 'File' }));
    expect(router.state.location.pathname).toBe('/manager/file');
    expect(current()).toEqual(['File']);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
