import {
  GALLERY_TYPES,
  PORTFOLIO_ORDERS,
  type GalleryCounts,
  type GalleryType,
  type PortfolioOrderKind,
} from '@inkforge/domain';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { GalleryPosition } from './gallery-cursor';

/** users/{uid}/gallery/{id}: the stored value is the object path, never a URL. */
export interface StoredGalleryItem {
  id: string;
  type: GalleryType;
  imagePath: string;
  /** The small WebP; null for items saved before thumbnails existed. */
  thumbPath: string | null;
  prompt: string | null;
  title: string | null;
  generationType: string | null;
  clientName: string | null;
  clientId: string | null;
  createdAt: Date;
  /** Shown in the artist's public portfolio. */
  public: boolean;
  caption: string | null;
  /** Style tags shown under the item on the public page. */
  tags: string[];
  /** A client's healed photo: their answer on showing it publicly; null for the artist's work. */
  consent: PublicConsent | null;
  /** The public renditions made when it was published; null while it is private. */
  publicImage: PublicImage | null;
  /** Issue 46: the booking request (and its project) a kept concept was sketched for. */
  requestId?: string | null;
  projectId?: string | null;
  /** AI made or changed it (issue 46); false for the artist's own upload. */
  aiAssisted: boolean;
  aiTools: string[];
  provenance: ItemProvenance;
}

/** The model behind an AI design and where its own bytes (with any C2PA credentials) are kept. */
interface ItemProvenance {
  model: string | null;
  c2pa: boolean;
  originalPath: string | null;
}

/**
 * The renditions of a public item: `users/{uid}/public/portfolio/{hash}-{width}.webp`, one per
 * width (portfolio-paths.ts). Named by the source's content, so their URLs change with it.
 */
export interface PublicImage {
  hash: string;
  /** The widest rendition's size: the page's width and height attributes keep their ratio. */
  width: number;
  height: number;
  widths: number[];
  publishedAt: Date;
}

export interface PublicConsent {
  showPublicly: boolean;
  at: Date;
}

/** An item as saved: private until the artist publishes it. */
type NewGalleryItem = Omit<StoredGalleryItem, 'public' | 'caption' | 'tags' | 'publicImage'>;

/** Publishing sets the renditions; unpublishing clears them (caption and tags are kept). */
type PublicPatch =
  | { public: true; caption: string | null; tags: string[]; publicImage: PublicImage }
  | { public: false; caption: string | null; tags: string[] };

/** users/{uid}.portfolioOrder: how the public page orders the portfolio. */
interface StoredPortfolioOrder {
  order: PortfolioOrderKind;
  /** The artist's order, first to last; items not in it follow, newest first. */
  ids: string[];
}

export interface UserPlanFacts {
  role: string;
  currentPlan: string | null;
  galleryCount: number;
}

type AddOutcome = { added: true } | { added: false; current: number; limit: number };

export interface GalleryRepository {
  planFacts(uid: string): Promise<UserPlanFacts | null>;
  /**
   * Adds the item only while the user's gallery count is below the limit, in one transaction
   * with the count on the user document, so concurrent saves never pass the limit.
   */
  addWithinLimit(
    uid: string,
    item: NewGalleryItem,
    limitOf: (facts: UserPlanFacts) => number,
  ): Promise<AddOutcome>;
  /**
   * Up to `limit` items, newest first, after `after` (ties on the time broken by id, so the
   * order is total and a cursor walk sees every item once); `more` says whether any follow.
   */
  page(
    uid: string,
    limit: number,
    after?: GalleryPosition,
  ): Promise<{ items: StoredGalleryItem[]; more: boolean }>;
  /** Items per type: count aggregations, no documents read. */
  counts(uid: string): Promise<GalleryCounts>;
  get(uid: string, id: string): Promise<StoredGalleryItem | null>;
  /** The item whose image or thumbnail is stored at `path`, if any. */
  findByPath(uid: string, path: string): Promise<StoredGalleryItem | null>;
  /** Publishes or unpublishes an item; false when it does not exist. */
  setPublic(uid: string, id: string, patch: PublicPatch): Promise<boolean>;
  /** The public items in the page's order (at most `max`). */
  listPublic(uid: string, max: number): Promise<StoredGalleryItem[]>;
  portfolioOrder(uid: string): Promise<StoredPortfolioOrder>;
  setPortfolioOrder(uid: string, order: StoredPortfolioOrder): Promise<void>;
  /** Deletes the item and lowers the count; false when it did not exist. */
  remove(uid: string, id: string): Promise<boolean>;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function factsOf(data: Record<string, unknown>): UserPlanFacts {
  return {
    role: typeof data.role === 'string' ? data.role : 'free',
    currentPlan: text(data.currentPlan),
    galleryCount: count(data.galleryCount),
  };
}

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date(0));

