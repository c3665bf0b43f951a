import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Toasts: one visible at a time, 5 s by default. A new toast replaces the
 * one on screen rather than waiting behind it, so the latest outcome is what the user reads.
 */
function show(data: NotificationData): void {
  notifications.clean();
  notifications.show(data);
}

export function notifyError(title: string, message: string): void {
  show({ title, message, color: 'red', autoClose: 5000 });
}

export function notifySuccess(title: string, message: string, autoClose = 5000): void {
  show({ title, message, color: 'teal', autoClose });
}

export function notifyInfo(title: string, message: string): void {
  show({ title, message, autoClose: 5000 });
}

/** A warning to act on before going on (a stencil that will not transfer well): stays until closed. */
export function notifyWarning(title: string, message: string): void {
  show({ title, message, color: 'yellow', autoClose: false });
}
