/**
 * A message in its severity's colours, with MUI Alert's looks: standard (tinted, for a message
 * in the page) or filled (for a toast). Drawn here, like the buttons (button-look.ts), so that the
 * public pages' first load carries no Alert and no ButtonBase for its close button, and no styles
 * written at run time.
 */
import type { ReactNode } from 'react';
import { CheckCircleOutlineOutlinedIcon } from '@/components/icons/check-circle-outline-outlined-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import { ErrorOutlineOutlinedIcon } from '@/components/icons/error-outline-outlined-icon';
import { InfoOutlinedIcon } from '@/components/icons/info-outlined-icon';
import { ReportProblemOutlinedIcon } from '@/components/icons/report-problem-outlined-icon';
import { classNames } from './class-names';
import { RoundButton } from './plain-button';
import { useT } from '@/i18n/use-t';
import styles from './notice.module.css';

export type NoticeSeverity = 'success' | 'error' | 'info' | 'warning';

const ICONS = {
  success: CheckCircleOutlineOutlinedIcon,
  error: ErrorOutlineOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
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
  className?: string;
}

export function Notice({
  severity,
  filled = false,
  action,
  onClose,
  children,
  className,
}: NoticeProps) {
  const Icon = ICONS[severity];
  const t = useT();
  return (
    <div
      role="alert"
      className={classNames(
        styles.notice,
        styles[severity],
        filled ? styles.filled : styles.standard,
        className,
      )}
    >
      <div className={styles.icon}>
        <Icon fontSize="inherit" />
      </div>
      <div className={styles.message}>{children}</div>
      {(action || onClose) && (
        <div className={styles.action}>
          {action}
          {onClose && (
            <RoundButton
              small
              aria-label={t('states.close')}
              title={t('states.close')}
              onClick={onClose}
            >
              <CloseIcon fontSize="small" />
            </RoundButton>
          )}
        </div>
      )}
    </div>
  );
}
