/**
 * Entry of the reference player API: settings → database (migrate, seed when empty) → serve.
 * `npx node server/main.ts` runs it; tests call `startServer()` directly.
 */

import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp, createContext } from "./app.ts";
import type { AppDeps, Logger } from "./context.ts";
import { openDatabase } from "./db/open.ts";
import { createLifecycle } from "./http/lifecycle.ts";
import { createLogger } from "./log.ts";
import { seedIfEmpty } from "./seed/seed.ts";
import { createNotifyBus } from "./services/events.ts";
import type { SmsSender } from "./services/sms.ts";
import { startVipSchedule } from "./services/vip.ts";
import { loadSettings, logLevels, type SettingsInput } from "./settings.ts";

export type StartOptions = SettingsInput & {
  env?: Record<string, string | undefined>;
  now?: () => Date;
  log?: Logger;
  sendSms?: SmsSender;
  /** The event stream's settings (routes/events.ts); tests drive its heartbeat by hand. */
  eventStream?: AppDeps["eventStream"];
  /** Print the start line (default true). */
  announce?: boolean;
  /**
   * How often the scheduled jobs (the VIP upgrade at 02:00 GMT+8) look for due runs, in ms (default 60 s);
   * null: never (tests run the jobs themselves).
   */
  jobTickMs?: number | null;
};

/**
 * Slow-client limits (ASVS 5.0 V15.3 / resource exhaustion), all from REQUEST_TIMEOUT_MS (default 30 s):
 * the headers must arrive within it (a slowloris trickle is answered 408 and closed), a socket
 * silent for it is closed (setTimeout above: a stalled body), a whole request, body included, must
 * arrive within 10× it (a 20 MB receipt on a slow line), and an idle kept-alive connection closes
 * after 5 s. Node checks the first and third every `connectionsCheckingInterval`.
 */
