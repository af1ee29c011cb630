/**
 * The API's Prometheus metrics (prom-client), in a registry of each app's own (tests build many apps;
 * the global registry would mix them). Served at GET /metrics (http/observability.ts) when METRICS_TOKEN
 * is set. What is measured:
 *
 *   http_requests_total{method,route,status}        requests answered (route: the matched pattern)
 *   http_request_duration_seconds{method,route}      time to the answer's headers (histogram, 1 ms – 10 s)
 *   http_request_errors_total{method,route}          answers with a 5xx status
 *   db_pool_connections{state="total"|"idle"|"waiting"}  the PostgreSQL pool, read at each scrape (none on PGlite)
 *   event_streams_open                               the players' event streams open on this instance
 *   jobs_runs_total{job,outcome}                     scheduled job ticks (services/vip.ts), ok or failed
 *   process_*, nodejs_*                              Node's own (CPU, memory, event loop lag, GC), only while
 *                                                    /metrics is served
 *
 * /metrics itself is not counted. Labels come only from the server's own words (a registered route
 * pattern, a known method), never from a raw path: their number stays bounded whatever clients send.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The connection pool's numbers (server/db/open.ts's `poolStats`); null when there is no pool (PGlite). */
export type PoolStats = { total: number; idle: number; waiting: number };

export type JobOutcome = "ok" | "failed";

export type Metrics = {
  registry: Registry;
  /** One answered request: its method, route pattern, status and seconds to the answer. */
  request: (method: string, route: string, status: number, seconds: number) => void;
  /** An event stream opened / ended (routes/events.ts). */
  streamOpened: () => void;
  streamClosed: () => void;
  /** One tick of a scheduled job and how it went. */
  jobRun: (job: string, outcome: JobOutcome) => void;
};

/** Seconds: 1 ms to 10 s, about three buckets a decade. */
export const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A request's method as a label: the HTTP methods the API knows, anything else "other". */
export const methodLabel = (method: string): string => (knownMethods.has(method) ? method : "other");

export function createMetrics(
  options: {
    poolStats?: (() => PoolStats | null) | null;
    /** Node's process metrics (CPU, memory, event loop, GC): only when /metrics is served (they keep observers). */
    processMetrics?: boolean;
  } = {},
): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, matched route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's headers, by method and matched route pattern",
    labelNames: ["method", "route"] as const,
    buckets: durationBuckets,
    registers,
  });
  const errors = new Counter({
    name: "http_request_errors_total",
    help: "HTTP requests answered with a 5xx status, by method and matched route pattern",
    labelNames: ["method", "route"] as const,
    registers,
  });
  const poolStats = options.poolStats ?? null;
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections: total open, idle, and requests waiting for one (PostgreSQL only)",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const stats = poolStats?.() ?? null;
      this.reset();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  const streams = new Gauge({
    name: "event_streams_open",
    help: "Players' event streams (GET /api/player/events) open on this instance",
    registers,
  });
  const jobs = new Counter({
    name: "jobs_runs_total",
    help: "Scheduled job ticks, by job and outcome (ok, failed)",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    request: (method, route, status, seconds) => {
      const m = methodLabel(method);
      requests.inc({ method: m, route, status: String(status) });
      durations.observe({ method: m, route }, seconds);
      if (status >= 500) errors.inc({ method: m, route });
    },
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
    jobRun: (job, outcome) => jobs.inc({ job, outcome }),
  };
}
