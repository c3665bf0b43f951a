import {
  formatDateTime,
  historyLineText,
  studioFormatters,
  type StudioFormatters,
} from '@inkforge/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { historyOf, intakePdf, Writer, type StoredPayment } from '../clients';
import { evidenceTimeline, MAIL_NAMES } from './evidence-timeline';
import type { AppointmentEvidence, Evidence } from './gather-evidence';

/**
 * When something happened, to the second, in the one date format and the studio's zone:
 * '20 Apr 2031, 11:15:42 (Europe/Berlin)'. The list order keeps events of one second apart.
 */
const stamp = (f: StudioFormatters, at: Date) =>
  `${f.dateTime(at, { seconds: true })} (${f.timeZone})`;
const wallClock = (at: Date, zone: string, locale?: string) =>
  `${formatDateTime(at, { timeZone: zone, locale }, { weekday: true })} (${zone})`;

/** Ids a card payment carries (Checkout session, payment intent, charge, account, refund). */
const STRIPE_ID = /^(cs|pi|ch|py|acct|re|evt)_[A-Za-z0-9_]+$/;

function stripeIds(payment: StoredPayment): string[] {
  return Object.entries(payment)
    .filter(([, value]) => typeof value === 'string' && STRIPE_ID.test(value))
    .map(([key, value]) => `${key}: ${String(value)}`);
}

function payments(w: Writer, list: StoredPayment[], f: StudioFormatters): void {
  if (list.length === 0) w.text('No payment is recorded.');
  for (const p of list) {
    w.text(
      `${f.money(p.amountCents)} ${p.kind ?? 'payment'} by ${p.paymentMethod}, dated ${f.day(p.paymentDate)}, recorded ${stamp(f, p.createdAt)}${p.refunded ? '. Refunded.' : ''}`,
    );
    for (const id of stripeIds(p)) w.text(`Stripe ${id}`);
    if (p.notes) w.text(`Note: ${p.notes}`);
  }
}

function appointmentSection(w: Writer, e: AppointmentEvidence, evidence: Evidence): void {
  const a = e.appointment;
  const f = studioFormatters(evidence.artist.format);
  w.text(`Appointment: ${a.title}`, { bold: true, size: 14, gap: 4 });
  w.text(`When: ${wallClock(a.appointmentDate, a.timezone, f.locale)}`);
  w.text(`Type: ${a.type.replace('_', ' ')}; length ${a.duration} min; status ${a.status}`);
  if (a.priceCents !== undefined) w.text(`Price: ${f.money(a.priceCents)}`);
  if (a.depositOutcome) w.text(`Deposit outcome recorded by the artist: ${a.depositOutcome}`);
  w.text('', { gap: 4 });

  w.text('Deposit policy the client accepted', { bold: true, size: 12, gap: 2 });
  const policy = e.deposit?.policy;
  if (policy) {
    w.text(`Version ${policy.version}, accepted at ${stamp(f, policy.acceptedAt)}.`);
    w.text('Exact text shown to the client:', { gap: 2 });
    w.text(policy.text, { gap: 8 });
  } else {
    w.text('No acceptance of a deposit policy is recorded for this appointment.', { gap: 8 });
  }

  w.text('Deposit', { bold: true, size: 12, gap: 2 });
  const d = e.deposit;
  if (d) {
    w.text(`${f.money(d.amountCents, d.currency)} (${d.currency}), status ${d.status}`);
    w.text(`Requested at ${stamp(f, d.requestedAt)}`);
    w.text(d.paidAt ? `Paid at ${stamp(f, d.paidAt)}` : 'Not paid online.');
    if (d.moves > 0) w.text(`Moved to a rescheduled appointment ${d.moves} time(s).`);
  } else if (a.depositCents !== undefined) {
    w.text(
      `${f.money(a.depositCents)} recorded by the artist (not paid through the deposit page).`,
    );
  } else w.text('No deposit was asked for this appointment.');
  w.text('', { gap: 4 });

  w.text('Payments', { bold: true, size: 12, gap: 2 });
  payments(w, e.payments, f);
  w.text('', { gap: 4 });

  w.text('E-mails to the client about this appointment', { bold: true, size: 12, gap: 2 });
  if (e.mails.length === 0) w.text('None.');
  for (const m of e.mails) {
    const fate = m.sentAt
      ? `sent at ${stamp(f, m.sentAt)}`
      : `${m.status}${m.reason ? ` (${m.reason})` : ''}, due ${stamp(f, m.dueAt)}`;
    w.text(`${MAIL_NAMES[m.kind]} for ${stamp(f, m.startAt)}: ${fate}`);
  }
  w.text('', { gap: 4 });

  w.text('Intake form', { bold: true, size: 12, gap: 2 });
  w.text(
    e.intake
      ? `Signed by ${e.intake.name} at ${stamp(f, new Date(e.intake.signedAt))}, waiver version ${e.intake.waiverVersion}. The signed form follows at the end.`
      : 'No intake form was signed for this appointment.',
    { gap: 4 },
  );

  w.text('History', { bold: true, size: 12, gap: 2 });
  for (const entry of evidenceTimeline(e, evidence.approval, f))
    w.text(`${stamp(f, entry.at)}  ${entry.what}`);
  w.text('', { gap: 4 });

  // Issue 43: in a studio the desk and the owner act on the artist's appointments too.
  w.text('Who did what', { bold: true, size: 12, gap: 2 });
  const history = historyOf(a.history);
  if (history.length === 0) w.text('No change by a named person is recorded.');
  for (const h of history) w.text(`${stamp(f, new Date(h.at))}  ${historyLineText(h)}`);
  w.text('', { gap: 12 });
}

