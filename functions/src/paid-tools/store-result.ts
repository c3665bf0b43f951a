import type { ImageToolsDeps } from './deps';
import { toolResultPath } from './deps';

export interface StoredResult {
  path: string;
  imageUrl: string;
}

/** Stores a PNG at `path` and answers a fresh signed URL for it. */
export async function storeResultAt(
  deps: Pick<ImageToolsDeps, 'objects'>,
  path: string,
  png: Buffer,
): Promise<StoredResult> {
  await deps.objects.put(path, png, 'image/png');
  return { path, imageUrl: await deps.objects.signedUrl(path) };
}

/**
 * Stores a free tool's PNG under the caller's folder. A paid tool stores through the `store`
 * that `chargeFor` hands its work, at the path its pending charge names.
 */
export function storeResult(
  deps: ImageToolsDeps,
  uid: string,
  tool: string,
  png: Buffer,
): Promise<StoredResult> {
  return storeResultAt(deps, toolResultPath(uid, tool, deps.newId()), png);
}
