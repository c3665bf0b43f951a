import {
  studioFormatOf,
  type BookingAnswer,
  type Brief,
  type TattooColour,
} from '@inkforge/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { userRef } from '../adapters/firebase/documents';

/** What the brief reads of a booking request (users/{uid}/bookingRequests/{id}). */
export interface BriefRequest {
  idea: string;
  placement: string;
  sizeCm: number;
  colour: TattooColour;
  answers: BookingAnswer[];
  imageCount: number;
  brief: Brief | null;
  /** A draft under way: its charge's key and until when the next press waits for it. */
  drafting: { key: string; until: Date } | null;
}

/** The studio as the brief needs it: the currency of its prices, the styles it lists. */
interface BriefStudio {
  currency: string;
  styles: string[];
}

export interface BriefsRepository {
  studio(uid: string): Promise<BriefStudio>;
  /** Null for another artist's id as for an unknown one. */
  request(uid: string, id: string): Promise<BriefRequest | null>;
  requestInTransaction(tx: Transaction, uid: string, id: string): Promise<BriefRequest | null>;
  lockInTransaction(tx: Transaction, uid: string, id: string, key: string, until: Date): void;
  /** Writes the brief and ends the draft under way (only its own: `key`). */
  saveInTransaction(tx: Transaction, uid: string, id: string, brief: Brief): void;
  /** Ends the draft `key` without a brief (refunded); a later draft's lock is left alone. */
  release(uid: string, id: string, key: string): Promise<void>;
  /** The artist's edit, on the request as it stands: 'missing', or the update's result. */
  update(
    uid: string,
    id: string,
    change: (request: BriefRequest) => Brief,
  ): Promise<Brief | 'missing'>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function requestOf(data: FirebaseFirestore.DocumentData | undefined): BriefRequest | null {
  if (!data) return null;
  const drafting = data.briefDrafting as { key?: unknown; until?: unknown } | undefined;
  return {
    idea: text(data.idea),
    placement: text(data.placement),
    sizeCm: typeof data.sizeCm === 'number' ? data.sizeCm : 0,
    colour: data.colour === 'colour' ? 'colour' : 'black_and_grey',
    answers: Array.isArray(data.answers) ? (data.answers as BookingAnswer[]) : [],
    imageCount: Array.isArray(data.imagePaths) ? data.imagePaths.length : 0,
    brief: (data.brief as Brief | undefined) ?? null,
    drafting:
      drafting && typeof drafting.key === 'string' && drafting.until instanceof Timestamp
        ? { key: drafting.key, until: drafting.until.toDate() }
        : null,
  };
}

export function createBriefsRepository(db: Firestore): BriefsRepository {
  const ref = (uid: string, id: string) => userRef(db, uid).collection('bookingRequests').doc(id);
  return {
    async studio(uid) {
      const data = (await userRef(db, uid).get()).data();
      const settings = data?.bookingSettings as { styles?: unknown } | undefined;
      return {
        currency: studioFormatOf(data).currency,
        styles: Array.isArray(settings?.styles)
          ? settings.styles.filter((s) => typeof s === 'string')
          : [],
      };
    },
    async request(uid, id) {
      return requestOf((await ref(uid, id).get()).data());
    },
    async requestInTransaction(tx, uid, id) {
      return requestOf((await tx.get(ref(uid, id))).data());
    },
    lockInTransaction(tx, uid, id, key, until) {
      tx.update(ref(uid, id), { briefDrafting: { key, until: Timestamp.fromDate(until) } });
    },
    saveInTransaction(tx, uid, id, brief) {
      tx.update(ref(uid, id), { brief, briefDrafting: null });
    },
    async release(uid, id, key) {
      await db.runTransaction(async (tx) => {
        const found = requestOf((await tx.get(ref(uid, id))).data());
        if (found?.drafting?.key === key) tx.update(ref(uid, id), { briefDrafting: null });
      });
    },
    async update(uid, id, change) {
      return db.runTransaction(async (tx) => {
        const found = requestOf((await tx.get(ref(uid, id))).data());
        if (!found) return 'missing' as const;
        const brief = change(found);
        tx.update(ref(uid, id), { brief });
        return brief;
      });
    },
  };
}
