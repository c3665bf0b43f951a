import { studioFormatOf, type StudioFormat } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';
import {
  type StoredAppointment,
  type StoredClient,
  type StoredPayment,
  type StoredProject,
} from '../clients';

/** What the evidence reads of the artist: the name the client knows the studio by. */
export interface EvidenceArtist {
  displayName: string | null;
  email: string | null;
  studioName: string | null;
  /** The studio's currency, locale and zone: the PDF's amounts and dates follow them. */
  format: StudioFormat;
}

/**
 * The artist's own records a dispute is about. Reads only under users/{uid}: an id of another
 * artist's record is simply not there.
 */
export interface EvidenceRepository {
  appointment(uid: string, id: string): Promise<StoredAppointment | null>;
  project(uid: string, id: string): Promise<StoredProject | null>;
  appointmentsOfProject(uid: string, projectId: string): Promise<StoredAppointment[]>;
  paymentsOfProject(uid: string, projectId: string): Promise<StoredPayment[]>;
  /** The payments tied to one appointment (a deposit), whatever project they are on. */
  paymentsOfAppointment(uid: string, appointmentId: string): Promise<StoredPayment[]>;
  client(uid: string, id: string): Promise<StoredClient | null>;
  artist(uid: string): Promise<EvidenceArtist>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const byCreation = <T extends { createdAt: Date }>(a: T, b: T) =>
  a.createdAt.getTime() - b.createdAt.getTime();

export function createEvidenceRepository(db: Firestore): EvidenceRepository {
  const own = (uid: string, name: 'appointments' | 'projects' | 'payments' | 'clients') =>
    ownCollection(db, uid, name);
  const list = async <T extends { createdAt: Date }>(
    uid: string,
    name: 'appointments' | 'payments',
    field: string,
    value: string,
  ) =>
    fromSnapshots<T>((await own(uid, name).where(field, '==', value).get()).docs).sort(byCreation);

  return {
    async appointment(uid, id) {
      return fromSnapshot<StoredAppointment>(await own(uid, 'appointments').doc(id).get());
    },
    async project(uid, id) {
      return fromSnapshot<StoredProject>(await own(uid, 'projects').doc(id).get());
    },
    appointmentsOfProject: (uid, projectId) =>
      list<StoredAppointment>(uid, 'appointments', 'projectId', projectId),
    paymentsOfProject: (uid, projectId) =>
      list<StoredPayment>(uid, 'payments', 'projectId', projectId),
    paymentsOfAppointment: (uid, appointmentId) =>
      list<StoredPayment>(uid, 'payments', 'appointmentId', appointmentId),
    async client(uid, id) {
      return fromSnapshot<StoredClient>(await own(uid, 'clients').doc(id).get());
    },
    async artist(uid) {
      const user = (await userRef(db, uid).get()).data() ?? {};
      const settings = (user.reminderSettings ?? {}) as Record<string, unknown>;
      return {
        displayName: text(user.displayName),
        email: text(user.email),
        studioName: text(settings.studioName),
        format: studioFormatOf(user),
      };
    },
  };
}
