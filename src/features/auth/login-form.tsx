/**
 * The sign-in form, shared by the login page and the in-place re-auth dialog. It validates
 * (both required; the username is trimmed, the password is sent exactly as typed), submits on
 * Enter and disables its button while the call runs. A refusal (`code !== 0`) is toasted by the
 * base query; any other failure (network, server error) is shown inline, so each is said once.
 * On success it stores the token and the login name and records the sign-in in the auth slice.
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage, isApiError } from '@/api/errors';
import { writeToken } from '@/api/token';
import type { LoginResult } from '@/api/types';
import { TextInput } from '@/components/console/text-input';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { useAppDispatch } from '@/lib/hooks';
import { dismissErrorsSaying } from '@/lib/toast-slice';
import { useLoginMutation } from './auth-api';
import { authActions } from './auth-slice';
import { writeLastUsername } from './last-username';

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
  submitLabel,
  autoFocus = true,
}: LoginFormProps) {
  const translate = useT();
  const dispatch = useAppDispatch();
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const refusals = useRef(new Set<string>());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const name = username.trim();
    const errors: FieldErrors = {
      username: name ? undefined : t('console.login.usernameRequired'),
      password: password ? undefined : t('console.login.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    try {
      const result = await login({ username: name, password }).unwrap();
      writeToken(result.token);
      writeLastUsername(name);
      dispatch(authActions.success(result.username || name));
      // The refusals toasted on the way ("Wrong password") are over once the owner is in.
      if (refusals.current.size > 0) dispatch(dismissErrorsSaying([...refusals.current]));
      refusals.current.clear();
      onSuccess(result);
    } catch (failure) {
      // The hook's `error` holds the message; the toast or the alert below shows it.
      dispatch(authActions.fail(errorMessage(failure, t('console.login.failed'))));
      if (isApiError(failure) && failure.toasted) refusals.current.add(failure.msg);
    }
  };
  const inlineError = error && !(isApiError(error) && error.toasted);

  const edit = (setter: (value: string) => void, field: keyof FieldErrors) => (value: string) => {
    setter(value);
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (error) reset();
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={translate('console.login.title')}
    >
      <TextInput
        label={translate('console.login.username')}
        name="username"
        autoComplete="username"
        autoFocus={autoFocus && !initialUsername}
        required
        value={username}
        onChange={edit(setUsername, 'username')}
        error={fieldErrors.username}
      />
      <TextInput
        label={translate('console.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the page's one task: with the name remembered, the password is what the owner types next
        autoFocus={autoFocus && !!initialUsername}
        required
        value={password}
        onChange={edit(setPassword, 'password')}
        error={fieldErrors.password}
      />
      {inlineError && (
        <Alert severity="error" role="alert">
          {errorMessage(error, translate('console.login.failed'))}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading
          ? translate('console.login.signingIn')
          : (submitLabel ?? translate('console.login.title'))}
      </Button>
    </Stack>
  );
}
