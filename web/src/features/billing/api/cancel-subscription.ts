import { useMutation } from '@tanstack/react-query';
import type { User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** POST /api/subscription/cancel: the plan stays until the end of the period. */
export function cancelSubscription() {
  return apiCall('POST /api/subscription/cancel');
}

/** `onUser` receives the updated user so the screen's owner can store it. */
export function useCancelSubscription(onUser: (user: User) => void) {
  return useMutation({ mutationFn: cancelSubscription, onSuccess: ({ user }) => onUser(user) });
}
