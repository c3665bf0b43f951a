import { Alert, Button, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiSupply, SupplyStatus } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSupplies } from '../api/get-supplies';
import { useUpdateSupply } from '../api/update-supply';
import { filterShelf, SHELF_FILTERS, STATUS_WORDS } from '../supply-status';
import { AddSupplyDialog } from './add-supply-dialog';
import { RecallDialog } from './recall-dialog';
import { SupplyRow } from './supply-row';

/** The shelf: inks and needles under one filter, added, finished, recalled, searched by lot. */
export function ShelfPanel() {
  const [filter, setFilter] = useState<SupplyStatus>('open');
  const [adding, setAdding] = useState(false);
  const [who, setWho] = useState<ApiSupply | null>(null);
  const supplies = useSupplies('all');
  const update = useUpdateSupply();
  const mark = (s: ApiSupply, state: 'finished' | 'recalled') =>
    update.mutate(
      { id: s.id, state },
      {
        onSuccess: () => notifySuccess(`Marked ${state}`, `${s.brand} ${s.name} · lot ${s.lot}`),
        onError: (e) => notifyError('Not saved', errorMessage(e, 'Please try again.')),
      },
    );
  const all = supplies.data?.supplies ?? [];
  const today = supplies.data?.today ?? '';
  const list = filterShelf(all, filter, today);
  return (
    <Stack>
      <Group justify="space-between">
        {/* Chips wrap on a phone where a segmented control of four would run off the screen. */}
        <Chip.Group value={filter} onChange={(v) => setFilter(v as SupplyStatus)}>
          <Group gap="xs" role="radiogroup" aria-label="Show">
            {SHELF_FILTERS.map((f) => (
              <Chip key={f} value={f} type="radio">
                {STATUS_WORDS[f]} ({filterShelf(all, f, today).length})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add ink or needle
        </Button>
      </Group>
      {supplies.isPending && <Loader role="status" aria-label="Loading the shelf" />}
      {supplies.error && (
        <Alert color="red">{errorMessage(supplies.error, 'The shelf could not be loaded.')}</Alert>
      )}
      {supplies.data && list.length === 0 && (
        <Text>Nothing {STATUS_WORDS[filter].toLowerCase()} on the shelf.</Text>
      )}
      {list.map((s) => (
        <SupplyRow
          key={s.id}
          supply={s}
          onFinish={() => mark(s, 'finished')}
          onRecall={() => mark(s, 'recalled')}
          onWho={() => setWho(s)}
        />
      ))}
      <AddSupplyDialog opened={adding} onClose={() => setAdding(false)} />
      <RecallDialog supply={who} onClose={() => setWho(null)} />
    </Stack>
  );
}