function publicImageOf(value: unknown): PublicImage | null {
  const stored = value as Partial<Record<keyof PublicImage, unknown>> | null | undefined;
  if (!stored || typeof stored.hash !== 'string' || !Array.isArray(stored.widths)) return null;
  return {
    hash: stored.hash,
    width: Number(stored.width) || 0,
    height: Number(stored.height) || 0,
    widths: stored.widths.filter((w): w is number => typeof w === 'number'),
    publishedAt: dateOf(stored.publishedAt),
  };
}

function consentOf(value: unknown): PublicConsent | null {
  const stored = value as { showPublicly?: unknown; at?: unknown } | null | undefined;
  if (!stored || typeof stored.showPublicly !== 'boolean') return null;
  return { showPublicly: stored.showPublicly, at: dateOf(stored.at) };
}

function toItem(id: string, data: Record<string, unknown>): StoredGalleryItem {
  const publicImage = publicImageOf(data.publicImage);
  return {
    id,
    type: data.type as GalleryType,
    imagePath: String(data.imagePath ?? ''),
    thumbPath: text(data.thumbPath),
    prompt: text(data.prompt),
    title: text(data.title),
    generationType: text(data.generationType),
    clientName: text(data.clientName),
    clientId: text(data.clientId),
    createdAt: dateOf(data.createdAt),
    // Public only with its renditions: a half-written publish never shows a broken tile.
    public: data.public === true && publicImage !== null,
    caption: text(data.caption),
    tags: Array.isArray(data.tags)
      ? data.tags.filter((t): t is string => typeof t === 'string')
      : [],
    consent: consentOf(data.consent),
    publicImage,
    aiAssisted: data.aiAssisted === true,
    aiTools: Array.isArray(data.aiTools)
      ? data.aiTools.filter((t): t is string => typeof t === 'string')
      : [],
    provenance: provenanceOf(data.provenance),
  };
}

function provenanceOf(value: unknown): ItemProvenance {
  const stored = value as Partial<Record<keyof ItemProvenance, unknown>> | null | undefined;
  return {
    model: text(stored?.model),
    c2pa: stored?.c2pa === true,
    originalPath: text(stored?.originalPath),
  };
}

function portfolioOrderOf(value: unknown): StoredPortfolioOrder {
  const stored = value as { order?: unknown; ids?: unknown } | null | undefined;
  const order = PORTFOLIO_ORDERS.find((o) => o === stored?.order) ?? 'newest';
  const ids = Array.isArray(stored?.ids)
    ? stored.ids.filter((id): id is string => typeof id === 'string')
    : [];
  return { order, ids };
}

const publishedAt = (item: StoredGalleryItem) => item.publicImage?.publishedAt.getTime() ?? 0;

/** Newest first; in the artist's order, the listed items first in that order. */
function inPageOrder(items: StoredGalleryItem[], order: StoredPortfolioOrder) {
  const newest = [...items].sort((a, b) => publishedAt(b) - publishedAt(a));
  if (order.order === 'newest') return newest;
  const rank = new Map(order.ids.map((id, i) => [id, i]));
  const rankOf = (item: StoredGalleryItem) => rank.get(item.id) ?? order.ids.length;
  // A stable sort keeps the newest first among the items the artist has not placed.
  return newest.sort((a, b) => rankOf(a) - rankOf(b));
}

