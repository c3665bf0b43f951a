/** The app's service worker (web/public/sw.js): the shell for a slow network, and push alerts. */
export const APP_WORKER = '/sw.js';

/**
 * Registers the worker once the page has loaded, so it never competes with the first screen
 * for the network. Built apps only: the dev server's modules are not a shell to keep.
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(APP_WORKER).catch(() => {
      // No worker (private mode, a blocked origin): the app works online as before.
    });
  });
}
