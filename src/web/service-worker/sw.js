// Sitebook service worker: keeps the app shell (HTML, scripts, styles, icons) available
// on a weak site connection. It never touches /api: data always comes from the server.
// v2: v1 could have kept the prebuilt landing page (decision 206) as the app shell.
// v3: v2 could have kept the server's share page (decision 222) as the app shell.
// Build: __SITEBOOK_BUILD__. The build writes its id there (scripts/lib/service-worker.ts):
// a browser installs a worker again only when its bytes change, so each build is a new
// worker, which keeps that build's files and lets go of the older ones (decision 258).
const SHELL_CACHE = 'sitebook-shell-v3';
const MAX_ASSETS = 300;
const BUILD_LIST = '/asset-list.json';

// The shell's page and the two scripts it runs first: the page's own script starts the app
// (decision 255), so a visitor who has only seen the landing page still opens it offline.
const SHELL_FILES = ['/index.html', '/first-screen.js', '/theme-init.js'];

// Every screen of the build is cached at once (the list comes from the build), so a
// screen never visited online still opens with no signal (decision 195). A failure here
// only means screens are cached as they are visited, as before.
async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  // An older install's list goes first: if this one's cannot be fetched, activating lets
  // nothing go, rather than this build's files by the older list.
  await cache.delete(BUILD_LIST);
  const [list] = await Promise.all([
    fetch(BUILD_LIST, { cache: 'no-store' }),
    ...SHELL_FILES.map(async (file) => {
      const response = await fetch(file, { cache: 'no-store' });
      if (response.ok) await cache.put(file, response);
    }),
  ]);
  if (!list.ok) return;
  await cache.put(BUILD_LIST, list.clone());
  await keepEach(cache, (await list.json()).slice(0, MAX_ASSETS));
}

// A few files at a time (decision 260): one after another, the ~165 files of a build took
// ~25 s to keep on a phone's network (150 ms a round trip), and until then a crew member who
// loses the signal cannot open a screen not visited yet. A browser opens at most six
// connections to a server: two are left to the page.
const AT_ONCE = 4;

async function keepEach(cache, files) {
  let next = 0;
  const keepNext = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (!(await cache.match(file))) await cache.add(file).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, keepNext));
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(precache().catch(() => undefined));
});

// The files of older builds go: only the build's list (kept on install) and what is not a
// build file stay. Without a kept list (its fetch failed on install) nothing is let go.
async function keepOnlyThisBuild() {
  const cache = await caches.open(SHELL_CACHE);
  const list = await cache.match(BUILD_LIST);
  if (!list) return;
  const files = new Set(await list.json());
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/') && !files.has(pathname)) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    keepOnlyThisBuild()
      .catch(() => undefined)
      .then(() => caches.keys())
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)),
  );
}

// Pages and unhashed files (icons, theme script): the network first, so a new build
// shows at once; the cached copy when offline. Every page is the same app shell, except
// `/` for a visitor, the prebuilt landing page (decision 206): never kept as the shell.
async function networkFirst(request, cacheKey, keep = true) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (keep && response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

// Hashed build assets never change: the cache first.
async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  // The share page is a document the server writes for each visit (decision 222): never
  // the app shell, and never kept in its place.
  if (url.pathname === '/share' || url.pathname.startsWith('/share/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/index.html', url.pathname !== '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (/\.(png|svg|js|webmanifest)$/.test(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
