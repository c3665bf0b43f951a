import { List, Stack, Text } from '@mantine/core';
import type { ApiClient, DeclaredHealth } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { DetailRow } from './detail-row';

/** What one signed intake declared, with where it came from and when. */
function Declared({ entry }: { entry: DeclaredHealth }) {
  const f = useStudioFormat();
  const said = [
    entry.allergies ? `Allergies: ${entry.allergies}` : null,
    entry.conditions.length ? `Conditions: ${entry.conditions.join(', ')}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <List.Item>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {said.length ? said.join(' · ') : 'Nothing declared'}
      </Text>
      <Text size="xs" c="dimmed">
        from intake signed {f.date(entry.signedAt)}
      </Text>
    </List.Item>
  );
}

/** Health data: shown to the artist who owns the client only, never sent anywhere else. */
export function ClientMedicalTab({ client }: { client: ApiClient }) {
  const declared = client.declaredHealth ?? [];
  return (
    <Stack gap="xs">
      <DetailRow label="Allergies" value={client.allergies} />
      <DetailRow label="Medical Notes" value={client.medicalNotes} />
      {declared.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Declared by the client
          </Text>
          <List spacing="xs" listStyleType="none">
            {declared.map((entry) => (
              <Declared key={entry.appointmentId} entry={entry} />
            ))}
          </List>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        Private: visible only to you.
      </Text>
    </Stack>
  );
}
