import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
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
    expect(text).toContain('Version 3, accepted at 2031-04-20T09:15:42.000Z (UTC)');
    expect(text).toContain('€100.00 deposit by card');
    expect(text).toContain('€100.00 (EUR), status kept');
    expect(text).toContain('Stripe stripeCheckoutSessionId: cs_test_evidence42');
    expect(text).toContain('status cancelled');
    expect(text).toContain('Deposit outcome recorded by the artist: kept');
    expect(text).toContain('2031-05-05T16:00:00.000Z (UTC) Deposit: kept (late_cancel)');
    expect(text).toContain('booking confirmation for 2031-05-06T12:00:00.000Z (UTC): sent at');
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
