import { describe, expect, it } from 'vitest';
import { emailChangeSentMessage, profileUpdateSchema } from './profile';
import { usernameKey } from './username';

const firstMessage = (input: unknown, method: 'email' | 'google' = 'email') =>
  profileUpdateSchema(method).safeParse(input).error?.issues[0]?.message;

const valid = { username: 'jane_doe', displayName: 'Jane Doe', email: 'jane@studio.test' };

describe('profile update', () => {
  it('accepts a valid profile and lower-cases the e-mail', () => {
    expect(profileUpdateSchema('email').parse({ ...valid, email: 'Jane@Studio.test' })).toEqual({
      ...valid,
      email: 'jane@studio.test',
    });
  });

  it('gives every validation message of the spec', () => {
    expect(firstMessage({ ...valid, username: '' })).toBe(
      'Username and display name are required.',
    );
    expect(firstMessage({ ...valid, displayName: '  ' })).toBe(
      'Username and display name are required.',
    );
    expect(firstMessage({ ...valid, email: '' })).toBe('Email address is required.');
    expect(firstMessage({ ...valid, email: 'jane.studio' })).toBe(
      'Please enter a valid email address (e.g., artist@example.com).',
    );
    expect(firstMessage({ ...valid, email: 'jane..doe@studio.test' })).toBe(
      'Email address contains invalid characters or format.',
    );
    expect(firstMessage({ ...valid, email: '.jane@studio.test' })).toBe(
      'Email address contains invalid characters or format.',
    );
    expect(firstMessage({ ...valid, username: 'jd' })).toBe(
      'Username must be at least 3 characters long.',
    );
    expect(firstMessage({ ...valid, username: 'jane doe!' })).toBe(
      'Username can only contain letters, numbers, underscores, and hyphens.',
    );
  });

  it('does not require an e-mail from a Google account', () => {
    expect(firstMessage({ username: 'gina', displayName: 'Gina' }, 'google')).toBeUndefined();
  });

  it('keeps the current password for an e-mail change and names one username per spelling', () => {
    expect(profileUpdateSchema('email').parse({ ...valid, currentPassword: 'pw' })).toEqual({
      ...valid,
      currentPassword: 'pw',
    });
    expect(usernameKey(' Ink ')).toBe(usernameKey('ink'));
    expect(emailChangeSentMessage('new@studio.test')).toBe(
      'We sent a link to new@studio.test; your e-mail changes when you open it.',
    );
  });
});
