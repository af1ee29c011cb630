/**
 * The players' service worker, from the app's side: registered once the player has tapped or typed (src/main.tsx
 * loads this module then; what the worker does is in scripts/service-worker.ts). A new version of the app never
 * replaces the running one by itself: the worker waits, and the player is offered "Update available" with
 * "Reload", which stays until they take it; only then does the new worker take over and the page reload. That the
 * app is ready offline is not announced: nothing changes for the player until the network goes.
 */

import type { registerSW } from "virtual:pwa-register";
import { msg } from "@lingui/core/macro";
import { i18n, loadRestOfLocale } from "./i18n/i18n.ts";
import { notify } from "./ui/notifications.tsx";

/** The id of the update prompt: one at a time, however often a new version is found. */
export const updatePromptId = "update-available";

/**
 * Registers the worker with `register`: vite-plugin-pwa's `registerSW` (from its virtual module, which exists only in
 * the players' build: src/main.tsx imports both), or a test's.
 */
export function startServiceWorker(register: typeof registerSW): void {
  // the first worker takes over this page at once (scripts/service-worker.ts, clientsClaim)
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", keepLoadedFiles, { once: true });
  }
  const update = register({
    immediate: true,
    onNeedRefresh: () => void offerUpdate(() => void update(true)),
    onOfflineReady: () => {},
    // no worker (a browser that refuses one, a private window): the app runs as it did without it
    onRegisterError: () => {},
  });
}

/**
 * The build's files this page loaded before its first worker took it over (the screens seen so far): fetched again,
 * now through the worker, which keeps them. They come from the browser's cache (they are immutable), so this costs
 * no download, and a screen the player has seen opens offline too, not only the shell the worker precaches.
 */
export function keepLoadedFiles(): void {
  const files = new Set(
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.href),
  );
  for (const file of files) void fetch(file).catch(() => {});
}

/** The prompt: "Update available", with "Reload" (which runs `reload`), until the player takes it. */
export async function offerUpdate(reload: () => void): Promise<void> {
  // its words are in the rest of the catalog, which a signed-out first screen has not loaded yet
  await loadRestOfLocale().catch(() => {});
  notify("info", i18n._(msg`Update available`), {
    id: updatePromptId,
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n._(msg`Reload`), onClick: reload, actionButtonStyle: { minHeight: 44, minWidth: 44 } },
  });
}
