import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { MAX_FLASH_VARIANTS } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

export interface SizeRow {
  sizeCm: number | string;
  price: number | string;
  duration: number | string;
}

export const EMPTY_SIZE: SizeRow = { sizeCm: '', price: '', duration: 60 };

interface Props {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
}

/** Up to four sizes, each with its price and how long the session takes. */
export function SizeRows({ rows, onChange }: Props) {
  const set = (i: number, patch: Partial<SizeRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  // Prices are typed in the studio's currency, the one the flash is then sold in.
  const { symbol } = useStudioFormat();
  return (
    <Stack gap="xs">
      {rows.map((row, i) => (
        <Fieldset key={i} legend={`Size ${i + 1}`} p="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label="Size (cm)"
              min={1}
              max={60}
              decimalScale={1}
              value={row.sizeCm}
              onChange={(v) => set(i, { sizeCm: v })}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={`Price (${symbol})`}
              min={0}
              decimalScale={2}
              value={row.price}
              onChange={(v) => set(i, { price: v })}
              style={{ flex: 1 }}
            />
            <NumberInput
              label="Minutes"
              min={15}
              max={720}
              step={15}
              value={row.duration}
              onChange={(v) => set(i, { duration: v })}
              style={{ flex: 1 }}
            />
            {rows.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={6}
                aria-label={`Remove size ${i + 1}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        </Fieldset>
      ))}
      {rows.length < MAX_FLASH_VARIANTS && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() => onChange([...rows, EMPTY_SIZE])}
        >
          Add a size
        </Button>
      )}
    </Stack>
  );
}
