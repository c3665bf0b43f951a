import { apiRequest } from '@/lib/api-client';

export interface UploadImageAnswer {
  imageUrl: string;
  isTemporary: boolean;
  canSave: boolean;
  warning?: string;
}

/** POST /api/upload-image: a rendered preview, saved to the gallery while there is room. */
export function uploadPreview(image: Blob, title: string, client?: { id: string; name: string }) {
  const form = new FormData();
  form.append('image', image, 'body-preview.png');
  form.append('title', title);
  form.append('type', 'manual_body_preview');
  if (client) {
    form.append('clientId', client.id);
    form.append('clientName', client.name);
  }
  return apiRequest<UploadImageAnswer>('/api/upload-image', { method: 'POST', body: form });
}
