import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, PLAN_CODES, PLANS, type PlanCode } from '@inkforge/domain';

interface Props {
  opened: boolean;
  onClose: () => void;
  onChoose: (planCode: PlanCode) => void;
}

/** Basic, Pro and Premium with their monthly list prices; a choice leads to checkout. */
export function PlanChoiceDialog({ opened, onClose, onChoose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose a Plan" size="xl" centered>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PLAN_CODES.map((code) => {
          const plan = PLANS[code];
          return (
            <Card key={code} withBorder padding="lg" radius="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3}>{plan.name}</Title>
                  {plan.popular && <Badge>Most Popular</Badge>}
                </Group>
                <Text fw={700} size="xl">
                  {formatMoney(plan.monthlyPriceMinor, 'EUR')}
                  <Text span size="sm" c="dimmed">
                    {' '}
                    / month
                  </Text>
                </Text>
                <Text size="sm">{plan.monthlyCredits} credits per month</Text>
                <Button onClick={() => onChoose(code)} aria-label={`Choose ${plan.name}`}>
                  Choose {plan.name}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Modal>
  );
}
