import {
  bookingRequestLink,
  ownStudioPlaceOf,
  DEFAULT_BOOKING_SETTINGS,
  EMPTY_PUBLIC_PROFILE,
  pageUsernameKey,
  publicProfileSchema,
  studioFormatOf,
  type BookingAnswer,
  type Brief,
  type BookingRequestFields,
  type BookingRequestStatus,
  type BookingSettings,
  type PublicProfile,
  type QuestionRound,
  type SmsConsent,
  type StudioFormat,
  type WorkingHours,
  workingHoursRequestSchema,
} from '@inkforge/domain';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, userRef } from '../adapters/firebase/documents';
import { connectOf, policyOf } from '../deposits';
import { notifyInTransaction } from '../notifications';

/** users/{uid}/bookingRequests/{id}: one request from the artist's public page. */
export interface StoredBookingRequest extends Omit<
  BookingRequestFields,
  'adult' | 'consent' | 'website' | 'answers' | 'smsConsent'
> {
  id: string;
  /** Issue 44: the opt-in to texts as ticked on the form (words and time), else absent. */
  smsConsent?: SmsConsent;
  status: BookingRequestStatus;
  createdAt: Date;
  /** Storage object paths of the reference images, under the artist's prefix. */
  imagePaths: string[];
  /** Answers to the artist's questions, each with the question as worded when answered. */
  answers?: BookingAnswer[];
  /** When the client confirmed being 18 or older and agreed to the storing of the request. */
  consentedAt: Date;
  answeredAt: Date | null;
  clientId: string | null;
  projectId: string | null;
  appointmentId: string | null;
  depositCents: number | null;
  /** The client's page to pay the deposit; absent on requests answered before it existed. */
  depositLink?: string | null;
  declineMessage: string | null;
  mailSent: boolean | null;
  /** Issue 46: the consultation brief as the artist sees it (functions/src/briefs/). */
  brief?: Brief;
  /** Issue 46: the questions sent to the client and their answers (ISO times: nested in a list). */
  questionRounds?: QuestionRound[];
}

type NewBookingRequest = Omit<
  StoredBookingRequest,
  | 'id'
  | 'status'
  | 'createdAt'
  | 'answeredAt'
  | 'clientId'
  | 'projectId'
  | 'appointmentId'
  | 'depositCents'
  | 'declineMessage'
  | 'mailSent'
>;

/** The artist as their page and their mails need them. */
export interface BookingArtist {
  uid: string;
  username: string;
  displayName: string | null;
  email: string | null;
  studioName: string | null;
  timezone: string;
  /** The studio's money format: its amounts read the same on the public page and in notes. */
  format: Pick<StudioFormat, 'currency' | 'locale'>;
  settings: BookingSettings;
  /** The deposit policy's version: each edit of its text is a new one. */
  policyVersion: number;
  /** What the public page's header says: studio, city, languages, links. */
  profile: PublicProfile;
  /** The studio's opening hours (the calendar's working hours), null when never set. */
  workingHours: WorkingHours | null;
  /** The hash naming the avatar's renditions (`avatarPath`), null when none was uploaded. */
  avatarHash: string | null;
  /** Clients can pay online (Stripe connected and able to charge); else at the studio. */
  payOnline: boolean;
}

/** An open page as the sitemap lists it. */
export interface OpenPage {
  uid: string;
  username: string;
  updatedAt: Date | null;
}

/** What answering a request records once its client, project and appointment exist. */
type Answer =
  | {
      status: 'accepted';
      clientId: string;
      projectId: string;
      appointmentId: string;
      depositCents: number | null;
      depositLink: string | null;
    }
  | { status: 'declined'; declineMessage: string; mailSent: boolean };

export interface BookingRepository {
  /** The live artist owning a username (any case or Unicode spelling), or null. */
  findArtist(username: string): Promise<BookingArtist | null>;
  artist(uid: string): Promise<BookingArtist | null>;
  /** The pages taking requests (deleted accounts left out), at most `max`. */
  openPages(max: number): Promise<OpenPage[]>;
  saveSettings(uid: string, settings: BookingSettings, now: Date): Promise<void>;
  /** What the public page's header says (studio, city, languages, links). */
  saveProfile(uid: string, profile: PublicProfile, now: Date): Promise<void>;
  /** Names the avatar's renditions by their hash; null when it is removed. */
  saveAvatar(uid: string, hash: string | null, now: Date): Promise<void>;
  newRequestId(uid: string): string;
  createRequest(uid: string, id: string, request: NewBookingRequest, now: Date): Promise<void>;
  list(uid: string): Promise<StoredBookingRequest[]>;
  /**
   * Takes a pending request for an answer, in a transaction: a second accept or decline finds
   * it answered. 'missing' for another artist's id as for an unknown one.
   */
  claim(uid: string, id: string, now: Date): Promise<StoredBookingRequest | 'missing' | 'answered'>;
  /** Gives a claimed request back when its answer could not be completed. */
  release(uid: string, id: string): Promise<void>;
  recordAnswer(uid: string, id: string, answer: Answer, now: Date): Promise<void>;
}

