import {
  localDateKey,
  money,
  planLabel,
  SET_UP_STEPS,
  shiftAnchor,
  studioFormatOf,
  toInstant,
  weekDays,
  workingHoursRequestSchema,
  type DashboardToday,
} from '@inkforge/domain';
import type { ObjectStore } from '../adapters/firebase/storage';
import { artistTimeZone, type StudioRecords } from '../clients';
import type { LedgerService } from '../credits/ledger.service';
import { connectOf } from '../deposits';
import type { TodayRepository } from './today.repository';
import { askedDeposit, endOf, heldCents, isLive, toTodaySession } from './today-sessions';

export interface TodayDeps {
  today: TodayRepository;
  records: StudioRecords;
  ledger: LedgerService;
  objects: Pick<ObjectStore, 'signedUrl'>;
  clock: () => Date;
}

/** How far ahead the next session is looked for. */
const AHEAD_DAYS = 60;
const HOUR_MS = 3_600_000;

/** Local midnight of a 'YYYY-MM-DD' in the zone, as an instant. */
const midnight = (day: string, zone: string) => toInstant(`${day}T00:00`, zone) ?? new Date(day);

/**
 * GET /api/dashboard/today: the studio day as the artist meets it between two sessions, every
 * day boundary in the studio's zone and every sum in the studio's currency.
 */
export async function getToday(deps: TodayDeps, uid: string): Promise<DashboardToday> {
  const now = deps.clock();
  const user = await deps.today.user(uid);
  const zone = artistTimeZone(user);
  const { currency } = studioFormatOf(user);
  const today = localDateKey(now, zone);
  const tomorrow = shiftAnchor(today, 'day', 1);
  const week = weekDays(today);
  const weekStart = week[0] ?? today;
  const weekEnd = week[6] ?? today;
  const afterWeek = shiftAnchor(weekEnd, 'day', 1);

  const [appointments, payments, requests, unread, flash, balance] = await Promise.all([
    deps.records.appointmentsStarting(
      uid,
      midnight(weekStart, zone),
      midnight(shiftAnchor(today, 'day', AHEAD_DAYS), zone),
    ),
    deps.records.paymentsDated(uid, weekStart, afterWeek),
    deps.today.waitingRequests(uid),
    deps.today.unreadTexts(uid),
    deps.today.flash(uid),
    deps.ledger.balance(uid),
  ]);

  const live = appointments
    .filter(isLive)
    .sort((a, b) => a.appointmentDate.getTime() - b.appointmentDate.getTime());
  const dayOf = (a: (typeof live)[number]) => localDateKey(a.appointmentDate, zone);
  const next = live.find((a) => endOf(a) > now) ?? null;
  const restOfToday = live.filter((a) => a !== next && dayOf(a) === today && endOf(a) > now);
  const tomorrows = live.filter((a) => a !== next && dayOf(a) === tomorrow);
  const thisWeek = live.filter((a) => dayOf(a) >= weekStart && dayOf(a) <= weekEnd);
  const toChase = live.flatMap((a) => {
    const deposit = a.appointmentDate >= now ? askedDeposit(a) : null;
    return deposit ? [{ a, deposit }] : [];
  });

  const reads = {
    records: deps.records,
    objects: deps.objects,
    flashImages: new Map(flash.map((f) => [f.id, f.imagePath])),
  };
  const session = (a: (typeof live)[number]) => toTodaySession(reads, uid, a, zone);
  const [nextSession, rest, tomorrowSessions, chaseNames] = await Promise.all([
    next ? session(next) : null,
    Promise.all(restOfToday.map(session)),
    Promise.all(tomorrows.map(session)),
    Promise.all(toChase.map(({ a }) => deps.records.client(uid, a.clientId))),
  ]);

  const oldest = requests.reduce<Date | null>(
    (min, r) => (min === null || r.createdAt < min ? r.createdAt : min),
    null,
  );
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  const steps = SET_UP_STEPS.map((step) => ({ ...step, done: stepDone(step.key, user, flash) }));

  return {
    timeZone: zone,
    today,
    next: nextSession,
    restOfToday: rest,
    tomorrow: tomorrowSessions,
    requests: {
      waiting: requests.length,
      oldestSince: oldest?.toISOString() ?? null,
      oldestAgeHours: oldest ? Math.floor((now.getTime() - oldest.getTime()) / HOUR_MS) : null,
    },
    depositsToChase: {
      count: toChase.length,
      total: money(
        sum(
          toChase.filter((c) => c.deposit.currency === currency).map((c) => c.deposit.amountCents),
        ),
        currency,
      ),
      sessions: toChase.map(({ a, deposit }, i) => ({
        id: a.id,
        clientName: chaseNames[i]?.name ?? 'Unknown client',
        startsAt: a.appointmentDate.toISOString(),
        amount: money(deposit.amountCents, deposit.currency),
      })),
    },
    unreadMessages: {
      count: unread.length,
      threads: new Set(unread.map((t) => t.clientId ?? t.id)).size,
    },
    moneyThisWeek: {
      weekStart,
      weekEnd,
      recorded: money(
        sum(payments.filter((p) => p.refunded !== true).map((p) => p.amountCents)),
        currency,
      ),
      depositsHeld: money(sum(thisWeek.map(heldCents)), currency),
      balanceDue: money(
        sum(
          thisWeek.map((a) =>
            a.priceCents === undefined ? 0 : Math.max(0, a.priceCents - heldCents(a)),
          ),
        ),
        currency,
      ),
    },
    account: {
      credits: balance?.total ?? 0,
      plan: planLabel({
        role: typeof user?.role === 'string' ? user.role : 'user',
        currentPlan: typeof user?.currentPlan === 'string' ? user.currentPlan : null,
      }),
    },
    setUp: { complete: steps.every((s) => s.done), steps },
  };
}

/** Whether one first-day step is done, read off the user document and the flash. */
function stepDone(
  key: (typeof SET_UP_STEPS)[number]['key'],
  user: Record<string, unknown> | undefined,
  flash: { archived?: boolean }[],
): boolean {
  switch (key) {
    case 'studio':
      return user?.studioConfirmedAt != null;
    case 'public_page':
      return (user?.bookingSettings as { open?: unknown } | undefined)?.open === true;
    case 'payouts':
      return connectOf(user)?.chargesEnabled === true;
    case 'first_flash':
      return flash.some((f) => f.archived !== true);
    case 'working_hours':
      return workingHoursRequestSchema.safeParse(user?.workingHours).success;
  }
}
