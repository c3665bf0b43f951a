import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Artist } from '../../test/support/artist';
import { noisyPng } from '../../test/support/images';
import { createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

const generate = (who: Artist) =>
  who.call('post', '/api/ai/generate', {
    prompt: 'a rose with thorns',
    style: 'traditional',
    colorScheme: 'color',
    generationType: 'prompt',
  });

async function uploaded(who: Artist): Promise<string> {
  const res = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${who.idToken}`)
    .attach('image', await noisyPng(64), { filename: 'a.png', contentType: 'image/png' });
  expect(res.status, res.text).toBe(200);
  return String(res.body.imageUrl);
}

const balanceOf = async (who: Artist) =>
  Number((await who.call('get', '/api/auth/me')).body.creditsRemaining);

describe('a front-desk account has no AI tools', () => {
  it('is refused 403 STUDIO_DESK_NO_AI by a generation and a paid image tool, charging nothing', async () => {
    const studio = await createTestStudio(app, db);
    // Even a desk account that somehow holds credits spends none of them.
    await db.doc(`users/${studio.desk.uid}`).update({ subscriptionCredits: 50 });
    const imageUrl = await uploaded(studio.desk);

    const design = await generate(studio.desk);
    expect(design.status, design.text).toBe(403);
    expect(design.body).toMatchObject({
      error: 'STUDIO_DESK_NO_AI',
      message: 'Front-desk accounts do not have AI tools.',
    });
    const cutOut = await studio.desk.call('post', '/api/ai/remove-background', { imageUrl });
    expect(cutOut.status, cutOut.text).toBe(403);
    expect(cutOut.body.error).toBe('STUDIO_DESK_NO_AI');
    expect(await balanceOf(studio.desk)).toBe(50);
  });

  it('leaves the studio’s artists their own AI tools', async () => {
    const studio = await createTestStudio(app, db);
    await db.doc(`users/${studio.artists[0]!.uid}`).update({ subscriptionCredits: 50 });
    const design = await generate(studio.artists[0]!);
    expect(design.status, design.text).toBe(202);
  });

  it('ends with the desk role: a desk member made an artist may use them', async () => {
    const studio = await createTestStudio(app, db);
    await db.doc(`users/${studio.desk.uid}`).update({ subscriptionCredits: 50 });
    expect((await generate(studio.desk)).status).toBe(403);
    const patched = await studio.owner.call(
      'patch',
      `/api/studios/${studio.id}/members/${studio.desk.uid}`,
      { role: 'artist' },
    );
    expect(patched.status).toBe(200);
    expect((await generate(studio.desk)).status).toBe(202);
  });
});
