import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RouterLink } from './router-link';

function renderLink(props: Partial<Parameters<typeof RouterLink>[0]> = {}) {
  return renderWithProviders(
    <RouterLink to="/detail/7?from=home#setup" {...props}>
      Setup
    </RouterLink>,
    { route: '/list?keyword=x' },
  );
}

const link = () => screen.getByRole('link', { name: 'Setup' });

/**
 * Clicks the link and says whether the click was left to the browser (its default action not
 * prevented by the time it reaches the document); the test then stops it, as jsdom cannot follow
 * links.
 */
function clickLeftToBrowser(init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const watch = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link(), init);
  document.removeEventListener('click', watch);
  return leftToBrowser;
}

describe('RouterLink', () => {
  it('is a real link to its address', () => {
    renderLink();
    expect(link()).toHaveAttribute('href', '/detail/7?from=home#setup');
  });

  it('opens its page through the router on a plain click, with its state', async () => {
    const { user, router } = renderLink({ state: { id: '7' } });
    await user.click(link());
    expect(router.state.location).toMatchObject({
      pathname: '/detail/7',
      search: '?from=home',
      hash: '#setup',
      state: { id: '7' },
    });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked to', async () => {
    const { user, router } = renderLink({ replace: true });
    await user.click(link());
    expect(router.state.location.pathname).toBe('/detail/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])('leaves a %s-click to the browser (a new tab or window)', (_key, modifier) => {
    const { router } = renderLink();
    expect(clickLeftToBrowser(modifier)).toBe(true);
    expect(router.state.location.pathname).toBe('/list');
  });

  it('leaves a link with another target to the browser', () => {
    const { router } = renderLink({ target: '_blank' });
    expect(clickLeftToBrowser()).toBe(true);
    expect(router.state.location.pathname).toBe('/list');
  });

  it('keeps a plain click from the browser', () => {
    renderLink();
    expect(clickLeftToBrowser()).toBe(false);
  });

  it('runs its own click handler first, which may keep the router out', async () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user, router } = renderLink({ onClick });
    await user.click(link());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/list');
  });
});
