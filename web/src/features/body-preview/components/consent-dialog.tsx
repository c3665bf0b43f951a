import { Button, Group, Modal, Text } from '@mantine/core';

export const PREVIEW_CONSENT_TEXT =
  'I confirm that I have the client’s permission to use this photo and I accept responsibility for it.';

/** Asked again whenever another body photo is chosen. */
export function ConsentDialog(props: {
  opened: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Photo responsibility">
      <Text size="sm">{PREVIEW_CONSENT_TEXT}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={props.onAccept}>I Accept Responsibility</Button>
      </Group>
    </Modal>
  );
}
