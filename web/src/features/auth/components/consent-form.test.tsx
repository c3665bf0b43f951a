import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { ConsentForm } from './consent-form';

const route = '/consent?email=jane%40example.com&name=Jane';

describe('ConsentForm', () => {
  it('starts with every box unticked and requires the terms', async () => {
    const requests = stubApi({});
    render(<ConsentForm />, { route });
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /product news/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('You must accept the Terms and Conditions to continue.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  // Mounted on /consent only: mounted everywhere, the form would render again at /dashboard
  // without its address and send the probe on to /app before the assertion could read it.
  it('saves the choices and goes to the dashboard', async () => {
    const requests = stubApi({ 'POST /api/user/consent': () => ({ user: makeUser() }) });
    render(<ConsentForm />, { route, path: '/consent' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /product news/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('/dashboard', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ termsAccepted: true, emailMarketingConsent: true });
  });

  it('keeps the boxes as the person left them on the sign-up form', async () => {
    const requests = stubApi({ 'POST /api/user/consent': () => ({ user: makeUser() }) });
    const signedUp = makeUser({
      requiresConsent: true,
      termsAccepted: true,
      emailMarketingConsent: false,
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(userQueryKey, signedUp);
    render(<ConsentForm />, { route, path: '/consent', queryClient });
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /product news/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('/dashboard', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ termsAccepted: true, emailMarketingConsent: false });
  });

  it('takes a plan chosen before sign-up to its checkout once consent is given, once', async () => {
    window.sessionStorage.setItem(
      'selectedPlan',
      JSON.stringify({ planCode: 'pro', billing: 'yearly' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const requests = stubApi({
      'POST /api/user/consent': () => ({ user: makeUser({ role: 'free', currentPlan: null }) }),
      'POST /api/checkout/multi-currency': () => ({
        url: 'https://checkout.example/cs_1',
        sessionId: 'cs_1',
      }),
    });
    render(<ConsentForm />, { route });
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(requests.find((r) => r.url.endsWith('/api/checkout/multi-currency'))?.body).toEqual({
      plan: 'pro',
      billing: 'yearly',
    });
    expect(window.sessionStorage.getItem('selectedPlan')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('sends a paid user with a stored plan to /update-plan, and a failed checkout to /subscribe', async () => {
    window.sessionStorage.setItem(
      'selectedPlan',
      JSON.stringify({ planCode: 'pro', billing: 'yearly' }),
    );
    stubApi({ 'POST /api/user/consent': () => ({ user: makeUser() }) });
    // Mounted on /consent only, as in the app: leaving unmounts the form (mounted everywhere, it
    // would see no e-mail on /update-plan and move on to /app).
    const { unmount } = render(<ConsentForm />, { route, path: '/consent' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('/update-plan')).toBeInTheDocument();
    unmount();

    window.sessionStorage.setItem(
      'selectedPlan',
      JSON.stringify({ planCode: 'pro', billing: 'yearly' }),
    );
    stubApi({
      'POST /api/user/consent': () => ({ user: makeUser({ role: 'free', currentPlan: null }) }),
      'POST /api/checkout/multi-currency': () =>
        fail(502, 'CHECKOUT_FAILED', 'Unable to process payment.'),
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ConsentForm />, { route, path: '/consent' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('/subscribe?plan=pro&billing=yearly')).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith('Post-login checkout failed', expect.anything());
    warned.mockRestore();
  });

  it('tells the user when saving fails', async () => {
    stubApi({ 'POST /api/user/consent': () => fail(500, 'INTERNAL', 'boom') });
    render(<ConsentForm />, { route });
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to save consent preferences')).toBeInTheDocument();
  });

  it('reads the e-mail from session storage, and leaves without one', async () => {
    window.sessionStorage.setItem('consentEmail', 'stored@example.com');
    const { unmount } = render(<ConsentForm />, { route: '/consent' });
    expect(screen.getByText('Welcome, stored@example.com!')).toBeInTheDocument();
    unmount();
    window.sessionStorage.clear();
    render(<ConsentForm />, { route: '/consent' });
    expect(screen.getByTestId('location')).toHaveTextContent('/app');
  });
});
