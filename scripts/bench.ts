/**
 * `npm run bench`: the built app's sizes, Lighthouse and the API's throughput, printed as Markdown and
 * written to bench-results/bench.md and bench-results/bench.json (all figures).
 *   1. Sizes from the build's manifest (scripts/build-manifest.ts): the first screen and /home, JS and
 *      CSS in gzip and Brotli, the largest lazy chunk; in Chromium, the JavaScript a cold /login receives.
 *   2. Lighthouse mobile, the median of three runs each of /login (signed out) and /home (signed in).
 *   3. The API (scripts/bench/api.ts) on embedded PGlite with one instance, then, when Debian's PostgreSQL
 *      is installed, on a temporary PostgreSQL cluster with one and with two instances, each call beside
 *      the same SQL straight on the driver (scripts/bench/driver.ts); the targets, PASS or FAIL.
 *   4. On PostgreSQL, the capacity model's other calls (scripts/bench/calls.ts, as a crowd of players:
 *      scripts/bench/crowd.ts); from the one-instance target's CPU ms per request, requests/s per core and
 *      the API instances and PostgreSQL cores 10k, 100k and 1M daily players need (scripts/bench/capacity.ts).
 *      After the two-instance load, its correctness (scripts/bench/correctness.ts): the ledger, no move lost
 *      or doubled, one idempotency key sent to both instances at once applied once.
 * Needs `npm run build` first and Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 * Settings: BENCH_SECONDS (each load, default 3), BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_SKIP_BROWSER=1,
 * BENCH_SKIP_POSTGRES=1. Every load is sent only to 127.0.0.1; everything started is stopped and removed.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, platform, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Db } from "../server/db/open.ts";
import { openDatabase } from "../server/db/open.ts";
import { seedIfEmpty } from "../server/seed/seed.ts";
import { type CpuSampler, fundProvider, type LoadSettings, login, measureApi, type Session } from "./bench/api.ts";
import { coldLoginJs, lighthouseMedian } from "./bench/browser.ts";
import { measureCalls } from "./bench/calls.ts";
import { checkTwoInstances, type Query, snapshot } from "./bench/correctness.ts";
import { cpuOf, cpuOfTree, ownCpu } from "./bench/cpu.ts";
import { ensureCrowd } from "./bench/crowd.ts";
import { captureOperations, createRecorder, type Driver, pgliteDriver, poolDriver } from "./bench/driver.ts";
import { findPostgres, type Postgres, startPostgres } from "./bench/postgres.ts";
import { type BenchFigures, capacityOf, checks, markdown, type TargetResult } from "./bench/report.ts";
import { type Instance, startInstance, startInstances, stopAll } from "./bench/servers.ts";
import { createBuildReader, firstScreenModules, homeModules } from "./build-manifest.ts";

if (!existsSync("dist/index.html")) {
  console.error("bench: run `npm run build` first");
  process.exit(1);
}

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const settings: LoadSettings = {
  seconds: number("BENCH_SECONDS", 3),
  connections: 50,
  steadyRate: 200,
  writeRate: 90,
};
const lighthouseRuns = number("BENCH_LIGHTHOUSE_RUNS", 3);
const skipBrowser = process.env.BENCH_SKIP_BROWSER === "1";
const skipPostgres = process.env.BENCH_SKIP_POSTGRES === "1";
const progress = (line: string) => console.error(`bench: ${line}`);
const host = "localhost";
const readerName = "ahmad88";
const writerName = "demo";

// everything started, stopped on the way out whatever happens
const cleanups: (() => Promise<void> | void)[] = [];
const cleanup = async () => {
  for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

/** Players of the crowd (crowd.ts): calls limited per player run as them in turn. */
const crowdSize = 80;

/** The reader's tenant (the crowd joins it). */
async function tenantOf(driver: Driver): Promise<string> {
  const result = (await driver.query("select tenant_id from players where username = $1", [readerName])) as {
    rows: { tenant_id: string }[];
  };
  const tenant = result.rows[0]?.tenant_id;
  if (!tenant) throw new Error(`bench: the demo player ${readerName} is missing`);
  return tenant;
}

/** The ids of the bench's players in a database (ids are random per seed). */
async function playerIds(driver: Driver): Promise<{ reader: string; writer: string }> {
  const result = (await driver.query("select id, username from players where username = any($1)", [
    [readerName, writerName],
  ])) as { rows: { id: string; username: string }[] };
  const id = (name: string) => {
    const found = result.rows.find((r) => r.username === name)?.id;
    if (!found) throw new Error(`bench: the demo player ${name} is missing`);
    return found;
  };
  return { reader: id(readerName), writer: id(writerName) };
}

async function measureTarget(
  name: string,
  database: string,
  instances: Instance[],
  databasePid: () => number | null,
  driver: Driver,
  db: Db,
  recorder: ReturnType<typeof createRecorder>,
): Promise<{ target: TargetResult; session: Session; cpu: CpuSampler }> {
  progress(`${name}…`);
  const first = instances[0];
  if (!first) throw new Error("bench: no instance");
  const session: Session = {
    host,
    reader: await login(first.base, host, readerName),
    writer: await login(first.base, host, writerName),
  };
  // the turns back from the game account never find it empty: RM 300 goes in first
  await fundProvider(first.base, session, 30_000);
  const ops = await captureOperations(db, recorder, driver, {
    ...(await playerIds(driver)),
    pin: "123456",
    provider: "DRG",
    amount: 100,
  });
  const cpu: CpuSampler = () => {
    const pid = databasePid();
    return { api: cpuOf(instances.map((i) => i.pid)), db: pid ? cpuOfTree(pid) : 0, load: ownCpu() };
  };
  const endpoints = await measureApi(
    instances.map((i) => i.base),
    session,
    ops,
    settings,
    cpu,
    (line) => progress(`  ${line}`),
  );
  return { target: { name, database, instances: instances.length, endpoints, calls: [] }, session, cpu };
}

