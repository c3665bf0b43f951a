import { Button, Modal, Stack, Text } from '@mantine/core';
import type { DiscountPromptState } from './use-discount-prompt';

/** The 'Got a Discount Code?' dialog; its state is useDiscountPrompt's. */
export function DiscountPrompt({ prompt }: { prompt: DiscountPromptState }) {
  return (
    <Modal opened={prompt.opened} onClose={prompt.dismiss} title="Got a Discount Code?" centered>
      <Stack>
        <Text>If you have a promotional code, you can redeem it now to get free credits!</Text>
        <Button onClick={prompt.redeem}>Yes, I have a discount code</Button>
        <Button variant="default" onClick={prompt.dismiss}>
          No, continue without code
        </Button>
      </Stack>
    </Modal>
  );
}
