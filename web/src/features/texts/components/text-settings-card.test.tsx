import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_TEMPLATES, TEXT_ERRORS, type ApiTextSettings } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { TextSettingsCard } from './text-settings-card';

const settings = (over: Partial<ApiTextSettings> = {}): ApiTextSettings => ({
  enabled: true,
  reminderHours: [48, 2],
  templates: {},
  overAllowance: 'pause',
  configured: true,
  defaults: { reminderHours: [48, 2], templates: DEFAULT_TEXT_TEMPLATES },
  ...over,
});

describe('TextSettingsCard', () => {
  it('says texts are off, and cannot be turned on, when Twilio is not set up', async () => {
    stubApi({ 'GET /api/settings/texts': () => settings({ configured: false }) });
    render(<TextSettingsCard studio="Ink Wolf" />);
    expect(
      await screen.findByText(
        'Texts are off: Twilio is not set up on this server — clients get e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Text clients/ })).toBeDisabled();
  });

  it('saves the reminders, the choice beyond the allowance and only changed wording', async () => {
    const requests = stubApi({
      'GET /api/settings/texts': () => settings(),
      'PUT /api/settings/texts': () => settings({ reminderHours: [24], overAllowance: 'credits' }),
    });
    const user = userEvent.setup();
    render(<TextSettingsCard studio="Ink Wolf" />);
    expect(await screen.findByRole('radio', { name: 'Pause texts and use e-mail' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove reminder 2 (2 hours before)' }));
    const first = screen.getByLabelText('Reminder 1: hours before');
    await user.clear(first);
    await user.type(first, '24');
    await user.click(screen.getByRole('radio', { name: '1 credit per segment' }));
    await user.type(screen.getByLabelText('Cancelled'), ' Sorry!');
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    await screen.findByText('Your text settings are saved.');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      enabled: true,
      reminderHours: [24],
      overAllowance: 'credits',
      templates: { cancelled: `${DEFAULT_TEXT_TEMPLATES.cancelled} Sorry!` },
    });
  });

  it("shows the server's refusal of a template over 3 segments in words", async () => {
    const { message } = TEXT_ERRORS.TEXT_TEMPLATE_TOO_LONG;
    stubApi({
      'GET /api/settings/texts': () => settings(),
      'PUT /api/settings/texts': () =>
        fail(400, 'TEXT_TEMPLATE_TOO_LONG', message, { fields: { 'templates.reminder': message } }),
    });
    const user = userEvent.setup();
    render(<TextSettingsCard studio="Ink Wolf" />);
    await user.click(await screen.findByRole('button', { name: 'Save texts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Reminder')).toHaveAccessibleDescription(
      new RegExp(message.slice(0, 40)),
    );
  });
});
