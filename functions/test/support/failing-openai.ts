import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI stand-in for the real SDK: moderation passes and every model is there (the check
 * before charging), every image call answers 500, or with `images: 'hang'` never answers at
 * all (a provider past any budget).
 * `baseUrl` goes to the provider's `baseUrl`; `close()` stops it and drops what still hangs.
 */
export async function startFailingOpenAi(
  options: { images?: 'fail' | 'hang' } = {},
): Promise<{ baseUrl: string; requests: () => number; close(): Promise<void> }> {
  let imageRequests = 0;
  const server = createServer((req, res) => {
    req.resume();
    const model = req.method === 'GET' && /\/models\/[^/]+$/.exec(req.url ?? '');
    if (model) {
      const id = decodeURIComponent(model[0].slice('/models/'.length));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, object: 'model', created: 0, owned_by: 'openai' }));
      return;
    }
    const moderation = req.url?.includes('moderations');
    if (!moderation) imageRequests += 1;
    if (!moderation && options.images === 'hang') return;
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
    requests: () => imageRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
