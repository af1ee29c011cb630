import { existsSync } from "node:fs";

/** Debian's Chromium, the full browser a player has: what the benchmarks (npm run bench, Lighthouse) measure. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` when installed (.ci/run installs it), else the
 * full browser. The same engine and version without the browser's own windows: the same paths took about a third
 * less CPU in it here (24 UI paths: 41 s of CPU against 59 s), and the e2e suite is bound by the two cores' CPU.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/** The flags both need on these machines (no sandbox as root, no background network). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
