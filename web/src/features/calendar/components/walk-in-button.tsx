import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { DEFAULT_APPOINTMENT_DURATION } from '@inkforge/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useRecordWalkIn } from '../api/record-walk-in';

/**
 * Walk-in in two taps: this button, then "Record walk-in". The dialog comes filled (a name with
 * the time, the default length), so a client at the door is on the calendar before the artist
 * types a word; the name can be changed then or later.
 */
export function WalkInButton({ timeZone }: { timeZone: string }) {
  const f = useStudioFormat();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [duration, setDuration] = useState<number | string>(DEFAULT_APPOINTMENT_DURATION);
  const madeClient = useRef<string | undefined>(undefined);
  const record = useRecordWalkIn((id) => (madeClient.current = id));
  const minutes = Number(duration);
  const lengthFits = Number.isInteger(minutes) && minutes >= 15 && minutes <= 720;

  const open = () => {
    madeClient.current = undefined;
    record.reset();
    setName(`Walk-in ${f.time(new Date(), { timeZone })}`);
    setDuration(DEFAULT_APPOINTMENT_DURATION);
    setOpened(true);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !lengthFits) return;
    record.mutate(
      { name: name.trim(), duration: minutes, timeZone, clientId: madeClient.current },
      {
        onSuccess: () => {
          notifySuccess('Walk-in Recorded', `${name.trim()} is on today’s calendar.`);
          setOpened(false);
        },
      },
    );
  };

  return (
    <>
      <Button variant="light" leftSection={<IconDoorEnter size={18} aria-hidden />} onClick={open}>
        Walk-in
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Record a walk-in">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Starts now, {f.time(new Date(), { timeZone })}, as a new client. Change the name here
              or later on the client’s page.
            </Text>
            <TextInput
              label="Client’s name"
              required
              value={name}
              error={name.trim() ? undefined : 'Enter a name.'}
              onChange={(e) => setName(e.currentTarget.value)}
            />
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
