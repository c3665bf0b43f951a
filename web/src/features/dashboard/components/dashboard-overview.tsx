import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { User } from '@inkforge/domain';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { greetingFor, greetingName } from '../greeting';
import { AiModelAlert } from './ai-model-alert';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';
import { TodayAppointments } from './today-appointments';

interface Props {
  user: User;
  now?: Date;
  /** What other areas add under today's appointments (the texts count), composed by the route. */
  extra?: ReactNode;
}

/** The dashboard: greeting, 'Online', today (issue 16), four stat cards, quick actions. */
export function DashboardOverview({ user, now = new Date(), extra }: Props) {
  const stats = useDashboardStats();
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
      <AiModelAlert isAdmin={user.role === 'admin'} />
      <TodayAppointments timeZone={user.timezone} now={now} />
      {extra}
      <StatCards stats={stats.data} creditsRemaining={user.creditsRemaining} />
      <QuickActions />
    </Stack>
  );
}
