import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface Props {
  /** The balance from the user query, the one every screen reads (it follows a spend at once). */
  credits: number;
  plan: string;
}

/** Credits and plan in one line: they matter before an AI tool, not between two sessions. */
export function AccountLine({ credits, plan }: Props) {
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" data-testid="account-line">
      <Text size="sm">
        <b aria-label="Credits Remaining">{credits}</b> credits · {plan}
      </Text>
      <Anchor component={Link} to={paths.pricing} size="sm" className="touch-target">
        Plans and credits
      </Anchor>
    </Group>
  );
}
