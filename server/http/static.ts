/**
 * Files: tenant assets (server/seed/assets/<tenant>/ at
 * /tenant-assets/<tenant>/*) and the built app (STATIC_DIR) with an SPA fallback to index.html.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { Theme } from "../../src/api/contract/tenant.ts";
import { contrastOn } from "../../src/lib/contrast.ts";
import { liveInspectionModule } from "../../src/lib/inspection-channel.ts";
import { prerenderedPages, themePlaceholders } from "../../src/lib/prerender.ts";
import type { AppEnv, InlineHashes } from "./env.ts";
import { esc } from "./html.ts";
import { loadPrerendered, pageLanguage } from "./prerendered.ts";
import { inlineHashes } from "./security.ts";

export const tenantAssetsDir = fileURLToPath(new URL("../seed/assets", import.meta.url));

/** The names a tenant asset may have: /tenant-assets/<tenant>/<file>.svg, nothing that could leave the folder. */
const tenantAssetName = { tenant: /^[a-z0-9-]{1,40}$/, file: /^[a-z0-9_-]{1,60}\.svg$/ };

/** The file on disk behind a tenant asset's path (/tenant-assets/<tenant>/<file>.svg), or null when it is not one. */
export function tenantAssetFile(path: string): string | null {
  const [, tenant = "", file = ""] = /^\/tenant-assets\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
  return tenantAssetName.tenant.test(tenant) && tenantAssetName.file.test(file)
    ? join(tenantAssetsDir, tenant, file)
    : null;
}

const notFound = () =>
  new Response(JSON.stringify("Not found"), {
    status: 404,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });

/** A file from disk with its type and caching, or 404 when it is not there. */
export async function fileResponse(path: string, type: string, cacheControl: string): Promise<Response> {
  try {
    const body = await readFile(path);
    return new Response(body, {
      headers: { "content-type": type, "cache-control": cacheControl, "x-content-type-options": "nosniff" },
    });
  } catch {
    return notFound();
  }
}

/**
 * The built app's scripts and stylesheets as their URL paths: every chunk (`file`) and its CSS in Vite's manifest
 * (STATIC_DIR/.vite/manifest.json). A worker's script is not among them (the manifest lists it as an asset): its
 * CSP is the worker's own, so it keeps every header. Without a manifest, none: every file keeps every header.
 */
export function builtSubresources(dir: string): Set<string> {
  let manifest: Record<string, { file?: string; css?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8"));
  } catch {
    return new Set();
  }
  const files = Object.values(manifest).flatMap((chunk) => [
    ...(chunk.file?.endsWith(".js") ? [chunk.file] : []),
    ...(chunk.css ?? []),
  ]);
  return new Set(files.filter((file) => file.startsWith("assets/")).map((file) => `/${file}`));
}

/**
 * The players' service worker (vite.config.ts builds it into STATIC_DIR as sw.js, Workbox's runtime inlined) and any
 * script Workbox would put beside it. Served from the root like any built file that is not hashed, `no-cache`: the
 * browser asks the server whether it changed each time it checks for a new version, and the script runs under the
 * CSP of every other response (security.ts), which lets it fetch only this origin.
 */
export const isServiceWorkerScript = (path: string) => path === "/sw.js" || /^\/workbox-[\w.-]+\.js$/.test(path);

/** The inline hashes of a built page, remembered per content (the page is read per request). */
const hashCache = new Map<string, InlineHashes>();
function pageHashes(html: string): InlineHashes {
  let hashes = hashCache.get(html);
  if (!hashes) {
    if (hashCache.size > 8) hashCache.clear();
    hashes = inlineHashes(html);
    hashCache.set(html, hashes);
  }
  return hashes;
}

/** Id of the theme's data block in the app shell (read by index.html's boot script and theme-boot.tsx). */
export const tenantThemeElementId = "tenant-theme";

/**
 * The tenant's colours as a stylesheet: the first paint (and a page read without JavaScript) is
 * already in them. `html:root` outranks the app stylesheet's `:root` defaults. The colour is checked
 * against the contract's pattern first, so only a hex colour ever reaches the CSS.
 */
