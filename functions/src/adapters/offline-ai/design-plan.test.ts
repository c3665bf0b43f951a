import { cleanPrompt } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { ProviderError, type DesignRequest, type ForCaller } from '../ai-provider';
import { planDesign } from './design-plan';
import { DRAWN_ICONS } from './drawn-icons';
import { iconNamed } from './icon-library';
import { createOfflineProvider } from './index';
import { letteringOf } from './lettering';
import { FLASH_CLASSICS } from './motif-words';

const request: DesignRequest & ForCaller = {
  caller: 'artist-1',
  generationType: 'prompt',
  prompt: 'a swallow',
  style: 'traditional',
  colorScheme: 'blackwork',
  size: '1024x1024',
  seed: 'job-1',
};

function planOf(prompt: string, generationType: DesignRequest['generationType'] = 'prompt') {
  return planDesign({ ...request, prompt, generationType });
}

describe('the offline design plan', () => {
  it('draws a bird for every bird word, and the flash sheet swallow is a bird too', () => {
    for (const prompt of ['swallow', 'a sparrow', 'bird', 'two birds in flight', 'swallows']) {
      const plan = planOf(prompt);
      expect(plan.ok && plan.motifs[0], prompt).toMatch(/^(swallow|sparrow)$/);
    }
    // The icon set's own "swallow" is a gulping monster mask: ours is drawn.
    expect(iconNamed('swallow').d).toBe(DRAWN_ICONS.swallow);
    expect(FLASH_CLASSICS).toContain('swallow');
  });

  it.each([
    [`'Maria' in script`, 'Maria'],
    [`"Maria" in script`, 'Maria'],
    [`‘Maria’ in script`, 'Maria'],
    [`“Maria” in script`, 'Maria'],
    [`a rose with the name 'Maria' in script`, 'Maria'],
    [`a lion, 'FEARLESS' underneath`, 'FEARLESS'],
    [`a swallow with 'don't look back' on a banner`, `don't look back`],
    [`Mary's rose with 'Forever' below`, 'Forever'],
    [`the kids' names 'Ana & Leo' on a ribbon`, 'Ana & Leo'],
    ['the name Maria in script', 'Maria'],
    ['a banner reading never give up under a swallow', 'never give up'],
    ['FEARLESS underneath, in a banner', 'FEARLESS'],
  ])('reads the lettering of %s as only %s', (prompt, lettering) => {
    expect(letteringOf(prompt)).toBe(lettering);
  });

  it('reads the lettering the web sends, its double quotes turned into single ones', () => {
    const typed = 'a rose with "Maria" in script, "don\'t look back" below';
    expect(letteringOf(cleanPrompt(typed))).toBe(`Maria · don't look back`);
    expect(planOf(cleanPrompt('"FEARLESS" underneath a lion'))).toEqual({
      ok: true,
      motifs: ['lion'],
      lettering: 'FEARLESS',
      notDrawn: [],
    });
  });

  it('takes no lettering from apostrophes alone', () => {
    expect(letteringOf(`Mary's rose`)).toBeNull();
    expect(letteringOf(`don't forget the kids' swallow`)).toBeNull();
  });

  it('draws the lettering alone when the prompt asks only for lettering', () => {
    expect(planOf(`'Maria' in script`)).toEqual({
      ok: true,
      motifs: [],
      lettering: 'Maria',
      notDrawn: [],
    });
    // The quoted words are lettering, not subjects: no rose for 'Rose', no heart for 'Mom'.
    expect(planOf(`'Rose' and 'Mom' in cursive`)).toEqual({
      ok: true,
      motifs: [],
      lettering: 'Rose · Mom',
      notDrawn: [],
    });
  });

  it('names the words it did not draw, on prompts it was never tuned on (issue 35)', () => {
    const notDrawn = (prompt: string) => {
      const plan = planDesign({ generationType: 'prompt', prompt, seed: 's' });
      return plan.ok ? plan.notDrawn : null;
    };
    expect(notDrawn('a cactus in a pot')).toEqual(['pot']);
    expect(notDrawn('a sparrow carrying a letter')).toEqual(['letter']);
    expect(notDrawn('a whale under a starry sky')).toEqual(['starry']);
    expect(notDrawn('"Carpe diem" in roman numerals')).toEqual(['roman', 'numerals']);
    expect(notDrawn('a rose with a dagger')).toEqual([]);
    expect(notDrawn('a wolf howling at the moon')).toEqual([]);
  });

  it('keeps placement words out of the subject: a tattoo for my hand is not a hand', () => {
    const plan = planOf('a small rose for my left hand');
    expect(plan.ok && plan.motifs).toEqual(['rose']);
  });

  it('refuses, naming the words, a prompt whose subject it cannot draw', () => {
    for (const [prompt, word] of [
      ['a giraffe', 'giraffe'],
      ['realistic portrait of my grandmother', 'portrait'],
      ['a geisha under a parasol', 'geisha'],
    ] as const) {
      const plan = planOf(prompt);
      expect(plan.ok, prompt).toBe(false);
      if (!plan.ok) {
        expect(plan.message).toContain(`“${word}”`);
        expect(plan.message).toContain('No credits were charged.');
      }
    }
  });

  it('refuses a subject it cannot draw listed beside one it can, not a detail or a colour', () => {
    for (const prompt of ['a giraffe and a rose', 'a rose and a giraffe', 'lion, giraffe']) {
      const plan = planOf(prompt);
      expect(plan.ok, prompt).toBe(false);
      if (!plan.ok) expect(plan.message).toContain('“giraffe”');
    }
    for (const prompt of [
      'sun and moon',
      'black and grey rose',
      'red and blue koi',
      'a wolf, a moon and pine trees',
      'a cat with long whiskers',
      'love and hope heart',
      'roaring and snarling tiger',
    ]) {
      expect(planOf(prompt).ok, prompt).toBe(true);
    }
  });

  it('draws a flash classic when the prompt names nothing, and never refuses a type that picks its own subject', () => {
    const open = planOf('something bold and simple for my forearm');
    expect(open.ok && FLASH_CLASSICS.includes(open.motifs[0]!)).toBe(true);
    for (const type of ['surprise', 'simple_tattoo', 'flash_tattoo'] as const) {
      expect(planOf('a giraffe', type).ok, type).toBe(true);
      expect(planOf('', type).ok, type).toBe(true);
    }
  });

  it('the provider answers checkDesign before any charge, and generate never draws a stand-in', async () => {
    const provider = createOfflineProvider();
    expect(await provider.checkDesign!({ ...request, prompt: 'koi fish' })).toEqual({ ok: true });
    const verdict = await provider.checkDesign!({ ...request, prompt: 'a giraffe' });
    expect(verdict.ok).toBe(false);
    const drawing = provider.generate({ ...request, prompt: 'a giraffe' });
    await expect(drawing).rejects.toBeInstanceOf(ProviderError);
    await expect(drawing).rejects.toMatchObject({ retryable: false });
    // A sketch or photo is traced from its upload, whatever its prompt says.
    const source = { data: Buffer.from(''), contentType: 'image/png' };
    expect(await provider.checkDesign!({ ...request, prompt: 'a giraffe', source })).toEqual({
      ok: true,
    });
  });
});