export function createGalleryRepository(db: Firestore): GalleryRepository {
  const user = (uid: string) => db.collection('users').doc(uid);
  const items = (uid: string) => user(uid).collection('gallery');
  const readOrder = async (uid: string) =>
    portfolioOrderOf((await user(uid).get()).data()?.portfolioOrder);

  return {
    async planFacts(uid) {
      const data = (await user(uid).get()).data();
      return data ? factsOf(data) : null;
    },

    addWithinLimit: (uid, item, limitOf) =>
      db.runTransaction(async (tx) => {
        const data = (await tx.get(user(uid))).data() ?? {};
        const facts = factsOf(data);
        const limit = limitOf(facts);
        if (facts.galleryCount >= limit) {
          return { added: false, current: facts.galleryCount, limit } as const;
        }
        const { id, createdAt, ...rest } = item;
        tx.create(items(uid).doc(id), { ...rest, createdAt: Timestamp.fromDate(createdAt) });
        tx.set(user(uid), { galleryCount: facts.galleryCount + 1 }, { merge: true });
        return { added: true } as const;
      }),

    async page(uid, limit, after) {
      let query = items(uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromDate(after.createdAt), after.id);
      // One more than asked says whether another page exists without a second query.
      const snapshot = await query.limit(limit + 1).get();
      const docs = snapshot.docs.slice(0, limit);
      return {
        items: docs.map((doc) => toItem(doc.id, doc.data())),
        more: snapshot.docs.length > limit,
      };
    },

    async counts(uid) {
      const counted = await Promise.all(
        GALLERY_TYPES.map(async (type) => {
          const snap = await items(uid).where('type', '==', type).count().get();
          return [type, snap.data().count] as const;
        }),
      );
      return Object.fromEntries(counted) as GalleryCounts;
    },

    async get(uid, id) {
      const data = (await items(uid).doc(id).get()).data();
      return data ? toItem(id, data) : null;
    },

    async findByPath(uid, path) {
      for (const field of ['imagePath', 'thumbPath']) {
        const [doc] = (await items(uid).where(field, '==', path).limit(1).get()).docs;
        if (doc) return toItem(doc.id, doc.data());
      }
      return null;
    },

    async setPublic(uid, id, patch) {
      const ref = items(uid).doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        const publicImage = patch.public
          ? { ...patch.publicImage, publishedAt: Timestamp.fromDate(patch.publicImage.publishedAt) }
          : null;
        const { public: isPublic, caption, tags } = patch;
        tx.update(ref, { public: isPublic, caption, tags, publicImage });
        return true;
      });
    },

    async listPublic(uid, max) {
      // One equality filter: served by the automatic index, sorted here (a page shows few).
      const [snapshot, order] = await Promise.all([
        items(uid).where('public', '==', true).limit(max).get(),
        readOrder(uid),
      ]);
      const listed = snapshot.docs.map((doc) => toItem(doc.id, doc.data()));
      return inPageOrder(
        listed.filter((item) => item.public),
        order,
      );
    },

    portfolioOrder: readOrder,

    async setPortfolioOrder(uid, order) {
      await user(uid).set({ portfolioOrder: order }, { merge: true });
    },

    remove: (uid, id) =>
      db.runTransaction(async (tx) => {
        const [itemSnap, userSnap] = await Promise.all([
          tx.get(items(uid).doc(id)),
          tx.get(user(uid)),
        ]);
        if (!itemSnap.exists) return false;
        tx.delete(itemSnap.ref);
        const current = count(userSnap.data()?.galleryCount);
        tx.set(user(uid), { galleryCount: Math.max(0, current - 1) }, { merge: true });
        return true;
      }),
  };
}
