import {
  flashDepositCents,
  studioFormatOf,
  type ApiHold,
  type ApiOpenTimes,
  type HoldInput,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/object-store';
import type { ConnectPayments } from '../adapters/payments';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { AppError } from '../app-error';
import { createDepositsService } from '../deposits';
import type { Logger } from '../logger';
import type { FlashDeps } from './deps';
import { createFlashRepository } from './flash.repository';
import { holdTime } from './hold-time';
import { listOpenTimes } from './open-times';
import { depositRuleOf, flashCurrency, remainingOf } from './to-api';

/** The open times a booking step offers: four weeks, as the flash page lists them. */
const STEP_DAYS = 28;
/** A hold's id as Firestore makes it: anything else is no hold (never a path). */
const HOLD_ID = /^[A-Za-z0-9]{1,64}$/;

/** One design as its booking step shows it: each size with the deposit paid to book it. */
export interface BookingStep {
  id: string;
  title: string;
  hasImage: boolean;
  currency: string;
  sizes: { sizeCm: number; priceCents: number; duration: number; depositCents: number | null }[];
  availability: 'repeatable' | 'one_of_a_kind' | 'limited';
  remaining: number | null;
  /** The open times of the chosen size. */
  times: ApiOpenTimes;
}

/**
 * The flash page's own booking, without script (issue 49): the same operations as the API's
 * public flash routes (open times, the hold and its deposit checkout), for the page function.
 */
export function createFlashPageBooking(deps: {
  db: Firestore;
  objects: Pick<ObjectStore, 'read' | 'put' | 'signedUrl' | 'remove'>;
  imageOps: ImageOps;
  payments: ConnectPayments;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}) {
  const flashDeps: FlashDeps = {
    ...deps,
    flash: createFlashRepository(deps.db),
    deposits: createDepositsService(deps.db),
  };
  const artistOf = async (artist: { uid: string; username: string }) => ({
    ...artist,
    user: await flashDeps.deposits.user(artist.uid),
  });

  return {
    /** A published design's sizes and the open times of one; FLASH_NOT_FOUND otherwise. */
    async step(
      artist: { uid: string; username: string },
      flashId: string,
      variant: number,
    ): Promise<BookingStep> {
      const found = await flashDeps.flash.get(artist.uid, flashId);
      if (!found || found.archived || !found.variants[variant]) {
        throw new AppError('FLASH_NOT_FOUND');
      }
      const owner = await artistOf(artist);
      const currency = flashCurrency(found, studioFormatOf(owner.user).currency);
      const rule = depositRuleOf(owner.user);
      const now = deps.clock();
      const times = await listOpenTimes(flashDeps, owner, {
        flashId,
        variant,
        from: now.toISOString(),
        to: new Date(now.getTime() + STEP_DAYS * 86_400_000).toISOString(),
      });
      return {
        id: found.id,
        title: found.title,
        hasImage: found.imagePath !== null,
        currency,
        sizes: found.variants.map((v) => ({
          ...v,
          depositCents: flashDepositCents(rule, v.priceCents, currency),
        })),
        availability: found.availability,
        remaining: remainingOf(found),
        times,
      };
    },

    /** The time held and its deposit's checkout opened, as POST …/holds does. */
    async hold(artist: { uid: string; username: string }, input: HoldInput): Promise<ApiHold> {
      return holdTime(flashDeps, await artistOf(artist), input);
    },

    /** What became of a hold the checkout came back from: booked, still paying, or nothing. */
    async returned(uid: string, holdId: string): Promise<'booked' | 'paying' | null> {
      if (!HOLD_ID.test(holdId)) return null;
      const hold = await flashDeps.flash.holdById(uid, holdId);
      if (hold?.status === 'booked') return 'booked';
      const live =
        hold?.status === 'held' && (hold.paymentPending || hold.expiresAt > deps.clock());
      return live ? 'paying' : null;
    },
  };
}

export type FlashPageBooking = ReturnType<typeof createFlashPageBooking>;
