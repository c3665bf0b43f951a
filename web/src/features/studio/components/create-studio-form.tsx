import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { slugOf } from '@inkforge/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCreateStudio } from '../api/create-studio';
import { browserTimeZone, timeZoneOptions } from './time-zones';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * "Open a studio": the paid artist who fills it in becomes the owner. The page address follows
 * the name until the artist types one of their own.
 */
export function CreateStudioForm() {
  const create = useCreateStudio();
  const zones = useMemo(timeZoneOptions, []);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [address, setAddress] = useState('');
  const [timezone, setTimezone] = useState<string | null>(browserTimeZone);
  const [withHours, setWithHours] = useState(true);
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('18:00');
  const [days, setDays] = useState<string[]>(['0', '1', '2', '3', '4']);
  const [depositsTo, setDepositsTo] = useState<'artist' | 'studio'>('artist');

  const shownSlug = slugTouched ? slug : slugOf(name);
  const code = apiErrorCode(create.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        slug: shownSlug,
        address,
        timezone: timezone ?? '',
        openingHours: withHours ? { start, end, days: days.map(Number) } : null,
        depositsTo,
      },
      { onSuccess: (mine) => notifySuccess('Studio opened', `${mine.studio.name} is open.`) },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={submit} noValidate aria-labelledby="open-studio-title">
        <Stack>
          <Title order={2} size="h3" id="open-studio-title">
            Open a studio
          </Title>
          <Text size="sm" c="dimmed">
            Bring your artists and your front desk under one roof: one calendar, one client book.
            Everyone keeps their own account, gallery and credits.
          </Text>
          <TextInput
            label="Studio name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Page address"
            description={`Your studio's page: /studio/${shownSlug || '…'}`}
            required
            maxLength={40}
            value={shownSlug}
            error={code === 'STUDIO_SLUG_TAKEN' ? errorMessage(create.error, '') : undefined}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.currentTarget.value);
            }}
          />
          <TextInput
            label="Address"
            maxLength={300}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
          <Select
            label="Time zone"
            required
            searchable
            // Hundreds of zones: the list shows the first matches of what is typed.
            limit={40}
            data={zones}
            value={timezone}
            onChange={setTimezone}
            allowDeselect={false}
          />
          <Switch
            label="Set opening hours"
            checked={withHours}
            onChange={(e) => setWithHours(e.currentTarget.checked)}
          />
          {withHours && (
            <Stack gap="xs">
              <SimpleGrid cols={2}>
                <TextInput
                  type="time"
                  label="Opens"
                  value={start}
                  onChange={(e) => setStart(e.currentTarget.value)}
                />
                <TextInput
                  type="time"
                  label="Closes"
                  value={end}
                  onChange={(e) => setEnd(e.currentTarget.value)}
                />
              </SimpleGrid>
              <Checkbox.Group label="Open on" value={days} onChange={setDays}>
                <Group gap="sm" mt={4}>
                  {WEEKDAYS.map((day, i) => (
                    <Checkbox key={day} value={String(i)} label={day} />
                  ))}
                </Group>
              </Checkbox.Group>
            </Stack>
          )}
          <Radio.Group
            label="Client deposits go to"
            value={depositsTo}
            onChange={(v) => setDepositsTo(v === 'studio' ? 'studio' : 'artist')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="artist" label="The performing artist's Stripe account" />
              <Radio value="studio" label="The studio's Stripe account (yours)" />
            </Stack>
          </Radio.Group>
          {create.isError && code !== 'STUDIO_SLUG_TAKEN' && (
            <Alert color="red" role="alert">
              {errorMessage(create.error, 'The studio could not be opened.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Open studio
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
