import { formatMoney, type BillingHistory as History } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { BillingHistory } from './billing-history';

const answer = (body: History | ReturnType<typeof fail>) =>
  stubApi({ 'GET /api/billing/history': () => body });

const yen = formatMoney(3000, 'JPY');

const history: History = {
  nextCharge: {
    amountMinor: 3000,
    currency: 'JPY',
    amountFormatted: yen,
    date: '2026-12-23T10:00:00.000Z',
  },
  invoices: [
    {
      id: 'in_2',
      date: '2026-11-23T10:00:00.000Z',
      amountMinor: 3000,
      currency: 'JPY',
      amountFormatted: yen,
      status: 'paid',
      refunded: false,
      hostedUrl: 'https://invoice.example/in_2',
      pdfUrl: 'https://invoice.example/in_2/pdf',
    },
    {
      id: 'in_1',
      date: '2026-10-23T10:00:00.000Z',
      amountMinor: 3000,
      currency: 'JPY',
      amountFormatted: yen,
      status: 'paid',
      refunded: true,
      hostedUrl: 'https://invoice.example/in_1',
      pdfUrl: null,
    },
  ],
  paymentMethod: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2029 },
};

describe('BillingHistory', () => {
  it('shows the next charge, the card and each invoice with its links, in yen without decimals', async () => {
    answer(history);
    render(<BillingHistory user={makeUser()} />);
    expect(await screen.findByTestId('next-charge')).toHaveTextContent(
      `Next charge: ${yen} on 23 Dec 2026`,
    );
    expect(yen).not.toMatch(/\./);
    expect(screen.getByTestId('payment-method')).toHaveTextContent(
      'Card: Visa ending in 4242, expires 03/2029',
    );
    const rows = within(screen.getByTestId('invoices')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(`23 Nov 2026${yen}Paid`);
    expect(
      within(rows[0]!).getByRole('link', { name: /View invoice of 23 Nov 2026/ }),
    ).toHaveAttribute('href', 'https://invoice.example/in_2');
    expect(within(rows[0]!).getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      'https://invoice.example/in_2/pdf',
    );
    // A refunded duplicate says so, whatever the provider's invoice status.
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(within(rows[1]!).queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('tells a never-subscribed user what will appear, not an error', async () => {
    answer({ nextCharge: null, invoices: [], paymentMethod: null });
    render(<BillingHistory user={makeUser({ role: 'free', currentPlan: null })} />);
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('next-charge')).toBeNull();
  });

  it('says no further charge once cancelled, and keeps the invoices', async () => {
    answer({ ...history, nextCharge: null });
    render(<BillingHistory user={makeUser({ subscriptionStatus: 'canceled' })} />);
    expect(await screen.findByTestId('next-charge')).toHaveTextContent(
      'No further charges are scheduled.',
    );
    expect(within(screen.getByTestId('invoices')).getAllByRole('row')).toHaveLength(3);
  });

  it('offers a retry when the provider cannot be reached', async () => {
    answer(fail(502, 'BILLING_HISTORY_FAILED', 'x'));
    render(<BillingHistory user={makeUser()} />);
    expect(
      await screen.findByText('Your invoices could not be loaded.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