export function themeColorsCss(theme: Theme): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(theme.themecolor)) return null;
  return `html:root{--accent:${theme.themecolor};--on-accent:${contrastOn(theme.themecolor)}}`;
}

/**
 * The app shell (or a prerendered first screen) with the tenant's theme already in it: title, icon,
 * theme colour and colours for the first paint, the theme's values where the prerendered screen has
 * placeholders, and the theme data itself, so the app does not wait for theme-data before its first
 * screen. A page served elsewhere (a CDN) simply lacks it and the app fetches the theme.
 * The data is a `<script type="application/json">` block: data, never run, so the page's CSP
 * needs no hash for it and a tenant's text can never become code (`<` is escaped as well). The
 * colours' `<style>` needs one: `themeHashes` gives it.
 */
export function withTenantTheme(html: string, theme: Theme | null): string {
  if (!theme) return html;
  const json = JSON.stringify(theme).replace(/</g, "\\u003c");
  const css = themeColorsCss(theme);
  const head = [
    `<link rel="icon" href="${esc(theme.logo)}" />`,
    ...(css ? [`<style>${css}</style>`] : []),
    `<script type="application/json" id="${tenantThemeElementId}">${json}</script>`,
  ].join("\n    ");
  let page = html;
  for (const [key, placeholder] of Object.entries(themePlaceholders) as [keyof Theme, string][]) {
    page = page.replaceAll(placeholder, () => esc(theme[key]));
  }
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(theme.brand_name)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      () => `<meta name="theme-color" content="${esc(theme.themecolor)}" />`,
    )
    .replace(/<!--tenant-theme[^>]*-->/, () => head);
}

/** What the CSP must allow for what withTenantTheme adds: the colours' `<style>`, by its hash. */
export function themeHashes(theme: Theme | null): InlineHashes {
  const css = theme ? themeColorsCss(theme) : null;
  return css ? inlineHashes(`<style>${css}</style>`) : { scripts: [], styles: [] };
}

const mergeHashes = (a: InlineHashes, b: InlineHashes): InlineHashes => ({
  scripts: [...new Set([...a.scripts, ...b.scripts])],
  styles: [...new Set([...a.styles, ...b.styles])],
});

/** The largest path-results file served (a few hundred paths take tens of KB). */
export const pathResultsMaxBytes = 1024 * 1024;

/**
 * The path tests' last results (test-results/path-results.json, written by the test runs) for the visualiser's
 * Paths mode: read-only, one fixed file, no parameter; `{}` before any run; 404 when it is too large or not JSON.
 */
async function pathResultsResponse(file: string): Promise<Response> {
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  };
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => 0,
  );
  if (size === 0) return new Response("{}", { headers });
  if (size === null || size > pathResultsMaxBytes) return notFound();
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return notFound();
  try {
    JSON.parse(text);
  } catch {
    return notFound();
  }
  return new Response(text, { headers });
}

