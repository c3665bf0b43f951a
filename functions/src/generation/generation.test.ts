import { describe, expect, it } from 'vitest';
import { randomSubject } from './quick-generate';
import { SIMPLE_SUBJECTS } from './simple-subjects';
import { sizeFor } from './size-for';

describe('quick generation subjects', () => {
  it('has about 120 distinct subjects and picks across all of them', () => {
    expect(SIMPLE_SUBJECTS.length).toBeGreaterThanOrEqual(115);
    expect(new Set(SIMPLE_SUBJECTS).size).toBe(SIMPLE_SUBJECTS.length);
    expect(randomSubject(() => 0)).toBe(SIMPLE_SUBJECTS[0]);
    expect(randomSubject(() => 0.9999)).toBe(SIMPLE_SUBJECTS.at(-1));
  });
});

describe('sizeFor', () => {
  it('maps a width and height to the closest output shape', () => {
    expect(sizeFor()).toBe('1024x1024');
    expect(sizeFor(800, 800)).toBe('1024x1024');
    expect(sizeFor(1200, 600)).toBe('1536x1024');
    expect(sizeFor(512, 900)).toBe('1024x1536');
  });
});
