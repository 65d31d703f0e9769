/**
 * A grey line or box that holds a place while its data loads, with MUI Skeleton's look (a slow
 * pulse; a text line drawn at 60 % of its line box, so stacked lines keep the text's rhythm).
 * Drawn here rather than with Skeleton so that the public pages' first load carries no more than
 * this rule (the whole saving: button-look.ts).
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { keyframes, styled } from '@mui/material/styles';
import { forwardAllBut } from './forward-props';

/** Its class, for tests and tools that wait for a page to finish loading. */
export const PLACEHOLDER_CLASS = 'placeholder';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

type Shape = 'text' | 'rounded' | 'rectangular';

const Shaped = styled('span', { shouldForwardProp: forwardAllBut('shape') })<{
  shape: Shape;
}>(({ theme }) => ({
  display: 'block',
  height: '1.2em',
  backgroundColor: theme.vars.palette.Skeleton.bg,
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  variants: [
    {
      props: { shape: 'text' },
      style: {
        height: 'auto',
        transformOrigin: '0 55%',
        transform: 'scale(1, 0.60)',
        borderRadius: '8px/13.3px',
        '&:empty:before': { content: '"\\00a0"' },
      },
    },
    { props: { shape: 'rounded' }, style: { borderRadius: theme.vars.shape.borderRadius } },
    { props: { shape: 'rectangular' }, style: { borderRadius: 0 } },
  ],
}));

interface PlaceholderProps {
  shape?: Shape;
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}

export function Placeholder({ shape = 'text', width, height, sx = [] }: PlaceholderProps) {
  return (
    <Shaped
      className={PLACEHOLDER_CLASS}
      // Decoration: what loads announces itself (aria-busy on its region).
      aria-hidden="true"
      shape={shape}
      // Through a class, not a style attribute: the Content-Security-Policy forbids those.
      sx={[{ width, height }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
