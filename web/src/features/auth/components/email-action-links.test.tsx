import type { Auth } from 'firebase/auth';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ResetPasswordScreen } from './reset-password-screen';

// The Firebase Auth SDK is the boundary here: the e-mail links' codes are Firebase's own.
const sdk = vi.hoisted(() => ({ checkActionCode: vi.fn(), applyActionCode: vi.fn() }));
vi.mock('firebase/auth', () => sdk);
vi.mock(import('@/lib/firebase'), async (original) => ({
  ...(await original()),
  loadFirebaseAuth: async () => ({ languageCode: null }) as unknown as Auth,
}));

function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/** The query string Firebase appends to the customised action URL. */
function link(mode: string, extra = '') {
  return `/reset-password?mode=${mode}&oobCode=code-1&apiKey=key&lang=en${extra}`;
}

beforeEach(() => {
  sdk.checkActionCode.mockReset();
  sdk.applyActionCode.mockReset().mockResolvedValue(undefined);
});

describe('the e-mail action page', () => {
  it('verifies an e-mail address after the artist confirms, then continues', async () => {
    const requests = stubApi({});
    sdk.checkActionCode.mockResolvedValue({
      operation: 'VERIFY_EMAIL',
      data: { email: 'jane@example.com' },
    });
    const continueUrl = encodeURIComponent(`${window.location.origin}/settings?tab=security`);
    render(<ResetPasswordScreen />, { route: link('verifyEmail', `&continueUrl=${continueUrl}`) });

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/jane@example\.com/)).toBeInTheDocument();
    expect(sdk.applyActionCode).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(sdk.applyActionCode).toHaveBeenCalledWith(expect.anything(), 'code-1');
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings?tab=security');
  });

  it('restores an e-mail address and offers a password reset for it', async () => {
    const requests = stubApi({
      'POST /api/auth/forgot-password': () => ({
        message: 'If an account exists, a reset link is on its way.',
      }),
    });
    sdk.checkActionCode.mockResolvedValue({
      operation: 'RECOVER_EMAIL',
      data: { email: 'jane@example.com', previousEmail: 'someone@example.com' },
    });
    render(<ResetPasswordScreen />, { route: link('recoverEmail') });

    expect(
      await screen.findByRole('heading', { name: 'Restore Your Email Address' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/someone@example\.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Email' }));

    expect(
      await screen.findByRole('heading', { name: 'Email Address Restored' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/jane@example\.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ email: 'jane@example.com' }]);
  });

  it('changes the sign-in e-mail address after the artist confirms the new one', async () => {
    stubApi({});
    sdk.checkActionCode.mockResolvedValue({
      operation: 'VERIFY_AND_CHANGE_EMAIL',
      data: { email: 'new@example.com', previousEmail: 'jane@example.com' },
    });
    render(<ResetPasswordScreen />, { route: link('verifyAndChangeEmail') });

    expect(
      await screen.findByRole('heading', { name: 'Confirm Your New Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/new@example\.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));

    expect(
      await screen.findByRole('heading', { name: 'Email Address Changed' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says in words when a link has expired', async () => {
    stubApi({});
    sdk.checkActionCode.mockRejectedValue(firebaseError('auth/expired-action-code'));
    render(<ResetPasswordScreen />, { route: link('verifyEmail') });

    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    expect(screen.getByText(/This link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('says in words when a link was already used', async () => {
    stubApi({});
    sdk.checkActionCode.mockResolvedValue({
      operation: 'VERIFY_AND_CHANGE_EMAIL',
      data: { email: 'new@example.com', previousEmail: 'jane@example.com' },
    });
    sdk.applyActionCode.mockRejectedValue(firebaseError('auth/invalid-action-code'));
    render(<ResetPasswordScreen />, { route: link('verifyAndChangeEmail') });

    await userEvent.click(await screen.findByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('heading', { name: 'Link Not Valid' })).toBeInTheDocument();
    expect(screen.getByText(/invalid or has already been used/)).toBeInTheDocument();
  });

  it('calls a link without its code incomplete', async () => {
    stubApi({});
    render(<ResetPasswordScreen />, { route: '/reset-password?mode=recoverEmail' });

    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(sdk.checkActionCode).not.toHaveBeenCalled();
  });

  it('names a link of a kind this app does not handle', async () => {
    const requests = stubApi({});
    render(<ResetPasswordScreen />, { route: link('signIn') });

    expect(await screen.findByRole('heading', { name: 'Unsupported Link' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(sdk.checkActionCode).not.toHaveBeenCalled();
  });

  it('resets a password from a Firebase link and continues where the link says', async () => {
    const requests = stubApi({
      'POST /api/auth/validate-reset-token': () => ({ valid: true, email: 'jane@example.com' }),
      'POST /api/auth/reset-password': () => ({ message: 'Done.' }),
    });
    const continueUrl = encodeURIComponent(`${window.location.origin}/login?from=reset`);
    render(<ResetPasswordScreen />, {
      route: link('resetPassword', `&continueUrl=${continueUrl}`),
    });

    await userEvent.type(await screen.findByLabelText('New Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([
      { token: 'code-1', email: '' },
      { token: 'code-1', email: 'jane@example.com', newPassword: 'secret123' },
    ]);
    await screen.findByText('/login?from=reset', {}, { timeout: 8000 });
    expect(sdk.checkActionCode).not.toHaveBeenCalled();
  });

  it('never continues to another site', async () => {
    stubApi({});
    sdk.checkActionCode.mockResolvedValue({
      operation: 'VERIFY_EMAIL',
      data: { email: 'jane@example.com' },
    });
    const continueUrl = encodeURIComponent('https://evil.example/phish');
    render(<ResetPasswordScreen />, { route: link('verifyEmail', `&continueUrl=${continueUrl}`) });

    await userEvent.click(await screen.findByRole('button', { name: 'Verify Email' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
