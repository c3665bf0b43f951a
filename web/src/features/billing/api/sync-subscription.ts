import { useMutation } from '@tanstack/react-query';
import type { User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** POST /api/billing/sync-subscription: re-reads the subscription from the payment provider. */
export function syncSubscription() {
  return apiCall('POST /api/billing/sync-subscription');
}

/** `onUser` receives the updated user so the screen's owner can store it. */
export function useSyncSubscription(onUser: (user: User) => void) {
  return useMutation({ mutationFn: syncSubscription, onSuccess: ({ user }) => onUser(user) });
}
