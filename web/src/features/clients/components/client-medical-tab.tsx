import { Stack, Text } from '@mantine/core';
import type { ApiClient } from '@inkforge/domain';
import { DetailRow } from './detail-row';

/** Health data: shown to the artist who owns the client only, never sent anywhere else. */
export function ClientMedicalTab({ client }: { client: ApiClient }) {
  return (
    <Stack gap="xs">
      <DetailRow label="Allergies" value={client.allergies} />
      <DetailRow label="Medical Notes" value={client.medicalNotes} />
      <Text size="xs" c="dimmed">
        Private: visible only to you.
      </Text>
    </Stack>
  );
}
