import { Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { ApiClient } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteClient } from '../api/delete-client';
import type { AppointmentActionsComponent, InkPassportsComponent } from './appointment-actions';
import type { ClientMessagesComponent } from './client-messages-slot';
import { ClientAppointmentsTab } from './client-appointments-tab';
import { ClientBodyPreviewsTab } from './client-body-previews-tab';
import { ClientMedicalTab } from './client-medical-tab';
import { ClientOverviewTab } from './client-overview-tab';
import { ClientPortalLink } from './client-portal-link';
import { ClientProjectsTab } from './client-projects-tab';
import { EditClientDialog } from './edit-client-dialog';

const DELETE_CLIENT_MESSAGE =
  'Are you sure you want to delete this client? This will permanently remove all projects, appointments, and payments associated with this client.';

interface Props {
  client: ApiClient | null;
  timeZone: string;
  AppointmentActions: AppointmentActionsComponent;
  /** The texts thread; without it there is no Messages tab. */
  Messages?: ClientMessagesComponent;
  /** The tab shown first (a bell's link opens Messages). */
  initialTab?: string;
  InkPassports?: InkPassportsComponent;
  onClose: () => void;
}

export function ClientDetailDialog({
  client,
  timeZone,
  AppointmentActions,
  Messages,
  initialTab = 'overview',
  InkPassports,
  onClose,
}: Props) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteClient();

  const deleteClient = () => {
    if (!client) return;
    remove.mutate(client.id, {
      onSuccess: () => {
        notifySuccess('Client Deleted', `${client.name} and their records were removed.`);
        setConfirming(false);
        onClose();
      },
      onError: (error) =>
        notifyError('Delete Failed', errorMessage(error, 'Failed to delete client.')),
    });
  };

  return (
    <>
      <Modal opened={client !== null} onClose={onClose} title={client?.name} size="xl">
        {client && (
          <>
            <Group justify="flex-end" mb="sm">
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                Edit Client
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
                Delete Client
              </Button>
            </Group>
            <Tabs defaultValue={initialTab}>
              <Tabs.List>
                <Tabs.Tab value="overview">Overview</Tabs.Tab>
                <Tabs.Tab value="projects">Projects</Tabs.Tab>
                <Tabs.Tab value="appointments">Appointments</Tabs.Tab>
                <Tabs.Tab value="previews">Body Previews</Tabs.Tab>
                <Tabs.Tab value="medical">Medical</Tabs.Tab>
                {Messages && <Tabs.Tab value="messages">Messages</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="overview" pt="md">
                <Stack>
                  <ClientOverviewTab client={client} />
                  <ClientPortalLink client={client} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="projects" pt="md">
                <ClientProjectsTab client={client} timeZone={timeZone} />
              </Tabs.Panel>
              <Tabs.Panel value="appointments" pt="md">
                <ClientAppointmentsTab
                  client={client}
                  timeZone={timeZone}
                  AppointmentActions={AppointmentActions}
                />
                {InkPassports && <InkPassports clientId={client.id} />}
              </Tabs.Panel>
              <Tabs.Panel value="previews" pt="md">
                <ClientBodyPreviewsTab clientId={client.id} />
              </Tabs.Panel>
              <Tabs.Panel value="medical" pt="md">
                <ClientMedicalTab client={client} />
              </Tabs.Panel>
              {Messages && (
                <Tabs.Panel value="messages" pt="md">
                  <Messages clientId={client.id} clientName={client.name} />
                </Tabs.Panel>
              )}
            </Tabs>
          </>
        )}
      </Modal>
      <EditClientDialog client={editing ? client : null} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={confirming}
        title="Delete Client"
        message={DELETE_CLIENT_MESSAGE}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={deleteClient}
      />
    </>
  );
}
