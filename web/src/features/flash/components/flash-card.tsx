import { ActionIcon, Badge, Card, Group, Image, List, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { copiesLabel, durationLabel, type ApiFlash } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  flash: ApiFlash;
  first: boolean;
  last: boolean;
  busy: boolean;
  onArchive: (archived: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One flash design: its image, sizes with prices and lengths, copies left and its controls. */
export function FlashCard({ flash, first, last, busy, onArchive, onMove, onDelete }: Props) {
  const f = useStudioFormat();
  return (
    <Card withBorder padding="sm" component="li" data-testid="flash-card">
      <Group align="flex-start" wrap="nowrap">
        <Image
          src={flash.imageUrl}
          alt=""
          w={96}
          h={96}
          fit="contain"
          bg="var(--if-design-paper)"
          radius="sm"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} component="h3">
            {flash.title}
          </Text>
          <Group gap="xs">
            <Badge variant="light" style={{ textTransform: 'none' }}>
              {copiesLabel(flash)}
            </Badge>
            {flash.sold > 0 && (
              <Badge variant="outline" style={{ textTransform: 'none' }}>
                Booked {flash.sold}×
              </Badge>
            )}
            {flash.archived && (
              <Badge color="gray" style={{ textTransform: 'none' }}>
                Archived
              </Badge>
            )}
          </Group>
          <List size="sm" spacing={0} aria-label={`Sizes of ${flash.title}`}>
            {flash.variants.map((v) => (
              <List.Item key={v.sizeCm}>
                {v.sizeCm} cm · {f.moneyOf(v.price)} · {durationLabel(v.duration)}
              </List.Item>
            ))}
          </List>
          <Switch
            mt={4}
            label="Archived (hidden from clients)"
            checked={flash.archived}
            disabled={busy}
            onChange={(e) => onArchive(e.currentTarget.checked)}
          />
        </Stack>
        <Stack gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${flash.title} up`}
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${flash.title} down`}
            disabled={last || busy}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${flash.title}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Stack>
      </Group>
    </Card>
  );
}
