import { Anchor, Stack, Table, Text } from '@mantine/core';
import { offerLines, type ApprovalOffer } from '@inkforge/domain';

/**
 * Issue 46: an offer's date, length, estimate and deposit beside the design to approve, with
 * the deposit's payment link: the one page the offer's mail opens.
 */
export function OfferDetails({ offer, locale }: { offer: ApprovalOffer; locale: string }) {
  return (
    <Stack gap="xs">
      <Table variant="vertical" withTableBorder aria-label="Your booking">
        <Table.Tbody>
          {offerLines(offer, locale).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {offer.depositPath && (
        <Text>
          <Anchor href={offer.depositPath} fw={600}>
            Pay the deposit to confirm the date
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
