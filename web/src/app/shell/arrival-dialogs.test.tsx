import { Button } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { DiscountPrompt, SubscriptionRequiredDialog } from './arrival-dialogs';

/** A page whose button the user is on when a dialog arrives by itself. */
function Page({ dialog }: { dialog: (arrived: boolean) => ReactNode }) {
  const [arrived, setArrived] = useState(false);
  return (
    <>
      <Button onClick={() => setArrived(true)}>Keep working</Button>
      {dialog(arrived)}
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('arrival dialogs', () => {
  it('gives focus back to where the user was when "Subscription Required" closes', async () => {
    const user = makeUser({ role: 'free', subscriptionStatus: 'inactive', creditsRemaining: 0 });
    render(
      <Page
        dialog={(arrived) => arrived && <SubscriptionRequiredDialog user={user} held={false} />}
      />,
      { route: paths.aiGenerator },
    );
    const working = screen.getByRole('button', { name: 'Keep working' });
    await userEvent.click(working);
    expect(await screen.findByRole('dialog', { name: 'Subscription Required' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Explore App' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(working).toHaveFocus();
  });

  it('gives focus back to where the user was when "Got a Discount Code?" closes', async () => {
    function Prompt({ opened }: { opened: boolean }) {
      const [dismissed, setDismissed] = useState(false);
      const dismiss = () => setDismissed(true);
      const prompt = {
        pending: !dismissed,
        opened: opened && !dismissed,
        dismiss,
        redeem: dismiss,
      };
      return <DiscountPrompt prompt={prompt} />;
    }
    render(<Page dialog={(arrived) => arrived && <Prompt opened />} />);
    const working = screen.getByRole('button', { name: 'Keep working' });
    await userEvent.click(working);
    expect(await screen.findByRole('dialog', { name: 'Got a Discount Code?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'No, continue without code' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(working).toHaveFocus();
  });
});
