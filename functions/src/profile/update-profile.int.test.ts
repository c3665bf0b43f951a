import { userSchema } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import {
  createGoogleTestUser,
  createTestUser,
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

describe('PATCH /api/profile', () => {
  it('updates username, display name and the sign-in e-mail of an e-mail account', async () => {
    const user = await member(await createTestUser());
    const email = uniqueEmail('moved');

    const res = await patch(user, { username: 'ink_master', displayName: 'Ink Master', email });

    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body.user)).toMatchObject({
      username: 'ink_master',
      displayName: 'Ink Master',
      firstName: 'Ink',
      email,
    });
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({
      username: 'ink_master',
      email,
    });
    expect((await auth.getUser(user.uid)).email).toBe(email);
    // The new address signs in with the old password.
    expect(await signInTestUser(email, user.password)).toBeTruthy();
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

  it('refuses an address another account uses', async () => {
    const taken = await createTestUser();
    const user = await member(await createTestUser());
    const res = await patch(user, { username: 'someone', displayName: 'S', email: taken.email });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('EMAIL_EXISTS');
  });

  it('lets a Google account rename itself but not change its e-mail', async () => {
    const user = await member(await createGoogleTestUser());
    const renamed = await patch(user, { username: 'gina_g', displayName: 'Gina G' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ displayName: 'Gina G', authMethod: 'google' });

    const moved = await patch(user, {
      username: 'gina_g',
      displayName: 'Gina G',
      email: uniqueEmail(),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toBe('EMAIL_MANAGED_BY_GOOGLE');
  });
});
