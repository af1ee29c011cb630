/**
 * Settings of the reference player API, read from the environment.
 *
 *   PORT          3000      port to listen on (0 = any free port)
 *   HOST          0.0.0.0   interface to listen on
 *   DATA_DIR      .data     uploads, the JWT secret and the embedded database live here
 *                           (relative paths are resolved against the working directory)
 *   DATABASE_URL  (unset)   PostgreSQL URL; unset = embedded PGlite in DATA_DIR/pglite
 *   JWT_SECRET    (unset)   HS256 secret; unset = 32 random bytes generated once and kept
 *                           in DATA_DIR/jwt-secret (never a constant in code)
 *   SANDBOX       off       SMS sink, payment gateway and operator pages, money-rule editing and the
 *                           statechart visualiser: only with SANDBOX=1 (it fails closed; npm start,
 *                           npm run dev and the tests set it)
 *   STATIC_DIR    dist      the built app, served with an SPA fallback; skipped when missing
 *   FLOWS_DIR     dist-flows the built statechart visualiser, served at /flows only with the sandbox on
 *   TRUST_PROXY   0         how many proxies in front of the API to believe in X-Forwarded-For: 0 = none,
 *                           the client address is the socket's peer (rate limits key on it); N = the
 *                           N-th address from the right (set it to the number of proxies you run)
 *   REQUEST_TIMEOUT_MS 30000 a request whose headers do not arrive, or whose body stalls, within this
 *                           long is cut (see main.ts: headers, idle socket and whole-request timeouts)
 *   CORS_ORIGINS  (unset)   comma-separated exact origins (https://app.example.com) allowed to call the API
 *                           with credentials, besides the tenants' own hosts (https, or http on loopback)
 *   VITE_API_URL  (unset)   the API origin the served app was built to call (same variable as the build);
 *                           added to the app's CSP connect-src when it is another origin
 *   GAME_PROVIDER_ORIGINS (unset) comma-separated exact origins (https://games.provider.example) of real game
 *                           providers whose launch URLs the app frames: the app's CSP frame-src (with the
 *                           sandbox on, the demo provider on this server's own origin is added)
 *   LOG_LEVEL     info      lowest level of the JSON log lines on stdout (server/log.ts): fatal, error, warn,
 *                           info (one access line per request), debug, trace or silent; anything else stops the start
 *   METRICS_TOKEN (unset)   GET /metrics (Prometheus) answers only with `Authorization: Bearer <this>`; unset,
 *                           it answers 404. At least 16 characters, no spaces, else the start stops
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  sandbox: boolean;
  staticDir: string;
  flowsDir: string;
  /** The path tests' last results for the visualiser (PATH_RESULTS_FILE, default test-results/path-results.json). */
  pathResultsFile: string;
  /** Proxy hops whose X-Forwarded-For entries are believed (0 = trust nobody). */
  trustProxy: number;
  /** Headers within this long, and no stall of a body longer than this (ms); see main.ts. */
  requestTimeoutMs: number;
  /** Exact origins allowed by CORS besides the tenants' hosts. */
  corsOrigins: string[];
  /** Origin of VITE_API_URL when it is absolute (the app calls another API): allowed in connect-src. */
  apiOrigin: string | null;
  /** Exact origins of real game providers the app frames (CSP frame-src). */
  gameProviderOrigins: string[];
  /** Lowest level of the log lines written (server/log.ts). */
  logLevel: LogLevel;
  /** The bearer token GET /metrics asks for; null = /metrics answers 404. */
  metricsToken: string | null;
};

type Env = Record<string, string | undefined>;

export type SettingsInput = Partial<Omit<Settings, "jwtSecret">> & { jwtSecret?: string | null };

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

/** TRUST_PROXY: unset/empty/0 = trust nobody; a whole number = that many proxy hops. Anything else stops the start. */
function parseTrustProxy(value: string | undefined): number {
  const raw = value?.trim().toLowerCase() ?? "";
  if (raw === "" || raw === "false" || raw === "no" || raw === "off") return 0;
  const hops = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(hops) || hops > 16) {
    throw new Error(`TRUST_PROXY must be a number of proxy hops (0-16), got "${value}"`);
  }
  return hops;
}

function parseTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
    throw new Error(`REQUEST_TIMEOUT_MS must be 100-600000, got "${value}"`);
  }
  return ms;
}

/** The sandbox opens doors (readable SMS codes, self-approved payments): on only when asked for. */
function parseSandbox(env: Env): boolean {
  const raw = env.SANDBOX?.trim().toLowerCase();
  return raw === "1" || raw === "true" || raw === "on" || raw === "yes";
}

/** The origin of an absolute VITE_API_URL; null when unset or relative (the app calls its own origin). */
function parseApiOrigin(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || text.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${value}"`);
  }
  return url.origin;
}

/** CORS_ORIGINS: exact origins, comma-separated; anything else (a path, "*", "null") refuses to start. */
function parseCorsOrigins(value: string | undefined): string[] {
  return parseOrigins("CORS_ORIGINS", value);
}

/** GAME_PROVIDER_ORIGINS: exact origins, comma-separated, as CORS_ORIGINS. */
function parseGameProviderOrigins(value: string | undefined): string[] {
  return parseOrigins("GAME_PROVIDER_ORIGINS", value);
}

function parseOrigins(name: string, value: string | undefined): string[] {
  const origins = (value ?? "")
    .split(",")
    .map((text) => text.trim())
    .filter((text) => text !== "");
  for (const origin of origins) {
    let exact = false;
    try {
      const url = new URL(origin);
      exact = (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin;
    } catch {
      exact = false;
    }
    if (!exact) throw new Error(`${name} must list exact origins like https://app.example.com, got "${origin}"`);
  }
  return origins;
}

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

function parseLogLevel(value: string | undefined): LogLevel {
  const raw = value?.trim().toLowerCase() ?? "";
  if (raw === "") return "info";
  const level = logLevels.find((name) => name === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(", ")}, got "${value}"`);
  return level;
}

/** METRICS_TOKEN: unset/empty = /metrics closed; else at least 16 characters without spaces. */
function parseMetricsToken(value: string | null | undefined): string | null {
  const token = value?.trim() ?? "";
  if (token === "") return null;
  if (token.length < 16 || /\s/.test(token)) {
    throw new Error("METRICS_TOKEN must be at least 16 characters without spaces (or unset: /metrics closed)");
  }
  return token;
}

/** Reads the JWT secret from DATA_DIR/jwt-secret, creating it with random bytes on first use. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Settings from the environment, with explicit overrides (used by tests) taking precedence. */
export function loadSettings(env: Env = process.env, overrides: SettingsInput = {}): Settings {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? ".data");
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL?.trim() || null;
  const jwtSecret = overrides.jwtSecret || env.JWT_SECRET?.trim() || loadOrCreateSecret(dataDir);
  return {
    port: overrides.port ?? parsePort(env.PORT),
    host: overrides.host ?? (env.HOST?.trim() || "0.0.0.0"),
    dataDir,
    databaseUrl,
    jwtSecret,
    sandbox: overrides.sandbox ?? parseSandbox(env),
    staticDir: resolve(overrides.staticDir ?? (env.STATIC_DIR?.trim() || "dist")),
    flowsDir: resolve(overrides.flowsDir ?? (env.FLOWS_DIR?.trim() || "dist-flows")),
    pathResultsFile: resolve(
      overrides.pathResultsFile ?? (env.PATH_RESULTS_FILE?.trim() || "test-results/path-results.json"),
    ),
    trustProxy: overrides.trustProxy ?? parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: overrides.requestTimeoutMs ?? parseTimeout(env.REQUEST_TIMEOUT_MS),
    corsOrigins: overrides.corsOrigins ?? parseCorsOrigins(env.CORS_ORIGINS),
    apiOrigin: overrides.apiOrigin !== undefined ? overrides.apiOrigin : parseApiOrigin(env.VITE_API_URL),
    gameProviderOrigins: overrides.gameProviderOrigins ?? parseGameProviderOrigins(env.GAME_PROVIDER_ORIGINS),
    logLevel: overrides.logLevel ?? parseLogLevel(env.LOG_LEVEL),
    metricsToken: parseMetricsToken(overrides.metricsToken !== undefined ? overrides.metricsToken : env.METRICS_TOKEN),
  };
}
