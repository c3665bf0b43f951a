import type { Response } from 'express';

/**
 * Whether the HTTP caller is still there to receive the answer. The response closes before it
 * finished when the client disconnected, or when Hosting (60 s) or the function's own timeout
 * gave up on the request: a paid result made after that reaches nobody.
 */
export function callerPresence(res: Response): { gone: () => boolean } {
  let gone = false;
  res.on('close', () => {
    if (!res.writableFinished) gone = true;
  });
  return { gone: () => gone };
}
