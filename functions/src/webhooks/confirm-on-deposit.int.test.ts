import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, sendRequest } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 47: a session proposed from a request is confirmed once its deposit is paid, as a
// flash booking is, and its note no longer says the deposit is unpaid.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);

let artist: Artist;
let username: string;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
  username = await openBooking(artist, db);
  await flow.connect(artist);
});

describe('a request-based booking whose deposit is paid', () => {
  it('is Confirmed and its note says the deposit is paid', async () => {
    const id = await sendRequest(app, username);
    const accepted = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: `${new Date().getUTCFullYear() + 1}-06-17T11:00`,
      timezone: 'Europe/Berlin',
      estimatedPrice: 450,
      deposit: 80,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const ref = db.doc(`users/${artist.uid}/appointments/${String(accepted.body.appointmentId)}`);
    expect((await ref.get()).get('status')).toBe('scheduled');
    expect((await ref.get()).get('notes')).toContain('(not paid yet)');

    const token = String((await ref.get()).get('deposit.token'));
    await flow.pay(await flow.openCheckout(token));

    const paid = await ref.get();
    expect(paid.get('deposit.status')).toBe('paid');
    expect(paid.get('status')).toBe('confirmed');
    expect(paid.get('notes')).not.toContain('not paid yet');
    expect(paid.get('notes')).toContain('Deposit paid online: €80.00.');
  });
});
