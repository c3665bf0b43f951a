import { List, Stack, Text, Title } from '@mantine/core';
import type { ApiSessionRecordVersion } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { supplyName } from './supply-label';

/**
 * Every earlier version of the record with the time it was recorded: a correction never
 * rewrites what was there before, and the artist (or an inspector) can see both.
 */
export function RecordHistory({ versions }: { versions: readonly ApiSessionRecordVersion[] }) {
  const f = useStudioFormat();
  if (versions.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="record-history">
      <Title order={2} size="h4" id="record-history">
        Earlier versions
      </Title>
      {versions.map((v) => (
        <Stack key={v.version} gap={2} data-testid="record-version">
          <Text fw={600}>
            Version {v.version} · recorded {f.dateTime(v.recordedAt)}
          </Text>
          <Text size="sm">Placement: {v.placement}</Text>
          <List size="sm">
            {v.supplies.map((s) => (
              <List.Item key={s.id}>
                {supplyName(s)}
                {s.reason ? ` · reason: ${s.reason}` : ''}
              </List.Item>
            ))}
          </List>
          {v.notes && <Text size="sm">Notes: {v.notes}</Text>}
        </Stack>
      ))}
    </Stack>
  );
}
