import { Group, Stack, Text, Title } from '@mantine/core';
import { useStudioFormat } from '@/lib/studio-format';
import { useClientPassports } from '../api/get-client-passports';
import { PassportDownloadButton } from './passport-download-button';

/** The client's ink passports on their record: one per recorded session, each a PDF. */
export function ClientInkPassports({ clientId }: { clientId: string }) {
  const f = useStudioFormat();
  const passports = useClientPassports(clientId);
  const list = passports.data?.passports ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" mt="md" component="section" aria-labelledby="ink-passports">
      <Title order={3} size="h5" id="ink-passports">
        Ink passports
      </Title>
      {list.map((p) => (
        <Group key={p.appointmentId} justify="space-between">
          <Text size="sm">
            {f.date(p.date)} · version {p.version}
          </Text>
          <PassportDownloadButton appointmentId={p.appointmentId} />
        </Group>
      ))}
    </Stack>
  );
}
