import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDateTime, INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

const POLICY =
  'Deposits are non-refundable. Cancelling less than 48 hours before the session keeps the deposit; it moves once to a new date if you ask at least 48 hours ahead.';
const ACCEPTED_AT = new Date('2031-04-20T09:15:42.000Z');
const KEPT_AT = new Date('2031-05-05T16:00:00.000Z');
const PAID_HISTORY = [
  { at: new Date('2031-04-19T10:00:00.000Z'), action: 'requested' },
  { at: new Date('2031-04-20T09:16:03.000Z'), action: 'paid' },
];
const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;

/** The PDF's words as a reader copies them (pdftotext), whitespace folded. */
function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'evidence-')), 'evidence.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * A booking whose deposit the client paid online after accepting the policy, then cancelled
 * a day before: the deposit is kept. The online part (policy, payment ids, the outcome) is
 * written as the deposit page and the outcome action store it; the rest goes through the API,
 * the cancellation included (an edit keeps the online deposit).
 */
async function lateCancelledBooking(artist: Artist) {
  const client = await artist.call('post', '/api/clients/enhanced', {
    name: 'Dana Dispute',
    email: `dana-${artist.uid}@example.com`,
  });
  const project = await artist.call('post', '/api/client-projects', {
    clientId: client.body.id,
    title: 'Peony half sleeve',
    estimatedPrice: 600,
  });
  const booked = await artist.call('post', '/api/appointments', {
    clientId: client.body.id,
    projectId: project.body.id,
    title: 'Peony session',
    appointmentDate: '2031-05-06T14:00',
    timezone: 'Europe/Berlin',
    price: 400,
    deposit: 100,
  });
  expect(booked.status).toBe(201);
  const appointmentId = booked.body.id as string;
  const [payment] = (
    await db
      .collection(`users/${artist.uid}/payments`)
      .where('appointmentId', '==', appointmentId)
      .get()
  ).docs;
  await payment!.ref.update({ stripeCheckoutSessionId: 'cs_test_evidence42' });
  // Paid online after accepting the policy, as the deposit page stores it.
  await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).update({
    deposit: {
      amountCents: 10000,
      currency: 'EUR',
      status: 'paid',
      token: 'x'.repeat(43),
      requestedAt: new Date('2031-04-19T10:00:00.000Z'),
      paidAt: new Date('2031-04-20T09:16:03.000Z'),
      paymentId: payment!.id,
      policy: { text: POLICY, version: 3, acceptedAt: ACCEPTED_AT },
      moves: 0,
      history: PAID_HISTORY,
    },
  });

  const link = await artist.call('post', `/api/appointments/${appointmentId}/intake-link`);
  const signed = await request(app)
    .post(`/api${link.body.path as string}`)
    .send({
      name: 'Dana Dispute',
      dateOfBirth: '1991-02-03',
      answers: NOES,
      waiverVersion: 1,
      agreed: true,
      typedSignature: 'Dana Dispute',
    });
  expect(signed.status).toBe(201);

  // The artist keeps it for the late cancellation, as the deposit outcome action records it;
  // a deposit paid online is decided before its appointment is cancelled.
  await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).update({
    depositOutcome: 'kept',
    'deposit.status': 'kept',
    'deposit.history': [...PAID_HISTORY, { at: KEPT_AT, action: 'kept', note: 'late_cancel' }],
  });
  const cancelled = await artist.call('put', `/api/appointments/${appointmentId}`, {
    title: 'Peony session',
    appointmentDate: '2031-05-06T14:00',
    timezone: 'Europe/Berlin',
    deposit: 100,
    status: 'cancelled',
    depositOutcome: 'kept',
  });
  expect(cancelled.status).toBe(200);

  return { appointmentId, projectId: project.body.id as string };
}

