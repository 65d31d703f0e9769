/**
 * Home and Archive in the public header: plain navigation links (each its own Tab stop, the
 * current one marked with aria-current), drawn like the tabs they used to be: secondary text,
 * the current one in the primary text colour over a 2 px indicator on the header's bottom rule.
 */
import Box from '@mui/material/Box';
import { TextRouterLink } from '@/components/plain/text-link';
import { paths } from '@/config/paths';

type Section = 'home' | 'archive';

/** Home at / and /index, Archive at /timeLine; elsewhere no section is current. */
export function currentSection(pathname: string): Section | null {
  if (pathname === paths.home.path || pathname === paths.index.path) return 'home';
  if (pathname === paths.timeline.path) return 'archive';
  return null;
}

const SECTIONS: { key: Section; label: string; href: string }[] = [
  { key: 'home', label: 'Home', href: paths.home.href() },
  { key: 'archive', label: 'Archive', href: paths.timeline.href() },
];

export function SectionNav({ pathname }: { pathname: string }) {
  const current = currentSection(pathname);
  return (
    <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
      {SECTIONS.map(({ key, label, href }) => (
        <li key={key}>
          <TextRouterLink
            to={href}
            underline="none"
            aria-current={current === key ? 'page' : undefined}
            sx={(theme) => ({
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: { xs: 44, md: 68 },
              px: 1.5,
              ...theme.typography.button,
              fontSize: '0.9375rem',
              color: current === key ? 'text.primary' : 'text.secondary',
              '&:hover': { color: 'text.primary' },
              '&::after': {
                content: '""',
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                height: 2,
                borderRadius: 2,
                bgcolor: current === key ? 'primary.main' : 'transparent',
              },
            })}
          >
            {label}
          </TextRouterLink>
        </li>
      ))}
    </Box>
  );
}
