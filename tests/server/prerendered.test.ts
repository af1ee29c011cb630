/**
 * The first screen as HTML (issue 16): the server picks the prerendered page by path and the language
 * by the player's cookie, then Accept-Language, then en-US; fills in the tenant's theme (escaped) and
 * its colours (by a CSP hash); answers 404 with the not-found page for a path that is no page of the app;
 * and serves the plain app shell for the other pages.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageLanguage, routeMatcher } from "../../server/http/prerendered.ts";
import { withTenantTheme } from "../../server/http/static.ts";
import { locales } from "../../src/lib/locales.ts";
import { prerenderedPages, themePlaceholders } from "../../src/lib/prerender.ts";
import { serverForTheseTests } from "./support/server.ts";

describe("the language of a page", () => {
  it("is the cookie's, then the best of Accept-Language by q-value, then en-US", () => {
    expect(pageLanguage("a=1; player-app-language=ms-MY", "zh-CN")).toBe("ms-MY");
    expect(pageLanguage("player-app-language=klingon", "zh-TW,zh;q=0.9")).toBe("zh-TW");
    expect(pageLanguage(undefined, "fr-FR, en;q=0.5, zh-CN;q=0.8")).toBe("zh-CN");
    expect(pageLanguage(undefined, "zh-Hant-HK")).toBe("zh-TW");
    expect(pageLanguage(undefined, "ms")).toBe("ms-MY");
    expect(pageLanguage(undefined, "fr, de")).toBe("en-US");
    expect(pageLanguage(undefined, "zh-CN;q=0, en")).toBe("en-US");
    expect(pageLanguage(undefined, undefined)).toBe("en-US");
  });

  it("never fails and stays in the four languages, whatever the headers say (fuzz)", () => {
    const alphabet = "abcdefghijklmnopqrstuvwxyz-ZH;q=0.,*= \u0000\u00ff";
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    for (let i = 0; i < 2000; i += 1) {
      const cookie = random() < 0.5 ? `player-app-language=${text(6)}; ${text(20)}` : text(40);
      const locale = pageLanguage(cookie, text(Math.floor(random() * 3000)));
      expect(Object.keys(locales)).toContain(locale);
    }
  });
});

describe("the app's routes", () => {
  const isAppRoute = routeMatcher([
    "/",
    "/home",
    "/games/detail/$gameId",
    "/register/{-$referral_code}",
    "/my_contact/detail/$uid",
  ]);

  it("match their paths, parameters and optional segments, and nothing else", () => {
    for (const path of ["/", "/home", "/home/", "/games/detail/42", "/register", "/register/HARIMAU1"]) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ["/homes", "/games/detail", "/games/detail/42/x", "/register/a/b", "/nope", "/my_contact"]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

const dir = mkdtempSync(join(tmpdir(), "player-api-prerendered-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// a build: the shell (its inline boot script and style) and a prerendered page per page and language
const bootScript = "window.booted = 1";
const shell = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head>
<meta name="theme-color" content="#0b0d12" />
<!--tenant-theme: here--><title>&#8203;</title>
<script>${bootScript}</script></head><body>${body}</body></html>`;
const www = join(dir, "www");
mkdirSync(join(www, "prerendered"), { recursive: true });
writeFileSync(join(www, "index.html"), shell("en-US", '<div id="root"><div class="splash"></div></div>'));
for (const locale of Object.keys(locales)) {
  mkdirSync(join(www, "prerendered", locale), { recursive: true });
  for (const page of Object.keys(prerenderedPages)) {
    const root = `<div id="root" data-prerendered-route="${page}"><img src="${themePlaceholders.logo}" alt=""/><span>${themePlaceholders.brand_name}</span><h1>${page} in ${locale}</h1></div>`;
    writeFileSync(join(www, "prerendered", locale, `${page}.html`), shell(locale, root));
  }
}
writeFileSync(
  join(www, "prerendered", "routes.json"),
  JSON.stringify(["/", "/login", "/register/{-$referral_code}", "/forgotPassword", "/home", "/games/detail/$gameId"]),
);
const server = serverForTheseTests({ staticDir: www });
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("prerendered pages, served", () => {
  it("a signed-out screen in the language asked for, in the tenant's theme, with its colours hashed in the CSP", async () => {
    const res = await fetch(`${server.url}/login`, { headers: { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-language")).toBe("zh-CN");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    expect(res.headers.get("vary")).toMatch(/Accept-Language/);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain("<h1>login in zh-CN</h1>");
    expect(html).toContain("<span>Harimau Play</span>");
    expect(html).toContain('<img src="/tenant-assets/harimau/logo.svg"');
    expect(html).not.toContain("4f1c");
    const colors = "html:root{--accent:#f5b301;--on-accent:#0b0d12}";
    expect(html).toContain(`<style>${colors}</style>`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${sha256(bootScript)};`);
    expect(csp).toContain(`style-src 'self' ${sha256(colors)};`);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("the player's saved choice (cookie) before Accept-Language; en-US when neither speaks ours", async () => {
    const chosen = await fetch(`${server.url}/register`, {
      headers: { Cookie: "player-app-language=ms-MY", "Accept-Language": "zh-TW" },
    });
    expect(await chosen.text()).toContain("<h1>register in ms-MY</h1>");
    const fallback = await fetch(`${server.url}/forgotPassword`, { headers: { "Accept-Language": "fr-FR" } });
    expect(await fallback.text()).toContain("<h1>forgotPassword in en-US</h1>");
  });

  it("not found: 404 with the not-found page; the other pages of the app: the app shell", async () => {
    const missing = await fetch(`${server.url}/no/such/page`, { headers: { "Accept-Language": "zh-TW" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>not-found in zh-TW</h1>");
    for (const path of ["/home", "/games/detail/42", "/register/HARIMAU1", "/"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div class="splash">');
      expect(html, path).toContain('id="tenant-theme"');
    }
  });

  it("the pages are not files anyone can fetch; a form posted before the app ran goes back to its screen", async () => {
    expect((await fetch(`${server.url}/prerendered/en-US/login.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/prerendered/routes.json`)).status).toBe(404);
    const posted = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "username=demo&password=Demo1234",
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/login");
  });

  it("the tenant's values replace every placeholder, escaped", () => {
    const page = Object.values(themePlaceholders).join("|");
    const filled = withTenantTheme(page, {
      brand_name: 'Lotus & <Jade> "VIP"',
      logo: "/tenant-assets/lotus/logo.svg",
      themecolor: "#1fc7a0",
      user_card_arrow_left: "/a.svg",
      user_card_arrow_right: "/b.svg",
      restore_icon: "/r.svg",
    });
    expect(filled).toBe(
      "Lotus &amp; &lt;Jade&gt; &quot;VIP&quot;|/tenant-assets/lotus/logo.svg|#1fc7a0|/a.svg|/b.svg|/r.svg",
    );
  });
});
