/**
 * `npm run bench`: measures the budgets of DESIGN.md §8 against the built app
 * and the reference API on loopback, and prints the figures.
 *   1. JavaScript a cold /login loads (gzip bytes on the wire), in Chromium.
 *   2. Lighthouse (mobile, default throttling) on /login and on /home signed in.
 *   3. API reads: max requests/s (theme-data, getUser) and p99 at a steady 200 requests/s.
 * Needs `npm run build` first and Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 * Every load is bounded in time and sent only to 127.0.0.1.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import lighthouse from "lighthouse";
import { startServer } from "../server/main.ts";
import { chromiumPath, chromiumFlags as flags } from "../tests/support/chromium.ts";

if (!existsSync("dist/index.html")) {
  console.error("bench: run `npm run build` first");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "player-bench-"));
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  dataDir,
  sandbox: true,
  staticDir: "dist",
  announce: false,
});
const base = `http://localhost:${server.port}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const results: string[] = [];

try {
  // 1. JavaScript of a cold /login
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(`${base}/login`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  const loginJs = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  results.push(
    `/login cold JavaScript: ${kb(loginJs)} as received (compressed) in ${scripts.length} files (CI gate 165 KB gzip in scripts/check-budget.ts, target 120 KB)`,
  );
  await browser.close();

  // 2. Lighthouse on /login and on /home (signed in through the real login form)
  const profile = mkdtempSync(join(tmpdir(), "player-bench-chrome-"));
  const debugPort = 9300 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...flags, `--remote-debugging-port=${debugPort}`],
  });
  const audit = async (path: string) => {
    const result = await lighthouse(
      `${base}${path}`,
      { port: debugPort, output: "json", logLevel: "error", disableStorageReset: true, formFactor: "mobile" },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    results.push(
      `Lighthouse ${path}: performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
        `best practices ${score("best-practices")}; LCP ${metric("largest-contentful-paint")}, ` +
        `TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    );
  };
  await audit("/login");
  const login = await context.newPage();
  await login.goto(`${base}/login`);
  await login.getByLabel("Username").fill("demo");
  await login.getByLabel("Password", { exact: true }).fill("Demo1234");
  await login.getByRole("button", { name: "Log in" }).click();
  await login.waitForURL("**/home");
  await login.close();
  await audit("/home");
  await context.close();
  rmSync(profile, { recursive: true, force: true });

  // 3. API reads on loopback
  const session = (await (
    await fetch(`${base}/api/player/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "ahmad88", password: "Demo1234" }),
    })
  ).json()) as { jwtToken: string };
  const load = (path: string, options: Partial<autocannon.Options>) =>
    autocannon({
      url: `http://127.0.0.1:${server.port}${path}`,
      headers: { "X-Cookie": session.jwtToken, current_domain: `${base}/home` },
      duration: 10,
      ...options,
    });
  for (const path of ["/api/tenant/config/theme-data/mobile", "/api/player/user/getUser"]) {
    const max = await load(path, { connections: 50 });
    const steady = await load(path, { connections: 20, overallRate: 200 });
    const errors = max.non2xx + max.errors + steady.non2xx + steady.errors;
    results.push(
      `API ${path}: ${Math.round(max.requests.average)} requests/s at 50 connections (p99 ${max.latency.p99} ms); ` +
        `at 200 requests/s p99 ${steady.latency.p99} ms; non-2xx or errors: ${errors}`,
    );
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nbench (${new Date().toISOString()})`);
for (const line of results) console.log(`- ${line}`);
