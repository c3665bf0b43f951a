import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/object-store';
import type { Payments } from '../adapters/payments';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createBookingDesk } from '../booking';
import { createStudioRecords } from '../clients';
import { createDepositsService } from '../deposits';
import { createPublicSources } from '../gallery';
import { studioPrintDate } from '../stencil';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createFlashRepository } from './flash.repository';
import { flashRoutes } from './routes';
import { recordWalkIn } from './walk-in';

/** Flash designs, open times and holds (issue 38), wired for the app. */
export function flashArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    payments: Payments;
    appOrigin: string;
    clock: () => Date;
    logger: Logger;
  },
  guards: RouteGuards,
): Router {
  const { db } = deps;
  const studio = createStudioRecords(db);
  const sources = createPublicSources(db);
  return flashRoutes(
    {
      ...deps,
      flash: createFlashRepository(db),
      deposits: createDepositsService(db),
      booking: createBookingDesk(db),
      appointmentFlash: async (uid, id) => {
        const booked = (await studio.appointment(uid, id)) as { flash?: unknown } | null;
        const flash = booked?.flash as { id?: unknown; sizeCm?: unknown } | undefined;
        return typeof flash?.id === 'string' && typeof flash.sizeCm === 'number'
          ? { id: flash.id, sizeCm: flash.sizeCm }
          : null;
      },
      galleryImage: sources,
      galleryImagePath: async (uid, id) => (await sources(uid, id))?.imagePath ?? null,
      printDate: (uid, at) => studioPrintDate(db, uid, at),
      walkIn: (uid, input) => recordWalkIn(db, deps.clock, uid, input),
    },
    guards,
  );
}
