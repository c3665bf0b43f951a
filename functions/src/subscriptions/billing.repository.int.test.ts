import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createBillingRepository } from './billing.repository';

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const repo = createBillingRepository(db);

describe('the daily job reads its subscribers a page at a time', () => {
  it('yields every yearly subscriber once, in pages no larger than asked', async () => {
    const run = randomUUID().slice(0, 8);
    const ours = Array.from({ length: 7 }, (_, i) => `paged-${run}-${i}`);
    const batch = db.batch();
    for (const uid of ours) batch.set(db.doc(`users/${uid}`), { billing: 'yearly', role: 'pro' });
    batch.set(db.doc(`users/paged-${run}-monthly`), { billing: 'monthly', role: 'pro' });
    await batch.commit();

    const sizes: number[] = [];
    const seen: string[] = [];
    for await (const page of repo.yearlySubscribers(3)) {
      sizes.push(page.length);
      seen.push(...page.map((u) => u.uid));
    }

    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((uid) => uid.startsWith(`paged-${run}-`)).sort()).toEqual(ours.sort());
  });
});
