/**
 * Enforces the build budgets of DESIGN.md §8 against dist/ (run after `vite build`; it reads
 * dist/.vite/manifest.json through build-manifest.ts, the same definition of a screen as `npm run bench`):
 * the first screen (/login, cold) loads at most the gates below of JavaScript (Brotli) and of CSS (gzip), each
 * reported in both, in at most six scripts none of which is under 4 KB (build-manifest.ts, firstScreenRequestProblems),
 * and no lazily loaded chunk is over 60 KB gzip. Prints the largest chunks only and the first screen's scripts.
 */
import {
  createBuildReader,
  firstScreenModules,
  firstScreenRequestProblems,
  firstScreenScriptLimit,
  kb,
} from "./build-manifest.ts";

/**
 * The JavaScript gate of the first screen: DESIGN's 120 KB, in Brotli, what the server sends every browser that
 * asks for it (precompress.ts). History: 150 KB gzip at first; 165 KB gzip after the game, friends, rewards and
 * content screens (issues 13 to 15) put their route definitions, loaders and English messages in the route tree
 * that /login loaded; 158 KB gzip (136.9 KB Brotli) after issue 16 prerendered the first screen and split the
 * catalog. Then the route tree was split (src/route-tree.ts): the first screens start with their own routes and
 * the signed-in ones load on the first input, and the code the entry needs is one chunk (vite.config.ts), which
 * compresses better than thirty: 119.7 KB Brotli (138.8 KB gzip). Loaders and pending screens stay in the route
 * definitions on purpose: a screen's data is asked for and its placeholder shown while its code is still loading
 * (tests/e2e/loaders.spec.ts). Issue 32 put the login screen and what it imports in the entry chunk (13 script
 * requests, then 3), dropped the modulepreload polyfill and all but the first screens' icons, and wrote the server
 * messages once: 118.1 KB Brotli (117.7 KB when issue 29 began). Issue 29's service worker adds only what waits for
 * the player's first input (src/main.tsx: a listener and two dynamic imports; the registration, Workbox's window
 * code and the update prompt load after it), and its sign-in steps only their states and buttons: the passkey
 * ceremony, the code step and the download of a statement load when used, and the `first` catalog holds only what
 * the first screens import (lingui.config.ts): 118.0 KB Brotli, 119.2 KB on the wire with headers
 * (tests/e2e/first-paint.spec.ts).
 */
const firstScreenBudget = 120 * 1024;
/**
 * The CSS gate: the first screen's stylesheet was 10.9 KB gzip (9.7 KB Brotli) when the gate came in
 * (issue 16); 13 KB leaves 2 KB for new screens' styles while catching a stylesheet that doubles (a CSS
 * framework, inlined fonts or images) before it reaches players.
 */
const firstScreenCssBudget = 13 * 1024;
const lazyChunkBudget = 60 * 1024;
const shown = 12;

let build: ReturnType<typeof createBuildReader>;
let firstScreen: ReturnType<ReturnType<typeof createBuildReader>["screen"]>;
try {
  build = createBuildReader("dist");
  firstScreen = build.screen(firstScreenModules);
} catch (error) {
  console.error(`budget: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const chunks = build.chunks();
const inFirstScreen = new Set(firstScreen.jsFiles);
console.log(`largest chunks of ${chunks.length} (gzip)                                first screen`);
for (const chunk of chunks.slice(0, shown)) {
  console.log(
    `${chunk.file.padEnd(58)}${kb(chunk.size.gzip).padStart(10)}  ${inFirstScreen.has(chunk.file) ? "yes" : ""}`,
  );
}
console.log(`\nfirst screen scripts (at most ${firstScreenScriptLimit}): as built, Brotli`);
for (const file of firstScreen.jsFiles) {
  const size = build.size(file);
  console.log(`${file.padEnd(58)}${`${size.raw} B`.padStart(10)}${kb(size.brotli).padStart(10)}`);
}
const { js, css } = firstScreen;
console.log(
  `\nfirst screen (/login, cold): JavaScript ${kb(js.gzip)} gzip, ${kb(js.brotli)} Brotli (budget ${kb(firstScreenBudget)} Brotli); ` +
    `CSS ${kb(css.gzip)} gzip, ${kb(css.brotli)} Brotli (budget ${kb(firstScreenCssBudget)} gzip)`,
);

let failed = false;
if (js.brotli > firstScreenBudget) {
  console.error(
    `budget: the first screen loads ${kb(js.brotli)} of JavaScript (Brotli), over ${kb(firstScreenBudget)}`,
  );
  failed = true;
}
if (css.gzip > firstScreenCssBudget) {
  console.error(`budget: the first screen loads ${kb(css.gzip)} of CSS, over ${kb(firstScreenCssBudget)}`);
  failed = true;
}
for (const problem of firstScreenRequestProblems(firstScreen, build.size)) {
  console.error(`budget: ${problem}`);
  failed = true;
}
for (const chunk of chunks) {
  if (!chunk.entry && chunk.size.gzip > lazyChunkBudget) {
    console.error(`budget: lazy chunk ${chunk.file} is ${kb(chunk.size.gzip)}, over ${kb(lazyChunkBudget)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
