import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageOps } from '../adapters/sharp/image-ops';
import { createAccountRepository } from '../account/account.repository';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist } from '../../test/support/artist';
import { creditsOf, lineArtPng, setCredits, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

/**
 * Sharp, held before it encodes the finished stencil until the test lets it go: the request is
 * charged and mid-processing for exactly as long as the test needs.
 */
function slowImageOps() {
  const ops = createImageOps();
  const held = {
    release: () => undefined as void,
    started: () => undefined as void,
    gate: Promise.resolve(),
    encoding: Promise.resolve(),
  };
  /** Holds the next stencil at its encoding until `release`. */
  const hold = () => {
    held.gate = new Promise<void>((resolve) => (held.release = resolve));
    held.encoding = new Promise<void>((resolve) => (held.started = resolve));
  };
  return {
    ops: {
      ...ops,
      async encodePng(image: Parameters<typeof ops.encodePng>[0]) {
        held.started();
        await held.gate;
        return ops.encodePng(image);
      },
    },
    hold,
    encoding: () => held.encoding,
    release: () => held.release(),
  };
}

const slow = slowImageOps();
/** The app's clock, moved by a test past Hosting's 60 s while a stencil is being made. */
let skewMs = 0;
const t = buildTestApp({ imageOps: slow.ops, clock: () => new Date(Date.now() + skewMs) });
let server: Server;
let origin = '';
beforeAll(async () => {
  // A real socket: the caller leaving is a closed connection, as when Hosting gives up at 60 s.
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ledgerOf(uid: string): Promise<string[]> {
  const entries = await createLedgerRepository(t.db).listEntries(uid);
  return entries.map((e) => `${e.type} ${e.amount}`).sort();
}

async function stencilForm(): Promise<FormData> {
  const form = new FormData();
  form.append('lineThickness', '2');
  const png = new Uint8Array(await lineArtPng());
  form.append('image', new Blob([png], { type: 'image/png' }), 'design.png');
  return form;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

describe('a paid stencil whose caller is gone', () => {
  it('is refunded and not kept when the request closes mid-processing', async () => {
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 3);
    slow.hold();
    const caller = new AbortController();
    const sent = fetch(`${origin}/api/stencil/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${artist.idToken}` },
      body: await stencilForm(),
      signal: caller.signal,
    }).catch((err: unknown) => err);

    await slow.encoding();
    expect(await ledgerOf(artist.uid)).toEqual(['spend -1']);
    caller.abort();
    expect(await sent).toMatchObject({ name: 'AbortError' });
    slow.release();

    await until(async () => (await ledgerOf(artist.uid)).length === 2);
    expect(await ledgerOf(artist.uid)).toEqual(['refund 1', 'spend -1']);
    expect(await creditsOf(t.db, artist.uid)).toBe(3);
    expect(await storedObjects(`users/${artist.uid}/tools/`)).toEqual([]);
  });

  it('is not kept when the account was deleted while it was being made', async () => {
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 3);
    slow.hold();
    const sent = fetch(`${origin}/api/stencil/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${artist.idToken}` },
      body: await stencilForm(),
    });

    await slow.encoding();
    const deleted = await artist.call('delete', '/api/account', { confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    slow.release();

    expect((await sent).status).toBe(404);
    expect(await storedObjects(`users/${artist.uid}/`)).toEqual([]);
    expect(await createAccountRepository(t.db).remainingDocuments(artist.uid)).toBe(0);
  });

  it('is refunded and not kept when it finishes past the deadline Hosting gives the caller', async () => {
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 3);
    slow.hold();
    const sent = fetch(`${origin}/api/stencil/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${artist.idToken}` },
      body: await stencilForm(),
    });

    await slow.encoding();
    expect(await ledgerOf(artist.uid)).toEqual(['spend -1']);
    // Storage (here, the encoder) stalls: 75 s pass; Hosting has answered 504 at 60 s.
    skewMs = 75_000;
    slow.release();
    const res = await sent;
    skewMs = 0;

    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'RESULT_NOT_DELIVERED' });
    expect(await ledgerOf(artist.uid)).toEqual(['refund 1', 'spend -1']);
    expect(await creditsOf(t.db, artist.uid)).toBe(3);
    expect(await storedObjects(`users/${artist.uid}/tools/`)).toEqual([]);
  });
});