export function mountFiles(
  app: Hono<AppEnv>,
  options: {
    staticDir: string | null;
    /** The statechart visualiser's build (dist-flows/); null = not served (the sandbox is off). */
    flowsDir?: string | null;
    /** The path tests' results file, served at /flows/path-results.json; null = not served (the sandbox is off). */
    pathResultsFile?: string | null;
    themeFor?: (host: string | undefined) => Promise<Theme | null>;
  },
): void {
  app.get("/tenant-assets/:tenant/:file", (c) => {
    const file = tenantAssetFile(`/tenant-assets/${c.req.param("tenant")}/${c.req.param("file")}`);
    return file ? fileResponse(file, "image/svg+xml", "public, max-age=3600") : notFound();
  });

  app.all("/tenant-assets/*", () => notFound());

  // The statechart visualiser for product owners: its own build, never part of the players' app.
  const flows = options.flowsDir;
  if (flows && existsSync(join(flows, "index.html"))) {
    const visualiser = async (c: Context<AppEnv>) => {
      const html = await readFile(join(flows, "index.html"), "utf8").catch(() => null);
      if (html === null) return notFound();
      c.set("csp", pageHashes(html));
      return c.html(html, 200, { "Cache-Control": "no-cache" });
    };
    app.get("/flows", visualiser);
    app.get("/flows/", visualiser);
    // the app's live-inspection hook (?inspect): only here, so only with the sandbox on
    app.get(liveInspectionModule, () =>
      fileResponse(join(flows, "live-inspection.js"), "text/javascript; charset=utf-8", "no-cache"),
    );
    app.use(
      "/flows/assets/*",
      serveStatic({
        root: flows,
        rewriteRequestPath: (path) => path.replace(/^\/flows/, ""),
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
  }
  const results = options.pathResultsFile;
  if (results) app.get("/flows/path-results.json", () => pathResultsResponse(results));
  app.all("/flows", () => notFound());
  app.all("/flows/*", () => notFound());

  const dir = options.staticDir;
  if (!dir || !existsSync(join(dir, "index.html"))) return;
  const indexPath = join(dir, "index.html");

  const prerendered = loadPrerendered(dir);
  const subresources = builtSubresources(dir);

  app.use("*", compress());
  // the prerendered pages are served as pages (with the theme and language), never as files; the build's manifest
  // (a map of the sources to their chunks) is for the server and the tools, not the public
  app.all("/prerendered/*", () => notFound());
  app.all("/.vite/*", () => notFound());
  /**
   * A page of the app: the signed-out screens and not-found as prerendered HTML in the player's
   * language (when the build has them and the tenant's theme is at hand), else the app shell.
   */
  const appShell = async (c: Context<AppEnv>) => {
    const theme = options.themeFor ? await options.themeFor(c.req.header("host")).catch(() => null) : null;
    const page = theme && prerendered ? prerendered.pageFor(c.req.path) : null;
    const locale = pageLanguage(c.req.header("cookie"), c.req.header("accept-language"));
    const built = page && prerendered ? await readFile(prerendered.file(page, locale), "utf8").catch(() => null) : null;
    const html = built ?? (await readFile(indexPath, "utf8").catch(() => null));
    if (html === null) return notFound();
    // hashes of the page as built, and of the theme's colours (built here from a checked colour)
    c.set("csp", mergeHashes(pageHashes(html), themeHashes(theme)));
    // the page depends on the language cookie and Accept-Language: caches must keep them apart
    c.header("Vary", "Cookie, Accept-Language", { append: true });
    if (built) c.header("Content-Language", locale);
    return c.html(withTenantTheme(html, theme), built && page === "not-found" ? 404 : 200, {
      "Cache-Control": "no-cache",
    });
  };
  app.get("/", appShell);
  app.get("/index.html", appShell);
  // an immutable file is never revalidated: its Last-Modified (from serveStatic) would be bytes for nothing
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.get("subresource") === true) c.res.headers.delete("Last-Modified");
  });
  app.use(
    "*",
    serveStatic({
      root: dir,
      precompressed: true,
      onFound: (path, c) => {
        const hashed = path.includes("/assets/");
        c.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        // a script or stylesheet of the build: a subresource (only the headers every response needs: security.ts)
        if (hashed && subresources.has(c.req.path)) c.set("subresource", true);
      },
    }),
  );
  // Browsers ask for /favicon.ico by themselves (on pages without an icon link, as the sandbox's): the tenant's icon
  app.get("/favicon.ico", async (c) => {
    const theme = options.themeFor ? await options.themeFor(c.req.header("host")).catch(() => null) : null;
    return theme ? c.redirect(theme.logo, 302) : notFound();
  });
  // A signed-out form sent before the app ran (JavaScript off or not loaded yet) is posted, never put in a
  // URL; it lands here and goes back to its screen. Nothing it carried is read or kept.
  for (const page of ["login", "register", "forgotPassword"] as const) {
    app.post(prerenderedPages[page], (c) => c.redirect(prerenderedPages[page], 303));
  }
  // SPA fallback: any other page path gets the app shell; a missing built asset stays a 404, and so does a missing
  // service worker (a build without one): a browser checking for a new worker must not be handed a page.
  app.get("*", async (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path.startsWith("/assets/") || isServiceWorkerScript(path)) return notFound();
    return appShell(c);
  });
}
