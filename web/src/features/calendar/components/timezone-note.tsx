import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useSetTimezone } from '../api/set-timezone';

/** Days are the artist's days: say which zone, and offer this device's zone when it differs. */
export function TimezoneNote({ timeZone }: { timeZone: string }) {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const setZone = useSetTimezone();
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Times shown in {timeZone}
      </Text>
      {browserZone !== timeZone && (
        <Button
          size="compact-xs"
          variant="light"
          loading={setZone.isPending}
          onClick={() =>
            setZone.mutate(browserZone, {
              onError: (error) =>
                notifyError('Update Failed', errorMessage(error, 'Failed to update time zone.')),
            })
          }
        >
          Use {browserZone}
        </Button>
      )}
    </Group>
  );
}
