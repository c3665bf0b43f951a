import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { usePaymentsConnect, useStartPaymentsConnect } from '../api/payments-connect';

/**
 * Inside the booking page settings: the artist's own Stripe account, to which clients pay
 * deposits directly (Stripe Connect). Onboarding happens on Stripe and returns here.
 */
export function PaymentsConnect() {
  const status = usePaymentsConnect();
  const start = useStartPaymentsConnect();
  const ready = status.data?.chargesEnabled === true;
  const disconnected = !ready && status.data?.disconnected === true;
  return (
    <Stack gap="xs" component="section" aria-labelledby="payments-connect-heading">
      <Group justify="space-between">
        <Title order={3} size="h5" id="payments-connect-heading">
          Online deposits
        </Title>
        {status.data && (
          <Badge color={ready ? 'green' : disconnected ? 'red' : 'gray'} variant="light">
            {ready
              ? 'Stripe connected'
              : disconnected
                ? 'Disconnected'
                : status.data.connected
                  ? 'Setup not finished'
                  : 'Not connected'}
          </Badge>
        )}
      </Group>
      {status.isPending && <Skeleton height={40} />}
      {status.isError && (
        <Text c="red">{errorMessage(status.error, 'The payment setup could not be loaded.')}</Text>
      )}
      {status.data && (
        <>
          {disconnected ? (
            <Alert color="orange" role="status">
              Your Stripe account was disconnected from InkForge: clients are asked to pay at the
              studio. Connect Stripe again to take deposits online.
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {ready
                ? 'Clients pay deposits straight to your own Stripe account.'
                : 'Connect your own Stripe account so clients can pay deposits online, straight to you.'}
            </Text>
          )}
          {start.isError && (
            <Alert color="red" role="alert">
              {errorMessage(start.error, 'Stripe could not be opened. Please try again.')}
            </Alert>
          )}
          {!ready && (
            <Group>
              <Button variant="light" onClick={() => start.mutate()} loading={start.isPending}>
                {disconnected
                  ? 'Connect Stripe again'
                  : status.data.connected
                    ? 'Finish Stripe setup'
                    : 'Connect Stripe'}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
