import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useCreateClient } from '../api/create-client';
import { useClients } from '../api/get-clients';
import { notifyCreateClientError } from './client-errors';
import { notifySuccess } from '@/lib/notify';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

const EMPTY = { name: '', email: '', phone: '', notes: '' };

/** Simple client management (/clients/basic). */
export function BasicClientsScreen() {
  const clients = useClients();
  const create = useCreateClient();
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setValues(EMPTY);
    setNameError(null);
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [key]: e.currentTarget.value }),
  });

  const submit = () => {
    if (!values.name.trim()) {
      setNameError('Client name is required.');
      return;
    }
    create.mutate(values, {
      onSuccess: (client) => {
        notifySuccess('Client Added', `${client.name} was added to your clients.`);
        close();
      },
      onError: notifyCreateClientError,
    });
  };

  return (
    <Stack>
      <PageHeader
        title="Clients"
        actions={<Button onClick={() => setOpened(true)}>Add Client</Button>}
      />
      {clients.isPending && <Skeleton height={120} />}
      {clients.isSuccess && clients.data.length === 0 && (
        <EmptyState
          title="No clients yet"
          action={<Button onClick={() => setOpened(true)}>Add Your First Client</Button>}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {clients.data?.map((client) => (
          <Card key={client.id} withBorder data-testid="client-card">
            <Text fw={600}>{client.name}</Text>
            {client.email && (
              <Text size="sm" c="dimmed">
                {client.email}
              </Text>
            )}
            {client.phone && (
              <Text size="sm" c="dimmed">
                {client.phone}
              </Text>
            )}
            {client.notes && <Text size="sm">{client.notes}</Text>}
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={opened} onClose={close} title="Add Client">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <TextInput label="Name" required error={nameError} data-autofocus {...field('name')} />
            <TextInput label="Email" type="email" {...field('email')} />
            <TextInput label="Phone" type="tel" {...field('phone')} />
            <Textarea label="Notes" {...field('notes')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add Client
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
