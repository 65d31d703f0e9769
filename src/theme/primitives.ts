/** Theme primitives: the few colours, fonts and sizes every other theme file builds on. */
import type { PaletteOptions } from '@mui/material/styles';
import { PAGE_BACKGROUND, type ColorMode } from '@/lib/color-mode';

export const fonts = {
  // System fonts only: nothing to download, and CJK text falls back to the platform's own faces.
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
  serif:
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Noto Serif", "Songti SC", "Noto Serif CJK SC", "Source Han Serif SC", serif',
  mono: 'ui-monospace, "SFMono-Regular", "JetBrains Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** The reading column: about 70 characters of body text. */
export const READING_MEASURE = '72ch';

export const palettes: Record<ColorMode, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: '#1f5f99', contrastText: '#ffffff' },
    secondary: { main: '#8a4b2a', contrastText: '#ffffff' },
    background: { default: PAGE_BACKGROUND.light, paper: '#ffffff' },
    text: { primary: '#1d1f23', secondary: '#545a62', disabled: '#8b9098' },
    divider: 'rgba(29, 31, 35, 0.11)',
    error: { main: '#b3261e' },
    success: { main: '#1d6b3a' },
    // MUI's orange keeps its place (search marks are tinted with it), but white on it is 3.1:1:
    // a filled warning button ("Restore the draft", "Leave") is labelled in the text colour, 5.3:1.
    warning: { main: '#ed6c02', contrastText: '#1d1f23' },
  },
  dark: {
    // Its own surfaces rather than an inversion: warm greys, never pure black behind long text.
    mode: 'dark',
    primary: { main: '#8fbcec', contrastText: '#0f1c2a' },
    secondary: { main: '#e0a47f', contrastText: '#2a160b' },
    background: { default: PAGE_BACKGROUND.dark, paper: '#1d2024' },
    text: { primary: '#e7e5e0', secondary: '#a9aeb5', disabled: '#6f747b' },
    divider: 'rgba(231, 229, 224, 0.12)',
    error: { main: '#f2948b' },
    success: { main: '#86c79b' },
  },
};
