import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { studioFormatters, type StudioFormatters } from '@inkforge/domain';
import { ArtistHeader } from '@/components/artist-header';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { balanceOpen, usePortal } from '../api/get-portal';
import type { ApiPortal } from '@inkforge/domain';
import { AppointmentList } from './appointment-list';
import { PortalDownloads } from './portal-downloads';
import { PortalTodo } from './portal-todo';

/** The studio's money and dates: its currency and locale, in the zone of each appointment. */
const formattersOf = (portal: ApiPortal): StudioFormatters =>
  studioFormatters({
    currency: portal.currency as StudioFormatters['currency'],
    locale: portal.locale,
    timeZone: portal.upcoming[0]?.timezone ?? portal.past[0]?.timezone,
  });

/** Back from the balance's Checkout: confirmed once nothing payable is left, else on its way. */
function PaymentReturn({ portal }: { portal: ApiPortal }) {
  return balanceOpen(portal) ? (
    <Alert color="blue" title="Confirming your payment" role="status">
      Your payment is being confirmed. This page updates by itself.
    </Alert>
  ) : (
    <Alert color="green" title="Payment received" role="status">
      Thank you. {portal.artist.name} has received your payment.
    </Alert>
  );
}

function PortalBody({
  token,
  portal,
  returnedPaid,
}: {
  token: string;
  portal: ApiPortal;
  returnedPaid: boolean;
}) {
  const f = formattersOf(portal);
  const where = [portal.studio.name, portal.studio.address].filter(Boolean).join(', ');
  const none = portal.upcoming.length === 0 && portal.past.length === 0;
  return (
    <Stack gap="xl">
      {returnedPaid && <PaymentReturn portal={portal} />}
      {where && <Text>Where: {where}</Text>}
      <PortalTodo todo={portal.todo} />
      {none && <Text>You have no appointments with {portal.artist.name} at the moment.</Text>}
      <AppointmentList
        token={token}
        kind="upcoming"
        appointments={portal.upcoming}
        artistName={portal.artist.name}
        f={f}
      />
      <AppointmentList
        token={token}
        kind="past"
        appointments={portal.past}
        artistName={portal.artist.name}
        f={f}
      />
      <PortalDownloads downloads={portal.downloads} healedPhotoLink={portal.healedPhotoLink} />
    </Stack>
  );
}

interface Props {
  token: string;
  /** Back from the balance's Stripe Checkout (`?paid=balance`). */
  returnedPaid?: boolean;
}

/**
 * /bookings/{token}: everything a client has with one artist, on a phone first: what is still
 * to do, the coming appointments (move, cancel, pay the balance within the artist's policy),
 * the past ones and the papers to keep. No sign-in: the private link is the key.
 */
export function PortalScreen({ token, returnedPaid = false }: Props) {
  const portal = usePortal(token, { poll: returnedPaid });
  const data = portal.data;
  let body: React.ReactNode;
  if (portal.isPending) {
    body = <Loader role="status" aria-label="Loading your bookings" />;
  } else if (portal.isError) {
    body =
      apiErrorCode(portal.error) === 'PORTAL_LINK_NOT_FOUND' ? (
        <Alert color="orange" title="This link does not work" role="alert">
          {errorMessage(
            portal.error,
            'This link to your bookings does not work any more. Ask the studio for a new one.',
          )}
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {errorMessage(portal.error, 'Your bookings could not be loaded. Please try again.')}
        </Alert>
      );
  } else {
    body = <PortalBody token={token} portal={portal.data} returnedPaid={returnedPaid} />;
  }
  return (
    <Container size="sm" px="md" py="lg" component="main">
      <Stack>
        <ArtistHeader
          name={data?.artist.name}
          studio={data?.studio.name}
          avatarUrl={data?.artist.avatarUrl}
          accentColor={data?.artist.accentColor}
        />
        <Title order={1} size="h2">
          {data ? `Your bookings with ${data.artist.name}` : 'Your bookings'}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
