import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { needsSubscription } from './subscription-required';

/** 'Choose Your Plan' goes to /subscribe, 'Explore App' closes it. */
export function SubscriptionRequiredDialog({ user, held }: { user: User; held: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Closing is remembered for the page it happened on; the rule is asked again on the next page.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const opened = !held && dismissedOn !== pathname && needsSubscription(user, pathname);

  return (
    <Modal
      opened={opened}
      onClose={() => setDismissedOn(pathname)}
      title="Subscription Required"
      centered
    >
      <Text mb="lg">
        Choose a plan to get monthly credits and unlock AI design generation and the image tools.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDismissedOn(pathname)}>
          Explore App
        </Button>
        <Button
          onClick={() => {
            setDismissedOn(pathname);
            navigate(paths.subscribe);
          }}
        >
          Choose Your Plan
        </Button>
      </Group>
    </Modal>
  );
}
