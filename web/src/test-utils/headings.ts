import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A screen's headings start at h1 and never skip a level going down (h1 → h3 leaves a screen
 * reader's outline with a hole): the levels in document order, checked as a person would jump.
 */
export function expectHeadingsInOrder(): void {
  const levels = screen
    .getAllByRole('heading')
    .map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)));
  const skips = levels.filter((level, i) => level > (i === 0 ? 1 : (levels[i - 1] ?? 0) + 1));
  expect({ levels, skips }).toEqual({ levels, skips: [] });
}
