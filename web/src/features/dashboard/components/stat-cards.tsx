import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCoins, IconPhoto, IconSparkles, IconUsers, type Icon } from '@tabler/icons-react';
import type { DashboardStats } from '@inkforge/domain';

// A line of text's height, held while the value loads.
const LINE = '\u00a0';

interface Props {
  stats: DashboardStats | undefined;
  /**
   * The balance from the user query, the one source every screen reads: the stats' own copy
   * would lag behind the header after a spend or an upgrade.
   */
  creditsRemaining: number;
}

interface Stat {
  label: string;
  value: number | undefined;
  icon: Icon;
}

/** Credits Remaining, Registered Clients, Generations Made, Gallery Images. */
export function StatCards({ stats, creditsRemaining }: Props) {
  const cards: Stat[] = [
    {
      label: 'Credits Remaining',
      value: creditsRemaining,
      icon: IconCoins,
    },
    { label: 'Registered Clients', value: stats?.registeredClients, icon: IconUsers },
    { label: 'Generations Made', value: stats?.generationsMade, icon: IconSparkles },
    { label: 'Gallery Images', value: stats?.galleryImages, icon: IconPhoto },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map(({ label, value, icon: StatIcon }) => (
        <Card key={label} withBorder radius="md" padding="lg">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <StatIcon size={18} />
            </ThemeIcon>
          </Group>
          {value === undefined ? (
            // The number's own height, so nothing below moves when it arrives.
            <Skeleton w={64}>
              <Text fw={700} fz={32} aria-hidden>
                {LINE}
              </Text>
            </Skeleton>
          ) : (
            <Text fw={700} fz={32} aria-label={label}>
              {value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
