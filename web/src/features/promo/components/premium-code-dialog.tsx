import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A premium code needs a subscription: 'Upgrade to Premium' or 'Maybe Later'. */
export function PremiumCodeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Premium Code" centered>
      <Text mb="lg">
        This promo code is only available to subscribers. Subscribe to a plan to redeem it and get
        your free credits.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Maybe Later
        </Button>
        <Button component={Link} to={paths.subscribe} onClick={onClose}>
          Upgrade to Premium
        </Button>
      </Group>
    </Modal>
  );
}
