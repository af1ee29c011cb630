const flag = "player-app:chunk-reload";

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(
    message,
  );
}

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Reload
 * once to get the new build; the flag stops a reload loop when the chunk is
 * really broken.
 */
export function reloadOnceForStaleChunk(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  // offline, the chunk is not stale, just out of reach: reloading would only lose the page
  if (!navigator.onLine) return false;
  if (sessionStorage.getItem(flag)) return false;
  sessionStorage.setItem(flag, String(Date.now()));
  window.location.reload();
  return true;
}

/** A screen loaded fine: a later stale chunk may reload again. */
export function clearChunkReloadFlag(): void {
  sessionStorage.removeItem(flag);
}
