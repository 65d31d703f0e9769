/* The demo backend's file server for navigations under /uploads/ (see mocks/upload-cache.ts):
 * answers from the copies the demo page keeps in Cache Storage, and lets anything it does not
 * hold go to the network, so a real backend on this origin is never hidden. */
const CACHE_NAME = 'blog-demo-uploads';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.match(event.request, { ignoreSearch: true }))
      .then((cached) => cached || fetch(event.request)),
  );
});
