/** An edit of an existing image by the AI provider (modify design, photo cut-out, body preview). */
export interface ImageEditRequest {
  kind: 'modify' | 'remove_background' | 'body_preview';
  prompt: string;
  image: { data: Buffer; contentType: string };
  /** Body preview: the tattoo to place on the body photo. */
  overlay?: { data: Buffer; contentType: string };
  seed: string;
}
