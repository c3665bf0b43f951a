import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { readItem, storageKeys, writeItem } from '@/lib/storage';
import { DISCOUNT_PROMPT_DELAY_MS, shouldOfferDiscountCode } from './discount-prompt-rule';

function readFlags() {
  return {
    cameFromCheckout: readItem('local', storageKeys.cameFromCheckout),
    seen: readItem('local', storageKeys.promoSeen),
    dismissed: readItem('local', storageKeys.promoDismissed),
  };
}

/** Spec accounts §2/§4: 'Got a Discount Code?' for brand-new accounts, once. */
export function DiscountPrompt({ user }: { user: User }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const eligible = shouldOfferDiscountCode(user, readFlags(), Date.now());

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => setOpened(true), DISCOUNT_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  const dismiss = () => {
    writeItem('local', storageKeys.promoDismissed, 'true');
    setOpened(false);
  };

  const redeem = () => {
    writeItem('local', storageKeys.promoSeen, 'true');
    setOpened(false);
    navigate(paths.promoCodes);
  };

  return (
    <Modal opened={opened} onClose={dismiss} title="Got a Discount Code?" centered>
      <Stack>
        <Text>If you have a promotional code, you can redeem it now to get free credits!</Text>
        <Button onClick={redeem}>Yes, I have a discount code</Button>
        <Button variant="default" onClick={dismiss}>
          No, continue without code
        </Button>
      </Stack>
    </Modal>
  );
}
