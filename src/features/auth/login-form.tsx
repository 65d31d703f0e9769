/**
 * The sign-in form, shared by the login page and the in-place re-auth dialog. It validates
 * (required, trimmed), submits on Enter, disables its button while the call runs, shows the
 * server's message inline (the login call is silent, so there is no second, toasted copy) and
 * stores the token before telling the caller.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@/api/errors';
import { writeToken } from '@/api/token';
import type { LoginResult } from '@/api/types';
import { TextInput } from '@/components/console/text-input';
import { useLoginMutation } from './auth-api';

interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
  initialUsername?: string;
  submitLabel?: string;
  autoFocus?: boolean;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginForm({
  onSuccess,
  initialUsername = '',
  submitLabel = 'Sign in',
  autoFocus = true,
}: LoginFormProps) {
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const name = username.trim();
    const secret = password.trim();
    const errors: FieldErrors = {
      username: name ? undefined : 'Enter your username.',
      password: secret ? undefined : 'Enter your password.',
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    try {
      const result = await login({ username: name, password: secret }).unwrap();
      writeToken(result.token);
      onSuccess(result);
    } catch {
      // The hook's `error` holds the message shown below.
    }
  };

  const edit = (setter: (value: string) => void, field: keyof FieldErrors) => (value: string) => {
    setter(value);
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (error) reset();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in">
      <TextInput
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus={autoFocus && !initialUsername}
        required
        value={username}
        onChange={edit(setUsername, 'username')}
        error={fieldErrors.username}
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus && !!initialUsername}
        required
        value={password}
        onChange={edit(setPassword, 'password')}
        error={fieldErrors.password}
      />
      {error && (
        <Alert severity="error" role="alert">
          {errorMessage(error, 'Sign-in failed.')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? 'Signing in…' : submitLabel}
      </Button>
    </Stack>
  );
}
