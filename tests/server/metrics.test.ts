/**
 * GET /metrics (Prometheus): closed (404) without METRICS_TOKEN; with it, 401 without the bearer or with a
 * wrong one; with it, the request counters and the latency histogram per method, route PATTERN and status
 * (never a raw path or a query), errors counted, /metrics not counting itself, the database pool's gauge
 * when the app is given poolStats, the open event streams going 1 then 0, and the scheduled job's runs
 * counted ok and failed. Two apps on one seeded database: one without a token, one with (and a pool).
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp, createContext } from "../../server/app.ts";
import type { Ctx } from "../../server/context.ts";
import { type OpenedDb, openDatabase } from "../../server/db/open.ts";
import { createLocalEventBus } from "../../server/services/events.ts";
import { startVipSchedule, VIP_JOB } from "../../server/services/vip.ts";
import { loadSettings } from "../../server/settings.ts";
import { connect } from "./support/event-stream.ts";
import {
  type Caller,
  httpCaller,
  listenLocally,
  loginAs,
  removeDataDir,
  startTestServer,
  stopListening,
} from "./support/server.ts";

const TOKEN = "metrics-test-token-7f3a9c21";
const pool = { total: 7, idle: 4, waiting: 2 };

type Running = { url: string; ctx: Ctx; api: Caller };

let dataDir = "";
let opened: OpenedDb;
const listening: ServerType[] = [];
const errors: unknown[][] = [];
let closed: Running;
let open: Running;

/** An app on the shared database, served on a free port of 127.0.0.1 (heartbeats never tick: none is awaited). */
async function serve(extra: { metricsToken?: string; poolStats?: () => typeof pool | null }): Promise<Running> {
  const settings = loadSettings({}, { dataDir, databaseUrl: null });
  const deps = {
    db: opened.db,
    events: createLocalEventBus(),
    dataDir,
    jwtSecret: settings.jwtSecret,
    sandbox: true,
    dataVersion: opened.dataVersion,
    log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
    eventStream: { every: () => () => {} },
    ...extra,
  };
  const ctx = createContext(deps);
  const app = createApp(deps, ctx);
  // a route that fails, for the error counter (after the app's own: nothing else matches its path)
  app.get("/test/fails", () => {
    throw new Error("planted failure");
  });
  const { server, url } = await listenLocally(app);
  listening.push(server);
  return { url, ctx, api: httpCaller(url) };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "player-api-metrics-"));
  // the seeded copy every test server starts from (or a PostgreSQL database with TEST_DATABASE_URL), opened here
  await (await startTestServer({ dataDir })).close();
  const settings = loadSettings({}, { dataDir });
  const urlFile = join(dataDir, "database-url");
  opened = await openDatabase({
    databaseUrl: existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null,
    pgliteDir: join(settings.dataDir, "pglite"),
  });
  closed = await serve({});
  open = await serve({ metricsToken: TOKEN, poolStats: () => pool });
}, 60_000);

afterAll(async () => {
  await Promise.all(listening.map(stopListening));
  await opened?.close();
  if (dataDir) await removeDataDir(dataDir);
});

