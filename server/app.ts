/**
 * The reference player API as a Hono app: `createApp(deps)` builds it without listening,
 * so tests and main.ts share it. Order: CORS → body limits → tenant → routes → files.
 */
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, Ctx } from "./context.ts";
import { isDatabaseUnavailable, retryAfterSeconds } from "./db/unavailable.ts";
import { ApiError } from "./errors.ts";
import { clientAddress } from "./http/client-ip.ts";
import { createOriginPolicy } from "./http/cors.ts";
import type { AppEnv } from "./http/env.ts";
import { htmlPageHashes } from "./http/html.ts";
import { createLifecycle } from "./http/lifecycle.ts";
import { metricsEndpoint, observability } from "./http/observability.ts";
import { gameFrameSources, securityHeaders } from "./http/security.ts";
import { mountFiles } from "./http/static.ts";
import { createMetrics } from "./metrics.ts";
import { appInstallRoutes } from "./routes/app-install.ts";
import { chatRoutes } from "./routes/chat.ts";
import { checkInRoutes } from "./routes/check-in.ts";
import { configRoutes } from "./routes/config.ts";
import { announcementRoutes, contentPageRoutes, eventContentRoutes, postRoutes } from "./routes/content.ts";
import { demoGameRoutes } from "./routes/demo-game.ts";
import { depositRoutes } from "./routes/deposit.ts";
import { eventRoutes } from "./routes/events.ts";
import { friendRoutes } from "./routes/friends.ts";
import { gameArtRoutes } from "./routes/game-art.ts";
import { gameLaunchRoutes } from "./routes/game-launch.ts";
import { gameTransferRoutes } from "./routes/game-transfers.ts";
import { gameRoutes } from "./routes/games.ts";
import { giftRoutes } from "./routes/gift.ts";
import { giftArtRoutes } from "./routes/gift-art.ts";
import { healthRoutes } from "./routes/health.ts";
import { mailRoutes } from "./routes/mail.ts";
import { otpRoutes } from "./routes/otp.ts";
import { passkeyBodyPaths, passkeyLoginRoutes, passkeyRoutes } from "./routes/passkeys.ts";
import { rebateRoutes } from "./routes/rebate.ts";
import { reportRoutes } from "./routes/report.ts";
import { responsibleRoutes } from "./routes/responsible.ts";
import { sandboxRoutes } from "./routes/sandbox.ts";
import { sandboxContentPages, sandboxContentRoutes } from "./routes/sandbox-content-pages.ts";
import { sandboxGiftApi, sandboxGiftPages } from "./routes/sandbox-gift-pages.ts";
import { sandboxInspectRoutes } from "./routes/sandbox-inspect.ts";
import { sandboxPages } from "./routes/sandbox-pages.ts";
import { sandboxResponsiblePages } from "./routes/sandbox-responsible-pages.ts";
import { sandboxVerificationApi, sandboxVerificationPages } from "./routes/sandbox-verification.ts";
import { securityRoutes } from "./routes/security.ts";
import { tenantRoutes } from "./routes/tenant.ts";
import { transactionRoutes } from "./routes/transaction.ts";
import { twoStepRoutes } from "./routes/two-step.ts";
import { sandboxReceiptRoutes, uploadNameGuard, uploadRoutes } from "./routes/uploads.ts";
import { userRoutes } from "./routes/user.ts";
import { documentUploadPath, verificationRoutes } from "./routes/verification.ts";
import { vipRoutes } from "./routes/vip.ts";
import { bankRoutes, walletRoutes } from "./routes/wallet.ts";
import { withdrawRoutes } from "./routes/withdraw.ts";
import { createConfigStore } from "./services/config.ts";
import { createLocalEventBus, eventStreamSettings } from "./services/events.ts";
import { createGameTokens } from "./services/game-tokens.ts";
import { createLimiter } from "./services/limiter.ts";
import { createReadCache } from "./services/read-cache.ts";
import { noSmsGateway, sandboxSmsSink } from "./services/sms.ts";
import { createTenantDirectory, hostnameOf } from "./services/tenants.ts";
import { createTokenService } from "./services/tokens.ts";
import { twoStepKey } from "./services/two-step.ts";

/**
 * Body limits per route. Player and tenant calls are small JSON (a registration is well under 1 KB):
 * 16 KB. The sandbox's money rules are a JSON value of up to 64 KB: 160 KB. Uploads have their own
 * limits on their routes, from the contract: an avatar avatarRules.maxBytes (5 MB, routes/user.ts), a
 * receipt maxUploadBytes (20 MB, routes/deposit.ts), a verification document documentMaxBytes (5 MB,
 * routes/verification.ts), each plus room for the multipart framing; a passkey's WebAuthn answer 64 KB
 * (routes/passkeys.ts).
 */
