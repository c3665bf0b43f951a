import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { studioFormatters } from '@inkforge/domain';
import { ArtistHeader } from '@/components/artist-header';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { usePortal } from '../api/get-portal';
import { AppointmentList } from './appointment-list';
import { PortalDownloads } from './portal-downloads';
import { PortalTodo } from './portal-todo';

/**
 * /bookings/{token}: everything a client has with one artist, on a phone first: what is still
 * to do, the coming appointments (move, cancel, pay the balance within the artist's policy),
 * the past ones and the papers to keep. No sign-in: the private link is the key.
 */
export function PortalScreen({ token }: { token: string }) {
  const portal = usePortal(token);
  const data = portal.data;
  let body: React.ReactNode;
  if (portal.isPending) {
    body = <Loader role="status" aria-label="Loading your bookings" />;
  } else if (portal.isError) {
    body =
      apiErrorCode(portal.error) === 'PORTAL_LINK_NOT_FOUND' ? (
        <Alert color="orange" title="This link does not work" role="alert">
          {errorMessage(portal.error, 'This bookings link is not valid. Ask your artist for a new one.')}
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {errorMessage(portal.error, 'Your bookings could not be loaded. Please try again.')}
        </Alert>
      );
  } else {
    const f = studioFormatters(data.format);
    body = (
      <Stack gap="xl">
        <PortalTodo todo={data.todo} />
        <AppointmentList
          token={token}
          kind="upcoming"
          appointments={data.upcoming}
          artistName={data.artist.name}
          f={f}
        />
        {data.upcoming.length === 0 && data.past.length === 0 && (
          <Text>You have no appointments with {data.artist.name} yet.</Text>
        )}
        <AppointmentList
          token={token}
          kind="past"
          appointments={data.past}
          artistName={data.artist.name}
          f={f}
        />
        <PortalDownloads downloads={data.downloads} healedPhotoUrl={data.healedPhotoUrl} />
      </Stack>
    );
  }
  return (
    <Container size="sm" px="md" py="lg" component="main">
      <Stack>
        <ArtistHeader
          name={data?.artist.name}
          studio={data?.artist.studio}
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
