import { randomUUID } from 'node:crypto';
import {
  studioFormatOf,
  type ApiBookingSettings,
  type BookingSettingsForm,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { refuseDepositBelowMinimum } from '../deposits';
import type { BookingDeps } from './deps';
import { toApiBookingSettings } from './to-api';

/** GET /api/profile/booking: the artist's page settings (closed and empty until saved). */
export async function getBookingSettings(
  deps: BookingDeps,
  uid: string,
): Promise<ApiBookingSettings> {
  const artist = await deps.booking.artist(uid);
  if (!artist) throw new AppError('NOT_FOUND');
  return toApiBookingSettings(artist);
}

/** PUT /api/profile/booking: the whole settings form, saved as one; a new policy text is a new version. */
export async function saveBookingSettings(
  deps: BookingDeps,
  uid: string,
  form: BookingSettingsForm,
): Promise<ApiBookingSettings> {
  const now = deps.clock();
  if (form.deposit.kind === 'fixed') {
    // A fixed deposit Stripe cannot charge is refused now, not at the client's checkout.
    const { format } = (await deps.booking.artist(uid)) ?? { format: studioFormatOf(undefined) };
    refuseDepositBelowMinimum(
      form.deposit.amountCents,
      format.currency,
      format.locale,
      'depositAmount',
    );
  }
  // A new question gets its id here; a reworded one keeps its own, so answers stay tied to it.
  const questions = form.questions.map((q) => ({ id: q.id ?? randomUUID(), text: q.text }));
  const settings = { ...form, questions };
  // Before the settings: the version is decided against the text clients accepted so far.
  await deps.deposits.savePolicy(uid, settings.policy, now);
  await deps.booking.saveSettings(uid, settings, now);
  return getBookingSettings(deps, uid);
}
