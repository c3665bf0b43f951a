import { describe, expect, it } from 'vitest';
import { studioItem } from './sidebar-items';

describe('the Studio item of the sidebar (issue 43)', () => {
  it('takes a member to their studio, offers a paid artist to open one, and nothing else', () => {
    expect(studioItem({ currentPlan: null }, true)?.label).toBe('Studio');
    expect(studioItem({ currentPlan: 'pro' }, false)?.label).toBe('Open a studio');
    expect(studioItem({ currentPlan: null }, false)).toBeNull();
    // Not known yet: no item that could change its words a moment later.
    expect(studioItem({ currentPlan: 'pro' }, undefined)).toBeNull();
  });
});
