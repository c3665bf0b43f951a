import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  COLOUR_LABELS,
  WEEKDAY_LABELS,
  type ApiBookingRequest,
  type StudioFormatters,
} from '@inkforge/domain';
import type { ReactNode } from 'react';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  request: ApiBookingRequest;
  onAccept: (request: ApiBookingRequest) => void;
  onDecline: (request: ApiBookingRequest) => void;
  /** Added by the route: the design assistant on a waiting request. */
  assistant?: (request: ApiBookingRequest) => ReactNode;
}

function outcome(request: ApiBookingRequest, f: StudioFormatters): string | null {
  if (request.status === 'accepted') {
    const deposit =
      request.deposit === null
        ? 'no deposit asked'
        : `deposit ${f.moneyOf(request.deposit)} requested`;
    return `Accepted ${f.date(request.answeredAt ?? request.createdAt)}: appointment proposed, ${deposit}.`;
  }
  if (request.status === 'declined') {
    const mail = request.mailSent ? 'message e-mailed' : 'e-mail not sent';
    return `Declined ${f.date(request.answeredAt ?? request.createdAt)} (${mail}): “${request.declineMessage ?? ''}”`;
  }
  return null;
}

/** A reply in the artist's own mail app, its subject naming the request. */
function askHref(request: ApiBookingRequest): string {
  const subject = `Your tattoo request: ${request.idea.split('\n')[0]!.slice(0, 60)}`;
  return `mailto:${request.email}?subject=${encodeURIComponent(subject)}`;
}

const STATUS_COLOR = { pending: 'blue', accepted: 'green', declined: 'gray' } as const;

/** One request as the artist reads it: the idea, the details, the references and the answer. */
export function BookingRequestCard({ request, onAccept, onDecline, assistant }: Props) {
  const f = useStudioFormat();
  const headingId = `request-${request.id}`;
  const days = request.preferredDays.map((d) => WEEKDAY_LABELS[d]).join(', ') || 'Any day';
  const answered = outcome(request, f);
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId} tabIndex={-1}>
            {request.name}
          </Title>
          <Badge color={STATUS_COLOR[request.status]} variant="light">
            {request.status === 'pending' ? 'Waiting' : request.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Sent {f.date(request.createdAt)} ·{' '}
          <Anchor href={`mailto:${request.email}`}>{request.email}</Anchor> ·{' '}
          <Anchor href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</Anchor>
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{request.idea}</Text>
        <Text size="sm">
          {request.placement} · {request.sizeCm} cm · {COLOUR_LABELS[request.colour]} · {days}
        </Text>
        {request.answers.length > 0 && (
          <Box component="dl" m={0} aria-label={`Answers from ${request.name}`}>
            {request.answers.map(({ question, answer }) => (
              <Box key={question} mb={6}>
                <Text component="dt" size="sm" fw={600}>
                  {question}
                </Text>
                <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {answer}
                </Text>
              </Box>
            ))}
          </Box>
        )}
        {request.images.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {request.images.map((url, i) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image
                  src={url}
                  alt={`Reference ${i + 1} from ${request.name}`}
                  h={88}
                  fit="cover"
                  radius="sm"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        {answered && <Text size="sm">{answered}</Text>}
        {request.status === 'accepted' && request.depositLink && (
          <Text size="sm">
            The client pays it on{' '}
            <Anchor
              href={request.depositLink}
              target="_blank"
              rel="noreferrer"
              aria-label={`Deposit page for ${request.name}`}
            >
              this deposit page
            </Anchor>
            ; its link is in the client's e-mail.
          </Text>
        )}
        {request.status === 'pending' && (
          <Group justify="flex-end">
            {assistant?.(request)}
            <Button
              component="a"
              variant="subtle"
              href={askHref(request)}
              aria-label={`Ask a question of ${request.name} by e-mail`}
            >
              Ask a question
            </Button>
            <Button
              variant="default"
              aria-label={`Decline request from ${request.name}`}
              onClick={() => onDecline(request)}
            >
              Decline
            </Button>
            <Button
              aria-label={`Accept request from ${request.name}`}
              onClick={() => onAccept(request)}
            >
              Accept
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
