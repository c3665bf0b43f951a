import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI stand-in for the real SDK: moderation passes, every other call answers 500.
 * `baseUrl` goes to the provider's `baseUrl`; `close()` stops it.
 */
export async function startFailingOpenAi(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    const moderation = req.url?.includes('moderations');
    res.writeHead(moderation ? 200 : 500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        moderation
          ? {
              id: 'm',
              model: 'x',
              results: [{ flagged: false, categories: {}, category_scores: {} }],
            }
          : { error: { message: 'upstream exploded', type: 'server_error' } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
