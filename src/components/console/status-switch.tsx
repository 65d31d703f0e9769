/**
 * An enabled/disabled switch that flips at once (optimistic) and flips back with a message when
 * the server refuses. The override lives only until the `enabled` prop changes (the refetched row)
 * or the call fails, so the table stays the source of truth.
 *
 * Props: enabled (current server value), label (accessible name, e.g. `Enabled: Travel`),
 * onToggle(next) returning a promise that rejects on failure (pass `mutation(id).unwrap()`),
 * failureMessage? (fallback text when the call layer has not toasted the failure already).
 */
import { useRef, useState } from 'react';
import Switch from '@mui/material/Switch';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { reportFailure } from './report-failure';

export interface StatusSwitchProps {
  enabled: boolean;
  label: string;
  onToggle: (nextEnabled: boolean) => Promise<unknown>;
  failureMessage?: string;
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
  failureMessage = 'The status could not be changed.',
  successMessage,
  disabled,
}: StatusSwitchProps) {
  const dispatch = useAppDispatch();
  const [override, setOverride] = useState<Override | null>(null);
  // A ref, not `disabled`: disabling the focused switch would drop keyboard focus mid-call.
  const pending = useRef(false);
  const shown = override && override.base === enabled ? override.value : enabled;

  const toggle = async () => {
    if (pending.current) return;
    const next = !shown;
    setOverride({ base: enabled, value: next });
    pending.current = true;
    try {
      await onToggle(next);
      if (successMessage) dispatch(showToast(successMessage(next), 'success'));
    } catch (error) {
      setOverride(null);
      reportFailure(dispatch, error, failureMessage);
    } finally {
      pending.current = false;
    }
  };

  return (
    <Switch
      checked={shown}
      onChange={() => void toggle()}
      disabled={disabled}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
