import request from 'supertest';
import { initFirebase } from '../../src/adapters/firebase/firebase';
import { createLedgerRepository } from '../../src/credits/ledger.repository';
import { buildTestApp } from './test-app';
import { createTestPayments } from './test-payments';
import { createTestUser } from './test-users';

/**
 * The real app on the local stack with the offline Stripe twin, as the billing tests drive it:
 * `signedIn()` makes an artist who has visited once (their user document exists) and can read
 * `/api/auth/me` again.
 */
export function buildBillingTestApp() {
  const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
  const payments = createTestPayments(db);
  const { app } = buildTestApp({ payments: payments.twin });
  async function signedIn() {
    const member = await createTestUser();
    const auth = `Bearer ${member.idToken}`;
    await request(app).get('/api/auth/me').set('Authorization', auth).expect(200);
    const me = async () =>
      (await request(app).get('/api/auth/me').set('Authorization', auth)).body as Record<
        string,
        unknown
      >;
    return { ...member, auth, me };
  }
  return { db, app, payments, ledger: createLedgerRepository(db), signedIn };
}
