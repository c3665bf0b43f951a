import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PHOTO_CONSENT_TEXT } from '../api/photo-consent';

interface Props {
  opened: boolean;
  saving: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** Asked for every new photo; accepting records consent and reopens the picker. */
export function PhotoConsentDialog({ opened, saving, onAccept, onCancel }: Props) {
  const [checked, setChecked] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title="Photo responsibility" centered>
      <Stack>
        <Text size="sm">{PHOTO_CONSENT_TEXT}</Text>
        <Checkbox
          label="I accept responsibility for this photo"
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!checked} loading={saving} onClick={onAccept}>
            Accept and choose photo
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