const scrape = async (token: string | null = TOKEN) => {
  const res = await fetch(`${open.url}/metrics`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
};

/** The value of one sample line (`name{labels} value`), or null when the registry has no such sample. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").split(",").filter(Boolean);
    if (wanted.length === have.length && wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return null;
}

describe("GET /metrics is closed by default", () => {
  it("answers 404 without METRICS_TOKEN, with or without a bearer", async () => {
    for (const headers of [{}, { Authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await closed.api.call("GET", "/metrics", { headers });
      expect(res).toMatchObject({ status: 404, body: "Not found" });
    }
  });

  it("answers 401 without the token, with a wrong one, or with it but not as a bearer", async () => {
    for (const authorization of [null, "Bearer wrong-token-0000000000", `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await open.api.call(
        "GET",
        "/metrics",
        authorization ? { headers: { Authorization: authorization } } : {},
      );
      expect(res, String(authorization)).toMatchObject({ status: 401, body: "Unauthorized" });
    }
  });
});

describe("GET /metrics with the token", () => {
  it("counts requests by method, route pattern and status, with their latency, never a raw path or query", async () => {
    const demo = await loginAs(open.api, "demo", "Demo1234");
    for (const code of ["DRG", "LCK"]) {
      const res = await open.api.call("GET", `/api/player/games/getGameAccount/${code}?secret=abc123`, {
        token: demo.jwtToken,
      });
      expect(res.status).toBe(200);
    }
    expect((await open.api.call("GET", "/api/player/user/getUser")).status).toBe(401);
    expect((await open.api.call("GET", "/no/such/page?token=xyz")).status).toBe(404);
    expect((await open.api.call("GET", "/test/fails")).status).toBe(500);
    expect(errors.splice(0)).toHaveLength(1);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const account = { method: "GET", route: "/api/player/games/getGameAccount/:code" };
    expect(sample(text, "http_requests_total", { ...account, status: "200" })).toBe(2);
    expect(sample(text, "http_request_duration_seconds_count", account)).toBe(2);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...account, le: "10" })).toBe(2);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...account, le: "0.001" })).not.toBeNull();
    expect(sample(text, "http_request_duration_seconds_sum", account)).toBeGreaterThan(0);
    expect(
      sample(text, "http_requests_total", { method: "POST", route: "/api/player/user/login", status: "200" }),
    ).toBe(1);
    expect(
      sample(text, "http_requests_total", { method: "GET", route: "/api/player/user/getUser", status: "401" }),
    ).toBe(1);
    expect(sample(text, "http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(1);
    // 5xx: counted as errors too; a 4xx is not an error of the server
    expect(sample(text, "http_requests_total", { method: "GET", route: "/test/fails", status: "500" })).toBe(1);
    expect(sample(text, "http_request_errors_total", { method: "GET", route: "/test/fails" })).toBe(1);
    expect(sample(text, "http_request_errors_total", { method: "GET", route: "/api/player/user/getUser" })).toBeNull();
    // labels are patterns: no code, no query, no raw path; and scrapes do not count themselves
    for (const leak of ["DRG", "LCK", "abc123", "xyz", "/no/such/page", 'route="/metrics"']) {
      expect(text).not.toContain(leak);
    }
    // Node's own metrics, in this app's registry
    expect(sample(text, "process_cpu_user_seconds_total")).not.toBeNull();
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("tells the database pool's connections when the app is given poolStats, and none without", async () => {
    const { text } = await scrape();
    expect(sample(text, "db_pool_connections", { state: "total" })).toBe(7);
    expect(sample(text, "db_pool_connections", { state: "idle" })).toBe(4);
    expect(sample(text, "db_pool_connections", { state: "waiting" })).toBe(2);
    // read at each scrape
    pool.waiting = 0;
    expect(sample((await scrape()).text, "db_pool_connections", { state: "waiting" })).toBe(0);
    // an app without a pool (PGlite) has the gauge with no sample
    const withoutPool = await closed.ctx.metrics.registry.metrics();
    expect(withoutPool).toContain("# TYPE db_pool_connections gauge");
    expect(sample(withoutPool, "db_pool_connections", { state: "total" })).toBeNull();
  });

  it("counts the event streams open: 1 while one is, 0 once it ended", async () => {
    const demo = await loginAs(open.api, "demo", "Demo1234");
    expect(sample((await scrape()).text, "event_streams_open")).toBe(0);
    const stream = await connect(open, demo.jwtToken);
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === "ready");
    expect(sample((await scrape()).text, "event_streams_open")).toBe(1);
    stream.close();
    await vi.waitFor(async () => expect(sample((await scrape()).text, "event_streams_open")).toBe(0), {
      timeout: 5_000,
      interval: 25,
    });
  });

  it("counts the scheduled job's ticks, ok and failed", async () => {
    expect(sample((await scrape()).text, "jobs_runs_total", { job: VIP_JOB, outcome: "ok" })).toBeNull();
    // the schedule ticks at once, then hourly (never within this test)
    const stop = startVipSchedule(open.ctx, 3_600_000);
    try {
      await vi.waitFor(
        async () => expect(sample((await scrape()).text, "jobs_runs_total", { job: VIP_JOB, outcome: "ok" })).toBe(1),
        { timeout: 10_000, interval: 25 },
      );
    } finally {
      stop();
    }
    // a tick whose database fails: counted as failed, and logged
    const failures: unknown[][] = [];
    const broken = new Proxy(
      {},
      {
        get: () => {
          throw new Error("database unreachable");
        },
      },
    ) as Ctx["db"];
    const stopBroken = startVipSchedule(
      { ...open.ctx, db: broken, log: { ...open.ctx.log, error: (...args: unknown[]) => failures.push(args) } },
      3_600_000,
    );
    try {
      await vi.waitFor(
        async () =>
          expect(sample((await scrape()).text, "jobs_runs_total", { job: VIP_JOB, outcome: "failed" })).toBe(1),
        { timeout: 10_000, interval: 25 },
      );
    } finally {
      stopBroken();
    }
    expect(failures).toHaveLength(1);
    expect(sample((await scrape()).text, "jobs_runs_total", { job: VIP_JOB, outcome: "ok" })).toBe(1);
  });

  it("left no unexpected server error", () => {
    expect(errors).toEqual([]);
  });
});
