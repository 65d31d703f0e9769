/**
 * A message in its severity's colours, with MUI Alert's looks: standard (tinted, for a message
 * in the page) or filled (for a toast). Drawn here, like the buttons (button-look.ts), so that the
 * public pages' first load carries no Alert and no ButtonBase for its close button.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { RoundButton } from './plain-button';

export type NoticeSeverity = 'success' | 'error' | 'info' | 'warning';

const ICONS = {
  success: CheckCircleOutline,
  error: ErrorOutline,
  info: InfoOutlined,
  warning: ReportProblemOutlined,
} as const;

interface NoticeProps {
  severity: NoticeSeverity;
  /** Solid colours, for a message that floats over the page. */
  filled?: boolean;
  /** A button (Retry, say) at the end of the message. */
  action?: ReactNode;
  /** Shows a Close button. */
  onClose?: () => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

export function Notice({
  severity,
  filled = false,
  action,
  onClose,
  children,
  sx = [],
}: NoticeProps) {
  const Icon = ICONS[severity];
  return (
    <Box
      role="alert"
      sx={[
        (theme) => {
          const colors = theme.vars.palette.Alert;
          return {
            ...theme.typography.body2,
            display: 'flex',
            padding: '6px 16px',
            borderRadius: '10px',
            ...(filled
              ? {
                  color: colors[`${severity}FilledColor`],
                  backgroundColor: colors[`${severity}FilledBg`],
                  fontWeight: 500,
                }
              : {
                  color: colors[`${severity}Color`],
                  backgroundColor: colors[`${severity}StandardBg`],
                }),
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={(theme) => ({
          display: 'flex',
          mr: 1.5,
          py: '7px',
          fontSize: 22,
          opacity: 0.9,
          color: filled ? 'inherit' : theme.vars.palette.Alert[`${severity}IconColor`],
        })}
      >
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {(action || onClose) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          {action}
          {onClose && (
            <RoundButton small aria-label="Close" title="Close" onClick={onClose}>
              <CloseIcon fontSize="small" />
            </RoundButton>
          )}
        </Box>
      )}
    </Box>
  );
}