const build = createBuildReader("dist");
const first = build.screen(firstScreenModules);
const home = build.screen(homeModules);
const lazy = build.chunks().find((chunk) => !chunk.entry);
const figures: BenchFigures = {
  date: new Date().toISOString(),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? "?",
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${platform()} ${release()}`,
    loadAverage: loadavg(),
    loadAverageEnd: [],
  },
  settings: { ...settings, lighthouseRuns },
  sizes: {
    html: build.size("index.html"),
    firstScreen: { js: first.js, css: first.css, jsFiles: first.jsFiles.length },
    home: { js: home.js, css: home.css, jsFiles: home.jsFiles.length },
    largestLazyChunk: { file: lazy?.file ?? "?", gzip: lazy?.size.gzip ?? 0, brotli: lazy?.size.brotli ?? 0 },
  },
  coldLoginJs: null,
  lighthouse: [],
  targets: [],
  postgres: { skipped: "not measured" },
  capacity: { skipped: "not measured" },
  correctness: null,
  checks: [],
};
try {
  // 1 and 2, and the API on embedded PGlite: one API process on its own database
  const embedded = await startInstances(1, {});
  cleanups.push(() => stopAll(embedded));
  const base = embedded[0]?.base ?? "";
  if (!skipBrowser) {
    progress("Chromium and Lighthouse…");
    figures.coldLoginJs = await coldLoginJs(base);
    figures.lighthouse.push(await lighthouseMedian(base, "/login", false, lighthouseRuns));
    figures.lighthouse.push(await lighthouseMedian(base, "/home", true, lighthouseRuns));
  }
  // driver-direct on PGlite: the same seed in a database of the bench's own (one process per PGlite)
  const pgliteDir = mkdtempSync(join(tmpdir(), "player-bench-pglite-"));
  cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
  const opened = await openDatabase({ databaseUrl: null, pgliteDir });
  cleanups.push(() => opened.close());
  await seedIfEmpty(opened.db, new Date());
  const client = (opened.db as unknown as { $client: PGlite }).$client;
  const liteRecorder = createRecorder();
  const liteDb = drizzlePglite({ client, logger: liteRecorder.logger }) as unknown as Db;
  const lite = await measureTarget(
    "embedded PGlite, 1 instance",
    "pglite",
    embedded,
    () => null,
    pgliteDriver(client),
    liteDb,
    liteRecorder,
  );
  figures.targets.push(lite.target);
  await cleanup();

  // 3. PostgreSQL, one and then two instances on one temporary cluster
  const found = findPostgres();
  if (skipPostgres) figures.postgres = { skipped: "BENCH_SKIP_POSTGRES=1" };
  else if (!found) figures.postgres = { skipped: "PostgreSQL is not installed (apt-get install postgresql)" };
  else {
    const postgres: Postgres = await startPostgres(found);
    cleanups.push(() => postgres.stop());
    figures.postgres = { version: postgres.version };
    const dbCpu = () => {
      const pid = postgres.pid();
      return pid ? cpuOfTree(pid) : 0;
    };
    for (const count of [1, 2]) {
      // one secret for the target's instances and the extra one calls.ts may start beside them
      const env = { DATABASE_URL: postgres.url, JWT_SECRET: randomBytes(32).toString("hex") };
      const instances = await startInstances(count, env);
      const pool = new pg.Pool({ connectionString: postgres.url, max: 10 * count });
      const stop = async () => {
        await pool.end().catch(() => {});
        await stopAll(instances);
      };
      cleanups.push(stop);
      const recorder = createRecorder();
      const db = drizzlePg({ client: pool, logger: recorder.logger }) as unknown as Db;
      const query: Query = (sql, params) => pool.query(sql, params);
      const crowd = await ensureCrowd(db, await tenantOf(poolDriver(pool)), crowdSize);
      // the two-instance load is checked against what the database holds after it
      const before = count === 2 ? await snapshot(query) : null;
      const { target, session, cpu } = await measureTarget(
        `PostgreSQL, ${count} instance${count > 1 ? "s" : ""}`,
        "postgres",
        instances,
        postgres.pid,
        poolDriver(pool),
        db,
        recorder,
      );
      target.calls = await measureCalls({
        bases: instances.map((i) => i.base),
        host,
        reader: session.reader,
        crowd,
        db,
        seconds: settings.seconds,
        cpu,
        dbCpu,
        // the stream heartbeat's extra instance: once, beside the one instance whose figures the model uses
        startExtra:
          count === 1
            ? async (extra) => {
                const instance = await startInstance({ ...env, ...extra });
                cleanups.push(() => instance.stop());
                return instance;
              }
            : null,
        progress: (line) => progress(`  ${line}`),
      });
      figures.targets.push(target);
      if (before) {
        progress("  two instances: the ledger, the moves, one key on both instances…");
        figures.correctness = await checkTwoInstances(query, before, {
          bases: instances.map((i) => i.base),
          host,
          token: session.writer,
          pin: "123456",
          count: 20,
        });
      }
      cleanups.splice(cleanups.indexOf(stop), 1);
      await stop();
    }
  }
} finally {
  await cleanup();
}

figures.machine.loadAverageEnd = loadavg();
figures.capacity = capacityOf(figures.targets);
figures.checks = checks(figures.targets, figures.correctness);
const report = markdown(figures);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/bench.md", report);
writeFileSync("bench-results/bench.json", `${JSON.stringify(figures, null, 2)}\n`);
console.log(report);
console.error("bench: written to bench-results/bench.md and bench-results/bench.json");