describe('the evidence of a disputed deposit (issue 27)', () => {
  let artist: Artist;
  let booking: { appointmentId: string; projectId: string };

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    booking = await lateCancelledBooking(artist);
  });

  it('shows the policy the client accepted, word for word, and when', async () => {
    const res = await artist
      .call('get', `/api/appointments/${booking.appointmentId}/evidence.pdf`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="?evidence-appointment-/,
    );
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(POLICY);
    expect(text).toContain('Version 3, accepted at 20 Apr 2031, 11:15:42 (Europe/Berlin)');
    expect(text).toContain('€100.00 deposit by card');
    expect(text).toContain('€100.00 (EUR), status kept');
    expect(text).toContain('Stripe stripeCheckoutSessionId: cs_test_evidence42');
    expect(text).toContain('status cancelled');
    expect(text).toContain('Deposit outcome recorded by the artist: kept');
    expect(text).toContain('5 May 2031, 18:00:00 (Europe/Berlin) Deposit: kept (late_cancel)');
    expect(text).toContain(
      'booking confirmation for 6 May 2031, 14:00:00 (Europe/Berlin): sent at',
    );
    expect(text).toContain('note that the appointment was cancelled');
    expect(text).toContain('Intake signed by Dana Dispute');
    // The signed form itself follows, as its own download prints it.
    expect(text).toContain('Consent and medical intake');
    expect(text).toContain('Signed by typing the full name: Dana Dispute');
  });

  it('a project’s evidence holds its payments and each appointment’s policy', async () => {
    const res = await artist
      .call('get', `/api/client-projects/${booking.projectId}/evidence.pdf`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Project evidence: Peony half sleeve');
    expect(text).toContain('Payments on the project');
    expect(text).toContain(POLICY);
    expect(text).toContain('No design approval was asked for this project.');
  });

  it('another artist gets 404 JSON, a caller without a token 401', async () => {
    const other = await createArtist(app, db, { plan: 'pro' });
    const appointment = await other.call(
      'get',
      `/api/appointments/${booking.appointmentId}/evidence.pdf`,
    );
    expect(appointment.status).toBe(404);
    expect(appointment.type).toBe('application/json');
    expect(appointment.body).toEqual({
      error: 'APPOINTMENT_NOT_FOUND',
      message: 'Appointment not found.',
    });
    const project = await other.call(
      'get',
      `/api/client-projects/${booking.projectId}/evidence.pdf`,
    );
    expect(project.status).toBe(404);
    expect(project.body).toEqual({ error: 'PROJECT_NOT_FOUND', message: 'Project not found.' });
    const anonymous = await request(app).get(
      `/api/appointments/${booking.appointmentId}/evidence.pdf`,
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.type).toBe('application/json');
  });
});

describe('the evidence of a visit cancelled with its deposit kept (issue 34)', () => {
  const LONG_TITLE =
    'Full back piece with koi, peonies and a waterfall: the second long session of five, outlines and the first shading';

  it('dates the cancellation and the outcome, lists only mails that went, and wraps long text', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    const client = await artist.call('post', '/api/clients/enhanced', {
      name: 'Kai Kept',
      email: `kai-${artist.uid}@example.com`,
    });
    const project = await artist.call('post', '/api/client-projects', {
      clientId: client.body.id,
      title: 'Back piece',
      estimatedPrice: 900,
    });
    const booked = await artist.call('post', '/api/appointments', {
      clientId: client.body.id,
      projectId: project.body.id,
      title: LONG_TITLE,
      appointmentDate: '2031-07-08T14:00',
      timezone: 'Europe/Berlin',
      type: 'tattoo_session',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    // Paid online, as the webhook stores it: the deposit, its payment and its history.
    const payment = db.collection(`users/${artist.uid}/payments`).doc(`deposit-cs_${id}`);
    await payment.set({
      projectId: project.body.id,
      clientId: client.body.id,
      appointmentId: id,
      kind: 'deposit',
      amountCents: 10000,
      paymentMethod: 'card',
      paymentDate: '2031-04-20',
      notes: 'Deposit paid online',
      createdAt: new Date('2031-04-20T09:16:03.000Z'),
    });
    await db.doc(`users/${artist.uid}/appointments/${id}`).update({
      deposit: {
        amountCents: 10000,
        currency: 'EUR',
        status: 'paid',
        token: 'y'.repeat(43),
        requestedAt: new Date('2031-04-19T10:00:00.000Z'),
        paidAt: new Date('2031-04-20T09:16:03.000Z'),
        paymentId: payment.id,
        policy: { text: POLICY, version: 3, acceptedAt: ACCEPTED_AT },
        moves: 0,
        history: PAID_HISTORY,
      },
    });

    const kept = await artist.call('post', `/api/appointments/${id}/deposit-outcome`, {
      outcome: 'keep',
      reason: 'late_cancel',
    });
    expect(kept.status).toBe(200);
    const keptAt = (await db.doc(`users/${artist.uid}/appointments/${id}`).get()).get(
      'deposit.history',
    ) as { at: { toDate(): Date }; action: string }[];
    const keptEntry = formatDateTime(
      keptAt.find((h) => h.action === 'kept')!.at.toDate(),
      { timeZone: 'Europe/Berlin' },
      { seconds: true },
    );

    const res = await artist
      .call('get', `/api/appointments/${id}/evidence.pdf`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(`Appointment evidence: ${LONG_TITLE}`);
    expect(text).toContain(`${keptEntry} (Europe/Berlin) Appointment cancelled`);
    expect(text).toContain(`${keptEntry} (Europe/Berlin) Deposit: kept (Kept: cancelled too late)`);
    expect(text).toContain(
      'booking confirmation for 8 Jul 2031, 14:00:00 (Europe/Berlin): sent at',
    );
    expect(text).toContain('note that the deposit was kept');
    // Waiting mails the cancellation stopped never reach the client: they are not listed.
    expect(text).not.toMatch(/(^|: |\) )reminder for /);
    expect(text).not.toContain('aftercare instructions');
    expect(text).not.toContain('request for a healed photo');
    expect(text).not.toContain('pending');
  });
});
