import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { THEME_STORAGE_KEY } from '@/config/constants';
import { ColorModeToggle } from '@/components/layout/color-mode-toggle';
import { ColorModeProvider } from './color-mode-provider';

/** The theme hands out CSS variables, so the same markup serves both schemes. */
function PageBackground() {
  return <p>background: {useTheme().vars.palette.background.default}</p>;
}

function renderToggle() {
  return render(
    <ColorModeProvider>
      <ColorModeToggle />
      <PageBackground />
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
    expect(
      screen.getByText(/^background: var\(--mui-palette-background-default/),
    ).toBeInTheDocument();
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
