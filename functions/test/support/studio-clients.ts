import { INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { Artist } from './artist';

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;
// A 1×1 PNG, as a canvas exports a drawn signature.
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let counter = 0;

/** An e-mail address no other test uses. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A client in the artist's own book, through the artist's own route. */
export async function addClient(artist: Artist, fields: object): Promise<string> {
  const res = await artist.call('post', '/api/clients/enhanced', fields);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** An appointment in the artist's own calendar, through the artist's own route. */
export async function book(
  artist: Artist,
  clientId: string,
  appointmentDate = '2031-05-06T14:00',
  title = 'Koi session',
): Promise<string> {
  const res = await artist.call('post', '/api/appointments', {
    clientId,
    title,
    appointmentDate,
    allowOverlap: true,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The client signs the appointment's intake form through the private link the artist sent. */
export async function signIntake(
  app: Express,
  artist: Artist,
  appointmentId: string,
  fields: { answers?: Partial<IntakeAnswers>; allergies?: string } = {},
): Promise<void> {
  const link = await artist.call('post', `/api/appointments/${appointmentId}/intake-link`);
  expect(link.status).toBe(201);
  const signed = await request(app)
    .post(`/api${link.body.path as string}`)
    .send({
      name: 'Ada Lind',
      email: 'ada@example.com',
      dateOfBirth: '1990-04-02',
      allergies: fields.allergies ?? '',
      answers: { ...NOES, ...fields.answers },
      waiverVersion: 1,
      agreed: true,
      signatureImage: DRAWN,
    });
  expect(signed.status).toBe(201);
}

/** Reads a file answer (a PDF) as bytes. */
export function asBytes(test: request.Test): request.Test {
  return test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
