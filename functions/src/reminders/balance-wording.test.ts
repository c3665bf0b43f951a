import { describe, expect, it } from 'vitest';
import { receiptFactsOf } from './receipt-facts';
import { renderAppointmentMail, type MailFacts } from './render-mail';

const facts = (receipt: MailFacts['receipt']): MailFacts => ({
  kind: 'balance_paid',
  studioName: 'Black Lotus Tattoo',
  studioAddress: '12 Canal St, Berlin',
  start: new Date('2031-01-17T13:00:00.000Z'),
  durationMinutes: 150,
  timeZone: 'Europe/Berlin',
  type: 'tattoo_session',
  receipt,
});

const receipt = (paidCents: number, refundCents: number, dueCents: number) =>
  receiptFactsOf({ paidCents, refundCents, dueCents, currency: 'GBP' }, 'en-GB');

describe('the balance receipt (issue 49)', () => {
  it('says what was received and what is still due, in the studio currency', () => {
    const mail = renderAppointmentMail(facts(receipt(20000, 0, 5000)));
    expect(mail.subject).toBe(
      'Payment received: £200.00 for your tattoo session with Black Lotus Tattoo, still due £50.00',
    );
    expect(mail.text).toContain('Still due: £50.00.');
    expect(mail.html).toContain('name="viewport"');
  });

  it('says paid in full, and what went back when more was paid than was due', () => {
    const mail = renderAppointmentMail(facts(receipt(30000, 5000, 0)));
    expect(mail.subject).toMatch(/£300\.00 .*, paid in full$/);
    expect(mail.text).toContain('£50.00 of it was more than was still due');
    expect(mail.text).toContain('banks take up to 10 days');
  });

  it('says a payment that found nothing due goes back in full', () => {
    const mail = renderAppointmentMail(facts(receipt(0, 35000, 0)));
    expect(mail.subject).toBe(
      'Payment refunded: £350.00 for your tattoo session with Black Lotus Tattoo, nothing was due',
    );
    expect(mail.text).not.toContain('Payment received');
  });
});
