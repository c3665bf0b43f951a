import { DEFAULT_ALERT_SETTINGS, type ApiAlertSettings } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { AlertsCard } from './alerts-card';

const settings = (over: Partial<ApiAlertSettings> = {}): ApiAlertSettings => ({
  ...DEFAULT_ALERT_SETTINGS,
  pushKey: null,
  pushDevices: 0,
  ...over,
});

describe('AlertsCard', () => {
  it('saves the choice per kind and the quiet hours', async () => {
    const requests = stubApi({
      'GET /api/settings/alerts': () => settings(),
      'PUT /api/settings/alerts': ({ body }) => settings(body as ApiAlertSettings),
    });
    const user = userEvent.setup();
    render(<AlertsCard />);
    const refunds = await screen.findByRole('checkbox', { name: 'Refunds by e-mail' });
    expect(refunds).toBeChecked();
    // Without a VAPID key the server offers no push, and says so.
    expect(screen.queryByRole('checkbox', { name: 'Refunds by push' })).not.toBeInTheDocument();
    expect(screen.getByText(/not set up on this server/)).toBeInTheDocument();
    await user.click(refunds);
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    const put = requests.find((r) => r.method === 'PUT')?.body as ApiAlertSettings;
    expect(put.kinds.refunds).toEqual({ email: false, push: false });
    expect(put.quietHours).toEqual({ start: '21:00', end: '08:00' });
  });

  it('offers push per kind when the server has a key', async () => {
    stubApi({ 'GET /api/settings/alerts': () => settings({ pushKey: 'BKey', pushDevices: 1 }) });
    render(<AlertsCard />);
    expect(
      await screen.findByRole('checkbox', { name: 'New booking requests by push' }),
    ).not.toBeChecked();
    expect(screen.getByText('Push is on for 1 device.')).toBeInTheDocument();
  });
});
