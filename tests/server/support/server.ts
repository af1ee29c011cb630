/**
 * Test driver for the reference player API: a real server on a free port over a fresh PGlite
 * data folder, a movable clock, and small helpers that read as player actions.
 */

import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, expect } from "vitest";
import { createApp } from "../../../server/app.ts";
import type { Logger } from "../../../server/context.ts";
import { type OpenedDb, openDatabase } from "../../../server/db/open.ts";
import { type RunningServer, type StartOptions, startServer } from "../../../server/main.ts";
import { seedIfEmpty } from "../../../server/seed/seed.ts";
import { createNotifyBus, type EventBus } from "../../../server/services/events.ts";
import { loadSettings } from "../../../server/settings.ts";
import { type Answer, type CallOptions, httpCaller } from "../../support/api.ts";
import { copySeededDatabase } from "../../support/seeded-database.ts";

export * from "../../support/api.ts";

export type TestServer = {
  url: string;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance: (ms: number) => void;
  /** The server's clock now. */
  now: () => Date;
  /** Errors the server logged (unexpected failures). */
  errors: unknown[][];
  call: <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>>;
  close: () => Promise<void>;
};

/** A given dataDir is kept (and its database, with TEST_DATABASE_URL) for a restart on it. */
export type TestServerOptions = {
  dataDir?: string;
  sandbox?: boolean;
  staticDir?: string;
  /** TRUST_PROXY: proxy hops whose X-Forwarded-For is believed (default 0, as in production). */
  trustProxy?: number;
  flowsDir?: string;
  /** CORS_ORIGINS (server/settings.ts). */
  corsOrigins?: string[];
  /** REQUEST_TIMEOUT_MS (server/settings.ts). */
  requestTimeoutMs?: number;
  /** The event stream's settings (server/routes/events.ts): a hand-driven heartbeat, another cap. */
  eventStream?: StartOptions["eventStream"];
  /** Run on the sandbox's own clock (moved by POST /api/sandbox/clock) instead of the test's `advance`. */
  sandboxClock?: boolean;
  /** A logger of the test's own (a capturing one, server/log.ts); what it is told at error still counts in `errors`. */
  log?: Logger;
  /** METRICS_TOKEN (server/settings.ts): GET /metrics opens to this bearer. */
  metricsToken?: string;
};

/**
 * With TEST_DATABASE_URL set (a PostgreSQL the tests may create databases on), each data folder
 * gets its own fresh database instead of PGlite; its URL is kept in the folder for restarts.
 */
async function postgresFor(dataDir: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const { default: pg } = await import("pg");
  const file = join(dataDir, "database-url");
  const name = existsSync(file) ? null : `player_test_${randomUUID().replaceAll("-", "")}`;
  if (name) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    writeFileSync(file, url.toString());
  }
  const url = readFileSync(file, "utf8");
  const drop = async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
    await client.end();
  };
  return { url, drop };
}

