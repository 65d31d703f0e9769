/**
 * The header's light/dark switch: a toggle button whose pressed state is "dark". A native title
 * stands in for MUI's Tooltip, which would pull Popper into the first-paint bundle. Both icons are
 * in the markup and CSS shows the one for <html data-color-mode>, so a prerendered page shows the
 * right icon before any script; the pressed state and title follow once the page is taken over.
 */
import { DarkModeOutlinedIcon } from '@/components/icons/dark-mode-outlined-icon';
import { LightModeOutlinedIcon } from '@/components/icons/light-mode-outlined-icon';
import { useColorMode } from '@/lib/color-mode';
import { useHydrated } from '@/lib/use-hydrated';
import { RoundButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import styles from './color-mode-toggle.module.css';

export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  const dark = useHydrated() && mode === 'dark';
  const t = useT();
  return (
    <RoundButton
      aria-label={t('layout.darkMode')}
      aria-pressed={dark}
      title={dark ? t('layout.toLightMode') : t('layout.toDarkMode')}
      onClick={toggle}
    >
      <LightModeOutlinedIcon className={`${styles.icon} ${styles.inDark}`} />
      <DarkModeOutlinedIcon className={`${styles.icon} ${styles.inLight}`} />
    </RoundButton>
  );
}
