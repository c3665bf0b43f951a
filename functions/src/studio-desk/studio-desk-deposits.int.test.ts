import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppointmentHistoryEntry } from '@inkforge/domain';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import type { Artist } from '../../test/support/artist';
import { depositFlow } from '../../test/support/deposit-flow';
import { createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);

const lines = (history: AppointmentHistoryEntry[] | undefined) =>
  (history ?? []).map((h) => `${h.role} ${h.uid} ${h.action}`);

function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'desk-deposit-')), 'evidence.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the desk and an artist’s deposit paid online (issue 43)', () => {
  it('asks it and refunds it on the artist’s Stripe account; both name the desk', async () => {
    const studio = await createTestStudio(app, db, { artists: 2, timezone: 'Europe/Berlin' });
    const [artist, other] = studio.artists as [Artist, Artist];
    await flow.connect(artist);
    const { first } = await flow.project(artist);
    const path = `/api/studios/${studio.id}/artists/${artist.uid}/appointments/${first}`;

    const asked = await studio.desk.call('post', `${path}/deposit-request`, { amount: 100 });
    expect(asked.status, asked.text).toBe(201);
    const token = String(asked.body.link).split('/deposit/')[1]!;
    const sessionId = await flow.openCheckout(token);
    await flow.pay(sessionId);

    // Another artist has no say over this deposit.
    const theirs = await other.call('post', `${path}/deposit-outcome`, { outcome: 'refund' });
    expect(theirs.status).toBe(403);

    const refunded = await studio.desk.call('post', `${path}/deposit-outcome`, {
      outcome: 'refund',
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(await payments.twin.connectSession(sessionId)).toMatchObject({ refunded: true });
    const started = (refunded.body.history as { action: string; by?: { uid: string } }[]).find(
      (h) => h.action === 'refund_started',
    );
    expect(started?.by?.uid).toBe(studio.desk.uid);

    const read = await studio.desk.call('get', path);
    expect(lines(read.body.history)).toEqual([
      `artist ${artist.uid} created`,
      `desk ${studio.desk.uid} deposit_requested`,
      `desk ${studio.desk.uid} refunded`,
    ]);

    const pdf = await artist
      .call('get', `/api/appointments/${first}/evidence.pdf`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const deskName = studio.desk.email.split('@')[0]!;
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`${deskName} (front desk) refunded the deposit`);
    expect(text).toContain(`Refund asked of Stripe), by ${deskName} (front desk)`);
  });
});
