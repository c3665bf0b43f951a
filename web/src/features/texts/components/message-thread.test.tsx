import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test-utils/render';
import { MessageThread } from './message-thread';

const base = { reason: null, action: null };

describe('MessageThread', () => {
  it('says there are no texts yet', () => {
    render(<MessageThread clientName="Sam" messages={[]} />);
    expect(screen.getByText('No texts with Sam yet.')).toBeInTheDocument();
  });

  it('lists texts in and out, oldest first, with each outbound status in words', () => {
    render(
      <MessageThread
        clientName="Sam"
        messages={[
          {
            ...base,
            id: 'a',
            direction: 'out',
            body: 'Reminder',
            status: 'delivered',
            createdAt: '2026-12-01T10:00:00Z',
          },
          {
            ...base,
            id: 'b',
            direction: 'in',
            body: 'C',
            status: 'received',
            createdAt: '2026-12-01T10:05:00Z',
            action: 'confirmed',
          },
          {
            ...base,
            id: 'c',
            direction: 'out',
            body: 'Thanks!',
            status: 'undelivered',
            createdAt: '2026-12-01T10:06:00Z',
          },
          {
            ...base,
            id: 'd',
            direction: 'out',
            body: 'Later',
            status: 'held',
            reason: 'quiet hours',
            createdAt: '2026-12-01T22:00:00Z',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Texts with Sam' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^You wrote:Reminder.* · Delivered$/),
      expect.stringMatching(/^Sam wrote:C.* · Confirmed the appointment by text$/),
      expect.stringMatching(/Thanks!.* · Not delivered — sent by e-mail instead$/),
      expect.stringMatching(/Later.* · Held: quiet hours$/),
    ]);
  });
});
