import {
  flashDepositCents,
  formatMoney,
  HOLD_MINUTES,
  isoWithOffset,
  openTimes,
  studioFormatOf,
  type ApiHold,
  type HoldInput,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import { connectOf, disconnectedOf, policyOf } from '../deposits';
import type { FlashDeps } from './deps';
import { hoursOf, STEP_MINUTES, zoneOf } from './open-times';
import { depositRuleOf, flashCurrency, remainingOf } from './to-api';

/**
 * POST /api/public/booking/{username}/holds: the client picked a design, a size and a time and
 * accepted the policy. The time is held for HOLD_MINUTES in a transaction that re-reads the
 * calendar (a second client for the same time gets 409 BOOKING_TIME_TAKEN with the next open
 * times; the last copy of a design, 409 FLASH_SOLD_OUT), then the deposit's checkout opens on
 * the artist's Stripe account, ending when the hold ends. Nothing is charged for a refused hold.
 */
export async function holdTime(
  deps: FlashDeps,
  artist: { uid: string; username: string; user: Record<string, unknown> | undefined },
  input: HoldInput,
): Promise<ApiHold> {
  const { uid, user } = artist;
  const now = deps.clock();
  const flash = await deps.flash.get(uid, input.flashId);
  const size = flash?.variants[input.variant];
  if (!flash || flash.archived || !size) throw new AppError('FLASH_NOT_FOUND');
  const connect = connectOf(user);
  if (disconnectedOf(user)) throw new AppError('DEPOSIT_PAYMENTS_OFF');
  if (!connect?.chargesEnabled) throw new AppError('DEPOSIT_PAYMENTS_NOT_CONNECTED');
  const policy = policyOf(user);
  if (policy.version !== input.policyVersion) throw new AppError('DEPOSIT_POLICY_CHANGED');
  const hours = hoursOf(user);
  if (!hours) throw new AppError('BOOKING_NO_WORKING_HOURS');
  const timeZone = zoneOf(user);
  const start = new Date(input.start);
  const end = new Date(start.getTime() + size.duration * 60_000);
  const availability = await deps.flash.availabilityOf(uid);
  const format = studioFormatOf(user);
  const currency = flashCurrency(flash, format.currency);
  // The same number the flash page showed for this size (toApiFlash reads the same function).
  const depositCents = flashDepositCents(depositRuleOf(user), size.priceCents, currency);
  // A price set before prices were checked against Stripe's minimum: never a dead checkout.
  if (depositCents === null) throw new AppError('FLASH_PRICE_BELOW_MINIMUM');
  const base = {
    hours,
    timeZone,
    availability,
    durationMinutes: size.duration,
    stepMinutes: STEP_MINUTES,
    now,
  };
  const offered = (busy: { start: Date; end: Date }[]) =>
    openTimes({ ...base, busy, from: start, to: start }).some(
      (t) => t.getTime() === start.getTime(),
    );
  if (!offered([])) throw new AppError('BOOKING_TIME_NOT_OPEN');

  const token = newLinkToken();
  const hold = await deps.flash.hold(
    uid,
    {
      flashId: flash.id,
      variant: input.variant,
      start,
      end,
      expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      status: 'held',
      tokenHash: linkTokenHash(token)!,
      client: {
        name: input.name,
        email: input.email,
        ...(input.phone ? { phone: input.phone } : {}),
      },
      depositCents,
      priceCents: size.priceCents,
      currency,
      policy: { text: policy.text, version: policy.version },
      timezone: timeZone,
    },
    now,
    (busy, fresh, liveHolds) => {
      if (!fresh || fresh.archived) throw new AppError('FLASH_NOT_FOUND');
      if (remainingOf(fresh, liveHolds) === 0) throw new AppError('FLASH_SOLD_OUT');
      if (!offered(busy)) {
        const next = openTimes({
          ...base,
          busy,
          from: start,
          to: new Date(start.getTime() + 14 * 86_400_000),
        })
          .slice(0, 3)
          .map((t) => isoWithOffset(t, timeZone));
        throw new AppError('BOOKING_TIME_TAKEN', undefined, { next: next.join(',') });
      }
    },
  );
  try {
    // The client's flash page: it shows the booking on return, or the time still held.
    const page = `${deps.appOrigin}/flash/${encodeURIComponent(artist.username)}`;
    const session = await deps.payments.createDepositCheckout({
      accountId: connect.accountId,
      amountMinor: depositCents,
      currency,
      description: `Deposit for “${flash.title}” (${size.sizeCm} cm): ${formatMoney(depositCents, currency, format.locale)}`,
      customerEmail: input.email,
      metadata: { kind: 'flash', uid, holdId: hold.id },
      successUrl: `${page}?booked=${hold.id}`,
      cancelUrl: page,
      // Paid after the hold ended is impossible: the checkout ends with it.
      expiresAt: hold.expiresAt,
    });
    await deps.flash.attachCheckout(uid, hold.id, session.id, connect.accountId);
    deps.logger.info('flash.held', { uid, flashId: flash.id, holdId: hold.id });
    return {
      holdId: hold.id,
      token,
      checkoutUrl: session.url,
      expiresAt: hold.expiresAt.toISOString(),
    };
  } catch (err) {
    // No checkout, no hold: the time goes back to the calendar at once.
    await deps.flash.release(uid, hold.id, 'released');
    throw err;
  }
}

/** DELETE /api/public/booking/{username}/holds/{token}: the client lets the time go. */
export async function releaseHold(deps: FlashDeps, uid: string, token: string): Promise<void> {
  const hash = linkTokenHash(token);
  const hold = hash ? await deps.flash.holdByToken(uid, hash) : null;
  if (!hold || !(await deps.flash.release(uid, hold.id, 'released'))) {
    throw new AppError('BOOKING_HOLD_NOT_FOUND');
  }
  if (hold.sessionId && hold.accountId) {
    await deps.payments
      .expireDepositCheckout({ accountId: hold.accountId, sessionId: hold.sessionId })
      .catch((err: unknown) =>
        deps.logger.warn('flash.checkout_expire_failed', {
          uid,
          holdId: hold.id,
          error: err instanceof Error ? err.message : String(err),
        }),
      );
  }
}
