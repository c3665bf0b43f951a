import type { ApprovalImage } from '@inkforge/domain';
import type { StoredApprovalImage } from './approval.repository';
import type { ClientsDeps } from './deps';

/** The frozen images with fresh signed URLs (the stored value is the path, never a URL). */
export function approvalImages(
  deps: ClientsDeps,
  images: readonly StoredApprovalImage[],
): Promise<ApprovalImage[]> {
  return Promise.all(
    images.map(async (image) => ({
      kind: image.kind,
      title: image.title,
      sha256: image.sha256,
      imageUrl: await deps.objects.signedUrl(image.path),
    })),
  );
}
