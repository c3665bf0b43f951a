import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

describe('a studio', () => {
  it('is opened by an artist on a paid plan, who becomes its owner', async () => {
    const owner = await createArtist(app, db, { plan: 'pro' });
    const slug = `black-lotus-${owner.uid.slice(0, 8).toLowerCase()}`;
    const res = await owner.call('post', '/api/studios', {
      name: 'Black Lotus',
      slug,
      timezone: 'Europe/London',
      address: '1 Ink Street',
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('owner');
    expect(res.body.studio).toMatchObject({
      name: 'Black Lotus',
      slug,
      pagePath: `/studio/${slug}`,
    });
    const mine = await owner.call('get', '/api/studios/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.members).toHaveLength(1);
  });

  it('needs a paid plan', async () => {
    const free = await createArtist(app, db, { plan: null });
    const res = await free.call('post', '/api/studios', {
      name: 'Nope',
      slug: 'nope-studio',
      timezone: 'UTC',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('STUDIO_PLAN_REQUIRED');
  });

  it('keeps one page address per studio, even when two owners race for it', async () => {
    const [a, b] = await Promise.all([
      createArtist(app, db, { plan: 'pro' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    const slug = `race-${a.uid.slice(0, 8).toLowerCase()}`;
    const answers = await Promise.all(
      [a, b].map((x) => x.call('post', '/api/studios', { name: 'Race', slug, timezone: 'UTC' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('answers 404 STUDIO_NOT_FOUND to someone in no studio', async () => {
    const loner = await createArtist(app, db, { plan: 'pro' });
    const res = await loner.call('get', '/api/studios/mine');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('STUDIO_NOT_FOUND');
  });

  it('lets a person belong to one studio at a time', async () => {
    const studio = await createTestStudio(app, db);
    const res = await studio.owner.call('post', '/api/studios', {
      name: 'Second',
      slug: `second-${studio.owner.uid.slice(0, 8).toLowerCase()}`,
      timezone: 'UTC',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('STUDIO_ALREADY_MEMBER');
    const desk = await studio.desk.call('get', '/api/studios/mine');
    expect(desk.body.role).toBe('desk');
    expect(desk.body.members.every((m: { houseShare: unknown }) => m.houseShare === null)).toBe(
      true,
    );
  });
});
