/** POST /api/ai/remove-background: the transparent PNG, stored under the artist's path. */
export interface RemoveBackgroundResponse {
  imageUrl: string;
  s3Key: string;
}

/** POST /api/ai/upscale: `upscaledUrl` is the spec's field; `imageUrl` is the same address. */
export interface UpscaleResponse {
  imageUrl: string;
  upscaledUrl: string;
  s3Key: string;
  width: number;
  height: number;
}
