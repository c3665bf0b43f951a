import { Alert, Anchor, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiBookingRequest } from '@inkforge/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useBookingRequests } from '../api/get-booking-requests';
import { useBookingSettings } from '../api/get-booking-settings';
import { AcceptRequestDialog } from './accept-request-dialog';
import { BookingRequestCard } from './booking-request-card';
import { DeclineRequestDialog } from './decline-request-dialog';
import { IconInbox } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/empty-state';

type Show = 'waiting' | 'answered';

/** The artist's page link, or why clients cannot reach it yet. */
function PageLink() {
  const settings = useBookingSettings();
  if (!settings.data) return null;
  if (!settings.data.open) {
    return (
      <Text size="sm">
        Your booking page is closed. Open it in{' '}
        <Anchor component={Link} to={paths.settings}>
          Settings
        </Anchor>
        .
      </Text>
    );
  }
  const url = `${window.location.origin}/book/${settings.data.username}`;
  return (
    <Text size="sm">
      Your booking page: <Anchor href={url}>{url}</Anchor>
    </Text>
  );
}

/**
 * A bell's link names one request (`?request=`): once the list is here, its tab is shown and
 * its card scrolled to with its name focused, so a screen reader starts there too. Once only:
 * the artist may then move on.
 */
function useLinkedRequest(
  requests: ApiBookingRequest[] | undefined,
  setShow: (show: Show) => void,
) {
  const [params] = useSearchParams();
  const linked = params.get('request');
  const [found, setFound] = useState<string | null>(null);
  const target = requests?.find((r) => r.id === linked);
  useEffect(() => {
    if (!target || found === target.id) return;
    setShow(target.status === 'pending' ? 'waiting' : 'answered');
    setFound(target.id);
  }, [target, found, setShow]);
  useEffect(() => {
    if (!found) return;
    const heading = document.getElementById(`request-${found}`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [found]);
}

interface Props {
  /** What the route adds to a waiting request's card (the design assistant's button). */
  assistant?: (request: ApiBookingRequest) => ReactNode;
}

/** Requests from the artist's booking page: waiting ones first to answer, then the answered. */
export function BookingRequestsScreen({ assistant }: Props = {}) {
  const requests = useBookingRequests();
  const settings = useBookingSettings();
  const [show, setShow] = useState<Show>('waiting');
  useLinkedRequest(requests.data?.requests, setShow);
  const [accepting, setAccepting] = useState<ApiBookingRequest | null>(null);
  const [declining, setDeclining] = useState<ApiBookingRequest | null>(null);

  const all = requests.data?.requests ?? [];
  const shown = all.filter((r) => (show === 'waiting') === (r.status === 'pending'));
  const waiting = requests.data?.pendingCount ?? 0;

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title="Booking requests" />
      <PageLink />
      <SegmentedControl
        aria-label="Show"
        value={show}
        onChange={(v) => setShow(v as Show)}
        data={[
          { value: 'waiting', label: `Waiting (${waiting})` },
          { value: 'answered', label: `Answered (${all.length - waiting})` },
        ]}
        w={{ base: '100%', xs: 'auto' }}
      />
      {requests.isPending && <Skeleton height={160} />}
      {requests.isError && (
        <Alert color="red" role="alert">
          {errorMessage(requests.error, 'The requests could not be loaded.')}
        </Alert>
      )}
      {requests.data && shown.length === 0 && (
        <EmptyState
          icon={IconInbox}
          title={
            show === 'waiting' ? 'No requests waiting for an answer.' : 'No answered requests yet.'
          }
        />
      )}
      {shown.map((request) => (
        <BookingRequestCard
          key={request.id}
          request={request}
          onAccept={setAccepting}
          onDecline={setDeclining}
          assistant={assistant}
        />
      ))}
      <AcceptRequestDialog
        request={accepting}
        settings={settings.data}
        onClose={() => setAccepting(null)}
      />
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
