import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { closedReason } from './closed-reason';
import { ReplyBox } from './reply-box';

const open = { configured: true, enabled: true };
const reachable = { phone: '+447700900123', optedOut: false, consent: true };

describe('ReplyBox', () => {
  it('sends the text, counts it as typed and empties once accepted', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve());
    render(<ReplyBox clientName="Sam" closedReason={null} sending={false} onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send text' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Text to Sam'), 'See you at 2');
    expect(screen.getByTestId('segment-count')).toHaveTextContent(
      '12 characters · 1 segment (GSM-7)',
    );
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('See you at 2');
    expect(screen.getByLabelText('Text to Sam')).toHaveValue('');
  });

  it('is closed, saying why, when the client opted out', () => {
    const reason = closedReason('Sam', open, { ...reachable, optedOut: true });
    render(<ReplyBox clientName="Sam" closedReason={reason} sending={false} onSend={vi.fn()} />);
    expect(screen.getByText(/Sam replied STOP/)).toBeInTheDocument();
    expect(screen.getByLabelText('Text to Sam')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send text' })).toBeDisabled();
  });
});

describe('closedReason', () => {
  it('names each reason the studio cannot text, in order', () => {
    expect(closedReason('Sam', { configured: false, enabled: true }, reachable)).toBe(
      'Texts are off: Twilio is not set up on this server — clients get e-mail.',
    );
    expect(closedReason('Sam', { configured: true, enabled: false }, reachable)).toMatch(
      /Texts are off for your studio/,
    );
    expect(closedReason('Sam', open, { ...reachable, phone: null })).toMatch(/no phone number/);
    expect(closedReason('Sam', open, { ...reachable, consent: false })).toMatch(
      /has not agreed to texts/,
    );
    expect(closedReason('Sam', open, reachable)).toBeNull();
  });
});