/** How long an accept or decline holds a request before another may take it. */
const ANSWER_LEASE_MS = 2 * 60 * 1000;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function settingsOf(data: DocumentData | undefined): BookingSettings {
  const stored = (data?.bookingSettings ?? {}) as Partial<BookingSettings>;
  return { ...DEFAULT_BOOKING_SETTINGS, ...stored };
}

/** A stored profile that no longer passes the schema shows as empty rather than failing the page. */
function profileOf(data: DocumentData | undefined): PublicProfile {
  const parsed = publicProfileSchema.safeParse(data?.publicProfile ?? {});
  return parsed.success ? parsed.data : EMPTY_PUBLIC_PROFILE;
}

function artistOf(uid: string, data: DocumentData | undefined): BookingArtist | null {
  if (!data || data.deletedAt) return null;
  return {
    uid,
    username: text(data.username) ?? '',
    displayName: text(data.displayName),
    email: text(data.email),
    studioName: ownStudioPlaceOf(data).studioName,
    timezone: text(data.timezone) ?? 'UTC',
    format: studioFormatOf(data),
    settings: settingsOf(data),
    policyVersion: policyOf(data).version,
    profile: profileOf(data),
    workingHours: workingHoursRequestSchema.safeParse(data.workingHours).data ?? null,
    avatarHash: text((data.publicAvatar as DocumentData | undefined)?.hash),
    payOnline: connectOf(data)?.chargesEnabled === true,
  };
}

export function createBookingRepository(db: Firestore): BookingRepository {
  const requests = (uid: string) => userRef(db, uid).collection('bookingRequests');

  const artist = async (uid: string) => artistOf(uid, (await userRef(db, uid).get()).data());

  return {
    async findArtist(username) {
      // A reserved id (__proto__, '..', 'a/b') would make Firestore throw: no page has one.
      const key = pageUsernameKey(username);
      if (!key) return null;
      const owner = (await db.collection('usernames').doc(key).get()).data()?.uid;
      return typeof owner === 'string' ? artist(owner) : null;
    },

    artist,

    async openPages(max) {
      // Every artist who ever saved the booking settings, the open ones kept here: the Firestore
      // emulator cannot filter on a nested field, and the CDN reads this once in ten minutes.
      const snapshot = await db
        .collection('users')
        .where('bookingSettings', '!=', null)
        .select('username', 'deletedAt', 'updatedAt', 'bookingSettings')
        .get();
      const pages = snapshot.docs.flatMap((doc) => {
        const username = text(doc.get('username'));
        if (!username || doc.get('deletedAt') || !settingsOf(doc.data()).open) return [];
        const updatedAt: unknown = doc.get('updatedAt');
        return [
          {
            uid: doc.id,
            username,
            updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate() : null,
          },
        ];
      });
      return pages.slice(0, max);
    },

    async saveSettings(uid, settings, now) {
      await userRef(db, uid).set({ bookingSettings: settings, updatedAt: now }, { merge: true });
    },

    async saveProfile(uid, profile, now) {
      await userRef(db, uid).set({ publicProfile: profile, updatedAt: now }, { merge: true });
    },

    async saveAvatar(uid, hash, now) {
      await userRef(db, uid).update({ publicAvatar: hash ? { hash } : null, updatedAt: now });
    },

    newRequestId(uid) {
      return requests(uid).doc().id;
    },

    async createRequest(uid, id, request, now) {
      const idea = request.idea.length > 80 ? `${request.idea.slice(0, 79)}…` : request.idea;
      // The bell announces the request in the same transaction: both are written or neither.
      await db.runTransaction(async (tx) => {
        tx.create(requests(uid).doc(id), {
          ...request,
          status: 'pending',
          createdAt: now,
          answeredAt: null,
          clientId: null,
          projectId: null,
          appointmentId: null,
          depositCents: null,
          declineMessage: null,
          mailSent: null,
        });
        notifyInTransaction(
          db,
          tx,
          uid,
          `booking-request-${id}`,
          {
            kind: 'booking_request',
            title: `New booking request from ${request.name}`,
            body: idea,
            link: bookingRequestLink(id),
          },
          now,
        );
      });
    },

    async list(uid) {
      const snapshot = await requests(uid).orderBy('createdAt', 'desc').get();
      return fromSnapshots<StoredBookingRequest>(snapshot.docs);
    },

    claim(uid, id, now) {
      const ref = requests(uid).doc(id);
      return db.runTransaction(async (tx) => {
        const stored = fromSnapshot<StoredBookingRequest>(await tx.get(ref));
        if (!stored) return 'missing';
        // An answer whose worker died (past its lease) may be taken again.
        const stale =
          (stored.status as string) === 'answering' &&
          now.getTime() - (stored.answeredAt?.getTime() ?? 0) > ANSWER_LEASE_MS;
        if (stored.status !== 'pending' && !stale) return 'answered';
        tx.update(ref, { status: 'answering', answeredAt: now });
        return stored;
      });
    },

    async release(uid, id) {
      await requests(uid).doc(id).update({ status: 'pending', answeredAt: null });
    },

    async recordAnswer(uid, id, answer, now) {
      await requests(uid)
        .doc(id)
        .update({ ...answer, answeredAt: now });
    },
  };
}
