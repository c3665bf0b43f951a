import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateClient } from '../api/update-client';
import { formValuesOf, type ClientFormValues } from './client-form';
import { ClientFormTabs } from './client-form-tabs';

interface Props {
  client: ApiClient | null;
  onClose: () => void;
}

export function EditClientDialog({ client, onClose }: Props) {
  const [values, setValues] = useState<ClientFormValues | null>(null);
  const update = useUpdateClient();

  useEffect(() => {
    setValues(client ? formValuesOf(client) : null);
  }, [client]);

  const save = () => {
    if (!client || !values) return;
    if (!values.name.trim()) {
      notifyError('Missing Information', 'Client name is required.');
      return;
    }
    update.mutate(
      { id: client.id, ...values },
      {
        onSuccess: () => {
          notifySuccess('Client Updated', 'The client was saved.');
          onClose();
        },
        onError: (error) =>
          notifyError('Update Failed', errorMessage(error, 'Failed to update client.')),
      },
    );
  };

  return (
    <Modal opened={client !== null} onClose={onClose} title="Edit Client" size="lg">
      {values && (
        <Stack>
          <ClientFormTabs values={values} onChange={setValues} withStatus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
