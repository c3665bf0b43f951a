import { INTAKE_QUESTIONS, type IntakeAnswers, type SignedIntake } from '@inkforge/domain';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { intakePdf, wrap } from './intake-pdf';

const FORM: SignedIntake = {
  appointmentId: 'a1',
  name: 'Ada Intake',
  dateOfBirth: '1990-04-02',
  answers: Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers,
  waiverVersion: 1,
  waiverText: 'I confirm that I am at least 18 years old.',
  signedAt: '2031-05-01T10:00:00.000Z',
  medicalFlags: [],
};
const WHEN = { title: 'Koi session', when: 'Tue, 6 May 2031, 14:00 (UTC)' };
const ROME = { timeZone: 'Europe/Rome', locale: 'en-GB' };

/** The text drawn on the pages (Helvetica text is written as hex strings). */
async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const hex: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const part of parts) {
      const stream = pdf.context.lookup(part);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of ops.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) hex.push(match[1]!);
    }
  }
  return hex.map((h) => Buffer.from(h, 'hex').toString('latin1')).join('\n');
}

describe('intakePdf', () => {
  it('renders a form whose stored signature is not a readable PNG, and says so', async () => {
    const bytes = await intakePdf(
      { ...FORM, signatureImage: 'data:image/png;base64,bm90IGEgcG5n', typedSignature: 'Ada' },
      WHEN,
      ROME,
    );
    const text = await textOf(bytes);
    expect(text).toContain('The drawn signature could not be shown');
    expect(text).toContain('Signed by typing the full name: Ada');
    // In the studio's one date format and zone, to the second: never a raw ISO stamp.
    expect(text).toContain('Signed at 1 May 2031, 12:00:00 (Europe/Rome) by Ada Intake');
    expect(text).toContain('Date of birth: 2 Apr 1990');
  });
});

describe('wrap', () => {
  it('keeps a long heading and an unbroken word inside the line at their own size', async () => {
    const doc = await PDFDocument.create();
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const width = 495;
    const heading =
      'Appointment evidence: Full back piece with koi, peonies and a waterfall, second long session of five';
    const lines = wrap(bold, heading, width, 14);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(heading);
    const hash = 'f'.repeat(64) + '0'.repeat(64);
    const cut = wrap(bold, `SHA-256 ${hash}`, width, 14);
    expect(cut.join('').replace(/\s/g, '')).toBe(`SHA-256${hash}`);
    for (const line of [...lines, ...cut])
      expect(bold.widthOfTextAtSize(line, 14)).toBeLessThanOrEqual(width);
  });
});
