import {
  ownStudioPlaceOf,
  countSegments,
  studioFormatOf,
  type AppointmentStatus,
  type DateStyle,
} from '@inkforge/domain';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';
import { historyLine } from '../clients';
import { notifyInTransaction, type NewNotification } from '../notifications';
import type { ReplyIntent } from './reply-words';
import type { InboundAction, StoredText } from './stored-text';

/** textRoutes/{E.164}: the last studio that texted this phone (written by the texts area). */
interface TextRoute {
  uid: string;
  clientId: string | null;
  appointmentId: string | null;
}

export interface InboundText {
  sid: string;
  from: string;
  to: string;
  body: string;
  at: Date;
}

/** The appointment a C/YES/R reply is about: the one its latest reminder was for. */
interface RemindedAppointment {
  id: string;
  title: string;
  start: Date;
  status: AppointmentStatus;
}

interface RecordedInbound {
  /** The same MessageSid was already recorded: nothing was written this time. */
  duplicate: boolean;
  /** The route's client, when it still exists. */
  clientId: string | null;
  action: InboundAction;
  appointment: RemindedAppointment | null;
  clientName: string | null;
}

/** The words of the bell, chosen by the operation once it knows the client and appointment. */
export type BellFor = (facts: {
  action: InboundAction;
  appointment: RemindedAppointment | null;
  clientName: string | null;
}) => NewNotification;

/** Appointments a reply can still confirm or move: not cancelled, not over. */
const OPEN: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

export interface InboundRepository {
  findRoute(phone: string): Promise<TextRoute | null>;
  studio(uid: string): Promise<TextStudio>;
  /**
   * Records the text once (create-if-absent on `in-{sid}`), with in the same transaction what
   * it does: the opt-out or opt-in of the phone, the reminded appointment confirmed, and the
   * bell. A second delivery of the same sid writes nothing.
   */
  record(input: {
    uid: string;
    clientId: string | null;
    text: InboundText;
    intent: ReplyIntent;
    word: string;
    bell: BellFor;
  }): Promise<RecordedInbound>;
}

/** The appointment of the newest reminder sent to the client, still to come and open. */
async function remindedAppointment(
  db: Firestore,
  tx: Transaction,
  uid: string,
  clientId: string,
  now: Date,
): Promise<RemindedAppointment | null> {
  // The client's thread is short: one equality read, sorted here (no composite index).
  const texts = await tx.get(ownCollection(db, uid, 'texts').where('clientId', '==', clientId));
  const reminders = texts.docs
    .map((doc) => fromSnapshot<StoredText>(doc))
    .filter((t): t is StoredText => t?.direction === 'out' && t.kind === 'reminder')
    // Only reminders that went: the outbox also holds the ones planned for later.
    .filter((t) => t.appointmentId !== null && t.sentAt instanceof Date)
    .sort((a, b) => b.sentAt!.getTime() - a.sentAt!.getTime());
  for (const reminder of reminders) {
    const snap = await tx.get(ownCollection(db, uid, 'appointments').doc(reminder.appointmentId!));
    const data = snap.data();
    if (!data || data.clientId !== clientId) continue;
    const start = (data.appointmentDate as Timestamp).toDate();
    const status = data.status as AppointmentStatus;
    if (start > now && OPEN.includes(status)) {
      return { id: snap.id, title: String(data.title ?? ''), start, status };
    }
  }
  return null;
}

function actionOf(intent: ReplyIntent, appointment: RemindedAppointment | null): InboundAction {
  if (intent === 'stop') return 'opted_out';
  if (intent === 'start') return 'opted_in';
  if (intent === 'help') return 'help';
  if (intent === 'confirm' && appointment) return 'confirmed';
  if (intent === 'move' && appointment) return 'move_requested';
  return null;
}

export function createInboundRepository(db: Firestore): InboundRepository {
  return {
    async findRoute(phone) {
      const data = (await db.collection('textRoutes').doc(phone).get()).data();
      if (!data || typeof data.uid !== 'string') return null;
      return {
        uid: data.uid,
        clientId: typeof data.clientId === 'string' ? data.clientId : null,
        appointmentId: typeof data.appointmentId === 'string' ? data.appointmentId : null,
      };
    },

    async studio(uid) {
      return textStudioOf((await userRef(db, uid).get()).data());
    },

    record: ({ uid, clientId, text, intent, word, bell }) =>
      db.runTransaction(async (tx) => {
        const ref = ownCollection(db, uid, 'texts').doc(`in-${text.sid}`);
        if ((await tx.get(ref)).exists) {
          return {
            duplicate: true,
            clientId: null,
            action: null,
            appointment: null,
            clientName: null,
          };
        }
        const client = clientId
          ? (await tx.get(ownCollection(db, uid, 'clients').doc(clientId))).data()
          : undefined;
        const knownClient = client ? clientId : null;
        const clientName = typeof client?.name === 'string' ? client.name : null;
        const appointment =
          knownClient && (intent === 'confirm' || intent === 'move')
            ? await remindedAppointment(db, tx, uid, knownClient, text.at)
            : null;
        const action = actionOf(intent, appointment);
        const at = Timestamp.fromDate(text.at);
        const { segments, encoding } = countSegments(text.body);
        tx.create(ref, {
          clientId: knownClient,
          direction: 'in',
          kind: 'reply',
          to: text.to,
          from: text.from,
          body: text.body,
          segments,
          encoding,
          status: 'received',
          reason: null,
          sid: text.sid,
          appointmentId: appointment?.id ?? null,
          dueAt: at,
          createdAt: at,
          sentAt: null,
          read: false,
          action,
        });
        if (intent === 'stop' || intent === 'start') {
          tx.set(ownCollection(db, uid, 'textPhones').doc(text.from), {
            optedOut: intent === 'stop',
            at,
            word,
          });
        }
        if (action === 'confirmed' && appointment) {
          tx.update(ownCollection(db, uid, 'appointments').doc(appointment.id), {
            status: 'confirmed',
            confirmedBy: 'text',
            confirmedAt: text.at.toISOString(),
            history: FieldValue.arrayUnion(
              historyLine(
                { uid: `client:${knownClient}`, name: clientName ?? text.from, role: 'client' },
                'confirmed_by_text',
                text.at,
              ),
            ),
          });
        }
        notifyInTransaction(
          db,
          tx,
          uid,
          `text-${text.sid}`,
          bell({ action, appointment, clientName }),
          text.at,
        );
        return { duplicate: false, clientId: knownClient, action, appointment, clientName };
      }),
  };
}

/** The studio as its texts name it and its bell dates things. */
interface TextStudio {
  name: string;
  style: DateStyle;
}

/** The name a text starts with: the reminders' studio name, the page's, else the artist's. */
function textStudioOf(user: Record<string, unknown> | undefined): TextStudio {
  // Issue 47: the studio's one name (the page's), as every mail and page reads it.
  const names = [ownStudioPlaceOf(user ?? {}).studioName, user?.displayName, user?.username];
  const name = names.find((n): n is string => typeof n === 'string' && n.trim() !== '');
  const format = studioFormatOf(user);
  return {
    name: name?.trim() ?? 'Your tattoo studio',
    style: { timeZone: format.timeZone, locale: format.locale },
  };
}
