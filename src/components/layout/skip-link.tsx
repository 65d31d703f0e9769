/** The first stop for keyboard users: hidden until focused, it jumps past the header to the content. */
import { styled } from '@mui/material/styles';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(2),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>Skip to content</Link>;
}
