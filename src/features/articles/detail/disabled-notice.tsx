/**
 * The owner, signed in, may open a disabled article on the public side (the detail call answers
 * it to them only; readers get "not found"): they are told that readers cannot see it, with the
 * way to its editor. Shown only with a session token, read after the page is taken over (the
 * prerendered HTML has no session, and holds no disabled article).
 */
import Box from '@mui/material/Box';
import { readToken } from '@/api/token';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { TextRouterLink } from '@/components/plain/text-link';

export function DisabledNotice({ id }: { id: string }) {
  const hydrated = useHydrated();
  if (!hydrated || readToken() === null) return null;
  return (
    <Box
      role="note"
      aria-label="Disabled article"
      sx={{
        mb: 3,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'warning.main',
        bgcolor: 'background.paper',
        color: 'text.primary',
        lineHeight: 1.6,
      }}
    >
      <Box component="strong" sx={{ fontWeight: 600 }}>
        This article is disabled: readers cannot see it.
      </Box>{' '}
      <TextRouterLink to={paths.console.articleEdit.href(id)}>
        Edit it in the console
      </TextRouterLink>
    </Box>
  );
}
