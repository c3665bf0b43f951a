import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFlash, ApiWalkIn } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { WalkInButton } from './walk-in-button';

afterEach(() => vi.unstubAllGlobals());

const ZONE = 'Europe/Berlin';
const MADE: ApiWalkIn = { clientId: 'c9', projectId: 'p9', appointmentId: 'a9' };
const money = (cents: number) => ({ cents, currency: 'EUR' });
const SWALLOW = {
  id: 'f1',
  title: 'Swallow',
  archived: false,
  remaining: null,
  variants: [
    { sizeCm: 8, price: money(9000), duration: 45, deposit: null },
    { sizeCm: 12, price: money(14000), duration: 75, deposit: null },
  ],
} as unknown as ApiFlash;

describe('WalkInButton (issues 38, 47)', () => {
  it('records a walk-in in two taps, one call: client, project and appointment now', async () => {
    const requests = stubApi({ 'POST /api/walk-ins': () => MADE, 'GET /api/flash': () => [] });
    const recorded = vi.fn();
    render(<WalkInButton timeZone={ZONE} onRecorded={recorded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Walk-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record walk-in' }));
    await vi.waitFor(() => expect(recorded).toHaveBeenCalled());
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({
      name: expect.stringMatching(/^Walk-in \d\d:\d\d$/),
      duration: 120,
      timezone: ZONE,
    });
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a walk-in' })).not.toBeInTheDocument(),
    );
  });

  // Issue 47: a walk-in could not be tied to a flash design.
  it('ties a flash design and size; its length follows the size', async () => {
    const requests = stubApi({
      'POST /api/walk-ins': () => MADE,
      'GET /api/flash': () => [SWALLOW],
    });
    render(<WalkInButton timeZone={ZONE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Walk-in' }));
    const select = await screen.findByRole('combobox', { name: /Flash design/ });
    await userEvent.selectOptions(select, 'f1:1');
    expect(screen.getByRole('textbox', { name: /Length/ })).toHaveValue('75');
    await userEvent.click(screen.getByRole('button', { name: 'Record walk-in' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        duration: 75,
        flash: { id: 'f1', variant: 1 },
      }),
    );
  }, 20_000);

  it('says why when it cannot, and keeps the dialog open to try again', async () => {
    let tries = 0;
    stubApi({
      'GET /api/flash': () => [],
      'POST /api/walk-ins': () =>
        ++tries === 1 ? fail(409, 'FLASH_SOLD_OUT', 'This design has just been claimed.') : MADE,
    });
    render(<WalkInButton timeZone={ZONE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Walk-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record walk-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This design has just been claimed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record walk-in' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a walk-in' })).not.toBeInTheDocument(),
    );
  }, 20_000);
});
