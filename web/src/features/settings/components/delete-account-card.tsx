import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';

/** Deletes the account after the user types DELETE: data, files, subscription and sign-in. */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const [opened, dialog] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount(() => {
    notifySuccess('Account Deleted', 'Your account and all its data have been deleted.');
    onDeleted();
  });

  const close = () => {
    setTyped('');
    dialog.close();
  };

  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Title order={2} size="h4" mb="xs">
        Delete Account
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Permanently delete your account, designs, clients and files, and cancel your subscription.
        This cannot be undone.
      </Text>
      <Button
        color="red"
        variant="outline"
        onClick={dialog.open}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete my account
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <Stack>
          <Text size="sm">
            Everything in your account will be deleted and your subscription cancelled. Type{' '}
            <b>{DELETE_ACCOUNT_CONFIRMATION}</b> to confirm.
          </Text>
          <TextInput
            aria-label="Type DELETE to confirm"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={typed !== DELETE_ACCOUNT_CONFIRMATION}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onError: (error) =>
                    notifyError(
                      'Deletion Failed',
                      errorMessage(error, 'Failed to delete account.'),
                    ),
                })
              }
            >
              Delete permanently
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
