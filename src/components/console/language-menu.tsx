/**
 * The console's language menu (app bar): every language the app has, each named in itself. The
 * choice is remembered in this browser and applies at once, without a reload.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { chooseConsoleLocale } from '@/i18n/console-locale';
import { LOCALES, type Locale } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';
import { useConsoleLocale } from './console-language';

export function LanguageMenu() {
  const t = useT();
  const current = useConsoleLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (locale: Locale) => {
    setAnchor(null);
    chooseConsoleLocale(locale);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('console.language.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'console-language-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon fontSize="small" />
      </IconButton>
      <Menu
        id="console-language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {(Object.keys(LOCALES) as Locale[]).map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={locale === current}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => choose(locale)}
          >
            <ListItemIcon>{locale === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{LOCALES[locale]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
