/**
 * A one-column form field with its label above the input and its error under it (the console's
 * form style). The error replaces the hint and is announced through aria-describedby.
 *
 * Props: label, value, onChange(value), error? (message or empty), hint?, plus any native input
 * attribute the form needs (name, type, autoComplete, autoFocus, required, disabled, multiline rows).
 */
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while it is set. */
  error?: string | null;
  /** Quiet guidance under the field when there is no error. */
  hint?: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Rows for a multi-line field; omit for a single line. */
  rows?: number;
  endAdornment?: ReactNode;
  size?: 'small' | 'medium';
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  name,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  disabled,
  placeholder,
  rows,
  endAdornment,
  size = 'small',
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error || hint;
  return (
    <FormControl fullWidth error={!!error} required={required} disabled={disabled} size={size}>
      <FormLabel htmlFor={id} sx={{ mb: 0.75, fontWeight: 500, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the caller's choice, passed on (a dialog's first field, the sign-in's password)
        autoFocus={autoFocus}
        placeholder={placeholder}
        multiline={rows !== undefined}
        rows={rows}
        endAdornment={endAdornment}
        inputProps={{ 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': !!error }}
      />
      {helper && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
