import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, waitFor } from '@/test-utils/render';
import { ChatWidget } from './chat-widget';

const user = { firstName: 'Jane', creditsRemaining: 42, planName: 'pro' };

async function openChat() {
  await userEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
  return screen.findByRole('textbox', { name: 'Message' });
}

describe('ChatWidget', () => {
  it('opens with the persona title, badges and a greeting by first name', async () => {
    stubApi({});
    render(<ChatWidget user={user} />);
    await openChat();
    expect(screen.getByText('Inky - Support Assistant')).toBeInTheDocument();
    expect(screen.getByText('42 credits')).toBeInTheDocument();
    expect(screen.getByText('pro')).toBeInTheDocument();
    expect(screen.getByText(/^Hi Jane!/)).toBeInTheDocument();
    // One message only: no 'Clear chat' yet.
    expect(screen.queryByRole('button', { name: 'Clear chat' })).not.toBeInTheDocument();
  });

  it('sends on Enter with the history, inserts a line on Shift+Enter, and clears', async () => {
    const requests = stubApi({
      'POST /api/app/chatbot': () => ({ response: 'A stencil costs 1 credit.' }),
    });
    render(<ChatWidget user={user} />);
    const box = await openChat();

    await userEvent.type(box, 'How much{Shift>}{Enter}{/Shift}is a stencil?');
    expect(box).toHaveValue('How much\nis a stencil?');
    await userEvent.type(box, '{Enter}');

    expect(await screen.findByText('A stencil costs 1 credit.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      message: 'How much\nis a stencil?',
      conversationHistory: [{ role: 'assistant', content: expect.stringMatching(/^Hi Jane!/) }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(screen.queryByText('A stencil costs 1 credit.')).not.toBeInTheDocument();
  });

  it('ignores a blank message', async () => {
    const requests = stubApi({});
    render(<ChatWidget user={user} />);
    const box = await openChat();
    await userEvent.type(box, '   {Enter}');
    expect(requests).toHaveLength(0);
  });

  it('shows the red error bubble when the call fails', async () => {
    stubApi({ 'POST /api/app/chatbot': () => fail(500, 'INTERNAL', 'boom') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ChatWidget user={{ ...user, firstName: '' }} />);
    const box = await openChat();
    expect(screen.getByText(/^Hi there!/)).toBeInTheDocument();
    await userEvent.type(box, 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, I encountered an error. Please try again.',
    );
    // The failure is logged for whoever reads the console, with its cause.
    expect(logged).toHaveBeenCalledWith('Support chat failed', expect.any(Error));
    logged.mockRestore();
  });

  it('minimises and closes', async () => {
    stubApi({});
    render(<ChatWidget user={user} />);
    await openChat();
    await userEvent.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(screen.getByRole('button', { name: 'Expand chat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Support chat' })).not.toBeInTheDocument(),
    );
    // Reopening keeps the conversation (one greeting, not two).
    await openChat();
    expect(screen.getAllByText(/^Hi Jane!/)).toHaveLength(1);
  });
});
