import { userSchema } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import {
  createGoogleTestUser,
  createTestUser,
  oobCodesFor,
  signInTestUser,
  uniqueEmail,
} from '../../test/support/test-users';

const { app, db, auth } = buildTestApp();

async function member<T extends { idToken: string }>(user: T): Promise<T> {
  await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`).expect(200);
  return user;
}

const patch = (user: { idToken: string }, body: unknown) =>
  request(app)
    .patch('/api/profile')
    .set('Authorization', `Bearer ${user.idToken}`)
    .send(body as object);

/** A username nobody else in this run uses (the reservations outlive a test file). */
const uniqueName = (base: string) => `${base}_${Math.random().toString(36).slice(2, 10)}`;

describe('PATCH /api/profile', () => {
  it('updates username and display name', async () => {
    const user = await member(await createTestUser());
    const username = uniqueName('ink_master');

    const res = await patch(user, { username, displayName: 'Ink Master', email: user.email });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile has been updated.');
    expect(userSchema.parse(res.body.user)).toMatchObject({
      username,
      displayName: 'Ink Master',
      firstName: 'Ink',
      email: user.email,
    });
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({ username });
    expect((await auth.getUser(user.uid)).displayName).toBe('Ink Master');
  });

  it('changes the sign-in e-mail only with the password, and only once the link is opened', async () => {
    const user = await member(await createTestUser());
    const newEmail = uniqueEmail('moved');
    const base = { username: uniqueName('mover'), displayName: 'Mover', email: newEmail };

    // An open session alone cannot move the account.
    const bare = await patch(user, base);
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({
      error: 'PROFILE_PASSWORD_REQUIRED',
      message: 'Enter your current password to change your e-mail.',
    });
    const wrong = await patch(user, { ...base, currentPassword: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('WRONG_CURRENT_PASSWORD');
    expect(await oobCodesFor(newEmail)).toEqual([]);

    const res = await patch(user, { ...base, currentPassword: user.password });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `We sent a link to ${newEmail}; your e-mail changes when you open it.`,
    );
    expect(res.body.pendingEmail).toBe(newEmail);
    // Nothing has moved yet: Auth, the stored profile and the answer keep the old address.
    expect(res.body.user.email).toBe(user.email);
    expect((await auth.getUser(user.uid)).email).toBe(user.email);
    expect((await db.doc(`users/${user.uid}`).get()).get('email')).toBe(user.email);
    expect(await signInTestUser(user.email, user.password)).toBeTruthy();

    // The link "sent" to the new inbox, as the Auth emulator records it.
    const [link] = await oobCodesFor(newEmail);
    expect(link).toMatchObject({
      email: user.email,
      newEmail,
      requestType: 'VERIFY_AND_CHANGE_EMAIL',
    });
    const opened = await fetch(link!.oobLink, { redirect: 'manual' });
    expect([200, 303]).toContain(opened.status);

    expect((await auth.getUser(user.uid)).email).toBe(newEmail);
    // The move ends the sessions that were open, the one that asked for it included.
    const stale = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${user.idToken}`);
    expect(stale.status).toBe(401);
    await expect(signInTestUser(user.email, user.password)).rejects.toThrow();
    const session = await signInTestUser(newEmail, user.password);
    const me = await request(app).get('/api/auth/me').set('Authorization', `Bearer ${session}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(newEmail);
    expect((await db.doc(`users/${user.uid}`).get()).get('email')).toBe(newEmail);
  });

  it('answers each validation rule with the spec message', async () => {
    const user = await member(await createTestUser());
    const base = { username: 'valid_name', displayName: 'Valid', email: user.email };
    const cases: [Record<string, string>, string][] = [
      [{ username: '' }, 'Username and display name are required.'],
      [{ email: '' }, 'Email address is required.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address (e.g., artist@example.com).'],
      [{ email: 'a..b@example.test' }, 'Email address contains invalid characters or format.'],
      [{ username: 'ab' }, 'Username must be at least 3 characters long.'],
      [
        { username: 'bad name' },
        'Username can only contain letters, numbers, underscores, and hyphens.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await patch(user, { ...base, ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses a username no booking page can have, in words', async () => {
    const user = await member(await createTestUser());
    for (const username of ['constructor', '__proto__', '__inkforge__', 'Prototype', 'toString']) {
      const res = await patch(user, { username, displayName: 'R', email: user.email });
      expect(res.status, username).toBe(400);
      expect(res.body).toEqual({
        error: 'USERNAME_RESERVED',
        message: 'That username is reserved. Please choose another one.',
        fields: { username: 'That username is reserved. Please choose another one.' },
      });
    }
    expect((await db.doc(`users/${user.uid}`).get()).get('username')).not.toBe('constructor');
  });

  it('refuses an address another account uses', async () => {
    const taken = await createTestUser();
    const user = await member(await createTestUser());
    const res = await patch(user, {
      username: uniqueName('someone'),
      displayName: 'S',
      email: taken.email,
      currentPassword: user.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('EMAIL_EXISTS');
    expect((await auth.getUser(user.uid)).email).toBe(user.email);
  });

  it('gives a username to one artist only, whatever its case; a rename frees the old one', async () => {
    const [first, second] = await Promise.all([
      createTestUser().then(member),
      createTestUser().then(member),
    ]);
    const name = uniqueName('Ink');
    const [a, b] = await Promise.all([
      patch(first, { username: name, displayName: 'First', email: first.email }),
      patch(second, { username: name.toLowerCase(), displayName: 'Second', email: second.email }),
    ]);

    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [first, second] : [second, first];
    const refused = a.status === 200 ? b : a;
    expect(refused.body).toEqual({
      error: 'USERNAME_TAKEN',
      message: 'That username is already taken. Please choose another one.',
    });
    expect((await db.doc(`usernames/${name.toLowerCase()}`).get()).get('uid')).toBe(winner.uid);

    // The owner may change the case of its own name.
    const recased = await patch(winner, {
      username: name.toUpperCase(),
      displayName: 'Winner',
      email: winner.email,
    });
    expect(recased.status).toBe(200);

    const moved = await patch(winner, {
      username: uniqueName('elsewhere'),
      displayName: 'Winner',
      email: winner.email,
    });
    expect(moved.status).toBe(200);
    const retaken = await patch(loser, {
      username: name,
      displayName: 'Loser',
      email: loser.email,
    });
    expect(retaken.status).toBe(200);
    expect((await db.doc(`usernames/${name.toLowerCase()}`).get()).get('uid')).toBe(loser.uid);
  });

  it('lets a Google account rename itself but not change its e-mail', async () => {
    const user = await member(await createGoogleTestUser());
    const username = uniqueName('gina_g');
    const renamed = await patch(user, { username, displayName: 'Gina G' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ displayName: 'Gina G', authMethod: 'google' });

    const moved = await patch(user, { username, displayName: 'Gina G', email: uniqueEmail() });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toBe('EMAIL_MANAGED_BY_GOOGLE');
  });
});
