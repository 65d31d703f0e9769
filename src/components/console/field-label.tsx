/**
 * A label above its field: the same look as the console's TextInput labels, for the controls
 * TextInput cannot hold (select, autocomplete, the Markdown writer). A form control is tied to it by
 * `htmlFor`; the writer, an editable element, names itself by the label's `id` and takes `onClick`.
 */
import type { ReactNode } from 'react';
import FormLabel from '@mui/material/FormLabel';

interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  onClick?: () => void;
  children: ReactNode;
  required?: boolean;
  error?: boolean;
}

export function FieldLabel({ htmlFor, id, onClick, children, required, error }: FieldLabelProps) {
  return (
    <FormLabel
      htmlFor={htmlFor}
      id={id}
      onClick={onClick}
      required={required}
      error={error}
      sx={{ display: 'block', mb: 0.75, fontWeight: 500, color: 'text.primary' }}
    >
      {children}
    </FormLabel>
  );
}
