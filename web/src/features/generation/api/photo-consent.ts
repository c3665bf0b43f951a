import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';
import { apiErrorCode } from '@/lib/api-error';

const TYPE = 'photo_generation_responsibility';
export const PHOTO_CONSENT_TEXT =
  'I confirm that I have the right to use this photo, that any person shown has agreed to its ' +
  'use, and I accept full responsibility for the image and for what is generated from it.';

/** GET /api/user-consent/photo_generation_responsibility: ok means it was recorded. */
export async function hasPhotoConsent(): Promise<boolean> {
  try {
    await apiCall('GET /api/user-consent/:type', { params: { type: TYPE } });
    return true;
  } catch (error) {
    if (apiErrorCode(error) === 'NOT_FOUND') return false;
    throw error;
  }
}

export function usePhotoConsent() {
  return useQuery({
    queryKey: apiKey('GET /api/user-consent/:type', { type: TYPE }),
    queryFn: hasPhotoConsent,
  });
}

export function recordPhotoConsent() {
  return apiCall('POST /api/user-consent', {
    body: { consentType: TYPE, consentText: PHOTO_CONSENT_TEXT, userAgent: navigator.userAgent },
  });
}

export function useRecordPhotoConsent() {
  return useMutation({ mutationFn: recordPhotoConsent });
}
