/**
 * The console's menu items: Home, Article, Category, Label, File. The current one is highlighted
 * and carries aria-current="page" (as a NavLink would; Article stays current in the editor's URLs).
 * With `collapsed`, only icons show and each keeps its name as a tooltip and accessible name.
 */
import { useLocation } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { RouterLink } from '@/components/router-link/router-link';
import { paths } from '@/config/paths';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

const items: readonly { label: MessageId; to: string; Icon: typeof DashboardIcon }[] = [
  { label: 'console.nav.home', to: paths.console.home.href(), Icon: DashboardIcon },
  { label: 'console.nav.article', to: paths.console.article.href(), Icon: ArticleIcon },
  { label: 'console.nav.category', to: paths.console.category.href(), Icon: CategoryIcon },
  { label: 'console.nav.label', to: paths.console.label.href(), Icon: LocalOfferIcon },
  { label: 'console.nav.file', to: paths.console.file.href(), Icon: FolderIcon },
];

interface ConsoleNavProps {
  collapsed?: boolean;
  /** Called after an item is activated (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** The item's own page or one below it (an article's editor under Article); as the routes, any case. */
function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const item = to.toLowerCase();
  return path === item || path.startsWith(`${item}/`);
}

export function ConsoleNav({ collapsed = false, onNavigate }: ConsoleNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={t('console.nav.name')} sx={{ px: 1 }}>
      {items.map(({ label: id, to, Icon }) => {
        const label = t(id);
        return (
          <Tooltip key={to} title={collapsed ? label : ''} placement="right">
            <ListItemButton
              component={RouterLink}
              to={to}
              aria-current={isCurrent(pathname, to) ? 'page' : undefined}
              onClick={onNavigate}
              aria-label={collapsed ? label : undefined}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                minHeight: 44,
                justifyContent: collapsed ? 'center' : 'flex-start',
                '&[aria-current="page"]': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  fontWeight: 600,
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, justifyContent: 'center' }}>
                <Icon />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={label} />}
            </ListItemButton>
          </Tooltip>
        );
      })}
    </List>
  );
}
