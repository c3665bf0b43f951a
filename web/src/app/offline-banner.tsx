import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const OFFLINE_MESSAGE = 'Offline — showing what was last loaded';

/**
 * Said at the top while the browser has no network: the shell came from the service worker and
 * the screens show what they last loaded, so the artist knows why nothing new arrives.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <Alert role="status" variant="light" color="yellow" radius={0} py="xs">
      {OFFLINE_MESSAGE}
    </Alert>
  );
}
