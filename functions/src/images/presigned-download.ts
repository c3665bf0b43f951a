import { AppError } from '../app-error';
import type { ImageToolsDeps } from '../paid-tools/deps';
import { resolveImageUrl } from '../paid-tools/resolve-image-url';

/** Download links live long enough to start a download, not to be shared. */
const DOWNLOAD_URL_SECONDS = 300;

function timestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-').replace('T', '_').replace('Z', '');
}

/**
 * GET /api/presigned-download/{key}: a short-lived URL for one of the caller's own objects,
 * served as an attachment named with a timestamp.
 */
export async function presignedDownload(
  deps: ImageToolsDeps,
  uid: string,
  key: string,
): Promise<{ signedUrl: string; fileName: string }> {
  const path = resolveImageUrl(key, uid, deps.urlPolicy);
  if (!(await deps.objects.exists(path))) throw new AppError('IMAGE_NOT_FOUND');
  const extension = /\.(png|jpe?g|webp)$/i.exec(path)?.[1]?.toLowerCase() ?? 'png';
  const fileName = `inkforge-${timestamp(deps.clock())}.${extension}`;
  const signedUrl = await deps.objects.signedUrl(path, {
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
    downloadName: fileName,
  });
  return { signedUrl, fileName };
}
