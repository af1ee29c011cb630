import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Db } from "../../server/db/open.ts";
import { pathResultsMaxBytes } from "../../server/http/static.ts";
import { loadSettings } from "../../server/settings.ts";

/**
 * GET /flows/path-results.json: the path tests' last results for the visualiser's Paths mode, read-only from one
 * fixed file, only in sandbox mode (like /flows), never cached, and nothing else reachable through it.
 */
const dir = mkdtempSync(join(tmpdir(), "player-api-path-results-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appWith = (sandbox: boolean, pathResultsFile: string) =>
  createApp({
    db: {} as Db,
    dataDir: join(dir, "d"),
    jwtSecret: "s".repeat(64),
    sandbox,
    staticDir: join(dir, "no-app"),
    flowsDir: join(dir, "no-flows"),
    pathResultsFile,
    log: { info: () => {}, warn: console.warn, error: console.error },
  });

const results = {
  "withdraw: review (valid amount) ⇒ confirming": {
    vitest: { status: "pass", at: "2026-11-28T09:00:00.000Z" },
    ui: { status: "fail", at: "2026-11-28T09:05:00.000Z" },
  },
};

describe("GET /flows/path-results.json", () => {
  const file = join(dir, "path-results.json");

  it("answers {} before any test run, never cached", async () => {
    const res = await appWith(true, join(dir, "missing.json")).request("/flows/path-results.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({});
  });

  it("serves the file the test runs wrote, as it is", async () => {
    writeFileSync(file, JSON.stringify(results));
    const res = await appWith(true, file).request("/flows/path-results.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toEqual(results);
  });

  it("answers 404 when the sandbox is off, even with the file there", async () => {
    writeFileSync(file, JSON.stringify(results));
    const res = await appWith(false, file).request("/flows/path-results.json");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("withdraw");
  });

  it("answers 404 for a file too large, not JSON, or not a file", async () => {
    const large = join(dir, "large.json");
    writeFileSync(large, `{"x":"${"a".repeat(pathResultsMaxBytes)}"}`);
    expect((await appWith(true, large).request("/flows/path-results.json")).status).toBe(404);
    const broken = join(dir, "broken.json");
    writeFileSync(broken, '{"withdraw: ⇒ editing": {"vitest": ');
    expect((await appWith(true, broken).request("/flows/path-results.json")).status).toBe(404);
    const folder = join(dir, "a-folder.json");
    mkdirSync(folder, { recursive: true });
    expect((await appWith(true, folder).request("/flows/path-results.json")).status).toBe(404);
  });

  it("takes no parameter: other paths, queries and methods reach nothing else", async () => {
    writeFileSync(file, JSON.stringify(results));
    const app = appWith(true, file);
    for (const path of [
      "/flows/path-results.json/",
      "/flows/path-results.json/../../etc/passwd",
      "/flows/%2e%2e/path-results.json",
      "/flows/path-results.json%00.txt",
      "/flows/path-results.jsonx",
      "/flows/PATH-RESULTS.JSON",
      "/flows/results/../path-results.json/x",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("withdraw");
    }
    // a query changes nothing: the same one file
    const queried = await app.request("/flows/path-results.json?file=/etc/passwd&name=../../x");
    expect(await queried.json()).toEqual(results);
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await app.request("/flows/path-results.json", { method, body: "{}" });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
  });

  it("is test-results/path-results.json unless PATH_RESULTS_FILE says otherwise", () => {
    const env = { JWT_SECRET: "s".repeat(64) };
    expect(loadSettings(env).pathResultsFile).toBe(join(process.cwd(), "test-results", "path-results.json"));
    expect(loadSettings({ ...env, PATH_RESULTS_FILE: join(dir, "r.json") }).pathResultsFile).toBe(join(dir, "r.json"));
  });
});
