/**
 * A label above its field, tied to the control by id: the same look as the console's TextInput
 * labels, for the controls TextInput cannot hold (select, autocomplete, the Markdown editor).
 */
import type { ReactNode } from 'react';
import FormLabel from '@mui/material/FormLabel';

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  error?: boolean;
}

export function FieldLabel({ htmlFor, children, required, error }: FieldLabelProps) {
  return (
    <FormLabel
      htmlFor={htmlFor}
      required={required}
      error={error}
      sx={{ display: 'block', mb: 0.75, fontWeight: 500, color: 'text.primary' }}
    >
      {children}
    </FormLabel>
  );
}
