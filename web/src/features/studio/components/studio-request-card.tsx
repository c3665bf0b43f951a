import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import type { ApiStudioMember, ApiStudioRequest } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useAssignStudioRequest, useDeclineStudioRequest } from '../api/answer-studio-request';

const STATUS = { pending: 'Waiting', assigned: 'Handed over', declined: 'Declined' } as const;

interface Props {
  studioId: string;
  request: ApiStudioRequest;
  /** Whom the desk may hand it to; empty for an artist (they answer in their own inbox). */
  artists: ApiStudioMember[];
}

/** One request to the studio: what the client asks, and the desk's answer while it waits. */
export function StudioRequestCard({ studioId, request, artists }: Props) {
  const format = useStudioFormat();
  const assign = useAssignStudioRequest();
  const decline = useDeclineStudioRequest();
  const [artistUid, setArtistUid] = useState<string | null>(request.askedFor?.uid ?? null);
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const waiting = request.status === 'pending';
  const failed = assign.error ?? decline.error;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={`Request from ${request.name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{request.name}</Text>
          <Badge variant="light" color={waiting ? 'orange' : 'gray'}>
            {STATUS[request.status]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {format.dateTime(request.createdAt)} · {request.email}
          {request.phone ? ` · ${request.phone}` : ''}
        </Text>
        <Text size="sm">
          For {request.askedFor ? request.askedFor.name : 'the first available artist'} ·{' '}
          {request.placement}, {request.sizeCm} cm
        </Text>
        <Text size="sm">{request.idea}</Text>
        {request.assignedTo && <Text size="sm">With {request.assignedTo.name}</Text>}
        {request.declineMessage && <Text size="sm">Declined: {request.declineMessage}</Text>}
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(failed, 'The request could not be answered.')}
          </Alert>
        )}
        {waiting && artists.length > 0 && !declining && (
          <Group align="flex-end" wrap="wrap" gap="xs">
            <Select
              label="Hand to"
              placeholder="Choose the artist"
              data={artists.map((a) => ({ value: a.uid, label: a.displayName || a.email }))}
              value={artistUid}
              onChange={setArtistUid}
              w={220}
            />
            <Button
              disabled={!artistUid}
              loading={assign.isPending}
              onClick={() =>
                artistUid &&
                assign.mutate(
                  { studioId, requestId: request.id, artistUid },
                  {
                    onSuccess: (r) =>
                      notifySuccess(
                        'Request handed over',
                        `It is with ${r.assignedTo?.name ?? 'the artist'} now.`,
                      ),
                  },
                )
              }
            >
              Assign
            </Button>
            <Button variant="subtle" color="red" onClick={() => setDeclining(true)}>
              Decline
            </Button>
          </Group>
        )}
        {waiting && declining && (
          <Stack gap="xs">
            <Textarea
              label="Message to the client"
              autosize
              minRows={2}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button variant="default" onClick={() => setDeclining(false)}>
                Back
              </Button>
              <Button
                color="red"
                loading={decline.isPending}
                onClick={() =>
                  decline.mutate(
                    { studioId, requestId: request.id, message },
                    {
                      onSuccess: () =>
                        notifySuccess('Request declined', `${request.name} was told.`),
                    },
                  )
                }
              >
                Send and decline
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
