import type { BookingRequestFields, StudioRequestStatus } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots } from '../adapters/firebase/documents';
import { notifyInTransaction } from '../notifications';

/** Who a request is for or with: a member's uid and the name the page showed. */
interface RequestArtist {
  uid: string;
  name: string;
}

/**
 * `studios/{id}/requests/{id}`: a request sent from the studio's page, in the shared inbox.
 * A request for a chosen artist is also in that artist's own inbox from the start; one for
 * "first available" waits here until the desk assigns or declines it.
 */
export interface StoredStudioRequest extends Omit<
  BookingRequestFields,
  'adult' | 'consent' | 'website' | 'answers'
> {
  id: string;
  status: StudioRequestStatus;
  createdAt: Date;
  askedFor: RequestArtist | null;
  assignedTo: RequestArtist | null;
  /** The request in the assigned artist's inbox (`users/{uid}/bookingRequests/{id}`). */
  bookingRequestId: string | null;
  /** Reference images of a "first available" request, under the studio's prefix. */
  imagePaths: string[];
  consentedAt: Date;
  answeredAt: Date | null;
  /** The member who assigned or declined it. */
  answeredBy: string | null;
  declineMessage: string | null;
}

export type NewStudioRequest = Omit<StoredStudioRequest, 'id'>;

/** What a desk's answer writes, once the request was found still pending. */
export type StudioRequestAnswer = Pick<
  StoredStudioRequest,
  'status' | 'assignedTo' | 'bookingRequestId' | 'answeredAt' | 'answeredBy' | 'declineMessage'
>;

export function createStudioRequestsRepository(db: Firestore) {
  const requests = (studioId: string) =>
    db.collection('studios').doc(studioId).collection('requests');

  return {
    newId: (studioId: string) => requests(studioId).doc().id,

    /**
     * Stores a request and rings the bell of each member who triages (`notify`) in the same
     * transaction: both are written or neither.
     */
    async create(
      studioId: string,
      id: string,
      request: NewStudioRequest,
      notify: { uids: string[]; studioName: string },
    ): Promise<void> {
      const idea = request.idea.length > 80 ? `${request.idea.slice(0, 79)}…` : request.idea;
      await db.runTransaction(async (tx) => {
        tx.create(requests(studioId).doc(id), request);
        for (const uid of notify.uids) {
          notifyInTransaction(
            db,
            tx,
            uid,
            `studio-request-${id}`,
            {
              kind: 'booking_request',
              title: `${notify.studioName}: new request from ${request.name}`,
              body: idea,
              link: null,
            },
            request.createdAt,
          );
        }
      });
    },

    async get(studioId: string, id: string): Promise<StoredStudioRequest | null> {
      return fromSnapshot<StoredStudioRequest>(await requests(studioId).doc(id).get());
    },

    async list(studioId: string): Promise<StoredStudioRequest[]> {
      const snapshot = await requests(studioId).orderBy('createdAt', 'desc').limit(500).get();
      return fromSnapshots<StoredStudioRequest>(snapshot.docs);
    },

    /**
     * Answers a pending request in one transaction: of two desks answering at once, one wins
     * and the other finds it answered. 'missing' for an id not in this studio.
     */
    async answer(
      studioId: string,
      id: string,
      answer: StudioRequestAnswer,
    ): Promise<StoredStudioRequest | 'missing' | 'answered'> {
      const ref = requests(studioId).doc(id);
      return db.runTransaction(async (tx) => {
        const found = fromSnapshot<StoredStudioRequest>(await tx.get(ref));
        if (!found) return 'missing';
        if (found.status !== 'pending') return 'answered';
        tx.update(ref, answer);
        return { ...found, ...answer };
      });
    },

    /** Puts an assignment back when the artist's inbox could not take it. */
    async reopen(studioId: string, id: string): Promise<void> {
      await requests(studioId).doc(id).update({
        status: 'pending',
        assignedTo: null,
        bookingRequestId: null,
        answeredAt: null,
        answeredBy: null,
      });
    },
  };
}

export type StudioRequestsRepository = ReturnType<typeof createStudioRequestsRepository>;
