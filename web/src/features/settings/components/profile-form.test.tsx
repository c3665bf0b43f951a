import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { ProfileForm } from './profile-form';

describe('ProfileForm', () => {
  it('shows the spec message and sends nothing for an invalid username', async () => {
    const requests = stubFetch(() => undefined);
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
    const requests = stubFetch((request) =>
      request.url.endsWith('/api/profile') ? json(200, { user: saved }) : undefined,
    );
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

  it('does not let a Google account edit its e-mail', () => {
    stubFetch(() => undefined);
    render(<ProfileForm user={makeUser({ authMethod: 'google' })} onSaved={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByText('Managed by your Google account')).toBeInTheDocument();
  });
});
