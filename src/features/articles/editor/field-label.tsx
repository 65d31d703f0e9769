/** A label above its field (the console's one-column form style), tied to the control by id. */
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}

export function FieldLabel({ htmlFor, children, required = false }: FieldLabelProps) {
  return (
    <Typography
      component="label"
      htmlFor={htmlFor}
      variant="subtitle2"
      sx={{ display: 'block', mb: 0.75, fontWeight: 600 }}
    >
      {children}
      {required && (
        <Typography component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
          *
        </Typography>
      )}
    </Typography>
  );
}
