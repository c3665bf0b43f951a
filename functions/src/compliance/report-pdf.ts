import { formatDayKey, type ApiComplianceReport, type StudioFormat } from '@inkforge/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Writer } from '../clients';

/**
 * The inspector's report as a PDF: the studio, the period, then one block per session (client
 * initials, inks and lots, needles, cycle, consent, age check). No money, no medical answers.
 */
export async function reportPdf(
  report: ApiComplianceReport,
  studio: { name: string; address: string | null; format: StudioFormat },
): Promise<Uint8Array> {
  const day = (key: string) => formatDayKey(key, studio.format.locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`Ink and sterilisation records ${report.from} to ${report.to}`);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  w.text('Ink, needle and sterilisation records', { bold: true, size: 16, gap: 4 });
  w.text(`Studio: ${studio.name}${studio.address ? `, ${studio.address}` : ''}`);
  w.text(`Sessions from ${day(report.from)} to ${day(report.to)} (${report.timeZone})`);
  w.text(`${report.rows.length} session(s) with a record.`, { gap: 10 });
  for (const r of report.rows) {
    w.text(`${day(r.date)}, client ${r.clientInitials}, ${r.placement}`, { bold: true, gap: 2 });
    for (const ink of r.inks)
      w.text(`Ink: ${ink.brand} ${ink.name}, lot ${ink.lot}, expires ${day(ink.expiresOn)}`);
    if (r.inks.length === 0) w.text('Ink: none recorded');
    for (const n of r.needles)
      w.text(`Needle: ${n.brand} ${n.name}, lot ${n.lot}, expires ${day(n.expiresOn)}`);
    if (r.needles.length === 0) w.text('Needle: none recorded');
    w.text(`Steriliser cycle: ${r.cycle ?? 'none (single-use only)'}`);
    w.text(
      `Consent signed: ${r.consentSigned ? `yes, ${day(r.consentDate ?? '')}` : 'no'}. Age checked: ${r.ageChecked}. Record version ${r.recordVersion}.`,
      { gap: 8 },
    );
  }
  return doc.save();
}
