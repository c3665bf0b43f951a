import { MAIL_KINDS, mapLinkOf, type MailKind } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { mailProblems } from '../../../e2e/support/what-where-scan';
import { renderAppointmentMail, type MailFacts } from './render-mail';

// Issue 49: the journeys' scan, run over every kind of client mail as it renders.

const ADDRESS = 'Kastanienallee 12, Berlin';

const facts = (kind: MailKind): MailFacts => ({
  kind,
  studioName: 'Black Lotus Tattoo',
  studioAddress: ADDRESS,
  start: new Date('2031-01-17T13:00:00.000Z'),
  durationMinutes: 150,
  timeZone: 'Europe/Berlin',
  type: 'tattoo_session',
  artistName: 'Mara Ink',
  booking: {
    what: 'Swallow with roses',
    size: '12 cm',
    placement: 'Forearm',
    price: '€450.00',
    priceIsEstimate: true,
    paid: '€100.00',
    due: '€350.00',
    depositDue: null,
  },
  deposit: { amount: '€100.00', link: 'https://app.test/deposit/tok', fate: 'refunded' },
  movedFrom: new Date('2031-01-10T13:00:00.000Z'),
  portalLink: 'https://app.test/bookings/tok',
});

describe('every client mail says what, when, where and how much (issue 49)', () => {
  it.each(MAIL_KINDS)('%s passes the scan and links the client’s page', (kind) => {
    const mail = renderAppointmentMail(facts(kind));
    expect(mailProblems(mail, ADDRESS)).toEqual([]);
    expect(mail.text).toContain('Your bookings with Mara Ink: https://app.test/bookings/tok');
    expect(mail.html).toContain(
      '<a href="https://app.test/bookings/tok">Your bookings with Mara Ink</a>',
    );
  });

  it('the scan fails a booking mail without its place, design or money', () => {
    const bare = renderAppointmentMail({
      ...facts('confirmation'),
      studioAddress: null,
      booking: undefined,
    });
    expect(mailProblems(bare, ADDRESS)).toEqual([
      `“${bare.subject}”: no studio address`,
      `“${bare.subject}”: no what`,
      `“${bare.subject}”: no where`,
      `“${bare.subject}”: no how much`,
    ]);
    const desktop = { ...bare, html: bare.html.replace(/<meta name="viewport"[^>]*>/, '') };
    expect(mailProblems(desktop, ADDRESS)).toContain(`“${bare.subject}”: no phone viewport`);
  });

  it('a moved mail gives both times, the map link and the deposit that moves with it', () => {
    const mail = renderAppointmentMail({
      ...facts('moved'),
      deposit: { amount: '€100.00', fate: 'moves' },
    });
    expect(mail.text).toContain('Was: Fri, 10 Jan 2031, 14:00 (Europe/Berlin)');
    expect(mail.text).toContain('When: Fri, 17 Jan 2031, 14:00 (Europe/Berlin)');
    expect(mail.text).toContain(`Map: ${mapLinkOf(ADDRESS)}`);
    expect(mail.text).toContain('Your deposit of €100.00 moves with it to the new time.');
  });

  it('a refund after the cancellation says the visit is cancelled and sends nobody to the door', () => {
    const mail = renderAppointmentMail({ ...facts('deposit_refunded'), status: 'cancelled' });
    expect(mail.text).toContain('is cancelled, and Black Lotus Tattoo has refunded your deposit');
    expect(mail.text).toContain('Was booked for: Fri, 17 Jan 2031');
    expect(mail.text).not.toContain('Where:');
  });
});
