import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import { useState } from 'react';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useMoveAppointment } from '../api/move-appointment';
import { useMoveTimes } from '../api/get-move-times';
import type { ApiPortalAppointment } from '@inkforge/domain';
import { MoveTimeChoice } from './move-time-choice';

interface Props {
  opened: boolean;
  token: string;
  appointment: ApiPortalAppointment;
  artistName: string;
  f: StudioFormatters;
  onClose: () => void;
}

/** Open times grouped by the studio's day, labelled in the studio's zone and format. */
function byDay(
  times: readonly string[],
  f: StudioFormatters,
  timeZone: string,
): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const iso of times) {
    const day = f.date(iso, { weekday: true, timeZone });
    days.set(day, [...(days.get(day) ?? []), iso]);
  }
  return days;
}

/**
 * Move: a day, then one of the artist's open times that day (the booking page's rules), then
 * confirm. A time taken meanwhile refreshes the times and says so.
 */
export function MoveDialog({ opened, token, appointment: a, artistName, f, onClose }: Props) {
  const times = useMoveTimes(token, opened ? a.id : null);
  const move = useMoveAppointment(token);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const days = byDay(times.data?.times ?? [], f, a.timezone);
  const shownDay = day && days.has(day) ? day : ([...days.keys()][0] ?? null);
  const close = () => {
    move.reset();
    setDay(null);
    setStart(null);
    onClose();
  };
  const confirm = () => {
    if (!start) return;
    move.mutate(
      { appointmentId: a.id, start },
      {
        onSuccess: () => {
          notifySuccess(
            'Appointment moved',
            `Your appointment is now on ${f.dateTime(start, { weekday: true, timeZone: a.timezone })}.`,
          );
          close();
        },
        onError: (error) => {
          if (apiErrorCode(error) === 'BOOKING_TIME_TAKEN') {
            setStart(null);
            void times.refetch();
          }
        },
      },
    );
  };

  let choice: React.ReactNode;
  if (times.isPending) {
    choice = <Text size="sm">Loading {artistName}’s open times…</Text>;
  } else if (times.isError) {
    choice = (
      <Alert color="orange" role="alert">
        {errorMessage(times.error, 'The open times could not be loaded.')}
      </Alert>
    );
  } else if (days.size === 0 || !shownDay) {
    choice = <Text>{artistName} has no open times in the coming weeks. Please write to them.</Text>;
  } else {
    choice = (
      <>
        <NativeSelect
          label="Day"
          data={[...days.keys()]}
          value={shownDay}
          onChange={(e) => {
            setDay(e.currentTarget.value);
            setStart(null);
          }}
        />
        <MoveTimeChoice
          times={days.get(shownDay) ?? []}
          day={shownDay}
          f={f}
          timeZone={a.timezone}
          value={start}
          onChoose={setStart}
        />
      </>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Move your appointment" centered>
      <Stack>
        <Text size="sm">
          Now: {f.dateTime(a.start, { weekday: true, timeZone: a.timezone })}. Times are the
          studio’s local time ({a.timezone}).
        </Text>
        {choice}
        {move.isError && (
          <Alert color="red" role="alert">
            {errorMessage(move.error, 'The appointment could not be moved. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Keep the time
          </Button>
          <Button onClick={confirm} disabled={!start} loading={move.isPending}>
            {start
              ? `Move to ${f.dateTime(start, { weekday: true, timeZone: a.timezone })}`
              : 'Move'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
