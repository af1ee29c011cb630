import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Db } from "../../server/db/open.ts";
import { withTenantTheme } from "../../server/http/static.ts";
import { loadSettings } from "../../server/settings.ts";

const dir = mkdtempSync(join(tmpdir(), "player-api-settings-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("settings", () => {
  it("has documented defaults", () => {
    const dataDir = join(dir, "a");
    const s = loadSettings({ DATA_DIR: dataDir });
    expect(s).toMatchObject({ port: 3000, host: "0.0.0.0", dataDir, databaseUrl: null, sandbox: false });
    expect(s.staticDir).toBe(join(process.cwd(), "dist"));
    // The JWT secret is generated once and kept in DATA_DIR/jwt-secret.
    expect(s.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()).toBe(s.jwtSecret);
    expect(loadSettings({ DATA_DIR: dataDir }).jwtSecret).toBe(s.jwtSecret);
  });

  it("reads the environment", () => {
    const s = loadSettings({
      PORT: "3111",
      HOST: "127.0.0.1",
      DATA_DIR: join(dir, "b"),
      DATABASE_URL: "postgres://u:p@db/app",
      JWT_SECRET: "from-env-secret-from-env-secret-0",
      STATIC_DIR: join(dir, "www"),
    });
    expect(s).toMatchObject({
      port: 3111,
      host: "127.0.0.1",
      databaseUrl: "postgres://u:p@db/app",
      jwtSecret: "from-env-secret-from-env-secret-0",
      staticDir: join(dir, "www"),
    });
    expect(existsSync(join(dir, "b", "jwt-secret"))).toBe(false);
    expect(() => loadSettings({ PORT: "abc", DATA_DIR: join(dir, "b") })).toThrow(/PORT/);
  });

  it("keeps the sandbox off unless SANDBOX=1 (it fails closed)", () => {
    const base = { DATA_DIR: join(dir, "c") };
    expect(loadSettings({ ...base, NODE_ENV: "production" }).sandbox).toBe(false);
    expect(loadSettings({ ...base, NODE_ENV: "production", SANDBOX: "1" }).sandbox).toBe(true);
    expect(loadSettings({ ...base, SANDBOX: "0" }).sandbox).toBe(false);
    expect(loadSettings({ ...base, NODE_ENV: "development" }).sandbox).toBe(false);
    expect(loadSettings(base).sandbox).toBe(false);
    expect(loadSettings({ ...base, SANDBOX: "yes please" }).sandbox).toBe(false);
  });

  it("reads LOG_LEVEL (default info) and METRICS_TOKEN (unset: /metrics closed; else 16+ characters)", () => {
    const base = { DATA_DIR: join(dir, "d") };
    expect(loadSettings(base)).toMatchObject({ logLevel: "info", metricsToken: null });
    expect(loadSettings({ ...base, LOG_LEVEL: " WARN " }).logLevel).toBe("warn");
    expect(() => loadSettings({ ...base, LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
    expect(loadSettings({ ...base, METRICS_TOKEN: "" }).metricsToken).toBeNull();
    expect(loadSettings({ ...base, METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    for (const token of ["short", "0123456789abcde", "0123456789 abcdef"]) {
      expect(() => loadSettings({ ...base, METRICS_TOKEN: token }), token).toThrow(/METRICS_TOKEN/);
    }
    // the refusal never repeats the token
    expect(() => loadSettings({ ...base, METRICS_TOKEN: "leaky" })).not.toThrow(/leaky/);
  });
});

describe("static files", () => {
  // Static serving needs no database: the app is built over a stub that is never queried.
  const unusedDb = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error("no db in this test");
      },
    },
  ) as unknown as Db;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    const www = join(dir, "www");
    mkdirSync(join(www, "assets"), { recursive: true });
    writeFileSync(join(www, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(www, "assets", "main-abc123.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
    writeFileSync(join(www, "favicon.svg"), "<svg/>");
    mkdirSync(join(www, ".vite"), { recursive: true });
    writeFileSync(join(www, ".vite", "manifest.json"), JSON.stringify({ "src/main.tsx": { file: "assets/app.js" } }));
    const shared = `console.log(${JSON.stringify("y".repeat(2000))});`;
    writeFileSync(join(www, "assets", "shared-def456.js"), shared);
    writeFileSync(join(www, "assets", "shared-def456.js.br"), brotliCompressSync(shared));
    app = createApp({
      db: unusedDb,
      dataDir: join(dir, "d"),
      jwtSecret: "s".repeat(64),
      sandbox: true,
      staticDir: www,
      // the access lines (info) are not this test's: warnings and errors still show
      log: { info: () => {}, warn: console.warn, error: console.error },
    });
  });

  it("serves built files with long caching for hashed assets", async () => {
    const res = await app.request("/assets/main-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const icon = await app.request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the build's Brotli copy when the browser accepts it, the file itself otherwise", async () => {
    const res = await app.request("/assets/shared-def456.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("yyyy");
    const plain = await app.request("/assets/shared-def456.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("yyyy");
  });

  it("falls back to index.html for app routes, not for API or missing assets", async () => {
    for (const path of ["/", "/login", "/register/HARIMAU1", "/games/detail/42"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("<title>app</title>");
    }
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
    expect((await app.request("/uploads/nope.png")).status).toBe(404);
    expect((await app.request("/tenant-assets/harimau/nope.svg")).status).toBe(404);
  });

  it("keeps the build's manifest (sources to chunks) to itself", async () => {
    const res = await app.request("/.vite/manifest.json");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("src/main.tsx");
  });
});

describe("the statechart visualiser", () => {
  const unusedDb = {} as Db;
  const flows = join(dir, "flows");
  const www = join(dir, "www-flows");
  beforeAll(() => {
    mkdirSync(join(flows, "assets"), { recursive: true });
    writeFileSync(join(flows, "index.html"), "<!doctype html><title>Statecharts</title>");
    writeFileSync(join(flows, "assets", "index-abc.js"), "console.log('elk')");
    writeFileSync(join(flows, "live-inspection.js"), "export function startLiveInspection() {}");
    mkdirSync(www, { recursive: true });
    writeFileSync(join(www, "index.html"), "<!doctype html><title>app</title>");
  });
  const appWith = (sandbox: boolean) =>
    createApp({
      db: unusedDb,
      dataDir: join(dir, "d"),
      jwtSecret: "s".repeat(64),
      sandbox,
      staticDir: www,
      flowsDir: flows,
      // the access lines (info) are not this test's: warnings and errors still show
      log: { info: () => {}, warn: console.warn, error: console.error },
    });

  it("is served at /flows with its assets when the sandbox is on", async () => {
    const app = appWith(true);
    for (const path of ["/flows", "/flows/"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("<title>Statecharts</title>");
    }
    const asset = await app.request("/flows/assets/index-abc.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain("elk");
    // the app's live-inspection hook (?inspect) comes from here, so only with the sandbox on
    const live = await app.request("/flows/live-inspection.js");
    expect(live.status).toBe(200);
    expect(live.headers.get("content-type")).toContain("javascript");
    expect(await live.text()).toContain("startLiveInspection");
  });

  it("answers 404 when the sandbox is off, never the app shell", async () => {
    const app = appWith(false);
    for (const path of [
      "/flows",
      "/flows/",
      "/flows/assets/index-abc.js",
      "/flows/live-inspection.js",
      "/flows/anything",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("<title>");
    }
  });
});

describe("the app shell with the tenant theme", () => {
  const theme = {
    brand_name: "Lotus & <Jade>",
    logo: "/tenant-assets/lotus/logo.svg",
    themecolor: "#1fc7a0",
    user_card_arrow_left: "/a.svg",
    user_card_arrow_right: "/b.svg",
    restore_icon: "/r.svg",
  };
  const shell = '<meta name="theme-color" content="#0b0d12" />\n<!--tenant-theme: here-->\n<title>&#8203;</title>';

  it("puts title, icons, theme colour and the theme data into the page, escaped", () => {
    const html = withTenantTheme(shell, theme);
    expect(html).toContain("<title>Lotus &amp; &lt;Jade&gt;</title>");
    expect(html).toContain('<meta name="theme-color" content="#1fc7a0" />');
    expect(html).toContain('<link rel="icon" href="/tenant-assets/lotus/logo.svg" />');
    // the theme is a data block (never run, so no CSP hash), `<` escaped so it cannot end the element
    expect(html).toContain('<script type="application/json" id="tenant-theme">{"brand_name":"Lotus & \\u003cJade>"');
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toContain("<Jade>");
  });

  it("leaves the page as built when the tenant is unknown", () => {
    expect(withTenantTheme(shell, null)).toBe(shell);
  });
});
