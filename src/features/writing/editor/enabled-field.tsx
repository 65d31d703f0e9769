/** Whether readers see the article: a switch in the details, saved with the rest of the form. */
import { memo, useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useT } from '@/i18n/use-t';

interface EnabledFieldProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

export const EnabledField = memo(function EnabledField({ enabled, onChange }: EnabledFieldProps) {
  const t = useT();
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('console.editor.enabled')}
        sx={{ ml: -1 }}
      />
      <FormHelperText id={hintId} sx={{ mx: 0, mt: 0 }}>
        {t(enabled ? 'console.editor.enabledHint' : 'console.editor.disabledHint')}
      </FormHelperText>
    </Box>
  );
});
