import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './toast-stack.module.css';

/** One toast visible at a time, 5 s by default, top right under the header. */
export default function ToastStack() {
  return (
    <Notifications
      limit={1}
      autoClose={5000}
      position="top-right"
      classNames={{ root: classes.root }}
    />
  );
}
