import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import type { useOpenTimes } from '../api/get-open-times';
import { OpenTimeChoice } from './open-time-choice';

interface Props {
  query: ReturnType<typeof useOpenTimes>;
  value: string | null;
  week: number;
  onWeek: (week: number) => void;
  onChoose: (iso: string) => void;
}

/** The open times of two weeks, with earlier and later weeks a click away. */
export function OpenTimesSection({ query, value, week, onWeek, onChoose }: Props) {
  if (query.isPending) return <Loader role="status" aria-label="Loading open times" />;
  if (query.isError) {
    return (
      <Alert color="orange" role="alert">
        {errorMessage(query.error, 'The open times could not be loaded.')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {query.data.times.length === 0 ? (
        <Text size="sm">No open times in these two weeks.</Text>
      ) : (
        <OpenTimeChoice
          times={query.data.times}
          timezone={query.data.timezone}
          flashDays={query.data.flashDays}
          value={value}
          onChoose={onChoose}
        />
      )}
      <Group gap="xs">
        {week > 0 && (
          <Button variant="default" size="xs" onClick={() => onWeek(week - 1)}>
            Earlier dates
          </Button>
        )}
        <Button variant="default" size="xs" onClick={() => onWeek(week + 1)}>
          Later dates
        </Button>
      </Group>
    </Stack>
  );
}
