/**
 * Closed by default (ASVS 5.0 V3.4): every kind of response carries the security headers — API
 * answers and errors, 404s, a 500, static files, the app shell and its SPA fallback, uploads,
 * tenant assets, sandbox pages and the visualiser — with a CSP whose script-src and style-src allow
 * no inline code but the hashed blocks of the page served, and HSTS only over https.
 * The one exception: the built app's scripts and stylesheets (its manifest's chunks and their CSS), which a
 * browser never treats as a document, carry nosniff and their long-lived caching only (issue 32); a worker's
 * script, any other file and a missing asset keep every header.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Db } from "../../server/db/open.ts";
import { directives } from "./support/csp.ts";
import { loginAs, serverForTheseTests } from "./support/server.ts";

const dir = mkdtempSync(join(tmpdir(), "player-api-headers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A built app with an inline boot script and style, like index.html after `vite build`.
const bootScript = 'document.documentElement.dataset.boot = "1"';
const splashStyle = "body{margin:0}";
const www = join(dir, "www");
const flows = join(dir, "flows");
mkdirSync(join(www, "assets"), { recursive: true });
writeFileSync(
  join(www, "index.html"),
  `<!doctype html><html><head><meta name="theme-color" content="#0b0d12" />
<!--tenant-theme: here--><title>&#8203;</title>
<script>${bootScript}</script><style>${splashStyle}</style>
<script type="module" crossorigin src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`,
);
writeFileSync(join(www, "assets", "app-abc.js"), "console.log(1)");
writeFileSync(join(www, "assets", "app-abc.css"), "body{margin:0}");
writeFileSync(join(www, "assets", "answer.worker-abc.js"), "onmessage = () => {}");
// what `vite build` writes beside them: the chunk, its CSS, and the worker as an asset
mkdirSync(join(www, ".vite"), { recursive: true });
writeFileSync(
  join(www, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": {
      file: "assets/app-abc.js",
      isEntry: true,
      css: ["assets/app-abc.css"],
      assets: ["assets/answer.worker-abc.js"],
    },
  }),
);
writeFileSync(join(www, "placeholder.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
mkdirSync(join(flows, "assets"), { recursive: true });
writeFileSync(join(flows, "index.html"), "<!doctype html><title>Statecharts</title>");
writeFileSync(join(flows, "assets", "index-abc.js"), "console.log('elk')");

const server = serverForTheseTests({ staticDir: www, flowsDir: flows });

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The headers every response must carry, and a strict CSP. */
function expectSecurityHeaders(
  label: string,
  headers: Headers,
  inline: { scripts?: string[]; styles?: string[]; frameSrc?: string[] } = {},
) {
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
    expect(permissions, label).toContain(feature);
  }
  expect(headers.get("strict-transport-security"), `${label} (http: no HSTS)`).toBeNull();

  const csp = headers.get("content-security-policy");
  expect(csp, label).not.toContain("unsafe-inline");
  expect(csp, label).not.toContain("unsafe-eval");
  const d = directives(csp);
  expect(d.get("default-src"), label).toEqual(["'self'"]);
  expect(d.get("script-src"), label).toEqual(["'self'", ...(inline.scripts ?? [])]);
  expect(d.get("style-src"), label).toEqual(["'self'", ...(inline.styles ?? [])]);
  expect(d.get("img-src"), label).toEqual(["'self'", "data:", "blob:"]);
  expect(d.get("connect-src"), label).toEqual(["'self'"]);
  // the test server runs with the sandbox: the app may frame the demo game provider on its own origin
  expect(d.get("frame-src"), label).toEqual(inline.frameSrc ?? ["'self'"]);
  expect(d.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(d.get("base-uri"), label).toEqual(["'none'"]);
  expect(d.get("form-action"), label).toEqual(["'self'"]);
  expect(d.get("object-src"), label).toEqual(["'none'"]);
}

