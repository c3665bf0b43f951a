import { useMutation } from '@tanstack/react-query';
import type { RedeemPromoCodeResponse } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiErrorCode } from '@/lib/api-error';
import { deviceFingerprint } from '../device-fingerprint';

export async function redeemPromoCode(code: string): Promise<RedeemPromoCodeResponse> {
  return apiCall('POST /api/promo-code/redeem', {
    body: { code, deviceFingerprint: await deviceFingerprint() },
  });
}

/** SUBSCRIPTION_REQUIRED opens the premium dialog instead of a toast. */
export function isSubscriptionRequired(error: unknown): boolean {
  return apiErrorCode(error) === 'SUBSCRIPTION_REQUIRED';
}

/** `onRedeemed` refreshes what shows the balance (the current user, the dashboard). */
export function useRedeemPromoCode(onRedeemed: (result: RedeemPromoCodeResponse) => void) {
  return useMutation({ mutationFn: redeemPromoCode, onSuccess: onRedeemed });
}
