import { Alert, Button, Card, Loader, Table, Text, Title } from '@mantine/core';
import { useCreditHistory } from '../api/get-credit-history';
import { useDesignPrompts } from '../api/get-design-prompts';
import { billingDate } from '../billing-dates';
import { creditEntryLabel, isShownEntry } from '../credit-entry-label';

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/** Settings → Subscription: every credit movement, newest first, with the balance after it. */
export function CreditHistory({ balance }: { balance: number }) {
  const history = useCreditHistory(balance);
  // Without them (an error, still loading) a design reads as 'Design'.
  const prompts = useDesignPrompts(balance).data;
  const entries = (history.data?.pages.flatMap((page) => page.entries) ?? []).filter(isShownEntry);
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
        // Three columns that fit a 390-px phone: the date goes under what the entry was for.
        <Table striped data-testid="credit-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th ta="right">Credits</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text fz="sm">{creditEntryLabel(entry, prompts)}</Text>
                  <Text fz="xs" c="dimmed">
                    {billingDate(entry.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{entry.type === 'note' ? '—' : signed(entry.amount)}</Table.Td>
                <Table.Td ta="right">{entry.balanceAfter.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
