import { readFileSync } from 'node:fs';

// Issue 49: a scan of what a client reads (a mail, a page, a PDF) for the studio's address, and
// of each booking mail for what, when, where and how much, and of every mail's HTML for the
// phone viewport. Like the money-and-dates scan, it reads what a person reads.

export interface ClientMail {
  subject: string;
  text: string;
  html: string;
}

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/** Mails about a booking still to come: each says what, when, where and how much. */
const BOOKING_SUBJECTS =
  /^(Booked|Reminder|Moved|Deposit to confirm|Deposit due|Deposit moved|Your consent form)\b/;

const LINES: [string, RegExp][] = [
  ['what', /^What: \S/m],
  ['when', /^When: \S/m],
  ['where', /^Where: \S/m],
  ['how much', /^(Price|Estimate|Paid|Deposit to pay now|Still to pay): \S/m],
];

/** What is missing from one client mail, in words ('“Booked: …”: no where'). */
export function mailProblems(mail: ClientMail, studioAddress: string): string[] {
  const name = `“${mail.subject}”`;
  const problems: string[] = [];
  if (!mail.html.includes(VIEWPORT)) problems.push(`${name}: no phone viewport`);
  if (!mail.text.includes(studioAddress)) problems.push(`${name}: no studio address`);
  if (/\w…$/.test(mail.subject) && !/\s\S+…$/.test(mail.subject))
    problems.push(`${name}: subject cut mid-word`);
  if (BOOKING_SUBJECTS.test(mail.subject)) {
    for (const [what, line] of LINES)
      if (!line.test(mail.text)) problems.push(`${name}: no ${what}`);
  }
  return problems;
}

/** A client page or PDF that does not say where the studio is. */
export function pageProblems(where: string, text: string, studioAddress: string): string[] {
  return text.includes(studioAddress) ? [] : [`${where}: no studio address`];
}

/** The seeded studio's address (emulator-data/demo-studio.json): the pro artist tattoos there. */
export const SEEDED_STUDIO_ADDRESS = (
  JSON.parse(readFileSync('emulator-data/demo-studio.json', 'utf8')) as { address: string }
).address;
