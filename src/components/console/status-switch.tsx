/**
 * An enabled/disabled switch that flips at once (optimistic) and flips back when the call fails.
 * The override lives only until the `enabled` prop changes (the refetched row) or the call fails,
 * so the table stays the source of truth.
 *
 * Props: enabled (current server value), label (accessible name, e.g. `Enabled: Travel`),
 * onToggle(next) returning a promise that rejects on failure (pass `mutation(id).unwrap()`),
 * onFailed(error, retry) to say the failure in place (the screen's useActionFailures; the call
 * layer toasts only a refusal, never a failure to reach the server), onDone() once it worked.
 */
import { useRef, useState } from 'react';
import Switch from '@mui/material/Switch';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';

export interface StatusSwitchProps {
  enabled: boolean;
  label: string;
  onToggle: (nextEnabled: boolean) => Promise<unknown>;
  /** The call failed (the switch is back where it was); `retry` tries the same change again. */
  onFailed: (error: unknown, retry: () => void) => void;
  onDone?: () => void;
  /** Message toasted on success; none when omitted. */
  successMessage?: (nextEnabled: boolean) => string;
  disabled?: boolean;
}

interface Override {
  /** The prop value the override was made against: a new prop value retires it. */
  base: boolean;
  value: boolean;
}

export function StatusSwitch({
  enabled,
  label,
  onToggle,
  onFailed,
  onDone,
  successMessage,
  disabled,
}: StatusSwitchProps) {
  const dispatch = useAppDispatch();
  const [override, setOverride] = useState<Override | null>(null);
  // A ref, not `disabled`: disabling the focused switch would drop keyboard focus mid-call.
  const pending = useRef(false);
  const shown = override && override.base === enabled ? override.value : enabled;

  const change = async (next: boolean) => {
    if (pending.current) return;
    setOverride({ base: enabled, value: next });
    pending.current = true;
    try {
      await onToggle(next);
      onDone?.();
      // eslint-disable-next-line no-restricted-syntax -- the toast's kind, not words
      if (successMessage) dispatch(showToast(successMessage(next), 'success'));
    } catch (error) {
      setOverride(null);
      onFailed(error, () => void change(next));
    } finally {
      pending.current = false;
    }
  };

  return (
    <Switch
      checked={shown}
      onChange={() => void change(!shown)}
      disabled={disabled}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
