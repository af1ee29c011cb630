/**
 * What a phone needs to install the app from a tenant's host: the web app manifest (GET /manifest.webmanifest) and
 * its icons (GET /app-icon/<size>.png and /app-icon/maskable-<size>.png, sizes 180, 192 and 512; any other name is
 * 404). The tenant is the request's (app.ts resolves it by host, as for the API). index.html links both.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { pageLanguage } from "../http/prerendered.ts";
import { tenantAssetFile } from "../http/static.ts";
import { createIconRenderer } from "../services/app-icons.ts";
import { appIconOf, appManifest } from "../services/app-manifest.ts";

/** Icons and the manifest change with the tenant's theme, which changes rarely: a day in the browser's cache. */
const cacheControl = "public, max-age=86400";

export function appInstallRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const icons = createIconRenderer();

  app.get("/manifest.webmanifest", (c) => {
    const lang = pageLanguage(c.req.header("cookie"), c.req.header("accept-language"));
    c.header("Vary", "Cookie, Accept-Language", { append: true });
    return c.body(JSON.stringify(appManifest(c.var.tenant.theme, lang)), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": cacheControl,
    });
  });

  app.get("/app-icon/:name", async (c) => {
    const icon = appIconOf(c.req.param("name"));
    if (!icon) return c.json("Not found", 404);
    const tenant = c.var.tenant;
    const png = await icons.render(tenant, tenantAssetFile(tenant.theme.logo), icon.size, icon.kind);
    return c.body(png, 200, { "Content-Type": "image/png", "Cache-Control": cacheControl });
  });

  return app;
}
