import {
  clientLimitInfo,
  clientLimitMessage,
  type ApiWalkIn,
  type WalkInInput,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { fromSnapshot, userRef } from '../adapters/firebase/documents';
import { AppError } from '../app-error';
import { createBookingInTransaction } from '../clients';
import { createFlashRepository, type StoredFlash } from './flash.repository';
import { remainingOf } from './to-api';

/**
 * POST /api/walk-ins (issue 47): a client at the door, in ONE transaction: the client (on file,
 * or new under the plan's cap), a project in progress (so a payment can be recorded against it),
 * an appointment starting now typed walk-in (no deposit is due on it), and, when a flash design
 * is chosen, the size's price, the design tied to the session (its stencil prints from the day
 * view) and a copy counted, refused when none is left.
 */
export async function recordWalkIn(
  db: Firestore,
  clock: () => Date,
  uid: string,
  input: WalkInInput,
): Promise<ApiWalkIn> {
  const flash = createFlashRepository(db);
  const now = clock();
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(userRef(db, uid))).data();
    let design: StoredFlash | null = null;
    if (input.flash) {
      await tx.get(flash.lockRef(uid));
      design = fromSnapshot<StoredFlash>(await tx.get(flash.flashRef(uid, input.flash.id)));
      if (!design || design.archived) throw new AppError('FLASH_NOT_FOUND');
      if (remainingOf(design) === 0) throw new AppError('FLASH_SOLD_OUT');
    }
    const size = design && input.flash ? design.variants[input.flash.variant] : undefined;
    if (design && !size) throw new AppError('FLASH_NOT_FOUND');
    let client: { id: string } | { name: string; countBefore: number };
    if (input.clientId) {
      const found = await tx.get(userRef(db, uid).collection('clients').doc(input.clientId));
      if (!found.exists) throw new AppError('CLIENT_NOT_FOUND');
      client = { id: input.clientId };
    } else {
      const countBefore = typeof user?.clientCount === 'number' ? user.clientCount : 0;
      const info = clientLimitInfo(user ?? {}, countBefore);
      if (!info.canCreate && typeof info.limit === 'number') {
        throw new AppError('CLIENT_LIMIT_REACHED', clientLimitMessage(info.planName, info.limit));
      }
      client = { name: input.name ?? 'Walk-in', countBefore };
    }
    const what = design && size ? `${design.title} (flash, ${size.sizeCm} cm)` : 'Walk-in';
    const price = size ? { priceCents: size.priceCents } : {};
    const booked = createBookingInTransaction(tx, db, uid, {
      client,
      project: {
        title: design?.title ?? 'Walk-in',
        ...(size ? { estimatedPriceCents: size.priceCents } : {}),
        status: 'in_progress',
        notes: size ? `Flash, ${size.sizeCm} cm, walk-in` : 'Walk-in',
        createdAt: now,
        updatedAt: now,
        moneyChangedAt: now,
      },
      appointment: {
        title: design ? `${what}, walk-in` : what,
        appointmentDate: new Date(Math.floor(now.getTime() / 60_000) * 60_000),
        timezone: input.timezone,
        duration: input.duration,
        type: 'walk_in',
        status: 'in_progress',
        ...price,
        ...(design && size && input.flash
          ? { flash: { id: design.id, variant: input.flash.variant, sizeCm: size.sizeCm } }
          : {}),
        createdAt: now,
        updatedAt: now,
      },
      now,
    });
    if (design) {
      tx.update(flash.flashRef(uid, design.id), { sold: design.sold + 1 });
      tx.set(flash.lockRef(uid), { changedAt: now });
    }
    return booked;
  });
}
