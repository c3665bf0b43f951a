import { Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SupplyKind } from '@inkforge/domain';
import { errorFields, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCreateSupply } from '../api/create-supply';
import { ScanLabelButton } from './scan-label-button';

const EMPTY = { brand: '', name: '', lot: '', expiresOn: '', openedOn: '' };

/** Adds an ink or a needle to the shelf; the lot is typed or read from the label's barcode. */
export function AddSupplyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<SupplyKind>('ink');
  const [values, setValues] = useState(EMPTY);
  const create = useCreateSupply();
  const fields = errorFields(create.error);
  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.currentTarget.value }));
  const close = () => {
    create.reset();
    setValues(EMPTY);
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { kind, ...values, openedOn: values.openedOn || null },
      {
        onSuccess: (s) => {
          notifySuccess('Added to the shelf', `${s.brand} ${s.name} · lot ${s.lot}`);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title="Add an ink or needle">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            aria-label="Kind"
            value={kind}
            onChange={(v) => setKind(v as SupplyKind)}
            data={[
              { value: 'ink', label: 'Ink' },
              { value: 'needle', label: 'Needle' },
            ]}
          />
          <TextInput
            label="Brand"
            required
            value={values.brand}
            onChange={set('brand')}
            error={fields.brand}
            maxLength={80}
          />
          <TextInput
            label={kind === 'ink' ? 'Colour name' : 'Type'}
            required
            value={values.name}
            onChange={set('name')}
            error={fields.name}
            maxLength={120}
          />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="Lot"
              required
              value={values.lot}
              onChange={set('lot')}
              error={fields.lot}
              maxLength={64}
              style={{ flex: 1 }}
            />
            <ScanLabelButton
              onRead={({ lot, expiresOn }) =>
                setValues((v) => ({ ...v, lot, expiresOn: expiresOn ?? v.expiresOn }))
              }
            />
          </Group>
          <TextInput
            label="Expiry date"
            type="date"
            required
            value={values.expiresOn}
            onChange={set('expiresOn')}
            error={fields.expiresOn}
          />
          <TextInput
            label="Opened on"
            type="date"
            value={values.openedOn}
            onChange={set('openedOn')}
            error={fields.openedOn}
          />
          {create.error && (
            <div role="alert">{errorMessage(create.error, 'Not saved. Please try again.')}</div>
          )}
          <Button type="submit" loading={create.isPending}>
            Add to shelf
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
