import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AUTH_ERRORS, MIN_PASSWORD_LENGTH, type User } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Messages, checked in this order before anything is sent. */
function validate(values: typeof EMPTY): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
    return AUTH_ERRORS.PASSWORD_FIELDS_REQUIRED.message;
  }
  if (values.newPassword !== values.confirmPassword)
    return AUTH_ERRORS.PASSWORDS_DONT_MATCH.message;
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return AUTH_ERRORS.PASSWORD_TOO_SHORT.message;
  return null;
}

/** Security tab: change password for e-mail accounts; Google accounts are told where it lives. */
export function ChangePasswordForm({ user }: { user: User }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  if (user.authMethod === 'google') {
    return (
      <Alert icon={<IconBrandGoogle size={18} />} title="Password managed by Google">
        You sign in with Google, so your password and e-mail are managed in your Google account.
      </Alert>
    );
  }

  const set = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(values);
    setError(problem);
    if (problem) return;
    change.mutate(
      { email: user.email, ...values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notifySuccess('Password Changed', 'Your password has been changed.');
        },
        onError: (failure) =>
          notifyError(
            'Password Change Failed',
            errorMessage(failure, 'Failed to change password.'),
          ),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Change Password
      </Title>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          <PasswordInput
            label="Current password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
          <PasswordInput
            label="New password"
            value={values.newPassword}
            onChange={set('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={error}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
