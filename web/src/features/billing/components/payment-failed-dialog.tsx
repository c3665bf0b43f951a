import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose: () => void;
  onManageBilling: () => void;
  loading?: boolean;
}

/** A failed plan payment offers the billing portal to fix the card. */
export function PaymentFailedDialog({ opened, onClose, onManageBilling, loading }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Payment Failed" centered>
      <Text mb="md">
        We could not charge your card for this change. Update your payment method in billing, then
        try again.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onManageBilling} loading={loading}>
          Manage Billing
        </Button>
      </Group>
    </Modal>
  );
}
