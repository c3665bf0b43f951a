import { describe, expect, it } from 'vitest';
import { wholeWords } from './whole-words';

describe('wholeWords', () => {
  it('keeps a text that fits, whole', () => {
    expect(wholeWords('Fine line swallow', 40)).toBe('Fine line swallow');
  });

  it('cuts after the last whole word, never mid-word, with an ellipsis', () => {
    expect(wholeWords('Your design to approve: Fine line swallow', 33)).toBe(
      'Your design to approve: Fine…',
    );
    expect(wholeWords('A swallow, with roses around', 12)).toBe('A swallow…');
  });

  it('cuts a single long word where it must', () => {
    expect(wholeWords('Supercalifragilistic', 8)).toBe('Superca…');
  });
});
