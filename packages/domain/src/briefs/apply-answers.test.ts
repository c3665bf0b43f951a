import { describe, expect, it } from 'vitest';
import { applyAnswersToBrief } from './apply-answers';
import type { Brief } from './brief';

const brief: Brief = {
  subject: 'A fox',
  style: 'Fine line',
  placement: 'Forearm',
  sizeCm: 12,
  colour: 'black_and_grey',
  questions: ['Which arm?', 'Any colour accents?'],
  answered: [],
  estimate: { hours: null, priceCents: null, currency: 'EUR', basedOn: 0, note: 'no history yet' },
  draftedBy: 'rules',
  draftedAt: '2026-12-07T10:00:00.000Z',
  editedAt: null,
};

describe('applyAnswersToBrief', () => {
  it('drops the answered questions and keeps them with their answers', () => {
    const next = applyAnswersToBrief(brief, [
      { question: 'which arm? ', answer: 'Left' },
      { question: 'Any colour accents?', answer: '   ' },
    ]);
    expect(next.questions).toEqual(['Any colour accents?']);
    expect(next.answered).toEqual([{ question: 'which arm?', answer: 'Left' }]);
    expect(brief.questions).toHaveLength(2);
  });

  it('a later answer to the same question replaces the earlier one', () => {
    const once = applyAnswersToBrief(brief, [{ question: 'Which arm?', answer: 'Left' }]);
    const twice = applyAnswersToBrief(once, [{ question: 'Which arm?', answer: 'Right' }]);
    expect(twice.answered).toEqual([{ question: 'Which arm?', answer: 'Right' }]);
  });
});