export const bodyLimits = { json: 16 * 1024, sandboxConfig: 160 * 1024 } as const;
/** Unread request bodies up to this size are drained so the connection can be reused. */
const UNREAD_BODY_DRAIN_LIMIT = 64 * 1024;

export const corsAllowHeaders = [
  "Access-Control-Allow-Origin",
  "X-Requested-With",
  "X-localization",
  "Cache-Control",
  "X-Cookie",
  "Accept-Language",
  "current_domain",
  "Content-Type",
  "Idempotency-Key",
  "Authorization",
  // the event stream's reconnection (routes/events.ts)
  "Last-Event-ID",
];

/** A Vary value naming Origin, each name once (case-insensitively), in the order first named. */
function varyWithOrigin(vary: string | null): string {
  const names = new Map<string, string>();
  for (const name of [...(vary ?? "").split(","), "Origin"]) {
    const trimmed = name.trim();
    if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
  }
  return names.has("*") ? "*" : [...names.values()].join(", ");
}

/** The wall clock plus an offset that only moves forward: the sandbox's clock. */
function sandboxClock(): { now: () => Date; advance: (ms: number) => void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += Math.max(0, ms);
    },
  };
}

export function createContext(deps: AppDeps): Ctx {
  const clock = !deps.now && deps.sandbox ? sandboxClock() : null;
  const now = deps.now ?? clock?.now ?? (() => new Date());
  const log = deps.log ?? console;
  return {
    db: deps.db,
    dataDir: deps.dataDir,
    uploadsDir: join(deps.dataDir, "uploads"),
    sandbox: deps.sandbox,
    now,
    clock: clock && { advance: clock.advance },
    log,
    tokens: createTokenService(deps.jwtSecret, now),
    reads: createReadCache(now, deps.dataVersion ?? null),
    tenants: createTenantDirectory(deps.db, { sandbox: deps.sandbox }),
    config: createConfigStore(deps.db),
    limiter: createLimiter(deps.db, now),
    trustProxy: deps.trustProxy ?? 0,
    sendSms: deps.sendSms ?? (deps.sandbox ? sandboxSmsSink(log) : noSmsGateway),
    otpKey: createHmac("sha256", deps.jwtSecret).update("otp-codes").digest(),
    twoStepKey: twoStepKey(deps.jwtSecret),
    gameTokens: createGameTokens(deps.db, now),
    events: deps.events ?? createLocalEventBus({ log }),
    eventStream: eventStreamSettings(deps.eventStream),
    lifecycle: deps.lifecycle ?? createLifecycle(),
    // Node's process metrics only when /metrics is served: each set keeps observers (tests build many apps)
    metrics: createMetrics({ poolStats: deps.poolStats, processMetrics: Boolean(deps.metricsToken) }),
  };
}

/**
 * `ctx`: the context to build on (main.ts shares it with the scheduled jobs); a fresh one by default.
 * Long on purpose: its body is the request pipeline in the order it runs (middleware, then every route
 * group mounted), one line or a short block each calling a named module; split up, the order would be
 * harder to read, and the order is what matters here.
 */
