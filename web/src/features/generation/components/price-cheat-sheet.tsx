import { Card, Group, Table, Text } from '@mantine/core';
import { CREDIT_COSTS, IMAGE_TOOLS } from '@inkforge/domain';

/** Every priced action: the designs, then each paid image tool from its row. */
const ROWS: [string, number][] = [
  ['Prompt generation', CREDIT_COSTS.prompt],
  ['Surprise Me', CREDIT_COSTS.surprise],
  ['Simple tattoo', CREDIT_COSTS.simple_tattoo],
  ['Flash tattoo', CREDIT_COSTS.flash_tattoo],
  ['Ultra realism', CREDIT_COSTS.ultra_realism],
  ['High quality', CREDIT_COSTS.high_quality],
  ['From sketch', CREDIT_COSTS.sketch],
  ['From photo', CREDIT_COSTS.photo],
  ...Object.values(IMAGE_TOOLS)
    .filter((tool) => tool.price > 0)
    .map((tool): [string, number] => [tool.name, tool.price]),
];

export function PriceCheatSheet() {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Price cheat-sheet</Text>
        <Text size="xs" c="dimmed">
          credits per action
        </Text>
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {ROWS.map(([label, cost]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{cost}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
