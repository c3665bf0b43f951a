import {
  localDateKey,
  longDateHeading,
  timeOfDay,
  type AppointmentType,
  type MailKind,
} from '@inkforge/domain';

/** Everything a booking e-mail may say: the studio, the time and place, nothing about the client. */
export interface MailFacts {
  kind: MailKind;
  studioName: string;
  studioAddress: string | null;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  type: AppointmentType;
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
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** 'Friday, March 14, 2031 at 2:00 PM (Europe/Berlin)': the wall clock of the artist's zone. */
export function whenText(start: Date, timeZone: string): string {
  const day = longDateHeading(localDateKey(start, timeZone));
  return `${day} at ${timeOfDay(start, timeZone)} (${timeZone})`;
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
  }
}

/**
 * The plain-text and HTML parts of one booking e-mail. Every value is escaped in the HTML;
 * no client data (name, health, money, notes, the appointment's title) is ever included.
 */
export function renderAppointmentMail(facts: MailFacts): RenderedMail {
  const when = whenText(facts.start, facts.timeZone);
  const { subject, lead } = wording(facts, when);
  const rows: [string, string][] = [
    ['When', when],
    ...(facts.kind === 'cancelled'
      ? []
      : ([['Length', durationText(facts.durationMinutes)]] as [string, string][])),
    ...(facts.studioAddress ? ([['Where', facts.studioAddress]] as [string, string][]) : []),
  ];
  const closing =
    facts.kind === 'cancelled'
      ? 'Reply to this e-mail to book a new time.'
      : 'Reply to this e-mail if you need to change it.';
  const text = [
    'Hello,',
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    closing,
    '',
    facts.studioName,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(lead)}</p>`,
    '<table role="presentation">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding-right: 1em">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    `<p>${escapeHtml(facts.studioName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
