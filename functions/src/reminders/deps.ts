import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import { RATE_LIMITS, type RateLimitRules } from '@inkforge/domain';
import { createStudioRecords, type StudioRecords } from '../clients';
import { createArtistStudios, type ArtistStudios } from '../studios';
import { mintPassportLink, mintPortalLink } from '../portal';
import { createTokenBuckets, type TokenBuckets } from '../rate-limits/token-bucket.repository';
import type { Logger } from '../logger';
import { createChaseRepository, type ChaseRepository } from './chase.repository';
import {
  createMailDeliveryRepository,
  type MailDeliveryRepository,
} from './mail-delivery.repository';
import type { MailTasks } from '../adapters/firebase/mail-task-queue';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository';

/**
 * What sending the booking e-mails needs: the outbox, the chasing writes, an SMTP sender, the
 * app's origin (the links in the mails), a clock, a logger.
 */
export interface MailDeps {
  outbox: OutboxRepository;
  chase: ChaseRepository;
  /** Bounces, complaints, suppressed addresses and unsubscribes (issue 48). */
  delivery: MailDeliveryRepository;
  /** The studio's records (a client's address), read through clients/. */
  records: StudioRecords;
  /** The studio an artist tattoos in: its name and address are what their clients read. */
  studios: ArtistStudios;
  /** The per-address budget of the artist's "E-mail to client" actions. */
  budget: { buckets: TokenBuckets; rules: RateLimitRules };
  /** Where a process without SMTP hands the mails due now (the webhook); none: the sweep sends. */
  tasks?: MailTasks;
  transport: MailTransport;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
  /**
   * After a slot is released for an unpaid deposit: its open Checkouts are expired on Stripe.
   * Wired where the Stripe key is (the api, the scheduled sender); without it they stay open
   * until Stripe's own expiry, and one paid anyway is refunded by the webhook.
   */
  onDepositStopped?: (uid: string, appointmentId: string) => Promise<void>;
  /**
   * "Your bookings with {artist}" (issue 49): a fresh path to the client's own page, minted as
   * the mail goes (only its hash is stored). Without it the mail goes without the link.
   */
  portalLink?: (uid: string, clientId: string, now: Date) => Promise<string>;
  /** The ink passport's download on the client's page (issue 45), minted as the mail goes. */
  passportLink?: (
    uid: string,
    clientId: string,
    appointmentId: string,
    now: Date,
  ) => Promise<string>;
}

/** The api function, the scheduled sender and the tests build the same deps. */
export function createMailDeps(deps: {
  db: Firestore;
  transport: MailTransport;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
  onDepositStopped?: (uid: string, appointmentId: string) => Promise<void>;
  portalLink?: MailDeps['portalLink'];
  rateLimits?: RateLimitRules;
  tasks?: MailTasks;
}): MailDeps {
  const records = createStudioRecords(deps.db);
  return {
    outbox: createOutboxRepository(deps.db),
    chase: createChaseRepository(deps.db, records),
    delivery: createMailDeliveryRepository(deps.db),
    records,
    studios: createArtistStudios(deps.db, deps.clock),
    ...(deps.tasks ? { tasks: deps.tasks } : {}),
    budget: {
      buckets: createTokenBuckets(deps.db),
      rules: deps.rateLimits ?? RATE_LIMITS,
    },
    transport: deps.transport,
    appOrigin: deps.appOrigin,
    clock: deps.clock,
    logger: deps.logger,
    ...(deps.onDepositStopped ? { onDepositStopped: deps.onDepositStopped } : {}),
    // Every client mail links the client's page (issue 49), unless a caller says otherwise.
    portalLink:
      deps.portalLink ?? ((uid, clientId, now) => mintPortalLink(deps.db, uid, clientId, now)),
    passportLink: (uid, clientId, appointmentId, now) =>
      mintPassportLink(deps.db, uid, clientId, appointmentId, now),
  };
}

/** A sender holds a mail this long; past it, a sender that died is presumed gone. */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** Attempts before a mail is given up as failed (the first try included). */
export const MAX_MAIL_ATTEMPTS = 5;
/** The wait before the n-th retry: 5, 10, 20, 40 minutes. */
export const retryDelayMs = (attempts: number) => 5 * 60 * 1000 * 2 ** (attempts - 1);
