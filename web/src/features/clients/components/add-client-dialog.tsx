import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { CLIENT_ERRORS, type ClientLimitInfo } from '@inkforge/domain';
import { SaveButton } from '@/components/save-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateEnhancedClient } from '../api/create-client';
import { EMPTY_CLIENT, createRequestOf, type ClientFormValues } from './client-form';
import { ClientFormTabs } from './client-form-tabs';
import { notifyCreateClientError } from './client-errors';

interface Props {
  opened: boolean;
  limits: ClientLimitInfo | undefined;
  onClose: () => void;
}

export function AddClientDialog({ opened, limits, onClose }: Props) {
  const [values, setValues] = useState<ClientFormValues>(EMPTY_CLIENT);
  const create = useCreateEnhancedClient();

  const close = () => {
    setValues(EMPTY_CLIENT);
    onClose();
  };

  const submit = () => {
    if (limits && !limits.canCreate) {
      notifyError(
        CLIENT_ERRORS.CLIENT_LIMIT_REACHED.title,
        `Your ${limits.planName} plan allows ${String(limits.limit)} clients. Upgrade to create more clients.`,
      );
      return;
    }
    create.mutate(createRequestOf(values), {
      onSuccess: (client) => {
        notifySuccess('Client Added', `${client.name} was added to your clients.`);
        close();
      },
      onError: notifyCreateClientError,
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Client" size="lg">
      <Stack>
        <ClientFormTabs values={values} onChange={setValues} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <SaveButton onClick={submit} disabled={!values.name.trim()} saving={create.isPending}>
            Create Client
          </SaveButton>
        </Group>
      </Stack>
    </Modal>
  );
}
