/**
 * The editor's save status beside its Save button: it says what is true at this moment, never
 * more (a new, empty article has nothing saved). A failed save offers to try again.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type SaveState =
  | { kind: 'nothing' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed' };

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** 'Saved at 14:05', in the owner's own time zone. */
export const savedAtText = (at: Date) => `Saved at ${timeFormat.format(at)}`;

const TEXT: Record<Exclude<SaveState['kind'], 'saved'>, string> = {
  nothing: 'Nothing to save',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Not saved: the last save failed.',
};

export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', typography: 'body2' }}
    >
      <Box
        component="span"
        aria-live="polite"
        sx={{ color: state.kind === 'failed' ? 'error.main' : 'text.secondary' }}
      >
        {state.kind === 'saved' ? savedAtText(state.at) : TEXT[state.kind]}
      </Box>
      {state.kind === 'failed' && (
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}
