// @vitest-environment node
/**
 * What the players' service worker does (scripts/service-worker.ts, built into dist/sw.js by vite.config.ts): no
 * route of it ever answers the API (the money is never served from a cache); pages of the app come from the network
 * with the precached shell as the offline fallback, which no path of the server that is not a page of the app gets;
 * the build's hashed files are kept; and it precaches the shell, the entry, the signed-in layout, the route tree, the
 * toaster and the catalogs, not the other screens.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteMatchCallbackOptions } from "workbox-core/types";
import type { Manifest } from "../../scripts/build-manifest.ts";
import {
  appShellUrl,
  precachedFiles,
  precacheOnly,
  runtimeCaching,
  serviceWorkerOptions,
} from "../../scripts/service-worker.ts";

const origin = "http://localhost:4173";

/** The first route of the worker that takes a request (as Workbox's router picks), or undefined. */
function routeFor(path: string, mode: RequestMode, requestOrigin = origin) {
  const url = new URL(path, requestOrigin);
  const options = {
    url,
    request: { mode, url: url.href } as Request,
    sameOrigin: url.origin === origin,
    event: {} as ExtendableEvent,
  } as RouteMatchCallbackOptions;
  return runtimeCaching.find((route) => typeof route.urlPattern === "function" && route.urlPattern(options));
}

describe("the service worker's routes", () => {
  it("never answer the API: its answers always come from the network", () => {
    for (const path of [
      "/api/player/wallet/getWallet",
      "/api/player/user/getUser",
      "/api/player/games/getGameAccounts",
      "/api/player/events",
      "/api/tenant/config/theme-data/mobile",
      "/api/player/transaction/getTransactions?page=1",
    ]) {
      for (const mode of ["cors", "same-origin", "navigate", "no-cors"] as const) {
        expect(routeFor(path, mode), `${mode} ${path}`).toBeUndefined();
      }
    }
    expect(serviceWorkerOptions("dist").navigateFallback).toBeNull();
  });

  it("take a page of the app from the network, with the precached shell as the offline fallback", () => {
    for (const path of ["/", "/home", "/wallet", "/login", "/transaction/abc?x=1", "/no-such-page", "/chatroom/123"]) {
      const route = routeFor(path, "navigate");
      expect(route?.handler, path).toBe("NetworkOnly");
      expect(route?.options?.precacheFallback, path).toEqual({ fallbackURL: appShellUrl });
    }
  });

  it("never answer with the app shell a page of the server that is not the app's", () => {
    for (const path of [
      "/sandbox/operator",
      "/sandbox",
      "/flows",
      "/flows/?machine=withdraw",
      "/uploads/00000000-0000-0000-0000-000000000000.png",
      "/tenant-assets/harimau/logo.svg",
      "/demo-provider/play?ref=x",
      "/game-art/games/DRG-0001.svg",
      "/gift-art/a.svg",
      "/app-icon/192.png",
      "/manifest.webmanifest",
      "/sw.js",
      "/assets/app-abc.js",
      "/prerendered/en-US/login.html",
    ]) {
      const route = routeFor(path, "navigate");
      expect(route?.options?.precacheFallback, path).toBeUndefined();
      expect(route?.handler ?? "the browser's own", path).not.toMatch(/Cache/);
    }
  });

  it("keep the build's hashed files and the tenant's pictures, of this origin only", () => {
    expect(routeFor("/assets/wallet-abc123.js", "cors")?.handler).toBe("CacheFirst");
    // a copy the page fetched matches the module script's request (the server varies on Origin, for CORS)
    expect(routeFor("/assets/wallet-abc123.js", "cors")?.options?.matchOptions).toEqual({ ignoreVary: true });
    expect(routeFor("/assets/app-abc.css", "no-cors")?.handler).toBe("CacheFirst");
    expect(routeFor("/tenant-assets/lotus/logo.svg", "no-cors")?.handler).toBe("StaleWhileRevalidate");
    expect(routeFor("/app-icon/512.png", "no-cors")?.handler).toBe("StaleWhileRevalidate");
    expect(routeFor("/assets/x.js", "cors", "https://cdn.example")).toBeUndefined();
    expect(routeFor("/uploads/00000000-0000-0000-0000-000000000000.png", "no-cors")).toBeUndefined();
    expect(routeFor("/game-art/games/DRG-0001.svg", "no-cors")).toBeUndefined();
  });
});

describe("what the service worker precaches", () => {
  const manifest: Manifest = {
    "index.html": { file: "assets/app.js", isEntry: true, imports: ["_runtime.js"], css: ["assets/app.css"] },
    "_runtime.js": { file: "assets/rolldown-runtime.js" },
    "_route-tree.js": { file: "assets/route-tree.js", name: "route-tree", imports: ["_navigation.js"] },
    "_navigation.js": { file: "assets/navigation.js" },
    "src/routes/_signedIn.tsx?tsr-split=component": { file: "assets/signed-in.js", imports: ["_app-shell.js"] },
    "_app-shell.js": { file: "assets/app-shell.js" },
    "src/ui/toaster.ts": { file: "assets/toaster.js", css: ["assets/toaster.css"] },
    "locales/en-US/first.po": { file: "assets/first-en.js" },
    "locales/zh-CN/messages.po": { file: "assets/messages-zh.js" },
    "locales/en-US/flows.po": { file: "assets/flows-en.js" },
    "src/routes/_signedIn/(wallet)/wallet.tsx?tsr-split=component": { file: "assets/wallet.js" },
  };

  it("is the entry, the route tree, the signed-in layout, the toaster and the players' catalogs, with their CSS", () => {
    expect([...precachedFiles(manifest)].sort()).toEqual(
      [
        "assets/app-shell.js",
        "assets/app.css",
        "assets/app.js",
        "assets/first-en.js",
        "assets/messages-zh.js",
        "assets/navigation.js",
        "assets/rolldown-runtime.js",
        "assets/route-tree.js",
        "assets/signed-in.js",
        "assets/toaster.css",
        "assets/toaster.js",
      ].sort(),
    );
  });

  it("fails the build when a module it names is gone from it", () => {
    const { "src/ui/toaster.ts": _, ...withoutToaster } = manifest;
    expect(() => precachedFiles(withoutToaster)).toThrow(/src\/ui\/toaster\.ts is not in the build/);
  });

  it("puts index.html under the shell's URL and leaves out what is not chosen", async () => {
    const dist = mkdtempSync(join(tmpdir(), "player-sw-"));
    try {
      mkdirSync(join(dist, ".vite"), { recursive: true });
      writeFileSync(join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
      const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 10 });
      const found = [
        entry("index.html", "abc"),
        entry("assets/app.js"),
        entry("assets/wallet.js"),
        entry("assets/flows-en.js"),
        entry("placeholder.svg", "def"),
      ];
      const result = await precacheOnly(dist)(found);
      expect(result.manifest).toEqual([entry("/", "abc"), entry("assets/app.js"), entry("placeholder.svg", "def")]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
