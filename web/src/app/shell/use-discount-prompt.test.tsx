import { Modal } from '@mantine/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { DISCOUNT_PROMPT_DELAY_MS } from './discount-prompt-rule';
import { useDiscountPrompt, type DiscountPromptState } from './use-discount-prompt';

const brandNew = makeUser({
  createdAt: new Date().toISOString(),
  role: 'free',
  creditsRemaining: 0,
  currentPlan: null,
  subscriptionStatus: 'inactive',
});

let seen: DiscountPromptState | null = null;
let closeDialog = () => {};

function Screen() {
  seen = useDiscountPrompt(brandNew);
  const [open, setOpen] = useState(true);
  closeDialog = () => setOpen(false);
  return (
    <Modal opened={open} onClose={() => undefined} title="Accept request">
      working
    </Modal>
  );
}

afterEach(() => {
  vi.useRealTimers();
  seen = null;
});

describe('"Got a Discount Code?" never lands on work', () => {
  it('waits while a dialog is open, then offers itself once the screen is free', async () => {
    vi.useFakeTimers();
    render(<Screen />);
    await act(async () => vi.advanceTimersByTimeAsync(DISCOUNT_PROMPT_DELAY_MS + 5000));
    expect(seen?.opened).toBe(false);
    act(() => closeDialog());
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(seen?.opened).toBe(true);
  });
});
