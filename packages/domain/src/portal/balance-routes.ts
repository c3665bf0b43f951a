import { answer, route } from '../api/route';

/** Per address, like the other private-link pages: guessing tokens costs the guesser. */
const publicForm = { rule: 'publicForm', per: 'address' } as const;

/**
 * POST …/balance-checkout: 201, the Checkout on the artist's account for exactly what is due
 * now (the project's price minus everything recorded), in the artist's currency.
 */
export interface ApiBalanceCheckout {
  url: string;
  amountCents: number;
  currency: string;
}

/**
 * Issue 49: "Pay the balance" on the client's page (no sign-in: the portal token is the key).
 * The payment is recorded only when Stripe's signed event says it was paid.
 */
export const balanceRoutes = {
  balanceCheckout: route({
    method: 'POST',
    path: '/api/public/portal/:token/appointments/:id/balance-checkout',
    access: 'public',
    limit: publicForm,
    status: 201,
    answer: answer<ApiBalanceCheckout>(),
  }),
};
