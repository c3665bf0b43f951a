import userEvent from '@testing-library/user-event';
import type { PlanChangeQuote, PlanCode } from '@inkforge/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test-utils/render';
import { PlanChangeConfirm } from './plan-change-confirm';

const quote: PlanChangeQuote = {
  kind: 'upgrade',
  label: 'Upgrade',
  effective: 'now',
  currency: 'EUR',
  amountDueNowMinor: 1950,
  amountDueNowFormatted: '€19.50',
  renewalAmountMinor: 3999,
  renewalAmountFormatted: '€39.99',
  renewalInterval: 'monthly',
  renewalDate: '2026-12-23T10:00:00.000Z',
  prorationDate: 1795000000,
};

/** The screen's part: the choice and its quote, both cleared when the dialog closes. */
function Screen() {
  const [target, setTarget] = useState<{ planCode: PlanCode } | null>({ planCode: 'pro' });
  const [shown, setShown] = useState<PlanChangeQuote | null>(quote);
  return (
    <PlanChangeConfirm
      target={target}
      quote={shown}
      confirming={false}
      onConfirm={() => undefined}
      onClose={() => {
        setTarget(null);
        setShown(null);
      }}
    />
  );
}

describe('PlanChangeConfirm', () => {
  it('keeps its title and price while it closes, never "Change to" with no plan', async () => {
    render(<Screen />);
    const open = await screen.findByRole('dialog', { name: 'Upgrade: Pro (monthly)' });
    await userEvent.click(within(open).getByRole('button', { name: 'Keep current plan' }));
    expect(screen.queryByText(/^Change to\s*$/)).toBeNull();
    expect(screen.queryByText('Working out the price…')).toBeNull();
  });
});
