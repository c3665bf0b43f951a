import type { Money } from '../format/money';

/** What a session needs before the artist starts it: the dashboard's flags. */
export interface TodayFlags {
  /** A deposit was asked or agreed and nothing is held yet. */
  depositDue: boolean;
  /** The client has not signed this session's intake form. */
  intakeMissing: boolean;
  /** The client's allergies or the signed intake's "yes" answers: read them before starting. */
  medicalReview: boolean;
  /** A stencil can be printed for it now (a flash booking: the design at the booked size). */
  stencilReady: boolean;
}

/** One session of the studio day, as the first screen shows it. */
export interface TodaySession {
  id: string;
  /** ISO instants in UTC; the screen writes them in `DashboardToday.timeZone`. */
  startsAt: string;
  endsAt: string;
  /** The studio's local day, 'YYYY-MM-DD'. */
  localDate: string;
  clientId: string;
  clientName: string;
  /** What it is: the appointment's title (its project's when it has one). */
  title: string;
  /** The design's thumbnail (a short-lived signed URL), or null without one. */
  thumbnailUrl: string | null;
  flags: TodayFlags;
  /** Its stencil, ready to print: the PDF's API path and the size it prints at; null otherwise. */
  stencil: { path: string; sizeCm: number } | null;
}

/** One of the first-day set-up steps, ticked when done. */
export type SetUpStepKey = 'studio' | 'public_page' | 'payouts' | 'first_flash' | 'working_hours';

export interface SetUpStep {
  key: SetUpStepKey;
  label: string;
  done: boolean;
  /** The app path where it is done. */
  link: string;
}

/** GET /api/dashboard/today: the artist's first screen, in the studio's zone and currency. */
export interface DashboardToday {
  /** The studio's zone (IANA) and today's date in it. */
  timeZone: string;
  today: string;
  /** The first live session that has not ended yet (today or later), or null. */
  next: TodaySession | null;
  /** Today's other live sessions after the next one, in time order. */
  restOfToday: TodaySession[];
  /** Tomorrow's live sessions (the next one left out when it is tomorrow's). */
  tomorrow: TodaySession[];
  /** Booking requests not answered yet: how many, and how long the oldest has waited. */
  requests: { waiting: number; oldestSince: string | null; oldestAgeHours: number | null };
  /** Upcoming live sessions whose online deposit is asked and unpaid. */
  depositsToChase: {
    count: number;
    total: Money;
    sessions: { id: string; clientName: string; startsAt: string; amount: Money }[];
  };
  /** Texts from clients not read yet: how many, in how many clients' threads. */
  unreadMessages: { count: number; threads: number };
  /**
   * This week (Monday to Sunday in the studio's zone): payments recorded (dated in the week,
   * refunded deposits left out); deposits held on the week's live sessions; and what those
   * sessions still owe (price minus the deposit held, sessions with a price only).
   */
  moneyThisWeek: {
    weekStart: string;
    weekEnd: string;
    recorded: Money;
    depositsHeld: Money;
    balanceDue: Money;
  };
  /** Credits and plan: one line on the screen. */
  account: { credits: number; plan: string };
  /** The first-day steps; `complete` once every one is done. */
  setUp: { complete: boolean; steps: SetUpStep[] };
}

/** The set-up steps in the order the first day shows them. */
export const SET_UP_STEPS: readonly Omit<SetUpStep, 'done'>[] = [
  {
    key: 'studio',
    label: 'Confirm your studio: country, time zone, currency, name and address',
    link: '/dashboard#studio-set-up',
  },
  { key: 'public_page', label: 'Open your public booking page', link: '/settings?tab=profile' },
  { key: 'payouts', label: 'Connect payouts for deposits', link: '/settings?tab=profile' },
  { key: 'first_flash', label: 'Publish your first flash', link: '/flash' },
  { key: 'working_hours', label: 'Set your working hours', link: '/calendar' },
];
