import { Alert, Button, Card, Loader, Table, Text, Title } from '@mantine/core';
import type { LedgerEntry } from '@inkforge/domain';
import { useCreditHistory } from '../api/get-credit-history';

const KIND: Record<LedgerEntry['type'], string> = {
  grant: 'Added',
  spend: 'Spent',
  refund: 'Refunded',
  expire: 'Expired',
  clawback: 'Taken back',
  note: 'Note',
};

/** What the entry was for: its reason, and the job, invoice or code it belongs to. */
function describe(entry: LedgerEntry): string {
  if (entry.type === 'expire') return 'Plan credits expired';
  if (entry.type === 'note') return entry.reason;
  if (entry.id.startsWith('promo')) return `Promo code · ${entry.reason}`;
  return entry.reason;
}

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/** Settings → Subscription: every credit movement, newest first, with the balance after it. */
export function CreditHistory({ balance }: { balance: number }) {
  const history = useCreditHistory(balance);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Credit history
      </Title>
      {history.isPending && <Loader size="sm" role="status" aria-label="Loading credit history" />}
      {history.isError && <Alert color="red">Your credit history could not be loaded.</Alert>}
      {history.isSuccess && entries.length === 0 && (
        <Text c="dimmed">No credit movements yet.</Text>
      )}
      {entries.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="credit-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th ta="right">Credits</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{new Date(entry.createdAt).toLocaleString()}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      {KIND[entry.type]} · {describe(entry)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {entry.id}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {entry.type === 'note' ? '—' : signed(entry.amount)}
                  </Table.Td>
                  <Table.Td ta="right">{entry.balanceAfter.total}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {history.hasNextPage && (
        <Button
          mt="sm"
          variant="default"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show older
        </Button>
      )}
    </Card>
  );
}
