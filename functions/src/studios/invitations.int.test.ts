import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { inboxOf } from '../../test/support/mail-catcher';
import { createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { uniqueEmail } from '../../test/support/test-users';

// The app's clock moves forward for the 7-day expiry; every other test leaves it at "now".
let shift = 0;
const { app, db, deps } = buildTestApp({ clock: () => new Date(Date.now() + shift) });

const tokenOf = (acceptPath: string) => acceptPath.replace(/^\/join\//, '');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

async function invite(owner: Artist, studioId: string, email: string, extra: object = {}) {
  const res = await owner.call('post', `/api/studios/${studioId}/invitations`, {
    email,
    role: 'artist',
    ...extra,
  });
  expect(res.status, res.text).toBe(201);
  return { ...res.body, token: tokenOf(String(res.body.acceptPath)) } as {
    invitation: { id: string; email: string; role: string; expiresAt: string };
    acceptPath: string;
    token: string;
  };
}

/** The name the studio shows for its owner (the inviter). */
async function ownerName(owner: Artist): Promise<string> {
  const mine = await owner.call('get', '/api/studios/mine');
  return String(mine.body.members.find((m: { role: string }) => m.role === 'owner').displayName);
}

const preview = (token: string) => request(app).get(`/api/public/studio-invitations/${token}`);

describe('the owner invites by e-mail', () => {
  it('makes a single-use link, keeps only its SHA-256 and mails it naming studio and inviter', async () => {
    const studio = await createTestStudio(app, db, { name: 'Black Lotus Test' });
    const email = uniqueEmail('invitee');
    const made = await invite(studio.owner, studio.id, email);

    expect(made.acceptPath).toMatch(/^\/join\/[A-Za-z0-9_-]{43}$/);
    expect(made.invitation).toMatchObject({ email, role: 'artist' });
    const days = (Date.parse(made.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const stored = await db.doc(`studioInvitations/${sha256(made.token)}`).get();
    expect(stored.exists).toBe(true);
    expect(JSON.stringify(stored.data())).not.toContain(made.token);
    expect((await db.doc(`studioInvitations/${made.token}`).get()).exists).toBe(false);

    const [mail, ...more] = await inboxOf(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain('Black Lotus Test');
    expect(mail?.text).toContain(`${deps.appOrigin}/join/${made.token}`);
    expect(mail?.text).toContain(await ownerName(studio.owner));
    expect(mail?.html).toContain(`${deps.appOrigin}/join/${made.token}`);

    const listed = await studio.owner.call('get', '/api/studios/mine');
    expect(listed.body.invitations.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('is the owner’s alone: another member gets 403, an outsider 404', async () => {
    const studio = await createTestStudio(app, db);
    const outsider = await createArtist(app, db, { plan: 'pro' });
    const body = { email: uniqueEmail(), role: 'artist' };
    const byArtist = await studio.artists[0]!.call(
      'post',
      `/api/studios/${studio.id}/invitations`,
      body,
    );
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.error).toBe('STUDIO_FORBIDDEN');
    const byDesk = await studio.desk.call('post', `/api/studios/${studio.id}/invitations`, body);
    expect(byDesk.body.error).toBe('STUDIO_FORBIDDEN');
    const byOutsider = await outsider.call('post', `/api/studios/${studio.id}/invitations`, body);
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body.error).toBe('STUDIO_NOT_FOUND');
    const owner = await studio.owner.call('post', `/api/studios/${studio.id}/invitations`, {
      ...body,
      role: 'owner',
    });
    expect(owner.status).toBe(400);
  });
});

describe('the invitee', () => {
  it('sees who invites them to what before accepting; an unknown link is one 404', async () => {
    const studio = await createTestStudio(app, db, { name: 'Preview Studio' });
    const email = uniqueEmail('guest');
    const made = await invite(studio.owner, studio.id, email, {
      role: 'guest',
      guestFrom: '2031-03-01',
      guestUntil: '2031-03-14',
    });
    const res = await preview(made.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      studioName: 'Preview Studio',
      role: 'guest',
      email,
      invitedBy: await ownerName(studio.owner),
      expiresAt: made.invitation.expiresAt,
    });
    for (const token of ['x'.repeat(43), 'short', made.token.slice(0, 42) + '.']) {
      const unknown = await preview(token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('STUDIO_INVITATION_INVALID');
    }
  });

  it('accepts with the invited address only, once, and joins with the invited role', async () => {
    const studio = await createTestStudio(app, db);
    const invitee = await createArtist(app, db, { plan: null });
    const someoneElse = await createArtist(app, db, { plan: 'pro' });
    const made = await invite(studio.owner, studio.id, invitee.email.toUpperCase(), {
      role: 'guest',
      guestFrom: '2020-01-01',
      guestUntil: '2099-12-31',
    });

    const wrong = await someoneElse.call('post', `/api/studio-invitations/${made.token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('STUDIO_INVITATION_OTHER_EMAIL');

    const ok = await invitee.call('post', `/api/studio-invitations/${made.token}/accept`);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.role).toBe('guest');
    expect(ok.body.studio.id).toBe(studio.id);
    const me = ok.body.members.find((m: { uid: string }) => m.uid === invitee.uid);
    expect(me).toMatchObject({ role: 'guest', guestFrom: '2020-01-01', guestUntil: '2099-12-31' });
    expect((await db.doc(`studioMemberships/${invitee.uid}`).get()).get('studioId')).toBe(
      studio.id,
    );

    const again = await invitee.call('post', `/api/studio-invitations/${made.token}/accept`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('STUDIO_INVITATION_INVALID');
    expect((await preview(made.token)).body.error).toBe('STUDIO_INVITATION_INVALID');
    const mine = await studio.owner.call('get', '/api/studios/mine');
    expect(mine.body.invitations).toEqual([]);
  });

  it('belongs to one studio at a time: a member of another gets 409', async () => {
    const [a, b] = [await createTestStudio(app, db), await createTestStudio(app, db)];
    const made = await invite(b.owner, b.id, a.artists[0]!.email);
    const res = await a.artists[0]!.call('post', `/api/studio-invitations/${made.token}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('STUDIO_ALREADY_MEMBER');
    expect((await preview(made.token)).status).toBe(200);
  });

  it('racing two accepts of one link: exactly one wins', async () => {
    const studio = await createTestStudio(app, db);
    const invitee = await createArtist(app, db, { plan: 'pro' });
    const made = await invite(studio.owner, studio.id, invitee.email);
    const answers = await Promise.all(
      [1, 2, 3].map(() => invitee.call('post', `/api/studio-invitations/${made.token}/accept`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const members = await db.collection(`studios/${studio.id}/members`).get();
    expect(members.docs.filter((d) => d.id === invitee.uid)).toHaveLength(1);
  });

  it('racing two studios’ invitations: the person joins exactly one', async () => {
    const [a, b] = [await createTestStudio(app, db), await createTestStudio(app, db)];
    const invitee = await createArtist(app, db, { plan: 'pro' });
    const fromA = await invite(a.owner, a.id, invitee.email);
    const fromB = await invite(b.owner, b.id, invitee.email);
    const answers = await Promise.all(
      [fromA, fromB].map((m) => invitee.call('post', `/api/studio-invitations/${m.token}/accept`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const inA = (await db.doc(`studios/${a.id}/members/${invitee.uid}`).get()).exists;
    const inB = (await db.doc(`studios/${b.id}/members/${invitee.uid}`).get()).exists;
    expect([inA, inB].filter(Boolean)).toHaveLength(1);
  });

  it('cannot use a link the owner revoked; only the owner revokes', async () => {
    const studio = await createTestStudio(app, db);
    const invitee = await createArtist(app, db, { plan: 'pro' });
    const made = await invite(studio.owner, studio.id, invitee.email);
    const path = `/api/studios/${studio.id}/invitations/${made.invitation.id}`;
    const byArtist = await studio.artists[0]!.call('delete', path);
    expect(byArtist.status).toBe(403);
    const revoked = await studio.owner.call('delete', path);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    expect((await preview(made.token)).body.error).toBe('STUDIO_INVITATION_INVALID');
    const res = await invitee.call('post', `/api/studio-invitations/${made.token}/accept`);
    expect(res.body.error).toBe('STUDIO_INVITATION_INVALID');
    const unknown = await studio.owner.call('delete', `/api/studios/${studio.id}/invitations/nope`);
    expect(unknown.body.error).toBe('STUDIO_INVITATION_INVALID');
  });

  it('cannot use a link after 7 days', async () => {
    const studio = await createTestStudio(app, db);
    const invitee = await createArtist(app, db, { plan: 'pro' });
    const made = await invite(studio.owner, studio.id, invitee.email);
    shift = 7 * 86_400_000 + 60_000;
    try {
      expect((await preview(made.token)).body.error).toBe('STUDIO_INVITATION_INVALID');
      const res = await invitee.call('post', `/api/studio-invitations/${made.token}/accept`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('STUDIO_INVITATION_INVALID');
    } finally {
      shift = 0;
    }
  });
});
