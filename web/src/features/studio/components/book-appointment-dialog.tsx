import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ApiStudioCalendarArtist } from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useBookStudioAppointment } from '../api/book-studio-appointment';
import { DURATIONS } from './durations';

interface Props {
  studioId: string;
  timezone: string;
  /** Whom the caller may book for: every artist for the desk and the owner, else themselves. */
  artists: ApiStudioCalendarArtist[];
  day: string;
  onClose: () => void;
}

/** The desk books a client for an artist: the client is found by e-mail in that artist's book. */
export function BookAppointmentDialog({ studioId, timezone, artists, day, onClose }: Props) {
  const book = useBookStudioAppointment();
  const [artistUid, setArtistUid] = useState<string | null>(
    artists.length === 1 ? (artists[0]?.uid ?? null) : null,
  );
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [date, setDate] = useState(day);
  const [time, setTime] = useState('11:00');
  const [duration, setDuration] = useState<string | null>('120');
  const [title, setTitle] = useState('');
  const overlap = apiErrorCode(book.error) === 'APPOINTMENT_OVERLAP';

  const send = (allowOverlap: boolean) => {
    if (!artistUid) return;
    book.mutate(
      {
        studioId,
        body: {
          artistUid,
          client: { name: clientName, email: clientEmail },
          title,
          appointmentDate: `${date}T${time}`,
          timezone,
          duration: Number(duration),
          allowOverlap,
        },
      },
      {
        onSuccess: (appointment) => {
          notifySuccess(
            'Appointment booked',
            `${appointment.clientName} with ${appointment.artistName} is in the calendar.`,
          );
          onClose();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <Modal opened onClose={onClose} title="New appointment" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Artist"
            required
            placeholder="Choose the artist"
            data={artists.map((a) => ({ value: a.uid, label: a.displayName }))}
            value={artistUid}
            onChange={setArtistUid}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Client name"
              required
              maxLength={120}
              value={clientName}
              onChange={(e) => setClientName(e.currentTarget.value)}
            />
            <TextInput
              label="Client e-mail"
              description="An existing client of the artist is found by it."
              type="email"
              required
              value={clientEmail}
              onChange={(e) => setClientEmail(e.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label="Title"
            required
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              type="date"
              label="Date"
              required
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label="Time"
              required
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
            />
            <Select
              label="Duration"
              data={DURATIONS}
              value={duration}
              onChange={setDuration}
              allowDeselect={false}
            />
          </SimpleGrid>
          {book.isError && (
            <Alert color={overlap ? 'yellow' : 'red'} role="alert">
              {errorMessage(book.error, 'The appointment could not be booked.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {overlap ? (
              <Button color="yellow" loading={book.isPending} onClick={() => send(true)}>
                Book anyway
              </Button>
            ) : (
              <Button type="submit" loading={book.isPending} disabled={!artistUid}>
                Book
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
