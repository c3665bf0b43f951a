import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Writer } from '../clients';
import type { PassportFacts } from './gather-passport';

/**
 * The client's ink passport: one A4 page (it turns only for a very long list) that a doctor, a
 * regulator or a recall notice can be checked against. It names the studio, the artist, the
 * day, the placement, and each ink's brand, colour, lot and expiry and each needle's lot;
 * nothing about any other client, no money, no medical answers.
 */
export async function passportPdf(facts: PassportFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Ink passport: ${facts.studioName}, ${facts.date}`);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  w.text('Ink passport', { bold: true, size: 18, gap: 6 });
  w.text(`Studio: ${facts.studioName}`);
  if (facts.studioAddress) w.text(`Address: ${facts.studioAddress}`);
  w.text(`Artist: ${facts.artistName}`);
  if (facts.aiDisclosure) w.text(`Design: ${facts.aiDisclosure}`);
  w.text(`Client: ${facts.clientName}`);
  w.text(`Date of the session: ${facts.date}`);
  w.text(`Placement: ${facts.placement}`, { gap: 10 });

  w.text('Inks', { bold: true, size: 13, gap: 2 });
  if (facts.inks.length === 0) w.text('No ink is recorded for this session.');
  for (const ink of facts.inks)
    w.text(`${ink.brand}, ${ink.name}: lot ${ink.lot}, expires ${ink.expires}`);
  w.text('', { gap: 8 });

  w.text('Needles and cartridges', { bold: true, size: 13, gap: 2 });
  if (facts.needles.length === 0) w.text('No needle is recorded for this session.');
  for (const needle of facts.needles)
    w.text(`${needle.brand}, ${needle.name}: lot ${needle.lot}, expires ${needle.expires}`);
  w.text('', { gap: 10 });

  w.text(
    `Record version ${facts.version}, saved ${facts.recordedAt}. If the studio corrects the record, you receive the corrected passport.`,
    { size: 9, gap: 4 },
  );
  w.text(
    'Keep this page. Show it to a doctor if your skin reacts, and compare its lots with any recall notice of an ink or needle maker.',
    { size: 9 },
  );
  return doc.save();
}

/** `ink-passport-2026-12-05.pdf` (the session's day, UTC). */
export const passportFileName = (facts: PassportFacts) =>
  `ink-passport-${facts.startAt.toISOString().slice(0, 10)}.pdf`;
