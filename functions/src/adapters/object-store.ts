/** Cloud Storage as the app sees it: object paths in, bytes and short-lived URLs out. */
export interface ObjectStore {
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  read(path: string): Promise<Buffer>;
  exists(path: string): Promise<boolean>;
  signedUrl(
    path: string,
    opts?: { expiresInSeconds?: number; downloadName?: string },
  ): Promise<string>;
  remove(path: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
}
