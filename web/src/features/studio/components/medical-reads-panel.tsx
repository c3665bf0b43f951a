import { Alert, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  MEDICAL_READ_LABELS,
  STUDIO_ROLE_LABELS,
  type ApiMedicalRead,
  type ApiStudio,
} from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useMedicalReads } from '../api/get-medical-reads';
import { addDays, todayIn } from './calendar-days';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whose record the read opened: the artist's appointment, or their client list. */
function whose(read: ApiMedicalRead): string {
  if (read.appointmentId) return `${read.artistName}’s appointment`;
  const count = read.clientIds?.length ?? 0;
  if (count > 1) return `${count} of ${read.artistName}’s clients`;
  return `${read.artistName}’s client`;
}

/** The owner's log of every read of a medical record: who, in what role, whose, what, when. */
export function MedicalReadsPanel({ studio }: { studio: ApiStudio }) {
  const format = useStudioFormat();
  const today = todayIn(studio.timezone);
  const [from, setFrom] = useState(() => addDays(today, -29));
  const [to, setTo] = useState(today);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const reads = useMedicalReads(studio.id, from, to, valid);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          Medical reads
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={
              DAY.test(from) && DAY.test(to) && from > to
                ? 'The first day cannot be after the last.'
                : undefined
            }
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" maw={640}>
        Every time someone opened a client’s intake answers, an intake PDF or medical fields, with
        their role at the time.
      </Text>
      {reads.isError && (
        <Alert color="red" role="alert">
          {errorMessage(reads.error, 'The read log could not be loaded.')}
        </Alert>
      )}
      {!valid ? null : reads.isPending ? (
        <Skeleton h={120} />
      ) : reads.data?.length === 0 ? (
        <Text>No medical record was read on these days.</Text>
      ) : reads.data ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>
              Medical reads from {format.day(from)} to {format.day(to)}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Who</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Whose</Table.Th>
                <Table.Th scope="col">What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reads.data.map((read) => (
                <Table.Tr key={read.id}>
                  <Table.Td>{format.dateTime(read.at)}</Table.Td>
                  <Table.Th scope="row">{read.readerName}</Table.Th>
                  <Table.Td>{STUDIO_ROLE_LABELS[read.readerRole]}</Table.Td>
                  <Table.Td>{whose(read)}</Table.Td>
                  <Table.Td>{MEDICAL_READ_LABELS[read.what]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
