/**
 * The header's light/dark switch: a toggle button whose pressed state is "dark". A native title
 * stands in for MUI's Tooltip, which would pull Popper into the first-paint bundle.
 */
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useColorMode } from '@/lib/color-mode';

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggle}
      color="inherit"
    >
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