export function createApp(deps: AppDeps, ctx: Ctx = createContext(deps)): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.key, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json("Bad request", error.status);
    }
    // The database is down or restarting: a fast 503 the app may send again as it was (db/unavailable.ts)
    if (isDatabaseUnavailable(error)) {
      ctx.log.warn(`[api] ${c.req.method} ${c.req.path}: the database is unavailable (answered 503)`);
      return c.json("Server is busy, try again in a moment", 503, { "Retry-After": String(retryAfterSeconds) });
    }
    ctx.log.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json("Oops, something went wrong", 500);
  });
  app.notFound((c) => c.json("Not found", 404));

  // Before everything: the request id (X-Request-Id), one access line and the request metrics (observability.ts)
  app.use("*", observability(ctx));

  // Draining (SIGTERM): each connection closes after its answer, so clients reconnect elsewhere (http/lifecycle.ts).
  app.use("*", async (c, next) => {
    await next();
    if (ctx.lifecycle.draining()) c.res.headers.set("Connection", "close");
  });

  // Then: the security headers go on every response, whatever answers it (security.ts).
  app.use(
    "*",
    securityHeaders({
      connectSrc: deps.apiOrigin ? [deps.apiOrigin] : [],
      frameSrc: gameFrameSources({
        sandbox: deps.sandbox,
        apiOrigin: deps.apiOrigin,
        providerOrigins: deps.gameProviderOrigins,
      }),
    }),
  );

  // Liveness and readiness for the supervisor and the load balancer: no tenant, no session (routes/health.ts).
  app.route("/", healthRoutes(ctx, deps.database));
  // Prometheus metrics: 404 unless METRICS_TOKEN is set, then only to its bearer; before CORS (no browser reads them)
  app.get("/metrics", metricsEndpoint(ctx, deps.metricsToken ?? null));

  // A request refused before its body was read (401 on an upload, 413, ...) must not leave
  // unread bytes on a kept-alive connection: drain a small rest in the background, else close.
  app.use("*", async (c, next) => {
    await next();
    const raw = c.req.raw;
    if (!raw.body || raw.bodyUsed) return;
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    if (length <= UNREAD_BODY_DRAIN_LIMIT) {
      raw.arrayBuffer().catch(() => {});
    } else {
      c.res.headers.set("Connection", "close");
    }
  });

  // CORS only for known origins (http/cors.ts); an unknown one gets no CORS headers, its preflight a 404.
  const allowedOrigin = createOriginPolicy(ctx.tenants, deps.corsOrigins ?? []);
  const corsForAllowed = cors({
    origin: (origin) => origin,
    credentials: true,
    allowHeaders: corsAllowHeaders,
    allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
    maxAge: 600,
  });
  app.use("*", async (c, next) => {
    await next();
    // On the final answer, whoever built it (the cors middleware names Origin again for an allowed
    // origin, a handler its own names): Origin once, each name once, the answer's own kept (the app
    // shell's Cookie, Accept-Language).
    c.res.headers.set("Vary", varyWithOrigin(c.res.headers.get("Vary")));
  });
  app.use("*", async (c, next) => {
    // On c.res itself (not c.header), as the cors middleware does: headers a handler sets after
    // building its answer (serveStatic's onFound: Cache-Control) then merge into that answer.
    c.res.headers.append("Vary", "Origin");
    if (await allowedOrigin(c.req.header("origin"))) return corsForAllowed(c, next);
    await next();
  });

  const jsonLimit = bodyLimit({ maxSize: bodyLimits.json, onError: (c) => c.json("Bad request", 413) });
  const sandboxConfigLimit = bodyLimit({
    maxSize: bodyLimits.sandboxConfig,
    onError: (c) => c.json("Bad request", 413),
  });
  // Uploads (avatar, deposit receipt, verification document) have their own, larger limit on their route.
  const isUpload = (path: string) =>
    /^\/api\/player\/user\/updateAvatar\/[^/]*$/.test(path) ||
    /^\/api\/player\/deposit\/uploadReceipt\/[^/]*$/.test(path) ||
    documentUploadPath.test(path);
  app.use("*", (c, next) => {
    // uploads and a passkey's WebAuthn answer (routes/passkeys.ts) have their own, larger limit on their route
    if (isUpload(c.req.path) || (c.req.method === "POST" && passkeyBodyPaths.test(c.req.path))) return next();
    // the operator's content (rich HTML in four languages) has the sandbox's larger limit too
    const sandboxLarge = c.req.path === "/api/sandbox/config" || c.req.path.startsWith("/api/sandbox/content/");
    return sandboxLarge && ctx.sandbox ? sandboxConfigLimit(c, next) : jsonLimit(c, next);
  });

  // Tenant of every API call and sandbox page: current_domain (page URL), else Origin, else Host; port ignored.
  const resolveTenant: MiddlewareHandler<AppEnv> = async (c, next) => {
    const host =
      hostnameOf(c.req.header("current_domain")) ??
      hostnameOf(c.req.header("origin")) ??
      hostnameOf(c.req.header("host"));
    const tenant = (await ctx.tenants.byHost(host)) ?? (ctx.sandbox ? await ctx.tenants.fallback() : null);
    if (!tenant) return c.json("Tenant not found", 404);
    c.set("tenant", tenant);
    c.set("clientIp", clientAddress(c, ctx.trustProxy));
    await next();
  };
  app.use("/api/*", resolveTenant);

  // passkeys: signing in (signed out) before the rest of /user, the signed-in player's list under /security
  app.route("/api/player/user/passkey", passkeyLoginRoutes(ctx));
  app.route("/api/player/security/passkeys", passkeyRoutes(ctx));
  app.route("/api/player/user", userRoutes(ctx));
  app.route("/api/player/config", configRoutes(ctx));
  app.route("/api/player/otp", otpRoutes(ctx));
  app.route("/api/player/wallet", walletRoutes(ctx));
  app.route("/api/player/bank", bankRoutes(ctx));
  app.route("/api/player/deposit", depositRoutes(ctx));
  app.route("/api/player/withdraw", withdrawRoutes(ctx));
  app.route("/api/player/transaction", transactionRoutes(ctx));
  app.route("/api/player/report", reportRoutes(ctx));
  app.route("/api/player/events", eventRoutes(ctx));
  app.route("/api/player/rebate", rebateRoutes(ctx));
  app.route("/api/player/vip", vipRoutes(ctx));
  app.route("/api/player/checkin", checkInRoutes(ctx));
  app.route("/api/player/chat", chatRoutes(ctx));
  app.route("/api/player/mail", mailRoutes(ctx));
  app.route("/api/player/friend", friendRoutes(ctx));
  app.route("/api/player/gift", giftRoutes(ctx));
  app.route("/api/player/responsible", responsibleRoutes(ctx));
  app.route("/api/player/event", eventContentRoutes(ctx));
  app.route("/api/player/announcement", announcementRoutes(ctx));
  app.route("/api/player/post", postRoutes(ctx));
  app.route("/api/player/content", contentPageRoutes(ctx));
  app.route("/api/player/verification", verificationRoutes(ctx));
  // the overview and the sign-in history only (exact paths): /passkeys and /two_step are their own sub-apps
  app.route("/api/player/security", securityRoutes(ctx));
  app.route("/api/player/security/two_step", twoStepRoutes(ctx));
  // transfers and launch first: the catalogue's router requires the session for its whole prefix
  app.route("/api/player/games", gameTransferRoutes(ctx));
  app.route("/api/player/games", gameLaunchRoutes(ctx));
  app.route("/api/player/games", gameRoutes(ctx));
  app.route("/api/tenant", tenantRoutes(ctx));
  if (ctx.sandbox) app.route("/api/sandbox/gifts", sandboxGiftApi(ctx));
  if (ctx.sandbox) app.route("/api/sandbox/content", sandboxContentRoutes(ctx));
  if (ctx.sandbox) app.route("/api/sandbox/verification", sandboxVerificationApi(ctx));
  // live inspection of the app's statecharts for the visualiser (/flows), also from another device
  if (ctx.sandbox) app.route("/api/sandbox/inspect", sandboxInspectRoutes(ctx));
  if (ctx.sandbox) app.route("/api/sandbox", sandboxRoutes(ctx));
  app.all("/api/*", (c) => c.json("Not found", 404));

  // Sandbox pages (payment gateway, operator) on the same port; never the SPA fallback.
  if (ctx.sandbox) {
    app.use("/sandbox/*", async (c, next) => {
      c.set("csp", htmlPageHashes);
      await next();
    });
    app.use("/sandbox/*", resolveTenant);
    app.route("/sandbox/content", sandboxContentPages(ctx));
    app.route("/sandbox/receipt", sandboxReceiptRoutes(ctx));
    app.route("/sandbox/verification", sandboxVerificationPages(ctx));
    app.route("/sandbox", sandboxPages(ctx));
    app.route("/sandbox", sandboxGiftPages(ctx));
    app.route("/sandbox", sandboxResponsiblePages(ctx));
  }
  app.route("/game-art", gameArtRoutes(ctx));
  app.all("/game-art/*", (c) => c.json("Not found", 404));
  app.route("/gift-art", giftArtRoutes());
  app.all("/gift-art/*", (c) => c.json("Not found", 404));

  app.all("/sandbox", (c) => c.json("Not found", 404));
  app.all("/sandbox/*", (c) => c.json("Not found", 404));

  // The demo game provider (its launch URLs, game page and rounds): connected with the sandbox only.
  if (ctx.sandbox) app.route("/demo-provider", demoGameRoutes(ctx));
  app.all("/demo-provider", (c) => c.json("Not found", 404));
  app.all("/demo-provider/*", (c) => c.json("Not found", 404));

  // Uploads answer only to whom they belong (routes/uploads.ts): the tenant first, then the file's use.
  app.use("/uploads/*", uploadNameGuard, resolveTenant);
  app.route("/uploads", uploadRoutes(ctx));

  // What a phone installs from the tenant's host: the web app manifest and its icons (routes/app-install.ts).
  app.use("/manifest.webmanifest", resolveTenant);
  app.use("/app-icon/*", resolveTenant);
  app.route("/", appInstallRoutes());
  app.all("/app-icon/*", (c) => c.json("Not found", 404));

  mountFiles(app, {
    staticDir: deps.staticDir ?? null,
    flowsDir: ctx.sandbox ? (deps.flowsDir ?? null) : null,
    pathResultsFile: ctx.sandbox ? (deps.pathResultsFile ?? null) : null,
    themeFor: async (host) =>
      ((await ctx.tenants.byHost(hostnameOf(host))) ?? (ctx.sandbox ? await ctx.tenants.fallback() : null))?.theme ??
      null,
  });
  return app;
}
