import {
  formatDateTime,
  formatDayKey,
  INTAKE_QUESTIONS,
  type ClientFacingPlace,
  type DateStyle,
  type SignedIntake,
} from '@inkforge/domain';
import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 10;

/** Helvetica covers WinAnsi only: any other character prints as '?', never a failed download. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')]
    .map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?'))
    .join('');
}

/** A word wider than the line (a hash, a link) is cut where the line ends, never clipped. */
function split(font: PDFFont, word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const c of word) {
    if (piece && font.widthOfTextAtSize(piece + c, size) > width) {
      pieces.push(piece);
      piece = c;
    } else piece += c;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The lines of a text at its own size, each within `width`. */
export function wrap(font: PDFFont, text: string, width: number, size = SIZE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ')) {
    for (const part of split(font, word, size, width)) {
      const next = line ? `${line} ${part}` : part;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = part;
      } else line = next;
    }
  }
  return line ? [...lines, line] : lines;
}

/** Writes lines top-down, turning the page when it is full (the evidence PDF writes with it too). */
export class Writer {
  private page: PDFPage;
  private y = A4.height - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  room(height: number): PDFPage {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
    return this.page;
  }

  text(text: string, options: { bold?: boolean; size?: number; gap?: number } = {}): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? SIZE;
    for (const line of wrap(font, text, A4.width - 2 * MARGIN, size)) {
      this.room(size + 4).drawText(line, {
        x: MARGIN,
        y: this.y - size,
        size,
        font,
        color: rgb(0, 0, 0),
      });
      this.y -= size + 4;
    }
    this.y -= options.gap ?? 0;
  }

  image(draw: (page: PDFPage, y: number) => number): void {
    const height = draw(this.room(120), this.y);
    this.y -= height + 8;
  }
}

/**
 * Signatures are checked when signed (signature-image.ts), but a form stored before that check
 * must still download: an unreadable image is left out and the page says so.
 */
async function embedSignature(doc: PDFDocument, dataUrl: string): Promise<PDFImage | null> {
  try {
    return await doc.embedPng(dataUrl);
  } catch {
    return null;
  }
}

/**
 * The signed intake form as a PDF the artist keeps: every answer, the waiver, the signature.
 * Its dates read in the studio's one format (`style`: the artist's zone and locale).
 */
export async function intakePdf(
  form: SignedIntake,
  appointment: { title: string; when: string; studio?: ClientFacingPlace },
  style: DateStyle,
): Promise<Uint8Array> {
  // Where it was signed for: the one studio identity (issue 49).
  const studio = [appointment.studio?.studioName, appointment.studio?.studioAddress]
    .filter(Boolean)
    .join(', ');
  const doc = await PDFDocument.create();
  doc.setTitle(`Consent and medical intake: ${form.name}`);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  w.text('Consent and medical intake', { bold: true, size: 16, gap: 8 });
  w.text(`Appointment: ${appointment.title}, ${appointment.when}`, { gap: studio ? 0 : 6 });
  if (studio) w.text(`Studio: ${studio}`, { gap: 6 });
  w.text(`Name: ${form.name}`);
  w.text(`Date of birth: ${formatDayKey(form.dateOfBirth, style.locale)}`);
  if (form.email) w.text(`E-mail: ${form.email}`);
  if (form.phone) w.text(`Phone: ${form.phone}`);
  w.text(`Allergies: ${form.allergies ?? 'none'}`, { gap: 8 });
  w.text('Medical screening', { bold: true, size: 12, gap: 2 });
  for (const q of INTAKE_QUESTIONS) w.text(`${q.label} ${form.answers[q.key] ? 'YES' : 'No'}`);
  w.text(`Medical warnings: ${form.medicalFlags.join(', ') || 'none'}`, { bold: true, gap: 8 });
  w.text(`Waiver (version ${form.waiverVersion})`, { bold: true, size: 12, gap: 2 });
  w.text(form.waiverText, { gap: 8 });
  w.text('Signature', { bold: true, size: 12, gap: 2 });
  const png = form.signatureImage ? await embedSignature(doc, form.signatureImage) : null;
  if (png) {
    const scaled = png.scaleToFit(240, 100);
    w.image((page, y) => {
      page.drawImage(png, { x: MARGIN, y: y - scaled.height, ...scaled });
      return scaled.height;
    });
  } else if (form.signatureImage) {
    w.text('The drawn signature could not be shown: the stored image is not a readable PNG.');
  }
  if (form.typedSignature) w.text(`Signed by typing the full name: ${form.typedSignature}`);
  const signedAt = formatDateTime(form.signedAt, style, { seconds: true });
  w.text(`Signed at ${signedAt} (${style.timeZone}) by ${form.name}`);
  return doc.save();
}
