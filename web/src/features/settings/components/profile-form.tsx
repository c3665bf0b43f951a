import { Alert, Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ERRORS, type User } from '@inkforge/domain';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { fieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { once } from '@/lib/once';
import { useUpdateProfile } from '../api/update-profile';

// Loaded when the form is first focused or submitted, not with the screen.
const loadSchema = once(() => import('../profile-schema'));
const preloadSchema = () => {
  loadSchema().catch(() => {
    // Submitting tries again and says what went wrong.
  });
};

/** Refusals that belong to one field: shown under it rather than in a toast. */
const FIELD_OF_CODE: Record<string, 'username' | 'email' | 'currentPassword'> = {
  USERNAME_TAKEN: 'username',
  EMAIL_EXISTS: 'email',
  PROFILE_PASSWORD_REQUIRED: 'currentPassword',
  WRONG_CURRENT_PASSWORD: 'currentPassword',
};

/**
 * The Profile tab. A new e-mail needs the current password and changes only
 * when the link sent to it is opened; the tab says so. Google accounts cannot edit their e-mail.
 */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [values, setValues] = useState({
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    currentPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const google = user.authMethod === 'google';
  const emailChanging = !google && values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const save = useUpdateProfile((saved) => {
    notifySuccess('Profile Updated', saved.message);
    setLinkSentTo(saved.pendingEmail ?? null);
    setValues((current) => ({ ...current, email: saved.user.email, currentPassword: '' }));
    onSaved(saved.user);
  });

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, ...profile } = values;
    let profileUpdateSchema;
    try {
      ({ profileUpdateSchema } = await loadSchema());
    } catch {
      notifyError('Update Failed', 'Could not reach the server. Check your connection.');
      return;
    }
    const parsed = profileUpdateSchema(user.authMethod).safeParse(profile);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (emailChanging && !currentPassword) {
      setErrors({ currentPassword: ERRORS.PROFILE_PASSWORD_REQUIRED.message });
      return;
    }
    setErrors({});
    save.mutate(emailChanging ? { ...parsed.data, currentPassword } : parsed.data, {
      onError: (error) => {
        const message = errorMessage(error, 'Failed to update profile.');
        const field = FIELD_OF_CODE[apiErrorCode(error) ?? ''];
        if (field) setErrors({ [field]: message });
        notifyError('Update Failed', message);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Profile
      </Title>
      <form noValidate onFocus={preloadSchema} onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {linkSentTo && (
            <Alert icon={<IconMailForward size={18} />} title="Check your new inbox" role="status">
              We sent a link to {linkSentTo}; your e-mail changes when you open it.
            </Alert>
          )}
          <TextInput label="Username" required {...field('username')} />
          <TextInput label="Display name" required {...field('displayName')} />
          <TextInput
            label="Email"
            type="email"
            required={!google}
            disabled={google}
            description={google ? 'Managed by your Google account' : undefined}
            {...field('email')}
          />
          {emailChanging && (
            <PasswordInput
              label="Current password"
              description="Needed to change the e-mail you sign in with"
              required
              autoComplete="current-password"
              {...field('currentPassword')}
            />
          )}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save Changes
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
