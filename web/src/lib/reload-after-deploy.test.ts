import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenChunksAreStale } from './reload-after-deploy';

describe('a tab from before a deploy', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads once when a route chunk is gone, and not again within a minute', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    reloadWhenChunksAreStale();
    const stale = () => new Event('vite:preloadError', { cancelable: true });
    const first = stale();
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = stale();
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