function approvalSection(w: Writer, evidence: Evidence): void {
  if (!evidence.project) return;
  const f = studioFormatters(evidence.artist.format);
  w.text('Design approval', { bold: true, size: 12, gap: 2 });
  const approval = evidence.approval;
  if (!approval) {
    w.text('No design approval was asked for this project.', { gap: 8 });
    return;
  }
  w.text(
    approval.approvedAt
      ? `Approved by ${approval.approvedBy ?? 'the client'} at ${stamp(f, approval.approvedAt)}.`
      : `Asked at ${stamp(f, approval.createdAt)}; not approved yet.`,
  );
  w.text('Images shown, with the SHA-256 of the exact bytes the client saw:');
  for (const image of approval.images) w.text(`${image.title} (${image.kind}): ${image.sha256}`);
  w.text('', { gap: 8 });
}

/** Appends the signed intake forms as the intake download prints them. */
async function appendIntakes(doc: PDFDocument, evidence: Evidence): Promise<void> {
  for (const { intake, appointment: a } of evidence.appointments) {
    if (!intake) continue;
    const bytes = await intakePdf(
      intake,
      {
        title: a.title,
        when: wallClock(a.appointmentDate, a.timezone, evidence.artist.format.locale),
      },
      evidence.artist.format,
    );
    const form = await PDFDocument.load(bytes);
    for (const page of await doc.copyPages(form, form.getPageIndices())) doc.addPage(page);
  }
}

/**
 * The evidence of a disputed deposit as one PDF the artist can hand to their payment provider:
 * the accepted policy word for word, the money, the e-mails, the intake, the approval, the history.
 */
export async function evidencePdf(evidence: Evidence): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const subjectTitle =
    evidence.subject === 'project'
      ? `Project evidence: ${evidence.project?.title ?? ''}`
      : `Appointment evidence: ${evidence.appointments[0]?.appointment.title ?? ''}`;
  doc.setTitle(subjectTitle);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  const { artist, client, project } = evidence;
  w.text(subjectTitle, { bold: true, size: 16, gap: 6 });
  w.text(`Studio: ${artist.studioName ?? artist.displayName ?? artist.email ?? ''}`);
  w.text(
    `Prepared at ${stamp(studioFormatters(artist.format), evidence.generatedAt)} from the studio's InkForge records.`,
    {
      gap: 6,
    },
  );
  if (client) {
    w.text(`Client: ${client.name}`);
    if (client.email) w.text(`E-mail: ${client.email}`);
    if (client.phone) w.text(`Phone: ${client.phone}`);
  }
  if (project) w.text(`Project: ${project.title} (status ${project.status})`);
  w.text('', { gap: 8 });
  approvalSection(w, evidence);
  if (evidence.subject === 'project') {
    w.text('Payments on the project', { bold: true, size: 12, gap: 2 });
    payments(w, evidence.projectPayments, studioFormatters(artist.format));
    w.text('', { gap: 8 });
  }
  for (const e of evidence.appointments) appointmentSection(w, e, evidence);
  if (evidence.appointments.length === 0) w.text('The project has no appointments.');
  await appendIntakes(doc, evidence);
  return doc.save();
}
