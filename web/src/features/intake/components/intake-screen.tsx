import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@inkforge/domain';
import { ArtistHeader } from '@/components/artist-header';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { intakeFormKey, useIntakeForm } from '../api/get-intake-form';
import { useSignIntake } from '../api/sign-intake';
import { IntakeForm } from './intake-form';

const LINK_GONE =
  'This form link has expired, was replaced or was already used. Ask your artist for a new link.';

/**
 * /intake/{token}: the page a client opens from the artist's private link or on the studio's
 * tablet. No navigation and nothing of the studio but this appointment and its waiver.
 */
export function IntakeScreen({ token }: { token: string }) {
  const form = useIntakeForm(token);
  const sign = useSignIntake(token);
  const queryClient = useQueryClient();

  const gone =
    apiErrorCode(form.error) === 'INTAKE_LINK_INVALID' ||
    apiErrorCode(sign.error) === 'INTAKE_LINK_INVALID';

  let body: React.ReactNode;
  if (sign.isSuccess) {
    body = (
      <Alert color="green" title="Thank you, your form is signed" role="status">
        Your artist has received it. You can close this page.
      </Alert>
    );
  } else if (gone) {
    body = (
      <Alert color="orange" title="This link no longer works" role="alert">
        {LINK_GONE}
      </Alert>
    );
  } else if (form.isPending) {
    body = <Loader role="status" aria-label="Loading the form" />;
  } else if (form.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(form.error, 'The form could not be loaded. Please try again.')}
      </Alert>
    );
  } else {
    const view = form.data;
    const when = formatDateTime(
      view.appointmentDate,
      { timeZone: view.timezone },
      { weekday: true },
    );
    body = (
      <Stack>
        <Text>
          For your appointment <b>{view.appointmentTitle}</b> on {when}.
        </Text>
        <IntakeForm
          view={view}
          submitting={sign.isPending}
          error={sign.isError ? errorMessage(sign.error, 'The form could not be sent.') : undefined}
          onSubmit={(submission) =>
            sign.mutate(submission, {
              onError: (error) => {
                // The studio changed its waiver meanwhile: show the new text to sign.
                if (apiErrorCode(error) === 'WAIVER_CHANGED') {
                  void queryClient.invalidateQueries({ queryKey: intakeFormKey(token) });
                }
              },
            })
          }
        />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="lg" component="main">
      <Stack>
        <ArtistHeader
          name={form.data?.artistName}
          avatarUrl={form.data?.avatarUrl}
          accentColor={form.data?.accentColor}
          place={form.data?.studio}
        />
        <Title order={1} size="h2">
          Consent and medical intake
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
