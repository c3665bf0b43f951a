import { ProviderError } from '../ai-provider';

/**
 * Runs one OpenAI call under a deadline over the whole of it: the request, the headers and the
 * body, a streamed design's events included. The SDK's own `timeout` ends when the headers
 * arrive (it clears its timer once `fetch` resolves), so a stream that forms slowly would run
 * into Hosting's 60 s cut-off instead of being abandoned within the budget and refunded. At the
 * deadline the signal aborts the request (the SDK closes the connection and the stream ends),
 * and the call fails as timed out without waiting for anything the SDK still does.
 */
export async function withDeadline<T>(
  ms: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timedOut = () =>
    new ProviderError(`OpenAI did not finish within ${ms} ms`, true, undefined, true);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const err = timedOut();
      controller.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } catch (err) {
    // An aborted stream ends quietly in the SDK; whatever it reports, the deadline is the cause.
    throw controller.signal.aborted ? timedOut() : err;
  } finally {
    clearTimeout(timer);
  }
}
