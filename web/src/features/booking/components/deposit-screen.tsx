import { useState } from 'react';
import { Alert, Button, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoneyOf } from '@inkforge/domain';
import { ArtistHeader } from '@/components/artist-header';
import { errorMessage } from '@/lib/api-error';
import { usePublicDeposit, useStartDepositCheckout } from '../api/public-deposit';
import { publicPageState } from './public-page-state';

/** The appointment as the client reads it, in the zone it was set in. */
const when = (instant: string, timeZone: string) =>
  formatDateTime(instant, { timeZone }, { weekday: true });

const STATUS_WORDS: Record<string, string> = {
  kept: 'The artist kept this deposit under their policy.',
  moved: 'This deposit was moved to another appointment.',
  refunded: 'This deposit was refunded.',
  carried: 'This deposit counts toward your last session.',
};

/**
 * /deposit/{token}: the amount first, the appointment, the artist's policy (with its version)
 * to accept, then Stripe Checkout on the artist's own account. No sign-in.
 */
export function DepositScreen({ token, returnedPaid }: { token: string; returnedPaid: boolean }) {
  const deposit = usePublicDeposit(token, { poll: returnedPaid });
  const checkout = useStartDepositCheckout(token);
  const [accepted, setAccepted] = useState(false);
  const [showError, setShowError] = useState(false);

  let title = 'Pay your deposit';
  let body: React.ReactNode;
  const loading = publicPageState({
    query: deposit,
    what: 'the deposit',
    notFound: {
      code: 'DEPOSIT_NOT_FOUND',
      title: 'Link not valid',
      message: 'This deposit link is not valid.',
    },
  });
  if (loading || !deposit.data) {
    body = loading;
  } else {
    const d = deposit.data;
    const amount = formatMoneyOf(d.amount);
    title = `Deposit for ${d.artistName}`;
    const summary = (
      <Paper withBorder p="md" radius="md">
        <Text size="xl" fw={700}>
          {amount}
        </Text>
        <Text>Appointment: {when(d.appointmentDate, d.timezone)}</Text>
      </Paper>
    );
    if (d.status === 'paid') {
      body = (
        <Stack>
          {summary}
          <Alert color="green" title="Deposit paid" role="status">
            Thank you. {d.artistName} has received your deposit of {amount}.
          </Alert>
        </Stack>
      );
    } else if (d.status !== 'requested') {
      body = (
        <Stack>
          {summary}
          <Alert color="blue" role="status">
            {STATUS_WORDS[d.status]}
          </Alert>
        </Stack>
      );
    } else if (returnedPaid) {
      body = (
        <Stack>
          {summary}
          <Alert color="blue" title="Confirming your payment" role="status">
            Your payment is being confirmed. This page updates by itself.
          </Alert>
        </Stack>
      );
    } else {
      const pay = () => {
        if (!accepted) {
          setShowError(true);
          return;
        }
        checkout.mutate(
          { acceptPolicy: true, policyVersion: d.policy.version },
          { onSuccess: ({ url }) => window.location.assign(url) },
        );
      };
      body = (
        <Stack gap="lg">
          {summary}
          <Stack gap="xs">
            <Title order={2} size="h4">
              Deposit policy (version {d.policy.version})
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>
              {d.policy.text || `${d.artistName} has not written a deposit policy.`}
            </Text>
          </Stack>
          {!d.payAtStudio && (
            <Checkbox
              label="I accept the deposit policy"
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.currentTarget.checked);
                setShowError(false);
              }}
              error={showError ? 'Accept the deposit policy to pay.' : undefined}
            />
          )}
          {!d.payable && (
            <Alert color="orange" role="alert">
              {d.payAtStudio
                ? `${d.artistName} is not taking payments online at the moment. Please pay at the studio.`
                : `${d.artistName} has not finished setting up online payments. Please contact them.`}
            </Alert>
          )}
          {checkout.isError && (
            <Alert color="red" role="alert">
              {errorMessage(checkout.error, 'The payment could not be started. Please try again.')}
            </Alert>
          )}
          {/* Online payment is off: the client pays at the studio, no Pay is offered. */}
          {!d.payAtStudio && (
            <>
              <Button onClick={pay} loading={checkout.isPending} disabled={!d.payable} size="md">
                Pay deposit {amount}
              </Button>
              <Text size="sm" c="dimmed">
                You pay {d.artistName} directly through Stripe.
              </Text>
            </>
          )}
        </Stack>
      );
    }
  }

  return (
    <Container size="sm" px="md" py="lg" component="main">
      <Stack>
        <ArtistHeader
          name={deposit.data?.artistName}
          avatarUrl={deposit.data?.avatarUrl}
          accentColor={deposit.data?.accentColor}
          place={deposit.data?.studio}
        />
        <Title order={1} size="h2">
          {title}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
