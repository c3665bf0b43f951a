import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useStudioBook } from '../api/get-studio-book';
import { ClientRecordDrawer } from './client-record-drawer';

/** The studio's one client book: one row per client, with every artist who tattoos them. */
export function ClientBookPanel({ studioId }: { studioId: string }) {
  const format = useStudioFormat();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const book = useStudioBook(studioId, q);
  const [open, setOpen] = useState<{ bookId: string; name: string } | null>(null);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Client book
      </Title>
      <TextInput
        label="Search clients"
        placeholder="Name, e-mail or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {book.isError && (
        <Alert color="red" role="alert">
          {errorMessage(book.error, 'The client book could not be loaded.')}
        </Alert>
      )}
      {book.isPending ? (
        <Skeleton h={120} />
      ) : book.data?.length === 0 ? (
        <Text c="dimmed">No clients found.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {book.data?.map((entry) => (
            <Paper component="li" key={entry.bookId} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    ta="left"
                    onClick={() => setOpen({ bookId: entry.bookId, name: entry.name })}
                  >
                    {entry.name}
                  </Anchor>
                  {entry.email && (
                    <Text size="xs" c="dimmed">
                      {entry.email}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="wrap">
                  {entry.artists.map((artist) => (
                    <Badge
                      key={artist.uid}
                      variant="outline"
                      color="gray"
                      leftSection={
                        <span
                          aria-hidden
                          style={{
                            display: 'inline-block',
                            width: 8,
                            height: 8,
                            borderRadius: 4,
                            background: artist.color,
                          }}
                        />
                      }
                    >
                      {artist.displayName}
                    </Badge>
                  ))}
                </Group>
              </Group>
              <Text size="xs" mt={4}>
                {entry.appointmentsCount} appointment{entry.appointmentsCount === 1 ? '' : 's'}
                {entry.nextAppointment ? ` · next ${format.dateTime(entry.nextAppointment)}` : ''}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {open && (
        <ClientRecordDrawer
          studioId={studioId}
          bookId={open.bookId}
          name={open.name}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
