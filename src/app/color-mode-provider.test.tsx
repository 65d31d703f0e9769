import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@/config/constants';
import { ColorModeToggle } from '@/components/layout/color-mode-toggle';
import { ColorModeProvider } from './color-mode-provider';

function renderToggle() {
  return render(
    <ColorModeProvider>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
}

function stubSystemDark(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }));
}

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; remove the stub again
  delete window.matchMedia;
  document.documentElement.removeAttribute('data-color-mode');
});

describe('colour mode', () => {
  it('follows the system when nothing is remembered', () => {
    stubSystemDark(true);
    renderToggle();
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('toggles, remembers the choice and keeps <html> in step', async () => {
    stubSystemDark(false);
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');

    await userEvent.click(toggle);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');
  });

  it('a remembered choice wins over the system', () => {
    stubSystemDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderToggle();
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');
  });

  it('ignores a stored value that is not a mode', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderToggle();
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');
  });
});

describe('styles', () => {
  // The theme's variables for both schemes are a static stylesheet (src/theme/theme.css): the
  // provider switches them with the attribute alone and writes no style (the public pages'
  // Content-Security-Policy allows none), and brings no MUI theme (the console's chunks do).
  it('writes no style element and no inline colour beyond the attribute', async () => {
    stubSystemDark(false);
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'dark');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
