import type { HistoryActor } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  createAppointment,
  isHeldOnline,
  replaceAppointment,
  type AppointmentFields,
  type AppointmentRefusal,
  type DepositTerms,
} from './appointment-writes.repository';
import { fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import { listOwn } from './collections.repository';
import { depositOf } from './stored-deposit';
import {
  createPayment,
  deleteProject,
  replaceProject,
  type NewPayment,
  type PaymentRefusal,
  type ProjectFields,
} from './project-writes.repository';
import {
  withoutUndefined,
  type StoredAppointment,
  type StoredPayment,
  type StoredProject,
} from './stored';

type New<T> = Omit<T, 'id' | 'createdAt'>;

/** Why a create was refused: the parent it names does not belong to the artist. */
type MissingParent = 'client' | 'project';

/** Projects, payments and appointments: each write checks its parent in the same transaction. */
export interface RecordsRepository {
  listProjects(uid: string): Promise<StoredProject[]>;
  listPayments(uid: string): Promise<StoredPayment[]>;
  listAppointments(uid: string): Promise<StoredAppointment[]>;
  createProject(
    uid: string,
    project: New<StoredProject>,
    now: Date,
  ): Promise<StoredProject | MissingParent>;
  replaceProject(
    uid: string,
    id: string,
    fields: ProjectFields,
    now: Date,
  ): Promise<{ project: StoredProject; payments: StoredPayment[] } | null>;
  /** False when there was no such project; refused while a session holds a paid deposit. */
  deleteProject(uid: string, id: string, now: Date): Promise<boolean | 'deposit-outcome'>;
  /** The payment's clientId is the project's; an overpayment needs confirming. */
  createPayment(
    uid: string,
    payment: NewPayment,
    now: Date,
    confirmOverpayment: boolean,
  ): Promise<StoredPayment | PaymentRefusal>;
  /** A projectId must name a project of the same client. */
  createAppointment(
    uid: string,
    appointment: New<StoredAppointment>,
    now: Date,
    terms: DepositTerms,
  ): Promise<StoredAppointment | AppointmentRefusal>;
  /** Replaces the editable fields (client, project and createdAt stay); null when missing. */
  replaceAppointment(
    uid: string,
    id: string,
    fields: AppointmentFields,
    now: Date,
    terms: DepositTerms,
    /** Who changes it: the change is written to its history in the same transaction. */
    actor: HistoryActor,
  ): Promise<StoredAppointment | AppointmentRefusal | null>;
  /**
   * False when there was no such appointment; refused while it holds a deposit paid online
   * (its outcome comes first). An unpaid online deposit stops with it.
   */
  deleteAppointment(uid: string, id: string): Promise<boolean | 'deposit-outcome'>;
  /** The gallery items saved for this client (body previews among them). */
  listClientGallery(uid: string, clientId: string): Promise<Record<string, unknown>[]>;
}

export function createRecordsRepository(db: Firestore): RecordsRepository {
  const own = (uid: string, name: 'clients' | 'projects' | 'payments' | 'appointments') =>
    ownCollection(db, uid, name);
  return {
    listProjects: (uid) => listOwn<StoredProject>(db, uid, 'projects'),
    listPayments: (uid) => listOwn<StoredPayment>(db, uid, 'payments'),
    listAppointments: (uid) => listOwn<StoredAppointment>(db, uid, 'appointments'),

    createProject: (uid, project, now) =>
      db.runTransaction(async (tx) => {
        if (!(await tx.get(own(uid, 'clients').doc(project.clientId))).exists) return 'client';
        const ref = own(uid, 'projects').doc();
        tx.create(ref, { ...withoutUndefined(project), createdAt: now, updatedAt: now });
        return { ...project, id: ref.id, createdAt: now };
      }),

    replaceProject: (uid, id, fields, now) => replaceProject(db, uid, id, fields, now),
    deleteProject: (uid, id, now) => deleteProject(db, uid, id, now),
    createPayment: (uid, payment, now, confirm) => createPayment(db, uid, payment, now, confirm),
    createAppointment: (uid, appointment, now, terms) =>
      createAppointment(db, uid, appointment, now, terms),
    replaceAppointment: (uid, id, fields, now, terms, actor) =>
      replaceAppointment(db, uid, id, fields, now, terms, actor),

    deleteAppointment: (uid, id) =>
      db.runTransaction(async (tx) => {
        const ref = own(uid, 'appointments').doc(id);
        const intake = ownCollection(db, uid, 'intakes').doc(id);
        const [appointment, summary] = await Promise.all([tx.get(ref), tx.get(intake)]);
        if (!appointment.exists) return false;
        const online = depositOf(appointment.data());
        if (isHeldOnline(online)) return 'deposit-outcome';
        // Its deposit link stops: a checkout paid after this is given back by the webhook.
        const depositLink: unknown = appointment.get('depositLinkHash');
        if (online && typeof depositLink === 'string') {
          tx.delete(db.collection('depositLinks').doc(depositLink));
        }
        // Its intake form goes with it, and an open form link stops working.
        const linkHash: unknown = summary.get('linkHash');
        if (typeof linkHash === 'string') tx.delete(db.collection('intakeLinks').doc(linkHash));
        tx.delete(intake);
        tx.delete(ownCollection(db, uid, 'intakeForms').doc(id));
        tx.delete(ref);
        return true;
      }),

    async listClientGallery(uid, clientId) {
      const gallery = ownCollection(db, uid, 'gallery');
      const snapshot = await gallery.where('clientId', '==', clientId).get();
      return fromSnapshots<Record<string, unknown>>(snapshot.docs);
    },
  };
}
