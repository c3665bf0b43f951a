import type {
  ApiAppointment,
  ApiPayment,
  AppointmentInput,
  CalendarAppointment,
  HistoryAction,
  HistoryActor,
  IntakeLink,
  NewAppointmentInput,
  PaymentInput,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { historyLine } from './appointment-history';
import { appendAppointmentHistory } from './appointment-history.repository';
import { createAppointment } from './create-appointment';
import { createClient } from './create-client';
import { createIntakeLink } from './create-intake-link';
import { createClientsDeps, type ClientsDeps } from './deps';
import { listCalendar } from './list-calendar';
import { recordPayment } from './record-payment';
import type { StoredAppointment } from './stored';
import { toApiAppointment } from './to-api';
import { updateAppointment } from './update-appointment';

/**
 * What a studio's desk and owner may do in an artist's own book (issue 43), after the studio's
 * door said yes: the same operations as the artist's own routes, run with the artist's uid
 * (plan cap, overlap warning per artist, the client's mails, deposits), naming who acted.
 */
export interface ArtistBooks {
  /** The artist's client whose e-mail, trimmed and lower-cased, is `email`; or null. */
  clientIdByEmail(uid: string, email: string): Promise<string | null>;
  createClient(
    uid: string,
    client: { name: string; email: string; phone?: string },
  ): Promise<{ id: string }>;
  createAppointment(
    uid: string,
    input: NewAppointmentInput,
    actor: HistoryActor,
  ): Promise<ApiAppointment>;
  updateAppointment(
    uid: string,
    id: string,
    input: AppointmentInput,
    actor: HistoryActor,
  ): Promise<ApiAppointment>;
  /** The stored appointment (for a cancel that keeps its fields); null when missing. */
  storedAppointment(uid: string, id: string): Promise<StoredAppointment | null>;
  appointment(uid: string, id: string): Promise<ApiAppointment | null>;
  clientName(uid: string, clientId: string): Promise<string>;
  /** The artist's calendar with its day's data (flags are read off it; see dayFlags). */
  calendar(uid: string): Promise<CalendarAppointment[]>;
  createIntakeLink(uid: string, appointmentId: string, actor: HistoryActor): Promise<IntakeLink>;
  recordPayment(
    uid: string,
    appointmentId: string,
    input: PaymentInput,
    actor: HistoryActor,
  ): Promise<ApiPayment>;
}

export function createArtistBooks(
  deps: Parameters<typeof createClientsDeps>[0] & { db: Firestore },
): ArtistBooks {
  const books: ClientsDeps = createClientsDeps(deps);
  const { db } = deps;
  const find = async (uid: string, id: string) =>
    (await books.records.listAppointments(uid)).find((a) => a.id === id) ?? null;
  // Actions that are not a change of the appointment itself are noted beside it, after.
  const note = (uid: string, id: string, actor: HistoryActor, action: HistoryAction) =>
    appendAppointmentHistory(db, uid, id, historyLine(actor, action, books.clock()));
  return {
    async clientIdByEmail(uid, email) {
      const wanted = email.trim().toLowerCase();
      const found = (await books.clients.list(uid)).find(
        (c) => c.email?.trim().toLowerCase() === wanted,
      );
      return found?.id ?? null;
    },
    createClient: (uid, client) => createClient(books, uid, client),
    createAppointment: (uid, input, actor) => createAppointment(books, uid, input, actor),
    updateAppointment: (uid, id, input, actor) => updateAppointment(books, uid, id, input, actor),
    storedAppointment: find,
    async appointment(uid, id) {
      const found = await find(uid, id);
      return found && toApiAppointment(found);
    },
    async clientName(uid, clientId) {
      const client = (await books.clients.list(uid)).find((c) => c.id === clientId);
      return client?.name ?? 'Unknown client';
    },
    calendar: (uid) => listCalendar(books, uid),
    async createIntakeLink(uid, appointmentId, actor) {
      const link = await createIntakeLink(books, uid, appointmentId);
      await note(uid, appointmentId, actor, 'intake_link_sent');
      return link;
    },
    async recordPayment(uid, appointmentId, input, actor) {
      const payment = await recordPayment(books, uid, input);
      await note(uid, appointmentId, actor, 'payment_recorded');
      return payment;
    },
  };
}
