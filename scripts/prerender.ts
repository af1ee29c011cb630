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
  routePaths: () => string[];
};

const out = join("dist", "prerendered");
const shell = readFileSync(join("dist", "index.html"), "utf8");
const renderer = (await import(pathToFileURL(resolve("dist-prerender/prerender.js")).href)) as Renderer;

const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*(?=<\/body>)/;
if (!rootPattern.test(shell)) throw new Error("prerender: dist/index.html has no #root splash to replace");

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
      // The screen is all in the HTML: its code comes after what paints it (the stylesheet, the logo), at a
      // low priority, instead of competing with them. The app takes the screen over when it arrives.
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace("</head>", () => `${preloads.map((link) => `  ${link}\n`).join("")}  </head>`)
      .replace(rootPattern, () => `<div id="root" ${prerenderedRouteAttribute}="${routeId}">${body}</div>\n  `);
    writeFileSync(join(out, locale, `${page}.html`), document);
    pages += 1;
  }
}
writeFileSync(join(out, "routes.json"), `${JSON.stringify(renderer.routePaths(), null, 2)}\n`);
console.log(`prerender: ${pages} pages in ${out}`);
process.exit(0);
