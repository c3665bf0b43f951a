import { List, Stack, Text } from '@mantine/core';
import { HISTORY_ACTION_LABELS, type ApiClient } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

/** The client's own moves and cancellations from their page, newest first. */
function ownChanges(client: ApiClient) {
  return client.appointments
    .flatMap((appointment) =>
      (appointment.history ?? [])
        .filter((entry) => entry.role === 'client')
        .map((entry) => ({ ...entry, title: appointment.title })),
    )
    .sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * What the client did on their own page, each with the policy as it was applied ("Moved by the
 * client 72 hours before (moves up to 48 hours before; move 1 of 1); the €80.00 deposit moved
 * with it."), so the artist never has to work it out again.
 */
export function ClientOwnChanges({ client }: { client: ApiClient }) {
  const f = useStudioFormat();
  const changes = ownChanges(client);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} component="h6" m={0}>
        Changes {client.name} made on their page
      </Text>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {changes.map((change) => (
            <List.Item key={`${change.at}-${change.action}-${change.title}`}>
              {f.dateTime(change.at)}: {HISTORY_ACTION_LABELS[change.action]} “{change.title}”
              {change.note ? `. ${change.note}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
