import {
  formatDateTime,
  isDepositMailKind,
  mapLinkOf,
  kindsWhere,
  type AppointmentStatus,
  type AppointmentType,
  type MailKind,
} from '@inkforge/domain';
import { accentOf, mailHeaderHtml, mailHeaderText, type MailHeaderFacts } from './mail-header';
import { balanceWording, type ReceiptFacts } from './balance-wording';
import { depositWording, fateSentence, REFUND_NOTE, type DepositFacts } from './deposit-wording';
import { moneyRows, whatRows, type BookingFacts } from './booking-rows';
import { escapeMailHtml, mailDocument } from './mail-document';

/**
 * Everything a booking e-mail may say: the studio and where it is, the time, what the client
 * booked and their own money; never their health, notes or anyone else's records.
 */
export interface MailFacts extends MailHeaderFacts {
  kind: MailKind;
  studioName: string;
  studioAddress: string | null;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  /** The artist's number and date style (Settings → Profile); en-GB when not given. */
  locale?: string;
  type: AppointmentType;
  /**
   * What the client still owes before the visit, each with its private link (reminders only):
   * the deposit (its amount as the client reads it) and the signed intake form.
   */
  missing?: { deposit?: { amount: string; link: string }; intakeLink?: string };
  /** The aftercare e-mail's instructions (the artist's text or the default). */
  aftercareText?: string;
  /** The healed-photo e-mail's private upload link. */
  healedPhotoLink?: string;
  /** The deposit a deposit mail tells of, or what became of it when the visit is cancelled. */
  deposit?: DepositFacts;
  /** The visit's state now: a deposit kept for a missed visit reads differently. */
  status?: AppointmentStatus;
  /** Where the client's replies go (the artist's e-mail), also written out under the name. */
  contactEmail?: string | null;
  /** What the client booked and owes (issue 49). */
  booking?: BookingFacts;
  /** A moved visit's earlier start: the client reads both times. */
  movedFrom?: Date;
  /** "Your bookings with {artist}": the client's private page (issue 49). */
  portalLink?: string;
  /** A payment's receipt, as the client reads its amounts ('€200.00'); refund only when any. */
  receipt?: ReceiptFacts;
  /** The ink passport's private download (issue 45): the client's page's link to the PDF. */
  passportLink?: string;
  /** A recall notice (issue 45): the product and lot, and the artist's own words. */
  recall?: RecallFacts;
}

export interface RecallFacts {
  /** 'Eternal Ink Lipstick Red, lot 22-0413'. */
  product: string;
  note: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const TYPE_LABELS: Record<AppointmentType, string> = {
  consultation: 'consultation',
  design_session: 'design session',
  tattoo_session: 'tattoo session',
  touch_up: 'touch-up',
  follow_up: 'follow-up',
  walk_in: 'walk-in',
};

const escapeHtml = escapeMailHtml;

/** 'Fri, 14 Mar 2031, 14:00 (Europe/Berlin)': the one date format, in the artist's zone. */
export function whenText(start: Date, timeZone: string, locale?: string): string {
  return `${formatDateTime(start, { timeZone, locale }, { weekday: true })} (${timeZone})`;
}

function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean);
  return parts.join(' ') || '0 min';
}

function wording(facts: MailFacts, when: string): { subject: string; lead: string } {
  const { studioName } = facts;
  const what = TYPE_LABELS[facts.type] ?? 'appointment';
  if (isDepositMailKind(facts.kind))
    return depositWording(facts.kind, what, studioName, when, facts.deposit, facts.status);
  switch (facts.kind) {
    case 'confirmation':
      return {
        subject: `Booked: your ${what} with ${studioName} on ${when}`,
        lead: `Your ${what} with ${studioName} is booked.`,
      };
    case 'reminder':
      return {
        subject: `Reminder: your ${what} with ${studioName} on ${when}`,
        lead: `A reminder of your ${what} with ${studioName}.`,
      };
    case 'moved':
      return {
        subject: `Moved: your ${what} with ${studioName} is now on ${when}`,
        lead: `Your ${what} with ${studioName} has moved to a new time.`,
      };
    case 'cancelled':
      return {
        subject: `Cancelled: your ${what} with ${studioName} on ${when}`,
        lead: `Your ${what} with ${studioName} on this date is cancelled.`,
      };
    case 'deposit_reminder':
      return {
        subject: `Deposit due: your ${what} with ${studioName} on ${when}`,
        lead: `Your ${what} with ${studioName} is held for you, but the deposit is not paid yet.`,
      };
    case 'slot_released':
      return {
        subject: `Released: your ${what} with ${studioName} on ${when}`,
        lead: `The deposit for your ${what} with ${studioName} was not paid in time, so this time is no longer held for you.`,
      };
    case 'aftercare':
      return {
        subject: `Aftercare for your new tattoo from ${studioName}`,
        lead: `Thank you for coming to ${studioName}. Here is how to look after your new tattoo.`,
      };
    case 'intake_link':
      return {
        subject: `Your consent form for your ${what} with ${studioName} on ${when}`,
        lead: `${studioName} asks you to fill in and sign the consent and medical form before your ${what}. It takes a few minutes on your phone.`,
      };
    case 'healed_photo':
      return {
        subject: `How has your tattoo healed? Send ${studioName} a photo`,
        lead: `Your tattoo from ${studioName} should be healed by now. We would love to see it: send a photo of the healed tattoo through your private link below.`,
      };
    case 'balance_paid':
      return balanceWording(what, studioName, facts.receipt);
    case 'ink_passport':
      return {
        subject: `Your ink passport from ${studioName}`,
        lead: `Here is the record of the inks and needles ${studioName} used for your tattoo: each ink's brand, colour, lot and expiry, and each needle's lot. Keep it: a doctor may ask for it, or a recall may name a lot.`,
      };
    case 'recall_notice':
      return {
        subject: `Important: a product used in your tattoo from ${studioName} was recalled`,
        lead: `${studioName} has learned that a product used in your tattoo on ${when} was recalled by its maker: ${facts.recall?.product ?? 'see below'}.`,
      };
  }
}

