import type { ApiStudioPlace } from '@inkforge/domain';
import { clientFacingOf } from './client-facing-of';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  artistIdentityOf,
  GALLERY_TYPES,
  isAiAssisted,
  studioFormatOf,
  type ApprovalImageKind,
  type ArtistIdentity,
  type GalleryType,
  type StudioFormat,
} from '@inkforge/domain';
import { LINK_RETIRE_DAYS } from './intake-link-state.repository';
import { changesRequestedNotice, designApprovedNotice } from './artist-notices';
import type { BellWriter } from './bell';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';

/** A frozen copy of a gallery image: its own object path and the SHA-256 of its bytes. */
export interface StoredApprovalImage {
  kind: ApprovalImageKind;
  title: string;
  path: string;
  sha256: string;
  /** Issue 46: the gallery record said AI touched it (`aiAssisted: true`) when it was frozen. */
  aiAssisted?: true;
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
  /** Issue 46: sent as an offer, what the page shows beside the design (date, estimate, deposit). */
  offer?: StoredApprovalOffer;
}

/** The offer's facts as stored on the approval (dates as ISO: nested in a document). */
export interface StoredApprovalOffer {
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  hours: { min: number; max: number } | null;
  priceCents: { min: number; max: number } | null;
  currency: string;
  depositCents: number | null;
  depositPath: string | null;
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
  /** The artist's zone and date format, for the dates the page shows. */
  format: StudioFormat;
}

/** What a link is now: open, or what became of it (the approval read as it stands). */
interface ApprovalLinkState {
  state: 'open' | 'approved' | 'replaced' | 'expired';
  open: OpenApproval;
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
  ): Promise<{
    title: string;
    path: string;
    type: GalleryType | null;
    aiAssisted: boolean;
  } | null>;
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
  /** Null for a token never issued, or whose project or approval is gone. */
  openLink(hash: string, now: Date): Promise<ApprovalLinkState | null>;
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
  /** Issue 46: keeps an offer's date, estimate and deposit beside the pending design. */
  attachOffer(uid: string, projectId: string, offer: StoredApprovalOffer): Promise<void>;
}

export function createApprovalRepository(db: Firestore): ApprovalRepository {
  const links = db.collection('approvalLinks');
  const approvals = (uid: string) => ownCollection(db, uid, 'approvals');

  async function readState(
    tx: Transaction,
    hash: string,
    now: Date,
  ): Promise<ApprovalLinkState | null> {
    const link = fromSnapshot<{
      uid: string;
      projectId: string;
      expiresAt: Date;
      closed?: 'approved' | 'replaced';
    }>(await tx.get(links.doc(hash)));
    if (!link || typeof link.uid !== 'string' || !(link.expiresAt instanceof Date)) return null;
    const [approval, project, user] = await Promise.all([
      tx.get(approvals(link.uid).doc(link.projectId)),
      tx.get(ownCollection(db, link.uid, 'projects').doc(link.projectId)),
      tx.get(userRef(db, link.uid)),
    ]);
    const stored = fromSnapshot<StoredApproval>(approval);
    if (!stored || !project.exists) return null;
    const userData = user.data() ?? {};
    const open: OpenApproval = {
      uid: link.uid,
      projectTitle: String(project.get('title') ?? ''),
      ...(await clientFacingOf(db, userData, link.uid, now)),
      identity: artistIdentityOf(userData),
      approval: { ...stored, projectId: link.projectId },
      expiresAt: link.expiresAt,
      format: studioFormatOf(userData),
    };
    // The project's design is approved, through this link or a newer one's: say so on each.
    if (stored.approvedAt) return { state: 'approved', open };
    // A link replaced before closures were recorded was deleted; one that is not the current is.
    if (link.closed === 'replaced' || stored.linkHash !== hash) return { state: 'replaced', open };
    if (link.expiresAt <= now) return { state: 'expired', open };
    return { state: 'open', open };
  }

  const readLink = async (tx: Transaction, hash: string, now: Date) => {
    const read = await readState(tx, hash, now);
    return read?.state === 'open' ? read.open : null;
  };

  return {
    async galleryImage(uid, itemId) {
      const item = await ownCollection(db, uid, 'gallery').doc(itemId).get();
      const path: unknown = item.get('imagePath');
      if (!item.exists || typeof path !== 'string' || !path) return null;
      const title: unknown = item.get('title');
      const type: unknown = item.get('type');
      return {
        path,
        // Issue 46: read defensively, only an explicit true marks a design as AI-assisted.
        aiAssisted: isAiAssisted(item.data()),
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
        // The old link's document stays, marked, so it can tell the client a newer one exists.
        if (replaced?.linkHash) {
          tx.set(
            links.doc(replaced.linkHash),
            { closed: 'replaced', closedAt: now },
            { merge: true },
          );
        }
        tx.create(links.doc(link.hash), {
          uid,
          projectId,
          expiresAt: link.expiresAt,
          createdAt: now,
          retireAt: new Date(link.expiresAt.getTime() + LINK_RETIRE_DAYS * 86_400_000),
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

    openLink: (hash, now) => db.runTransaction((tx) => readState(tx, hash, now)),

    approve: (hash, name, now, notify) =>
      db.runTransaction(async (tx) => {
        const open = await readLink(tx, hash, now);
        if (!open) return 'invalid';
        // The spent link's hash stays on the record so deleting the project deletes its document,
        // which says "approved" to the client who opens it again.
        const { linkExpiresAt: _, ...kept } = open.approval;
        const approved = { ...kept, approvedAt: now, approvedBy: name };
        tx.set(approvals(open.uid).doc(open.approval.projectId), approved);
        tx.set(links.doc(hash), { closed: 'approved', closedAt: now }, { merge: true });
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

    async attachOffer(uid, projectId, offer) {
      await approvals(uid).doc(projectId).update({ offer });
    },
  };
}
