import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, waitFor, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { EMAIL_EXISTS_LONG } from '../messages';
import { LoginScreen } from './login-screen';

/** Switches to create-account, as a person would: click, then wait for its fields. */
async function switchToSignUp() {
  await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await screen.findByLabelText('Display Name');
}

describe('LoginScreen', () => {
  it('asks for e-mail and password before signing in', async () => {
    const requests = stubApi({});
    render(<LoginScreen />, { route: '/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows and hides the password from the keyboard', async () => {
    stubApi({});
    render(<LoginScreen />, { route: '/login' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(password);
    await userEvent.keyboard('tattoo-123');
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Toggle password visibility' });
    expect(toggle).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
  });

  it('toggles between sign-in and create-account', async () => {
    render(<LoginScreen />, { route: '/login' });
    expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();

    await switchToSignUp();

    expect(screen.getByLabelText('Display Name')).toBeInTheDocument();
    // A pre-ticked box is not consent: both start unticked.
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /product news/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
  });

  it('rejects a short password and unaccepted terms on sign-up', async () => {
    const requests = stubApi({});
    render(<LoginScreen />, { route: '/login' });
    await switchToSignUp();

    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You must accept the Terms and Conditions to create an account'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("sends the e-mail's local part as display name when none is given", async () => {
    const requests = stubApi({
      'POST /api/auth/signup': () => ({
        user: makeUser({ email: 'ink.master@example.com' }),
        sessionToken: 't',
      }),
    });
    render(<LoginScreen />, { route: '/login' });
    await switchToSignUp();

    await userEvent.type(screen.getByLabelText('Email'), 'ink.master@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(requests.some((r) => r.url.endsWith('/api/auth/signup'))).toBe(true),
    );
    const signup = requests.find((r) => r.url.endsWith('/api/auth/signup'));
    expect(signup?.method).toBe('POST');
    expect(signup?.body).toEqual({
      email: 'ink.master@example.com',
      password: 'secret123',
      displayName: 'ink.master',
      termsAccepted: true,
      emailMarketingConsent: false,
    });
  });

  it('explains a duplicate e-mail and opens the reset dialog prefilled', async () => {
    stubApi({
      'POST /api/auth/signup': () =>
        fail(409, 'EMAIL_EXISTS', 'An account with this email already exists.'),
    });
    render(<LoginScreen />, { route: '/login' });
    await switchToSignUp();

    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(EMAIL_EXISTS_LONG)).toBeInTheDocument();
    expect(screen.getByText('Signup Failed')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('taken@example.com');
  });

  it('shows the server message when sign-up fails otherwise', async () => {
    stubApi({
      'POST /api/auth/signup': () =>
        fail(400, 'EMAIL_INVALID', 'Please enter a valid email address.'),
    });
    render(<LoginScreen />, { route: '/login' });
    await switchToSignUp();
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an e-mail in the forgot-password dialog', async () => {
    const requests = stubApi({});
    render(<LoginScreen />, { route: '/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Enter your email to reset your password')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('reports a failed reset request with the server message', async () => {
    stubApi({
      'POST /api/auth/forgot-password': () =>
        fail(502, 'RESET_EMAIL_FAILED', 'Failed to send password reset email'),
    });
    render(<LoginScreen />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Password Reset Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send password reset email')).toBeInTheDocument();
  });

  it('remembers a plan chosen before signing in and says so', async () => {
    render(<LoginScreen />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'View plans and pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Plan' });
    expect(within(dialog).getByText('€19.99')).toBeInTheDocument();
    expect(within(dialog).getByText('1200 credits per month')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));

    expect(await screen.findByText('Pro plan selected')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('selectedPlan') ?? '{}')).toEqual({
      planCode: 'pro',
      billing: 'monthly',
    });
  });
});