/** The paragraphs after the details: the deposit's fate, its refund, its policy, aftercare. */
function paragraphs(facts: MailFacts): string[] {
  const { deposit } = facts;
  const tellsFate = facts.kind === 'cancelled' || facts.kind === 'moved';
  const fate = tellsFate && deposit ? fateSentence(deposit) : null;
  const quotesPolicy = facts.kind === 'deposit_request' || facts.kind === 'deposit_kept';
  const policy = quotesPolicy && deposit?.policy?.trim() ? deposit.policy : null;
  const care = facts.kind === 'aftercare' ? (facts.aftercareText ?? '').split(/\n\s*\n/) : [];
  const recall = facts.kind === 'recall_notice' ? (facts.recall?.note ?? '').split(/\n\s*\n/) : [];
  return [
    ...recall,
    ...(fate ? [fate] : []),
    ...(facts.kind === 'deposit_refunded' || facts.receipt?.refund ? [REFUND_NOTE] : []),
    ...(policy ? ['The deposit policy:', ...policy.split(/\n\s*\n/)] : []),
    ...care,
  ].map((p) => p.trim());
}

/** The kinds about a visit still to come: they say when, how long and where. */
const AHEAD = kindsWhere((m) => m.details === 'visit');

/** The kinds sent after the visit: no address, it is behind them. */
const AFTER = kindsWhere((m) => m.details === 'after');

const CLOSINGS: Record<MailKind, string> = {
  confirmation: 'Reply to this e-mail if you need to change it.',
  reminder: 'Reply to this e-mail if you need to change it.',
  moved: 'Reply to this e-mail if you need to change it.',
  deposit_reminder: 'Reply to this e-mail if you need to change it.',
  cancelled: 'Reply to this e-mail to book a new time.',
  slot_released: 'Reply to this e-mail to book a new time.',
  aftercare: 'Reply to this e-mail if anything worries you.',
  healed_photo: 'The link is only for you; reply to this e-mail if it does not work.',
  intake_link:
    'The link is only for you and works for 7 days. Reply to this e-mail if you have a question.',
  deposit_request:
    'The link is only for you. Reply to this e-mail if you have a question or need another time.',
  deposit_paid: 'Reply to this e-mail if you need to change it.',
  deposit_kept: 'Reply to this e-mail if you have a question.',
  deposit_refunded: 'Reply to this e-mail if you have a question.',
  deposit_moved: 'Reply to this e-mail if you need to change it.',
  deposit_cancelled: 'Reply to this e-mail if you have a question.',
  balance_paid: 'Reply to this e-mail if you have a question.',
  ink_passport:
    'The link is only for you; it also sits on your bookings page. Reply to this e-mail if you have a question.',
  recall_notice:
    'Reply to this e-mail if you have any question or notice any change in your tattoo; see a doctor if your skin reacts.',
};

/** The one button of a deposit request; the other links are a list. */
const buttonStyle = (background: string) =>
  `display: inline-block; padding: 12px 20px; background: ${background}; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold`;

/** What the client still has to do, as lines with their links. */
function toDo(facts: MailFacts): [string, string][] {
  const lines: [string, string][] = [];
  const { deposit, intakeLink } = facts.missing ?? {};
  if (deposit) lines.push([`Pay the deposit of ${deposit.amount}`, deposit.link]);
  if (facts.kind === 'deposit_request' && facts.deposit?.link)
    lines.push(['Pay deposit', facts.deposit.link]);
  if (intakeLink) lines.push(['Fill in and sign the consent form', intakeLink]);
  if (facts.healedPhotoLink)
    lines.push(['Send a photo of your healed tattoo', facts.healedPhotoLink]);
  if (facts.passportLink) lines.push(['Download your ink passport (PDF)', facts.passportLink]);
  return lines;
}

/** The sign-off: the studio, the artist when their name differs, where and how to reach them. */
function signature(facts: MailFacts): string[] {
  const artist = facts.artistName?.trim();
  return [
    facts.studioName,
    ...(artist && artist !== facts.studioName ? [artist] : []),
    ...(facts.studioAddress ? [facts.studioAddress] : []),
    ...(facts.contactEmail ? [facts.contactEmail] : []),
  ];
}

