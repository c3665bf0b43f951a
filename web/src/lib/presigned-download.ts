import { apiCall } from './api-client';
import { saveUrlAs } from './save-file';

/**
 * Downloads one of the caller's stored images through a short-lived signed link the server
 * mints with an attachment disposition and a timestamped file name.
 * `image` is the signed URL or object key the API gave us.
 */
export async function presignedDownload(image: string): Promise<string> {
  const { signedUrl, fileName } = await apiCall('GET /api/presigned-download/*key', {
    params: { key: image },
  });
  return saveUrlAs(signedUrl, fileName);
}
