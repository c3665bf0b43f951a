import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardToday } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

/** This week's money in the studio's currency: taken, held as deposits, still owed. */
export function WeekMoneyCard({ day }: { day: DashboardToday }) {
  const f = useStudioFormat();
  const week = day.moneyThisWeek;
  const figures = [
    { label: 'Recorded', value: week.recorded },
    { label: 'Deposits held', value: week.depositsHeld },
    { label: 'Balance due', value: week.balanceDue },
  ];
  return (
    <Card withBorder component="section" aria-labelledby="money-heading">
      <Title order={2} size="h4" id="money-heading">
        Money this week
      </Title>
      <Text c="dimmed" size="sm" mb="xs">
        {f.day(week.weekStart)} – {f.day(week.weekEnd)}
      </Text>
      <SimpleGrid cols={3}>
        {figures.map((figure) => (
          <Stack key={figure.label} gap={0}>
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} aria-label={figure.label}>
              {f.moneyOf(figure.value)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
