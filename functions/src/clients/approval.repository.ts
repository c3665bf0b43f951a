import type { ApiStudioPlace } from '@inkforge/domain';
import { clientFacingOf } from './client-facing-of';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  artistIdentityOf,
  GALLERY_TYPES,
  type ApprovalImageKind,
  type ArtistIdentity,
  type GalleryType,
} from '@inkforge/domain';
import { changesRequestedNotice, designApprovedNotice } from './artist-notices';
import type { BellWriter } from './bell';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';

/** A frozen copy of a gallery image: its own object path and the SHA-256 of its bytes. */
export interface StoredApprovalImage {
  kind: ApprovalImageKind;
  title: string;
  path: string;
  sha256: string;
}

export interface StoredApproval {
  projectId: string;
  clientId: string;
  images: StoredApprovalImage[];
  linkHash?: string;
  linkExpiresAt?: Date;
  approvedAt?: Date;
  approvedBy?: string;
  /** What the client asked to change instead of approving (ISO times: nested in a list). */
  changeRequests?: { name: string; message: string; at: string }[];
  createdAt: Date;
}

/** A client may send this many change requests on one version before the artist answers. */
const MAX_CHANGE_REQUESTS = 10;

interface OpenApproval {
  uid: string;
  projectTitle: string;
  /** The artist as the client knows them: their name, and the studio's when it differs. */
  artistName: string;
  /** The artist's avatar and accent, for the page's header. */
  identity: ArtistIdentity;
  /** Where the studio is (issue 49). */
  studio: ApiStudioPlace;
  approval: StoredApproval;
  expiresAt: Date;
}

/**
 * Design approvals: users/{uid}/approvals/{projectId}, and approvalLinks/{sha256 of the token}
 * → {uid, projectId, expiresAt} (the token itself is never stored). Once approved, a record
 * is never replaced.
 */
export interface ApprovalRepository {
  /** An own gallery item's title and image path; null when it is not the artist's. */
  galleryImage(
    uid: string,
    itemId: string,
  ): Promise<{ title: string; path: string; type: GalleryType | null } | null>;
  /** Replaces a pending request (its link stops); 'missing' without the project. */
  request(
    uid: string,
    projectId: string,
    images: StoredApprovalImage[],
    link: { hash: string; expiresAt: Date },
    now: Date,
  ): Promise<{ replaced: StoredApproval | null } | 'missing' | 'approved'>;
  /** Null when there is no such project (or no approval: `approval` null). */
  get(uid: string, projectId: string): Promise<{ approval: StoredApproval | null } | null>;
  openLink(hash: string, now: Date): Promise<OpenApproval | null>;
  /** Spends the link and rings the artist's bell; 'invalid' when it no longer opens. */
  approve(
    hash: string,
    name: string,
    now: Date,
    notify: BellWriter,
  ): Promise<OpenApproval | 'invalid'>;
  /**
   * Keeps the client's request for changes on the pending approval (the link stays open) and
   * rings the artist's bell; 'invalid' when the link no longer opens.
   */
  askChanges(
    hash: string,
    request: { name: string; message: string },
    now: Date,
    notify: BellWriter,
  ): Promise<'asked' | 'invalid' | 'too-many'>;
  /** Approved projects: who approved and when (the calendar shows it on their appointments). */
  approvedProjects(uid: string): Promise<Map<string, { approvedBy: string; approvedAt: Date }>>;
}

