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
      'Reminder: your tattoo session with Black Lotus Tattoo on Fri, 17 Jan 2031, 14:00 (Europe/Berlin)',
    );
    expect(mail.text).toContain('When: Fri, 17 Jan 2031, 14:00 (Europe/Berlin)');
    expect(mail.text).toContain('Length: 2 h 30 min');
    expect(mail.text).toContain('Where: 12 Canal St, Berlin');
    expect(mail.html).toContain('<td>Fri, 17 Jan 2031, 14:00 (Europe/Berlin)</td>');
    // Issue 49: the address opens a map on the phone.
    const map = 'https://www.google.com/maps/search/?api=1&amp;query=12%20Canal%20St%2C%20Berlin';
    expect(mail.html).toContain(`<td>12 Canal St, Berlin <a href="${map}">Map</a></td>`);
    expect(mail.text).toContain(`Map: ${map.replace('&amp;', '&')}`);
  });

  it('follows the zone: the same instant reads as the morning in New York', () => {
    const mail = renderAppointmentMail({ ...facts, timeZone: 'America/New_York' });
    expect(mail.text).toContain('When: Fri, 17 Jan 2031, 08:00 (America/New_York)');
  });

  it("reads the time in the artist's locale", () => {
    const mail = renderAppointmentMail({ ...facts, locale: 'en-US' });
    expect(mail.text).toContain('When: Fri, Jan 17, 2031, 2:00 PM (Europe/Berlin)');
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

describe('renderAppointmentMail: what chases the client (issue 27)', () => {
  const deposit = { amount: '€100.00', link: 'https://app.test/deposit/tok' };

  it('lists what is still missing before the visit, each with its link', () => {
    const mail = renderAppointmentMail({
      ...facts,
      missing: { deposit, intakeLink: 'https://app.test/intake/abc' },
    });
    expect(mail.text).toContain('Still to do before your appointment:');
    expect(mail.text).toContain('- Pay the deposit of €100.00: https://app.test/deposit/tok');
    expect(mail.text).toContain('- Fill in and sign the consent form: https://app.test/intake/abc');
    expect(mail.html).toContain(
      '<a href="https://app.test/deposit/tok">Pay the deposit of €100.00</a>',
    );
  });

  it('says nothing is missing by leaving the list out', () => {
    const mail = renderAppointmentMail({ ...facts, missing: {} });
    expect(mail.text).not.toContain('Still to do');
    expect(mail.html).not.toContain('<ul>');
  });

  it('words the deposit reminder and the release of an unpaid slot', () => {
    const nudge = renderAppointmentMail({
      ...facts,
      kind: 'deposit_reminder',
      missing: { deposit },
    });
    expect(nudge.subject).toMatch(/^Deposit due: your tattoo session with Black Lotus Tattoo/);
    expect(nudge.text).toContain('the deposit is not paid yet');
    expect(nudge.text).toContain(deposit.link);
    const released = renderAppointmentMail({ ...facts, kind: 'slot_released' });
    expect(released.subject).toMatch(/^Released: /);
    expect(released.text).toContain('was not paid in time, so this time is no longer held for you');
    expect(released.text).toContain('Reply to this e-mail to book a new time.');
  });

  it('sends the artist’s aftercare paragraphs, escaped, without the address', () => {
    const mail = renderAppointmentMail({
      ...facts,
      kind: 'aftercare',
      aftercareText: 'Wash it gently.\n\nNo <sun> for 2 weeks.',
    });
    expect(mail.subject).toBe('Aftercare for your new tattoo from Black Lotus Tattoo');
    expect(mail.text).toContain('Wash it gently.\n\nNo <sun> for 2 weeks.');
    expect(mail.html).toContain('<p>No &lt;sun&gt; for 2 weeks.</p>');
    expect(mail.text).not.toContain('Where:');
  });

  it('asks for the healed photo through its private link', () => {
    const mail = renderAppointmentMail({
      ...facts,
      kind: 'healed_photo',
      healedPhotoLink: 'https://app.test/healed/xyz',
    });
    expect(mail.subject).toBe('How has your tattoo healed? Send Black Lotus Tattoo a photo');
    expect(mail.text).toContain(
      '- Send a photo of your healed tattoo: https://app.test/healed/xyz',
    );
    expect(mail.text).not.toContain('Still to do before your appointment');
  });
});

describe('renderAppointmentMail: the deposit (issue 34)', () => {
  const deposit = {
    amount: '€100.00',
    link: 'https://app.test/deposit/tok',
    policy: 'Deposits are non-refundable.',
  };
  const signed = { ...facts, artistName: 'Mara Ink', contactEmail: 'mara@studio.test' };

  it('asks the deposit with its amount, policy and a Pay deposit button, never saying Booked', () => {
    const mail = renderAppointmentMail({ ...signed, kind: 'deposit_request', deposit });
    expect(mail.subject).toMatch(/^Deposit to confirm your tattoo session with Black Lotus Tattoo/);
    expect(mail.subject).not.toContain('Booked');
    expect(mail.text).toContain('pay the deposit of €100.00');
    expect(mail.text).toContain('Pay deposit: https://app.test/deposit/tok');
    expect(mail.text).toContain('Deposits are non-refundable.');
    expect(mail.html).toMatch(
      /<a href="https:\/\/app.test\/deposit\/tok" style="[^"]+">Pay deposit<\/a>/,
    );
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(
      mail.text.endsWith('Black Lotus Tattoo\nMara Ink\n12 Canal St, Berlin\nmara@studio.test'),
    ).toBe(true);
    expect(mail.html).toContain('<a href="mailto:mara@studio.test">mara@studio.test</a>');
  });

  it('books once paid, and words a refund, a kept deposit and a late payment given back', () => {
    const subject = (kind: MailFacts['kind'], extra: Partial<MailFacts> = {}) =>
      renderAppointmentMail({ ...facts, kind, deposit: { amount: '€100.00' }, ...extra }).subject;
    expect(subject('deposit_paid')).toMatch(/^Booked: .*, deposit €100\.00 received$/);
    expect(subject('deposit_refunded')).toBe(
      'Deposit refunded: €100.00 for your tattoo session with Black Lotus Tattoo',
    );
    const late = renderAppointmentMail({
      ...facts,
      kind: 'deposit_refunded',
      deposit: { amount: '€100.00', change: 'unpayable_refunded' },
    });
    expect(late.text).toContain('arrived after the deposit was no longer open');
    const noShow = renderAppointmentMail({
      ...facts,
      kind: 'deposit_kept',
      status: 'no_show',
      deposit,
    });
    expect(noShow.text).toContain('was missed, so your deposit of €100.00 is kept');
    expect(noShow.text).toContain('Deposits are non-refundable.');
    expect(noShow.text).not.toContain('https://app.test/deposit/tok');
  });

  it('a cancellation says what became of the deposit', () => {
    const cancel = (fate: 'kept' | 'refunded' | 'void') =>
      renderAppointmentMail({ ...facts, kind: 'cancelled', deposit: { amount: '€100.00', fate } })
        .text;
    expect(cancel('kept')).toContain('Your deposit of €100.00 is kept');
    expect(cancel('refunded')).toContain('Your deposit of €100.00 is refunded.');
    expect(cancel('void')).toContain('there is nothing to pay');
  });
});

describe('the mail header', () => {
  it('leads the HTML with the avatar, the name and the studio over the accent rule', () => {
    const mail = renderAppointmentMail({
      ...facts,
      kind: 'deposit_request',
      artistName: 'Rita <Linework>',
      avatarUrl: 'https://app.test/book/rita/avatar/avatar-0123456789abcdef-192.webp',
      accentColor: '#1d4ed8',
      deposit: { amount: '€100.00', link: 'https://app.test/deposit/tok' } as MailFacts['deposit'],
    });
    const top = mail.html.slice(mail.html.indexOf('<body'), mail.html.indexOf('Hello,'));
    expect(top).toContain(
      '<img src="https://app.test/book/rita/avatar/avatar-0123456789abcdef-192.webp" width="48" height="48" alt="Rita &#60;Linework&#62;"',
    );
    expect(top).toContain('border-bottom: 3px solid #1d4ed8');
    expect(top).toContain('Black Lotus Tattoo');
    expect(mail.html).toContain('background: #1d4ed8; color: #ffffff');
    expect(mail.text.split('\n')[0]).toBe('Rita <Linework> · Black Lotus Tattoo');
  });

  it('without an avatar or accent: the name alone, near-black rule, no image', () => {
    const mail = renderAppointmentMail(facts);
    expect(mail.text.split('\n')[0]).toBe('Black Lotus Tattoo');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('border-bottom: 3px solid #111111');
  });
});
