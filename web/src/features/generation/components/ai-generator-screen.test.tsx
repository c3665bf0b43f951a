import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TattooStyle } from '@inkforge/domain';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { AiGeneratorScreen } from './ai-generator-screen';

const styles: TattooStyle[] = [
  { id: 'traditional', slug: 'traditional', displayName: 'Traditional' },
];

type Generate = NonNullable<StubHandlers['POST /api/ai/generate']>;

function stub(generate: Generate) {
  return stubApi({ 'GET /api/tattoo-styles': () => styles, 'POST /api/ai/generate': generate });
}

describe('AiGeneratorScreen', () => {
  it('shows the four tabs, the credits and the price cheat-sheet', () => {
    stub(() => fail(500, 'INTERNAL', 'Something went wrong.'));
    render(<AiGeneratorScreen credits={42} onCreditsChanged={() => undefined} />);
    for (const tab of ['Prompt & Params', 'Surprise Me', 'From Sketch', 'From Photo']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Generator credits')).toHaveTextContent('42 credits');
    expect(screen.getByText('Price cheat-sheet')).toBeInTheDocument();
  });

  it('disables generation with zero credits and explains why', async () => {
    stub(() => fail(500, 'INTERNAL', 'Something went wrong.'));
    render(<AiGeneratorScreen credits={0} onCreditsChanged={() => undefined} />);
    const button = screen.getByRole('button', { name: /Generate Design/ });
    expect(button).toBeDisabled();
    await userEvent.hover(await screen.findByTestId('no-credits-wrapper'));
    expect(
      await screen.findByText('You need a plan or top-up to generate images'),
    ).toBeInTheDocument();
  });

  it('needs a prompt, sends it cleaned, and shows an immediate image', async () => {
    const requests = stub(() => ({
      imageUrl: 'http://img/design.png',
      jobId: 'j1',
      status: 'completed',
    }));
    const refreshed = vi.fn();
    render(<AiGeneratorScreen credits={10} onCreditsChanged={refreshed} />);
    const button = screen.getByRole('button', { name: 'Generate Design (4 credits)' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Describe your tattoo'), 'a "rose"');
    await userEvent.click(button);
    expect(await screen.findByAltText('Generated tattoo design')).toHaveAttribute(
      'src',
      'http://img/design.png',
    );
    const sent = requests.find((r) => r.url.endsWith('/api/ai/generate'));
    expect(sent?.body).toMatchObject({ prompt: "a 'rose'", generationType: 'prompt' });
    expect(refreshed).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download Design' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to Gallery' })).toBeInTheDocument();
  });

  it('moves focus to the finished design, so a phone shows it and a screen reader reads it', async () => {
    stub(() => ({ imageUrl: 'http://img/design.png', jobId: 'j1', status: 'completed' }));
    render(<AiGeneratorScreen credits={10} onCreditsChanged={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Describe your tattoo'), 'rose');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Design (4 credits)' }));
    const result = await screen.findByLabelText('Generated design');
    // Past the moment the progress dialog hands focus back to what opened it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result).toHaveFocus();
  });

  it('gives focus back to Generate when a generation ends without a design', async () => {
    stub(() => fail(502, 'GENERATION_FAILED', 'Please try again.'));
    render(<AiGeneratorScreen credits={10} onCreditsChanged={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Describe your tattoo'), 'rose');
    const button = screen.getByRole('button', { name: 'Generate Design (4 credits)' });
    await userEvent.click(button);
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button).toHaveFocus();
  });

  it('turns a 402 and a moderation block into the spec toasts', async () => {
    let answer = fail(402, 'INSUFFICIENT_CREDITS', 'x');
    stub(() => answer);
    render(<AiGeneratorScreen credits={10} onCreditsChanged={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Describe your tattoo'), 'rose');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Design (4 credits)' }));
    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument();
    answer = fail(
      400,
      'MODERATION_BLOCKED',
      'MODERATION_BLOCKED: Your prompt was flagged for: hate.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate Design (4 credits)' }));
    expect(await screen.findByText('Content Moderation Warning')).toBeInTheDocument();
    expect(screen.getByText('Your prompt was flagged for: hate.')).toBeInTheDocument();
  });

  it('decides by the error code, not by words that happen to be in the message', async () => {
    stub(() =>
      fail(
        502,
        'GENERATION_FAILED',
        'The provider answered MODERATION_BLOCKED-like noise; please try again.',
      ),
    );
    render(<AiGeneratorScreen credits={10} onCreditsChanged={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Describe your tattoo'), 'rose');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Design (4 credits)' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.queryByText('Content Moderation Warning')).not.toBeInTheDocument();
  });

  it('says in words that the offline engine cannot draw a subject, and that nothing was charged', async () => {
    const message =
      "The offline engine has no drawing for 'giraffe'. Try a common tattoo subject. No credits were charged.";
    stub(() => fail(422, 'OFFLINE_DESIGN_UNSUPPORTED', message));
    render(<AiGeneratorScreen credits={10} onCreditsChanged={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Describe your tattoo'), 'a giraffe');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Design (4 credits)' }));
    expect(await screen.findByText('Design Not Available Offline')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
