import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response> | undefined;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs `fetch` at the network boundary (our modules run for real). Unanswered requests get a
 * 503 so a test never reaches a real server; every request is recorded for assertions.
 */
export function stubFetch(responder: Responder): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const request = { url, method: init?.method ?? 'GET', body };
    requests.push(request);
    return (
      (await responder(request)) ?? json(503, { error: 'UPSTREAM_UNAVAILABLE', message: 'stub' })
    );
  });
  return requests;
}
