import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ResetPasswordScreen } from './reset-password-screen';

const link = '/reset-password?token=abc123&email=jane%40example.com';

function validToken() {
  return stubApi({
    'POST /api/auth/validate-reset-token': () => ({ valid: true, email: 'jane@example.com' }),
  });
}

describe('ResetPasswordScreen', () => {
  it('calls a link without a token invalid', async () => {
    stubApi({});
    render(<ResetPasswordScreen />, { route: '/reset-password?email=jane%40example.com' });
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or incomplete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('shows the server reason for a rejected token', async () => {
    stubApi({
      'POST /api/auth/validate-reset-token': () =>
        fail(400, 'RESET_TOKEN_INVALID', 'This link was already used.'),
    });
    render(<ResetPasswordScreen />, { route: link });
    expect(await screen.findByText('Invalid or Expired Token')).toBeInTheDocument();
    expect(screen.getByText('This link was already used.')).toBeInTheDocument();
  });

  it('shows the form with the e-mail read-only for a valid token', async () => {
    const requests = validToken();
    render(<ResetPasswordScreen />, { route: link });
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(requests[0]?.body).toEqual({ token: 'abc123', email: 'jane@example.com' });
  });

  it('accepts the Firebase oobCode parameter as the token', async () => {
    const requests = validToken();
    render(<ResetPasswordScreen />, { route: '/reset-password?oobCode=fb-code' });
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ token: 'fb-code', email: '' });
  });

  it('refuses a short password and a mismatched confirmation', async () => {
    const requests = validToken();
    render(<ResetPasswordScreen />, { route: link });
    await userEvent.type(await screen.findByLabelText('New Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Too Short')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New Password'), '4567');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords Don't Match")).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/api/auth/reset-password'))).toHaveLength(0);
  });

  it('reports a failed reset with the server message', async () => {
    stubApi({
      // The server names the address a good code is for.
      'POST /api/auth/validate-reset-token': () => ({ valid: true, email: 'jane@example.com' }),
      'POST /api/auth/reset-password': () =>
        fail(400, 'RESET_TOKEN_INVALID', 'This password reset link is invalid or has expired.'),
    });
    render(<ResetPasswordScreen />, { route: link });
    await userEvent.type(await screen.findByLabelText('New Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  });

  it('confirms the reset and returns to login after 2 seconds', async () => {
    stubApi({
      'POST /api/auth/validate-reset-token': () => ({ valid: true, email: 'jane@example.com' }),
      'POST /api/auth/reset-password': () => ({ message: 'Password updated.' }),
    });
    render(<ResetPasswordScreen />, { route: link });
    await userEvent.type(await screen.findByLabelText('New Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    await screen.findByText('/login', {}, { timeout: 8000 });
  });
});
