import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { readItem, storageKeys, writeItem } from '@/lib/storage';
import { DISCOUNT_PROMPT_DELAY_MS, shouldOfferDiscountCode } from './discount-prompt-rule';

/** How often a prompt held back by an open dialog looks again. */
const DIALOG_RETRY_MS = 1000;

function readFlags() {
  return {
    cameFromCheckout: readItem('local', storageKeys.cameFromCheckout),
    seen: readItem('local', storageKeys.promoSeen),
    dismissed: readItem('local', storageKeys.promoDismissed),
  };
}

export interface DiscountPromptState {
  /** The account qualifies and has not answered the prompt yet (it may still be waiting 2 s). */
  pending: boolean;
  opened: boolean;
  dismiss: () => void;
  redeem: () => void;
}

/** 'Got a Discount Code?' for brand-new accounts, once. */
export function useDiscountPrompt(user: User): DiscountPromptState {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const pending = shouldOfferDiscountCode(user, readFlags(), Date.now());

  useEffect(() => {
    if (!pending) return;
    // Never over work: while any dialog is open (the Accept dialog, Subscription Required) it
    // waits and asks again once the screen is free, so it cannot swallow a tap meant for it.
    let timer: ReturnType<typeof setTimeout>;
    const offer = () => {
      if (document.querySelector('[role="dialog"]')) timer = setTimeout(offer, DIALOG_RETRY_MS);
      else setOpened(true);
    };
    timer = setTimeout(offer, DISCOUNT_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const dismiss = () => {
    writeItem('local', storageKeys.promoDismissed, 'true');
    setOpened(false);
  };

  const redeem = () => {
    writeItem('local', storageKeys.promoSeen, 'true');
    setOpened(false);
    navigate(paths.promoCodes);
  };

  return { pending, opened, dismiss, redeem };
}
