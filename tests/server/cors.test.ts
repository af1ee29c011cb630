/**
 * CORS allowlist (ASVS 5.0 V3.4.2): only the tenants' own hosts (https, or http on loopback) and
 * the exact CORS_ORIGINS get CORS headers; an unknown origin, `null` or a look-alike never does,
 * on a preflight or on an answer, and nothing the request sent is echoed back.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../server/settings.ts";
import { serverForTheseTests } from "./support/server.ts";

// a built app to serve (its shell varies on the language too)
const www = mkdtempSync(join(tmpdir(), "cors-www-"));
mkdirSync(join(www, "assets"));
writeFileSync(join(www, "index.html"), "<!doctype html><html><head></head><body></body></html>");
writeFileSync(join(www, "assets", "app.js"), "export {};");
afterAll(() => rmSync(www, { recursive: true, force: true }));

const server = serverForTheseTests({ corsOrigins: ["https://app.example-operator.com"], staticDir: www });

/** The Vary header's names, lower case, in order (repeated lines joined). */
const varyOf = (res: Response) =>
  (res.headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

async function preflight(origin: string) {
  return fetch(`${server.url}/api/player/user/login`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "x-cookie,current_domain,content-type",
    },
  });
}

async function answer(origin: string) {
  return fetch(`${server.url}/api/tenant/config/theme-data/mobile`, { headers: { Origin: origin } });
}

describe("CORS allowlist", () => {
  it("allows the tenants' hosts (https any port, http on loopback) and CORS_ORIGINS, with credentials", async () => {
    for (const origin of [
      "http://localhost:5173",
      "http://127.0.0.1:3000",
      "http://lotus.localhost:8080",
      "https://localhost",
      "https://lotus.localhost:8443",
      "https://app.example-operator.com",
    ]) {
      const pre = await preflight(origin);
      expect(pre.status, origin).toBe(204);
      expect(pre.headers.get("access-control-allow-origin"), origin).toBe(origin);
      expect(pre.headers.get("access-control-allow-credentials"), origin).toBe("true");
      expect(pre.headers.get("access-control-allow-methods"), origin).toContain("PATCH");
      const res = await answer(origin);
      expect(res.status, origin).toBe(200);
      expect(res.headers.get("access-control-allow-origin"), origin).toBe(origin);
      expect(res.headers.get("vary"), origin).toContain("Origin");
    }
  });

  it("never echoes an unknown origin, null, or a look-alike of an allowed one", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://lotus.localhost.evil.example",
      "https://localhost.evil.example",
      "http://evil-localhost:5173",
      "https://app.example-operator.com.evil.example",
      "http://app.example-operator.com", // CORS_ORIGINS is exact: not the http one
      "https://app.example-operator.com:8443",
      "https://APP.example-operator.com",
      "https://localhost/",
      "https://user@localhost",
      "file://",
      "chrome-extension://abcdef",
      "*",
    ]) {
      const pre = await preflight(origin);
      expect(pre.status, origin).toBeGreaterThanOrEqual(400);
      expect(pre.status, origin).toBeLessThan(500);
      for (const res of [pre, await answer(origin)]) {
        expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
        expect(res.headers.get("access-control-allow-credentials"), origin).toBeNull();
        expect(res.headers.get("access-control-allow-methods"), origin).toBeNull();
      }
    }
  });

  it("names Origin in Vary exactly once on every answer, beside the answer's own names", async () => {
    for (const origin of ["http://localhost:5173", "https://app.example-operator.com", "https://evil.example", null]) {
      const headers: Record<string, string> = origin ? { Origin: origin } : {};
      const answers = {
        api: await fetch(`${server.url}/api/tenant/config/theme-data/mobile`, { headers }),
        error: await fetch(`${server.url}/api/player/nope`, { headers }),
        shell: await fetch(`${server.url}/`, { headers }),
        file: await fetch(`${server.url}/assets/app.js`, { headers }),
        preflight: origin ? await preflight(origin) : null,
      };
      for (const [kind, res] of Object.entries(answers)) {
        if (!res) continue;
        const vary = varyOf(res);
        expect(
          vary.filter((name) => name === "origin"),
          `${kind} ${origin}: ${vary}`,
        ).toHaveLength(1);
        expect(new Set(vary).size, `${kind} ${origin}: ${vary}`).toBe(vary.length);
      }
      expect(answers.shell.status).toBe(200);
      expect(varyOf(answers.shell)).toEqual(expect.arrayContaining(["origin", "cookie", "accept-language"]));
    }
  });

  it("CORS_ORIGINS takes exact origins only, and refuses to start otherwise", () => {
    const base = { DATA_DIR: server.dataDir };
    expect(
      loadSettings({ ...base, CORS_ORIGINS: " https://a.example.com , http://b.example.com:8080 " }).corsOrigins,
    ).toEqual(["https://a.example.com", "http://b.example.com:8080"]);
    expect(loadSettings(base).corsOrigins).toEqual([]);
    for (const bad of [
      "*",
      "null",
      "https://a.example.com/",
      "a.example.com",
      "https://a.example.com/app",
      "ftp://a.example.com",
    ]) {
      expect(() => loadSettings({ ...base, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
