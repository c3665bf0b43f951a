import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test-utils/render';
import { MessageThread } from './message-thread';

const at = (iso: string) => `2026-12-01T${iso}:00Z`;
const out = (id: string, body: string, status: string, time: string, extra = {}) => ({
  id,
  direction: 'out' as const,
  kind: 'reply',
  body,
  status,
  reason: null,
  action: null,
  createdAt: at(time),
  ...extra,
});

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
          out('c', 'Thanks!', 'undelivered', '10:06'),
          out('a', 'Reminder', 'delivered', '10:00'),
          {
            ...out('b', 'C', 'received', '10:05'),
            direction: 'in',
            action: 'confirmed',
          },
          out('d', 'Later', 'held', '22:00', { reason: 'QUIET_HOURS' }),
          out('e', '', 'pending', '23:00', { kind: 'reminder' }),
          out('f', '', 'skipped', '23:30', { kind: 'intake_link', reason: 'NO_INTAKE_ASKED' }),
          out('g', 'Moved to Sat', 'skipped', '23:40', { kind: 'moved', reason: 'OPTED_OUT' }),
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
      expect.stringMatching(/Later.* · Held: quiet hours, it goes at 08:00$/),
      // A planned text is written when it goes; one dropped unwritten is not shown at all.
      expect.stringMatching(/Reminder, written when it goes.* · Waiting to send$/),
      expect.stringMatching(
        /Moved to Sat.* · Not texted — sent by e-mail instead: the client replied STOP$/,
      ),
    ]);
  });
});
