/**
 * An icon button for a table row's actions column, named for screen readers and shown as a
 * tooltip for mouse users (e.g. label 'Edit Travel').
 *
 * Props: label, icon, onClick? or to? (an in-app path: the button becomes a link), color?, disabled?.
 */
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { RouterLink } from '@/components/router-link/router-link';

export interface RowActionProps {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** An in-app path: the button becomes a link. */
  to?: string;
  color?: 'default' | 'error' | 'primary';
  disabled?: boolean;
}

export function RowAction({
  label,
  icon,
  onClick,
  to,
  color = 'default',
  disabled,
}: RowActionProps) {
  const button = to ? (
    <IconButton
      aria-label={label}
      component={RouterLink}
      to={to}
      color={color}
      disabled={disabled}
      size="small"
    >
      {icon}
    </IconButton>
  ) : (
    <IconButton aria-label={label} onClick={onClick} color={color} disabled={disabled} size="small">
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so the tooltip needs a wrapper to listen on.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}
