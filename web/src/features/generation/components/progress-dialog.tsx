import { Loader, Modal, Stack, Text } from '@mantine/core';

/** Blocks the screen while a design is made; it cannot be dismissed. */
export function ProgressDialog({ opened, status }: { opened: boolean; status: string | null }) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Generating your design"
    >
      <Stack align="center" gap="sm" py="md">
        <Loader />
        <Text size="sm" ta="center">
          This usually takes 30-60 seconds. Please keep this page open.
        </Text>
        {status && (
          <Text size="xs" c="dimmed" data-testid="progress-status">
            Status: {status}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
