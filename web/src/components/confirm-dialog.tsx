import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The safe way out, in the dialog's own words ("Keep Subscription"). */
  cancelLabel?: string;
  loading?: boolean;
  /** Held until the dialog's own input allows it (a typed word, a choice). */
  confirmDisabled?: boolean;
  /** What the action needs besides the question (a field, a choice, an error), under it. */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** The app's one confirmation: a destructive action asks first; Cancel is the safe default. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  loading = false,
  confirmDisabled = false,
  children,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" loading={loading} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
