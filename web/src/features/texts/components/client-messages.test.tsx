import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_TEMPLATES,
  TEXT_REPLY_ERRORS,
  type ApiTextMessage,
  type ApiTextSettings,
  type ApiTextThread,
} from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ClientMessages } from './client-messages';

const settings: ApiTextSettings = {
  enabled: true,
  reminderHours: [48, 2],
  templates: {},
  overAllowance: 'pause',
  configured: true,
  defaults: { reminderHours: [48, 2], templates: DEFAULT_TEXT_TEMPLATES },
};

const text = (over: Partial<ApiTextMessage>): ApiTextMessage => ({
  id: 'r1',
  direction: 'out',
  kind: 'reminder',
  body: 'Ink Wolf: see you Friday at 14:00. Reply C to confirm or R to move it.',
  status: 'delivered',
  reason: null,
  appointmentId: 'a1',
  segments: 1,
  createdAt: '2026-12-01T10:00:00.000Z',
  sentAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

const thread = (over: Partial<ApiTextThread> = {}): ApiTextThread => ({
  clientId: 'c1',
  phone: '+447700900123',
  optedOut: false,
  consent: true,
  messages: [text({})],
  ...over,
});

describe('ClientMessages', () => {
  it('answers the client: the reply is posted and the thread read again', async () => {
    let messages = [text({})];
    const requests = stubApi({
      'GET /api/settings/texts': () => settings,
      'GET /api/clients/:id/messages': () => thread({ messages }),
      'POST /api/clients/:id/messages': ({ body }) => {
        const sent = text({
          id: 'x',
          kind: 'reply',
          body: (body as { body: string }).body,
          status: 'queued',
          createdAt: '2026-12-01T11:00:00.000Z',
        });
        messages = [...messages, sent];
        return sent;
      },
    });
    const user = userEvent.setup();
    render(<ClientMessages clientId="c1" clientName="Sam" />);
    await user.type(await screen.findByLabelText('Text to Sam'), 'See you then!');
    await user.click(screen.getByRole('button', { name: 'Send text' }));
    expect(await screen.findByText('See you then!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toMatch(/\/api\/clients\/c1\/messages$/);
  });

  it('closes the box, in words, for a client who gave no consent', async () => {
    stubApi({
      'GET /api/settings/texts': () => settings,
      'GET /api/clients/:id/messages': () => thread({ consent: false, messages: [] }),
    });
    render(<ClientMessages clientId="c1" clientName="Sam" />);
    expect(await screen.findByText(/Sam has not agreed to texts/)).toBeInTheDocument();
    expect(screen.getByLabelText('Text to Sam')).toBeDisabled();
  });

  it("shows the server's refusal in words and keeps what was typed", async () => {
    const { message } = TEXT_REPLY_ERRORS.TEXT_OPTED_OUT;
    stubApi({
      'GET /api/settings/texts': () => settings,
      'GET /api/clients/:id/messages': () => thread(),
      'POST /api/clients/:id/messages': () => fail(409, 'TEXT_OPTED_OUT', message),
    });
    const user = userEvent.setup();
    render(<ClientMessages clientId="c1" clientName="Sam" />);
    await user.type(await screen.findByLabelText('Text to Sam'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Text to Sam')).toHaveValue('Hello');
  });
});
