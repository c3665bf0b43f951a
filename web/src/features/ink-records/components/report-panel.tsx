import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDownloadReport, type ReportFormat } from '../api/download-report';

/** The first day of the year the studio's today is in, for the report's default range. */
const startOfYear = (today: string) => `${today.slice(0, 4)}-01-01`;

/** The inspector's report for a date range, as PDF or CSV: no money, no medical answers. */
export function ReportPanel({ today }: { today: string }) {
  const [from, setFrom] = useState(startOfYear(today));
  const [to, setTo] = useState(today);
  const download = useDownloadReport();
  const get = (format: ReportFormat) =>
    download.mutate(
      { from, to, format },
      {
        onSuccess: (name) => notifySuccess('Report saved', name),
        onError: (e) => notifyError('Not saved', errorMessage(e, 'Please try again.')),
      },
    );
  return (
    <Stack>
      <Text>
        Every session in the range: client initials, date, inks and lots, needles, steriliser cycle,
        consent and age check. Money and medical answers are not in it.
      </Text>
      <Group grow align="flex-start">
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </Group>
      <Group>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={download.isPending && download.variables?.format === 'pdf'}
          onClick={() => get('pdf')}
        >
          Report (PDF)
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending && download.variables?.format === 'csv'}
          onClick={() => get('csv')}
        >
          Report (CSV)
        </Button>
      </Group>
    </Stack>
  );
}
