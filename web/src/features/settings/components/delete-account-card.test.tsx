import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { DeleteAccountCard } from './delete-account-card';

describe('DeleteAccountCard', () => {
  it('asks for DELETE before deleting, and gives focus back when cancelled', async () => {
    render(<DeleteAccountCard onDeleted={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Delete permanently' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    expect(confirm).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