export function connectionLimits(requestTimeoutMs: number) {
  return {
    headersTimeout: requestTimeoutMs,
    requestTimeout: requestTimeoutMs * 10,
    keepAliveTimeout: Math.min(5_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
  };
}

export type RunningServer = {
  url: string;
  port: number;
  sandbox: boolean;
  /** Stops at once: connections are cut. */
  close: () => Promise<void>;
  /**
   * Stops gracefully (SIGTERM): unready at once, no new connections, event streams ended with a retry
   * hint, the requests in flight answered (each connection closes after its answer); whatever is still
   * open after `graceMs` is cut. Then the jobs, the event bus and the database close.
   */
  drain: (graceMs?: number) => Promise<void>;
};

/** How long a draining instance waits for its requests in flight (main's SIGTERM exits within 10 s). */
export const DRAIN_GRACE_MS = 8_000;

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const {
    env = process.env,
    now,
    log: givenLog,
    sendSms,
    eventStream,
    announce = true,
    jobTickMs = 60_000,
    ...overrides
  } = options;
  const settings = loadSettings(env, overrides);
  // JSON lines on stdout (log.ts) unless the caller brings its own (a test's quiet or capturing logger)
  const log = givenLog ?? createLogger({ level: settings.logLevel });
  const opened = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: resolve(settings.dataDir, "pglite"),
    log,
  });
  try {
    await seedIfEmpty(opened.db, now?.() ?? new Date());
  } catch (error) {
    await opened.close();
    throw error;
  }

  // LISTEN/NOTIFY on the database: every instance on it delivers to its own players' streams
  const events = await createNotifyBus(opened.pubsub, { log, onListenRestored: opened.onListenRestored }).catch(
    async (error) => {
      await opened.close();
      throw error;
    },
  );
  const lifecycle = createLifecycle();
  const deps: AppDeps = {
    db: opened.db,
    database: opened,
    lifecycle,
    events,
    dataDir: settings.dataDir,
    jwtSecret: settings.jwtSecret,
    sandbox: settings.sandbox,
    staticDir: settings.staticDir,
    flowsDir: settings.flowsDir,
    pathResultsFile: settings.pathResultsFile,
    apiOrigin: settings.apiOrigin,
    corsOrigins: settings.corsOrigins,
    gameProviderOrigins: settings.gameProviderOrigins,
    now,
    log,
    sendSms,
    dataVersion: opened.dataVersion,
    trustProxy: settings.trustProxy,
    metricsToken: settings.metricsToken,
    // the PostgreSQL pool's numbers for /metrics (null on PGlite)
    poolStats: opened.poolStats,
    // a socket silent for requestTimeoutMs is closed (below): an event stream speaks well within it
    eventStream: { heartbeatMs: Math.min(15_000, Math.floor(settings.requestTimeoutMs / 2)), ...eventStream },
  };
  const ctx = createContext(deps);
  const app = createApp(deps, ctx);
  // the jobs' tick, on the app's clock (the sandbox's when it has one): catches up at once, then every jobTickMs
  const stopJobs = jobTickMs === null ? () => {} : startVipSchedule(ctx, jobTickMs);

  const server = serve({
    fetch: app.fetch,
    port: settings.port,
    hostname: settings.host,
    serverOptions: connectionLimits(settings.requestTimeoutMs),
  });
  // A socket silent for this long is closed: a body that stalls half way is cut, slow but moving
  // uploads are not (their whole request has requestTimeout, 10× as long).
  server.setTimeout(settings.requestTimeoutMs);
  await new Promise<void>((done, failed) => {
    if (server.listening) return done();
    server.once("listening", () => done());
    server.once("error", failed);
  }).catch(async (error) => {
    stopJobs();
    await opened.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = settings.host === "0.0.0.0" || settings.host === "::" ? "localhost" : settings.host;
  const url = `http://${shownHost}:${port}`;
  if (announce) {
    log.info(`Player API on ${url} (${opened.kind}, sandbox ${settings.sandbox ? "on" : "off"})`);
    if (settings.sandbox) {
      log.warn(
        "SANDBOX IS ON: SMS codes can be read at /api/sandbox/sms, payments approved at /sandbox/operator and money rules changed by anyone who reaches this port. For demos and tests only; never expose it.",
      );
    }
  }

  let closing: Promise<void> | null = null;
  const closeRest = () => {
    stopJobs();
    return events.close().then(() => opened.close());
  };
  return {
    url,
    port,
    sandbox: settings.sandbox,
    close: () => {
      closing ??= new Promise<void>((done) => {
        server.close(() => done());
        if ("closeAllConnections" in server) server.closeAllConnections();
      }).then(closeRest);
      return closing;
    },
    drain: (graceMs = DRAIN_GRACE_MS) => {
      closing ??= new Promise<void>((done) => {
        // readiness answers 503 and the event streams end (http/lifecycle.ts); no new connections
        lifecycle.drain();
        let timer: ReturnType<typeof setTimeout> | undefined;
        let sweep: ReturnType<typeof setInterval> | undefined;
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          done();
        });
        // kept-alive connections with no request on them close now, and the others as soon as their answer
        // is out (an answer that began before draining did not say Connection: close)
        const closeIdle = () => {
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        };
        closeIdle();
        sweep = setInterval(closeIdle, 50);
        timer = setTimeout(() => {
          log.warn(`[api] requests still open after ${graceMs} ms of draining were cut`);
          if ("closeAllConnections" in server) server.closeAllConnections();
        }, graceMs);
      }).then(closeRest);
      return closing;
    },
  };
}

const isMain =
  (import.meta as { main?: boolean }).main ??
  (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url));

if (isMain) {
  // one JSON logger for the process, its start and stop lines included (a bad LOG_LEVEL stops the start below)
  const level = logLevels.find((name) => name === process.env.LOG_LEVEL?.trim().toLowerCase()) ?? "info";
  const log = createLogger({ level });
  const running = await startServer({ log }).catch((error: unknown) => {
    log.error("Player API failed to start:", error);
    process.exit(1);
  });
  // SIGTERM (a deploy, the supervisor) drains: in-flight requests are answered and the process exits within
  // 10 s whatever happens; SIGINT (Ctrl-C) too. A second signal stops at once.
  const stop = (signal: NodeJS.Signals) => {
    log.info(`Player API: ${signal}, draining`);
    setTimeout(() => process.exit(1), 10_000).unref();
    running.drain().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    process.once(signal, () => process.exit(1));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
