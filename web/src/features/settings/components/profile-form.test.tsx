import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { ProfileForm } from './profile-form';

describe('ProfileForm', () => {
  it('shows the spec message and sends nothing for an invalid username', async () => {
    const requests = stubApi({});
    render(<ProfileForm user={makeUser()} onSaved={() => undefined} />);
    const username = screen.getByRole('textbox', { name: /Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Username must be at least 3 characters long.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('saves a new display name with PATCH and hands back the user', async () => {
    const onSaved = vi.fn();
    const saved = makeUser({ displayName: 'Ink Queen' });
    const requests = stubApi({
      'PATCH /api/profile': () => ({ user: saved, message: 'Your profile has been updated.' }),
    });
    render(<ProfileForm user={makeUser({ username: 'jane_doe' })} onSaved={onSaved} />);
    const name = screen.getByRole('textbox', { name: /Display name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ink Queen');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      body: { username: 'jane_doe', displayName: 'Ink Queen', email: 'jane.doe@example.com' },
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('asks for the current password to change the e-mail and says where the link went', async () => {
    const onSaved = vi.fn();
    const user = makeUser({ username: 'jane_doe' });
    const requests = stubApi({
      'PATCH /api/profile': () => ({
        user,
        pendingEmail: 'jane@new.example.com',
        message: 'We sent a link to jane@new.example.com; your e-mail changes when you open it.',
      }),
    });
    render(<ProfileForm user={user} onSaved={onSaved} />);
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@new.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Enter your current password to change your e-mail.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Current password/), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status', { name: /Check your new inbox/ })).toHaveTextContent(
      'We sent a link to jane@new.example.com; your e-mail changes when you open it.',
    );
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      body: {
        username: 'jane_doe',
        email: 'jane@new.example.com',
        currentPassword: 'secret-pass-1',
      },
    });
    // The address shown is still the one the account signs in with.
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('jane.doe@example.com');
  });

  it('shows a taken username under the field', async () => {
    stubApi({
      'PATCH /api/profile': () =>
        fail(409, 'USERNAME_TAKEN', 'That username is already taken. Please choose another one.'),
    });
    render(<ProfileForm user={makeUser()} onSaved={() => undefined} />);
    const username = screen.getByRole('textbox', { name: /Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'Ink');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
      'That username is already taken. Please choose another one.',
    );
  });

  it('does not let a Google account edit its e-mail', () => {
    stubApi({});
    render(<ProfileForm user={makeUser({ authMethod: 'google' })} onSaved={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByText('Managed by your Google account')).toBeInTheDocument();
  });
});
