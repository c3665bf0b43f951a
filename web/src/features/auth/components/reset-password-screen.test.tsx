import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ResetPasswordScreen } from './reset-password-screen';

const link = '/reset-password?token=abc123&email=jane%40example.com';

function validToken() {
  return stubFetch((request) =>
    request.url.endsWith('/api/auth/validate-reset-token')
      ? json(200, { valid: true, email: 'jane@example.com' })
      : undefined,
  );
}

describe('ResetPasswordScreen', () => {
  it('calls a link without a token invalid', async () => {
    stubFetch(() => undefined);
    render(<ResetPasswordScreen />, { route: '/reset-password?email=jane%40example.com' });
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or incomplete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('shows the server reason for a rejected token', async () => {
    stubFetch(() =>
      json(400, { error: 'RESET_TOKEN_INVALID', message: 'This link was already used.' }),
    );
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
    stubFetch((request) => {
      if (request.url.endsWith('/api/auth/validate-reset-token')) return json(200, { valid: true });
      if (request.url.endsWith('/api/auth/reset-password')) {
        return json(400, {
          error: 'RESET_TOKEN_INVALID',
          message: 'This password reset link is invalid or has expired.',
        });
      }
      return undefined;
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
    stubFetch((request) => {
      if (request.url.endsWith('/api/auth/validate-reset-token')) return json(200, { valid: true });
      if (request.url.endsWith('/api/auth/reset-password'))
        return json(200, { message: 'Password updated.' });
      return undefined;
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
