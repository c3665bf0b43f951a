import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { booksForOthers, isTattooer, type ApiMyStudio } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { useStudioRequests } from '../api/get-studio-requests';
import { StudioRequestCard } from './studio-request-card';

/** The studio's shared inbox: requests from its page, which the desk hands to an artist. */
export function RequestsPanel({ mine }: { mine: ApiMyStudio }) {
  const inbox = useStudioRequests(mine.studio.id);
  const artists = booksForOthers(mine.role) ? mine.members.filter((m) => isTattooer(m.role)) : [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Requests
      </Title>
      {inbox.isError && (
        <Alert color="red" role="alert">
          {errorMessage(inbox.error, 'The requests could not be loaded.')}
        </Alert>
      )}
      {inbox.isPending ? (
        <Skeleton h={120} />
      ) : inbox.data?.requests.length === 0 ? (
        <Text c="dimmed">
          No requests yet. They come from the studio’s page, {mine.studio.pagePath}.
        </Text>
      ) : (
        <>
          {inbox.data && inbox.data.pendingCount > 0 && (
            <Text size="sm">{inbox.data.pendingCount} waiting for an answer</Text>
          )}
          {inbox.data?.requests.map((request) => (
            <StudioRequestCard
              key={request.id}
              studioId={mine.studio.id}
              request={request}
              artists={artists}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
