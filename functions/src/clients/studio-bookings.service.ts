import type {
  ApiAppointment,
  ApiProject,
  ClientFields,
  NewAppointmentInput,
  ProjectInput,
  SmsConsent,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { warnOnOverlap } from './appointment-checks';
import { createAppointment } from './create-appointment';
import { createClient } from './create-client';
import { createProject } from './create-project';
import { createClientsDeps, type AppointmentMoment, type ClientsDeps } from './deps';

/**
 * What booking may do with the studio's records when it accepts a request: the same client
 * operations as the clients' routes (plan cap, ownership checks, overlap warning), never their
 * repositories.
 */
export interface StudioBookings {
  /** The artist's client whose e-mail, trimmed and lower-cased, is `email`; or null. */
  clientIdByEmail(uid: string, email: string): Promise<string | null>;
  createClient(uid: string, fields: ClientFields, smsConsent?: SmsConsent): Promise<{ id: string }>;
  /** Issue 44: a consent to texts the client gave on a form, kept on their record. */
  recordSmsConsent(uid: string, clientId: string, consent: SmsConsent): Promise<void>;
  createProject(uid: string, input: ProjectInput): Promise<ApiProject>;
  /** Booked quietly: the appointment's mails wait for `announce`. */
  createAppointment(uid: string, input: NewAppointmentInput): Promise<ApiAppointment>;
  /** Refuses an overlap unless it is allowed, before anything is created. */
  warnOnOverlap(
    uid: string,
    candidate: { id: string; start: Date; duration: number; status: string },
    allowOverlap: boolean,
  ): Promise<void>;
  /** Tells the appointments' mail outbox of a booking made quietly. */
  announce(uid: string, appointment: AppointmentMoment): Promise<void>;
}

export function createStudioBookings(
  deps: Parameters<typeof createClientsDeps>[0] & { db: Firestore },
): StudioBookings {
  const studio: ClientsDeps = createClientsDeps(deps);
  const { onAppointmentChange, ...quiet } = studio;
  return {
    async clientIdByEmail(uid, email) {
      const found = (await studio.clients.list(uid)).find(
        (c) => c.email?.trim().toLowerCase() === email,
      );
      return found?.id ?? null;
    },
    createClient: (uid, fields, smsConsent) => createClient(studio, uid, fields, smsConsent),
    recordSmsConsent: (uid, clientId, consent) =>
      studio.clients.setSmsConsent(uid, clientId, consent, studio.clock()),
    createProject: (uid, input) => createProject(studio, uid, input),
    createAppointment: (uid, input) => createAppointment(quiet, uid, input),
    warnOnOverlap: (uid, candidate, allowOverlap) =>
      warnOnOverlap(studio, uid, candidate, allowOverlap),
    announce: async (uid, appointment) => onAppointmentChange?.(uid, null, appointment),
  };
}
