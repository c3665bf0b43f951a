import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '@inkforge/domain';
import { greetingFor, greetingName } from '../greeting';

interface Props {
  user: User;
  now?: Date;
}

/** The dashboard's greeting and credits; stat cards and quick actions arrive with their features. */
export function DashboardOverview({ user, now = new Date() }: Props) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {greetingFor(now.getHours())}, {greetingName(user)}
          </Title>
          <Text c="dimmed">Professional Tattoo Design Studio</Text>
        </Stack>
        <Badge color="teal" variant="dot" size="lg">
          Online
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed">
            Credits Remaining
          </Text>
          <Text fw={700} fz={32} aria-label="Credits Remaining">
            {user.creditsRemaining}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
