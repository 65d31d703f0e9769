import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { ConsoleThemeProvider } from './console-theme-provider';
import * as stylePolicy from '@/lib/style-policy';

function Probe() {
  return <p>background: {useTheme().vars?.palette.background.default}</p>;
}

afterEach(() => {
  jest.restoreAllMocks();
  stylePolicy.noteDocumentStart('/manager');
});

describe('ConsoleThemeProvider', () => {
  it("gives MUI's components the theme's variables without writing the variables again", () => {
    render(
      <ConsoleThemeProvider>
        <Probe />
        <Button>Save</Button>
      </ConsoleThemeProvider>,
    );
    expect(screen.getByText(/^background: var\(--mui-palette-background-default/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    // The variables and the baseline are the static stylesheet's (src/theme/theme.css).
    const written = Array.from(document.querySelectorAll('style')).flatMap((style) => [
      style.textContent ?? '',
      ...Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText),
    ]);
    expect(written.join('\n')).toMatch(/MuiButton|css-/);
    expect(written.join('\n')).not.toMatch(/--mui-palette-primary-main:/);
  });

  it('loads the address again when the document was served as a public page', () => {
    const reload = jest.spyOn(stylePolicy, 'reloadDocument').mockImplementation(() => {});
    stylePolicy.noteDocumentStart('/detail/1');
    render(
      <ConsoleThemeProvider>
        <p>console</p>
      </ConsoleThemeProvider>,
    );
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByText('console')).toBeNull();
  });

  it('renders the console in a document served at a console address', () => {
    const reload = jest.spyOn(stylePolicy, 'reloadDocument').mockImplementation(() => {});
    stylePolicy.noteDocumentStart('/manager/article');
    render(
      <ConsoleThemeProvider>
        <p>console</p>
      </ConsoleThemeProvider>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('console')).toBeVisible();
  });
});
