import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { StudioFormatCard } from './studio-format-card';

describe('StudioFormatCard', () => {
  it('shows how amounts and dates will read, and saves the currency and locale', async () => {
    const requests = stubApi({
      'PUT /api/profile/formats': () => ({ currency: 'GBP', locale: 'en-US' }),
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<StudioFormatCard user={makeUser()} onSaved={onSaved} />);
    expect(screen.getByTestId('format-sample')).toHaveTextContent(
      'Reads as: €1,234.50 · 5 Dec 2026, 13:00',
    );
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /GBP/ }));
    await user.click(screen.getByRole('combobox', { name: 'Number and date format' }));
    await user.click(await screen.findByRole('option', { name: 'English (US)' }));
    expect(screen.getByTestId('format-sample')).toHaveTextContent(
      'Reads as: £1,234.50 · Dec 5, 2026, 1:00 PM',
    );
    await user.click(screen.getByRole('button', { name: 'Save formats' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      currency: 'GBP',
      locale: 'en-US',
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ currency: 'GBP', locale: 'en-US' });
  }, 20_000);
});
