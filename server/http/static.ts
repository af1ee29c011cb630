/**
 * Files: uploads (DATA_DIR/uploads at /uploads/*), tenant assets (server/seed/assets/<tenant>/ at
 * /tenant-assets/<tenant>/*) and the built app (STATIC_DIR) with an SPA fallback to index.html.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "../context.ts";
import { imageMimeByExt, uploadNamePattern } from "../services/uploads.ts";

export const tenantAssetsDir = fileURLToPath(new URL("../seed/assets", import.meta.url));

const notFound = () =>
  new Response(JSON.stringify("Not found"), {
    status: 404,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });

async function fileResponse(path: string, type: string, cacheControl: string): Promise<Response> {
  try {
    const body = await readFile(path);
    return new Response(body, {
      headers: { "content-type": type, "cache-control": cacheControl, "x-content-type-options": "nosniff" },
    });
  } catch {
    return notFound();
  }
}

export function mountFiles(app: Hono<AppEnv>, options: { uploadsDir: string; staticDir: string | null }): void {
  app.get("/uploads/:name", (c) => {
    const name = c.req.param("name");
    if (!uploadNamePattern.test(name)) return notFound();
    const ext = name.slice(name.lastIndexOf(".") + 1) as keyof typeof imageMimeByExt;
    return fileResponse(join(options.uploadsDir, name), imageMimeByExt[ext], "public, max-age=31536000, immutable");
  });

  app.get("/tenant-assets/:tenant/:file", (c) => {
    const tenant = c.req.param("tenant");
    const file = c.req.param("file");
    if (!/^[a-z0-9-]{1,40}$/.test(tenant) || !/^[a-z0-9_-]{1,60}\.svg$/.test(file)) return notFound();
    return fileResponse(join(tenantAssetsDir, tenant, file), "image/svg+xml", "public, max-age=3600");
  });

  app.all("/uploads/*", () => notFound());
  app.all("/tenant-assets/*", () => notFound());

  const dir = options.staticDir;
  if (!dir || !existsSync(join(dir, "index.html"))) return;
  const indexPath = join(dir, "index.html");

  app.use("*", compress());
  app.use(
    "*",
    serveStatic({
      root: dir,
      precompressed: true,
      onFound: (path, c) => {
        const hashed = path.includes("/assets/");
        c.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );
  // SPA fallback: any other page path gets the app shell; a missing built asset stays a 404.
  app.get("*", async (c) => {
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/assets/")) return notFound();
    const html = await readFile(indexPath, "utf8").catch(() => null);
    if (html === null) return notFound();
    return c.html(html, 200, { "Cache-Control": "no-cache" });
  });
}
