import type { Response } from 'express';

/**
 * How long a caller waits for a synchronous answer: Hosting gives up on a rewritten request at
 * 60 s, so work finished after this (answer and refund included) reaches nobody.
 */
const CALLER_DEADLINE_MS = 50_000;

/**
 * Whether the HTTP caller is still there to receive the answer: not once the response closed
 * before it finished (the client disconnected, or the function's own timeout), and not past the
 * deadline the caller is known to have (`clock`: the app's), however open the connection looks.
 * A paid result made after that reaches nobody.
 */
export function callerPresence(
  res: Response,
  clock: () => Date = () => new Date(),
): { gone: () => boolean } {
  const deadline = clock().getTime() + CALLER_DEADLINE_MS;
  let closed = false;
  res.on('close', () => {
    if (!res.writableFinished) closed = true;
  });
  return { gone: () => closed || clock().getTime() >= deadline };
}
