import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  STUDIO_COUNTRIES,
  STUDIO_CURRENCIES,
  type StudioSetUpRequest,
  type User,
} from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetUpStudio } from '../api/set-up-studio';

/** The zone this browser runs in: what the first day proposes, for the artist to confirm. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The first day asks once: country, time zone (detected here, confirmed by the artist), currency,
 * and the studio's one name and address that the page, the calendar and every mail use.
 */
export function StudioSetUpCard({ user }: { user: User }) {
  const save = useSetUpStudio();
  // A zone already chosen (the calendar's "Use …") is kept; a new account's placeholder UTC
  // gives way to this device's.
  const savedZone = user.timezone && user.timezone !== 'UTC' ? user.timezone : null;
  const [form, setForm] = useState<StudioSetUpRequest>({
    country: '',
    timezone: savedZone ?? browserZone(),
    currency: user.currency ?? 'EUR',
    studioName: '',
    address: '',
  });
  const set = (patch: Partial<StudioSetUpRequest>) => setForm({ ...form, ...patch });
  const submit = () =>
    save.mutate(form, {
      onSuccess: () => notifySuccess('Studio Saved', 'Times, prices and mails now use it.'),
      onError: (error) =>
        notifyError('Studio Not Saved', errorMessage(error, 'Failed to save your studio.')),
    });
  return (
    <Card withBorder component="section" aria-labelledby="studio-set-up-heading" id="studio-set-up">
      <Stack gap="sm">
        <Title order={2} size="h4" id="studio-set-up-heading">
          Your studio
        </Title>
        {/* Native pickers: the phone's own wheel, and no popover library on a first day. */}
        <NativeSelect
          label="Country"
          data={[
            { value: '', label: 'Choose your country', disabled: true },
            ...STUDIO_COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
          ]}
          value={form.country}
          onChange={(e) => {
            const code = e.currentTarget.value;
            const country = STUDIO_COUNTRIES.find((c) => c.code === code);
            set({ country: code, ...(country ? { currency: country.currency } : {}) });
          }}
        />
        <TextInput
          label="Time zone"
          description={`${savedZone ? 'The zone you chose before.' : 'Found from this device.'} Every time you offer and every mail is written in it: change it if your studio is elsewhere.`}
          value={form.timezone}
          onChange={(e) => set({ timezone: e.currentTarget.value })}
        />
        <NativeSelect
          label="Currency"
          data={[...STUDIO_CURRENCIES]}
          value={form.currency}
          onChange={(e) => set({ currency: e.currentTarget.value as typeof form.currency })}
        />
        <TextInput
          label="Studio name"
          value={form.studioName}
          onChange={(e) => set({ studioName: e.currentTarget.value })}
        />
        <TextInput
          label="Studio address"
          description="Where clients come: your page, your calendar card and your mails show it."
          value={form.address}
          onChange={(e) => set({ address: e.currentTarget.value })}
        />
        <Text size="sm" c="dimmed">
          You can change these later in Settings.
        </Text>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Confirm studio
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
