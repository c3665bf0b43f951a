import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../app-error';
import { createIdentityToolkit, IdentityToolkitError } from './identity-toolkit';

// A stand-in upstream on a local port: each e-mail picks the answer it gives.
const answers: Record<string, [number, string]> = {
  'ok@x.test': [200, JSON.stringify({ localId: 'u1', email: 'ok@x.test', idToken: 't1' })],
  'wrong@x.test': [400, JSON.stringify({ error: { code: 400, message: 'INVALID_PASSWORD' } })],
  'weak@x.test': [
    400,
    JSON.stringify({ error: { message: 'WEAK_PASSWORD : Password should be at least 6' } }),
  ],
  'down@x.test': [503, 'Service Unavailable'],
  'html@x.test': [400, '<html>bad gateway</html>'],
  'odd@x.test': [200, JSON.stringify({ unexpected: true })],
  'new@x.test': [200, JSON.stringify({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse' })],
  'taken@x.test': [400, JSON.stringify({ error: { code: 400, message: 'EMAIL_EXISTS' } })],
};

let server: Server;
let baseUrl: string;
const seen: string[] = [];
const bodies: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push(req.url ?? '');
      const sent = JSON.parse(raw) as { email?: string; newEmail?: string };
      bodies.push(sent);
      const [status, body] = answers[sent.newEmail ?? sent.email ?? ''] ?? [404, ''];
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function signInError(email: string): Promise<unknown> {
  const client = createIdentityToolkit({ baseUrl, apiKey: 'k&y' });
  return client.signInWithPassword(email, 'pw').then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('identity toolkit client', () => {
  it('signs in and sends the API key', async () => {
    const client = createIdentityToolkit({ baseUrl, apiKey: 'k&y' });
    await expect(client.signInWithPassword('ok@x.test', 'pw')).resolves.toEqual({
      uid: 'u1',
      email: 'ok@x.test',
      idToken: 't1',
    });
    expect(seen.at(-1)).toBe('/v1/accounts:signInWithPassword?key=k%26y');
  });

  it('reports upstream refusals by their code', async () => {
    expect(await signInError('wrong@x.test')).toEqual(new IdentityToolkitError('INVALID_PASSWORD'));
    const weak = await signInError('weak@x.test');
    expect(weak).toBeInstanceOf(IdentityToolkitError);
    expect((weak as IdentityToolkitError).code).toBe('WEAK_PASSWORD');
  });

  it.each(['down@x.test', 'html@x.test', 'odd@x.test'])(
    'treats a broken answer (%s) as unavailable',
    async (email) => {
      const err = await signInError(email);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('UPSTREAM_UNAVAILABLE');
    },
  );

  it('treats an unreachable upstream as unavailable', async () => {
    const client = createIdentityToolkit({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k' });
    const err = await client.signInWithPassword('a@b.c', 'pw').catch((e: unknown) => e);
    expect((err as AppError).code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it("asks for Firebase's verify-before-update link as the signed-in user", async () => {
    const client = createIdentityToolkit({ baseUrl, apiKey: 'k' });
    await client.sendEmailChangeLink('id-token', 'new@x.test', 'https://studio.test/settings');
    expect(seen.at(-1)).toBe('/v1/accounts:sendOobCode?key=k');
    expect(bodies.at(-1)).toEqual({
      requestType: 'VERIFY_AND_CHANGE_EMAIL',
      idToken: 'id-token',
      newEmail: 'new@x.test',
      continueUrl: 'https://studio.test/settings',
    });
    const taken = await client
      .sendEmailChangeLink('id-token', 'taken@x.test', 'https://studio.test/settings')
      .catch((err: unknown) => err);
    expect(taken).toEqual(new IdentityToolkitError('EMAIL_EXISTS'));
  });
});
