import { ERRORS, INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
import type { PDFNumber } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;

/** The signature box on a 390-px phone: the page's width less its margins, 160 px high. */
const BOX = { width: 358, height: 160 };

/**
 * A signature scribbled across the whole box, as the pad exports it without any reduction: the
 * canvas at the screen's density (`ratio` device pixels per CSS pixel), black strokes 1–2.5 CSS
 * px wide on a transparent bitmap, as a PNG data URL.
 */
async function scribble(ratio: number): Promise<string> {
  const width = BOX.width * ratio;
  const height = BOX.height * ratio;
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let paths = '';
  for (let stroke = 0; stroke < 14; stroke += 1) {
    let d = `M ${rnd() * width} ${rnd() * height}`;
    for (let i = 0; i < 60; i += 1) {
      d += ` Q ${rnd() * width} ${rnd() * height} ${rnd() * width} ${rnd() * height}`;
    }
    const line = (1 + rnd() * 1.5) * ratio;
    paths += `<path d="${d}" stroke="#000" stroke-width="${line}" fill="none" stroke-linecap="round"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paths}</svg>`;
  // zlib's fastest level, as browsers' canvas encoders use: the largest a browser sends.
  const png = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function form(signatureImage: string) {
  return {
    name: 'Ada Phone',
    email: 'ada@example.com',
    dateOfBirth: '1990-04-02',
    allergies: '',
    answers: NOES,
    waiverVersion: 1,
    agreed: true,
    signatureImage,
  };
}

async function intakeLink(artist: Artist): Promise<{ link: string; appointmentId: string }> {
  const client = await artist.call('post', '/api/clients/enhanced', { name: 'Ada Phone' });
  const appointment = await artist.call('post', '/api/appointments', {
    clientId: client.body.id,
    title: 'Koi session',
    appointmentDate: '2031-05-06T14:00',
    allowOverlap: true,
  });
  expect(appointment.status).toBe(201);
  const res = await artist.call('post', `/api/appointments/${appointment.body.id}/intake-link`);
  expect(res.status).toBe(201);
  return { link: `/api${res.body.path as string}`, appointmentId: appointment.body.id as string };
}

/** The widths of the images the PDF embeds. */
async function imageWidths(pdf: Buffer): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
    .filter((o) => o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((o) => (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber());
}

describe('a client signs the intake with a finger on a phone (issue 48)', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
  });

  it('takes a whole-box scribble from a density-4 screen, and the PDF shows it', async () => {
    const drawn = await scribble(4);
    // Past the API's ordinary 32 KB body, which refused one stroke on a density-3 phone.
    expect(drawn.length).toBeGreaterThan(100_000);
    const { link, appointmentId } = await intakeLink(artist);
    const res = await request(app).post(link).send(form(drawn));
    expect(res.status, res.text.slice(0, 200)).toBe(201);

    const pdf = await artist
      .call('get', `/api/appointments/${appointmentId}/intake.pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(await imageWidths(pdf.body as Buffer)).toContain(BOX.width * 4);
  });

  it('takes every density from 1 to 4', async () => {
    for (const ratio of [1, 2, 3]) {
      const { link } = await intakeLink(artist);
      const res = await request(app)
        .post(link)
        .send(form(await scribble(ratio)));
      expect(res.status, `density ${ratio}: ${res.text.slice(0, 200)}`).toBe(201);
    }
  });

  it('refuses a drawing past any phone’s in words that name the signature', async () => {
    const { link } = await intakeLink(artist);
    const huge = `data:image/png;base64,${'A'.repeat(1_200_000)}`;
    const res = await request(app).post(link).send(form(huge));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'INTAKE_SIGNATURE_TOO_LARGE',
      message: ERRORS.INTAKE_SIGNATURE_TOO_LARGE.message,
    });
    expect(res.body.message).toMatch(/^The signature drawing is too large/);
  });
});
