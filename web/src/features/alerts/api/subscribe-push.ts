import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { APP_WORKER } from '@/lib/app-worker';
import { alertSettingsKey } from './get-alert-settings';

const urlBase64ToBytes = (key: string) => {
  const base64 = (key + '='.repeat((4 - (key.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/** Whether this browser can take web push at all. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/** Asks the browser's permission, subscribes with the server's key and tells the server. */
async function subscribeThisBrowser(pushKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error('Notifications are blocked for this site. Allow them in the browser settings.');
  }
  const registration = await navigator.serviceWorker.register(APP_WORKER);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: urlBase64ToBytes(pushKey),
  });
  const json = subscription.toJSON() as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  return apiCall('POST /api/push-subscriptions', { body: json });
}

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisBrowser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertSettingsKey }),
  });
}
