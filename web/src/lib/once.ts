/**
 * A download (a screen's chunk, a form's schema) started at most once: every caller shares the
 * same promise, and a failure is forgotten so the next call tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
