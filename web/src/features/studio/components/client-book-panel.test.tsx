import userEvent from '@testing-library/user-event';
import type { ApiStudioClientRecord } from '@inkforge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { ClientBookPanel } from './client-book-panel';

afterEach(() => vi.unstubAllGlobals());

const mara = { uid: 'uid-2', displayName: 'Mara Ink', color: '#1e88e5', clientId: 'c2' };
const jane = { uid: 'uid-1', displayName: 'Jane Doe', color: '#8e24aa', clientId: 'c1' };

function record(overrides: Partial<ApiStudioClientRecord> = {}): ApiStudioClientRecord {
  return {
    bookId: 'e-abc',
    name: 'Rae Client',
    email: 'rae@example.com',
    phone: '+39 333 123',
    artists: [
      {
        ...mara,
        status: 'active',
        artistNotes: 'Sits well for long sessions',
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      { ...jane, status: 'active', createdAt: '2026-11-02T09:00:00.000Z' },
    ],
    projects: [
      {
        id: 'p1',
        artistUid: 'uid-2',
        clientId: 'c2',
        title: 'Swallow sleeve',
        status: 'in_progress',
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    appointments: [
      {
        id: 'a1',
        artistUid: 'uid-2',
        clientId: 'c2',
        title: 'Sleeve session 2',
        appointmentDate: '2026-12-10T10:00:00.000Z',
        timezone: 'Europe/Rome',
        duration: 180,
        type: 'tattoo_session',
        status: 'confirmed',
        intake: 'needs_review',
        mayReadIntake: false,
      },
    ],
    notes: [
      {
        id: 'n1',
        bookId: 'e-abc',
        text: 'Prefers mornings',
        visibility: 'shared',
        authorUid: 'uid-2',
        authorName: 'Mara Ink',
        createdAt: '2026-12-01T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function stubBook(answer: ApiStudioClientRecord) {
  let current = answer;
  return stubApi({
    'GET /api/studios/:id/clients': () => [
      {
        bookId: 'e-abc',
        name: 'Rae Client',
        email: 'rae@example.com',
        artists: [mara, jane],
        appointmentsCount: 1,
      },
    ],
    'GET /api/studios/:id/clients/:bookId': () => current,
    'POST /api/studios/:id/clients/:bookId/notes': ({ body }) => {
      const note = {
        id: 'n2',
        bookId: 'e-abc',
        ...(body as { text: string; visibility: 'shared' | 'private' }),
        authorUid: 'uid-1',
        authorName: 'Jane Doe',
        createdAt: '2026-12-07T09:00:00.000Z',
      };
      current = { ...current, notes: [note, ...current.notes] };
      return note;
    },
  });
}

describe('ClientBookPanel: a client’s record', () => {
  it('opens the record with its artists, projects, appointments and intake state, and adds a private note', async () => {
    const requests = stubBook(record());
    const user = userEvent.setup();
    render(<ClientBookPanel studioId="st1" />);
    await user.click(await screen.findByRole('button', { name: 'Rae Client' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rae Client' });
    expect(await within(drawer).findByText('rae@example.com')).toBeVisible();
    expect(within(drawer).getByText(/Swallow sleeve · in progress/)).toBeVisible();
    expect(within(drawer).getByText(/Sleeve session 2/)).toBeVisible();
    expect(within(drawer).getByText('Needs review')).toBeVisible();
    expect(within(drawer).getByText('Sits well for long sessions')).toBeVisible();
    expect(within(drawer).getByText('Prefers mornings')).toBeVisible();
    expect(requests.some((r) => r.url.includes('/api/studios/st1/clients/e-abc'))).toBe(true);
    expect(await seriousAxeFindings()).toEqual([]);

    const form = within(drawer).getByRole('form', { name: 'Add note' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Note' }),
      'Allergic to latex gloves? ask',
    );
    await user.click(within(form).getByRole('radio', { name: 'Private to me' }));
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        text: 'Allergic to latex gloves? ask',
        visibility: 'private',
      }),
    );
    expect(await within(drawer).findByText('Allergic to latex gloves? ask')).toBeVisible();
    expect(within(drawer).getByText(/Jane Doe · .* · Private/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  }, 60_000);

  it('shows no card notes when the answer carries none (another artist or the desk)', async () => {
    stubBook(
      record({ artists: [{ ...mara, status: 'active', createdAt: '2026-11-01T09:00:00.000Z' }] }),
    );
    const user = userEvent.setup();
    render(<ClientBookPanel studioId="st1" />);
    await user.click(await screen.findByRole('button', { name: 'Rae Client' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rae Client' });
    await within(drawer).findByText('rae@example.com');
    expect(within(drawer).queryByText(/Card notes/)).toBeNull();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);
});
