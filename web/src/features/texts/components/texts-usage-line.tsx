import { Anchor, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ApiTextUsage } from '@inkforge/domain';
import { useTextUsage } from '../api/get-text-usage';

const SETTINGS_TEXTS = '/settings?tab=texts';

/** "Texts this month: 12 of 300", and what happens beyond the allowance once it is reached. */
function textsUsageWords(usage: ApiTextUsage): { line: string; beyond: string | null } {
  const line = `Texts this month: ${usage.used} of ${usage.allowance}`;
  if (usage.allowance === 0) return { line, beyond: 'Your plan includes no texts.' };
  if (usage.used < usage.allowance) return { line, beyond: null };
  return {
    line,
    beyond:
      usage.overAllowance === 'credits'
        ? 'Allowance reached: each further segment costs 1 credit.'
        : 'Allowance reached: texts are paused and clients get e-mail.',
  };
}

/** The dashboard's count of text segments against the plan's allowance (issue 44). */
export function TextsUsageLine() {
  const usage = useTextUsage();
  if (!usage.data) return null;
  const { line, beyond } = textsUsageWords(usage.data);
  return (
    <Card withBorder padding="sm" data-testid="texts-usage">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{line}</Text>
          {beyond && <Text size="sm">{beyond}</Text>}
        </div>
        <Anchor component={Link} to={SETTINGS_TEXTS} size="sm" className="touch-target">
          Text settings
        </Anchor>
      </Group>
    </Card>
  );
}
