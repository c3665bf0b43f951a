import { Anchor, Card, List, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardToday } from '@inkforge/domain';
import { STATUS_TONES } from '@/app/theme/status-tones';

/** The first day's steps, each ticked once done; gone when every one is. */
export function SetUpCard({ setUp }: { setUp: DashboardToday['setUp'] }) {
  const done = setUp.steps.filter((s) => s.done).length;
  return (
    <Card withBorder component="section" aria-labelledby="set-up-heading">
      <Title order={2} size="h4" id="set-up-heading">
        Set up your studio
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {done} of {setUp.steps.length} done
      </Text>
      <List spacing="xs" center>
        {setUp.steps.map((step) => (
          <List.Item
            key={step.key}
            data-testid="set-up-step"
            data-done={step.done}
            icon={
              <ThemeIcon
                color={STATUS_TONES[step.done ? 'success' : 'neutral']}
                variant="light"
                radius="xl"
                size={24}
              >
                {step.done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
            }
          >
            {step.done ? (
              <Text td="line-through" c="dimmed">
                {step.label} <VisuallyHidden>(done)</VisuallyHidden>
              </Text>
            ) : (
              <Anchor component={Link} to={step.link} className="touch-target">
                {step.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
