import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, listOwn, ownCollection } from './collections.repository';
import {
  withoutUndefined,
  type StoredAppointment,
  type StoredClient,
  type StoredPayment,
  type StoredProject,
} from './stored';

type New<T> = Omit<T, 'id' | 'createdAt'>;

/** Why a create was refused: the parent it names does not belong to the artist. */
export type MissingParent = 'client' | 'project';

/** Projects, payments and appointments: each create checks its parent in the same transaction. */
export interface RecordsRepository {
  listProjects(uid: string): Promise<StoredProject[]>;
  listPayments(uid: string): Promise<StoredPayment[]>;
  listAppointments(uid: string): Promise<StoredAppointment[]>;
  createProject(
    uid: string,
    project: New<StoredProject>,
    now: Date,
  ): Promise<StoredProject | MissingParent>;
  /** The payment's clientId is the project's. */
  createPayment(
    uid: string,
    payment: Omit<New<StoredPayment>, 'clientId'>,
    now: Date,
  ): Promise<StoredPayment | MissingParent>;
  /** A projectId must name a project of the same client. */
  createAppointment(
    uid: string,
    appointment: New<StoredAppointment>,
    now: Date,
  ): Promise<StoredAppointment | MissingParent>;
  /** Replaces the editable fields (client, project and createdAt stay); null when missing. */
  replaceAppointment(
    uid: string,
    id: string,
    fields: Omit<New<StoredAppointment>, 'clientId' | 'projectId'>,
    now: Date,
  ): Promise<StoredAppointment | null>;
  /** False when there was no such appointment. */
  deleteAppointment(uid: string, id: string): Promise<boolean>;
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

    createPayment: (uid, payment, now) =>
      db.runTransaction(async (tx) => {
        const project = fromSnapshot<StoredProject>(
          await tx.get(own(uid, 'projects').doc(payment.projectId)),
        );
        if (!project) return 'project';
        const ref = own(uid, 'payments').doc();
        const stored = { ...payment, clientId: project.clientId };
        tx.create(ref, { ...withoutUndefined(stored), createdAt: now });
        return { ...stored, id: ref.id, createdAt: now };
      }),

    createAppointment: (uid, appointment, now) =>
      db.runTransaction(async (tx) => {
        const [client, project] = await Promise.all([
          tx.get(own(uid, 'clients').doc(appointment.clientId)),
          appointment.projectId
            ? tx.get(own(uid, 'projects').doc(appointment.projectId))
            : Promise.resolve(undefined),
        ]);
        if (!fromSnapshot<StoredClient>(client)) return 'client';
        if (project && fromSnapshot<StoredProject>(project)?.clientId !== appointment.clientId) {
          return 'project';
        }
        const ref = own(uid, 'appointments').doc();
        tx.create(ref, { ...withoutUndefined(appointment), createdAt: now, updatedAt: now });
        return { ...appointment, id: ref.id, createdAt: now };
      }),

    replaceAppointment: (uid, id, fields, now) =>
      db.runTransaction(async (tx) => {
        const ref = own(uid, 'appointments').doc(id);
        const existing = fromSnapshot<StoredAppointment>(await tx.get(ref));
        if (!existing) return null;
        const next: StoredAppointment = {
          ...fields,
          id,
          clientId: existing.clientId,
          projectId: existing.projectId,
          createdAt: existing.createdAt,
        };
        const { id: _id, ...stored } = next;
        tx.set(ref, { ...withoutUndefined(stored), updatedAt: now });
        return next;
      }),

    deleteAppointment: (uid, id) =>
      db.runTransaction(async (tx) => {
        const ref = own(uid, 'appointments').doc(id);
        if (!(await tx.get(ref)).exists) return false;
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
