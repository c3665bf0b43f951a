import {
  ActionIcon,
  Card,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PortfolioOrderKind } from '@inkforge/domain';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { usePortfolioOrder, useSetPortfolioOrder } from '../api/portfolio-order';

const ORDERS: { label: string; value: PortfolioOrderKind }[] = [
  { label: 'Newest first', value: 'newest' },
  { label: 'My order', value: 'artist' },
];

/** The order of the public page's portfolio: newest first, or the artist's, moved up and down. */
export function PortfolioOrderCard() {
  const { data } = usePortfolioOrder();
  const save = useSetPortfolioOrder();
  if (!data || data.items.length === 0) return null;
  const ids = data.items.map((item) => item.id);
  const send = (body: { order: PortfolioOrderKind; ids?: string[] }) =>
    save.mutate(body, {
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Not saved', message: err.message }),
    });
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    send({ order: 'artist', ids: next });
  };
  return (
    <Card withBorder component="section" aria-labelledby="portfolio-order-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="portfolio-order-heading">
          Order on my page
        </Title>
        <SegmentedControl
          aria-label="Order of my portfolio"
          data={ORDERS}
          value={data.order}
          disabled={save.isPending}
          onChange={(value) => send({ order: value as PortfolioOrderKind })}
        />
        {data.order === 'artist' && (
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((item, i) => {
              const name = item.title ?? item.caption ?? `Piece ${i + 1}`;
              return (
                <Group key={item.id} component="li" gap="xs" wrap="nowrap">
                  <Image src={item.thumbnailUrl} alt="" w={40} h={40} radius="sm" fit="cover" />
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {name}
                  </Text>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0 || save.isPending}
                    onClick={() => move(i, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${name} down`}
                    disabled={i === ids.length - 1 || save.isPending}
                    onClick={() => move(i, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
