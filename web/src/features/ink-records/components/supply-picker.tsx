import { Badge, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Supply } from '../model';
import { STATUS_WORDS, needsReason, supplyStatus } from '../supply-status';
import { supplyName } from './supply-label';

interface Props {
  /** In the order to offer them (the last set first). */
  supplies: readonly Supply[];
  picked: readonly string[];
  reasons: Readonly<Record<string, string>>;
  /** Ids whose reason is missing after a Save was tried. */
  reasonErrors: ReadonlySet<string>;
  today: string;
  onToggle: (id: string) => void;
  onReason: (id: string, reason: string) => void;
}

/**
 * The open supplies as large cards to tap with gloves on (56 px high, over the 44 px minimum).
 * A picked expired or recalled supply asks why it was used, and the reason is kept.
 */
export function SupplyPicker({
  supplies,
  picked,
  reasons,
  reasonErrors,
  today,
  onToggle,
  onReason,
}: Props) {
  if (supplies.length === 0) {
    return <Text c="dimmed">No open inks or needles on the shelf. Add them under Supplies.</Text>;
  }
  return (
    <Stack gap="xs" role="group" aria-label="Inks and needles used">
      {supplies.map((s) => {
        const checked = picked.includes(s.id);
        const status = supplyStatus(s, today);
        const label = `${supplyName(s)}${status === 'open' ? '' : ` (${STATUS_WORDS[status]})`}`;
        return (
          <Stack key={s.id} gap={4}>
            <Checkbox.Card
              checked={checked}
              onClick={() => onToggle(s.id)}
              radius="md"
              p="sm"
              mih={56}
              aria-label={label}
              data-testid="pick-supply"
            >
              <Group wrap="nowrap" align="center">
                <Checkbox.Indicator />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>
                    {s.brand} {s.name}
                  </Text>
                  <Text size="sm">
                    {s.kind === 'ink' ? 'Ink' : 'Needle'} · lot {s.lot} · expires {s.expiresOn}
                  </Text>
                </Stack>
                {status !== 'open' && (
                  <Badge color={status === 'recalled' ? 'red' : 'orange'} variant="outline">
                    {STATUS_WORDS[status]}
                  </Badge>
                )}
              </Group>
            </Checkbox.Card>
            {checked && needsReason(s, today) && (
              <TextInput
                label={`Why use ${s.brand} ${s.name} (${STATUS_WORDS[status].toLowerCase()})?`}
                required
                value={reasons[s.id] ?? ''}
                onChange={(e) => onReason(s.id, e.currentTarget.value)}
                error={reasonErrors.has(s.id) ? 'Say why this supply was used.' : undefined}
                maxLength={500}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
