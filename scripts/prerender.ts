/**
 * Build step (after `vite build` and `vite build --mode prerender`): draws the signed-out first screens
 * (/login, /register, /forgotPassword and not-found) in each of the four languages into
 * dist/prerendered/<locale>/<page>.html: the built index.html with #root holding the screen's HTML,
 * `<html lang>` set and the theme left as placeholders the server fills in per tenant
 * (server/http/prerendered.ts). Also writes dist/prerendered/routes.json: every route's path, by which
 * the server tells a page of the app from a path that is not found.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Locale, locales } from "../src/lib/locales.ts";
import { type PrerenderedPage, prerenderedPages, prerenderedRouteAttribute } from "../src/lib/prerender.ts";

type Renderer = {
  render: (path: string, locale: Locale) => Promise<{ html: string; routeId: string }>;
  routePaths: () => Promise<string[]>;
};

const out = join("dist", "prerendered");
/**
 * The built index.html without the generated route tree's preloads (vite.config.ts, preloadWholeRouteTree):
 * a first screen loads that tree when the player starts to use it (src/route-tree.ts).
 */
const shell = readFileSync(join("dist", "index.html"), "utf8").replace(/\s*<link [^>]*data-route-tree[^>]*>/g, "");
const renderer = (await import(pathToFileURL(resolve("dist-prerender/prerender.js")).href)) as Renderer;

const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*(?=<\/body>)/;
if (!rootPattern.test(shell)) throw new Error("prerender: dist/index.html has no #root splash to replace");

const entryPattern = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const preloadPattern = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entries = [...shell.matchAll(entryPattern)].map((match) => match[1] ?? "");
const modulePreloads = [...shell.matchAll(preloadPattern)].map((match) => match[1] ?? "");
if (entries.length !== 1) throw new Error(`prerender: dist/index.html has ${entries.length} module entries, not 1`);

/**
 * The screen is all in the HTML, so its code is asked for only once that HTML has painted (the frame after
 * the first: `requestAnimationFrame` runs before a paint, the `setTimeout` inside it after), instead of
 * competing with the stylesheet and the logo, and instead of running before the first paint (module scripts
 * run as soon as the document is parsed). Until the app runs, a tap on a button waits and typed text is kept
 * (src/ui/use-app-running.ts, src/lib/typed-before-hydration.ts). A hidden tab draws no frame: there the
 * page's `load` starts it. The CSP allows this script by its hash (server/http/security.ts, inlineHashes).
 */
function appLoader(entry: string, preloads: readonly string[]): string {
  const urls = JSON.stringify({ entry, preloads });
  return [
    "<script>",
    "(function () {",
    `  var app = ${urls}, started = false;`,
    '  function add(tag, props) { var el = document.createElement(tag); el.crossOrigin = ""; for (var key in props) el[key] = props[key]; document.head.appendChild(el); }',
    "  function start() {",
    "    if (started) return;",
    "    started = true;",
    '    app.preloads.forEach(function (href) { add("link", { rel: "modulepreload", href: href }); });',
    '    add("script", { type: "module", src: app.entry });',
    "  }",
    "  requestAnimationFrame(function () { setTimeout(start, 0); });",
    '  addEventListener("load", start);',
    "})();",
    "</script>",
  ].join("\n");
}
const loader = appLoader(entries[0] ?? "", modulePreloads);

rmSync(out, { recursive: true, force: true });
let pages = 0;
for (const locale of Object.keys(locales) as Locale[]) {
  mkdirSync(join(out, locale), { recursive: true });
  for (const [page, path] of Object.entries(prerenderedPages) as [PrerenderedPage, string][]) {
    const { html, routeId } = await renderer.render(path, locale);
    if (!html.includes("<h1")) throw new Error(`prerender: ${path} in ${locale} drew no heading`);
    // React puts the preloads of the screen's images (the tenant's logo) first in its HTML: they go to the head
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    const body = html.replace(/<link rel="preload"[^>]*>/g, "");
    const document = shell
      // the app's code is asked for once this page has painted (appLoader); the app takes the screen over
      .replace(entryPattern, "")
      .replace(preloadPattern, "")
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace("</head>", () => `${preloads.map((link) => `  ${link}\n`).join("")}  </head>`)
      .replace(rootPattern, () => `<div id="root" ${prerenderedRouteAttribute}="${routeId}">${body}</div>\n  `)
      .replace("</body>", () => `  ${loader}\n  </body>`);
    writeFileSync(join(out, locale, `${page}.html`), document);
    pages += 1;
  }
}
writeFileSync(join(out, "routes.json"), `${JSON.stringify(await renderer.routePaths(), null, 2)}\n`);
console.log(`prerender: ${pages} pages in ${out}`);
process.exit(0);
