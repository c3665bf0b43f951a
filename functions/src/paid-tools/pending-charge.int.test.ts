import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '../adapters/object-store';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService } from '../credits/ledger.service';
import { silentLogger } from '../logger';
import { sweepPendingCharges } from '../scheduled/sweep-pending-charges';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, lineArtPng, setCredits, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { LATE_WRITE_MS, PENDING_CHARGE_DEADLINE_MS } from './pending-charge';
import { createPendingChargesRepository } from './pending-charges.repository';

/**
 * Storage as a cut-off or stalled worker sees it. `land`: the object is written, but the
 * worker never hears back (killed mid-write). `freeze`: Storage holds the write until `thaw`,
 * then writes it, and the worker (ended at its timeout meanwhile) never hears back. `stall`:
 * Storage holds the write until `thaw`, then the worker carries on. Otherwise the real store.
 */
function standInStore(real: ObjectStore) {
  let mode: 'normal' | 'land' | 'freeze' | 'stall' = 'normal';
  let thaw: () => void = () => undefined;
  let wrote: (path: string) => void = () => undefined;
  let writing = new Promise<string>((resolve) => (wrote = resolve));
  const store: ObjectStore = {
    ...real,
    async put(path, data, contentType) {
      const now = mode;
      wrote(path);
      if (now === 'freeze' || now === 'stall') {
        await new Promise<void>((resolve) => (thaw = resolve));
      }
      await real.put(path, data, contentType);
      if (now === 'land' || now === 'freeze') await new Promise(() => undefined);
    },
  };
  return {
    store,
    set(next: typeof mode) {
      mode = next;
      writing = new Promise<string>((resolve) => (wrote = resolve));
    },
    /** The path of the next write, once the tool has begun it. */
    writing: () => writing,
    thaw: () => thaw(),
  };
}

const base = buildTestApp();
const storage = standInStore(base.deps.objects);
const t = buildTestApp({ objects: storage.store });
const ledger = createLedgerRepository(t.db);
const charges = createPendingChargesRepository(t.db);

let server: Server;
let origin = '';
beforeAll(async () => {
  // A real socket, so a test can give up on a request the way Hosting does at 60 s.
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The minute schedule's sweep, run in-process with its clock at `at`. */
const sweepAt = (at: Date) =>
  sweepPendingCharges({
    charges,
    ledger: createLedgerService(ledger, { now: () => at }),
    objects: t.deps.objects,
    clock: () => at,
    logger: silentLogger,
  });
const pastDeadline = () => new Date(Date.now() + PENDING_CHARGE_DEADLINE_MS + 1_000);
/** Past the last look the sweep takes at a refunded charge's result path. */
const pastLastLook = () => new Date(pastDeadline().getTime() + LATE_WRITE_MS + 1_000);

const ledgerOf = async (uid: string) =>
  (await ledger.listEntries(uid)).map((e) => `${e.type} ${e.amount}`).sort();
const toolObjects = (uid: string) => storedObjects(`users/${uid}/tools/`);

async function artist(): Promise<Artist> {
  const a = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, a.uid, 3);
  return a;
}

/** Starts a stencil upload (1 credit); `gone` gives up on it as Hosting does at 60 s. */
async function uploadStencil(a: Artist) {
  const form = new FormData();
  form.append('lineThickness', '2');
  form.append('image', new Blob([new Uint8Array(await lineArtPng())]), 'design.png');
  const caller = new AbortController();
  const answer = fetch(`${origin}/api/stencil/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.idToken}` },
    body: form,
    signal: caller.signal,
  }).catch((err: unknown) => err);
  return { answer, gone: () => caller.abort() };
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still waiting for ${what}`);
}

describe('a paid tool is kept only when its answer delivers the result', () => {
  it('a worker killed mid-write: the sweep refunds once, past the deadline, and removes the result', async () => {
    const a = await artist();
    storage.set('land');
    const upload = await uploadStencil(a);
    const path = await storage.writing();
    await until('the result to land', async () => (await toolObjects(a.uid)).includes(path));
    // The worker never returns; Hosting gives up on the caller.
    upload.gone();
    await upload.answer;
    storage.set('normal');

    // Before the deadline the charge stands: the worker may still deliver.
    await sweepAt(new Date());
    expect(await ledgerOf(a.uid)).toEqual(['spend -1']);

    // Two runs (a rerun, or an overlapping instance) give back once.
    await sweepAt(pastDeadline());
    await sweepAt(pastDeadline());
    expect(await ledgerOf(a.uid)).toEqual(['refund 1', 'spend -1']);
    expect(await creditsOf(t.db, a.uid)).toBe(3);
    expect(await toolObjects(a.uid)).toEqual([]);
  });

  it('Storage frozen past the deadline: refunded once, and a write that lands late is removed', async () => {
    const a = await artist();
    storage.set('freeze');
    const upload = await uploadStencil(a);
    await storage.writing();
    upload.gone();
    await upload.answer;

    await sweepAt(pastDeadline());
    expect(await ledgerOf(a.uid)).toEqual(['refund 1', 'spend -1']);
    // Storage wakes up after the sweep: the write lands where nobody will look.
    storage.thaw();
    await until('the late write', async () => (await toolObjects(a.uid)).length === 1);
    storage.set('normal');
    await sweepAt(pastLastLook());

    expect(await ledgerOf(a.uid)).toEqual(['refund 1', 'spend -1']);
    expect(await toolObjects(a.uid)).toEqual([]);
  });

  it('a delivered result is never refunded by the sweep', async () => {
    const a = await artist();
    const upload = await uploadStencil(a);
    const res = (await upload.answer) as Response;
    expect(res.status).toBe(200);
    const { s3Key } = (await res.json()) as { s3Key: string };

    await sweepAt(pastDeadline());
    expect(await ledgerOf(a.uid)).toEqual(['spend -1']);
    expect(await toolObjects(a.uid)).toEqual([s3Key]);
  });

  it('a sweep racing the delivery settles exactly one way', async () => {
    for (let round = 0; round < 6; round += 1) {
      const a = await artist();
      storage.set('stall');
      const upload = await uploadStencil(a);
      await storage.writing();
      storage.set('normal');
      // Round by round the sweep starts before, with, or after the write returns.
      const sweep = async () => {
        await new Promise((resolve) => setTimeout(resolve, (round % 3) * 15));
        return sweepAt(pastDeadline());
      };
      const [, res] = await Promise.all([
        sweep(),
        (async () => {
          storage.thaw();
          return (await upload.answer) as Response;
        })(),
      ]);
      const entries = await ledgerOf(a.uid);
      const objects = await toolObjects(a.uid);
      if (res.status === 200) {
        expect(entries).toEqual(['spend -1']);
        expect(objects).toHaveLength(1);
      } else {
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ error: 'RESULT_NOT_DELIVERED' });
        expect(entries).toEqual(['refund 1', 'spend -1']);
        expect(objects).toEqual([]);
      }
      expect(await creditsOf(t.db, a.uid)).toBe(res.status === 200 ? 2 : 3);
    }
  });
});
