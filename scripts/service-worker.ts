/**
 * The players' service worker (vite.config.ts builds it with vite-plugin-pwa and Workbox into dist/sw.js; only the
 * players' build has one, not the prerender or the visualiser). What it does, and what it never does:
 *
 * - It precaches the app shell and what the signed-in shell needs to open without a network (`precachedFiles`): the
 *   page the server serves for any app path ("/", with the tenant's theme in it, as the server drew it for this
 *   host when the worker installed), the entry chunk and its CSS, the rest of the route tree, the signed-in layout
 *   (with its offline screen), the toaster, and every language's catalogs. No fonts: the app uses the system's.
 * - Pages come from the network, always (the server draws them per tenant and language, prerendered or not); only
 *   when the network fails does a page of the app get the precached shell, which then shows the app's own offline
 *   screen (src/routes/_signedIn/-components/offline-screen.tsx). Paths the server serves that are not pages of the
 *   app (`notAppPages`: the API, the sandbox, the visualiser, uploads, tenant and game pictures, the demo game…) are
 *   never answered with the shell.
 * - The build's hashed files (/assets/) are kept as they are fetched (they never change), so a screen seen online
 *   opens offline; tenant pictures are kept and refreshed in the background.
 * - The API (/api/) has no route at all: its answers, where the money is, always come from the network, never from a
 *   cache (tests/unit/service-worker-config.test.ts holds every route to that).
 * - A new version waits: the app offers "Update available — Reload" (src/service-worker.ts) and the new worker takes
 *   over only when the player reloads.
 */
import type { GenerateSWOptions, ManifestEntry, ManifestTransform, RuntimeCaching } from "workbox-build";
import { type Manifest, readManifest } from "./build-manifest.ts";

/** The page the server serves for every path of the app: precached under this URL, the offline fallback. */
export const appShellUrl = "/";

/**
 * Modules whose chunks (with everything they import statically, and their CSS) are precached, as keys or chunk
 * names of Vite's manifest: the signed-in layout's definition and its lazily split component, the rest of the route
 * tree (vite.config.ts names that chunk), and the toaster (the update prompt, a failure's message).
 */
const precachedModules = ["route-tree", "src/routes/_signedIn.tsx", "src/ui/toaster.ts"];
/** Every language's catalogs: the first screen's and the rest (src/i18n/i18n.ts loads the player's two). */
const catalogKey = /^locales\/[^/]+\/(first|messages)\.po$/;

/** The built files to precache, as paths under dist/: the entry's closure and that of `precachedModules`. */
export function precachedFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest).filter(
    (key) =>
      (key === "index.html" && manifest[key]?.isEntry) ||
      catalogKey.test(key) ||
      precachedModules.some(
        (module) =>
          key === module || key.startsWith(`${module}?`) || (key.startsWith("_") && manifest[key]?.name === module),
      ),
  );
  for (const module of precachedModules) {
    if (!keys.some((key) => key === module || key.startsWith(`${module}?`) || manifest[key]?.name === module)) {
      throw new Error(`service worker: ${module} is not in the build (scripts/service-worker.ts precachedModules)`);
    }
  }
  for (const key of keys) visit(key);
  return files;
}

/**
 * Keeps only `precachedFiles` of what Workbox found in dist/, and puts the built index.html under the URL the server
 * serves it at (it answers /index.html itself as a path that is not found): its revision stays the file's hash, so a
 * new build fetches the shell again.
 */
export function precacheOnly(dist: string): ManifestTransform {
  return (entries) => {
    const keep = precachedFiles(readManifest(dist));
    const manifest = entries.flatMap((entry): (ManifestEntry & { size: number })[] => {
      if (entry.url === "index.html") return [{ ...entry, url: appShellUrl }];
      return keep.has(entry.url) || entry.url === "placeholder.svg" ? [entry] : [];
    });
    return { manifest, warnings: [] };
  };
}

/**
 * The routes of the worker, first match wins (after the precache's own). Nothing matches /api/. Workbox writes each
 * function into sw.js as its text: a function here may use nothing from outside itself.
 */
export const runtimeCaching: RuntimeCaching[] = [
  {
    // A page of the app: from the network (with the navigation's preload); offline, the precached shell. The paths
    // of what the server serves that is not a page of the app (the API, the build's files, the sandbox, the
    // visualiser, uploads, tenant and game pictures, the demo game, the manifest and icons) never get the shell.
    urlPattern: ({ request, url }) =>
      request.mode === "navigate" &&
      !/^\/(?:api|assets|sandbox|flows|uploads|tenant-assets|demo-provider|game-art|gift-art|app-icon|prerendered)(?:\/|$)|^\/(?:manifest\.webmanifest|sw\.js|favicon\.ico|placeholder\.svg)$/.test(
        url.pathname,
      ),
    handler: "NetworkOnly",
    options: { precacheFallback: { fallbackURL: appShellUrl } },
  },
  {
    // any other page (the payment gateway's, the visualiser, an upload, the API opened as a page): the network only,
    // as without a worker; handled here so that the navigation's preload is used, not made twice
    urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
    handler: "NetworkOnly",
  },
  {
    // the build's hashed files: they never change, so a copy is as good as the network's
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
    handler: "CacheFirst",
    options: {
      cacheName: "app-code",
      expiration: { maxEntries: 250, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      // the server's `Vary: Origin` (for CORS) would keep a copy fetched by the page (keepLoadedFiles: no Origin
      // header) from matching the same file asked for as a module script (with one); the file is the same
      matchOptions: { ignoreVary: true },
    },
  },
  {
    // the tenant's pictures (logo, icons, the placeholder): shown at once, refreshed behind
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      (url.pathname.startsWith("/tenant-assets/") ||
        url.pathname.startsWith("/app-icon/") ||
        url.pathname === "/placeholder.svg"),
    handler: "StaleWhileRevalidate",
    options: {
      cacheName: "tenant-pictures",
      expiration: { maxEntries: 40, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      matchOptions: { ignoreVary: true },
    },
  },
];

/** Workbox's options for `generateSW` (vite-plugin-pwa's `workbox`), for the build in `dist`. */
export function serviceWorkerOptions(dist: string): Partial<GenerateSWOptions> {
  return {
    globPatterns: ["index.html", "assets/*.{js,css}", "placeholder.svg"],
    manifestTransforms: [precacheOnly(dist)],
    // the hashed files need no revision of their own: their names change with their content
    dontCacheBustURLsMatching: /^assets\//,
    // pages are the network's (see the first route), the shell only its fallback
    navigateFallback: null,
    navigationPreload: true,
    runtimeCaching,
    // the first visit's page is controlled at once (nothing to swap: no worker before); a new version waits for
    // the player (no skipWaiting): src/service-worker.ts offers the reload
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // one script (the CSP lets a worker load only this origin's scripts anyway), no source map (none is published)
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    disableDevLogs: true,
  };
}
