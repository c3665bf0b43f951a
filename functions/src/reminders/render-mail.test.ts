import { describe, expect, it } from 'vitest';
import { renderAppointmentMail, type MailFacts } from './render-mail';

const facts: MailFacts = {
  kind: 'reminder',
  studioName: 'Black Lotus Tattoo',
  studioAddress: '12 Canal St, Berlin',
  // 13:00 UTC is 14:00 in Berlin in winter.
  start: new Date('2031-01-17T13:00:00.000Z'),
  durationMinutes: 150,
  timeZone: 'Europe/Berlin',
  type: 'tattoo_session',
};

describe('renderAppointmentMail', () => {
  it('says who, when in the artist’s zone, how long and where, in text and HTML', () => {
    const mail = renderAppointmentMail(facts);
    expect(mail.subject).toBe(
      'Reminder: your tattoo session with Black Lotus Tattoo on Friday, January 17, 2031 at 2:00 PM (Europe/Berlin)',
    );
    expect(mail.text).toContain('When: Friday, January 17, 2031 at 2:00 PM (Europe/Berlin)');
    expect(mail.text).toContain('Length: 2 h 30 min');
    expect(mail.text).toContain('Where: 12 Canal St, Berlin');
    expect(mail.html).toContain('<td>Friday, January 17, 2031 at 2:00 PM (Europe/Berlin)</td>');
    expect(mail.html).toContain('<td>12 Canal St, Berlin</td>');
  });

  it('follows the zone: the same instant reads as the morning in New York', () => {
    const mail = renderAppointmentMail({ ...facts, timeZone: 'America/New_York' });
    expect(mail.text).toContain('When: Friday, January 17, 2031 at 8:00 AM (America/New_York)');
  });

  it('words each kind, and a cancellation has no length', () => {
    const subject = (kind: MailFacts['kind']) =>
      renderAppointmentMail({ ...facts, kind }).subject.split(':')[0];
    expect(
      ['confirmation', 'reminder', 'moved', 'cancelled'].map((k) =>
        subject(k as MailFacts['kind']),
      ),
    ).toEqual(['Booked', 'Reminder', 'Moved', 'Cancelled']);
    const cancelled = renderAppointmentMail({ ...facts, kind: 'cancelled' });
    expect(cancelled.text).toContain('is cancelled');
    expect(cancelled.text).not.toContain('Length:');
  });

  it('leaves the place out when the studio has none, and escapes what the artist typed', () => {
    const mail = renderAppointmentMail({
      ...facts,
      studioName: 'Ink & <Co>',
      studioAddress: null,
    });
    expect(mail.text).not.toContain('Where:');
    expect(mail.text).toContain('Ink & <Co>');
    expect(mail.html).toContain('Ink &amp; &lt;Co&gt;');
    expect(mail.html).not.toContain('<Co>');
  });
});
