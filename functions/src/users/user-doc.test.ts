import { describe, expect, it } from 'vitest';
import { authMethodOf, newUserDoc, usernameCandidates, usernameFor } from './user-doc';

describe('usernameFor', () => {
  it.each([
    ['Mara.Ink+tattoo@example.test', 'mara_ink_tattoo'],
    ['jo@example.test', 'jo_abc123'],
    ['...@example.test', 'user_abc123'],
    [`${'x'.repeat(50)}@example.test`, 'x'.repeat(30)],
  ])('%s → %s', (email, expected) => {
    expect(usernameFor(email, 'ABC-123')).toBe(expected);
  });

  it('always satisfies the profile rules', () => {
    for (const email of ['a@b.c', 'ÄÖÜ@x.de', '@x', 'john.o’neil@x.ie']) {
      expect(usernameFor(email, 'Zx9')).toMatch(/^[a-z0-9_-]{3,30}$/);
    }
  });
});

describe('usernameCandidates', () => {
  it('never offers a reserved name, so "constructor@…" signs up as another', () => {
    expect(usernameFor('constructor@example.test', 'ABC-123')).toBe('constructor');
    expect(usernameCandidates('constructor', 'ABC-123')).toEqual([
      'constructor_abc123',
      'user_abc123',
    ]);
    expect(usernameCandidates('__proto__', 'u1')[0]).toBe('__proto___u1');
    expect(usernameCandidates('ink', 'u1')).toEqual(['ink', 'ink_u1', 'user_u1']);
  });
});

describe('newUserDoc', () => {
  it('defaults the display name to the e-mail local part and starts on the free plan', () => {
    const now = new Date();
    const doc = newUserDoc({ uid: 'u', email: 'lena@example.test', authMethod: 'google' }, now);
    expect(doc).toMatchObject({
      displayName: 'lena',
      authMethod: 'google',
      role: 'free',
      subscriptionCredits: 0,
      packCredits: 0,
      consentRecordedAt: null,
      termsAccepted: false,
      createdAt: now,
    });
  });

  it('keeps a given display name', () => {
    const doc = newUserDoc(
      { uid: 'u', email: 'l@example.test', displayName: ' Lena K ', authMethod: 'email' },
      new Date(),
    );
    expect(doc.displayName).toBe('Lena K');
  });
});

describe('authMethodOf', () => {
  it('maps the token provider', () => {
    expect(authMethodOf('google.com')).toBe('google');
    expect(authMethodOf('password')).toBe('email');
  });
});