/** Who the client's page is with: the artist by name, else the studio. */
const portalLabel = (facts: Pick<MailFacts, 'artistName' | 'studioName'>) =>
  `Your bookings with ${facts.artistName?.trim() || facts.studioName}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A cancelled visit (a refund told after it) has no place to go to. */
const calledOff = (facts: MailFacts) =>
  facts.status === 'cancelled' && isDepositMailKind(facts.kind);

/**
 * The plain-text and HTML parts of one booking e-mail. Every value is escaped in the HTML.
 * Issue 49: it says what the client booked (the project's design, size and placement), when
 * (and the earlier time of a moved visit), where (the studio's address and a map link) and
 * the client's own money (price, paid, still due, the deposit's fate): that is the client's
 * booking. Their name, health, the artist's notes and other clients' records never appear. The
 * HTML is one narrow column with inline styles, so it reads the same on a phone as on a desk.
 */
export function renderAppointmentMail(facts: MailFacts): RenderedMail {
  const when = whenText(facts.start, facts.timeZone, facts.locale);
  const { subject, lead } = wording(facts, when);
  const ahead = AHEAD.includes(facts.kind);
  const place = !AFTER.includes(facts.kind) && !calledOff(facts) ? facts.studioAddress : null;
  const map = mapLinkOf(place);
  const rows: [string, string][] = [
    // Without a project the visit is named by its kind ('Tattoo session').
    ...whatRows(
      facts.booking && {
        ...facts.booking,
        what: facts.booking.what ?? capitalised(TYPE_LABELS[facts.type] ?? 'appointment'),
      },
    ),
    ...(facts.movedFrom && facts.kind === 'moved'
      ? ([['Was', whenText(facts.movedFrom, facts.timeZone, facts.locale)]] as [string, string][])
      : []),
    [calledOff(facts) ? 'Was booked for' : 'When', when],
    ...(ahead ? ([['Length', durationText(facts.durationMinutes)]] as [string, string][]) : []),
    ...(place ? ([['Where', place]] as [string, string][]) : []),
    ...moneyRows(facts.kind, facts.booking),
  ];
  const portal = facts.portalLink ? ([portalLabel(facts), facts.portalLink] as const) : null;
  const tasks = toDo(facts);
  const listed = facts.kind === 'deposit_request' ? [] : tasks;
  const button = facts.kind === 'deposit_request' ? tasks.find(([w]) => w === 'Pay deposit') : null;
  const taskHeading =
    facts.kind === 'healed_photo' || facts.kind === 'ink_passport'
      ? ''
      : 'Still to do before your appointment:';
  const extra = paragraphs(facts);
  const closing = CLOSINGS[facts.kind];
  const sign = signature(facts);
  const text = [
    mailHeaderText(facts),
    '',
    'Hello,',
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(map ? [`Map: ${map}`] : []),
    '',
    ...(button ? [`${button[0]}: ${button[1]}`, ''] : []),
    ...(listed.length
      ? [
          ...(taskHeading ? [taskHeading] : []),
          ...listed.map(([what, link]) => `- ${what}: ${link}`),
          '',
        ]
      : []),
    ...extra.flatMap((p) => [p, '']),
    ...(portal ? [`${portal[0]}: ${portal[1]}`, ''] : []),
    closing,
    '',
    ...sign,
  ].join('\n');
  const html = mailDocument(subject, [
    mailHeaderHtml(facts),
    '<p>Hello,</p>',
    `<p>${escapeHtml(lead)}</p>`,
    '<table role="presentation" style="border-collapse: collapse; width: 100%">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding: 0 1em 4px 0">${label}</th><td>${escapeHtml(value)}${label === 'Where' && map ? ` <a href="${escapeHtml(map)}">Map</a>` : ''}</td></tr>`,
    ),
    '</table>',
    ...(button
      ? [
          `<p style="margin: 24px 0"><a href="${escapeHtml(button[1])}" style="${buttonStyle(accentOf(facts))}">${escapeHtml(button[0])}</a></p>`,
        ]
      : []),
    ...(listed.length
      ? [
          ...(taskHeading ? [`<p>${escapeHtml(taskHeading)}</p>`] : []),
          '<ul>',
          ...listed.map(
            ([what, link]) => `<li><a href="${escapeHtml(link)}">${escapeHtml(what)}</a></li>`,
          ),
          '</ul>',
        ]
      : []),
    ...extra.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(portal ? [`<p><a href="${escapeHtml(portal[1])}">${escapeHtml(portal[0])}</a></p>`] : []),
    `<p>${escapeHtml(closing)}</p>`,
    `<p>${sign
      .map((line) =>
        line === facts.contactEmail
          ? `<a href="mailto:${escapeHtml(line)}">${escapeHtml(line)}</a>`
          : escapeHtml(line),
      )
      .join('<br>')}</p>`,
  ]);
  return { subject, text, html };
}
