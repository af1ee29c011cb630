/**
 * In Chromium (Debian's; CHROMIUM_PATH overrides): the JavaScript a cold /login receives before it can
 * be used, and Lighthouse (mobile, default throttling) on /login signed out and /home signed in as the
 * demo player, each run `runs` times in a fresh browser profile (cold cache every time; /home's cache
 * holds what the login before it loaded, the same each run), reported as the median of each figure, each run's
 * figures kept. Lighthouse gives no input, so every script it sees loaded comes before the first input: the
 * network-requests audit's scripts, counted and summed by transferSize (what came over the wire, headers
 * included), are DESIGN §8's "script requests and JavaScript transferred before first input".
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumPath, chromiumFlags as flags } from "../../tests/support/chromium.ts";
import { freePort } from "./postgres.ts";

export type ReceivedJs = { total: number; files: { url: string; bytes: number }[] };

/** Scripts a cold /login receives until the network is idle and the heading is there (compressed bytes). */
export async function coldLoginJs(base: string): Promise<ReceivedJs> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(request.sizes().then((s) => ({ url: new URL(request.url()).pathname, bytes: s.responseBodySize })));
    });
    await page.goto(`${base}/login`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const files = (await Promise.all(scripts)).sort((a, b) => b.bytes - a.bytes);
    return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await browser.close();
  }
}

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script requests of the load (before any input). */
  scriptRequests: number;
  /** The bytes those scripts took on the wire: compressed bodies plus response headers. */
  jsTransferred: number;
};
export type LighthouseResult = { path: string; runs: LighthouseFigures[]; median: LighthouseFigures };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The fields of a row of Lighthouse's network-requests audit read here. */
type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

async function auditOnce(base: string, path: string, signIn: boolean): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmpdir(), "player-bench-chrome-"));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...flags, `--remote-debugging-port=${port}`],
  });
  try {
    if (signIn) {
      const login = await context.newPage();
      await login.goto(`${base}/login`);
      await login.getByLabel("Username").fill("demo");
      await login.getByLabel("Password", { exact: true }).fill("Demo1234");
      await login.getByRole("button", { name: "Log in" }).click();
      await login.waitForURL("**/home");
      await login.close();
    }
    const result = await lighthouse(
      `${base}${path}`,
      // signed in: keep the session (storage) Lighthouse would otherwise clear; signed out: a fresh profile
      { port, output: "json", logLevel: "error", disableStorageReset: signIn, formFactor: "mobile" },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const scripts = requests.filter((request) => request.resourceType === "Script");
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcpMs: Math.round(value("largest-contentful-paint")),
      fcpMs: Math.round(value("first-contentful-paint")),
      tbtMs: Math.round(value("total-blocking-time")),
      cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
      scriptRequests: scripts.length,
      jsTransferred: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function lighthouseMedian(base: string, path: string, signIn: boolean, runs: number) {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(base, path, signIn));
  const of = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]));
  const medianFigures: LighthouseFigures = {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    lcpMs: of("lcpMs"),
    fcpMs: of("fcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    scriptRequests: of("scriptRequests"),
    jsTransferred: of("jsTransferred"),
  };
  return { path, runs: results, median: medianFigures } satisfies LighthouseResult;
}
