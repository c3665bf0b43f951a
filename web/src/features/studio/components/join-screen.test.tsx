import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { myStudio } from './studio-fixtures';
import { JoinScreen } from './join-screen';

afterEach(() => vi.unstubAllGlobals());

const preview = {
  studioName: 'Black Lotus',
  role: 'desk' as const,
  email: 'jane.doe@example.com',
  invitedBy: 'Pro Artist',
  expiresAt: '2026-12-14T09:00:00.000Z',
};

describe('JoinScreen', () => {
  it('signed out: says who invites whom, then asks to sign in first', async () => {
    stubApi({ 'GET /api/public/studio-invitations/:token': () => preview });
    const onSignIn = vi.fn();
    const user = userEvent.setup();
    render(<JoinScreen token="tok" me={null} onSignIn={onSignIn} />);
    expect(await screen.findByText(/Pro Artist invites you to join/)).toHaveTextContent(
      'Pro Artist invites you to join Black Lotus as front desk.',
    );
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(
      screen.getByRole('button', { name: 'Sign in or create an account to accept' }),
    );
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('signed in: accepts and lands in the studio', async () => {
    const requests = stubApi({
      'GET /api/public/studio-invitations/:token': () => preview,
      'POST /api/studio-invitations/:token/accept': () => myStudio({ role: 'desk' }),
    });
    const user = userEvent.setup();
    render(<JoinScreen token="tok" me={makeUser()} onSignIn={vi.fn()} />, { route: '/join/tok' });
    await user.click(await screen.findByRole('button', { name: 'Accept and join Black Lotus' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/studio'));
    expect(requests.find((r) => r.method === 'POST')?.url).toContain(
      '/api/studio-invitations/tok/accept',
    );
  });

  it('signed in as someone else: says so and does not offer Accept', async () => {
    stubApi({ 'GET /api/public/studio-invitations/:token': () => preview });
    render(
      <JoinScreen token="tok" me={makeUser({ email: 'other@example.com' })} onSignIn={vi.fn()} />,
    );
    expect(await screen.findByText(/You are signed in as other@example.com/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept and join Black Lotus' })).toBeDisabled();
  });

  it('a used, revoked or expired link says so in words', async () => {
    stubApi({
      'GET /api/public/studio-invitations/:token': () =>
        fail(
          404,
          'STUDIO_INVITATION_INVALID',
          'This invitation link was used, revoked or has expired.',
        ),
    });
    render(<JoinScreen token="tok" me={null} onSignIn={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/used, revoked or has expired/);
  });
});
