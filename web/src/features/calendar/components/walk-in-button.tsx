import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { DEFAULT_APPOINTMENT_DURATION, type ApiFlash } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useRecordWalkIn, useWalkInFlash } from '../api/record-walk-in';

/** '<design id>:<size index>' of a flash choice; '' for none. */
const choiceOf = (flash: ApiFlash, variant: number) => `${flash.id}:${variant}`;

/**
 * Walk-in in two taps: this button, then "Record walk-in". The dialog comes filled (a name with
 * the time, the default length), so a client at the door is on the calendar before the artist
 * types a word; a flash design and size may be chosen (its price and stencil go with it). One
 * call makes the client, a project (for "Record payment") and the appointment; the screen then
 * shows today, where the walk-in is.
 */
export function WalkInButton({
  timeZone,
  onRecorded,
}: {
  timeZone: string;
  /** Told once the walk-in is on the calendar: the screen shows today. */
  onRecorded?: () => void;
}) {
  const f = useStudioFormat();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [duration, setDuration] = useState<number | string>(DEFAULT_APPOINTMENT_DURATION);
  const [choice, setChoice] = useState('');
  const record = useRecordWalkIn();
  const flash = useWalkInFlash(opened);
  const minutes = Number(duration);
  const lengthFits = Number.isInteger(minutes) && minutes >= 15 && minutes <= 720;

  const open = () => {
    record.reset();
    setName(`Walk-in ${f.time(new Date(), { timeZone })}`);
    setDuration(DEFAULT_APPOINTMENT_DURATION);
    setChoice('');
    setOpened(true);
  };
  const choose = (value: string) => {
    setChoice(value);
    const [id, variant] = value.split(':');
    const size = flash.data?.find((d) => d.id === id)?.variants[Number(variant)];
    if (size) setDuration(size.duration);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !lengthFits) return;
    const [id, variant] = choice.split(':');
    record.mutate(
      {
        name: name.trim(),
        duration: minutes,
        timezone: timeZone,
        ...(id ? { flash: { id, variant: Number(variant) } } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess('Walk-in Recorded', `${name.trim()} is on today’s calendar.`);
          setOpened(false);
          onRecorded?.();
        },
      },
    );
  };
  const options = (flash.data ?? []).flatMap((d) =>
    d.variants.map((v, i) => ({
      value: choiceOf(d, i),
      label: `${d.title}, ${v.sizeCm} cm, ${f.moneyOf(v.price)}`,
    })),
  );

  return (
    <>
      <Button variant="light" leftSection={<IconDoorEnter size={18} aria-hidden />} onClick={open}>
        Walk-in
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Record a walk-in">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Starts now, {f.time(new Date(), { timeZone })}, as a new client with a project, so a
              payment can be recorded. Change the name here or later on the client’s page.
            </Text>
            <TextInput
              label="Client’s name"
              required
              value={name}
              error={name.trim() ? undefined : 'Enter a name.'}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {options.length > 0 && (
              <NativeSelect
                label="Flash design (optional)"
                description="Its price and stencil go with the session."
                value={choice}
                onChange={(e) => choose(e.currentTarget.value)}
                data={[{ value: '', label: 'None: a custom piece' }, ...options]}
              />
            )}
            <NumberInput
              label="Length (minutes)"
              min={15}
              max={720}
              step={15}
              value={duration}
              error={lengthFits ? undefined : 'From 15 to 720 minutes.'}
              onChange={setDuration}
            />
            {record.isError && (
              <Alert color="red" role="alert">
                {errorMessage(record.error, 'The walk-in could not be recorded.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={record.isPending} data-autofocus>
                Record walk-in
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
