import { createHash } from 'node:crypto';
import {
  APPROVAL_IMAGE_KINDS,
  APPROVAL_PICK_TYPES,
  INTAKE_LINK_DAYS,
  type ApprovalImageKind,
  type IntakeLink,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StoredApprovalImage } from './approval.repository';
import type { ClientsDeps } from './deps';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';

type Items = Partial<Record<ApprovalImageKind, string>>;

/** Issue 46: the AI mark travels with the frozen copy, so the client is told what they approve. */
const aiMark = (aiAssisted: boolean) => (aiAssisted ? { aiAssisted: true as const } : {});

/**
 * Copies each chosen gallery image under the project's approval, named by its hash: a later
 * edit or deletion of the gallery item never changes what the client approves.
 */
async function freeze(
  deps: ClientsDeps,
  uid: string,
  projectId: string,
  items: Items,
): Promise<StoredApprovalImage[]> {
  const frozen: StoredApprovalImage[] = [];
  for (const kind of APPROVAL_IMAGE_KINDS) {
    const itemId = items[kind];
    if (!itemId) continue;
    const source = await deps.approvals.galleryImage(uid, itemId);
    if (!source) throw new AppError('GALLERY_ITEM_NOT_FOUND');
    // A body preview sent as "the design" by a slip of the picker is refused here too.
    if (source.type && !APPROVAL_PICK_TYPES[kind].includes(source.type))
      throw new AppError('APPROVAL_IMAGE_WRONG_KIND');
    const bytes = await deps.objects.read(source.path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const extension = source.path.split('.').pop() ?? 'png';
    const path = `users/${uid}/approvals/${projectId}/${kind}-${sha256.slice(0, 16)}.${extension}`;
    await deps.objects.put(path, bytes, extension === 'png' ? 'image/png' : `image/${extension}`);
    frozen.push({ kind, title: source.title, path, sha256, ...aiMark(source.aiAssisted) });
  }
  return frozen;
}

/**
 * POST /api/client-projects/{id}/approval: freezes the design (and optional stencil and
 * placement preview) and answers a private link for the client, open INTAKE_LINK_DAYS days.
 */
export async function requestApproval(
  deps: ClientsDeps,
  uid: string,
  projectId: string,
  items: {
    designItemId: string;
    stencilItemId?: string;
    placementItemId?: string;
    emailClient?: boolean;
  },
): Promise<IntakeLink> {
  const current = await deps.approvals.get(uid, projectId);
  if (!current) throw new AppError('PROJECT_NOT_FOUND');
  // Refused before anything is made: the address's mail budget, or a suppressed address.
  if (items.emailClient && deps.beforeClientMail) {
    const owner = (await deps.records.listProjects(uid)).find((p) => p.id === projectId);
    if (owner) await deps.beforeClientMail(uid, owner.clientId);
  }
  if (current.approval?.approvedAt) throw new AppError('APPROVAL_ALREADY_GIVEN');
  const images = await freeze(deps, uid, projectId, {
    design: items.designItemId,
    stencil: items.stencilItemId,
    placement: items.placementItemId,
  });
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000);
  const token = newLinkToken();
  const hash = linkTokenHash(token) ?? '';
  const result = await deps.approvals.request(uid, projectId, images, { hash, expiresAt }, now);
  if (result === 'missing') throw new AppError('PROJECT_NOT_FOUND');
  if (result === 'approved') throw new AppError('APPROVAL_ALREADY_GIVEN');
  // Copies of the replaced request that the new one does not use are not kept.
  const kept = new Set(images.map((image) => image.path));
  for (const old of result.replaced?.images ?? []) {
    if (!kept.has(old.path)) await deps.objects.remove(old.path);
  }
  const link = { path: `/approve/${token}`, expiresAt: expiresAt.toISOString() };
  if (!items.emailClient || !deps.mailApprovalLink) return link;
  const project = (await deps.records.listProjects(uid)).find((p) => p.id === projectId);
  const emailed = project
    ? await deps.mailApprovalLink(uid, {
        clientId: project.clientId,
        projectTitle: project.title,
        path: link.path,
        aiAssisted: images.some((image) => image.kind === 'design' && image.aiAssisted),
      })
    : 'failed';
  return { ...link, emailed };
}
