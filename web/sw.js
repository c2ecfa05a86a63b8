// Warboard's service worker: the game plays offline and a second visit downloads nothing.
//
// cmd/webserve writes BUILD below: the bundle's version (a hash of its files) and each
// precached file's SHA-256. Installing fetches every file, checks it against its hash and
// only then stores the whole set in a cache named after the version, so a cache never holds
// files of two builds. A new build is a new sw.js: it installs beside the running one and
// waits; the page tells it to take over once it has everything it needs from the old build
// (see index.html), and on activation the old caches are deleted. The next visit is served
// entirely by the new build. Unstamped (web/sw.js as it is in the repository) it caches
// nothing.
"use strict";

const BUILD = { version: "", files: {} }; // written by cmd/webserve

const PREFIX = "warboard-";
const CACHE = PREFIX + BUILD.version;
const names = Object.keys(BUILD.files);
const urlOf = (name) => new URL(name, self.registration.scope).href;
// Cache keys are absolute URLs; the page itself is asked for as the scope ("./").
const cached = new Map(names.map((n) => [urlOf(n), urlOf(n)]));
if (BUILD.files["index.html"]) cached.set(urlOf("./"), urlOf("index.html"));

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

// fetchChecked fetches one file of the build and returns it ready to store. The browser
// decodes a gzip or Brotli answer as it reads it, so the bytes checked (and stored) are the
// file's own; the headers stay (X-Uncompressed-Length feeds the loading bar).
async function fetchChecked(name) {
  // no-cache: revalidate, so the file is the server's current one, but a file the page has
  // just downloaded comes from the HTTP cache instead of over the network a second time.
  // A revalidation can be fooled (two builds within the same second of modification time):
  // then the file is fetched again from the server itself.
  for (const mode of ["no-cache", "reload"]) {
    const resp = await fetch(new Request(urlOf(name), { cache: mode }));
    if (!resp.ok) throw new Error(name + ": HTTP " + resp.status);
    const body = await resp.arrayBuffer();
    const sum = hex(await crypto.subtle.digest("SHA-256", body));
    if (sum === BUILD.files[name]) {
      return new Response(body, { status: resp.status, statusText: resp.statusText, headers: resp.headers });
    }
  }
  // The server holds another build (a deploy in progress): the running build stays.
  throw new Error(name + " is not the file of build " + BUILD.version);
}

async function install() {
  if (!names.length) return;
  // Everything is fetched and checked before anything is stored.
  const responses = await Promise.all(names.map(fetchChecked));
  await caches.delete(CACHE); // what a failed earlier attempt left
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(names.map((n, i) => cache.put(urlOf(n), responses[i])));
  } catch (err) {
    await caches.delete(CACHE);
    throw err;
  }
}

self.addEventListener("install", (event) => {
  // A failed install leaves the running build in place; the pages are told why.
  event.waitUntil(install().catch(async (err) => {
    for (const c of await self.clients.matchAll({ includeUncontrolled: true })) {
      c.postMessage({ warboardInstallError: String(err && err.message || err) });
    }
    throw err;
  }));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    // The first visit's page, loaded from the network, is served from the cache from now on.
    await self.clients.claim();
  })());
});

// The page says when this worker, installed and waiting, may replace the running one.
self.addEventListener("message", (event) => {
  if (event.data === "warboard:activate") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !names.length) return;
  const url = new URL(req.url);
  url.search = ""; // the page reads its query itself; the file is the same
  url.hash = "";
  const key = cached.get(url.href);
  if (!key) return; // not part of the build: the network, as without a worker
  event.respondWith((async () => {
    // ignoreVary: the server varies on Accept-Encoding, which the stored (decoded) copy no
    // longer depends on.
    const hit = await caches.match(key, { cacheName: CACHE, ignoreVary: true });
    return hit || fetch(req);
  })());
});
