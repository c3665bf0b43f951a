import { describe, expect, it } from 'vitest';
import type { BriefRequest } from './briefs.repository';
import { draftByRules } from './draft-by-rules';

const request = (over: Partial<BriefRequest> = {}): BriefRequest => ({
  idea: 'A fox curled around a crescent moon, fine line with small dots. Something delicate.',
  placement: 'Forearm',
  sizeCm: 12,
  colour: 'black_and_grey',
  answers: [],
  imageCount: 1,
  brief: null,
  drafting: null,
  ...over,
});

describe('draftByRules', () => {
  it('takes subject, style, placement, size and colour from the request', () => {
    expect(draftByRules(request({ placement: 'Left forearm' }), [])).toEqual({
      subject: 'A fox curled around a crescent moon, fine line with small dots',
      style: 'Fine line',
      placement: 'Left forearm',
      sizeCm: 12,
      colour: 'black_and_grey',
      questions: [],
    });
  });

  it('asks what is missing: style (offering the artist own), detail, side, photos, wording', () => {
    const draft = draftByRules(
      request({ idea: 'My daughter name', placement: 'Wrist', imageCount: 0 }),
      ['Blackwork', 'Dotwork'],
    );
    expect(draft.style).toBe('');
    expect(draft.questions).toEqual([
      'Which style do you have in mind (for example Blackwork, Dotwork)?',
      'Could you tell me more about the design: what it shows and what it means to you?',
      'Which side: left or right wrist?',
      'Do you have reference photos of designs or details you like? Please send them.',
      'What exact wording should it say, spelled as it should appear?',
    ]);
  });

  it('reads the style from the client answers too, the artist styles first', () => {
    const draft = draftByRules(
      request({
        idea: 'A big koi fish swimming upstream through waves and some flowers.',
        answers: [{ question: 'Style?', answer: 'Neo-traditional please' }],
      }),
      [],
    );
    expect(draft.style).toBe('Neo-traditional');
  });
});
