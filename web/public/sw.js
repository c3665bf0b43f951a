/* global self, caches, importScripts */
// The app's one service worker (one per scope): the artist's push alerts (alerts-sw.js) and the
// app shell kept for a slow or absent network. /api is never answered from here: the server's
// answers are the server's, and a stale one would show wrong money or a wrong booking.
importScripts('/alerts-sw.js');

const SHELL = 'inkforge-shell-v1';
const ASSETS = 'inkforge-assets-v1';
const INDEX = '/index.html';
// The shell is served from the cache when the network has not answered in this long.
const SLOW_NETWORK_MS = 3000;
const PRECACHE = [INDEX, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
// Pages the functions render (the artist's public pages) and Firebase's own paths stay online.
const NEVER = /^\/(api|__|book|studio|flash)(\/|$)|^\/sitemap\.xml$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const kept = new Set([SHELL, ASSETS]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !kept.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, or null once `ms` have passed or it failed (offline). */
function within(answer, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    answer.then(resolve, () => resolve(null)).finally(() => clearTimeout(timer));
  });
}

/** A screen: the fresh index.html when it comes in time (and kept), else the last one kept. */
async function page(request) {
  const cache = await caches.open(SHELL);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(INDEX, response.clone());
    return response;
  });
  const inTime = await within(fresh, SLOW_NETWORK_MS);
  if (inTime) return inTime;
  return (await cache.match(INDEX)) ?? fresh;
}

/** Hashed build files never change: the kept copy, else the network's (then kept). */
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Icons, favicon, manifest: the kept copy at once, refreshed behind it. */
async function staleWhileRevalidate(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => kept ?? Response.error());
  return kept ?? fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (PRECACHE.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
