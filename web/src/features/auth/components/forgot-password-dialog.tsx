import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useForgotPassword } from '../api/forgot-password';

interface Props {
  opened: boolean;
  initialEmail: string;
  onClose: () => void;
}

export function ForgotPasswordDialog({ opened, initialEmail, onClose }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotPassword();

  useEffect(() => {
    if (opened) setEmail(initialEmail);
  }, [opened, initialEmail]);

  const submit = () => {
    const trimmed = email.trim();
    if (!trimmed) {
      notifyError('Email Required', 'Enter your email to reset your password');
      return;
    }
    forgot.mutate(trimmed, {
      onSuccess: (answer) => {
        notifySuccess(
          'Check Your Email',
          answer?.message || 'If an account exists, a reset link is on its way.',
        );
        onClose();
      },
      onError: (error) =>
        notifyError(
          'Password Reset Error',
          errorMessage(error, 'Failed to send password reset email'),
        ),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Reset Password" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Enter the email of your account and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={forgot.isPending}>
              Send Reset Link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