describe("security headers on every kind of response", () => {
  it("API answers, API errors and 404s", async () => {
    const cases: [string, string, number, Record<string, string>?, string?][] = [
      ["GET", "/api/tenant/config/theme-data/mobile", 200],
      ["POST", "/api/player/user/login", 400, { "content-type": "application/json" }, "{"],
      ["GET", "/api/player/user/getUser", 401],
      ["GET", "/api/player/nothing-here", 404],
      ["POST", "/uploads/x", 404],
      ["GET", "/api/sandbox/nothing-here", 404],
      [
        "OPTIONS",
        "/api/player/user/login",
        204,
        { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
      ],
    ];
    for (const [method, path, status, headers, body] of cases) {
      const res = await fetch(`${server.url}${path}`, { method, headers, body });
      expect(res.status, `${method} ${path}`).toBe(status);
      expectSecurityHeaders(`${method} ${path}`, res.headers);
    }
  });

  it("the app shell (/, /index.html and the SPA fallback) with the hashes of its own inline blocks only", async () => {
    for (const path of ["/", "/index.html", "/login", "/home", "/games/detail/42"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // the tenant's theme is in the page as data, which needs no hash; its colours are a style, by its hash
      expect(html, path).toContain('<script type="application/json" id="tenant-theme">{"brand_name":"Harimau Play"');
      const colors = "html:root{--accent:#f5b301;--on-accent:#0b0d12}";
      expect(html, path).toContain(`<style>${colors}</style>`);
      expectSecurityHeaders(path, res.headers, {
        scripts: [sha256(bootScript)],
        styles: [sha256(splashStyle), sha256(colors)],
      });
    }
  });

  it("the app's scripts and stylesheets: nosniff and immutable caching, none of a document's headers", async () => {
    for (const [path, type] of [
      ["/assets/app-abc.js", "text/javascript"],
      ["/assets/app-abc.css", "text/css"],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain(type);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "strict-transport-security",
        // immutable: never revalidated
        "last-modified",
      ]) {
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
      }
      // a few hundred bytes of headers, not a kilobyte (the CSP alone is about 300)
      const bytes = [...res.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
      expect(bytes, path).toBeLessThan(300);
    }
  });

  it("static files, a worker's script, missing assets, uploads and tenant assets", async () => {
    for (const [path, status] of [
      // a worker runs under the CSP of its own script
      ["/assets/answer.worker-abc.js", 200],
      ["/placeholder.svg", 200],
      ["/assets/missing-123.js", 404],
      ["/tenant-assets/harimau/logo.svg", 200],
      ["/tenant-assets/harimau/nope.svg", 404],
      ["/uploads/nope.png", 404],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(path, res.headers);
    }
    const demo = await loginAs(server, "demo", "Demo1234");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const form = new FormData();
    form.append("avatar", new Blob([png], { type: "image/png" }), "me.png");
    const upload = await fetch(`${server.url}/api/player/user/updateAvatar/${demo._id}`, {
      method: "PATCH",
      headers: { "X-Cookie": demo.jwtToken },
      body: form,
    });
    expect(upload.status).toBe(200);
    expectSecurityHeaders("updateAvatar", upload.headers);
    const avatar = ((await upload.json()) as { avatar: string }).avatar;
    const served = await fetch(`${server.url}${avatar}`);
    expect(served.status).toBe(200);
    expectSecurityHeaders(avatar, served.headers);
  });

  it("sandbox pages allow their one inline style by hash, and no script", async () => {
    for (const [path, status] of [
      ["/sandbox/operator", 200],
      ["/sandbox/gateway/00000000-0000-4000-8000-000000000000", 404],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(status);
      const html = await res.text();
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(style.length, path).toBeGreaterThan(100);
      expect(html, path).not.toContain("<script");
      expectSecurityHeaders(path, res.headers, { styles: [sha256(style)] });
    }
  });

  it("the visualiser at /flows and its assets", async () => {
    for (const path of ["/flows", "/flows/", "/flows/assets/index-abc.js", "/flows/assets/missing.js"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(path.includes("missing") ? 404 : 200);
      expectSecurityHeaders(path, res.headers);
    }
  });
});

describe("without a database or over https", () => {
  // Every query of this app fails: the answer is a 500, which must carry the headers too.
  const failingDb = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error("database down");
      },
    },
  ) as unknown as Db;
  const errors: unknown[] = [];
  const app = createApp({
    db: failingDb,
    dataDir: join(dir, "d"),
    jwtSecret: "s".repeat(64),
    sandbox: false,
    staticDir: www,
    log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
  });

  it("a 500 carries them, and no stack trace", async () => {
    const res = await app.request("/api/tenant/config/theme-data/mobile");
    expect(res.status).toBe(500);
    expect(await res.json()).toBe("Oops, something went wrong");
    expectSecurityHeaders("500", res.headers, { frameSrc: ["'none'"] });
    expect(errors).toHaveLength(1);
  });

  it("Strict-Transport-Security only when the request came over https (on the app's scripts too)", async () => {
    for (const path of ["/assets/app-abc.js", "/placeholder.svg"]) {
      const secure = await app.request(`https://player.example.com${path}`);
      expect(secure.status, path).toBe(200);
      expect(secure.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      const plain = await app.request(`http://player.example.com${path}`);
      expect(plain.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("connect-src names the API's origin when the app was built to call another one (VITE_API_URL)", async () => {
    const split = createApp({
      db: failingDb,
      dataDir: join(dir, "d"),
      jwtSecret: "s".repeat(64),
      sandbox: false,
      staticDir: www,
      apiOrigin: "https://api.example-operator.com",
      // the access lines (info) are not this test's: warnings and errors still show
      log: { info: () => {}, warn: console.warn, error: console.error },
    });
    const res = await split.request("/placeholder.svg");
    expect(directives(res.headers.get("content-security-policy")).get("connect-src")).toEqual([
      "'self'",
      "https://api.example-operator.com",
    ]);
  });
});
