import { describe, expect, it } from 'vitest';
import { titleOf } from './use-page-change';

// A client opens the artist's links signed out: each tab names the page, not "Sign in".
describe('tab titles', () => {
  it('names the pages a client opens signed out, and the login screen for the rest', () => {
    expect(titleOf('/flash/pro', false)).toBe('Book flash · InkForge');
    expect(titleOf('/deposit/abc', false)).toBe('Pay your deposit · InkForge');
    expect(titleOf('/intake/abc', false)).toBe('Consent and medical intake · InkForge');
    expect(titleOf('/bookings/abc', false)).toBe('Your bookings · InkForge');
    expect(titleOf('/dashboard', false)).toBe('Sign in · InkForge');
    expect(titleOf('/dashboard', true)).toBe('Dashboard · InkForge');
  });
});
