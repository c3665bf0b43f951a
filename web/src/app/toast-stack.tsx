import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** One toast visible at a time, 5 s by default. */
export default function ToastStack() {
  return <Notifications limit={1} autoClose={5000} position="top-right" />;
}
