import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastStack = lazy(() => import('./toast-stack'));

/**
 * The toast stack, downloaded with the first toast: most page loads show none, and the stack
 * (with its transitions) is not part of the first screen. Toasts shown before it arrives wait
 * in the store and appear with it.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
