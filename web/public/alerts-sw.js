/* global self */
// The artist's alerts (Settings → Alerts): shows each push the server sends and opens its
// screen when tapped. Imported by the app's one worker, sw.js (a scope has one worker).
self.addEventListener('push', (event) => {
  const alert = event.data ? event.data.json() : { title: 'InkForge', body: '', link: '/' };
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/favicon.svg',
      data: { link: alert.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((w) => w && w.focus());
      return self.clients.openWindow(url);
    }),
  );
});
