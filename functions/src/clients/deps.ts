import type { AppointmentStatus, MedicalReadKind } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { Logger } from '../logger';
import {
  createCalendarFeedRepository,
  type CalendarFeedRepository,
} from './calendar-feed.repository';
import { createClientsRepository, type ClientsRepository } from './clients.repository';
import { createIntakeRepository, type IntakeRepository } from './intake.repository';
import { createApprovalRepository, type ApprovalRepository } from './approval.repository';
import type { BellWriter } from './bell';
import { createRecordsRepository, type RecordsRepository } from './records.repository';

/** An appointment as those told of its changes hear of it. */
export interface AppointmentMoment {
  id: string;
  start: Date;
  status: AppointmentStatus;
}

/** Told of every booking, move and cancellation (the client's booking e-mails listen). */
export type AppointmentMailHook = (
  uid: string,
  before: AppointmentMoment | null,
  after: AppointmentMoment,
) => Promise<void>;

/** A medical record the artist opened through their own routes: what, and whose. */
export interface OwnMedicalRead {
  what: MedicalReadKind;
  appointmentId?: string;
  /** `clients`: the clients whose medical fields the answer carried. */
  clientIds?: string[];
}

/**
 * Told before a medical record reaches the artist (issue 43: a studio logs every read). It is
 * awaited: a read that cannot be logged is not served.
 */
export type MedicalReadHook = (uid: string, read: OwnMedicalRead) => Promise<void>;

/** What the client-management operations need; the app wires it from its own dependencies. */
export interface ClientsDeps {
  clients: ClientsRepository;
  records: RecordsRepository;
  feeds: CalendarFeedRepository;
  intakes: IntakeRepository;
  approvals: ApprovalRepository;
  /**
   * Body previews: signed URLs on read, object removal when their client is deleted. Design
   * approvals: the frozen copies of gallery images are read, written and removed here.
   */
  objects: Pick<ObjectStore, 'signedUrl' | 'remove' | 'read' | 'put'>;
  /** Decodes a drawn signature in full before it is stored for the PDF. */
  imageOps: ImageOps;
  /** The artist's bell: rings for an intake signed, a design approved or sent back. */
  notify: BellWriter;
  clock: () => Date;
  logger: Logger;
  /** The client's booking e-mails: told of every booking, move and cancellation. */
  onAppointmentChange?: AppointmentMailHook;
  /**
   * Told after an appointment was cancelled or deleted: its unpaid online deposit's open
   * checkouts are expired on Stripe and the client told (the deposits area listens).
   */
  onDepositStopped?: (uid: string, appointmentId: string) => Promise<void>;
  /**
   * E-mails the client a design approval's private link, in the request that made it (only
   * its hash is stored). The reminders area sends it.
   */
  mailApprovalLink?: (
    uid: string,
    input: { clientId: string; projectTitle: string; path: string; aiAssisted?: boolean },
  ) => Promise<'sent' | 'no_address' | 'failed'>;
  /** Before mailing a client on the artist's demand: the address's budget and suppression. */
  beforeClientMail?: (uid: string, clientId: string) => Promise<void>;
  /** Told of every read of a medical record (intake answers, its PDF, clients' medical fields). */
  onMedicalRead?: MedicalReadHook;
  /**
   * Before a payment on a project is recorded (issue 45): throws to refuse it, e.g. while the
   * studio requires the session record before the balance is paid. The supplies area decides.
   */
  beforePayment?: (uid: string, projectId: string, amountCents: number) => Promise<void>;
  /** After a client was deleted (issue 45): their session records are kept for retention. */
  onClientDeleted?: (uid: string, clientId: string) => Promise<void>;
}

/**
 * The client-management operations over their repositories: the clients area's routes, and
 * booking, which books an accepted request through the same operations.
 */
export function createClientsDeps(
  deps: { db: Firestore } & Omit<
    ClientsDeps,
    'clients' | 'records' | 'feeds' | 'intakes' | 'approvals'
  >,
): ClientsDeps {
  const { db, ...handles } = deps;
  return {
    clients: createClientsRepository(db),
    records: createRecordsRepository(db),
    feeds: createCalendarFeedRepository(db),
    intakes: createIntakeRepository(db),
    approvals: createApprovalRepository(db),
    ...handles,
  };
}
