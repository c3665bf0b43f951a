import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_MESSAGES, MAIL_KINDS, type MailKind } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { renderAppointmentMail, type MailFacts } from './render-mail';

// Issue 48, finding 16: client messages are one table. A new kind is its row, its wording in
// render-mail.ts and its line here: this test fails while any of the three is missing.

/** Each kind's subject as the client reads it: the row's test. */
const SUBJECT_STARTS: Record<MailKind, string> = {
  confirmation: 'Booked: your tattoo session',
  reminder: 'Reminder: your tattoo session',
  moved: 'Moved: your tattoo session',
  cancelled: 'Cancelled: your tattoo session',
  deposit_reminder: 'Deposit due: your tattoo session',
  slot_released: 'Released: your tattoo session',
  aftercare: 'Aftercare for your new tattoo',
  healed_photo: 'How has your tattoo healed?',
  intake_link: 'Your consent form for your tattoo session',
  deposit_request: 'Deposit to confirm your tattoo session',
  deposit_paid: 'Booked: your tattoo session',
  deposit_kept: 'Deposit kept: your tattoo session',
  deposit_refunded: 'Deposit refunded: €100.00',
  deposit_moved: 'Deposit moved: €100.00',
  deposit_cancelled: 'No deposit due: your tattoo session',
  balance_paid: 'Payment received: €350.00 for your tattoo session',
  recall_notice: 'Important: a product used in your tattoo from Black Lotus Tattoo was recalled',
  ink_passport: 'Your ink passport from Black Lotus Tattoo',
};

const facts: Omit<MailFacts, 'kind'> = {
  studioName: 'Black Lotus Tattoo',
  studioAddress: '12 Canal St, Berlin',
  start: new Date('2031-01-17T13:00:00.000Z'),
  durationMinutes: 150,
  timeZone: 'Europe/Berlin',
  type: 'tattoo_session',
  deposit: { amount: '€100.00', link: 'https://inkforge.test/deposit/t' },
  receipt: { paid: '€350.00', due: null },
};

describe('the client messages table (issue 48, finding 16)', () => {
  it.each(MAIL_KINDS)('%s has its wording: a subject, a lead and a closing', (kind) => {
    const mail = renderAppointmentMail({ ...facts, kind });
    expect(mail.subject).toMatch(/\S/);
    expect(mail.subject.startsWith(SUBJECT_STARTS[kind])).toBe(true);
    const lines = mail.text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(4);
    expect(mail.html).toContain(mail.subject.replace(/&/g, '&amp;').slice(0, 20));
  });

  it('gives every subscribed message (ahead of or after a visit, planned) an unsubscribe class', () => {
    for (const kind of MAIL_KINDS) {
      const row = CLIENT_MESSAGES[kind];
      const subscribed = row.trigger === 'before_visit' || row.trigger === 'after_visit';
      expect(row.unsubscribe !== null, kind).toBe(subscribed);
    }
  });

  it('tells every deposit change at most once, and only from deposit notices', () => {
    const told = MAIL_KINDS.flatMap((kind) => {
      const row: { trigger: string; tells?: readonly string[] } = CLIENT_MESSAGES[kind];
      expect(row.tells !== undefined, kind).toBe(row.trigger === 'deposit_change');
      return row.tells ?? [];
    });
    expect(new Set(told).size).toBe(told.length);
  });

  it('docs/architecture.md has the recipe, naming the table, the wording and this test', () => {
    const docs = readFileSync(path.join(__dirname, '../../../docs/architecture.md'), 'utf8');
    const recipe = docs.split('### Add a client message')[1]?.split('\n### ')[0] ?? '';
    for (const step of [
      'packages/domain/src/reminders/client-messages.ts',
      'functions/src/reminders/render-mail.ts',
      'functions/src/reminders/client-messages.test.ts',
    ]) {
      expect(recipe).toContain(step);
    }
  });
});
