import type { ApprovalOffer } from '../design-reply/offer';
import type { ApiStudioPlace } from '../studio/studio-place';
import type { ArtistIdentity } from '../booking/artist-identity';
import type { StudioLocale } from '../format/studio-format';
import { z } from 'zod';
import type { GalleryType } from '../gallery/gallery-item';
import { documentId, requiredText } from './fields';

/**
 * Beyond the spec (issue 16): the client approves the design of a project through a private
 * link. The images are copied when the artist asks, so what was approved never changes.
 */
export const APPROVAL_IMAGE_KINDS = ['design', 'stencil', 'placement'] as const;
export type ApprovalImageKind = (typeof APPROVAL_IMAGE_KINDS)[number];

export const APPROVAL_IMAGE_LABELS: Record<ApprovalImageKind, string> = {
  design: 'Approved design',
  stencil: 'Stencil',
  placement: 'Placement preview',
};

/** What each image of an approval is chosen from: designs, stencils, body previews. */
export const APPROVAL_PICK_TYPES: Record<ApprovalImageKind, readonly GalleryType[]> = {
  design: ['tattoo', 'modified'],
  stencil: ['stencil'],
  placement: ['body_preview', 'manual_body_preview'],
};

/** The gallery types as a picker labels them. */
export const GALLERY_TYPE_LABELS: Record<GalleryType, string> = {
  tattoo: 'Design',
  modified: 'Edited design',
  stencil: 'Stencil',
  body_preview: 'Body preview',
  manual_body_preview: 'Manual body preview',
};

const optionalItem = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => v || undefined)
  .pipe(documentId('This gallery item does not exist.').optional());

/** POST /api/client-projects/{id}/approval: gallery items to freeze (design required). */
export const approvalRequestSchema = z.object({
  designItemId: documentId('Choose the design to approve.'),
  stencilItemId: optionalItem,
  placementItemId: optionalItem,
  /** Also e-mail the link to the client, at once (issue 34). */
  emailClient: z.boolean({ error: 'Say whether to e-mail the client.' }).optional(),
});
export type ApprovalRequest = z.input<typeof approvalRequestSchema>;

/** POST /api/approve/{token}: the client's name and consent. */
export const approvalSubmissionSchema = z.object({
  name: requiredText(120, 'Your full name is required.'),
  agreed: z.literal(true, { error: 'Tick the box to approve the design.' }),
});
export type ApprovalSubmission = z.input<typeof approvalSubmissionSchema>;

/** The longest message a client sends back instead of approving. */
export const APPROVAL_CHANGES_MAX = 2000;

/** POST /api/approve/{token}/changes: the client asks the artist for changes instead. */
export const approvalChangesSchema = z.object({
  name: requiredText(120, 'Your full name is required.'),
  message: requiredText(APPROVAL_CHANGES_MAX, 'Say what you would like changed.'),
});
export type ApprovalChanges = z.input<typeof approvalChangesSchema>;

/** A client's request for changes, as the artist reads it on the project's approval. */
export interface ApprovalChangeRequest {
  name: string;
  message: string;
  at: string;
}

/** A frozen image: the copy's signed URL and the SHA-256 of its bytes. */
export interface ApprovalImage {
  kind: ApprovalImageKind;
  title: string;
  imageUrl: string;
  sha256: string;
}

/** GET /api/client-projects/{id}/approval: the record as the artist sees it. */
export interface DesignApproval {
  projectId: string;
  status: 'pending' | 'approved';
  images: ApprovalImage[];
  linkExpiresAt?: string;
  approvedAt?: string;
  approvedBy?: string;
  /** What the client asked to change instead of approving, oldest first. */
  changeRequests: ApprovalChangeRequest[];
  createdAt: string;
}

/** What every state of an approval link shows: who asks, for which project. */
interface ApprovalLinkHeader extends ArtistIdentity {
  projectTitle: string;
  /** Who asks: the artist's name, with their studio's when it differs. */
  artistName: string;
  /** The artist's zone and date format: dates on the page read in them. */
  timezone: string;
  locale: StudioLocale;
  /** Where the studio is (issue 49): the one studio identity every client page shows. */
  studio?: ApiStudioPlace;
  /** Issue 46: "Designed by {artist} with AI assistance" when AI touched the design. */
  aiDisclosure?: string;
  /** Issue 46: sent as an offer, the date, the estimate and the deposit beside the design. */
  offer?: ApprovalOffer;
}

/** GET /api/approve/{token} while the link is open: what the client sees (nothing else of the studio). */
export interface ApprovalView extends ApprovalLinkHeader {
  state: 'open';
  images: ApprovalImage[];
  expiresAt: string;
  /** When the client last asked for changes to this version (the link stays open meanwhile). */
  changesAskedAt?: string;
}

/**
 * GET /api/approve/{token} once the link no longer opens the design: approved (with what was
 * approved), or replaced by a newer version's link, or expired.
 */
export type ApprovalClosedView = ApprovalLinkHeader &
  (
    | { state: 'approved'; approvedAt: string; approvedBy: string; images: ApprovalImage[] }
    | { state: 'replaced' | 'expired' }
  );

export type ApprovalLinkView = ApprovalView | ApprovalClosedView;
