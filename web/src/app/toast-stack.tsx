import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * One toast visible at a time, 5 s by default, under the 64-px header: a toast such as "Plan
 * Updated" must not cover the bell and the credit count it is about.
 */
export default function ToastStack() {
  return (
    <Notifications
      limit={1}
      autoClose={5000}
      position="top-right"
      styles={{ root: { top: 'calc(64px + var(--mantine-spacing-xs))' } }}
    />
  );
}
