/**
 * CORS allowlist (ASVS 5.0 V3.4.2): only the tenants' own hosts (https, or http on loopback) and
 * the exact CORS_ORIGINS get CORS headers; an unknown origin, `null` or a look-alike never does,
 * on a preflight or on an answer, and nothing the request sent is echoed back.
 */
import { describe, expect, it } from "vitest";
import { loadSettings } from "../../server/settings.ts";
import { serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests({ corsOrigins: ["https://app.example-operator.com"] });

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