/** Removes a data folder kept for restarts, and its database when TEST_DATABASE_URL is set. */
export async function removeDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "database-url"))) await (await postgresFor(dataDir))?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "player-api-test-"));
  const postgres = await postgresFor(dataDir);
  if (!postgres && !existsSync(join(dataDir, "pglite"))) {
    await copySeededDatabase(dataDir);
  }
  let offset = 0;
  const errors: unknown[][] = [];
  const server: RunningServer = await startServer({
    env: {},
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: postgres?.url ?? null,
    sandbox: options.sandbox ?? true,
    staticDir: options.staticDir ?? join(dataDir, "no-static"),
    trustProxy: options.trustProxy ?? 0,
    flowsDir: options.flowsDir ?? join(dataDir, "no-flows"),
    corsOrigins: options.corsOrigins ?? [],
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    eventStream: options.eventStream,
    ...(options.sandboxClock ? {} : { now: () => new Date(Date.now() + offset) }),
    log: {
      info: options.log?.info ?? (() => {}),
      warn: options.log?.warn ?? (() => {}),
      error: (...args: unknown[]) => {
        errors.push(args);
        options.log?.error(...args);
      },
    },
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    announce: false,
    // no timers in tests: they run the scheduled jobs themselves (POST /api/sandbox/jobs/vip)
    jobTickMs: null,
  });

  const { call } = httpCaller(server.url);

  return {
    url: server.url,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    now: () => new Date(Date.now() + offset),
    errors,
    call,
    close: async () => {
      await server.close();
      if (!options.dataDir) {
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Two instances of the API (two `createApp`, each with its own in-memory state, on its own port)
 * on one database, as two processes behind a load balancer would be: with TEST_DATABASE_URL each
 * has its own connection pool; with PGlite (one process per folder) they share the opened database.
 * One clock moves both.
 */
export async function startTwinServers(
  options: Pick<TestServerOptions, "trustProxy"> = {},
): Promise<{ servers: [TestServer, TestServer]; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "player-api-twins-"));
  const postgres = await postgresFor(dataDir);
  if (!postgres) await copySeededDatabase(dataDir);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const settings = loadSettings({}, { dataDir, databaseUrl: postgres?.url ?? null });
  const open = () => openDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: join(dataDir, "pglite") });
  const first = await open();
  if (postgres) await seedIfEmpty(first.db, now());
  const second = postgres ? await open() : first;
  const errors: unknown[][] = [];
  const listening: ServerType[] = [];
  const buses: { close: () => Promise<void> }[] = [];
  const servers = [first, second].map(async (opened): Promise<TestServer> => {
    // each instance its own bus on the database's LISTEN/NOTIFY, as main.ts makes it
    const events = await createNotifyBus(opened.pubsub, {
      log: { error: (...args: unknown[]) => errors.push(args), warn: () => {} },
      onListenRestored: opened.onListenRestored,
    });
    buses.push(events);
    const app = createApp({
      ...testAppDeps({ opened, events, dataDir, jwtSecret: settings.jwtSecret, now, errors }),
      trustProxy: options.trustProxy ?? 0,
    });
    const { server, url } = await listenLocally(app);
    listening.push(server);
    return {
      url,
      dataDir,
      advance: (ms) => {
        offset += ms;
      },
      now,
      errors,
      call: httpCaller(url).call,
      close: async () => {},
    };
  });
  const [a, b] = await Promise.all(servers);
  if (!a || !b) throw new Error("twin servers did not start");
  return {
    servers: [a, b],
    close: async () => {
      await Promise.all(listening.map(stopListening));
      await Promise.all(buses.map((bus) => bus.close()));
      await first.close();
      if (second !== first) await second.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const LOTUS = "http://lotus.localhost:5173/login";

/** The app's dependencies in a test server: sandbox on, the test's clock, server errors collected in `errors`. */
export function testAppDeps(parts: {
  opened: OpenedDb;
  events: EventBus;
  dataDir: string;
  jwtSecret: string;
  now: () => Date;
  errors: unknown[][];
}) {
  const { opened, events, dataDir, jwtSecret, now, errors } = parts;
  return {
    db: opened.db,
    database: opened,
    events,
    dataDir,
    jwtSecret,
    sandbox: true,
    now,
    log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
    dataVersion: opened.dataVersion,
  };
}

/** Stops a server of `listenLocally` at once: its open connections are cut. */
export function stopListening(server: ServerType): Promise<void> {
  return new Promise<void>((done) => {
    server.close(() => done());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

/** Serves an app on a free port of 127.0.0.1, once it listens; answers the server and its URL. */
export async function listenLocally(app: { fetch: Parameters<typeof serve>[0]["fetch"] }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((done) => (server.listening ? done() : server.once("listening", () => done())));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * One server for the tests of a file: started before them, and after them checked for
 * unexpected server errors and closed. The returned object stands for the running server.
 */
export function serverForTheseTests(options: TestServerOptions = {}): TestServer {
  return forTheseTests(() => startTestServer(options));
}

/**
 * A server for the tests of a file, started by `start` before them and after them checked for unexpected
 * server errors and closed (serverForTheseTests, gameServerForTheseTests). The returned object stands for it.
 */
export function forTheseTests<T extends { errors: unknown[]; close: () => Promise<void> }>(
  start: () => Promise<T>,
  startTimeoutMs?: number,
): T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  }, startTimeoutMs);
  afterAll(async () => {
    expect(running?.errors).toEqual([]);
    await running?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!running) throw new Error("the test server is not started yet");
      const value = Reflect.get(running, key);
      return typeof value === "function" ? value.bind(running) : value;
    },
  });
}
