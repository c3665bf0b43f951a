import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile';
import { isReservedUsernameKey, pageUsernameKey, usernameKey } from './username';

describe('username keys', () => {
  it('resolve every spelling of a name to one key', () => {
    for (const spelling of ['Ink', ' ink ', '\u00A0ink\u00A0', '\uFF29\uFF4E\uFF4B', 'INK\t']) {
      expect(usernameKey(spelling)).toBe('ink');
    }
  });

  it('never resolve a page for an id Firestore reserves or an object member', () => {
    const cannot = [
      '',
      '   ',
      '.',
      '..',
      'ink/requests',
      'ink\uFF0Frequests',
      '__proto__',
      ' __Proto__ ',
      '__inkforge__',
      '____',
      'constructor',
      'Prototype',
      'toString',
      'x'.repeat(501),
    ];
    for (const name of cannot) expect(pageUsernameKey(name), name).toBeNull();
    expect(pageUsernameKey(' Ink_Studio ')).toBe('ink_studio');
    expect(pageUsernameKey('__ink')).toBe('__ink');
    expect(pageUsernameKey('x'.repeat(500))).toBe('x'.repeat(500));
    expect(pageUsernameKey('constructors')).toBe('constructors');
  });

  it('cannot be registered when they collide with a reserved key', () => {
    const base = { displayName: 'Jane', email: 'jane@studio.test' };
    for (const username of ['constructor', '__proto__', '__ink__', 'PROTOTYPE', 'valueOf']) {
      expect(isReservedUsernameKey(usernameKey(username))).toBe(true);
      const issue = profileUpdateSchema('email').safeParse({ ...base, username }).error?.issues[0];
      expect(issue?.message, username).toBe(
        'That username is reserved. Please choose another one.',
      );
    }
    expect(profileUpdateSchema('email').safeParse({ ...base, username: 'jane_doe' }).success).toBe(
      true,
    );
  });
});
