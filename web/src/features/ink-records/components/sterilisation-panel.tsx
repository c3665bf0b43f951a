import { Alert, Card, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiSporeTest } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useCycles } from '../api/get-cycles';
import { useSporeTests } from '../api/get-spore-tests';
import { CycleForm, SporeTestForm } from './sterilisation-forms';

const RESULT_WORDS = { pass: 'Pass', fail: 'Fail' } as const;

/** A failed spore test with every session since the machine's last pass, so the artist can act. */
function SporeTestCard({ test }: { test: ApiSporeTest }) {
  const f = useStudioFormat();
  return (
    <Card withBorder padding="sm" data-testid="spore-test">
      <Text fw={600}>
        {test.date} · {test.machine} ·{' '}
        {test.kind === 'lab' ? `Lab${test.lab ? ` (${test.lab})` : ''}` : 'Self-test'} ·{' '}
        {RESULT_WORDS[test.result]}
      </Text>
      {test.atRisk && (
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={600}>
            {test.atRisk.length === 0
              ? 'No session used this machine since its last passed test.'
              : `Sessions at risk (${test.atRisk.length}): since the last passed test on ${test.machine}`}
          </Text>
          <List size="sm">
            {test.atRisk.map((s) => (
              <List.Item key={s.appointmentId}>
                {s.clientName} · {f.date(s.date)} · {s.placement}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Card>
  );
}

/** The sterilisation log: autoclave cycles and spore tests, each added here. */
export function SterilisationPanel({ today }: { today: string }) {
  const cycles = useCycles();
  const tests = useSporeTests();
  const failed = cycles.error ?? tests.error;
  return (
    <Stack>
      {failed && <Alert color="red">{errorMessage(failed, 'The log could not be loaded.')}</Alert>}
      <Title order={2} size="h4">
        Spore tests
      </Title>
      {tests.isPending && <Loader role="status" aria-label="Loading the spore tests" />}
      {tests.data?.length === 0 && <Text>No spore test logged yet.</Text>}
      {tests.data?.map((t) => (
        <SporeTestCard key={t.id} test={t} />
      ))}
      <SporeTestForm today={today} />
      <Title order={2} size="h4">
        Autoclave cycles
      </Title>
      {cycles.isPending && <Loader role="status" aria-label="Loading the cycles" />}
      {cycles.data?.length === 0 && <Text>No cycle logged yet.</Text>}
      {cycles.data && cycles.data.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Machine</Table.Th>
                <Table.Th>Cycle</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Run by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cycles.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.date}</Table.Td>
                  <Table.Td>{c.machine}</Table.Td>
                  <Table.Td>{c.cycleNumber}</Table.Td>
                  <Table.Td>{RESULT_WORDS[c.result]}</Table.Td>
                  <Table.Td>{c.operator}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CycleForm today={today} />
    </Stack>
  );
}
