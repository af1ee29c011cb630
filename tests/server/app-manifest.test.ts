/**
 * The installable app, per tenant host: the web app manifest (name, short name, colours, icons) and its icons drawn
 * from the tenant's logo as PNGs of the sizes named; the service worker script served fresh (no-cache) under the CSP
 * that lets it run; and the icon renderer's bounds (a logo that is not a small local SVG is drawn as the placeholder).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Jimp } from "jimp";
import { afterAll, describe, expect, it } from "vitest";
import { createIconRenderer, maxLogoBytes } from "../../server/services/app-icons.ts";
import { type AppManifest, appManifest, shortName } from "../../server/services/app-manifest.ts";
import type { TenantInfo } from "../../server/services/tenants.ts";
import { appBackground } from "../../src/lib/app-colors.ts";
import { directives } from "./support/csp.ts";
import { serverForTheseTests } from "./support/server.ts";

const dir = mkdtempSync(join(tmpdir(), "player-api-install-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// a built app with its service worker beside index.html
const www = join(dir, "www");
mkdirSync(join(www, "assets"), { recursive: true });
writeFileSync(join(www, "index.html"), "<!doctype html><title>&#8203;</title><div id=root></div>");
writeFileSync(join(www, "sw.js"), "self.addEventListener('fetch', () => {})");

const server = serverForTheseTests({ staticDir: www });

const tenants = [
  { host: "localhost", name: "Harimau Play", short: "Harimau Play", color: "#f5b301" },
  { host: "lotus.localhost", name: "Lotus Jade", short: "Lotus Jade", color: "#1fc7a0" },
];

type Got = { status: number; headers: Headers; bytes: Uint8Array; text: () => string; json: <T>() => T };

/**
 * A GET as a browser on the tenant's host sends it: the Host header names the tenant (node:http, since fetch
 * sends the host of the URL whatever it is told).
 */
