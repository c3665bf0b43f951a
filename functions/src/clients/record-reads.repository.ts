import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import type { StoredAppointment, StoredClient, StoredPayment, StoredProject } from './stored';

/** One artist's records read one by one or by what they belong to, for the other areas. */
export interface RecordReads {
  client(uid: string, id: string): Promise<StoredClient | null>;
  project(uid: string, id: string): Promise<StoredProject | null>;
  appointment(uid: string, id: string): Promise<StoredAppointment | null>;
  payment(uid: string, id: string): Promise<StoredPayment | null>;
  /** The appointments starting at or after `from` and before `until`. */
  appointmentsStarting(uid: string, from: Date, until: Date): Promise<StoredAppointment[]>;
  appointmentsOfProject(uid: string, projectId: string): Promise<StoredAppointment[]>;
  paymentsOfProject(uid: string, projectId: string): Promise<StoredPayment[]>;
  /** The payments tied to one appointment (a deposit), whatever project they are on. */
  paymentsOfAppointment(uid: string, appointmentId: string): Promise<StoredPayment[]>;
  /** How many clients the artist has: a count aggregation, no document sent back. */
  clientCount(uid: string): Promise<number>;
  /** The payments dated (their `paymentDate`, YYYY-MM-DD) from `firstDay` to before `untilDay`. */
  paymentsDated(uid: string, firstDay: string, untilDay: string): Promise<StoredPayment[]>;
  /** Every appointment of one client, oldest booked first (the client's own page). */
  appointmentsOfClient(uid: string, clientId: string): Promise<StoredAppointment[]>;
}

const byCreation = <T extends { createdAt: Date }>(a: T, b: T) =>
  a.createdAt.getTime() - b.createdAt.getTime();

/** Reads only under users/{uid}: an id of another artist's record is simply not there. */
export function createRecordReads(db: Firestore): RecordReads {
  const own = (uid: string, name: 'appointments' | 'projects' | 'payments' | 'clients') =>
    ownCollection(db, uid, name);
  const one = async <T>(
    uid: string,
    name: 'appointments' | 'projects' | 'payments' | 'clients',
    id: string,
  ) => fromSnapshot<T>(await own(uid, name).doc(id).get());
  const list = async <T extends { createdAt: Date }>(
    uid: string,
    name: 'appointments' | 'payments',
    field: string,
    value: string,
  ) =>
    fromSnapshots<T>((await own(uid, name).where(field, '==', value).get()).docs).sort(byCreation);

  return {
    clientCount: async (uid) => (await own(uid, 'clients').count().get()).data().count,
    client: (uid, id) => one<StoredClient>(uid, 'clients', id),
    project: (uid, id) => one<StoredProject>(uid, 'projects', id),
    appointment: (uid, id) => one<StoredAppointment>(uid, 'appointments', id),
    payment: (uid, id) => one<StoredPayment>(uid, 'payments', id),
    async appointmentsStarting(uid, from, until) {
      const snapshot = await own(uid, 'appointments')
        .where('appointmentDate', '>=', Timestamp.fromDate(from))
        .where('appointmentDate', '<', Timestamp.fromDate(until))
        .get();
      return fromSnapshots<StoredAppointment>(snapshot.docs);
    },
    appointmentsOfProject: (uid, projectId) =>
      list<StoredAppointment>(uid, 'appointments', 'projectId', projectId),
    paymentsOfProject: (uid, projectId) =>
      list<StoredPayment>(uid, 'payments', 'projectId', projectId),
    paymentsOfAppointment: (uid, appointmentId) =>
      list<StoredPayment>(uid, 'payments', 'appointmentId', appointmentId),
    async paymentsDated(uid, firstDay, untilDay) {
      const snapshot = await own(uid, 'payments')
        .where('paymentDate', '>=', firstDay)
        .where('paymentDate', '<', untilDay)
        .get();
      return fromSnapshots<StoredPayment>(snapshot.docs).sort(byCreation);
    },
    appointmentsOfClient: (uid, clientId) =>
      list<StoredAppointment>(uid, 'appointments', 'clientId', clientId),
  };
}
