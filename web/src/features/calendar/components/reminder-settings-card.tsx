import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DEFAULT_REMINDER_HOURS, MAX_REMINDER_HOURS } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReminderSettings, useSetReminderSettings } from '../api/reminders';

/**
 * Beyond the spec: the clients' booking e-mails. A confirmation goes when an appointment is
 * booked, a reminder the chosen hours before, a note when it moves or is cancelled.
 */
export function ReminderSettingsCard() {
  const current = useReminderSettings();
  const save = useSetReminderSettings();
  const [hours, setHours] = useState<number | string>(DEFAULT_REMINDER_HOURS);
  const [studioName, setStudioName] = useState('');
  const [studioAddress, setStudioAddress] = useState('');
  useEffect(() => {
    if (!current.data) return;
    setHours(current.data.hoursBefore);
    setStudioName(current.data.studioName ?? '');
    setStudioAddress(current.data.studioAddress ?? '');
  }, [current.data]);

  const submit = () =>
    save.mutate(
      {
        hoursBefore: Number(hours),
        studioName: studioName.trim() || null,
        studioAddress: studioAddress.trim() || null,
      },
      {
        onSuccess: () =>
          notifySuccess('Reminders Saved', 'Appointments booked or moved from now on follow them.'),
        onError: (error) =>
          notifyError('Save Failed', errorMessage(error, 'Failed to save the reminder settings.')),
      },
    );

  return (
    <Stack gap="xs">
      <Text fw={600}>Client e-mails</Text>
      <Text size="xs" c="dimmed">
        Clients with an e-mail get a confirmation when you book, a reminder before the appointment,
        and a note if you move or cancel it. They show your studio name, the date and time, and the
        address; nothing else about the client.
      </Text>
      <Group align="flex-end">
        <NumberInput
          label="Reminder (hours before)"
          min={1}
          max={MAX_REMINDER_HOURS}
          allowDecimal={false}
          value={hours}
          onChange={setHours}
          w={200}
        />
      </Group>
      <TextInput
        label="Studio name"
        description="Shown as the sender; your display name when empty"
        value={studioName}
        maxLength={100}
        onChange={(e) => setStudioName(e.currentTarget.value)}
      />
      <TextInput
        label="Studio address"
        description="Where the client comes; left out of the e-mails when empty"
        value={studioAddress}
        maxLength={200}
        onChange={(e) => setStudioAddress(e.currentTarget.value)}
      />
      <Group>
        <Button size="xs" onClick={submit} loading={save.isPending}>
          Save client e-mails
        </Button>
      </Group>
    </Stack>
  );
}
