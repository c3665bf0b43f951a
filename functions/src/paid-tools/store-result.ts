import type { ImageToolsDeps } from './deps';
import { toolResultPath } from './deps';

export interface StoredResult {
  path: string;
  imageUrl: string;
}

/** Stores a tool's PNG under the caller's folder and answers a fresh signed URL for it. */
export async function storeResult(
  deps: ImageToolsDeps,
  uid: string,
  tool: string,
  png: Buffer,
): Promise<StoredResult> {
  const path = toolResultPath(uid, tool, deps.newId());
  await deps.objects.put(path, png, 'image/png');
  return { path, imageUrl: await deps.objects.signedUrl(path) };
}
