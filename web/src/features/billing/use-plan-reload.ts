import { useCallback, useEffect, useRef } from 'react';

/** After a plan change the plan page refreshes every 2 s for up to 30 s. */
const PLAN_RELOAD_EVERY_MS = 2000;
const PLAN_RELOAD_FOR_MS = 30_000;

/**
 * Re-reads the user (plan and credits) on that schedule while the webhook lands. It refreshes
 * the data rather than the whole document, which would lose the schedule itself.
 */
export function usePlanReload(refreshUser: () => void): () => void {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => stop, [stop]);

  return useCallback(() => {
    stop();
    const started = Date.now();
    timer.current = setInterval(() => {
      if (Date.now() - started >= PLAN_RELOAD_FOR_MS) {
        stop();
        return;
      }
      refreshUser();
    }, PLAN_RELOAD_EVERY_MS);
  }, [refreshUser, stop]);
}
