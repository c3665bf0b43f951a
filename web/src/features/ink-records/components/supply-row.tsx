import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ApiSupply } from '@inkforge/domain';
import { STATUS_WORDS } from '../supply-status';

const BADGE_COLOUR = {
  open: 'teal',
  finished: 'gray',
  recalled: 'red',
  expired: 'orange',
} as const;

interface Props {
  supply: ApiSupply;
  onFinish: () => void;
  onRecall: () => void;
  onWho: () => void;
}

/** One supply on the shelf; its status is said in words, the colour only repeats it. */
export function SupplyRow({ supply: s, onFinish, onRecall, onWho }: Props) {
  const name = `${s.brand} ${s.name}`;
  return (
    <Card withBorder padding="sm" data-testid="supply-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm">
              {s.kind === 'ink' ? 'Ink' : 'Needle'} · lot {s.lot} · expires {s.expiresOn}
              {s.openedOn ? ` · opened ${s.openedOn}` : ''}
            </Text>
          </Stack>
          <Badge color={BADGE_COLOUR[s.status]} variant="outline" style={{ flexShrink: 0 }}>
            {STATUS_WORDS[s.status]}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onWho}
            aria-label={`Who received this lot? ${name} lot ${s.lot}`}
          >
            Who received this lot?
          </Button>
          {s.state === 'open' && (
            <Button
              size="xs"
              variant="subtle"
              onClick={onFinish}
              aria-label={`Mark finished: ${name} lot ${s.lot}`}
            >
              Mark finished
            </Button>
          )}
          {s.state !== 'recalled' && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRecall}
              aria-label={`Mark recalled: ${name} lot ${s.lot}`}
            >
              Mark recalled
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
