import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useClientLimits } from '../api/get-client-limits';
import { useEnhancedClients } from '../api/get-enhanced-clients';
import type { AddClientDialog as AddClient } from './add-client-dialog';
import type { AppointmentActionsComponent, InkPassportsComponent } from './appointment-actions';
import { ClientCard } from './client-card';
import type { ClientDetailDialog as ClientDetail } from './client-detail-dialog';
import type { ClientMessagesComponent } from './client-messages-slot';
import { matchesSearch } from './client-search';
import { ClientsHeader, type Layout, type StatusFilter } from './clients-header';
import { SummaryCards } from './summary-cards';
import { IconUsers } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state';

// The dialogs (the client form, projects, payments) download when first opened, not with the list.
const AddClientDialog = lazyDialog(
  () => import('./add-client-dialog').then((m) => m.AddClientDialog),
  (props: ComponentProps<typeof AddClient>) => props.opened,
  (props) => ({ ...props, opened: false }),
);
const ClientDetailDialog = lazyDialog(
  () => import('./client-detail-dialog').then((m) => m.ClientDetailDialog),
  (props: ComponentProps<typeof ClientDetail>) => props.client !== null,
  (props) => ({ ...props, client: null }),
);

interface Props {
  /** The artist's zone: "this month" and appointment times are read in it. */
  timeZone: string;
  AppointmentActions: AppointmentActionsComponent;
  Messages?: ClientMessagesComponent;
  InkPassports?: InkPassportsComponent;
}

/**
 * Enhanced client management (/clients). `?client={id}&tab=messages` opens that client's
 * record on that tab: the bell links an inbound text there.
 */
export function ClientsScreen({ timeZone, AppointmentActions, Messages, InkPassports }: Props) {
  const clients = useEnhancedClients();
  const limits = useClientLimits();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [layout, setLayout] = useState<Layout>('grid');
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const linked = params.get('client');
  const [openId, setOpenId] = useState<string | null>(linked);
  // A link followed while the list already shows (the bell) opens its client too.
  useEffect(() => {
    if (linked) setOpenId(linked);
  }, [linked]);
  const initialTab = (linked !== null && openId === linked && params.get('tab')) || undefined;
  const close = () => {
    setOpenId(null);
    if (params.has('client')) setParams({}, { replace: true });
  };

  const all = clients.data ?? [];
  const [query, setQuery] = useState('');
  const shown = all.filter(
    (c) => (status === 'all' || c.status === status) && matchesSearch(c, query),
  );
  // The open client is read from the list so it shows every refresh after a change.
  const open = all.find((c) => c.id === openId) ?? null;

  return (
    <Stack>
      <ClientsHeader
        limits={limits.data}
        status={status}
        layout={layout}
        onStatus={setStatus}
        onLayout={setLayout}
        onAdd={() => setAdding(true)}
      />
      <SummaryCards clients={all} timeZone={timeZone} />
      <TextInput
        label="Search clients"
        placeholder="Name, e-mail or phone"
        type="search"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {clients.isSuccess && all.length > 0 && shown.length === 0 && (
        <Text c="dimmed">No clients match your search.</Text>
      )}
      {clients.isPending && <Skeleton height={120} />}
      {clients.isError && (
        <Alert color="red" title="Failed to load clients">
          {errorMessage(clients.error, 'Please try again.')}
        </Alert>
      )}
      {clients.isSuccess && all.length === 0 && (
        <EmptyState
          icon={IconUsers}
          title="No clients yet"
          action={<Button onClick={() => setAdding(true)}>Add Your First Client</Button>}
        >
          Add a client to book sessions, send the intake form and keep their designs together.
        </EmptyState>
      )}
      <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
        {shown.map((client) => (
          <ClientCard
            key={client.id}
            client={client}
            layout={layout}
            onOpen={() => setOpenId(client.id)}
          />
        ))}
      </SimpleGrid>
      <AddClientDialog opened={adding} limits={limits.data} onClose={() => setAdding(false)} />
      <ClientDetailDialog
        client={open}
        timeZone={timeZone}
        AppointmentActions={AppointmentActions}
        Messages={Messages}
        InkPassports={InkPassports}
        initialTab={initialTab}
        onClose={close}
      />
    </Stack>
  );
}
