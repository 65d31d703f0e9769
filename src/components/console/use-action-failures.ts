/**
 * The failures of a console screen's row actions (a status switch, a delete), said in place: a
 * banner above the table names what failed and why, with Retry where trying again can help. The
 * call layer toasts only a `code !== 0` answer (the spec's rule); a failure to reach the server,
 * an HTTP error without an envelope or an answer the app cannot read is never toasted, so this is
 * where the owner learns of it. A refusal is named here too (which row, and the server's reason),
 * without Retry: asking again would only be refused again.
 *
 * One entry per `key` (`status:<id>`, `delete:<id>`): the same action failing again replaces its
 * entry, and succeeding (`settle`) removes it.
 */
import { useCallback, useState } from 'react';
import { errorMessage, isRefusal } from '@/api/errors';
import { t } from '@/i18n/i18n';

export interface ActionFailure {
  key: string;
  /** What failed and why, e.g. `“Travel” could not be deleted. The server could not be reached.` */
  text: string;
  retry?: () => void;
}

export function useActionFailures() {
  const [failures, setFailures] = useState<ActionFailure[]>([]);

  // Nothing to settle is no change at all (no render of the screen).
  const settle = useCallback(
    (key: string) =>
      setFailures((list) =>
        list.some((failure) => failure.key === key)
          ? list.filter((failure) => failure.key !== key)
          : list,
      ),
    [],
  );

  const report = useCallback(
    (key: string, what: string, error: unknown, retry?: () => void) => {
      const reason = errorMessage(error, t('console.common.noReason'));
      const text = t('console.common.failure', { what, reason });
      const failure: ActionFailure = { key, text };
      if (retry && !isRefusal(error)) {
        failure.retry = () => {
          settle(key);
          retry();
        };
      }
      setFailures((list) => [...list.filter((entry) => entry.key !== key), failure]);
    },
    [settle],
  );

  return { failures, report, settle };
}

export type ActionFailures = ReturnType<typeof useActionFailures>;
