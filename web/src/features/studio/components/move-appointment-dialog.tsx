import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ApiStudioCalendarEntry } from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useMoveStudioAppointment } from '../api/move-studio-appointment';
import { DURATIONS } from './durations';

interface Props {
  studioId: string;
  timezone: string;
  entry: ApiStudioCalendarEntry;
  onClose: () => void;
}

/** A new day, time or length for an appointment; the client is told by the artist's mails. */
export function MoveAppointmentDialog({ studioId, timezone, entry, onClose }: Props) {
  const move = useMoveStudioAppointment();
  const [date, setDate] = useState(entry.localDate);
  const [time, setTime] = useState(entry.localTime);
  const [duration, setDuration] = useState<string | null>(String(entry.duration));
  const overlap = apiErrorCode(move.error) === 'APPOINTMENT_OVERLAP';
  const durations = DURATIONS.some((d) => d.value === String(entry.duration))
    ? DURATIONS
    : [{ value: String(entry.duration), label: `${entry.duration} min` }, ...DURATIONS];

  const send = (allowOverlap: boolean) =>
    move.mutate(
      {
        studioId,
        artistUid: entry.artistUid,
        appointmentId: entry.id,
        appointmentDate: `${date}T${time}`,
        timezone,
        duration: Number(duration),
        allowOverlap,
      },
      {
        onSuccess: () => {
          notifySuccess('Appointment moved', `${entry.title} is now ${date} at ${time}.`);
          onClose();
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <Modal opened onClose={onClose} title="Move appointment">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {entry.title} · {entry.clientName} with {entry.artistName}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              type="date"
              label="Date"
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label="Time"
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
            />
            <Select
              label="Duration"
              data={durations}
              value={duration}
              onChange={setDuration}
              allowDeselect={false}
            />
          </SimpleGrid>
          {move.isError && (
            <Alert color={overlap ? 'yellow' : 'red'} role="alert">
              {errorMessage(move.error, 'The appointment could not be moved.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep as it is
            </Button>
            {overlap ? (
              <Button color="yellow" loading={move.isPending} onClick={() => send(true)}>
                Move anyway
              </Button>
            ) : (
              <Button type="submit" loading={move.isPending}>
                Move
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
