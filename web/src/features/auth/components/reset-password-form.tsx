import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_ERRORS, MIN_PASSWORD_LENGTH } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { errorMessage, isNetworkError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';

/** After a successful reset the user goes on (to /login unless the link says) after 2 s. */
const RESET_REDIRECT_MS = 2000;

interface Props {
  token: string;
  email: string;
  continuePath: string;
}

export function ResetPasswordForm({ token, email, continuePath }: Props) {
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      notifyError('Password Too Short', AUTH_ERRORS.PASSWORD_TOO_SHORT.message);
      return;
    }
    if (newPassword !== confirmPassword) {
      notifyError("Passwords Don't Match", 'Please make sure both passwords are the same.');
      return;
    }
    reset.mutate(
      { token, email, newPassword },
      {
        onSuccess: (answer) => {
          setDone(true);
          notifySuccess('Password Reset', answer?.message || 'Your password has been changed.');
          timer.current = setTimeout(
            () => navigate(continuePath, { replace: true }),
            RESET_REDIRECT_MS,
          );
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            notifyError(
              'Connection Error',
              'Unable to reset password. Please check your connection and try again.',
            );
            return;
          }
          notifyError(
            'Reset Failed',
            errorMessage(error, 'Failed to reset password. Please try again.'),
          );
        },
      },
    );
  };

  if (done) {
    return (
      <Paper withBorder p="xl" radius="md" role="status">
        <Stack>
          <Title order={2}>Password Reset Successful</Title>
          <Text>Your password has been changed. Taking you to the login page…</Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="xl" radius="md">
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          <Title order={1} size="h2">
            Choose a New Password
          </Title>
          <TextInput label="Email" value={email} readOnly />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide new password' }}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password confirmation' }}
          />
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
          <Button variant="subtle" onClick={() => navigate(paths.login)}>
            Back to Login
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
