import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useColorScheme, useTheme } from '@mui/material/styles';
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

describe('taking a prerendered page over', () => {
  // A context above the page that changes right after hydrating makes React hydrate the page's
  // lazy part in one long task instead of slices (it cannot tell which components read it). MUI's
  // colour-scheme context did, by default: it hands out nothing on the server and while hydrating,
  // then its real values. The markup never reads it (the theme is CSS variables, the attribute is
  // ours), so the provider computes it at once: the same values before and after.
  it("keeps MUI's colour-scheme context the same through the take-over", async () => {
    stubSystemDark(true);
    const seen: string[] = [];
    function Probe() {
      const { mode, systemMode, colorScheme } = useColorScheme();
      seen.push(`${mode}/${systemMode}/${colorScheme}`);
      return <p>probe</p>;
    }
    const page = (
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    seen.length = 0;
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(screen.getByText('probe')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(1);
    container.remove();
  });
});
