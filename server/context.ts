/** What the app is built from (`createApp(deps)`) and what handlers see on the Hono context. */
import type { Db, OpenedDb } from "./db/open.ts";
import type { Lifecycle } from "./http/lifecycle.ts";
import type { Metrics, PoolStats } from "./metrics.ts";
import type { ConfigStore } from "./services/config.ts";
import type { EventBus, EventStreamSettings } from "./services/events.ts";
import type { GameTokens } from "./services/game-tokens.ts";
import type { Limiter } from "./services/limiter.ts";
import type { ReadCache } from "./services/read-cache.ts";
import type { SmsSender } from "./services/sms.ts";
import type { TenantDirectory } from "./services/tenants.ts";
import type { TokenService } from "./services/tokens.ts";

export type Logger = Pick<Console, "info" | "warn" | "error">;

/** What /readyz asks the opened database (db/open.ts). */
export type Readiness = Pick<OpenedDb, "ping" | "migrationsApplied" | "listening">;

export type AppDeps = {
  db: Db;
  /** Folder for uploads (DATA_DIR/uploads is used). */
  dataDir: string;
  jwtSecret: string;
  sandbox: boolean;
  /** The built app to serve with an SPA fallback; null or missing folder = no static serving. */
  staticDir?: string | null;
  /** The built statechart visualiser, served at /flows only when the sandbox is on. */
  flowsDir?: string | null;
  /** The path tests' last results (test-results/path-results.json), served beside /flows only when the sandbox is on. */
  pathResultsFile?: string | null;
  /** Exact origins allowed to call with credentials besides the tenants' own hosts (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Origin of the API the app was built to call (VITE_API_URL), when not this one: allowed in connect-src. */
  apiOrigin?: string | null;
  /** The clock; tests move it to expire codes and lift limits without sleeping. */
  now?: () => Date;
  log?: Logger;
  /** Delivers an SMS; defaults to the sandbox sink when SANDBOX is on. */
  sendSms?: SmsSender;
  /** Moves whenever data may have changed (embedded database); lets reads be cached. See db/open.ts. */
  dataVersion?: (() => number) | null;
  /** Proxy hops whose X-Forwarded-For is believed for the client address (default 0: the socket's peer). */
  trustProxy?: number;
  /** The per-player event bus (default: in this process, services/events.ts). */
  events?: EventBus;
  /** The event stream's heartbeat and cap (routes/events.ts); tests inject the heartbeat's timer. */
  eventStream?: Partial<EventStreamSettings>;
  /** Origins of real game providers the app frames (GAME_PROVIDER_ORIGINS): the app's CSP frame-src. */
  gameProviderOrigins?: readonly string[];
  /** The opened database's readiness for /readyz (routes/health.ts); without it a plain `select 1`. */
  database?: Readiness;
  /** Serving or draining (http/lifecycle.ts); main.ts drains it on SIGTERM. A fresh one by default. */
  lifecycle?: Lifecycle;
  /** METRICS_TOKEN: GET /metrics answers only to this bearer; unset, it answers 404 (http/observability.ts). */
  metricsToken?: string | null;
  /** The database pool's numbers for the db_pool_connections gauge (db/open.ts; null on PGlite). */
  poolStats?: (() => PoolStats | null) | null;
};

/** Resolved dependencies shared by routes and services. */
export type Ctx = {
  db: Db;
  dataDir: string;
  uploadsDir: string;
  sandbox: boolean;
  now: () => Date;
  /**
   * The sandbox's clock (SANDBOX on, no clock injected): tests move it forward over HTTP
   * (POST /api/sandbox/clock) instead of waiting for a cooldown. Null otherwise.
   */
  clock: { advance: (ms: number) => void } | null;
  log: Logger;
  tokens: TokenService;
  /** Hot reads (the caller's view, referral lists), cached between writes with the embedded database. */
  reads: ReadCache;
  tenants: TenantDirectory;
  config: ConfigStore;
  /** Rate limits kept in the database (login attempts, OTP quotas), shared by every instance. */
  limiter: Limiter;
  /** Proxy hops whose X-Forwarded-For is believed (0 = none). */
  trustProxy: number;
  sendSms: SmsSender;
  /** Key for hashing one-time codes (derived from the JWT secret). */
  otpKey: Buffer;
  /** Key of two-step sign-in: seals the authenticator secrets, hashes recovery codes (services/two-step.ts). */
  twoStepKey: Buffer;
  /** The demo provider's launch references and game sessions: opaque tokens, kept in `game_tokens`. */
  gameTokens: GameTokens;
  /** What changed for a player, told to their open event streams (publish after the database commits). */
  events: EventBus;
  eventStream: EventStreamSettings;
  /** Serving or draining (http/lifecycle.ts): event streams end when draining starts. */
  lifecycle: Lifecycle;
  /** The app's Prometheus metrics (metrics.ts): requests, event streams, job runs, the pool. */
  metrics: Metrics;
};