export function createApprovalRepository(db: Firestore): ApprovalRepository {
  const links = db.collection('approvalLinks');
  const approvals = (uid: string) => ownCollection(db, uid, 'approvals');

  async function readLink(tx: Transaction, hash: string, now: Date): Promise<OpenApproval | null> {
    const link = fromSnapshot<{ uid: string; projectId: string; expiresAt: Date }>(
      await tx.get(links.doc(hash)),
    );
    if (!link || !(link.expiresAt instanceof Date) || link.expiresAt <= now) return null;
    const [approval, project, user] = await Promise.all([
      tx.get(approvals(link.uid).doc(link.projectId)),
      tx.get(ownCollection(db, link.uid, 'projects').doc(link.projectId)),
      tx.get(userRef(db, link.uid)),
    ]);
    const stored = fromSnapshot<StoredApproval>(approval);
    if (!stored || stored.linkHash !== hash || stored.approvedAt || !project.exists) return null;
    return {
      uid: link.uid,
      projectTitle: String(project.get('title') ?? ''),
      ...(await clientFacingOf(db, user.data() ?? {}, link.uid, now)),
      identity: artistIdentityOf(user.data() ?? {}),
      approval: { ...stored, projectId: link.projectId },
      expiresAt: link.expiresAt,
    };
  }

  return {
    async galleryImage(uid, itemId) {
      const item = await ownCollection(db, uid, 'gallery').doc(itemId).get();
      const path: unknown = item.get('imagePath');
      if (!item.exists || typeof path !== 'string' || !path) return null;
      const title: unknown = item.get('title');
      const type: unknown = item.get('type');
      return {
        path,
        title: typeof title === 'string' && title ? title : 'Design',
        type:
          typeof type === 'string' && (GALLERY_TYPES as readonly string[]).includes(type)
            ? (type as GalleryType)
            : null,
      };
    },

    request: (uid, projectId, images, link, now) =>
      db.runTransaction(async (tx) => {
        const [project, existing] = await Promise.all([
          tx.get(ownCollection(db, uid, 'projects').doc(projectId)),
          tx.get(approvals(uid).doc(projectId)),
        ]);
        if (!project.exists) return 'missing';
        const replaced = fromSnapshot<StoredApproval>(existing);
        if (replaced?.approvedAt) return 'approved';
        if (replaced?.linkHash) tx.delete(links.doc(replaced.linkHash));
        tx.create(links.doc(link.hash), {
          uid,
          projectId,
          expiresAt: link.expiresAt,
          createdAt: now,
        });
        tx.set(approvals(uid).doc(projectId), {
          projectId,
          clientId: project.get('clientId') as string,
          images,
          // The client's earlier requests for changes stay beside the new version.
          ...(replaced?.changeRequests ? { changeRequests: replaced.changeRequests } : {}),
          linkHash: link.hash,
          linkExpiresAt: link.expiresAt,
          createdAt: now,
        });
        return { replaced };
      }),

    async get(uid, projectId) {
      const [project, approval] = await Promise.all([
        ownCollection(db, uid, 'projects').doc(projectId).get(),
        approvals(uid).doc(projectId).get(),
      ]);
      if (!project.exists) return null;
      return { approval: fromSnapshot<StoredApproval>(approval) };
    },

    openLink: (hash, now) => db.runTransaction((tx) => readLink(tx, hash, now)),

    approve: (hash, name, now, notify) =>
      db.runTransaction(async (tx) => {
        const open = await readLink(tx, hash, now);
        if (!open) return 'invalid';
        const { linkHash: _, linkExpiresAt: __, ...kept } = open.approval;
        const approved = { ...kept, approvedAt: now, approvedBy: name };
        tx.set(approvals(open.uid).doc(open.approval.projectId), approved);
        tx.delete(links.doc(hash));
        notify(
          tx,
          open.uid,
          `design-approved-${open.approval.projectId}`,
          designApprovedNotice(open.projectTitle, name),
        );
        return { ...open, approval: approved };
      }),

    askChanges: (hash, request, now, notify) =>
      db.runTransaction(async (tx) => {
        const open = await readLink(tx, hash, now);
        if (!open) return 'invalid';
        const earlier = open.approval.changeRequests ?? [];
        const sinceAsked = open.approval.createdAt.toISOString();
        if (earlier.filter((e) => e.at >= sinceAsked).length >= MAX_CHANGE_REQUESTS)
          return 'too-many';
        const entry = { ...request, at: now.toISOString() };
        tx.update(approvals(open.uid).doc(open.approval.projectId), {
          changeRequests: [...earlier, entry],
        });
        notify(
          tx,
          open.uid,
          `design-changes-${open.approval.projectId}-${now.getTime()}`,
          changesRequestedNotice(open.projectTitle, request.name, request.message),
        );
        return 'asked';
      }),

    async approvedProjects(uid) {
      const snapshot = await approvals(uid).get();
      const approved = new Map<string, { approvedBy: string; approvedAt: Date }>();
      for (const doc of snapshot.docs) {
        const stored = fromSnapshot<StoredApproval>(doc);
        if (stored?.approvedAt && stored.approvedBy) {
          approved.set(doc.id, { approvedBy: stored.approvedBy, approvedAt: stored.approvedAt });
        }
      }
      return approved;
    },
  };
}
