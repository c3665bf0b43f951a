import { CURRENCY_EXPONENTS, isCurrency, toMajorUnits } from '@inkforge/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { OfflineInvoice } from '../adapters/stripe/stripe-offline-objects';

/** Helvetica's WinAnsi set has no ₩: the PDF writes amounts with the ISO code instead. */
function amountText(minor: number, currency: string): string {
  if (!isCurrency(currency)) return `${minor} ${currency}`;
  return `${toMajorUnits(minor, currency).toFixed(CURRENCY_EXPONENTS[currency])} ${currency}`;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The offline twin's invoice PDF: one A4 page with what was billed, like Stripe's. */
export async function demoInvoicePdf(invoice: OfflineInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.id}`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines: [string, boolean][] = [
    ['InkForge invoice (demo payments: no card was charged)', true],
    [`Invoice ${invoice.id}`, false],
    [`Issued ${day(invoice.createdAt)}`, false],
    [invoice.description, false],
    [`Period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`, false],
    [`Amount ${amountText(invoice.amountMinor, invoice.currency)}`, true],
    [`Status ${invoice.refunded ? 'refunded' : invoice.status}`, false],
  ];
  lines.forEach(([text, strong], i) =>
    page.drawText(text, { x: 56, y: 780 - i * 26, size: 13, font: strong ? bold : font }),
  );
  return pdf.save();
}
