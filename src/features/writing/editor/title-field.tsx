/**
 * The article's title as the first line of the page, set large like the published heading, with
 * its character count (or its error) underneath. The words come first: no boxed form field.
 */
import { memo, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { useT } from '@/i18n/use-t';

interface TitleFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: ReactNode;
}

export const TitleField = memo(function TitleField({
  value,
  onChange,
  error,
  hint,
}: TitleFieldProps) {
  const t = useT();
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Box sx={{ borderBottom: 1, borderColor: error ? 'error.main' : 'divider' }}>
      <InputBase
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('console.editor.title')}
        fullWidth
        required
        inputProps={{
          'aria-label': t('console.editor.title'),
          'aria-describedby': helperId,
          'aria-invalid': !!error,
        }}
        sx={{
          typography: 'h1',
          fontSize: { xs: '1.625rem', md: '2rem' },
          lineHeight: 1.25,
          '& input': { py: 0.5, height: 'auto' },
        }}
      />
      <FormHelperText id={helperId} error={!!error} sx={{ mx: 0, mt: 0, mb: 0.5 }}>
        {error || hint}
      </FormHelperText>
    </Box>
  );
});
