import {
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ApiStudio } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { saveBlobAs } from '@/lib/save-file';
import { useStudioFormat } from '@/lib/studio-format';
import { downloadCommissionsCsv, useCommissions } from '../api/get-commissions';
import { houseShareLabel } from './house-share-label';
import { todayIn } from './calendar-days';

/** The owner's month: what each artist brought in, what the house takes, and a CSV of it. */
export function CommissionsPanel({ studio }: { studio: ApiStudio }) {
  const format = useStudioFormat();
  const [month, setMonth] = useState(() => todayIn(studio.timezone).slice(0, 7));
  const [downloading, setDownloading] = useState(false);
  const valid = /^\d{4}-\d{2}$/.test(month);
  const report = useCommissions(studio.id, month);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlobAs(
        await downloadCommissionsCsv(studio.id, month),
        `commissions-${studio.slug}-${month}.csv`,
      );
    } catch (error) {
      notifyError('Not downloaded', errorMessage(error, 'The report could not be downloaded.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          Commissions
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="month"
            label="Month"
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            disabled={!valid}
            onClick={() => void download()}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      {report.isError && (
        <Alert color="red" role="alert">
          {errorMessage(report.error, 'The report could not be loaded.')}
        </Alert>
      )}
      {report.isPending && valid ? (
        <Skeleton h={120} />
      ) : report.data ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>
              {report.data.studioName}, {report.data.month}, in {report.data.currency}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Artist</Table.Th>
                <Table.Th scope="col">Sessions</Table.Th>
                <Table.Th scope="col">Recorded</Table.Th>
                <Table.Th scope="col">Deposits kept</Table.Th>
                <Table.Th scope="col">Deposits refunded</Table.Th>
                <Table.Th scope="col">House share</Table.Th>
                <Table.Th scope="col">Artist share</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.artists.map((line) => (
                <Table.Tr key={line.uid}>
                  <Table.Th scope="row">
                    <Text size="sm" fw={600}>
                      {line.displayName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {houseShareLabel(line.rule, format)}
                    </Text>
                  </Table.Th>
                  <Table.Td>{line.sessions}</Table.Td>
                  <Table.Td>{format.moneyOf(line.recorded)}</Table.Td>
                  <Table.Td>{format.moneyOf(line.depositsKept)}</Table.Td>
                  <Table.Td>{format.moneyOf(line.depositsRefunded)}</Table.Td>
                  <Table.Td>{format.moneyOf(line.houseShare)}</Table.Td>
                  <Table.Td>{format.moneyOf(line.artistShare)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                <Table.Td>{report.data.totals.sessions}</Table.Td>
                <Table.Td>{format.moneyOf(report.data.totals.recorded)}</Table.Td>
                <Table.Td>{format.moneyOf(report.data.totals.depositsKept)}</Table.Td>
                <Table.Td>{format.moneyOf(report.data.totals.depositsRefunded)}</Table.Td>
                <Table.Td>{format.moneyOf(report.data.totals.houseShare)}</Table.Td>
                <Table.Td>{format.moneyOf(report.data.totals.artistShare)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
