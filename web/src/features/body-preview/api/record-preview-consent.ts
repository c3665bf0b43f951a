import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { PREVIEW_CONSENT_TEXT } from '../components/consent-dialog';

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Records the body-preview declaration for this very photo (the server checks its hash). */
export async function recordPreviewConsent(photo: File): Promise<void> {
  await apiCall('POST /api/user-consent', {
    body: {
      consentType: 'body_preview_responsibility',
      consentText: PREVIEW_CONSENT_TEXT,
      imageSha256: await sha256Hex(photo),
    },
  });
}

export function useRecordPreviewConsent() {
  return useMutation({ mutationFn: recordPreviewConsent });
}
