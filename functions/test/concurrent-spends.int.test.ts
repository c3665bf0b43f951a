import { describe, expect, it } from 'vitest';
import { createArtist } from './support/artist';
import { creditsOf, setCredits } from './support/images';
import { buildTestApp } from './support/test-app';

const { app, db } = buildTestApp();

describe('60 concurrent paid generations on one account', () => {
  it('answers none with a server error and charges exactly 4 credits per accepted job', async () => {
    const artist = await createArtist(app, db, { plan: 'premium' });
    // Enough for 50 jobs: the last 10 must be refused for credits, not fail.
    await setCredits(db, artist.uid, 200);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        artist.call('post', '/api/ai/generate', {
          prompt: 'a koi fish',
          style: 'traditional',
          colorScheme: 'color',
          generationType: 'prompt',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBe(50);
    for (const res of answers.filter((r) => r.status !== 202)) {
      expect(res.body.error, JSON.stringify(res.body)).toBe('INSUFFICIENT_CREDITS');
    }
    expect(await creditsOf(db, artist.uid)).toBe(200 - 4 * accepted);
  });
});
