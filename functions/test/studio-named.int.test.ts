import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../src/adapters/firebase/firebase';
import { createStudiosRepository } from '../src/studios/studios.repository';
import { depositFlow } from './support/deposit-flow';
import { createTestStudio, joinStudio } from './support/studio';
import { buildTestApp } from './support/test-app';
import { createTestPayments } from './support/test-payments';

// Issue 43: every page a studio artist's client opens names the performing artist and the
// studio, the studio's name read from its record (not what the artist typed for herself).
const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);

async function studioArtist() {
  const studioName = `Black Lotus ${randomUUID().slice(0, 6)}`;
  const studio = await createTestStudio(app, db, { artists: 0, name: studioName });
  const ana = await joinStudio(app, db, studio.id, 'artist', { plan: 'pro' });
  await db.doc(`users/${ana.uid}`).update({
    displayName: 'Ana Moreau',
    reminderSettings: { studioName: 'Ana Solo Ink' },
  });
  return { studio, studioName, ana };
}

describe('a studio artist’s client pages', () => {
  it('the intake form and the deposit page name the artist and the studio', async () => {
    const { studio, studioName, ana } = await studioArtist();
    await flow.connect(ana);
    const { first } = await flow.project(ana);

    const link = await ana.call('post', `/api/appointments/${first}/intake-link`);
    expect(link.status).toBe(201);
    const intake = await request(app).get(`/api${link.body.path as string}`);
    expect(intake.status).toBe(200);
    expect(intake.body.artistName).toBe(`Ana Moreau (${studioName})`);

    const token = await flow.ask(ana, first);
    const deposit = await request(app).get(`/api/public/deposits/${token}`);
    expect(deposit.status).toBe(200);
    expect(deposit.body.artistName).toBe(`Ana Moreau (${studioName})`);

    // Once she has left, her pages are hers alone again, on the very next request.
    const repo = createStudiosRepository(db);
    await repo.refs.members(studio.id).doc(ana.uid).delete();
    await repo.refs.memberships.doc(ana.uid).delete();
    const after = await request(app).get(`/api/public/deposits/${token}`);
    expect(after.body.artistName).toBe('Ana Solo Ink');
    const intakeAfter = await request(app).get(`/api${link.body.path as string}`);
    expect(intakeAfter.body.artistName).toBe('Ana Moreau (Ana Solo Ink)');
  });
});
