import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BOOK_INTAKE_LABELS, type NoteVisibility } from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useAddClientNote } from '../api/add-client-note';
import { useStudioClient } from '../api/get-studio-client';

interface Props {
  studioId: string;
  bookId: string;
  /** The name from the book's row: the drawer's title before the record arrives. */
  name: string;
  onClose: () => void;
}

const words = (value: string) => value.replaceAll('_', ' ');

/**
 * One client's record in the studio's book. The server leaves out what the reader may not see
 * (other artists' card notes, others' private notes, every medical answer), so this shows what
 * the answer carries and nothing more.
 */
export function ClientRecordDrawer({ studioId, bookId, name, onClose }: Props) {
  const format = useStudioFormat();
  const record = useStudioClient(studioId, bookId);
  const data = record.data;
  // A phone gets the whole width; a drawer of 620 px would not fit on 390.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <Drawer
      opened
      onClose={onClose}
      title={data?.name ?? name}
      position="right"
      size={isPhone ? '100%' : 'lg'}
    >
      {record.isError && (
        <Alert color="red" role="alert">
          {errorMessage(record.error, 'The client’s record could not be loaded.')}
        </Alert>
      )}
      {record.isPending && <Skeleton h={160} />}
      {data && (
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={3} size="h5">
              Contact
            </Title>
            {data.email && <Text size="sm">{data.email}</Text>}
            {data.phone && <Text size="sm">{data.phone}</Text>}
            {data.emergencyContact && (
              <Text size="sm">
                Emergency contact: {data.emergencyContact}
                {data.emergencyPhone ? `, ${data.emergencyPhone}` : ''}
              </Text>
            )}
            {!data.email && !data.phone && (
              <Text size="sm" c="dimmed">
                No contact details.
              </Text>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h5">
              Artists
            </Title>
            {data.artists.map((artist) => (
              <Paper key={artist.uid} withBorder p="xs" radius="md">
                <Group gap="xs" wrap="wrap">
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: artist.color,
                    }}
                  />
                  <Text fw={600} size="sm">
                    {artist.displayName}
                  </Text>
                  <Badge variant="light" color="gray">
                    {words(artist.status)}
                  </Badge>
                  {artist.preferredStyle && <Text size="xs">Style: {artist.preferredStyle}</Text>}
                </Group>
                {artist.artistNotes && (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    <Text span fw={600} size="sm">
                      Card notes:{' '}
                    </Text>
                    {artist.artistNotes}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h5">
              Projects
            </Title>
            {data.projects.length === 0 ? (
              <Text size="sm" c="dimmed">
                No projects.
              </Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.projects.map((project) => (
                  <Text component="li" size="sm" key={`${project.artistUid}-${project.id}`}>
                    {project.title} · {words(project.status)}
                    {project.bodyPlacement ? ` · ${project.bodyPlacement}` : ''} ·{' '}
                    {artistName(data.artists, project.artistUid)}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h5">
              Appointments
            </Title>
            {data.appointments.length === 0 ? (
              <Text size="sm" c="dimmed">
                No appointments.
              </Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.appointments.map((appt) => (
                  <Group component="li" key={`${appt.artistUid}-${appt.id}`} gap="xs" wrap="wrap">
                    <Text size="sm">
                      {format.dateTime(appt.appointmentDate)} · {appt.title} ·{' '}
                      {artistName(data.artists, appt.artistUid)} · {words(appt.status)}
                    </Text>
                    <Badge
                      variant="light"
                      color={appt.intake === 'needs_review' ? 'orange' : 'gray'}
                    >
                      {BOOK_INTAKE_LABELS[appt.intake]}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h5">
              Notes
            </Title>
            <AddNoteForm studioId={studioId} bookId={bookId} />
            {data.notes.length === 0 ? (
              <Text size="sm" c="dimmed">
                No notes yet.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.notes.map((note) => (
                  <Paper component="li" key={note.id} withBorder p="xs" radius="md">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {note.text}
                    </Text>
                    <Text size="xs" c="dimmed" mt={4}>
                      {note.authorName} · {format.dateTime(note.createdAt)} ·{' '}
                      {note.visibility === 'private' ? 'Private' : 'Shared'}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}

function artistName(artists: { uid: string; displayName: string }[], uid: string) {
  return artists.find((a) => a.uid === uid)?.displayName ?? 'a former member';
}

function AddNoteForm({ studioId, bookId }: { studioId: string; bookId: string }) {
  const add = useAddClientNote();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<NoteVisibility>('shared');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ studioId, bookId, text, visibility }, { onSuccess: () => setText('') });
  };

  return (
    <form aria-label="Add note" onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label="Note"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={4000}
          autosize
          minRows={2}
          required
        />
        <Radio.Group
          label="Who sees it"
          value={visibility}
          onChange={(v) => setVisibility(v === 'private' ? 'private' : 'shared')}
        >
          <Group gap="md" mt={4}>
            <Radio value="shared" label="Shared with the studio" />
            <Radio value="private" label="Private to me" />
          </Group>
        </Radio.Group>
        {add.isError && (
          <Alert color="red" role="alert">
            {errorMessage(add.error, 'The note could not be added.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
