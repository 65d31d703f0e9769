/**
 * A thin progress line across the top of the window, for a wait of unknown length: MUI's
 * indeterminate LinearProgress (same colours, keyframes and timing, two bars drawn by ::before and
 * ::after) in CSS alone, as LinearProgress's own code sat in the script every public page loads
 * for this one use. The app's reduced-motion rule (theme components) stops it like any animation.
 */
import { keyframes, styled } from '@mui/material/styles';

const HEIGHT_PX = 3;

const firstBar = keyframes`
  0% { left: -35%; right: 100%; }
  60%, 100% { left: 100%; right: -90%; }
`;

const secondBar = keyframes`
  0% { left: -200%; right: 100%; }
  60%, 100% { left: 107%; right: -8%; }
`;

const Line = styled('span')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: theme.zIndex.appBar + 1,
  display: 'block',
  height: HEIGHT_PX,
  overflow: 'hidden',
  backgroundColor: theme.vars.palette.LinearProgress.primaryBg,
  '@media print': { colorAdjust: 'exact' },
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    backgroundColor: theme.vars.palette.primary.main,
  },
  '&::before': {
    animation: `${firstBar} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
  },
  '&::after': {
    animation: `${secondBar} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
  },
}));

export function IndeterminateLine({ label }: { label: string }) {
  return <Line role="progressbar" aria-label={label} />;
}
