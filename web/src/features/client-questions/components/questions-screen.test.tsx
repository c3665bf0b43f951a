import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionsLinkView } from '@inkforge/domain';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { QuestionsScreen } from './questions-screen';

const TOKEN = 'q'.repeat(43);
const OPEN: QuestionsLinkView = {
  state: 'open',
  artistName: 'Ana Moreau',
  questions: ['Which forearm, left or right?', 'Should the banner be in colour?'],
  expiresAt: '2031-05-01T00:00:00.000Z',
  answers: null,
  answeredAt: null,
};

describe('the client answers the artist questions (issue 46)', () => {
  it('one field per question; at least one answer; then what was sent', async () => {
    const requests = stubApi({
      'GET /api/questions/:token': () => OPEN,
      'POST /api/questions/:token': ({ body }) => ({
        ...OPEN,
        state: 'answered' as const,
        answeredAt: '2031-04-30T10:00:00.000Z',
        answers: OPEN.questions.map((question, i) => ({
          question,
          answer: (body as { answers: string[] }).answers[i] ?? '',
        })),
      }),
    });
    const user = userEvent.setup();
    render(<QuestionsScreen token={TOKEN} />);
    const first = await screen.findByLabelText('Which forearm, left or right?');
    expect(
      screen.getByRole('heading', { name: 'Questions about your tattoo' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Ana Moreau');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(screen.getByText('Answer at least one question.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(first);
    await user.paste('Left, the inner side');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Thank you, your answers are sent')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Answers sent' })).toBeInTheDocument();
    expect(screen.getByText('Left, the inner side')).toBeInTheDocument();
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      answers: ['Left, the inner side', ''],
    });
  });

  it('says in words when the link no longer works', async () => {
    stubApi({
      'GET /api/questions/:token': () =>
        fail(404, 'QUESTIONS_LINK_INVALID', 'This link has expired or was never sent.'),
    });
    render(<QuestionsScreen token={TOKEN} />);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
  });
});
