import type { AppointmentDeposit } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import type { StoredAppointment } from '../clients/stored';
import { askingInsteadOfConfirming, depositNotice } from './deposit-notice';
import { plannedMailId, plannedMails } from './plan-mails';

const now = new Date('2031-01-10T10:00:00.000Z');
const asked = new Date('2031-01-10T09:59:00.000Z');
const start = new Date('2031-01-17T13:00:00.000Z');
const appointment = {
  id: 'a1',
  clientId: 'c1',
  title: 'Koi',
  appointmentDate: start,
  timezone: 'Europe/Berlin',
  duration: 180,
  type: 'tattoo_session',
  status: 'scheduled',
  createdAt: asked,
} as StoredAppointment;
const deposit: AppointmentDeposit = {
  amountCents: 10_000,
  currency: 'EUR',
  status: 'requested',
  token: 'tok',
  requestedAt: asked,
  paidAt: null,
  paymentId: null,
  policy: null,
  moves: 0,
  history: [{ at: asked, action: 'requested' }],
};
const settings = {
  hoursBefore: 24,
  depositReminderDays: null,
  releaseUnpaidAfterDays: null,
  aftercare: false,
  healedPhotoWeeks: null,
};

describe('depositNotice', () => {
  it('keys each notice by its change, so the same news twice names one record', () => {
    const first = depositNotice('requested', appointment, deposit, now)!;
    const again = depositNotice('requested', appointment, deposit, new Date(now.getTime() + 5000))!;
    expect(first.kind).toBe('deposit_request');
    expect(plannedMailId(first)).toBe(`a1_deposit_request_${asked.getTime()}`);
    expect(plannedMailId(again)).toBe(plannedMailId(first));
  });

  it('a refund is keyed by its history entry; an excess refund owes no deposit mail', () => {
    const refundedAt = new Date('2031-01-12T08:00:00.000Z');
    const refunded = {
      ...deposit,
      status: 'refunded' as const,
      history: [...deposit.history, { at: refundedAt, action: 'refunded' }],
    };
    expect(depositNotice('refunded', appointment, refunded, now)?.changeAt).toEqual(refundedAt);
    expect(depositNotice('excess_refunded', appointment, refunded, now)).toBeNull();
  });

  it('asks and books only ahead of the visit, and only in the state the news names', () => {
    const past = { ...appointment, appointmentDate: new Date('2031-01-01T10:00:00.000Z') };
    expect(depositNotice('requested', past, deposit, now)).toBeNull();
    const paid = { ...deposit, status: 'paid' as const, paidAt: now };
    expect(depositNotice('requested', appointment, paid, now)).toBeNull();
    expect(depositNotice('paid', appointment, paid, now)?.kind).toBe('deposit_paid');
  });
});

describe('askingInsteadOfConfirming', () => {
  const booking = plannedMails(null, { id: 'a1', start, status: 'scheduled' }, settings, now);

  it('replaces the confirmation with the request the deposit news would queue', () => {
    const planned = askingInsteadOfConfirming(booking, deposit);
    expect(planned.map((m) => m.kind)).toEqual(['deposit_request', 'reminder']);
    expect(plannedMailId(planned[0]!)).toBe(
      plannedMailId(depositNotice('requested', appointment, deposit, now)!),
    );
  });

  it('confirms as before without a deposit or once it is paid', () => {
    expect(askingInsteadOfConfirming(booking, null)).toEqual(booking);
    const paid = { ...deposit, status: 'paid' as const };
    expect(askingInsteadOfConfirming(booking, paid)[0]!.kind).toBe('confirmation');
  });
});