function get(path: string, host: string, headers: Record<string, string> = {}): Promise<Got> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { ...headers, Host: `${host}:4173` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = new Uint8Array(Buffer.concat(chunks));
        const text = () => Buffer.from(bytes).toString("utf8");
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") answer.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: answer, bytes, text, json: <T>() => JSON.parse(text()) as T });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature, the chunk's length and type). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(Buffer.from(bytes.slice(12, 16)).toString("latin1")).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The colour of a pixel as #rrggbb. */
async function pixel(png: Uint8Array, x: number, y: number): Promise<string> {
  const image = await Jimp.read(Buffer.from(png));
  return `#${(image.getPixelColor(x, y) >>> 8).toString(16).padStart(6, "0")}`;
}

describe("the web app manifest", () => {
  it("names and colours each tenant's app by the host it is asked from", async () => {
    for (const tenant of tenants) {
      const res = await get("/manifest.webmanifest", tenant.host, { "Accept-Language": "ms-MY,ms;q=0.9" });
      expect(res.status, tenant.host).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(res.headers.get("vary")).toContain("Accept-Language");
      const manifest = res.json<AppManifest>();
      expect(manifest).toMatchObject({
        id: "/",
        name: tenant.name,
        short_name: tenant.short,
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: tenant.color,
        background_color: appBackground,
        lang: "ms-MY",
      });
      expect(manifest.icons).toEqual([
        { src: "/app-icon/192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/app-icon/512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/app-icon/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/app-icon/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ]);
    }
  });

  it("answers in English when the browser asks for no language the app speaks", async () => {
    const manifest = (await get("/manifest.webmanifest", "localhost", { "Accept-Language": "fr" })).json<AppManifest>();
    expect(manifest.lang).toBe("en-US");
  });

  it("shortens a long brand name to whole words, else whole characters, of at most 12", () => {
    expect(shortName("Harimau Play")).toBe("Harimau Play");
    expect(shortName("Harimau Play Malaysia")).toBe("Harimau Play");
    expect(shortName("  Lotus   Jade  ")).toBe("Lotus Jade");
    expect(shortName("Supercalifragilistic")).toBe("Supercalifra");
    expect(shortName("金莲娱乐城金莲娱乐城金莲娱乐城")).toBe("金莲娱乐城金莲娱乐城金莲");
    expect([...shortName("🐯🐯🐯🐯🐯🐯🐯🐯🐯🐯🐯🐯🐯🐯")]).toHaveLength(12);
    const theme = {
      brand_name: "A very long brand name indeed",
      logo: "/x.svg",
      themecolor: "#123456",
      user_card_arrow_left: "/a.svg",
      user_card_arrow_right: "/b.svg",
      restore_icon: "/r.svg",
    };
    expect(appManifest(theme, "en-US").short_name).toBe("A very long");
  });
});

describe("the app's icons", () => {
  it("draws each size and kind as a PNG of that size, on the tenant's colour, for a day in the cache", async () => {
    const drawn = new Map<string, Uint8Array>();
    for (const tenant of tenants) {
      for (const name of ["180", "192", "512", "maskable-180", "maskable-192", "maskable-512"]) {
        const res = await get(`/app-icon/${name}.png`, tenant.host);
        expect(res.status, `${tenant.host} ${name}`).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
        const png = res.bytes;
        const size = Number(name.replace("maskable-", ""));
        expect(pngSize(png), `${tenant.host} ${name}`).toEqual({ width: size, height: size });
        // the corner is the tenant's colour (the logo is inside the margin, or the safe zone)
        expect(await pixel(png, 1, 1), `${tenant.host} ${name}`).toBe(tenant.color);
        drawn.set(`${tenant.host} ${name}`, png);
      }
    }
    // each tenant's logo: the icons differ
    expect(Buffer.from(drawn.get("localhost 512") ?? [])).not.toEqual(
      Buffer.from(drawn.get("lotus.localhost 512") ?? []),
    );
    // the maskable icon keeps the logo further in (inside the safe zone): 90 px below the top edge's middle it is
    // still the background, where the other icon already shows the logo
    expect(await pixel(drawn.get("localhost maskable-512") ?? new Uint8Array(), 256, 90)).toBe("#f5b301");
    expect(await pixel(drawn.get("localhost 512") ?? new Uint8Array(), 256, 90)).not.toBe("#f5b301");
  });

  it("answers 404 for any other name", async () => {
    for (const name of [
      "64.png",
      "1024.png",
      "192.jpg",
      "maskable-64.png",
      "any-192.png",
      "192.png.svg",
      "..%2F192.png",
    ]) {
      const res = await get(`/app-icon/${name}`, "localhost");
      expect(res.status, name).toBe(404);
    }
    expect((await get("/app-icon/192.png/x", "localhost")).status).toBe(404);
    expect((await get("/app-icon/", "localhost")).status).toBe(404);
  });
});

describe("the icon renderer's bounds", () => {
  const tenant = (logo: string): TenantInfo => ({
    id: "bounds",
    brandName: "Bounds",
    hosts: [],
    theme: {
      brand_name: "Bounds",
      logo,
      themecolor: "#336699",
      user_card_arrow_left: "/a.svg",
      user_card_arrow_right: "/b.svg",
      restore_icon: "/r.svg",
    },
  });
  const logo = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const square = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;

  it("draws a local SVG logo, and the placeholder for one that is remote, missing, too big, unreadable or embeds a picture", async () => {
    // a fresh renderer per case: the cache keys on the tenant's logo URL, which is the same here
    const draw = (file: string | null, url = "/tenant-assets/bounds/logo.svg") =>
      createIconRenderer().render(tenant(url), file, 192, "any");
    const red = await draw(logo("red.svg", square("#ff0000")));
    expect(await pixel(red, 96, 96)).toBe("#ff0000");
    const placeholder = await draw(null, "https://cdn.example/logo.svg");
    expect(await pixel(placeholder, 96, 96)).not.toBe("#ff0000");
    const cases = {
      missing: join(dir, "no-such-logo.svg"),
      "too big": logo("big.svg", square("#ff0000").replace("</svg>", `<!--${"x".repeat(maxLogoBytes)}--></svg>`)),
      unreadable: logo("broken.svg", "<svg><rect"),
      "a picture": logo(
        "picture.svg",
        square("#ff0000").replace("</svg>", '<image href="data:image/png;base64,AAAA" width="10" height="10"/></svg>'),
      ),
    };
    for (const [label, file] of Object.entries(cases)) {
      expect(Buffer.from(await draw(file)), label).toEqual(Buffer.from(placeholder));
    }
  });

  it("loads nothing a logo points at (no file, no URL): only what is in the SVG is drawn", async () => {
    const file = logo(
      "external.svg",
      square("#00ff00").replace(
        "</svg>",
        '<use href="/etc/passwd#x"/><use href="https://example.com/p.svg#p"/><rect width="2" height="2" fill="url(https://example.com/p.svg#p)"/><style>@import url(https://example.com/s.css);</style></svg>',
      ),
    );
    const png = await createIconRenderer().render(tenant("/tenant-assets/bounds/logo.svg"), file, 180, "any");
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
    expect(await pixel(png, 90, 90)).toBe("#00ff00");
  });

  it("keeps an icon it drew: the same request is not drawn again", async () => {
    const renderer = createIconRenderer();
    const file = logo("kept.svg", square("#ff0000"));
    const first = await renderer.render(tenant("/tenant-assets/bounds/kept.svg"), file, 512, "maskable");
    writeFileSync(file, square("#0000ff"));
    expect(await renderer.render(tenant("/tenant-assets/bounds/kept.svg"), file, 512, "maskable")).toBe(first);
  });
});

describe("the service worker script", () => {
  it("is served fresh (no-cache), as JavaScript, under a CSP that lets it fetch this origin only", async () => {
    const res = await get("/sw.js", "localhost");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(res.text()).toContain("addEventListener");
  });

  it("answers 404, not the app shell, for a worker script the build does not have", async () => {
    for (const path of ["/workbox-abc123.js", "/workbox-window.prod.es5.js"]) {
      const res = await get(path, "localhost");
      expect(res.status, path).toBe(404);
      expect(res.text()).not.toContain("<title>");
    }
  });
});
