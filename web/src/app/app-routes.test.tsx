import { afterEach, describe, expect, it } from 'vitest';
import { saveSessionBackup } from '@/features/auth/session-backup';
import { stubApi } from '@/test-utils/fetch-stub';
import { userQueryKey } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { AppRoutes } from './app-routes';

function withUser(user: ReturnType<typeof makeUser> | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  return queryClient;
}

afterEach(() => localStorage.clear());

describe('AppRoutes', () => {
  it('shows 404 for an unknown signed-in path', async () => {
    render(<AppRoutes />, { route: '/no-such-page', queryClient: withUser(makeUser()) });
    expect(
      await screen.findByText('404 Page Not Found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the login screen for an unknown signed-out path', async () => {
    render(<AppRoutes />, { route: '/no-such-page', queryClient: withUser(null) });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('greets a signed-in user on the dashboard', async () => {
    render(<AppRoutes />, {
      route: '/dashboard',
      queryClient: withUser(makeUser({ displayName: 'Jane Doe' })),
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: /^Good (morning|afternoon|evening), Jane Doe$/ },
        // The screen's chunk loads inside the already drawn shell.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Active subscription')).toBeInTheDocument();
  });

  it('sends a user who still owes consent to /consent', async () => {
    const user = makeUser({
      requiresConsent: true,
      displayName: 'Jane',
      email: 'jane@example.com',
    });
    render(<AppRoutes />, { route: '/dashboard', queryClient: withUser(user) });
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Jane!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/consent?email=jane%40example.com&name=Jane',
    );
  });

  it('paints the header and sidebar with the last known session before the session is back', () => {
    // Last signed in two hours ago; the server has not answered yet (the session never does).
    saveSessionBackup(
      makeUser({ displayName: 'Jane Doe', creditsRemaining: 42 }),
      Date.now() - 2 * 3600_000,
    );
    stubApi({ 'GET /api/auth/me': () => new Promise(() => {}) });
    render(<AppRoutes />, { route: '/calendar' });
    // The very first render, before any chunk or answer has arrived.
    expect(screen.getByRole('banner')).toHaveTextContent('Jane');
    expect(screen.getByRole('banner')).toHaveTextContent('42');
    expect(screen.getByLabelText('Sidebar')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('serves the terms page signed out', async () => {
    render(<AppRoutes />, { route: '/terms-of-service', queryClient: withUser(null) });
    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Effective date: July 1, 2025')).toBeInTheDocument();
  });
});
