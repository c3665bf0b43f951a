import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { profileUpdateSchema, type User } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { fieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/** The Profile tab (spec tools §5): Google accounts cannot edit their e-mail here. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [values, setValues] = useState({
    username: user.username,
    displayName: user.displayName,
    email: user.email,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const google = user.authMethod === 'google';
  const save = useUpdateProfile((saved) => {
    notifySuccess('Profile Updated', 'Your profile has been updated.');
    onSaved(saved);
  });

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileUpdateSchema(user.authMethod).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onError: (error) =>
        notifyError('Update Failed', errorMessage(error, 'Failed to update profile.')),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Profile
      </Title>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
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
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save Changes
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
