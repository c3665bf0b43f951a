import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAppointment, SimpleClient } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { studioClock } from '../api/record-walk-in';
import { WalkInButton } from './walk-in-button';

afterEach(() => vi.unstubAllGlobals());

const ZONE = 'Europe/Berlin';
const CLIENT: SimpleClient = { id: 'c9', name: 'Walk-in', createdAt: '2027-06-05T10:00:00.000Z' };
const WALK_IN: ApiAppointment = {
  id: 'a9',
  clientId: 'c9',
  title: 'Walk-in',
  appointmentDate: '2027-06-05T10:00:00.000Z',
  timezone: ZONE,
  duration: 120,
  type: 'walk_in',
  status: 'in_progress',
  createdAt: '2027-06-05T10:00:00.000Z',
};

describe('WalkInButton (issue 38)', () => {
  it('records a walk-in in two taps: a quick client and an appointment starting now', async () => {
    const requests = stubApi({
      'POST /api/clients': () => CLIENT,
      'POST /api/appointments': () => WALK_IN,
    });
    const before = studioClock(new Date(), ZONE);
    render(<WalkInButton timeZone={ZONE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Walk-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record walk-in' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [client, appointment] = requests.filter((r) => r.method === 'POST');
    expect(client!.body).toEqual({ name: expect.stringMatching(/^Walk-in \d\d:\d\d$/) });
    const body = appointment!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      clientId: 'c9',
      title: 'Walk-in',
      timezone: ZONE,
      duration: 120,
      type: 'walk_in',
      status: 'in_progress',
      allowOverlap: true,
    });
    expect([before, studioClock(new Date(), ZONE)]).toContain(body.appointmentDate);
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a walk-in' })).not.toBeInTheDocument(),
    );
  });

  it('says why when it cannot, and a retry does not make a second client', async () => {
    let tries = 0;
    const requests = stubApi({
      'POST /api/clients': () => CLIENT,
      'POST /api/appointments': () =>
        ++tries === 1 ? fail(500, 'INTERNAL', 'Something went wrong.') : WALK_IN,
    });
    render(<WalkInButton timeZone={ZONE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Walk-in' }));
    const name = await screen.findByRole('textbox', { name: /Client’s name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Record walk-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Record walk-in' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a walk-in' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.url.endsWith('/api/clients'))).toHaveLength(1);
  }, 20_000);
});
