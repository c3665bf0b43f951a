import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SimpleClient } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { BasicClientsScreen } from './basic-clients-screen';

describe('BasicClientsScreen', () => {
  it('starts empty, requires a name, then adds the client', async () => {
    let clients: SimpleClient[] = [];
    const requests = stubApi({
      'POST /api/clients': () => {
        const created = { id: 'c1', name: 'Ivo', createdAt: '2025-01-01T00:00:00.000Z' };
        clients = [created];
        return created;
      },
      'GET /api/clients': () => clients,
    });
    render(<BasicClientsScreen />);
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Client' }));
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Client' }).at(-1)!);
    expect(await screen.findByText('Client name is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ivo');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Client' }).at(-1)!);
    expect(await screen.findByTestId('client-card')).toHaveTextContent('Ivo');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ name: 'Ivo' });
  });

  it('names a limit refusal Client Limit Reached', async () => {
    stubApi({
      'POST /api/clients': () =>
        fail(
          403,
          'CLIENT_LIMIT_REACHED',
          'Client limit reached. Your free plan allows 0 clients. Upgrade to create more clients.',
        ),
      'GET /api/clients': () => [],
    });
    render(<BasicClientsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Client' }));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Ivo{Enter}');
    // The refusal arrives after the request round trip and the toast transition.
    expect(
      await screen.findByText('Client Limit Reached', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your free plan allows 0 clients. Upgrade to create more clients.'),
    ).toBeInTheDocument();
  });
});
