import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { planLabel, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';

const STATUS_LABEL: Record<User['subscriptionStatus'], string> = {
  active: 'Active',
  inactive: 'No subscription',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  past_due: 'Payment Failed',
  trial: 'Trial',
};

/** Read-only Subscription tab: plan, credits, renewal; changes happen on the plan pages. */
export function PlanSummaryCard({ user }: { user: User }) {
  const renews = user.subscriptionRenewsAt ? new Date(user.subscriptionRenewsAt) : null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Subscription
        </Title>
        <Badge color={user.subscriptionStatus === 'active' ? 'teal' : 'gray'}>
          {STATUS_LABEL[user.subscriptionStatus]}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text>
          Plan: <b>{planLabel(user)}</b>
        </Text>
        <Text>
          Credits: <b aria-label="Plan credits">{user.creditsRemaining}</b>
        </Text>
        {renews && <Text>Renews on {renews.toLocaleDateString()}</Text>}
      </Stack>
      <Group mt="md">
        <Button component={Link} to={user.currentPlan ? paths.updatePlan : paths.subscribe}>
          {user.currentPlan ? 'Update Plan' : 'Subscribe Now'}
        </Button>
      </Group>
    </Card>
  );
}
