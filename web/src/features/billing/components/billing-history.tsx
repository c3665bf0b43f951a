import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { BillingInvoice, PaymentCard, User } from '@inkforge/domain';
import { useBillingHistory } from '../api/get-billing-history';
import { billingDate } from '../billing-dates';
import { StatusBadge, type StatusTone } from '@/components/status-badge';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

const cardLine = (card: PaymentCard) =>
  `${BRANDS[card.brand] ?? card.brand} ending in ${card.last4}, expires ${String(
    card.expMonth,
  ).padStart(2, '0')}/${card.expYear}`;

function statusOf(invoice: BillingInvoice): { label: string; tone: StatusTone } {
  if (invoice.refunded) return { label: 'Refunded', tone: 'neutral' };
  if (invoice.status === 'paid') return { label: 'Paid', tone: 'success' };
  if (invoice.status === 'open') return { label: 'Unpaid', tone: 'danger' };
  if (invoice.status === 'void') return { label: 'Void', tone: 'neutral' };
  return { label: 'Uncollectible', tone: 'danger' };
}

function InvoiceRow({ invoice }: { invoice: BillingInvoice }) {
  const status = statusOf(invoice);
  const day = billingDate(invoice.date);
  return (
    <Table.Tr>
      <Table.Td>{day}</Table.Td>
      <Table.Td ta="right">{invoice.amountFormatted}</Table.Td>
      <Table.Td>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          {invoice.hostedUrl && (
            <Anchor
              href={invoice.hostedUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View invoice of ${day} (opens in a new tab)`}
            >
              View
            </Anchor>
          )}
          {invoice.pdfUrl && (
            <Anchor
              href={invoice.pdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`PDF of the invoice of ${day} (opens in a new tab)`}
            >
              PDF
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Settings → Subscription: the next charge, the card it goes on, and every invoice. */
export function BillingHistory({ user }: { user: User }) {
  const history = useBillingHistory(user);
  const data = history.data;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="billing-history">
      <Title order={2} size="h4" mb="sm">
        Billing history
      </Title>
      {history.isPending && <Loader size="sm" role="status" aria-label="Loading billing history" />}
      {history.isError && (
        <Alert color="red" title="Billing history unavailable">
          Your invoices could not be loaded.{' '}
          <Button size="xs" variant="white" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {data && data.invoices.length === 0 && !data.nextCharge && (
        <Text c="dimmed">
          {user.role === 'admin'
            ? 'No invoices: this account is not billed.'
            : 'No invoices yet. Once you subscribe, your next charge, your card and every invoice appear here.'}
        </Text>
      )}
      {data && (data.invoices.length > 0 || data.nextCharge) && (
        <Stack gap="sm">
          <Text data-testid="next-charge">
            {data.nextCharge ? (
              <>
                Next charge: <b>{data.nextCharge.amountFormatted}</b> on{' '}
                <b>{billingDate(data.nextCharge.date)}</b>
              </>
            ) : (
              'No further charges are scheduled.'
            )}
          </Text>
          {data.paymentMethod && (
            <Text data-testid="payment-method">Card: {cardLine(data.paymentMethod)}</Text>
          )}
          {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. A plain
              overflow keeps Mantine's ScrollArea (and the Floating UI it imports) off /settings. */}
          <Box component="section" aria-label="Invoices" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table striped miw={420} data-testid="invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.invoices.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Stack>
      )}
    </Card>
  );
}
