import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  DEFAULT_AFTERCARE_TEXT,
  DEFAULT_DEPOSIT_REMINDER_DAYS,
  DEFAULT_HEALED_PHOTO_WEEKS,
  DEFAULT_REMINDER_HOURS,
  MAX_AFTERCARE_TEXT,
  MAX_CHASE_DAYS,
  MAX_HEALED_PHOTO_WEEKS,
  MAX_REMINDER_HOURS,
} from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReminderSettings, useSetReminderSettings } from '../api/reminders';

/** An empty number field means "never". */
const orNever = (value: number | string) => (value === '' ? null : Number(value));

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
  const [depositDays, setDepositDays] = useState<number | string>(DEFAULT_DEPOSIT_REMINDER_DAYS);
  const [releaseDays, setReleaseDays] = useState<number | string>('');
  const [aftercare, setAftercare] = useState(true);
  const [aftercareText, setAftercareText] = useState('');
  const [healedWeeks, setHealedWeeks] = useState<number | string>(DEFAULT_HEALED_PHOTO_WEEKS);
  useEffect(() => {
    if (!current.data) return;
    setHours(current.data.hoursBefore);
    setStudioName(current.data.studioName ?? '');
    setStudioAddress(current.data.studioAddress ?? '');
    setDepositDays(current.data.depositReminderDays ?? '');
    setReleaseDays(current.data.releaseUnpaidAfterDays ?? '');
    setAftercare(current.data.aftercare);
    setAftercareText(current.data.aftercareText ?? '');
    setHealedWeeks(current.data.healedPhotoWeeks ?? '');
  }, [current.data]);

  const submit = () =>
    save.mutate(
      {
        hoursBefore: Number(hours),
        studioName: studioName.trim() || null,
        studioAddress: studioAddress.trim() || null,
        depositReminderDays: orNever(depositDays),
        releaseUnpaidAfterDays: orNever(releaseDays),
        aftercare,
        aftercareText: aftercareText.trim() || null,
        healedPhotoWeeks: orNever(healedWeeks),
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
      <Text fw={600} mt="xs">
        Chasing what is missing
      </Text>
      <Text size="xs" c="dimmed">
        The reminder tells the client if the deposit or the consent form is still missing, with its
        link. Leave a number empty for never.
      </Text>
      <Group align="flex-start">
        <NumberInput
          label="Remind an unpaid deposit (days after booking)"
          min={1}
          max={MAX_CHASE_DAYS}
          allowDecimal={false}
          value={depositDays}
          onChange={setDepositDays}
          w={280}
        />
        <NumberInput
          label="Release the slot if still unpaid (days later)"
          description="Cancels the appointment and tells the client"
          min={1}
          max={MAX_CHASE_DAYS}
          allowDecimal={false}
          value={releaseDays}
          onChange={setReleaseDays}
          w={280}
        />
      </Group>
      <Checkbox
        label="Send aftercare instructions when a tattoo session ends"
        checked={aftercare}
        onChange={(e) => setAftercare(e.currentTarget.checked)}
      />
      <Textarea
        label="Aftercare instructions"
        description="Our standard instructions when empty"
        placeholder={DEFAULT_AFTERCARE_TEXT}
        value={aftercareText}
        maxLength={MAX_AFTERCARE_TEXT}
        autosize
        minRows={3}
        maxRows={10}
        disabled={!aftercare}
        onChange={(e) => setAftercareText(e.currentTarget.value)}
      />
      <NumberInput
        label="Ask for a photo of the healed tattoo (weeks after the session)"
        min={1}
        max={MAX_HEALED_PHOTO_WEEKS}
        allowDecimal={false}
        value={healedWeeks}
        onChange={setHealedWeeks}
        w={280}
      />
      <Group>
        <Button size="xs" onClick={submit} loading={save.isPending}>
          Save client e-mails
        </Button>
      </Group>
    </Stack>
  );
}
