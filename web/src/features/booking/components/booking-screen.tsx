import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { errorFields, errorMessage } from '@/lib/api-error';
import { useBookingPage } from '../api/get-booking-page';
import { useSendBookingRequest } from '../api/send-booking-request';
import { ArtistOffer } from './artist-offer';
import { BookingRequestForm } from './booking-request-form';
import { publicPageState } from './public-page-state';

/**
 * /book/{username}: an artist's public booking page. No sign-in and none of the studio's
 * navigation: who the artist is, what they take, and the request form.
 */
export function BookingScreen({ username }: { username: string }) {
  const page = useBookingPage(username);
  const send = useSendBookingRequest(username);

  let title = 'Book a tattoo';
  let body: React.ReactNode;
  const loading = publicPageState({
    query: page,
    what: 'the booking page',
    notFound: {
      code: 'BOOKING_NOT_FOUND',
      title: 'No booking page here',
      message: 'This artist is not taking booking requests here.',
    },
  });
  if (loading || !page.data) {
    body = loading;
  } else if (send.isSuccess) {
    title = `Book a tattoo with ${page.data.artistName}`;
    body = (
      <Alert color="green" title="Thank you, your request is sent" role="status">
        {page.data.artistName} will answer by e-mail. You can close this page.
      </Alert>
    );
  } else {
    title = `Book a tattoo with ${page.data.artistName}`;
    body = (
      <Stack gap="lg">
        <ArtistOffer page={page.data} />
        <Text size="sm" c="dimmed">
          Fields marked * are required.
        </Text>
        <BookingRequestForm
          artistName={page.data.artistName}
          questions={page.data.questions}
          submitting={send.isPending}
          error={
            send.isError
              ? {
                  message: errorMessage(send.error, 'The request could not be sent.'),
                  fields: errorFields(send.error),
                }
              : undefined
          }
          onSubmit={(draft) => send.mutate(draft)}
        />
      </Stack>
    );
  }

  return (
    <Container size="sm" px="md" py="lg" component="main">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
