import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';

interface Props {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete your account?': deletes only once the user has typed DELETE. */
export function DeleteAccountDialog({ opened, onClose, onDeleted }: Props) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount(() => {
    notifySuccess('Account Deleted', 'Your account and all its data have been deleted.');
    onDeleted();
  });

  const close = () => {
    setTyped('');
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title="Delete your account?"
      message={
        <>
          Everything in your account will be deleted and your subscription cancelled. Type{' '}
          <b>{DELETE_ACCOUNT_CONFIRMATION}</b> to confirm.
        </>
      }
      confirmLabel="Delete permanently"
      confirmDisabled={typed !== DELETE_ACCOUNT_CONFIRMATION}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onError: (error) =>
            notifyError('Deletion Failed', errorMessage(error, 'Failed to delete account.')),
        })
      }
    >
      <TextInput
        aria-label="Type DELETE to confirm"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
