import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { APP_WORKER } from '@/lib/app-worker';
import { alertSettingsKey } from './get-alert-settings';

/** Stops push on this browser: its subscription is dropped here and on the server. */
async function unsubscribeThisBrowser() {
  const registration = await navigator.serviceWorker.getRegistration(APP_WORKER);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return apiCall('DELETE /api/push-subscriptions', { body: { endpoint: subscription.endpoint } });
}

export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeThisBrowser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertSettingsKey }),
  });
}
